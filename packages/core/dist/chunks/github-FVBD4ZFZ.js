import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-5PJ7WLYQ.js";import"./chunk-LNPYVZR4.js";import"./chunk-3JERQVCT.js";import"./chunk-CVPEEFD3.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
