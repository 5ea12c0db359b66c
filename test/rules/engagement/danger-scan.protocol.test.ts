import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { cleanupTrees, criteria, fakeSystem } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('danger-scan under the protocol', () => {
  it('a sentence saying an operation was not needed is not the operation', async () => {
    const handoff = '# Handoff\n## 1. Diff summary\n- src/a.ts\n\nNo force-push was needed: we never ran git push --force on main.\n';
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'handoff.md': handoff }, { system: fakeSystem() });
    expect(r.recommended.status).toBe('pass');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toBe('dangerous ops without user OK: git-force-push');
  });

  it('an affirmative sentence, or a command in a code block, is still flagged', async () => {
    const handoff = '# Handoff\nWe ran git push --force origin main after the rebase.\n```sh\n# no rollback needed\ngit push --force origin main\n```\n';
    const r = await underBoth(rule, { 'handoff.md': handoff }, { system: fakeSystem() });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings.map((f) => f.line)).toEqual([2, 5]);
  });

  it('a two-line downgrade that only passes has no rollback', async () => {
    const migration = 'def upgrade():\n    op.add_column("users", sa.Column("x", sa.Integer()))\n\n\ndef downgrade():\n    pass\n';
    const r = await underBoth(rule, { 'specs/migrations/0007_add_x.py': migration }, { system: fakeSystem() });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/specs/migrations/0007_add_x.py', line: 5 });
    expect(r.recommended.findings[0]!.message).toMatch(/^migration-empty-down/);
    expect(r.compat.status).toBe('pass');
  });

  it('a downgrade with a docstring and a real body, or in the added lines of the diff, is read by its body', async () => {
    const real = 'def downgrade():\n    """Drop x."""\n    op.drop_column("users", "x")\n';
    const docOnly = 'def downgrade() -> None:\n    """Nothing to undo."""\n    pass\n';
    expect((await underBoth(rule, { 'tasks/m.py': real }, { system: fakeSystem() })).recommended.status).toBe('pass');
    expect((await underBoth(rule, { 'tasks/m.py': docOnly }, { system: fakeSystem() })).recommended.status).toBe('fail');
    const diff = 'diff --git a/m.py b/m.py\n--- a/m.py\n+++ b/m.py\n@@ -1,1 +1,4 @@\n x = 1\n+\n+def downgrade():\n+    pass\n';
    const r = await underBoth(rule, {}, { system: fakeSystem({ diff }) });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'm.py', line: 3 });
    expect(r.compat.status).toBe('pass');
  });

  it('removed and context lines of the diff are not operations of this change', async () => {
    const diff = 'diff --git a/run.sh b/run.sh\n--- a/run.sh\n+++ b/run.sh\n@@ -1,2 +1,2 @@\n-git push --force origin main\n+git push origin main\n echo done\n';
    const r = await underBoth(rule, {}, { system: fakeSystem({ diff }) });
    expect(r.recommended.status).toBe('pass');
    expect(r.compat.status).toBe('fail');
  });

  it('an OK outside the `## Dangerous-op user OK` heading warns', async () => {
    const files = {
      'specs/m.sql': 'DROP TABLE legacy_sessions;\n',
      'scope-sync.md': '# Scope sync\n## Ambiguities resolved\n- Q: is sql-drop-table fine?\n- A: to be decided\n',
    };
    const r = await underBoth(rule, files, { system: fakeSystem() });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/scope-sync.md', line: 3, column: 9 });
    expect(r.compat.status).toBe('pass');
    const ok = { ...files, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-05-06 14:30\n- sql-drop-table: user OK via chat\n' };
    expect((await underBoth(rule, ok, { system: fakeSystem() })).recommended.status).toBe('pass');
  });
});
