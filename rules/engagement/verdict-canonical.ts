import { acceptanceRoundSpans, CANONICAL_VERDICT, defineRule, followsProtocol, LEGACY_VERDICT_FORMS, plural, VERDICT_BLANK, verdictChoices, verdictLines, verdictsInAnyForm, type EngagementModel, type LegacyVerdictForm, type MarkdownDoc, type RuleOutcome, type SectionReading, type VerdictLine } from '@engagement-lint/core/kit';
import { abortStubGaps } from './lib/abort-stub.js';
import { unjudgedRounds } from './lib/unjudged-rounds.js';

/** The canonical line, its blanks read as acceptance-log-paths reads `Verdict: ACCEPT` (a no-break space too). */
const CANONICAL = CANONICAL_VERDICT;
const B = VERDICT_BLANK;
/** The canonical line with the verdict word emphasised (`### Verdict: **ACCEPT**`): the value starts at group 1. */
const EMPHASISED = new RegExp(String.raw`^(###${B}+Verdict:${B}+)(\*\*|__|\*|_)(ACCEPT|REJECT|ABORTED)\2(?![\w*])`);
/**
 * The canonical line emphasised as a whole, after its `###` (`### **Verdict: ACCEPT**`, `### **Verdict: REJECT — crit-2**`):
 * the emphasis closes after the verdict word or at the end of the line. The reason runs up to a mark, so one scan.
 */
const HEADING_EMPHASISED = new RegExp(String.raw`^(###${B}+)(\*\*|__|\*|_)(Verdict:${B}+)(ACCEPT|REJECT|ABORTED)(?:\2(?![\w*])|\b[^*_\n]*\2${B}*$)`);
/** Emphasis around the canonical line's words: the verdict, what is emphasised, the emphasised text as written and its column. */
interface Emphasis {
  word: string;
  what: 'verdict word' | 'verdict heading';
  quote: string;
  column: number;
  /** Where the verdict word starts (0-based). */
  at: number;
}
/** The emphasis of a canonical line written with its verdict word or its whole heading emphasised; undefined for any other line. */
function emphasisOf(text: string): Emphasis | undefined {
  const w = EMPHASISED.exec(text);
  if (w) return { word: w[3]!, what: 'verdict word', quote: `${w[2]}${w[3]}${w[2]}`, column: w[1]!.length + 1, at: w[1]!.length + w[2]!.length };
  const h = HEADING_EMPHASISED.exec(text);
  if (h) return { word: h[4]!, what: 'verdict heading', quote: h[0].slice(h[1]!.length).trimEnd().slice(0, 80), column: h[1]!.length + 1, at: h[1]!.length + h[2]!.length + h[3]!.length };
  return undefined;
}
/**
 * The canonical line indented by one to three spaces (`  ### Verdict: ACCEPT`): still an H3 in
 * CommonMark, but a tool matching the line from its start misses it. Four spaces make a code block.
 */
