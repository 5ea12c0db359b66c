import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
import{require_dist}from"./chunk-MPRX7UCM.js";import"./chunk-ZSKMSVRH.js";export default require_dist();
