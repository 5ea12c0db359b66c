import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-WFD47WLR.js";import"./chunk-RCS4PUL3.js";import"./chunk-GSCBSYQ5.js";import"./chunk-Y53NV5LS.js";import"./chunk-QHB6CNMX.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