const INDENTED = new RegExp(String.raw`^( {1,3})(###${B}+Verdict:${B}+)(ACCEPT|REJECT|ABORTED)\b`);
/** How an indented canonical line is indented, for a message. */
const indentOf = (m: RegExpExecArray) => `indented by ${plural(m[1]!.length, 'space')}`;
/** A verdict heading of any level whose value is not canonical: where a failure points. */
const VERDICT_HEADING = /^(#{1,6}\s+[^\p{L}\p{N}\n]{0,8}(?:verdict|вердикт)(?!\p{L})\s*:?\s*)/iu;
/**
 * The legacy forms, as the model defines them for every rule that reads a verdict
 * (verdictsInAnyForm): a form this rule warns on is a verdict the other verdict rules check.
 */
const LEGACY = LEGACY_VERDICT_FORMS;

/**
 * The verdict a bare verdict heading (`### Verdict`, `## Verdict`) at `line` stands over: the one the
 * model reads on the line below it (verdictsInAnyForm), when there is one.
 */
const verdictUnder = (doc: MarkdownDoc, line: number): VerdictLine | undefined => verdictsInAnyForm(doc).find((v) => v.under === line);
/** That verdict's line, quoted after its heading's: `` over `ACCEPT — all criteria met` ``. */
const overQuote = (doc: MarkdownDoc, below: VerdictLine) => ` over \`${doc.line(below.line).trim().slice(0, 60)}\``;

/**
 * Whether a line holds the form: its pattern matches, and a form that is a verdict only over one
 * (`### Verdict` over `ACCEPT`, not over prose) has it.
 */
function holdsForm(doc: MarkdownDoc, form: LegacyVerdictForm, line: { line: number; text: string }): RegExpExecArray | null {
  const m = form.re.exec(line.text);
  return m && (!form.needsValueBelow || verdictUnder(doc, line.line)) ? m : null;
}

/** The first line holding a form, with its match. */
function firstMatch(doc: MarkdownDoc, lines: ReadonlyArray<{ line: number; text: string }>, form: LegacyVerdictForm): { line: { line: number; text: string }; m: RegExpExecArray } | undefined {
  for (const line of lines) {
    const m = holdsForm(doc, form, line);
    if (m) return { line, m };
  }
  return undefined;
}

/** A legacy form's text as the file holds it, for quoting back. */
/**
 * A form's match as quoted: a match that stops inside a word (the Russian label's form reads only its value's first
 * letter) runs to the end of that word, `### Вердикт: ПРИНЯТО`, not `### Вердикт: П`. At most 80 characters.
 */
function quoteOf(m: RegExpExecArray): string {
  const text = m.input;
  let end = m.index + m[0].length;
  if (/[\p{L}\p{N}]$/u.test(m[0])) while (end < text.length && end - m.index < 80 && /[\p{L}\p{N}\p{M}]/u.test(text[end]!)) end++;
  return text.slice(m.index, end).trim().slice(0, 80);
}

/** The first legacy form a line holds, quoted, and where it starts; `closing` false passes over the closing remark. */
function legacyForm(doc: MarkdownDoc, line: { line: number; text: string }, closing: boolean): { quote: string; index: number } | undefined {
  for (const form of LEGACY) {
    const m = closing || !form.closing ? holdsForm(doc, form, line) : null;
    if (m) return { quote: quoteOf(m), index: m.index };
  }
  return undefined;
}

/** A verdict written in a form other than the canonical line. */
interface OtherForm {
  line: number;
  column: number;
  /** The verdict as written (`ACCEPTED`), or the legacy form's label when the form has no value. */
  value: string;
  /** What the form is: a legacy form's label, or the line itself. */
  form: string;
  /** Whether tools still read the form (stillRead): it warns; otherwise it fails, as it does alone. */
  read: boolean;
}

/**
 * Whether a verdict line is in a form that tools still read, as this rule judges it when it is the only
 * verdict (recommended): a legacy form (not one named only as a later verdict), or the canonical line
 * with its verdict word emphasised or indented. `### Verdict: ACCEPTED`, `#### Verdict: REJECT` or
 * `### Вердикт: ACCEPT` is none: alone it fails, and so it does as the latest round's verdict.
 */
function stillRead(doc: MarkdownDoc, l: { line: number; text: string }, closing: boolean): boolean {
  return emphasisOf(l.text) !== undefined || INDENTED.test(l.text) || LEGACY.some((f) => !f.laterOnly && (closing || !f.closing) && holdsForm(doc, f, l) !== null);
}

/**
 * The verdicts of a range written in another form than `### Verdict: X`, in line order: `Verdict:`
 * lines of any layout (the log's reading) and the legacy forms. With `closing` false, "engagement X
 * is CLOSED" is passed over: after a canonical verdict it is a closing remark, not a verdict.
 */
function otherForms(doc: MarkdownDoc, range: { start: number; end: number }, closing: boolean): OtherForm[] {
  const out = new Map<number, OtherForm>();
  for (const v of verdictLines(doc, range)) {
    const text = doc.line(v.line);
    // The line as written: a legacy form's label would name text the file may not hold.
    const indented = INDENTED.exec(text);
    const emphasis = emphasisOf(text);
    const form = emphasis ? `${emphasis.what} emphasised` : indented ? `\`${text.trim()}\` ${indentOf(indented)}` : `\`${text.trim()}\``;
    out.set(v.line, { line: v.line, column: v.column, value: v.value, form, read: stillRead(doc, { line: v.line, text }, closing) });
  }
  // The line under a bare heading is that heading's verdict, not another one.
  const values = new Set<number>();
  for (const l of doc.linesOf(range, { skipFenced: true })) {
    const { line, text } = l;
    if (out.has(line) || values.has(line)) continue;
    const hit = legacyForm(doc, l, closing);
    if (!hit) continue;
    // A bare heading over its verdict (`### Verdict` / `ACCEPT`) is named by that verdict, at the heading.
    const below = verdictUnder(doc, line);
    if (below) values.add(below.line);
    out.set(line, { line, column: hit.index + 1, value: below ? below.value : `\`${hit.quote}\``, form: `\`${text.trim()}\`${below ? overQuote(doc, below) : ''}`, read: stillRead(doc, l, closing) });
  }
  return [...out.values()].sort((x, y) => x.line - y.line);
}

/**
 * The latest verdict when it is not in the canonical form though an earlier one is: the last verdict
 * of the latest `## Iteration N` round after the last canonical line that holds one; in a log
 * without rounds, the last verdict line after the last canonical one. A round runs to the next
 * round's heading, so a verdict written as an H2 (`## Verdict: ACCEPT`) is still its round's.
 */
function laterOtherForm(doc: MarkdownDoc, lastCanonical: number, reading: SectionReading): (OtherForm & { round?: number }) | undefined {
  const rounds = acceptanceRoundSpans(doc, reading);
  if (!rounds.length) return otherForms(doc, { start: lastCanonical + 1, end: doc.lines.length }, false).at(-1);
  // Back from the latest round to the one holding the last canonical line, whose verdict is canonical.
  for (let k = rounds.length - 1; k >= 0 && rounds[k]!.end >= lastCanonical; k--) {
    const r = rounds[k]!;
    if (r.start <= lastCanonical) return undefined;
    const found = otherForms(doc, r, true).at(-1);
    if (found) return { ...found, round: r.n };
  }
  return undefined;
}

/** The canonical verdict word of the verdict at `line` (`ACCEPTED` is ACCEPT), or the three choices when it has none of them. */
function canonicalWord(doc: MarkdownDoc, line: number): string {
  const word = verdictsInAnyForm(doc).find((v) => v.line === line || v.under === line)?.word ?? '';
  return /^ACCEPT(?:ED)?$/.test(word) ? 'ACCEPT' : /^REJECT(?:ED)?$/.test(word) ? 'REJECT' : /^ABORT(?:ED)?$/.test(word) ? 'ABORTED' : 'ACCEPT|REJECT|ABORTED';
}

/**
 * The protocol reading past a canonical latest verdict: each round is closed by its verdict ("One section
 * per iteration"), so a round holding none, the latest (the director's record of the judged handoff) or
 * one a later round follows, fails: tools take an earlier verdict for it. And the ABORTED stub carries
 * "verbatim user quote + state snapshot": one without the user's words warns.
 */
function judgedRounds(model: EngagementModel, doc: MarkdownDoc, latest: { verdict: string; line: number; end: number }, passed: string): RuleOutcome {
  const unjudged = unjudgedRounds(doc);
  if (unjudged.length) {
    const counter = model.iteration.value;
    const what = (u: (typeof unjudged)[number]) =>
      u.next
        ? `iteration ${u.n} (L${u.line}) holds no verdict, though iteration ${u.next.n} (L${u.next.line}) follows it`
        : `the latest round, iteration ${u.n} (L${u.line}), holds no verdict${counter !== undefined && counter > u.n ? ` though engagement/iteration (${counter}) has moved past it` : ''}${u.remark ? `; \`${u.remark.quote}\` (L${u.remark.line}) is no verdict line` : ''}`;
    const tools = (u: (typeof unjudged)[number]) => (u.next || latest.line > u.line ? '' : `: tools reading the log take the earlier ${latest.verdict} at L${latest.line} for its verdict`);
    return {
      status: 'fail',
      // The first three named (a log may hold thousands of rounds); each has its finding.
      detail: `${unjudged.slice(0, 3).map((u) => `${what(u)}${tools(u)}`).join('; ')}${unjudged.length > 3 ? `; and ${plural(unjudged.length - 3, 'more round')}` : ''}; each round ends in \`### Verdict: ACCEPT|REJECT|ABORTED\``,
      fix: 'End each `## Iteration N` round with its verdict on its own line: `### Verdict: ACCEPT`, `### Verdict: REJECT — <reason>` or `### Verdict: ABORTED`.',
      findings: unjudged.map((u) =>
        u.remark
          ? doc.at(u.remark.line, `\`${u.remark.quote}\` is no verdict: iteration ${u.n} (\`${u.heading}\`, L${u.line}) has no \`### Verdict: ACCEPT|REJECT|ABORTED\` line`, u.remark.column)
          : doc.at(u.line, `\`${u.heading}\` holds no verdict${u.next ? `, though iteration ${u.next.n} follows it` : ''}: write its \`### Verdict: ACCEPT|REJECT|ABORTED\` line`),
      ),
    };
  }
  if (latest.verdict !== 'ABORTED') return { status: 'pass', detail: passed };
  // The user's words are told by their marks (a `>` quote, quote marks, a `User:` line); a snapshot is any prose,
  // which may sit on the quote's own line: it is named missing only beside a missing quote.
  const gaps = abortStubGaps(doc, latest.line, latest.end);
  const clarification = gaps.clarification;
  if (clarification) {
    const words = clarification.length > 120 ? `${clarification.slice(0, 117)}...` : clarification;
    const not = 'the protocol: "NOT triggered by "не уверен / подожди / давай по-другому" (those are scope clarification)"';
    return {
      status: 'fail',
      detail: `${passed}; the user's words the stub quotes (${words}) are scope clarification, not an abort: the protocol's trigger is an explicit "стоп / забей / закрой / отменяю / не делай это"`,
      fix: 'Reopen the engagement: route the clarification to loop-to-intake or a lead re-dispatch, and replace the ABORTED stub with the round\'s verdict. Write ABORTED only when the user explicitly stops the engagement.',
      findings: [doc.at(latest.line, `ABORTED on words that stop nothing (${not})`)],
    };
  }
  if (gaps.quote) return { status: 'pass', detail: passed };
  const lacks = ['verbatim user quote (a `>` quote, a `User:` line or the words in quote marks)', ...(gaps.snapshot ? [] : ['state snapshot (where the work stood)'])];
  const stub = `the ABORTED stub (L${latest.line}${gaps.round !== undefined ? `, iteration ${gaps.round}` : ''})`;
  return {
    status: 'warn',
    detail: `${passed}; ${stub} holds no ${lacks.join(' and no ')}: the protocol's stub is \`### Verdict: ABORTED\` + verbatim user quote + state snapshot`,
    fix: 'Add to the stub the user\'s words that aborted the engagement, verbatim (`> «…»`), and where the work stood (a `State:` line).',
    findings: [doc.at(latest.line, `ABORTED stub with no ${lacks.join(' and no ')}: the protocol's stub is \`### Verdict: ABORTED\` + verbatim user quote + state snapshot`, 1, 'warning')],
  };
}

