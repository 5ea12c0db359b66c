import { afterAll } from 'vitest';
import accepted from '../../../rules/epiphany/epiphany-accepted-design-evidence.js';
import chosen from '../../../rules/epiphany/epiphany-chosen-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

// An ingest-throughput task with two chosen branches (one per objective), two rejected ones and a verified one.
const BRANCHES = `{
  "branches": [
    {"id": "b-pool-64", "hypothesis": "Per-event transactions scale if the pool grows from 16 to 64", "objective": "ingest-throughput", "status": "rejected", "reason": "pool saturates at 18k/s (ev-03)"},
    {"id": "b-async-writes", "hypothesis": "Writing off the consumer thread removes commit latency from the hot path", "objective": "ingest-throughput", "status": "rejected", "reason": "loses events on crash (ev-05)"},
    {"id": "b-copy-batch", "hypothesis": "COPY in bounded batches amortises commit cost", "objective": "ingest-throughput", "status": "chosen"},
    {"id": "b-multirow-insert", "hypothesis": "Multi-row INSERT is enough and keeps the ORM", "objective": "ingest-throughput", "status": "verified"},
    {"id": "b-drop-oldest", "hypothesis": "Dropping the oldest buffered events keeps producers fast", "objective": "backpressure", "status": "rejected", "reason": "silent drops violate the backpressure objective"},
    {"id": "b-bounded-channel", "hypothesis": "A bounded channel that pauses the partition gives producers explicit backpressure", "objective": "backpressure", "status": "chosen"}
  ]
}
`;

/** One evidence line; `time` is a time of 2026-11-30 unless it holds a date. */
const line = (id: string, branch: string | null, kind: string, result: string, time: string, summary?: string) =>
  JSON.stringify({ id, branch, kind, result, time: time.includes('-') ? time : `2026-11-30T${time}Z`, ...(summary === undefined ? {} : { summary }) });

const BASE = [
  line('ev-01', null, 'benchmark', 'pass', '08:02:11', 'baseline 11.8k events/s, 71% time in commit'),
  line('ev-02', 'b-pool-64', 'tests', 'pass', '08:40:00', 'unit tests green'),
  line('ev-03', 'b-pool-64', 'benchmark', 'fail', '09:15:30', '18.2k events/s ceiling, pool saturated'),
  line('ev-04', 'b-pool-64', 'backtrack', 'reject', '09:20:00', 'abandon b-pool-64'),
  line('ev-05', 'b-async-writes', 'invariant', 'fail', '10:05:00', 'kill -9 replay: 412 of 100000 events missing'),
  line('ev-06', 'b-async-writes', 'backtrack', 'reject', '10:07:45', 'abandon b-async-writes'),
  line('ev-07', 'b-copy-batch', 'benchmark', 'pass', '11:30:00', '54.3k events/s sustained 30 min'),
  line('ev-08', 'b-multirow-insert', 'benchmark', 'pass', '11:55:00', '17.5k events/s'),
  line('ev-09', 'b-copy-batch', 'invariant', 'pass', '12:20:00', 'kill -9 replay: 0 missing, 0 duplicates'),
  line('ev-10', 'b-copy-batch', 'tests', 'pass', '12:31:00', 'cargo test green (214 tests)'),
  line('ev-11', 'b-copy-batch', 'lints', 'pass', '12:33:00', 'clippy -D warnings clean'),
  line('ev-12', 'b-copy-batch', 'invariant', 'pass', '12:50:00', 'duplicate delivery replay: idempotency key holds'),
  line('ev-13', null, 'comparison', 'prefer', '13:10:00', 'b-copy-batch over b-multirow-insert: 3.1x throughput'),
  line('ev-14', 'b-bounded-channel', 'tests', 'pass', '14:00:00', 'channel-full pauses partition; resume test green'),
  line('ev-15', 'b-bounded-channel', 'benchmark', 'pass', '14:40:00', 'RSS peak 1.6 GiB at 64k capacity'),
  line('ev-16', 'b-drop-oldest', 'coherence', 'reject', '14:45:00', 'contradicts backpressure objective'),
  line('ev-17', 'b-bounded-channel', 'simplicity', 'pass', '15:00:00', '+140 lines, no new deps'),
];

/** The base evidence with `more` lines appended, in that file order. */
const evidence = (...more: string[]) => [...BASE, ...more].join('\n') + '\n';

