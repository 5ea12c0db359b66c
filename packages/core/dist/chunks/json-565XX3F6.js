import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-EGKSJ4ZL.js";import"./chunk-TCVTGWBD.js";import"./chunk-OVRXCB3M.js";import"./chunk-YS3ED4N2.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
