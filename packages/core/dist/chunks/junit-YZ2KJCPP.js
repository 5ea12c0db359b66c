import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-H7OWDRWC.js";import"./chunk-RCS4PUL3.js";import"./chunk-M5RWVGVV.js";import"./chunk-Y53NV5LS.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
