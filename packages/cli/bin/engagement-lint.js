#!/usr/bin/env node
'use strict';
// CommonJS (see bin/package.json): no ES module loader to start before the linter. `npm ci` builds dist/.
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
