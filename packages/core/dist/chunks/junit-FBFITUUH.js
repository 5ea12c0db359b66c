import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-QZ52A43L.js";import"./chunk-TR4RZ5BD.js";import"./chunk-3JERQVCT.js";import"./chunk-OQHSBSD6.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
