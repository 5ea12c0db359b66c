/** epiphany-evidence-lines: lines holding several objects, the count of lines, pruned branches and a file over the read limit (probe F). */
import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-evidence-lines.js';
import { MAX_FILE_LINES } from '../../../packages/core/src/io/text.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, extra: object = {}) => JSON.stringify({ id, branch: 'b-plan-cache', kind: 'tests', result: 'pass', time: '2026-03-02T10:00:00Z', ...extra });
const evidence = (text: string) => stateCase({ 'state/evidence.jsonl': text });
const FILE = stateFile('evidence.jsonl');
/** branches.json after b-precompute was pruned; the clean map keeps its lesson and evidence line 2 names it. */
const pruned = '{"branches": [{"id": "b-plan-cache", "hypothesis": "h", "status": "chosen"}]}';

ruleTester(rule, {
  valid: [
    {
      // Probe F r8: pruning after backtrack keeps the lesson in the map; the evidence about the branch stays true.
      name: 'a line naming a branch pruned from branches.json whose lesson rejected_paths keeps is no finding',
      ...stateCase({ 'state/branches.json': pruned }),
      detail: /^7 evidence lines, each a well-formed object; lines about 1 pruned branch \(b-precompute\) whose lesson map\.yaml keeps count as known$/,
    },
  ],
  invalid: [
    {
      name: 'a branch pruned from branches.json with no rejected_paths entry naming it still warns',
      status: 'warn',
      ...stateCase({ 'state/branches.json': pruned, 'state/map.yaml': 'objectives: [latency]\n' }),
      findings: [{ file: FILE, line: 2, message: /^line 2: branch b-precompute is not a branch of project\/state\/branches\.json$/ }],
    },
    {
      // Probe F r1: an append without a line break.
      name: 'two objects glued on one line: the finding says where the second starts',
      ...evidence(`${ev('ev-1')}${ev('ev-2')}\n${ev('ev-3')}\n`),
      detail: /: 1 of 2 lines malformed \(line 1\)$/,
      findings: [{ file: FILE, line: 1, column: ev('ev-1').length + 1, message: `line 1 is not valid JSON: a second object starts at column ${ev('ev-1').length + 1}; each object needs a line of its own` }],
    },
    {
      name: 'a line that lists objects in brackets says how many it lists',
      ...evidence(`[${ev('ev-1')}, ${ev('ev-2')}]\n`),
      findings: [{ file: FILE, line: 1, column: 1, message: 'line 1 holds an array, not a JSON object (it lists 2 objects: write each on a line of its own, without the brackets)' }],
    },
    {
      // Probe F r4: the line repeating a key is an entry and a malformed line, yet one line.
      name: 'a line repeating a key counts once among the lines',
      ...evidence(`${ev('ev-1')}\n${ev('ev-2', { result: 'fail' }).slice(0, -1)},"result":"pass"}\n`),
      detail: /: 1 of 2 lines malformed \(line 2\)$/,
      findings: [{ file: FILE, line: 2, message: /^line 2 repeats a key: the key "result" appears twice/ }],
    },
    {
      // Probe F r9: the file is well formed as far as anyone knows; it is only too large to read.
      name: 'a file over the read limit: the fix says to archive older lines, not to rewrite them',
      ...evidence('\n'.repeat(MAX_FILE_LINES + 1)),
      detail: /cannot be read: file has more than \d+ lines, the limit; not read$/,
      fix: /^Bring evidence\.jsonl under the limit the finding names: move older lines to an archive file beside it/,
      findings: [{ file: FILE, line: 1, column: 1, message: /the limit; not read$/ }],
    },
    { name: 'no evidence.jsonl yet', status: 'skip', ...stateCase({ 'state/evidence.jsonl': null }), findings: [] },
  ],
});
