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
const twoObjectives = 'objectives:\n  - id: obj-1\n    text: Stop duplicates\n  - id: obj-2\n    text: Observe retries\n';
const odd = '{"branches": [{"status": "chosen", "objective": 5}, {"status": "chosen", "objective": 5}, 1, null]}';
const COLD = 'Cut CLI cold start below 150 ms on the CI runner';
const coldMap = `objectives:\n  - id: cold-start\n    text: ${COLD}\n`;
const NEAR = 'the two differ only in case, surrounding punctuation or the hyphen, underscore or blank between words';
const byPeriod = [b('b-lazy', 'chosen', 'cold-start'), b('b-snapshot', 'chosen', `${COLD}.`)];
const byBlank = [b('b-lazy', 'chosen', 'cold-start'), b('b-snapshot', 'chosen', 'cold start')];
const unmapped = [b('b-1', 'chosen', 'Warm_Cache'), b('b-2', 'chosen', '"warm cache!"'), b('b-3', 'chosen', 'warm cache')];
/** The objective of the branch on `line` of a `list()`. */
const objectiveAt = (line: number, item: string) => ({ file: FILE, line, column: item.indexOf('"objective"') + 1 });
const typo = [b('b-lazy', 'chosen', 'cold-start'), b('b-minify', 'chosen', 'cold-strat')];
const stray = [b('b-1', 'chosen', 'cold-start'), b('b-2', 'chosen', 'cold-start'), b('b-3', 'chosen', 'memory')];

