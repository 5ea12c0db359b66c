// Hundreds of differences: the findings a report shows are built, the rest counted, and a VERDICT
// finding names the first differences and how many more, not every one of them.
import { afterAll, expect, it } from 'vitest';
import offScript from '../../../rules/graph/graph-compare-off-script.js';
import subgraphComplete from '../../../rules/graph/graph-subgraph-complete.js';
import verdict from '../../../rules/graph/graph-verdict.js';
import { cleanupTrees } from '../../helpers.js';
import { lint } from '../../rule-tester.js';
import { BASE, edit, tree } from './graph-helpers.js';

afterAll(cleanupTrees);

const N2_ROW = '  N2  status=done      output=web/app.ts    verify=pass';
/** The base transcript with `n` nodes implemented that were never delegated, and OFF-SCRIPT still none. */
const withExtra = (n: number) => edit(BASE, [N2_ROW, `${N2_ROW}\n${Array.from({ length: n }, (_, k) => `  X${k}  status=done  output=x/${k}.ts  verify=pass`).join('\n')}`]);

it('OFF-SCRIPT over 600 undelegated nodes: 500 findings shown of the 1,200 counted', async () => {
  const r = await lint(offScript, { files: tree(withExtra(600)) });
  expect(r.status).toBe('fail');
  expect(r.detail).toBe('OFF-SCRIPT disagrees with the comparison (1200 findings): 600 implemented nodes were never delegated (showing 500 of 1200 findings)');
  expect(r.findings).toHaveLength(500);
  expect(r.findings!.at(-1)!.message).toMatch(/^OFF-SCRIPT does not list X249,/);
});

it('a few differences are all shown, with no count of more', async () => {
  const r = await lint(offScript, { files: tree(withExtra(3)) });
  expect(r.detail).toBe('OFF-SCRIPT disagrees with the comparison (6 findings): 3 implemented nodes were never delegated');
  expect(r.findings).toHaveLength(6);
});

it('VERDICT says matches over 600 differences: the first 20 named, then how many more; 500 findings of 601', async () => {
  const r = await lint(verdict, { files: tree(withExtra(600)) });
  expect(r.status).toBe('fail');
  expect(r.detail).toBe('VERDICT says matches but the graphs differ in 600 places (showing 500 of 601 findings)');
  expect(r.findings).toHaveLength(500);
  const first = r.findings![0]!.message;
  expect(first).toMatch(/^VERDICT says matches, but 600 differences: X0 .*; X19 [^;]*; and 580 more$/);
  expect(first).not.toContain('X20 ');
});

const N2_NODE = '  N2  domain=web   output=web/app.ts    status=pending';
it('600 pending nodes without an AGENT SUBGRAPH: 500 findings shown of the 600 counted, in node order', async () => {
  const text = edit(BASE, [N2_NODE, `${N2_NODE}\n${Array.from({ length: 600 }, (_, k) => `  P${k}  domain=web  output=p/${k}.ts  status=pending`).join('\n')}`]);
  const r = await lint(subgraphComplete, { files: tree(text) });
  expect(r.status).toBe('fail');
  expect(r.detail).toBe('600 delegation gaps: pending nodes need a complete AGENT SUBGRAPH (showing 500 of 600 findings)');
  expect(r.findings).toHaveLength(500);
  expect(r.findings!.at(-1)!.message).toBe('node P499 is pending but no AGENT SUBGRAPH spawns it');
});
