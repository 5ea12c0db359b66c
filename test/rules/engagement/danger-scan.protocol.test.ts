import rule from '../../../rules/engagement/danger-scan.js';
import { criteria, fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const notNeeded = { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 1. Diff summary\n- src/a.ts\n\nNo force-push was needed: we never ran git push --force on main.\n' };
const affirmative = { 'handoff.md': '# Handoff\nWe ran git push --force origin main after the rebase.\n```sh\n# no rollback needed\ngit push --force origin main\n```\n' };
const emptyDown = { 'specs/migrations/0007_add_x.py': 'def upgrade():\n    op.add_column("users", sa.Column("x", sa.Integer()))\n\n\ndef downgrade():\n    pass\n' };
const diffDown = 'diff --git a/m.py b/m.py\n--- a/m.py\n+++ b/m.py\n@@ -1,1 +1,4 @@\n x = 1\n+\n+def downgrade():\n+    pass\n';
const removedOnly = 'diff --git a/run.sh b/run.sh\n--- a/run.sh\n+++ b/run.sh\n@@ -1,2 +1,2 @@\n-git push --force origin main\n+git push origin main\n echo done\n';
const dropTable = { 'specs/m.sql': 'DROP TABLE legacy_sessions;\n' };
const okElsewhere = { ...dropTable, 'scope-sync.md': '# Scope sync\n## Ambiguities resolved\n- Q: is sql-drop-table fine?\n- A: to be decided\n' };

ruleTester(rule, {
  valid: [
    { name: 'recommended: a sentence saying an operation was not needed is not the operation', files: notNeeded, options: recommended },
    { name: 'compat: a two-line downgrade that only passes', files: emptyDown },
    { name: 'recommended: a downgrade with a docstring and a real body', files: { 'tasks/m.py': 'def downgrade():\n    """Drop x."""\n    op.drop_column("users", "x")\n' }, options: recommended },
    { name: 'compat: an empty downgrade in the added lines of the diff', files: {}, system: fakeSystem({ diff: diffDown }) },
    { name: 'recommended: removed and context lines of the diff are not operations of this change', files: {}, system: fakeSystem({ diff: removedOnly }), options: recommended },
    { name: 'compat: an OK outside the `## Dangerous-op user OK` heading', files: okElsewhere },
    { name: 'recommended: an OK under the `## Dangerous-op user OK` heading', files: { ...dropTable, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-05-06 14:30\n- sql-drop-table: user OK via chat\n' }, options: recommended },
  ],
  invalid: [
    {
      name: 'compat: the sentence saying a force-push was not needed',
      files: notNeeded,
      detail: 'dangerous ops without user OK: git-force-push',
      findings: [{ file: HANDOFF, line: 5, column: 40, message: 'git-force-push: force-push rewrites remote history — "No force-push was needed: we never ran git push --force on main."; no user OK in scope-sync.md' }],
    },
    {
      name: 'recommended: an affirmative sentence, or a command in a code block, is still flagged',
      files: affirmative,
      options: recommended,
      detail: 'dangerous ops without user OK: git-force-push',
      findings: [
        { file: HANDOFF, line: 2, column: 8, message: 'git-force-push: force-push rewrites remote history — "We ran git push --force origin main after the rebase."; no user OK' },
        { file: HANDOFF, line: 5, column: 1, message: 'git-force-push: force-push rewrites remote history — "git push --force origin main"; no user OK' },
      ],
    },
    {
      name: 'recommended: a two-line downgrade that only passes has no rollback',
      files: emptyDown,
      options: recommended,
      detail: 'dangerous ops without user OK: migration-empty-down',
      findings: [{ file: 'engagement/specs/migrations/0007_add_x.py', line: 5, column: 1, message: 'migration-empty-down: down()/downgrade() has no rollback (its body only passes) — "def downgrade():"; no user OK' }],
    },
    {
      name: 'recommended: a downgrade whose body is a docstring and pass',
      files: { 'tasks/m.py': 'def downgrade() -> None:\n    """Nothing to undo."""\n    pass\n' },
      options: recommended,
      findings: [{ file: 'engagement/tasks/m.py', line: 1, column: 1, message: 'migration-empty-down: down()/downgrade() has no rollback (its body only passes) — "def downgrade() -> None:"; no user OK' }],
    },
    {
      name: 'recommended: an empty downgrade in the added lines of the diff',
      files: {},
      system: fakeSystem({ diff: diffDown }),
      options: recommended,
      findings: [{ file: 'm.py', line: 3, column: 1, message: 'migration-empty-down: down()/downgrade() has no rollback (its body only passes) — "def downgrade():"; no user OK' }],
    },
    {
      name: 'compat: a line the diff removes',
      files: {},
      system: fakeSystem({ diff: removedOnly }),
      findings: [{ file: 'run.sh', line: 1, column: 1, message: 'git-force-push: force-push rewrites remote history — "git push --force origin main" (a line the diff removes); no user OK' }],
    },
    {
      name: 'recommended: an OK outside the `## Dangerous-op user OK` heading warns',
      status: 'warn',
      files: okElsewhere,
      options: recommended,
      detail: 'dangerous ops named in scope-sync.md but not under a `## Dangerous-op user OK` heading: sql-drop-table',
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 9, message: '`sql-drop-table` is named here, outside a `## Dangerous-op user OK — <timestamp>` section; an OK belongs under that heading' }],
    },
  ],
});