ruleTester(rule, {
  valid: [
    { name: 'objectives named by id and by text, one chosen each', ...stateCase({ 'state/map.yaml': 'objectives:\n  - id: obj-1\n    text: Stop duplicates\n  - id: obj-2\n    text: Observe retries\n', 'state/branches.json': list(b('b1', 'chosen', 'obj-1'), b('b2', 'chosen', 'Observe retries')) }), detail: /2 chosen branches, one per objective/ },
    { name: 'the clean example', ...stateCase(), detail: /1 chosen branch/ },
    { name: 'one chosen branch per objective', ...stateCase({ 'state/map.yaml': null, 'state/branches.json': list(b('b-1', 'chosen', 'latency'), b('b-2', 'chosen', 'memory'), b('b-3', 'rejected', 'latency')) }), detail: /2 chosen branches, one per objective/ },
    {
      // A 100k run of stops inside a name is not punctuation around it, and is read in linear time.
      name: 'objectives holding a long run of stops before their last letter stay apart',
      ...stateCase({ 'state/map.yaml': null, 'state/branches.json': list(b('b-1', 'chosen', `o${'.'.repeat(100_000)}1`), b('b-2', 'chosen', `o${'.'.repeat(100_000)}2`)) }),
      detail: /^2 chosen branches, one per objective$/,
    },
    { name: 'nothing chosen yet', ...branches(`[${b('b-1', 'open')}]`), detail: /no branch chosen yet/ },
    {
      name: 'objectives named in other spellings, one chosen each: each spelling finds its own objective',
      ...stateCase({ 'state/map.yaml': twoObjectives, 'state/branches.json': list(b('b1', 'chosen', 'OBJ 1'), b('b2', 'chosen', 'obj_2.')) }),
      detail: /^2 chosen branches, one per objective$/,
    },
    {
      // Punctuation inside a name, a sign, a suffix, a letter or digit more: not the spelling of one name.
      name: 'objectives that differ by more than case, surrounding punctuation and word separators stay apart',
      ...stateCase({
        'state/map.yaml': null,
        'state/branches.json': list(
          ...[['cold-start', 'cold-start-2'], ['p95 < 200 ms', 'p95 > 200 ms'], ['release v2.1', 'release v21'], ['shift by -5', 'shift by 5'], ['port to C++', 'port to C'], ['p95 below 200 ms', 'p95 below 20 ms.']].flat().map((o, i) => b(`b-${i}`, 'chosen', o)),
        ),
      }),
      detail: /^12 chosen branches, one per objective$/,
    },
    {
      name: 'a branch that is not chosen may name an objective the map does not list',
      ...stateCase({ 'state/map.yaml': coldMap, 'state/branches.json': list(b('b-1', 'chosen', 'cold-start'), b('b-2', 'open', 'cold-strat')) }),
      detail: /^1 chosen branch, one per objective$/,
    },
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
      name: 'a branch naming the objective by its text with a final period competes with one naming its id',
      ...stateCase({ 'state/map.yaml': coldMap, 'state/branches.json': list(...byPeriod) }),
      detail: `more than one chosen branch for objective "cold-start" (also written "${COLD}."): b-lazy, b-snapshot`,
      findings: [
        { ...statusAt(2, byPeriod[0]!), message: 'branch b-lazy is one of 2 chosen for objective "cold-start"' },
        { ...statusAt(3, byPeriod[1]!), message: `branch b-snapshot is one of 2 chosen for objective "cold-start" (named "${COLD}.", taken for "${COLD}": ${NEAR})` },
      ],
    },
    {
      name: 'a branch naming the objective with a blank where its id has a hyphen competes with one naming the id',
      ...stateCase({ 'state/map.yaml': coldMap, 'state/branches.json': list(...byBlank) }),
      detail: 'more than one chosen branch for objective "cold-start" (also written "cold start"): b-lazy, b-snapshot',
      findings: [
        { ...statusAt(2, byBlank[0]!), message: 'branch b-lazy is one of 2 chosen for objective "cold-start"' },
        { ...statusAt(3, byBlank[1]!), message: `branch b-snapshot is one of 2 chosen for objective "cold-start" (named "cold start", taken for "cold-start": ${NEAR})` },
      ],
    },
    {
      name: 'objectives the map does not hold, in three spellings of one name: the first spelling names the group',
      ...stateCase({ 'state/map.yaml': null, 'state/branches.json': list(...unmapped) }),
      detail: 'more than one chosen branch for objective "Warm_Cache" (also written ""warm cache!"", "warm cache"): b-1, b-2, b-3',
      findings: [
        { ...statusAt(2, unmapped[0]!), message: 'branch b-1 is one of 3 chosen for objective "Warm_Cache"' },
        { ...statusAt(3, unmapped[1]!), message: `branch b-2 is one of 3 chosen for objective "Warm_Cache" (named ""warm cache!"", taken for "Warm_Cache": ${NEAR})` },
        { ...statusAt(4, unmapped[2]!), message: `branch b-3 is one of 3 chosen for objective "Warm_Cache" (named "warm cache", taken for "Warm_Cache": ${NEAR})` },
      ],
    },
    {
      // Taken for the map's only objective, the spelling leaves one objective known: a branch naming none competes too.
      name: 'a near spelling of the only objective does not count as a second objective',
      ...stateCase({ 'state/map.yaml': coldMap, 'state/branches.json': list(b('b-1', 'chosen', 'Cold Start'), b('b-2', 'chosen')) }),
      detail: 'more than one chosen branch for objective "cold-start" (also written "Cold Start"): b-1, b-2',
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
      name: 'branches that name no objective, grouped together when no objective is known',
      ...stateCase({ 'state/map.yaml': null, 'state/branches.json': list(...noObjective) }),
      detail: /^more than one chosen branch for branches without an objective: b-1, b-2$/,
      findings: [
        { ...statusAt(2, noObjective[0]!), message: /^branch b-1 is one of 2 chosen for branches without an objective$/ },
        { ...statusAt(3, noObjective[1]!), message: /^branch b-2 is one of 2 chosen for branches without an objective$/ },
      ],
    },
    {
      name: 'branches that name no objective serve the map\'s only objective',
      ...branches(list(...noObjective)),
      detail: /^more than one chosen branch for objective "latency": b-1, b-2$/,
      findings: [
        { ...statusAt(2, noObjective[0]!), message: /^branch b-1 is one of 2 chosen for objective "latency" \(it names none, and no other objective is known\)$/ },
        { ...statusAt(3, noObjective[1]!), message: /^branch b-2 is one of 2 chosen for objective "latency" \(it names none, and no other objective is known\)$/ },
      ],
    },
    {
      name: 'a branch naming no objective competes with one naming the map\'s only objective',
      ...branches(list(b('b-1', 'chosen', 'latency'), b('b-2', 'chosen'))),
      detail: /^more than one chosen branch for objective "latency": b-1, b-2$/,
    },
    {
      name: 'odd values: a numeric objective counts as none',
      ...stateCase({ 'state/map.yaml': null, 'state/branches.json': odd }),
      detail: /#1, #2/,
      findings: [
        { file: FILE, line: 1, column: odd.indexOf('"status"') + 1, message: /^branch #1 is one of 2 chosen for branches without an objective$/ },
        { file: FILE, line: 1, column: odd.lastIndexOf('{"status"') + 2, message: /^branch #2 is one of 2 chosen for branches without an objective$/ },
      ],
    },
    {
      // Two objectives in the map, none named by the chosen branches: they may serve one each.
      name: 'chosen branches that name no objective, with two objectives in the map: a warning, not a failure',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': twoObjectives, 'state/branches.json': list(...noObjective) }),
      detail: /^2 chosen branches name no objective \(b-1, b-2\) and 2 objectives are known, so whether they serve the same one cannot be told$/,
      fix: /^Name the objective each chosen branch serves/,
      findings: [
        { ...statusAt(2, noObjective[0]!), message: /^branch b-1 is one of 2 chosen branches that name no objective, and 2 objectives are known: which one it serves is not said$/ },
        { ...statusAt(3, noObjective[1]!), message: /^branch b-2 is one of 2 chosen branches that name no objective/ },
      ],
    },
    {
      name: 'a second objective named only by a branch makes the objective of those naming none unknown too',
      status: 'warn',
      ...branches(list(b('b-1', 'chosen'), b('b-2', 'chosen'), b('b-3', 'open', 'memory'))),
      detail: /^2 chosen branches name no objective \(b-1, b-2\) and 2 objectives are known/,
    },
    {
      name: 'beside a crowded objective, chosen branches naming none stay warnings in the failing check',
      ...stateCase({ 'state/map.yaml': twoObjectives, 'state/branches.json': list(b('b-1', 'chosen', 'obj-1'), b('b-2', 'chosen', 'obj-1'), b('b-3', 'chosen'), b('b-4', 'chosen')) }),
      detail: /^more than one chosen branch for objective "obj-1": b-1, b-2; 2 chosen branches name no objective \(b-3, b-4\)/,
      findings: [
        { file: FILE, line: 2, message: /^branch b-1 is one of 2 chosen for objective "obj-1"$/ },
        { file: FILE, line: 3, message: /^branch b-2 is one of 2 chosen for objective "obj-1"$/ },
        { file: FILE, line: 4, message: /^branch b-3 is one of 2 chosen branches that name no objective/, severity: 'warning' },
        { file: FILE, line: 5, message: /^branch b-4 is one of 2 chosen branches that name no objective/, severity: 'warning' },
      ],
    },
    {
      // A typo of the map's objective made its own group, so two branches chosen for cold start passed (probe F r5).
      name: 'a chosen branch serving an objective the map does not list warns, naming the map\'s objectives and the near one',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': coldMap, 'state/branches.json': list(...typo) }),
      detail: /^1 chosen branch serves an objective that map\.yaml does not list$/,
      fix: /^Name each chosen branch's objective as map\.yaml names it/,
      findings: [{ ...objectiveAt(3, typo[1]!), message: `chosen branch b-minify serves objective "cold-strat", which is not an objective of project/state/map.yaml (it lists "cold-start"); did you mean "cold-start"?` }],
    },
    {
      name: 'beside two branches chosen for one objective, a chosen branch serving an objective the map lacks stays a warning',
      ...stateCase({ 'state/map.yaml': coldMap, 'state/branches.json': list(...stray) }),
      detail: /^more than one chosen branch for objective "cold-start": b-1, b-2; 1 chosen branch serves an objective that map\.yaml does not list$/,
      findings: [
        { ...statusAt(2, stray[0]!), message: /^branch b-1 is one of 2 chosen/ },
        { ...statusAt(3, stray[1]!), message: /^branch b-2 is one of 2 chosen/ },
        { ...objectiveAt(4, stray[2]!), severity: 'warning', message: `chosen branch b-3 serves objective "memory", which is not an objective of project/state/map.yaml (it lists "cold-start")` },
      ],
    },
    {
      name: 'branches keyed by id, not listed: skipped, not read as "no branch chosen yet"',
      status: 'skip',
      ...branches(JSON.stringify({ 'b-1': JSON.parse(b('b-1', 'chosen')), 'b-2': JSON.parse(b('b-2', 'chosen')) })),
      detail: /^project\/state\/branches\.json is not a list of branches: it holds an object keyed by branch id \(see epiphany-branch-shape\)$/,
      findings: [],
    },
    { name: 'no branches.json', status: 'skip', ...branches(null), findings: [] },
    { name: 'branches.json that does not parse', status: 'skip', ...branches('{"branches": ['), detail: /does not parse/, findings: [] },
  ],
});
