// The work a single `--json` run cannot skip before any rule runs, with none of the rules:
// the CLI bundle loaded through the launcher (the same code cache), every text file of the
// target read, hashed with sha256 for the receipt and decoded, and one git process started
// (danger-scan's diff). `bench/run.mjs --layers` times it beside `node -e 0` and the linter:
// what the linter adds over this floor is what its checks cost.
//   node bench/floor-single.cjs <engagement folder>
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const target = path.resolve(process.argv[2] ?? '.');
require('../packages/cli/dist/launch.cjs').loadBundle();

const crypto = require('node:crypto');
const TEXT = /\.(?:md|json|jsonl|ya?ml|txt|py|sql|csv)$|(?:^|\/)iteration$/;
let files = 0;
const visit = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) visit(abs);
    else if (e.isFile() && TEXT.test(abs)) {
      const bytes = fs.readFileSync(abs);
      crypto.hash('sha256', bytes, 'hex');
      bytes.toString('utf8');
      files++;
    }
  }
};
visit(target);

require('node:child_process')
  .spawn('git', ['--version'], { stdio: 'ignore' })
  .on('exit', () => process.stdout.write(`${JSON.stringify({ files })}\n`))
  .on('error', () => process.stdout.write(`${JSON.stringify({ files, git: 'missing' })}\n`));
