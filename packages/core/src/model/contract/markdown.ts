/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { CONTRACT_PHRASE, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADING_MARK, boldLine, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, nearSection, headingSection, headingStartsWithSection, setextSection, tableCells, unfenceRendering, unquoteRendering, OPTIONS_LINE, OPTIONS_CHOICE, namesNothing, notAnItem, pastTaskBox } from './markdown-lines.js';
import { contractQuote, type ContractPos, type ContractSectionRef, type Parsed } from './types.js';
import { squash } from './vocabulary.js';
import { readsLikeEntry, subItemHalf, type MdSection } from './markdown-items.js';
import { readSections } from './markdown-read.js';
import { LABEL as TEAM_LABEL } from './markdown-team.js';
import { domainTable, tableRowItem } from './markdown-table.js';
import { compareRecap, emptyParsed, showsContractAgain } from './markdown-recap.js';
import { pushAll } from '../../util.js';

// ---------------------------------------------------------------------------
// The markdown rendering

export { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, OPTIONS_LINE, OPTIONS_CHOICE, LEADING_NAME, NONE_ITEM, namesNothing, PLACEHOLDER } from './markdown-lines.js';
export { trailingAction, leadingName, type MdItem, type MdSection, type LeadingName } from './markdown-items.js';
export { defaultLine } from './markdown-defaults.js';
export { readTeamSection } from './markdown-team.js';
export { type MdResponse, type MdDomain } from './markdown-read.js';

// Full-width parentheses and colon (CJK text: `External（git push）：`) read as their ASCII forms,
// one code unit for one, so every column still points into the line as written.
const FULL_WIDTH: Record<string, string> = { '（': '(', '）': ')', '：': ':' };
const asciiPunctuation = (line: string) => (/[（）：]/.test(line) ? line.replace(/[（）：]/g, (c) => FULL_WIDTH[c]!) : line);

export function parseMarkdown(raw: TextFile, out: Parsed): Parsed {
  const given = { ...raw, lines: raw.lines.map(asciiPunctuation) };
  // A rendering pasted inside a code fence is read as if the fence were not there.
  const unfenced = unfenceRendering(given.lines);
  const file = unfenced ? { ...given, lines: unfenced } : given;
  const quote = unquoteRendering(file.lines);
  if (!quote) return parseRendering(file, out);
  // An agent's message saved as a block quote: read without the markers, then every position moved
  // back past the marker of its line, so findings point into the file as written.
  const before = out.problems.length;
  parseRendering({ ...file, lines: quote.lines }, out);
  const shifted = new Set<ContractPos>();
  const shift = (p: ContractPos | undefined) => {
    if (!p || shifted.has(p)) return;
    shifted.add(p);
    p.column += quote.offsets[p.line - 1] ?? 0;
  };
  for (const p of out.problems.slice(before)) shift(p);
  for (const e of out.positions.values()) {
    shift(e.at);
    shift(e.keyAt);
  }
  const md = out.markdown;
  if (md) {
    shift(md.intro);
    shift(md.options);
    for (const r of md.recaps ?? []) shift(r);
    for (const s of md.sections) shift(s.at);
    for (const d of md.defaults) {
      shift(d.at);
      shift(d.domain.at);
      shift(d.response?.at);
    }
  }
  return out;
}

/**
 * A line wholly in emphasis that describes the section before its first item (`_I'll proceed
 * without asking:_`, `*I'll proceed without asking.*`, `_I'll ask first_:`, `*(I'll tell you what
 * I'm doing)*`), unless it reads as an entry. Punctuation may close it inside or outside the marks;
 * marks are counted by hand (a pattern would rescan runs of them).
 */
function describesSection(text: string, section: string): boolean {
  let t = text.trim();
  while (t && '.:;!'.includes(t[t.length - 1]!)) t = t.slice(0, -1);
  let a = 0;
  while (a < t.length && (t[a] === '*' || t[a] === '_')) a++;
  let b = t.length;
  while (b > a && (t[b - 1] === '*' || t[b - 1] === '_')) b--;
  const inner = t.slice(a, b).trim();
  if (a === 0 || t.length - b !== a || inner === '' || readsLikeEntry(inner, section)) return false;
  // Any sentence may be a trigger: under **Halt conditions** only the author's voice, a list's
  // introduction or a parenthesis describes the section. Trailing marks are matched from their run's first character only.
  return section !== 'Halt conditions' || /^(?:I'll|I will|we'll|we will)\b/i.test(inner) || /[:)]$/.test(text.trim().replace(/(?<![*_.])[*_.]+$/, '')) || inner.startsWith('(');
}

