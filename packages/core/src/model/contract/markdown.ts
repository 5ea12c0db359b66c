/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, headingSection, headingStartsWithSection, tableCells, OPTIONS_LINE, OPTIONS_CHOICE, LEADING_NAME, NONE_ITEM, namesNothing, PLACEHOLDER, PERSISTENCE_WORDS } from './markdown-lines.js';
import { escapePointer, type ContractDefaultLine, type ContractPos, type ContractSectionRef, type Parsed } from './types.js';
import { CONTRACT_HALT_ACTIONS, CONTRACT_PERSISTENCE, CONTRACT_SCENARIO_OFFERS, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractDefaultResponse, contractIsResponse, contractNearDomain, squash } from './vocabulary.js';

// ---------------------------------------------------------------------------
// The markdown rendering

export { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, OPTIONS_LINE, OPTIONS_CHOICE, LEADING_NAME, NONE_ITEM, namesNothing, PLACEHOLDER } from './markdown-lines.js';

export interface MdItem {
  line: number;
  /** Columns of indentation before the bullet (0 for a table row). */
  indent?: number;
  /** Column where the item's content starts. */
  col: number;
  content: string;
}

export interface MdSection {
  name: string;
  line: number;
  col: number;
  end: number;
  items: MdItem[];
  text: string[];
}

export interface LeadingName {
  raw: string;
  domain?: string;
  col: number;
  qualifiers: Array<{ text: string; col: number }>;
  rest: string;
  restCol: number;
}

