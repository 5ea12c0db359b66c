// The floor for linting an archive: read every text file once, JSON.parse the
// JSON, one regex pass over the markdown. No rules, no output.
import fs from 'node:fs';
import path from 'node:path';

let files = 0;
let hits = 0;
const visit = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) visit(abs);
    else if (e.name.endsWith('.json')) {
      JSON.parse(fs.readFileSync(abs, 'utf8'));
      files++;
    } else if (e.name.endsWith('.md') || e.name.endsWith('.jsonl') || e.name === 'iteration') {
      const text = fs.readFileSync(abs, 'utf8');
      hits += (text.match(/^#{1,6} .*$|^\s*[-*] .*$/gm) ?? []).length;
      files++;
    }
  }
};
for (const dir of process.argv.slice(2)) visit(dir);
console.log(JSON.stringify({ files, hits }));
