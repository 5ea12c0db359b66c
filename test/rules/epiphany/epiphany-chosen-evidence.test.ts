import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-chosen-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const branches = '{\n  "branches": [\n    {"id": "b-1", "hypothesis": "h", "status": "rejected", "reason": "r"},\n    {"id": "b-2", "hypothesis": "h", "status": "chosen"}\n  ]\n}\n';
const ev = (id: string, branch: string | null, result: string, kind = 'tests') => JSON.stringify({ id, branch, kind, result, time: '2026-03-02T10:00:00Z' });
const state = (evidence: string | null, json: string | null = branches) => stateCase({ 'state/branches.json': json, 'state/evidence.jsonl': evidence });
/** The line `line` with another time. */
const at = (line: string, time: string) => line.replace('2026-03-02T10:00:00Z', time);
const backtrack = (id: string, branch: string, result: string, summary: string) => JSON.stringify({ id, branch, kind: 'backtrack', result, time: '2026-03-02T10:00:00Z', summary });
/** The chosen branch's status in `branches`. */
const CHOSEN = { file: stateFile('branches.json'), line: 4, column: branches.split('\n')[3]!.indexOf('"status"') + 1 };

/** branches.json written as an object keyed by branch id, where the schema wants a list. */
const keyed = JSON.stringify({ 'b-precompute': { id: 'b-precompute', hypothesis: 'h', status: 'rejected', reason: 'r' }, 'b-plan-cache': { id: 'b-plan-cache', hypothesis: 'h', status: 'chosen' } }, null, 2);
const NOT_A_LIST = /^project\/state\/branches\.json is not a list of branches: it holds an object keyed by branch id \(see epiphany-branch-shape\)/;

