import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-K37533BX.js";import"./chunk-5OIB3E6L.js";import"./chunk-5ZVYHJCB.js";import"./chunk-JR3DDXQR.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
