import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-compare-evolutions.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_IMPL, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

const N1_STATUS = '  STATUS            : done\n  OUTPUT            : src/api.ts';
const EVOLVED = edit(BASE, [N1_STATUS, '  STATUS            : evolved\n  EVOLVED_SCOPE     : items per tenant\n  OUTPUT            : src/api.ts']);
const EVOLUTIONS = 'EVOLUTIONS : none';

describe('graph-compare-evolutions', () => {
  it('passes when no node evolved and EVOLUTIONS says none', async () => {
    expect((await runGraph(rule, BASE)).detail).toBe('no node evolved and EVOLUTIONS says none');
  });
  it('fails on an evolved RETURN missing from EVOLUTIONS, at both lines', async () => {
    const r = await runGraph(rule, EVOLVED);
    expect(r.status).toBe('fail');
    const status = lineOf(EVOLVED, 'STATUS            : evolved');
    const list = lineOf(EVOLVED, EVOLUTIONS);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [status, `RETURN N1 says evolved here, but EVOLUTIONS (line ${list}) does not record the change`],
      [list, `EVOLUTIONS does not record N1, whose RETURN at line ${lineOf(EVOLVED, 'RETURN: N1')} says evolved`],
    ]);
  });
  it('passes when EVOLUTIONS records it, as an object or a plain id', async () => {
    expect((await runGraph(rule, edit(EVOLVED, [EVOLUTIONS, 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }]']))).status).toBe('pass');
    expect((await runGraph(rule, edit(EVOLVED, [EVOLUTIONS, 'EVOLUTIONS : [N1]']))).detail).toBe('EVOLUTIONS records the 1 evolved node');
  });
  it('fails on an EVOLUTIONS entry without an evolved RETURN, and on one naming no node', async () => {
    const text = edit(BASE, [EVOLUTIONS, 'EVOLUTIONS : [{ node: N2, original_scope: a, evolved_scope: b }, { node: Q9 }]']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([
      [lineOf(text, 'EVOLUTIONS : ['), `EVOLUTIONS records N2, but no RETURN for it says evolved (RETURN at line ${lineOf(text, 'RETURN: N2')})`],
      [lineOf(text, 'RETURN: N2'), `RETURN N2 does not say evolved, yet EVOLUTIONS (line ${lineOf(text, 'EVOLUTIONS : [')}) records it`],
      [lineOf(text, 'EVOLUTIONS : ['), 'EVOLUTIONS records Q9, which is no node of the DELEGATED or IMPLEMENTED GRAPH'],
    ]);
  });
  it('fails without an EVOLUTIONS line', async () => {
    expect((await runGraph(rule, edit(BASE, [`${EVOLUTIONS}\n`, '']))).findings[0]!.message).toMatch(/no EVOLUTIONS line/);
  });
  it('skips without an IMPLEMENTED GRAPH', async () => {
    expect((await runGraph(rule, NO_IMPL)).status).toBe('skip');
  });
  survivesDegenerate(rule);
});
