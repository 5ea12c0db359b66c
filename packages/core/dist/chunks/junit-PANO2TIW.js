import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-K7OYJKXR.js";import"./chunk-R7EFQXDF.js";import"./chunk-BKCNCKW7.js";import"./chunk-GF7YO4IU.js";import"./chunk-YKWMSCQL.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
