// Every built-in rule's metadata examples, linted through the rule tester: each
// returns the status it declares, and together they show every status the rule can return.
import { afterAll, describe, expect, it } from 'vitest';
import { allRules } from '@engagement-lint/rules';
import { cleanupTrees, lintExample } from './rule-tester.js';

afterAll(cleanupTrees);

const rules = await allRules();

/** Statuses no single-rule example can show, with the reason. */
const NOT_SHOWN: Record<string, { statuses: string[]; why: string }> = {
  'file-integrity': { statuses: ['pass', 'warn', 'fail'], why: 'it judges the files the other rules read, and is left out of the report while it passes' },
  'danger-scan': { statuses: ['warn'], why: 'it warns only when git cannot diff the change (a shallow clone without the base branch), which files alone do not show' },
};

describe('rule examples', () => {
  it.each(rules.map((r) => [r.id, r] as const))('%s: its examples cover every status it can return', (_id, rule) => {
    const shown = new Set((rule.examples ?? []).map((e) => e.status));
    const missing = rule.statuses.filter((s) => !shown.has(s) && !NOT_SHOWN[rule.id]?.statuses.includes(s));
    expect(missing).toEqual([]);
    for (const e of rule.examples ?? []) expect(rule.statuses).toContain(e.status);
  });

  const cases = rules.flatMap((rule) => (rule.examples ?? []).map((ex, i) => [`${rule.id} #${i + 1} (${ex.status})`, rule, ex] as const));
  it.each(cases)('%s returns its declared status', async (_name, rule, ex) => {
    const r = await lintExample(rule, ex);
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(r.status, r.detail).toBe(ex.status);
    if (ex.status === 'pass') expect(r.findings).toEqual([]);
  });
});
