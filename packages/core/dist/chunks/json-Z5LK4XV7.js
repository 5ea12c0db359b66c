import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-3IRD4WQL.js";import"./chunk-VCIBAGLT.js";import"./chunk-WBDN45GW.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
