import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-34NMTL3D.js";import"./chunk-Y53NV5LS.js";import"./chunk-UBJP3SJU.js";import"./chunk-EJMGRVQA.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
