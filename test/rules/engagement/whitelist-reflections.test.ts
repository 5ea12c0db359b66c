// engagement-reflections.md as the protocol's tree describes it (--preset recommended): "manager,
// append-only on M/L verdict — ≤3 actionable lessons targeting skill/agent rules". An entry of more
// than three lessons warns at its fourth.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import { runRules } from '../../../packages/core/src/engine.js';
import rule from '../../../rules/engagement/whitelist.js';
import { repoRoot } from '../../cli-helpers.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { fakeSystem, options, ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const FILE = 'engagement/engagement-reflections.md';
const recommended = { preset: 'recommended' as const };
const lesson = (n: number, marker = `${n}.`) => `${marker} **Target: skill-${n}** — a lesson aimed at a rule.`;
const lessons = (k: number, marker?: (n: number) => string) => Array.from({ length: k }, (_, i) => lesson(i + 1, marker?.(i + 1))).join('\n');
const tree = (reflections: string, size = 'L') => ({ 'criteria.md': criteria({ size }), 'engagement-reflections.md': reflections });
const QUOTE = '“engagement-reflections.md # manager, append-only on M/L verdict — ≤3 actionable lessons targeting skill/agent rules”';

ruleTester(rule, {
  valid: [
    { name: 'three lessons after an intro paragraph', options: recommended, files: tree(`# Engagement reflections — demo\n\nWritten by dev-manager after the iteration 2 ACCEPT.\n\n${lessons(3)}\n`) },
    { name: 'one entry per verdict, three lessons each', options: recommended, files: tree(`# Reflections\n\n## Iteration 1 — REJECT\n\n${lessons(3)}\n\n## Iteration 2 — ACCEPT\n\n${lessons(3)}\n`) },
    { name: 'setext headings and CRLF', options: recommended, files: tree(`Reflections\r\n===========\r\n\r\nIteration 1\r\n-----------\r\n${lessons(3, () => '-').replace(/\n/g, '\r\n')}\r\n\r\nIteration 2\r\n-----------\r\n${lessons(2, () => '-').replace(/\n/g, '\r\n')}\r\n`) },
    { name: 'sub-items under a lesson are its detail', options: recommended, files: tree(`# Reflections\n\n- lesson one\n  - evidence a\n  - evidence b\n- lesson two\n    - evidence c\n    - evidence d\n- lesson three\n\t- evidence e\n`) },
    { name: 'sub-items under numbered lessons', options: recommended, files: tree(`# Reflections\n\n1. lesson one\n   1. step a\n   2. step b\n2. lesson two\n3. lesson three\n   4. step c\n`) },
    { name: 'entries told apart by a paragraph, no headings', options: recommended, files: tree(`Iteration 1 — REJECT:\n${lessons(3)}\n\nIteration 2 — ACCEPT:\n${lessons(3)}\n`) },
    { name: 'a numbering that starts again at 1 is the next entry', options: recommended, files: tree(`# Reflections\n\n${lessons(3)}\n${lessons(2)}\n`) },
    { name: 'an evidence list with another marker is no lesson list', options: recommended, files: tree(`# Reflections\n\n${lessons(3)}\n- log line one\n- log line two\n- log line three\n- log line four\n`) },
    { name: 'an evidence list a paragraph introduces is no lesson list', options: recommended, files: tree(`# Reflections\n\n${lessons(3)}\n\nEvidence:\n\n- log line one\n- log line two\n- log line three\n- log line four\n`) },
    { name: 'a template quoted in a fence', options: recommended, files: tree(`# Reflections\n\n\`\`\`\n${lessons(5)}\n\`\`\`\n\n${lessons(1)}\n`) },
    { name: 'every item numbered 1., three of them', options: recommended, files: tree(`# Reflections\n\n${lessons(3, () => '1.')}\n`) },
    { name: 'the file at tier S is allowed', options: recommended, files: tree(`# Reflections\n\n${lessons(3)}\n`, 'S') },
    { name: 'compat: the reference reads no entry\'s content', files: tree(`# Reflections\n\n${lessons(5)}\n`) },
    { name: 'a folder named engagement-reflections.md is not read', options: recommended, files: { 'criteria.md': criteria(), 'engagement-reflections.md/': '' } },
  ],
  invalid: [
    {
      name: 'five numbered lessons under the title: warns at the fourth',
      status: 'warn',
      options: recommended,
      files: tree(`# Reflections — shipment-tracking-timeline\n\n${lessons(5)}\n`),
      detail: 'engagement-reflections.md: 1 entry past three lessons',
      fix: /at most three actionable lessons/,
      findings: [{ file: FILE, line: 6, column: 1, severity: 'warning', message: `the entry under "Reflections — shipment-tracking-timeline" (L1) holds 5 lessons (from L3); this is the 4th, past the protocol's three: ${QUOTE}` }],
    },
    {
      name: 'a setext heading, star bullets, CRLF',
      status: 'warn',
      options: recommended,
      files: tree(`Iteration 2 — ACCEPT\r\n--------------------\r\n\r\n${lessons(4, () => '*').replace(/\n/g, '\r\n')}\r\n`),
      findings: [{ file: FILE, line: 7, column: 1, message: /^the entry under "Iteration 2 — ACCEPT" \(L1\) holds 4 lessons \(from L4\)/ }],
    },
    {
      name: 'an indented list: the column is the fourth marker\'s',
      status: 'warn',
      options: recommended,
      files: tree(`Lessons:\n\n${lessons(4).replace(/^/gm, '  ')}\n`),
      findings: [{ file: FILE, line: 6, column: 3, message: /^the entry holds 4 lessons \(from L3\)/ }],
    },
    {
      name: 'only the entry past three warns',
      status: 'warn',
      options: recommended,
      files: tree(`# Reflections\n\n## Iteration 1 — REJECT\n\n${lessons(3)}\n\n## Iteration 2 — ACCEPT\n\n${lessons(4)}\n`),
      findings: [{ file: FILE, line: 14, column: 1, message: /^the entry under "Iteration 2 — ACCEPT" \(L9\) holds 4 lessons/ }],
    },
    {
      name: 'the second entry, introduced by its verdict line, holds four',
      status: 'warn',
      options: recommended,
      files: tree(`Iteration 1 — REJECT:\n${lessons(3)}\n\nIteration 2 — ACCEPT:\n${lessons(4)}\n`),
      findings: [{ file: FILE, line: 10, column: 1, message: /^the entry holds 4 lessons \(from L7\)/ }],
    },
    {
      name: 'every item numbered 1., a loose list with a lazy line',
      status: 'warn',
      options: recommended,
      files: tree(`# Reflections\n\n1. one\ncontinued lazily\n\n1. two\n\n   more of two\n\n1. three\n\n1. four\n`),
      findings: [{ file: FILE, line: 12, column: 1, message: /holds 4 lessons \(from L3\)/ }],
    },
    {
      name: 'a rogue entry fails, and the long entry rides along as a warning',
      options: recommended,
      files: { ...tree(`# Reflections\n\n${lessons(4)}\n`), 'notes.md': 'x' },
      fix: /at most three actionable lessons/,
      findings: [
        { file: 'engagement/notes.md', line: 1, column: 1, message: /forbidden sidecar/ },
        { file: FILE, line: 6, column: 1, severity: 'warning', message: /holds 4 lessons/ },
      ],
    },
    {
      name: 'a waived sidecar and a long entry: both warn',
      status: 'warn',
      options: recommended,
      files: { ...tree(`# Reflections\n\n${lessons(4)}\n`), 'criteria.md': criteria({}, '# Acceptance criteria\n\n- engagement/summary.md with the rollout summary\n'), 'summary.md': 'x' },
      detail: /^forbidden sidecars kept because criteria\.md names them: summary\.md; engagement-reflections\.md: 1 entry past three lessons$/,
      findings: [{ file: 'engagement/summary.md', message: /forbidden sidecar that criteria\.md names/ }, { file: FILE, line: 6, message: /holds 4 lessons/ }],
    },
  ],
});

describe('whitelist: engagement-reflections.md of the honest example', () => {
  it('clean-L keeps passing under the protocol reading', async () => {
    const model = (await packOf('engagement')!.load(path.join(repoRoot, 'examples/clean-L/engagement'))).model;
    const [r] = await runRules([rule], model, options(recommended), fakeSystem());
    expect(r!.status, r!.detail).toBe('pass');
  });
});
