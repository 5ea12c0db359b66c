import { pushAll, defineRule, folderUnreadable, followsProtocol, LetterRegex, list, markdownStem, type EngagementModel, type Finding, type Heading, type MarkdownDoc, plainTitle } from '@engagement-lint/core/kit';
import { ackCitations, citesVerbatim, ownedCritRefs, ownerKey, type AckFinding, type AckItem } from './lib/ack-citations.js';
import { criteriaReading, type CriteriaReading } from './lib/criteria-reading.js';

/** `## Criteria acknowledgement`, `### Criteria`, `#### Criteria addressed`, `## Criterion mapping`, ... (a prefix, as in the reference). */
const ACK_HEADING = /^criteri(?:a|on)/i;
/**
 * The protocol reading of a Russian acknowledgement heading: `Критерии…`, or one word and then the
 * criteria (`Подтверждение критериев`, `Соответствие критериям`), as Russian orders the words.
 */
const ACK_HEADING_RU = /^(?:[а-яё]+[ \t]+)?критери/i;
/** The protocol's name anywhere in a heading: `Reconocimiento de criterios (Criteria acknowledgement)`. */
const NAMES_ACK = /criteria[\s-]{1,3}acknowledg/i;
/** The criteria named in another language (`criterios`, `critères`, `Kriterien`, `критерии`), not the English words. */
const CRITERIA_ANY = /criteri|crit[èé]r|kriteri|критери/i;
const CRITERIA_EN = /(?<!\p{L})criteri(?:a|on)(?!\p{L})/iu;
/** A CommonMark list item: `-`, `*`, `+`, `N.` or `N)`, whitespace, then text (the recommended reading, as self-acceptance-thinness reads items). */
/** Heading numbering: `1. `, `2) `, `2.1 `. */
const NUMBERING = /^\d{1,9}(?:\.\d{1,9}){0,5}[.)]?\s+/;
// The blanks are taken whole, or all but the last when nothing follows them (`.+` then takes that one).
export const BULLET = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:(?!\s)|(?=.$))(.+)$/;
/**
 * A list item as the reference reads it: any line starting with `-`, `*` or `N.` after optional
 * spaces, no space needed after the marker (`-crit-1`, and a `**crit-1**` line too).
 */
