import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-GPJPQFVK.js";import"./chunk-MUKQ7XMX.js";import"./chunk-GF7YO4IU.js";import"./chunk-ZM42FFVG.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
