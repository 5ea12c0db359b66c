import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-4EKSWCBH.js";import"./chunk-HBR6HVK5.js";import"./chunk-GF7YO4IU.js";import"./chunk-YKWMSCQL.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
