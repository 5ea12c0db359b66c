import { countBelow, defineRule, graphSkip, plural, type Finding, type GraphModel, type GraphPlan } from '@engagement-lint/core/kit-graph';
import { DELEGATED, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, transcript } from './examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-gate-order',
  pack: 'graph',
  summary: 'No node of WAVE n+1 is spawned before every spawned node of the earlier waves has returned',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes)." The
transcript records events in order. A RETURN of a later-wave node written before
the first RETURN of an earlier-wave node proves the later node ran while the
earlier wave was still open: that fails. An AGENT SUBGRAPH of a later-wave node
written before the RETURN of an earlier-wave node, with no such proof, only
warns: a plan document may list every AGENT SUBGRAPH up front before any spawn
happens. Each node's first AGENT SUBGRAPH is judged by the waves of the
DELEGATED GRAPH in force when it was written (the last one above it): an
evolution that re-issues the plan may move a node already spawned to a later
wave. Pre-done nodes count as done. A node spawned before more than three
earlier-wave nodes returned names the first three and counts the rest.`,
  audit: [
    { source: 'WAVE n+1 never starts before WAVE n is done or FAILED.', enforced: 'fails when a later-wave RETURN precedes the first RETURN of an earlier-wave node; warns when only its AGENT SUBGRAPH comes first' },
    { source: 'WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes).', enforced: 'the same check (invariant 4)' },
    { source: 'The gate between waves waits for all prior nodes.', enforced: 'every spawned node of every earlier wave, not only the previous one, must have returned' },
    { source: "Between acquire and release, the worker owns its subgraph. The coordinator does not interfere — it waits at the gate.", enforced: 'the same order check, read as the coordinator waiting at the gate' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each wave is spawned after the earlier waves returned',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
    {
      status: 'fail',
      title: 'fails when a later-wave node returned before an earlier-wave node did: the order proves it ran early',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N2_SUBGRAPH, N2_RETURN, 'RETURN: N1'),
      },
    },
    {
      status: 'warn',
      title: 'warns when a later-wave node is spawned before an earlier-wave node returned',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client
AGENT SUBGRAPH — N1 api
AGENT SUBGRAPH — N2 web`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH',
      files: {},
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const findings: Finding[] = [];
    let proven = 0;
    let pairs = 0;
    const firstReturn = (id: string) => model.returnsFor(id)[0]?.line ?? Infinity;
    // Each node's first spawn is judged against the DELEGATED GRAPH in force when it was written: an
    // evolution may re-issue the plan and move a node to a later wave after it was first spawned.
    const asked = new Map<GraphPlan, Set<string>>();
    for (const s of model.subgraphs) {
      if (!s.node || model.subgraphsFor(s.node)[0] !== s) continue;
      const plan = model.planAt(s.line)!;
      let ids = asked.get(plan);
      if (!ids) asked.set(plan, (ids = new Set()));
      ids.add(s.node);
    }
    for (const [plan, ids] of asked) {
      const spawned = plan.graph.nodes.filter((n) => model.statusOf(n) !== 'pre-done' && model.subgraphsFor(n.id).length > 0);
      // Every pair (n, up) with up in an earlier wave and no RETURN of up before n's first AGENT SUBGRAPH is a finding.
      // The spawned nodes in a wave, each both a possible `up` (by its first RETURN) and, when first spawned under this plan, a node asked about.
      const waved = spawned.flatMap((n, i) => {
        const wave = plan.waveOf(n.id);
        return wave === undefined ? [] : [{ n, i, wave, ret: firstReturn(n.id) }];
      });
      const open = new OpenGates(waved.map((u) => u.ret));
      const byWave = [...waved].sort((x, y) => x.wave - y.wave);
      const results = new Map<number, { named: number[]; total: number; provenTotal: number }>();
      // A sweep by wave: when a node is asked about, the gates hold exactly the nodes of earlier waves.
      let next = 0;
      for (const q of byWave) {
        for (; next < byWave.length && byWave[next]!.wave < q.wave; next++) open.add(byWave[next]!.i, byWave[next]!.ret);
        if (!ids.has(q.n.id) || results.has(q.i)) continue;
        const spawnLine = model.subgraphsFor(q.n.id)[0]!.line;
        // Proven: up did return, and n returned before it (lines are whole numbers).
        results.set(q.i, { ...open.from(spawnLine, NAMED), provenTotal: open.finiteFrom(Math.max(spawnLine, q.ret + 1)) });
      }
      for (const { n, i, wave } of waved) {
        const result = results.get(i);
        if (!result) continue;
        const first = model.subgraphsFor(n.id)[0]!;
        const { named, total, provenTotal } = result;
        pairs += total;
        proven += provenTotal;
        for (const k of named) {
          const up = spawned[k]!;
          const upWave = plan.waveOf(up.id)!;
          const upReturns = model.returnsFor(up.id);
          const early = upReturns.length ? model.returnsFor(n.id).find((r) => r.line < upReturns[0]!.line) : undefined;
          if (early) {
            findings.push(model.at(early.line, `${n.id} (WAVE ${wave}) returned before ${up.id} (WAVE ${upWave}) returned (line ${upReturns[0]!.line}): WAVE ${wave} ran before WAVE ${upWave} completed`));
          } else {
            findings.push(model.at(first.line, `${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`));
          }
        }
        if (total > named.length) {
          findings.push(model.at(first.line, `${n.id} (WAVE ${wave}) is also spawned before ${plural(total - named.length, 'more node')} of earlier waves returned`));
        }
      }
    }
    if (findings.length) {
      return {
        status: proven ? 'fail' : 'warn',
        detail: proven
          ? `${plural(proven, 'node')} of a later wave returned before an earlier wave completed`
          : `${plural(pairs, 'spawn')} before the gate of the previous wave`,
        fix: 'Collect every RETURN of a wave (and handle failed and evolved nodes) before writing the AGENT SUBGRAPH blocks of the next wave.',
        findings,
      };
    }
    return { status: 'pass', detail: 'every wave was spawned after the earlier waves returned' };
  },
});

