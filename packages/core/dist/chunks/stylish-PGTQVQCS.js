import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-54HDFOLJ.js";import"./chunk-C4VBKXQH.js";import"./chunk-ES6E6WSY.js";import"./chunk-DI5KZYSL.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
