import { blockingProblem, defineRule, plural, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-parse',
  pack: 'graph',
  summary: 'The transcript holds a DELEGATED GRAPH and every protocol block parses',
  statuses: ['pass', 'fail'],
  docs: `Every other graph rule reads the blocks this one parses: DELEGATED GRAPH
(NODES, EDGES, WAVES), AGENT SUBGRAPH, RETURN and IMPLEMENTED GRAPH. Blocks may
sit in fenced code blocks or plain text. An HTML comment (\`<!-- … -->\`, on one line
or over several) is not read, as markdown shows none of it: a plan commented out is no
plan, and \`-->\` no line of one. \`<!--\` inside a code fence or an inline code span is
text; one never closed hides the rest of the file, as markdown renders it, and is
reported at its \`<!--\`; a fence may stand up to 3 spaces in (counted
from a list item's content inside one), and only a fence of its character, at least
as long and up to 3 spaces in, closes it. A DELEGATED GRAPH split over two fences goes on
in the next one when that fence starts with its next section (blank lines or a
heading between are fine; prose between is reported), and NODES, EDGES or WAVES
lines outside any DELEGATED GRAPH are reported, not dropped. An IMPLEMENTED GRAPH written in the plan's notation
(\`NODES:\`, \`EDGES:\`, \`WAVES:\`) is reported once, at its first section line, and read as meant: its nodes from
NODES, each in the wave its WAVES line gives, so the compare rules still compare it. Decorative \`═══\` / \`───\` lines are
ignored, \`→\` and \`->\` both draw an edge, a comma between two edges on one line
separates them (\`N1 → N3, N2 → N3\` is two edges, while \`N1, N2 → N3\` fans in), as does a
semicolon (\`N1 → N3; N2 → N3\`; a statement after one with no arrow is reported), and \`∥\`, \`||\` and \`,\` all separate
wave members. After an edge, a parenthesised remark (\`N1 → N3 (N3 reads N1.output)\`),
\`# ...\`, \`// ...\`, a spaced dash (\`— ...\`, or an ASCII \` - \` / \` -- \` past the arrow) or a \`: ...\` note is a comment, never
more edge ends; on a NODES line, a trailing \`# ...\` or a parenthesised remark set off
by a blank (\`status=pending (owner: Dana)\`) is a comment, not part of the last value. The
protocol writes \`<node id>\` without a grammar; ids here are a letter of any script followed by
letters, digits, \`_\`, \`.\` or \`-\` (\`N1\`, \`api.v2\`, \`build-web\`, \`Änderung\`), on NODES,
EDGES and WAVES lines alike, and a NODES, EDGES or WAVES entry outside that grammar
(\`_setup\`, \`1\`) is reported with it, every such entry of a line named (one finding
for an edge's side); an id with letters outside ASCII must be declared in NODES to be
used on EDGES and WAVES lines, and one drawn like another declared id (a Cyrillic
\`Н1\` beside \`N1\`) is reported, as is one that differs from another only in case
(\`n1\` beside \`N1\`). An edge drawn with a reverse arrow (\`N4 <- N1\`, \`←\`) is
reported, not read: edges run from the node read to its reader (\`N1 → N4\`). NODES, EDGES and WAVES lines may be list items
(\`- \`, \`* \`, \`1. \`), so may the fields of an AGENT SUBGRAPH or a RETURN (\`- WHY : ...\`, after a
blank line too), and so may the entries of FAILURES, EVOLUTIONS, OFF-SCRIPT and
GAPS written one per line below the field (each reported at its own line);
emphasis marks are no part of the grammar (\`**N3**\`, \`_N3_\` and \`__N3__\` are N3;
underscores around an id with no capital or digit are kept, so \`__init__\` is no id). A
WAVES member list may wrap: a \`[\` not closed on its line goes on to the \`]\` on a
later line, and one never closed is reported at the \`[\` (and the text after it is
not read as members). A markdown heading or \`#\` comment line inside a block ends
nothing: a heading (\`##\` or deeper) naming a line of the block (\`### WAVE 4 — docs\`,
\`#### TASK\`, \`## NODES\`) is that line; a \`# \` comment (\`# WAVE 3 : [N1 ∥ N3]\`) and
any other heading are skipped (outside a fence, prose right after it ends the block, as after a blank
line). Prose inside an IMPLEMENTED GRAPH before one of its FAILURES, EVOLUTIONS,
OFF-SCRIPT, GAPS or VERDICT lines is reported, and the lines after it are still
the graph's; prose inside an AGENT SUBGRAPH before its RETURN template is
reported, and the template (a \`RETURN:\` naming no node whose STATUS is still
\`done | failed | evolved\` and whose other fields are \`<...>\`) stays the
prompt's, never read as a worker's reply, as do the protocol's sentence before it (\`OUTPUT must
exist before returning.\`, which ends the reported prose) and its \`RETRY :\` and \`EVOLVE:\` lines
after it (prose between the template and them is reported the same way); such a template anywhere else is reported
as a RETURN template outside an AGENT SUBGRAPH, and prompt lines (\`WHY : ...\` to its
TASK) with no AGENT SUBGRAPH header above are reported. Block headers written as a
markdown heading are read in any case (\`## Agent Subgraph — N3 page\`, \`## Return: N1\`; a lone
word after RETURN must hold a digit, so \`## Return values\` stays a heading); on a plain line
only in the protocol's upper case, so "Delegated graph: see above" stays prose. A heading naming
only the block type (\`## Delegated graph\`, \`## RETURN\`) with no line of that block after it is
a section title above the real header, not an empty block. A RETURN ends at a blank line followed by
a line that is none of its fields, and at a heading naming none of its fields.
\`IMPLEMENTED GRAPH: <task>\` opens the coordinator's graph, indented or not, unless it
can be a field: of a RETURN still open (no blank line since) that has none, of a
prompt's RETURN template, or right after the fields of a reply pasted without its
\`RETURN:\` header (then it is reported, not read). A line the grammar cannot read is reported with its line number
and skipped, so the rest of the transcript is still checked. A field written twice
in one AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH is reported at the second (the
first is read): a \`VERIFY_RESULT : fail\` under a \`pass\` is never dropped unseen. The coordinator
writes the DELEGATED GRAPH before spawning anyone, so a transcript without one
fails. When a plan is re-issued after an evolution, the last DELEGATED GRAPH is
the plan the other rules check, and the last IMPLEMENTED GRAPH the result. A
DELEGATED GRAPH written after an IMPLEMENTED GRAPH closed the plan before it, while
no node's last RETURN says evolved (no evolution awaits a re-plan), starts another
task. The CLI lints a file of up to 50 tasks task by task, each as if in a file of its
own (every rule's results merged into one check, naming the task a result is about);
a file linted whole (more tasks, or one model through the API) reports each such
header here, as its plans would otherwise not be compared with their own IMPLEMENTED GRAPHs.
A DELEGATED GRAPH of another task written before the run's IMPLEMENTED GRAPH is a nested run (a node
coordinating workers of its own logged its run: \`DELEGATED GRAPH: N1 csv writer\` after \`AGENT SUBGRAPH — N1\`)
when it declares none of the nodes of the plan in force, or opens while a spawned node has not returned and no
evolved RETURN awaits a re-plan; one of the same task (or keeping the run's nodes after an evolution) is a re-plan.
The nested run's blocks, up to its \`IMPLEMENTED GRAPH: N1 csv writer\`, are not the run's: the other rules read
the run without them, the CLI checks the nested run on its own as it does a task (\`nested run "N1 csv writer"
(lines 44–98)\`), and the detail here names each. One with no IMPLEMENTED GRAPH of its task before the run
around it goes on (a prompt or RETURN of a node only that run declares, its plan, its IMPLEMENTED GRAPH) or
the file ends is reported at its DELEGATED GRAPH, and ends there.
A graph is read to 100,000 edges and 20,000 nodes (a plan has dozens): past the edges bound its
edges are not read, and past the nodes bound the graph is read no further, its edges and waves
included; each fails here once, at the line where reading stopped, and past the nodes bound
the compare rules skip rather than pass (\`GAPS not compared: the DELEGATED GRAPH is read only
to line 20003\`). An IMPLEMENTED GRAPH's rows are read whole.`,
  audit: [
    { source: "Many workers (two or more nodes, or any node a separate agent will run) get all blocks below.", enforced: "fails when a transcript with protocol blocks has no DELEGATED GRAPH, and on every block line it cannot read" },
    { source: "These are the fixed blocks that carry them.", enforced: "each block is read in the format the protocol fixes (arrow and separator spellings, fences and rules tolerated); what does not parse is a located finding" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes and counts the blocks of a well-formed transcript',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when the file holds no protocol block at all (a plan written as prose)',
      files: {
        'graph.md': `# Items page

An API worker writes src/api.ts, then a web worker renders the list in web/app.ts.
I will compare what they built with this plan at the end.
`,
      },
    },
  ],
  check({ model }) {
    const findings = model.problems.map((p) => model.at(p.line, p.message, p.column));
    const blocks = model.delegatedGraphs.length + model.subgraphs.length + model.returns.length + model.implementedGraphs.length;
    // A file that was not read at all (too large, unreadable) is not known to hold no block: say only why it was not read.
    const unread = blocks === 0 ? blockingProblem(model.file) : undefined;
    if (unread) return { status: 'fail', detail: `${model.rel} was not read: ${unread.message}`, fix: 'Lint a readable transcript within the size limits; split a longer one into one file per task.', findings };
    if (blocks === 0) {
      return {
        status: 'fail',
        detail: `${model.rel} holds no DELEGATED GRAPH, AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH block`,
        fix: 'Write the blocks in the Graph Protocol format, each header at the start of its line (`DELEGATED GRAPH: <task>`).',
        findings: [...findings, model.at(1, 'no Graph Protocol block found in this file')],
      };
    }
    if (!model.delegated) {
      findings.push(model.at(1, 'no DELEGATED GRAPH block: the plan must be written before any agent is spawned'));
    }
    // Linted whole (past 50 tasks, or through the API on one model), the other rules compare the last
    // DELEGATED GRAPH with the last IMPLEMENTED GRAPH: another task's plan hides the first task's result.
    for (const t of model.taskStarts()) {
      findings.push(
        model.at(
          t.plan.line,
          `DELEGATED GRAPH${t.plan.name ? ` "${t.plan.name}"` : ''} starts another task: the IMPLEMENTED GRAPH at line ${t.closedBy.line} closed the plan at line ${t.previous.line}, and no evolution awaits a re-plan; read whole, the checks compare only the last DELEGATED GRAPH with the last IMPLEMENTED GRAPH (the CLI lints a file of up to 50 tasks task by task), so write each task graph in its own file`,
        ),
      );
    }
    // The runs nested in this one (a sub-coordinator's own log) are read apart: the detail says where.
    const runs = model.nestedRuns;
    const apart = runs.length
      ? `; ${runs.slice(0, 3).map((r) => `a nested run \`${r.plan.name}\`, lines ${r.line}–${r.endLine}`).join(', ')}${runs.length > 3 ? ` and ${runs.length - 3} more` : ''}, read separately`
      : '';
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'problem')} reading the protocol blocks of ${model.rel}${model.delegated ? '' : ' (no DELEGATED GRAPH)'}${apart}`,
        fix: 'Correct each reported line to the block grammar: `N1  domain=<owner>  output=<path>  status=pending`, `N1 → N3`, `WAVE 1 : [N1 ∥ N2] — <purpose>`, `FIELD : value`.',
        findings,
      };
    }
    const parts = [
      plural(model.delegatedGraphs.length, 'DELEGATED GRAPH', 'DELEGATED GRAPHs'),
      plural(model.subgraphs.length, 'AGENT SUBGRAPH', 'AGENT SUBGRAPHs'),
      plural(model.returns.length, 'RETURN', 'RETURNs'),
      plural(model.implementedGraphs.length, 'IMPLEMENTED GRAPH', 'IMPLEMENTED GRAPHs'),
    ];
    return { status: 'pass', detail: `parsed ${parts.join(', ')}${apart}` };
  },
});
