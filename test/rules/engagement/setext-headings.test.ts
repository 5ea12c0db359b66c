/**
 * The recommended preset reads a heading however markdown lets it be written: setext (`Title` over `===` or
 * `---`) as well as ATX, and past the decoration the handoff reader reads past (emphasis, a leading emoji).
 * Each reader below has a case its ATX-only reading got wrong, and one that fails still: a `---` after a
 * blank line is a thematic break, and underlines nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import acceptanceAuthor from '../../../rules/engagement/acceptance-author.js';
import acceptanceLogPaths from '../../../rules/engagement/acceptance-log-paths.js';
import binaryVerdict from '../../../rules/engagement/binary-verdict.js';
import directiveFollowed from '../../../rules/engagement/directive-followed.js';
import directorVerdict from '../../../rules/engagement/director-verdict.js';
import executorIterationStructure from '../../../rules/engagement/executor-iteration-structure.js';
import heartbeatStaleness from '../../../rules/engagement/heartbeat-staleness.js';
import humanDirective from '../../../rules/engagement/human-directive.js';
import iterationCounter from '../../../rules/engagement/iteration-counter.js';
import precheckGreen from '../../../rules/engagement/precheck-green.js';
import repeatingBlocker from '../../../rules/engagement/repeating-blocker.js';
import specialistCriteriaAck from '../../../rules/engagement/specialist-criteria-ack.js';
import tasksIndex from '../../../rules/engagement/tasks-index.js';
import traceFailEvidence from '../../../rules/engagement/trace-fail-evidence.js';
import uxHeavyScopeSync from '../../../rules/engagement/ux-heavy-scope-sync.js';
import uxScreens from '../../../rules/engagement/ux-screens.js';
import validatorOutputs from '../../../rules/engagement/validator-outputs.js';
import verdictCanonical from '../../../rules/engagement/verdict-canonical.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
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

/** acceptance-log.md's rounds with `Iteration N` headed as `form` writes them (ATX `## Iteration N`, or setext). */
const rounds = (form: (n: number, rest?: string) => string, ...bodies: string[]) => `# Acceptance log\n\n${bodies.map((b, i) => `${form(i + 1)}\n${b}`).join('\n')}`;
const atx = (n: number, rest = '') => `## Iteration ${n}${rest}\n`;
const setext = (n: number, rest = '') => `Iteration ${n}${rest}\n${'-'.repeat(`Iteration ${n}${rest}`.length)}\n`;
/** `Iteration N` before a blank line and a thematic break: a paragraph, no heading. */
const broken = (n: number, rest = '') => `Iteration ${n}${rest}\n\n---\n`;