const LIST_ITEM = /^\s*(?:[-*]|\d+\.)(.*)$/;
/** A list item that ties the work to criteria.md. */
/** The protocol's citation: a `crit-N` id. */
// A non-breaking hyphen (U+2011, which editors put in to keep the id on one line) reads as the same id.
const CRIT_ID = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])crit[-\u2010\u2011]\d+`, 'iu');
const CRIT_REF = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])(?:crit-?\d+|criterion\s*\d+|done[- ]when|criteria\.md)`, 'iu');
/** The protocol reading of a citation without its id: also `crit 1`, `crit_1`, `crit. 1`, `crit #1`, `criterion #2`. */
const LOOSE_CRIT_REF = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])(?:crit(?:-|_|\.?\s{0,2})#?\d+|criterion\s{0,2}#?\d+|done[- ]when|criteria\.md)`, 'iu');

/** A heading or label that names an acknowledgement without starting with the criteria (`### Acknowledged criteria`). */
const ACKNOWLEDGES = /acknowledg|подтвержд/i;
const ACKNOWLEDGES_FIRST = /^(?:acknowledg|подтвержд)/i;
const CRITERIA_WORD = /crit|критери/i;
/** What every acknowledgement name holds (it starts with the criteria): a line without it is read no further (reports can be megabytes). */
const MAY_NAME_ACK = /criteri|критери/i;

/**
 * A label line: `**Criteria acknowledgement:**`, `**Criteria acknowledgement**:`, `Criteria acknowledgement:`,
 * or a whole line emphasised without a colon (`**Criteria acknowledgement**`). `rest`: text after the
 * colon on the same line ('' for a label on a line of its own).
 */
interface Label {
  name: string;
  rest: string;
}

function labelOf(line: string): Label | undefined {
  const t = line.trim();
  // Headings, quotes, tables and list items are no label lines.
  if (t === '' || '#>|'.includes(t[0]!) || BULLET.test(t)) return undefined;
  const plain = t.replace(/\*+|__/g, '').trim();
  if (plain.endsWith(':')) return { name: plain.slice(0, -1).trim(), rest: '' };
  // Emphasis around the whole line makes a label without a colon; `**Note** text` is a sentence.
  if (plain !== t && /^[*_]/.test(t) && /[*_]$/.test(t)) return { name: plain, rest: '' };
  const colon = plain.indexOf(':');
  if (colon > 0) return { name: plain.slice(0, colon).trim(), rest: plain.slice(colon + 1).trim() };
  // A short line of its own, no sentence (`Criteria acknowledgement` above its bullets): a label if its words name one.
  return plain.length <= 80 && !/[.!?]$/.test(plain) ? { name: plain, rest: '' } : undefined;
}

/**
 * The acknowledgement label lines of a report, each with its list items: the list that follows it, up
 * to the next heading, the next acknowledgement label, the next bold label (`**What was done:**`) or
 * the first unindented paragraph line once the list has begun. A sentence of introduction before the
 * list is allowed (`This task addresses:`), as under a heading. One pass: a report of a thousand labels
 * is read once, not once per label.
 */
function ackLabels(doc: MarkdownDoc, isAck: (text: string) => boolean): Array<{ line: number; name: string; items: AckItem[] }> {
  // Headings as markdown renders them: a setext heading's text and underline lines are the heading.
  const headingLines = new Set(doc.headingsIn('protocol').flatMap((h) => Array.from({ length: (h.underline ?? h.line) - h.line + 1 }, (_, k) => h.line + k)));
  const out: Array<{ line: number; name: string; items: AckItem[] }> = [];
  let open: (typeof out)[number] | undefined;
  for (let n = doc.bodyStart; n <= doc.lines.length; n++) {
    const text = doc.line(n);
    const indented = /^\s/.test(text);
    if (headingLines.has(n)) {
      open = undefined;
      continue;
    }
    if (doc.isFenced(n)) {
      if (open?.items.length && !indented) open = undefined;
      continue;
    }
    if (text.trim() === '' || (!open && !MAY_NAME_ACK.test(text))) continue;
    const item = BULLET.exec(text);
    if (item) {
      open?.items.push(itemAt(n, text, item[1]!));
      continue;
    }
    const label = indented ? undefined : labelOf(text);
    if (label?.rest === '' && isAck(label.name)) out.push((open = { line: n, name: label.name, items: [] }));
    else if (open && !indented && (open.items.length || (label?.rest === '' && /^[*_]/.test(text)))) open = undefined;
  }
  return out;
}

/** The name a line gives as a heading (`## Name`) or a label (`**Name:**`), if any. */
function nameOf(text: string): string | undefined {
  const t = text.trim();
  const hashes = /^#{1,6}[ \t]/.exec(t);
  return hashes ? t.slice(hashes[0].length).trim() : labelOf(t)?.name;
}

/** A list item of line `n` (`text`) whose content after the marker is `content`: where that content starts. */
const itemAt = (n: number, text: string, content: string): AckItem => ({ line: n, column: text.length - content.length + 1, text: content });

/** A line in bold from end to end, its colon inside or after the marks (`**What was done:**`, `__Notes__:`). */
const BOLD_LINE = /^(?:\*\*|__)[^*_].{0,80}(?:\*\*|__):?$/;
/** The heading of a round (`## Iteration 2 — 2026-06-18`, `## Итерация 2`): the report's opening may sit under it. */
const ROUND_TITLE = /^(?:iter(?:ation)?|итерация)\s{0,3}#?\d/i;

/**
 * The section a report opens with before its acknowledgement at `ackLine`, if any: a heading other than the
 * report's title (its first heading, or any level-1 one) and the round headings, or a bold label line over a
 * section of its own (`**What was done:**`). "Open report with Criteria acknowledgement": the acknowledgement is
 * the first section after the title and the iteration heading; a line of prose before it is no section.
 */
function sectionBefore(doc: MarkdownDoc, ackLine: number, isAck: (text: string) => boolean): { line: number; name: string } | undefined {
  // Headings as markdown renders them (setext too): this reading is the protocol preset's.
  const headings = doc.headingsIn('protocol');
  const first = headings[0];
  const headingLines = new Set<number>();
  for (const h of headings) {
    if (h.line >= ackLine) break;
    for (let l = h.line; l <= (h.underline ?? h.line); l++) headingLines.add(l);
    const name = plainTitle(h.text).replace(NUMBERING, '');
    if (h === first || h.level === 1 || ROUND_TITLE.test(name) || isAck(h.text)) continue;
    return { line: h.line, name: h.text };
  }
  for (let n = doc.bodyStart; n < ackLine; n++) {
    const text = doc.line(n).trim();
    // Bold alone makes a section's label: an italic line is a note, a `**Date:** …` line a field.
    if (headingLines.has(n) || !BOLD_LINE.test(text) || doc.isFenced(n)) continue;
    const label = labelOf(text);
    if (label?.rest === '' && label.name.length <= 60 && !isAck(label.name)) return { line: n, name: label.name };
  }
  return undefined;
}

/**
 * A translated acknowledgement heading (`### Reconocimiento de criterios`): one of level 2 to 4 naming the criteria in
 * another language whose section opens with a bullet citing a crit-N with criteria.md's text, the acknowledgement's
 * own form. An English heading of another name (`### Acknowledged criteria`) is not read so: it is to be renamed.
 */
function translatedAck(doc: MarkdownDoc, h: Heading, reading: () => CriteriaReading): boolean {
  if (h.level < 2 || h.level > 4 || !CRITERIA_ANY.test(h.text) || CRITERIA_EN.test(h.text)) return false;
  const first = doc.linesOf(doc.sectionOf(h, 'protocol')).find((l) => l.text.trim() !== '');
  const content = first && !doc.isFenced(first.line) ? BULLET.exec(first.text)?.[1] : undefined;
  return content !== undefined && citesVerbatim(content, reading());
}

/** A line quoted in a message, shortened. */
const quote = (text: string) => {
  const t = text.trim();
  return `"${t.length > 60 ? `${t.slice(0, 60)}…` : t}"`;
};

/**
 * Why a report with no acknowledgement heading nor label has none, at the line most like an attempt:
 * an acknowledgement heading of another level, a label with the criteria on its own line, one in a
 * list item, quote, code block or comment, a heading or label naming an acknowledgement otherwise,
 * else the first crit-N bullet of another section. Undefined when there is no such line.
 */
function attempt(doc: MarkdownDoc, isAck: (text: string) => boolean): { line: number; why: string } | undefined {
  const body = doc.linesOf({ start: doc.bodyStart, end: doc.lines.length });
  // Searched once over the text: the line-by-line readings below run only where they can find something.
  const mayName = MAY_NAME_ACK.test(doc.text);
  const mayAcknowledge = ACKNOWLEDGES.test(doc.text);
  const named = (text: string) => MAY_NAME_ACK.test(text) && isAck(text) && !/\d/.test(text);
  const headings = doc.headingsIn('protocol');
  const wrongLevel = headings.find((h) => (h.level < 2 || h.level > 4) && isAck(h.text));
  if (wrongLevel) return { line: wrongLevel.line, why: `${quote(doc.line(wrongLevel.line))} is a level-${wrongLevel.level} heading; make it \`## Criteria acknowledgement\` (level 2 to 4)` };
  const inline = mayName && body.find(({ line, text }) => {
    const l = MAY_NAME_ACK.test(text) && !doc.isFenced(line) && labelOf(text);
    return l && l.rest !== '' && named(l.name);
  });
  if (inline) return { line: inline.line, why: `${quote(inline.text)} names the criteria on the label's own line; list each below it as a \`- crit-N: …\` bullet` };
  const nested = mayName && body.find(({ line, text }) => {
    if (!MAY_NAME_ACK.test(text)) return false;
    const inner = BULLET.exec(text)?.[1] ?? (text.trimStart().startsWith('>') ? text.trimStart().slice(1) : undefined);
    return !doc.isFenced(line) && inner !== undefined && named(nameOf(inner) ?? '');
  });
  if (nested) return { line: nested.line, why: `${quote(nested.text)} is inside a list item or quote; put the label on a line of its own (or make it a \`## Criteria acknowledgement\` heading) with the crit-N bullets below it` };
  const fenced = mayName && body.find(({ line, text }) => MAY_NAME_ACK.test(text) && doc.isFenced(line) && named(nameOf(text) ?? ''));
  if (fenced) return { line: fenced.line, why: `${quote(fenced.text)} is inside a code block or HTML comment, where it acknowledges nothing; move it out` };
  // "Acknowledged criteria", "Acknowledgement": an acknowledgement by another name (not "acknowledged director feedback").
  const otherName = (t: string) => (ACKNOWLEDGES.test(t) && CRITERIA_WORD.test(t)) || ACKNOWLEDGES_FIRST.test(plainTitle(t));
  const other = headings.find((h) => otherName(h.text)) ?? (mayAcknowledge ? body.find(({ line, text }) => ACKNOWLEDGES.test(text) && !doc.isFenced(line) && otherName(labelOf(text)?.name ?? '')) : undefined);
  if (other) return { line: other.line, why: `${quote(doc.line(other.line))} does not start with the criteria; name it \`Criteria acknowledgement\`` };
  const cited = body.find(({ line, text }) => {
    const item = doc.isFenced(line) ? '' : (BULLET.exec(text)?.[1] ?? '');
    return CRIT_ID.for(item).test(item);
  });
  if (cited) {
    const under = headings.filter((h) => h.line < cited.line).pop();
    return { line: cited.line, why: `${quote(cited.text)} cites a criterion${under ? ` under "${under.text}"` : ''}, not in an acknowledgement; open the report with a \`## Criteria acknowledgement\` heading or a \`**Criteria acknowledgement:**\` line over such bullets` };
  }
  return undefined;
}

export default defineRule<EngagementModel>({
  id: 'specialist-criteria-ack',
  pack: 'engagement',
  tiers: ['L'],
  // The engagement-mode contract ("Open report with Criteria acknowledgement") names no tier. S is left out: its
  // relaxations merge the one specialist's report into handoff §2, so it may have no executor report to open.
  recommendedTiers: ['M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every executor report acknowledges the criteria it addresses',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The engagement-mode contract makes every specialist open its executor report with a
*Criteria acknowledgement*: bullets citing the \`crit-N\` items the work addresses, verbatim. A
report without one is the sign of a specialist who never read criteria.md.

Each \`executor-reports/*.md\` (under \`--preset recommended\` \`.MD\` in any case too) needs a heading of level 2 to 4 named \`Criteria acknowledgement\`
(also \`Criteria\`, \`Criteria addressed\`, \`Criteria mapping\`, \`Criterion …\`) and at least
one list item citing \`crit-N\`, \`criterion N\`, \`done when\` or \`criteria.md\`. As in the
reference tool, a list item is any line starting with \`-\`, \`*\` or \`N.\` after optional spaces,
with or without a space after the marker (\`-crit-1\`, a \`**crit-1**\` line); the heading name is
a prefix (\`## Criteria-trace\` counts); and the citing item may be anywhere in the report,
frontmatter and code blocks included (an iteration-2 report often cites criteria under its own \`## Iteration 2\` block, a frontmatter list \`crit_refs:\` \`- crit-1\` counts).
Under \`--preset recommended\` headings are read as markdown renders them (\`Criteria acknowledgement\` underlined with
\`---\` is a level-2 heading, and a setext heading ends the section above it), and the heading may also be written in Russian: \`Критерии…\`, or one word
and then the criteria (\`Подтверждение критериев\`, \`Соответствие критериям\`), or hold the protocol's name
anywhere (\`Reconocimiento de criterios (Criteria acknowledgement)\`); its bullets must
still cite \`crit-N\`. A heading naming the criteria in another language (\`Reconocimiento de criterios\`,
\`Critères\`, \`Abnahmekriterien\`) is the acknowledgement when its section opens with a bullet citing a \`crit-N\`
with criteria.md's text (the whole text, an excerpt, or a quote of it); an English heading of another name
(\`Acknowledged criteria\`) is not. The protocol names no heading level, so a report without such a heading may
open its acknowledgement with a label line instead: \`**Criteria acknowledgement:**\`,
\`**Criteria acknowledgement**\` or a plain \`Criteria acknowledgement:\` line (with or without its colon). The label's bullets are
the list that follows it (a sentence of introduction may come first), up to the next heading, the
next bold label (\`**What was done:**\`) or the first unindented paragraph after the list; one such
label citing \`crit-N\` is enough (an iteration-2 label may be empty). A label with the criteria on
its own line (\`**Criteria acknowledgement:** crit-1\`) is no list. A report with no acknowledgement
fails at the line most like an attempt, saying why it was not accepted: an acknowledgement heading of
level 1, 5 or 6, a label with the criteria on its own line, one inside a list item, quote, code
block or HTML comment, a heading or label naming the acknowledgement otherwise (\`### Acknowledged
criteria\`), else the first \`crit-N\` bullet of another section; else at the report's first heading.
Under \`--preset recommended\` an acknowledgement whose bullets cite criteria only without their ids
(\`criterion 2\`, \`crit 2\`, \`crit_2\`, \`crit #2\`, \`done when\`, \`criteria.md\`) warns.

Under \`--preset recommended\` the crit-N bullets are also read against criteria.md and the plan, a
crit-N meaning what criteria-owned reads it as (the Done-when bullets alone when the tasks' crit_refs
number them so), every acknowledgement of the report counting (each round's together):
- a crit-N that names no criterion fails at the id; one that only numbering the Deliverables bullets
  too would give, where the engagement numbers the Done-when bullets alone, warns;
- an acknowledgement citing none of the crit_refs of the tasks the specialist owns (\`owner:\`) fails
  ("the specialist opens its executor-report with a 'Criteria acknowledgement' citing them"); one
  leaving some of them out warns (a crit_ref that names no criterion is the plan's gap, not the report's);
- a text quoted right after a crit-N (\`crit-5: "…"\`, in straight, curly or «» quotes, three words
  or more; a shorter quote is a quoted term) that is neither the criterion's text nor a verbatim excerpt
  of it warns, naming whose text it is when it is another criterion's. Case, spacing, emphasis and code
  marks, quote and dash forms do not count, and \`…\` marks what an excerpt leaves out; an unquoted
  description (\`crit-1: unchanged; re-verified only\`) is no quote;
- an acknowledgement that does not open the report warns: it must be the first section after the
  report's title (its first heading, and any level-1 one) and iteration headings (\`## Iteration N\`).
  A heading or a bold label line (\`**What was done:**\`) before it is another section; a line of prose
  or a \`**Date:** …\` field is none.

Under the compat preset a report without the heading fails at the heading the recommended reading takes for
the acknowledgement (\`### ✅ Criteria acknowledgement\`, \`### Reconocimiento de criterios (Criteria acknowledgement)\`),
saying why the reference does not, else at its first heading.

The reference runs the check at tier L only; under \`--preset recommended\` it runs at M too, as the
contract names no tier. Not at S: the tier's relaxations merge its one specialist's report into
handoff §2 ("No §4 separate reports section when one specialist's work is in §2 already").

Skips while there are no executor reports; \`--mode ready\` turns that skip into a failure. An
\`executor-reports\` that is there but cannot be read as a folder (a file in its place, a folder
that cannot be listed) fails instead, under both presets: the reports could not be checked, which a
skip must not say.`,
  examples: [
    {
      status: 'pass',
      title: 'reads the heading name as a prefix (reference parity) but not "crit-" inside a word',
      files: {
        'executor-reports/a.md': `## Criteria-trace
- crit-1 done`,
      },
    },
    {
      status: 'fail',
      title: 'reads the heading name as a prefix (reference parity) but not "crit-" inside a word',
      files: {
        'executor-reports/a.md': '## Criterial notes',
      },
    },
    {
      status: 'warn',
      title: 'bullets that cite criteria without crit-N ids warn',
      options: {"preset": "recommended"},
      files: {
        'executor-reports/dev-a.md': `### Criteria acknowledgement
- Addresses the "done when" export bullet of criteria.md`,
      },
    },
    {
      status: 'skip',
      title: 'skips without executor reports, and fails under --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Every lead and dispatched specialist follows this contract … Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased).',
      compat: 'Runs at tier L only, as the reference\'s tier table does: an M engagement whose reports open without an acknowledgement passes unseen unless the check is named with --override-checks.',
      recommended: 'Runs at tiers M and L: the contract names no tier. Not at S, whose relaxations merge the one specialist\'s report into handoff §2 (so there may be no executor report to open).',
    },
    {
      protocol: 'Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased).',
      compat: 'A decorated heading (`### ✅ Criteria acknowledgement`, `### **Criteria acknowledgement**`), a translated one (`### Подтверждение критериев`) or a label line with no heading (`**Criteria acknowledgement:**`) is no acknowledgement heading: the report fails as having none, at the heading the recommended reading takes for the acknowledgement (saying why the reference does not), else at its first heading.',
      recommended: 'Emoji, symbols, emphasis and numbering (`### 1. Criteria acknowledgement`) around the heading\'s words are decoration: the words are compared. A Russian heading (`Критерии…`, `Подтверждение критериев`), one holding the protocol\'s name anywhere (`Reconocimiento de criterios (Criteria acknowledgement)`), and one naming the criteria in another language over a first bullet citing a crit-N with criteria.md\'s text (`### Reconocimiento de criterios`) are the acknowledgement heading too; its bullets must still cite crit-N. Without such a heading, a label line (`**Criteria acknowledgement:**`, `**Criteria acknowledgement**`, `Criteria acknowledgement:`) opens the acknowledgement: its bullets run to the next heading, bold label (`**What was done:**`) or paragraph after the list. A report with none fails at the line most like an attempt (a level-1 heading, a label in a list item or code block, a crit-N bullet of another section), saying why it was not accepted.',
    },
    {
      protocol: 'Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased).',
      compat: 'Any list item anywhere in the report (frontmatter, code blocks, other sections) that mentions crit-N, criterion N, "done when" or criteria.md satisfies the check, so an ack heading followed by nothing passes when a later section mentions crit-1. A list item is any line starting with `-`, `*` or `N.`, so `-crit-1` and a bold `**crit-1**` line count.',
      recommended: 'The bullets must sit in the acknowledgement section (up to the next heading of the same or a higher level) and be Markdown list items, any CommonMark marker (`- crit-1`, `* crit-1`, `+ crit-1`, `1. crit-1`, `1) crit-1`) with a space after it (`-crit-1` and `**crit-1**` are paragraphs). Bullets there that only say "criterion 2", "crit 2", "done when" or "criteria.md" warn: the protocol asks for the crit-N ids verbatim.',
    },
    {
      protocol: 'Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased). … The task\'s crit_refs — … the specialist opens its executor-report with a "Criteria acknowledgement" citing them.',
      compat: 'Any crit-N id counts, whatever it names and wherever the acknowledgement stands: `crit-9` of six criteria, a criterion of another specialist\'s task, a paraphrase quoted under the id, and an acknowledgement after "What was done" all pass.',
      recommended: 'A crit-N naming no criterion (as criteria-owned numbers them) fails, and so does an acknowledgement citing none of the crit_refs of the specialist\'s own tasks; leaving some out, a quoted text that is not the criterion\'s (compared without case, spacing, markdown marks or quote forms; an excerpt counts), and an acknowledgement after another section of the report warn.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    // The reference's glob lists `*.md` alone; the protocol reading takes a report named `.MD` too.
    const reports = model.executorReports({ exactCase: !protocol });
    const loose: Finding[] = [];
    if (!reports.length) {
      // There but unreadable as a folder: the reports could not be checked, which a skip ("not applicable yet") must not say.
      const folder = folderUnreadable(model, 'executor-reports');
      const unread = folder && { rel: folder.rel, why: folder.notAFolder ? `not a folder (${folder.notAFolder})` : folder.unlisted! };
      if (unread) {
        return {
          status: 'fail',
          detail: `${unread.rel} could not be read as a folder (${unread.why}): no executor report was checked`,
          fix: 'Make executor-reports/ a folder holding one <specialist>.md report per specialist, then lint again.',
          findings: [{ file: unread.rel, line: 1, column: 1, message: `executor-reports could not be read as a folder (${unread.why}); its reports were not checked` }],
        };
      }
      return { status: 'skip', detail: 'no executor-reports yet', missingArtefact: true };
    }
    const bad: string[] = [];
    const findings: Finding[] = [];
    // What the protocol reading finds in acknowledgements that cite crit-N ids: fails and warnings, by report.
    const miscited: string[] = [];
    const doubtful: string[] = [];
    const cautions: Finding[] = [];
    let reading: CriteriaReading | undefined;
    let owned: ReturnType<typeof ownedCritRefs> | undefined;
    const further = (doc: MarkdownDoc, name: string, ackLine: number, items: AckItem[], isAck: (text: string) => boolean) => {
      reading ??= criteriaReading(model);
      owned ??= ownedCritRefs(model);
      const found = ackCitations(doc, items, reading, owned.get(ownerKey(markdownStem(name))) ?? []);
      const opening = sectionBefore(doc, ackLine, isAck);
      const warns: AckFinding[] = [...found.warns];
      if (opening) {
        warns.unshift({
          why: 'not the report\'s opening',
          finding: doc.at(ackLine, `the Criteria acknowledgement comes after "${opening.name}" (line ${opening.line}): "Open report with Criteria acknowledgement" — make it the first section after the report's title and iteration heading`, 1, 'warning'),
        });
      }
      const whys = (fs: AckFinding[]) => [...new Set(fs.map((f) => f.why))].join('; ');
      if (found.fails.length) {
        miscited.push(`${name} (${whys(found.fails)})`);
        pushAll(findings, found.fails.map((f) => f.finding));
      }
      if (warns.length) {
        doubtful.push(`${name} (${whys(warns)})`);
        pushAll(cautions, warns.map((f) => f.finding));
      }
    };
    for (const doc of reports) {
      const name = doc.rel.slice(doc.rel.lastIndexOf('/') + 1);
      // The protocol reading: `### ✅ Criteria acknowledgement`, `### **Criteria acknowledgement**` and a
      // translated `### Подтверждение критериев` are that heading (handoff-sections reads translated titles too).
      // Numbering (`### 1. Criteria acknowledgement`, `### 2.1 Criteria`) is read past too, as validator-outputs reads `### 1. code-reviewer`.
      // The protocol's name anywhere in it (`Reconocimiento de criterios (Criteria acknowledgement)`) makes it the heading too.
      const title = (text: string) => plainTitle(text).replace(NUMBERING, '');
      const namesAck = (text: string) => ACK_HEADING.test(title(text)) || ACK_HEADING_RU.test(title(text)) || NAMES_ACK.test(text);
      const isAck = (text: string) => (protocol ? namesAck(text) : ACK_HEADING.test(text));
      // Recommended: headings as markdown renders them (`Criteria acknowledgement` underlined with `---` too).
      const headings = doc.headingsIn(protocol ? 'protocol' : 'reference');
      const levelled = (h: Heading) => h.level >= 2 && h.level <= 4;
      // The heading the protocol reads as the acknowledgement: by its name, else a translated one over crit-N bullets.
      const protocolAck = (hs: Heading[]) => hs.find((h) => levelled(h) && namesAck(h.text)) ?? hs.find((h) => translatedAck(doc, h, () => (reading ??= criteriaReading(model))));
      const heading = protocol ? protocolAck(headings) : headings.find((h) => levelled(h) && isAck(h.text));
      if (!heading && protocol) {
        // "Open report with Criteria acknowledgement" names no heading level: a label line over its bullets is one too.
        // One search over the text first: a report naming no criteria anywhere has no label to find line by line.
        const labels = MAY_NAME_ACK.test(doc.text) ? ackLabels(doc, isAck) : [];
        if (labels.some((l) => l.items.some((t) => CRIT_ID.for(t.text).test(t.text)))) {
          further(doc, name, labels[0]!.line, labels.flatMap((l) => l.items), isAck);
          continue;
        }
        const vague = labels.find((l) => l.items.some((t) => LOOSE_CRIT_REF.for(t.text).test(t.text)));
        if (vague) {
          loose.push(doc.at(vague.line, `the label "${vague.name}" cites criteria without their crit-N ids`));
          continue;
        }
        if (labels.length) {
          const first = labels[0]!;
          bad.push(`${name} (section present, but no crit-N reference in its bullets)`);
          findings.push(doc.at(first.line, `the label "${first.name}" has no list item citing crit-N: put \`- crit-N: …\` bullets right below it (its list ends at the next heading, bold label or paragraph)`));
          continue;
        }
        const tried = attempt(doc, isAck);
        bad.push(name);
        findings.push(
          tried
            ? doc.at(tried.line, `${name} has no Criteria acknowledgement: ${tried.why}`)
            : doc.at(headings[0]?.line ?? doc.bodyStart, `${name} has no Criteria acknowledgement: open it with a \`## Criteria acknowledgement\` heading or a \`**Criteria acknowledgement:**\` line followed by \`- crit-N: …\` bullets citing criteria.md verbatim`),
        );
        continue;
      }
      if (!heading) {
        // At the heading the protocol reads as the acknowledgement when there is one (`### ✅ Criteria acknowledgement`), else at the first.
        const meant = protocolAck(doc.headingsIn('protocol'));
        const why = !meant ? '' : meant.underline !== undefined ? ` ("${meant.text}" is underlined; the reference reads \`#\` headings only)` : ` ("${meant.text}" does not start with "Criteria")`;
        bad.push(name);
        findings.push(doc.at(meant?.line ?? doc.headings[0]?.line ?? doc.bodyStart, `${name} has no \`## Criteria acknowledgement\` heading${why}`));
        continue;
      }
      if (protocol) {
        const itemsOf = (h: typeof heading) => doc.linesOf(doc.sectionOf(h, 'protocol'), { skipFenced: true }).flatMap((l) => {
          const content = BULLET.exec(l.text)?.[1];
          return content === undefined ? [] : [itemAt(l.line, l.text, content)];
        });
        const items = itemsOf(heading).map((t) => t.text);
        if (items.some((t) => CRIT_ID.for(t).test(t))) {
          // Every acknowledgement of the report (a round may add its own) cites criteria.
          const all = doc.headingsIn('protocol').filter((h) => h === heading || (levelled(h) && isAck(h.text))).flatMap(itemsOf);
          further(doc, name, heading.line, all, isAck);
          continue;
        }
        if (items.some((t) => LOOSE_CRIT_REF.for(t).test(t))) {
          loose.push(doc.at(heading.line, `"${heading.text}" cites criteria without their crit-N ids`));
          continue;
        }
        bad.push(`${name} (section present, but no crit-N reference in its bullets)`);
        findings.push(doc.at(heading.line, `"${heading.text}" has no list item citing crit-N`));
        continue;
      }
      // Every line counts, frontmatter and code blocks included, as in the reference.
      if (!doc.lines.some((line) => {
            const item = LIST_ITEM.exec(line)?.[1] ?? '';
            return CRIT_REF.for(item).test(item);
          })) {
        bad.push(`${name} (section present, but no crit-N reference in bullets)`);
        findings.push(doc.at(heading.line, `"${heading.text}" has no list item citing crit-N, criterion N, done when or criteria.md`));
      }
    }
    const looseNames = list(loose.map((f) => f.file.slice(f.file.lastIndexOf('/') + 1)));
    if (bad.length || miscited.length) {
      const fixes = [
        bad.length
          ? protocol
            ? "Open each specialist's report with a `## Criteria acknowledgement` heading or a `**Criteria acknowledgement:**` line, followed by `- crit-N: …` bullets citing the criteria the work addresses verbatim from criteria.md."
            : "Open each specialist's report with `## Criteria acknowledgement` listing the crit-N items the work addresses, cited verbatim from criteria.md."
          : '',
        miscited.length ? "Cite in each acknowledgement the crit-N ids criteria.md has, the ones the specialist's tasks give as crit_refs, each with its text verbatim." : '',
      ];
      return {
        status: 'fail',
        detail: [bad.length ? `executor-reports without Criteria acknowledgement: ${list(bad)}` : '', miscited.length ? `acknowledgements citing no criterion of criteria.md or none of the specialist's crit_refs: ${list(miscited)}` : '']
          .filter(Boolean)
          .join('; '),
        fix: fixes.filter(Boolean).join(' '),
        // The warnings of the run stand beside the failures.
        findings: [...findings, ...loose.map((f) => ({ ...f, severity: 'warning' as const })), ...cautions],
      };
    }
    if (loose.length || doubtful.length) {
      return {
        status: 'warn',
        detail: [loose.length ? `criteria acknowledged without crit-N ids: ${looseNames}` : '', doubtful.length ? `acknowledgements to revise: ${list(doubtful)}` : ''].filter(Boolean).join('; '),
        fix: [
          loose.length ? 'Cite the crit-N ids of criteria.md verbatim in the acknowledgement bullets.' : '',
          doubtful.length ? "Open each report with its Criteria acknowledgement, citing every crit_ref of the specialist's tasks with criteria.md's text verbatim." : '',
        ]
          .filter(Boolean)
          .join(' '),
        findings: [...loose, ...cautions],
      };
    }
    return { status: 'pass', detail: `all ${reports.length} executor-reports have criteria-ack` };
  },
});
