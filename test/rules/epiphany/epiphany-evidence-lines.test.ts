import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-evidence-lines.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, extra: object = {}) => JSON.stringify({ id, branch: 'b-plan-cache', kind: 'tests', result: 'pass', time: '2026-03-02T10:00:00Z', ...extra });
const evidence = (text: string | Buffer | null) => stateCase({ 'state/evidence.jsonl': text });
const FILE = stateFile('evidence.jsonl');
const badValues = ev('ev-1', { kind: 'vibes', result: 'ok', time: 'yesterday' });
const noTime = '{"id": "ev-1", "kind": "tests", "result": "pass", "branch": 3}\n';
const folder = stateCase({ 'state/evidence.jsonl': null });

/** branches.json written as an object keyed by branch id, where the schema wants a list. */
const keyed = JSON.stringify({ 'b-precompute': { id: 'b-precompute', hypothesis: 'h', status: 'rejected', reason: 'r' }, 'b-plan-cache': { id: 'b-plan-cache', hypothesis: 'h', status: 'chosen' } }, null, 2);
/** One object pretty-printed over eight lines between two whole ones. */
const pretty = [ev('ev-1'), '{', '  "id": "ev-2",', '  "branch": "b-plan-cache",', '  "kind": "tests",', '  "result": "pass",', '  "time": "2026-03-02T10:00:00Z"', '}', ev('ev-3')].join('\n') + '\n';