describe('repeating-blocker: rounds under setext `Iteration N` headings', () => {
  const run = (form: typeof atx, second = '- crit-2: the export is still truncated') =>
    lint(repeatingBlocker, { files: { 'acceptance-log.md': rounds(form, '### Verdict: REJECT\n- crit-2: export drops rows over 10k\n', `### Verdict: REJECT\n${second}\n`), 'handoff.md': '# Handoff — iteration 3\n' }, options: recommended });
  it.each([['ATX', atx], ['setext', setext]])('the same crit-N rejected twice, rounds headed %s, fails at the repeat', async (_form, form) => {
    const r = await run(form);
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-2\)$/)]);
  });
  it('setext rounds rejected on different criteria pass', async () => {
    const r = await run(setext, '- crit-4: the totals row is missing');
    expect(r.status, r.detail).toBe('pass');
  });
  it('`Iteration 2` before a thematic break opens no round', async () => {
    const r = await run(broken);
    expect(r.status, r.detail).toBe('skip');
  });
  it('a REJECT\'s prose ends at a setext heading: the notes under it are no blocker', async () => {
    // An H2 verdict closes the round's section: its prose is read up to the next round, or a heading before it.
    const round = (crit: number) => `## Verdict: REJECT\n\ncrit-${crit} not met.\n\nNotes\n-----\nThe export is fine otherwise.\n`;
    const r = await lint(repeatingBlocker, { files: { 'acceptance-log.md': rounds(atx, round(2), round(4)), 'handoff.md': '# Handoff — iteration 3\n' }, options: recommended });
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('repeating-blocker: a REJECT round\'s blockers under a setext `Blockers` heading', () => {
  // `Blockers` over `---` is an H2: it closes the round's section, yet its items are the round's blockers.
  const round = (crit: number) => `**REJECTED**\n\n### Criteria checked\n- crit-1: export button present ✅\n\nBlockers\n--------\n- crit-${crit}: the export drops rows over 10k\n`;
  const run = (form: typeof atx, second: number) => lint(repeatingBlocker, { files: { 'acceptance-log.md': rounds(form, round(2), round(second)), 'handoff.md': '# Handoff — iteration 3\n' }, options: recommended });
  it.each([['ATX', atx], ['setext', setext]])('the same crit-N under both rounds\' `Blockers`, rounds headed %s, is a repeat', async (_form, form) => {
    const r = await run(form, 2);
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-2\)$/)]);
  });
  it('different criteria under them are no repeat', async () => {
    const r = await run(setext, 4);
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('human-directive (recommended): a directive\'s `Iteration N` sections and title, and the log\'s rounds, under setext headings', () => {
  const consilium = { 'consilium-summary.md': '# Consilium summary\n## Findings\n' };
  const twoRounds = (form: typeof atx) => rounds(form, '### Verdict: REJECT\n', '### Verdict: ACCEPT\n');
  const run = (directive: string, form: typeof atx) => lint(humanDirective, { files: { ...consilium, 'human-directive.md': directive, 'acceptance-log.md': twoRounds(form) }, options: recommended });
  const perRound = (form: typeof atx, ...parts: string[]) => `# Human directive — dashboard\n\n${parts.map((d, i) => `${form(i + 1)}Decision: ${d}\n`).join('\n')}`;
  it.each([['ATX', atx], ['setext', setext]])("a directive kept per round is read in the latest verdict's section, headed %s", async (_form, form) => {
    const r = await run(perRound(form, 'REJECT_NOW', 'DIRECTED_VERDICT\nDirected verdict: ACCEPT'), form);
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/^directive present, Decision=DIRECTED_VERDICT \(its iteration 2 section, L\d+\)$/);
  });
  it.each([['ATX', atx], ['setext', setext]])('a directive whose sections, headed %s, stop before the latest verdict\'s round fails', async (_form, form) => {
    const r = await run(perRound(form, 'PROCEED_TO_VERDICT'), form);
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^the latest verdict \(acceptance-log\.md L\d+\) is in iteration 2, but human-directive\.md has no directive of that round: its latest section is iteration 1/);
  });
  it('a directive under a setext title for an earlier round fails too', async () => {
    const r = await run('Human directive — dashboard — iteration 1\n==========================================\n\nDecision: PROCEED_TO_VERDICT\n', setext);
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/human-directive\.md has no directive of that round: it is titled for iteration 1$/);
  });
  it('before the round-2 verdict, with the log\'s rounds headed setext, no directive is due yet', async () => {
    const files = { 'consilium-summary.md': 'Consilium summary — checkout — iteration 2\n===\n\n## Findings\n', 'criteria.md': criteria({ size: 'L' }), iteration: '2\n', 'acceptance-log.md': rounds(setext, '### Verdict: REJECT\n- crit-3: no 422\n') };
    const r = await lint(humanDirective, { files, options: recommended });
    expect(r.status, r.detail).toBe('skip');
    expect(r.detail).toMatch(/^consilium done; awaiting the iteration 2 human directive \(acceptance-log\.md has no `## Iteration 2` section yet \(its latest round is iteration 1, L3\)/);
  });
  it('a directive dated by its setext title after its round\'s verdict, the round headed setext, fails as written after it', async () => {
    const files = {
      'consilium-summary.md': '# Consilium summary — dashboard — iteration 2\n## Findings\n',
      'criteria.md': criteria({ size: 'L' }),
      iteration: '2\n',
      'human-directive.md': 'Human directive — dashboard — iteration 2 — 2026-06-03 19:30\n=====================================================\n\nDecision: PROCEED_TO_VERDICT\n',
      'acceptance-log.md': `# Acceptance log\n\n${setext(1, ' — 2026-06-02 19:40')}\n### Verdict: REJECT\n- crit-3: no 422\n\n${setext(2, ' — 2026-06-03 18:05')}\n### Verdict: ACCEPT\n`,
    };
    const r = await lint(humanDirective, { files, options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^human-directive\.md is dated 2026-06-03 19:30 \(L1\), after the iteration 2 verdict/);
  });
  it('a title line before a blank line and a thematic break is no title: the directive names no round', async () => {
    const r = await run('Human directive — dashboard — iteration 1\n\n---\n\nDecision: PROCEED_TO_VERDICT\n', setext);
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('directive-followed: the directive section of the verdict\'s round, under setext headings', () => {
  const files = (form: typeof atx, directive: string): Tree => ({ 'criteria.md': criteria({ size: 'M' }), 'human-directive.md': directive, 'acceptance-log.md': rounds(form, '### Verdict: REJECT\n- crit-2\n', '### Verdict: ACCEPT\n') });
  // Newest first: the round-2 section comes before the round-1 one.
  const newestFirst = (form: typeof atx) => `# Human directive\n\n${form(2)}Decision: REJECT_NOW\n\n${form(1)}Decision: PROCEED_TO_VERDICT\n`;
  it.each([['ATX', atx], ['setext', setext]])('an ACCEPT against the REJECT_NOW of its round\'s section, headed %s, fails', async (_form, form) => {
    const r = await lint(directiveFollowed, { files: files(form, newestFirst(form)), options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^the human directive is REJECT_NOW \(engagement\/human-directive\.md:\d+\) but the latest verdict is ACCEPT/);
  });
  it('a directive whose setext sections stop before the verdict\'s round holds no directive of it', async () => {
    const r = await lint(directiveFollowed, { files: files(setext, `# Human directive\n\n${setext(1)}Decision: REJECT_NOW\n`), options: recommended });
    expect(r.status, r.detail).toBe('skip');
    expect(r.detail).toMatch(/^human-directive\.md has no section for iteration 2, the one of the latest verdict/);
  });
});

describe("director-verdict (recommended): consilium-summary.md's sections and the log's rounds as markdown renders their headings", () => {
  const sections = (heading: (title: string) => string) =>
    [
      '# Consilium summary — iteration 2',
      heading('Findings'),
      '### 1. **CRITICAL** — email column too short',
      'Found by: peer-opus, codex-blind (2 reviewers)',
      heading('Naive-layer catches'),
      '- **MAJOR**: empty state renders "undefined"',
      '',
    ].join('\n');
  const adjudicated = ['- finding-1 (email column): SUSTAINED — fixed', '- empty state: REAL'].join('\n');
  const files = (consilium: string, log: string): Tree => ({ 'criteria.md': criteria({ size: 'L' }), iteration: '2', 'consilium-summary.md': consilium, 'acceptance-log.md': log });
  const run = (consilium: string, log: string) => lint(directorVerdict, { files: files(consilium, log), options: recommended });
  const unruled = rounds(atx, '### Verdict: REJECT\n', '### Verdict: ACCEPT\nAll good.\n');
  it.each([
    ['setext', (t: string) => `\n${t}\n${'-'.repeat(t.length)}`],
    ['bold', (t: string) => `## **${t}**`],
    ['behind an emoji', (t: string) => `## 🔍 ${t}`],
  ])('a consilium whose sections are headed %s raises its signals: a verdict ruling on none fails', async (_form, heading) => {
    const r = await run(sections(heading), unruled);
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^convergent findings: 1 signals?, only 0/);
  });
  it('the same signals ruled on under round 2 pass', async () => {
    const r = await run(sections((t) => `\n${t}\n${'-'.repeat(t.length)}`), rounds(setext, '### Verdict: REJECT\n', `### Verdict: ACCEPT\n${adjudicated}\n`));
    expect(r.status, r.detail).toBe('pass');
  });
  it('rulings under round 1 do not adjudicate round 2, its section headed setext', async () => {
    const r = await run(sections((t) => `## ${t}`), rounds(setext, `### Verdict: REJECT\n${adjudicated}\n`, '### Verdict: ACCEPT\nAll good.\n'));
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/^`## Iteration 2` of acceptance-log\.md adjudicates 0 of 1 convergent findings/);
  });
});

describe('iteration-counter (recommended): rounds, round-like headings and the handoff title under setext headings', () => {
  const run = (files: Tree) => lint(iterationCounter, { files: { 'criteria.md': criteria({ size: 'M' }), ...files }, options: recommended });
  const twoRounds = (form: typeof atx) => rounds(form, '### Verdict: REJECT\n- crit-2\n', '### Verdict: REJECT\n- crit-3\n');
  it.each([['ATX', atx], ['setext', setext]])('a counter past the rounds, headed %s, fails', async (_form, form) => {
    const r = await run({ iteration: '5\n', 'acceptance-log.md': twoRounds(form) });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^counter=5 is ahead of acceptance-log\.md/);
  });
  it('a counter at the setext rounds\' latest passes', async () => {
    const r = await run({ iteration: '2\n', 'acceptance-log.md': twoRounds(setext) });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('counter=2 (acceptance-log latest iteration 2)');
  });
  it('a round under a setext heading in another form (`Iter 2`) fails at that heading', async () => {
    const r = await run({ iteration: '2\n', 'acceptance-log.md': `${rounds(atx, '### Verdict: REJECT\n')}\nIter 2\n------\n### Verdict: REJECT\n` });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^acceptance-log\.md's heading `Iter 2` \(L\d+\) reads as round 2 but is not a `## Iteration N` heading/);
  });
  it('a handoff titled with a setext heading for another iteration than the counter\'s fails at its title', async () => {
    const r = await run({ iteration: '2\n', 'acceptance-log.md': rounds(atx, '### Verdict: REJECT\n'), 'handoff.md': 'Handoff — iteration 3 — dashboard\n=================================\n\n## 1. Diff summary\n' });
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => [f.file, f.line, f.column, f.message])).toEqual([['engagement/handoff.md', 1, 11, 'handoff titled iteration 3, counter 2']]);
  });
  it('`Iteration 2` before a thematic break is no round: a counter of 2 follows round 1', async () => {
    const r = await run({ iteration: '2\n', 'acceptance-log.md': `${rounds(atx, '### Verdict: REJECT\n')}\n${broken(2)}### Verdict: REJECT\n` });
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('verdict-canonical (recommended): the latest round, headed setext, holds the latest verdict', () => {
  // Round 2's verdict is written in a bullet, which no tool reading the canonical line takes.
  const log = (form: typeof atx) => rounds(form, '### Verdict: REJECT\n- crit-2\n', '- **Verdict:** ACCEPT\n');
  it.each([['ATX', atx], ['setext', setext]])('a later round\'s verdict in another form fails as the latest, rounds headed %s', async (_form, form) => {
    const r = await lint(verdictCanonical, { files: { 'acceptance-log.md': log(form) }, options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toMatch(/^the latest verdict is ACCEPT \(L\d+, iteration 2\), written as `- \*\*Verdict:\*\* ACCEPT`, which is not parseable/);
  });
});

describe('binary-verdict: an ACCEPT speaks for its own round, headed setext too', () => {
  // Round 1's REJECT leaves a check to the user; round 2's ACCEPT leaves none.
  const run = (form: typeof atx, round2 = 'All criteria verified by the director.\n') =>
    lint(binaryVerdict, { files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': rounds(form, '### Verdict: REJECT\nThe user will verify the lockout on staging.\n', `### Verdict: ACCEPT\n${round2}`) }, options: recommended });
  it.each([['ATX', atx], ['setext', setext]])('a REJECT round\'s deferral to the user is no part of the ACCEPT, rounds headed %s', async (_form, form) => {
    const r = await run(form);
    expect(r.status, r.detail).toBe('pass');
  });
  it('the ACCEPT round\'s own deferral fails, rounds headed setext', async () => {
    const r = await run(setext, 'The user will verify the lockout on staging.\n');
    expect(r.status, r.detail).toBe('fail');
    // At round 2's line only: round 1's, the same words, is the REJECT's.
    const log = rounds(setext, '### Verdict: REJECT\nThe user will verify the lockout on staging.\n', '### Verdict: ACCEPT\nThe user will verify the lockout on staging.\n').split('\n');
    expect(r.findings.map((f) => f.line)).toEqual([log.lastIndexOf('The user will verify the lockout on staging.') + 1]);
  });
});

describe('acceptance-log-paths, trace-fail-evidence (recommended): a REJECT round headed setext is history', () => {
  it.each([['ATX', atx], ['setext', setext]])('a file an earlier REJECT cited and the rework deleted does not fail the ACCEPT, rounds headed %s', async (_form, form) => {
    const log = rounds(form, '### Verdict: REJECT\n- blocker: `src/legacy-export.ts` duplicates the exporter; delete it\n', '### Verdict: ACCEPT\n- evidence: `src/export.ts`\n');
    const r = await lint(acceptanceLogPaths, { files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log, '../src/export.ts': 'x' }, options: recommended });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toBe('1 cited evidence paths exist (iteration 2, the accepted one)');
  });
  it('a missing file the ACCEPT round cites fails, rounds headed setext', async () => {
    const log = rounds(setext, '### Verdict: REJECT\n- blocker: crit-2\n', '### Verdict: ACCEPT\n- evidence: `src/gone.ts`\n');
    const r = await lint(acceptanceLogPaths, { files: { 'criteria.md': criteria({ size: 'L' }), 'acceptance-log.md': log }, options: recommended });
    expect(r.status, r.detail).toBe('fail');
  });
  const trace = (verdict: string) => JSON.stringify({ flow: 'export', iteration: 1, captured_at: '2026-11-30T11:00:00Z', steps: [{ action: 'click', selector: '#export', expected: 'csv', observed: verdict === 'PASS' ? 'csv' : '500', verdict }] }, null, 2);
  const traces = (log: string, handoff = '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n'): Tree => ({ iteration: '2\n', 'traces/iter-1/export.json': trace('FAIL'), 'traces/iter-2/export.json': trace('PASS'), 'acceptance-log.md': log, 'handoff.md': handoff });
  it('an iteration-1 REJECT under a setext heading citing the old failing trace is history, not evidence', async () => {
    const r = await lint(traceFailEvidence, { files: traces(rounds(setext, '### Verdict: REJECT\n- crit-2 export fails: `traces/iter-1/export.json` step 1 FAIL\n')), options: recommended });
    expect(r.status, r.detail).toBe('pass');
  });
  it("the handoff's delta section under a setext heading citing the old failing trace is history: it warns", async () => {
    const handoff = '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n\nDelta vs iteration 1\n--------------------\n| Blocker | Change | Evidence |\n|---|---|---|\n| crit-2: export preset (`engagement/traces/iter-1/export.json`) | export re-done | `engagement/traces/iter-2/export.json` |\n';
    const r = await lint(traceFailEvidence, { files: traces(rounds(atx, '### Verdict: REJECT\n- crit-2\n'), handoff), options: recommended });
    expect(r.status, r.detail).toBe('warn');
    expect(r.detail).toBe('handoff.md cites a failing trace of an earlier iteration: engagement/traces/iter-1/export.json');
  });
  it('the same trace cited by an ACCEPT round under a setext heading is evidence, and fails', async () => {
    const r = await lint(traceFailEvidence, { files: traces(rounds(setext, '### Verdict: ACCEPT\n- evidence: `traces/iter-1/export.json`\n')), options: recommended });
    expect(r.status, r.detail).toBe('fail');
  });
});

describe('acceptance-author: a round under a setext heading in another form (`Итерация 2`) is a round', () => {
  // Round 2, headed in Russian and underlined, is accepted by the lead.
  const log = (heading: string) => `# Журнал приёмки\n\n## Итерация 1\n\nПриёмщик: dev-manager\n\n### Вердикт: REJECT\n\n${heading}\n\nПриёмщик: dev-lead\n\n### Вердикт: ACCEPT\n`;
  it('the lead accepting round 2 fails, named for round 2', async () => {
    const r = await lint(acceptanceAuthor, { files: { 'acceptance-log.md': log('Итерация 2\n----------') }, options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toBe('verdict given by the lead or an executor: iteration 2 by dev-lead (the lead)');
  });
  it('`Итерация 2` before a thematic break opens no round: the line is round 1\'s', async () => {
    const r = await lint(acceptanceAuthor, { files: { 'acceptance-log.md': log('Итерация 2\n\n---') }, options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toBe('verdict given by the lead or an executor: iteration 1 by dev-lead (the lead)');
  });
});

describe('executor-iteration-structure (recommended): acceptance-log.md\'s rounds under setext headings', () => {
  const report = '# dev-frontend\n## Iteration 1\n- round 1 work\n## Iteration 2\n- round 2 work\n## Iteration 3\n- round 3 work\n';
  const files = (log: string): Tree => ({ 'criteria.md': criteria({ size: 'L' }), iteration: '2\n', 'executor-reports/dev-frontend.md': report, 'acceptance-log.md': log });
  it('iteration 2 rejected under a setext heading: the report\'s `## Iteration 3` is the round under way', async () => {
    const r = await lint(executorIterationStructure, { files: files(rounds(setext, '### Verdict: REJECT\n', '### Verdict: REJECT\n- crit-2: the focus ring is missing\n')), options: recommended });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/`## Iteration 3` is ahead of the counter 2, as iteration 2 was rejected \(engagement\/acceptance-log\.md:\d+\)$/);
  });
  it('`Iteration 2` before a thematic break is no round: `## Iteration 3` stays numbered past the counter', async () => {
    const r = await lint(executorIterationStructure, { files: files(`# Acceptance log\n\n${broken(2)}### Verdict: REJECT\n`), options: recommended });
    expect(r.status, r.detail).toBe('fail');
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

describe('binary-verdict: a verdict heading closed by a run of `#`s, which markdown does not show', () => {
  const run = (verdict: string) => lint(binaryVerdict, { files: { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1 ##\n\n${verdict}\nAll criteria verified by the director.\n` }, options: recommended });
  it('`### Verdict: ACCEPT CONDITIONAL ###` is a conditional accept', async () => {
    const r = await run('### Verdict: ACCEPT CONDITIONAL ###');
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual(['conditional accept `ACCEPT CONDITIONAL`: the verdict is binary']);
  });
  it('a bare `## ACCEPT CONDITIONAL ##` heading is a conditional accept', async () => {
    const r = await run('## ACCEPT CONDITIONAL ##');
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual(['conditional accept `ACCEPT CONDITIONAL`: the verdict is binary']);
  });
  it('`### Verdict: ACCEPT ###` is a plain ACCEPT', async () => {
    const r = await run('### Verdict: ACCEPT ###');
    expect(r.status, r.detail).toBe('pass');
  });
});
