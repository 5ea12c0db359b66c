// The protocol's rule 6, read from the ledger under --preset recommended: a blocking authority_conflict
// halts dispatch until the human judge rules, and the manager adjudicates it in acceptance-log.md
// §"Authority adjudications" once its round has a verdict.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import { runRules } from '../../../packages/core/src/engine.js';
import rule from '../../../rules/engagement/events-jsonl.js';
import { cleanupTrees, fakeSystem, lint, options, ruleTester } from '../../rule-tester.js';
import { repoRoot } from '../../cli-helpers.js';

afterAll(cleanupTrees);

const EVENTS = 'engagement/events.jsonl';
const LOG = 'engagement/acceptance-log.md';
const recommended = { preset: 'recommended' as const };
const ev = (o: Record<string, unknown>) => JSON.stringify(o);
const started = ev({ ts: '2026-06-15T13:30:00Z', type: 'engagement_started', agent: 'dev-lead', tier: 'L' });
/** The blocking form `ledger-emit.py --authority-conflict` writes without --resolution. */
const blocking = ev({ ts: '2026-06-15T14:00:00Z', type: 'authority_conflict', agent: 'dev-lead', conflict_kind: 'criteria_waives_protocol_gate', resolution: null, verdict: 'REJECT', blocking: true });
/** Where `"authority_conflict"` starts on the blocking line (`{"ts":"…","type":"authority_conflict"`): the findings' column. */
const COL = 37;
/** The same on a line that opens with its type (`{"type":"authority_conflict"`). */
const TYPE_FIRST = 9;
const judged = ev({ ts: '2026-06-15T16:00:00Z', type: 'authority_conflict', agent: 'dev-lead', conflict_kind: 'criteria_waives_protocol_gate', resolution: 'the protocol gate stands', decided_by: 'judge' });
const dispatched = ev({ ts: '2026-06-16T09:00:00Z', type: 'specialist_dispatched', agent: 'engagement-workflow', specialist: 'ui-designer' });
const submitted = ev({ ts: '2026-06-18T16:00:00Z', type: 'handoff_submitted', agent: 'dev-lead', verdict: 'ACCEPT' });
const ledger = (...lines: string[]) => `${lines.join('\n')}\n`;

const ACCEPTED = '# Acceptance log\n\n## Iteration 1 — 2026-06-19 10:00\n\nAcceptor: dev-manager\n\n### Verdict: ACCEPT\n';
const ADJUDICATED = `${ACCEPTED}\n## Authority adjudications\n\n- criteria_waives_protocol_gate (criteria.md vs engagement-protocol): the judge ruled the gate stands; dispatch resumed after the ruling.\n`;