ruleTester(rule, {
  valid: [
    { name: 'an unknown branch is not checked when branches.json holds no list of branches', ...stateCase({ 'state/evidence.jsonl': ev('ev-1'), 'state/branches.json': keyed }), detail: /1 evidence line/ },
    { name: 'an unknown branch is not checked when branches.json does not parse', ...stateCase({ 'state/evidence.jsonl': ev('ev-1', { branch: 'b9' }), 'state/branches.json': '{"branches": [' }) },
    { name: 'without branches.json, lines about no branch are not reported', ...stateCase({ 'state/evidence.jsonl': ev('ev-1', { branch: null }), 'state/branches.json': null }) },
    { name: 'a null summary, an hour-only UTC offset, a leap day', ...evidence([ev('ev-1', { summary: null }), ev('ev-2', { time: '2026-03-02T09:40:00+01' }), ev('ev-3', { time: '2024-02-29T10:00:00-05' }), ev('ev-4', { time: '2000-02-29' })].join('\n')), detail: /4 evidence lines/ },
    { name: 'the clean example', ...stateCase(), detail: /7 evidence lines/ },
    {
      name: 'the other ISO 8601 forms: basic, decimal comma, hour only, week and ordinal dates, a month, lower-case t and z',
      ...evidence(['20260302T100000Z', '2026-03-02T10:00:00,5Z', '2026-03-02T10Z', '2026-W10-1', '2026W101', '2026-061', '2026-03', '2026-03-02t10:00z', '20240229'].map((time, i) => ev(`ev-${i}`, { time })).join('\n')),
      detail: /9 evidence lines/,
    },
    {
      // 2024 and 2000 are leap years; 2015 and 2026 start on a Thursday and 2020 (leap) on a Wednesday: 53 ISO weeks each.
      name: 'the last day or week of a year that has it: day 366 of a leap year, week 53 of a 53-week year',
      ...evidence(['2024-366', '2000366T10:00Z', '2026-365', '2026-W53-7', '2026W537', '2020-W53', '2020W53T08Z', '2015-W53-4', '2026-12-31'].map((time, i) => ev(`ev-${i}`, { time })).join('\n')),
      detail: /^9 evidence lines, each a well-formed object$/,
    },
    { name: 'CRLF line ends, blank lines, a null branch and a bare date', ...evidence([ev('ev-1'), '', ev('ev-2', { branch: null, time: '2026-03-02' }), '   '].join('\r\n')), detail: /2 evidence lines/ },
  ],
  invalid: [
    {
      name: 'a pretty-printed object: each piece says so, the first with what JSON Lines wants, not the parser\'s words',
      ...evidence(pretty),
      fix: /Write each object on a single line \(JSON Lines\), not pretty-printed over several\./,
      findings: [
        { file: FILE, line: 2, column: 1, message: /^line 2 is not valid JSON: it holds part of an object written over several lines; each line of evidence\.jsonl must be one whole JSON object \(JSON Lines\)$/ },
        { file: FILE, line: 3, column: 3, message: /^line 3 is not valid JSON: it holds part of an object written over several lines$/ },
        { line: 4, message: /^line 4 is not valid JSON: it holds part of an object written over several lines$/ },
        { line: 5, message: /^line 5 is not valid JSON: it holds part/ },
        { line: 6, message: /^line 6 is not valid JSON: it holds part/ },
        { line: 7, message: /^line 7 is not valid JSON: it holds part/ },
        { line: 8, column: 1, message: /^line 8 is not valid JSON: it holds part of an object written over several lines$/ },
      ],
    },
    {
      name: 'a lone piece beside whole lines keeps the parser\'s words',
      ...evidence([ev('ev-1'), '"id": "ev-2",', ev('ev-3')].join('\n')),
      findings: [{ line: 2, message: /^line 2 is not valid JSON: (?!it holds part)/ }],
    },
    {
      name: 'a repeated id is counted as a duplicate, not as malformed',
      ...evidence([ev('ev-1'), ev('ev-2'), ev('ev-1')].join('\n')),
      detail: /^project\/state\/evidence\.jsonl: 1 of 3 lines repeats an earlier evidence id \(line 3\)$/,
      findings: [{ line: 3, message: /^line 3: evidence id ev-1 is used again \(first on line 1\)$/ }],
    },
    {
      name: 'malformed lines and a repeated id, each counted as what it is',
      ...evidence([ev('ev-1'), 'not json', ev('ev-1')].join('\n')),
      detail: /^project\/state\/evidence\.jsonl: 1 of 3 lines malformed \(line 2\); 1 line repeats an earlier evidence id \(line 3\)$/,
    },
    // Evidence about b9, which branches.json does not have.
    {
      name: 'an empty branch is reported once, as empty, not as an unknown branch',
      ...evidence([ev('ev-1'), ev('ev-2', { branch: '' })].join('\n')),
      findings: [{ file: FILE, line: 2, column: '{"id":"ev-2",'.length + 1, message: /^line 2: branch must not be empty/ }],
    },
    {
      name: 'a branch written as the word null in quotes, or in another case than a branch, is told what was meant',
      status: 'warn',
      ...evidence([ev('ev-1', { branch: 'null' }), ev('ev-2', { branch: 'B-Plan-Cache' })].join('\n')),
      findings: [
        { file: FILE, line: 1, column: '{"id":"ev-1",'.length + 1, message: 'line 1: branch null is not a branch of project/state/branches.json: "null" in quotes is a name; write null without quotes for evidence about no branch' },
        { file: FILE, line: 2, column: '{"id":"ev-2",'.length + 1, message: 'line 2: branch B-Plan-Cache is not a branch of project/state/branches.json (ids are case-sensitive: did you mean b-plan-cache?)' },
      ],
    },
    {
      name: 'lines naming branches when branches.json does not exist warn at each branch, whatever rejected_paths keeps',
      status: 'warn',
      ...stateCase({ 'state/evidence.jsonl': [ev('ev-1', { branch: null }), ev('ev-2', { branch: 'b-precompute' }), ev('ev-3')].join('\n'), 'state/branches.json': null }),
      detail: /^project\/state\/evidence.jsonl: 2 lines name branches but branches.json does not exist$/,
      findings: [
        { file: FILE, line: 2, column: '{"id":"ev-2",'.length + 1, message: 'line 2: names branch b-precompute, but project/state/branches.json does not exist (the steps that write evidence about a branch write branches.json too)' },
        { file: FILE, line: 3, column: '{"id":"ev-3",'.length + 1, message: /^line 3: names branch b-plan-cache, but project\/state\/branches.json does not exist/ },
      ],
    },
    {
      name: 'a line whose branch names no branch of branches.json, at its branch',
      status: 'warn',
      ...evidence([ev('ev-1'), ev('ev-2', { branch: 'b9' }), ev('ev-3', { branch: null })].join('\n')),
      detail: /^project\/state\/evidence.jsonl: 1 line names a branch that branches.json does not have$/,
      findings: [{ file: FILE, line: 2, column: '{"id":"ev-2",'.length + 1, message: /^line 2: branch b9 is not a branch of project\/state\/branches.json$/ }],
    },
    {
      name: 'an unknown branch next to a malformed line: both reported, the rule fails',
      status: 'fail',
      ...evidence([ev('ev-1', { branch: 'b9' }), '{not json'].join('\n')),
      findings: [
        { file: FILE, line: 1, column: '{"id":"ev-1",'.length + 1, message: /branch b9 is not a branch/ },
        { file: FILE, line: 2, column: 2, message: /^line 2 is not valid JSON/ },
      ],
    },
    {
      name: 'a malformed line, with its number, the others kept',
      ...evidence([ev('ev-1'), '{"id": "ev-2", "branch": ', ev('ev-3')].join('\n')),
      detail: /1 of 3 lines malformed \(line 2\)/,
      findings: [{ file: FILE, line: 2, column: '{"id": "ev-2", "branch": '.length + 1, message: /^line 2 is not valid JSON: Unexpected end of JSON input$/ }],
    },
    {
      name: 'a trailing comma inside a line\'s object, and a comma after a line\'s object, each said as such',
      ...evidence([ev('ev-1'), `${ev('ev-2').slice(0, -1)},}`, `${ev('ev-3')},`].join('\n')),
      detail: /2 of 3 lines malformed \(line 2, 3\)/,
      findings: [
        { file: FILE, line: 2, column: ev('ev-2').length + 1, message: 'line 2 is not valid JSON: unexpected "}" after a comma (JSON allows no trailing comma)' },
        { file: FILE, line: 3, column: ev('ev-3').length + 1, message: 'line 3 is not valid JSON: unexpected "," after the end of the JSON value' },
      ],
    },
    {
      name: 'lines that are not objects',
      ...evidence([ev('ev-1'), '["ev-2", "pass"]', '42', 'null'].join('\n')),
      findings: [
        { file: FILE, line: 2, column: 1, message: /^line 2 holds an array, not a JSON object$/ },
        { file: FILE, line: 3, column: 1, message: /^line 3 holds a number, not a JSON object$/ },
        { file: FILE, line: 4, column: 1, message: /^line 4 holds null, not a JSON object$/ },
      ],
    },
    {
      name: 'schema violations at the column of the key',
      ...evidence(`${ev('ev-0')}\n${badValues}\n`),
      findings: [
        { file: FILE, line: 2, column: badValues.indexOf('"kind"') + 1, message: /kind must be one of/ },
        { file: FILE, line: 2, column: badValues.indexOf('"result"') + 1, message: /result must be one of: pass, fail, reject, prefer \(found "ok"\)/ },
        { file: FILE, line: 2, column: badValues.indexOf('"time"') + 1, message: /time must be an ISO 8601 date/ },
      ],
    },
    {
      name: 'a key given twice in one line (JSON would keep the last result)',
      ...evidence(`${ev('ev-1').replace('"result":"pass"', '"result":"fail","result":"pass"')}\n`),
      findings: [{ file: FILE, line: 1, column: ev('ev-1').indexOf('"result"') + '"result":"fail",'.length + 1, message: /^line 1 repeats a key: the key "result" appears twice in one object/ }],
    },
    ...['2026-13-45T99:99:99Z', '2026-00-10', '2026-03-02T24:00Z', '2026-03-02T10:00:00+25:00'].map((time) => ({
      name: `a time with a field out of range: ${time}`,
      ...evidence(`${ev('ev-1', { time })}\n`),
      findings: [{ file: FILE, line: 1, column: ev('ev-1', { time }).indexOf('"time"') + 1, message: new RegExp(`time must be an ISO 8601 date or date-time \\(found "${time.replace(/[+]/g, '\\+')}"\\)`) }],
    })),
    ...['2026-02-30T09:40:00Z', '2025-02-29', '20250229T100000Z', '1900-02-29', '2026-W54', '2026-367', '202603', '2026-04-31T10:00Z', '2026-13-01', '2026-03-02T24:00:00Z', '2026-03-02T09:60:00Z'].map((time) => ({
      name: `a date or time that does not exist: ${time}`,
      ...evidence(`${ev('ev-0')}\n${ev('ev-1', { time })}\n`),
      detail: /1 of 2 lines malformed \(line 2\)/,
      findings: [{ file: FILE, line: 2, column: ev('ev-1', { time }).indexOf('"time"') + 1, message: `line 2: time must be an ISO 8601 date or date-time (found "${time}")` }],
    })),
    // 2026, 2023 and 1900 have 365 days; 2025 (starts on a Wednesday, not leap), 2021 and 2027 (Fridays) have 52 ISO weeks.
    ...['2026-366', '2026366', '2023-366T10:00:00Z', '1900-366', '2025-W53-1', '2025W531', '2025-W53', '2021W53T09:00Z', '2027-W53-7'].map((time) => ({
      name: `a day or week its year does not have: ${time}`,
      ...evidence(`${ev('ev-0')}\n${ev('ev-1', { time })}\n`),
      detail: 'project/state/evidence.jsonl: 1 of 2 lines malformed (line 2)',
      findings: [{ file: FILE, line: 2, column: ev('ev-1', { time }).indexOf('"time"') + 1, message: `line 2: time must be an ISO 8601 date or date-time (found "${time}")` }],
    })),
    {
      name: 'a key named as a value earlier on the line: the finding is at the key',
      ...evidence('{"id": "ev-4", "branch": "b-plan-cache", "metric": "time", "kind": "benchmark", "result": "pass", "time": "13:45"}\n'),
      findings: [{ file: FILE, line: 1, column: '{"id": "ev-4", "branch": "b-plan-cache", "metric": "time", "kind": "benchmark", "result": "pass", '.length + 1, message: /time must be an ISO 8601 date or date-time \(found "13:45"\)/ }],
    },
    {
      name: 'a key written inside a nested object earlier on the line: the finding is at the top-level key',
      ...evidence('{"id": "ev-4", "meta": {"time": 3, "a": ["time"]}, "branch": "b-plan-cache", "kind": "tests", "result": "pass", "t\\u0069me": "never"}\n'),
      findings: [{ file: FILE, line: 1, column: '{"id": "ev-4", "meta": {"time": 3, "a": ["time"]}, "branch": "b-plan-cache", "kind": "tests", "result": "pass", '.length + 1, message: /time must be an ISO 8601 date or date-time \(found "never"\)/ }],
    },
    {
      name: 'missing keys and a branch of the wrong type',
      ...evidence(noTime),
      findings: [
        { file: FILE, line: 1, column: 1, message: /^line 1 lacks the required key `time`$/ },
        { file: FILE, line: 1, column: noTime.indexOf('"branch"') + 1, message: /branch must be a string or empty \(null\)/ },
      ],
    },
    {
      name: 'an empty id is one problem, said once',
      ...evidence([ev('ev-1'), ev(''), ev('  ')].join('\n')),
      detail: 'project/state/evidence.jsonl: 2 of 3 lines malformed (line 2, 3)',
      findings: [
        { file: FILE, line: 2, column: 2, message: 'line 2: id must not be empty' },
        { file: FILE, line: 3, column: 2, message: 'line 3: id must not be blank' },
      ],
    },
    {
      name: 'a line holding invalid UTF-8 (a Latin-1 summary) is malformed, counted and named',
      ...evidence(Buffer.concat([Buffer.from(`${ev('ev-1')}\n`), Buffer.from(`${ev('ev-2', { summary: 'caf\xe9' })}\n`, 'latin1'), Buffer.from(`${ev('ev-3')}\n`)])),
      detail: 'project/state/evidence.jsonl: 1 of 3 lines malformed (line 2)',
      fix: /give every line its own id\. Save the file as UTF-8 text\.$/,
      findings: [{ file: FILE, line: 2, column: ev('ev-2', { summary: 'caf' }).length - 1, message: 'file is not valid UTF-8; invalid bytes were replaced' }],
    },
    {
      name: 'a reused id, at the later line, at the id value (not its key)',
      ...evidence([ev('ev-1'), ev('ev-2'), ev('ev-1')].join('\n')),
      findings: [{ file: FILE, line: 3, column: ev('ev-1').indexOf('"ev-1"') + 1, message: /ev-1 is used again \(first on line 1\)/ }],
    },
    {
      name: 'a reused id written with spaces, after another key: at its value',
      ...evidence(['{"id": "ev-4", "branch": null, "kind": "tests", "result": "pass", "time": "2026-03-02"}', '{"branch": null, "id":  "ev-4", "kind": "tests", "result": "pass", "time": "2026-03-02"}'].join('\n')),
      findings: [{ file: FILE, line: 2, column: '{"branch": null, "id":  '.length + 1, message: 'line 2: evidence id ev-4 is used again (first on line 1)' }],
    },
    {
      name: 'binary garbage',
      ...evidence(Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 0x7b, 0x7d, 10])),
      findings: [
        { file: FILE, line: 1, column: 1, message: /^file holds binary data \(NUL bytes\); it is read as text where possible$/ },
        { file: FILE, line: 1, column: 1, message: /^line 1 is not valid JSON: unexpected / },
        { file: FILE, line: 1, column: 4, message: /^file is not valid UTF-8; invalid bytes were replaced$/ },
        ...['id', 'branch', 'kind', 'result', 'time'].map((key) => ({ file: FILE, line: 2, column: 1, message: `line 2 lacks the required key \`${key}\`` })),
      ],
    },
    { name: 'a folder in place of the file', target: folder.target, files: { ...folder.files, 'state/evidence.jsonl/': '' }, detail: /cannot be read/, findings: [{ file: FILE, line: 1, column: 1, message: /^expected a file, found a directory or special file$/ }] },
    { name: 'no evidence.jsonl yet', status: 'skip', ...evidence(null), detail: /does not exist yet/, findings: [] },
    { name: 'an empty evidence.jsonl', status: 'skip', ...evidence('\n\n'), detail: /is empty/, findings: [] },
  ],
});

