import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-EFXC3KKA.js";import"./chunk-PTS5N4D3.js";import"./chunk-3JERQVCT.js";import"./chunk-7SFAJ5II.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
