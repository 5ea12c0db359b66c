import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-GQ37Z7MM.js";import"./chunk-VCIBAGLT.js";import"./chunk-6RPDVP4T.js";import"./chunk-DI5KZYSL.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
