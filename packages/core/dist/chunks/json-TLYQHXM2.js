import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-TP52AQOR.js";import"./chunk-Y53NV5LS.js";import"./chunk-QSFZ46IK.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