/** A plain line ending with a colon that leads into the section's list and is no entry itself ("I'll proceed without asking:"). */
function introducesList(text: string, section: string): boolean {
  const t = text.trim();
  return t.endsWith(':') && !ITEM.test(text) && !readsLikeEntry(t.slice(0, -1), section);
}

/**
 * Text on a section's label line that is no entry: it names nothing (`**Skipped:** none`), or
 * describes the section (`**Autonomous:** I'll proceed without asking`, a parenthesis, emphasis).
 */
function labelLineRemark(text: string, section: string): boolean {
  const t = text.trim();
  return namesNothing(t) || /^(?:I'll|I will|I'd|we'll|we will)\b/i.test(t) || /^\(.*\)[.:]?$/.test(t) || describesSection(t, section) || TEMPLATE_REMARKS.get(section)?.has(squash(t)) === true;
}

/**
 * The protocol templates' own descriptions of each section, which a rendering may write after the
 * label without their parentheses (`**Skipped:** not applicable to this task`), compared squashed.
 */
const TEMPLATE_REMARKS = new Map<string, Set<string>>(
  Object.entries({
    Autonomous: ['proceed without asking'],
    'Report then act': ["tell you what I'm doing, then proceed"],
    'Ask before': ['ask for permission first'],
    'Halt conditions': ['stop and escalate'],
    Skipped: ['not applicable to this task'],
    Defaults: ['uncalibrated domains default'],
    'Team Structure': ['WHO'],
  }).map(([section, remarks]) => [section, new Set(remarks.map(squash))]),
);

// A choice of an `Options:` list: an item, or a bold label followed by a dash and what it means.
const CHOICE = /^ {0,3}(?:(?:[-*+•]|\d{1,9}[.)])[ \t]|(?:\*\*[^*]{1,80}\*\*|__[^_]{1,80}__)[ \t]*(?:—|–|-[ \t]))/;

function parseRendering(file: TextFile, out: Parsed): Parsed {
  const before = out.problems.length;
  let renderings = 1;
  let read = readBody(file, out, 0);
  // The contract shown again (after "Adjust", the seed goes back to calibration and shows it anew)
  // replaces the one before: only the last rendering is in force, so only it is read and reported.
  // A later block that is no whole contract (showsContractAgain: a recap after the approval, a reply
  // naming a section) never replaces it: the rendering the choices were offered for stays in force,
  // and the block is compared with it.
  const recaps: MdSection[][] = [];
  for (let from = read.restart; from !== undefined; ) {
    const scratch = emptyParsed();
    const next = readBody(file, scratch, from);
    if (showsContractAgain(next, read)) {
      out.problems.length = before;
      pushAll(out.problems, scratch.problems);
      renderings++;
      read = next;
    } else if (next.sections.length) recaps.push(next.sections);
    from = next.restart;
  }
  const { sections, intro, options } = read;
  if (!sections.length) {
    out.problems.push({ line: intro?.line ?? 1, column: 1, message: 'no delegation-contract section found (**Autonomous**, **Report then act**, **Ask before**, **Halt conditions**, **Skipped**, **Defaults**)' });
  }
  out.parsed = true;
  const { data, defaults, spellings, labelsOfNoDomain } = readSections(sections, out);
  out.data = data;
  for (const recap of recaps) compareRecap(recap, data, out, options);
  const refs: ContractSectionRef[] = sections.map((s) => ({ name: s.name, at: { line: s.line, column: s.col }, end: s.end, text: s.text.join(' '), items: s.items.length }));
  out.markdown = {
    ...(intro ? { intro } : {}),
    ...(options ? { options } : {}),
    renderings,
    ...(recaps.length ? { recaps: recaps.map((r) => ({ line: r[0]!.line, column: r[0]!.col })) } : {}),
    sections: refs,
    section: (name: string) => refs.find((r) => r.name === name),
    defaults,
    spellings,
    labelsOfNoDomain,
  };
  return out;
}

/**
 * One rendering's body, read from line index `from` on: its sections, its opening line and where it
 * ends. `restart` is set when the contract is shown again after this one's choices: a new "delegation
 * contract" line followed by a section, or a section label repeated after the choices. The next
 * rendering starts at the first such line after the choices, and the caller reads it instead when it
 * shows the whole contract (showsContractAgain), else compares it with this one. With
 * no choices between, a "delegation contract" line followed by a section this body already has
 * starts the next rendering at that line.
 */