describe('epiphany-evidence-lines on large input', () => {
  it('handles a very long line', async () => {
    const r = await lint(rule, evidence(ev('ev-1', { summary: 'x'.repeat(2_000_000) }) + '\n' + '{'.repeat(100_000)));
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.line)).toEqual([2]);
  });

  it('builds the findings a report shows, in line order, and counts the rest', async () => {
    // Each line: a kind the schema does not know (an error) and a branch branches.json does not have (a warning).
    const lines = Array.from({ length: 600 }, (_, i) => ev(`ev-${i + 1}`, { kind: 'vibes', branch: `b-gone-${i + 1}` }));
    const r = await lint(rule, evidence(lines.join('\n')));
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/: 600 of 600 lines malformed \(line 1, 2, .*, \.\.\.\) \(showing 500 of at least 1200 findings\)$/);
    expect(r.findings.map((f) => f.line)).toEqual(Array.from({ length: 250 }, (_, i) => [i + 1, i + 1]).flat());
    const branchColumn = '{"id":"ev-1",'.length + 1;
    expect(r.findings.slice(0, 2).map((f) => [f.column, f.severity ?? 'error', f.message.replace(/ \(found.*$/, '')])).toEqual([
      [branchColumn, 'warning', 'line 1: branch b-gone-1 is not a branch of project/state/branches.json'],
      [branchColumn + '"branch":"b-gone-1",'.length, 'error', expect.stringMatching(/^line 1: kind must be one of/)],
    ]);
  });

  it('counts unknown branches past the findings shown when nothing else is wrong', async () => {
    const r = await lint(rule, evidence(Array.from({ length: 700 }, (_, i) => ev(`ev-${i + 1}`, { branch: 'b-gone' })).join('\n')));
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/: 700 lines name branches that branches.json does not have \(showing 500 of 700 findings\)$/);
    expect(r.findings.at(-1)?.line).toBe(500);
  });
});
