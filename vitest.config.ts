import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: [{ find: /^@engagement-lint\/core\/(kit(?:-[a-z]+)?)$/, replacement: fileURLToPath(new URL('./packages/core/src/', import.meta.url)) + '$1.ts' }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
