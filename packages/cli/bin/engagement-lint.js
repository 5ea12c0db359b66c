#!/usr/bin/env node
'use strict';
// CommonJS (see bin/package.json): no ES module loader to start before the linter. dist/ is committed.
// An older Node.js (a pre-commit hook or npx on the system's node) would fail inside the bundle with an unclear error.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`engagement-lint: needs Node.js 20.19 or later; this is Node.js ${process.versions.node}\n`);
  process.exit(2);
}
let launch;
try {
  launch = require('../dist/launch.cjs');
} catch (e) {
  if (e && e.code === 'MODULE_NOT_FOUND' && String(e.message).includes('launch.cjs')) {
    process.stderr.write('engagement-lint: not built yet; run `npm run build:dist` in the repository\n');
  } else {
    process.stderr.write(`engagement-lint: ${e && e.message ? e.message : e}\n`);
  }
  process.exit(2);
}
launch.runCli().catch((e) => {
  process.stderr.write(`engagement-lint: ${e && e.message ? e.message : e}\n`);
  process.exit(2);
});
