// A node that coordinates workers of its own logs its run (its DELEGATED GRAPH, prompts, RETURNs and
// IMPLEMENTED GRAPH, of its own task) inside the coordinator's transcript. That run is not a re-plan of
// the coordinator's: the run around it is checked without its blocks, and it is checked on its own.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../../packages/core/src/lint.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees, fakeSystem, writeTree } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph, nthLineOf } from './graph-helpers.js';

afterAll(cleanupTrees);

const prompt = (id: string, title: string, why: string, inputs: string, output: string, sub: string, verify: string) => `\`\`\`
AGENT SUBGRAPH — ${id} ${title}
WHY          : ${why}
INPUTS       : ${inputs}
OUTPUT       : ${output}
METHOD       : Design Thinking §2 §6
SUBGRAPH     : ${sub}
VERIFY       : npm test -- ${verify}
CONSTRAINTS  : touch only ${output}

TASK
────
1. Do the step.
2. Run VERIFY.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
\`\`\`
`;

const reply = (id: string, output: string, built: string, summary: string) => `\`\`\`
RETURN: ${id}
  STATUS            : done
  OUTPUT            : ${output}
  IMPLEMENTED GRAPH : ${built}
  VERIFY_RESULT     : pass
  SUMMARY           : ${summary}
\`\`\`
`;

const CSV_PLAN = `\`\`\`
DELEGATED GRAPH: N1 csv writer

NODES:
  C1  domain=api  output=src/csv.ts  status=pending

EDGES:
  none

WAVES:
  WAVE 1 : [C1]  — writer
\`\`\`
`;

const CSV_DONE = `\`\`\`
IMPLEMENTED GRAPH: N1 csv writer

WAVE 1 — writer
  C1  status=done  output=src/csv.ts  verify=pass

FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
\`\`\`
`;

/** N1's own run: one worker writing the CSV writer. */
const NESTED = `N1 is a sub-coordinator; it logged its own delegation here:

${CSV_PLAN}
${prompt('C1', 'csv writer', 'the endpoint streams rows as CSV', 'none', 'src/csv.ts', 'rows → escape → csv lines', 'csv')}
${reply('C1', 'src/csv.ts', 'rows → escape → csv lines', 'Wrote the CSV writer. It escapes quotes and separators. The test covers an empty row set.')}
${CSV_DONE}
`;

/** The coordinator's run: N1 then N2; `inside` is logged between N1's prompt and N1's RETURN. */
const run = (inside: string) => `# Orchestrator log

\`\`\`
DELEGATED GRAPH: report export

NODES:
  N1  domain=api  output=src/export.ts  status=pending
  N2  domain=web  output=web/export.ts  status=pending

EDGES:
  N1 → N2

WAVES:
  WAVE 1 : [N1]  — endpoint
  WAVE 2 : [N2]  — client
\`\`\`

${prompt('N1', 'export endpoint', 'the client needs an endpoint to download reports', 'none', 'src/export.ts', 'GET /export → rows → csv', 'export')}
${inside}${reply('N1', 'src/export.ts', 'GET /export → rows → csv', 'Added the export endpoint. It streams rows through the CSV writer. The test covers an empty report.')}
${prompt('N2', 'export button', 'users download reports from the dashboard', 'src/export.ts (N1)', 'web/export.ts', 'click → GET /export → save file', 'web-export')}
${reply('N2', 'web/export.ts', 'click → GET /export → save file', 'Added the export button. It calls the endpoint and saves the file. The test clicks it once.')}
\`\`\`
IMPLEMENTED GRAPH: report export

WAVE 1 — endpoint
  N1  status=done  output=src/export.ts  verify=pass

WAVE 2 — client
  N2  status=done  output=web/export.ts  verify=pass

FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
\`\`\`
`;

/** Every check of the CLI's lint (each task and nested run linted on its own, results merged). */
async function lintFile(text: string) {
  const dir = writeTree({ 'graph.md': text });
  return (await lintTarget(path.join(dir, 'graph.md'), { packs, rules: (p) => p.rules(), git: false, system: fakeSystem() })).checks;
}

const notPassing = (checks: Awaited<ReturnType<typeof lintFile>>) =>
  checks.filter((c) => c.status !== 'pass' && c.status !== 'skip').map((c) => `${c.name}: ${c.status} ${c.detail} ${c.findings.map((f) => `${f.line}:${f.column} ${f.message}`).join(' / ')}`);

