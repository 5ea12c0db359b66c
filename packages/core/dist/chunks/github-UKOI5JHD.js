import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-OI5RBD4S.js";import"./chunk-TZQYNEJQ.js";import"./chunk-GAIENDCO.js";import"./chunk-TCVTGWBD.js";import"./chunk-YS3ED4N2.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
