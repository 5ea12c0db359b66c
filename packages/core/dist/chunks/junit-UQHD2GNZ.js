import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-WHAF7NPY.js";import"./chunk-HBR6HVK5.js";import"./chunk-GF7YO4IU.js";import"./chunk-YKWMSCQL.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
