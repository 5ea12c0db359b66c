import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-IGAG37V4.js";import"./chunk-GSCBSYQ5.js";import"./chunk-6O4CIOPI.js";import"./chunk-QHB6CNMX.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
