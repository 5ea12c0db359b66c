// Runs after `npm ci` / `npm install`: builds the bundled CLI in a source
// checkout. An installed package (pre-commit's `npm install -g <tarball>`)
// already ships packages/cli/dist and has no sources, so nothing is done there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, 'packages/core/src/index.ts'))) await import('./build.mjs');
