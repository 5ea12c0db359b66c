import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupContracts, loadContract } from './helpers.js';
import { runAll } from '../../rule-tester.js';
import { contractRules } from '../../../rules/contract/index.js';

afterAll(cleanupContracts);

/**
 * A Solo rendering written from the protocol's template alone ("Here's the
 * delegation contract for this task:"): the template has sections for the four
 * base responses only, so refinements sit under their base.
 */
const item = (text: string) => `- ${text}`;
function rendering(parts: { autonomous: string[]; report: string[]; ask: string[]; halt: string[] }): string {
  return [
    "Here's the delegation contract for this task:",
    '',
    "**Autonomous** (I'll proceed without asking):",
    ...parts.autonomous.map(item),
    '',
    "**Report then act** (I'll tell you what I'm doing, then proceed):",
    ...parts.report.map(item),
    '',
    "**Ask before** (I'll ask for permission first):",
    ...parts.ask.map(item),
    '',
    "**Halt conditions** (I'll stop and escalate):",
    ...parts.halt.map(item),
    '',
    '**Skipped** (not applicable to this task):',
    '- none',
    '',
    '**Defaults** (uncalibrated domains default):',
    '- Exploration: autonomous (read-only, inherently safe)',
    '- Others: ask-before',
    '',
  ].join('\n');
}

const FOLLOWS = {
  autonomous: ['Exploration: read any file under `src/` and `docs/` (grep, read (no writes)).', 'File modification (ephemeral): build artifacts in `dist/`.'],
  report: ['Strategy: when a different approach looks better (e.g. an LRU instead of `Map<string, number>`), I describe both and you choose.'],
  ask: ['File modification (durable): source code, config, `CLAUDE.md` and rules.', 'External: before `git push` or opening a PR.'],
  halt: ['tests fail twice in a row (`npm test` exits non-zero) → halt', 'a migration would drop a column → escalate'],
};

async function verdicts(text: string): Promise<Record<string, string>> {
  const results = await runAll(contractRules, loadContract('delegation-contract.md', text));
  return Object.fromEntries(results.map((r) => [r.name, r.status]));
}

describe('a rendering that follows the protocol template', () => {
  it('fails no rule: Strategy under Report then act is ProposeThenChoose, External under Ask before is AlwaysAsk', async () => {
    const v = await verdicts(rendering(FOLLOWS));
    expect(Object.entries(v).filter(([, s]) => s === 'fail' || s === 'warn')).toEqual([]);
    expect(v['contract-scenario-response']).toBe('pass');
  });
  it('reads a domain listed at its default as uncalibrated: Strategy under Ask before passes', async () => {
    const v = await verdicts(rendering({ ...FOLLOWS, report: [], ask: [...FOLLOWS.ask, 'Strategy: before switching approach.'] }));
    expect(Object.entries(v).filter(([, s]) => s === 'fail' || s === 'warn')).toEqual([]);
  });
  it('still fails a domain under another section its scenario offers nothing in', async () => {
    const w = await verdicts(rendering({ ...FOLLOWS, ask: [FOLLOWS.ask[0]!], report: [...FOLLOWS.report, 'External: push, then tell you.'] }));
    expect(w['contract-scenario-response']).toBe('fail');
  });
  it('reads free-text action labels as actions of no domain', async () => {
    const v = await verdicts(rendering({ ...FOLLOWS, autonomous: [...FOLLOWS.autonomous, 'Tests: run the suite', 'Formatting: run prettier'], ask: [...FOLLOWS.ask, 'Git: push'] }));
    expect(Object.entries(v).filter(([, s]) => s === 'fail' || s === 'warn')).toEqual([]);
  });
  it('reads a halt condition with a phrase after its arrow as a trigger to escalate on, and fails one action word other than halt or escalate', async () => {
    expect((await verdicts(rendering({ ...FOLLOWS, halt: ['schema change needed → ask me', 'the schema goes v1 -> v2'] })))['contract-halt-conditions']).toBe('pass');
    expect((await verdicts(rendering({ ...FOLLOWS, halt: ['tests fail twice → retry'] })))['contract-halt-conditions']).toBe('fail');
  });
  it('fails when the Defaults section is missing', async () => {
    const text = rendering(FOLLOWS);
    const v = await verdicts(text.slice(0, text.indexOf('**Defaults**')));
    expect(v['contract-markdown-defaults']).toBe('fail');
  });
});

/** Ordinary content of an action line: code, nested brackets, lower-case starts, markdown. */
const PROSE = [
  'read any file under `src/` (grep, read (no writes)).',
  'run `SELECT count(*) FROM items WHERE (qty > 0)` against the replica',
  'edit [the docs](https://example.com/a_(b)) and **README.md**',
  'generate `fn total(items: &[Item]) -> u64 { items.iter().sum() }`',
  'call `fetch("/items").then((r) => r.json())`',
  'see *Section 2* — "when related information is found" [sic]',
  'write `def f(x: list[int]) -> int: return sum(x)` stubs',
];

describe('action lines with any ordinary content', () => {
  it('give no failure and no warning', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROSE), fc.constantFrom(...PROSE), fc.constantFrom(...PROSE), async (a, b, c) => {
        const v = await verdicts(
          rendering({
            autonomous: [`Exploration: ${a}`, `File modification (ephemeral): ${b}`],
            report: [`Strategy: ${c}`],
            ask: [`File modification (durable): ${a}`, `External: ${b}`],
            halt: [`${c} fails twice → halt`],
          }),
        );
        expect(Object.entries(v).filter(([, s]) => s === 'fail' || s === 'warn')).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});