ruleTester(rule, {
  valid: [
    { name: 'the honest order: blocking conflict, the judge\'s ruling, then dispatch; adjudicated in the log', options: recommended, files: { 'events.jsonl': ledger(started, blocking, judged, dispatched, submitted), 'acceptance-log.md': ADJUDICATED }, detail: '5 events, all JSON objects; 1 blocking authority conflict, no dispatch before the judge ruled' },
    {
      name: 'setext adjudications heading, the kind in other words, CRLF ledger',
      options: recommended,
      files: {
        'events.jsonl': [started, blocking, judged, dispatched, submitted].join('\r\n'),
        'acceptance-log.md': `${ACCEPTED}\nAuthority Adjudications\n-----------------------\n\n1. Criteria waives protocol gate: judge kept the gate.\n`,
      },
    },
    { name: 'a Russian adjudications heading', options: recommended, files: { 'events.jsonl': ledger(blocking, judged, dispatched, submitted), 'acceptance-log.md': `${ACCEPTED}\n## Конфликты полномочий\n\n- criteria_waives_protocol_gate — судья оставил гейт.\n` } },
    { name: 'an entry naming the conflict by a source', options: recommended, files: { 'events.jsonl': ledger(ev({ type: 'authority_conflict', sources: [{ kind: 'skill', name: 'engagement-protocol' }, { kind: 'agent', name: 'dev-lead' }] }), judged, dispatched, submitted), 'acceptance-log.md': `${ACCEPTED}\n### Authority adjudications\n\n- Engagement protocol over the agent body: skill wins.\n` } },
    { name: 'the ruling recorded as an event of its own', options: recommended, files: { 'events.jsonl': ledger(blocking, ev({ type: 'judge_decision', conflict_kind: 'criteria_waives_protocol_gate', decision: 'gate stands' }), dispatched) } },
    { name: 'a resolved conflict neither halts dispatch nor needs the log', options: recommended, files: { 'events.jsonl': ledger(ev({ type: 'authority_conflict', conflict_kind: 'skill_vs_agent_body', resolution: 'skill wins per precedence rule 4', decided_by: 'auto-precedence' }), dispatched, submitted), 'acceptance-log.md': ACCEPTED } },
    { name: 'blocking and never followed by a dispatch, no acceptance log yet', options: recommended, files: { 'events.jsonl': ledger(started, blocking) } },
    { name: 'the log holds no verdict yet: the manager has not swept', options: recommended, files: { 'events.jsonl': ledger(blocking, judged, dispatched), 'acceptance-log.md': '# Acceptance log\n' } },
    { name: 'a round-2 conflict while the log holds round 1\'s verdict only', options: recommended, files: { 'events.jsonl': ledger(dispatched, submitted, blocking, judged, dispatched), 'acceptance-log.md': ACCEPTED } },
    { name: 'compat: the reference never read authority conflicts', files: { 'events.jsonl': ledger(started, blocking, dispatched, submitted), 'acceptance-log.md': ACCEPTED } },
    { name: 'no ledger: nothing to say, whatever the log holds', status: 'skip', options: recommended, files: { 'acceptance-log.md': ACCEPTED } },
  ],
  invalid: [
    {
      name: 'dispatch after an unresolved conflict, and no adjudication once accepted',
      options: recommended,
      files: { 'events.jsonl': ledger(started, blocking, dispatched, submitted), 'acceptance-log.md': ACCEPTED },
      detail: '1 blocking authority conflict followed by a dispatch before the judge ruled (L2); 1 blocking authority conflict not logged in acceptance-log.md §"Authority adjudications"',
      fix: /Halt dispatch .* --decided-by judge.* under `## Authority adjudications`/,
      findings: [
        { file: EVENTS, line: 2, column: COL, message: 'blocking authority_conflict (conflict_kind `criteria_waives_protocol_gate`) is followed by `specialist_dispatched` at L3 with no ruling of the human judge between: “Any unresolved conflict is a blocking authority_conflict event. Dispatch halts;' },
        { file: EVENTS, line: 2, column: COL, message: 'the blocking authority_conflict (conflict_kind `criteria_waives_protocol_gate`) is not logged: acceptance-log.md holds the round\'s verdict but no §"Authority adjudications" entry for it: “Manager logs' },
      ],
    },
    {
      name: 'the lead lifting its own blocking conflict by precedence is no ruling of the judge',
      options: recommended,
      files: { 'events.jsonl': ledger(blocking, ev({ type: 'authority_conflict', conflict_kind: 'criteria_waives_protocol_gate', resolution: 'criteria wins', decided_by: 'dev-lead' }), dispatched) },
      findings: [{ file: EVENTS, line: 1, column: COL, message: 'is followed by `specialist_dispatched` at L3' }],
    },
    {
      name: 'resolution absent (no blocking field), and the judge ruling on another kind',
      options: recommended,
      files: { 'events.jsonl': ledger(ev({ type: 'authority_conflict', conflict_kind: 'two_skills_overlap' }), ev({ type: 'authority_conflict', conflict_kind: 'skill_vs_agent_body', resolution: 'skill wins', decided_by: 'judge' }), ev({ type: 'wave_dispatched', wave: 2 })) },
      findings: [{ file: EVENTS, line: 1, column: TYPE_FIRST, message: /^blocking authority_conflict \(conflict_kind `two_skills_overlap`\) is followed by `wave_dispatched` at L3/ }],
    },
    {
      name: 'a resolution with blocking: true still blocks',
      options: recommended,
      files: { 'events.jsonl': ledger(ev({ type: 'authority_conflict', resolution: 'pending', blocking: true }), dispatched) },
      findings: [{ file: EVENTS, line: 1, column: TYPE_FIRST, message: /^blocking authority_conflict is followed by `specialist_dispatched` at L2/ }],
    },
    {
      name: 'an adjudications section that does not name the conflict warns at its heading',
      status: 'warn',
      options: recommended,
      files: { 'events.jsonl': ledger(started, blocking, judged, dispatched, submitted), 'acceptance-log.md': `${ACCEPTED}\n## Authority adjudications\n\n- The heartbeat cadence went to the judge.\n` },
      detail: '1 blocking authority conflict the acceptance log\'s §"Authority adjudications" may not name',
      findings: [{ file: LOG, line: 9, column: 1, message: /^§"Authority adjudications" of acceptance-log\.md names no entry for the blocking authority_conflict at engagement\/events\.jsonl:L2 \(conflict_kind `criteria_waives_protocol_gate`\)/ }],
    },
    {
      name: 'named in the log, but under no adjudications heading: warns at the event',
      status: 'warn',
      options: recommended,
      files: { 'events.jsonl': ledger(blocking, judged, dispatched, submitted), 'acceptance-log.md': `${ACCEPTED}\nNote: the criteria waives protocol gate conflict was ruled on by the judge.\n` },
      findings: [{ file: EVENTS, line: 1, column: COL, message: /is named in acceptance-log\.md, but the log has no §"Authority adjudications" for it/ }],
    },
    {
      name: 'a halted dispatch fails, and the unnamed adjudication rides along as a warning',
      options: recommended,
      files: { 'events.jsonl': ledger(blocking, dispatched, submitted), 'acceptance-log.md': `${ACCEPTED}\n## Authority adjudications\n\n- none this round\n` },
      findings: [
        { file: EVENTS, line: 1, message: /followed by `specialist_dispatched` at L2/ },
        { file: LOG, line: 9, message: /names no entry for the blocking authority_conflict at engagement\/events\.jsonl:L1/, severity: 'warning' },
      ],
    },
    {
      name: 'a bad line and a halted dispatch: both reported',
      options: recommended,
      files: { 'events.jsonl': ledger(blocking, '{"type": "x"', dispatched) },
      detail: /^1 line of events\.jsonl is not a JSON object \(L2\); 1 blocking authority conflict followed by a dispatch before the judge ruled \(L1\)$/,
      findings: [
        { file: EVENTS, line: 2, message: /^invalid JSON/ },
        { file: EVENTS, line: 1, column: COL, message: /followed by `specialist_dispatched` at L3/ },
      ],
    },
  ],
});