const state = (files: { evidence?: string; branches?: string | null; map?: string }) =>
  stateCase({ 'state/branches.json': files.branches === undefined ? BRANCHES : files.branches, 'state/evidence.jsonl': files.evidence ?? evidence(), ...(files.map === undefined ? {} : { 'state/map.yaml': files.map }) });

// ---------------------------------------------------------------------------
// epiphany-chosen-evidence: the latest verification of a chosen branch counts

/** Where branches.json writes the status of `id`, as findings name it. */
const statusOf = (id: string) => {
  const lines = BRANCHES.split('\n');
  const i = lines.findIndex((l) => l.includes(`"id": "${id}"`));
  return { file: stateFile('branches.json'), line: i + 1, column: lines[i]!.indexOf('"status"') + 1 };
};
const COPY = statusOf('b-copy-batch');
const CHANNEL = statusOf('b-bounded-channel');
const REGRESSION = line('ev-18', 'b-copy-batch', 'tests', 'fail', '15:30:00', 'regression: 3 tests fail after rebase');
const SOME_FAIL = /^1 of 2 chosen branches without passing evidence, or abandoned by its latest line$/;

ruleTester(chosen, {
  valid: [
    { name: 'every chosen branch passed its latest check of each kind', ...state({}), detail: /^all 2 chosen branches have passing evidence$/ },
    { name: 'a tests fail followed by a later tests pass passes', ...state({ evidence: evidence(REGRESSION, line('ev-19', 'b-copy-batch', 'tests', 'pass', '16:10:00', 'fixed: 214 tests green')) }) },
    {
      name: 'a fail written after the pass but earlier in real time (its UTC offset) is not the latest',
      ...state({ evidence: evidence(line('ev-18', 'b-copy-batch', 'tests', 'fail', '2026-11-30T13:00:00+02:00', 'flaky run before the fix')) }),
    },
    {
      name: 'fractions of a second order a fail and a pass written in the other order',
      ...state({ evidence: evidence(line('ev-19', 'b-copy-batch', 'tests', 'pass', '15:30:00.200'), line('ev-18', 'b-copy-batch', 'tests', 'fail', '15:30:00.100')) }),
    },
    { name: 'at the same time the later line in the file is the latest', ...state({ evidence: evidence(REGRESSION, line('ev-19', 'b-copy-batch', 'tests', 'pass', '15:30:00', 'rerun green')) }) },
    {
      name: 'a fail of a kind that is no check of the branch (comparison, backtrack without abandoning) does not count',
      ...state({ evidence: evidence(line('ev-18', 'b-copy-batch', 'comparison', 'fail', '15:30:00', 'no clear winner on p99'), line('ev-19', 'b-copy-batch', 'backtrack', 'fail', '15:40:00', 'kept')) }),
    },
    { name: 'a latest fail of a branch that is not chosen does not count', ...state({ evidence: evidence(line('ev-18', 'b-multirow-insert', 'tests', 'fail', '15:30:00', 'ORM regression')) }) },
    { name: 'a latest fail written on a malformed line (no time) does not count', ...state({ evidence: evidence('{"id":"ev-18","branch":"b-copy-batch","kind":"tests","result":"fail"}') }) },
    {
      name: 'the result decides, not the words: a Russian summary speaking of a failure on a passing line, after a fail',
      ...state({ evidence: evidence(line('ev-18', 'b-copy-batch', 'tests', 'fail', '15:30:00', 'провал: 3 теста после rebase'), line('ev-19', 'b-copy-batch', 'tests', 'pass', '16:00:00', 'провалов больше нет, все тесты зелёные')) }),
    },
  ],
  invalid: [
    {
      name: 'the latest tests line of a chosen branch records fail after its passes',
      ...state({ evidence: evidence(REGRESSION) }),
      detail: SOME_FAIL,
      findings: [{ ...COPY, message: /^chosen branch b-copy-batch no longer has passing evidence: its latest tests line, line 18 \(ev-18\), records fail \("regression: 3 tests fail after rebase"\); it is still chosen$/ }],
    },
    {
      name: 'a later pass of another check does not undo a failed one',
      ...state({ evidence: evidence(REGRESSION, line('ev-19', 'b-copy-batch', 'lints', 'pass', '15:40:00', 'clippy clean')) }),
      findings: [{ ...COPY, message: /^chosen branch b-copy-batch no longer has passing evidence: its latest tests line, line 18 \(ev-18\)/ }],
    },
    ...(['lints', 'benchmark', 'invariant', 'coherence', 'simplicity'] as const).map((kind) => ({
      name: `a latest ${kind} fail counts as a failed verification`,
      ...state({ evidence: evidence(line('ev-18', 'b-bounded-channel', kind, 'fail', '15:30:00')) }),
      findings: [{ ...CHANNEL, message: new RegExp(`^chosen branch b-bounded-channel no longer has passing evidence: its latest ${kind} line, line 18 \\(ev-18\\), records fail; it is still chosen$`) }],
    })),
    {
      name: 'a fail written before the pass in the file but later in real time is the latest',
      ...state({ evidence: evidence(line('ev-18', 'b-bounded-channel', 'benchmark', 'fail', '2026-11-30T17:00:00+02:00', 'RSS 2.3 GiB'), line('ev-19', 'b-bounded-channel', 'benchmark', 'pass', '14:50:00', 'RSS 1.6 GiB')) }),
      findings: [{ ...CHANNEL, message: /its latest benchmark line, line 18 \(ev-18\), records fail \("RSS 2\.3 GiB"\)/ }],
    },
    {
      name: 'each check that failed last is named, and both chosen branches are reported',
      ...state({ evidence: evidence(REGRESSION, line('ev-19', 'b-copy-batch', 'invariant', 'fail', '15:35:00'), line('ev-20', 'b-bounded-channel', 'tests', 'fail', '15:40:00')) }),
      detail: /^2 of 2 chosen branches without passing evidence, or abandoned by its latest line$/,
      findings: [
        { ...COPY, message: /^chosen branch b-copy-batch no longer has passing evidence: its latest tests line, line 18 \(ev-18\), records fail \("regression: 3 tests fail after rebase"\); its latest invariant line, line 19 \(ev-19\), records fail; it is still chosen$/ },
        { ...CHANNEL, message: /^chosen branch b-bounded-channel no longer has passing evidence: its latest tests line, line 20 \(ev-20\), records fail; it is still chosen$/ },
      ],
    },
    {
      name: 'a latest backtrack rejection is reported as the abandonment it is',
      ...state({ evidence: evidence(REGRESSION, line('ev-19', 'b-copy-batch', 'backtrack', 'reject', '15:45:00', 'abandon b-copy-batch')) }),
      findings: [{ ...COPY, message: /^chosen branch b-copy-batch was abandoned: its latest evidence line, line 19 \(ev-19\), records backtrack reject/ }],
    },
    { name: 'no branch chosen: skipped', status: 'skip', ...state({ branches: BRANCHES.replaceAll('"chosen"', '"verified"') }), detail: /^no branch chosen yet$/, findings: [] },
  ],
});

