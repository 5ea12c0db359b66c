import { describe, expect, it } from 'vitest';
import { findingLevel } from '../../../packages/core/src/format/paths.js';
import rule from '../../../rules/graph/graph-subgraph-complete.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, PLAN_ONLY, at, edit, lineOf, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

const undeclared = edit(BASE, ['AGENT SUBGRAPH — N2 web', 'AGENT SUBGRAPH — N5 web']);
const incomplete = edit(BASE, ['WHY          : the client needs an endpoint to call', 'WHY          : <the reason this node exists>'], ['METHOD       : Design Thinking §2 §6\n', '']);
const tbd = edit(BASE, ['VERIFY       : npm test -- web', 'VERIFY       : TBD']);
/** VERIFY left empty: said to be empty, not a placeholder `""`. */
const emptyVerify = edit(BASE, ['VERIFY       : npm test -- web', 'VERIFY       :']);
const noTask = edit(BASE, ['TASK\n1. Fetch and render.\nRETURN:\n  STATUS : done | failed | evolved\n', '']);
/** Wave 1 spawned and returned, wave 2 not spawned yet; with or without the IMPLEMENTED GRAPH that closes the run. */
const wave1Done = BASE.slice(0, BASE.indexOf('AGENT SUBGRAPH — N2'));
const closedWithoutN2 = `${wave1Done}${BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo'))}`;
/** N1 of wave 1 never spawned, though wave 2 was. */
/** N0 (pre-done) repeated as pending: read at its first declaration, it is pre-done and needs no spawn (graph-node-owner-output reports the repeat). */
const preDoneRepeated = edit(BASE, ['  N1  domain=api   output=src/api.ts    status=pending\n', '  N1  domain=api   output=src/api.ts    status=pending\n  N0  domain=docs  output=web/app.ts  status=pending\n']);
const wave1Skipped = `${BASE.slice(0, BASE.indexOf('AGENT SUBGRAPH — N1'))}${BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'))}`;
/** Where a subgraph field's value starts. */
const VALUE = 'WHY          : '.length + 1;

