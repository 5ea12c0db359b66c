import { acceptanceRounds, defineRule, findDate, heartbeatEntries, latestVerdict, type AcceptanceRound, type EngagementModel, type MarkdownDoc, type Tier } from '@engagement-lint/core/kit';

/** Minutes after which a lead without a new heartbeat is presumed stalled. */
export const HEARTBEAT_LIMIT_MIN: Record<Tier, number> = { S: 5, M: 15, L: 30 };

/** "12 min", "3 h 5 min", "4 days": stale logs can be months old. */
function span(min: number): string {
  const m = Math.floor(min);
  if (m < 120) return `${m} min`;
  if (m < 48 * 60) return `${Math.floor(m / 60)} h ${m % 60} min`;
  return `${Math.floor(m / 1440)} days`;
}

/** Minutes a heartbeat may lie ahead of now: the widest gap between two time zones (UTC−12 to UTC+14). */
const FUTURE_SLACK_MIN = 26 * 60;

/** The offsets from UTC that zones use, in minutes east (whole hours, and the half and quarter hours some keep). */
const ZONE_OFFSETS = [-720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210, 240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840];
/** Minutes two machines' clocks may lie apart: a stamp this far ahead of now is fresh, not another zone's. */
const CLOCK_SKEW_MIN = 5;

/**
 * The least age, in minutes, of a time written without a zone that reads `ahead` minutes ahead of now
 * as UTC: the writer's zone put it at most CLOCK_SKEW_MIN ahead of now, so it is at least the nearest
 * such zone's offset minus `ahead` old. `2 h 10 min` ahead: UTC+03:00 (there is no +02:30), 50 min.
 */
function leastAgeOfZoneless(ahead: number): { age: number; offset: number } {
  const offset = ZONE_OFFSETS.find((z) => z >= ahead - CLOCK_SKEW_MIN) ?? ZONE_OFFSETS.at(-1)!;
  return { age: Math.max(0, offset - ahead), offset };
}

/** `+03:00`, `-09:30`, `+00:00`. */
const zoneName = (min: number) => `${min < 0 ? '-' : '+'}${String(Math.floor(Math.abs(min) / 60)).padStart(2, '0')}:${String(Math.abs(min) % 60).padStart(2, '0')}`;


/** When a REJECT round was logged: the time on its verdict line, else on its `## Iteration N — …` heading. */
function loggedAt(log: MarkdownDoc, round: AcceptanceRound): Date | undefined {
  for (const line of [round.verdict?.line, round.line]) {
    const text = line === undefined ? '' : log.line(line);
    // A `YYYY-MM-DD HH:MM` stamp anywhere on the line, with a zone when one follows, as heartbeats are read.
    const at = findDate(text, { dayFirst: false, needTime: true });
    if (at) return new Date(at.value);
  }
  return undefined;
}

