import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-gaps.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, IMPL_COLONS, IMPL_TABLE, NO_IMPL, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const GAPS = 'GAPS       : none';

const unlisted = edit(BASE, [IMPL_N2, '']);
const wrongList = edit(BASE, [GAPS, 'GAPS : [N1, N9]']);
const noLine = edit(BASE, [`${GAPS}\n`, '']);
const gapsLine = lineOf(wrongList, 'GAPS : [N1');
const labelled = edit(BASE, [GAPS, 'GAPS : [N1: api/server.ts, later: the docs]']);
const labelledLine = lineOf(labelled, 'GAPS : [N1');
const IMPL_AT = BASE.indexOf('IMPLEMENTED GRAPH: demo');
/** The IMPLEMENTED GRAPH quoted (`> `), without N2: the GAPS finding stands at the text, past the `> `. */
const quoted = edit(BASE.slice(0, IMPL_AT) + BASE.slice(IMPL_AT).replace(/^(?=.)/gm, '> '), [`> ${IMPL_N2}`, '']);

// IMPLEMENTED GRAPH rows graph-parse could not read (a markdown table, `N1: status=done, ...`): a node they name may
// be listed there, so it is not called missing, and GAPS is not compared for it.
const TABLE_N2 = '| 2    | N2   | done     | web/app.ts   | pass    |\n';
const tableWithoutN2 = edit(IMPL_TABLE, [TABLE_N2, '']);
const tableGapsLine = lineOf(tableWithoutN2, GAPS);

ruleTester(rule, {
  valid: [
    { name: 'GAPS says none in German', files: tree(edit(BASE, [GAPS, 'GAPS : keine'])), detail: 'every delegated node is implemented and GAPS says none' },
    {
      name: 'rows that are all read: a node named also on an unread line is listed',
      files: tree(edit(BASE, ['WAVE 2 — client\n', 'WAVE 2 — client\nN2 was rebuilt twice; see the log.\n'])),
      detail: 'every delegated node is implemented and GAPS says none',
    },
  ],
  invalid: [
    {
      name: 'rows written as a markdown table: no node is called missing, the comparison is not made',
      status: 'skip',
      files: tree(IMPL_TABLE),
      detail: `GAPS not compared: N0, N1 and N2 are named only on IMPLEMENTED GRAPH lines ${lineOf(IMPL_TABLE, '| N0')}, ${lineOf(IMPL_TABLE, '| N1')}, ${lineOf(IMPL_TABLE, '| N2')}, which graph-parse could not read, so whether the IMPLEMENTED GRAPH lists them cannot be decided (graph-parse reports the lines)`,
    },
    {
      name: 'rows written `N1: status=done, ...`: no node is called missing, the comparison is not made',
      status: 'skip',
      files: tree(IMPL_COLONS),
      detail: /^GAPS not compared: N0, N1 and N2 are named only on IMPLEMENTED GRAPH lines \d+, \d+, \d+, which graph-parse could not read/,
    },
    {
      name: 'a node no line names is still a gap beside a table of the others',
      status: 'fail',
      files: tree(tableWithoutN2),
      detail: `GAPS disagrees with the comparison (2 findings): 1 delegated node is missing from the IMPLEMENTED GRAPH; not compared: N0 and N1 are named only on IMPLEMENTED GRAPH lines ${lineOf(tableWithoutN2, '| N0')}, ${lineOf(tableWithoutN2, '| N1')}, which graph-parse could not read`,
      findings: [
        at(lineOf(tableWithoutN2, '  N2  domain=web'), 3, `N2 is delegated here but missing from the IMPLEMENTED GRAPH, and GAPS (line ${tableGapsLine}) does not list it`),
        at(tableGapsLine, 1, `GAPS does not list N2, delegated at line ${lineOf(tableWithoutN2, '  N2  domain=web')} and absent from the IMPLEMENTED GRAPH`),
      ],
    },
  ],
});

