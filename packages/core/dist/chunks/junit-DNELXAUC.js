import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-L7KZVD74.js";import"./chunk-2CUSTG3L.js";import"./chunk-7E3XOGIQ.js";import"./chunk-TCVTGWBD.js";import"./chunk-AFO34C4K.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
