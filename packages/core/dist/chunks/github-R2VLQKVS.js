import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-GDSORVJO.js";import"./chunk-RCS4PUL3.js";import"./chunk-C4VBKXQH.js";import"./chunk-VCIBAGLT.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
