import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-GGBVGGIY.js";import"./chunk-4XUADMYA.js";import"./chunk-3JERQVCT.js";import"./chunk-XUY73SFB.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
