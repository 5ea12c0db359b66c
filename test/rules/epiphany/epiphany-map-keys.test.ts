import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-map-keys.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const map = (text: string | Buffer | null) => stateCase({ 'state/map.yaml': text });
const FILE = stateFile('map.yaml');
const folder = stateCase({ 'state/map.yaml': null });
const names = 'abcdefghi'.split('');
const aliasRows = names.map((n, i) => (i === 0 ? `  - &a [x, x, x, x, x, x, x, x, x]` : `  - &${n} [${Array(9).fill(`*${names[i - 1]}`).join(', ')}]`));

ruleTester(rule, {
  valid: [
    { name: 'the clean example', ...stateCase(), detail: /6 top-level keys/ },
    // A controller writes the map as it learns: a map with nothing in it yet breaks no rule.
    { name: 'an empty map.yaml (0 bytes) is an empty map', ...map(''), detail: /^project\/state\/map\.yaml holds no map section yet \(no content\)$/ },
    { name: 'a map.yaml of comments only is an empty map', ...map('# map: nothing settled yet\n'), detail: /holds no map section yet \(no content\)$/ },
    { name: 'blank lines and document markers only are an empty map', ...map('\n%YAML 1.2\n---\n# nothing yet\n...\n'), detail: /holds no map section yet \(no content\)$/ },
    { name: 'an empty flow mapping', ...map('{}\n'), detail: /^project\/state\/map\.yaml holds no map section yet$/ },
    { name: 'hyphens and spaces tolerated, the canonical form named', ...map('objectives:\n  - x\naccepted-design: []\nrejected paths: []\n'), detail: /^(?=.*`accepted-design` as `accepted_design`)(?=.*`rejected paths` as `rejected_paths`)/s },
  ],
  invalid: [
    {
      name: 'a key that is not a map section, with its line',
      ...map('objectives:\n  - x\nnotes: try a bloom filter\ncurrent_status: ok\n'),
      detail: /unknown top-level key: notes/,
      fix: /^Move scratch notes to state\/scratch\.md/,
      findings: [{ file: FILE, line: 3, column: 1, message: /^top-level key `notes` is not a map section; the map holds only objectives, constraints, invariants, accepted_design, rejected_paths, current_status$/ }],
    },
    { name: 'a capitalised section, with a hint at its lower-case form', ...map('Objectives:\n  - x\n'), findings: [{ file: FILE, line: 1, column: 1, message: 'write `objectives`' }] },
    {
      name: 'a mis-cased section: the fix renames it, it does not send it to scratch',
      ...map('objectives: []\nAccepted_Design:\n  - text: x\n    evidence: ev-3\n'),
      fix: /^Rename `Accepted_Design` to `accepted_design`\.$/,
      findings: [{ file: FILE, line: 2, column: 1, message: /^top-level key `Accepted_Design` is not a map section \(keys are lower case: write `accepted_design`\)/ }],
    },
    {
      name: 'a mis-spelled section beside a foreign key: rename the one, move the other',
      ...map('objective: [x]\nnotes: try a bloom filter\n'),
      fix: /^Rename `objective` to `objectives`\. Move scratch notes to state\/scratch\.md/,
      findings: [
        { file: FILE, line: 1, column: 1, message: /^top-level key `objective` is not a map section \(did you mean `objectives`\?\)/ },
        { file: FILE, line: 2, column: 1, message: /^top-level key `notes` is not a map section; the map holds only/ },
      ],
    },
    {
      name: 'two keys that normalise to the same section, the repeat named in the detail with both lines',
      ...map('accepted_design: []\nobjectives: []\naccepted-design: []\n'),
      detail: 'project/state/map.yaml: `accepted-design` (line 3) repeats the section `accepted_design` (line 1)',
      fix: 'Write each map section once, with the canonical key.',
      findings: [{ file: FILE, line: 3, column: 1, message: /^`accepted-design` \(line 3\) repeats the section `accepted_design` \(line 1\)$/ }],
    },
    {
      name: 'several problems beside an unknown key: the detail counts them and names the first, with the lines of both spellings',
      ...map('objectives: []\nnotes: x\nobjectives_: []\nObjectives: []\naccepted design: []\naccepted-design: []\nrejected paths: []\nrejected_paths: []\n'),
      detail: 'project/state/map.yaml: unknown top-level keys: notes, objectives_, Objectives; 2 other problems, first: `accepted-design` (line 6) repeats the section `accepted_design`, already written as `accepted design` (line 5)',
    },
    {
      name: 'keys YAML reads as null or a number are shown as written',
      ...map('objectives: []\nnull: leftover note\n1.0: y\n'),
      detail: 'project/state/map.yaml: unknown top-level keys: null, 1.0',
      findings: [
        { file: FILE, line: 2, column: 1, message: /^top-level key `null` is not a map section; the map holds only / },
        { file: FILE, line: 3, column: 1, message: /^top-level key `1\.0` is not a map section; / },
      ],
    },
    {
      name: 'a key with no text at all',
      ...map('objectives: []\n? \n: leftover\n'),
      detail: 'project/state/map.yaml: unknown top-level key: (a key with no name)',
      findings: [{ file: FILE, line: 2, column: 3, message: /^top-level key with no name is not a map section; / }],
    },
    { name: 'the null key written `~`', ...map('objectives: []\n~: x\n'), detail: 'project/state/map.yaml: unknown top-level key: ~', findings: [{ file: FILE, line: 2, column: 1, message: /^top-level key `~` is not a map section; / }] },
    { name: 'invalid YAML, at the line of the error', ...map('objectives:\n  - x\n bad: [1, 2\n'), detail: /does not parse: invalid YAML/,
      findings: [
        { file: FILE, line: 3, column: 1, message: /^invalid YAML: All mapping items must start at the same column$/ },
        { file: FILE, line: 3, column: 7, message: 'invalid YAML: the flow sequence opened here with [ is not closed (with ])' },
      ],
    },
    { name: 'an exact duplicate key', ...map('objectives: []\nobjectives: []\n'), findings: [{ file: FILE, line: 2, column: 1, message: 'invalid YAML: the key "objectives" is written twice in one mapping (first on line 1); YAML allows each key once' }] },
    // Nothing proposed or verified yet, only a subgoal thought through: no map is due.
    {
      name: 'a state folder holding only scratch.md has no map yet',
      status: 'skip',
      ...stateCase({ 'state/map.yaml': null, 'state/branches.json': null, 'state/evidence.jsonl': null }),
      detail: 'project/state/map.yaml not written yet: the state folder holds only scratch.md (nothing proposed or verified)',
      findings: [],
    },
    { name: 'scratch.md and a map under another name: the map is there, misnamed', ...stateCase({ 'state/map.yaml': null, 'state/branches.json': null, 'state/evidence.jsonl': null, 'state/map.yml': 'objectives: []\n' }), detail: 'project/state/map.yaml is missing (found project/state/map.yml, which is not read)' },
    // Patches proposed and verified before the first update_map: the protocol orders none before the others.
    { name: 'no map.yaml beside scratch.md and evidence.jsonl', status: 'skip', ...stateCase({ 'state/map.yaml': null, 'state/branches.json': null }), detail: 'project/state/map.yaml not written yet: no update_map so far (the state folder holds scratch.md, evidence.jsonl)', findings: [] },
    { name: 'no map.yaml beside branches.json alone', status: 'skip', ...stateCase({ 'state/map.yaml': null, 'state/evidence.jsonl': null, 'state/scratch.md': null }), detail: 'project/state/map.yaml not written yet: no update_map so far (the state folder holds branches.json)', findings: [] },
    { name: 'an empty state folder: no map.yaml, and no scratch.md either', ...stateCase({ 'state/map.yaml': null, 'state/branches.json': null, 'state/evidence.jsonl': null, 'state/scratch.md': null }), detail: /^project\/state\/map\.yaml is missing$/, fix: /^Write project\/state\/map\.yaml with the map sections/, findings: [{ file: FILE, line: 1, column: 1, message: /^project\/state\/map\.yaml is missing from the state folder$/ }] },
    { name: 'no map.yaml beside the other three files', status: 'skip', ...map(null), detail: 'project/state/map.yaml not written yet: no update_map so far (the state folder holds scratch.md, branches.json, evidence.jsonl)', findings: [] },
    {
      name: 'no map.yaml but a map.yml: the finding names it, and says it is not read',
      ...stateCase({ 'state/map.yaml': null, 'state/map.yml': 'objectives:\n  - x\n' }),
      detail: 'project/state/map.yaml is missing (found project/state/map.yml, which is not read)',
      fix: 'Rename project/state/map.yml to project/state/map.yaml: only map.yaml is read.',
      findings: [{ file: FILE, line: 1, column: 1, message: 'project/state/map.yaml is missing from the state folder; found project/state/map.yml, which is not read: the map is read from map.yaml only' }],
    },
    {
      name: 'no map.yaml but two other spellings of it; a folder named map.yml is no map',
      ...stateCase({ 'state/map.yaml': null, 'state/Map.YAML': 'objectives: []\n', 'state/map.yml': 'objectives: []\n', 'state/MAP.yml/': '', 'state/map.yaml.bak': '' }),
      detail: 'project/state/map.yaml is missing (found project/state/Map.YAML and project/state/map.yml, which are not read)',
      fix: /^Rename the one of these that holds the map to project\/state\/map\.yaml: only map\.yaml is read\.$/,
      findings: [{ file: FILE, line: 1, column: 1, message: /; found project\/state\/Map\.YAML and project\/state\/map\.yml, which are not read: the map is read from map\.yaml only$/ }],
    },
    { name: 'an explicit null document', ...map('# nothing yet\n~\n'), detail: /^project\/state\/map\.yaml is null \(`~`\), not a mapping of the map sections$/, findings: [{ file: FILE, line: 2, column: 1, message: /^map\.yaml is null \(`~`\), not a mapping of the map sections$/ }] },
    // The YAML parses: the detail says what it holds, not that it does not parse.
    { name: 'a list', ...map('- objectives\n- constraints\n'), detail: /^project\/state\/map\.yaml is a list, not a mapping of the map sections$/, findings: [{ file: FILE, line: 1, column: 1, message: /^map\.yaml is a list, not a mapping of the map sections$/ }] },
    {
      name: 'a tab as indentation: one finding for the line, not one per error the parser recovers from',
      ...map('objectives:\n  - x\nconstraints:\n  - No change to the topic schema\n\t- Python 3.10 compatible\ninvariants: []\n'),
      detail: /does not parse: invalid YAML: Tabs are not allowed as indentation \(line 5\)/,
      findings: [{ file: FILE, line: 5, column: 1, message: /^invalid YAML: Tabs are not allowed as indentation$/ }],
    },
    {
      name: 'binary garbage',
      ...map(Buffer.from([0, 255, 254, 10, 58, 58, 0, 7, 91])),
      findings: [
        { file: FILE, line: 1, column: 1, message: /^map\.yaml is a single value, not a mapping of the map sections$/ },
        { file: FILE, line: 1, column: 1, message: /^file holds binary data \(NUL bytes\); it is read as text where possible$/ },
        { file: FILE, line: 1, column: 2, message: /^file is not valid UTF-8; invalid bytes were replaced$/ },
      ],
    },
    { name: 'a folder in place of the file', target: folder.target, files: { ...folder.files, 'state/map.yaml/': '' }, detail: /expected a file/, findings: [{ file: FILE, line: 1, column: 1, message: /^expected a file, found a directory or special file$/ }] },
    {
      name: 'an alias naming no anchor, at the alias, with a fix about anchors',
      ...map('objectives: [x]\nconstraints:\n  - keep p95 low\n  - *missing\n'),
      fix: 'Set each anchor (`&name`) before the alias (`*name`) that repeats it, and keep what aliases repeat within the limit.',
      findings: [{ file: FILE, line: 4, column: 5, message: /^`constraints` cannot be read: Unresolved alias/ }],
    },
    {
      name: 'two YAML documents, in the words of the map',
      ...map('objectives: [x]\n...\n---\nconstraints: []\n'),
      findings: [{ file: FILE, line: 3, column: 1, message: 'invalid YAML: map.yaml holds more than one YAML document; a second one starts here' }],
    },
    { name: 'an alias bomb, reported instead of expanded', ...map(`objectives:\n${aliasRows.join('\n')}\n`), findings: [{ file: FILE, line: 1, column: 1, message: /^`objectives` cannot be read: .*alias/i }] },
  ],
});
