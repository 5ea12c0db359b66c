import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatJunit,formatter,xmlAttr,xmlText}from"./chunk-6JQXKXJK.js";import"./chunk-5TGNI5SM.js";import"./chunk-GF7YO4IU.js";import"./chunk-WJGQLNEV.js";import"./chunk-AR4NLJP2.js";export{formatJunit,formatter,xmlAttr,xmlText};