ruleTester(rule, {
  valid: [
    { name: 'the clean example', ...stateCase(), detail: /b-plan-cache has passing evidence/ },
    { name: 'a well-formed passing line, whatever the malformed lines around it', ...state(['not json', ev('ev-1', 'b-2', 'fail'), ev('ev-2', 'b-2', 'pass'), '{"branch": "b-2", "result": "pass"'].join('\n')) },
    {
      name: 'a backtrack rejection followed (by time) by a new passing line leaves the branch chosen',
      ...state([ev('ev-1', 'b-2', 'pass'), at(ev('ev-2', 'b-2', 'pass'), '2026-03-04T10:00:00Z'), at(backtrack('ev-3', 'b-2', 'reject', 'abandoning b-2'), '2026-03-03T10:00:00Z')].join('\n')),
    },
    { name: 'a rejecting benchmark after the pass is a measurement, not an abandonment', ...state([ev('ev-1', 'b-2', 'pass'), at(ev('ev-2', 'b-2', 'reject', 'benchmark'), '2026-03-03T10:00:00Z')].join('\n')) },
    { name: 'a passing line with an hour-only UTC offset and a null summary counts', ...state(JSON.stringify({ id: 'ev-1', branch: 'b-2', kind: 'tests', result: 'pass', time: '2026-03-02T09:40:00+01', summary: null })) },
  ],
  invalid: [
    { name: 'branches keyed by id: skipped, not read as "no branch chosen yet"', status: 'skip', ...stateCase({ 'state/branches.json': keyed }), detail: NOT_A_LIST, findings: [] },
    {
      name: 'a chosen branch that only failed, naming the evidence lines',
      ...state([ev('ev-1', 'b-1', 'pass'), ev('ev-2', 'b-2', 'fail')].join('\n')),
      findings: [{ ...CHOSEN, message: /chosen branch b-2 has no passing evidence: its 1 evidence line \(line 2\) records no pass/ }],
    },
    { name: 'a comparison preference is not a verification', ...state(ev('ev-1', 'b-2', 'prefer', 'comparison')), findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: its 1 evidence line \(line 1\) records no pass$/ }] },
    {
      name: 'a passing line that repeats a key does not count, and the finding names it as malformed',
      ...state(ev('ev-1', 'b-2', 'pass').replace('"result":"pass"', '"result":"pass","result":"pass"')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: its evidence line 1 is malformed \(see epiphany-evidence-lines\)$/ }],
    },
    {
      name: 'passing lines without time do not count, and the finding says they are malformed',
      ...state(['{"id": "ev-1", "branch": "b-2", "kind": "tests", "result": "pass"}', '{"id": "ev-2", "branch": "b-2", "kind": "tests", "result": "pass", "summary": "x"}'].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: its evidence lines 1, 2 are malformed \(see epiphany-evidence-lines\)$/ }],
    },
    {
      name: 'a line recording "passed" or a date that does not exist is malformed, beside a valid line that failed',
      ...state([ev('ev-1', 'b-2', 'fail'), ev('ev-2', 'b-2', 'passed'), JSON.stringify({ id: 'ev-3', branch: 'b-2', kind: 'tests', result: 'pass', time: '2026-02-30T10:00:00Z' })].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: its 1 evidence line \(line 1\) records no pass; evidence lines 2, 3 are malformed \(see epiphany-evidence-lines\)$/ }],
    },
    {
      name: 'a line that is not valid JSON but names the branch is named beside the malformed well-formed one',
      ...state(['{"id": "ev-1", "branch": "b-2", "kind": "tests", "result": "pass"}', ev('ev-2', 'b-2', 'pass').slice(0, -1)].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: its evidence lines 1, 2 are malformed \(see epiphany-evidence-lines\)$/ }],
    },
    {
      name: 'a chosen branch whose latest line is a backtrack rejection fails, naming that line',
      ...state([ev('ev-2', 'b-2', 'pass'), at(backtrack('ev-6', 'b-2', 'reject', 'soak failed 3 of 50; abandoning b-2'), '2026-03-03T10:00:00Z')].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 was abandoned: its latest evidence line, line 2 \(ev-6\), records backtrack reject \("soak failed 3 of 50; abandoning b-2"\); it is still chosen$/ }],
    },
    {
      name: 'the latest line by time, not by file order: a backtrack written before a stale pass line',
      ...state([at(backtrack('ev-6', 'b-2', 'fail', 'abandoned b-2'), '2026-03-05T10:00:00Z'), ev('ev-2', 'b-2', 'pass')].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 was abandoned: its latest evidence line, line 1 \(ev-6\), records backtrack fail \("abandoned b-2"\)/ }],
    },
    {
      name: 'a rejecting line whose summary abandons the branch, last in the file when a time does not read as a date',
      ...state([ev('ev-1', 'b-2', 'pass'), at(ev('ev-2', 'b-2', 'reject', 'comparison'), '2026-W10'), at(ev('ev-3', 'b-2', 'reject', 'comparison'), '2026-03-01T10:00:00Z').replace('}', ',"summary":"Abandon b-2: b-3 is smaller"}')].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 was abandoned: its latest evidence line, line 3 \(ev-3\), records comparison reject/ }],
    },
    { name: 'no evidence line names the branch', ...state(ev('ev-1', null, 'pass')), findings: [{ ...CHOSEN, message: /no line of .*evidence\.jsonl names it/ }] },
    {
      name: 'the only line naming the branch is not valid JSON, and the finding says so',
      ...state([ev('ev-1', 'b-1', 'pass'), ev('ev-2', 'b-2', 'pass').slice(0, -1)].join('\n')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: no well-formed line of project\/state\/evidence\.jsonl names it; line 2, which is not one JSON object, does \(see epiphany-evidence-lines\)$/ }],
    },
    {
      // Probe F r1: an append that lost its line break glued the branch's passing line to the one before it.
      name: 'the branch named only in the second of two objects glued on one line: that line is named, not "no line names it"',
      ...state(ev('ev-1', null, 'pass') + ev('ev-2', 'b-2', 'pass')),
      findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: no well-formed line of project\/state\/evidence\.jsonl names it; line 1, which is not one JSON object, does \(see epiphany-evidence-lines\)$/ }],
    },
    {
      name: 'the branch named only inside a line that lists objects in brackets: that line is named',
      ...state(`${ev('ev-1', 'b-1', 'pass')}\n[${ev('ev-2', null, 'pass')}, ${ev('ev-3', 'b-2', 'pass')}]`),
      findings: [{ ...CHOSEN, message: /; line 2, which is not one JSON object, does \(see epiphany-evidence-lines\)$/ }],
    },
    { name: 'evidence.jsonl missing', ...state(null), findings: [{ ...CHOSEN, message: /evidence\.jsonl is missing/ }] },
    { name: 'garbage evidence', ...state('\u0000\u0001{{{\n\n[]\n"x"\n'), findings: [{ ...CHOSEN, message: /^chosen branch b-2 has no passing evidence: no line of project\/state\/evidence\.jsonl names it$/ }] },
    { name: 'no branch chosen', status: 'skip', ...state(null, '[{"id": "b-1", "hypothesis": "h", "status": "open"}]'), detail: /no branch chosen yet/, findings: [] },
    { name: 'no branches.json', status: 'skip', ...state(null, null), detail: /does not exist yet/, findings: [] },
    {
      name: 'an evidence.jsonl that cannot be read (a folder) is said to be unread, not to name no branch',
      status: 'skip',
      ...stateCase({ 'state/branches.json': branches, 'state/evidence.jsonl': null, 'state/evidence.jsonl/': '' }),
      detail: /^project\/state\/evidence\.jsonl could not be read \(expected a file, found a directory or special file\), so no chosen branch was checked \(epiphany-evidence-lines reports it\)$/,
      findings: [],
    },
  ],
});
