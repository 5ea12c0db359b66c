import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-NCMZ2NKV.js";import"./chunk-4XUADMYA.js";import"./chunk-3JERQVCT.js";import"./chunk-XUY73SFB.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
