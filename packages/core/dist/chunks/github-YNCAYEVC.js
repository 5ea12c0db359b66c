import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-6Y6CZFSY.js";import"./chunk-2CUSTG3L.js";import"./chunk-GSCBSYQ5.js";import"./chunk-TCVTGWBD.js";import"./chunk-QHB6CNMX.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