export default defineRule<EngagementModel>({
  id: 'verdict-canonical',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'acceptance-log.md records the verdict as `### Verdict: ACCEPT|REJECT|ABORTED`',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `Archiving, metrics and every later check read the director's verdict mechanically, so it has
one canonical form: a line \`### Verdict: ACCEPT\` (or REJECT, ABORTED).

- pass on a canonical line (outside code fences); the detail names the latest verdict (the last
  such line: the one of the latest iteration), with how many there are when there are several.
  When a later verdict is written in another form (the latest \`## Iteration N\` round holding a
  verdict has no canonical line, or, in a log without rounds, a \`Verdict:\` line follows the last
  canonical one), the detail names that later verdict and its form (under \`--preset recommended\` a
  round's \`Iteration N\` underlined with \`---\` heads it too). A round runs to the next
  \`## Iteration\` heading, so a round's verdict written as an H2 (\`## Verdict: ACCEPT\`), which
  closes the round's section, is still that round's verdict; so is a verdict heading without its
  colon (\`### Verdict ACCEPT\`), behind an emoji (\`### ✅ Verdict: ACCEPT\`) or in Russian
  (\`### Вердикт: ACCEPT\`), which the log's reading misses: the earlier canonical line is not
  the latest verdict.
- warn on a legacy form: \`**ACCEPTED**\`, a \`Verdict:\` line at line start, \`# Verdict:\` as
  an H1, a bare \`## Verdict\`, or "engagement X is CLOSED". The spec's list names \`Verdict:
  ACCEPTED\` at line start; read is that line with any verdict word (\`Verdict: ACCEPT\`,
  \`ACCEPTED\`, \`REJECT\`, \`REJECTED\`, \`ABORTED\`), and the same words after an H2
  (\`## Verdict: REJECT\`, "H2 instead of H3") under \`--preset recommended\`: a REJECT or ABORTED
  written in the form of a legacy ACCEPT is the same legacy form, not a missing verdict (compat fails
  them, as the reference does); so are the other verdict words in bold (\`**ACCEPT**\`,
  \`**REJECTED**\`, \`**ABORTED**\`), a \`Verdict\` line with a dash for its colon (\`Verdict —
  REJECT\`) or a condition before its word (\`Verdict CONDITIONAL ACCEPT\`), and a bare verdict
  heading at another level than H2, or a bare label, over the verdict on the line below
  (\`### Verdict\` then \`ACCEPT\`, \`### Verdict:\`, \`**Verdict:**\`), read as the bare
  \`## Verdict\` is (a \`### Verdict\` over prose holds no verdict, and fails as below). Each form
  that writes a verdict word (all but the closing remark; under a bare verdict heading, the line
  below it when it opens with one) is a verdict to the
  rules that check the verdict (binary-verdict, directive-followed, and acceptance-log-paths under
  \`--preset recommended\`): one list of forms, in the model, serves them all. The detail and the finding
  quote the form as the file writes it (\`Verdict: REJECT\`, not a label of the form).
  \`### Verdict: ACCEPTED\` is neither canonical nor a legacy form (its \`Verdict:\` does not start
  the line), so it fails, as the reference's forms are specified.
- fail when acceptance-log.md exists but holds no recognisable verdict. When it holds a verdict
  heading or \`Verdict:\` line that could not be read (\`### Verdict: **ACCEPT**\`, \`### **Verdict:
  ACCEPT**\`, \`### Verdict: ACCEPTED\`, \`#### Verdict: REJECT\`, \`**Verdict:** REJECT\`, \`### Вердикт: ACCEPT\`, \`### ✅ Verdict: ACCEPT\`), the detail names the first such
  line and the finding points at it (under \`--preset recommended\` also a line the other verdict
  rules read as a verdict: \`**Verdict** REJECT\`, \`Вердикт: ACCEPT\`, \`| Verdict | ACCEPT |\`);
  else the detail says no verdict was found, at the top of the file.

The blanks of the canonical line may be any space (a tab, a no-break space, several spaces), under
either preset, read as acceptance-log-paths reads \`Verdict: ACCEPT\`: an ACCEPT this rule passes
always has its evidence checked there.

\`### Verdict: ABORTED\`, the stub the floor-holder writes when the user aborts (with the user's
words and a state snapshot), is canonical: it passes, and the detail names ABORTED as the latest
verdict. Under \`--preset recommended\` the stub (the \`## Iteration N\` round holding it, or, in a
log without rounds, the lines after the verdict before it) warns at its verdict when it holds no
verbatim user quote (a \`>\` quote, a \`User:\` or \`Quote:\` line, or words in quote marks), and
names the state snapshot missing too when it holds no other line with words either (not a heading,
the verdict or a line naming the stub's author): a snapshot is prose, which may share the quote's
line, and whether the quote is verbatim only a reader can tell. It fails when every quoted run of
the user's words is a hesitation and none a stop ("не уверен", "подожди", "по-другому", "not sure",
"wait", "another way", with no "стоп", "забей", "закрой", "отменяю", "не делай", "stop", "cancel"):
the protocol's abort is "NOT triggered by "не уверен / подожди / давай по-другому" (those are scope
clarification)". Such a stub closes nothing: every check runs, as for an engagement still open.

Under \`--preset recommended\` each \`## Iteration N\` round is closed by its verdict: the log holds
one section per iteration, the director's record of judging that round's handoff, and before the
director acts the round has no section. A round holding no verdict in any form the verdict rules
read fails, at its heading or at the line that reads like its outcome but is no verdict
(\`Outcome: approved, ship it.\`, \`Decision:\`, \`Result:\`), when it is the latest round (tools
take an earlier round's verdict for the latest; the detail says when the counter has moved past
it) or a later-numbered round follows it. A round noting a handoff returned INCOMPLETE ("returned
unread") judged nothing and is left out. Compat passes, as handoff-precheck.py passes on any
canonical line.

Under \`--preset recommended\` such a later verdict is judged by its own form, as it would be
alone: the canonical line of an earlier round does not stand for the latest round's verdict, which
tools reading the canonical form miss. A legacy form (or the canonical line with its word or
whole heading emphasised, or indented) warns at its line; any other form (\`### Verdict:
ACCEPTED\`, \`#### Verdict: REJECT\`, \`**Verdict:** ACCEPT\`, \`### Verdict ACCEPT\`, \`### ✅ Verdict: ACCEPT\`, \`### Вердикт:
ACCEPT\`) fails at it, as it does alone, since no tool reads it and the earlier verdict is taken for
the latest (compat passes, as handoff-precheck.py passes on any canonical line). Also under it, a
canonical line whose verdict word is emphasised
(\`### Verdict: **ACCEPT**\`, \`*REJECT*\`, \`__ABORTED__\`) is read as that verdict and warns at
the verdict word (drop the emphasis for tools that read the line literally); compat fails it, as
handoff-precheck.py does. So is the verdict heading emphasised as a whole (\`### **Verdict:
ACCEPT**\`, \`### **Verdict: REJECT — crit-2**\`, the emphasis closing after the verdict word or
at the end of the line): read as that verdict, it warns at its emphasis, and compat fails it. And
under it a canonical line that still lists the template's choices
(\`### Verdict: ACCEPT | REJECT\`, \`ACCEPT / REJECT\`, \`ACCEPT or REJECT\`) fails at its value:
no verdict was written there, though a tool reading the line takes its first word; compat passes
it, as handoff-precheck.py reads that first word as the verdict.

A canonical line indented by one to three spaces (\`  ### Verdict: ACCEPT\`) is still an H3 in
CommonMark. Compat fails it, as handoff-precheck.py does, with a message saying it is indented
(the words themselves are canonical); under \`--preset recommended\` it is read as the verdict
heading it renders as and warns at its line, since tools matching the line from its start miss it.
Four spaces make a code block, which holds no verdict.

Skips while acceptance-log.md is not written. (Whether the verdict is binary, e.g. no
\`ACCEPT CONDITIONAL\`, is a separate rule.)`,
  divergences: [
    {
      protocol: 'acceptance-log.md with ### Verdict: ABORTED + verbatim user quote + state snapshot.',
      compat: 'A verdict heading whose verdict word is emphasised (`### Verdict: **ACCEPT**`), or that is emphasised as a whole (`### **Verdict: ACCEPT**`), is no parseable verdict: the check fails, as if no verdict were written; so is a verdict word in bold other than `**ACCEPTED**` (`**REJECTED**`, `**ACCEPT**`). Any canonical line passes, so an iteration 1 `### Verdict: REJECT` passes a log whose iteration 2 verdict is `Verdict: ACCEPTED` (the detail names that later verdict), or whose iteration 2 holds no verdict at all, and so does `### Verdict: ACCEPT | REJECT`, read as ACCEPT. The ABORTED stub passes on its verdict line alone.',
      recommended: 'The emphasised verdict word, or the verdict heading emphasised as a whole, is read as the verdict; the check warns at it, because tools reading the line literally still miss it. So is a canonical heading indented by one to three spaces (an H3 in CommonMark), which compat fails as unparseable, saying it is indented. The latest round\'s verdict must be canonical too, whatever an earlier round wrote: a later round\'s verdict in a legacy form warns at it, and one in a form no tool reads (`### Verdict: ACCEPTED`, `### Вердикт: ACCEPT`) fails at it, as it does alone. A verdict line still listing the template\'s choices (`### Verdict: ACCEPT | REJECT`) fails at its value: no verdict was made. `**REJECTED**`, `**ACCEPT**` and `**ABORTED**` warn as the legacy bold form `**ACCEPTED**` does; so do `Verdict — REJECT`, `Verdict CONDITIONAL ACCEPT` and a bare `### Verdict` heading over the verdict on the next line, as `Verdict: REJECT` and a bare `## Verdict` do. A `## Iteration N` round holding no verdict fails when it is the latest round or a later round follows it (a round noting a handoff returned INCOMPLETE apart): each round\'s section is the director\'s record of judging it, closed by its verdict. The ABORTED stub warns when it holds no verbatim user quote, naming the state snapshot too when no other line is there either.',
    },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes on a canonical verdict line',
      files: {
        'acceptance-log.md': '### Verdict: ACCEPT — reasons below',
      },
    },
    {
      status: 'fail',
      title: 'fails without a recognisable verdict (ACCEPTED is not ACCEPT; fenced examples do not count)',
      files: {
        'acceptance-log.md': '',
      },
    },
    {
      status: 'warn',
      title: 'warns on each legacy form, at its line',
      files: {
        'acceptance-log.md': '# Verdict: ACCEPT',
      },
    },
    {
      status: 'skip',
      title: 'skips without acceptance-log.md, also under --mode ready',
      files: {},
    },
  ],
  check({ model, options }) {
    const doc = model.acceptanceLog;
    if (!doc) return { status: 'skip', detail: 'acceptance-log.md not yet written' };
    const lines = doc.bodyLines();
    // Any canonical line passes; the detail names the latest (the verdict of the latest iteration), not the first.
    let latest: { verdict: string; line: number; end: number } | undefined;
    let count = 0;
    for (const { line, text } of lines) {
      const m = CANONICAL.exec(text);
      if (m) {
        latest = { verdict: m[2]!, line, end: m[0].length };
        count++;
      }
    }
    // `### Verdict: ACCEPT | REJECT`: the template's choices, which the reference reads as an ACCEPT; the protocol's verdict is one of them.
    // So does a heading emphasised as a whole (`### **Verdict: ACCEPT | REJECT**`), which would otherwise warn as an ACCEPT.
    const unfilled = followsProtocol(options) ? lines.flatMap(({ line, text }) => {
      const heading = emphasisOf(text);
      const at = CANONICAL.exec(text)?.[1]!.length ?? (heading?.what === 'verdict heading' ? heading.at : undefined);
      const choices = at !== undefined && verdictChoices(text.slice(at));
      return at !== undefined && choices ? [{ line, column: at + 1, choices }] : [];
    }) : [];
    if (unfilled.length) {
      return {
        status: 'fail',
        detail: `a verdict line still lists the template's choices (\`${unfilled[0]!.choices}\`, L${unfilled.map((u) => u.line).join(', L')}): no verdict was written there`,
        fix: 'Keep one verdict on the line: `### Verdict: ACCEPT`, `### Verdict: REJECT — <reason>` or `### Verdict: ABORTED`.',
        findings: unfilled.map((u) => doc.at(u.line, `verdict \`${u.choices}\` lists several choices (the template left unfilled); write one of them`, u.column)),
      };
    }
    if (latest) {
      const found = `canonical verdict found: ${latest.verdict}`;
      // Recommended: rounds as markdown renders their headings (`Iteration 2` over `---` too).
      const later = laterOtherForm(doc, latest.line, followsProtocol(options) ? 'protocol' : 'reference');
      if (!later) {
        const passed = `${found}${count > 1 ? ` (the latest of ${count} verdict lines, at L${latest.line})` : ''}`;
        return followsProtocol(options) ? judgedRounds(model, doc, latest, passed) : { status: 'pass', detail: passed };
      }
      // A later round's verdict in another form is the latest verdict: the detail names it, whatever the preset.
      const round = later.round !== undefined ? `, iteration ${later.round}` : '';
      const latestIs = `the latest verdict is ${later.value} (L${later.line}${round}), written as ${later.form}`;
      if (!followsProtocol(options)) return { status: 'pass', detail: `${found} (L${latest.line}); ${latestIs}` };
      // The reference passes on any canonical line; the protocol's readers take the latest round's verdict, which they miss.
      // A form no tool reads fails as it does alone: the earlier canonical line does not make the latest verdict readable.
      if (!later.read) {
        const word = canonicalWord(doc, later.line);
        return {
          status: 'fail',
          detail: `${latestIs}, which is not parseable; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\`, and tools reading it take the earlier ${latest.verdict} at L${latest.line} for the latest verdict`,
          fix: `Write the latest round's verdict as \`### Verdict: ${word}\` on its own line.`,
          findings: [doc.at(later.line, `the latest verdict is written as ${later.form}, which is not parseable (tools take the earlier ${latest.verdict} at L${latest.line} for the latest verdict); write \`### Verdict: ${word}\``, later.column)],
        };
      }
      return {
        status: 'warn',
        detail: `${latestIs}, not \`### Verdict: ACCEPT|REJECT|ABORTED\`; the canonical ${latest.verdict} at L${latest.line} is an earlier verdict`,
        fix: 'Write the latest round\'s verdict as `### Verdict: ACCEPT` (or REJECT / ABORTED) on its own line; tools that read the canonical line take the earlier verdict for the latest.',
        findings: [doc.at(later.line, `the latest verdict is written as ${later.form}; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``, later.column, 'warning')],
      };
    }
    // The verdict is written, only styled: read it, and say where the emphasis is.
    const emphasised = followsProtocol(options) ? lines.flatMap(({ line, text }) => {
      const e = emphasisOf(text);
      return e ? [{ line, e }] : [];
    }) : [];
    if (emphasised.length) {
      const { e } = emphasised[emphasised.length - 1]!;
      return {
        status: 'warn',
        detail: `verdict found with an emphasised ${e.what}: ${e.word}${emphasised.length > 1 ? ` (the latest of ${emphasised.length} verdict lines, at L${emphasised[emphasised.length - 1]!.line})` : ''}; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``,
        fix: `Write \`### Verdict: ${e.word}\` without emphasis; tools that read the line literally miss \`${e.quote}\`.`,
        findings: emphasised.map(({ line, e: at }) => doc.at(line, `${at.what} emphasised (\`${at.quote}\`); canonical is \`### Verdict: ${at.word}\``, at.column, 'warning')),
      };
    }
    // `  ### Verdict: ACCEPT` renders as the H3 it is under CommonMark: the protocol reading takes it, and says
    // that tools matching the line from its start miss it.
    const indented = lines.flatMap(({ line, text }) => {
      const m = INDENTED.exec(text);
      return m ? [{ line, m }] : [];
    });
    if (indented.length && followsProtocol(options)) {
      const last = indented[indented.length - 1]!;
      return {
        status: 'warn',
        detail: `verdict found on a heading ${indentOf(last.m)}: ${last.m[3]}${indented.length > 1 ? ` (the latest of ${indented.length} verdict lines, at L${last.line})` : ''}; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\` at the start of the line`,
        fix: `Remove the spaces before \`### Verdict: ${last.m[3]}\`; tools that read the line from its start miss an indented heading.`,
        findings: indented.map(({ line, m }) => doc.at(line, `verdict heading ${indentOf(m)}; canonical is \`### Verdict: ${m[3]}\` at the start of the line`, 1, 'warning')),
      };
    }
    // Form by form, in the order listed: the first form found anywhere is the one reported, quoted as written.
    for (const form of LEGACY) {
      const { kind, protocolOnly, laterOnly } = form;
      if ((protocolOnly && !followsProtocol(options)) || laterOnly) continue;
      const hit = firstMatch(doc, lines, form);
      if (!hit) continue;
      const { line, m } = hit;
      // A bare heading is quoted with the verdict below it, when it has one (`### Verdict` over `ACCEPT`).
      const below = form.valueBelow ? verdictUnder(doc, line.line) : undefined;
      const what = `\`${quoteOf(m)}\`${below ? overQuote(doc, below) : ''}, ${kind}`;
      return {
        status: 'warn',
        detail: `legacy verdict format detected (${what}, L${line.line}); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``,
        fix: 'Write `### Verdict: ACCEPT` (or REJECT / ABORTED) on its own line; legacy forms still archive, but machine-readability degrades.',
        findings: [doc.at(line.line, `legacy verdict form (${what})`, m.index + 1, 'warning')],
      };
    }
    // A verdict heading or `Verdict:` line that could not be read is where the author must look, not the top of the file,
    // and the detail names it: the log holds a verdict, only not in a form that is read.
    const heading = lines.find(({ text }) => VERDICT_HEADING.test(text));
    // Recommended: a verdict line the other verdict rules read (`**Verdict** REJECT`, `Вердикт: ACCEPT`, a
    // `| Verdict | ACCEPT |` row) is one too. Compat reads the reference's forms only.
    const labelled = verdictLines(doc)[0] ?? (followsProtocol(options) ? verdictsInAnyForm(doc)[0] : undefined);
    const at = heading && (!labelled || heading.line <= labelled.line) ? { line: heading.line, column: VERDICT_HEADING.exec(heading.text)![1]!.length + 1 } : labelled;
    const quote = at && `\`${doc.line(at.line).trim().slice(0, 80)}\``;
    // The canonical words behind leading spaces: the indentation is what is wrong, and the message says so.
    const shifted = at && INDENTED.exec(doc.line(at.line));
    const why = shifted ? ` is ${indentOf(shifted)}: the verdict line must start at the beginning of the line (\`### Verdict: ${shifted[3]}\`, no spaces before it)` : undefined;
    return {
      status: 'fail',
      detail: at ? `the verdict line ${quote} (L${at.line})${why ?? ' is not parseable'}; canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\`` : 'acceptance-log.md exists but no parseable verdict found',
      fix: shifted ? 'Remove the spaces before `### Verdict:` (or lint with --preset recommended, which reads the indented heading as the H3 it renders as).' : 'Write the verdict as `### Verdict: ACCEPT|REJECT|ABORTED` on its own line.',
      findings: [
        at
          ? shifted
            ? doc.at(at.line, `${quote}${why}`, 1)
            : doc.at(at.line, `${quote} is not a parseable verdict; write \`### Verdict: ACCEPT|REJECT|ABORTED\``, at.column)
          : doc.at(doc.bodyStart, 'no `### Verdict: ACCEPT|REJECT|ABORTED` line in acceptance-log.md'),
      ],
    };
  },
});
