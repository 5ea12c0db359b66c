import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-EQPLVMB6.js";import"./chunk-TCVTGWBD.js";import"./chunk-PZ3POTMG.js";import"./chunk-AFO34C4K.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
