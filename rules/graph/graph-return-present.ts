import { defineRule, graphIsPlaceholder, graphOutputSaid, graphUndecorated, plural, type Finding, type GraphModel, type GraphReturn, type GraphSubgraph } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** What the protocol requires a RETURN to hold (its RETURN block's fields), for messages. */
const RETURN_HOLDS = 'a RETURN must say STATUS (done | failed | evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT (pass | fail + first failing line | not run) and SUMMARY (3 to 5 sentences), with FAILURE_REASON if failed and EVOLVED_SCOPE if evolved';

/** A worker's one-word answer in place of the fields (`RETURN: done`, `RETURN: ✅ completed`). */
const BARE_WORD = /^(?:done|failed|evolved|complete|completed|finished|ok|okay|success|succeeded|passed)$/i;

/**
 * Why the RETURN written inside a spawn's prompt is the worker's answer, yet no readable one, or undefined when it
 * is the prompt's template (or absent): `RETURN: done` with no field is a bare "done", a failed return; a filled
 * STATUS that is no status (`STATUS : finished`) is no return either. A filled-in reply (`STATUS : done`) is
 * read as the node's RETURN by the parser and never reaches here.
 */
function unreadableReply(s: GraphSubgraph): string | undefined {
  const spec = s.returnSpec;
  if (!spec) return undefined;
  const said = graphUndecorated(spec.header ?? '');
  if (!Object.keys(spec.fields).length && BARE_WORD.test(said)) return `a bare "${said}": ${RETURN_HOLDS}; a bare "${said}" is a failed return`;
  const status = spec.fields['STATUS']?.value ?? '';
  const word = graphUndecorated(status);
  if (/^[A-Za-z]+$/.test(word) && !graphIsPlaceholder(status)) return `not readable as a return: its STATUS "${word}" is not done, failed or evolved; ${RETURN_HOLDS}`;
  return undefined;
}

export default defineRule<GraphModel>({
  id: 'graph-return-present',
  pack: 'graph',
  summary: 'Every spawned node has a RETURN block, and every RETURN answers a spawned node',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `A worker is acquired by spawning it and released by returning structured data
(§8). A spawn without a RETURN loses the worker's implemented graph: the
coordinator gates the next wave on nothing. Each AGENT SUBGRAPH (a retry is a
new spawn) must be answered by a RETURN for its node before the node is spawned
again. A RETURN names its node in its header (\`RETURN: N1\`) or in a \`NODE :\`
field. The protocol's own RETURN block names none: such a RETURN answers the
still-unanswered AGENT SUBGRAPH above it whose OUTPUT equals the RETURN's
OUTPUT, else one whose asked folder holds every path the RETURN gives (files
written inside a folder refine it, as in \`graph-subgraph-output\`), else the one
node of the DELEGATED GRAPH whose output it gives when no AGENT SUBGRAPH above
spawned that node (it was spawned in free text, and the RETURN is that node's: it
warns as a RETURN for a node never spawned), else the
earliest still-unanswered one above it (a parallel wave spawns
its nodes before the first RETURN), else that node anyway, else the nearest one
above unless the RETURN's OUTPUT is another: then it answers no node and fails, saying so. A RETURN whose
node is unknown fails; a RETURN for a node nobody spawned warns. A RETURN is due
by the IMPLEMENTED GRAPH ("Emit after the last wave"): a spawn with no RETURN and no
IMPLEMENTED GRAPH below it is a run still in progress, or a plan listing its prompts up
front, and is named in the detail, not failed (skipped when no spawn has returned yet);
under \`--mode ready\` the run is handed off finished, and it fails.

A worker's answer written where the prompt's RETURN stands, as a bare word
(\`RETURN: done\`) or with a STATUS that is none of done, failed and evolved,
answers nothing: the finding is at that RETURN line and says what a RETURN must
hold ("a bare done is a failed return").`,
  audit: [
    { source: "Every agent returns a RETURN block.", enforced: "fails when a spawn is not answered by a RETURN before the node is spawned again or before the IMPLEMENTED GRAPH (any time under --mode ready), and on a RETURN that names no known node" },
    { source: "A worker is a resource. It is acquired (spawned) and must be released (completed with structured data).", enforced: "the same check" },
    { source: "After each wave: collect every RETURN.", enforced: "the same check; a RETURN for a node with no AGENT SUBGRAPH only warns, since the prompt may be recorded elsewhere" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when every spawn is answered',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on a RETURN for an undeclared node: N1\'s reply headed N7, which also leaves N1\'s spawn unanswered',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN.replace('RETURN: N1', 'RETURN: N7'), N2_SUBGRAPH, N2_RETURN),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'warn',
      title: 'warns on a RETURN for a node that was never spawned (no AGENT SUBGRAPH for N2 above it)',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN, N2_RETURN),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips a plan nothing has been spawned for yet',
      files: {
        'graph.md': transcript(DELEGATED),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
  ],
  check({ model, options }) {
    if (!model.subgraphs.length && !model.returns.length) {
      return { status: 'skip', detail: `no AGENT SUBGRAPH or RETURN block in ${model.rel}`, missingArtefact: true };
    }
    const errors: Finding[] = [];
    const warnings: Finding[] = [];
    const known = new Set([...(model.delegated?.nodes.map((n) => n.id) ?? []), ...model.subgraphs.map((s) => s.node)]);
    const nodes = new Set<string>();
    for (const s of model.subgraphs) if (s.node) nodes.add(s.node);
    for (const r of model.returns) {
      if (!r.node) {
        // Read by position, an OUTPUT that no spawn above and no one delegated node asks for answers none of them.
        const out = r.fields['OUTPUT'];
        const why = out && !graphIsPlaceholder(out.value) ? `, and no unanswered AGENT SUBGRAPH above it nor any one node of the DELEGATED GRAPH has its OUTPUT ${graphOutputSaid(out.value)}` : '';
        errors.push(model.at(r.line, `RETURN names no node${why}: put the node id in its header (\`RETURN: N1\`) or a \`NODE :\` field`));
      }
      else if (!known.has(r.node)) errors.push(model.at(r.line, `RETURN for ${r.node}, which no DELEGATED GRAPH or AGENT SUBGRAPH declares`));
      else nodes.add(r.node);
    }
    /** A spawn no RETURN answers: at its RETURN line when the worker wrote one that cannot be read, else at its header. */
    const unanswered = (id: string, s: GraphSubgraph, before: string): Finding => {
      const why = unreadableReply(s);
      if (why) return model.at(s.returnSpec!.line, `RETURN of ${id} is ${why}${before ? ` (AGENT SUBGRAPH ${id} has no other RETURN${before})` : ''}`);
      return model.at(s.line, before ? `AGENT SUBGRAPH ${id} has no RETURN${before}` : `AGENT SUBGRAPH ${id} is never answered by a RETURN block`);
    };
    // A spawn's RETURN is due by the IMPLEMENTED GRAPH ("Emit after the last wave"): with none below it the run may
    // still be going, or the file is a plan listing its prompts up front. Handed off (--mode ready), it is due.
    const due = (s: GraphSubgraph) => options.mode === 'ready' || model.implementedGraphs.some((g) => g.line > s.line) || !!unreadableReply(s);
    const awaiting: GraphSubgraph[] = [];
    let spawns = 0;
    for (const id of nodes) {
      // Walk the node's spawns and returns in file order; a spawn is open until a RETURN answers it.
      const events: Array<GraphSubgraph | GraphReturn> = [...model.subgraphsFor(id), ...model.returnsFor(id)].sort((a, b) => a.line - b.line);
      let open: GraphSubgraph | undefined;
      for (const ev of events) {
        if ('fields' in ev && 'tasks' in ev) {
          spawns++;
          if (open) errors.push(unanswered(id, open, ` before ${id} is spawned again at line ${ev.line}`));
          open = ev;
        } else if (open) {
          open = undefined;
        } else {
          warnings.push(model.at(ev.line, `RETURN for ${id} answers no AGENT SUBGRAPH: ${id} was never spawned${model.subgraphsFor(id).length ? ' again' : ''} before this line`));
        }
      }
      if (open && due(open)) errors.push(unanswered(id, open, ''));
      else if (open) awaiting.push(open);
    }
    awaiting.sort((a, b) => a.line - b.line);
    const shown = awaiting.slice(0, 3).map((s) => `${s.node} (line ${s.line})`).join(', ') + (awaiting.length > 3 ? ` and ${awaiting.length - 3} more` : '');
    const notFinished = `the run is not finished (no IMPLEMENTED GRAPH follows): ${shown} ${awaiting.length === 1 ? 'awaits its' : 'await their'} RETURN`;
    if (errors.length) {
      return {
        status: 'fail',
        detail: `${plural(errors.length, 'spawn or RETURN', 'spawns or RETURNs')} without a counterpart: every spawned node returns a RETURN block`,
        fix: 'Record the RETURN block of every spawned worker (`RETURN: <node id>` with STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, SUMMARY); name its node in the header.',
        findings: [...errors, ...warnings],
      };
    }
    if (warnings.length) {
      return {
        status: 'warn',
        detail: `${plural(warnings.length, 'RETURN answers', 'RETURNs answer')} no spawn`,
        fix: 'Write the AGENT SUBGRAPH the worker was given before its RETURN, or drop the stray RETURN.',
        findings: warnings,
      };
    }
    if (awaiting.length && awaiting.length === spawns) return { status: 'skip', detail: notFinished };
    if (awaiting.length) return { status: 'pass', detail: `${plural(spawns - awaiting.length, 'spawn')} answered by a RETURN; ${notFinished}` };
    return { status: 'pass', detail: `${plural(spawns, 'spawn')}, each answered by a RETURN` };
  },
});
