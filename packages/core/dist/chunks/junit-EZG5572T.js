import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-HW235TXO.js";import"./chunk-TZQYNEJQ.js";import"./chunk-3JERQVCT.js";import"./chunk-TCVTGWBD.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
