import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-S4ICWTWL.js";import"./chunk-TGXPGTMN.js";import"./chunk-GF7YO4IU.js";import"./chunk-7RAHBLVE.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
