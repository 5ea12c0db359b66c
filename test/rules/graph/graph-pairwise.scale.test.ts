/**
 * The graph rules that once compared every pair (of nodes, of a subgraph and a
 * node) now search keyed lists. These tests hold them to the pairwise
 * definitions: the old checks are kept here as references and compared on
 * random small graphs, and large groups are checked to name three and count the rest.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProjectFs } from '../../../packages/core/src/io/project-fs.js';
import { decodeText, splitLines } from '../../../packages/core/src/io/text.js';
import { graphOutputAnswered } from '../../../packages/core/src/model/graph/refine.js';
import {
  GraphClashIndex,
  GraphModel,
  GraphOutputKeys,
  GraphTextWords,
  firstBelow,
  graphMentions as graphMentionsOf,
  graphNamesPath as graphNamesPathOf,
  graphOutputPaths,
  graphOutputsClash,
  graphOpensWithNone,
  type GraphNode,
} from '../../../packages/core/src/model/graph/index.js';
import type { Finding, RuleOutcome } from '../../../packages/core/src/types.js';
import sameOutputWaves from '../../../rules/graph/graph-same-output-waves.js';
import independentWave from '../../../rules/graph/graph-independent-wave.js';
import gateOrder from '../../../rules/graph/graph-gate-order.js';
import subgraphInputs from '../../../rules/graph/graph-subgraph-inputs.js';
import type { Rule } from '../../../packages/core/src/rule.js';

const fsRoot = new ProjectFs(path.resolve('.'));

function model(text: string): GraphModel {
  const bytes = Buffer.from(text);
  const decoded = decodeText(bytes);
  return new GraphModel({ rel: 'graph.md', abs: path.resolve('graph.md'), text: decoded.text, lines: splitLines(decoded.text), bytes: bytes.length, problems: decoded.problems }, fsRoot);
}

async function run(rule: Rule, m: GraphModel): Promise<RuleOutcome> {
  return (rule as Rule<GraphModel>).check({ model: m } as never);
}

// ---------------------------------------------------------------- the pairwise definitions, as the rules read before

const oldMentions = (text: string, id: string) => new RegExp(`(?:^|[^\\w.-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|\\.\\w)`).test(text);
function oldNamesPath(text: string, p: string): boolean {
  const bare = p.replace(/^\.\//, '').replace(/\/+$/, '');
  if (!bare) return false;
  const esc = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\w./-]|\\./)${esc}/?(?![\\w/-]|\\.\\w)`).test(text);
}
function oldPasses(inputs: string, output: string): boolean {
  const paths = graphOutputPaths(output);
  // Files inside a folder output or matching a glob output pass it, refined.
  if (paths.length) return paths.every((p) => oldNamesPath(inputs, p)) || graphOutputAnswered(output, inputs);
  // An output that is no path is passed when INPUTS name it whole, in any case.
  return (output.trim() !== '' && oldNamesPath(inputs.toLowerCase(), output.trim().toLowerCase())) || graphOutputAnswered(output, inputs);
}

function oldSameOutputWaves(m: GraphModel): { findings: Finding[]; pairs: number } {
  const findings: Finding[] = [];
  // A wave is its number: two WAVE lines of one number are one wave, named at its first line.
  const numbers = [...new Set(m.delegated!.waves.map((w) => w.number))];
  for (const number of numbers) {
    const lines = m.delegated!.waves.filter((w) => w.number === number);
    const w = lines[0]!;
    const members = [...new Set(lines.flatMap((l) => l.members.map((x) => x.id)))].map((id) => m.node(id)).filter((n): n is GraphNode => !!n);
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = members[i]!;
        const b = members[j]!;
        const what = graphOutputsClash(a, b, m.outputFolder);
        if (what) findings.push(m.at(b.line, `${b.id} and ${a.id} (line ${a.line}) both write ${what} yet share WAVE ${w.number} (line ${w.line})`, b.column));
      }
    }
  }
  return { findings, pairs: findings.length };
}

function oldIndependentWave(m: GraphModel): Finding[] {
  // A repeated id counts at its first declaration, as every lookup reads it.
  const g = { nodes: m.plan(m.delegated!).declared() };
  const findings: Finding[] = [];
  // The first wave that spawns a node: one of pre-done nodes only runs nothing.
  const start = Math.max(1, Math.min(...g.nodes.filter((x) => m.statusOf(x) !== 'pre-done').map((x) => m.waveOf(x.id) ?? Infinity)));
  for (const n of g.nodes) {
    const wave = m.waveOf(n.id);
    if (wave === undefined || wave <= start) continue;
    // The wave right after the latest upstream node (the last such node named).
    const ups = m.upstream(n.id);
    const upWaves = ups.map((u) => m.waveOf(u) ?? Infinity);
    // The wave after an upstream node's: the next one listed.
    const next = (w: number) => Math.min(...m.delegated!.waves.map((x) => x.number).filter((k) => k > w));
    const due = Math.max(start, ...upWaves.map(next));
    if (wave <= due) continue;
    const skipped = g.nodes.filter((x) => x.id !== n.id && (m.waveOf(x.id) ?? Infinity) >= due && (m.waveOf(x.id) ?? Infinity) < wave);
    if (skipped.some((x) => graphOutputsClash(n, x, m.outputFolder))) continue;
    if (!ups.length) {
      findings.push(m.at(n.line, `${n.id} has no incoming edge, so it is independent of WAVE ${start} and shares it; it is in WAVE ${wave}`, n.column));
      continue;
    }
    const latest = due > start ? ups[upWaves.findIndex((w) => next(w) === due)] : undefined;
    const why = latest ? `its latest upstream node ${latest} is in WAVE ${m.waveOf(latest)}` : `its upstream nodes all sit before WAVE ${start}`;
    const at = m.waveRef(n.id)!;
    findings.push(m.at(at.line, `${n.id} is in WAVE ${wave}, but ${why}, so it belongs in WAVE ${due}: no node of a wave it skips feeds it or writes its files`, at.column));
  }
  return findings.sort((x, y) => x.line - y.line || (x.column ?? 1) - (y.column ?? 1));
}

function oldGateOrder(m: GraphModel): { findings: Finding[]; proven: number } {
  const findings: Finding[] = [];
  let proven = 0;
  // A repeated id counts at its first declaration, as every lookup reads it.
  const spawned = m.plan(m.delegated!).declared().filter((n) => m.statusOf(n) !== 'pre-done' && m.subgraphsFor(n.id).length > 0);
  for (const n of spawned) {
    const wave = m.waveOf(n.id);
    if (wave === undefined) continue;
    const first = m.subgraphsFor(n.id)[0]!;
    for (const up of spawned) {
      const upWave = m.waveOf(up.id);
      if (upWave === undefined || upWave >= wave) continue;
      const upReturns = m.returnsFor(up.id);
      // up's last spawn before n's: the first one is settled by up's first RETURN, a re-spawn by the first RETURN after it.
      const before = m.subgraphsFor(up.id).filter((s) => s.line < first.line);
      const again = before.length > 1 ? before[before.length - 1]! : undefined;
      const settle = again ? upReturns.find((r) => r.line > again.line) : upReturns[0];
      if (settle && settle.line < first.line) continue;
      // n returned before up settled, or up never settled: n ran while up's wave was open.
      const early = m.returnsFor(n.id).find((r) => !settle || r.line < settle.line);
      const prior = again ? upReturns.filter((r) => r.line < again.line).pop() : undefined;
      if (prior) {
        const status = m.returnStatus(prior);
        const respawn = `${up.id}'s re-spawn (line ${again!.line}, after its ${status ? `${status} ` : ''}RETURN at line ${prior.line})`;
        if (early) {
          proven++;
          const settled = settle ? `returned at line ${settle.line}, after ${n.id} was spawned (line ${first.line})` : 'never returned';
          findings.push(m.at(early.line, `${n.id} (WAVE ${wave}) returned before ${up.id} (WAVE ${upWave}) settled: ${respawn} ${settled}; WAVE ${wave} ran before WAVE ${upWave} completed`));
        } else {
          const when = settle ? `returned only at line ${settle.line}, after this spawn` : 'has not returned';
          findings.push(m.at(first.line, `${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) settled: ${respawn} ${when}; WAVE ${wave} must wait for WAVE ${upWave}`));
        }
      } else if (early) {
        proven++;
        if (!settle) findings.push(m.at(early.line, `${n.id} (WAVE ${wave}) returned, but ${up.id} (WAVE ${upWave}) never did: WAVE ${wave} ran before WAVE ${upWave} completed`));
        else findings.push(m.at(early.line, `${n.id} (WAVE ${wave}) returned before ${up.id} (WAVE ${upWave}) returned (line ${settle.line}): WAVE ${wave} ran before WAVE ${upWave} completed`));
      } else {
        findings.push(m.at(first.line, `${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`));
      }
    }
  }
  return { findings, proven };
}

function oldSubgraphInputs(m: GraphModel): Finding[] {
  const g = m.delegated!;
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  for (const s of m.subgraphs) {
    const node = m.node(s.node);
    if (!node) continue;
    const inputs = s.fields['INPUTS'];
    const text = inputs?.value ?? '';
    const where = inputs ? { line: inputs.line, column: inputs.valueColumns[0] } : { line: s.line, column: 1 };
    const upstream = [...new Set(g.edges.filter((e) => e.to.id === node.id).map((e) => e.from.id))];
    const none = !!inputs && graphOpensWithNone(text);
    for (const u of upstream) {
      const un = g.nodes.find((x) => x.id === u);
      const out = un?.outputs[0]?.value;
      if (!un || !out) continue;
      // INPUTS that open with none (`none — do not read a.md`) pass nothing, whatever their note names.
      if (none || !oldPasses(text, out)) {
        const edge = g.edges.find((e) => e.from.id === u && e.to.id === node.id)!;
        const said = !inputs ? 'has no INPUTS' : none ? 'says INPUTS none' : `does not pass ${out}`;
        // The protocol's notation `N1.output` in place of the path is told to write the path.
        if (inputs && !none && oldMentions(text, `${u}.output`)) {
          errors.push(m.at(where.line, `AGENT SUBGRAPH ${node.id} names ${u}.output in INPUTS, not the path it stands for: edge ${u} → ${node.id} (line ${edge.line}) means it reads ${u}'s output ${out}; write that path (the subagent cannot resolve a node's id)`, where.column));
          continue;
        }
        errors.push(m.at(where.line, `AGENT SUBGRAPH ${node.id} ${said}, but edge ${u} → ${node.id} (line ${edge.line}) means it reads ${u}'s output ${out}`, where.column));
      }
    }
    if (!inputs || none) continue;
    for (const other of m.plan(g).declared()) {
      if (other.id === node.id || upstream.includes(other.id) || m.statusOf(other) === 'pre-done') continue;
      const out = other.outputs[0]?.value;
      if (!out || graphOutputPaths(out).length === 0) continue;
      if (oldPasses(text, out) || oldMentions(text, `${other.id}.output`)) {
        warnings.push({ ...m.at(where.line, `AGENT SUBGRAPH ${node.id} reads ${other.id}'s output ${out}, but the DELEGATED GRAPH has no edge ${other.id} → ${node.id}`, where.column), severity: 'warning' });
      }
    }
  }
  return [...errors, ...warnings];
}

// ---------------------------------------------------------------- random small transcripts

const IDS = ['N1', 'N2', 'N3', 'N4', 'N1'];
const OUTPUTS = ['a.md', 'a', 'a/', 'a/b.md', 'a/b', './a.md', 'b.md', 'a.md,b.md', 'x/a.md', '/', '/a', 'a//b.md', 'commit on main', 'commit', 'docs/', 'docs/spec.md', 'c.ts'];
const INPUT_WORDS = ['a.md', 'a/b.md', './a.md', 'a/', 'a', 'b.md', 'x/a.md', '(N1)', 'N1.output', 'N2.output', 'N3.output', 'a.md.bak', 'xa.md', 'a-b.md', 'docs/spec.md', 'spec', 'none', 'commit on main', ',', '—'];

const transcript = fc.record({
  nodes: fc.array(fc.record({ id: fc.constantFrom(...IDS), outputs: fc.array(fc.constantFrom(...OUTPUTS), { minLength: 0, maxLength: 2 }), pre: fc.boolean() }), { minLength: 1, maxLength: 4 }),
  edges: fc.array(fc.tuple(fc.constantFrom(...IDS), fc.constantFrom(...IDS)), { maxLength: 5 }),
  waves: fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.array(fc.constantFrom(...IDS), { minLength: 1, maxLength: 4 })), { maxLength: 4 }),
  blocks: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('sub' as const), id: fc.constantFrom(...IDS), inputs: fc.option(fc.array(fc.constantFrom(...INPUT_WORDS), { minLength: 1, maxLength: 4 })) }),
      fc.record({ kind: fc.constant('ret' as const), id: fc.constantFrom(...IDS) }),
    ),
    { maxLength: 6 },
  ),
});

type Transcript = typeof transcript extends fc.Arbitrary<infer T> ? T : never;

function render(t: Transcript): string {
  const lines = ['# Graph', '', 'DELEGATED GRAPH: t', 'NODES:'];
  for (const n of t.nodes) lines.push(`  ${n.id}  domain=x  ${n.outputs.map((o) => `output=${o}`).join('  ')}  status=${n.pre ? 'pre-done' : 'pending'}`);
  lines.push('EDGES:');
  for (const [a, b] of t.edges) lines.push(`  ${a} → ${b}`);
  lines.push('WAVES:');
  for (const [k, ms] of t.waves) lines.push(`  WAVE ${k} : [${ms.join(' ∥ ')}]`);
  for (const b of t.blocks) {
    lines.push('');
    if (b.kind === 'sub') {
      lines.push(`AGENT SUBGRAPH — ${b.id} part`);
      if (b.inputs) lines.push(`INPUTS       : ${b.inputs.join(' ')}`);
      lines.push('OUTPUT       : x');
    } else {
      // An OUTPUT too: a RETURN holding only `STATUS : done` is bare, a failed return.
      lines.push(`RETURN: ${b.id}`, `  STATUS : ${'status' in b ? b.status : 'done'}`, '  OUTPUT : x');
    }
  }
  return `${lines.join('\n')}\n`;
}

const RUNS = { numRuns: 300 };

/** Few nodes in fixed waves and many blocks: nodes failing, evolving and re-spawned around later spawns. */
const respawning = fc.record({
  nodes: fc.constant(['N1', 'N2', 'N3', 'N4'].map((id) => ({ id, outputs: [`${id}.md`], pre: false }))),
  edges: fc.constant([] as Array<[string, string]>),
  waves: fc.constant([[1, ['N1', 'N2']], [2, ['N3']], [3, ['N4']]] as Array<[number, string[]]>),
  blocks: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('sub' as const), id: fc.constantFrom('N1', 'N2', 'N3', 'N4'), inputs: fc.constant(null) }),
      fc.record({ kind: fc.constant('ret' as const), id: fc.constantFrom('N1', 'N2', 'N3', 'N4'), status: fc.constantFrom('done', 'failed', 'evolved') }),
    ),
    { maxLength: 14 },
  ),
});

