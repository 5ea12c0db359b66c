import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-5QUGUENN.js";import"./chunk-LNPYVZR4.js";import"./chunk-3JERQVCT.js";import"./chunk-CVPEEFD3.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
