/**
 * acceptance-log.md's rounds, and human-directive.md's sections and title, as the recommended preset reads their headings:
 * an `Iteration N` underlined with `---` is an `## Iteration N` for every rule reading rounds, a setext heading ends a
 * section, and a `---` after a blank line underlines nothing. Each case its ATX-only reading got wrong, and one that
 * fails still.
 */
import { afterAll, describe, expect, it } from 'vitest';
import acceptanceAuthor from '../../../rules/engagement/acceptance-author.js';
import acceptanceLogPaths from '../../../rules/engagement/acceptance-log-paths.js';
import binaryVerdict from '../../../rules/engagement/binary-verdict.js';
import directiveFollowed from '../../../rules/engagement/directive-followed.js';
import directorVerdict from '../../../rules/engagement/director-verdict.js';
import executorIterationStructure from '../../../rules/engagement/executor-iteration-structure.js';
import humanDirective from '../../../rules/engagement/human-directive.js';
import iterationCounter from '../../../rules/engagement/iteration-counter.js';
import repeatingBlocker from '../../../rules/engagement/repeating-blocker.js';
import traceFailEvidence from '../../../rules/engagement/trace-fail-evidence.js';
import verdictCanonical from '../../../rules/engagement/verdict-canonical.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint, type Tree } from '../../rule-tester.js';
import { atx, broken, recommended, rounds, setext } from './setext-forms.js';

afterAll(cleanupTrees);

describe('repeating-blocker: rounds under setext `Iteration N` headings', () => {
  const run = (form: typeof atx, second = '- crit-2: the export is still truncated') =>
    lint(repeatingBlocker, { files: { 'acceptance-log.md': rounds(form, '### Verdict: REJECT\n- crit-2: export drops rows over 10k\n', `### Verdict: REJECT\n${second}\n`), 'handoff.md': '# Handoff — iteration 3\n' }, options: recommended });
  it.each([['ATX', atx], ['setext', setext]])('the same crit-N rejected twice, rounds headed %s, fails at the repeat', async (_form, form) => {
    const r = await run(form);
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^iteration 2 repeats the blocker of iteration 1 \(L\d+, crit-2\)$/)]);
  });
  it('the same, the log written with CRLF line ends', async () => {
    const log = rounds(setext, '### Verdict: REJECT\n- crit-2: export drops rows over 10k\n', '### Verdict: REJECT\n- crit-2: the export is still truncated\n').replace(/\n/g, '\r\n');
    const r = await lint(repeatingBlocker, { files: { 'acceptance-log.md': log, 'handoff.md': '# Handoff — iteration 3\n' }, options: recommended });
    expect(r.status, r.detail).toBe('fail');
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

