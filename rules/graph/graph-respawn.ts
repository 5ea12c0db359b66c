import { defineRule, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-respawn',
  pack: 'graph',
  summary: 'A node that returned failed (the first time) or evolved is spawned again before the next wave starts',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Gates: "After each wave: collect every RETURN. Re-spawn any \`failed\` node once.
Handle \`evolved\` nodes (below) before the next wave." Evolution: "Re-spawn the
node with the updated subgraph. If it then fails, apply Retry." A node whose
RETURN says failed for the first time, or evolved, needs one more AGENT SUBGRAPH;
so does a bare RETURN (\`done\` alone, no fields, or \`STATUS : done\` and no other field): "A bare 'done' is a failed return". Fails when the transcript proves otherwise: the IMPLEMENTED GRAPH follows with no
re-spawn, or a node of a later wave is spawned between that RETURN and the
re-spawn. A transcript that stops after such a RETURN, with no IMPLEMENTED GRAPH
yet, may be a run still in progress and passes. A second failure needs no
re-spawn: the node is FAILED.`,
  audit: [
    { source: 'After each wave: collect every RETURN. Re-spawn any `failed` node once.', enforced: 'fails when a first failed RETURN is followed by the IMPLEMENTED GRAPH without another AGENT SUBGRAPH of the node' },
    { source: 'Handle `evolved` nodes (below) before the next wave.', enforced: 'fails when a later-wave node is spawned between an evolved (or failed) RETURN and the re-spawn it calls for' },
    { source: 'Re-spawn the node with the updated subgraph. If it then fails, apply Retry.', enforced: 'an evolved RETURN needs a re-spawn; a failure of that re-spawn is a first failure after the evolution and needs the retry' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when a node that failed is re-spawned before the next wave',
      files: {
        'graph.md': transcript(
          DELEGATED,
          N1_SUBGRAPH,
          `RETURN: N1
  STATUS            : failed
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list
  VERIFY_RESULT     : fail: api › lists items as JSON
  SUMMARY           : Added the handler. The test database was not up. The test could not connect.
  FAILURE_REASON    : the test database was down`,
          N1_SUBGRAPH,
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
      title: 'fails when a failed node is never re-spawned before the IMPLEMENTED GRAPH',
      files: {
        'graph.md': transcript(
          ...DELEGATION.slice(0, 4),
          `RETURN: N2
  STATUS            : failed
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items
  VERIFY_RESULT     : fail: web › renders the list
  SUMMARY           : The page fetches the items. The test database was not up. The test could not connect.
  FAILURE_REASON    : the test database was down`,
          `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=failed    output=web/app.ts    verify=fail\nFAILURES   : [N2]\nEVOLUTIONS : none\nOFF-SCRIPT : none\nGAPS       : none\nVERDICT    : mismatches listed above`,
        ),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips a run no worker has returned from yet',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
  ],
  check({ model }) {
    if (!model.returns.length) return { status: 'skip', detail: `no RETURN block in ${model.rel}`, missingArtefact: true };
    const findings: Finding[] = [];
    const implLine = model.implemented?.line;
    let handled = 0;
    for (const id of new Set(model.returns.map((r) => r.node).filter((n): n is string => !!n))) {
      const wave = model.waveOf(id);
      let failures = 0;
      for (const r of model.returnsFor(id)) {
        const status = model.returnStatus(r);
        if (status === 'evolved') failures = 0;
        if (status === 'failed') failures++;
        if (status !== 'evolved' && !(status === 'failed' && failures === 1)) continue;
        const again = model.subgraphsFor(id).find((s) => s.line > r.line);
        const end = again?.line ?? implLine;
        if (end === undefined || end < r.line) continue;
        const early = wave === undefined ? undefined : model.subgraphs.find((s) => s.line > r.line && s.line < end && s.node !== id && (model.waveOf(s.node) ?? 0) > wave);
        if (early) {
          findings.push(model.at(early.line, `${early.node} (WAVE ${model.waveOf(early.node)}) is spawned before ${id}, which returned ${status} at line ${r.line}, was spawned again`));
        } else if (!again) {
          findings.push(model.at(r.line, `${id} returned ${model.isBareReturn(r) ? 'a bare RETURN (a failed return)' : status} and was never spawned again before the IMPLEMENTED GRAPH (line ${implLine}); ${status === 'failed' ? 're-spawn it once with the identical subgraph' : 'rewrite its AGENT SUBGRAPH with the new scope and re-spawn it'}`));
        } else handled++;
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'failed or evolved node')} not re-spawned in time`,
        fix: 'After each wave, re-spawn every node that failed for the first time (identical subgraph) or evolved (rewritten subgraph) before spawning the next wave.',
        findings,
      };
    }
    return { status: 'pass', detail: handled ? `${plural(handled, 'failed or evolved RETURN')}, each re-spawned before the next wave` : 'no RETURN calls for a re-spawn' };
  },
});
