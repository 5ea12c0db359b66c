import { blockingProblem, defineRule, fileProblems, isPlainObject, jsonTypeName, parseJson, plural, pluralWord, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

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
    const findings: Finding[] = [];
    let bad = 0;
    let events = 0;
    file.lines.forEach((text, i) => {
      if (text.trim() === '') return;
      const parsed = parseJson(text);
      let message: string | undefined;
      let column = 1;
      if (parsed.error) {
        message = parsed.error.message;
        column = parsed.error.column;
      } else if (!isPlainObject(parsed.value)) message = `event is ${jsonTypeName(parsed.value)}, not a JSON object`;
      if (!message) {
        events++;
        return;
      }
      bad++;
      if (findings.length < LISTED_LINES) findings.push({ file: file.rel, line: i + 1, column, message });
    });
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
    return { status: 'pass', detail: events ? `${plural(events, 'event')}, all JSON objects` : 'events.jsonl is empty' };
  },
});