describe('events-jsonl: authority conflicts at scale', () => {
  it('a ledger of 100,000 blocking conflicts, each of its own kind, then a dispatch: all counted, 50 listed', async () => {
    const n = 100_000;
    const lines = Array.from({ length: n }, (_, i) => `{"type":"authority_conflict","conflict_kind":"k${i}"}`);
    const r = await lint(rule, { options: recommended, files: { 'events.jsonl': `${[...lines, dispatched].join('\n')}\n` } });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^100000 blocking authority conflicts followed by a dispatch before the judge ruled \(L1, L2, L3, L4, L5, …\)$/);
    expect(r.findings).toHaveLength(50);
    expect(r.findings[49]).toMatchObject({ file: EVENTS, line: 50, column: TYPE_FIRST });
  });

  it('each ruling lifts its own kind: 100,000 conflicts and their rulings, then a dispatch, pass', async () => {
    const n = 100_000;
    const raised = Array.from({ length: n }, (_, i) => `{"type":"authority_conflict","conflict_kind":"k${i}"}`);
    const ruled = Array.from({ length: n }, (_, i) => `{"type":"authority_conflict","conflict_kind":"k${i}","resolution":"r","decided_by":"judge"}`);
    const r = await lint(rule, { options: recommended, files: { 'events.jsonl': `${[...raised, ...ruled, dispatched].join('\n')}\n` } });
    expect(r.status, r.detail).toBe('pass');
  });

  it('the honest example engagement keeps passing under the protocol reading', async () => {
    const model = (await packOf('engagement')!.load(path.join(repoRoot, 'examples/clean-L/engagement'))).model;
    const [r] = await runRules([rule], model, options(recommended), fakeSystem());
    expect(r!.status, r!.detail).toBe('pass');
  });
});

describe('events-jsonl: a name read in lower case whatever its script', () => {
  // Ⱥ (U+023A) is Latin, but its lower case ⱥ (U+2C65) is not below U+0530: the words are read on the lower-cased
  // text with a pattern chosen for that text, so one CJK character elsewhere on the line changes nothing.
  const conflict = ledger(
    ev({ type: 'authority_conflict', conflict_kind: 'Ⱥrbiter', resolution: null }),
    ev({ type: 'authority_conflict', conflict_kind: 'Ⱥrbiter', resolution: 'use skill', decided_by: 'judge' }),
    ev({ type: 'handoff_submitted', agent: 'dev' }),
  );
  const log = (tail: string) => `# Acceptance log\n\n## Iteration 1\nAcceptor: dev-manager\n### Verdict: ACCEPT\n\n## Authority adjudications\n- Ⱥrbiter: the skill wins${tail}\n`;
  it('adjudicates the conflict by its name with or without a CJK character on the line', async () => {
    const plain = await lint(rule, { files: { 'events.jsonl': conflict, 'acceptance-log.md': log('') }, options: recommended });
    const cjk = await lint(rule, { files: { 'events.jsonl': conflict, 'acceptance-log.md': log(' (見)') }, options: recommended });
    expect(plain.status).toBe('pass');
    expect([cjk.status, cjk.detail]).toEqual([plain.status, plain.detail]);
  });
});
