import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-RALNHGCF.js";import"./chunk-RCS4PUL3.js";import"./chunk-C4VBKXQH.js";import"./chunk-FT527F26.js";import"./chunk-UH6ZHHE3.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
