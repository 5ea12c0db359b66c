import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-LWHIQPMY.js";import"./chunk-M5RWVGVV.js";import"./chunk-Y53NV5LS.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
