import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-SE7V4HVE.js";import"./chunk-RCS4PUL3.js";import"./chunk-VCIBAGLT.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
