import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
var VERSION="0.1.0",TOOL={name:"engagement-lint",version:VERSION};export{VERSION,TOOL};
