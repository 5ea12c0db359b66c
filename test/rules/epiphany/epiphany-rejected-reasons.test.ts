import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-rejected-reasons.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const branches = (...list: object[]) => JSON.stringify({ branches: list }, null, 2);
/** Over 128 KiB of pretty-printed branches, the last one rejected without a reason. */
const bigBranches = branches(...Array.from({ length: 1500 }, (_, i) => ({ id: `b-${i}`, hypothesis: 'cache the parsed plans per tenant, keyed by the normalised query text', status: 'open' })), { id: 'b-last', hypothesis: 'h', status: 'rejected' });

ruleTester(rule, {
  valid: [
    { name: 'the clean example', ...stateCase(), detail: /all 2 rejected paths and branches record a reason/ },
    {
      name: 'a rejected_paths mapping and branches keyed by id are not read, and the detail says so',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  retry: {text: x}\n', 'state/branches.json': '{"b-1": {"id": "b-1", "hypothesis": "h", "status": "rejected"}}\n' }),
      status: 'skip',
      detail: /^nothing rejected yet \(not checked: project\/state\/map\.yaml: rejected_paths is a mapping, not a list of entries; project\/state\/branches\.json is not a list of branches\)$/,
    },
    { name: 'the branches checked when the map does not parse', ...stateCase({ 'state/map.yaml': 'a: [\n' }), detail: /map\.yaml does not parse/ },
  ],
  invalid: [
    {
      name: 'a branches.json past the YAML size limit still places a finding on its line',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': bigBranches }),
      findings: [{ file: stateFile('branches.json'), line: bigBranches.split('\n').findIndex((l) => l.includes('"b-last"')) + 3, column: 7, message: /rejected branch b-last has no reason/ }],
    },
    {
      name: 'a rejected path written as a bare sentence',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\nrejected_paths:\n  - Precompute every result nightly\n', 'state/branches.json': null }),
      detail: /not checked: .*branches\.json does not exist yet/,
      findings: [{ file: stateFile('map.yaml'), line: 3, column: 5, message: 'rejected path "Precompute every result nightly" has no reason (a bare sentence: write it as an entry with `text:` and `reason:`)' }],
    },
    {
      name: 'an empty reason, at the reason key',
      ...stateCase({ 'state/map.yaml': 'rejected_paths:\n  - text: x\n    branch: b-precompute\n    reason: "  "\n' }),
      findings: [{ file: stateFile('map.yaml'), line: 4, column: 5, message: /^rejected path "x" has an empty reason$/ }],
    },
    ...['TODO', 'TBD.', 'N/A', '?', '<why it was rejected>'].map((reason) => ({
      name: `a placeholder reason (${reason}) records nothing, at the reason key`,
      ...stateCase({ 'state/map.yaml': `rejected_paths:\n  - text: x\n    branch: b-precompute\n    reason: "${reason}"\n` }),
      findings: [{ file: stateFile('map.yaml'), line: 4, column: 5, message: `rejected path "x" has a placeholder for a reason (\`${reason}\`)` }],
    })),
    {
      name: 'a rejected branch whose reason is TODO',
      ...stateCase({ 'state/branches.json': branches({ id: 'b-1', hypothesis: 'h', status: 'rejected', reason: 'TODO' }) }),
      findings: [{ file: stateFile('branches.json'), message: 'rejected branch b-1 has a placeholder for a reason (`TODO`)' }],
    },
    {
      name: 'a rejected branch without a reason, at its status',
      ...stateCase({ 'state/branches.json': branches({ id: 'b-1', hypothesis: 'h', status: 'open' }, { id: 'b-2', hypothesis: 'h', status: 'rejected' }) }),
      findings: [{ file: stateFile('branches.json'), line: 11, column: 7, message: /rejected branch b-2 has no reason/ }],
    },
    {
      name: 'a rejected branch whose reason is null (the schema allows null for an unset key; a rejection still needs one)',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': branches({ id: 'b-1', hypothesis: 'h', status: 'rejected', reason: null }) }),
      findings: [{ file: stateFile('branches.json'), line: 7, column: 7, message: /^rejected branch b-1 has an empty reason \(null\)$/ }],
    },
    { name: 'nothing rejected', status: 'skip', ...stateCase({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': branches({ id: 'b-1', hypothesis: 'h', status: 'open' }) }), detail: /nothing rejected yet/, findings: [] },
    { name: 'garbage in both files', status: 'skip', ...stateCase({ 'state/map.yaml': Buffer.from([0xff, 0, 0x3a]), 'state/branches.json': '[[[' }), findings: [] },
  ],
});
