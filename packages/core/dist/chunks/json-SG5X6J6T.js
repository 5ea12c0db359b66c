import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-UUABYRKI.js";import"./chunk-FT527F26.js";import"./chunk-FHGTZ3GI.js";import"./chunk-UH6ZHHE3.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
