import rule from '../../../rules/engagement/events-jsonl.js';
import { ruleTester } from '../../rule-tester.js';

const EVENTS = 'engagement/events.jsonl';
const ev = (type: string) => JSON.stringify({ ts: '2026-11-30T12:00:00Z', type, agent: 'dev-lead' });

ruleTester(rule, {
  valid: [
    { name: 'one JSON object per line, blank lines and CRLF included', files: { 'events.jsonl': `${ev('engagement_started')}\r\n\r\n${ev('phase_completed')}\r\n` }, detail: '2 events, all JSON objects' },
    { name: 'an empty ledger', files: { 'events.jsonl': '' }, detail: /empty/ },
    { name: 'a huge line', files: { 'events.jsonl': `${JSON.stringify({ type: 'x', blob: 'a'.repeat(2_000_000) })}\n` } },
    { name: 'no events.jsonl', status: 'skip', files: {} },
  ],
  invalid: [
    {
      name: 'each bad line with its line number',
      files: { 'events.jsonl': [ev('a'), '{"ts": "2026-11-30", "type": "b"', '["not", "an", "object"]', ev('c'), '42', '<<<<<<< HEAD'].join('\n') },
      detail: /^4 lines of events.jsonl are not a JSON object \(L2, L3, L5, L6\)/,
      findings: [
        // the object is still open at the end of the line
        { file: EVENTS, line: 2, column: 33, message: /^invalid JSON: / },
        { file: EVENTS, line: 3, column: 1, message: 'event is an array, not a JSON object' },
        { file: EVENTS, line: 5, column: 1, message: 'event is a number, not a JSON object' },
        { file: EVENTS, line: 6, column: 1, message: /^invalid JSON: / },
      ],
    },
    {
      name: 'at most 50 findings listed, every bad line counted',
      files: { 'events.jsonl': Array.from({ length: 120 }, () => 'x').join('\n') },
      detail: /^120 lines/,
      findings: Array.from({ length: 50 }, (_, i) => ({ file: EVENTS, line: i + 1, column: 1, message: /^invalid JSON: / })),
    },
    {
      name: 'invalid UTF-8',
      files: { 'events.jsonl': Buffer.concat([Buffer.from(`${ev('a')}\n{"note": "`), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')]) },
      detail: /not valid UTF-8/,
      // at the bad byte, after `{"note": "`
      findings: [{ file: EVENTS, line: 2, column: 11, message: 'file is not valid UTF-8; invalid bytes were replaced' }],
    },
    {
      name: 'recommended: a blocking authority conflict the adjudications do not name warns (events-jsonl-authority.test.ts has the rest)',
      status: 'warn',
      options: { preset: 'recommended' },
      files: {
        'events.jsonl': [
          JSON.stringify({ type: 'authority_conflict', conflict_kind: 'two_skills_overlap', resolution: null, blocking: true }),
          JSON.stringify({ type: 'authority_conflict', conflict_kind: 'two_skills_overlap', resolution: 'narrower scope wins', decided_by: 'judge' }),
          ev('handoff_submitted'),
        ].join('\n'),
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: ACCEPT\n\n## Authority adjudications\n\n- nothing else\n',
      },
      findings: [{ file: 'engagement/acceptance-log.md', line: 7, column: 1, message: /names no entry for the blocking authority_conflict at engagement\/events\.jsonl:L1 \(conflict_kind `two_skills_overlap`\)/ }],
    },
    { name: 'a directory named events.jsonl', files: { 'events.jsonl/': '' }, detail: /cannot be read/, findings: [{ file: EVENTS, line: 1, column: 1, message: 'expected a file, found a directory or special file' }] },
    {
      name: 'binary junk',
      files: { 'events.jsonl': Buffer.from([0, 1, 2, 0x0a, 0xff, 0xfe, 0x0a, 0x7b]) },
      detail: '3 lines of events.jsonl are not a JSON object (L1, L2, L3); events.jsonl: file holds binary data (NUL bytes)',
      findings: [
        { file: EVENTS, line: 1, column: 1, message: 'file holds binary data (NUL bytes); it is read as text where possible' },
        { file: EVENTS, line: 2, column: 1, message: 'file is not valid UTF-8; invalid bytes were replaced' },
        { file: EVENTS, line: 1, column: 1, message: /^invalid JSON: / },
        { file: EVENTS, line: 2, column: 1, message: /^invalid JSON: / },
        { file: EVENTS, line: 3, column: 2, message: /^invalid JSON: / },
      ],
    },
  ],
});