// ---------------------------------------------------------------------------
// epiphany-accepted-design-evidence: evidence of an abandoned branch is no verification the design survived

/** The map, with the third accepted design citing `cites` (a YAML value). */
const mapCiting = (cites: string) => `objectives:
  - id: ingest-throughput
    text: Raise sustained ingest to 50k events/s on one node without dropping events
accepted_design:
  - id: ad-1
    text: Batch inserts with COPY in 5 000-row chunks, flushed every 50 ms
    evidence: [ev-07, ev-09]
  - id: ad-2
    text: Bounded channel of 64k events between consumer and writer
    evidence: [ev-14, ev-15]
  - id: ad-3
    text: Idempotency key (partition, offset) with ON CONFLICT DO NOTHING
    evidence: ${cites}
rejected_paths:
  - text: Per-event transactions with a larger connection pool
    reason: Pool saturation at 18k events/s (ev-03)
    branch: b-pool-64
`;
const MAP = stateFile('map.yaml');
/** The evidence key of ad-3. */
const AD3 = { file: MAP, line: 13, column: 5 };
const AD3_LABEL = 'accepted design "Idempotency key (partition, offset) with ON CON..."';
const ONE_WARNS = /^1 of 3 accepted_design entries lack passing evidence in evidence\.jsonl$/;
/** A branch that is only open in branches.json, with a test pass and a later backtrack of it. */
const OPEN = BRANCHES.replace('"status": "verified"', '"status": "open"');