function readBody(file: TextFile, out: Parsed, from: number): { sections: MdSection[]; intro?: ContractPos; options?: ContractPos; restart?: number } {
  const sections: MdSection[] = [];
  let current: MdSection | undefined;
  let intro: ContractPos | undefined;
  // The first `Options:` line (or choice) after a section: where the body ends; no section is read after it.
  let options: ContractPos | undefined;
  let fence = false;
  let comment = false;
  // The table being read in the current section: its header row seen, then its delimiter row.
  let table: { line: number; rule: boolean; header: Array<{ text: string; col: number }>; said?: boolean } | undefined;
  const notRead = (line: number, column: number, what: string, why?: string) =>
    out.problems.push({ line, column, message: `${what} under **${current!.name}** is not a list item${why ? ` (${why})` : ''}, so it was not read; write each entry as a \`- \` item` });
  const say = (line: number, text: string, message: string) => out.problems.push({ line, column: Math.max(1, text.search(/\S/) + 1), message });
  const tableNotRead = (line: number) =>
    out.problems.push({ line, column: 1, message: `the table under **${current!.name}** has no |---| row after its header row, so its rows were not read; write each entry as a \`- \` item` });
  // Text lines of the current section not yet known to be lost: text before an item, or in a section
  // with no items, is content that was not read. Text after the last item is a closing remark when it
  // is a sentence; a line that reads as an entry (`External: open the PR`), or is written as an item
  // Markdown does not read as one (`why`), was not read, and is said.
  let pending: Array<{ line: number; column: number; text: string; why?: string }> = [];
  const flush = (all: boolean) => {
    const lost = !current ? [] : all || current.items.length === 0 ? pending : pending.filter((p) => p.why !== undefined || readsLikeEntry(p.text, current!.name));
    for (const p of lost) notRead(p.line, p.column, `"${contractQuote(p.text)}"`, p.why);
    pending = [];
  };
  // Entries between the contract's opening line and its first section, said when that section opens:
  // the rendering gives each entry its response by the section it is listed under, so one before
  // every section (an item, a line or a summary table's row naming a domain) has none and is not read.
  let preamble: Array<{ line: number; column: number; message: string }> = [];
  const UNDER = 'list each entry under its section (**Autonomous**, **Report then act**, **Ask before**)';
  const readPreamble = (text: string, line: number) => {
    if (/^ {0,3}\|/.test(text)) {
      if (!table) table = { line, rule: false, header: tableCells(text) };
      else if (!table.rule && line === table.line + 1 && TABLE_RULE.test(text)) table.rule = true;
      else if (table.rule && !preamble.some((p) => p.line === table!.line)) {
        const row = tableRowItem(table.header, tableCells(text), 'Autonomous');
        if (row && readsLikeEntry(row.content, '')) {
          preamble.push({ line: table.line, column: 1, message: `the table before the first section is under no section, so its rows were not read (line ${line}: "${contractQuote(text.trim())}"); ${UNDER}` });
        }
      }
      return;
    }
    const entry = ITEM.exec(text)?.[2] ?? notAnItem(text)?.rest ?? text;
    if (entry.trim() && readsLikeEntry(entry, '')) {
      preamble.push({ line, column: Math.max(1, text.search(/\S/) + 1), message: `"${contractQuote(text.trim())}" comes before the first section, so it is under no section and was not read; ${UNDER}` });
    }
  };
  // A bold label that is not a section's (`**Autonomous actions**`, `**Notes**`): the items under it
  // are read under no section. Said at once when it nearly names a section, else at its first item
  // that reads as an entry.
  let stray: { label: string; line: number; column: number; said: boolean } | undefined;
  // After the choices: the first line that may start another rendering, and whether a "delegation
  // contract" line has been seen there (then any section label starts one).
  let next: number | undefined;
  let again = false;
  let restart: number | undefined;
  // Without choices between: the last "delegation contract" line after the body's first section (a line index).
  let shownAgain: number | undefined;
  // The underline of the Setext heading just read (a line index), and whether the lines now read are
  // the choices after an `Options:` line (`**Autonomous** — edit freely`, `1. **Approve** — …`): answers
  // offered to a question of the interview, not sections or entries. They end at any other line.
  let underline = -1;
  let choices = false;
  // A plain loop from `from`: a later rendering is read without copying or rescanning the lines before it.
  const step = (text: string, i: number) => {
    const line = i + 1;
    if (/^ {0,3}(```|~~~)/.test(text)) fence = !fence;
    if (fence) return;
    // HTML comments are not content; a comment may span lines.
    if (comment || /^\s*<!--/.test(text)) {
      comment = !text.includes('-->');
      return;
    }
    if (choices) {
      if (CHOICE.test(text)) return;
      choices = false;
    }
    if (CONTRACT_PHRASE.test(text)) {
      // Only what follows the last such line before the sections is the contract's own preamble.
      if (!sections.length) preamble = [];
      if (options) {
        next ??= i;
        again = true;
      } else intro ??= { line, column: Math.max(1, text.search(/\S/) + 1) };
      // Inside the body, a line of its own (no item, no statement) may open the contract shown again
      // with no choices between (the user's "Adjust" alone); a repeated section below confirms it.
      if (!options && sections.length && !ITEM.test(text) && current?.name !== 'Authority transition') shownAgain = i;
    }
    if (table && !/^ {0,3}\|/.test(text)) {
      if (!table.rule && current) tableNotRead(table.line);
      table = undefined;
    }
    // A bold label, past emoji before it or inside it (`✅ **Autonomous**`, `**🟢 Autonomous**`). A heading
    // naming exactly one section (`### **Defaults**`, `### Autonomous`, or `Autonomous` over `---`)
    // opens it as its bold label would; a Setext heading's underline is part of it.
    if (i === underline) return;
    const setext = setextSection(text, file.lines[i + 1]);
    if (setext) underline = i + 1;
    const h = boldLine(text) ?? (text.trimStart()[0] === '#' ? headingSection(text) : setext);
    const body = !options && (intro !== undefined || sections.length > 0);
    if (!h && HEADING_MARK.test(text)) {
      // Any other heading ends the contract body. One that starts with a section name but says more
      // (`### Ask before / Report then act`), or nearly names a section (`### Ask first`), is said.
      const more = current ? headingStartsWithSection(text) : undefined;
      const near = more || !body ? undefined : nearSection(text.replace(HEADING_MARK, '').replace(/[*_]/g, '').trim());
      if (more) say(line, text, `the heading "${contractQuote(text.trim())}" names more than the section **${more}**, so it was not read as that section and ends the contract body; write it as \`### ${more}\` or **${more}**`);
      else if (near) say(line, text, `the heading "${contractQuote(text.trim())}" is not a section label, so the items under it were not read; write it as \`### ${near}\` or **${near}**`);
      flush(false);
      current = undefined;
      stray = undefined;
      return;
    }
    if (h) {
      const name = sectionNamed(h.bold);
      flush(false);
      current = undefined;
      stray = undefined;
      if (!name) {
        const cut = h.bold.search(/[(:—–]|\s-(?:\s|$)/);
        const label = (cut >= 0 ? h.bold.slice(0, cut) : h.bold).trim();
        // Only a label line: the bold text alone, or before a colon or a parenthesised description.
        const after = h.after.trim();
        if (!options && label && (after === '' || /^[:(—–]/.test(after) || /:\s*$/.test(h.bold))) {
          const near = nearSection(h.bold);
          stray = { label, line, column: h.indent.length + 1, said: near !== undefined };
          if (near) say(line, text, `**${label}** is not a section label, so the items under it were not read; write **${near}**`);
          else if (!body) stray = undefined;
        }
        return;
      }
      const col = h.indent.length + 1;
      if (options) {
        // The body ended at the choices. A section repeated there, or any after a new "delegation
        // contract" line, is the contract shown again; any other is not part of the contract (the
        // templates put every section, **Authority transition** too, before `Options:`).
        next ??= i;
        if (again || sections.some((s) => s.name === name)) restart = next;
        else out.problems.push({ line, column: col, message: `section **${name}** comes after the \`Options:\` choices (line ${options.line}), where the contract body ends, so it was not read; put it before \`Options:\`` });
        return;
      }
      // The team template's `**Report then act** / **Ask before** / **Halt conditions**:` points back to the
      // Solo sections: a line naming several sections opens none of them, so the sections written out
      // after it are read as written, and what is listed under it (no one section's) is said, not read.
      if ([...h.after.matchAll(/\*\*([^*]{1,80})\*\*|__([^_]{1,80})__/g)].some((b) => sectionNamed(b[1] ?? b[2]!) ?? nearSection(b[1] ?? b[2]!))) {
        out.problems.push({ line, column: col, message: `several sections share one header line ("${contractQuote(text.trim(), 80)}"), so it opens none of them and nothing listed under it is read; write each section with its own list` });
        stray = { label: h.bold, line, column: col, said: true };
        return;
      }
      if (sections.some((s) => s.name === name)) {
        // After a new "delegation contract" line a repeated section starts the contract shown again.
        if (shownAgain !== undefined) {
          restart = shownAgain;
          return;
        }
        out.problems.push({ line, column: col, message: `section **${name}** appears twice; merge the two lists` });
        return;
      }
      current = { name, line, col, end: line, items: [], text: [] };
      if (!sections.length) pushAll(out.problems, preamble);
      sections.push(current);
      // Entries written on the header line after its colon (`**Autonomous**: Exploration, External`)
      // are not list items: said, not dropped. A description before the colon is not an entry.
      const bold = h.bold.trimEnd();
      const after = h.after.replace(/^\s*\([^)]*\)/, '');
      const inline = bold.endsWith(':') ? h.after.trim() : after.trimStart().startsWith(':') ? after.trimStart().slice(1).trim() : '';
      if (inline && name === 'Authority transition') current.text.push(inline);
      else if (inline && !labelLineRemark(inline, name)) {
        out.problems.push({ line, column: text.trimEnd().length - inline.length + 1, message: `"${contractQuote(inline)}" on the **${name}** header line is not a list item, so it was not read; write each entry as a \`- \` item` });
      }
      return;
    }
    if (OPTIONS_LINE.test(text)) choices = true;
    if (sections.length && !options && (OPTIONS_LINE.test(text) || OPTIONS_CHOICE.test(text))) options = { line, column: Math.max(1, text.search(/\S/) + 1) };
    // A section named without bold, inside the body or as its first section: read on, its items would
    // count under the previous section (or none); they are not read instead, and that is said.
    const look = text.trim() === '' || ITEM.test(text) ? undefined : LOOKALIKE.exec(text);
    const named = look ? SECTION_BY_SQUASH.get(squash(look[2]!)) : undefined;
    if (named && (current ? current.name !== 'Authority transition' : intro && !sections.length)) {
      out.problems.push({ line, column: Math.max(1, text.search(/\S/) + 1), message: `"${look![1]}" names the section **${named}** but is not a bold label, so its items were not read; write it as **${named}**` });
      flush(false);
      current = undefined;
      // Its items have been accounted for by this message: not said again as items under no section.
      stray = { label: named, line, column: 1, said: true };
      return;
    }
    if (!current) {
      if (intro && !sections.length && !options && !stray) readPreamble(text, line);
      const entry = stray && !stray.said ? (ITEM.exec(text)?.[2] ?? '').trim() : '';
      if (entry && readsLikeEntry(entry, '')) {
        stray!.said = true;
        out.problems.push({ line: stray!.line, column: stray!.column, message: `**${stray!.label}** is not a section label, so the items under it were not read (line ${line}: "${contractQuote(entry)}"); list them under a section such as **Autonomous**, **Report then act** or **Ask before**` });
      }
      return;
    }
    if (OPTIONS_LINE.test(text) || OPTIONS_CHOICE.test(text)) {
      // The Options list ends the contract body.
      flush(false);
      current = undefined;
      return;
    }
    if (text.trim() === '') return;
    current.end = line;
    const m = ITEM.exec(text) ?? (current.name === 'Team Structure' ? NESTED_ITEM.exec(text) : null);
    // Under **Team Structure** a label line written without a bullet (`Team: api-platform`) is an entry as a list item would be.
    const lead = text.length - text.trimStart().length;
    const it = m ? { indent: m[1]!, body: m[2] ?? '' } : current.name === 'Team Structure' && TEAM_LABEL.test(text.slice(lead)) ? { indent: text.slice(0, lead), body: text.slice(lead) } : undefined;
    if (it) {
      flush(true);
      const body = pastTaskBox(it.body);
      const content = body.trimEnd();
      // The statement may be written as a list item, like every other section's entries.
      if (current.name === 'Authority transition' && content.trim()) current.text.push(content.trim());
      // An empty item (a bare bullet) sits at its bullet: there is no content to point at.
      const col = content.trim() ? text.length - body.length + 1 : it.indent.length + 1;
      current.items.push({ line, indent: it.indent.replace(/\t/g, '    ').length, col, content });
      return;
    }
    if (current.name === 'Authority transition') {
      current.text.push(text.trim());
      return;
    }
    // Indented lines continue an item (a tab indents as far as the next multiple of 4 columns, as in
    // CommonMark); one that reads as an entry of its own was not read.
    if (current.items.length && /^(?:\s{2,}|\t)/.test(text)) {
      // A deeper sub-item naming a FileModification half (`    - durable: config`) in a response section
      // is kept, to be read as a half of the bare item above it, as a sub-item indented less is.
      const sub = SECTION_RESPONSE[current.name] && current.name !== 'Halt conditions' ? NESTED_ITEM.exec(text) : null;
      const subBody = sub ? pastTaskBox(sub[2]!) : '';
      if (sub && subItemHalf(subBody)) {
        flush(true);
        current.items.push({ line, indent: sub[1]!.replace(/\t/g, '    ').length, col: text.length - subBody.length + 1, content: subBody.trimEnd() });
        return;
      }
      const own = notAnItem(text)?.rest ?? text.trim().replace(/^(?:[-*+•]|\d{1,9}[.)])[ \t]+/, '');
      if (readsLikeEntry(own, current.name)) {
        say(line, text, `"${contractQuote(text.trim())}" under **${current.name}** is indented as part of the item above, so it was not read; write it as its own \`- \` item`);
      }
      return;
    }
    if (/^ {0,3}\|/.test(text)) {
      // A table: the header row names the columns, the delimiter row follows, each later row is an item.
      if (!table) table = { line, rule: false, header: tableCells(text) };
      else if (!table.rule && line === table.line + 1 && TABLE_RULE.test(text)) table.rule = true;
      else if (table.rule) {
        const cells = tableCells(text);
        // Under **Team Structure** the rows are roles; a table giving domains their responses is in the wrong section.
        if (current.name === 'Team Structure' && domainTable(table.header, cells)) {
          if (!table.said) out.problems.push({ line: table.line, column: 1, message: `the table under **Team Structure** gives domains their responses, not roles, so its rows were not read (line ${line}: "${contractQuote(text.trim())}"); ${UNDER}, and each role as \`- name (type): focus\`` });
          table.said = true;
          return;
        }
        const row = tableRowItem(table.header, cells, current.name);
        // An all-blank row under **Halt conditions** is a condition left empty: kept, so it is reported.
        if (!row && current.name === 'Halt conditions') {
          flush(true);
          current.items.push({ line, indent: 0, col: text.search(/\S/) + 1, content: '' });
        } else if (row) {
          flush(true);
          current.items.push({ line, indent: 0, col: row.col, content: row.content, ...(row.domainCell ? { domainCell: true } : {}) });
        }
      }
      return;
    }
    current.text.push(text.trim());
    // A line written as an item that Markdown does not read as one (`– External: …`, a tab before the
    // bullet in a section with no items) was meant as an entry: said unless it names nothing.
    const fake = notAnItem(text);
    if (fake) {
      if (fake.rest && !namesNothing(fake.rest) && !/^\(.*\)$/.test(fake.rest)) pending.push({ line, column: Math.max(1, text.search(/\S/) + 1), text: text.trim(), why: fake.reason });
      return;
    }
    // A line under a section heading, before its first entry, that introduces the list in emphasis
    // ("_I'll proceed without asking:_") describes the section, as the parenthesis after a bold label does.
    // So does a plain line that introduces it ("I'll proceed without asking:"), unless it reads as an entry.
    if (!current.items.length && !pending.length && (describesSection(text, current.name) || introducesList(text, current.name))) return;
    // "None", "(no halt conditions)" and a parenthesised note say nothing to read; other text would be lost.
    if (!namesNothing(text) && !/^\s*\(.*\)\s*$/.test(text)) pending.push({ line, column: Math.max(1, text.search(/\S/) + 1), text: text.trim() });
  };
  for (let i = from; i < file.lines.length && restart === undefined; i++) step(file.lines[i]!, i);
  if (restart !== undefined) return { sections, restart, ...(intro ? { intro } : {}), ...(options ? { options } : {}) };
  if (table && !table.rule && current) tableNotRead(table.line);
  flush(false);
  return { sections, ...(intro ? { intro } : {}), ...(options ? { options } : {}) };
}