/** A domain name at the start of an item, with its parenthesised qualifiers. */
export function leadingName(item: MdItem): LeadingName | undefined {
  const m = LEADING_NAME.exec(item.content);
  if (!m) return undefined;
  const raw = m[2]!;
  const col = item.col + m[1]!.length;
  const qualifiers: LeadingName['qualifiers'] = [];
  if (m[3]) {
    const groupsAt = m[0].indexOf(m[3], m[1]!.length + raw.length);
    for (const g of m[3].matchAll(/\(([^)]*)\)/g)) {
      let offset = groupsAt + g.index + 1;
      for (const part of g[1]!.split(/[,/;]/)) {
        const lead = part.length - part.trimStart().length;
        if (part.trim()) qualifiers.push({ text: part.trim(), col: item.col + offset + lead });
        offset += part.length + 1;
      }
    }
  }
  const domain = contractCanonicalDomain(raw);
  return { raw, ...(domain ? { domain } : {}), col, qualifiers, rest: item.content.slice(m[0].length), restCol: item.col + m[0].length };
}

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
      current.items.push({ line, indent: it[1]!.replace(/\t/g, '    ').length, col: text.length - it[2]!.length + 1, content: it[2]!.trimEnd() });
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
        if (first) {
          const rest = cells.slice(1).map((c) => c.text).filter(Boolean);
          const sep = current.name === 'Halt conditions' ? ' → ' : ': ';
          flush(true);
          current.items.push({ line, indent: 0, col: first.col, content: rest.length ? `${first.text}${sep}${rest.join(' — ')}` : first.text });
        }
      }
      return;
    }
    current.text.push(text.trim());
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
  const live = (items: MdItem[]) =>
    items.filter((item) => {
      const c = item.content.trim();
      if (PLACEHOLDER.test(c)) {
        out.problems.push({ line: item.line, column: item.col, message: `template placeholder left unfilled: ${c.slice(0, 80)}` });
        return false;
      }
      return c !== '' && !NONE_ITEM.test(c);
    });

  const domains = new Map<string, MdDomain>();
  const halts: Array<Record<string, string>> = [];
  const skipped: string[] = [];
  const defaults: ContractDefaultLine[] = [];
  const data: Record<string, unknown> = {};
  for (const s of sections) {
    const base = SECTION_RESPONSE[s.name];
    const items = live(s.items);
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
        // any other label (`Tests: run the suite`) describes an action of no domain.
        if (!lead || !(lead.domain || contractNearDomain(lead.raw))) continue;
        const domain = lead.domain ?? lead.raw;
        const keyAt = { line: item.line, column: lead.col };
        let response = refinedIn(domain, base);
        let at = keyAt;
        let persistence: 'ephemeral' | 'durable' | undefined;
        // A FileModification qualifier that names neither half nor a response: said if it leads to a clash.
        let unnamed: string | undefined;
        for (const q of lead.qualifiers) {
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
          out.problems.push({ line: item.line, column: lead.col, message: `${domain}${persistence ? ` (${persistence})` : ''} is listed under **${s.name}** as ${prev.response} (line ${prev.at.line}) and again as ${response}; a domain has one response` });
          continue;
        }
        if (prev) {
          const prevSection = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === prev.section) ?? prev.section;
          out.problems.push({ line: item.line, column: lead.col, message: `${domain}${persistence ? ` (${persistence})` : ''} is listed under **${prevSection}** (line ${prev.at.line}) and again under **${s.name}**; a domain has one response${hint}` });
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

/**
 * `... → escalate`: the action after the last arrow, when it is `halt` or `escalate` (any case,
 * markup and a final period ignored); found without regex backtracking.
 */
export function trailingAction(content: string): { index: number; column: number; action: string } | undefined {
  let index = -1;
  let width = 0;
  for (const arrow of ['→', '->', '=>']) {
    const at = content.lastIndexOf(arrow);
    if (at > index) {
      index = at;
      width = arrow.length;
    }
  }
  if (index < 0) return undefined;
  const after = content.slice(index + width);
  const action = after.trim().replace(/[.`*_]/g, '').toLowerCase();
  if (!(CONTRACT_HALT_ACTIONS as readonly string[]).includes(action)) return undefined;
  return { index, column: index + width + (after.length - after.trimStart().length), action };
}

/**
 * The response an item of a base-response section stands for. The rendering
 * has sections for the four base responses only, so a domain whose scenario
 * offers exactly one refinement of that base (Strategy under **Report then
 * act**: ProposeThenChoose; External under **Ask before**: AlwaysAsk) is read
 * as that refinement.
 */
function refinedIn(domain: string, base: string): string {
  const offers = CONTRACT_SCENARIO_OFFERS[domain];
  if (!offers || offers.includes(base)) return base;
  const within = offers.filter((r) => contractBaseOf(r) === base);
  return within.length === 1 ? within[0]! : base;
}

/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`. */
export function defaultLine(item: MdItem): ContractDefaultLine {
  const lead = leadingName(item);
  // Labels of more than two words ("All other domains: ...") are split at the first separator.
  const sep = lead ? -1 : item.content.search(/[:—–]/);
  const written = lead?.raw ?? (sep >= 0 ? item.content.slice(0, sep) : item.content).replace(/[`*_]/g, '').trim();
  // "Others", "Other domains", "All other domains", "Everything else", "The rest" all name the remaining domains.
  const label = lead?.domain ?? (/\bother|\brest\b|\beverything else\b|\bremaining\b/i.test(written) ? 'Others' : written);
  const at = { line: item.line, column: lead?.col ?? item.col };
  const d: ContractDefaultLine = { at, domain: { value: label, text: label, pointer: '', at } };
  const rest = lead ? lead.rest : sep >= 0 ? item.content.slice(sep + 1) : '';
  const restCol = lead ? lead.restCol : item.col + sep + 1 + (rest.length - rest.trimStart().length);
  const paren = rest.indexOf('(');
  const phrase = (paren >= 0 ? rest.slice(0, paren) : rest).trim();
  if (!phrase) return d;
  // "ask-before", "ask before acting", "autonomous": the longest leading words that name a response.
  const words = phrase.split(/\s+/).slice(0, 3);
  let canonical: string | undefined;
  for (let n = words.length; n > 0 && !canonical; n--) canonical = contractCanonicalResponse(words.slice(0, n).join(' '));
  d.response = { value: canonical ?? phrase, text: canonical ?? phrase, pointer: '', at: { line: item.line, column: restCol } };
  return d;
}

/** **Team Structure**: `Team: name`, `Members: a, b`, `Removed: c`, else a role `name (type): focus`. */
export function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown> {
  set('/who', { line: s.line, column: s.col });
  set('/who/kind', { line: s.line, column: s.col });
  const roles: Array<Record<string, string>> = [];
  const removed: Array<Record<string, string>> = [];
  let team: Record<string, unknown> | undefined;
  const names = (text: string, col: number, line: number, into: Array<Record<string, string>>, pointer: string) => {
    // `Removed: none`, `Removed: — (everyone stays)` name nobody.
    if (namesNothing(text)) return;
    let offset = 0;
    for (const part of text.split(',')) {
      const open = part.indexOf('(');
      const close = open >= 0 ? part.indexOf(')', open) : -1;
      const name = (open >= 0 ? part.slice(0, open) : part).trim();
      const type = close > open ? part.slice(open + 1, close).trim() : undefined;
      if (name) {
        set(`${pointer}/${into.length}`, { line, column: col + offset + (part.length - part.trimStart().length) });
        into.push(type ? { name, type } : { name });
      }
      offset += part.length + 1;
    }
  };
  // A `Members:` or `Removed:` item may list its names as a sub-list: items indented deeper are names.
  let list: { indent: number; into: Array<Record<string, string>>; pointer: string } | undefined;
  for (const item of items) {
    if (list && (item.indent ?? 0) > list.indent) {
      names(item.content, item.col, item.line, list.into, list.pointer);
      continue;
    }
    list = undefined;
    const label = /^[`*_]*(team|members|removed)[`*_]*\s*:\s*/i.exec(item.content);
    const key = label?.[1]?.toLowerCase();
    const restCol = item.col + (label?.[0].length ?? 0);
    const rest = label ? item.content.slice(label[0].length) : '';
    if (key === 'team') {
      team ??= {};
      team['name'] = rest.trim();
      set('/who/team/name', { line: item.line, column: restCol });
      set('/who/team', { line: item.line, column: item.col });
    } else if (key === 'members') {
      team ??= {};
      const members: Array<Record<string, string>> = [];
      names(rest, restCol, item.line, members, '/who/team/members');
      team['members'] = members;
      list = { indent: item.indent ?? 0, into: members, pointer: '/who/team/members' };
    } else if (key === 'removed') {
      names(rest, restCol, item.line, removed, '/who/removed');
      list = { indent: item.indent ?? 0, into: removed, pointer: '/who/removed' };
    } else {
      // `name (type): focus` or `name — focus`, split by hand: the first separator ends the name.
      const c = item.content;
      const cut = [c.indexOf('('), c.indexOf(':'), c.indexOf('—'), c.indexOf('–')].filter((x) => x >= 0);
      const end = cut.length ? Math.min(...cut) : c.length;
      const role: Record<string, string> = { name: c.slice(0, end).replace(/[`*_]/g, '').trim() };
      let rest = c.slice(end);
      if (rest.startsWith('(')) {
        const close = rest.indexOf(')');
        if (close > 0) {
          role['type'] = rest.slice(1, close).trim();
          rest = rest.slice(close + 1);
        }
      }
      const focus = rest.trimStart().replace(/^[:—–]/, '').trim();
      if (focus) role['focus'] = focus;
      const p = `/who/roles/${roles.length}`;
      set(p, { line: item.line, column: item.col });
      set(`${p}/name`, { line: item.line, column: item.col });
      roles.push(role);
    }
  }
  const who: Record<string, unknown> = { kind: removed.length ? 'Restructured' : 'Augmented', roles };
  if (team) who['team'] = team;
  if (removed.length) who['removed'] = removed;
  return who;
}
