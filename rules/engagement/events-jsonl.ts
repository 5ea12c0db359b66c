import { blockingProblem, defineRule, fileProblems, parsedLedger, plural, pluralWord, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

/** Bad lines beyond this many are counted, not listed (a binary file would give one per line). */
const LISTED_LINES = 50;

export default defineRule<EngagementModel>({
  id: 'events-jsonl',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'Every non-empty line of events.jsonl is a JSON object',
  statuses: ['pass', 'fail', 'skip'],
  docs: `events.jsonl is the engagement's append-only event ledger, read by machines
(retrospectives, stall detection, the replan hatch). One malformed line — a
half-written append, a merge conflict marker, a pasted array — breaks every
reader that streams it.

Each non-empty line must parse as JSON and be an object. Each bad line is a
finding with its line number (and the column of the parse error); at most
${LISTED_LINES} are listed. A file that is not clean UTF-8 text, or cannot be
read at all (a directory named events.jsonl), fails with the file problem. skip when events.jsonl does not
exist; an empty ledger passes.

Tiers: S, M and L — every tier writes the ledger.`,
  examples: [
    {
      status: 'pass',
      title: 'passes an empty ledger',
      files: {
        'events.jsonl': '',
      },
    },
    {
      status: 'fail',
      title: 'fails each bad line with its line number',
      files: {
        'events.jsonl': `{"ts": "2026-11-30", "type": "b"
["not", "an", "object"]
42
<<<<<<< HEAD`,
      },
    },
    {
      status: 'skip',
      title: 'skips without events.jsonl',
      files: {},
    },
  ],
  check({ model }) {
    const file = model.fs.read(model.rel('events.jsonl'));
    if (!file) return { status: 'skip', detail: 'no events.jsonl' };
    const blocking = blockingProblem(file);
    if (blocking) {
      return { status: 'fail', detail: `events.jsonl cannot be read: ${blocking.message}`, fix: 'Make events.jsonl a UTF-8 text file of one JSON object per line.', findings: fileProblems(file) };
    }
    // The model's one parse of the ledger, which the rules reading its events share.
    const { events, malformed } = parsedLedger(model);
    const bad = malformed.length;
    const findings: Finding[] = malformed.slice(0, LISTED_LINES).map((m) => ({ file: file.rel, line: m.line, column: m.column, message: m.reason }));
    if (bad || file.problems.length) {
      const where = findings.slice(0, 5).map((f) => `L${f.line}`).join(', ');
      const what = bad ? `${plural(bad, 'line')} of events.jsonl ${pluralWord(bad, 'is', 'are')} not a JSON object (${where}${bad > 5 ? ', …' : ''})` : '';
      const enc = file.problems.length ? `events.jsonl: ${file.problems[0]!.message}` : '';
      return {
        status: 'fail',
        detail: [what, enc].filter(Boolean).join('; '),
        fix: 'Rewrite each bad line as one UTF-8 JSON object (or remove it); emit events through the ledger CLI rather than by hand.',
        findings: [...fileProblems(file), ...findings],
      };
    }
    return { status: 'pass', detail: events.length ? `${plural(events.length, 'event')}, all JSON objects` : 'events.jsonl is empty' };
  },
});
