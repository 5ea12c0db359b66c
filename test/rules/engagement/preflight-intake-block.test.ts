// The protocol's record of a failed pre-flight: criteria.md's out-of-scope line "BLOCKED at intake until {tool}
// available" pauses the engagement "until user resolves. Do NOT hand off to lead with known-broken validation environment".
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/preflight.js';
import { openIntakeBlocks } from '../../../rules/engagement/lib/intake-blocks.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { cleanupTrees, criteria, fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const ok = { ok: true, code: 0 };
const BLOCK = '- BLOCKED at intake until warehouse-db available';
/** criteria.md with python probed and `line` first under "Explicitly out of scope". */
const withBlock = (line: string, tools = '[python]') => criteria({ tools_required: tools }, `# Acceptance criteria\n\n## Done when\n- tests pass\n\n## Explicitly out of scope\n${line}\n- Splitting customers merged earlier — DATA-221\n`);
/** criteria() writes 5 frontmatter keys between `---` lines (1-7): the block is line 14. */
const LINE = 14;
const python = () => fakeSystem({ probes: { 'python --version': ok } });
const handedOff = { 'handoff.md': '# Handoff — iteration 1\n\n## 1. Diff summary\n+/- 1 file: `etl/dedupe.py`\n' };
const CRIT = 'engagement/criteria.md';

