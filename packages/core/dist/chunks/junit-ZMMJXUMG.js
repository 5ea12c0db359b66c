import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-FEX5YQ7H.js";import"./chunk-VYK4CE4X.js";import"./chunk-4XITJJV4.js";import"./chunk-XXGWO6H6.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
