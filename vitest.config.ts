import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    // The workspace packages from source, as tsconfig.json's paths and the build resolve them.
    alias: [
      { find: /^@engagement-lint\/core$/, replacement: fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) },
      { find: /^@engagement-lint\/core\/(.+)$/, replacement: fileURLToPath(new URL('./packages/core/src/', import.meta.url)) + '$1.ts' },
      { find: /^@engagement-lint\/rules$/, replacement: fileURLToPath(new URL('./rules/packs.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // A rule's malformed finding positions fail its tests instead of being clamped.
    env: { ENGAGEMENT_LINT_STRICT_FINDINGS: '1' },
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