ruleTester(accepted, {
  valid: [
    { name: 'evidence of the chosen branch', ...state({ map: mapCiting('ev-12') }), detail: /^all 3 accepted_design entries cite evidence present in evidence\.jsonl$/ },
    { name: 'a mix: evidence of a rejected branch beside evidence of the chosen one', ...state({ map: mapCiting('[ev-02, ev-12]') }) },
    { name: 'evidence of a verified branch, not chosen', ...state({ map: mapCiting('ev-08') }) },
    {
      name: 'a verified branch stays fine though a line after the cited one abandons it (epiphany-chosen-evidence reads the states)',
      ...state({ map: mapCiting('ev-08'), evidence: evidence(line('ev-18', 'b-multirow-insert', 'backtrack', 'reject', '15:30:00', 'abandon b-multirow-insert')) }),
    },
    { name: 'a baseline belongs to no branch', ...state({ map: mapCiting('ev-01') }) },
    {
      name: 'a pass after the backtrack of a branch reopened since is evidence that survived',
      ...state({ branches: OPEN, map: mapCiting('ev-19'), evidence: evidence(line('ev-18', 'b-multirow-insert', 'backtrack', 'reject', '15:30:00', 'abandon b-multirow-insert'), line('ev-19', 'b-multirow-insert', 'tests', 'pass', '16:00:00', 'reworked: green')) }),
    },
    {
      name: 'a Russian summary that speaks of rejecting, on a comparison that prefers the branch, abandons nothing',
      ...state({ branches: OPEN, map: mapCiting('ev-08'), evidence: evidence(line('ev-18', 'b-multirow-insert', 'comparison', 'prefer', '15:30:00', 'отказ от b-copy-batch: b-multirow-insert проще')) }),
    },
    { name: 'branches.json missing: lines alone decide, and no line abandons b-multirow-insert', ...state({ branches: null, map: mapCiting('ev-08') }) },
  ],
  invalid: [
    {
      name: 'evidence of a branch rejected in branches.json, and only that',
      status: 'warn',
      ...state({ map: mapCiting('ev-02') }),
      detail: ONE_WARNS,
      findings: [{ ...AD3, message: `${AD3_LABEL} cites only evidence of abandoned branches (ev-02: b-pool-64 is rejected in ${stateFile('branches.json')})` }],
    },
    {
      name: 'evidence of an open branch a later backtrack abandons',
      status: 'warn',
      ...state({ branches: OPEN, map: mapCiting('ev-08'), evidence: evidence(line('ev-18', 'b-multirow-insert', 'backtrack', 'reject', '15:30:00', 'ORM cannot batch')) }),
      findings: [{ ...AD3, message: `${AD3_LABEL} cites only evidence of abandoned branches (ev-08: b-multirow-insert was abandoned by evidence line 18 (ev-18))` }],
    },
    {
      name: 'a backtrack written before the cited pass in the file but later in real time abandons it',
      status: 'warn',
      ...state({ branches: null, map: mapCiting('ev-19'), evidence: evidence(line('ev-18', 'b-multirow-insert', 'backtrack', 'reject', '2026-11-30T18:00:00+01:00', 'abandon'), line('ev-19', 'b-multirow-insert', 'tests', 'pass', '16:00:00')) }),
      findings: [{ ...AD3, message: /cites only evidence of abandoned branches \(ev-19: b-multirow-insert was abandoned by evidence line 18 \(ev-18\)\)$/ }],
    },
    {
      name: 'a fail beside evidence of an abandoned branch: both named',
      status: 'warn',
      ...state({ map: mapCiting('[ev-03, ev-02]') }),
      findings: [{ ...AD3, message: `${AD3_LABEL} cites only evidence that records fail or reject (ev-03) or evidence of abandoned branches (ev-02: b-pool-64 is rejected in ${stateFile('branches.json')})` }],
    },
    {
      name: 'only fails: the message stays as it was',
      status: 'warn',
      ...state({ map: mapCiting('[ev-03, ev-05]') }),
      findings: [{ ...AD3, message: `${AD3_LABEL} cites only evidence that records fail or reject (ev-03, ev-05)` }],
    },
    { name: 'no accepted design: skipped', status: 'skip', ...state({ map: 'objectives:\n  - id: x\n    text: y\n' }), detail: /has no accepted_design entries yet$/, findings: [] },
  ],
});
