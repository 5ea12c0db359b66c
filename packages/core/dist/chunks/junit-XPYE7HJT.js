import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-O77I4SZT.js";import"./chunk-7FJZ3OIM.js";import"./chunk-3JERQVCT.js";import"./chunk-G3CPT7QP.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
