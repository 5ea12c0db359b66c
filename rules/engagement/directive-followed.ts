import { abortedAt, defineRule, directiveDecision, directiveForRound, DIRECTIVE_DECISIONS, labelledTableRows, latestVerdict, outsideTiers, revisedDecisions, unfilledDecision, verdictChoices, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

/** Blanks, emphasis and code marks, quotes and the separators written between a value and what it directs. */
const SEPARATORS = ' \t*_`"\'()[]:=—–->→';
/** The label's words: `Verdict`, `Directed verdict`, `DIRECTED_VERDICT`, `Вердикт`, `Veredicto dirigido`, `Gerichtetes Urteil`, `Verdict dirigé`. */
const LABEL_WORDS = String.raw`(?:(?:directed[ _-]?)?verdict(?:[ \t]dirig[ée])?|(?:указанный\s|требуемый\s)?вердикт|veredi(?:c?to|to)(?:[ \t]dirigido)?|(?:gerichtetes[ \t])?urteil)`;
/** A verdict label in the directive: `Verdict: X`, `Directed verdict: X`, `DIRECTED_VERDICT: X`, `Вердикт: X`, `Veredicto dirigido: X`. */
const VERDICT_LABEL = new RegExp(String.raw`^${LABEL_WORDS}(?:\*\*|__)?[ \t]{0,4}[:：=—–-]`, 'iu');
const VERDICT_WORD = /^(ACCEPT|REJECT)(?:ED)?(?![A-Za-z0-9_])/i;
/** The first cell of a table row naming the directed verdict: `| Directed verdict | REJECT |`, `| **Вердикт** | ACCEPT |`. */
const VERDICT_CELL = new RegExp(String.raw`^(?:\*\*|__)?${LABEL_WORDS}(?:\*\*|__)?:?(?:\*\*|__)?$`, 'iu');
/** The verdict word in capitals anywhere on a line (`The human directs: REJECT until the banner is fixed.`). */
const CAPITAL_VERDICT = /(?<![A-Za-z0-9_])(ACCEPT|REJECT)(?:ED)?(?![A-Za-z0-9_])/g;

/** `text` without the given characters at its start (a loop: runs of them stay linear). */
function trimStart(text: string, chars: string): string {
  let a = 0;
  while (a < text.length && chars.includes(text[a]!)) a++;
  return text.slice(a);
}

interface Range {
  start: number;
  end: number;
}

interface Directive {
  decision: string;
  line: number;
  /** What the line holds after the decision value. */
  rest: string;
  /** The earlier Decisions with another value that this one revises, for a message. */
  revises?: string;
}

/**
 * The directive's Decision as human-directive reads it under `--preset recommended` (the model's
 * one reading: the latest Decision of the part read, a revision being the one in force), when it is
 * one of the three decisions and not the template's unfilled choices: human-directive reports
 * anything else.
 */
function readDecision(doc: MarkdownDoc, range?: Range): Directive | undefined {
  const d = directiveDecision(doc, true, range);
  if (!d || !DIRECTIVE_DECISIONS.includes(d.value.toUpperCase()) || unfilledDecision(d)) return undefined;
  const revises = revisedDecisions(doc, d, range);
  return { decision: d.value.toUpperCase(), line: d.line, rest: d.rest, ...(revises ? { revises } : {}) };
}

/**
 * The verdict a DIRECTED_VERDICT directs: written after the decision on its line
 * (`DIRECTED_VERDICT — REJECT`, `DIRECTED_VERDICT: ACCEPT`), else on the latest verdict label line
 * of the directive (`Verdict: REJECT`, `Directed verdict: ACCEPT`, `Вердикт: REJECT`) or table row
 * (`| Directed verdict | ACCEPT |`): as with the Decision, a verdict written later revises an earlier one.
 */
function directedVerdict(doc: MarkdownDoc, d: Directive, range?: Range): { word: 'ACCEPT' | 'REJECT'; line: number } | undefined {
  const onLine = VERDICT_WORD.exec(trimStart(d.rest, SEPARATORS));
  if (onLine) return { word: onLine[1]!.toUpperCase() as 'ACCEPT' | 'REJECT', line: d.line };
  const lines = range ? doc.linesOf({ start: Math.max(range.start, doc.bodyStart), end: range.end }, { skipFenced: true }) : doc.bodyLines();
  let latest: { word: 'ACCEPT' | 'REJECT'; line: number } | undefined;
  for (const { line, text } of lines) {
    const label = trimStart(text, ' \t>#*_+-');
    const m = VERDICT_LABEL.exec(label);
    if (!m) continue;
    const word = VERDICT_WORD.exec(trimStart(label.slice(m[0].length), SEPARATORS));
    if (word) latest = { word: word[1]!.toUpperCase() as 'ACCEPT' | 'REJECT', line };
  }
  // A directive written as a table names it in a row, as it names the Decision (`| Directed verdict | REJECT |`).
  const row = labelledTableRows(doc, VERDICT_CELL, range).findLast((r) => VERDICT_WORD.test(r.value));
  if (row && (!latest || row.line > latest.line)) return { word: VERDICT_WORD.exec(row.value)![1]!.toUpperCase() as 'ACCEPT' | 'REJECT', line: row.line };
  return latest ?? capitalVerdict(lines, d.line) ?? wordedVerdict(lines, d.line);
}

/**
 * A verdict directed in words, as an instruction (a modal or an imperative, not a round told of): "The manager must reject
 * this round", "reject the work", "send it back for rework", «Вернуть на доработку», «отклонить».
 */
const WORDED_REJECT = /(?<![\p{L}])(?:(?:must|should|to|will|shall)\s{1,3}reject|reject\s{1,3}(?:this|the)\s{1,3}(?:round|work|iteration|handoff|deliverables?)|send\s{1,3}(?:it\s{1,3}|the\s{1,3}work\s{1,3})?back|return\s{1,3}(?:it\s{1,3})?for\s{1,3}rework)(?![\p{L}])|(?<![\p{L}])(?:отклонить|отклоните|вернуть|верните)(?![\p{L}])/iu;
/** "The manager may accept this round", "accept the work", «Принять работу». */
const WORDED_ACCEPT = /(?<![\p{L}])(?:(?:must|should|can|may|to|will|shall)\s{1,3}accept|accept\s{1,3}(?:this|the)\s{1,3}(?:round|work|iteration|handoff|deliverables?))(?![\p{L}])|(?<![\p{L}])(?:принять|примите)(?![\p{L}])/iu;
/** A negation before the verb in its clause ("must not reject", «не отклонять»): the sentence directs nothing here. */
const NEGATED_BEFORE = /(?<![\p{L}])(?:not|never|no|don['’]t|do\s{1,3}not|не|нельзя|ни)(?![\p{L}])[^.;!?,]{0,40}$/iu;

/**
 * Without a verdict word in capitals, the verdict the judge directs in words after the Decision: a rework sent back or a
 * round rejected is a REJECT, the work accepted an ACCEPT; one directive wording both, or negating them, directs neither.
 */
function wordedVerdict(lines: ReadonlyArray<{ line: number; text: string }>, after: number): { word: 'ACCEPT' | 'REJECT'; line: number } | undefined {
  let found: { word: 'ACCEPT' | 'REJECT'; line: number } | undefined;
  for (const { line, text } of lines) {
    if (line <= after) continue;
    for (const [word, re] of [['REJECT', WORDED_REJECT], ['ACCEPT', WORDED_ACCEPT]] as const) {
      const m = re.exec(text);
      if (!m || NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
      if (found && found.word !== word) return undefined;
      found ??= { word, line };
    }
  }
  return found;
}

/**
 * Without a label, the verdict word in capitals after the Decision, when the directive writes one of the two only
 * (`Veredicto: …`, `Urteil —` in other words, `The human directs a REJECT`): a directive naming both decides nothing here.
 */
function capitalVerdict(lines: ReadonlyArray<{ line: number; text: string }>, after: number): { word: 'ACCEPT' | 'REJECT'; line: number } | undefined {
  let found: { word: 'ACCEPT' | 'REJECT'; line: number } | undefined;
  for (const { line, text } of lines) {
    if (line <= after) continue;
    CAPITAL_VERDICT.lastIndex = 0;
    for (let m = CAPITAL_VERDICT.exec(text); m; m = CAPITAL_VERDICT.exec(text)) {
      if (found && found.word !== m[1]) return undefined;
      found ??= { word: m[1] as 'ACCEPT' | 'REJECT', line };
    }
  }
  return found;
}

export default defineRule<EngagementModel>({
  id: 'directive-followed',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: "The director's latest verdict follows the human directive (REJECT_NOW: a REJECT; DIRECTED_VERDICT: the verdict it names)",
  statuses: ['pass', 'fail', 'skip'],
  docs: `The human is the supreme judge: "Human reads consilium-summary.md as supreme judge, writes
human-directive.md. THEN director acts per directive (PROCEED_TO_VERDICT | REJECT_NOW |
DIRECTED_VERDICT)." A verdict that contradicts the directive overrules the judge.

The Decision is read as human-directive reads it under \`--preset recommended\` (\`Decision: X\`,
\`**Decision:** X\`, a list item, \`Решение: X\`, or a \`| Decision | X |\` row). When the directive writes several
Decisions (a revision appended: "Update 16:40 after a call: Decision: REJECT_NOW"), the latest is
the one in force, never the first, and the detail names the Decision it revises; so is the latest
directed verdict line. The verdict is the latest verdict of acceptance-log.md (\`### Verdict: X\`,
the current iteration's) in any form verdict-canonical recognises, read as binary-verdict reads it:
a legacy \`**ACCEPTED**\`, \`Verdict ACCEPTED\` without a colon, the line under a bare
\`## Verdict\` heading, a verdict heading behind an emoji or in Russian. A conditional accept is an
ACCEPT whatever the order of its words (\`CONDITIONAL ACCEPT\` as \`ACCEPT (conditional)\`):
binary-verdict fails the condition, and here it is held to the directive as an ACCEPT. A directive
that keeps one Decision per round under \`## Iteration N\` headings is read in the section of the latest verdict's
iteration (in the latest section when the log has no iteration headings); its verdict lines too. Headings, the
directive's and acceptance-log.md's, are read as markdown renders them: an \`Iteration 2\` underlined with \`---\` too.

- REJECT_NOW: the verdict must be a REJECT; an ACCEPT fails at the verdict, naming the
  directive's line.
- DIRECTED_VERDICT: when the directive names the verdict, after the decision on its line
  (\`Decision: DIRECTED_VERDICT — REJECT\`) or on a verdict line of its own (\`Verdict: ACCEPT\`,
  \`Directed verdict: REJECT\`, \`Вердикт: REJECT\`, \`Veredicto dirigido: REJECT\`, \`Gerichtetes Urteil:
  REJECT\`) or table row (\`| Directed verdict | REJECT |\`, read as the \`| Decision | X |\` row is), else as the
  one of ACCEPT and REJECT it writes in capitals after the Decision (\`The human directs a REJECT\`), else as the
  one it directs in words ("The manager must reject this round", "send it back for rework", «Вернуть на доработку по
  crit-2», «отклонить»: a REJECT; "accept the work", «принять»: an ACCEPT; not negated), an ACCEPT
  where it directs a REJECT (or the reverse) fails; when it names none, or both without a label,
  the rule skips.
- PROCEED_TO_VERDICT leaves the verdict to the director: pass.
- skip when the latest verdict is ABORTED (\`### Verdict: ABORTED\`, the floor-holder's stub with the
  user's words): the user ended the engagement, so no verdict of the director is there to follow or
  contradict the directive, whatever it decided; the detail names the abort.
- skip without human-directive.md, without a readable Decision (human-directive reports that),
  before any verdict, and when the directive's title names an iteration other than the one of the
  latest verdict, or when it has \`## Iteration N\` sections and none for that iteration (a directive
  of another round says nothing about this one; when it is an earlier round's, the latest verdict had
  no directive at all, which human-directive fails), and when that section holds no readable Decision;
  also when the latest verdict line still lists the template's choices (\`ACCEPT | REJECT\`): no
  verdict was written, which binary-verdict fails.`,
  examples: [
    {
      status: 'pass',
      title: 'passes a REJECT written after a REJECT_NOW directive',
      files: {
        'human-directive.md': '# Human directive — iteration 1\n\nDecision: REJECT_NOW\n',
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n- crit-2: the export breaks in LibreOffice\n',
      },
    },
    {
      status: 'fail',
      title: 'fails an ACCEPT written after a REJECT_NOW directive',
      files: {
        'human-directive.md': '# Human directive — iteration 1\n\nDecision: REJECT_NOW\n',
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: ACCEPT\ncrit-1 verified on the dev server.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips while the director has written no verdict',
      files: {
        'human-directive.md': '# Human directive\n\nDecision: REJECT_NOW\n',
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'the human directive (S has no director phase)');
    if (off) return off;
    // The user ended the engagement (the floor-holder's `### Verdict: ABORTED` stub): the verdict is the user's, not the director's.
    const aborted = abortedAt(model);
    if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): the director wrote no verdict to hold to the human directive` };
    const doc = model.humanDirective;
    if (!doc) return { status: 'skip', detail: 'no human-directive.md' };
    const log = model.acceptanceLog;
    // Rounds and sections as markdown renders their headings: an `Iteration 2` underlined with `---` too.
    const latest = latestVerdict(log, undefined, 'protocol');
    const verdict = latest?.verdict;
    const round = latest?.round;
    // A directive kept per round (`## Iteration N` sections): the section of the verdict's round speaks for it.
    const part = directiveForRound(doc, round?.n, 'protocol');
    // An earlier round's directive leaves the latest verdict without one: human-directive fails that under this preset.
    const earlier = part.n !== undefined && round && part.n < round.n ? '; no directive of that round (human-directive reports it)' : '';
    if (part.sections && part.stale && verdict && round) {
      return { status: 'skip', detail: `human-directive.md has no section for iteration ${round.n}, the one of the latest verdict (L${verdict.line}); its latest is iteration ${part.n}${earlier}` };
    }
    const directive = readDecision(doc, part.range);
    if (!directive) {
      if (part.sections) return { status: 'skip', detail: `the iteration ${part.n} section of human-directive.md holds no readable Decision` };
      return { status: 'skip', detail: 'human-directive.md holds no readable Decision (human-directive reports it)' };
    }
    if (!log || !verdict) return { status: 'skip', detail: `Decision=${directive.decision}; no verdict written yet` };
    if (!part.sections && part.stale && round) {
      return { status: 'skip', detail: `human-directive.md is titled for iteration ${part.n}; the latest verdict (L${verdict.line}) is in iteration ${round.n}${earlier}` };
    }
    // `ACCEPT | REJECT` left from the template decides nothing: there is no verdict to hold to the directive.
    const choices = verdictChoices(verdict.value);
    if (choices) return { status: 'skip', detail: `Decision=${directive.decision}; the latest verdict line (L${verdict.line}) still lists the template's choices (${choices}), so no verdict was written (binary-verdict reports it)` };
    // A Decision that revises an earlier one says so: the reader sees which ruling is in force.
    const where = `${doc.rel}:${directive.line}${directive.revises ? `, revising ${directive.revises}` : ''}`;
    const revising = directive.revises ? ` (L${directive.line}, revising ${directive.revises})` : '';
    const word = verdict.word.startsWith('ACCEPT') ? 'ACCEPT' : verdict.word.startsWith('REJECT') ? 'REJECT' : verdict.word;
    if (directive.decision === 'REJECT_NOW') {
      if (word !== 'ACCEPT') return { status: 'pass', detail: `Decision=REJECT_NOW${revising}; latest verdict ${verdict.word} (L${verdict.line})` };
      return {
        status: 'fail',
        detail: `the human directive is REJECT_NOW (${where}) but the latest verdict is ${verdict.word} (acceptance-log.md L${verdict.line})`,
        fix: 'Act per the directive: write `### Verdict: REJECT` with the blockers, or have the human revise human-directive.md before any ACCEPT.',
        findings: [log.at(verdict.line, `${verdict.word} contradicts the human directive REJECT_NOW (${where})`, verdict.column)],
      };
    }
    if (directive.decision === 'DIRECTED_VERDICT') {
      const directed = directedVerdict(doc, directive, part.range);
      if (!directed) return { status: 'skip', detail: 'Decision=DIRECTED_VERDICT names no ACCEPT or REJECT to compare with the verdict' };
      const directedAt = `${doc.rel}:${directed.line}`;
      if (word !== 'ACCEPT' && word !== 'REJECT') return { status: 'pass', detail: `Decision=DIRECTED_VERDICT (${directed.word}); latest verdict ${verdict.word} (L${verdict.line}) is neither ACCEPT nor REJECT` };
      if (word === directed.word) return { status: 'pass', detail: `Decision=DIRECTED_VERDICT (${directed.word})${revising} followed (L${verdict.line})` };
      return {
        status: 'fail',
        detail: `the human directed the verdict ${directed.word} (${directedAt}) but the latest verdict is ${verdict.word} (acceptance-log.md L${verdict.line})`,
        fix: `Act per the directive: write \`### Verdict: ${directed.word}\`, or have the human revise human-directive.md.`,
        findings: [log.at(verdict.line, `${verdict.word} contradicts the directed verdict ${directed.word} (${directedAt})`, verdict.column)],
      };
    }
    return { status: 'pass', detail: `Decision=PROCEED_TO_VERDICT${revising} leaves the verdict to the director; latest verdict ${verdict.word} (L${verdict.line})` };
  },
});
