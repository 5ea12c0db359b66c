import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-UETZ4YSD.js";import"./chunk-4FQF33U5.js";import"./chunk-OBRIUMVI.js";import"./chunk-VFMKDYZW.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
