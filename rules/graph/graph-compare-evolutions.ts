import { defineRule, graphSkip, graphUndecorated, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';

/**
 * A DELEGATED GRAPH re-issued after an evolution re-plans the evolved nodes only ("the coordinator,
 * not the worker, updates the node"): a node of the plan before that did not evolve is kept, with
 * its owner and output. One dropped or changed is a delegation changed without an evolution.
 */
function replanFindings(model: GraphModel): Finding[] {
  const plans = model.delegatedGraphs;
  if (plans.length < 2) return [];
  const starts = new Set(model.taskStarts().map((t) => t.plan));
  const findings: Finding[] = [];
  for (let k = 1; k < plans.length; k++) {
    const [before, plan] = [plans[k - 1]!, plans[k]!];
    if (starts.has(plan)) continue;
    const evolved = new Set(model.returns.filter((r) => r.node && r.line > before.line && r.line < plan.line && model.returnStatus(r) === 'evolved').map((r) => r.node!));
    // Within each plan, an id is read at its first declaration (a repeat is graph-node-owner-output's).
    const now = model.plan(plan);
    for (const n of model.plan(before).declared()) {
      if (evolved.has(n.id)) continue;
      const again = now.node(n.id);
      if (!again) {
        findings.push(model.at(plan.line, `the DELEGATED GRAPH re-issued here drops ${n.id} (delegated at line ${n.line}), which did not evolve: only an evolved node is re-planned`));
        continue;
      }
      const changed = (['domains', 'outputs'] as const).filter((k) => (n[k][0]?.value ?? '').trim() !== (again[k][0]?.value ?? '').trim());
      for (const k of changed) {
        const what = k === 'domains' ? 'domain' : 'output';
        findings.push(model.at(again.line, `the re-issued DELEGATED GRAPH changes ${n.id}'s ${what} (${n[k][0]?.value ?? 'none'} at line ${n.line} → ${again[k][0]?.value ?? 'none'}), though ${n.id} did not evolve: only an evolved node is re-planned`, again.column));
      }
    }
  }
  return findings;
}

const REPLAN_FIX = 'Re-issue the DELEGATED GRAPH with every node that did not evolve as it was (its owner, its output); a new task goes after the IMPLEMENTED GRAPH that closes the one before.';

export default defineRule<GraphModel>({
  id: 'graph-compare-evolutions',
  pack: 'graph',
  summary: 'EVOLUTIONS records exactly the nodes whose RETURN said STATUS evolved',
  statuses: ['pass', 'fail', 'skip'],
  docs: `When a worker returns \`STATUS : evolved\`, the coordinator re-plans the node and
"records the change in EVOLUTIONS". An evolved RETURN missing from EVOLUTIONS is a
scope change nobody can see in the result; an EVOLUTIONS entry for a node that
never returned evolved is a re-plan without cause. Entries are read from
\`{ node: N2, ... }\` objects or plain ids. Each difference is reported at the
RETURN and at the EVOLUTIONS line. A recorded evolution is itself a difference
between the delegated and the implemented graph: the VERDICT may not say
\`matches\` while EVOLUTIONS lists a node (graph-verdict). A DELEGATED GRAPH re-issued after
an evolution re-plans the evolved nodes only: one that drops a node that did not evolve, or
changes its owner or output, fails at the re-issued plan (also without an IMPLEMENTED GRAPH).`,
  audit: [
    { source: 'the coordinator, not the worker, updates the node', enforced: 'fails when a DELEGATED GRAPH re-issued after an evolution drops a node that did not evolve, or changes its owner or output' },
    { source: "Record the change in EVOLUTIONS.", enforced: "fails when EVOLUTIONS does not record exactly the nodes whose RETURN said evolved" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when no node evolved and EVOLUTIONS says none',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
EVOLUTIONS : none`,
      },
    },
    {
      status: 'fail',
      title: 'fails without an EVOLUTIONS line',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`,
      },
    },
    {
      status: 'skip',
      title: 'skips without an IMPLEMENTED GRAPH',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
  ],
  check({ model }) {
    const replanned = replanFindings(model);
    const skip = graphSkip(model, { delegated: true, implemented: true });
    if (skip && !replanned.length) return skip;
    if (skip) return { status: 'fail', detail: `a re-issued DELEGATED GRAPH changes ${plural(replanned.length, 'node')} that did not evolve`, fix: REPLAN_FIX, findings: replanned };
    const impl = model.implemented!;
    const list = impl.evolutions;
    const findings: Finding[] = [...replanned];
    const here = list ? { line: list.field.line, column: list.field.column, what: `EVOLUTIONS (line ${list.field.line})` } : { line: impl.line, column: 1, what: `the IMPLEMENTED GRAPH (line ${impl.line}), which has no EVOLUTIONS line,` };
    const evolvedReturns = model.returns.filter((r) => r.node && graphUndecorated(r.fields['STATUS']?.value ?? '').toLowerCase().startsWith('evolved'));
    const recorded = new Set((list?.items ?? []).map((i) => i.value));
    const seen = new Set<string>();
    for (const r of evolvedReturns) {
      if (recorded.has(r.node!) || seen.has(r.node!)) continue;
      seen.add(r.node!);
      const status = r.fields['STATUS']!;
      findings.push(model.at(status.line, `RETURN ${r.node} says evolved here, but ${here.what} does not record the change`, status.valueColumns[0]));
      findings.push(model.at(here.line, `EVOLUTIONS does not record ${r.node}, whose RETURN at line ${r.line} says evolved`, here.column));
    }
    const evolvedIds = new Set(evolvedReturns.map((r) => r.node));
    for (const item of list?.items ?? []) {
      if (evolvedIds.has(item.value)) continue;
      if (!model.node(item.value) && !model.implNode(item.value)) {
        findings.push(model.at(item.line, `EVOLUTIONS records ${item.value}, which is no node of the DELEGATED or IMPLEMENTED GRAPH`, item.column));
        continue;
      }
      const any = model.returnsFor(item.value)[0];
      findings.push(model.at(item.line, `EVOLUTIONS records ${item.value}, but no RETURN for it says evolved${any ? ` (RETURN at line ${any.line})` : ''}`, item.column));
      if (any) findings.push(model.at(any.line, `RETURN ${item.value} does not say evolved, yet EVOLUTIONS (line ${item.line}) records it`));
    }
    if (!list && !evolvedReturns.length) findings.push(model.at(impl.line, 'the IMPLEMENTED GRAPH has no EVOLUTIONS line (write `EVOLUTIONS : none`)'));
    if (findings.length) {
      return {
        status: 'fail',
        detail:
          findings.length === replanned.length
            ? `a re-issued DELEGATED GRAPH changes ${plural(replanned.length, 'node')} that did not evolve`
            : `EVOLUTIONS disagrees with the RETURN blocks (${plural(findings.length - replanned.length, 'finding')}): ${plural(evolvedReturns.length, 'RETURN')} said evolved${replanned.length ? `; a re-issued DELEGATED GRAPH changes ${plural(replanned.length, 'node')} that did not evolve` : ''}`,
        fix: `Record every evolved node in EVOLUTIONS as \`{ node, original_scope, evolved_scope }\`; write \`EVOLUTIONS : none\` when no node evolved.${replanned.length ? ` ${REPLAN_FIX}` : ''}`,
        findings,
      };
    }
    const n = new Set(evolvedReturns.map((r) => r.node)).size;
    return { status: 'pass', detail: n ? `EVOLUTIONS records the ${plural(n, 'evolved node')}` : 'no node evolved and EVOLUTIONS says none' };
  },
});