/** Earlier-wave nodes named per spawned node; beyond them one finding says how many more. */
const NAMED = 3;

/**
 * Nodes added with the line of their first RETURN (Infinity when none), asked
 * for those returning after a line: a segment tree over the distinct lines
 * keeping each range's count, count of real returns, and first few node indices.
 */
class OpenGates {
  private readonly lines: number[];
  private readonly size: number;
  private readonly count: number[];
  private readonly first: number[][];

  constructor(lines: readonly number[]) {
    this.lines = [...new Set(lines)].sort((a, b) => a - b);
    this.size = Math.max(1, this.lines.length);
    this.count = new Array<number>(2 * this.size).fill(0);
    this.first = Array.from({ length: 2 * this.size }, () => []);
  }

  add(index: number, line: number) {
    for (let p = this.slot(line) + this.size; p >= 1; p >>= 1) {
      this.count[p]!++;
      this.first[p] = smallest(this.first[p]!, [index]);
    }
  }

  /** The first `named` indices (ascending) of nodes whose first RETURN is at `line` or later, and how many there are. */
  from(line: number, named: number): { named: number[]; total: number } {
    let total = 0;
    let picked: number[] = [];
    this.range(countBelow(this.lines, line), this.lines.length, (p) => {
      total += this.count[p]!;
      picked = smallest(picked, this.first[p]!, named);
    });
    return { named: picked, total };
  }

  /** How many nodes did return, at `line` or later. */
  finiteFrom(line: number): number {
    let total = 0;
    const end = this.lines[this.lines.length - 1] === Infinity ? this.lines.length - 1 : this.lines.length;
    this.range(countBelow(this.lines, line), end, (p) => (total += this.count[p]!));
    return total;
  }

  private slot(line: number): number {
    return countBelow(this.lines, line);
  }

  private range(from: number, to: number, visit: (p: number) => void) {
    for (let l = from + this.size, r = to + this.size; l < r; l >>= 1, r >>= 1) {
      if (l & 1) visit(l++);
      if (r & 1) visit(--r);
    }
  }
}

/** The `keep` smallest of two ascending lists, ascending. */
function smallest(a: readonly number[], b: readonly number[], keep = NAMED): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < keep && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}
