import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
function failuresOnly(reports){return reports.map(r=>({...r,checks:r.checks.filter(c=>c.status==="fail")}))}export{failuresOnly};