describe('a well-formed nested run between the sub-coordinator’s prompt and its RETURN', () => {
  const text = run(NESTED);
  const from = lineOf(text, 'DELEGATED GRAPH: N1 csv writer');
  const to = lineOf(text, 'VERDICT    : matches');

  it('the control, without the nested blocks, passes every check', async () => {
    expect(notPassing(await lintFile(run('')))).toEqual([]);
  });

  it('passes every check, as its control does', async () => {
    expect(notPassing(await lintFile(text))).toEqual([]);
  });

  it('the run around it reads its own plan and result; graph-parse names the nested run', async () => {
    const model = loadGraph(text, {});
    expect(model.delegatedGraphs.map((g) => g.name)).toEqual(['report export']);
    expect(model.implementedGraphs.map((g) => g.name)).toEqual(['report export']);
    expect(model.subgraphs.map((s) => s.node)).toEqual(['N1', 'N2']);
    expect(model.returns.map((r) => r.node)).toEqual(['N1', 'N2']);
    expect(model.nestedRuns.map((r) => [r.plan.name, r.line, r.endLine])).toEqual([['N1 csv writer', from, to]]);
    const nested = model.nestedRun(model.nestedRuns[0]!)!;
    expect(nested.delegated?.name).toBe('N1 csv writer');
    expect(nested.subgraphs.map((s) => s.node)).toEqual(['C1']);
    expect(nested.implemented?.line).toBe(lineOf(text, 'IMPLEMENTED GRAPH: N1 csv writer'));
    // One model (the API): the run around it passes, and graph-parse says where the nested run was read.
    const results = await runAll(graphRules, model, { preset: 'recommended' });
    expect(results.filter((r) => r.status !== 'pass' && r.status !== 'skip').map((r) => r.name)).toEqual([]);
    expect(results.find((r) => r.name === 'graph-parse')!.detail).toBe(`parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH; a nested run \`N1 csv writer\`, lines ${from}–${to}, read separately`);
  });

  it('its sub-run numbering its nodes from N1 too: nested, as it opens inside N1’s spawn', async () => {
    const same = run(NESTED.replaceAll('C1', 'N1'));
    const model = loadGraph(same, {});
    expect(model.nestedRuns.map((r) => r.plan.name)).toEqual(['N1 csv writer']);
    expect(model.returns.map((r) => r.line)).toEqual([nthLineOf(same, 'RETURN: N1', 2), lineOf(same, 'RETURN: N2')]);
    expect(notPassing(await lintFile(same))).toEqual([]);
  });
});

