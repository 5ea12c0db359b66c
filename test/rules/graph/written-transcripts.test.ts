// Coordinator transcripts written from the protocol alone (kept verbatim): what the rules make of each.
import { afterAll, describe, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { G3_EVOLVED, G7V, G8_NOINPUT, P6_RETURN_OUTPUT, P7_DONE_VERIFY_FAIL } from './written-transcripts.js';
import { edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** Status, detail and findings of every graph rule that does not pass. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text, {}), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail} ${(r.findings ?? []).map((f) => `${f.line}: ${f.message}`).join(' / ')}`);
}

describe('a DELEGATED GRAPH re-issued after an evolution', () => {
  it('judges each AGENT SUBGRAPH against the plan in force when it was written', async () => {
    expect(await notPassing(G3_EVOLVED)).toEqual([]);
  });
  it('still fails a subgraph written under the new plan that leaves out the new edge\'s input', async () => {
    const text = edit(G3_EVOLVED, ['INPUTS       : config/ratelimit.toml\n', 'INPUTS       : none\n']);
    const line = lineOf(text, 'INPUTS       : none', lineOf(text, 'Re-spawning N2'));
    expect(await notPassing(text)).toEqual([expect.stringMatching(new RegExp(`^graph-subgraph-inputs: fail .* ${line}: AGENT SUBGRAPH N2 says INPUTS none, but edge N1 → N2`))]);
  });
  it('judges each AGENT SUBGRAPH OUTPUT against the plan in force: the re-issued plan moves N2\'s output, N2 is re-spawned', async () => {
    const cut = G3_EVOLVED.indexOf('Updated DELEGATED GRAPH');
    const moved = G3_EVOLVED.slice(0, cut) + G3_EVOLVED.slice(cut).replaceAll('src/middleware/ratelimit.rs', 'src/middleware/limits.rs');
    // The re-spawn keeps CONSTRAINTS verbatim (graph-retry): only the output moves.
    const text = edit(moved, ['touch only src/middleware/limits.rs', 'touch only src/middleware/ratelimit.rs']);
    expect(await notPassing(text)).toEqual([]);
  });
  it('judges a spawn by the waves of the plan in force: N3 spawned under the first plan before WAVE 1 returned warns', async () => {
    const n3 = G3_EVOLVED.indexOf('```\n═══════════════════════════════════════════════════\nAGENT SUBGRAPH — N3');
    const n3End = G3_EVOLVED.indexOf('```\nRETURN:', n3);
    const firstReturn = G3_EVOLVED.indexOf('```\nRETURN:');
    const text = G3_EVOLVED.slice(0, firstReturn) + G3_EVOLVED.slice(n3, n3End) + G3_EVOLVED.slice(firstReturn, n3) + G3_EVOLVED.slice(n3End);
    const out = (await notPassing(text)).filter((r) => r.startsWith('graph-gate-order'));
    expect(out).toEqual([expect.stringMatching(/^graph-gate-order: warn .*N3 \(WAVE 2\) is spawned before N1 \(WAVE 1\) has returned.*N3 \(WAVE 2\) is spawned before N2 \(WAVE 1\)/)]);
  });
});

describe('downstream of a node that FAILED twice', () => {
  it('passes INPUTS that leave out the failed node\'s output and say so by naming it', async () => {
    expect(await notPassing(G8_NOINPUT)).toEqual([]);
  });
  it('fails INPUTS that leave it out silently, saying the node failed', async () => {
    const text = edit(G8_NOINPUT, ['search/synonyms.txt (N2 FAILED twice, so no ranking model; keep BM25)', 'search/synonyms.txt (keep BM25)']);
    const line = lineOf(text, 'search/synonyms.txt (keep BM25)');
    expect(await notPassing(text)).toEqual([expect.stringMatching(new RegExp(`^graph-subgraph-inputs: fail .* ${line}: AGENT SUBGRAPH N3 does not pass search/ltr_model.json; N2 FAILED \\(two failed RETURNs\\) .* INPUTS must say so by naming N2`))]);
  });
  it('fails as before when the node failed only once', async () => {
    const second = G8_NOINPUT.indexOf('STATUS            : failed', G8_NOINPUT.indexOf('STATUS            : failed') + 1);
    const text = `${G8_NOINPUT.slice(0, second)}STATUS            : done${G8_NOINPUT.slice(second + 'STATUS            : failed'.length)}`;
    const out = (await notPassing(text)).filter((r) => r.startsWith('graph-subgraph-inputs'));
    expect(out).toEqual([expect.stringMatching(/fail .*AGENT SUBGRAPH N3 does not pass search\/ltr_model\.json, but edge N2 → N3/)]);
  });
});

