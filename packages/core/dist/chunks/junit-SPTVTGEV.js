import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-EH6YLDN4.js";import"./chunk-TZQYNEJQ.js";import"./chunk-GAIENDCO.js";import"./chunk-TCVTGWBD.js";import"./chunk-YS3ED4N2.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
