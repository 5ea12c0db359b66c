// Which config a target gets when the linted folder holds one of its own (source level; the CLI's
// warning and --print-config are in test/security/config-trust.test.ts).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFor } from '../packages/cli/src/lint-one.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

describe('configFor and a config inside the linted folder', () => {
  it('passes over it and reads the project config above; a project without one gets none', async () => {
    const root = writeTree({ '.git/HEAD': 'x\n', '.engagement-lint.yaml': 'whitelist: [a.md]\n', 'engagement/criteria.md': criteria({ size: 'S' }), 'engagement/.engagement-lint.yaml': 'whitelist: [b.md]\n' });
    const c = await configFor(path.join(root, 'engagement'));
    expect(c.whitelist).toEqual(['a.md']);
    expect(c.insideLinted).toEqual([path.join(root, 'engagement/.engagement-lint.yaml')]);
    // The linted folder is its project's root: nothing above it is read either.
    const alone = writeTree({ '.git/HEAD': 'x\n', 'criteria.md': criteria({ size: 'S' }), '.engagement-lint.json': '{"whitelist": ["b.md"]}' });
    const d = await configFor(alone);
    expect(d.whitelist).toEqual([]);
    expect(d.insideLinted).toEqual([path.join(alone, '.engagement-lint.json')]);
  });

  it('a file target is no folder: the config beside it is read as before', async () => {
    const root = writeTree({ '.git/HEAD': 'x\n', 'graphs/run.md': '# Graph\n', 'graphs/.engagement-lint.yaml': 'whitelist: [c.md]\n' });
    const c = await configFor(path.join(root, 'graphs/run.md'));
    expect(c.whitelist).toEqual(['c.md']);
    expect(c.insideLinted).toBeUndefined();
  });
});
