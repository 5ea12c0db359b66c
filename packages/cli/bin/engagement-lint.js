#!/usr/bin/env node
// The CLI ships as one bundled file (fast start on every commit); `npm ci` builds it.
import('../dist/main.js').catch((e) => {
  if (e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist/main.js')) {
    process.stderr.write('engagement-lint: not built yet; run `npm run build` in the repository\n');
  } else {
    process.stderr.write(`engagement-lint: ${e && e.message ? e.message : e}\n`);
  }
  process.exit(2);
});