/** Five nodes of mostly distinct outputs in waves 1 to 5 (a gap in the numbering now and then), with random edges. */
const layered = fc.record({
  nodes: fc.tuple(...['N1', 'N2', 'N3', 'N4', 'N5'].map((id, i) => fc.record({ id: fc.constant(id), outputs: fc.constantFrom(`o${i}.md`, `o${i}.md`, 'docs/', `docs/${id}.md`).map((o) => [o]), pre: fc.constantFrom(false, false, false, true) }))),
  edges: fc.array(fc.tuple(fc.constantFrom(...IDS), fc.constantFrom(...IDS)), { maxLength: 5 }),
  waves: fc.tuple(...['N1', 'N2', 'N3', 'N4', 'N5'].map((id) => fc.integer({ min: 1, max: 5 }).map((k) => [k, [id]] as [number, string[]]))),
  blocks: fc.constant([] as Array<{ kind: 'sub'; id: string; inputs: null }>),
});

describe('graph rules searched through keyed lists match the pairwise definitions', () => {
  it('graph-same-output-waves: same findings and pair count on random small graphs', async () => {
    await fc.assert(
      fc.asyncProperty(transcript, async (t) => {
        const m = model(render(t));
        const old = oldSameOutputWaves(m);
        const out = await run(sameOutputWaves, m);
        expect(out.findings ?? []).toEqual(old.findings);
        if (old.pairs) expect(out.detail).toBe(`${old.pairs} pair${old.pairs === 1 ? '' : 's'} of nodes in one wave write the same files`);
      }),
      RUNS,
    );
  });

  it('graph-independent-wave: same findings on random small graphs', async () => {
    await fc.assert(
      fc.asyncProperty(transcript, async (t) => {
        const m = model(render(t));
        expect((await run(independentWave, m)).findings ?? []).toEqual(oldIndependentWave(m));
      }),
      RUNS,
    );
  });

  it('graph-independent-wave: same findings on random layered graphs, nodes placed late among them', async () => {
    let late = 0;
    await fc.assert(
      fc.asyncProperty(layered, async (t) => {
        const m = model(render(t));
        const found = (await run(independentWave, m)).findings ?? [];
        if (found.some((f) => / belongs in WAVE /.test(f.message))) late++;
        expect(found).toEqual(oldIndependentWave(m));
      }),
      RUNS,
    );
    // The property saw nodes placed late, not only graphs that pass.
    expect(late).toBeGreaterThan(10);
  });

  it('graph-gate-order: same findings and status on random small graphs', async () => {
    await fc.assert(
      fc.asyncProperty(transcript, async (t) => {
        const m = model(render(t));
        const old = oldGateOrder(m);
        const out = await run(gateOrder, m);
        expect(out.findings ?? []).toEqual(old.findings);
        expect(out.status).toBe(old.findings.length ? (old.proven ? 'fail' : 'warn') : 'pass');
      }),
      RUNS,
    );
  });

  it('graph-gate-order: same findings and status with nodes re-spawned after failed and evolved RETURNs', async () => {
    await fc.assert(
      fc.asyncProperty(respawning, async (t) => {
        const m = model(render(t));
        const old = oldGateOrder(m);
        const out = await run(gateOrder, m);
        expect(out.findings ?? []).toEqual(old.findings);
        expect(out.status).toBe(old.findings.length ? (old.proven ? 'fail' : 'warn') : 'pass');
      }),
      { numRuns: 1000 },
    );
  });

  it('graph-subgraph-inputs: same findings on random small graphs', async () => {
    await fc.assert(
      fc.asyncProperty(transcript, async (t) => {
        const m = model(render(t));
        expect((await run(subgraphInputs, m)).findings ?? []).toEqual(oldSubgraphInputs(m));
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------- the indexes alone

const pathChar = fc.constantFrom('a', 'b', '/', '.', '-', '_', '~', '@', ' ', ',', '(', ')', 'x', '1');
const shortText = fc.array(pathChar, { maxLength: 12 }).map((cs) => cs.join(''));

describe('indexes behind the graph rules', () => {
  it('graphNamesPath and graphMentions read as their regular expressions', () => {
    fc.assert(
      fc.property(shortText, shortText, (text, needle) => {
        expect(graphNamesPathOf(text, needle)).toBe(oldNamesPath(text, needle));
        expect(graphMentionsOf(text, needle)).toBe(oldMentions(text, needle));
      }),
      { numRuns: 3000 },
    );
  });

  it('GraphTextWords candidates include every text that names the path or mentions the id', () => {
    fc.assert(
      fc.property(fc.array(shortText, { maxLength: 6 }), shortText, (texts, needle) => {
        const words = new GraphTextWords(texts);
        const bare = needle.replace(/^\.\//, '').replace(/\/+$/, '');
        const cands = new Set(words.candidates([bare]));
        texts.forEach((text, i) => {
          if (oldNamesPath(text, needle)) expect(cands.has(i)).toBe(true);
        });
        const mentioned = new Set(words.candidates([needle]));
        texts.forEach((text, i) => {
          if (oldMentions(text, needle)) expect(mentioned.has(i)).toBe(true);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('GraphClashIndex lists hold exactly the clashing nodes, on either side, and firstBelow names the first and counts all', () => {
    const node = fc.array(fc.constantFrom(...OUTPUTS, '', ' ', 'and', 'a.md and b.md', 'b.md a.md', 'a/ c', 'a c/', 'a/*.md', 'a/**/b.md', '*.md', 'x/{a,b}.md', '{a.md,x/c.md}', 'a/{b,c}/*.md', 'x/?.md'), { maxLength: 3 }).map((vs) => ({ outputs: vs.map((value) => ({ value })) }));
    fc.assert(
      // With and without bare words read as folders (`a` and `c`, as the model reads a folder the graph writes under).
      fc.property(fc.array(node, { minLength: 1, maxLength: 7 }), fc.constantFrom('a' as const, 'b' as const), fc.boolean(), (items, side, folders) => {
        const isFolder = folders ? (w: string) => w === 'a' || w === 'c' : undefined;
        const keys = new GraphOutputKeys(isFolder);
        const index = new GraphClashIndex(keys, items, side);
        items.forEach((q, j) => {
          const { lists, overlapping } = index.lists(q);
          const union = new Set(lists.flat());
          const expected = items.map((_, i) => i).filter((i) => (side === 'a' ? graphOutputsClash(items[i]!, q, isFolder) : graphOutputsClash(q, items[i]!, isFolder)) !== undefined);
          expect([...union].sort((x, y) => x - y)).toEqual(expected);
          for (const list of lists) expect(list).toEqual([...new Set(list)].sort((x, y) => x - y));
          const below = expected.filter((i) => i < j);
          expect(firstBelow(lists, j, 3, overlapping)).toEqual({ first: below.slice(0, 3), total: below.length });
        });
      }),
      { numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------- large groups: three named, the rest counted

const many = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i + 1)).join('\n');

describe('graph rules name three members of a large group and count the rest', () => {
  it('graph-same-output-waves: six nodes of one wave on one file', async () => {
    const text = `DELEGATED GRAPH: t\nNODES:\n${many(6, (i) => `  N${i}  domain=x  output=same.md  status=pending`)}\nWAVES:\n  WAVE 1 : [N1 ∥ N2 ∥ N3 ∥ N4 ∥ N5 ∥ N6]\n`;
    const out = await run(sameOutputWaves, model(text));
    expect(out.status).toBe('fail');
    expect(out.detail).toBe('15 pairs of nodes in one wave write the same files');
    const messages = (out.findings ?? []).map((f) => `${f.line}: ${f.message}`);
    const pair = (b: number, a: number) => `${b + 2}: N${b} and N${a} (line ${a + 2}) both write same.md yet share WAVE 1 (line 10)`;
    expect(messages).toEqual([
      pair(2, 1), pair(3, 1), pair(4, 1), pair(5, 1), pair(6, 1),
      pair(3, 2), pair(4, 2), pair(5, 2), pair(6, 2),
      pair(4, 3), pair(5, 3), pair(6, 3),
      '7: N5 and 1 more node listed before it in WAVE 1 (line 10) write the same files',
      '8: N6 and 2 more nodes listed before it in WAVE 1 (line 10) write the same files',
    ]);
  });

  it('graph-same-output-waves: a folder node and files under it, several paths per node', async () => {
    const text = `DELEGATED GRAPH: t\nNODES:\n  N1  domain=x  output=docs/a.md  status=pending\n  N2  domain=x  output=docs/b.md docs/a.md  status=pending\n  N3  domain=x  output=docs/c.md  status=pending\n  N4  domain=x  output=docs/d.md  status=pending\n  N5  domain=x  output=docs/ docs/a.md  status=pending\nWAVES:\n  WAVE 1 : [N1 ∥ N2 ∥ N3 ∥ N4 ∥ N5]\n`;
    const out = await run(sameOutputWaves, model(text));
    expect(out.detail).toBe('5 pairs of nodes in one wave write the same files');
    expect((out.findings ?? []).map((f) => f.message)).toEqual([
      'N2 and N1 (line 3) both write docs/a.md yet share WAVE 1 (line 9)',
      'N5 and N1 (line 3) both write docs/a.md (inside docs/) yet share WAVE 1 (line 9)',
      'N5 and N2 (line 4) both write docs/b.md (inside docs/) yet share WAVE 1 (line 9)',
      'N5 and N3 (line 5) both write docs/c.md (inside docs/) yet share WAVE 1 (line 9)',
      'N5 and 1 more node listed before it in WAVE 1 (line 9) write the same files',
    ]);
  });

  it('graph-gate-order: a later-wave node spawned before five earlier-wave nodes returned', async () => {
    const text = [
      'DELEGATED GRAPH: t',
      'NODES:',
      many(6, (i) => `  N${i}  domain=x  output=o${i}.md  status=pending`),
      'WAVES:',
      '  WAVE 1 : [N1 ∥ N2 ∥ N3 ∥ N4 ∥ N5]',
      '  WAVE 2 : [N6]',
      many(6, (i) => `\nAGENT SUBGRAPH — N${i} part\nOUTPUT : o${i}.md`),
      '\nRETURN: N6\n  STATUS : done',
      many(5, (i) => `\nRETURN: N${i}\n  STATUS : done`),
      '',
    ].join('\n');
    const m = model(text);
    const out = await run(gateOrder, m);
    const n6Return = m.returnsFor('N6')[0]!.line;
    expect(out.status).toBe('fail');
    expect(out.detail).toBe('5 nodes of a later wave returned before an earlier wave completed');
    expect((out.findings ?? []).map((f) => `${f.line}: ${f.message}`)).toEqual([
      ...[1, 2, 3].map((i) => `${n6Return}: N6 (WAVE 2) returned before N${i} (WAVE 1) returned (line ${m.returnsFor(`N${i}`)[0]!.line}): WAVE 2 ran before WAVE 1 completed`),
      `${m.subgraphsFor('N6')[0]!.line}: N6 (WAVE 2) is also spawned before 2 more nodes of earlier waves returned`,
    ]);
  });

  it('graph-gate-order: a plan listing every AGENT SUBGRAPH before any RETURN warns and counts every spawn', async () => {
    const text = [
      'DELEGATED GRAPH: t',
      'NODES:',
      many(8, (i) => `  N${i}  domain=x  output=o${i}.md  status=pending`),
      'WAVES:',
      '  WAVE 1 : [N1 ∥ N2 ∥ N3 ∥ N4]',
      '  WAVE 2 : [N5 ∥ N6 ∥ N7 ∥ N8]',
      many(8, (i) => `\nAGENT SUBGRAPH — N${i} part\nOUTPUT : o${i}.md`),
      '',
    ].join('\n');
    const out = await run(gateOrder, model(text));
    expect(out.status).toBe('warn');
    expect(out.detail).toBe('16 spawns before the gate of the previous wave');
    expect(out.findings).toHaveLength(4 * 4);
    expect((out.findings ?? []).filter((f) => / is also spawned before 1 more node of earlier waves returned$/.test(f.message))).toHaveLength(4);
  });
});