describe('GAPS and OFF-SCRIPT entries with a parenthesised note', () => {
  it.each([
    ['a node id in the note', 'GAPS       : [tests/test_dedupe.py (N1)]'],
    ['a comma in the note', 'GAPS       : [tests/test_dedupe.py (delegated to N1, not written)]'],
  ])('%s: the entry is the path, the note is not an entry', async (_name, gaps) => {
    expect(await notPassing(edit(G7V, ['GAPS       : [N1: tests/test_dedupe.py]', gaps]))).toEqual([]);
  });
  it('reads each entry once, at its column, with commas inside the note kept', () => {
    const text = edit(G7V, ['GAPS       : [N1: tests/test_dedupe.py]', 'GAPS       : [tests/a.py (N1, not written), tests/b.py]'], ['OFF-SCRIPT : none', 'OFF-SCRIPT : [Makefile (needed by N1, see above)]']);
    const impl = parseGraphText(text).implementedGraphs[0]!;
    expect(impl.gaps!.items.map((i) => [i.value, i.column])).toEqual([['tests/a.py', 15], ['tests/b.py', 45]]);
    expect(impl.offScript!.items.map((i) => i.value)).toEqual(['Makefile']);
  });
  it('a comma outside parentheses still separates entries', () => {
    const text = edit(G7V, ['GAPS       : [N1: tests/test_dedupe.py]', 'GAPS       : N1, N2 (see VERDICT)']);
    expect(parseGraphText(text).implementedGraphs[0]!.gaps!.items.map((i) => i.value)).toEqual(['N1', 'N2']);
  });
});

describe('EDGES lines with a trailing comment after a spaced dash', () => {
  const text = edit(G3_EVOLVED, ['N1 → N2        (N2 reads N1.output; added by evolution of N2)', 'N1 → N2        (N2 reads N1.output) — added by evolution of N2']);
  it('reads only the edge', () => {
    const last = parseGraphText(text).delegatedGraphs[1]!;
    expect(parseGraphText(text).problems).toEqual([]);
    expect(last.edges.map((e) => `${e.from.id}→${e.to.id}`)).toEqual(['N1→N2', 'N2→N3', 'N1→N3']);
  });
  it('passes every graph rule', async () => {
    expect(await notPassing(text)).toEqual([]);
  });
  it('passes every graph rule with the note after a spaced ASCII hyphen', async () => {
    const hyphen = edit(G3_EVOLVED, ['N1 → N2        (N2 reads N1.output; added by evolution of N2)', 'N1 → N2 - added by evolution of N2']);
    expect(await notPassing(hyphen)).toEqual([]);
  });
  it.each([
    ['an en dash', 'N1 → N2 – added later', ['N1→N2']],
    ['a dash inside the parentheses', 'N1 → N2 (reads — the config) — added', ['N1→N2']],
    ['a dash with no spaces is no comment', 'N1 → N2—N3', null],
    ['a spaced ASCII hyphen', 'N1 → N2 - web reads the api', ['N1→N2']],
    ['a spaced double hyphen after an ASCII arrow', 'N1 -> N2 -- added later', ['N1→N2']],
    ['ASCII arrows are no spaced hyphen', 'N1 -> N2 --> N3', ['N1→N2', 'N2→N3']],
    ['a spaced hyphen before any arrow is no comment', 'N1 - N2 → N3', null],
  ])('%s', (_name, edge, edges) => {
    const p = parseGraphText(`DELEGATED GRAPH: x\nNODES:\n  N1 output=a.ts\n  N2 output=b.ts\n  N3 output=c.ts\nEDGES:\n  ${edge}\nWAVES:\n  WAVE 1 : [N1]\n  WAVE 2 : [N2 ∥ N3]\n`);
    if (edges) {
      expect(p.problems).toEqual([]);
      expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}→${e.to.id}`)).toEqual(edges);
    } else expect(p.problems.length).toBeGreaterThan(0);
  });
});

describe('RETURN outputs and verify results', () => {
  it('fails a RETURN whose OUTPUT is not the one its AGENT SUBGRAPH asked for, at the RETURN\'s OUTPUT', async () => {
    const line = lineOf(P6_RETURN_OUTPUT, 'OUTPUT            : docs/csv-export.md');
    expect(await notPassing(P6_RETURN_OUTPUT)).toEqual([
      expect.stringMatching(new RegExp(`^graph-subgraph-output: fail 1 RETURN gives another OUTPUT than its AGENT SUBGRAPH asked for ${line}: RETURN N4 gives OUTPUT docs/csv-export.md but its AGENT SUBGRAPH \\(line ${lineOf(P6_RETURN_OUTPUT, 'AGENT SUBGRAPH — N4')}\\) asked for OUTPUT docs/export.md$`)),
    ]);
  });
  it('passes when the RETURN gives the OUTPUT asked for', async () => {
    const text = edit(P6_RETURN_OUTPUT, ['OUTPUT            : docs/csv-export.md', 'OUTPUT            : docs/export.md']);
    expect((await notPassing(text)).filter((r) => r.startsWith('graph-subgraph-output'))).toEqual([]);
  });
  it('leaves an evolved RETURN out: its new scope may move the output', async () => {
    const text = edit(P6_RETURN_OUTPUT, ['STATUS            : done\n  OUTPUT            : docs/csv-export.md', 'STATUS            : evolved\n  OUTPUT            : docs/csv-export.md']);
    expect((await notPassing(text)).filter((r) => r.startsWith('graph-subgraph-output'))).toEqual([]);
  });
  it('fails a done RETURN whose VERIFY_RESULT is fail, at the VERIFY_RESULT', async () => {
    const line = lineOf(P7_DONE_VERIFY_FAIL, 'VERIFY_RESULT     : fail + routes/export.test.ts:12');
    expect(await notPassing(P7_DONE_VERIFY_FAIL)).toEqual([
      expect.stringMatching(new RegExp(`^graph-return-fields: fail .* ${line}: RETURN N3 has STATUS done but VERIFY_RESULT fail \\+ routes/export\\.test\\.ts:12`)),
    ]);
  });
});
