import { abortedAt, acceptanceIterationBlock, awaitingRoundVerdict, COMPAT_DECISION_LABEL, DECISION_LABEL_MENTION, defineRule, directiveDecision, directiveForRound, DIRECTIVE_DECISIONS, followsProtocol, iterationHeadings, latestVerdict, PROTOCOL_DECISION_LABEL, revisedDecisions, titleIteration, unfilledDecision, verdictLines, verdictsInAnyForm, type EngagementModel, type MarkdownDoc, type SectionReading } from '@engagement-lint/core/kit';
import { lateDirective } from './lib/directive-dates.js';
import { currentRound } from './lib/round-in-force.js';

const DECISIONS = DIRECTIVE_DECISIONS;
/** A value in code or emphasis marks after a label: `Decision: \`PROCEED_TO_VERDICT\``. */
const MARKED_VALUE = /:\s{0,8}(?:\*\*|__|\*|_|`{1,2})\s{0,2}[A-Za-z]/;
/** The forms each preset reads, for messages. */
const FORMS = {
  compat: '`Decision: X` opening the line (no bold, no indent, no list marker; the label spelled exactly)',
  protocol: '`Decision: X`, `**Decision:** X`, `**Decision**: X`, `- Decision: X`, `* Decision: X` or `## Decision: X`, opening the line, indented by three spaces at most (a short gloss ending in ` / ` may come first: `Решение / Decision: X`; the Russian label reads as the English one: `Решение: X`), or a `| Decision | X |` table row',
};
/** Text after a Decision label that holds a value of letters or digits, in whatever marks. */
const SOME_VALUE = /[A-Za-z0-9]/;
/** The label's word followed by its colon, marks between allowed: a line that means to write a Decision. */
const COLON_LABEL = /(?:decision|решение)(?:\*\*|__|\*|_)?[ \t]*:/i;

/**
 * Where a directive with no Decision read mentions a Decision label all the same, and why it is not
 * read there: the first such line of the part read (`range`), else of the file, at the word. A line
 * whose value reads is only outside that part, and is named so (never "without a value").
 */
function labelMention(doc: MarkdownDoc, protocol: boolean, forms: string, part?: { n?: number; line?: number; range?: { start: number; end: number } }): { line: number; column: number; message: string } | undefined {
  const label = protocol ? PROTOCOL_DECISION_LABEL : COMPAT_DECISION_LABEL;
  const range = part?.range;
  const count = doc.file.lines.length;
  const inRange = (l: number) => !range || (l >= range.start && l <= range.end);
  // The part read first: a mention there is why that part records no decision. Within it a label with its colon comes
  // before a bare word, and the title last: "# Решение человека — x" names the document, while line 7 writes the label.
  const title = doc.headingsIn('protocol')[0]?.line;
  const rank = (l: number) => (inRange(l) ? 0 : 3) + (COLON_LABEL.test(doc.file.lines[l - 1]!) ? 0 : l === title ? 2 : 1);
  const mentions = [...Array(count).keys()].map((i) => i + 1).filter((l) => DECISION_LABEL_MENTION.test(doc.file.lines[l - 1]!));
  for (const l of mentions.sort((a, b) => rank(a) - rank(b))) {
    const text = doc.file.lines[l - 1]!;
    const column = text.search(/decision|решение/i) + 1;
    if (l >= doc.bodyStart && doc.isFenced(l)) {
      return { line: l, column, message: `this Decision is inside fenced code or an HTML comment, which is not read; write it as ${forms}` };
    }
    const read = range && !inRange(l) ? directiveDecision(doc, protocol, { start: l, end: l }) : undefined;
    if (read) {
      const where = `the \`## Iteration ${part!.n}\` section (L${part!.line ?? range!.start}–L${range!.end}), the part of the directive that is read`;
      return { line: read.line, column: read.column, message: `Decision ${read.value} sits outside ${where}; write that round's Decision in its section` };
    }
    if (!label.test(text)) return { line: l, column, message: `Decision label in a form that is not read; the form read is ${forms}` };
    if (MARKED_VALUE.test(text)) {
      return { line: l, column, message: `Decision value in code or emphasis marks, which is not read; write ${forms}, X one of ${DECISIONS.join(', ')} without marks` };
    }
    // A value the label's reading does not take ("PROCEED_TO_VERDICT" in quotes) is still a value.
    if (SOME_VALUE.test(text.slice(label.exec(text)![0].length))) {
      return { line: l, column, message: `Decision value in a form that is not read; write ${forms}, X one of ${DECISIONS.join(', ')}, bare` };
    }
    return { line: l, column, message: `Decision label without a value; write ${forms}, X one of ${DECISIONS.join(', ')}` };
  }
  return undefined;
}