ruleTester(rule, {
  valid: [
    { name: 'every pending node has a complete AGENT SUBGRAPH', files: tree(BASE), detail: /2 AGENT SUBGRAPH blocks, complete/ },
    // "Emit before any agent is spawned": the plan alone, and a run still spawning its waves.
    { name: 'a plan only, before any agent is spawned', status: 'skip', files: tree(PLAN_ONLY), detail: 'a plan only: no agent spawned yet (no AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH)' },
    { name: 'a run in progress: wave 2 not spawned yet', files: tree(wave1Done), detail: '1 AGENT SUBGRAPH block, complete, for every pending node spawned so far; 1 node of later waves not spawned yet (no IMPLEMENTED GRAPH)' },
    { name: 'a pre-done node repeated as pending is read at its first declaration: no spawn is due', files: tree(preDoneRepeated), detail: /2 AGENT SUBGRAPH blocks, complete, for every pending node$/ },
    { name: 'CONSTRAINTS of none', files: tree(edit(BASE, ['CONSTRAINTS  : touch only src/api.ts', 'CONSTRAINTS  : none'])) },
    {
      name: 'values that open with the words todo, placeholder or TBD in a sentence',
      files: tree(
        edit(
          BASE,
          ['WHY          : the client needs an endpoint to call', 'WHY          : Todo items vanish on reload, so the list must be served'],
          ['SUBGRAPH     : GET /items → list → json', 'SUBGRAPH     : placeholder rows → list → json'],
          ['CONSTRAINTS  : touch only src/api.ts', 'CONSTRAINTS  : TBD-free: touch only src/api.ts'],
        ),
      ),
      detail: /2 AGENT SUBGRAPH blocks, complete/,
    },
  ],
  invalid: [
    {
      name: 'a pending node of a wave already spawned without its AGENT SUBGRAPH, at the node line',
      files: tree(wave1Skipped),
      detail: '1 delegation gap: pending nodes need a complete AGENT SUBGRAPH',
      findings: [at(lineOf(wave1Skipped, '  N1  domain=api'), 3, 'node N1 is pending but no AGENT SUBGRAPH spawns it')],
    },
    {
      name: 'once the IMPLEMENTED GRAPH closes the run, a later wave never spawned is a gap',
      files: tree(closedWithoutN2),
      findings: [at(lineOf(closedWithoutN2, '  N2  domain=web'), 3, 'node N2 is pending but no AGENT SUBGRAPH spawns it')],
    },
    {
      name: 'a subgraph for an undeclared node',
      files: tree(undeclared),
      findings: [
        at(lineOf(undeclared, '  N2  domain=web'), 3, /^node N2 is pending but no AGENT SUBGRAPH spawns it$/),
        at(lineOf(undeclared, 'AGENT SUBGRAPH — N5'), 1, /^AGENT SUBGRAPH for N5, which the DELEGATED GRAPH \(line 3\) does not declare$/),
      ],
    },
    {
      name: 'a placeholder value at the value and a missing field at the header',
      files: tree(incomplete),
      findings: [
        at(lineOf(incomplete, 'WHY          : <the'), VALUE, 'WHY of AGENT SUBGRAPH N1 is a placeholder: "<the reason this node exists>"'),
        at(lineOf(incomplete, 'AGENT SUBGRAPH — N1'), 1, 'AGENT SUBGRAPH N1 has no METHOD field'),
      ],
    },
    {
      name: 'a WHY of "TODO: fill in"',
      files: tree(edit(BASE, ['WHY          : the client needs an endpoint to call', 'WHY          : TODO: fill in'])),
      findings: [at(lineOf(BASE, 'WHY          : the client'), VALUE, 'WHY of AGENT SUBGRAPH N1 is a placeholder: "TODO: fill in"')],
    },
    {
      name: 'an empty VERIFY is said to be empty',
      files: tree(emptyVerify),
      findings: [at(lineOf(emptyVerify, 'VERIFY       :', lineOf(emptyVerify, 'AGENT SUBGRAPH — N2')), 'VERIFY       :'.length + 1, 'VERIFY of AGENT SUBGRAPH N2 is empty')],
    },
    {
      name: 'a VERIFY of TBD',
      files: tree(tbd),
      findings: [at(lineOf(tbd, 'VERIFY       : TBD'), VALUE, /^VERIFY of AGENT SUBGRAPH N2 is a placeholder: "TBD"$/)],
    },
    {
      name: 'a subgraph without its TASK list and RETURN template',
      status: 'warn',
      files: tree(noTask),
      detail: /^1 AGENT SUBGRAPH block lacks a TASK list or a RETURN template$/,
      findings: [
        at(nthLineOf(noTask, 'AGENT SUBGRAPH', 2), 1, 'AGENT SUBGRAPH N2 has no numbered TASK list'),
        at(nthLineOf(noTask, 'AGENT SUBGRAPH', 2), 1, 'AGENT SUBGRAPH N2 does not tell the worker what to RETURN'),
      ],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

/** N2's SUBGRAPH with an HTML element in it, and with template text left inside a longer value. */
const N2_SUB = 'SUBGRAPH     : fetch /items → render list';
const htmlBare = edit(BASE, [N2_SUB, 'SUBGRAPH     : fetch /items → render list → <html data-theme> and <div hidden>']);
const leftOver = edit(BASE, [N2_SUB, 'SUBGRAPH     : fetch /items → <exact steps here> → render list']);
const leftOverBelow = edit(BASE, [N2_SUB, 'SUBGRAPH     : fetch /items\n               → <exact steps here>']);

ruleTester(rule, {
  valid: [{ name: 'an HTML element with a valueless attribute is content, not a placeholder', files: tree(htmlBare) }],
  invalid: [
    {
      name: 'template text inside a longer value: at the placeholder, quoted whole',
      files: tree(leftOver),
      findings: [at(lineOf(leftOver, '<exact steps'), VALUE + 'fetch /items → '.length, /^SUBGRAPH of AGENT SUBGRAPH N2 holds the template placeholder "<exact steps here>"; write the real value in its place$/)],
    },
    {
      name: 'template text on a continuation line: at that line',
      files: tree(leftOverBelow),
      findings: [at(lineOf(leftOverBelow, '<exact steps'), 16 + '→ '.length, /^SUBGRAPH of AGENT SUBGRAPH N2 holds the template placeholder "<exact steps here>"/)],
    },
  ],
});

describe('graph-subgraph-complete on degenerate input', () => {
  survivesDegenerate(rule);
});

/** The TASK list of N1 written with bullets, under the protocol's rule line or without it. */
const bulletTask = edit(BASE, ['TASK\n1. Write the handler.\n2. Test it.\n', 'TASK\n────\n- Write the handler.\n- Test it.\n']);
const bulletTaskNoRule = edit(BASE, ['TASK\n1. Write the handler.\n2. Test it.\n', 'TASK\n* Write the handler.\n* Test it.\n']);

ruleTester(rule, {
  valid: [
    { name: 'a TASK list of bullets under the rule line, with its RETURN template', files: tree(bulletTask), detail: /2 AGENT SUBGRAPH blocks, complete/ },
    { name: 'a TASK list of bullets without a rule line', files: tree(bulletTaskNoRule), detail: /2 AGENT SUBGRAPH blocks, complete/ },
  ],
});

/** N2 without its TASK list and RETURN template (a warning) and, in the mixed case, with a VERIFY of TBD (a failure). */
const noTaskTbd = edit(noTask, ['VERIFY       : npm test -- web', 'VERIFY       : TBD']);

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'beside a failing field, the missing TASK list and RETURN template still only warn',
      files: tree(noTaskTbd),
      detail: /^1 delegation gap: pending nodes need a complete AGENT SUBGRAPH$/,
      findings: [
        { ...at(lineOf(noTaskTbd, 'VERIFY       : TBD'), VALUE, /^VERIFY of AGENT SUBGRAPH N2 is a placeholder: "TBD"$/) },
        { ...at(nthLineOf(noTaskTbd, 'AGENT SUBGRAPH', 2), 1, 'AGENT SUBGRAPH N2 has no numbered TASK list'), severity: 'warning' },
        { ...at(nthLineOf(noTaskTbd, 'AGENT SUBGRAPH', 2), 1, 'AGENT SUBGRAPH N2 does not tell the worker what to RETURN'), severity: 'warning' },
      ],
    },
  ],
});

