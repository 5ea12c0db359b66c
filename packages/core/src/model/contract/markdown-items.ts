/** The items of a contract rendering's sections read into values: leading domain names, trailing halt actions, Defaults lines, Skipped lists, lines that read as entries. */
import { LABEL_START, LEADING_NAME } from './markdown-lines.js';
import { type ContractDefaultLine } from './types.js';
import { CONTRACT_HALT_ACTIONS, CONTRACT_SCENARIO_OFFERS, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractNearDomain } from './vocabulary.js';

/** A name as written, without the code and emphasis marks around or inside it. */
export const unmarked = (s: string) => s.replace(/[`*_]/g, '').trim();

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
  const groupsAt = m.indices?.[3]?.[0] ?? m[0].length;
  const qualifiers = m[3] ? qualifierParts(m[3], item.col + groupsAt) : [];
  const domain = contractCanonicalDomain(raw);
  return { raw, ...(domain ? { domain } : {}), col, qualifiers, rest: item.content.slice(m[0].length), restCol: item.col + m[0].length };
}

/**
 * A domain named in parentheses at the end of an action (`git push and PR creation (External)`,
 * `edit the CI config (FileModification, durable)`): the protocol lists actions, and an author may
 * say the domain after the action rather than before it. Only a group whose first part names a
 * domain, or nearly does (a misspelling contract-known-domains reports), is read; its other parts
 * are qualifiers, as in a leading label.
 */
export function trailingDomain(item: MdItem): LeadingName | undefined {
  let end = item.content.length;
  while (end > 0 && ' \t*_.'.includes(item.content[end - 1]!)) end--;
  if (item.content[end - 1] !== ')') return undefined;
  const open = item.content.lastIndexOf('(', end - 1);
  if (open <= 0) return undefined;
  const inner = item.content.slice(open + 1, end - 1);
  if (inner.includes(')')) return undefined;
  const parts = qualifierParts(`(${inner})`, item.col + open);
  const first = parts[0];
  if (!first || first.col !== item.col + open + 1 + inner.search(/[^ \t`*_]/)) return undefined;
  const domain = contractCanonicalDomain(first.text);
  if (!domain && !contractNearDomain(first.text)) return undefined;
  return { raw: first.text, ...(domain ? { domain } : {}), col: first.col, qualifiers: parts.slice(1), rest: item.content.slice(0, open).trim(), restCol: item.col };
}

/**
 * The parts of a label's parenthesised groups, split at `,`, `/` and `;` outside inner parentheses
 * and brackets (`(durable, AskBefore)`, `(git push (to main))`), marks stripped. A part holding a
 * link (`([runbook](https://…))`) points elsewhere and names neither a half nor a response: left out.
 * `col` is the column of the groups' first character. One pass over the groups.
 */
