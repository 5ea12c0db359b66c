import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-6K3IF4SZ.js";import"./chunk-C4VBKXQH.js";import"./chunk-FT527F26.js";import"./chunk-UH6ZHHE3.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
