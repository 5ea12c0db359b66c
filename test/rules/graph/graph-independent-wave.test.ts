import { describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-independent-wave.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, preDonePlan, runGraph, survivesDegenerate, tree } from './graph-helpers.js';
import { DB_TOUCHES, heldByConstraints, planOnlyComments } from './touch-fixtures.js';

const plan = (nodes: string[], edges: string[], waves: string[]) =>
  ['DELEGATED GRAPH: t', 'NODES:', ...nodes.map((n) => `  ${n}`), 'EDGES:', ...(edges.length ? edges : ['none']).map((e) => `  ${e}`), 'WAVES:', ...waves.map((w) => `  ${w}`), ''].join('\n');

const heldBack = plan(['N1 domain=api output=src/api.ts', 'N2 domain=docs output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);
const sameFiles = plan(['N1 domain=api output=src/', 'N2 domain=auth output=src/auth.ts'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);

ruleTester(rule, {
  valid: [
    { name: 'every node without incoming edges is in WAVE 1', files: tree(BASE) },
    { name: 'a node held back because it writes the same files as an earlier node', files: tree(sameFiles) },
    { name: 'a node held back because an earlier glob output covers its file', files: tree(plan(['N1 domain=api output=src/**/*.ts', 'N2 domain=auth output=src/auth/token.ts'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]'])) },
    { name: 'a node held back because an earlier `docs/**` output covers its file', files: tree(plan(['N1 domain=guide output=docs/**', 'N2 domain=api output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]'])) },
    { name: 'a node held back because an earlier `docs/*` output covers its file', files: tree(plan(['N1 domain=guide output=docs/*', 'N2 domain=api output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]'])) },
    { name: 'a later-wave node that has an incoming edge', files: tree(edit(BASE, ['  N0 → N2   (N2 reads the spec)\n', ''])) },
    {
      // WAVE 1 holds only the pre-done N0, so N1 starts the run in WAVE 2; N0 declared again as pending changes nothing.
      name: "a repeated id's later declaration does not move the wave where the run starts",
      files: tree(plan(['N0 domain=docs output=docs/spec.md status=pre-done', 'N1 domain=api output=src/api.ts status=pending', 'N0 domain=docs output=docs/spec.md status=pending'], [], ['WAVE 1 : [N0]', 'WAVE 2 : [N1]']), { 'docs/spec.md': '# Spec\n' }),
    },
  ],
  invalid: [
    {
      name: 'a node with no incoming edge held back to a later wave, at the node',
      files: tree(heldBack),
      detail: '1 independent node placed after WAVE 1',
      findings: [at(lineOf(heldBack, 'N2 domain'), 3, 'N2 has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE 2')],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-independent-wave on degenerate input', () => {
  survivesDegenerate(rule);
});

// `output=docs` is the folder holding `docs/api.md` when the graph writes under it: the later node is held back by a clash.
const bareFolder = plan(['N1 domain=docs output=docs', 'N2 domain=api output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);
const bareWord = plan(['N1 domain=docs output=docsite', 'N2 domain=api output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);

ruleTester(rule, {
  valid: [{ name: 'a node held back by an earlier one-segment folder output', files: tree(bareFolder) }],
  invalid: [
    {
      name: 'a node held back by an earlier bare word that is no folder of the graph',
      files: tree(bareWord),
      findings: [at(lineOf(bareWord, 'N2 domain'), 3, 'N2 has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE 2')],
    },
  ],
});

// A node with incoming edges belongs in the wave right after its latest upstream node.
const lateNode = plan(['A1 domain=db output=migrations/0042.sql', 'B1 domain=api output=src/invoice.py', 'C1 domain=docs output=docs/billing.md'], ['A1 → B1', 'A1 → C1'], ['WAVE 1 : [A1]', 'WAVE 2 : [B1]', 'WAVE 3 : [C1]']);
/** A finding at `id`'s place in the list of WAVE `wave`. */
const lateAt = (text: string, id: string, wave: number, message: string) => {
  const line = lineOf(text, `WAVE ${wave} :`);
  return at(line, text.split('\n')[line - 1]!.indexOf(id) + 1, message);
};
const chain = plan(['A1 domain=db output=a.sql', 'B1 domain=api output=b.py', 'C1 domain=docs output=c.md'], ['A1 → B1', 'B1 → C1'], ['WAVE 1 : [A1]', 'WAVE 2 : [B1]', 'WAVE 3 : [C1]']);
const twoUpstream = plan(['A1 domain=db output=a.sql', 'B1 domain=api output=b.py', 'C1 domain=docs output=c.md'], ['A1 → B1', 'A1 → C1', 'B1 → C1'], ['WAVE 1 : [A1]', 'WAVE 2 : [B1]', 'WAVE 3 : [C1]']);
// C1 writes inside B1's folder: the clash holds it past WAVE 2.
const heldBySkipped = plan(['A1 domain=db output=a.sql', 'B1 domain=api output=docs/', 'C1 domain=docs output=docs/billing.md'], ['A1 → B1', 'A1 → C1'], ['WAVE 1 : [A1]', 'WAVE 2 : [B1]', 'WAVE 3 : [C1]']);
// C1 writes A1's folder, but A1 is its upstream node's wave, not a wave C1 skips.
const clashBeforeDue = plan(['A1 domain=db output=docs/', 'B1 domain=api output=b.py', 'C1 domain=docs output=docs/billing.md'], ['A1 → B1', 'A1 → C1'], ['WAVE 1 : [A1]', 'WAVE 2 : [B1]', 'WAVE 3 : [C1]']);
const lateMessage = 'C1 is in WAVE 3, but its latest upstream node A1 is in WAVE 1, so it belongs in WAVE 2: no node of a wave it skips feeds it or writes its files';

ruleTester(rule, {
  valid: [
    { name: 'a chain, each node right after its upstream node', files: tree(chain) },
    { name: 'a node right after the latest of two upstream nodes', files: tree(twoUpstream) },
    { name: 'a node held past the wave after its upstream node by a clash with a node of a wave it skips', files: tree(heldBySkipped) },
  ],
  invalid: [
    {
      name: 'a node two waves after its only upstream node, at its place in WAVES',
      files: tree(lateNode),
      detail: '1 node placed later than the wave after its upstream nodes',
      findings: [lateAt(lateNode, 'C1', 3, lateMessage)],
    },
    {
      name: 'a late node whose only clash is with a node of a wave before the one it belongs in',
      files: tree(clashBeforeDue),
      findings: [lateAt(clashBeforeDue, 'C1', 3, lateMessage)],
    },
  ],
});

// The wave after WAVE 2 is the next one listed: a gap in the numbering is graph-waves-partition's.
const numberingGap = plan(['A1 domain=db output=a.sql', 'B1 domain=api output=b.py', 'C1 domain=docs output=c.md'], ['A1 → B1', 'B1 → C1'], ['WAVE 1 : [A1]', 'WAVE 2 : [B1]', 'WAVE 4 : [C1]']);

ruleTester(rule, {
  valid: [{ name: 'a node in the next wave listed after its upstream node, past a gap in the numbering', files: tree(numberingGap) }],
  invalid: [],
});

// WAVE 1 holds only the pre-done adr, so the run starts in WAVE 2, where limiter (reading only adr) belongs.
const afterPreDone = preDonePlan(['WAVE 1 : [adr]', 'WAVE 2 : [config]', 'WAVE 3 : [limiter]']);

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'a node reading only a node of a wave before the run starts, held past the first wave that runs',
      files: tree(afterPreDone, { 'docs/adr/0007.md': '# ADR 7\n' }),
      findings: [lateAt(afterPreDone, 'limiter', 3, 'limiter is in WAVE 3, but its upstream nodes all sit before WAVE 2, so it belongs in WAVE 2: no node of a wave it skips feeds it or writes its files')],
    },
  ],
});

describe('graph-independent-wave on large input', () => {
  it('a fan-out of 20,000 nodes, one per wave, each reading only the first', { timeout: 20_000 }, async () => {
    const n = 20_000;
    const ids = Array.from({ length: n }, (_, i) => `C${i}`);
    const text = plan(ids.map((id) => `${id} domain=d output=${id}.md`), ids.slice(1).map((id) => `C0 → ${id}`), ids.map((id, i) => `WAVE ${i + 1} : [${id}]`));
    const r = await runGraph(rule, text, {});
    expect(r.status).toBe('fail');
    // C1 sits right after C0; every later node belongs in WAVE 2.
    expect(r.detail).toMatch(new RegExp(`^${n - 2} nodes placed later than the wave after their upstream nodes`));
  });
});

// Files a node touches are its outputs and the files its CONSTRAINTS let it touch; a plan alone has its wave comments.
const heldLine = (text: string) => lineOf(text, '  N2  domain');
const mustNot = edit(heldByConstraints, [DB_TOUCHES, 'touch src/db/ only; do not touch package.json']);
const otherFiles = edit(planOnlyComments, ['adds generic-pool to package.json', 'adds generic-pool to src/db/deps.json']);
const heldMessage = 'N2 has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE 2';

ruleTester(rule, {
  valid: [
    { name: 'a node held back because its CONSTRAINTS and an earlier node\'s both touch package.json', files: tree(heldByConstraints, {}) },
    { name: 'a plan alone whose wave comments both name package.json', files: tree(planOnlyComments, {}) },
  ],
  invalid: [
    { name: 'a node whose CONSTRAINTS name the shared file only as one it must not touch', files: tree(mustNot, {}), findings: [at(heldLine(mustNot), 3, heldMessage)] },
    { name: 'a plan alone whose wave comments name different files', files: tree(otherFiles, {}), findings: [at(heldLine(otherFiles), 3, heldMessage)] },
  ],
});
