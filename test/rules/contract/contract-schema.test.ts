import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-schema.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { domainPrefixedHalt, lineOf, numberedAskBefore } from './written-contracts.js';

afterAll(cleanupContracts);

const broken = soloContract();
delete broken['exploration'];
broken['notes'] = 'later';
broken['what'] = 'FileModification';
broken['who'].confirmed = 'yes';

const emptySplit = soloContract();
emptySplit['how_much'].FileModification = { persistence: {} };
emptySplit['halt_conditions'][0].when = 'always';
const [emptySplitJson] = forms(emptySplit);

const mdBroken = rendering({ Autonomous: ['[list of calibrated autonomous actions]', 'Exploration: read'], 'Ask before': ['Exploration: read more'], Defaults: DEFAULTS }) + '**Report then act** / **Ask before**:\n';
const [, yaml] = forms(soloContract());
const NO_SECTION = { file: MD, line: 1, column: 1, message: 'no delegation-contract section found (**Autonomous**, **Report then act**, **Ask before**, **Halt conditions**, **Skipped**, **Defaults**)' };

ruleTester(rule, {
  valid: [
    { name: 'a halt condition that starts with a domain name gives that domain no second response', ...mdCase(domainPrefixedHalt) },
    ...forms(soloContract()).map((f) => ({ name: `a complete ${f.format} contract`, ...formCase(f), detail: /matches the schema/ })),
    { name: 'a markdown rendering', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), detail: /2 sections/ },
    { name: 'a BOM and CRLF line endings', ...contractCase(yaml!.name, '\uFEFF' + yaml!.text.replace(/\n/g, '\r\n')) },
  ],
  invalid: [
    {
      name: 'a numbered item inside **Ask before** is an item of that section',
      ...mdCase(numberedAskBefore),
      findings: [{ file: MD, ...posIn(numberedAskBefore, '3. ', 'Strategy'), message: `Strategy is listed under **Report then act** (line ${lineOf(numberedAskBefore, '- Strategy')}) and again under **Ask before**; a domain has one response` }],
    },
    ...forms(broken).map((f) => ({
      name: `each shape problem located (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, line: 1, column: 1, message: /^the contract lacks the required key `exploration`$/ },
        { file: f.name, ...posIn(f.text, f.key('notes')), message: /^unknown key `notes` in the contract$/ },
        { file: f.name, ...f.at('confirmed', 'yes'), message: /^who\.confirmed must be true or false$/ },
        { file: f.name, ...f.at('what', 'FileModification'), message: /^what must be a list$/ },
      ],
    })),
    {
      name: 'an empty persistence split and an unknown key in a halt condition',
      ...formCase(emptySplitJson!),
      findings: [
        { file: emptySplitJson!.name, ...posIn(emptySplitJson!.text, '"persistence": ', '{}'), message: /^how_much\.FileModification\.persistence must not be an empty map$/ },
        { file: emptySplitJson!.name, ...posIn(emptySplitJson!.text, '"when"'), message: /^unknown key `when` in halt_conditions\[0\]$/ },
      ],
    },
    {
      name: 'invalid JSON with its position, even where YAML would accept it',
      ...contractCase('c.dc.json', '{\n  "what": ["Exploration",],\n}'),
      detail: /invalid JSON/,
      findings: [{ file: 'c.dc.json', line: 2, column: 26, message: /^invalid JSON: unexpected "\]"$/ }],
    },
    {
      name: 'invalid YAML',
      ...contractCase('c.dc.yaml', 'what: [Exploration\nhow_much: {}\n'),
      detail: /invalid YAML/,
      findings: [{ file: 'c.dc.yaml', line: 2, column: 1, message: /^invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a \]/ }],
    },
    {
      name: 'a duplicate key, at its line',
      ...contractCase('c.dc.yaml', 'what: []\nhow_much: {}\nwhat: [External]\n'),
      detail: /unique/,
      findings: [{ file: 'c.dc.yaml', line: 3, column: 1, message: /^invalid YAML: Map keys must be unique$/ }],
    },
    { name: 'a top-level list', ...contractCase('c.dc.json', '[1, 2]'), detail: /the contract must be a map of keys/, findings: [{ file: 'c.dc.json', line: 1, column: 1, message: /^the contract must be a map of keys$/ }] },
    {
      name: 'markdown placeholders, repeated domains and shared header lines, at their lines',
      ...mdCase(mdBroken),
      findings: [
        { file: MD, ...posIn(mdBroken, '**Report then act** /'), message: /^several sections share one header line \("\*\*Report then act\*\* \/ \*\*Ask before\*\*:"\); write each section with its own list$/ },
        { file: MD, ...posIn(mdBroken, '[list of'), message: /^template placeholder left unfilled: \[list of calibrated autonomous actions\]$/ },
        { file: MD, ...posIn(mdBroken, 'Exploration: read more'), message: `Exploration is listed under **Autonomous** (line ${posIn(mdBroken, 'Exploration: read').line}) and again under **Ask before**; a domain has one response` },
      ],
    },
    { name: 'a markdown file with no contract section', ...mdCase('# Notes\n\nnothing here\n'), detail: /no delegation-contract section/, findings: [NO_SECTION] },
    { name: 'an empty file', ...contractCase('c.dc.yaml', ''), findings: [{ file: 'c.dc.yaml', line: 1, column: 1, message: /^contract file is empty$/ }] },
    {
      name: 'a binary file',
      ...contractCase('c.dc.json', Buffer.from([0, 1, 2, 255, 0, 10])),
      findings: [
        { file: 'c.dc.json', line: 1, column: 1, message: /^file holds binary data \(NUL bytes\); it is read as text where possible$/ },
        { file: 'c.dc.json', line: 1, column: 4, message: /^file is not valid UTF-8; invalid bytes were replaced$/ },
        { file: 'c.dc.json', line: 1, column: 1, message: /^invalid JSON: unexpected "\\u0000"$/ },
      ],
    },
    {
      name: 'invalid UTF-8 in markdown',
      ...mdCase(Buffer.from([0x2a, 0x2a, 0xff, 0xfe, 0x0a])),
      findings: [{ file: MD, line: 1, column: 3, message: /^file is not valid UTF-8; invalid bytes were replaced$/ }, NO_SECTION],
    },
    {
      name: 'invalid UTF-8 even when the rest parses',
      ...contractCase(yaml!.name, Buffer.concat([Buffer.from(yaml!.text.replace('Migrate', 'Migr')), Buffer.from('# \xff\n', 'latin1')])),
      detail: /not valid UTF-8/,
      findings: [{ file: yaml!.name, line: yaml!.text.split('\n').length, column: 3, message: /^file is not valid UTF-8; invalid bytes were replaced$/ }],
    },
  ],
});
