import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
function failuresOnly(reports){return reports.map(r=>({...r,checks:r.checks.filter(c=>c.status==="fail")}))}export{failuresOnly};
