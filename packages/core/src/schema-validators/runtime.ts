/** What the generated validators need of ajv at run time: its string length in code points. */
import * as ucs2 from 'ajv/dist/runtime/ucs2length.js';

type Ucs2Length = (s: string) => number;
// A CommonJS module with `exports.default`: depending on the loader, the namespace's default is the function or the module.
const loaded = (ucs2 as unknown as { default: Ucs2Length | { default: Ucs2Length } }).default;
export const ucs2length: Ucs2Length = typeof loaded === 'function' ? loaded : loaded.default;
