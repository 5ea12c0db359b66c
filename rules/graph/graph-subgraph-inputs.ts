import { GraphTextWords, defineRule, graphBarePath, graphSkip, graphMentions, graphNamesPath, graphOutputAnswered, graphOutputGlobs, graphOutputPaths, graphOutputSaid, graphOpensWithNone, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_SUBGRAPH, NODES, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/**
 * Whether INPUTS passes an upstream output: every path of it, or else the output text as a whole
 * name, in any case (`Dockerfile` is not passed by `docker/Dockerfile.dev`, nor `config` by `myconfig`).
 */
function passes(inputs: string, output: string): boolean {
  const paths = graphOutputPaths(output);
  if (paths.length && paths.every((p) => graphNamesPath(inputs, p))) return true;
  // Files inside a folder output, or matching a glob output, pass it refined (as a RETURN may give them).
  if (graphOutputAnswered(output, inputs)) return true;
  return !paths.length && output.trim() !== '' && graphNamesPath(inputs.toLowerCase(), output.trim().toLowerCase());
}

interface Reader {
  node: string;
  text: string;
  upstream: Set<string>;
  where: { line: number; column: number | undefined };
}

/**
 * Each reader's INPUTS that pass another node's output path (or mention
 * `<id>.output`) with no edge from that node, in reader then node order. The
 * texts are searched through their words: a check per candidate, not per pair.
 */
function undeclaredReads(model: GraphModel, readers: Reader[]): Array<{ reader: Reader; other: string; out: string } | { reader: Reader; more: number }> {
  // No INPUTS to read: no node's output needs looking up (a graph of 40,000 nodes and no subgraph).
  if (readers.length === 0) return [];
  const words = new GraphTextWords(readers.map((r) => r.text));
  const passing = new Map<string, readonly number[]>();
  const mentioning = new Map<string, readonly number[]>();
  // Per reader, the first NAMED reads (nodes come in order) and how many there are in all: thousands of
  // readers of a path thousands of nodes write would otherwise be millions of warnings.
  const named = readers.map((): Array<{ other: string; out: string }> => []);
  const counts = readers.map(() => 0);
  let globTries = MAX_GLOB_READS;
  model.plan(model.delegated!).declared().forEach((other) => {
    const out = other.outputs[0]?.value;
    // A pre-done node's output is there before any wave: reading it hides no ordering from the plan.
    if (!out || model.statusOf(other) === 'pre-done') return;
    const paths = graphOutputPaths(out);
    const globbed = paths.length === 0 && graphOutputGlobs(out).length > 0;
    if (paths.length === 0 && !globbed) return;
    let pass = passing.get(out);
    if (!pass) {
      const needles = paths.map(graphBarePath);
      if (globbed) {
        // A glob output has no words to look up: each reader is tried, within a budget of comparisons.
        globTries -= readers.length;
        pass = globTries >= 0 ? readers.flatMap((r, i) => (graphOutputAnswered(out, r.text) ? [i] : [])) : [];
      } else pass = needles.includes('') ? [] : words.candidates(needles).filter((r) => needles.every((n) => readers[r]!.text.includes(n)) && passes(readers[r]!.text, out));
      passing.set(out, pass);
    }
    let mention = mentioning.get(other.id);
    if (!mention) {
      const needle = `${other.id}.output`;
      mention = words.candidates([needle]).filter((r) => readers[r]!.text.includes(needle) && graphMentions(readers[r]!.text, needle));
      mentioning.set(other.id, mention);
    }
    for (const r of mention.length ? [...new Set([...pass, ...mention])] : pass) {
      const reader = readers[r]!;
      if (other.id === reader.node || reader.upstream.has(other.id)) continue;
      if (counts[r]!++ < NAMED) named[r]!.push({ other: other.id, out });
    }
  });
  return readers.flatMap((reader, r) => [...named[r]!.map((n) => ({ reader, ...n })), ...(counts[r]! > NAMED ? [{ reader, more: counts[r]! - NAMED }] : [])]);
}

/** Reader INPUTS tried against glob outputs in one run (readers times glob outputs), past which glob reads are not looked for. */
const MAX_GLOB_READS = 20_000;

/** Undeclared reads named per AGENT SUBGRAPH; the rest are counted in one more warning. */
const NAMED = 3;

/** INPUTS saying an upstream output is not there: "R2 FAILED", "missing", "without R2's output". */
const SAYS_FAILED = /\b(?:failed|missing|not\s{1,3}built|without)\b/i;

export default defineRule<GraphModel>({
  id: 'graph-subgraph-inputs',
  pack: 'graph',
  summary: 'The INPUTS of each AGENT SUBGRAPH name the outputs of the node\'s upstream nodes',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The "missing input" break point: a node in wave 2 needs the output of wave 1,
but the coordinator did not pass it; the edge is invisible to the worker. For
every edge \`Nx → Ny\`, the INPUTS of Ny's AGENT SUBGRAPH must name Nx's output
(each of its paths; the output text when it is not a path). A folder output is
passed by files inside it, and a glob output by files it matches, as a RETURN may
refine them (\`tests/export/\` by \`tests/export/csv.test.ts\`). Each AGENT
SUBGRAPH is judged against the DELEGATED GRAPH in force when it was written
(the last one above it; an evolution may re-issue the plan with new edges).
When the upstream node is FAILED (two failed RETURNs before this spawn), the
downstream node proceeds without its output and says so: INPUTS that name the
failed node's id (\`N2\`, or \`N2.output\` as the protocol writes it) pass
without its output. INPUTS that still pass the FAILED node's output as an input
fail, unless they name the node and say it failed ("\`src/bucket.ts\` (R2 FAILED, not built)"):
the output is not there to read. Otherwise \`N2.output\` is the edge's notation, not the input: the finding says to write the
path it stands for, which the subagent can read. The reverse warns: INPUTS that name another node's output
without an edge from that node hide a dependency from the wave plan (a pre-done
node's output aside: it exists before any wave). INPUTS is "the outputs read,
or none": a value that opens with none and goes on with a note (\`none — do not
read src/api.ts\`) says none, and a path in its note is neither passed nor read. Each such finding stays a
warning when a missing input fails the check. An AGENT SUBGRAPH names the first
three such nodes and counts the rest in one more warning.`,
  audit: [
    { source: 'A node that fails twice is FAILED: downstream nodes proceed without its output and say so.', enforced: "a FAILED upstream node's output may be left out when INPUTS name the failed node (`N2` or `N2.output`)" },
    { source: 'If the change adds or removes edges, update the DELEGATED GRAPH and say so.', enforced: 'each AGENT SUBGRAPH is judged against the last DELEGATED GRAPH written before it' },
    { source: "Missing input -- a node in wave 2 needs the output of wave 1, but the coordinator did not pass it. The edge is invisible.", enforced: "fails when INPUTS omits the output of a node with an edge into this one; warns when INPUTS names another node's output without an edge (a warning finding even when the check fails)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when INPUTS name every upstream output',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on an upstream output left out of INPUTS (N0\'s docs/spec.md)',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN, N2_SUBGRAPH.replace('INPUTS       : docs/spec.md (N0), src/api.ts (N1)', 'INPUTS       : src/api.ts (N1)')),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'warn',
      title: 'warns when INPUTS read another node\'s output without an edge (N3\'s docs/api.md)',
      files: {
        'graph.md': transcript(
          `${NODES}
  N3  domain=docs  output=docs/api.md    status=pending
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 ∥ N1 ∥ N3]  — base
  WAVE 2 : [N2]            — client`,
          N2_SUBGRAPH.replace('INPUTS       : docs/spec.md (N0), src/api.ts (N1)', 'INPUTS       : docs/spec.md (N0), src/api.ts (N1), docs/api.md (N3)'),
        ),
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
    const errors: Finding[] = [];
    // Errors that pass a FAILED node's output as an input; the others are missing inputs.
    let readFailed = 0;
    const readers: Reader[] = [];
    let checked = 0;
    // Failed RETURNs of each node in file order, so "failed twice before this spawn" is a lookup.
    const failedLines = new Map<string, number[]>();
    for (const r of model.returns) {
      if (!r.node || model.returnStatus(r) !== 'failed') continue;
      const lines = failedLines.get(r.node);
      if (lines) lines.push(r.line);
      else failedLines.set(r.node, [r.line]);
    }
    const failedBefore = (id: string, line: number) => {
      const lines = failedLines.get(id);
      return !!lines && lines.length >= 2 && lines[1]! < line;
    };
    for (const s of model.subgraphs) {
      // The plan in force when this subgraph was written: an evolution may re-issue the DELEGATED GRAPH with new edges.
      const plan = model.planAt(s.line)!;
      const node = plan.node(s.node);
      if (!node) continue;
      const inputs = s.fields['INPUTS'];
      const text = inputs?.value ?? '';
      const where = inputs ? { line: inputs.line, column: inputs.valueColumns[0] } : { line: s.line, column: 1 };
      const upstream = plan.upstream(node.id);
      // INPUTS is "outputs of upstream nodes this node reads, or none": `none — do not read src/api.ts` says
      // none, and a path its note names is no input passed.
      const none = !!inputs && graphOpensWithNone(text);
      for (const u of upstream) {
        const un = plan.node(u);
        const out = un?.outputs[0]?.value;
        if (!un || !out) continue;
        checked++;
        const passed = !none && passes(text, out);
        const edge = plan.edge(u, node.id)!;
        const said = !inputs ? 'has no INPUTS' : none ? 'says INPUTS none' : `does not pass ${graphOutputSaid(out)}`;
        if (failedBefore(u, s.line)) {
          // A FAILED node's downstream proceeds without its output and says so: INPUTS naming the node
          // is enough, by its id or as `N2.output` (the protocol's notation, which graphMentions does not read as the bare id);
          // passing the output all the same reads what was never built, unless the INPUTS say it failed.
          const named = !!inputs && (graphMentions(text, u) || graphMentions(text, `${u}.output`));
          if (named && (!passed || SAYS_FAILED.test(text))) continue;
          if (passed) readFailed++;
          errors.push(
            model.at(
              where.line,
              passed
                ? `AGENT SUBGRAPH ${node.id} passes ${graphOutputSaid(out)} as an input, but ${u} FAILED (two failed RETURNs) before this spawn: ${node.id} proceeds without that output, and INPUTS must say so (name ${u} as failed)`
                : `AGENT SUBGRAPH ${node.id} ${said}; ${u} FAILED (two failed RETURNs) so ${node.id} proceeds without its output ${graphOutputSaid(out)}, but INPUTS must say so by naming ${u}`,
              where.column,
            ),
          );
          continue;
        }
        if (passed) continue;
        // The protocol's notation for the edge (`N1.output`) in place of the path: said so, since the fix is to write the path.
        if (inputs && !none && graphMentions(text, `${u}.output`)) {
          errors.push(model.at(where.line, `AGENT SUBGRAPH ${node.id} names ${u}.output in INPUTS, not the path it stands for: edge ${u} → ${node.id} (line ${edge.line}) means it reads ${u}'s output ${graphOutputSaid(out)}; write that path (the subagent cannot resolve a node's id)`, where.column));
          continue;
        }
        errors.push(model.at(where.line, `AGENT SUBGRAPH ${node.id} ${said}, but edge ${u} → ${node.id} (line ${edge.line}) means it reads ${u}'s output ${graphOutputSaid(out)}`, where.column));
      }
      if (!inputs || none) continue;
      readers.push({ node: node.id, text, upstream: new Set(upstream), where });
    }
    // Each undeclared read is a warning of its own: a missing input elsewhere fails the check, not these.
    const warnings = undeclaredReads(model, readers).map((read): Finding => ({
      ...('more' in read
        ? model.at(read.reader.where.line, `AGENT SUBGRAPH ${read.reader.node} also reads the outputs of ${plural(read.more, 'more node')} with no edge to ${read.reader.node}`, read.reader.where.column)
        : model.at(read.reader.where.line, `AGENT SUBGRAPH ${read.reader.node} reads ${read.other}'s output ${graphOutputSaid(read.out)}, but the DELEGATED GRAPH has no edge ${read.other} → ${read.reader.node}`, read.reader.where.column)),
      severity: 'warning',
    }));
    if (errors.length) {
      const missing = errors.length - readFailed;
      return {
        status: 'fail',
        detail: [
          missing ? `${plural(missing, 'upstream output is', 'upstream outputs are')} not passed to the node that reads ${missing > 1 ? 'them' : 'it'} (missing input)` : '',
          readFailed ? `${plural(readFailed, 'output of a FAILED node is', 'outputs of FAILED nodes are')} passed as ${readFailed > 1 ? 'inputs' : 'an input'} without saying ${readFailed > 1 ? 'they were' : 'it was'} never built` : '',
        ].filter(Boolean).join('; '),
        fix: [
          missing ? 'List the output path of every upstream node in the INPUTS field of the reading node\'s AGENT SUBGRAPH.' : '',
          readFailed ? 'Write the INPUTS of a node downstream of a FAILED one without its output, naming the failed node (`N2 (FAILED)`).' : '',
        ].filter(Boolean).join(' '),
        findings: [...errors, ...warnings],
      };
    }
    if (warnings.length) {
      return {
        status: 'warn',
        detail: `${plural(warnings.length, 'INPUTS reads', 'INPUTS read')} another node's output without an edge in the DELEGATED GRAPH`,
        fix: 'Add the missing edge (and move the reader to a later wave), or drop the input if the node does not need it.',
        findings: warnings,
      };
    }
    return { status: 'pass', detail: `${plural(checked, 'upstream output')} passed through INPUTS` };
  },
});
