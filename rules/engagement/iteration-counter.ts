import { counterOffLog as offLogOf, handoffIteration, type CounterOffLog } from './lib/round-in-force.js';
import { abortedAt, acceptanceRoundSpans, unreadRoundHeadings, defineRule, followsProtocol, iterationHeadings, notAFileMessage, verdictsInAnyForm, type RuleOutcome, type EngagementModel, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

/**
 * The round the handoff's §10 names (`Current round: 2.`, `**Current round:** iteration 2 of 2`): its first
 * such line outside fences. Bounded gaps, one number: linear on any line.
 */
const CURRENT_ROUND = /\bcurrent[ \t]{1,3}round(?:\*\*|__)?[ \t]{0,3}[:：](?:\*\*|__)?[ \t]{0,3}(?:iter(?:ation)?[ \t]{0,3}(?:#[ \t]{0,2})?)?(\d{1,6})\b/i;
/**
 * The same line in Russian (`Текущий раунд: 3`, `**Текущий круг:** 3`, `Текущая итерация: итерация 3 из 3`): раунд and
 * круг read as "round", итерация in any case form as "iteration". Bounded runs: linear on any line.
 */
const CURRENT_ROUND_RU = /(?<![\p{L}\p{N}])текущ[а-яё]{1,3}[ \t]{1,3}(?:раунд|круг|итераци[а-яё]{1,2})(?:\*\*|__)?[ \t]{0,3}[:：](?:\*\*|__)?[ \t]{0,3}(?:(?:итер(?:аци[а-яё]{1,2})?|раунд|круг)[ \t]{0,3}(?:[#№][ \t]{0,2})?)?(\d{1,6})(?!\d)/iu;

function handoffRound(model: EngagementModel): { n: number; line: number; column: number; quote: string } | undefined {
  const handoff = model.handoff;
  if (!handoff) return undefined;
  for (const { line, text } of handoff.linesOf({ start: handoff.bodyStart, end: handoff.lines.length }, { skipFenced: true })) {
    const m = CURRENT_ROUND.exec(text) ?? CURRENT_ROUND_RU.exec(text);
    if (m) return { n: Number(m[1]), line, column: m.index + m[0].length - m[1]!.length + 1, quote: m[0].replace(/\*\*|__/g, '') };
  }
  return undefined;
}

/**
 * The verdict of the log's round numbered `n` (its last, in any form the verdict rules read) when it
 * judged that round's handoff: an ACCEPT or a REJECT, not the ABORTED stub, which a user's abort may
 * write while the rework is still under way.
 */
function judgedRound(log: MarkdownDoc | undefined, n: number): { line: number; word: string } | undefined {
  const round = log && acceptanceRoundSpans(log, 'protocol').filter((r) => r.n === n).at(-1);
  const last = round && verdictsInAnyForm(log, round).at(-1);
  return last && !last.word.startsWith('ABORT') ? { line: last.line, word: last.word } : undefined;
}

export default defineRule<EngagementModel>({
  id: 'iteration-counter',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: true,
  summary: 'engagement/iteration holds an integer that agrees with the acceptance log',
  statuses: ['pass', 'fail', 'skip'],
  docs: `\`engagement/iteration\` is the single source of truth for the round number: the lead
increments it before a handoff, the director on a REJECT. A counter that disagrees with the
\`## Iteration N\` sections of acceptance-log.md means someone falsified or forgot the count.

- No \`iteration\` file: skip before the first verdict (no acceptance-log.md), fail after it.
- The file must hold an integer (surrounding whitespace is ignored), read as the reference's
  Python \`int()\` reads it: a sign (\`+2\`, \`-1\`), underscores between digits (\`1_0\`) and
  decimal digits of any script are accepted. Under \`--preset recommended\` it must be written in
  plain ASCII digits (\`2\`), as every other check reads it.
- When acceptance-log.md has level-2 \`## Iteration N\` headings, the counter must equal the
  highest N (the latest iteration, already judged) or that plus one (a new submission). A signed
  counter is compared by its value: \`+2\` is 2; \`-1\` matches no heading (a heading's number has
  no sign), so it fails against a log with rounds and passes one without.
- Under \`--preset recommended\`, when the latest \`## Iteration N\` round ends in an ACCEPT
  (read up to the next round's heading, in any form the verdict rules read: a legacy
  \`**ACCEPTED**\` too), the counter must be N: an ACCEPT ends the engagement, so no round
  follows it, and a counter of N + 1 or more fails at the counter ("no round follows an ACCEPT")
  rather than leaving the later checks to blame the round's outputs for being stale. Compat keeps
  N or N + 1.
- Under \`--preset recommended\`, a heading of acceptance-log.md (levels 1 to 3) that names a
  round in another form (\`## Iter 2\`, \`## Iteration #2\`, \`### Iteration 2\`,
  \`## Round 2\`) fails at that heading when its number is not a round the log already reads: the
  round is read by no check, so the counter cannot be checked against it (\`### Iteration 1
  blockers\` under \`## Iteration 2\` refers to a round that is read, and passes). A round's
  heading in Russian, \`## Итерация 2\`, is the round itself under this preset, for this check and
  every check that reads the log (or an executor report) by round.
- Under \`--preset recommended\`, headings are read as markdown renders them: an \`Iteration 2\` underlined
  with \`---\` is an \`## Iteration 2\`, a handoff title underlined with \`===\` a title (compat reads
  \`## \` and \`# \` lines only, as the reference does).
- Under \`--preset recommended\`, the handoff's title (\`# Handoff — iteration N — …\`, in Russian
  \`# Handoff — итерация N — …\`, any case form, раунд or круг too) must name the
  counter's iteration, or the one before it while its rework is under way. That rework is over once
  acceptance-log.md's round at the counter ended in an ACCEPT or a REJECT (in any form the verdict
  rules read): that round judged the counter's handoff, so the title must name the counter's
  iteration (the ABORTED stub judges no handoff: a user may abort during the rework). The handoff's
  §10 \`Current round: N\` (its first such line outside code, \`**Current round:** N\` and
  \`Current round: iteration N of M\` too, and in Russian \`Текущий раунд: N\`, \`Текущий круг: N\`,
  \`Текущая итерация: N\`) is held to the counter the same way, and the failure names
  both numbers: the counter, not §10, is the source of truth. The counter is read
  against the log first: when they disagree, the check fails at the counter, says whether it is
  behind or ahead of the latest \`## Iteration N\` and what to set it to, and names the title only
  when the log contradicts it too.
- A number of 2^53 or more, in the counter or a heading, fails: it can no longer be told from
  its neighbour, so no comparison would mean anything.
- Under \`--preset recommended\`, a wrong counter is this check's failure alone. When it is behind the log's latest
  round or past its ACCEPT, the checks of "the current iteration" (validator-output-freshness, trace-schema's round,
  ux-screens, self-acceptance-delta, executor-iteration-structure, director-verdict, iteration-budget and others) judge
  the round the log is in (the handoff's title decides between N and N + 1) and say so in their detail; when the log
  leaves both open, they skip, naming this check. The counter is kept when the handoff's title names its round too,
  or when it is ahead of a log that accepted nothing: the log may be the one wrong, or lack the rounds in between. Compat reads the counter as written everywhere, as the reference does.`,
  examples: [
    {
      status: 'pass',
      title: 'passes any integer when the log has no level-2 iteration headings outside fences',
      files: {
        'iteration': '1',
      },
    },
    {
      status: 'fail',
      title: 'fails a counter that is not an integer: ""',
      files: {
        'iteration': '',
      },
    },
    {
      status: 'skip',
      title: 'skips on the first handoff (no counter, no acceptance log)',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Source of truth: engagement/iteration plain-text file (single integer). Lead increments it before submitting handoff; director increments on REJECT.',
      compat: 'An acceptance-log.md without the counter fails, whatever it holds, as in the reference. A counter one past a round that ended in ACCEPT passes as "a new submission".',
      recommended: 'An engagement the user aborted before any handoff or REJECT (the log holds only the ABORTED stub) never had a counter: it passes. The counter moves on a handoff or a REJECT, and no round follows an ACCEPT: past the latest round when that round ended in ACCEPT, the counter fails.',
    },
    {
      protocol: 'Source of truth: engagement/iteration plain-text file (single integer).',
      compat: 'The counter is read as the reference\'s Python `int()` reads it: `+2` is iteration 2, and `-1`, `1_0` or digits of another script (`٣`) are integers too, compared with the log by value (`-1` passes a log without `## Iteration N` headings).',
      recommended: 'The counter must be written in plain ASCII digits (`2`), as every other check reads it: `+2`, `-1` or `1_0` fails as no iteration number.',
    },
    {
      protocol: 'Source of truth: engagement/iteration plain-text file (single integer). Lead increments it before submitting handoff; director increments on REJECT. handoff-precheck verifies the counter agrees with ## Iteration N headings in acceptance-log.md.',
      compat: 'The counter must equal the highest `## Iteration N` of acceptance-log.md or that plus one.',
      recommended: 'Not changed: read literally, two increments per rejected round (director on REJECT, lead before the next handoff) would put the counter two ahead of the log, which contradicts the handoff title "iteration {N}"; the reference\'s reading (the round under review, or the next one) is the only consistent one. The handoff\'s title ("# Handoff — iteration {N} — …") is read against it: a title naming an iteration other than the counter\'s, or the one before it while its rework is under way, fails (a REJECT that did not move the counter, a handoff submitted before the increment); the rework is over once the log\'s round at the counter ended in ACCEPT or REJECT, which judged the counter\'s handoff. §10\'s `Current round: N` is read against the counter the same way ("Source of truth: engagement/iteration"). The counter is read against the log first: when they disagree, the check fails at the counter, as compat does, says whether it is behind or ahead of the latest `## Iteration N` and what to set it to (the title decides between N and N + 1 when it fits only one), and names the title only when the log contradicts it too.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    // Recommended: acceptance-log.md's headings as markdown renders them (`Iteration 2` over `---` is round 2).
    const reading = protocol ? 'protocol' : 'reference';
    const counter = model.iteration;
    const log = model.acceptanceLog;
    if (!counter.present) {
      if (!log) return { status: 'skip', detail: 'first handoff: no iteration counter and no acceptance-log.md yet' };
      // The lead increments the counter on handoff, the director on REJECT: an engagement the user aborted
      // before either (the log holds only the ABORTED stub) never had one.
      const aborted = protocol ? abortedAt(model) : undefined;
      if (aborted && verdictsInAnyForm(log).every((v) => v.word.startsWith('ABORT'))) {
        return { status: 'pass', detail: `aborted at ${aborted} before any handoff or REJECT: no counter was kept` };
      }
      // A folder (or a FIFO) where the counter belongs is no counter either, but "create it" cannot be done as said.
      const inPlace = model.entries().find((e) => e.name === 'iteration' && e.kind !== 'file');
      if (inPlace) {
        return {
          status: 'fail',
          detail: `engagement/iteration is ${notAFileMessage(inPlace)}, but acceptance-log.md exists`,
          fix: 'Replace engagement/iteration with a plain-text file holding the current iteration number (a single integer).',
          findings: [{ file: inPlace.rel, line: 1, column: 1, message: `engagement/iteration is ${notAFileMessage(inPlace)}: the counter must be a file holding a single integer` }],
        };
      }
      return {
        status: 'fail',
        detail: 'engagement/iteration file missing but acceptance-log.md exists',
        fix: 'Create engagement/iteration holding the current iteration number (a single integer).',
        findings: [log.at(iterationHeadings(log, reading)[0]?.line ?? 1, 'acceptance-log.md records verdicts but engagement/iteration does not exist')],
      };
    }
    // compat reads the counter as the reference's int() does (`+2`, `-1`); the protocol reading wants plain digits.
    const n = protocol ? counter.value : counter.int;
    if (n === undefined) {
      const shown = (counter.raw ?? '').slice(0, 40);
      const huge = protocol ? /^\d+$/.test(counter.raw ?? '') : counter.tooLarge === true;
      // An integer to int() but not plain digits (`+2`, `1_0`): say what the protocol reading wants.
      const notPlain = protocol && counter.int !== undefined;
      return {
        status: 'fail',
        detail: huge
          ? `engagement/iteration holds a number too large to count iterations (${counter.raw!.replace(/[+_-]/g, '').length} digits)`
          : notPlain
            ? `engagement/iteration is not an iteration number written in plain digits: ${JSON.stringify(shown)}`
            : `engagement/iteration is not an integer: ${shown === '' ? 'the file is empty' : JSON.stringify(shown)}`,
        fix: 'Write the current iteration number as the only content of engagement/iteration, e.g. `2`.',
        findings: [model.at('iteration', 1, notPlain ? 'iteration counter must be written in plain digits 0-9 (no sign, no underscore)' : 'iteration counter must be a single integer')],
      };
    }
    // The lead increments the counter before submitting, the director after a REJECT: the handoff's
    // title names the counter's iteration, or the one before it while the rework is under way. Read
    // after the log: a counter the log contradicts is the mistake to name first.
    const titled = protocol ? handoffIteration(model) : undefined;
    const headings = iterationHeadings(log, reading);
    const huge = headings.find((h) => !Number.isSafeInteger(h.n));
    if (huge) {
      return {
        status: 'fail',
        detail: `acceptance-log.md's iteration heading at L${huge.line} holds a number too large to count iterations; the counter cannot be checked against it`,
        fix: 'Number the iterations of acceptance-log.md 1, 2, 3, ... as the rounds happened.',
        findings: [log!.at(huge.line, 'iteration number too large to compare')],
      };
    }
    const seen = [...new Set(headings.map((h) => h.n))].sort((a, b) => a - b);
    // The protocol reading: a round written under another heading (`## Iter 2`, `## Iteration #2`, `### Iteration 2`,
    // `## Round 2`) is not read as one, so the counter, and every check reading the log by round, misses it. A
    // Russian `## Итерация 2` is the same round, and read as one under this reading.
    const unread = protocol && log ? unreadRoundHeadings(log, reading)[0] : undefined;
    if (unread) {
      return {
        status: 'fail',
        detail: `acceptance-log.md's heading \`${unread.text}\` (L${unread.line}) reads as round ${unread.n} but is not a \`## Iteration N\` heading: the counter cannot be checked against that round`,
        fix: `Write the round's heading \`## Iteration ${unread.n}\` (level 2, the word Iteration, the number): every check reads acceptance-log.md's rounds by it.`,
        findings: [log!.at(unread.line, `\`${unread.text}\` is not read as round ${unread.n}: write \`## Iteration ${unread.n}\``)],
      };
    }
    if (seen.length && !protocol) {
      const max = seen[seen.length - 1]!;
      if (n !== max && n !== max + 1) {
        return {
          status: 'fail',
          detail: `counter=${n} but acceptance-log iterations=[${seen.join(', ')}]; expected ${max} or ${max + 1}`,
          fix: `Set engagement/iteration to ${max} (the latest judged iteration) or ${max + 1} (a new submission).`,
          findings: [model.at('iteration', 1, `counter ${n} disagrees with acceptance-log.md (latest \`## Iteration ${max}\`)`)],
        };
      }
    }
    // "director increments on REJECT": an ACCEPT ends the engagement, so no round follows it and the counter past it is what is wrong.
    const off = protocol ? offLogOf(model) : undefined;
    if (off) return offLogOutcome(model, off);
    // The previous iteration's handoff stands only while its rework is under way: once the log's round at the
    // counter judged a handoff (ACCEPT or REJECT), that handoff was the counter's. §10's `Current round:` is read
    // the same way: the counter, not §10, is the source of truth.
    const judged = protocol && n > 1 ? judgedRound(log, n) : undefined;
    const fits = (k: number) => k === n || (k === n - 1 && !judged);
    const round = protocol ? handoffRound(model) : undefined;
    const titleOff = titled && !fits(titled.n) ? titled : undefined;
    const roundOff = round && !fits(round.n) ? round : undefined;
    if (titleOff || roundOff) {
      const parts = [
        ...(titleOff ? [`handoff.md is titled iteration ${titleOff.n} (L${titleOff.line})`] : []),
        ...(roundOff ? [`handoff.md §10 says \`${roundOff.quote}\` (L${roundOff.line})`] : []),
      ];
      const what = titleOff ? `the handoff of iteration ${n}` : `\`Current round: ${n}\``;
      // Naming the previous iteration is wrong only because the round at the counter was judged: say so then.
      const behind = (k: { n: number } | undefined) => judged && k?.n === n - 1;
      const or = n < 2 ? '' : !judged ? ` (or ${n - 1} while its rework is under way)` : behind(titleOff) || behind(roundOff) ? ` (iteration ${n} of acceptance-log.md ended in ${judged.word} at L${judged.line}: its handoff was judged, so no rework of iteration ${n - 1} is under way)` : '';
      const judgedNote = (k: { n: number }) => (behind(k) ? ` (iteration ${n} was judged: ${judged!.word} at acceptance-log.md L${judged!.line})` : '');
      const ahead = Math.max(titleOff?.n ?? 0, roundOff?.n ?? 0);
      return {
        status: 'fail',
        detail: `${parts.join(' and ')} but engagement/iteration${titleOff ? '' : ', the source of truth,'} is ${n}; expected ${what}${or}`,
        fix: ahead > n
          ? `Increment engagement/iteration to ${ahead} before submitting the iteration ${ahead} handoff, or correct the handoff's iteration if the counter is right.`
          : `Write the iteration ${n} handoff (its title \`# Handoff — iteration ${n} — …\`, §10 \`Current round: ${n}\`).`,
        findings: [
          ...(titleOff ? [model.handoff!.at(titleOff.line, `handoff titled iteration ${titleOff.n}, counter ${n}${judgedNote(titleOff)}`, titleOff.column)] : []),
          ...(roundOff ? [model.handoff!.at(roundOff.line, `\`${roundOff.quote}\` disagrees with engagement/iteration (${n}), the source of truth${judgedNote(roundOff)}`, roundOff.column)] : []),
        ],
      };
    }
    return { status: 'pass', detail: seen.length ? `counter=${n} (acceptance-log latest iteration ${seen[seen.length - 1]})` : `counter=${n}` };
  },
});

/**
 * The protocol reading of a counter out of step with the log ("verifies the counter agrees with ## Iteration N
 * headings; mismatch = REJECT"): reported at the counter, with what to set it to. A handoff title that agrees
 * with the log shows the counter is the one left behind (or pushed ahead); one that does not is named too.
 */
function offLogOutcome(model: EngagementModel, off: CounterOffLog): RuleOutcome {
  const { n, max, headingLine, expected, accepted, titled, target } = off;
  // A title the log contradicts too is named as well: it follows from the same count.
  const titleFinding: Finding[] = titled && !expected.some((c) => titled.n === c || titled.n === c - 1) ? [model.handoff!.at(titled.line, `handoff titled iteration ${titled.n}: acceptance-log.md's rounds expect the handoff of iteration ${expected.join(' or ')}`, titled.column)] : [];
  if (accepted && n > max) {
    return {
      status: 'fail',
      detail: `counter=${n} but iteration ${max} of acceptance-log.md ended in ${accepted.word} (L${accepted.line}): no round follows an ACCEPT; expected ${max}`,
      fix: `Set engagement/iteration back to ${max}: the counter moves on a handoff or a REJECT, and the engagement ended with the iteration ${max} ACCEPT.`,
      findings: [model.at('iteration', 1, `counter ${n} is past the iteration ${max} ACCEPT (acceptance-log.md L${accepted.line}): no round follows an ACCEPT`), ...titleFinding],
    };
  }
  const behind = n < max;
  const to = target === undefined ? expected.join(' or ') : String(target);
  const ended = accepted ? `, which ended in ${accepted.word} (L${accepted.line})` : '';
  const title = !titled ? '' : titleFinding.length ? `; handoff.md's title (iteration ${titled.n}) agrees with neither` : `; handoff.md's title (iteration ${titled.n}) agrees with the log`;
  return {
    status: 'fail',
    detail: `counter=${n} is ${behind ? 'behind' : 'ahead of'} acceptance-log.md, whose latest round is \`## Iteration ${max}\` (L${headingLine})${ended}; expected ${expected.join(' or ')}${title}`,
    fix: behind
      ? `Set engagement/iteration to ${to}: the director increments it on a REJECT and the lead before each handoff, so it is never behind the rounds acceptance-log.md records.`
      : `Set engagement/iteration to ${to}; if acceptance-log.md lacks the rounds in between, add their \`## Iteration N\` sections instead.`,
    findings: [model.at('iteration', 1, `counter ${n} is ${behind ? 'behind' : 'ahead of'} acceptance-log.md's latest round \`## Iteration ${max}\` (L${headingLine}): set it to ${to}`), ...titleFinding],
  };
}
