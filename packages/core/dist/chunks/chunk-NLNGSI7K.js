import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{require_ucs2length}from"./chunk-VSPET6G5.js";import{__toESM}from"./chunk-AR4NLJP2.js";var ucs2=__toESM(require_ucs2length(),1),loaded=ucs2.default,ucs2length=typeof loaded=="function"?loaded:loaded.default;export{ucs2length};
