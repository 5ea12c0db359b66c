import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, IMPL_COLONS, IMPL_TABLE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const IMPL_N1 = '  N1  status=done      output=src/api.ts    verify=pass\n';
const VERDICT = 'VERDICT    : matches';
const GAPS = 'GAPS       : none';
const MOVED = edit(BASE, [IMPL_N2, ''], [IMPL_N1, `${IMPL_N1}${IMPL_N2}`]);
/** Where a VERDICT value starts, as written in the cases below. */
const VALUE = 'VERDICT : '.length + 1;

const gap = edit(BASE, [IMPL_N2, '']);
const gapVerdict = lineOf(gap, VERDICT);
const unnamed = edit(MOVED, [VERDICT, 'VERDICT : mismatches listed above']);
const noDifference = edit(BASE, [VERDICT, 'VERDICT : mismatches listed above']);
const template = edit(BASE, [VERDICT, 'VERDICT : matches | mismatches listed above']);
const missing = edit(BASE, [`${VERDICT}\n`, '']);
const twice = edit(BASE, ['FAILURES   : none', `${IMPL_N2}FAILURES   : none`]);
// The protocol's words in another case: read as meant, and failing for the case.
const CASED = 'VERDICT    : Matches';
const casedMatch = edit(BASE, [VERDICT, CASED]);
const casedGap = edit(gap, [VERDICT, 'VERDICT    : ✅ MATCHES']);
const casedNoDifference = edit(BASE, [VERDICT, 'VERDICT : Mismatches listed above']);

// IMPLEMENTED GRAPH rows graph-parse could not read (a markdown table, `N1: status=done, ...`): a node they name may be
// listed there, so it is no difference; a VERDICT it leaves undecided is not judged.
const tableWithoutN2 = edit(IMPL_TABLE, ['| 2    | N2   | done     | web/app.ts   | pass    |\n', '']);
const tableVerdict = lineOf(tableWithoutN2, VERDICT);

ruleTester(rule, {
  valid: [
    {
      name: 'a mismatch verdict naming the one node no line names, beside a table of the others',
      files: tree(edit(tableWithoutN2, [GAPS, 'GAPS : [N2]'], [VERDICT, 'VERDICT : mismatches listed above'])),
      detail: /^VERDICT reports a mismatch and names the one difference$/,
    },
  ],
  invalid: [
    {
      name: '"matches" over rows written as a markdown table: not judged',
      status: 'skip',
      files: tree(IMPL_TABLE),
      detail: `VERDICT says matches, but N0, N1 and N2 are named only on IMPLEMENTED GRAPH lines ${lineOf(IMPL_TABLE, '| N0')}, ${lineOf(IMPL_TABLE, '| N1')}, ${lineOf(IMPL_TABLE, '| N2')}, which graph-parse could not read, so whether the graphs match cannot be decided (graph-parse reports the lines)`,
    },
    {
      name: '"matches" over rows written `N1: status=done, ...`: not judged',
      status: 'skip',
      files: tree(IMPL_COLONS),
      detail: /^VERDICT says matches, but N0, N1 and N2 are named only on IMPLEMENTED GRAPH lines/,
    },
    {
      name: 'a mismatch verdict over unread rows with nothing else differing: not judged, no warning',
      status: 'skip',
      files: tree(edit(IMPL_TABLE, [VERDICT, 'VERDICT : mismatches listed above'])),
      detail: /^VERDICT says mismatches, but N0, N1 and N2 are named only/,
    },
    {
      name: '"matches" beside a table: only the node no line names is a difference',
      files: tree(tableWithoutN2),
      detail: 'VERDICT says matches but the graphs differ in 1 place',
      findings: [
        at(tableVerdict, VERDICT.indexOf('matches') + 1, 'VERDICT says matches, but 1 difference: N2 missing from the IMPLEMENTED GRAPH'),
        at(lineOf(tableWithoutN2, '  N2  domain=web'), 3, `N2 is delegated but not in the IMPLEMENTED GRAPH, yet VERDICT (line ${tableVerdict}) says matches`),
      ],
    },
  ],
});

