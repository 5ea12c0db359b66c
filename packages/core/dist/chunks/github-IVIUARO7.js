import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{escapeData,escapeProperty,formatGithub,formatter}from"./chunk-ALAYFCBB.js";import"./chunk-2CUSTG3L.js";import"./chunk-ZXS6RJ5H.js";import"./chunk-TCVTGWBD.js";import"./chunk-AFO34C4K.js";import"./chunk-AR4NLJP2.js";export{escapeData,escapeProperty,formatGithub,formatter};
