// Programmatic use: lint an engagement with the built-in rules plus a custom one.
//   node examples/api/lint.mjs [engagement-dir]
import { lint, formatJson } from 'engagement-lint';
import noTodo from './checks/no-todo-in-handoff.js';

const target = process.argv[2] ?? new URL('../clean-S/engagement', import.meta.url).pathname;
const report = await lint(target, { rules: [noTodo], overrideChecks: ['no-todo-in-handoff'], git: false });

console.log(`${report.status}: ${report.checks_run} checks, ${report.fail_count} failed`);
for (const check of report.checks.filter((c) => c.status === 'fail')) {
  for (const f of check.findings) console.log(`  ${check.name} ${f.file}:${f.line}:${f.column} ${f.message}`);
}
if (process.argv.includes('--json')) process.stdout.write(formatJson([report]));
process.exitCode = report.status === 'fail' ? 1 : 0;
