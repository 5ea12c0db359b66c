import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
async function newAjv(options){let{default:ajv}=await import("./ajv-CZGQ3DHA.js");return new ajv.default(options)}export{newAjv};
