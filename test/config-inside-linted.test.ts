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

  it('refuses a project config whose extends reaches a file inside the linted folder; the same file outside it, or named by --config, is read', async () => {
    const root = writeTree({
      '.git/HEAD': 'x\n',
      '.engagement-lint.yaml': 'extends: engagement/o.yaml\n',
      'engagement/criteria.md': criteria({ size: 'S' }),
      'engagement/o.yaml': 'rules: {handoff-paths: off}\n',
      'shared/base.yaml': 'rules: {handoff-paths: warn}\n',
    });
    const linted = path.join(root, 'engagement');
    await expect(configFor(linted)).rejects.toThrow(`${path.join(root, '.engagement-lint.yaml')}:1:10 extends names ${path.join(linted, 'o.yaml')}, inside ${linted}, the folder this run lints: a linted folder cannot configure its own checks; extend a file outside it`);
    await expect(configFor(linted)).rejects.toMatchObject({ name: 'ConfigError' });
    // Through --config, a config extending it is refused the same way; the file named itself is the user's choice.
    const named = path.join(root, 'named.yaml');
    writeTree({ 'named.yaml': 'extends: engagement/o.yaml\n' }, root);
    await expect(configFor(linted, named)).rejects.toThrow(/named\.yaml:1:10 extends names .*o\.yaml, inside .*engagement, the folder this run lints/);
    expect((await configFor(linted, path.join(linted, 'o.yaml'))).rules['handoff-paths']).toBeDefined();
    // Refused before it is read: a file of the linted folder that is no config (criteria.md, the counter) gives the refusal, not a parse error about it.
    for (const inside of ['criteria.md', 'iteration', 'missing.yaml']) {
      writeTree({ 'engagement/iteration': '2\n', [`to-${inside}.yaml`]: `extends: engagement/${inside}\n` }, root);
      const refused = configFor(linted, path.join(root, `to-${inside}.yaml`));
      await expect(refused, inside).rejects.toThrow(inside === 'missing.yaml' ? /extends names no file/ : `to-${inside}.yaml:1:10 extends names ${path.join(linted, inside)}, inside ${linted}, the folder this run lints`);
    }
    // Another folder's target is not configured by it: extending a file outside the linted folder is read.
    const other = writeTree({ '.git/HEAD': 'x\n', '.engagement-lint.yaml': 'extends: shared/base.yaml\n', 'engagement/criteria.md': criteria({ size: 'S' }), 'shared/base.yaml': 'rules: {handoff-paths: warn}\n' });
    expect((await configFor(path.join(other, 'engagement'))).rules['handoff-paths']).toBeDefined();
  });
});
