import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-map-schema.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const map = (text: string | Buffer | null) => stateCase({ 'state/map.yaml': text });
const FILE = stateFile('map.yaml');

ruleTester(rule, {
  valid: [
    { name: 'the clean example', ...stateCase(), detail: /6 map sections match/ },
    { name: 'an empty map.yaml has no section to check', ...map('# nothing settled yet\n'), detail: '0 map sections match the schema' },
    { name: 'one section, named in the singular', ...map('objectives:\n  - x\n'), detail: '1 map section matches the schema' },
    { name: 'empty sections and tolerated key spellings', ...map('objectives:\nconstraints: []\naccepted design:\n  - text: x\n    evidence: ev-1\ncurrent-status: verifying\n') },
  ],
  invalid: [
    {
      name: 'a sentence YAML split at its ": " is said as such, in the detail too; a one-key entry of an entry key is not',
      ...map('objectives:\n  - Latency: p95 under 200 ms\naccepted_design:\n  - Cache parsed plans per tenant (evidence: ev-3, ev-4)\n  - Batch the tax lookups:\n  - evidence: ev-2\n'),
      detail: /^project\/state\/map\.yaml: 2 sections off the schema \(4 problems\), first: objectives\[0\] reads as the key "Latency"/,
      findings: [
        { file: FILE, line: 2, column: 5, message: 'objectives[0] reads as the key "Latency" with the value "p95 under 200 ms": YAML splits a sentence at ": "; quote the entry (- "Latency: p95 under 200 ms") or write it as `text: ...`' },
        { file: FILE, line: 4, column: 5, message: 'accepted_design[0] reads as the key "Cache parsed plans per tenant (evidence" with the value "ev-3, ev-4)": YAML splits a sentence at ": "; quote the entry (- "Cache parsed plans per tenant (evidence: ev-3, ev-4)") or write it as `text: ...`' },
        { file: FILE, line: 5, column: 5, message: 'accepted_design[1] reads as the key "Batch the tax lookups" with no value: YAML splits a sentence at ": "; quote the entry (- "Batch the tax lookups:") or write it as `text: ...`' },
        { file: FILE, line: 6, column: 5, message: 'accepted_design[2] lacks the required key `text`' },
      ],
    },
    {
      name: 'a section of the wrong type, at its key',
      ...map('objectives:\n  - x\nconstraints: No new dependencies\n'),
      findings: [{ file: FILE, line: 3, column: 1, message: /constraints must be a list or empty/ }],
    },
    {
      name: 'errors inside entries, even under a tolerated key spelling, counted as one section',
      detail: /^project\/state\/map\.yaml: 1 section off the schema \(2 problems\), first: /,
      ...map('objectives:\n  - x\naccepted-design:\n  - text: ok\n    evidence: ev-1\n  - evidence: ev-2\n  - text: y\n    evidence: 7\n'),
      findings: [
        { file: FILE, line: 6, column: 5, message: /accepted_design\[1\] lacks the required key `text`/ },
        { file: FILE, line: 8, column: 5, message: /accepted_design\[2\]\.evidence must be a string or a list/ },
      ],
    },
    {
      name: 'a rejected path whose branches are not a list of ids',
      ...map('rejected_paths:\n  - text: x\n    reason: y\n    branches: b-1\n'),
      findings: [{ file: FILE, line: 4, column: 5, message: /^rejected_paths\[0\]\.branches must be a list, found "b-1"$/ }],
    },
    { name: 'garbage', status: 'skip', detail: /does not parse/, ...map(Buffer.from('objectives:\n  - \u0000\u0001\u00ff\n\t- ]]:\n')), findings: [] },
    { name: 'no map.yaml', status: 'skip', ...map(null), findings: [] },
    { name: 'a map that parses into a list: the skip says what it is', status: 'skip', ...map('- objectives: []\n'), detail: /^project\/state\/map\.yaml is a list, not a mapping of the map sections \(epiphany-map-keys reports it\)$/, findings: [] },
    { name: 'a map that does not parse', status: 'skip', ...map('objectives: [x\n'), detail: /does not parse/, findings: [] },
  ],
});
