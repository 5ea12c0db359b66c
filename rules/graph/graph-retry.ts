import { oneSpaced, pushAll } from '@engagement-lint/core/kit';
import { GRAPH_ARROW, defineRule, plural, type Finding, type GraphModel, type GraphSubgraph } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** A field as compared: whitespace collapsed, and every arrow the notation reads (`->`, `=>`, `⟶`) written `→`: the same subgraph in another spelling is no change. */
const squash = (v: string) => oneSpaced(v).replace(new RegExp(GRAPH_ARROW.source, 'g'), '→').trim();

/**
 * The fields an evolution may rewrite: the scope (SUBGRAPH and the TASK steps) and what the new scope
 * reads and writes (INPUTS: "If the change adds or removes edges"; OUTPUT, which graph-subgraph-output
 * holds to the plan). Every other field (WHY, METHOD, VERIFY, CONSTRAINTS, RETRY, EVOLVE) is kept.
 */
const SCOPE = new Set(['SUBGRAPH', 'INPUTS', 'OUTPUT', 'TASK']);

/**
 * The template's closing lines (\`RETRY : coordinator re-spawns once ...\`, \`EVOLVE: ...\`): the coordinator's notes
 * on handling the node, not the subgraph the worker implements. One left out of a spawn changes nothing.
 */
const NOTES = new Set(['RETRY', 'EVOLVE']);

/** `changes SUBGRAPH from`, `leaves out RETRY of`, `adds WHY to` the earlier AGENT SUBGRAPH. */
const PREPOSITION = { changes: 'from', 'leaves out': 'of', adds: 'to' } as const;

interface Difference {
  name: string;
  /** How the later spawn differs: it changes the field, leaves it out, or adds it. */
  how: 'changes' | 'leaves out' | 'adds';
  /** Where the later spawn writes the field (its header when absent). */
  line: number;
  /** Where the earlier spawn writes it. */
  was: number;
}

/** Fields (and the TASK list, as `TASK`) where two spawns of a node differ, in field order. */
function differences(a: GraphSubgraph, b: GraphSubgraph): Difference[] {
  const out: Difference[] = [];
  const names = new Set([...Object.keys(a.fields), ...Object.keys(b.fields)]);
  for (const name of names) {
    const x = a.fields[name];
    const y = b.fields[name];
    if (NOTES.has(name) && (!x || !y)) continue;
    if (squash(x?.value ?? '') !== squash(y?.value ?? '')) out.push({ name, how: !y ? 'leaves out' : !x ? 'adds' : 'changes', line: y?.line ?? b.line, was: x?.line ?? a.line });
  }
  // At the first step that differs (or the first one missing from either list), not the TASK header.
  const n = Math.max(a.tasks.length, b.tasks.length);
  for (let k = 0; k < n; k++) {
    const x = a.tasks[k];
    const y = b.tasks[k];
    if (x && y && squash(x.text) === squash(y.text)) continue;
    out.push({ name: 'TASK', how: 'changes', line: y?.line ?? b.taskLine ?? b.line, was: x?.line ?? a.taskLine ?? a.line });
    break;
  }
  return out;
}

/** First field (or the TASK list) where two spawns of a node differ. */
const firstDifference = (a: GraphSubgraph, b: GraphSubgraph): Difference | undefined => differences(a, b)[0];

/** Where a difference stands, for messages: both lines, or the one line that writes the field. */
function said(d: Difference, earlier: GraphSubgraph): string {
  if (d.how === 'leaves out') return `the AGENT SUBGRAPH at line ${earlier.line} writes it at line ${d.was}`;
  if (d.how === 'adds') return `line ${d.line}, which the AGENT SUBGRAPH at line ${earlier.line} does not write`;
  return `line ${d.line} differs from line ${d.was} of the AGENT SUBGRAPH at line ${earlier.line}`;
}

/** An evolution's re-spawn that changes a field outside the scope: one finding per field, at both lines. */
function keptFieldFindings(model: GraphModel, id: string, first: GraphSubgraph, cur: GraphSubgraph): Finding[] {
  return differences(first, cur)
    .filter((d) => !SCOPE.has(d.name))
    .map((d) =>
      model.at(
        d.line,
        `re-spawn of ${id} after its evolution ${d.how} ${d.name}: ${said(d, first)}; an evolution rewrites the scope (SUBGRAPH, TASK, INPUTS, OUTPUT) and keeps every other field`,
      ),
    );
}

