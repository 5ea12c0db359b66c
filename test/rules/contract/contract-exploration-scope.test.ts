import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-exploration-scope.js';
import { ruleTester, type InvalidCase } from '../../rule-tester.js';
import { DEFAULTS, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { stringsAndNulls } from './written-transcripts.js';

afterAll(cleanupContracts);

const badBounds: InvalidCase[] = [];
for (const [depth, breadth] of [[-1, 2.5], ['two', 3]] as const) {
  const c = soloContract();
  c['exploration'] = { depth, breadth, drift_action: 'ignore' };
  for (const f of forms(c)) {
    const num = (v: string | number) => (typeof v === 'string' ? f.str(v) : String(v));
    badBounds.push({
      name: `depth ${depth}, breadth ${breadth} and drift "ignore" at the values (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, ...posIn(f.text, f.key('depth'), num(depth)), message: /^exploration\.depth is .*; it must be a natural number \(0, 1, 2, \.\.\.\)$/ },
        ...(Number.isInteger(breadth) ? [] : [{ file: f.name, ...posIn(f.text, f.key('breadth'), '2.5'), message: 'exploration.breadth is 2.5; it must be a natural number (0, 1, 2, ...)' }]),
        { file: f.name, ...f.at('drift_action', 'ignore'), message: 'exploration.drift_action is "ignore"; it must be report or halt' },
      ],
    });
  }
}

ruleTester(rule, {
  valid: [
    ...forms(soloContract()).map((f) => ({ name: `natural bounds and a known drift action (${f.format})`, ...formCase(f), detail: /^depth 2, breadth 3, drift: report$/ })),
    { name: 'zero bounds', ...contractCase('c.dc.yaml', 'exploration: { depth: 0, breadth: 0, drift_action: halt }\n') },
  ],
  invalid: [
    {
      name: 'a drift action off only in case is told the action meant',
      ...contractCase('c.dc.yaml', 'exploration: {depth: 1, breadth: 1, drift_action: Report}\n'),
      findings: [{ file: 'c.dc.yaml', line: 1, column: 51, message: 'exploration.drift_action is "Report"; it must be report or halt: did you mean report?' }],
    },
    {
      name: 'problems on one line, in the order of their columns',
      ...contractCase('c.dc.json', stringsAndNulls),
      findings: [
        { file: 'c.dc.json', ...posIn(stringsAndNulls, '"breadth"', '"3"'), message: /^exploration\.breadth is "3"/ },
        { file: 'c.dc.json', ...posIn(stringsAndNulls, '"depth"', '"2"'), message: /^exploration\.depth is "2"/ },
      ],
    },
    ...badBounds,
    // JSON would write these as null, which the file does not say.
    ...([['.inf', 'Infinity'], ['.nan', 'NaN'], ['-.inf', '-Infinity']] as const).map(([yaml, shown]) => ({
      name: `a depth of ${yaml}, named as what it is`,
      ...contractCase('c.dc.yaml', `exploration: { depth: ${yaml}, breadth: 1, drift_action: halt }\n`),
      findings: [{ file: 'c.dc.yaml', line: 1, column: 23, message: `exploration.depth is ${shown}; it must be a natural number (0, 1, 2, ...)` }],
    })),
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), detail: 'a markdown rendering does not show the exploration scope', findings: [] },
    { name: 'an exploration list instead of a map', status: 'skip', ...contractCase('c.dc.yaml', 'exploration: [1, 2]\n'), detail: 'no exploration map', findings: [] },
    { name: 'an empty file', status: 'skip', ...contractCase('c.dc.json', ''), findings: [] },
  ],
});
