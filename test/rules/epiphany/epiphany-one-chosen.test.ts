import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-one-chosen.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const branches = (json: string | null) => stateCase({ 'state/branches.json': json });
const b = (id: string, status: string, objective?: string) => JSON.stringify({ id, hypothesis: `h ${id}`, status, ...(objective ? { objective } : {}) });
const list = (...items: string[]) => `[\n${items.join(',\n')}\n]`;
const FILE = stateFile('branches.json');
/** The status of the branch on `line` of a `list()`. */
const statusAt = (line: number, item: string) => ({ file: FILE, line, column: item.indexOf('"status"') + 1 });
const twoLatency = [b('b-1', 'chosen', 'latency'), b('b-2', 'open', 'latency'), b('b-3', 'chosen', 'latency')];
const noObjective = [b('b-1', 'chosen'), b('b-2', 'chosen')];
const odd = '{"branches": [{"status": "chosen", "objective": 5}, {"status": "chosen", "objective": 5}, 1, null]}';

ruleTester(rule, {
  valid: [
    { name: 'objectives named by id and by text, one chosen each', ...stateCase({ 'state/map.yaml': 'objectives:\n  - id: obj-1\n    text: Stop duplicates\n  - id: obj-2\n    text: Observe retries\n', 'state/branches.json': list(b('b1', 'chosen', 'obj-1'), b('b2', 'chosen', 'Observe retries')) }), detail: /2 chosen branches, one per objective/ },
    { name: 'the clean example', ...stateCase(), detail: /1 chosen branch/ },
    { name: 'one chosen branch per objective', ...branches(list(b('b-1', 'chosen', 'latency'), b('b-2', 'chosen', 'memory'), b('b-3', 'rejected', 'latency'))), detail: /2 chosen branches, one per objective/ },
    { name: 'nothing chosen yet', ...branches(`[${b('b-1', 'open')}]`), detail: /no branch chosen yet/ },
  ],
  invalid: [
    // B1 names obj-1 by its id, b4 by its text.
    {
      name: 'two chosen branches for one objective, one naming it by id and one by its text',
      ...stateCase({
        'state/map.yaml': 'objectives:\n  - id: obj-1\n    text: Stop duplicate webhook deliveries\n  - id: obj-2\n    text: Make webhook retries observable\n',
        'state/branches.json': list(b('b1', 'chosen', 'obj-1'), b('b3', 'chosen', 'obj-2'), b('b4', 'chosen', 'stop duplicate  webhook deliveries')),
      }),
      detail: /^more than one chosen branch for objective "obj-1": b1, b4$/,
      findings: [
        { ...statusAt(2, b('b1', 'chosen', 'obj-1')), message: /^branch b1 is one of 2 chosen for objective "obj-1"$/ },
        { ...statusAt(4, b('b4', 'chosen', 'stop duplicate  webhook deliveries')), message: /^branch b4 is one of 2 chosen for objective "obj-1" \(named "stop duplicate  webhook deliveries"\)$/ },
      ],
    },
    {
      name: 'many chosen branches: the detail names three of them',
      ...branches(list(...['b-1', 'b-2', 'b-3', 'b-4', 'b-5'].map((id) => b(id, 'chosen', 'latency')))),
      detail: /^more than one chosen branch for objective "latency": b-1, b-2, b-3 \(\+2 more\)$/,
    },
    {
      name: 'two chosen branches for one objective, at each status',
      ...branches(list(...twoLatency)),
      detail: /objective "latency": b-1, b-3/,
      findings: [
        { ...statusAt(2, twoLatency[0]!), message: /^branch b-1 is one of 2 chosen for objective "latency"$/ },
        { ...statusAt(4, twoLatency[2]!), message: /^branch b-3 is one of 2 chosen for objective "latency"$/ },
      ],
    },
    {
      name: 'branches that name no objective, grouped together',
      ...branches(list(...noObjective)),
      detail: /branches without an objective/,
      findings: [
        { ...statusAt(2, noObjective[0]!), message: /^branch b-1 is one of 2 chosen for branches without an objective$/ },
        { ...statusAt(3, noObjective[1]!), message: /^branch b-2 is one of 2 chosen for branches without an objective$/ },
      ],
    },
    {
      name: 'odd values: a numeric objective counts as none',
      ...branches(odd),
      detail: /#1, #2/,
      findings: [
        { file: FILE, line: 1, column: odd.indexOf('"status"') + 1, message: /^branch #1 is one of 2 chosen for branches without an objective$/ },
        { file: FILE, line: 1, column: odd.lastIndexOf('{"status"') + 2, message: /^branch #2 is one of 2 chosen for branches without an objective$/ },
      ],
    },
    { name: 'no branches.json', status: 'skip', ...branches(null), findings: [] },
    { name: 'branches.json that does not parse', status: 'skip', ...branches('{"branches": ['), detail: /does not parse/, findings: [] },
  ],
});
