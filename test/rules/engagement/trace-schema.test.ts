import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-schema.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { selectRules } from '../../../packages/core/src/engine.js';

afterAll(cleanupTrees);

const step = { action: 'click', selector: '#quarter', expected: 'popover opens', observed: 'popover opens', verdict: 'PASS' };
const trace = (over: Record<string, unknown> = {}) => JSON.stringify({ flow: 'quarter-preset', iteration: 1, captured_at: '2026-05-06T14:32:00Z', steps: [step], ...over }, null, 2);
const ux = (v: string) => ({ 'criteria.md': criteria({ ux_heavy: v }) });
const at = (file: string, line: number, column: number, message: string | RegExp) => ({ file: `engagement/traces/${file}`, line, column, message });
/** A trace whose `iteration` is written as `raw` (JSON.stringify would write 1.0 as 1). */
const iterationAs = (raw: string) => trace().replace('"iteration": 1,', `"iteration": ${raw},`);
const notInteger = (file: string, found: string) => at(file, 3, 3, exactly(`"iteration" must be an integer, found ${found}`));

/** A trace whose flow and several step values are empty: a blank string, null, an empty list, an empty mapping; one selector empty too. */
const EMPTY_VALUES = trace({
  flow: '',
  steps: [{ ...step, action: '', selector: '', expected: null }, { ...step, observed: '  ' }, { ...step, observed: [] }, { ...step, expected: {} }],
});

const PROMOTED_HANDOFF = '# Handoff\n\n## 1. Diff summary\n- `src/web/Export.tsx`\n\n### 7c. ux_heavy auto-promote check\nAUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)\n';

