import { defineRule, firstNotBefore, graphAsciiTwinNote, graphSkip, plural, pluralWord, type Finding, type GraphImplWave, type GraphModel, type GraphWave } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NODES_AND_EDGES, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-waves-partition',
  pack: 'graph',
  summary: 'WAVES partition the nodes: each node in exactly one wave, waves numbered 1..k without gaps and listed in that order',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Waves are the spawn schedule. A node in no wave is never spawned; a node in
two waves is spawned twice; a wave member NODES does not declare is work with no
owner. Waves are numbered 1, 2, ... k with no gap and no repeat, so "WAVE n+1
waits for WAVE n" names a real gate. A gap is one finding however many numbers it
skips (\`WAVES 2–9 are missing\`), at the first wave numbered above it. A node
listed twice under one wave number is reported as a repeat in that wave, and a
wave number written on two WAVE lines as numbered twice (every rule reads the
two lines as one wave). The waves are listed in number order: a plan is read and
run top to bottom, so \`WAVE 2\` above \`WAVE 1\` leaves "earlier" to the reader,
the listing saying one thing and the numbers another. Every graph rule reads
"earlier" by number (an edge from WAVE 1 to WAVE 2 runs forwards wherever the
lines stand); this rule reports the listing, once per graph, at the first wave
listed after a higher-numbered one, and counts the others. The IMPLEMENTED
GRAPH's wave sections (\`WAVE 1 — <purpose>\`) are held to the same order; a wave
number repeated there is graph-parse's, and a node in another wave than
delegated graph-compare-waves'. A \`# WAVE 3 : [...]\` line (\`#\` and a blank)
is a comment and is not read; a heading such as \`### WAVE 3 : [N3]\` is. A node id
declared with a look-alike character (\`N４\` with a fullwidth digit, listed as N4) is named
with that character's code point and the id meant, at the node and at the wave member.`,
  audit: [
    { source: "Waves -- groups of independent nodes that run in parallel.", enforced: "fails when a node is in no wave or in two, or the waves are not numbered 1..k" },
    { source: "WAVE n+1 never starts before WAVE n is done or FAILED.", enforced: "fails when the WAVES of the DELEGATED GRAPH, or the wave sections of the IMPLEMENTED GRAPH, are listed out of number order" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each node is in exactly one wave',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when no wave is listed',
      files: {
        'graph.md': NODES_AND_EDGES,
      },
    },
    {
      status: 'fail',
      title: 'fails when the waves are listed out of number order, at the first wave listed after a higher-numbered one',
      files: {
        'graph.md': `${NODES_AND_EDGES}
WAVES:
  WAVE 2 : [N2]       — client
  WAVE 1 : [N0 ∥ N1]  — base`,
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
    const findings: Finding[] = [];
    // Cut past its node bound (graph-parse says so): the waves were never read, so none is missing.
    if (g.waves.length === 0 && g.cut !== undefined) return { status: 'skip', detail: `the DELEGATED GRAPH is read only to line ${g.cut}, past its node bound (see graph-parse): its waves are not read` };
    if (g.waves.length === 0) {
      const line = g.sections.waves ?? g.line;
      return {
        status: 'fail',
        detail: 'the DELEGATED GRAPH lists no waves, so no node is ever scheduled',
        fix: 'Add a WAVES section: `WAVE 1 : [N1 ∥ N2] — <purpose>` for the independent nodes, later waves for the dependent ones.',
        findings: [model.at(line, 'no WAVE lines in this DELEGATED GRAPH')],
      };
    }
    const declared = new Set(g.nodes.map((n) => n.id));
    const placed = new Map<string, { wave: number; line: number }>();
    for (const w of g.waves) {
      for (const m of w.members) {
        if (!declared.has(m.id)) findings.push(model.at(m.line, `WAVE ${w.number} lists ${m.id}, which NODES does not declare${model.lookAlikeHint(m.id)}`, m.column));
        const first = placed.get(m.id);
        // Twice under one wave number is a repeat in that wave, not a second wave for the node.
        if (first && first.wave === w.number) {
          findings.push(model.at(m.line, `${m.id} is listed twice in WAVE ${w.number}${first.line !== w.line ? ` (first at line ${first.line})` : ''}; list each node once`, m.column));
        } else if (first) findings.push(model.at(m.line, `${m.id} is in WAVE ${w.number} and also in WAVE ${first.wave} (line ${first.line}); each node runs in exactly one wave`, m.column));
        else placed.set(m.id, { wave: w.number, line: w.line });
      }
    }
    // A repeated id is its first declaration (the repeat is graph-node-owner-output's).
    const nodes = model.plan(g).declared();
    for (const n of nodes) {
      if (placed.has(n.id)) continue;
      // `N４` in NODES, `N4` in WAVES: the wave lists the id this one was meant to be.
      const twin = graphAsciiTwinNote(n.id);
      findings.push(model.at(n.line, `node ${n.id} is in no wave, so it is never spawned${twin ? `; ${twin}` : ''}`, n.column));
    }
    const byNumber = new Map<number, GraphWave>();
    for (const w of g.waves) {
      const first = byNumber.get(w.number);
      if (first !== undefined) findings.push(model.at(w.line, `WAVE ${w.number} is numbered twice (first at line ${first.line})`, w.column));
      else byNumber.set(w.number, w);
    }
    const numbers = [...byNumber.keys()].sort((a, b) => a - b);
    const last = numbers[numbers.length - 1] ?? 0;
    // The first wave in the document numbered above k: where the highest number so far first passes k.
    const highest: number[] = [];
    for (const w of g.waves) highest.push(Math.max(w.number, highest[highest.length - 1] ?? -Infinity));
    const after = (k: number) => g.waves[firstNotBefore(highest, (n) => n <= k)]!;
    // A gap is one finding however wide (WAVE 1 and WAVE 90000000 are one gap, not 89,999,998).
    let expected = 1;
    for (const n of numbers) {
      if (n < 1) continue;
      if (n > expected) {
        const next = after(expected);
        const what = n - 1 === expected ? `WAVE ${expected} is missing` : `WAVES ${expected}–${n - 1} are missing`;
        findings.push(model.at(next.line, `${what}: waves are numbered 1..${last} without gaps`, next.column));
      }
      expected = n + 1;
    }
    const zero = g.waves.find((w) => w.number === 0);
    if (zero) findings.push(model.at(zero.line, 'waves are numbered from 1, not 0', zero.column));
    const partition = findings.length;
    // Every rule reads "earlier" by number; the listing is this rule's, in each graph.
    const listing = { delegated: outOfOrder(g.waves, ''), implemented: outOfOrder(model.implemented?.waves ?? [], ' of the IMPLEMENTED GRAPH') };
    for (const o of [listing.delegated, listing.implemented]) if (o) findings.push(model.at(o.line, o.message, o.column));
    if (findings.length) {
      const unordered = [...(listing.delegated ? ['the DELEGATED GRAPH'] : []), ...(listing.implemented ? ['the IMPLEMENTED GRAPH'] : [])];
      return {
        status: 'fail',
        detail: [
          ...(partition ? [`the waves do not partition the nodes (${plural(partition, 'problem')})`] : []),
          ...(unordered.length ? [`${unordered.join(' and ')} ${pluralWord(unordered.length, 'lists its', 'list their')} waves out of number order`] : []),
        ].join('; '),
        fix: 'Put every declared node in exactly one wave, number the waves 1, 2, ... without gaps or repeats, and list them in that order (in the IMPLEMENTED GRAPH too).',
        findings,
      };
    }
    return { status: 'pass', detail: `${nodes.length} nodes in ${plural(g.waves.length, 'wave')}, each node in exactly one` };
  },
});

/**
 * The first wave listed after a higher-numbered one, naming that wave; the others listed so are
 * counted, not each reported. A repeated number (reported as such: the DELEGATED GRAPH's above, the
 * IMPLEMENTED GRAPH's by graph-parse) counts at its first line, and a number below 1 has its own finding.
 */
function outOfOrder(waves: readonly (GraphWave | GraphImplWave)[], graph: string): { line: number; column?: number; message: string } | undefined {
  let top: GraphWave | GraphImplWave | undefined;
  let first: { wave: GraphWave | GraphImplWave; after: GraphWave | GraphImplWave } | undefined;
  let more = 0;
  const seen = new Set<number>();
  for (const w of waves) {
    if (w.number < 1 || seen.has(w.number)) continue;
    seen.add(w.number);
    if (top && w.number < top.number) {
      if (first) more++;
      else first = { wave: w, after: top };
    } else top = w;
  }
  if (!first) return undefined;
  const { wave, after } = first;
  const others = more ? `; ${plural(more, 'more wave')} ${pluralWord(more, 'is', 'are')} listed after a higher-numbered one` : '';
  return {
    line: wave.line,
    ...('column' in wave ? { column: wave.column } : {}),
    message: `WAVE ${wave.number}${graph} is listed after WAVE ${after.number} (line ${after.line}), yet WAVE ${after.number} waits for it: list the waves in number order${others}`,
  };
}
