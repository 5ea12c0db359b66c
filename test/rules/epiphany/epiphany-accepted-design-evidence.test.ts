import { afterAll, describe, expect, it } from 'vitest';
import { findingLevel } from '../../../packages/core/src/format/paths.js';
import rule from '../../../rules/epiphany/epiphany-accepted-design-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { cleanLine, cleanState, stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, result = 'pass') => JSON.stringify({ id, branch: 'b-1', kind: 'tests', result, time: '2026-03-02T10:00:00Z' });
const MAP = stateFile('map.yaml');
/** A message matched whole, not as a part of a longer one. */
const exactly = (message: string) => new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

ruleTester(rule, {
  valid: [
    {
      name: 'a plain string entry that names its evidence id in its text',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Lazy-load the formatter modules (ev-2)"\n', 'state/evidence.jsonl': ev('ev-2') + '\n' }),
      detail: /^the accepted_design entry cites evidence present in evidence\.jsonl$/,
    },
    {
      name: 'a sentence YAML split at its ": " still cites the ids it names (epiphany-map-schema reports the split)',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - Cache parsed plans per tenant (evidence: ev-2)\n', 'state/evidence.jsonl': ev('ev-2') + '\n' }),
      detail: /^the accepted_design entry cites evidence present in evidence\.jsonl$/,
    },
    {
      name: 'a `#` glued to an id evidence.jsonl holds does not hide it; a sentence under the key reads `#N` ids too',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Cache plans (see #ev-2)"\n  - text: x\n    evidence: "see #2 and #3"\n', 'state/evidence.jsonl': [ev('ev-2'), ev('#2'), ev('#3')].join('\n') + '\n' }),
      detail: /^all 2 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
    { name: 'the clean example', ...stateCase(), detail: /all 2 accepted_design entries cite evidence/ },
    {
      name: 'one string naming several ids (`evidence: "ev-3, ev-4"`) cites each',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: Bundle the CLI entry\n    evidence: "ev-3, ev-4"\n', 'state/evidence.jsonl': [ev('ev-3'), ev('ev-4')].join('\n') + '\n' }),
      detail: /^the accepted_design entry cites evidence present in evidence\.jsonl$/,
    },
    {
      name: 'evidence written as a sentence cites the ids it names, not its words "see" and "and"',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: Give each pytest-xdist worker its own Postgres schema\n    evidence: "see ev-3 and ev-4"\n', 'state/evidence.jsonl': [ev('ev-3'), ev('ev-4')].join('\n') + '\n' }),
      detail: /^the accepted_design entry cites evidence present in evidence\.jsonl$/,
    },
    {
      name: 'a sentence with punctuation, in a list too; a bracketed list written as one string',
      ...stateCase({
        'state/map.yaml': 'accepted_design:\n  - text: a\n    evidence: ["Verified by ev-3 (50/50 green) and ev-4."]\n  - text: b\n    evidence: "[ev-3, ev-4]"\n',
        'state/evidence.jsonl': [ev('ev-3'), ev('ev-4')].join('\n') + '\n',
      }),
      detail: /^all 2 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
    {
      name: 'an id that itself holds a blank is read whole when evidence.jsonl has it',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: "run 7"\n', 'state/evidence.jsonl': ev('run 7') + '\n' }),
      detail: /^the accepted_design entry cites evidence present in evidence\.jsonl$/,
    },
    {
      name: 'cited ids found although other evidence lines are malformed',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: ev-2\n', 'state/evidence.jsonl': ['{"id": "ev-1", broken', ev('ev-2'), '[1, 2]'].join('\n') }),
      detail: /^the accepted_design entry cites evidence present in evidence\.jsonl$/,
    },
    {
      name: 'entries inheriting their evidence through a `<<` merge key, as PyYAML and js-yaml read them',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - &d {text: A, evidence: [ev-1]}\n  - <<: *d\n    text: B\n  - {<<: *d, text: C}\n', 'state/evidence.jsonl': ev('ev-1') + '\n' }),
      detail: /^all 3 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
    {
      name: 'one cited list anchored once and reused by 150 entries: ordinary YAML, no alias bomb',
      ...stateCase({ 'state/map.yaml': `accepted_design:\n  - {text: d0, evidence: &ev [ev-1]}\n${Array.from({ length: 150 }, (_, i) => `  - {text: d${i + 1}, evidence: *ev}`).join('\n')}\n`, 'state/evidence.jsonl': ev('ev-1') + '\n' }),
      detail: /^all 151 accepted_design entries cite evidence present in evidence\.jsonl$/,
    },
  ],
  invalid: [
    {
      name: 'a plain string entry whose text names only failing evidence warns',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Lazy-load the formatter modules (ev-2)"\n', 'state/evidence.jsonl': ev('ev-2', 'fail') + '\n' }),
      findings: [{ file: MAP, line: 2, column: 5, message: 'accepted design "Lazy-load the formatter modules (ev-2)" cites only evidence that records fail or reject (ev-2)' }],
    },
    {
      name: 'a plain string entry naming an id absent from evidence.jsonl names that id, as the evidence key does',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Lazy-load the formatter modules (ev-9)"\n', 'state/evidence.jsonl': ev('ev-2') + '\n' }),
      detail: /^1 of 1 accepted_design entry lacks passing evidence in evidence\.jsonl$/,
      findings: [{ file: MAP, line: 2, column: 5, message: exactly('accepted design "Lazy-load the formatter modules (ev-9)" cites ev-9, not in project/state/evidence.jsonl') }],
    },
    {
      name: 'a plain string whose sole citation is "(see ev-12)" names ev-12 when evidence.jsonl lacks it',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\naccepted_design:\n  - "Cache the parsed config in memory (see ev-12)"\n', 'state/evidence.jsonl': [ev('ev-1'), ev('ev-2')].join('\n') + '\n' }),
      findings: [{ file: MAP, line: 3, column: 5, message: exactly('accepted design "Cache the parsed config in memory (see ev-12)" cites ev-12, not in project/state/evidence.jsonl') }],
    },
    {
      name: 'a plain string naming an id lost to a repeated "id" key of its evidence line names that id',
      status: 'warn',
      ...stateCase({
        'state/map.yaml': 'accepted_design:\n  - "Cache the parsed config in memory (ev-12)"\n',
        'state/evidence.jsonl': `${ev('ev-11')}\n{"id": "ev-12", "id": "ev-13", "branch": "b-1", "kind": "tests", "result": "pass", "time": "2026-03-02T10:00:00Z"}\n`,
      }),
      findings: [{ file: MAP, line: 2, column: 5, message: exactly('accepted design "Cache the parsed config in memory (ev-12)" cites ev-12, not in project/state/evidence.jsonl') }],
    },
    {
      name: 'a plain string naming an id when the evidence is written to evidence.json, not evidence.jsonl: the file is missing, as for the evidence key',
      status: 'warn',
      ...stateCase({
        'state/map.yaml': `${cleanState()['state/map.yaml']!.replace('    evidence: ev-5\n', '    evidence: ev-5\n  - "Warm the plan cache on deploy (see ev-9)"\n')}`,
        'state/evidence.json': cleanState()['state/evidence.jsonl']!,
        'state/evidence.jsonl': null,
      }),
      findings: [
        { file: MAP, line: cleanLine('map.yaml', 'evidence: [ev-3, ev-4]'), column: 5, message: /^accepted design "Cache parsed query plans per tenant, keyed by n\.\.\." cites ev-3, ev-4, project\/state\/evidence\.jsonl is missing$/ },
        { file: MAP, line: cleanLine('map.yaml', 'evidence: ev-5'), column: 5, message: /^accepted design "Invalidate a tenant's plan cache on every schem\.\.\." cites ev-5, project\/state\/evidence\.jsonl is missing$/ },
        { file: MAP, line: cleanLine('map.yaml', 'evidence: ev-5') + 1, column: 5, message: exactly('accepted design "Warm the plan cache on deploy (see ev-9)" cites ev-9, project/state/evidence.jsonl is missing') },
      ],
    },
    {
      name: 'a plain string naming ids written `#N` like those of evidence.jsonl reads each, `#` kept: a found one, and an absent one named',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Cache config (#2, #4)"\n', 'state/evidence.jsonl': [ev('#1'), ev('#2'), ev('#3')].join('\n') + '\n' }),
      detail: /^1 accepted_design entry cites an id not in evidence\.jsonl beside found ones$/,
      findings: [{ file: MAP, line: 2, column: 5, message: exactly('accepted design "Cache config (#2, #4)" cites #4, not in project/state/evidence.jsonl (#2 is found)') }],
    },
    {
      name: 'a `#` before a number is no id where evidence ids are not so written: "issue #4" and a heading beside ev-N',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Fix issue #4 in the loader"\n  - "## Cache 2 stages, v2, utf-8"\n', 'state/evidence.jsonl': [ev('ev-1'), ev('ev-2'), ev('4')].join('\n') + '\n' }),
      findings: [
        { file: MAP, line: 2, column: 5, message: exactly('accepted design "Fix issue #4 in the loader" cites no evidence') },
        { file: MAP, line: 3, column: 5, message: exactly('accepted design "## Cache 2 stages, v2, utf-8" cites no evidence') },
      ],
    },
    {
      name: 'a plain string naming no id still cites no evidence: "version 2" and "(see docs)" are no ids',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - "Pin the parser to version 2 (see docs)"\n', 'state/evidence.jsonl': [ev('2'), ev('ev-3')].join('\n') + '\n' }),
      findings: [{ file: MAP, line: 2, column: 5, message: exactly('accepted design "Pin the parser to version 2 (see docs)" cites no evidence') }],
    },
    {
      name: 'numbers in an entry\'s text are quantities, not citations, where evidence ids are numbers too',
      status: 'warn',
      ...stateCase({
        'state/map.yaml': 'accepted_design:\n  - text: Load rows with COPY in batches of 50 000, 4 batches in flight\n  - Validate rows in a streaming pass in 2 stages before COPY\n  - text: Keep one writer per table\n    evidence: "4"\n',
        'state/evidence.jsonl': [ev('2', 'reject'), ev('4')].join('\n') + '\n',
      }),
      detail: /^2 of 3 accepted_design entries/,
      findings: [
        { file: MAP, line: 2, column: 5, message: /^accepted design "Load rows with COPY in batches of 50 000, 4 bat\.\.\." cites no evidence$/ },
        { file: MAP, line: 3, column: 5, message: /^accepted design "Validate rows in a streaming pass in 2 stages b\.\.\." cites no evidence$/ },
      ],
    },
    {
      name: 'an entry that cites nothing, at the entry',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\naccepted_design:\n  - text: cited\n    evidence: ev-1\n  - Cache plans per tenant\n', 'state/evidence.jsonl': ev('ev-1') + '\n' }),
      detail: /1 of 2/,
      findings: [{ file: MAP, line: 5, column: 5, message: /^accepted design "Cache plans per tenant" cites no evidence$/ }],
    },
    {
      name: 'ids absent from evidence.jsonl, at the evidence key',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: [ev-8, ev-9]\n', 'state/evidence.jsonl': ev('ev-1') }),
      findings: [{ file: MAP, line: 3, column: 5, message: /^accepted design "x" cites ev-8, ev-9, not in .*evidence\.jsonl$/ }],
    },
    {
      name: 'evidence.jsonl missing',
      status: 'warn',
      ...stateCase({ 'state/evidence.jsonl': null }),
      findings: [
        { file: MAP, line: cleanLine('map.yaml', 'evidence: [ev-3, ev-4]'), column: 5, message: /^accepted design "Cache parsed query plans per tenant, keyed by n\.\.\." cites ev-3, ev-4, project\/state\/evidence\.jsonl is missing$/ },
        { file: MAP, line: cleanLine('map.yaml', 'evidence: ev-5'), column: 5, message: /^accepted design "Invalidate a tenant's plan cache on every schem\.\.\." cites ev-5, project\/state\/evidence\.jsonl is missing$/ },
      ],
    },
    {
      name: 'cited evidence that only failed warns: the citation shows no verification the entry survived',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: ev-1\n', 'state/evidence.jsonl': `${ev('ev-1', 'fail')}\n` }),
      findings: [{ file: MAP, line: 3, column: 5, message: /^accepted design "x" cites only evidence that records fail or reject \(ev-1\)$/ }],
    },
    {
      name: 'garbage evidence',
      status: 'warn',
      ...stateCase({ 'state/evidence.jsonl': Buffer.from([0, 1, 2, 255, 10, 123, 125, 10]) }),
      findings: [
        { file: MAP, line: cleanLine('map.yaml', 'evidence: [ev-3, ev-4]'), column: 5, message: /cites ev-3, ev-4, not in project\/state\/evidence\.jsonl$/ },
        { file: MAP, line: cleanLine('map.yaml', 'evidence: ev-5'), column: 5, message: /cites ev-5, not in project\/state\/evidence\.jsonl$/ },
      ],
    },
    ...[
      ['"result": "passed"', '{"id": "ev-1", "branch": "b-1", "kind": "tests", "result": "passed", "time": "2026-03-02T10:00:00Z"}'],
      ['no result', '{"id": "ev-1", "branch": "b-1", "kind": "tests", "time": "2026-03-02T10:00:00Z"}'],
      ['no time', '{"id": "ev-1", "branch": "b-1", "kind": "tests", "result": "pass"}'],
    ].map(([what, line]) => ({
      name: `a citation of a line with ${what}: the line is malformed and does not count`,
      status: 'warn' as const,
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: ev-1\n', 'state/evidence.jsonl': `${ev('ev-0')}\n${line}\n` }),
      findings: [{ file: MAP, line: 3, column: 5, message: /^accepted design "x" cites ev-1, whose evidence line 2 is malformed \(see epiphany-evidence-lines\)$/ }],
    })),
    {
      name: 'a sentence naming an id absent from evidence.jsonl, written like the found ones, names that id only',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: "see ev-3 and ev-9 (run 2 of 50)"\n', 'state/evidence.jsonl': ev('ev-3') + '\n' }),
      detail: /^1 accepted_design entry cites an id not in evidence\.jsonl beside found ones$/,
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-9, not in project/state/evidence.jsonl (ev-3 is found)' }],
    },
    {
      name: 'an id that differs from an evidence id only in case is named with that id, alone and beside a found one',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: EV-3\n  - text: y\n    evidence: [ev-3, Ev-4]\n', 'state/evidence.jsonl': `${ev('ev-3')}\n${ev('ev-4')}\n` }),
      findings: [
        { file: MAP, line: 3, column: 5, message: 'accepted design "x" cites EV-3, not in project/state/evidence.jsonl (ids are case-sensitive: did you mean ev-3?)' },
        { file: MAP, line: 5, column: 5, message: 'accepted design "y" cites Ev-4, not in project/state/evidence.jsonl (ev-3 is found; ids are case-sensitive: did you mean ev-4?)' },
      ],
    },
    {
      name: 'a sentence naming no id says it is prose, at the evidence key',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: see the benchmark run\n', 'state/evidence.jsonl': ev('ev-3') + '\n' }),
      detail: /^1 of 1 accepted_design entry lacks passing evidence in evidence\.jsonl$/,
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites no evidence: its evidence "see the benchmark run" is prose naming no id of project/state/evidence.jsonl' }],
    },
    {
      name: 'a sentence when evidence.jsonl is missing: prose, not ids "see" and "and"',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: "see ev-3 and ev-4"\n', 'state/evidence.jsonl': null }),
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites no evidence: its evidence "see ev-3 and ev-4" is prose and project/state/evidence.jsonl is missing' }],
    },
    {
      name: 'an id absent from evidence.jsonl beside a found one, at the citation',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: [ev-1, ev-44]\n  - text: y\n    evidence: ev-1\n', 'state/evidence.jsonl': ev('ev-1') }),
      detail: /^1 accepted_design entry cites an id not in evidence\.jsonl beside found ones$/,
      findings: [{ file: MAP, line: 3, column: 5, message: /^accepted design "x" cites ev-44, not in project\/state\/evidence\.jsonl \(ev-1 is found\)$/ }],
    },
    {
      name: 'an id on a line that is not valid JSON, beside a found one: that line is malformed, the id not absent (qa4 e05)',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: [ev-3, ev-4]\n', 'state/evidence.jsonl': [ev('ev-1'), '', `${ev('ev-3').slice(0, -1)},}`, ev('ev-4')].join('\n') + '\n' }),
      detail: /^1 accepted_design entry cites an id only on malformed evidence lines beside found ones$/,
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-3, whose evidence line 3 is malformed (ev-4 is found; see epiphany-evidence-lines)' }],
    },
    {
      name: 'the same message for a valid JSON line that breaks the schema, beside a found one',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: [ev-3, ev-4]\n', 'state/evidence.jsonl': [ev('ev-1'), '', '{"id": "ev-3", "branch": "b-1", "kind": "tests", "result": "pass"}', ev('ev-4')].join('\n') + '\n' }),
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-3, whose evidence line 3 is malformed (ev-4 is found; see epiphany-evidence-lines)' }],
    },
    {
      name: 'an id cited alone from a line that is not valid JSON: the message of a schema-breaking line',
      status: 'warn',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: ev-3\n', 'state/evidence.jsonl': [ev('ev-1'), `${ev('ev-3').slice(0, -1)},}`].join('\n') + '\n' }),
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-3, whose evidence line 2 is malformed (see epiphany-evidence-lines)' }],
    },
    {
      name: 'an id on unparseable and schema-breaking lines alike names each line; a missing id beside it is still absent',
      status: 'warn',
      ...stateCase({
        'state/map.yaml': 'accepted_design:\n  - text: x\n    evidence: [7, ev-3, ev-9, ev-1]\n',
        'state/evidence.jsonl': ['{"id": "ev-3", "branch": "b-1"}', ev('ev-1'), '{"id" : 7, "kind": tests}', '{ "id":"ev\\u002d3", "result": "pass"', '{"note": {"id": "ev-9"},'].join('\n') + '\n',
      }),
      detail: /^1 accepted_design entry cites an id not in evidence\.jsonl beside found ones; 1 accepted_design entry cites an id only on malformed evidence lines beside found ones$/,
      findings: [{ file: MAP, line: 3, column: 5, message: 'accepted design "x" cites ev-9, not in project/state/evidence.jsonl; 7, ev-3, whose evidence lines 3, 1, 4 are malformed (ev-1 is found; see epiphany-evidence-lines)' }],
    },
    {
      name: 'accepted design under a mis-cased key: not read, and said so',
      status: 'skip',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\nAccepted_Design:\n  - text: x\n    evidence: ev-3\n' }),
      detail: /writes its accepted design under `Accepted_Design`, spelled differently from `accepted_design`, so it is not read/,
      findings: [],
    },
    {
      name: 'an evidence.jsonl that cannot be read (a folder) is said to be unread, not to lack the cited ids',
      status: 'skip',
      ...stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: Cache plans per tenant\n    evidence: ev-3\n', 'state/evidence.jsonl': null, 'state/evidence.jsonl/': '' }),
      detail: /^project\/state\/evidence\.jsonl could not be read \(expected a file, found a directory or special file\), so no citation was checked \(epiphany-evidence-lines reports it\)$/,
      findings: [],
    },
    { name: 'no accepted design', status: 'skip', ...stateCase({ 'state/map.yaml': 'objectives: [x]\naccepted_design: []\n' }), detail: /no accepted_design entries/, findings: [] },
    { name: 'a map that does not parse', status: 'skip', ...stateCase({ 'state/map.yaml': 'accepted_design: [\n' }), detail: /does not parse/, findings: [] },
    {
      name: 'accepted_design written as a mapping: its entries are not read, and the skip says so rather than "none yet"',
      status: 'skip',
      ...stateCase({ 'state/map.yaml': 'objectives: [x]\naccepted_design:\n  rebalance: {text: Await rebalance, evidence: ev-3}\n' }),
      detail: /^project\/state\/map\.yaml: accepted_design is a mapping, not a list of entries \(see epiphany-map-schema\)$/,
      findings: [],
    },
    {
      name: 'a map that is a list, which parses: the skip does not say it does not parse',
      status: 'skip',
      ...stateCase({ 'state/map.yaml': '- accepted_design: []\n' }),
      detail: /^project\/state\/map\.yaml is a list, not a mapping of the map sections \(epiphany-map-keys reports it\)$/,
      findings: [],
    },
    { name: 'no map', status: 'skip', ...stateCase({ 'state/map.yaml': null }), detail: /map\.yaml is missing$/, findings: [] },
  ],
});

/** An entry citing only failing evidence beside other unverified ones: an uncited one, one citing an absent id, and a dangling id beside failing evidence. */
const mixedMap = [
  'accepted_design:',
  '  - text: Use a plan cache',
  '    evidence: [ev-9]',
  '  - text: Keep the old index',
  '    evidence: ev-1',
  '  - Cache plans per tenant',
  '  - text: Drop the warm-up',
  '    evidence: [ev-1, ev-44]',
  '',
].join('\n');
const mixed = stateCase({ 'state/map.yaml': mixedMap, 'state/evidence.jsonl': ev('ev-1', 'fail') + '\n' });

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'a design citing only a failing baseline (no branch) warns: the measurement motivated it',
      status: 'warn',
      ...stateCase({
        'state/map.yaml': 'accepted_design:\n  - text: Each test module gets its own consumer group id\n    evidence: e-001\n',
        'state/evidence.jsonl': '{"id": "e-001", "branch": null, "kind": "tests", "result": "fail", "time": "2026-04-10T08:00:00Z", "summary": "baseline: 7/50 runs fail"}\n',
      }),
      detail: /^1 of 1 accepted_design entry lacks passing evidence in evidence\.jsonl$/,
      findings: [{ file: MAP, line: 3, column: 5, message: /^accepted design "Each test module gets its own consumer group id" cites only evidence that records fail or reject \(e-001\)$/ }],
    },
    {
      name: 'entries citing only failing evidence warn beside the others, all in one warning check',
      status: 'warn',
      ...mixed,
      detail: /^4 of 4 accepted_design entries lack passing evidence in evidence\.jsonl; 1 accepted_design entry cites an id not in evidence\.jsonl beside found ones$/,
      findings: [
        { file: MAP, line: 3, column: 5, message: /^accepted design "Use a plan cache" cites ev-9, not in project\/state\/evidence\.jsonl$/ },
        { file: MAP, line: 5, column: 5, message: /cites only evidence that records fail or reject \(ev-1\)$/ },
        { file: MAP, line: 6, column: 5, message: /^accepted design "Cache plans per tenant" cites no evidence$/ },
        { file: MAP, line: 8, column: 5, message: /^accepted design "Drop the warm-up" cites only evidence that records fail or reject \(ev-1\)$/ },
        { file: MAP, line: 8, column: 5, message: /^accepted design "Drop the warm-up" cites ev-44, not in project\/state\/evidence\.jsonl \(ev-1 is found\)$/ },
      ],
    },
  ],
});

describe('epiphany-accepted-design-evidence severities', () => {
  it('reports citations of only failing evidence as warnings, like the rest', async () => {
    const r = await lint(rule, mixed);
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => [f.line, f.severity, findingLevel(r, f)])).toEqual([
      [3, undefined, 'warning'],
      [5, undefined, 'warning'],
      [6, undefined, 'warning'],
      [8, undefined, 'warning'],
      [8, undefined, 'warning'],
    ]);
  });

  it('gives a plain string naming an id the message and severity of the evidence key naming it', async () => {
    const map = 'accepted_design:\n  - text: "Cache the parsed config in memory (ev-9)"\n    evidence: ev-9\n  - "Cache the parsed config in memory (ev-9)"\n';
    for (const evidence of [ev('ev-1') + '\n', null]) {
      const r = await lint(rule, stateCase({ 'state/map.yaml': map, 'state/evidence.jsonl': evidence }));
      expect(r.status).toBe('warn');
      const [keyed, plain] = r.findings.map((f) => ({ line: f.line, column: f.column, message: f.message, severity: f.severity, level: findingLevel(r, f) }));
      expect(keyed).toMatchObject({ line: 3, column: 5, level: 'warning' });
      expect(plain).toEqual({ ...keyed, line: 4 });
    }
  });

  it('leaves the findings of a check that only warns without a severity of their own', async () => {
    const r = await lint(rule, stateCase({ 'state/map.yaml': 'accepted_design:\n  - text: Use a plan cache\n    evidence: [ev-9]\n  - Cache plans per tenant\n', 'state/evidence.jsonl': ev('ev-1') + '\n' }));
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => [f.line, f.severity, findingLevel(r, f)])).toEqual([
      [3, undefined, 'warning'],
      [4, undefined, 'warning'],
    ]);
  });
});
