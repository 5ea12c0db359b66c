/** Halt-condition triggers that show nothing: blanks and invisible characters only. */
import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-halt-conditions.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering } from './helpers.js';

afterAll(cleanupContracts);

// Zero-width spaces and joiners, a word joiner, a byte order mark and a no-break space: none shows anything.
const INVISIBLE: Array<[string, string]> = [
  ['\u200b', 'U+200B'],
  ['\u00a0\u200b', 'U+00A0 U+200B'],
  ['\ufeff \u200d', 'U+FEFF U+0020 U+200D'],
  ['\u2060', 'U+2060'],
];
const zeroWidthItem = rendering({ 'Halt conditions': ['the integration suite fails twice → halt', '\u200b → halt'], Defaults: DEFAULTS });

ruleTester(rule, {
  valid: [
    // Visible text around an invisible character is a trigger.
    ...forms({ halt_conditions: [{ trigger: '\u200btests fail twice\u00a0', action: 'halt' }] }).map((f) => ({ name: `a trigger with invisible characters around its text (${f.format})`, ...formCase(f), detail: '1 halt condition, each well formed' })),
  ],
  invalid: [
    ...INVISIBLE.flatMap(([trigger, named]) =>
      forms({ halt_conditions: [{ trigger: 'tests fail twice', action: 'halt' }, { trigger, action: 'halt' }] }).map((f) => ({
        name: `a trigger of only ${named} is empty (${f.format})`,
        ...formCase(f),
        detail: /^1 malformed halt condition: halt condition 2 has an empty trigger/,
        findings: [{ file: f.name, line: posIn(f.text, f.key('halt_conditions'), f.key('trigger')).line + (f.format === 'json' ? 4 : 2), message: `: ${named})` }],
      })),
    ),
    {
      name: 'a rendering item whose trigger is a zero-width space is an empty trigger',
      ...mdCase(zeroWidthItem),
      findings: [{ file: MD, ...posIn(zeroWidthItem, '- \u200b', '\u200b'), message: /^halt condition 2 has an empty trigger \(.*: U\+200B\)$/ }],
    },
    { name: 'a YAML contract without a halt_conditions list', status: 'skip', ...contractCase('c.dc.yaml', 'halt_conditions: none\n'), findings: [] },
  ],
});
