import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-6FVLYQPZ.js";import"./chunk-VYK4CE4X.js";import"./chunk-4XITJJV4.js";import"./chunk-XXGWO6H6.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
