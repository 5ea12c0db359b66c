// Every engagement and graph rule fed 100k-character runs of the characters
// that make regexes backtrack (blanks, `#`, `|`, `*`, `-`, backticks) and of
// the words the rules look for, in every file they read. Each run must finish
// with a sane report; how fast is measured by bench/hostile.mjs, not here.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintTarget } from '../../packages/core/src/lint.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, fakeSystem, writeTree } from '../helpers.js';

afterAll(cleanupTrees);

const N = 100_000;
const RUNS: Record<string, string> = {
  spaces: ' '.repeat(N),
  tabs: '\t'.repeat(N),
  hashes: '#'.repeat(N),
  pipes: '|'.repeat(N),
  stars: '*'.repeat(N),
  dashes: '-'.repeat(N),
  backticks: '`'.repeat(N),
  'spaces then x': `${' '.repeat(N)}x`,
  'pipe cells': '| '.repeat(N / 2),
  'star words': '*a '.repeat(N / 3),
  // A line separator ends what `.` matches: a pattern ending `\s*(.*)$` gave the run back one character at a time.
  'tabs before a line separator': `${'\t'.repeat(N)}x\u2028y`,
  'slashes then x': `${'/'.repeat(N)}x`,
};
// Words the engagement rules key on, each repeated with blanks between.
const KEYWORDS = ['VERDICT', 'Verdict:', 'ACCEPT', 'REJECT', 'PASS', 'FAIL', 'user to verify', 'DROP TABLE', 'rm -rf', 'status=PASS', 'Iteration', '## 6.', 'engagement/', 'crit-1', 'wave', 'WAVE 1 :', 'N1 →', 'OUTPUT', 'gitdir:', 'tools_required:', '<!-- engagement-lint-disable'];

/** The same hostile line placed in every file the rules read, in the places they parse. */
function engagementWith(line: string): string {
  const fm = `---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: L\nux_heavy: true\ntools_required: [node]\nnote: ${line}\n---\n`;
  const md = (title: string) => `# ${title} ${line}\n\n${line}\n## 1. ${line}\n- ${line}\n| ${line} | x |\n|---|---|\n| a | ${line} |\n**Verdict**: ${line}\nVERDICT: ${line}\n`;
  const files: Record<string, string> = {
    'engagement/criteria.md': `${fm}${md('Acceptance criteria')}## Done when\n- ${line}\n`,
    'engagement/handoff.md': md('Handoff') + Array.from({ length: 8 }, (_, i) => `## ${i + 1}. Section ${line}\n${line}\n`).join(''),
    'engagement/acceptance-log.md': md('Acceptance log'),
    'engagement/validation-log.md': md('Validation log'),
    'engagement/scope-sync.md': md('Scope sync'),
    'engagement/plan.md': md('Plan'),
    'engagement/consilium-summary.md': md('Consilium'),
    'engagement/human-directive.md': md('Directive'),
    'engagement/engagement-reflections.md': md('Reflections'),
    'engagement/iteration': `${line}\n`,
    'engagement/events.jsonl': `{"e": "${line.replace(/[\\"]/g, '')}"}\n${line}\n`,
    'engagement/executor-reports/dev-backend-engineer.md': md('Report'),
    'engagement/tasks/INDEX.md': md('Tasks'),
    'engagement/tasks/t1.md': `---\nowner: ${line}\n---\n${md('Task')}`,
    'engagement/traces/t.md': md('Trace'),
    'engagement/validation-outputs/code-reviewer.md': md('Review'),
    'engagement/specs/m.sql': `${line}\nDROP TABLE ${line};\n`,
    'graph.md': `# Graph\n\n\`\`\`\nDELEGATED GRAPH: ${line}\n\nNODES:\n  N1   domain=${line}   output=${line}   status=pending\n\nEDGES:\n  N1 → N2 ${line}\n\nWAVES:\n  WAVE 1 : [N1 ${line}]\n  WAVE 2 ${line}\n\`\`\`\n`,
  };
  return writeTree(files);
}

const cases = [...Object.entries(RUNS), ...KEYWORDS.map((k): [string, string] => [`keyword ${k}`, `${k} `.repeat(Math.ceil(N / (k.length + 1)))])];

describe('rules on pathological content', () => {
  it.each(cases)('%s: every rule completes with a sane result', async (_name, line) => {
    const root = engagementWith(line);
    for (const [kind, target] of [['engagement', path.join(root, 'engagement')], ['graph', path.join(root, 'graph.md')]] as const) {
      const report = await lintTarget(target, { kind, packs, rules: (p) => p.rules(), allChecks: true, preset: 'recommended', system: fakeSystem(), now: new Date('2026-11-30T12:00:00Z') });
      const crashed = report.checks.filter((c) => c.internal_error).map((c) => `${c.name}: ${c.detail}`);
      expect(crashed).toEqual([]);
      for (const c of report.checks) {
        expect(['pass', 'fail', 'warn', 'skip']).toContain(c.status);
        expect(c.detail.length).toBeLessThan(20_000);
        expect(c.findings.length).toBeLessThanOrEqual(500);
      }
    }
  });
});
