/**
 * The line shapes of a contract rendering: section labels, items, tables, the choice list that
 * ends the contract. Every pattern is anchored and linear in the line's length.
 */
import { plainTitle } from '../../markdown/document.js';
import { tableRowCells } from '../../markdown/table.js';
import { editDistance } from '../../suggest.js';
import { squash } from './vocabulary.js';
import { codePoint } from '../../util.js';

export const SECTION_NAMES = ['Autonomous', 'Report then act', 'Ask before', 'Halt conditions', 'Skipped', 'Defaults', 'Team Structure', 'Authority transition'];
export const SECTION_BY_SQUASH = new Map(SECTION_NAMES.map((n) => [squash(n), n]));

/**
 * The words that name a delegation contract on a rendering's opening line ("Here's the delegation
 * contract for this task:"), also in the other languages the contract rules read: a rendering keeps
 * the protocol's English section labels under an opening in its user's language (Russian «контракт
 * делегирования», in any case of «контракт»; German "Delegationsvertrag"; Spanish and Portuguese
 * "contrato de delegación/delegação"; French "contrat de délégation"; Italian "contratto di delega").
 * Fixed words: linear.
 */
export const CONTRACT_PHRASE = /delegation contract|(?:контракт|договор)(?:а|у|ом|е)? (?:делегирования|о делегировании)|delegationsvertrag|contrato de delega(?:ción|ção)|contrat de délégation|contratto di delega/iu;
export const SECTION_RESPONSE: Record<string, string> = { Autonomous: 'Autonomous', 'Report then act': 'ReportThenAct', 'Ask before': 'AskBefore', 'Halt conditions': 'Halt' };

// A bold line, `**…**` or `__…__`: group 1 the indent, 2 or 3 the bold text, 4 what follows.
// `__init__.py` is a name, not a label: the underscore form must end the word.
export const HEADER = /^( {0,3})(?:\*\*([^*]{1,80})\*\*|__([^_]{1,80})__(?=[\s:(—–-]|$))(.*)$/;
// A bullet (`-`, `*`, `+`, `•`) or a numbered item (`1.`, `2)`): numbered lists inside a section are that section's items.
// A bare bullet is an empty item (group 2 undefined): an entry left blank, not a line of text. Blanks are taken whole
// (`(?![ \t])`): given back, they leave a line break after them where `.*$` fails again.
export const ITEM = /^( {0,3})(?:[-*+•]|\d{1,9}[.)])(?:[ \t]+(?![ \t])(.*))?$/;
// A bullet at any depth: in **Team Structure** a `Members:` item may hold its names as a sub-list.
// Its content starts at a non-blank: blanks before a line separator are not split every way.
export const NESTED_ITEM = /^([ \t]*)(?:[-*+•]|\d{1,9}[.)])[ \t]+([^ \t\n\r\u2028\u2029].*|)$/;
// A task-list box after the bullet (`- [x] External: …`, `- [ ] …`): a mark on the item, not part of its label.
const TASK_BOX = /^\[[ xX]\](?:[ \t]+|$)/;
/** An item's text past its task-list box, if it has one. */
export const pastTaskBox = (body: string) => body.slice(TASK_BOX.exec(body)?.[0].length ?? 0);
// Dash-like characters other than `-` that renderings put where a bullet goes: en and em dash, minus sign, hyphens.
const DASH_LIKE = '\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
const BLANK_OR_INVISIBLE = /[\p{White_Space}\p{Cf}]/u;

/**
 * Why a line shaped like a list item is not one in Markdown, with the text after its bullet:
 * a dash-like bullet (`– External: …`), a bullet followed by a blank that is not a space or tab
 * (`-`, then a no-break space), or a bullet indented 4 columns or more (a tab counts to the next
 * multiple of 4, as CommonMark counts it). Undefined for any other line. One pass, no pattern.
 */
