import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-2ZV4PIMP.js";import"./chunk-R7EFQXDF.js";import"./chunk-2LSMSL3K.js";import"./chunk-GF7YO4IU.js";import"./chunk-WAUNUP7P.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
