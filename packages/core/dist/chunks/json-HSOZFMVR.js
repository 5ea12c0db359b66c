import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-HAOISUQ5.js";import"./chunk-TCVTGWBD.js";import"./chunk-HQNYBOCT.js";import"./chunk-QHB6CNMX.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
