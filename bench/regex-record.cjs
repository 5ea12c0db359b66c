// Preloaded by bench/regex-sweep.mjs (`node --require`): records every regex the linter builds at run time
// (`new RegExp(…)`, a LetterRegex's forms), which a scan of the bundle's literals cannot see. Each distinct
// source and flags is appended, with the caller that built it, to a file in EL_REGEX_RECORD (a folder) at exit.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const folder = process.env.EL_REGEX_RECORD;
if (folder) {
  const Native = RegExp;
  const seen = new Map();
  const record = (args) => {
    const [p, f] = args;
    const source = p instanceof Native ? p.source : String(p);
    const flags = f === undefined ? (p instanceof Native ? p.flags : '') : String(f);
    const key = `${source}\u0000${flags}`;
    if (seen.has(key)) return;
    // Where in the bundle the pattern was built: the frame after Error, record and the trap.
    const at = (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
    seen.set(key, { source, flags, at: at.replace(/\(.*[\\/]/, '(') });
  };
  globalThis.RegExp = new Proxy(Native, {
    construct(target, args, newTarget) {
      record(args);
      return Reflect.construct(target, args, newTarget === globalThis.RegExp ? target : newTarget);
    },
    apply(target, self, args) {
      record(args);
      return Reflect.apply(target, self, args);
    },
  });
  process.on('exit', () => {
    if (seen.size) fs.appendFileSync(path.join(folder, `${process.pid}.jsonl`), [...seen.values()].map((v) => JSON.stringify(v)).join('\n') + '\n');
  });
}