ruleTester(rule, {
  valid: [
    ...[
      '- ~~BLOCKED at intake until warehouse-db available~~ (user started it 2026-06-10)',
      '- [x] BLOCKED at intake until warehouse-db available',
      '- BLOCKED at intake until warehouse-db available — resolved 2026-06-10 09:12: the user started the database',
      '- BLOCKED at intake until docker available; unblocked, Docker Desktop is running now',
      '- BLOCKED at intake until warehouse-db available — снято 10.06, база поднята',
      '- BLOCKED at intake until {tool} available',
      '```\n- BLOCKED at intake until warehouse-db available\n```',
      '<!-- BLOCKED at intake until warehouse-db available -->',
    ].map((line) => ({ name: `recommended: no open block: ${JSON.stringify(line)}`, options: recommended, files: { 'criteria.md': withBlock(line), ...handedOff }, system: python(), detail: 'all 1 tools reachable: python' })),
    { name: 'compat: the block line is not read', files: { 'criteria.md': withBlock(BLOCK), ...handedOff }, system: python(), detail: exactly('all 1 tools reachable: python') },
  ],
  invalid: [
    {
      name: 'recommended: an open intake block, and the engagement handed off past intake',
      options: recommended,
      files: { 'criteria.md': withBlock(BLOCK), ...handedOff },
      system: python(),
      detail: exactly(
        `criteria.md:${LINE} "BLOCKED at intake until warehouse-db available" records a pre-flight block not marked resolved, yet the engagement went on past intake (handoff.md): the protocol pauses it "until user resolves" and says "Do NOT hand off to lead with known-broken validation environment" (all 1 tools reachable: python)`,
      ),
      fix: /^Resolve the block with the user/,
      findings: [{ file: CRIT, line: LINE, column: 3, message: exactly('pre-flight block not marked resolved, yet the engagement went on past intake (handoff.md)') }],
    },
    ...[
      '- BLOCKED at intake until warehouse-db available — not resolved yet',
      '- Blocked at intake until warehouse-db is available (ticket INFRA-7, to be fixed by the platform team)',
      '* **BLOCKED at intake** until `warehouse-db` available',
    ].map((line) => ({ name: `recommended: still open: ${JSON.stringify(line)}`, options: recommended, files: { 'criteria.md': withBlock(line), 'executor-reports/dev.md': '# dev\n' }, system: python(), findings: [{ file: CRIT, line: LINE, message: /went on past intake \(executor-reports\/dev\.md\)$/ }] })),
    {
      name: 'recommended: a failing probe and an open block fail together',
      options: recommended,
      files: { 'criteria.md': withBlock(BLOCK, '[python, docker]'), ...handedOff },
      system: python(),
      detail: /^failed tools: docker \(`docker` not found\); criteria\.md:14 "BLOCKED at intake until warehouse-db available" records a pre-flight block/,
      findings: [{ line: 6, message: /^tool `docker` is not reachable/ }, { line: LINE, column: 3 }],
    },
    ...[
      ['a validator output', { 'validation-outputs/code-reviewer-iter-1-20260610T1000Z.json': '{"verdict": "approved"}' }, 'validation-outputs/code-reviewer-iter-1-20260610T1000Z.json'],
      ['handoff.md', handedOff, 'handoff.md'],
    ].map(([what, extra, past]) => ({
      name: `recommended: the failing probe of the blocked tool fails once ${what as string} shows work went on past intake`,
      options: recommended,
      files: { 'criteria.md': withBlock('- BLOCKED at intake until playwright available', '[python, playwright]'), ...(extra as Record<string, string>) },
      system: python(),
      detail: new RegExp(`^failed tools: playwright .*yet the engagement went on past intake \\(${(past as string).replace(/\./g, '\\.')}\\)`),
      findings: [{ line: 6, message: /^tool `playwright` is not reachable/ }, { file: CRIT, line: LINE }],
    })),
    {
      name: 'recommended: paused at intake, another tool failing too still fails',
      options: recommended,
      files: { 'criteria.md': withBlock('- BLOCKED at intake until playwright available', '[python, playwright, docker]') },
      system: python(),
      detail: /^failed tools: playwright .*, docker .*paused at intake until the user resolves it$/,
      findings: [{ line: 6, message: /^tool `playwright` is not reachable/ }, { line: 6, message: /^tool `docker` is not reachable/ }, { file: CRIT, line: LINE }],
    },
    {
      name: 'recommended: paused at intake (nothing handed off) warns: the engagement waits for the user',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': withBlock(BLOCK) },
      system: python(),
      detail: exactly(`criteria.md:${LINE} "BLOCKED at intake until warehouse-db available" records a pre-flight block not marked resolved: the engagement is paused at intake until the user resolves it (all 1 tools reachable: python)`),
      findings: [{ file: CRIT, line: LINE, column: 3, message: 'pre-flight block not marked resolved' }],
    },
    // The protocol's intake and planning come before the first dispatch: a plan, tasks or research files hand nothing off.
    ...[
      ['plan.md', { 'plan.md': '# Engagement plan — dedupe\n\n## Validators planned\n- code-reviewer on etl/\n' }],
      ['tasks/', { 'tasks/t01-dedupe.md': '# t01\n' }],
      ['a research file', { 'design-research.md': '# Design research\n' }],
    ].map(([what, extra]) => ({
      name: `recommended: paused at intake with ${what as string} written still warns`,
      status: 'warn' as const,
      options: recommended,
      files: { 'criteria.md': withBlock(BLOCK), ...(extra as Record<string, string>) },
      system: python(),
      detail: /the engagement is paused at intake until the user resolves it \(all 1 tools reachable: python\)$/,
      findings: [{ file: CRIT, line: LINE, message: exactly('pre-flight block not marked resolved') }],
    })),
    // "Pre-flight failure → … records the blocking tool … 'BLOCKED at intake until {tool} available', and pauses engagement until user resolves."
    {
      name: 'recommended: paused at intake, the failing probe of the tool the block names is the recorded failure: it warns',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': withBlock('- BLOCKED at intake until playwright available', '[python, playwright]'), 'plan.md': '# Engagement plan\n' },
      system: python(),
      detail: /^failed tools: playwright \(`playwright` not found.*\); criteria\.md:14 "BLOCKED at intake until playwright available" records a pre-flight block not marked resolved: the engagement is paused at intake until the user resolves it$/,
      findings: [{ line: 6, message: /^tool `playwright` is not reachable/ }, { file: CRIT, line: LINE, message: exactly('pre-flight block not marked resolved') }],
    },
    {
      name: 'recommended: a block on a tool of tools_required that answers now warns: the line was left, not marked resolved',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': withBlock('- BLOCKED at intake until Docker Desktop available', '[python, docker]'), ...handedOff },
      system: fakeSystem({ probes: { 'python --version': ok, 'docker info': ok } }),
      detail: /^criteria\.md:14 "BLOCKED at intake until Docker Desktop available" \(docker is reachable now\) is not marked resolved \(all 2 tools reachable: python, docker\)$/,
      findings: [{ file: CRIT, line: LINE, message: 'pre-flight block not marked resolved, though `docker` is reachable now' }],
    },
  ],
});

describe('openIntakeBlocks', () => {
  // Their time is bench/hostile.mjs's (criteria-intake-block-word-runs): here, what each run is read as.
  it('reads long lines of its words: a block (naming a tool only when one follows "until"), or none on a line of blanks', () => {
    const doc = (text: string) => new MarkdownDoc({ rel: 'engagement/criteria.md', abs: '/criteria.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
    const read = (line: string) => openIntakeBlocks(doc(`# Criteria\n${line}\n`)).map((b) => ({ line: b.line, tool: b.tool }));
    for (const line of ['BLOCKED at intake until '.repeat(4_000), `BLOCKED at intake until ${' '.repeat(100_000)}available`, `BLOCKED at intake ${'~'.repeat(100_000)}`]) {
      expect(read(line), line.slice(0, 40)).toEqual([{ line: 2, tool: undefined }]);
    }
    // "not … resolved" is no resolution: the block stays open.
    expect(read(`BLOCKED at intake until x available ${'not '.repeat(25_000)}resolved`)).toEqual([{ line: 2, tool: 'x' }]);
    expect(read(' '.repeat(100_000))).toEqual([]);
  });
});
