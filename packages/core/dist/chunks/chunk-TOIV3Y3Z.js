import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import path from"node:path";function rootFor(abs,cwd=process.cwd()){let back=path.relative(cwd,abs);return!back.startsWith("..")&&!path.isAbsolute(back)?cwd:path.dirname(abs)}export{rootFor};
