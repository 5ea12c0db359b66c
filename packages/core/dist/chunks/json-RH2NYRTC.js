import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-O5RUBJI7.js";import"./chunk-TCVTGWBD.js";import"./chunk-TS7Y3DW4.js";import"./chunk-AFO34C4K.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
