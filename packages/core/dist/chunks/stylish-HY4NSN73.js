import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{formatStylish,formatter,stylishTarget,stylishTotals}from"./chunk-KFKR2ZYW.js";import"./chunk-MUKQ7XMX.js";import"./chunk-GF7YO4IU.js";import"./chunk-ZM42FFVG.js";import"./chunk-AR4NLJP2.js";export{formatStylish,formatter,stylishTarget,stylishTotals};
