/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, LABEL_START, sectionNamed, headingSection, headingStartsWithSection, tableCells, unquoteRendering, OPTIONS_LINE, OPTIONS_CHOICE, NONE_ITEM, namesNothing, PLACEHOLDER, PERSISTENCE_WORDS } from './markdown-lines.js';
import { escapePointer, type ContractDefaultLine, type ContractPos, type ContractSectionRef, type Parsed } from './types.js';
import { CONTRACT_PERSISTENCE, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractDefaultResponse, contractIsResponse, contractNearDomain, squash } from './vocabulary.js';
import { trailingAction, trailingDomain, refinedIn, defaultLine, readTeamSection, leadingName, type MdItem, type MdSection } from './markdown-items.js';

// ---------------------------------------------------------------------------
// The markdown rendering

export { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, OPTIONS_LINE, OPTIONS_CHOICE, LEADING_NAME, NONE_ITEM, namesNothing, PLACEHOLDER } from './markdown-lines.js';
export { trailingAction, defaultLine, readTeamSection, leadingName, type MdItem, type MdSection, type LeadingName } from './markdown-items.js';

export interface MdResponse {
  response: string;
  at: ContractPos;
  section: string;
}

export interface MdDomain {
  domain: string;
  keyAt: ContractPos;
  general?: MdResponse;
  ephemeral?: MdResponse;
  durable?: MdResponse;
}

