import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-evolutions.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const N1_STATUS = '  STATUS            : done\n  OUTPUT            : src/api.ts';
const EVOLVED = edit(BASE, [N1_STATUS, '  STATUS            : evolved\n  EVOLVED_SCOPE     : items per tenant\n  OUTPUT            : src/api.ts']);
const EVOLUTIONS = 'EVOLUTIONS : none';

const ENTRIES = 'EVOLUTIONS : [{ node: N2, original_scope: a, evolved_scope: b }, { node: Q9 }]';
const wrongEntries = edit(BASE, [EVOLUTIONS, ENTRIES]);
const noLine = edit(BASE, [`${EVOLUTIONS}\n`, '']);
const entriesLine = lineOf(wrongEntries, 'EVOLUTIONS : [');

// N1 evolved and the plan is re-issued after its RETURN (before N2 is spawned), as the protocol re-plans.
const RECORDED = edit(EVOLVED, [EVOLUTIONS, 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }]']);
const PLAN = RECORDED.slice(RECORDED.indexOf('DELEGATED GRAPH'), RECORDED.indexOf('AGENT SUBGRAPH — N1'));
const replan = (plan: string) => edit(RECORDED, ['AGENT SUBGRAPH — N2', `${plan}\nAGENT SUBGRAPH — N2`]);
const N2_LINE = '  N2  domain=web   output=web/app.ts    status=pending';
const sameReplan = replan(PLAN.replace('output=src/api.ts', 'output=src/api.ts src/tenant.ts'));
const dropsN2 = replan(PLAN.replace(`${N2_LINE}\n`, ''));
const changesN2 = replan(PLAN.replace(N2_LINE, '  N2  domain=admin   output=web/admin.ts    status=pending'));
// Within each plan an id is read at its first declaration: a repeat (graph-node-owner-output's) changes nothing.
const repeatsN2 = replan(PLAN.replace(N2_LINE, `${N2_LINE}\n  N2  domain=web   output=web/other.ts    status=pending`));
const firstChanged = replan(PLAN.replace(N2_LINE, '  N2  domain=web   output=web/other.ts    status=pending'));
const changedAfterRepeat = edit(firstChanged, [N2_LINE, `${N2_LINE}\n  N2  domain=web   output=web/other.ts    status=pending`]);

ruleTester(rule, {
  valid: [
    { name: 'a plan re-issued after an evolution that re-plans only the evolved node', files: tree(sameReplan), detail: /^EVOLUTIONS records the 1 evolved node$/ },
    { name: "a re-issued plan repeating a node that did not evolve is read at the repeat's first declaration", files: tree(repeatsN2), detail: /^EVOLUTIONS records the 1 evolved node$/ },
    { name: 'no node evolved and EVOLUTIONS says none', files: tree(BASE), detail: /^no node evolved and EVOLUTIONS says none$/ },
    { name: 'EVOLUTIONS records it as an object', files: tree(edit(EVOLVED, [EVOLUTIONS, 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }]'])) },
    { name: 'EVOLUTIONS records it as a plain id', files: tree(edit(EVOLVED, [EVOLUTIONS, 'EVOLUTIONS : [N1]'])), detail: /^EVOLUTIONS records the 1 evolved node$/ },
  ],
  invalid: [
    {
      name: 'a re-issued plan that drops a node that did not evolve, at the re-issued plan',
      files: tree(dropsN2),
      findings: [at(lineOf(dropsN2, 'DELEGATED GRAPH', lineOf(dropsN2, 'RETURN: N1')), 1, `the DELEGATED GRAPH re-issued here drops N2 (delegated at line ${lineOf(dropsN2, N2_LINE)}), which did not evolve: only an evolved node is re-planned`)],
    },
    {
      name: "a re-issued plan that changes a node's owner and output though it did not evolve, at the node",
      files: tree(changesN2),
      findings: [
        at(lineOf(changesN2, '  N2  domain=admin'), 3, /^the re-issued DELEGATED GRAPH changes N2's domain \(web at line \d+ → admin\), though N2 did not evolve/),
        at(lineOf(changesN2, '  N2  domain=admin'), 3, /^the re-issued DELEGATED GRAPH changes N2's output \(web\/app\.ts at line \d+ → web\/admin\.ts\)/),
      ],
    },
    {
      name: "a re-issued plan that changes the first declaration of a node the earlier plan repeated, against the earlier plan's first declaration",
      files: tree(changedAfterRepeat),
      findings: [at(lineOf(changedAfterRepeat, '  N2  domain=web   output=web/other.ts', lineOf(changedAfterRepeat, 'RETURN: N1')), 3, `the re-issued DELEGATED GRAPH changes N2's output (web/app.ts at line ${lineOf(changedAfterRepeat, N2_LINE)} → web/other.ts), though N2 did not evolve: only an evolved node is re-planned`)],
    },
    {
      name: 'an evolved RETURN missing from EVOLUTIONS, at both lines',
      files: tree(EVOLVED),
      findings: [
        at(lineOf(EVOLVED, 'STATUS            : evolved'), '  STATUS            : '.length + 1, `RETURN N1 says evolved here, but EVOLUTIONS (line ${lineOf(EVOLVED, EVOLUTIONS)}) does not record the change`),
        at(lineOf(EVOLVED, EVOLUTIONS), 1, `EVOLUTIONS does not record N1, whose RETURN at line ${lineOf(EVOLVED, 'RETURN: N1')} says evolved`),
      ],
    },
    {
      name: 'an EVOLUTIONS entry without an evolved RETURN, and one naming no node',
      files: tree(wrongEntries),
      findings: [
        at(entriesLine, ENTRIES.indexOf('N2') + 1, `EVOLUTIONS records N2, but no RETURN for it says evolved (RETURN at line ${lineOf(wrongEntries, 'RETURN: N2')})`),
        at(lineOf(wrongEntries, 'RETURN: N2'), 1, `RETURN N2 does not say evolved, yet EVOLUTIONS (line ${entriesLine}) records it`),
        at(entriesLine, ENTRIES.indexOf('Q9') + 1, 'EVOLUTIONS records Q9, which is no node of the DELEGATED or IMPLEMENTED GRAPH'),
      ],
    },
    {
      name: 'no EVOLUTIONS line',
      files: tree(noLine),
      findings: [at(lineOf(noLine, 'IMPLEMENTED GRAPH: demo'), 1, /no EVOLUTIONS line/)],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-compare-evolutions on degenerate input', () => {
  survivesDegenerate(rule);
});
