import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-2DOI5LDF.js";import"./chunk-5TGNI5SM.js";import"./chunk-GF7YO4IU.js";import"./chunk-WJGQLNEV.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
