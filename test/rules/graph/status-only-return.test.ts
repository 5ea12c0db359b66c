/**
 * A RETURN holding only `STATUS : done` is the bare "done" written as a field: "A bare 'done' is a failed
 * return", read as failed by every graph rule, as `RETURN: N1` with `done` alone is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const N1_RETURN = BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'));
const statusOnly = edit(BASE, [N1_RETURN, 'RETURN: N1\n  STATUS : done\n\n']);
const bareWord = edit(BASE, [N1_RETURN, 'RETURN: N1\ndone\n\n']);

/** `rule: status` and each finding's `line: message`, for the rules that do not pass. */
async function failing(text: string): Promise<Record<string, string[]>> {
  const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
  return Object.fromEntries(results.filter((r) => r.status !== 'pass').map((r) => [`${r.name}: ${r.status}`, r.findings.map((f) => `${f.line}: ${f.message}`)]));
}

describe('a RETURN holding only `STATUS : done`', () => {
  it('is a failed return, as the model reads it', () => {
    const m = loadGraph(statusOnly);
    const r = m.returnsFor('N1')[0]!;
    expect(m.isBareReturn(r)).toBe(true);
    expect(m.returnStatus(r)).toBe('failed');
    expect(m.lastFailedReturn('N1')).toBe(r);
  });
  it('fails graph-return-fields as bare, and graph-respawn, graph-compare-failures and graph-verdict as a failed return', async () => {
    const at = lineOf(statusOnly, 'RETURN: N1');
    const out = await failing(statusOnly);
    expect(Object.keys(out).sort()).toEqual(['graph-compare-failures: fail', 'graph-respawn: fail', 'graph-return-fields: fail', 'graph-verdict: fail']);
    expect(out['graph-return-fields: fail']).toEqual([`${at}: RETURN N1 is bare (STATUS done and no other field): no OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT or SUMMARY; a bare "done" is a failed return`]);
    expect(out['graph-respawn: fail']).toEqual([`${lineOf(statusOnly, 'AGENT SUBGRAPH — N2')}: N2 (WAVE 2) is spawned before N1, which returned failed at line ${at}, was spawned again`]);
    expect(out['graph-compare-failures: fail']).toEqual([expect.stringContaining(`N1's last RETURN (line ${at}) is bare (a failed return)`)]);
    expect(out['graph-verdict: fail']!.join('\n')).toContain(`N1 failed in its last RETURN (line ${at})`);
  });
  it('fails the same rules as a bare `done`', async () => {
    expect(Object.keys(await failing(statusOnly)).sort()).toEqual(Object.keys(await failing(bareWord)).sort());
  });
  it('passes the other rules when the node is re-spawned and returns in full', async () => {
    const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
    const retried = edit(BASE, [N1_RETURN, `RETURN: N1\n  STATUS : done\n\n${SUB_N1}${N1_RETURN}`]);
    expect(Object.keys(await failing(retried))).toEqual(['graph-return-fields: fail']);
  });
});

describe('a RETURN with STATUS and another field is no bare return', () => {
  it.each([
    ['STATUS done and OUTPUT', 'RETURN: N1\n  STATUS : done\n  OUTPUT : src/api.ts\n\n', 'done'],
    ['STATUS failed alone', 'RETURN: N1\n  STATUS : failed\n\n', 'failed'],
    ['STATUS evolved alone', 'RETURN: N1\n  STATUS : evolved\n\n', 'evolved'],
    ['STATUS done beside a field name not in upper case', 'RETURN: N1\n  STATUS : done\n  Output: src/api.ts\n\n', 'done'],
  ])('%s', (_name, reply, status) => {
    const m = loadGraph(edit(BASE, [N1_RETURN, reply]));
    const r = m.returnsFor('N1')[0]!;
    expect(m.isBareReturn(r)).toBe(false);
    expect(m.returnStatus(r)).toBe(status);
  });
});
