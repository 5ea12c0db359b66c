import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-5CXWJJCB.js";import"./chunk-WSZITZFP.js";import"./chunk-2WORV7OQ.js";import"./chunk-ZTXH6N4D.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
