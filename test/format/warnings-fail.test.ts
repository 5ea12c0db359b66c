// When warnings fail the run (--fail-on warning, or more than --max-warnings), the formats a CI reads
// for a pass or fail say so: JUnit counts the warned checks as failures and GitHub annotates them as
// errors. SARIF keeps each result's level; the other formats are unchanged.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { FORMATS, type FormatContext, type WarningGate } from '../../packages/core/src/format/registry.js';
import { formatJunit } from '../../packages/core/src/format/junit.js';
import { formatGithub } from '../../packages/core/src/format/github.js';
import { warningsFailReason } from '../../packages/core/src/format/formatter.js';
import { check, finding, report, REPO } from './helpers.js';

type Json = any;

/** One target that only warns: a warning check with a finding, one without, one with a finding the rule rated a notice, and a pass. */
const warnOnly = () =>
  report([
    check('size-drift', { status: 'warn', detail: 'size S but 40 files', findings: [finding('engagement/criteria.md', 3, 'size S')] }),
    check('handoff-sections', { status: 'warn', detail: 'handoff is thin' }),
    check('slot-language', { status: 'warn', detail: 'one slot word', findings: [finding('engagement/handoff.md', 2, 'a hint', { severity: 'info' })] }),
    check('iteration-counter', { status: 'pass', detail: 'counter is 2' }),
  ]);

function parse(xml: string): Json {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, trimValues: false, isArray: (n) => ['testsuite', 'testcase', 'property'].includes(n) });
  return parser.parse(xml).testsuites;
}

function context(gate: WarningGate, quiet = false): FormatContext {
  return { cwd: REPO, repoRoot: () => REPO, colorLevel: 0, quiet, gate, rules: async () => [], packs };
}

const format = async (name: string, ctx: FormatContext) => (await FORMATS.find((f) => f.name === name)!.load()).format([warnOnly()], ctx);
const kinds = (commands: string) => commands.split('\n').filter(Boolean).map((l) => /^::([a-z]+)/.exec(l)![1]);

describe('warningsFailReason', () => {
  it('names the gate the warnings of the whole run trip, and nothing when they pass', () => {
    const two = [warnOnly(), warnOnly()];
    expect(warningsFailReason(two, { gate: { failOn: 'warning' } })).toBe('6 warnings under --fail-on warning');
    expect(warningsFailReason(two, { gate: { failOn: 'error', maxWarnings: 5 } })).toBe('6 warnings exceed --max-warnings 5');
    expect(warningsFailReason(two, { gate: { failOn: 'error', maxWarnings: 6 } })).toBeUndefined();
    expect(warningsFailReason(two, { gate: { failOn: 'error' } })).toBeUndefined();
    expect(warningsFailReason([], { gate: { failOn: 'warning' } })).toBeUndefined();
  });
});

describe('JUnit when warnings fail the run', () => {
  it('each warned check is a failure, counted on its suite and the totals, with the reason', () => {
    const doc = parse(formatJunit([warnOnly()], { base: REPO, warningsFail: '3 warnings under --fail-on warning' }));
    expect(doc.failures).toBe('3');
    expect(doc.testsuite[0].failures).toBe('3');
    const size = doc.testsuite[0].testcase.find((t: Json) => t.name === 'size-drift');
    expect(size.failure.type).toBe('warning');
    expect(size.failure.message).toBe('size S but 40 files');
    expect(size.failure['#text']).toContain('This warning fails the run (3 warnings under --fail-on warning).');
    expect(size.failure['#text']).toContain('engagement/criteria.md:3:1 size S');
    expect(size['system-out']).toBeUndefined();
    expect(doc.testsuite[0].testcase.find((t: Json) => t.name === 'iteration-counter').failure).toBeUndefined();
  });

  it('warnings that do not fail the run stay passing tests with their output', () => {
    const doc = parse(formatJunit([warnOnly()], { base: REPO }));
    expect(doc.failures).toBe('0');
    expect(doc.testsuite[0].testcase.find((t: Json) => t.name === 'size-drift').failure).toBeUndefined();
  });

  it.each<[string, WarningGate, boolean]>([
    ['--fail-on warning', { failOn: 'warning' }, false],
    ['--max-warnings 0', { failOn: 'error', maxWarnings: 0 }, false],
    ['--quiet --fail-on warning', { failOn: 'warning' }, true],
    ['--quiet --max-warnings 2', { failOn: 'error', maxWarnings: 2 }, true],
  ])('the registered formatter takes the gate from the run (%s)', async (_, gate, quiet) => {
    const doc = parse(await format('junit', context(gate, quiet)));
    expect(doc.failures).toBe('3');
    expect(doc.tests).toBe(quiet ? '3' : '4');
    expect(await format('junit', context({ failOn: 'error', maxWarnings: 3 }, quiet))).toMatch(/<testsuites [^>]*failures="0"/);
  });
});

describe('GitHub annotations when warnings fail the run', () => {
  it('the warnings are errors; a notice the rule rated lower stays one', () => {
    expect(kinds(formatGithub([warnOnly()], { repoRoot: REPO, warningsFail: true }).commands)).toEqual(['error', 'error', 'notice']);
    expect(kinds(formatGithub([warnOnly()], { repoRoot: REPO }).commands)).toEqual(['warning', 'warning', 'notice']);
  });

  it('the registered formatter takes the gate from the run, --quiet or not', async () => {
    for (const quiet of [false, true]) {
      expect(kinds(await format('github', context({ failOn: 'warning' }, quiet)))).toEqual(['error', 'error', 'notice']);
      expect(kinds(await format('github', context({ failOn: 'error', maxWarnings: 2 }, quiet)))).toEqual(['error', 'error', 'notice']);
    }
    expect(kinds(await format('github', context({ failOn: 'error', maxWarnings: 3 })))).toEqual(['warning', 'warning', 'notice']);
  });

  it('a failure lowered by its finding is not raised: only warned checks are', () => {
    const r = report([check('handoff-paths', { status: 'fail', findings: [finding('engagement/handoff.md', 1, 'x', { severity: 'warning' })] }), check('size-drift', { status: 'warn' })]);
    expect(kinds(formatGithub([r], { repoRoot: REPO, warningsFail: true }).commands)).toEqual(['warning', 'error']);
  });
});

describe('SARIF when warnings fail the run', () => {
  it('keeps each result at its own level', async () => {
    const levels = async (gate: WarningGate) => (JSON.parse(await format('sarif', context(gate))).runs[0].results as Array<{ level: string }>).map((r) => r.level);
    expect(await levels({ failOn: 'warning' })).toEqual(await levels({ failOn: 'error' }));
    expect(await levels({ failOn: 'warning' })).toContain('warning');
  });
});
