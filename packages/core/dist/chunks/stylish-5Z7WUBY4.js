import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-TEG3O6CK.js";import"./chunk-C4VBKXQH.js";import"./chunk-2WORV7OQ.js";import"./chunk-UH6ZHHE3.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
