import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-branch-shape.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const branches = (json: string | Buffer | null) => stateCase({ 'state/branches.json': json });
const FILE = stateFile('branches.json');
const blank = '{"branches": [{"id": 7, "hypothesis": "   ", "status": "open"}]}';
const empty = '{"branches": [{"id": "", "hypothesis": "", "status": "open"}]}';

ruleTester(rule, {
  valid: [
    { name: 'optional keys written as null (reason, patch, objective, files)', ...branches('[{"id": "b-1", "hypothesis": "h", "status": "open", "reason": null, "patch": null, "objective": null, "files": null}]') },
    { name: 'the clean example', ...stateCase(), detail: /2 branches/ },
    { name: 'the bare list form', ...branches('[{"id": "b-1", "hypothesis": "h", "status": "verified", "objective": "latency"}]') },
  ],
  invalid: [
    {
      name: 'branches keyed by id: the fix says to write them as a list',
      ...branches('{"b-1": {"id": "b-1", "hypothesis": "h", "status": "open"}}\n'),
      fix: /^Write the branches as a list, `\{"branches": \[\{"id": \.\.\., "hypothesis": \.\.\., "status": \.\.\.\}\]\}`, not as an object keyed by branch id\.$/,
      findings: [{ file: FILE, line: 1, column: 1, message: /^the top level lacks the required key `branches`$/ }],
    },
    {
      name: 'a branch without a hypothesis and with an unknown status, with their lines',
      ...branches('{\n  "branches": [\n    {\n      "id": "b-1",\n      "status": "maybe"\n    }\n  ]\n}\n'),
      findings: [
        { file: FILE, line: 3, column: 5, message: /lacks the required key `hypothesis`/ },
        { file: FILE, line: 5, column: 7, message: /status must be one of: open, verified, chosen, rejected \(found "maybe"\)/ },
      ],
    },
    {
      name: 'a blank hypothesis and a numeric id',
      ...branches(blank),
      findings: [
        { file: FILE, line: 1, column: blank.indexOf('"id"') + 1, message: /branches\[0\]\.id must be a string, found number 7/ },
        { file: FILE, line: 1, column: blank.indexOf('"hypothesis"') + 1, message: /branches\[0\]\.hypothesis must not be blank/ },
      ],
    },
    {
      name: 'an empty id and hypothesis are each one problem, said once',
      ...branches(empty),
      findings: [
        { file: FILE, line: 1, column: empty.indexOf('"id"') + 1, message: 'branches[0].id must not be empty' },
        { file: FILE, line: 1, column: empty.indexOf('"hypothesis"') + 1, message: 'branches[0].hypothesis must not be empty' },
      ],
    },
    {
      // Past the YAML size limit no position tree is built (it would cost seconds): the JSON is scanned for the path instead.
      name: 'a bad branch in a branches.json over 128 KiB, at its own line',
      ...branches(`[\n${Array.from({ length: 2500 }, (_, i) => `  {"id": "b-${i}", "hypothesis": "h", "status": "open"},\n`).join('')}  {"id": "b-last", "status": "open"}\n]\n`),
      findings: [{ file: FILE, line: 2502, column: 3, message: /lacks the required key `hypothesis`/ }],
    },
    {
      name: 'a reused id names the line of the first id, not of its brace',
      ...branches('{\n  "branches": [\n    {\n      "id": "b-1",\n      "hypothesis": "h",\n      "status": "open"\n    },\n    {\n      "id": "b-1",\n      "hypothesis": "k",\n      "status": "open"\n    }\n  ]\n}\n'),
      findings: [{ file: FILE, line: 9, column: 7, message: /^branch id b-1 is used again \(first on line 4\)$/ }],
    },
    {
      name: 'a reused id and a schema error below it, listed in the order of the file',
      ...branches('[\n  {"id": "b-1", "hypothesis": "h", "status": "open"},\n  {"id": "b-1", "hypothesis": "k", "status": "open"},\n  {"id": "b-2", "hypothesis": "k", "status": "merged"}\n]\n'),
      detail: /^project\/state\/branches\.json: 2 problems, first: branch id b-1 is used again/,
      findings: [
        { file: FILE, line: 3, column: 4, message: /b-1 is used again \(first on line 2\)/ },
        { file: FILE, line: 4, column: 36, message: /status must be one of/ },
      ],
    },
    {
      name: 'a reused id, at the second one',
      ...branches('[\n  {"id": "b-1", "hypothesis": "h", "status": "open"},\n  {"id": "b-1", "hypothesis": "k", "status": "open"}\n]\n'),
      findings: [{ file: FILE, line: 3, column: 4, message: /b-1 is used again \(first on line 2\)/ }],
    },
    {
      name: 'invalid JSON, with line and column',
      ...branches('{\n  "branches": [\n    {"id": "b-1",}\n  ]\n}\n'),
      detail: /does not parse: invalid JSON/,
      findings: [{ file: FILE, line: 3, column: 18, message: 'invalid JSON: unexpected "}" after a comma (JSON allows no trailing comma)' }],
    },
    {
      name: 'a // comment line is named as a comment, at its slash',
      ...branches('{\n  // written by propose_patch\n  "branches": []\n}\n'),
      detail: /does not parse: invalid JSON: a comment, which JSON does not allow \(line 2\)/,
      findings: [{ file: FILE, line: 2, column: 3, message: 'invalid JSON: a comment, which JSON does not allow' }],
    },
    {
      name: 'a /* */ comment after a value is named as a comment too',
      ...branches('{"branches": [] /* none yet */}\n'),
      findings: [{ file: FILE, line: 1, column: 17, message: 'invalid JSON: a comment, which JSON does not allow' }],
    },
    {
      name: 'a comma after the whole document, said without the parser\'s character offset',
      ...branches('{"branches": []},\n'),
      findings: [{ file: FILE, line: 1, column: 17, message: 'invalid JSON: unexpected "," after the end of the JSON value' }],
    },
    { name: 'an object without branches', ...branches('{"candidates": []}'), findings: [{ file: FILE, line: 1, column: 1, message: /^the top level lacks the required key `branches`$/ }] },
    { name: 'a scalar', ...branches('"b-1"'), findings: [{ file: FILE, line: 1, column: 1, message: /^the top level must be an object or a list, found "b-1"$/ }] },
    { name: 'an empty file', ...branches(''), detail: /empty file/, findings: [{ file: FILE, line: 1, column: 1, message: /^invalid JSON: empty file$/ }] },
    {
      name: 'binary garbage',
      ...branches(Buffer.from([0x7b, 0, 0xff, 0x22, 0x0a, 0x5d])),
      findings: [
        { file: FILE, line: 1, column: 2, message: /^invalid JSON: Expected property name or '\}'$/ },
        { file: FILE, line: 1, column: 2, message: /^file holds binary data \(NUL bytes\); it is read as text where possible$/ },
        { file: FILE, line: 1, column: 3, message: /^file is not valid UTF-8; invalid bytes were replaced$/ },
      ],
    },
    { name: 'no branches.json yet', status: 'skip', ...branches(null), detail: /does not exist yet/, findings: [] },
  ],
});

describe('epiphany-branch-shape: many repeated ids', () => {
  it('shows the first repeats at their lines and counts the rest', async () => {
    const list = Array.from({ length: 701 }, () => '{"id": "b-1", "hypothesis": "h", "status": "open"}');
    const r = await lint(rule, branches(`[\n${list.join(',\n')}\n]`));
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(`${FILE}: 700 problems, first: branch id b-1 is used again (first on line 2) (showing 500 of 700 findings)`);
    expect(r.findings.map((f) => f.line)).toEqual(Array.from({ length: 500 }, (_, i) => i + 3));
  });
});
