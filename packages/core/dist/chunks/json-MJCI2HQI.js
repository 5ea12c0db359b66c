import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-HM2DSCNI.js";import"./chunk-ES6E6WSY.js";import"./chunk-FHGTZ3GI.js";import"./chunk-UH6ZHHE3.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
