import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-WEURAGHY.js";import"./chunk-J5JCILIF.js";import"./chunk-J4ALJCTN.js";import"./chunk-KGEYWYFH.js";import"./chunk-KYRUKLGF.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
