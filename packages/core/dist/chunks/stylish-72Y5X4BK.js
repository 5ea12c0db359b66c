import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-QFA3MO3Z.js";import"./chunk-GSCBSYQ5.js";import"./chunk-Y53NV5LS.js";import"./chunk-QHB6CNMX.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
