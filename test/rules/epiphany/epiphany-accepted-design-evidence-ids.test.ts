/** epiphany-accepted-design-evidence: how ids are read (any script, marks around them, ranges) and ids on lines holding several objects (probe F). */
import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-accepted-design-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, result = 'pass') => JSON.stringify({ id, branch: null, kind: 'tests', result, time: '2026-04-01T11:00:00Z' });
const MAP = stateFile('map.yaml');
const design = (entries: string, evidence: string[]) => stateCase({ 'state/map.yaml': `accepted_design:\n${entries}`, 'state/evidence.jsonl': evidence.join('\n') + '\n' });

ruleTester(rule, {
  valid: [
    {
      // Probe F r2: ids are the words evidence.jsonl holds, whatever their script.
      name: 'Cyrillic ids are read in an entry\'s text and in a sentence under `evidence`',
      ...design('  - "Снимок реестра при сборке (док-2)"\n  - text: Снимок реестра\n    evidence: "см. док-2"\n', [ev('док-2')]),
      detail: /^all 2 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
    {
      // Probe F r3: marks around the one id are no part of it.
      name: 'backquotes, brackets, emphasis and a closing stop around a single id, in a string or a list',
      ...design(
        ['"`ev-3`"', '"(ev-3)"', '"ev-003."', '["`ev-003`"]', '"**ev-3**"', '"[ev-3]."'].map((e, i) => `  - text: d${i}\n    evidence: ${e}\n`).join(''),
        [ev('ev-3'), ev('ev-003')],
      ),
      detail: /^all 6 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
    {
      name: 'a range written with `..` cites both its ends, as one written with a dash does',
      ...design('  - text: a\n    evidence: "(ev-003..ev-004)"\n  - text: b\n    evidence: "ev-003–ev-004"\n  - "c (ev-003..ev-004)"\n', [ev('ev-003', 'fail'), ev('ev-004')]),
      detail: /^all 3 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
  ],
  invalid: [
    {
      name: 'an id absent from evidence.jsonl is named without the marks around it',
      status: 'warn',
      ...design('  - text: x\n    evidence: "`ev-9`"\n', [ev('ev-3')]),
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-9, not in project/state/evidence.jsonl' }],
    },
    {
      name: 'one end of a `..` range absent from evidence.jsonl is named beside the found one',
      status: 'warn',
      ...design('  - text: x\n    evidence: "ev-3..ev-9"\n', [ev('ev-3')]),
      findings: [{ file: MAP, line: 3, column: 5, message: /^accepted design "x" cites ev-9, not in project\/state\/evidence\.jsonl \(ev-3 is found\)$/ }],
    },
    {
      // Probe F r1: an append without a line break glued ev-2 to ev-1.
      name: 'an id in the second of two objects glued on one line is on a malformed line, not absent',
      status: 'warn',
      ...design('  - text: Snapshot the rule registry at build time\n    evidence: ev-2\n', [ev('ev-1') + ev('ev-2')]),
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "Snapshot the rule registry at build time" cites ev-2, whose evidence line 1 is malformed (see epiphany-evidence-lines)' }],
    },
    {
      name: 'an id in a line that lists objects in brackets is on a malformed line, not absent',
      status: 'warn',
      ...design('  - text: x\n    evidence: ev-2\n', [ev('ev-1'), `[${ev('ev-2')}]`]),
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-2, whose evidence line 2 is malformed (see epiphany-evidence-lines)' }],
    },
    {
      // The tester's x2: an empty evidence.jsonl holds no id to read the citation's shape from.
      name: 'an id cited in the text of an entry when evidence.jsonl is empty is named, not called no evidence',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Lazy-load the formatter modules (ev-2)"\n', 'state/evidence.jsonl': '' }),
      findings: [{ file: MAP, line: 2, column: 5, message: 'accepted design "Lazy-load the formatter modules (ev-2)" cites ev-2, not in project/state/evidence.jsonl' }],
    },
    {
      name: 'an id cited in the text of an entry when evidence.jsonl is missing is named as the evidence key\'s is',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Lazy-load the formatter modules (see ev-2)"\n', 'state/evidence.jsonl': null }),
      findings: [{ file: MAP, line: 2, column: 5, message: 'accepted design "Lazy-load the formatter modules (see ev-2)" cites ev-2, project/state/evidence.jsonl is missing' }],
    },
    {
      name: 'with no id known, words that are no citation still cite nothing: a version, an encoding, a heading',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Keep utf-8 and Node 18 in v2 (see docs)"\n', 'state/evidence.jsonl': '' }),
      findings: [{ file: MAP, line: 2, column: 5, message: 'accepted design "Keep utf-8 and Node 18 in v2 (see docs)" cites no evidence' }],
    },
    { name: 'no accepted design', status: 'skip', ...stateCase({ 'state/map.yaml': 'objectives: [x]\n' }), findings: [] },
  ],
});
