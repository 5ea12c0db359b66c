/**
 * The recommended preset reads a heading however markdown lets it be written: setext (`Title` over `===` or
 * `---`) as well as ATX, and past the decoration the handoff reader reads past (emphasis, a leading emoji).
 * Each reader below has a case its ATX-only reading got wrong, and one that fails still: a `---` after a
 * blank line is a thematic break, and underlines nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import heartbeatStaleness from '../../../rules/engagement/heartbeat-staleness.js';
import uxScreens from '../../../rules/engagement/ux-screens.js';
import validatorOutputs from '../../../rules/engagement/validator-outputs.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint, type Tree } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };

describe('heartbeat-staleness: a heartbeat under a setext or decorated heading is a heartbeat', () => {
  const NOW = new Date('2026-11-30T12:00:00Z');
  const files = (log: string): Tree => ({ 'criteria.md': criteria({ size: 'S' }), 'validation-log.md': `# Validation log\n\n${log}\n## Heartbeat — Phase plan — completed 2026-11-30 11:10:00\n- iteration: 1\n` });
  const run = (log: string) => lint(heartbeatStaleness, { files: files(log), options: { ...recommended, now: NOW } });
  it.each([
    ['setext', 'Heartbeat — Phase deliver — completed 2026-11-30 11:58:00\n----------------------------------------------------------\n- iteration: 1\n'],
    ['bold, with an emoji', '## 💓 **Heartbeat — Phase deliver — completed 2026-11-30 11:58:00**\n- iteration: 1\n'],
  ])('the latest heartbeat, %s, is read', async (_form, log) => {
    const r = await run(log);
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('last heartbeat (Phase deliver) completed 2 min ago, within 5 min');
  });
  it('a heartbeat line before a blank line and a thematic break is no heading: the stale one is the latest', async () => {
    const r = await run('Heartbeat — Phase deliver — completed 2026-11-30 11:58:00\n\n---\n');
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^last heartbeat \(Phase plan, L\d+\) completed 50 min ago, over the 5-min limit/);
  });
});

describe("validator-outputs, ux-screens: validation-log.md's `Iteration N` sections and validator headings as markdown renders them", () => {
  const json = (body: unknown) => JSON.stringify(body);
  const outputs: Tree = {
    'validation-outputs/code-reviewer-iter-2-a.json': json({ verdict: 'approved' }),
    'validation-outputs/code-reviewer-iter-3-b.json': json({ verdict: 'approved' }),
    'validation-outputs/security-auditor-iter-2-a.json': json({ verdict: 'approved', methodology: 'OWASP ASVS 4.0' }),
  };
  // security-auditor is logged under iteration 3 with no output of iteration 3.
  const log = (iteration: (n: number) => string) =>
    `# Validation log\n\n${iteration(3)}\n### code-reviewer\n- Verdict: approved\n\n### security-auditor\n- Ran in chat, output file to follow\n\n${iteration(2)}\n### code-reviewer\n- Verdict: approved\n\n### security-auditor\n- Verdict: approved\n`;
  const run = (iteration: (n: number) => string) => lint(validatorOutputs, { files: { iteration: '3\n', 'validation-log.md': log(iteration), ...outputs }, options: recommended });
  it.each([
    ['setext', (n: number) => `Iteration ${n}\n-----------\n`],
    ['ATX', (n: number) => `## Iteration ${n}\n`],
  ])('a validator logged under the current iteration, the section headed %s, owes that iteration\'s output', async (_form, iteration) => {
    const r = await run(iteration);
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^validators logged for iteration 3 without an output of iteration 3: security-auditor \(validation-log\.md:L\d+,/);
  });
  it('`Iteration 3` before a blank line and a thematic break heads no section: the log keeps none, so no iteration is owed', async () => {
    const r = await run((n) => `Iteration ${n}\n\n---\n`);
    expect(r.status, r.detail).toBe('pass');
  });
  it('a validator heading behind an emoji is a validator logged', async () => {
    const files = { 'validation-log.md': '# Validation log\n\n### code-reviewer\n- Verdict: approved\n\n### 🔒 security-auditor\n- Verdict: approved\n', 'validation-outputs/code-reviewer-iter-1-a.json': json({ verdict: 'approved' }) };
    const r = await lint(validatorOutputs, { files, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('required validators logged without output file: security-auditor');
    expect(r.findings.map((f) => [f.line, f.column])).toEqual([[6, 8]]);
  });

  it('a validator named in a setext (level-2) heading is named in a form that logs no run: it warns rather than skips', async () => {
    const r = await lint(validatorOutputs, { files: { 'validation-log.md': '# Log\n\nsecurity-auditor — iter 1\n-------------------------\nverdict: approved\n' }, options: recommended });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^no validator logged as a `### <name>` section, but validation-log\.md names security-auditor \(L3\)/);
  });
  it('the same line before a blank line and a thematic break is prose: nothing is logged', async () => {
    const r = await lint(validatorOutputs, { files: { 'validation-log.md': '# Log\n\nsecurity-auditor — iter 1\n\n---\nverdict: approved\n' }, options: recommended });
    expect(r.status).toBe('skip');
  });

  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const uxFiles = (validationLog: string): Tree => ({
    'criteria.md': criteria({ ux_heavy: 'true' }),
    iteration: '2\n',
    'screens/iter-2/dark/export.png': PNG,
    'screens/iter-2/light/export.png': PNG,
    'traces/iter-2/export.json': '{}',
    'handoff.md': '# Handoff — iteration 2\n\n## 1. Diff summary\n- src/ui/Export.tsx\n\n## 6. Exercised\n- Export → ok: `screens/iter-2/dark/export.png`\n\n## 7. Self-acceptance\n1. [crit-1] x\n',
    'validation-log.md': validationLog,
  });
  it('ux-screens: a ux-review logged only under a setext `Iteration 1` is stale at iteration 2', async () => {
    const r = await lint(uxScreens, { files: uxFiles('# Validation log\n\nIteration 1\n-----------\n\n### ux-review\nverdict: changes_required\n\nIteration 2\n-----------\n\n### code-reviewer\nverdict: approved\n'), options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([expect.stringMatching(/^6:5 ux-review is logged \(here\) but not under ## Iteration 2, the current iteration/)]);
  });
  it('ux-screens: a ux-review heading behind an emoji logs the run', async () => {
    const r = await lint(uxScreens, { files: uxFiles('# Validation log\n\n### 🎨 ux-review\nverdict: approved\n'), options: recommended });
    expect(r.status, r.detail).toBe('pass');
  });
});