export function parseMarkdown(file: TextFile, out: Parsed): Parsed {
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
 * A line wholly in emphasis that introduces a list (`_I'll proceed without asking:_`,
 * `*(I'll tell you what I'm doing)*`): it ends with a colon or is a parenthesis. Marks are counted
 * by hand (a pattern would rescan runs of them).
 */
function introducesList(text: string): boolean {
  const t = text.trim();
  let a = 0;
  while (a < t.length && (t[a] === '*' || t[a] === '_')) a++;
  let b = t.length;
  while (b > a && (t[b - 1] === '*' || t[b - 1] === '_')) b--;
  const inner = t.slice(a, b).trim();
  return a > 0 && t.length - b === a && (inner.endsWith(':') || (inner.startsWith('(') && inner.endsWith(')')));
}

function parseRendering(file: TextFile, out: Parsed): Parsed {
  const sections: MdSection[] = [];
  let current: MdSection | undefined;
  let intro: ContractPos | undefined;
  // The first `Options:` line (or choice) after the last section heading: where the body ends.
  let options: ContractPos | undefined;
  let fence = false;
  let comment = false;
  // The table being read in the current section: its header row seen, then its delimiter row.
  let table: { line: number; rule: boolean } | undefined;
  const notRead = (line: number, column: number, what: string) =>
    out.problems.push({ line, column, message: `${what} under **${current!.name}** is not a list item, so it was not read; write each entry as a \`- \` item` });
  const tableNotRead = (line: number) =>
    out.problems.push({ line, column: 1, message: `the table under **${current!.name}** has no |---| row after its header row, so its rows were not read; write each entry as a \`- \` item` });
  // Text lines of the current section not yet known to be lost: text before an item, or in a section
  // with no items, is content that was not read; text after the last item is the closing remark.
  let pending: Array<{ line: number; column: number; text: string }> = [];
  const flush = (all: boolean) => {
    if (current && (all || current.items.length === 0)) for (const p of pending) notRead(p.line, p.column, `"${p.text.slice(0, 60)}"`);
    pending = [];
  };
  file.lines.forEach((text, i) => {
    const line = i + 1;
    if (/^ {0,3}(```|~~~)/.test(text)) fence = !fence;
    if (fence) return;
    // HTML comments are not content; a comment may span lines.
    if (comment || /^\s*<!--/.test(text)) {
      comment = !text.includes('-->');
      return;
    }
    if (!intro && /delegation contract/i.test(text)) intro = { line, column: Math.max(1, text.search(/\S/) + 1) };
    if (table && !/^ {0,3}\|/.test(text)) {
      if (!table.rule && current) tableNotRead(table.line);
      table = undefined;
    }
    const b = HEADER.exec(text);
    // A heading naming exactly one section (`### **Defaults**`, `### Autonomous`) opens it as its bold label would.
    const h = b ? { indent: b[1]!, bold: b[2] ?? b[3]!, after: b[4]! } : text.trimStart()[0] === '#' ? headingSection(text) : undefined;
    if (h) {
      const name = sectionNamed(h.bold);
      flush(false);
      current = undefined;
      if (!name) return;
      const col = h.indent.length + 1;
      if (/\*\*[^*]+\*\*|__[^_]+__/.test(h.after)) {
        out.problems.push({ line, column: col, message: `several sections share one header line ("${text.trim().slice(0, 80)}"); write each section with its own list` });
      }
      if (sections.some((s) => s.name === name)) {
        out.problems.push({ line, column: col, message: `section **${name}** appears twice; merge the two lists` });
        return;
      }
      current = { name, line, col, end: line, items: [], text: [] };
      sections.push(current);
      options = undefined;
      // Entries written on the header line after its colon (`**Autonomous**: Exploration, External`)
      // are not list items: said, not dropped. A description before the colon is not an entry.
      const bold = h.bold.trimEnd();
      const after = h.after.replace(/^\s*\([^)]*\)/, '');
      const inline = bold.endsWith(':') ? h.after.trim() : after.trimStart().startsWith(':') ? after.trimStart().slice(1).trim() : '';
      if (inline && name === 'Authority transition') current.text.push(inline);
      else if (inline) {
        out.problems.push({ line, column: text.trimEnd().length - inline.length + 1, message: `"${inline.slice(0, 60)}" on the **${name}** header line is not a list item, so it was not read; write each entry as a \`- \` item` });
      }
      return;
    }
    if (sections.length && !options && (OPTIONS_LINE.test(text) || OPTIONS_CHOICE.test(text))) options = { line, column: Math.max(1, text.search(/\S/) + 1) };
    // A section named without bold, inside the body or as its first section: read on, its items would
    // count under the previous section (or none); they are not read instead, and that is said.
    const look = text.trim() === '' || ITEM.test(text) ? undefined : LOOKALIKE.exec(text);
    const named = look ? SECTION_BY_SQUASH.get(squash(look[2]!)) : undefined;
    if (named && (current ? current.name !== 'Authority transition' : intro && !sections.length)) {
      out.problems.push({ line, column: Math.max(1, text.search(/\S/) + 1), message: `"${look![1]}" names the section **${named}** but is not a bold label, so its items were not read; write it as **${named}**` });
      flush(false);
      current = undefined;
      return;
    }
    if (!current) return;
    if (/^ {0,3}#{1,6}(\s|$)/.test(text) || OPTIONS_LINE.test(text) || OPTIONS_CHOICE.test(text)) {
      // A heading or the Options list ends the contract body.
      const near = text.trimStart()[0] === '#' ? headingStartsWithSection(text) : undefined;
      if (near) {
        out.problems.push({ line, column: Math.max(1, text.search(/\S/) + 1), message: `the heading "${text.trim().slice(0, 60)}" names more than the section **${near}**, so it was not read as that section and ends the contract body; write it as \`### ${near}\` or **${near}**` });
      }
      flush(false);
      current = undefined;
      return;
    }
    if (text.trim() === '') return;
    current.end = line;
    const it = ITEM.exec(text) ?? (current.name === 'Team Structure' ? NESTED_ITEM.exec(text) : null);
    if (it) {
      flush(true);
      const content = (it[2] ?? '').trimEnd();
      // The statement may be written as a list item, like every other section's entries.
      if (current.name === 'Authority transition' && content.trim()) current.text.push(content.trim());
      // An empty item (a bare bullet) sits at its bullet: there is no content to point at.
      const col = content.trim() ? text.length - it[2]!.length + 1 : it[1]!.length + 1;
      current.items.push({ line, indent: it[1]!.replace(/\t/g, '    ').length, col, content });
      return;
    }
    if (/^\s{2,}/.test(text)) return; // indented lines continue an item
    if (current.name === 'Authority transition') {
      current.text.push(text.trim());
      return;
    }
    if (/^ {0,3}\|/.test(text)) {
      // A table: the header row names the columns, the delimiter row follows, each later row is an item.
      if (!table) table = { line, rule: false };
      else if (!table.rule && line === table.line + 1 && TABLE_RULE.test(text)) table.rule = true;
      else if (table.rule) {
        const cells = tableCells(text);
        const first = cells[0];
        // An all-blank row under **Halt conditions** is a condition left empty: kept, so it is reported.
        if (!first && current.name === 'Halt conditions') {
          flush(true);
          current.items.push({ line, indent: 0, col: text.search(/\S/) + 1, content: '' });
        } else if (first) {
          const rest = cells.slice(1).map((c) => c.text).filter(Boolean);
          const sep = current.name === 'Halt conditions' ? ' → ' : ': ';
          flush(true);
          current.items.push({ line, indent: 0, col: first.col, content: rest.length ? `${first.text}${sep}${rest.join(' — ')}` : first.text });
        }
      }
      return;
    }
    current.text.push(text.trim());
    // A line under a section heading, before its first entry, that introduces the list in emphasis
    // ("_I'll proceed without asking:_") describes the section, as the parenthesis after a bold label does.
    if (!current.items.length && !pending.length && introducesList(text)) return;
    // "None", "(no halt conditions)" and a parenthesised note say nothing to read; other text would be lost.
    if (!namesNothing(text) && !/^\s*\(.*\)\s*$/.test(text)) pending.push({ line, column: Math.max(1, text.search(/\S/) + 1), text: text.trim() });
  });
  if (table && !table.rule && current) tableNotRead(table.line);
  flush(false);
  if (!sections.length) {
    out.problems.push({ line: intro?.line ?? 1, column: 1, message: 'no delegation-contract section found (**Autonomous**, **Report then act**, **Ask before**, **Halt conditions**, **Skipped**, **Defaults**)' });
  }
  out.parsed = true;
  const set = (pointer: string, at: ContractPos, section?: string, keyAt?: ContractPos) => {
    out.positions.set(pointer, { at, keyAt: keyAt ?? at });
    if (section) out.sections.set(pointer, section);
  };
  // An empty item says nothing, except under **Halt conditions**, where it is a condition with an
  // empty trigger (as `- → halt` is), reported rather than dropped.
  const live = (items: MdItem[], keepEmpty: boolean) =>
    items.filter((item) => {
      const c = item.content.trim();
      if (PLACEHOLDER.test(c)) {
        out.problems.push({ line: item.line, column: item.col, message: `template placeholder left unfilled: ${c.slice(0, 80)}` });
        return false;
      }
      return c === '' ? keepEmpty : !NONE_ITEM.test(c);
    });

  const domains = new Map<string, MdDomain>();
  const halts: Array<Record<string, string>> = [];
  const skipped: string[] = [];
  const defaults: ContractDefaultLine[] = [];
  const data: Record<string, unknown> = {};
  for (const s of sections) {
    const base = SECTION_RESPONSE[s.name];
    const items = live(s.items, s.name === 'Halt conditions');
    if (base) {
      for (const item of items) {
        const lead = leadingName(item);
        if (s.name === 'Halt conditions') {
          const i = halts.length;
          // The section has no action syntax ("I'll stop and escalate"): an item ending in `→ halt` or
          // `→ escalate` has that action; any other item is all trigger (`v1 -> v2`, `… → stop`) and
          // takes the section's action, escalate.
          const arrow = trailingAction(item.content);
          const trigger = arrow ? item.content.slice(0, arrow.index).trim() : item.content.trim();
          halts.push({ trigger, action: arrow ? arrow.action : 'escalate' });
          set(`/halt_conditions/${i}`, { line: item.line, column: item.col });
          set(`/halt_conditions/${i}/trigger`, { line: item.line, column: item.col });
          set(`/halt_conditions/${i}/action`, { line: item.line, column: arrow ? item.col + arrow.column : item.col });
          // A halt condition is { trigger, action } and sets no domain response, even when its
          // trigger starts with a domain name (`External: a force-push would be needed`).
          continue;
        }
        // The sections list actions: a label is a domain when it names one (`File modification`), or a
        // misspelt domain (`Stratgy`, reported by contract-known-domains) when it nearly names one;
        // any other label (`Tests: run the suite`) describes an action of no domain, unless the
        // action ends by naming its domain (`git push and PR creation (External)`).
        const label = lead && (lead.domain || contractNearDomain(lead.raw)) ? lead : trailingDomain(item);
        if (!label) {
          // A label that starts with a domain but is not read (`External (git push: always`, `[External]: …`)
          // is said: dropped, the domain's response would silently be lost.
          const start = lead ? undefined : LABEL_START.exec(item.content);
          const named = start ? contractCanonicalDomain(start[1]!) ?? contractCanonicalDomain(start[1]!.split(/[ -]/)[0]!) : undefined;
          if (named) {
            out.problems.push({ line: item.line, column: item.col, message: `"${item.content.slice(0, 60)}" under **${s.name}** starts with the domain ${named}, but its label was not read, so the item was not read; write it as \`${named}: …\` or \`${named} (qualifier): …\`` });
          }
          continue;
        }
        const domain = label.domain ?? label.raw;
        const keyAt = { line: item.line, column: label.col };
        let response = refinedIn(domain, base);
        let at = keyAt;
        let persistence: 'ephemeral' | 'durable' | undefined;
        // A FileModification qualifier that names neither half nor a response: said if it leads to a clash.
        let unnamed: string | undefined;
        for (const q of label.qualifiers) {
          // The protocol asks about "temp files" and "persistent files": those words name the halves too.
          const word = PERSISTENCE_WORDS[q.text.toLowerCase().split(/\s/)[0]!];
          if (word) persistence = word;
          else if (contractCanonicalResponse(q.text) || /^[A-Z][A-Za-z]+$/.test(q.text)) {
            response = contractCanonicalResponse(q.text) ?? q.text;
            at = { line: item.line, column: q.col };
          } else if (domain === 'FileModification') unnamed ??= q.text;
        }
        const hint = unnamed && !persistence ? ` ("(${unnamed})" names neither half: write (ephemeral) or (durable))` : '';
        const d = domains.get(domain) ?? { domain, keyAt };
        domains.set(domain, d);
        const slot = persistence ?? 'general';
        const prev = d[slot];
        // A section lists actions, so one domain may have several items in it ("External: git push",
        // "External: open a PR"): one response, unless an item names another one.
        if (prev && prev.section === base && prev.response === response) continue;
        if (prev && prev.section === base) {
          out.problems.push({ line: item.line, column: label.col, message: `${domain}${persistence ? ` (${persistence})` : ''} is listed under **${s.name}** as ${prev.response} (line ${prev.at.line}) and again as ${response}; a domain has one response` });
          continue;
        }
        if (prev) {
          const prevSection = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === prev.section) ?? prev.section;
          out.problems.push({ line: item.line, column: label.col, message: `${domain}${persistence ? ` (${persistence})` : ''} is listed under **${prevSection}** (line ${prev.at.line}) and again under **${s.name}**; a domain has one response${hint}` });
          continue;
        }
        d[slot] = { response, at, section: base };
      }
    } else if (s.name === 'Skipped') {
      for (const item of items) {
        if (namesNothing(item.content)) continue;
        const lead = leadingName(item);
        skipped.push(lead ? (lead.domain ?? lead.raw) : item.content.trim());
        set(`/calibration/skipped/${skipped.length - 1}`, { line: item.line, column: lead?.col ?? item.col });
      }
    } else if (s.name === 'Defaults') {
      for (const item of items) defaults.push(defaultLine(item));
    } else if (s.name === 'Team Structure') {
      data['who'] = readTeamSection(s, items, set);
    }
  }
  // **Defaults** lists the uncalibrated domains: one listed there at another response than its own
  // section's (Strategy under **Autonomous** and `Strategy: ask-before`) has two responses.
  for (const line of defaults) {
    const d = domains.get(line.domain.text ?? '');
    const said = line.response?.text;
    if (!d || !said || !contractIsResponse(said)) continue;
    const other = [d.general, d.ephemeral, d.durable].find((r) => r !== undefined && contractBaseOf(r.response) !== contractBaseOf(said));
    if (!other) continue;
    const otherSection = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === other.section) ?? other.section;
    out.problems.push({ line: line.at.line, column: line.at.column, message: `${d.domain} is listed under **${otherSection}** (line ${other.at.line}) and again under **Defaults** as ${said}; a domain has one response` });
  }
  const howMuch: Record<string, unknown> = {};
  const calibrated: string[] = [];
  for (const d of domains.values()) {
    const p = `/how_much/${escapePointer(d.domain)}`;
    // A domain listed at its default (Strategy under **Ask before**) may never have been asked:
    // uncalibrated domains are shown with their defaults. Only another response shows a calibration.
    const listed = [d.general, d.ephemeral, d.durable].filter((r): r is MdResponse => r !== undefined);
    if (listed.some((r) => r.response !== contractDefaultResponse(d.domain))) {
      set(`/calibration/calibrated/${calibrated.length}`, d.keyAt);
      calibrated.push(d.domain);
    }
    if (!d.ephemeral && !d.durable) {
      howMuch[d.domain] = d.general!.response;
      set(p, d.general!.at, d.general!.section, d.keyAt);
      continue;
    }
    const entry: Record<string, unknown> = {};
    set(p, d.keyAt);
    if (d.general) {
      entry['response'] = d.general.response;
      set(`${p}/response`, d.general.at, d.general.section);
    }
    const per: Record<string, string> = {};
    for (const k of CONTRACT_PERSISTENCE) {
      const r = d[k];
      if (!r) continue;
      per[k] = r.response;
      set(`${p}/persistence/${k}`, r.at, r.section);
    }
    entry['persistence'] = per;
    howMuch[d.domain] = entry;
  }
  if (sections.some((s) => SECTION_RESPONSE[s.name] && s.name !== 'Halt conditions') || calibrated.length) data['how_much'] = howMuch;
  const halt = sections.find((s) => s.name === 'Halt conditions');
  if (halt) {
    data['halt_conditions'] = halts;
    set('/halt_conditions', { line: halt.line, column: halt.col });
  }
  data['calibration'] = { calibrated, skipped };
  const first = sections[0];
  if (first) set('', { line: first.line, column: first.col });
  out.data = data;
  const refs: ContractSectionRef[] = sections.map((s) => ({ name: s.name, at: { line: s.line, column: s.col }, end: s.end, text: s.text.join(' '), items: s.items.length }));
  out.markdown = {
    ...(intro ? { intro } : {}),
    ...(options ? { options } : {}),
    sections: refs,
    section: (name: string) => refs.find((r) => r.name === name),
    defaults,
  };
  return out;
}