function qualifierParts(groups: string, col: number): LeadingName['qualifiers'] {
  const out: LeadingName['qualifiers'] = [];
  let depth = 0;
  let brackets = 0;
  let start = -1;
  const take = (end: number) => {
    const part = groups.slice(start, end);
    // Blanks and marks around the part are trimmed by hand: a pattern anchored at the end would rescan runs of marks.
    let a = 0;
    let b = part.length;
    while (a < b && ' \t`*_'.includes(part[a]!)) a++;
    while (b > a && ' \t`*_'.includes(part[b - 1]!)) b--;
    if (a < b && !part.includes('](')) out.push({ text: part.slice(a, b), col: col + start + a });
    start = end + 1;
  };
  for (let i = 0; i < groups.length; i++) {
    const c = groups[i];
    if (c === '(') {
      if (depth++ === 0) start = i + 1;
    } else if (c === ')') {
      if (--depth === 0) take(i);
    } else if (c === '[') brackets++;
    else if (c === ']') brackets = Math.max(0, brackets - 1);
    else if (depth === 1 && brackets === 0 && (c === ',' || c === '/' || c === ';')) take(i);
  }
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
export function refinedIn(domain: string, base: string): string {
  const offers = CONTRACT_SCENARIO_OFFERS[domain];
  if (!offers || offers.includes(base)) return base;
  const within = offers.filter((r) => contractBaseOf(r) === base);
  return within.length === 1 ? within[0]! : base;
}

/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`. */
export function defaultLine(item: MdItem): ContractDefaultLine {
  const lead = leadingName(item);
  // Labels of more than two words ("All other domains: ...", "All other domains → ...") are split at
  // the first separator, the same ones a domain name takes.
  const cut = lead ? null : /[:—–→]|->|=>?|[ \t]-[ \t]/.exec(item.content);
  const sep = cut ? cut.index : -1;
  const width = cut ? cut[0].length : 0;
  const written = lead?.raw ?? unmarked(sep >= 0 ? item.content.slice(0, sep) : item.content);
  // "Others", "Other domains", "All other domains", "Everything else", "The rest" all name the remaining domains.
  const label = lead?.domain ?? (/\bother|\brest\b|\beverything else\b|\bremaining\b/i.test(written) ? 'Others' : written);
  const at = { line: item.line, column: lead?.col ?? item.col };
  const d: ContractDefaultLine = { at, domain: { value: label, text: label, pointer: '', at } };
  const rest = lead ? lead.rest : sep >= 0 ? item.content.slice(sep + width) : '';
  const restCol = lead ? lead.restCol : item.col + sep + width + (rest.length - rest.trimStart().length);
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

/**
 * The domains a **Skipped** item lists before its reason (`Strategy, ScopeCreep — the audit plan is
 * fixed`, `Strategy and External: not needed`): the text before the first dash, colon or parenthesis,
 * split at commas, `/`, `&` and "and". Undefined unless every part names a domain (or nearly does, a
 * misspelling contract-known-domains reports), so a reason is never read as a domain.
 */
export function listedDomains(item: MdItem): Array<{ raw: string; domain?: string; col: number }> | undefined {
  const c = item.content;
  const cut = c.search(/[:(—–]|\s-(?:\s|$)/);
  const head = cut >= 0 ? c.slice(0, cut) : c;
  const parts: Array<{ raw: string; domain?: string; col: number }> = [];
  // One pass: each part ends at a separator; its blanks and marks are trimmed by hand.
  let start = 0;
  const take = (end: number) => {
    let a = start;
    let b = end;
    while (a < b && ' \t`*_'.includes(head[a]!)) a++;
    while (b > a && ' \t`*_'.includes(head[b - 1]!)) b--;
    const raw = head.slice(a, b);
    const domain = contractCanonicalDomain(raw);
    parts.push({ raw, ...(domain ? { domain } : {}), col: item.col + a });
  };
  for (let i = 0; i < head.length; i++) {
    const ch = head[i]!;
    if (ch === ',' || ch === '/' || ch === '&') {
      take(i);
      start = i + 1;
    } else if ((i === 0 || head[i - 1] === ' ') && head.slice(i, i + 4).toLowerCase() === 'and ') {
      take(i);
      start = i + 4;
    }
  }
  take(head.length);
  const named = parts.filter((p) => p.raw !== '');
  if (named.length < 2 || named.some((p) => !p.domain && !contractNearDomain(p.raw))) return undefined;
  return named;
}

/**
 * Whether a line that is not a list item reads as an entry of its section, so that leaving it
 * unread would lose one: a label naming a domain (or a misspelling of one) before a separator or
 * the line's end (`External: open the PR`), a domain label that cannot be read
 * (`External (git push: always`), an action ending with its domain in parentheses, and per section
 * `Others: ask-before` (**Defaults**), a trigger ending `→ halt` or `→ escalate` (**Halt conditions**),
 * a `Members:`-like label or a role `name (type):` (**Team Structure**; `Note: …` is a remark).
 * A sentence is none of these: it is a closing remark ("I'll keep the benchmark numbers in the PR
 * description.").
 */
export function readsLikeEntry(text: string, section: string): boolean {
  const item: MdItem = { line: 0, col: 1, content: text.trim() };
  const lead = leadingName(item);
  if (lead && (lead.domain || contractNearDomain(lead.raw))) return true;
  const start = lead ? undefined : LABEL_START.exec(item.content);
  if (start && (contractCanonicalDomain(start[1]!) ?? contractCanonicalDomain(start[1]!.split(/[ -]/)[0]!))) return true;
  if (trailingDomain(item) || listedDomains(item)) return true;
  if (section === 'Defaults') return /^[`*_]{0,3}(?:others?|other domains|all other domains|everything else|the rest|remaining domains)[`*_]{0,3}[ \t]*(?::|—|–|→|->|=>?|-[ \t])/i.test(item.content);
  if (section === 'Halt conditions') return trailingAction(item.content) !== undefined;
  if (section === 'Team Structure') return /^[`*_]{0,3}(?:team|members|retained|removed|added|new roles|roles|perspectives)\b[^:]{0,20}:|^[`*_]{0,3}[A-Za-z0-9.-]+[`*_]{0,3}[ \t]*\([^()]{0,80}\)[ \t]*:/i.test(item.content);
  return false;
}
