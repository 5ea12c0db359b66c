import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: { '@engagement-lint/core/kit': fileURLToPath(new URL('./packages/core/src/kit.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
