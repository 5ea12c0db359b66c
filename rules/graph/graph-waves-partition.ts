import { defineRule, firstNotBefore, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NODES_AND_EDGES, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-waves-partition',
  pack: 'graph',
  summary: 'WAVES partition the nodes: each node in exactly one wave, waves numbered 1..k without gaps',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Waves are the spawn schedule. A node in no wave is never spawned; a node in
two waves is spawned twice; a wave member NODES does not declare is work with no
owner. Waves are numbered 1, 2, ... k with no gap and no repeat, so "WAVE n+1
waits for WAVE n" names a real gate. A gap is one finding however many numbers it
skips (\`WAVES 2–9 are missing\`), at the first wave numbered above it. A node
listed twice under one wave number is reported as a repeat in that wave. A
\`# WAVE 3 : [...]\` line (\`#\` and a blank) is a comment and is not read; a
heading such as \`### WAVE 3 : [N3]\` is.`,
  audit: [
    { source: "Waves -- groups of independent nodes that run in parallel.", enforced: "fails when a node is in no wave or in two, or the waves are not numbered 1..k" },
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
        if (!declared.has(m.id)) findings.push(model.at(m.line, `WAVE ${w.number} lists ${m.id}, which NODES does not declare`, m.column));
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
      if (!placed.has(n.id)) findings.push(model.at(n.line, `node ${n.id} is in no wave, so it is never spawned`, n.column));
    }
    const byNumber = new Map<number, number>();
    for (const w of g.waves) {
      const first = byNumber.get(w.number);
      if (first !== undefined) findings.push(model.at(w.line, `WAVE ${w.number} is numbered twice (first at line ${first})`, w.column));
      else byNumber.set(w.number, w.line);
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
    if (findings.length) {
      return {
        status: 'fail',
        detail: `the waves do not partition the nodes (${plural(findings.length, 'problem')})`,
        fix: 'Put every declared node in exactly one wave and number the waves 1, 2, ... without gaps.',
        findings,
      };
    }
    return { status: 'pass', detail: `${nodes.length} nodes in ${plural(g.waves.length, 'wave')}, each node in exactly one` };
  },
});
