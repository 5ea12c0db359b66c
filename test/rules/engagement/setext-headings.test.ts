/**
 * The recommended preset reads a heading however markdown lets it be written: setext (`Title` over `===` or
 * `---`) as well as ATX, and past the decoration the handoff reader reads past (emphasis, a leading emoji).
 * Each reader below has a case its ATX-only reading got wrong, and one that fails still: a `---` after a
 * blank line is a thematic break, and underlines nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import heartbeatStaleness from '../../../rules/engagement/heartbeat-staleness.js';
import precheckGreen from '../../../rules/engagement/precheck-green.js';
import specialistCriteriaAck from '../../../rules/engagement/specialist-criteria-ack.js';
import tasksIndex from '../../../rules/engagement/tasks-index.js';
import uxHeavyScopeSync from '../../../rules/engagement/ux-heavy-scope-sync.js';
import uxScreens from '../../../rules/engagement/ux-screens.js';
import validatorOutputs from '../../../rules/engagement/validator-outputs.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { lint, type Tree } from '../../rule-tester.js';
import { atx, recommended, rounds, setext } from './setext-forms.js';

afterAll(cleanupTrees);

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
  it.each([
    ['before a blank line and a thematic break', '# Validation log\n\nHeartbeat — Phase deliver — completed 2026-11-30 11:58:00\n\n---\n'],
    ['over a table\'s delimiter row', '# Validation log\n\nHeartbeat — Phase deliver — completed 2026-11-30 11:58:00 | note\n--- | ---\nx | y\n'],
    ['inside a block opening the file and closed by `---` (a front-matter fence)', '---\nHeartbeat — Phase deliver — completed 2026-11-30 11:58:00\n---\n# Validation log\n'],
  ])('a heartbeat line %s is no heading: the stale one is the latest', async (_where, head) => {
    const r = await lint(heartbeatStaleness, { files: { 'criteria.md': criteria({ size: 'S' }), 'validation-log.md': `${head}\n## Heartbeat — Phase plan — completed 2026-11-30 11:10:00\n- iteration: 1\n` }, options: { ...recommended, now: NOW } });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^last heartbeat \(Phase plan, L\d+\) completed 50 min ago, over the 5-min limit/);
  });
  it('the silence is measured from a REJECT logged after the last heartbeat, its round headed setext', async () => {
    const log = '# Validation log\n\n## Heartbeat — Phase handoff — completed 2026-05-14 14:48:02\n- iteration: 1\n- next phase: consilium\n';
    const rejected = (form: typeof atx) => rounds(form, '\n### Verdict: REJECT\nReason: crit-2 not met.\n').replace(/Iteration 1/, 'Iteration 1 — 2026-05-14 16:20').replace(/^-{11}$/m, '-'.repeat(30));
    for (const form of [atx, setext]) {
      const r = await lint(heartbeatStaleness, { files: { 'criteria.md': criteria({ size: 'M' }), 'validation-log.md': log, 'acceptance-log.md': rejected(form) }, options: { ...recommended, now: new Date('2026-05-14T16:30:00Z') } });
      expect(r.status, r.detail).toBe('pass');
      expect(r.detail).toMatch(/^the REJECT of iteration 1 \(acceptance-log\.md L\d+\) was logged 10 min ago, after the last heartbeat/);
    }
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
    expect(r.detail).toBe('validators logged without output file: security-auditor');
    expect(r.findings.map((f) => [f.line, f.column])).toEqual([[6, 8]]);
  });

  it('a heading opening with punctuation names no validator (`### (optional) notes`)', async () => {
    const files = { 'validation-log.md': '# Validation log\n\n### code-reviewer\n- Verdict: approved\n\n### (optional) notes\n- none\n\n### 📝 (draft) notes\n- none\n', 'validation-outputs/code-reviewer-iter-1-a.json': json({ verdict: 'approved' }) };
    const r = await lint(validatorOutputs, { files, options: recommended });
    expect(r.status, r.detail).toBe('pass');
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
  it('ux-screens: between rounds, round 1 REJECTed under a setext heading, round 2\'s captures are not due yet', async () => {
    const files: Tree = { ...uxFiles('# Validation log\n\n### ux-review\nverdict: approved\n'), 'handoff.md': '# Handoff — iteration 1\n\n## 6. Exercised\n- Export → ok\n', 'acceptance-log.md': rounds(setext, '### Verdict: REJECT\n- crit-2\n') };
    delete files['screens/iter-2/dark/export.png'];
    delete files['screens/iter-2/light/export.png'];
    const r = await lint(uxScreens, { files, options: recommended });
    expect(r.status, r.detail).toBe('skip');
    expect(r.detail).toMatch(/^between rounds: round 1 was REJECTed/);
  });
  it('ux-screens: with no counter, a log whose setext rounds reach iteration 2 leaves the current round untold', async () => {
    const files: Tree = { ...uxFiles('# Validation log\n\n### ux-review\nverdict: approved\n'), 'acceptance-log.md': rounds(setext, '### Verdict: REJECT\n- crit-2\n', '### Verdict: REJECT\n- crit-3\n') };
    delete files['iteration'];
    // No screens/iter-2/ either: only the log tells that round 2 was reached.
    delete files['screens/iter-2/dark/export.png'];
    delete files['screens/iter-2/light/export.png'];
    const r = await lint(uxScreens, { files, options: recommended });
    expect(r.status, r.detail).toBe('skip');
    expect(r.detail).toMatch(/^no iteration counter \(see iteration-counter\), yet the engagement reached iteration 2/);
  });
  it('ux-screens: a ux-review heading behind an emoji logs the run', async () => {
    const r = await lint(uxScreens, { files: uxFiles('# Validation log\n\n### 🎨 ux-review\nverdict: approved\n'), options: recommended });
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('tasks-index: tasks/INDEX.md wave headings and a contract-only task file as markdown renders their headings', () => {
  const T1 = { id: 'T1', owner: 'dev-backend-engineer', wave: 1, files: ['src/api.ts'], crit_refs: ['crit-1'] };
  const T2 = { id: 'T2', owner: 'dev-frontend-engineer', wave: 2, files: ['src/ui.tsx'], crit_refs: ['crit-2'] };
  const base: Tree = { 'criteria.md': criteria({ size: 'L' }), 'tasks/T1.md': taskFile(T1), 'tasks/T2.md': taskFile(T2) };
  const T1_LINE = '- T1 — dev-backend-engineer — crit-1';
  const T2_LINE = '- T2 — dev-frontend-engineer — crit-2';
  const waves = (heading: (title: string) => string, first = T1_LINE, second = T2_LINE) => `# Task index\n\n${heading('Wave 1 tasks')}\n${first}\n\n${heading('Wave 2 tasks')}\n${second}\n`;
  const run = (index: string, extra: Tree = {}) => lint(tasksIndex, { files: { ...base, 'tasks/INDEX.md': index, ...extra }, options: recommended });
  it.each([
    ['ATX', (t: string) => `## ${t}`],
    ['setext', (t: string) => `${t}\n${'-'.repeat(t.length)}`],
    ['behind an emoji', (t: string) => `## 🌊 ${t}`],
  ])('wave headings written %s hold their tasks', async (_form, heading) => {
    const r = await run(waves(heading));
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/^2 task files complete and in agreement with tasks\/INDEX\.md/);
  });
  it('a short `W1` wave heading behind an emoji holds its tasks', async () => {
    const r = await run(`# Task index\n\n## 🌊 W1 — foundation\n${T1_LINE}\n\n## 🌊 W2\n${T2_LINE}\n`);
    expect(r.status, r.detail).toBe('pass');
  });
  it('a task under the wrong setext wave heading is in that wave, and fails', async () => {
    const r = await run(waves((t) => `${t}\n${'-'.repeat(t.length)}`, T2_LINE, T1_LINE));
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^task `T2` is in wave 1 here but wave 2/), expect.stringMatching(/^task `T1` is in wave 2 here but wave 1/)]);
  });
  it('a setext heading that names no wave ends the wave above it', async () => {
    const r = await run(`# Task index\n\nWave 1\n------\n${T1_LINE}\n\nLater\n-----\n${T2_LINE}\n`);
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toContain('task `T2` is listed outside any wave');
  });
  it('a contract-only task file under a setext `Contract (co-signed)` heading is left out, as under `## Contract`', async () => {
    const contract = '# t04 — per-task contract\n\nContract (co-signed)\n--------------------\n- A1 [crit-3] (accepted): Cyrillic renders — check_how: pdftotext\n';
    const r = await run(waves((t) => `## ${t}`), { 'tasks/t04-font.md': contract });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/; 1 contract-only task file left out/);
  });
  it('the same heading line before a thematic break heads nothing: the file is a task missing its fields', async () => {
    const contract = '# t04 — per-task contract\n\nContract (co-signed)\n\n---\n- A1 [crit-3] (accepted): Cyrillic renders — check_how: pdftotext\n';
    const r = await run(waves((t) => `## ${t}`), { 'tasks/t04-font.md': contract });
    expect(r.status, r.detail).toBe('fail');
  });
});

describe('specialist-criteria-ack (recommended): the acknowledgement section as markdown renders its headings', () => {
  const run = (report: string) => lint(specialistCriteriaAck, { files: { 'criteria.md': criteria({ size: 'L' }), 'executor-reports/dev-a.md': report }, options: recommended });
  it.each([
    ['setext', 'Criteria acknowledgement\n------------------------\n'],
    ['ATX', '## Criteria acknowledgement\n'],
  ])('an acknowledgement headed %s whose bullets cite crit-N passes', async (_form, heading) => {
    const r = await run(`# dev-a executor report\n\n${heading}- crit-1: the export returns the PDF\n`);
    expect(r.status, r.detail).toBe('pass');
  });
  it.each([
    ['ATX, the next heading setext', '## Criteria acknowledgement\n- Addresses the export work\n\nWhat was done\n-------------\n- crit-1: implemented the endpoint\n'],
    ['setext, the next heading setext', 'Criteria acknowledgement\n------------------------\n- Addresses the export work\n\nWhat was done\n-------------\n- crit-1: implemented the endpoint\n'],
  ])('an acknowledgement headed %s ends at that heading: a crit-N cited only under it acknowledges nothing', async (_form, body) => {
    const r = await run(`# dev-a executor report\n\n${body}`);
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/dev-a\.md \(section present, but no crit-N reference in its bullets\)/);
  });
});

describe('ux-heavy-scope-sync: scope-sync.md\'s title and sections as markdown renders their headings', () => {
  const files = (sync: string): Tree => ({ 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }), 'tasks/01-stock-page.md': '# T1 — stock page\n\nowner: frontend-dev\n', 'scope-sync.md': sync });
  const run = (sync: string) => lint(uxHeavyScopeSync, { files: files(sync), options: recommended });
  it('a title and a dangerous-op OK section, both underlined, hold no scope sync', async () => {
    const r = await run('Scope sync — warehouse-sync\n===========================\n\nDangerous-op user OK — 2026-06-02 09:10\n---------------------------------------\n- sql-drop-table: approved by the user in chat\n');
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toBe('size=L, ux_heavy=true: scope-sync.md holds only `## Dangerous-op user OK`, no scope sync');
  });
  it('a template heading underlined with no value of its own holds no scope sync', async () => {
    const r = await run('# Scope sync\n\nCriteria frozen as of\n---------------------\n{timestamp}\n');
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/scope-sync\.md holds only the template with its placeholders unfilled \(\{timestamp\}\)/);
  });
  it('a sync written under setext headings is one', async () => {
    const r = await run('Scope sync\n==========\n\nCriteria frozen as of\n---------------------\n2026-05-22 09:00\n\nAmbiguities resolved\n--------------------\n- Q: stock per warehouse? A: total only\n');
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('precheck-green: §7\'s 7a / 7b parts as markdown renders their headings', () => {
  const report = '{\n  "engagement": "/p/engagement",\n  "fail_count": 0,\n  "status": "pass",\n  "checks": []\n}';
  // 7b recalls the first run's red verdict: a concern, not a paste.
  const handoff = (part: (title: string) => string, json = report) =>
    `# Handoff\n\n## 7. Self-acceptance rehearsal\n\n${part('7a. Mechanical pre-check')}\n\`\`\`\n$ engagement-lint engagement/ --json\n${json}\n\`\`\`\n\n${part('7b. Honest concerns')}\n- Verdict: FAIL on the first run (whitelist), fixed since\n1. [crit-1] the export is slow on 10k rows\n`;
  const run = (text: string) => lint(precheckGreen, { files: { 'criteria.md': criteria(), 'handoff.md': text }, options: recommended });
  it.each([
    ['ATX', (t: string) => `### ${t}`],
    ['setext', (t: string) => `${t}\n${'-'.repeat(t.length)}`],
    ['bold, behind a §', (t: string) => `### **§${t}**`],
  ])('the paste ends at 7b headed %s: a concern recalling a red run is no paste', async (_form, part) => {
    const r = await run(handoff(part));
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/^§7a pastes a green pre-check \(L\d+\)$/);
  });
  it('a red paste under a setext 7a fails', async () => {
    const r = await run(handoff((t) => `${t}\n${'-'.repeat(t.length)}`, report.replace('"status": "pass"', '"status": "fail"').replace('"fail_count": 0', '"fail_count": 1')));
    expect(r.status, r.detail).toBe('fail');
  });
});

