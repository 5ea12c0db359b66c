// events.jsonl is parsed once per model: events-jsonl reports the malformed lines of that one parse and
// the rules reading events (acceptance-author, the dispatch readings) read its events.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import { runRules } from '../../../packages/core/src/engine.js';
import { dispatchEvents, ledgerEvents, parsedLedger, type EngagementModel } from '../../../packages/core/src/kit.js';
import acceptanceAuthor from '../../../rules/engagement/acceptance-author.js';
import eventsJsonl from '../../../rules/engagement/events-jsonl.js';
import executorIterationStructure from '../../../rules/engagement/executor-iteration-structure.js';
import { cleanupTrees, fakeSystem, options, writeTree, type Tree } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const EVENTS = 'engagement/events.jsonl';
const LOG = 'engagement/acceptance-log.md';
const ACCEPTANCE_LOG = '# Acceptance log\n\n## Iteration 1 — 2026-07-11 18:00\n\nAcceptor: ivan-petrov\n\n### Verdict: ACCEPT\n';
const SELF = 'only the director (manager) gives the accept/reject verdict, and the lead accepting its own handoff is self-acceptance';
const dispatched = '{"ts":"2026-05-01T10:00:00Z","type":"specialist_dispatched","specialist":"dev-perf","iteration":1}';
/** A line of about 600 kB: the handoff's author, after a long note. */
const hugeSubmitted = JSON.stringify({ ts: '2026-07-11T16:00:00Z', type: 'handoff_submitted', note: 'n'.repeat(600_000), agent: 'ivan-petrov', iteration: 1 });
/** A line of about 300 kB whose object ends after a comma. */
const hugeBroken = `{"type":"note","blob":"${'b'.repeat(300_000)}",}`;

/** The ledger's lines as written (BOM first, CRLF line ends), and what each is. */
const LEDGER = [
  '\uFEFF{"ts":"2026-05-01T09:00:00Z","type":"engagement_started"}', // L1 event, after the BOM
  '{"type": "b"', // L2 the object still open at the line's end
  '', // L3 blank
  '[1, 2]', // L4 an array
  dispatched, // L5 event
  '   ', // L6 blank (spaces)
  '42', // L7 a number
  hugeSubmitted, // L8 event
  hugeBroken, // L9 trailing comma, far into the line
  'null', // L10 null
  '{"type":"x"} {"type":"y"}', // L11 two objects on one line
].join('\r\n');

async function load(files: Tree): Promise<EngagementModel> {
  const root = writeTree(files);
  return (await packOf('engagement')!.load(path.join(root, 'engagement'))).model as EngagementModel;
}

/**
 * Round 2, with a report starting at `## Iteration 2` that says it was first dispatched then: it passes
 * under the protocol reading unless events.jsonl dispatches dev-perf in iteration 1.
 */
const REPORTS = {
  'engagement/iteration': '2',
  'engagement/executor-reports/dev-backend.md': '# dev-backend executor report\n## Iteration 1 — 2026-05-01\n- returns the id\n\n## Iteration 2 — 2026-05-03\n### What changed since iter-1\n- the id is an int\n',
  'engagement/executor-reports/dev-perf.md': '# dev-perf executor report\n## Iteration 2 — 2026-05-03 12:00\nFirst dispatch: added in iteration 2 after the iter-1 REJECT.\n### Criteria acknowledgement\n- crit-1: "the API answers in 200 ms"\n',
};

/** Runs rules on one loaded model, noting the reads each could not make (as a lint run does). */
async function run(model: EngagementModel, rules: Parameters<typeof runRules>[0], preset: 'compat' | 'recommended' = 'compat') {
  return runRules(rules, model, options({ preset }), fakeSystem(), model.fs);
}

const INVALID = /^invalid JSON: /;

