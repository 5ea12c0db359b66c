import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-RSHHFYJA.js";import"./chunk-YLFKMEFN.js";import"./chunk-SDQSQYHU.js";import"./chunk-V3VE4M7Q.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
