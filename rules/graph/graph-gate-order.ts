import { countBelow, defineRule, graphSkip, plural, type Finding, type GraphModel, type GraphPlan, type GraphReturn } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-gate-order',
  pack: 'graph',
  summary: 'No node of WAVE n+1 is spawned before every spawned node of the earlier waves has returned',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes)." The
transcript records events in order. An earlier-wave node settles with the RETURN
that answers its last spawn before the later node's first AGENT SUBGRAPH: its
first RETURN, or, when it was re-spawned before that (a retry after \`failed\`,
the new scope after \`evolved\`), the first RETURN after that re-spawn. A RETURN
of a later-wave node written before the settling RETURN of an earlier-wave node,
or while that node never returns at all, proves the later node ran while the
earlier wave was still open: that fails. An
AGENT SUBGRAPH of a later-wave node written before an earlier-wave node settled,
with no such proof, only warns: a plan document may list every AGENT SUBGRAPH
up front before any spawn happens. Each node's first AGENT SUBGRAPH is judged by
the waves of the DELEGATED GRAPH in force when it was written (the last one
above it): an evolution that re-issues the plan may move a node already spawned
to a later wave. Pre-done nodes count as done. A node spawned before more than
three earlier-wave nodes settled names the first three and counts the rest.`,
  audit: [
    { source: 'WAVE n+1 never starts before WAVE n is done or FAILED.', enforced: 'fails when a later-wave RETURN precedes the settling RETURN of an earlier-wave node (its first, or the one after its last re-spawn before the later spawn), or that node never returns; warns when only its AGENT SUBGRAPH comes first' },
    { source: 'After each wave: collect every RETURN. Re-spawn any `failed` node once. Handle `evolved` nodes (below) before the next wave.', enforced: 'a node re-spawned after failed or evolved holds the gate until the re-spawn returns' },
    { source: 'WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes).', enforced: 'the same check (invariant 4)' },
    { source: 'The gate between waves waits for all prior nodes.', enforced: 'every spawned node of every earlier wave, not only the previous one, must have returned' },
    { source: "Between acquire and release, the worker owns its subgraph. The coordinator does not interfere — it waits at the gate.", enforced: 'the same order check, read as the coordinator waiting at the gate' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each wave is spawned after the earlier waves returned',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when a later-wave node returned before an earlier-wave node did: the order proves it ran early',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N2_SUBGRAPH, N2_RETURN, N1_RETURN),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'warn',
      title: 'warns when a later-wave node is spawned before an earlier-wave node returned',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N2_SUBGRAPH, N1_RETURN, N2_RETURN),
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
    const findings: Finding[] = [];
    let proven = 0;
    let pairs = 0;
    const firstReturn = (id: string) => model.returnsFor(id)[0]?.line ?? Infinity;
    const tracks = new Map<string, Track>();
    const trackOf = (id: string) => {
      let t = tracks.get(id);
      if (!t) tracks.set(id, (t = trackFor(model, id)));
      return t;
    };
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
      const spawned = plan.declared().filter((n) => model.statusOf(n) !== 'pre-done' && model.subgraphsFor(n.id).length > 0);
      // Every pair (n, up) with up in an earlier wave and not settled when n is first spawned is a finding.
      // The spawned nodes in a wave, each both a possible `up` (by its gates) and, when first spawned under this plan, a node asked about.
      const waved = spawned.flatMap((n, i) => {
        const wave = plan.waveOf(n.id);
        return wave === undefined ? [] : [{ n, i, wave, ret: firstReturn(n.id) }];
      });
      const open = new OpenGates(waved.flatMap((u) => trackOf(u.n.id).gates));
      const byWave = [...waved].sort((x, y) => x.wave - y.wave);
      const results = new Map<number, { named: number[]; total: number; provenTotal: number }>();
      // A sweep by wave: when a node is asked about, the gates hold exactly the nodes of earlier waves.
      let next = 0;
      for (const q of byWave) {
        for (; next < byWave.length && byWave[next]!.wave < q.wave; next++) {
          for (const g of trackOf(byWave[next]!.n.id).gates) open.add(byWave[next]!.i, g);
        }
        if (!ids.has(q.n.id) || results.has(q.i)) continue;
        const spawnLine = model.subgraphsFor(q.n.id)[0]!.line;
        // Proven: n returned while up was still open, up's settling RETURN coming after n's or never (lines are whole numbers).
        const provenTotal = Number.isFinite(q.ret) ? open.from(spawnLine, Math.max(spawnLine, q.ret + 1)).total : 0;
        results.set(q.i, { ...open.from(spawnLine, spawnLine, NAMED), provenTotal });
      }
      for (const { n, i, wave } of waved) {
        const result = results.get(i);
        if (!result) continue;
        const first = model.subgraphsFor(n.id)[0]!;
        const { named, total, provenTotal } = result;
        pairs += total;
        proven += provenTotal;
        for (const k of named) findings.push(gateFinding(model, n.id, wave, first.line, spawned[k]!.id, plan.waveOf(spawned[k]!.id)!, trackOf(spawned[k]!.id)));
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
 * Where an earlier-wave node stands for a spawn at line L: open when lo < L ≤ settle. `settle` is
 * the line of the RETURN that settles it (Infinity when none came); `respawn` when that RETURN
 * answers a re-spawn rather than the first spawn.
 */
interface Gate {
  lo: number;
  settle: number;
  respawn: boolean;
}

/** A node's spawns and RETURNs in file order, and its gates. */
interface Track {
  spawns: number[];
  returns: readonly GraphReturn[];
  returnLines: number[];
  gates: Gate[];
  gateLos: number[];
}

/**
 * A later spawn at L sees the node's last spawn before L. The first spawn is settled by the node's
 * first RETURN; a re-spawn (a retry after failed, the new scope after evolved) by the first RETURN
 * after it. Spawns settled by one RETURN (a re-spawn written before any RETURN came) make one gate,
 * so a node's gates are disjoint and each ends at its settling RETURN.
 */
function trackFor(model: GraphModel, id: string): Track {
  const spawns = model.subgraphsFor(id).map((s) => s.line);
  const returns = model.returnsFor(id);
  const returnLines = returns.map((r) => r.line);
  const gates: Gate[] = [];
  spawns.forEach((s, j) => {
    const settle = (j === 0 ? returnLines[0] : returnLines[countBelow(returnLines, s)]) ?? Infinity;
    if (gates[gates.length - 1]?.settle === settle) return;
    gates.push({ lo: j === 0 ? -Infinity : s, settle, respawn: j > 0 });
  });
  return { spawns, returns, returnLines, gates, gateLos: gates.map((g) => g.lo) };
}

/** The finding for `n` first spawned at `spawnLine` while `up` of an earlier wave was open. */
function gateFinding(model: GraphModel, n: string, wave: number, spawnLine: number, up: string, upWave: number, track: Track): Finding {
  const gate = track.gates[countBelow(track.gateLos, spawnLine) - 1]!;
  const returned = Number.isFinite(gate.settle);
  // A RETURN of n before up's settling RETURN, or with none to come, proves n ran while up's wave was open.
  const early = model.returnsFor(n).find((r) => r.line < gate.settle);
  if (!gate.respawn) {
    if (early && !returned) return model.at(early.line, `${n} (WAVE ${wave}) returned, but ${up} (WAVE ${upWave}) never did: WAVE ${wave} ran before WAVE ${upWave} completed`);
    if (early) return model.at(early.line, `${n} (WAVE ${wave}) returned before ${up} (WAVE ${upWave}) returned (line ${gate.settle}): WAVE ${wave} ran before WAVE ${upWave} completed`);
    return model.at(spawnLine, `${n} (WAVE ${wave}) is spawned before ${up} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`);
  }
  const again = track.spawns[countBelow(track.spawns, spawnLine) - 1]!;
  const before = track.returns[countBelow(track.returnLines, again) - 1]!;
  const status = model.returnStatus(before);
  const respawn = `${up}'s re-spawn (line ${again}, after its ${status ? `${status} ` : ''}RETURN at line ${before.line})`;
  if (early) {
    const settled = returned ? `returned at line ${gate.settle}, after ${n} was spawned (line ${spawnLine})` : 'never returned';
    return model.at(early.line, `${n} (WAVE ${wave}) returned before ${up} (WAVE ${upWave}) settled: ${respawn} ${settled}; WAVE ${wave} ran before WAVE ${upWave} completed`);
  }
  const when = returned ? `returned only at line ${gate.settle}, after this spawn` : 'has not returned';
  return model.at(spawnLine, `${n} (WAVE ${wave}) is spawned before ${up} (WAVE ${upWave}) settled: ${respawn} ${when}; WAVE ${wave} must wait for WAVE ${upWave}`);
}

/**
 * Gates added one by one (node index and gate), asked for those with lo < L and settle ≥ T: a
 * Fenwick tree over the distinct lo values whose every cell is a Fenwick tree over the settle
 * values of the gates it will hold (all are known up front), keeping per inner cell a count and
 * the first few node indices. A node has at most one gate holding a line, so a query counts nodes.
 * The inner trees share flat arrays: cell p's settles are keys[start[p] .. start[p + 1]).
 */
class OpenGates {
  private readonly los: number[];
  private readonly start: Int32Array;
  private readonly keys: Float64Array;
  private readonly count: Int32Array;
  private readonly first: Int32Array;

  constructor(gates: readonly Gate[]) {
    this.los = [...new Set(gates.map((g) => g.lo))].sort((a, b) => a - b);
    const cells: number[][] = Array.from({ length: this.los.length + 1 }, () => []);
    for (const g of gates) for (let p = this.rank(g.lo); p <= this.los.length; p += p & -p) cells[p]!.push(g.settle);
    this.start = new Int32Array(cells.length + 1);
    const sorted = cells.map((c, p) => {
      const k = [...new Set(c)].sort((a, b) => a - b);
      this.start[p + 1] = this.start[p]! + k.length;
      return k;
    });
    this.keys = new Float64Array(this.start[cells.length]!);
    sorted.forEach((k, p) => this.keys.set(k, this.start[p]!));
    this.count = new Int32Array(this.keys.length);
    this.first = new Int32Array(this.keys.length * NAMED).fill(-1);
  }

  add(index: number, g: Gate) {
    for (let p = this.rank(g.lo); p <= this.los.length; p += p & -p) {
      const base = this.start[p]! - 1;
      const size = this.start[p + 1]! - this.start[p]!;
      // Inner positions count from the largest settle down, so a prefix holds the settles ≥ T.
      for (let q = size - this.below(p, g.settle); q <= size; q += q & -q) {
        this.count[base + q]!++;
        keepFirst(this.first, (base + q) * NAMED, index);
      }
    }
  }

  /** The first `named` node indices (ascending) of gates with lo < `line` and settle ≥ `settle`, and how many there are. */
  from(line: number, settle: number, named = 0): { named: number[]; total: number } {
    let total = 0;
    let picked: number[] = [];
    for (let p = countBelow(this.los, line); p > 0; p -= p & -p) {
      const base = this.start[p]! - 1;
      for (let q = this.start[p + 1]! - this.start[p]! - this.below(p, settle); q > 0; q -= q & -q) {
        total += this.count[base + q]!;
        const at = (base + q) * NAMED;
        // Only a cell holding an index below the ones picked changes them.
        if (named && this.first[at] !== -1 && (picked.length < named || this.first[at]! < picked[picked.length - 1]!)) picked = smallest(picked, this.first, at, named);
      }
    }
    return { named: picked, total };
  }

  /** 1-based position of a lo value among the distinct ones. */
  private rank(lo: number): number {
    return countBelow(this.los, lo) + 1;
  }

  /** How many of cell p's settles are below `value`. */
  private below(p: number, value: number): number {
    let lo = this.start[p]!;
    let hi = this.start[p + 1]!;
    const from = lo;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.keys[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo - from;
  }
}

/** Adds `index` to the ascending NAMED slots at `at` (-1 empty), keeping the smallest. */
function keepFirst(slots: Int32Array, at: number, index: number) {
  for (let k = 0; k < NAMED; k++) {
    const v = slots[at + k]!;
    if (v === index) return;
    if (v !== -1 && v < index) continue;
    slots.copyWithin(at + k + 1, at + k, at + NAMED - 1);
    slots[at + k] = index;
    return;
  }
}

/** The `keep` smallest of an ascending list and the NAMED slots at `at` (-1 empty), ascending. */
function smallest(a: readonly number[], slots: Int32Array, at: number, keep: number): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < keep) {
    const b = j < NAMED ? slots[at + j]! : -1;
    if (i >= a.length && b === -1) break;
    if (b === -1 || (i < a.length && a[i]! < b)) out.push(a[i++]!);
    else {
      out.push(b);
      j++;
    }
  }
  return out;
}