export default defineRule<GraphModel>({
  id: 'graph-retry',
  pack: 'graph',
  summary: 'A node is spawned at most twice, and a retry repeats its AGENT SUBGRAPH verbatim unless EVOLUTIONS records a change',
  statuses: ['pass', 'fail', 'skip'],
  docs: `"Re-spawn once with the identical subgraph. Never retry more than once. Never
change the subgraph on retry." Only a failed node is retried ("Re-spawn any \`failed\` node
once"): a spawn after the node's RETURN said \`done\` redoes finished work and fails at its header. A third spawn hides a node that should be marked
FAILED; a retry with an edited subgraph is a silent re-plan the IMPLEMENTED
GRAPH cannot be compared against. Fields and TASK steps are compared with
whitespace collapsed and arrows in any spelling the notation reads (\`->\`, \`=>\`, \`→\`) taken as one; a changed TASK list is reported at its first changed step,
and a field one spawn leaves out is said to be left out (or added), at the later spawn's header. The
template's closing RETRY and EVOLVE lines are the coordinator's notes, not the subgraph: one written
in a single spawn only changes nothing (written in both, they are compared like any field). When EVOLUTIONS of the IMPLEMENTED GRAPH records the node,
the coordinator re-planned it (§ Evolution): one changed re-spawn is allowed, and
one more spawn, the retry of the evolved subgraph. Where the transcript shows the
node's \`evolved\` RETURNs, each one starts a new round: the re-spawn after it
carries the rewritten subgraph (not a retry, whether or not EVOLUTIONS records
it: graph-compare-evolutions reports a missing record), and fails, at its header,
when its scope (SUBGRAPH, TASK, INPUTS, OUTPUT) is the spawn's before the
evolved RETURN unchanged; the round allows one verbatim
retry, so a node may evolve more than once. An evolution rewrites the scope and
"keeps every other field": its re-spawn may change SUBGRAPH and the TASK steps,
and INPUTS and OUTPUT as the new scope needs (an evolution may add edges or
re-issue the plan; graph-subgraph-inputs and graph-subgraph-output hold them to
the plan). A change to any other field (WHY, METHOD, VERIFY, CONSTRAINTS, RETRY,
EVOLVE), compared with the node's first AGENT SUBGRAPH, fails once per field, at
both lines, whether or not EVOLUTIONS records the node.`,
  audit: [
    { source: "Never retry more than once. Never change the subgraph on retry.", enforced: "fails on a third spawn and on a retry whose fields or TASK steps differ from the previous spawn" },
    { source: "Re-spawn once with the identical subgraph. No changes.", enforced: "the same check" },
    { source: "Rewrite that node's AGENT SUBGRAPH with the new scope. Keep every other field.", enforced: "when EVOLUTIONS records the node, one changed re-spawn and one retry of it are allowed; a re-spawn after an evolution that changes WHY, METHOD, VERIFY, CONSTRAINTS, RETRY or EVOLVE fails, at the field; a re-spawn after an evolved RETURN whose SUBGRAPH, TASK, INPUTS and OUTPUT are all unchanged fails, at its header" },
    { source: "Re-spawn the node with the updated subgraph. If it then fails, apply Retry.", enforced: "the re-spawn after each evolved RETURN may change the scope (a missing EVOLUTIONS entry is graph-compare-evolutions' finding, not a retry) and opens a new round with its own single retry" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when no node is spawned twice',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on a retry that changes the subgraph, at the changed field',
      files: {
        'graph.md': transcript(
          DELEGATED,
          N1_SUBGRAPH,
          `RETURN: N1
  STATUS            : failed
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list
  VERIFY_RESULT     : fail: api › lists items as JSON
  SUMMARY           : Added the handler. The JSON encoder rejects the date fields. The test fails on the first item.
  FAILURE_REASON    : dates are not serialisable`,
          N1_SUBGRAPH.replace('SUBGRAPH     : GET /items → list → json', 'SUBGRAPH     : GET /items → list → dates as ISO strings → json'),
        ),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips a plan nothing has been spawned for yet (no AGENT SUBGRAPH)',
      files: {
        'graph.md': transcript(DELEGATED),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
  ],
  check({ model }) {
    if (!model.subgraphs.length) return { status: 'skip', detail: `no AGENT SUBGRAPH block in ${model.rel}`, missingArtefact: true };
    const findings: Finding[] = [];
    const ids = [...new Set(model.subgraphs.map((s) => s.node).filter(Boolean))];
    let retried = 0;
    // Findings about an evolution's re-spawn (a kept field changed, or the scope not rewritten), whose fix is not a verbatim retry.
    let keptCount = 0;
    // Spawns after a RETURN that said done: no retry at all, said apart in the headline.
    let afterDone = 0;
    for (const id of ids) {
      const spawns = model.subgraphsFor(id);
      if (spawns.length < 2) continue;
      retried++;
      // "Re-spawn any `failed` node once": a spawn after a RETURN that said done redoes finished work.
      const returns = model.returnsFor(id);
      for (let k = 1; k < spawns.length; k++) {
        const between = returns.filter((r) => r.line > spawns[k - 1]!.line && r.line < spawns[k]!.line).at(-1);
        if (between && model.returnStatus(between) === 'done') {
          afterDone++;
          findings.push(model.at(spawns[k]!.line, `${id} is spawned again after its RETURN at line ${between.line} said done; only a failed node is re-spawned (an evolved one re-planned)`));
        }
      }
      const evolved = model.evolved(id);
      // Lines of the node's evolved RETURNs: each one ends a round of spawns (§ Evolution re-spawns, it does not retry).
      const evolutions = model
        .returnsFor(id)
        .filter((r) => model.returnStatus(r) === 'evolved')
        .map((r) => r.line);
      if (evolutions.length === 0) {
        const limit = evolved ? 3 : 2;
        for (const extra of spawns.slice(limit)) {
          findings.push(model.at(extra.line, `${id} is spawned ${spawns.length} times (first at line ${spawns[0]!.line}); retry at most once${evolved ? ' after its evolution' : ''}, then mark it FAILED`));
        }
        let changesLeft = evolved ? 1 : 0;
        for (let k = 1; k < Math.min(spawns.length, limit); k++) {
          const diff = firstDifference(spawns[k - 1]!, spawns[k]!);
          if (!diff) continue;
          if (changesLeft > 0) {
            // The one changed spawn EVOLUTIONS allows is the evolution's re-spawn: its scope only.
            changesLeft--;
            const kept = keptFieldFindings(model, id, spawns[0]!, spawns[k]!);
            keptCount += kept.length;
            pushAll(findings, kept);
            continue;
          }
          findings.push(
            model.at(diff.line, `retry of ${id} ${diff.how} ${diff.name} ${PREPOSITION[diff.how]} the AGENT SUBGRAPH at line ${spawns[k - 1]!.line}${evolved ? ' more than once' : ' and EVOLUTIONS records no change for it'}`),
          );
        }
        continue;
      }
      // With the evolved RETURNs in the transcript, each spawn is placed: after an evolved RETURN it is the
      // re-spawn with the rewritten subgraph, otherwise a retry (one per round, verbatim).
      let e = 0;
      let retries = 0;
      for (let k = 1; k < spawns.length; k++) {
        const prev = spawns[k - 1]!;
        const cur = spawns[k]!;
        while (e < evolutions.length && evolutions[e]! < prev.line) e++;
        let afterEvolution = false;
        while (e < evolutions.length && evolutions[e]! < cur.line) {
          afterEvolution = true;
          e++;
        }
        const diff = firstDifference(prev, cur);
        if (afterEvolution) {
          retries = 0;
          // Kept fields are compared with the first spawn: each evolution keeps the fields the node was delegated with.
          // Its new scope is no retry, recorded in EVOLUTIONS or not: a missing record is graph-compare-evolutions'.
          const kept = keptFieldFindings(model, id, spawns[0]!, cur);
          // The evolved RETURN said the scope must change: a re-spawn with the same scope re-runs the old plan.
          if (!differences(prev, cur).some((d) => SCOPE.has(d.name))) {
            kept.push(
              model.at(
                cur.line,
                `re-spawn of ${id} after its evolved RETURN (line ${evolutions[e - 1]}) repeats the scope of the AGENT SUBGRAPH at line ${prev.line} unchanged; an evolution rewrites the node's AGENT SUBGRAPH with the new scope (SUBGRAPH, TASK, INPUTS, OUTPUT)`,
              ),
            );
          }
          keptCount += kept.length;
          pushAll(findings, kept);
          continue;
        }
        retries++;
        if (retries > 1) findings.push(model.at(cur.line, `${id} is spawned again after its retry (first spawn at line ${spawns[0]!.line}); retry at most once, then mark it FAILED`));
        else if (diff) findings.push(model.at(diff.line, `retry of ${id} ${diff.how} ${diff.name} ${PREPOSITION[diff.how]} the AGENT SUBGRAPH at line ${prev.line}; a retry repeats the subgraph verbatim`));
      }
    }
    if (findings.length) {
      const evolution = 'an evolution\'s re-spawn rewrites the scope and keeps every other field';
      const retry = findings.length - keptCount - afterDone;
      const headline = [afterDone ? 'only a failed node is re-spawned' : '', retry ? 'retry once, with the identical subgraph' : '', keptCount ? evolution : ''].filter(Boolean).join('; ');
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'retry problem')}: ${headline}`,
        fix: 'Re-spawn a failed node once with its AGENT SUBGRAPH unchanged; after a second failure mark it FAILED. After an evolved RETURN, rewrite the scope (SUBGRAPH, TASK, INPUTS, OUTPUT) to the new one before re-spawning, keep every other field, and record the re-plan in EVOLUTIONS.',
        findings,
      };
    }
    return { status: 'pass', detail: retried ? `${plural(retried, 'node')} retried within the limit, verbatim or as recorded evolutions` : 'no node was spawned twice' };
  },
});
