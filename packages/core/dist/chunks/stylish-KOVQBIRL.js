import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-36GWCOCX.js";import"./chunk-C4VBKXQH.js";import"./chunk-VCIBAGLT.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