ruleTester(rule, {
  valid: [
    { name: 'every delegated node is implemented and GAPS says none', files: tree(BASE), detail: /GAPS says none/ },
    { name: 'GAPS lists the missing node by id', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2]'])) },
    { name: 'GAPS lists the missing node by its output path', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [web/app.ts]'])) },
    { name: 'GAPS lists the missing node as `id: what it covers`', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2: web/app.ts]'])) },
  ],
  invalid: [
    {
      name: 'an unlisted gap with a finding at each location, each naming the other',
      files: tree(unlisted),
      findings: [
        at(lineOf(unlisted, '  N2  domain=web'), 3, `N2 is delegated here but missing from the IMPLEMENTED GRAPH, and GAPS (line ${lineOf(unlisted, GAPS)}) does not list it`),
        at(lineOf(unlisted, GAPS), 1, `GAPS does not list N2, delegated at line ${lineOf(unlisted, '  N2  domain=web')} and absent from the IMPLEMENTED GRAPH`),
      ],
    },
    {
      name: 'GAPS lists a node that was implemented, or never delegated',
      files: tree(wrongList),
      findings: [
        at(gapsLine, 'GAPS : ['.length + 1, `GAPS lists N1, but the IMPLEMENTED GRAPH covers it at line ${lineOf(wrongList, '  N1  status=done')} (delegated at line ${lineOf(wrongList, '  N1  domain=api')})`),
        at(lineOf(wrongList, '  N1  domain=api'), 3, `N1 is delegated here and implemented at line ${lineOf(wrongList, '  N1  status=done')}, yet GAPS (line ${gapsLine}) lists it`),
        at(gapsLine, 'GAPS : [N1, '.length + 1, 'GAPS lists N9, which the DELEGATED GRAPH (line 3) does not declare'),
        at(3, 1, `the DELEGATED GRAPH declares no N9, yet GAPS (line ${gapsLine}) lists it`),
      ],
    },
    {
      name: 'an `id: what` entry names its node: a labelled implemented node is no gap, a label that is no node is text',
      files: tree(labelled),
      findings: [
        at(labelledLine, 'GAPS : ['.length + 1, `GAPS lists N1, but the IMPLEMENTED GRAPH covers it at line ${lineOf(labelled, '  N1  status=done')} (delegated at line ${lineOf(labelled, '  N1  domain=api')})`),
        at(lineOf(labelled, '  N1  domain=api'), 3, `N1 is delegated here and implemented at line ${lineOf(labelled, '  N1  status=done')}, yet GAPS (line ${labelledLine}) lists it`),
        at(labelledLine, 'GAPS : [N1: api/server.ts, '.length + 1, 'GAPS entry "later: the docs" is neither a node id nor a path'),
      ],
    },
    {
      name: 'an unlisted gap in a blockquoted IMPLEMENTED GRAPH, at the column of GAPS',
      files: tree(quoted),
      findings: [
        at(lineOf(quoted, '  N2  domain=web'), 3, /^N2 is delegated here but missing/),
        at(lineOf(quoted, `> ${GAPS}`), 3, /^GAPS does not list N2/),
      ],
    },
    {
      name: 'the IMPLEMENTED GRAPH has no GAPS line',
      files: tree(noLine),
      findings: [at(lineOf(noLine, 'IMPLEMENTED GRAPH: demo'), 1, /no GAPS line/)],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL), detail: /no IMPLEMENTED GRAPH block/ },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-compare-gaps on degenerate input', () => {
  survivesDegenerate(rule);
});

ruleTester(rule, {
  valid: [
    { name: 'GAPS lists the missing node with an em-dash note', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2 — docs page not written]'])), detail: /^GAPS lists the 1 uncovered node$/ },
    { name: 'GAPS lists the missing node with an en-dash note', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2 – not written]'])) },
    { name: 'GAPS lists the missing node with a spaced hyphen note', files: tree(edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS : [N2 - not written]'])) },
  ],
  invalid: [],
});

// Entries written below an empty `GAPS :`, one per line, bulleted or not.
const below = edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS       :\n  N2 (not written)\n  N9']);
const bulleted = edit(BASE, [IMPL_N2, ''], [GAPS, 'GAPS       :\n  - N2 (not written)']);

ruleTester(rule, {
  valid: [{ name: 'a bulleted entry below an empty GAPS line', files: tree(bulleted), detail: /^GAPS lists the 1 uncovered node$/ }],
  invalid: [
    {
      name: 'an entry below an empty GAPS line, at its own line',
      files: tree(below),
      findings: [
        at(lineOf(below, '  N9'), 3, 'GAPS lists N9, which the DELEGATED GRAPH (line 3) does not declare'),
        at(3, 1, `the DELEGATED GRAPH declares no N9, yet GAPS (line ${lineOf(below, '  N9')}) lists it`),
      ],
    },
  ],
});
