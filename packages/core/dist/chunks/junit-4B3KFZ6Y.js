import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-JRXWS72Z.js";import"./chunk-5OIB3E6L.js";import"./chunk-5ZVYHJCB.js";import"./chunk-JR3DDXQR.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
