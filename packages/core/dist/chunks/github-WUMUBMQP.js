import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-B7UPCDK6.js";import"./chunk-7FJZ3OIM.js";import"./chunk-3JERQVCT.js";import"./chunk-G3CPT7QP.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
