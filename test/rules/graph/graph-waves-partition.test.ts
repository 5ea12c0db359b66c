import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-waves-partition.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester, runAll } from '../../rule-tester.js';
import { BASE, BASE_IMPL_ROWS, NO_PLAN, PLAN_ONLY, at, edit, lineOf, loadGraph, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

afterAll(cleanupTrees);

const W1 = '  WAVE 1 : [N0 ∥ N1]  — base';
const W2 = '  WAVE 2 : [N2]       — client';
const TWICE = '  WAVE 2 : [N2 ∥ N1 ∥ N7]';

const noWave = edit(BASE, [W1, '  WAVE 1 : [N0]']);
const twice = edit(BASE, [W2, TWICE]);
/** N2 declared with a fullwidth digit (U+FF12) while WAVE 2 lists N2. */
const fullwidth = edit(BASE, ['  N2  domain=web', '  N\uff12  domain=web']);
const gap = edit(BASE, [W2, '  WAVE 3 : [N2]']);
const wideGap = edit(BASE, [W2, '  WAVE 90000000 : [N2]']);
const late = edit(BASE, [W1, '  WAVE 4 : [N0 ∥ N1]'], [W2, '  WAVE 7 : [N2]']);
const repeated = edit(BASE, [W2, '  WAVE 1 : [N2]']);
const zero = edit(BASE, [W1, '  WAVE 0 : [N0 ∥ N1]'], [W2, '  WAVE 1 : [N2]']);
const none = edit(BASE, [W1, ''], [W2, '']);
// Listed out of number order: the DELEGATED GRAPH's WAVES, the IMPLEMENTED GRAPH's wave sections, or both.
const IMPL_W1 = BASE_IMPL_ROWS.slice(0, BASE_IMPL_ROWS.indexOf('WAVE 2'));
const IMPL_W2 = BASE_IMPL_ROWS.slice(BASE_IMPL_ROWS.indexOf('WAVE 2'));
const swapped = edit(BASE, [`${W1}\n${W2}`, `${W2}\n${W1}`]);
const implSwapped = edit(BASE, [BASE_IMPL_ROWS, IMPL_W2 + IMPL_W1]);
const bothSwapped = edit(swapped, [BASE_IMPL_ROWS, IMPL_W2 + IMPL_W1]);
/** The plan with a third node N3 (reading N2) in WAVE 3, its waves listed as `waves`. */
const threeWaves = (...waves: string[]) =>
  edit(PLAN_ONLY, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N3  domain=cli   output=cli/main.ts   status=pending'], ['  N1 -> N2', '  N1 -> N2\n  N2 -> N3'], [`${W1}\n${W2}`, waves.join('\n')]);
const W3 = '  WAVE 3 : [N3]       — command line';
const oneThreeTwo = threeWaves(W1, W3, W2);
const reversed = threeWaves(W3, W2, W1);
/** WAVE 1 written again after WAVE 2: a repeat, not also a wave out of order. */
const againAfter = edit(BASE, [W2, `${W2}\n  WAVE 1 : [N0]`]);
/** 700 more nodes in WAVE 1: its line is over the parser's 4,000-character line limit. */
const WIDE_IDS = Array.from({ length: 700 }, (_, i) => `N${i + 100}`);
const wide = edit(
  BASE,
  ['  N2  domain=web', `${WIDE_IDS.map((id) => `  ${id}  domain=web  output=web/${id}.ts  status=pending`).join('\n')}\n  N2  domain=web`],
  [W1, `  WAVE 1 : [N0 ∥ N1 ∥ ${WIDE_IDS.join(' ∥ ')}]  — base`],
);

ruleTester(rule, {
  valid: [
    {
      name: 'a node id declared twice counts once',
      files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N2  domain=web   output=web/other.ts  status=pending'])),
      detail: '3 nodes in 2 waves, each node in exactly one',
    },
    { name: 'each node is in exactly one wave', files: tree(BASE), detail: /^3 nodes in 2 waves, each node in exactly one$/ },
    { name: 'a WAVES line of 702 nodes, over 4,000 characters, read whole', files: tree(wide), detail: /^703 nodes in 2 waves, each node in exactly one$/ },
  ],
  invalid: [
    {
      name: 'a node in no wave, at the node line',
      files: tree(noWave),
      detail: 'the waves do not partition the nodes (1 problem)',
      findings: [at(lineOf(noWave, '  N1  domain=api'), 3, /^node N1 is in no wave, so it is never spawned$/)],
    },
    {
      name: 'a node declared as N２ (a fullwidth digit) and listed as N2: the code point and the id meant, at the node and at the wave',
      files: tree(fullwidth),
      findings: [
        at(lineOf(fullwidth, W2), W2.indexOf('N2') + 1, /^WAVE 2 lists N2, which NODES does not declare; NODES declares N\uff12 \(line \d+\) instead: N\uff12 holds U\+FF12 \(FULLWIDTH DIGIT TWO\), not an ASCII digit: did you mean N2\?$/),
        at(lineOf(fullwidth, '  N\uff12  domain'), 3, 'node N\uff12 is in no wave, so it is never spawned; N\uff12 holds U+FF12 (FULLWIDTH DIGIT TWO), not an ASCII digit: did you mean N2?'),
      ],
    },
    {
      name: 'a node in two waves and an undeclared member',
      files: tree(twice),
      findings: [
        at(lineOf(twice, TWICE), TWICE.indexOf('N1') + 1, `N1 is in WAVE 2 and also in WAVE 1 (line ${lineOf(twice, W1)}); each node runs in exactly one wave`),
        at(lineOf(twice, TWICE), TWICE.indexOf('N7') + 1, /^WAVE 2 lists N7, which NODES does not declare$/),
      ],
    },
    {
      name: 'a gap in the numbering',
      files: tree(gap),
      findings: [at(lineOf(gap, 'WAVE 3'), 3, /^WAVE 2 is missing: waves are numbered 1\.\.3 without gaps$/)],
    },
    {
      name: 'a gap of 89,999,998 numbers is one finding',
      files: tree(wideGap),
      findings: [at(lineOf(wideGap, 'WAVE 90000000'), 3, /^WAVES 2–89999999 are missing: waves are numbered 1\.\.90000000 without gaps$/)],
    },
    {
      name: 'numbering that starts late and skips: one finding per gap, at the first wave above it',
      files: tree(late),
      findings: [
        at(lineOf(late, 'WAVE 4'), 3, /^WAVES 1–3 are missing: waves are numbered 1\.\.7 without gaps$/),
        at(lineOf(late, 'WAVE 7'), 3, /^WAVES 5–6 are missing: waves are numbered 1\.\.7 without gaps$/),
      ],
    },
    {
      name: 'a repeated number',
      files: tree(repeated),
      findings: [at(lineOf(repeated, '  WAVE 1 : [N2]'), 3, new RegExp(`^WAVE 1 is numbered twice \\(first at line ${lineOf(repeated, W1)}\\)$`))],
    },
    {
      name: 'a wave numbered 0',
      files: tree(zero),
      findings: [at(lineOf(zero, 'WAVE 0'), 3, /^waves are numbered from 1, not 0$/)],
    },
    {
      name: 'no wave listed',
      files: tree(none),
      detail: /lists no waves/,
      findings: [at(lineOf(none, 'WAVES:'), 1, /^no WAVE lines in this DELEGATED GRAPH$/)],
    },
    {
      name: 'WAVE 2 listed before WAVE 1: one finding, at the first wave listed after a higher-numbered one',
      files: tree(swapped),
      detail: 'the DELEGATED GRAPH lists its waves out of number order',
      findings: [at(lineOf(swapped, W1), 3, `WAVE 1 is listed after WAVE 2 (line ${lineOf(swapped, W2)}), yet WAVE 2 waits for it: list the waves in number order`)],
    },
    {
      name: 'WAVE 1, WAVE 3, WAVE 2: at WAVE 2',
      files: tree(oneThreeTwo),
      detail: 'the DELEGATED GRAPH lists its waves out of number order',
      findings: [at(lineOf(oneThreeTwo, W2), 3, `WAVE 2 is listed after WAVE 3 (line ${lineOf(oneThreeTwo, W3)}), yet WAVE 3 waits for it: list the waves in number order`)],
    },
    {
      name: 'WAVE 3, WAVE 2, WAVE 1: the first is reported, the others counted',
      files: tree(reversed),
      findings: [at(lineOf(reversed, W2), 3, `WAVE 2 is listed after WAVE 3 (line ${lineOf(reversed, W3)}), yet WAVE 3 waits for it: list the waves in number order; 1 more wave is listed after a higher-numbered one`)],
    },
    {
      name: "the IMPLEMENTED GRAPH's wave sections out of number order, at its WAVE 1 line",
      files: tree(implSwapped),
      detail: 'the IMPLEMENTED GRAPH lists its waves out of number order',
      findings: [at(lineOf(implSwapped, 'WAVE 1 — base'), 1, `WAVE 1 of the IMPLEMENTED GRAPH is listed after WAVE 2 (line ${lineOf(implSwapped, 'WAVE 2 — client')}), yet WAVE 2 waits for it: list the waves in number order`)],
    },
    {
      name: 'both graphs out of number order: one finding each',
      files: tree(bothSwapped),
      detail: 'the DELEGATED GRAPH and the IMPLEMENTED GRAPH list their waves out of number order',
      findings: [at(lineOf(bothSwapped, W1), 3, /^WAVE 1 is listed after WAVE 2 /), at(lineOf(bothSwapped, 'WAVE 1 — base'), 1, /^WAVE 1 of the IMPLEMENTED GRAPH is listed after WAVE 2 /)],
    },
    {
      name: 'a number repeated after a higher one is a repeat, not also out of order',
      files: tree(againAfter),
      detail: 'the waves do not partition the nodes (2 problems)',
      findings: [
        at(lineOf(againAfter, '  WAVE 1 : [N0]'), '  WAVE 1 : [N0]'.indexOf('N0') + 1, `N0 is listed twice in WAVE 1 (first at line ${lineOf(againAfter, W1)}); list each node once`),
        at(lineOf(againAfter, '  WAVE 1 : [N0]'), 3, `WAVE 1 is numbered twice (first at line ${lineOf(againAfter, W1)})`),
      ],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

/** `rule: status` and the findings' lines of every graph rule that does not pass on `text`. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass' && r.status !== 'skip').map((r) => `${r.name}: ${r.status} ${(r.findings ?? []).map((f) => `${f.line}: ${f.message}`).join(' / ')}`);
}

describe('waves listed out of number order: every rule reads "earlier" by number', () => {
  it.each([
    ['the DELEGATED GRAPH', swapped],
    ['the IMPLEMENTED GRAPH', implSwapped],
    ['both graphs', bothSwapped],
    ['WAVE 1, WAVE 3, WAVE 2 in a plan', oneThreeTwo],
  ])('%s: only graph-waves-partition fails; edges, gates, independence and the compare hold by number', async (_name, text) => {
    const out = await notPassing(text);
    expect(out).toEqual([expect.stringMatching(/^graph-waves-partition: fail /)]);
  });
  it('an edge that runs backwards by number is graph-edge-wave-order\'s, even where the listing puts its source first', async () => {
    // N1 → N2 with N1 in WAVE 2 listed above N2 in WAVE 1: the listing reads forwards, the numbers backwards.
    const text = edit(PLAN_ONLY, [`${W1}\n${W2}`, '  WAVE 2 : [N0 ∥ N1]  — base\n  WAVE 1 : [N2]       — client']);
    const out = await notPassing(text);
    expect(out).toEqual([
      expect.stringMatching(new RegExp(`^graph-waves-partition: fail ${lineOf(text, 'WAVE 1 : [N2]')}: WAVE 1 is listed after WAVE 2 `)),
      expect.stringContaining(`graph-edge-wave-order: fail ${lineOf(text, '  N1 -> N2')}: edge N1 → N2 runs backwards, from WAVE 2 to WAVE 1`),
      expect.stringMatching(/^graph-independent-wave: fail .*N1 has no incoming edge/),
    ]);
  });
  it("a repeated WAVE line of the IMPLEMENTED GRAPH is graph-parse's only", async () => {
    const text = edit(BASE, [BASE_IMPL_ROWS, `${BASE_IMPL_ROWS}WAVE 1 — late\n`]);
    const out = await notPassing(text);
    expect(out).toEqual([`graph-parse: fail ${nthLineOf(text, 'WAVE 1 —', 2)}: WAVE 1 listed twice in the IMPLEMENTED GRAPH (first at line ${lineOf(text, 'WAVE 1 — base')})`]);
  });
});

describe('graph-waves-partition on degenerate input', () => {
  survivesDegenerate(rule);
});
