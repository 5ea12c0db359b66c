import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
var VERSION="0.1.0",TOOL={name:"engagement-lint",version:VERSION};export{VERSION,TOOL};