ruleTester(rule, {
  valid: [
    ...['false', 'maybe'].map((v) => ({ name: `ux_heavy: ${v}`, status: 'skip' as const, files: { ...ux(v), 'traces/iter-1/a.json': '[]' }, detail: exactly('ux_heavy=false, traces not applicable') })),
    { name: 'no traces, ux_heavy: minor', status: 'skip', files: ux('minor'), detail: exactly('no traces (ux_heavy=minor permits)') },
    { name: 'no *.json trace, ux_heavy: minor: the skip says what traces/ holds', status: 'skip', files: { ...ux('minor'), 'traces/a.JSON': '{}' }, detail: exactly("no traces (ux_heavy=minor permits): traces/ holds no *.json file, only a.JSON (a trace's name ends in .json, lowercase)") },
    { name: 'recommended: no traces at intake, before the handoff: not due yet', status: 'skip', files: ux('true'), options: { preset: 'recommended' }, detail: exactly('handoff.md not written yet; traces are due on submission') },
    // The reference reads criteria.md alone.
    { name: 'compat: an auto-promote to true leaves criteria.md\'s false', status: 'skip', files: { ...ux('false'), 'handoff.md': PROMOTED_HANDOFF }, options: { preset: 'compat' }, detail: exactly('ux_heavy=false, traces not applicable') },
    { name: 'valid traces found recursively', files: { ...ux('true'), 'traces/iter-1/a.json': trace(), 'traces/iter-2/dark/b.json': trace({ iteration: 2 }) }, detail: exactly('2 traces valid') },
    {
      name: 'keys and values read as the reference does: null values are present, a null verdict passes, NaN parses',
      files: {
        ...ux('true'),
        'traces/a.json': trace({ flow: null, captured_at: null, steps: [{ ...step, verdict: null }] }),
        'traces/b.json': trace({ captured_at: '', steps: [{ ...step, observed: { lcp: 'NaN' } }] }).replace('"NaN"', 'NaN'),
      },
      detail: exactly('2 traces valid'),
    },
    // The reference checks that a step's keys are there, not what they hold.
    { name: 'compat: steps and a flow left empty pass, as in the reference', files: { ...ux('true'), 'traces/a.json': EMPTY_VALUES }, options: { preset: 'compat' }, detail: exactly('1 traces valid') },
    {
      name: 'recommended: a navigation step with an empty or null selector, and values that are not strings, pass',
      files: { ...ux('true'), 'traces/a.json': trace({ steps: [{ ...step, action: 'goto /dashboard', selector: '' }, { ...step, selector: null, observed: 0, expected: { rows: 3 } }] }) },
      options: { preset: 'recommended' },
      detail: exactly('1 traces valid'),
    },
    // Python's json reads a boolean as an int (isinstance(True, int)), so the reference accepts it.
    { name: 'compat: a boolean iteration passes, as in the reference', files: { ...ux('true'), 'traces/a.json': iterationAs('true'), 'traces/b.json': iterationAs('false') }, detail: exactly('2 traces valid') },
    { name: 'an integer iteration written plainly, negative zero included', files: { ...ux('true'), 'traces/a.json': iterationAs('12'), 'traces/b.json': '{"flow":"x","iteration" :\t-0,"captured_at":null,"steps":[{"action":1,"selector":1,"expected":1,"observed":1,"verdict":"FAIL"}]}' } },
    ...['2026-05-06', '2026-05-06T14:32', '2026-05-06 14:32:00.123+03:00', '2026-05-06T14:32:00.123456Z', '20260506T143200', '2026-W19-3T10:00'].map((v) => ({
      name: `the ISO 8601 captured_at ${v}`,
      files: { ...ux('true'), 'traces/a.json': trace({ captured_at: v }) },
    })),
  ],
  invalid: [
    {
      name: 'a broken link under a trace name: a trace that cannot be read, not one passed over',
      files: { ...ux('true'), 'traces/iter-1/a.json': trace(), 'traces/iter-1/b.json': { symlinkTo: 'nowhere.json' } },
      detail: exactly('1 traces violate schema: iter-1/b.json'),
      findings: [at('iter-1/b.json', 1, 1, /^not a regular file \(.*\); not read$/)],
    },
    {
      name: 'no traces, ux_heavy: true, at the ux_heavy line',
      files: ux('true'),
      detail: exactly('ux_heavy=true requires traces/ but none present'),
      findings: [{ file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true, but traces/ holds no *.json trace' }],
    },
    // The glob is `traces/**/*.json`, case-sensitive as the reference's: what traces/ holds instead is said, and where.
    {
      name: 'traces/ holding no *.json, ux_heavy: true: the detail names what it holds',
      files: { ...ux('true'), 'traces/iter-1/notes.txt': 'x' },
      detail: exactly('ux_heavy=true requires a traces/**/*.json trace, but none is there: traces/ holds no *.json file, only iter-1/notes.txt'),
      findings: [
        { file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true, but traces/ holds no *.json trace' },
        { file: 'engagement/traces/iter-1/notes.txt', line: 1, column: 1, message: exactly('not read as a trace: only *.json files under traces/ are') },
      ],
    },
    ...(['compat', 'recommended'] as const).map((preset) => ({
      name: `${preset}: a trace named *.JSON is not read, and the finding says how to name it`,
      files: { ...ux('true'), 'handoff.md': '# Handoff\n', 'traces/iter-2/checkout-happy.JSON': trace() },
      options: { preset },
      detail: exactly("ux_heavy=true requires a traces/**/*.json trace, but none is there: traces/ holds no *.json file, only iter-2/checkout-happy.JSON (a trace's name ends in .json, lowercase)"),
      fix: exactly('Name each trace file with a lowercase .json ending, or record a structured trace per exercised flow under traces/<iteration>/<flow>.json.'),
      findings: [
        { file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true, but traces/ holds no *.json trace' },
        { file: 'engagement/traces/iter-2/checkout-happy.JSON', line: 1, column: 1, message: exactly('not read as a trace: its name must end in .json, lowercase (checkout-happy.json)') },
      ],
    })),
    {
      name: 'an empty traces/ folder',
      files: { ...ux('true'), 'traces/iter-1/': '' },
      detail: exactly('ux_heavy=true requires a traces/**/*.json trace, but none is there: traces/ is there but holds no file'),
    },
    {
      name: 'a file named traces',
      files: { ...ux('true'), traces: '{"flow": "x"}\n' },
      detail: exactly('ux_heavy=true requires a traces/**/*.json trace, but none is there: engagement/traces is not a folder (a file)'),
      findings: [
        { file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true, but traces/ holds no *.json trace' },
        { file: 'engagement/traces', line: 1, column: 1, message: exactly('traces must be a folder of traces/<iteration>/<flow>.json files; this is a file') },
      ],
    },
    {
      name: 'recommended: no traces once the handoff is written, at the ux_heavy line',
      files: { ...ux('true'), 'handoff.md': '# Handoff\n' },
      options: { preset: 'recommended' },
      detail: exactly('ux_heavy=true requires traces/ but none present'),
    },
    {
      name: 'recommended: ux_heavy auto-promoted to true in handoff §7c and no traces, at the promotion',
      files: { ...ux('false'), 'handoff.md': PROMOTED_HANDOFF },
      options: { preset: 'recommended' },
      detail: exactly('ux_heavy=true (auto-promoted at engagement/handoff.md:L7) requires traces/ but none present'),
      findings: [{ file: 'engagement/handoff.md', line: 7, column: 1, message: 'ux_heavy auto-promoted to true here, but traces/ holds no *.json trace' }],
    },
    {
      name: 'schema violations, each located in the trace',
      files: {
        ...ux('minor'),
        'traces/iter-1/a.json': trace({ iteration: '1', captured_at: undefined }),
        'traces/iter-1/b.json': trace({ steps: [step, { action: 'type', verdict: 'ok' }] }),
        'traces/iter-1/c.json': trace({ steps: [] }),
        'traces/iter-1/good.json': trace(),
      },
      detail: exactly('3 traces violate schema: iter-1/a.json, iter-1/b.json, iter-1/c.json'),
      findings: [
        at('iter-1/a.json', 1, 1, exactly('missing "captured_at"')),
        at('iter-1/a.json', 3, 3, exactly('"iteration" must be an integer, found a string "1"')),
        at('iter-1/b.json', 13, 5, exactly('step 2 lacks selector, expected, observed')),
        at('iter-1/b.json', 15, 7, exactly('step 2 verdict "ok" is not PASS or FAIL')),
        at('iter-1/c.json', 5, 3, exactly('"steps" must be a non-empty array, found an empty array')),
      ],
    },
    // Python's json reads a number with a fraction or an exponent as a float, never an int.
    {
      name: 'an iteration written with a fraction or an exponent is a float, shown as written',
      files: { ...ux('true'), 'traces/a.json': iterationAs('1.0'), 'traces/b.json': iterationAs('1e0'), 'traces/c.json': iterationAs('2E+0'), 'traces/d.json': iterationAs('1.5') },
      detail: exactly('4 traces violate schema: a.json, b.json, c.json, d.json'),
      findings: [notInteger('a.json', 'a float 1.0'), notInteger('b.json', 'a float 1e0'), notInteger('c.json', 'a float 2E+0'), notInteger('d.json', 'a float 1.5')],
    },
    {
      name: 'a float iteration under an escaped key is a float too',
      files: { ...ux('true'), 'traces/a.json': `{"flow":"x","iter\\u0061tion": 1.0,"captured_at":"2026-05-06","steps":${JSON.stringify([step])}}` },
      findings: [at('a.json', 1, 13, exactly('"iteration" must be an integer, found a float 1.0'))],
    },
    {
      name: 'a float iteration in compact JSON, found after the key however it is spaced',
      files: { ...ux('true'), 'traces/a.json': `{"flow":"x","iteration"\n  :1.00e1,"captured_at":"2026-05-06","steps":${JSON.stringify([step])}}` },
      findings: [at('a.json', 1, 13, exactly('"iteration" must be an integer, found a float 1.00e1'))],
    },
    // As the reference does.
    ...['yesterday', '2026-02-30T10:00:00Z', '06/05/2026 14:32', '2026-05-06T25:00', 1715000000].map((v) => ({
      name: `the captured_at ${v}, not an ISO 8601 timestamp`,
      files: { ...ux('true'), 'traces/a.json': trace({ captured_at: v }) },
      findings: [at('a.json', 4, 3, `"captured_at" ${JSON.stringify(v)} is not an ISO 8601 timestamp`)],
    })),
    {
      name: 'values nested deeper than JSON can write back are shown as […], not a crash',
      files: {
        ...ux('true'),
        'traces/a.json': `{"flow": "x", "captured_at": ${'['.repeat(20_000)}1${']'.repeat(20_000)},\n"iteration": ${'['.repeat(8_000)}${']'.repeat(8_000)}, "steps": [${JSON.stringify(step)}]}`,
      },
      findings: [at('a.json', 1, 15, exactly('"captured_at" […] is not an ISO 8601 timestamp')), at('a.json', 2, 1, exactly('"iteration" must be an integer, found an array […]'))],
    },
    {
      name: 'invalid JSON at its line, arrays or scalars as findings',
      files: {
        ...ux('true'),
        'traces/a.json': '{\n  "flow": "x",\n  "steps": [\n}',
        'traces/b.json': '[]',
        'traces/c.json': '"trace"',
        'traces/d.json': trace({ steps: ['click'] }),
      },
      findings: [
        at('a.json', 4, 1, /^invalid JSON: unexpected '\}'/),
        at('b.json', 1, 1, exactly('a trace must be a JSON object, found an array')),
        at('c.json', 1, 1, exactly('a trace must be a JSON object, found a string')),
        at('d.json', 6, 5, exactly('step 1 must be an object, found a string')),
      ],
    },
    {
      name: 'recommended: steps and a flow left empty fail at each empty key; an empty selector passes',
      files: { ...ux('true'), 'traces/a.json': EMPTY_VALUES },
      options: { preset: 'recommended' },
      detail: exactly('1 traces violate schema: a.json'),
      findings: [
        at('a.json', 2, 3, exactly('"flow" is "": a trace names the flow it exercised')),
        at('a.json', 7, 7, exactly('step 1 action is "": a step records what was done, what was expected and what was observed')),
        at('a.json', 9, 7, exactly('step 1 expected is null: a step records what was done, what was expected and what was observed')),
        at('a.json', 17, 7, exactly('step 2 observed is "  ": a step records what was done, what was expected and what was observed')),
        at('a.json', 24, 7, exactly('step 3 observed is []: a step records what was done, what was expected and what was observed')),
        at('a.json', 30, 7, exactly('step 4 expected is {}: a step records what was done, what was expected and what was observed')),
      ],
    },
    {
      name: 'empty and binary traces',
      files: { ...ux('true'), 'traces/a.json': '', 'traces/b.json': Buffer.from([0, 0xff, 0xfe]) },
      detail: /^2 traces violate schema/,
      findings: [at('a.json', 1, 1, exactly('invalid JSON: empty file')), at('b.json', 1, 1, /^invalid JSON: /)],
    },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const trace = (capturedAt: string, verdict = 'PASS') =>
    JSON.stringify({ flow: 'export', iteration: 1, captured_at: capturedAt, steps: [{ action: 'click', selector: '#export', expected: 'csv', observed: 'csv', verdict }] }, null, 2);
  const files = (t: string) => ({ 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }), 'traces/iter-1/export.json': t });
  const TRACE = 'engagement/traces/iter-1/export.json';
  const unreadable = files(trace('yesterday afternoon'));
  const brokenStep = files(trace('yesterday', 'OK'));
  const capturedAt = (v: string) => ({ file: TRACE, line: 4, column: 3, message: `"captured_at" "${v}" is not an ISO 8601 timestamp` });
  const badVerdict = { file: TRACE, line: 11, column: 7, message: 'step 1 verdict "OK" is not PASS or FAIL' };

  ruleTester(rule, {
    invalid: [
      {
        name: 'recommended: an unreadable captured_at warns instead of failing',
        status: 'warn',
        files: unreadable,
        options: { preset: 'recommended' },
        detail: /^1 traces valid; 1 with an unreadable captured_at/,
        findings: [capturedAt('yesterday afternoon')],
      },
      { name: 'compat: an unreadable captured_at fails', files: unreadable, options: { preset: 'compat' }, findings: [capturedAt('yesterday afternoon')] },
      {
        name: 'recommended: a boolean iteration is no iteration number',
        files: { ...ux('true'), 'traces/a.json': iterationAs('true') },
        options: { preset: 'recommended' },
        detail: exactly('1 traces violate schema: a.json'),
        findings: [notInteger('a.json', 'a boolean true')],
      },
      {
        name: 'recommended: a float iteration fails too',
        files: { ...ux('minor'), 'traces/a.json': iterationAs('1.0') },
        options: { preset: 'recommended' },
        findings: [notInteger('a.json', 'a float 1.0')],
      },
      {
        name: 'recommended: a null step verdict is neither PASS nor FAIL; an empty captured_at warns',
        files: { ...ux('true'), 'traces/a.json': trace('2026-05-06', null as unknown as string).replace('"2026-05-06"', 'null'), 'traces/b.json': trace('') },
        options: { preset: 'recommended' },
        detail: exactly('1 traces violate schema: a.json'),
        findings: [at('a.json', 11, 7, exactly('step 1 verdict null is not PASS or FAIL')), at('a.json', 4, 3, exactly('"captured_at" is null, not an ISO 8601 timestamp')), at('b.json', 4, 3, exactly('"captured_at" is "", not an ISO 8601 timestamp'))],
      },
      {
        name: 'recommended: a broken step still fails, and the unreadable captured_at beside it stays a warning',
        files: brokenStep,
        options: { preset: 'recommended' },
        detail: /^1 traces violate schema/,
        findings: [badVerdict, { ...capturedAt('yesterday'), severity: 'warning' }],
      },
      { name: 'compat: a broken step fails', files: brokenStep, options: { preset: 'compat' }, findings: [capturedAt('yesterday'), badVerdict] },
    ],
  });

  describe('trace-schema tiers', () => {
    it('runs at M under recommended, where an ux_heavy: minor engagement hands over prose traces', () => {
      expect(selectRules([rule], options({ preset: 'recommended' }), { compatPreset: true, tier: 'M' }).map((r) => r.id)).toEqual(['trace-schema']);
      expect(selectRules([rule], options({ preset: 'compat' }), { compatPreset: true, tier: 'M' })).toEqual([]);
    });
  });
});