export default defineRule<EngagementModel>({
  id: 'heartbeat-staleness',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  optIn: true,
  summary: 'The latest lead heartbeat in validation-log.md is recent for the tier',
  statuses: ['pass', 'warn', 'skip'],
  docs: `Leads append \`## Heartbeat — Phase <name> — completed YYYY-MM-DD HH:MM:SS\` to
validation-log.md after each phase (read as markdown renders headings: underlined with \`---\`, or
behind emphasis or an emoji, it is a heartbeat too). When the most recent one is older than
${HEARTBEAT_LIMIT_MIN.S} minutes (S), ${HEARTBEAT_LIMIT_MIN.M} (M) or ${HEARTBEAT_LIMIT_MIN.L} (L), the protocol presumes the engagement
stalled: warn, so an operator looks at the folder.

"Now" is the run's clock (\`--now\` in tests and replays). A time without a zone
is read as UTC, so the answer never depends on the time zone of the machine
running the linter; a trailing \`Z\`, \`UTC\`, \`+03:00\`, \`UTC+3\` or a zone's name that names one
offset (\`MSK\`, \`CET\`, \`EST\` …) is honoured, and leads on machines away from UTC should write
one. A time without a zone that reads ahead of now (a local time east of UTC) is judged by the
nearest zone that puts it no more than ${CLOCK_SKEW_MIN} minutes ahead of now: \`09:10:00\` read at
10:00 UTC+3 (07:00 UTC) is at least 50 minutes old, as there is no UTC+02:30, and warns at S. The most recent heartbeat is the
latest time, wherever it sits in the file. A heartbeat heading without a
readable time is a warning of its own, and so is a latest heartbeat more than
26 hours ahead of now (further than any two time zones lie apart: the stamp or
the clock is wrong, so the heartbeat proves nothing).

skip when validation-log.md has no heartbeat, once the latest verdict of acceptance-log.md
is ACCEPT or ABORTED, in any form the verdict rules read (\`**ACCEPTED**\`, the line
under a bare \`## Verdict\` or \`### Verdict\` heading), inside an \`## Iteration N\` round or
not (the user's abort, \`### Verdict: ABORTED\` with the user's words, is often appended after
the rounds; the detail names it): a closed engagement beats no more. Also when the latest
heartbeat says \`next phase: done\`: the lead has finished its phases, and what
follows (consilium, the human judge's directive, the director's verdict) writes
no heartbeats, so silence there is not a stalled lead. That exemption ends once
a REJECT of the heartbeat's iteration (or a later one) is logged: the lead owes
rework and its silence counts again.

Silence is measured from the later of the last heartbeat and the latest REJECT:
the lead cannot be stalled on rework it was not yet asked for. The REJECT's time
is the \`YYYY-MM-DD HH:MM\` on its verdict line, else on its round heading
(\`## Iteration 1 — 2026-05-14 16:20\`, or the same underlined with \`---\`), read like a heartbeat's (UTC without a
zone); a REJECT without one, or logged before the last heartbeat, leaves the
last heartbeat as the start.

Opt-in (\`--override-checks heartbeat-staleness\` or config): the answer
depends on the wall clock, so it belongs in a watchdog, not in a commit hook or
a reproducible CI run. Tiers: S, M and L, each with its own limit.`,
  examples: [
    {
      status: 'pass',
      title: 'takes the latest time wherever it sits, and honours an explicit zone',
      files: {
        'validation-log.md': '## Heartbeat — Phase validate — completed 2026-11-30 14:50:00 +03:00',
      },
    },
    {
      status: 'warn',
      title: 'states a long silence in hours or days',
      files: {
        'validation-log.md': '## Heartbeat — Phase deliver — completed 2026-11-30 08:55:00',
      },
    },
    {
      status: 'skip',
      title: 'skips without heartbeats and once the engagement is closed',
      files: {},
    },
  ],
  check({ model, options }) {
    const log = model.validationLog;
    const beats = heartbeatEntries(log);
    if (!log || !beats.length) return { status: 'skip', detail: 'validation-log.md has no heartbeat' };
    // The log's latest verdict, in any form the verdict rules read (`**ACCEPTED**` closes the engagement as
    // `### Verdict: ACCEPT` does), in a round or not: the abort stub is often appended outside the rounds.
    const last = latestVerdict(model.acceptanceLog)?.verdict;
    if (last?.word.startsWith('ACCEPT')) return { status: 'skip', detail: `engagement closed (${last.word}); heartbeats have stopped by design` };
    if (last?.word.startsWith('ABORT')) return { status: 'skip', detail: `engagement closed (${last.word} at acceptance-log.md L${last.line}: the user aborted it); heartbeats have stopped by design` };
    const timed = beats.filter((b) => b.at);
    if (!timed.length) {
      return {
        status: 'warn',
        detail: 'no heartbeat carries a readable `completed YYYY-MM-DD HH:MM:SS` time; staleness cannot be judged',
        fix: 'Write heartbeats as `## Heartbeat — Phase <name> — completed YYYY-MM-DD HH:MM:SS`.',
        findings: beats.map((b) => log.at(b.line, 'heartbeat without a readable completion time', 1, 'warning')),
      };
    }
    const latest = timed.reduce((a, b) => (b.at!.getTime() > a.at!.getTime() ? b : a));
    // Rounds as markdown renders their headings: an `Iteration 1 — …` underlined with `---` is round 1.
    const reject = acceptanceRounds(model.acceptanceLog, 'protocol').findLast((r) => r.verdict?.word.startsWith('REJECT'));
    // The heartbeat protocol is the lead's; after "next phase: done" the next steps are the manager's and the human's, which write none.
    if (latest.nextPhase !== undefined && /^done\b/.test(latest.nextPhase)) {
      if (!reject || (latest.iteration !== undefined && reject.n < latest.iteration)) {
        return { status: 'skip', detail: `the lead's last heartbeat (Phase ${latest.phase}, L${latest.line}) says next phase: done; consilium, the human judge and the verdict follow without heartbeats` };
      }
    }
    const limit = HEARTBEAT_LIMIT_MIN[model.tier];
    // The lead owes rework from the REJECT on: the silence before it was the consilium's, the judge's and the
    // manager's. A REJECT logged after the last heartbeat (and no further ahead than a time zone) restarts the clock.
    const rejectedAt = reject && loggedAt(model.acceptanceLog!, reject);
    const sinceReject = rejectedAt && rejectedAt.getTime() > latest.at!.getTime() && rejectedAt.getTime() - options.now.getTime() <= FUTURE_SLACK_MIN * 60_000 ? rejectedAt : undefined;
    if (reject && sinceReject) {
      const silentMin = (options.now.getTime() - sinceReject.getTime()) / 60_000;
      const when = silentMin < 0 ? `${span(-silentMin)} ahead of now (a time zone explains it)` : `${span(silentMin)} ago`;
      const what = `the REJECT of iteration ${reject.n} (acceptance-log.md L${reject.verdict!.line}) was logged ${when}, after the last heartbeat (Phase ${latest.phase}, L${latest.line})`;
      if (silentMin <= limit) return { status: 'pass', detail: `${what}: within ${limit} min` };
      return {
        status: 'warn',
        detail: `${what}, and no heartbeat since: over the ${limit}-min limit for size ${model.tier}: engagement presumed stalled`,
        fix: 'Check the engagement for rework since the REJECT: rework without a heartbeat is a protocol violation; no rework means abort and re-dispatch from the REJECT.',
        findings: [log.at(latest.line, `no heartbeat since the REJECT of iteration ${reject.n}, ${span(silentMin)} ago (limit ${limit} min at size ${model.tier})`, 1, 'warning')],
      };
    }
    const ageMin = (options.now.getTime() - latest.at!.getTime()) / 60_000;
    const age = `${span(ageMin)} ago`;
    // Further ahead than any time zone or clock drift explains: the stamp is wrong, not fresh.
    if (ageMin < -FUTURE_SLACK_MIN) {
      return {
        status: 'warn',
        detail: `last heartbeat (Phase ${latest.phase}, L${latest.line}) is ${span(-ageMin)} in the future, more than any time zone explains: staleness cannot be judged`,
        fix: 'Write heartbeats with the time they were written (`completed YYYY-MM-DD HH:MM:SS`, with a zone where machines differ); check the clock of the machine writing them.',
        findings: [log.at(latest.line, `latest heartbeat is ${span(-ageMin)} in the future`, 1, 'warning')],
      };
    }
    if (ageMin > limit) {
      return {
        status: 'warn',
        detail: `last heartbeat (Phase ${latest.phase}, L${latest.line}) completed ${age}, over the ${limit}-min limit for size ${model.tier}: engagement presumed stalled`,
        fix: 'Check the engagement for progress since that phase: progress without a heartbeat is a protocol violation; no progress means abort and re-dispatch from the last completed phase.',
        findings: [log.at(latest.line, `latest heartbeat is ${span(ageMin)} old (limit ${limit} min at size ${model.tier})`, 1, 'warning')],
      };
    }
    // Ahead of now, written without a zone: a local time east of UTC. Stale if the nearest zone that puts it
    // in the past still makes it older than the limit; otherwise fresh, and said so.
    if (ageMin < 0 && !latest.zoned) {
      const least = leastAgeOfZoneless(-ageMin);
      if (least.age > limit) {
        return {
          status: 'warn',
          detail: `last heartbeat (Phase ${latest.phase}, L${latest.line}) is dated ${span(-ageMin)} ahead of now, written without a zone: in the nearest zone that puts it in the past (UTC${zoneName(least.offset)}) it completed ${span(least.age)} ago, over the ${limit}-min limit for size ${model.tier}: engagement presumed stalled`,
          fix: 'Check the engagement for progress since that phase, and write heartbeats with their zone (`completed YYYY-MM-DD HH:MM:SS+03:00`) so their age is known.',
          findings: [log.at(latest.line, `latest heartbeat is at least ${span(least.age)} old in any zone that puts it in the past (limit ${limit} min at size ${model.tier})`, 1, 'warning')],
        };
      }
    }
    // Ahead of now by less than a time zone explains: a local time read as UTC, or clocks apart; never stale, and said so.
    if (ageMin < 0) return { status: 'pass', detail: `last heartbeat (Phase ${latest.phase}, L${latest.line}) is dated ${span(-ageMin)} ahead of now, which a time zone explains (a time written without a zone is read as UTC): not stale` };
    return { status: 'pass', detail: `last heartbeat (Phase ${latest.phase}) completed ${age}, within ${limit} min` };
  },
});