describe('events.jsonl: one parse serves the ledger check and the event readers', () => {
  it('tells each non-blank line an event or a malformation, with its position, past a BOM, CRLF, blank lines and a huge line', async () => {
    const model = await load({ 'engagement/events.jsonl': `${LEDGER}\r\n` });
    const { events, malformed } = parsedLedger(model);
    expect(events.map((e) => [e.line, e.event['type']])).toEqual([
      [1, 'engagement_started'],
      [5, 'specialist_dispatched'],
      [8, 'handoff_submitted'],
    ]);
    expect(malformed.map((m) => [m.line, m.column])).toEqual([
      [2, 13],
      [4, 1],
      [7, 1],
      // at the closing brace after the 300 000 b's
      [9, 300_026],
      [10, 1],
      [11, 14],
    ]);
    const reasons = malformed.map((m) => m.reason);
    expect(reasons[0]).toMatch(INVALID);
    expect(reasons[1]).toBe('event is an array, not a JSON object');
    expect(reasons[2]).toBe('event is a number, not a JSON object');
    expect(reasons[3]).toBe("invalid JSON: unexpected '}' after a comma (JSON allows no trailing comma)");
    expect(reasons[4]).toBe('event is null, not a JSON object');
    expect(reasons[5]).toMatch(INVALID);
    // Neither list keeps a line's text.
    for (const m of malformed) expect(Object.keys(m).sort()).toEqual(['column', 'line', 'reason']);
  });

  it('events-jsonl reports those lines and acceptance-author and the dispatch reading read the events, on one model', async () => {
    const model = await load({ 'engagement/events.jsonl': `${LEDGER}\r\n`, 'engagement/acceptance-log.md': ACCEPTANCE_LOG });
    const [ledger, author] = await run(model, [eventsJsonl, acceptanceAuthor]);
    expect(ledger!.status).toBe('fail');
    expect(ledger!.detail).toBe('6 lines of events.jsonl are not a JSON object (L2, L4, L7, L9, L10, …)');
    expect(ledger!.findings.map((f) => [f.file, f.line, f.column])).toEqual([
      [EVENTS, 2, 13],
      [EVENTS, 4, 1],
      [EVENTS, 7, 1],
      [EVENTS, 9, 300_026],
      [EVENTS, 10, 1],
      [EVENTS, 11, 14],
    ]);
    expect(ledger!.findings.map((f) => f.message)).toEqual(parsedLedger(model).malformed.map((m) => m.reason));
    // The handoff's author comes from line 8, the huge line, counted past the blank ones.
    expect(author!.status).toBe('fail');
    expect(author!.findings).toEqual([{ file: LOG, line: 5, column: 11, message: expect.stringMatching(exactly(`iteration 1's verdict is given by \`ivan-petrov\`, who wrote the handoff (${EVENTS}:L8): ${SELF}`)) }]);
    expect(dispatchEvents(model)).toEqual([{ specialist: 'dev-perf', iteration: 1, stated: 1, line: 5 }]);
  });

  it('parses the ledger once per model: the accessors return the same objects on every call', async () => {
    const model = await load({ 'engagement/events.jsonl': `${dispatched}\n` });
    const first = parsedLedger(model);
    await run(model, [eventsJsonl, acceptanceAuthor]);
    expect(parsedLedger(model)).toBe(first);
    expect(ledgerEvents(model)).toBe(first.events);
    expect(ledgerEvents(model)).toBe(ledgerEvents(model));
    // Another model of the same folder parses its own.
    const other = await load({ 'engagement/events.jsonl': `${dispatched}\n` });
    expect(parsedLedger(other)).not.toBe(first);
    expect(parsedLedger(other)).toEqual(first);
  });

  it('events-jsonl reports from the shared parse, not from a parse of its own', async () => {
    const model = await load({ 'engagement/events.jsonl': `${dispatched}\n` });
    // What the shared parse holds is what the check reports: a malformation added to it shows.
    parsedLedger(model).malformed.push({ line: 1, column: 7, reason: 'invalid JSON: marked' });
    const [r] = await run(model, [eventsJsonl]);
    expect(r!.status).toBe('fail');
    expect(r!.findings).toEqual([{ file: EVENTS, line: 1, column: 7, message: 'invalid JSON: marked' }]);
  });

  it('a line nested past the depth read is no event to any rule, as events-jsonl reports it unread', async () => {
    const deep = `{"type":"specialist_dispatched","specialist":"dev-perf","pad":"${'p'.repeat(70_000)}","x":${'['.repeat(1100)}${']'.repeat(1100)}}`;
    const model = await load({ ...REPORTS, 'engagement/events.jsonl': `${deep}\n` });
    const [ledger, structure] = await run(model, [eventsJsonl, executorIterationStructure], 'recommended');
    expect(ledger!.findings).toEqual([{ file: EVENTS, line: 1, column: 71_069, message: 'JSON nested deeper than 1000 levels, not read' }]);
    expect(ledgerEvents(model)).toEqual([]);
    // Read as a dispatch in iteration 1, the line would make the report's start an overwrite, as a plain one does.
    expect(structure!.status, structure!.detail).toBe('pass');
    const plain = await load({ ...REPORTS, 'engagement/events.jsonl': `${dispatched}\n` });
    const [again] = await run(plain, [executorIterationStructure], 'recommended');
    expect(again!.detail).toBe('executor-reports without their earlier `## Iteration N` sections: dev-perf.md');
  });

  it('a ledger that cannot be read is named by every check that asks for it, not only the first', async () => {
    const model = await load({
      'engagement/events.jsonl/': '',
      // Round 2 accepted, as the counter (2) and the reports say: a log out of step with the counter is iteration-counter's failure, judged by round.
      'engagement/acceptance-log.md': `# Acceptance log\n\n## Iteration 1 — 2026-07-10 18:00\n\n### Verdict: REJECT\n${ACCEPTANCE_LOG.slice(ACCEPTANCE_LOG.indexOf('\n## Iteration 1')).replace('Iteration 1', 'Iteration 2')}`,
      ...REPORTS,
    });
    const results = await run(model, [executorIterationStructure, acceptanceAuthor], 'recommended');
    for (const r of results) {
      expect(r.status, `${r.name}: ${r.detail}`).toBe('warn');
      expect(r.detail).toMatch(/^not checked: could not read engagement\/events\.jsonl \(expected a file, found a directory or special file\)/);
    }
    expect(parsedLedger(model)).toEqual({ events: [], malformed: [] });
  });

  it('a ledger of 200 000 lines: each line once in one of the two lists, bad ones counted past those listed', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => (i % 2 ? 'x' : `{"type":"tick","n":${i}}`));
    const model = await load({ 'engagement/events.jsonl': `${lines.join('\n')}\n` });
    const { events, malformed } = parsedLedger(model);
    expect([events.length, malformed.length]).toEqual([100_000, 100_000]);
    expect([events.at(-1)!.line, malformed.at(-1)!.line]).toEqual([199_999, 200_000]);
    const [r] = await run(model, [eventsJsonl]);
    expect(r!.detail).toBe('100000 lines of events.jsonl are not a JSON object (L2, L4, L6, L8, L10, …)');
    expect(r!.findings).toHaveLength(50);
    expect(parsedLedger(model).malformed).toBe(malformed);
  });
});
