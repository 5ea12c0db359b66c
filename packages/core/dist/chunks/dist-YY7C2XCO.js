import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{require_dist}from"./chunk-JXFWBWUS.js";import"./chunk-AR4NLJP2.js";export default require_dist();
