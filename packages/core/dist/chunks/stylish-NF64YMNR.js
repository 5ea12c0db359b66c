import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-ZGYY4PV3.js";import"./chunk-TGXPGTMN.js";import"./chunk-GF7YO4IU.js";import"./chunk-7RAHBLVE.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
