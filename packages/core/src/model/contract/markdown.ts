/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { escapePointer, type ContractDefaultLine, type ContractPos, type ContractSectionRef, type Parsed } from './types.js';
import { CONTRACT_HALT_ACTIONS, CONTRACT_PERSISTENCE, CONTRACT_SCENARIO_OFFERS, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractDefaultResponse, contractNearDomain, squash } from './vocabulary.js';

// ---------------------------------------------------------------------------
// The markdown rendering

export const SECTION_NAMES = ['Autonomous', 'Report then act', 'Ask before', 'Halt conditions', 'Skipped', 'Defaults', 'Team Structure', 'Authority transition'];
export const SECTION_BY_SQUASH = new Map(SECTION_NAMES.map((n) => [squash(n), n]));
export const SECTION_RESPONSE: Record<string, string> = { Autonomous: 'Autonomous', 'Report then act': 'ReportThenAct', 'Ask before': 'AskBefore', 'Halt conditions': 'Halt' };

export const HEADER = /^ {0,3}\*\*([^*]{1,80})\*\*(.*)$/;
// A bullet or a numbered item (`1.`, `2)`): numbered lists inside a section are that section's items.
export const ITEM = /^( {0,3})(?:[-*+]|\d{1,9}[.)])[ \t]+(.*)$/;
// The Phase 4 choice list that follows the contract: an `Options:` line, or numbered bold choices
// (`1. **Approve** — ...`) written without it.
export const OPTIONS_LINE = /^\s*Options:\s*$/i;
export const OPTIONS_CHOICE = /^ {0,3}\d{1,9}[.)][ \t]+\*\*(approve|adjust|withdraw)\*\*/i;
// "Exploration (Minimal): ...", "**File modification** (durable) — ...", "Tests: ..."
// One run of blanks before the optional parenthesis: two adjacent `[ \t]*` would backtrack quadratically.
// A name, its parenthesised qualifiers (any number of groups), then `:`, a dash (`—`, `–`, or `-`
// before a space) or the end. Anchored, so each run of spaces is tried once: linear.
export const LEADING_NAME = /^([`*_]*)([A-Za-z][A-Za-z]*(?:[ -][A-Za-z]+)?)[`*_]*((?:[ \t]*\([^)]{0,200}\))*)[ \t]*(?::|—|–|-(?=[ \t]|$)|$)[ \t]*/;
export const NONE_ITEM = /^\(?(none|n\/a|nothing|—|-)\)?\.?$/i;
/**
 * Whether a **Skipped** item or a `Removed:` value names nothing: `None — all four domains apply`,
 * `None (every domain applies)`, `none.`, `— (everyone stays)`, `(no domains skipped)`. Markup and
 * an opening parenthesis are stripped first (linear), then one anchored word is tested.
 */
export function namesNothing(text: string): boolean {
  const bare = text.replace(/^[\s`*_(]+/, '');
  return /^(?:none|n\/a|nothing|nobody|no one|no domains?|—|–|-)(?=$|[\s.,:;()`*_—–-])/i.test(bare);
}

export const PLACEHOLDER = /^\[[^\]]*\]$/;

export interface MdItem {
  line: number;
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
  file.lines.forEach((text, i) => {
    const line = i + 1;
    if (/^ {0,3}(```|~~~)/.test(text)) fence = !fence;
    if (fence) return;
    if (!intro && /delegation contract/i.test(text)) intro = { line, column: Math.max(1, text.search(/\S/) + 1) };
    const h = HEADER.exec(text);
    if (h) {
      const name = SECTION_BY_SQUASH.get(squash(h[1]!));
      current = undefined;
      if (!name) return;
      const col = text.indexOf('**') + 1;
      if (/\*\*[^*]+\*\*/.test(h[2]!)) {
        out.problems.push({ line, column: col, message: `several sections share one header line ("${text.trim().slice(0, 80)}"); write each section with its own list` });
      }
      if (sections.some((s) => s.name === name)) {
        out.problems.push({ line, column: col, message: `section **${name}** appears twice; merge the two lists` });
        return;
      }
      current = { name, line, col, end: line, items: [], text: [] };
      sections.push(current);
      options = undefined;
      return;
    }
    if (sections.length && !options && (OPTIONS_LINE.test(text) || OPTIONS_CHOICE.test(text))) options = { line, column: Math.max(1, text.search(/\S/) + 1) };
    if (!current) return;
    if (/^ {0,3}#{1,6}(\s|$)/.test(text) || OPTIONS_LINE.test(text) || OPTIONS_CHOICE.test(text)) {
      // A heading or the Options list ends the contract body.
      current = undefined;
      return;
    }
    if (text.trim() === '') return;
    current.end = line;
    const it = ITEM.exec(text);
    if (it) current.items.push({ line, col: text.length - it[2]!.length + 1, content: it[2]!.trimEnd() });
    else if (!/^\s{2,}/.test(text)) current.text.push(text.trim()); // indented lines continue an item
  });
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
        for (const q of lead.qualifiers) {
          const word = q.text.toLowerCase();
          if (word === 'ephemeral' || word === 'durable') persistence = word;
          else if (contractCanonicalResponse(q.text) || /^[A-Z][A-Za-z]+$/.test(q.text)) {
            response = contractCanonicalResponse(q.text) ?? q.text;
            at = { line: item.line, column: q.col };
          }
        }
        const d = domains.get(domain) ?? { domain, keyAt };
        domains.set(domain, d);
        const slot = persistence ?? 'general';
        const prev = d[slot];
        if (prev) {
          const prevSection = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === prev.section) ?? prev.section;
          out.problems.push({ line: item.line, column: lead.col, message: `${domain}${persistence ? ` (${persistence})` : ''} is listed under **${prevSection}** (line ${prev.at.line}) and again under **${s.name}**; a domain has one response` });
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
  for (const item of items) {
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
    } else if (key === 'removed') {
      names(rest, restCol, item.line, removed, '/who/removed');
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
