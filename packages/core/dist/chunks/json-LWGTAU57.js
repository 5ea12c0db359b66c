import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-GQKTTH27.js";import"./chunk-ES6E6WSY.js";import"./chunk-6RPDVP4T.js";import"./chunk-DI5KZYSL.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
