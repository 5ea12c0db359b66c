// handoff-paths under --preset recommended: a bare path under a project's other usual top folders (docs/, migrations/,
// config/ …) is a citation too, as a backticked one is; compat keeps the reference's nine roots.
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const recommended = { preset: 'recommended' as const };
const LINE = 'Added docs/orders-export-v2.md and migrations/0042_orders_export_idx.sql; config/export.yaml is unchanged.';
const handoff = `# Handoff\n\n## 1. Diff summary\n${LINE}\n`;

ruleTester(rule, {
  valid: [
    { name: 'skips without handoff.md', status: 'skip', files: { 'criteria.md': criteria() } },
    {
      name: 'recommended: bare paths under docs/, migrations/ and config/ that exist',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff, '../docs/orders-export-v2.md': '# x\n', '../migrations/0042_orders_export_idx.sql': 'select 1;\n', '../config/export.yaml': 'a: 1\n' },
      options: recommended,
      detail: /^3 cited paths exist/,
    },
    { name: 'compat: the reference reads no bare path under those folders', files: { 'criteria.md': criteria(), 'handoff.md': handoff }, detail: /^0 cited paths/ },
  ],
  invalid: [
    {
      name: 'recommended: bare paths under docs/ and migrations/ that do not exist fail, each at its place',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff, '../config/export.yaml': 'a: 1\n' },
      options: recommended,
      detail: 'missing paths: docs/orders-export-v2.md, migrations/0042_orders_export_idx.sql',
      findings: [
        { file: 'engagement/handoff.md', line: 4, column: LINE.indexOf('docs/') + 1, message: exactly('cited path `docs/orders-export-v2.md` does not exist') },
        { file: 'engagement/handoff.md', line: 4, column: LINE.indexOf('migrations/') + 1, message: exactly('cited path `migrations/0042_orders_export_idx.sql` does not exist') },
      ],
    },
  ],
});