describe('the nested run’s own invariants', () => {
  it('a cycle in the nested plan fails graph-acyclic at the nested edges, naming the nested run', async () => {
    const cyclic = run(
      edit(NESTED, ['  C1  domain=api  output=src/csv.ts  status=pending\n', '  C1  domain=api  output=src/csv.ts  status=pending\n  C2  domain=api  output=src/rows.ts  status=pending\n'], ['EDGES:\n  none', 'EDGES:\n  C1 → C2\n  C2 → C1'], ['WAVE 1 : [C1]  — writer', 'WAVE 1 : [C1 ∥ C2]  — writer']),
    );
    const checks = await lintFile(cyclic);
    const acyclic = checks.find((c) => c.name === 'graph-acyclic')!;
    expect(acyclic.status).toBe('fail');
    const from = lineOf(cyclic, 'DELEGATED GRAPH: N1 csv writer');
    expect(acyclic.detail).toBe(`nested run "N1 csv writer" (lines ${from}–${lineOf(cyclic, 'VERDICT    : matches')}): the DELEGATED GRAPH has a cycle: C1 → C2 → C1`);
    expect(acyclic.findings.map((f) => f.line)).toEqual([lineOf(cyclic, '  C1 → C2'), lineOf(cyclic, '  C2 → C1')]);
    // The run around it keeps its own reading: its plan still declares N1 and N2 at their lines.
    const complete = checks.find((c) => c.name === 'graph-subgraph-complete')!;
    expect(complete.findings.filter((f) => f.line < from || f.line > lineOf(cyclic, 'VERDICT    : matches'))).toEqual([]);
  });

  it('a nested plan left without its IMPLEMENTED GRAPH ends where the run around it goes on, reported', async () => {
    const open = run(`N1 is a sub-coordinator; it delegated to its own workers.\n\n${CSV_PLAN.replace('EDGES:\n  none', 'EDGES:\n  C1 → C1')}\n`);
    const model = loadGraph(open, {});
    const from = lineOf(open, 'DELEGATED GRAPH: N1 csv writer');
    expect(model.nestedRuns.map((r) => [r.line, r.endLine, r.closedBy])).toEqual([[from, lineOf(open, 'WAVE 1 : [C1]'), undefined]]);
    expect(model.subgraphs.map((s) => s.node)).toEqual(['N1', 'N2']);
    expect(model.returns.map((r) => r.node)).toEqual(['N1', 'N2']);
    const checks = await lintFile(open);
    expect(notPassing(checks).map((s) => s.split(':')[0])).toEqual(['graph-parse', 'graph-edges-declared']);
    const parse = checks.find((c) => c.name === 'graph-parse')!;
    expect(parse.findings.map((f) => [f.line, f.message])).toEqual([
      [from, `the nested run "N1 csv writer" (a DELEGATED GRAPH of another task) has no \`IMPLEMENTED GRAPH: N1 csv writer\` before the run around it goes on at line ${lineOf(open, 'RETURN: N1')} (RETURN N1): lines ${from}–${lineOf(open, 'WAVE 1 : [C1]')} are read as that run, checked on their own; write its IMPLEMENTED GRAPH where it ends`],
    ]);
    // The self-edge is the nested plan's, at its line.
    expect(checks.find((c) => c.name === 'graph-edges-declared')!.findings.map((f) => f.line)).toEqual([lineOf(open, '  C1 → C1')]);
  });

  it('a nested plan never closed before the file ends is reported, not read as the plan', async () => {
    const text = `${run('').replace(/```\nIMPLEMENTED GRAPH: report export[\s\S]*$/, '')}\nN2 coordinates a follow-up of its own:\n\n${CSV_PLAN.replaceAll('N1 csv writer', 'N2 share link').replace('  C1  domain=api  output=src/csv.ts', '  S1  domain=web  output=web/share.ts').replace('[C1]', '[S1]')}`;
    const model = loadGraph(text, {});
    expect(model.delegatedGraphs.map((g) => g.name)).toEqual(['report export']);
    expect(model.problems.map((p) => p.message)).toEqual([expect.stringContaining('has no `IMPLEMENTED GRAPH: N2 share link` before the file ends')]);
  });
});

describe('what stays the run’s own plan', () => {
  it('a plan of the same task re-issued after an evolution is a re-plan', () => {
    const evolved = edit(BASE, ['RETURN: N2\n  STATUS            : done', 'RETURN: N2\n  STATUS            : evolved']);
    const text = edit(evolved, ['\nIMPLEMENTED GRAPH: demo', '\nDELEGATED GRAPH: demo\nNODES:\n  N0  domain=docs  output=docs/spec.md  status=pre-done\n  N1  domain=api   output=src/api.ts    status=pending\n  N2  domain=web   output=web/app.ts    status=pending\nWAVES:\n  WAVE 1 : [N0 ∥ N1]\n  WAVE 2 : [N2]\n\nIMPLEMENTED GRAPH: demo']);
    const model = loadGraph(text);
    expect(model.nestedRuns).toEqual([]);
    expect(model.delegated?.line).toBe(nthLineOf(text, 'DELEGATED GRAPH: demo', 2));
  });

  it('a renamed re-plan keeping the run’s nodes, while a parallel spawn is out and an evolution awaits it, is a re-plan', () => {
    const text = `DELEGATED GRAPH: demo
NODES:
  N1  domain=api  output=src/api.ts  status=pending
  N2  domain=web  output=web/app.ts  status=pending
WAVES:
  WAVE 1 : [N1 ∥ N2]

AGENT SUBGRAPH — N1 api
OUTPUT : src/api.ts

AGENT SUBGRAPH — N2 web
OUTPUT : web/app.ts

RETURN: N1
  STATUS : evolved

DELEGATED GRAPH: demo (revised after N1 evolved)
NODES:
  N1  domain=api  output=src/api.ts  status=pending
  N2  domain=web  output=web/app.ts  status=pending
  N3  domain=api  output=src/cache.ts  status=pending
WAVES:
  WAVE 1 : [N1 ∥ N2 ∥ N3]

RETURN: N2
  STATUS : done
`;
    const model = loadGraph(text, {});
    expect(model.nestedRuns).toEqual([]);
    expect(model.delegated?.name).toBe('demo (revised after N1 evolved)');
    expect(model.returns.map((r) => r.node)).toEqual(['N1', 'N2']);
  });

  it('another task after the IMPLEMENTED GRAPH is another task, not a nested run', () => {
    const text = `${BASE}\n${BASE.replace('# Transcript', '## Next task').replaceAll('demo', 'audit')}`;
    const model = loadGraph(text);
    expect(model.nestedRuns).toEqual([]);
    expect(model.taskStarts().map((t) => t.plan.name)).toEqual(['audit']);
  });
});
