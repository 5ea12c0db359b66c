import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-F5SQQPNU.js";import"./chunk-4WTMALOD.js";import"./chunk-GSCBSYQ5.js";import"./chunk-6O4CIOPI.js";import"./chunk-QHB6CNMX.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