export function notAnItem(text: string): { reason: string; rest: string } | undefined {
  let i = 0;
  let width = 0;
  for (; i < text.length && (text[i] === ' ' || text[i] === '\t'); i++) width = text[i] === '\t' ? width + 4 - (width % 4) : width + 1;
  const c = text[i];
  if (c === undefined) return undefined;
  if (DASH_LIKE.includes(c)) {
    return BLANK_OR_INVISIBLE.test(text[i + 1] ?? '') ? { reason: `"${c}" is not a list bullet`, rest: text.slice(i + 1).trim() } : undefined;
  }
  let j = i;
  if ('-*+•'.includes(c)) j++;
  else {
    while (j < text.length && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
    if (j === i || (text[j] !== '.' && text[j] !== ')')) return undefined;
    j++;
  }
  const after = text[j] ?? '';
  if (after === ' ' || after === '\t') return width >= 4 ? { reason: 'it is indented 4 columns or more', rest: text.slice(j).trim() } : undefined;
  if (!BLANK_OR_INVISIBLE.test(after)) return undefined;
  return { reason: `its bullet is followed by ${after === '\u00a0' ? 'a no-break space' : codePoint(after)}, not a space`, rest: text.slice(j).trim() };
}

// A line naming a section without bold markup (`*Ask before*:`, `Report then act (…):`): group 1 the
// label as written, group 2 the name.
export const LOOKALIKE = /^ {0,3}([*_]{0,2}([A-Za-z][A-Za-z ]{1,30}?)[*_]{0,2})[ \t]*(?:[(:—–]|$)/;
// A table's delimiter row: `|---|:--:|`.
// Each run of blanks is followed by a character that cannot be a blank, so the match is linear.
export const TABLE_RULE = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/;

// An ATX heading's marker and the blanks after it; the heading's text follows.
export const HEADING_MARK = /^ {0,3}#{1,6}(?:[ \t]+|$)/;

/**
 * A heading that names exactly one section (`### Defaults`, `### **Ask before**`,
 * `## Defaults (uncalibrated domains default):`), as the parts of a bold label: the indent,
 * the label and what follows it. Any other heading gives undefined (it ends the contract body).
 */
export function headingSection(text: string): { indent: string; bold: string; after: string } | undefined {
  const mark = HEADING_MARK.exec(text);
  if (!mark) return undefined;
  // A closing run of `#` is decoration (CommonMark); cut by hand, as a pattern on the end would rescan long blank runs.
  let end = text.length;
  while (end > mark[0].length && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  let hashes = end;
  while (hashes > mark[0].length && text[hashes - 1] === '#') hashes--;
  if (hashes < end && (hashes === mark[0].length || text[hashes - 1] === ' ' || text[hashes - 1] === '\t')) end = hashes;
  const content = text.slice(mark[0].length, end).trimEnd();
  const indent = text.slice(0, text.length - text.trimStart().length);
  const bold = HEADER.exec(content);
  if (bold) {
    const label = bold[2] ?? bold[3]!;
    return sectionNamed(label) ? { indent, bold: label, after: bold[4]! } : undefined;
  }
  if (!sectionNamed(content)) return undefined;
  const cut = content.search(/[(:—–]|\s-(?:\s|$)/);
  return cut >= 0 ? { indent, bold: content.slice(0, cut).trimEnd(), after: content.slice(cut) } : { indent, bold: content, after: '' };
}

// A block quote's marker: up to three spaces, `>`, and one optional blank.
export const QUOTE_MARK = /^ {0,3}>[ \t]?/;

/**
 * The width of the emoji or symbols (and blanks) that lead a label (`✅ **Autonomous**`, or inside
 * the bold, `**🟢 Autonomous**`): decoration, as headings' titles take it (plainTitle). 0 when the
 * text starts with anything else: ASCII (a bullet, `>`, a parenthesis), `•` (a bullet) or a letter of
 * another script. Only the first 16 code units are looked at: decoration is short.
 */
export function decorationWidth(text: string): number {
  let i = 0;
  let marked = false;
  for (; i < text.length && i < 16; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09) continue;
    if (c < 0x80 || c === 0x2022) break;
    marked = true;
  }
  return marked && plainTitle(text.slice(0, i)) === '' ? i : 0;
}

/**
 * A bold line (HEADER) read past the emoji or symbols before the bold and at the start of the bold
 * text: the indent (with that decoration), the bold text without it, and what follows.
 */
export function boldLine(text: string): { indent: string; bold: string; after: string } | undefined {
  const deco = decorationWidth(text);
  const b = HEADER.exec(deco ? text.slice(deco) : text);
  if (!b) return undefined;
  const bold = b[2] ?? b[3]!;
  return { indent: text.slice(0, deco) + b[1]!, bold: bold.slice(decorationWidth(bold)), after: b[4]! };
}

// A Setext heading's underline: `---` or `===` (two at least: a lone `-` is an empty item).
const SETEXT_RULE = /^ {0,3}(?:={2,}|-{2,})[ \t]*$/;

/**
 * A Setext heading naming exactly one section (`Autonomous` over a `---` or `===` line), as the parts
 * of a bold label, as `## Autonomous` gives them (headingSection); undefined for any other line.
 */
export function setextSection(text: string, next: string | undefined): { indent: string; bold: string; after: string } | undefined {
  if (next === undefined || !SETEXT_RULE.test(next) || !text.trim() || ITEM.test(text) || /^ {0,3}[#>|]/.test(text) || /^\s{4}/.test(text)) return undefined;
  const h = headingSection(`# ${text.trim()}`);
  return h ? { ...h, indent: text.slice(0, text.length - text.trimStart().length) } : undefined;
}

/** The section a line opens, as a bold label or as a heading naming exactly one section; undefined for any other line. */
export function opensSection(text: string): string | undefined {
  const b = boldLine(text);
  if (b) return sectionNamed(b.bold);
  const h = text.trimStart()[0] === '#' ? headingSection(text) : undefined;
  return h ? sectionNamed(h.bold) : undefined;
}

const FENCE_LINE = /^ {0,3}(?:```|~~~)/;

/**
 * A rendering saved inside a code fence (an agent's message pasted as ```markdown … ```): when
 * every section label sits inside fences, the lines with the fence markers blanked (line numbers
 * kept), else undefined. A rendering that is read outside fences quotes other text in them.
 */
export function unfenceRendering(lines: string[]): string[] | undefined {
  let fence = false;
  let inside = false;
  for (const text of lines) {
    if (FENCE_LINE.test(text)) {
      fence = !fence;
      continue;
    }
    if (!opensSection(text.replace(QUOTE_MARK, ''))) continue;
    if (!fence) return undefined;
    inside = true;
  }
  return inside ? lines.map((t) => (FENCE_LINE.test(t) ? '' : t)) : undefined;
}

/**
 * A rendering saved as a block quote (every line behind `> `): when every section label sits behind
 * a quote marker, the lines with the markers removed and the width each marker took, else undefined.
 */
export function unquoteRendering(lines: string[]): { lines: string[]; offsets: number[] } | undefined {
  let quoted = false;
  const out: string[] = [];
  const offsets: number[] = [];
  for (const text of lines) {
    const m = QUOTE_MARK.exec(text);
    const bare = m ? text.slice(m[0].length) : text;
    if (opensSection(bare)) {
      if (!m) return undefined;
      quoted = true;
    }
    out.push(bare);
    offsets.push(m ? m[0].length : 0);
  }
  return quoted ? { lines: out, offsets } : undefined;
}

/**
 * The section a heading starts with when it names more than that section
 * (`### Ask before / Report then act`, `### Defaults and notes`): such a heading is not read
 * as the section, which is said.
 */
export function headingStartsWithSection(text: string): string | undefined {
  const mark = HEADING_MARK.exec(text);
  if (!mark) return undefined;
  const content = text.slice(mark[0].length, mark[0].length + 40).replace(/^[*_]+/, '').toLowerCase();
  return SECTION_NAMES.find((n) => content.startsWith(n.toLowerCase()) && !/[a-z]/.test(content[n.length] ?? ''));
}

/**
 * The section a bold label names. The label may carry its description inside the bold
 * (`**Defaults (uncalibrated domains default):**`, `**Ask before — irreversible**`): the name
 * is the text before the first parenthesis, colon or dash.
 */
export function sectionNamed(bold: string): string | undefined {
  const cut = bold.search(/[(:—–]|\s-(?:\s|$)/);
  return SECTION_BY_SQUASH.get(squash(cut >= 0 ? bold.slice(0, cut) : bold));
}

// Other words renderings use for a section (squashed): what a bold label in those words was meant to be.
const SECTION_PARAPHRASES = new Map<string, string>([
  ['autonomy', 'Autonomous'],
  ['autonomously', 'Autonomous'],
  ['proceedwithoutasking', 'Autonomous'],
  ['reportandact', 'Report then act'],
  ['reportfirst', 'Report then act'],
  ['tellthenact', 'Report then act'],
  ['askfirst', 'Ask before'],
  ['askpermission', 'Ask before'],
  ['askforpermission', 'Ask before'],
  ['needsapproval', 'Ask before'],
  ['stopconditions', 'Halt conditions'],
  ['escalation', 'Halt conditions'],
  // `**Escalate when**`, `**Escalate if**`, `**Halt when**`, `**Stop if**`: triggers under another name.
  ['escalate', 'Halt conditions'],
  ['haltwhen', 'Halt conditions'],
  ['haltif', 'Halt conditions'],
  ['stopwhen', 'Halt conditions'],
  ['stopif', 'Halt conditions'],
  ['notapplicable', 'Skipped'],
  ['outofscope', 'Skipped'],
  ['uncalibrated', 'Defaults'],
  ['who', 'Team Structure'],
  ['roles', 'Team Structure'],
]);

/**
 * The section a bold label that is not a section label was meant to be: `**Autonomous actions**`,
 * `**Ask first**`, `**Halt condition**`, `**Skip**` (a section name with words after it, a prefix of
 * one, a paraphrase, or a misspelling of at most two letters). Only a short label of words counts,
 * so a bold sentence (`**Ask first if unsure.**`) names no section.
 */
export function nearSection(bold: string): string | undefined {
  const cut = bold.search(/[(:—–]|\s-(?:\s|$)/);
  const name = (cut >= 0 ? bold.slice(0, cut) : bold).trim();
  if (!/^[A-Za-z][A-Za-z' -]{0,40}$/.test(name) || name.split(/[ -]+/).length > 4) return undefined;
  const s = squash(name);
  if (SECTION_BY_SQUASH.has(s)) return undefined;
  // A short paraphrase must be the whole label (`**Who**`, not `**Whole plan**`); a longer one may lead it.
  for (const [para, section] of SECTION_PARAPHRASES) if (s === para || (para.length >= 6 && s.startsWith(para))) return section;
  for (const section of SECTION_NAMES) {
    const n = squash(section);
    if (s.startsWith(n) || (s.length >= 3 && n.startsWith(s)) || (s.length >= 6 && editDistance(s, n) <= 2)) return section;
  }
  return undefined;
}

/** Cells of a table row with the column where each cell's text starts (1-based); empty cells at the end dropped. */
export function tableCells(text: string): Array<{ text: string; col: number }> {
  const cells = (tableRowCells(text) ?? []).map((c) => ({ text: c.text, col: c.column }));
  while (cells.length && !cells[cells.length - 1]!.text) cells.pop();
  return cells;
}
// The Phase 4 choice list that follows the contract: an `Options:` line, or numbered bold choices
// (`1. **Approve** — ...`) written without it.
export const OPTIONS_LINE = /^\s*Options:\s*$/i;
export const OPTIONS_CHOICE = /^ {0,3}\d{1,9}[.)][ \t]+\*\*(approve|adjust|withdraw)\*\*/i;
// "Exploration (Minimal): ...", "**File modification** (durable) — ...", "Tests: ...", "[External](docs/external.md): ...",
// "**External (AlwaysAsk)**: ...", "External *(AlwaysAsk)*: ...", "External (git push (to main)): ...".
// A name (or a link's text), its parenthesised qualifiers (any number of groups, each with marks before
// it and one level of parentheses inside, so a qualifier may hold a link), then `:`, a dash (`—`, `–`,
// or `-` before a space), an arrow (`→`, `->`, `=>`), `=` or the end: renderings write
// `Others → ask-before` too. Marks are at most three, and where two runs of marks or blanks meet, one
// of them must be followed by what the other cannot start with, so each character is taken one way:
// anchored and linear.
const MARK = '[`*_]';
const MARKS = `${MARK}{0,3}`;
const QUALIFIER = String.raw`\((?:[^()]|\([^()]{0,200}\)){0,200}\)`;
const SEPARATOR = String.raw`(?::|—|–|→|->|=>?|-(?=[ \t]|$)|$)`;
export const LEADING_NAME = new RegExp(
  // Group 1: marks and a link's `[`; group 2: the name; then marks and a link's `](target)`.
  String.raw`^(${MARKS}(?:\[${MARKS})?)([A-Za-z][A-Za-z]*(?:[ -][A-Za-z]+)?)${MARKS}(?:\]\([^()\s]{0,300}\)${MARKS})?` +
    // Group 3: the qualifiers, each after blanks, marks then blanks, or marks (`*(AlwaysAsk)*`).
    String.raw`((?:(?:${MARK}{1,3}[ \t]+|[ \t]*)${MARKS}${QUALIFIER})*)` +
    // Marks closing the label (`**External (AlwaysAsk)**:`), the separator, and marks closing it (`**External:**`).
    String.raw`${MARKS}[ \t]*${SEPARATOR}(?:${MARK}{1,3}(?=[ \t]|$))?[ \t]*`,
  // Indices: the qualifiers' columns are taken from where group 3 matched.
  'd',
);
// The start of an item whose label begins with a name followed by a parenthesis or a bracket: when
// LEADING_NAME does not read it and the name is a domain, the item is reported, not dropped.
export const LABEL_START = /^[`*_]{0,3}\[?[`*_]{0,3}([A-Za-z][A-Za-z]*(?:[ -][A-Za-z]+)?)[`*_]{0,3}[ \t]{0,3}[`*_]{0,3}[([\]]/;
export const NONE_ITEM = /^\(?(none|n\/a|nothing|—|-)\)?\.?$/i;
/**
 * Whether a **Skipped** item or a `Removed:` value names nothing: `None — all four domains apply`,
 * `None (every domain applies)`, `none.`, `— (everyone stays)`, `(no domains skipped)`, `keine`,
 * `なし`. Markup and an opening parenthesis are stripped first (linear), then one anchored word is tested.
 */
export function namesNothing(text: string): boolean {
  const bare = text.replace(/^[\s`*_(]+/, '');
  // The word for "none" in the languages renderings are written in, beside English and Russian.
  return /^(?:none|n\/a|nothing|nobody|no one|no domains?|нет|ничего|никого|никто|не применимо|keine?|ninguno|ninguna|nada|aucune?|rien|nenhuma?|nessuno|niente|なし|無し|ありません|无|無|没有|沒有|—|–|-)(?=$|[\s.,:;()`*_—–、。，：-])/i.test(bare);
}

export const PLACEHOLDER = /^\[[^\]]*\]$/;
