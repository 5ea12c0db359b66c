import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-LQ4AP46R.js";import"./chunk-RCS4PUL3.js";import"./chunk-M5RWVGVV.js";import"./chunk-Y53NV5LS.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
