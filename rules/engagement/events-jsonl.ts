import { blockingProblem, defineRule, fileProblems, followsProtocol, parsedLedger, plural, pluralWord, type EngagementModel, type Finding, type TextFile } from '@engagement-lint/core/kit';
import { blockingConflicts, conflictName, HALT_QUOTE, unadjudicated } from './lib/authority-conflicts.js';

/** Bad lines beyond this many are counted, not listed (a binary file would give one per line). */
const LISTED_LINES = 50;

export default defineRule<EngagementModel>({
  id: 'events-jsonl',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'Every non-empty line of events.jsonl is a JSON object; a blocking authority conflict halts dispatch and is adjudicated in acceptance-log.md',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `events.jsonl is the engagement's append-only event ledger, read by machines
(retrospectives, stall detection, the replan hatch). One malformed line — a
half-written append, a merge conflict marker, a pasted array — breaks every
reader that streams it.

Each non-empty line must parse as JSON and be an object. Each bad line is a
finding with its line number (and the column of the parse error); at most
${LISTED_LINES} are listed. A file that is not clean UTF-8 text, or cannot be
read at all (a directory named events.jsonl), fails with the file problem. skip when events.jsonl does not
exist; an empty ledger passes.

Authority conflicts (\`--preset recommended\`). The protocol's rule 6: "Any unresolved
conflict is a blocking authority_conflict event. Dispatch halts; escalate to the human judge
before proceeding. Manager logs the conflict + resolution in acceptance-log.md §"Authority
adjudications"". An \`authority_conflict\` event is blocking when its \`resolution\` is null,
absent or blank, or it says \`"blocking": true\`. It fails, at its line, when a dispatch event
(\`specialist_dispatched\`, any \`*_dispatched\`) follows it before the judge's ruling is in the
ledger: a later \`authority_conflict\` of the same \`conflict_kind\` (or of none) with a
resolution, decided by the judge (\`decided_by\` naming the judge, a human or the user, or
unnamed), or an event recording the ruling (\`judge_decision\`, \`authority_adjudicated\`). Once
acceptance-log.md holds a verdict for the conflict's round (one past the \`handoff_submitted\`
events before it) or a later one, the log must adjudicate it under a heading such as \`## Authority
adjudications\` (\`Authority conflicts\`, \`Конфликты полномочий\`; setext ones too). The list
is free-form, so an entry names the conflict when the section holds every word of its
\`conflict_kind\` or of one of its sources' names, in any case or spelling
(\`skill vs agent body\`). No such section, and the conflict named nowhere in the log: fail at the
event. The section there but not naming it, or the log naming it only outside one: warn. A
resolved (non-blocking) conflict is not judged here: the protocol asks the manager to log the
unresolved ones. The ledger is read in one pass; at most ${LISTED_LINES} findings of each kind
are listed.

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
      status: 'fail',
      title: 'a specialist dispatched after a blocking authority conflict, before the judge ruled, fails',
      options: { preset: 'recommended' },
      files: {
        'events.jsonl': `{"type": "engagement_started", "agent": "dev-lead"}
{"type": "authority_conflict", "conflict_kind": "criteria_waives_protocol_gate", "resolution": null, "verdict": "REJECT", "blocking": true}
{"type": "specialist_dispatched", "specialist": "ui-designer"}`,
      },
    },
    {
      status: 'warn',
      title: 'an adjudications section that does not name the blocking conflict warns',
      options: { preset: 'recommended' },
      files: {
        'events.jsonl': `{"type": "authority_conflict", "conflict_kind": "skill_vs_agent_body", "resolution": null, "blocking": true}
{"type": "authority_conflict", "conflict_kind": "skill_vs_agent_body", "resolution": "skill wins per precedence rule 4", "decided_by": "judge"}
{"type": "specialist_dispatched", "specialist": "dev-frontend-engineer"}
{"type": "handoff_submitted", "verdict": "ACCEPT"}`,
        'acceptance-log.md': `# Acceptance log

## Iteration 1

### Verdict: ACCEPT

## Authority adjudications

- The heartbeat cadence question went to the judge.
`,
      },
    },
    {
      status: 'skip',
      title: 'skips without events.jsonl',
      files: {},
    },
  ],
  check({ model, options }) {
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
    const authority = followsProtocol(options) ? authorityFindings(model, file) : undefined;
    const problems = [...fileProblems(file), ...findings];
    if (bad || file.problems.length || authority?.fails.length) {
      const where = findings.slice(0, 5).map((f) => `L${f.line}`).join(', ');
      const what = bad ? `${plural(bad, 'line')} of events.jsonl ${pluralWord(bad, 'is', 'are')} not a JSON object (${where}${bad > 5 ? ', …' : ''})` : '';
      const enc = file.problems.length ? `events.jsonl: ${file.problems[0]!.message}` : '';
      const fixes = [
        bad || file.problems.length ? 'Rewrite each bad line as one UTF-8 JSON object (or remove it); emit events through the ledger CLI rather than by hand.' : '',
        authority?.fix ?? '',
      ];
      return {
        status: 'fail',
        detail: [what, enc, ...(authority?.detail ?? [])].filter(Boolean).join('; '),
        fix: fixes.filter(Boolean).join(' '),
        findings: [...problems, ...(authority ? [...authority.fails, ...authority.warns.map((f) => ({ ...f, severity: 'warning' as const }))] : [])],
      };
    }
    if (authority?.warns.length) return { status: 'warn', detail: authority.detail.join('; '), fix: authority.fix, findings: authority.warns };
    const conflicts = authority?.conflicts ? `; ${plural(authority.conflicts, 'blocking authority conflict')}, no dispatch before the judge ruled` : '';
    return { status: 'pass', detail: events.length ? `${plural(events.length, 'event')}, all JSON objects${conflicts}` : 'events.jsonl is empty' };
  },
});

/** The column of a blocking conflict's `"authority_conflict"` on its line, else 1. */
function typeColumn(file: TextFile, line: number): number {
  return (file.lines[line - 1]?.indexOf('"authority_conflict"') ?? -1) + 1 || 1;
}

/**
 * The protocol's rule-6 reading of the ledger (recommended): each blocking `authority_conflict` followed
 * by a dispatch before the judge's ruling fails at the event; each the acceptance log does not
 * adjudicate once its round has a verdict fails, or warns where the log may name it in its own words.
 */
function authorityFindings(model: EngagementModel, file: TextFile) {
  const conflicts = blockingConflicts(model);
  const halted = conflicts.filter((c) => c.dispatchedAt);
  const fails: Finding[] = halted.slice(0, LISTED_LINES).map((c) => ({
    file: file.rel,
    line: c.line,
    column: typeColumn(file, c.line),
    message: `blocking authority_conflict${conflictName(c)} is followed by \`${c.dispatchedAt!.type}\` at L${c.dispatchedAt!.line} with no ruling of the human judge between: ${HALT_QUOTE}`,
  }));
  const log = unadjudicated(model, conflicts, file.rel, LISTED_LINES);
  for (const f of log.fail) fails.push({ ...f, column: typeColumn(file, f.line) });
  const warns = log.warn.map((f) => (f.file === file.rel ? { ...f, column: typeColumn(file, f.line) } : f));
  const detail = [
    halted.length ? `${plural(halted.length, 'blocking authority conflict')} followed by a dispatch before the judge ruled (${halted.slice(0, 5).map((c) => `L${c.line}`).join(', ')}${halted.length > 5 ? ', …' : ''})` : '',
    log.failed ? `${plural(log.failed, 'blocking authority conflict')} not logged in acceptance-log.md §"Authority adjudications"` : '',
    log.warned ? `${plural(log.warned, 'blocking authority conflict')} the acceptance log's §"Authority adjudications" may not name` : '',
  ].filter(Boolean);
  const fix = [
    halted.length ? 'Halt dispatch on a blocking authority conflict until the human judge rules, and record the ruling (ledger-emit.py --authority-conflict … --resolution "…" --decided-by judge) before the next dispatch.' : '',
    log.failed || log.warned ? 'Log each blocking authority conflict and its resolution under `## Authority adjudications` in acceptance-log.md, naming its conflict_kind or sources.' : '',
  ].filter(Boolean).join(' ');
  return { conflicts: conflicts.length, fails, warns, detail, fix };
}
