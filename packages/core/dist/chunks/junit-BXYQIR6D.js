import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-QKOM5LKX.js";import"./chunk-YLFKMEFN.js";import"./chunk-SDQSQYHU.js";import"./chunk-V3VE4M7Q.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