/**
 * The round whose verdict is not written yet, as director-verdict reads it: the counter names round
 * n and acceptance-log.md has no verdict of it (roundVerdictPending). A consilium titled for an
 * earlier round the log has a section for is that round's, whose verdict is written. Headings in the
 * reading: the protocol's takes setext ones too.
 */
function pendingRound(model: EngagementModel, log: MarkdownDoc, reading: SectionReading): { n: number; why: string } | undefined {
  const counter = model.iteration;
  // The protocol reading: a counter out of step with the log is iteration-counter's failure; the round the log is in is read.
  // Read as int() reads it (`+2` is 2) when not in plain digits: iteration-counter judges the form.
  const n = !counter.present ? 1 : reading === 'protocol' && counter.value !== undefined ? currentRound(model) : counter.int;
  const why = n === undefined ? undefined : awaitingRoundVerdict(log, n, reading);
  if (!why || n === undefined) return undefined;
  const c = model.consilium ? titleIteration(model.consilium, reading)?.n : undefined;
  return c !== undefined && c < n && acceptanceIterationBlock(log, c, reading) ? undefined : { n, why };
}

export default defineRule<EngagementModel>({
  id: 'human-directive',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: true,
  summary: 'after a consilium, the human judge wrote human-directive.md with a valid Decision',
  statuses: ['pass', 'fail', 'skip'],
  docs: `On M and L engagements the human is the supreme judge: after the adversary consilium the human
reads consilium-summary.md and writes human-directive.md, and only then does the director write a
verdict. A verdict without a directive means the director skipped the human.

- skip without consilium-summary.md (the consilium has not run).
- Under \`--preset recommended\`, skip when the latest verdict of acceptance-log.md is ABORTED: the
  user ended the engagement (the floor-holder's stub, "sanity checks skipped under abort flag"), so
  no directive is due; the detail names the abort.
- Without human-directive.md: fail when acceptance-log.md exists (the director skipped the human
  judge), else skip (awaiting the directive). Under \`--preset recommended\` also skip before the
  current round's verdict, read as director-verdict reads it: the counter is N, the log holds fewer
  than N verdicts and no \`## Iteration N\` section (only earlier ones; a log kept without sections
  ends in a REJECT), so round N's directive is not due yet (a consilium titled for an earlier round
  that the log has a section for is that round's, and its missing directive still fails). Compat
  fails there as the reference does, and its detail names the earlier round the verdict is of.
- With it: a line starting exactly \`Decision: X\` with X one of
  ${DECISIONS.map((d) => `\`${d}\``).join(', ')} (the value case-insensitive); else fail. As in the
  reference, the label must open the line: \`**Decision:** X\` or an indented label is not read.
  Under \`--preset recommended\` a bold or list-item label opening the line is read too
  (\`**Decision:** X\`, \`**Decision**: X\`, \`- Decision: X\`, \`* Decision: X\`), and so is a heading
  holding the label (\`## Decision: X\`), a short gloss ending in \` / \` may come before the label
  (\`Решение судьи / Decision: X\`: at most 40 characters, no colon, slash or bar), inside the bold
  too (\`**Решение / Decision:** X\`), the value may
  sit in code or emphasis marks (\`\` Decision: \`PROCEED_TO_VERDICT\` \`\`, \`Decision: **REJECT_NOW**\`),
  and a two-column table row \`| Decision | X |\` (not a header row) is read as well. The Russian
  label reads as the English one in each of these forms (\`Решение: DIRECTED_VERDICT\`,
  \`**Решение:** X\`, \`- Решение: X\`, \`| Решение | X |\`), as iteration-budget and
  directive-followed read the directive's Russian lines.
  A line inside fenced code or an HTML comment block is not rendered, so not read either. The
  reference reads the first Decision line of the file. Under \`--preset recommended\` a directive
  that writes several Decisions (a revision appended after a call: "Update 16:40: Decision:
  REJECT_NOW") is read at its latest, the one in force: the human revised the ruling, and the
  detail names the Decision it revises (\`Decision=REJECT_NOW (L7, the latest Decision, revising
  PROCEED_TO_VERDICT (L3))\`); directive-followed holds the verdict to that latest one. When no
  Decision is read but a line mentions a Decision label in another form, the finding points at
  that line and says which form is read (a value in code or emphasis marks, or in quotes, is named
  as such, not as a label without a value; a Decision that reads but sits outside the round's
  section is named as outside it).
- The directive sits between the consilium and the verdict of every round. Under \`--preset
  recommended\` a directive that keeps one part per round under \`## Iteration N\` headings is read
  in the section of the latest verdict's round (a heading whose words go on after the number, as
  \`## Iteration 3 escalation\`, over a note that writes no Decision, is no round's section) (its latest section when there is none for it or the
  log has no rounds), not at its first Decision; and a directive written for an earlier round only
  (its title, or its latest \`## Iteration N\` section, names an iteration before the one of the
  latest verdict in acceptance-log.md) fails at that verdict: the round's verdict had no human
  directive. Headings, the directive's and acceptance-log.md's, are read as markdown renders them:
  an \`Iteration 2\` underlined with \`---\` is an \`## Iteration 2\`, a title underlined with \`===\` a
  title. Compat reads the first Decision line of the file, whatever round it is for, as
  handoff-precheck.py does.
- Under \`--preset recommended\` a directive dated after the verdict of its round fails at its date:
  the verdict was written before the human's directive. The directive's date is its part's first
  date line (\`Date:\`, \`**Date:**\`, \`- Date:\`, \`Дата:\`, a \`| Date | … |\` row; labelled
  \`When:\`, \`Timestamp:\`, \`Time:\`, \`At:\`, \`Date/time:\`, \`Когда:\` or \`Время:\` too, its
  value opening with the date; not \`Deadline:\` or \`Due:\`), else its
  \`## Iteration N\` heading's or its title's; the verdict's is its round heading's
  (\`## Iteration 2 — 2026-06-03 18:05\`), else the round's date line, else its own line's (a log
  kept without sections numbers its verdicts as rounds). Dates are ISO or day-first (\`03.06.2026\`),
  a time and a zone optional; the two are compared only as far as they can be: a day without a time
  is the whole day (a bare day and a time on that day are never out of order), two clocks without a
  zone are the same clock, and against a zone on one side the other may be any zone's. A directive
  naming no round is held to the latest verdict unless the counter's round still awaits its verdict
  (it may be that round's); one titled for a later round awaits its own.`,
  examples: [
    {
      status: 'pass',
      title: 'passes on a valid Decision (value case-insensitive)',
      files: {
        'consilium-summary.md': '',
        'human-directive.md': 'Decision: reject_now',
      },
    },
    {
      status: 'fail',
      title: 'fails when the director wrote a verdict without a directive',
      files: {
        'consilium-summary.md': '',
        'acceptance-log.md': '',
      },
    },
    {
      status: 'skip',
      title: 'skips before the consilium ran',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` + verbatim user quote + state snapshot … (sanity checks skipped under abort flag)',
      compat: 'An engagement the user aborted after the consilium, with no human directive, fails: the ABORTED stub reads as a verdict written without the human judge.',
      recommended: 'When the latest verdict is ABORTED the check skips and names the abort: the user closed the engagement, so no directive is due.',
    },
    {
      protocol: 'human-directive.md # MANDATORY on M/L between consilium and director verdict; human as supreme judge … Adversary pass | none | Opus adversary in fresh subprocess (adversary_lg.py --consilium M) | Consilium',
      compat: 'Without consilium-summary.md the check skips, so an M or L ACCEPT written with no adversary pass and no human directive at all passes. A directive of an earlier round (titled for iteration 1, or whose `## Iteration N` sections stop before the latest verdict\'s) passes for a later round\'s verdict, and the first Decision line of the file is read, whatever round it is for, even when a later Decision revises it. A missing directive fails whenever acceptance-log.md exists, also between round N\'s consilium and its verdict, on round N-1\'s verdict. Dates are not read: a directive dated after the verdict it should precede passes.',
      recommended: 'At M and L, an ACCEPT verdict in acceptance-log.md (in any form verdict-canonical recognises, `**ACCEPTED**` too) without consilium-summary.md fails: the adversary pass was skipped, and so was the human judge unless human-directive.md exists (it was then written without a consilium to read). A directive written only for rounds before the latest verdict\'s fails at that verdict (the round had no human judge), and a directive kept per round is read in the section of the latest verdict\'s round; in the part read, the latest Decision is the one in force (a revision appended after an earlier Decision), named in the detail with the Decision it revises. Between round N\'s consilium and its verdict (the counter is N and the log holds earlier rounds\' verdicts only, as director-verdict reads it) a missing directive is not due yet: the check skips. A directive dated after its round\'s verdict fails at its date: that verdict was written before it.',
    },
    {
      protocol: 'human reads consilium-summary.md, writes engagement/human-directive.md with Decision: PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT.',
      compat: 'A Decision line copied from the template unfilled reads as its first value, PROCEED_TO_VERDICT, and passes.',
      recommended: 'It fails at the value: a line listing the choices records no decision.',
    },
    {
      protocol: 'human reads consilium-summary.md, writes engagement/human-directive.md with Decision: PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT.',
      compat: 'Only a line opening with the exact label `Decision:` and a bare value is read: `**Decision:** PROCEED_TO_VERDICT`, `- Decision: PROCEED_TO_VERDICT`, `` Decision: `PROCEED_TO_VERDICT` `` or a `| Decision | PROCEED_TO_VERDICT |` table row records no decision and fails.',
      recommended: 'The protocol gives no layout: a bold or list-item label opening the line (`**Decision:**`, `**Decision**:`, `- Decision:`, `* Decision:`) is read too, so is a label after a short gloss ending in ` / ` (`Решение судьи / Decision: PROCEED_TO_VERDICT`, a bilingual label: at most 40 characters, no colon, slash or bar, so a sentence is no gloss), the value may sit in code or emphasis marks (`` Decision: `PROCEED_TO_VERDICT` ``, `Decision: **PROCEED_TO_VERDICT**`), and a two-column table row `| Decision | PROCEED_TO_VERDICT |` records it as well. The Russian label reads as the English one in each form (`Решение: DIRECTED_VERDICT`, `**Решение:**`, `| Решение | X |`).',
    },
  ],
  check({ model, options }) {
    // The user closed the engagement ("sanity checks skipped under abort flag"): no judge step is due any more.
    const aborted = followsProtocol(options) ? abortedAt(model) : undefined;
    if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no human directive is due` };
    if (!model.consilium && followsProtocol(options) && model.tier !== 'S' && model.acceptanceLog) {
      const log = model.acceptanceLog;
      // An ACCEPT in any form verdict-canonical recognises (`**ACCEPTED**` too), as the verdict rules read it.
      const accept = verdictsInAnyForm(log).find((v) => v.word.startsWith('ACCEPT'));
      // Name the file that is missing: a directive written without a consilium is no reason to rewrite it.
      if (accept && model.humanDirective) {
        return {
          status: 'fail',
          detail: `size=${model.tier} ACCEPT written without consilium-summary.md: the adversary pass was skipped (human-directive.md was written without a consilium to read)`,
          fix: 'Run the adversary pass for the tier to write consilium-summary.md, let the human read it and confirm or revise human-directive.md, then write the verdict.',
          findings: [log.at(accept.line, 'ACCEPT without a consilium (human-directive.md exists, but the human judged no adversary pass)', accept.column)],
        };
      }
      if (accept) {
        return {
          status: 'fail',
          detail: `size=${model.tier} ACCEPT written without consilium-summary.md or human-directive.md: the adversary pass and the human judge were skipped`,
          fix: 'Run the adversary pass for the tier, let the human read consilium-summary.md and write human-directive.md, then write the verdict.',
          findings: [log.at(accept.line, 'ACCEPT without a consilium and a human directive', accept.column)],
        };
      }
    }
    if (!model.consilium) return { status: 'skip', detail: 'consilium-summary.md missing — consilium not yet run' };
    const doc = model.humanDirective;
    if (!doc) {
      const log = model.acceptanceLog;
      if (!log) return { status: 'skip', detail: 'consilium done; awaiting human directive (this is normal mid-acceptance)' };
      // Before round n's verdict (as director-verdict reads it) the log holds earlier rounds' only: round n's directive is not due yet.
      const pending = pendingRound(model, log, followsProtocol(options) ? 'protocol' : 'reference');
      if (pending && followsProtocol(options)) {
        return { status: 'skip', detail: `consilium done; awaiting the iteration ${pending.n} human directive (${pending.why}; this is normal mid-acceptance)` };
      }
      const lastVerdict = followsProtocol(options) ? latestVerdict(log)?.verdict : verdictLines(log).at(-1);
      // The reference reading fails whatever round the log's verdict is of; it says so when it is an earlier round's.
      const earlier = pending && lastVerdict ? pending : undefined;
      const message = earlier
        ? `human-directive.md absent: this verdict is read as written without it, though the counter names iteration ${earlier.n}, whose verdict is not written yet (--preset recommended waits for it)`
        : 'verdict written without a human-directive.md (the human judge step was skipped)';
      return {
        status: 'fail',
        detail: earlier ? `consilium ran but human-directive.md absent AND acceptance-log.md holds a verdict, though of an earlier round: ${earlier.why}` : 'consilium ran but human-directive.md absent AND director already wrote verdict',
        fix: `The human reads consilium-summary.md and writes human-directive.md (Decision: ${DECISIONS.join(' | ')}); only then does the director write the verdict.`,
        // At the latest verdict, the one the directive should have preceded (the log's start when none is parseable yet).
        findings: [lastVerdict ? log.at(lastVerdict.line, message, lastVerdict.column) : log.at(log.bodyStart, message)],
      };
    }
    const protocol = followsProtocol(options);
    const forms = protocol ? FORMS.protocol : FORMS.compat;
    // The protocol reading takes the part of the directive written for the latest verdict's round (its
    // `## Iteration N` section, a setext `Iteration N` too); the reference reads the file's first Decision line.
    const latest = protocol ? latestVerdict(model.acceptanceLog, undefined, 'protocol') : undefined;
    const part = protocol ? directiveForRound(doc, latest?.round?.n, 'protocol') : undefined;
    const section = part?.sections ? ` (its iteration ${part.n} section, L${part.line})` : '';
    const read = directiveDecision(doc, protocol, part?.range);
    if (!read) {
      const mention = labelMention(doc, protocol, forms, part);
      return {
        status: 'fail',
        detail: `human-directive.md present but no parseable \`Decision:\` line${section}${mention ? ` (line ${mention.line}: ${mention.message.split(';')[0]})` : ''}`,
        fix: protocol
          ? `Add a line \`Decision: X\` (or \`**Decision:** X\`, \`- Decision: X\`) with X one of ${DECISIONS.join(', ')} to human-directive.md.`
          : `Add a line starting \`Decision: ${DECISIONS.join(' | ')}\` (no bold, no indent) to human-directive.md.`,
        findings: [mention ? doc.at(mention.line, mention.message, mention.column) : doc.at(doc.bodyStart, 'no `Decision: X` line in human-directive.md')],
      };
    }
    const decision = read.value.toUpperCase();
    if (!DECISIONS.includes(decision)) {
      // The word read is the first of what the line says ("proceed to verdict" reads PROCEED): quote the words, and name the decision they spell.
      const rest = (doc.lines[read.line - 1] ?? '').slice(read.column - 1, read.column + 59);
      // Up to a table's pipe, a dash, a parenthesis or a clause mark: the decision, not what follows it.
      const written = rest.slice(0, rest.search(/\s*(?:[|—–(;,]|\s-\s|[*_`]*\s*$)/)).trim() || read.value;
      const spelled = DECISIONS.find((d) => d === written.toUpperCase().replace(/[\s-]+/g, '_'));
      const hint = spelled ? ` (write it ${spelled})` : '';
      return {
        status: 'fail',
        detail: protocol ? `human-directive.md Decision "${written}" not in ${DECISIONS.join(', ')}${hint}` : `human-directive.md Decision=${decision} not in ${DECISIONS.join(', ')}`,
        fix: `Set Decision to one of ${DECISIONS.join(', ')}.`,
        findings: [doc.at(read.line, `Decision "${written}" is not one of ${DECISIONS.join(', ')}${hint}`, read.column)],
      };
    }
    // The template's `Decision: PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT`, copied unfilled: no decision was made.
    if (protocol && unfilledDecision(read)) {
      return {
        status: 'fail',
        detail: 'human-directive.md Decision line still lists the template\'s choices: no decision was made',
        fix: `Keep one value on the Decision line: ${DECISIONS.join(', ')}.`,
        findings: [doc.at(read.line, 'Decision lists several choices (the template left unfilled)', read.column)],
      };
    }
    // The directive sits between the consilium and the verdict of every round: an earlier round's leaves the latest verdict without one.
    const n = part?.n;
    const round = latest?.round;
    if (part && latest && round && n !== undefined && n < round.n) {
      const { verdict } = latest;
      const log = model.acceptanceLog!;
      const named = part.sections ? `its latest section is iteration ${n} (L${part.line})` : `it is titled for iteration ${n}`;
      return {
        status: 'fail',
        detail: `the latest verdict (acceptance-log.md L${verdict.line}) is in iteration ${round.n}, but human-directive.md has no directive of that round: ${named}`,
        fix: `The human reads the iteration ${round.n} consilium-summary.md and writes that round's directive (a \`## Iteration ${round.n}\` section, or a human-directive.md titled for iteration ${round.n}, with Decision: ${DECISIONS.join(' | ')}) before the director's verdict.`,
        findings: [log.at(verdict.line, `verdict of iteration ${round.n} written without a human directive of that round (human-directive.md is for iteration ${n})`, verdict.column)],
      };
    }
    // The directive comes before the verdict: one dated after its round's verdict was not there when the verdict was written.
    if (part && latest) {
      const log = model.acceptanceLog!;
      // A log kept without sections numbers its verdicts as rounds, as awaitingRoundVerdict counts them.
      const verdictRound = latest.round?.n ?? (iterationHeadings(log, 'protocol').length ? undefined : verdictsInAnyForm(log).length);
      const late = lateDirective(doc, part, log, latest, verdictRound, pendingRound(model, log, 'protocol') !== undefined);
      if (late) {
        const { directive, verdict } = late;
        const of = late.round === undefined ? 'the latest verdict' : `the iteration ${late.round} verdict`;
        const when = verdict.line === late.verdictLine ? `dated ${verdict.at.text}` : `its round dated ${verdict.at.text} (L${verdict.line})`;
        const verdictAt = `the ${latest.verdict.word} at acceptance-log.md L${late.verdictLine}, ${when}`;
        return {
          status: 'fail',
          detail: `human-directive.md is dated ${directive.at.text} (L${directive.line}), after ${of} (${verdictAt}): the verdict was written before the human's directive`,
          fix: "If the directive's date is wrong, correct it; else the director reads the directive and judges the round again, recording a verdict dated after it.",
          findings: [doc.at(directive.line, `directive dated ${directive.at.text}, after ${of} it should precede (${verdictAt}): that verdict was written without the human's directive`, directive.column)],
        };
      }
    }
    // A later Decision revises an earlier one (the protocol reading takes the latest): name the one it revises.
    const revises = protocol ? revisedDecisions(doc, read, part?.range) : undefined;
    const revising = revises ? ` (L${read.line}, the latest Decision, revising ${revises})` : '';
    return { status: 'pass', detail: `directive present, Decision=${decision}${revising}${section}` };
  },
});