describe('graph-subgraph-complete severities', () => {
  it('reports the placeholder as an error and the missing TASK list and RETURN template as warnings in a failing check', async () => {
    const r = await lint(rule, { files: tree(noTaskTbd) });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.message.slice(0, 30), f.severity, findingLevel(r, f)])).toEqual([
      ['VERIFY of AGENT SUBGRAPH N2 is', undefined, 'error'],
      ['AGENT SUBGRAPH N2 has no numbe', 'warning', 'warning'],
      ['AGENT SUBGRAPH N2 does not tel', 'warning', 'warning'],
    ]);
  });

  it('leaves the findings of a check that only warns without a severity of their own', async () => {
    const r = await lint(rule, { files: tree(noTask) });
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => [f.severity, findingLevel(r, f)])).toEqual([
      [undefined, 'warning'],
      [undefined, 'warning'],
    ]);
  });
});

/** AGENT SUBGRAPH fields and the RETURN template written as markdown list items. */
const N1_FIELDS = `WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts`;
const listedFields = edit(
  BASE,
  [N1_FIELDS, N1_FIELDS.split('\n').map((l) => `- **${l.split(':')[0]!.trim()}**: ${l.slice(l.indexOf(':') + 1).trim()}`).join('\n')],
  ['RETURN:\n  STATUS  : done | failed | evolved\n  SUMMARY : <3-5 sentences>', 'RETURN:\n  - STATUS: done | failed | evolved\n  - SUMMARY: <3-5 sentences>'],
);
const listedTbd = edit(listedFields, ['- **VERIFY**: npm test -- api', '- **VERIFY**: TBD']);
/** The listed fields after a blank line below the header, and a blank line between two of them. */
const listedAfterBlank = edit(listedFields, ['AGENT SUBGRAPH — N1 api\n', 'AGENT SUBGRAPH — N1 api\n\n'], ['- **METHOD**', '\n- **METHOD**']);

ruleTester(rule, {
  valid: [
    { name: 'fields and the RETURN template written as list items', files: tree(listedFields), detail: /2 AGENT SUBGRAPH blocks, complete/ },
    { name: 'list-item fields after a blank line, below the header or between two fields', files: tree(listedAfterBlank), detail: /2 AGENT SUBGRAPH blocks, complete/ },
  ],
  invalid: [
    {
      name: 'a listed field with a placeholder is read as that field',
      files: tree(listedTbd),
      findings: [at(lineOf(listedTbd, '- **VERIFY**: TBD'), '- **VERIFY**: '.length + 1, /^VERIFY of AGENT SUBGRAPH N1 is a placeholder/)],
    },
  ],
});
