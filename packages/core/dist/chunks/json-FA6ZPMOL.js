import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{JsonTotals,formatJson,formatter,multiJson,reportToJson}from"./chunk-IAFD5IXZ.js";import"./chunk-TCVTGWBD.js";import"./chunk-2ISICWWT.js";import"./chunk-J23VFBLM.js";import"./chunk-AR4NLJP2.js";export{JsonTotals,formatJson,formatter,multiJson,reportToJson};
