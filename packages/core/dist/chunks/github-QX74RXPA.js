import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-N26TDZ3I.js";import"./chunk-TR4RZ5BD.js";import"./chunk-3JERQVCT.js";import"./chunk-OQHSBSD6.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