ruleTester(rule, {
  valid: [
    { name: '"matches" when the graphs match', files: tree(BASE), detail: /^VERDICT says matches and the graphs match$/ },
    {
      name: 'a mismatch verdict whose difference is listed in GAPS',
      files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2]'], [VERDICT, 'VERDICT : mismatches listed above'])),
      detail: /^VERDICT reports a mismatch and names the one difference$/,
    },
    {
      name: 'a mismatch verdict naming two differences',
      files: tree(edit(MOVED, ['  N1  status=done', '  N1  status=failed'], ['FAILURES   : none', 'FAILURES   : [N1]'], [VERDICT, 'VERDICT : mismatches: N2 ran in WAVE 1'])),
      detail: /^VERDICT reports a mismatch and names each of the 2 differences$/,
    },
    { name: 'a mismatch verdict that names the wave move', files: tree(edit(MOVED, [VERDICT, 'VERDICT : mismatches: N2 ran in WAVE 1'])) },
    {
      // The repeat is graph-node-owner-output's finding; compared with its first declaration N2 did what it was delegated.
      name: '"matches" when a node id declared twice was implemented as its first declaration',
      files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N2  domain=qa    output=tests/other.ts  status=pending'])),
      detail: /^VERDICT says matches and the graphs match$/,
    },
  ],
  invalid: [
    {
      name: '"matches" over a node listed twice (it ran twice)',
      files: tree(twice),
      detail: 'VERDICT says matches but the graphs differ in 1 place',
      findings: [
        at(lineOf(twice, VERDICT), VERDICT.indexOf('matches') + 1, 'VERDICT says matches, but 1 difference: N2 listed twice in the IMPLEMENTED GRAPH'),
        at(lineOf(twice, 'FAILURES') - 1, 3, `N2 is listed again in the IMPLEMENTED GRAPH (first at line ${lineOf(twice, IMPL_N2.trimEnd())}), yet VERDICT (line ${lineOf(twice, VERDICT)}) says matches`),
      ],
    },
    {
      name: '"matches" with a difference, at the VERDICT and at the difference',
      files: tree(gap),
      detail: 'VERDICT says matches but the graphs differ in 1 place',
      findings: [
        at(gapVerdict, VERDICT.indexOf('matches') + 1, 'VERDICT says matches, but 1 difference: N2 missing from the IMPLEMENTED GRAPH'),
        at(lineOf(gap, '  N2  domain=web'), 3, `N2 is delegated but not in the IMPLEMENTED GRAPH, yet VERDICT (line ${gapVerdict}) says matches`),
      ],
    },
    {
      name: 'a mismatch verdict that leaves a wave move unnamed',
      files: tree(unnamed),
      detail: 'VERDICT leaves 1 difference unnamed',
      findings: [
        at(lineOf(unnamed, 'VERDICT'), VALUE, 'VERDICT does not name N2 (implemented in another wave)'),
        at(
          lineOf(unnamed, '  N2  status=done'),
          3,
          new RegExp(`^N2 is in WAVE 2 of the DELEGATED GRAPH but WAVE 1 of the IMPLEMENTED GRAPH, and neither VERDICT \\(line ${lineOf(unnamed, 'VERDICT')}\\) nor the list for it names N2$`),
        ),
      ],
    },
    {
      name: 'a mismatch verdict when nothing differs',
      status: 'warn',
      files: tree(noDifference),
      detail: /no difference/,
      findings: [at(lineOf(noDifference, 'VERDICT'), VALUE, 'VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show')],
    },
    {
      name: 'Matches when the graphs match: read as matches, and fails for its case',
      files: tree(casedMatch),
      detail: 'VERDICT Matches is not in lower case; VERDICT says matches and the graphs match',
      fix: /^Write the VERDICT's words in lower case \(`VERDICT : matches`\)\.$/,
      findings: [at(lineOf(casedMatch, CASED), CASED.indexOf('Matches') + 1, 'VERDICT says Matches; the verdict words are lower case: did you mean matches?')],
    },
    {
      name: 'a decorated MATCHES with a difference: the case note, then the differences',
      files: tree(casedGap),
      detail: 'VERDICT MATCHES is not in lower case; VERDICT says matches but the graphs differ in 1 place',
      findings: [
        at(lineOf(casedGap, 'VERDICT'), 'VERDICT    : '.length + 1, 'VERDICT says MATCHES; the verdict words are lower case: did you mean matches?'),
        at(lineOf(casedGap, 'VERDICT'), 'VERDICT    : '.length + 1, 'VERDICT says matches, but 1 difference: N2 missing from the IMPLEMENTED GRAPH'),
        at(lineOf(casedGap, '  N2  domain=web'), 3, /^N2 is delegated but not in the IMPLEMENTED GRAPH, yet VERDICT/),
      ],
    },
    {
      name: 'Mismatches listed above when nothing differs: fails for its case, the mismatch stays a warning',
      files: tree(casedNoDifference),
      detail: /^VERDICT Mismatches listed above is not in lower case; VERDICT reports "Mismatches listed above" but the graphs show no difference$/,
      findings: [
        { ...at(lineOf(casedNoDifference, 'VERDICT'), VALUE, 'VERDICT says Mismatches listed above; the verdict words are lower case: did you mean mismatches listed above?') },
        { ...at(lineOf(casedNoDifference, 'VERDICT'), VALUE, 'VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show'), severity: 'warning' },
      ],
    },
    {
      name: 'the template text',
      files: tree(template),
      detail: /template text/,
      findings: [at(lineOf(template, 'VERDICT'), VALUE, 'VERDICT is the template, not a verdict')],
    },
    {
      name: 'no VERDICT',
      files: tree(missing),
      detail: 'the IMPLEMENTED GRAPH has no VERDICT line',
      findings: [at(lineOf(missing, 'IMPLEMENTED GRAPH: demo'), 1, /^no VERDICT in this IMPLEMENTED GRAPH$/)],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-verdict on degenerate input', () => {
  survivesDegenerate(rule);
});
const emptyVerdict = edit(BASE, [VERDICT, 'VERDICT :']);
const tbdVerdict = edit(MOVED, [VERDICT, 'VERDICT : TBD']);
const freeText = edit(MOVED, [VERDICT, 'VERDICT : all good, ship it']);

ruleTester(rule, {
  valid: [{ name: 'a mismatch verdict in its own words', files: tree(edit(MOVED, [VERDICT, 'VERDICT : differs: N2 ran in WAVE 1'])) }],
  invalid: [
    {
      name: 'an empty VERDICT on graphs that match',
      files: tree(emptyVerdict),
      detail: 'VERDICT is empty',
      findings: [at(lineOf(emptyVerdict, 'VERDICT :'), 'VERDICT :'.length + 1, 'VERDICT is empty; write matches or mismatches listed above')],
    },
    {
      name: 'a VERDICT of TBD',
      files: tree(tbdVerdict),
      findings: [at(lineOf(tbdVerdict, 'VERDICT :'), VALUE, 'VERDICT is a placeholder ("TBD"), not a verdict')],
    },
    {
      name: 'a VERDICT that says neither matches nor mismatch',
      files: tree(freeText),
      findings: [at(lineOf(freeText, 'VERDICT :'), VALUE, 'VERDICT "all good, ship it" is neither matches nor mismatches listed above')],
    },
  ],
});


ruleTester(rule, {
  valid: [{ name: 'a mismatch verdict whose difference GAPS lists with a dash note', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2 — docs page not written]'], [VERDICT, 'VERDICT : mismatches listed above'])) }],
  invalid: [],
});

// A VERDICT that denies a mismatch claims the graphs match: a difference must still fail it.
const denials = ['matches — no mismatches', 'mismatches: none', '0 mismatches', 'no mismatches listed above', 'all match; mismatches listed above: none'];
const deniedWithGap = (words: string) => edit(gap, [VERDICT, `VERDICT    : ${words}`]);

ruleTester(rule, {
  valid: [
    ...denials.map((words) => ({ name: `"${words}" when the graphs match`, files: tree(edit(BASE, [VERDICT, `VERDICT    : ${words}`])), detail: /^VERDICT says matches and the graphs match$/ })),
    // A mismatch verdict that denies one kind of difference still reports a mismatch.
    {
      name: 'a mismatch verdict that rules out other differences',
      files: tree(edit(MOVED, [VERDICT, 'VERDICT : mismatches: N2 ran in WAVE 1; no other mismatch'])),
      detail: /^VERDICT reports a mismatch and names the one difference$/,
    },
  ],
  invalid: denials.map((words) => ({
    name: `"${words}" with a difference, like "matches"`,
    files: tree(deniedWithGap(words)),
    detail: 'VERDICT says matches but the graphs differ in 1 place',
    findings: [
      at(gapVerdict, VERDICT.indexOf('matches') + 1, 'VERDICT says matches, but 1 difference: N2 missing from the IMPLEMENTED GRAPH'),
      at(lineOf(gap, '  N2  domain=web'), 3, `N2 is delegated but not in the IMPLEMENTED GRAPH, yet VERDICT (line ${gapVerdict}) says matches`),
    ],
  })),
});

/** N2 missing from the IMPLEMENTED GRAPH and listed in GAPS, with `verdict` as the VERDICT. */
const gapListed = (verdict: string) => edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2]'], [VERDICT, `VERDICT : ${verdict}`]);

ruleTester(rule, {
  valid: [
    { name: 'decoration before "matches"', files: tree(edit(BASE, [VERDICT, 'VERDICT : ✅ matches'])), detail: /^VERDICT says matches and the graphs match$/ },
    { name: 'decoration after "matches"', files: tree(edit(BASE, [VERDICT, 'VERDICT : matches ✅'])), detail: /^VERDICT says matches and the graphs match$/ },
    { name: 'bold "matches"', files: tree(edit(BASE, [VERDICT, 'VERDICT : **matches**'])), detail: /^VERDICT says matches and the graphs match$/ },
    { name: '"not a match" is a mismatch verdict', files: tree(gapListed('not a match: N2 deferred')), detail: /^VERDICT reports a mismatch and names the one difference$/ },
    { name: '"no match" is a mismatch verdict', files: tree(gapListed('❌ no match, see GAPS')), detail: /^VERDICT reports a mismatch/ },
    { name: '"doesn\'t match" is a mismatch verdict', files: tree(gapListed("doesn't match — see GAPS")), detail: /^VERDICT reports a mismatch/ },
    { name: '"matches except ..." states its mismatches', files: tree(gapListed('matches except N2 (GAPS)')), detail: /^VERDICT reports a mismatch and names the one difference$/ },
    { name: '"matches but ..." states its mismatches', files: tree(gapListed('matches, but N2 was deferred')), detail: /^VERDICT reports a mismatch/ },
    { name: '"not a mismatch" denies one', files: tree(edit(BASE, [VERDICT, 'VERDICT : matched, not a mismatch'])), detail: /^VERDICT says matches and the graphs match$/ },
  ],
  invalid: [
    {
      name: '"matches except ..." when nothing differs warns like any mismatch verdict',
      status: 'warn',
      files: tree(edit(BASE, [VERDICT, 'VERDICT : matches except N9 (OFF-SCRIPT)'])),
      findings: [at(lineOf(BASE, VERDICT), VALUE, 'VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show')],
    },
    {
      name: '"not a match" that names no difference',
      files: tree(edit(BASE, [IMPL_N2, ''], [VERDICT, 'VERDICT : not a match'])),
      detail: 'VERDICT leaves 1 difference unnamed',
    },
  ],
});

// The brief's e2e node: its last RETURN failed, yet the summary says done, verify=pass, FAILURES none and VERDICT matches.
const E2E = BASE.replaceAll('N2', 'e2e');
const E2E_FAILED = 'RETURN: e2e\n  STATUS            : failed\n  FAILURE_REASON    : the browser run timed out';
const IMPL_E2E = '  e2e  status=done      output=web/app.ts    verify=pass';
const e2eFailed = edit(E2E, ['RETURN: e2e\n  STATUS            : done', E2E_FAILED]);
const e2eVerdict = lineOf(e2eFailed, VERDICT);
const e2eReturn = lineOf(e2eFailed, 'RETURN: e2e');

ruleTester(rule, {
  valid: [
    { name: 'a mismatch verdict naming a node whose last RETURN failed', files: tree(edit(e2eFailed, [VERDICT, 'VERDICT : mismatches: e2e failed, its RETURN says so'])) },
    { name: 'a mismatch verdict whose FAILURES lists a node whose last RETURN failed', files: tree(edit(e2eFailed, ['FAILURES   : none', 'FAILURES   : [e2e]'], [VERDICT, 'VERDICT : mismatches listed above'])) },
  ],
  invalid: [
    {
      name: '"matches" when a node\'s last RETURN failed but the IMPLEMENTED GRAPH shows it done',
      files: tree(e2eFailed),
      detail: 'VERDICT says matches but the graphs differ in 1 place',
      findings: [
        at(e2eVerdict, VERDICT.indexOf('matches') + 1, `VERDICT says matches, but 1 difference: e2e failed in its last RETURN (line ${e2eReturn})`),
        at(lineOf(e2eFailed, IMPL_E2E), IMPL_E2E.indexOf('status=') + 1, `e2e's last RETURN (line ${e2eReturn}) says failed, but the IMPLEMENTED GRAPH shows status=done, yet VERDICT (line ${e2eVerdict}) says matches`),
      ],
    },
    {
      name: 'a mismatch verdict that leaves a node whose last RETURN failed unnamed',
      files: tree(edit(e2eFailed, [VERDICT, 'VERDICT : mismatches listed above'])),
      detail: 'VERDICT leaves 1 difference unnamed',
    },
  ],
});
