import { describe, expect, it } from 'vitest';
import { formatGithub } from '../../packages/core/src/format/github.js';
import { MERMAID_BUDGET, MERMAID_MAX_NODES, mermaidFor, mermaidLabel } from '../../packages/core/src/format/github-mermaid.js';
import type { Visual } from '../../packages/core/src/format/html/visual.js';
import { check, report, REPO } from './helpers.js';

const decode = (s: string) => s.replace(/#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

function graphVisual(nodes: number, label = (i: number) => `N${i}`): Visual {
  const ids = Array.from({ length: nodes }, (_, i) => label(i));
  return {
    sources: {},
    graph: {
      delegated: { name: 'g', line: 1, nodes: ids.map((id, i) => ({ id, line: i + 2, wave: 1 + (i % 3), owner: 'backend' })), edges: ids.slice(1).map((id, i) => ({ from: ids[i]!, to: id })) },
      implemented: { name: 'g', line: 90, nodes: ids.slice(1).map((id, i) => ({ id, line: i + 91, wave: 1 + (i % 3) })), edges: [] },
      differences: [{ kind: 'gap', node: ids[0]!, message: `${ids[0]} is delegated but not in the IMPLEMENTED GRAPH` }],
    },
  };
}

describe('mermaid in the GitHub step summary', () => {
  it('writes every label character outside a small safe set as an entity, so no label leaves its quotes', () => {
    const hostile = 'a"] --> x[b]; click x call alert() %% ```\n<img src=x>#1;';
    const label = mermaidLabel(hostile, 200);
    expect(label).toMatch(/^[A-Za-z0-9 _.,:/()=+#;-]*$/);
    expect(decode(label)).toBe(hostile);
    expect(mermaidLabel('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}#8230;`);
  });

  it('draws both graphs with their differences and the task waves with overlaps', () => {
    const g = mermaidFor(graphVisual(3));
    expect(g).toContain('```mermaid\nflowchart LR');
    expect(g).toContain('subgraph d["DELEGATED GRAPH: g"]');
    expect(g).toContain('d0 --> d1');
    expect(g).toContain('class d0 gap');
    expect(g).not.toContain('class i');
    expect(g).toContain('dashed orange: delegated, not implemented (gap)');
    const plan = mermaidFor({
      sources: {},
      plan: {
        tasks: [
          { key: 'T1', rel: 'e/tasks/t1.md', owner: ['dev'], wave: '1', files: [{ text: 'src/a.ts', line: 3, overlaps: ['T2'] }] },
          { key: 'T2', rel: 'e/tasks/t2.md', owner: ['qa'], wave: '1', files: [{ text: 'src/a.ts', line: 3, overlaps: ['T1'] }] },
          { key: 'T3', rel: 'e/tasks/t3.md', owner: [], wave: '2', files: [] },
        ],
        rounds: [],
      },
    });
    expect(plan).toContain('subgraph w0["Wave 1"]');
    expect(plan).toContain('t0 -. "overlap: src/a.ts" .- t1');
    expect(plan.match(/overlap: src/g)).toHaveLength(1);
    expect(plan).toContain('w0 --> w1');
  });

  it('caps each diagram and the diagrams of a summary, and says what was left out', () => {
    const big = mermaidFor(graphVisual(MERMAID_MAX_NODES + 15));
    expect(big.match(/^ +d\d+\["/gm)).toHaveLength(MERMAID_MAX_NODES);
    expect(big).toContain(`Not drawn: 15 of ${MERMAID_MAX_NODES + 15} nodes of the DELEGATED GRAPH; 14 of ${MERMAID_MAX_NODES + 14} nodes of the IMPLEMENTED GRAPH`);
    const reports = Array.from({ length: 200 }, (_, i) => report([check('graph-compare-gaps', { status: 'fail' })], { kind: 'graph', target: `${REPO}/g${i}.md`, visual: graphVisual(MERMAID_MAX_NODES, (k) => `node-${i}-${k}`) }));
    const summary = formatGithub(reports, { repoRoot: REPO }).summary;
    const diagrams = summary.match(/```mermaid[\s\S]*?```/g) ?? [];
    expect(diagrams.length).toBeGreaterThan(0);
    expect(diagrams.length).toBeLessThan(200);
    expect(diagrams.join('').length).toBeLessThanOrEqual(MERMAID_BUDGET);
    expect(summary).toContain(`Diagrams of ${200 - diagrams.length} more targets left out`);
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
  });

  it('adds no diagram without picture data', () => {
    const summary = formatGithub([report([check('a', { status: 'fail' })])], { repoRoot: REPO }).summary;
    expect(summary).not.toContain('mermaid');
  });
});
