import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-rejected-lesson.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { cleanLine, stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const branches = JSON.stringify([
  { id: 'b-1', hypothesis: 'h1', status: 'rejected', reason: 'too slow' },
  { id: 'b-2', hypothesis: 'h2', status: 'rejected', reason: 'too big' },
], null, 2);
const FILE = stateFile('branches.json');
/** The `"status"` key of the n-th (1-based) branch in `branches`. */
const statusOf = (n: number) => {
  const lines = branches.split('\n');
  const line = lines.map((l, i) => (l.includes('"status"') ? i : -1)).filter((i) => i >= 0)[n - 1]!;
  return { file: FILE, line: line + 1, column: lines[line]!.indexOf('"status"') + 1 };
};
const odd = '{"branches": [null, 3, "x", {"status": "rejected"}]}';

/** branches.json written as an object keyed by branch id, where the schema wants a list. */
const keyed = JSON.stringify({ 'b-precompute': { id: 'b-precompute', hypothesis: 'h', status: 'rejected', reason: 'r' }, 'b-plan-cache': { id: 'b-plan-cache', hypothesis: 'h', status: 'chosen' } }, null, 2);
const NOT_A_LIST = /^project\/state\/branches\.json is not a list of branches: it holds an object keyed by branch id \(see epiphany-branch-shape\)/;

ruleTester(rule, {
  valid: [
    { name: 'the clean example', ...stateCase() },
    {
      name: 'an entry with no `branch` key whose text names the branch id as a whole word',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: Add retries around the flaky assertions (branch b-1)\n    reason: hides the race\n  - lesson: Do not grow the index; b-2.\n    text: Precompute\n    reason: memory\n', 'state/branches.json': branches }),
      detail: /^all 2 rejected branches have a rejected_paths entry naming them$/,
    },
    {
      // Probe F r8: b-precompute was pruned after backtrack; the map keeps its lesson and evidence lines still name it.
      name: 'a branch pruned from branches.json whose lesson the map keeps, with no rejected branch left',
      ...stateCase({ 'state/branches.json': '[{"id": "b", "hypothesis": "h", "status": "open"}]' }),
      detail: /^no branch of branches.json is rejected; rejected_paths keeps the lesson of 1 pruned branch \(b-precompute\) that branches.json no longer holds$/,
    },
    {
      name: 'a pruned branch that evidence lines name is pruned even when its name is near one branches.json has',
      ...stateCase({ 'state/branches.json': '[{"id": "b-precompute-v2", "hypothesis": "h", "status": "open"}]' }),
      detail: /pruned branch \(b-precompute\)/,
    },
    { name: 'a rejected path that names several branches', ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: x\n    reason: y\n    branches: [b-1, b-2]\n', 'state/branches.json': branches }), detail: /^all 2 rejected branches have a rejected_paths entry naming them$/ },
  ],
  invalid: [
    {
      name: 'an id inside a longer word, or only in the text of an entry that names another branch by key, is no lesson for it',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: Unlike b-1-retry, this failed\n    reason: r\n  - text: Like b-2 but with backoff\n    reason: r\n    branch: b-1\n', 'state/branches.json': branches }),
      findings: [{ ...statusOf(2), message: /^rejected branch b-2 has no rejected_paths entry in the map naming it/ }],
    },
    { name: 'branches keyed by id: skipped, not seven warnings about names branches.json lacks', status: 'skip', ...stateCase({ 'state/branches.json': keyed }), detail: NOT_A_LIST, findings: [] },
    {
      name: 'rejected_paths written as a mapping: skipped, its entries not read',
      status: 'skip',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  retry: {text: x, reason: y, branch: b-precompute}\n' }),
      detail: /^project\/state\/map\.yaml: rejected_paths is a mapping, not a list of entries \(see epiphany-map-schema\), so rejected paths cannot be matched$/,
      findings: [],
    },
    {
      name: 'a rejected_paths entry naming a branch in the wrong case is told the id it nearly names',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: x\n    reason: y\n    branch: B-Precompute\n' }),
      findings: [
        { file: stateFile('branches.json'), message: /^rejected branch b-precompute has no rejected_paths entry/ },
        { file: stateFile('map.yaml'), line: 4, column: 13, message: 'rejected_paths entry #1 names branch B-Precompute, which project/state/branches.json does not have (ids are case-sensitive: did you mean b-precompute?)' },
      ],
    },
    // The lesson of rejected b-2 also names bb-2, a typo of b-2 that no evidence line names.
    {
      name: 'a rejected_paths entry naming, by a typo, a branch branches.json has warns at that name with the id it nearly names',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - id: rp-1\n    text: x\n    reason: y\n    branch: b-1\n  - text: z\n    reason: w\n    branches: [b-2, bb-2]\n', 'state/branches.json': branches }),
      detail: /^1 rejected_paths entry names a branch that branches.json does not have$/,
      fix: /^Correct each branch name a rejected_paths entry gives to the id branches\.json uses\.$/,
      findings: [{ file: stateFile('map.yaml'), line: 8, column: 21, message: /^rejected_paths entry #2 names branch bb-2, which project\/state\/branches.json does not have \(did you mean b-2\?\)$/ }],
    },
    {
      // Pruned after backtrack (probe F r8): the lesson is kept, the dead branch is not.
      name: 'a branch pruned from branches.json, its lesson kept, is no finding beside missing lessons; the fix fits what is missing',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - id: rp-1\n    text: x\n    reason: y\n    branch: b-7\n', 'state/branches.json': branches }),
      detail: /^2 of 2 rejected branches left no lesson in the map's rejected_paths; rejected_paths keeps the lesson of 1 pruned branch \(b-7\) that branches.json no longer holds$/,
      fix: /^Add a rejected_paths entry to state\/map\.yaml for each rejected branch/,
      findings: [
        { ...statusOf(1), message: /^rejected branch b-1 has no rejected_paths entry/ },
        { ...statusOf(2), message: /^rejected branch b-2 has no rejected_paths entry/ },
      ],
    },
    {
      name: 'an entry naming a branch branches.json marks chosen: the map and the branch state disagree',
      status: 'warn',
      ...stateCase({ 'state/branches.json': '[{"id": "b-precompute", "hypothesis": "h", "status": "chosen"}]' }),
      detail: /^1 rejected_paths entry names a branch that branches.json does not mark rejected$/,
      fix: /^Make the map and branches\.json agree/,
      findings: [{ file: stateFile('map.yaml'), message: 'rejected_paths entry #1 names branch b-precompute, which project/state/branches.json marks chosen, not rejected: the map and the branch state disagree' }],
    },
    {
      name: 'an entry naming a branch still open, beside a rejected branch left without a lesson',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: x\n    reason: y\n    branches: [b-3]\n', 'state/branches.json': branches.replace('\n]', ',\n  {"id": "b-3", "hypothesis": "h3", "status": "open"}\n]') }),
      detail: /^2 of 2 rejected branches left no lesson in the map's rejected_paths; 1 rejected_paths entry names a branch that branches.json does not mark rejected$/,
      findings: [
        { ...statusOf(1), message: /^rejected branch b-1 has no rejected_paths entry/ },
        { ...statusOf(2), message: /^rejected branch b-2 has no rejected_paths entry/ },
        { file: stateFile('map.yaml'), line: 4, column: 16, message: /^rejected_paths entry #1 names branch b-3, which project\/state\/branches.json marks open, not rejected/ },
      ],
    },
    {
      name: 'a rejected branch that no rejected path names, at its status',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: x\n    reason: y\n    branch: b-1\n', 'state/branches.json': branches }),
      detail: /1 of 2 rejected branches/,
      findings: [{ file: FILE, line: 11, column: 5, message: /^rejected branch b-2 has no rejected_paths entry in the map naming it \(`branch: b-2`\)$/ }],
    },
    {
      name: 'a map without rejected_paths',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': branches }),
      findings: [
        { ...statusOf(1), message: /^rejected branch b-1 has no rejected_paths entry/ },
        { ...statusOf(2), message: /^rejected branch b-2 has no rejected_paths entry/ },
      ],
    },
    {
      name: 'branches of the wrong shape',
      status: 'warn',
      ...stateCase({ 'state/branches.json': odd, 'state/map.yaml': 'rejected_paths:\n  - text: x\n    reason: y\n' }),
      findings: [{ file: FILE, line: 1, column: odd.indexOf('"status"') + 1, message: /^rejected branch #4 has no rejected_paths entry/ }],
    },
    {
      name: 'no branches.json, and no rejected path naming a branch by key',
      status: 'skip',
      ...stateCase({ 'state/branches.json': null, 'state/map.yaml': 'rejected_paths:\n  - text: Precompute every result nightly (b-precompute)\n    reason: memory\n' }),
      detail: /^project\/state\/branches\.json does not exist yet$/,
      findings: [],
    },
    {
      // As epiphany-evidence-lines warns of evidence naming a branch without branches.json.
      name: 'no branches.json, and rejected paths naming branches by key: a warning at each name',
      status: 'warn',
      ...stateCase({ 'state/branches.json': null, 'state/map.yaml': 'rejected_paths:\n  - text: x\n    reason: y\n    branch: b-precompute\n  - id: rp-2\n    text: z\n    reason: w\n    branches: [b-1, b-2]\n' }),
      detail: /^3 rejected_paths entries name branches but branches\.json does not exist$/,
      fix: /^Write state\/branches\.json with the branches rejected_paths names/,
      findings: [
        { file: stateFile('map.yaml'), line: 4, column: 13, message: 'rejected_paths entry #1 names branch b-precompute, but project/state/branches.json does not exist (a branch is proposed in branches.json before backtrack rejects it)' },
        { file: stateFile('map.yaml'), line: 8, column: 16, message: /^rejected_paths entry rp-2 names branch b-1, but project\/state\/branches\.json does not exist/ },
        { file: stateFile('map.yaml'), line: 8, column: 21, message: /^rejected_paths entry rp-2 names branch b-2, but project\/state\/branches\.json does not exist/ },
      ],
    },
    {
      name: 'no branches.json: the clean map\'s rejected path names b-precompute',
      status: 'warn',
      ...stateCase({ 'state/branches.json': null }),
      findings: [{ file: stateFile('map.yaml'), line: cleanLine('map.yaml', 'branch: b-precompute'), column: 13, message: /^rejected_paths entry #1 names branch b-precompute, but project\/state\/branches\.json does not exist/ }],
    },
    { name: 'no rejected branch', status: 'skip', ...stateCase({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': '[{"id": "b-precompute", "hypothesis": "h", "status": "open"}]' }), detail: /no rejected branch/, findings: [] },
    { name: 'a map that does not parse', status: 'skip', ...stateCase({ 'state/map.yaml': ': : :\n  - [' }), detail: /does not parse/, findings: [] },
    // backtrack may write the map: a branch it rejected before any map keeps its lesson nowhere.
    {
      name: 'no map.yaml yet, two branches rejected: each warns at its status',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': null, 'state/branches.json': branches }),
      detail: '2 rejected branches left no lesson in the map: project/state/map.yaml is not written yet',
      fix: /^Write project\/state\/map\.yaml with a rejected_paths entry for each rejected branch/,
      findings: [
        { ...statusOf(1), message: 'rejected branch b-1 has no rejected_paths entry: project/state/map.yaml is not written yet' },
        { ...statusOf(2), message: 'rejected branch b-2 has no rejected_paths entry: project/state/map.yaml is not written yet' },
      ],
    },
    { name: 'the map written as map.yml: not read, so not matched', status: 'skip', ...stateCase({ 'state/map.yaml': null, 'state/map.yml': 'rejected_paths: []\n', 'state/branches.json': branches }), detail: /map\.yaml is missing, so rejected paths cannot be matched/, findings: [] },
  ],
});
