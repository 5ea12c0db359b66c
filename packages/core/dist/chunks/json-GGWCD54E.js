import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-HGY7L6JO.js";import"./chunk-VCIBAGLT.js";import"./chunk-MXF5TX4U.js";import"./chunk-DI5KZYSL.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
