/** Kept equal to packages/cli/package.json by a test. */
export const VERSION = '0.1.0';
export const TOOL = { name: 'engagement-lint', version: VERSION } as const;
