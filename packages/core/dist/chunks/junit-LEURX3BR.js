import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-5GNF37OA.js";import"./chunk-R7EFQXDF.js";import"./chunk-J4ALJCTN.js";import"./chunk-GF7YO4IU.js";import"./chunk-KYRUKLGF.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
