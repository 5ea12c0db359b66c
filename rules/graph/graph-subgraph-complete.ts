import { CappedFindings, defineRule, graphSkip, graphPlaceholderIn, GRAPH_SUBGRAPH_REQUIRED, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-subgraph-complete',
  pack: 'graph',
  summary: 'Every pending node has an AGENT SUBGRAPH whose WHY, INPUTS, OUTPUT, METHOD, SUBGRAPH, VERIFY and CONSTRAINTS are filled in',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `"Every spawned agent gets an AGENT SUBGRAPH. No free-text delegation." The
block carries every requirement a worker needs (§5): the WHY, its inputs, the
exact output, the design method, its slice of the graph, the verification
command and the constraints. A missing field, or one still holding template
text (\`<...>\`, \`TBD\`, \`...\`), is a "wrong context" break point: the worker
guesses; template text left inside a longer value is reported at the
placeholder itself. A marker is template text when it is the whole value (\`TBD\`,
\`placeholder\`, \`TODO: fill in\`) or opens it in capitals (\`TBD later\`); a sentence
that starts with the word (\`Todo items vanish on reload\`) is content. \`INPUTS\` and \`CONSTRAINTS\` may say \`none\`. An AGENT SUBGRAPH for a
node the DELEGATED GRAPH does not declare is free-text delegation outside the
plan. A block without its TASK list or RETURN template only warns.

The DELEGATED GRAPH is emitted "before any agent is spawned": a document holding only the plan (no
AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH) skips, and in a run still in progress (no IMPLEMENTED
GRAPH yet) a pending node of a wave after the last wave spawned is yet to come, not missing. Once the
IMPLEMENTED GRAPH is written, every pending node must have been spawned.`,
  audit: [
    { source: "Every spawned agent gets an AGENT SUBGRAPH. No free-text delegation.", enforced: "fails when a pending node has no AGENT SUBGRAPH" },
    { source: "R is the delegation prompt completeness check. Every worker needs: Subgraph, Design method, Verification command, WHY", enforced: "fails when WHY, INPUTS, OUTPUT, METHOD, SUBGRAPH, VERIFY or CONSTRAINTS is missing or still template text" },
    { source: "If any R is missing from the prompt, the worker will guess.", enforced: "the same check" },
    { source: "One per node, passed to the agent verbatim with values filled in.", enforced: "template text (`<...>`, TBD) fails; JSX, HTML (valueless attributes too: `<html data-theme>`) and generics in a value are content, not template text; a missing TASK list or RETURN template only warns, since a transcript may abbreviate the fixed parts of the block" },
    { source: "Each worker gets its subgraph.", enforced: "the same check, for every pending node" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts INPUTS and CONSTRAINTS of none',
      files: {
        'graph.md': transcript(
          DELEGATED,
          N1_SUBGRAPH.replace('CONSTRAINTS  : touch only src/api.ts', 'CONSTRAINTS  : none'),
          N1_RETURN,
          N2_SUBGRAPH,
          N2_RETURN,
          `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`,
        ),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on a pending node of a wave already spawned that has no AGENT SUBGRAPH, at the node line',
      files: {
        'graph.md': transcript(DELEGATED, N2_SUBGRAPH, N2_RETURN),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'warn',
      title: 'warns when a subgraph lacks its TASK list and RETURN template',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN, N2_SUBGRAPH.slice(0, N2_SUBGRAPH.indexOf('\nTASK')), N2_RETURN),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH (a one-worker transcript)',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, N1_RETURN),
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const g = model.delegated!;
    // Built only while a report shows them; past that they are counted.
    const errors = new CappedFindings();
    const warnings = new CappedFindings();
    const error = (f: () => Finding) => errors.add(f);
    const warning = (f: () => Finding) => warnings.add(f);
    // "Emit before any agent is spawned": a plan alone (no AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH yet) spawns nothing.
    if (!model.subgraphs.length && !model.returns.length && !model.implemented) {
      return { status: 'skip', detail: 'a plan only: no agent spawned yet (no AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH)' };
    }
    // A run in progress spawns wave by wave: without an IMPLEMENTED GRAPH, a wave after the last one spawned is yet to come.
    let lastSpawnedWave = 0;
    for (const sg of model.subgraphs) lastSpawnedWave = Math.max(lastSpawnedWave, (sg.node && model.waveOf(sg.node)) || 0);
    const yetToCome = (id: string) => !model.implemented && (model.waveOf(id) ?? 0) > lastSpawnedWave;
    let lacking = 0;
    let waiting = 0;
    // Each id at its first declaration: a repeat is graph-node-owner-output's, and a pre-done node repeated as pending stays pre-done.
    for (const n of model.plan(g).declared()) {
      // Unknown statuses are graph-node-owner-output's to report.
      if (model.statusOf(n) !== 'pending') continue;
      if (model.subgraphsFor(n.id).length === 0) {
        if (yetToCome(n.id)) waiting++;
        else error(() => model.at(n.line, `node ${n.id} is pending but no AGENT SUBGRAPH spawns it`, n.column));
      }
    }
    for (const s of model.subgraphs) {
      const node = s.node ? model.node(s.node) : undefined;
      if (!node) {
        error(() => model.at(s.line, s.node ? `AGENT SUBGRAPH for ${s.node}, which the DELEGATED GRAPH (line ${g.line}) does not declare` : 'AGENT SUBGRAPH names no node'));
        continue;
      }
      if (model.statusOf(node) === 'pre-done') continue; // graph-pre-done reports it
      for (const name of GRAPH_SUBGRAPH_REQUIRED) {
        const f = s.fields[name];
        if (!f) error(() => model.at(s.line, `AGENT SUBGRAPH ${s.node} has no ${name} field`));
        else {
          // At the template text itself, quoted whole: a long value is not all placeholder.
          const ph = graphPlaceholderIn(f, name === 'INPUTS' || name === 'CONSTRAINTS');
          // An empty value is said to be empty: `placeholder: ""` shows nothing to fix.
          if (ph?.whole && ph.text === '') error(() => model.at(ph.line, `${name} of AGENT SUBGRAPH ${s.node} is empty`, ph.column));
          else if (ph?.whole) error(() => model.at(ph.line, `${name} of AGENT SUBGRAPH ${s.node} is a placeholder: "${ph.text.split('\n')[0]!.slice(0, 60)}"`, ph.column));
          else if (ph) error(() => model.at(ph.line, `${name} of AGENT SUBGRAPH ${s.node} holds the template placeholder "${ph.text.slice(0, 80)}"; write the real value in its place`, ph.column));
        }
      }
      if (s.tasks.length === 0 || !s.returnSpec) lacking++;
      if (s.tasks.length === 0) warning(() => model.at(s.taskLine ?? s.line, `AGENT SUBGRAPH ${s.node} has no numbered TASK list`));
      if (!s.returnSpec) warning(() => model.at(s.line, `AGENT SUBGRAPH ${s.node} does not tell the worker what to RETURN`));
    }
    if (errors.total) {
      const findings = [...errors.findings, ...warnings.findings.map((f) => ({ ...f, severity: 'warning' as const }))];
      const total = errors.total + warnings.total;
      return {
        status: 'fail',
        detail: `${plural(errors.total, 'delegation gap')}: pending nodes need a complete AGENT SUBGRAPH`,
        fix: `Write one AGENT SUBGRAPH per pending node with ${GRAPH_SUBGRAPH_REQUIRED.join(', ')} filled in with real values.`,
        // A missing TASK list or RETURN template stays a warning beside the gaps that fail.
        findings,
        ...(total > findings.length ? { findingsTotal: total } : {}),
      };
    }
    if (warnings.total) {
      return {
        status: 'warn',
        detail: `${plural(lacking, 'AGENT SUBGRAPH block lacks', 'AGENT SUBGRAPH blocks lack')} a TASK list or a RETURN template`,
        fix: 'Add the numbered TASK steps and the RETURN template (STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, SUMMARY, EVOLVED_SCOPE, FAILURE_REASON).',
        ...warnings.outcome(),
      };
    }
    if (waiting) return { status: 'pass', detail: `${plural(model.subgraphs.length, 'AGENT SUBGRAPH block')}, complete, for every pending node spawned so far; ${plural(waiting, 'node')} of later waves not spawned yet (no IMPLEMENTED GRAPH)` };
    return { status: 'pass', detail: `${plural(model.subgraphs.length, 'AGENT SUBGRAPH block')}, complete, for every pending node` };
  },
});
