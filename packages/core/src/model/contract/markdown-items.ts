/** The items of a contract rendering's sections read into values: leading domain names, trailing halt actions, Skipped lists, lines that read as entries. */
import { LABEL_START, LEADING_NAME, pastTaskBox } from './markdown-lines.js';
import { CONTRACT_HALT_ACTIONS, HALF_TERMS_SOURCE, PERSISTENCE_WORDS, contractTermHalf, CONTRACT_SCENARIO_OFFERS, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractForeignLetters, contractNearDomain } from './vocabulary.js';

/** A name as written, without the code and emphasis marks around or inside it. */
export const unmarked = (s: string) => s.replace(/[`*_]/g, '').trim();

export interface MdItem {
  line: number;
  /** Columns of indentation before the bullet (0 for a table row). */
  indent?: number;
  /** Column where the item's content starts. */
  col: number;
  content: string;
  /** A table row whose label came from a `Domain` column: the label is meant as a domain, known or not. */
  domainCell?: boolean;
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
  /** The name mixes ASCII and other letters in one word (`Еxternal`, a Cyrillic `Е`): meant as a domain, read as none. */
  lookalike?: true;
  /** The name as the line has it, when that differs from `raw` (an emoji or an invisible character inside it). */
  written?: string;
  domain?: string;
  col: number;
  qualifiers: Array<{ text: string; col: number }>;
  rest: string;
  restCol: number;
}

// Code units of emoji and pictographic symbols (✅ ⚠ ★, astral emoji as surrogates, variation
// selectors, joiners, keycaps). Arrows and dashes (U+2000–U+22FF) are separators, not decoration.
const pictograph = (c: number) => (c >= 0x2300 && c <= 0x2bff) || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfe00 && c <= 0xfe0f) || c === 0x200d || c === 0x20e3;

const FORMAT_CHARACTER = /\p{Cf}/u;

/**
 * An item's label without the emoji set on it (`🚀 External:`, `**🚀 External**:`, `External 🚀:`),
 * as section labels take theirs: each run of emoji and the blanks after it are dropped up to the
 * label's end (the first colon, parenthesis, dash, arrow or `=`), and so is each invisible format
 * character. `at(j)` is the index in `content` of the text's index `j`, so columns still point into
 * the line. Undefined when there is neither.
 */
export function undecorated(content: string): { text: string; at: (j: number) => number } | undefined {
  const kept: number[] = [];
  let found = false;
  let i = 0;
  for (; i < content.length && i < 80 && !':(—–→=-'.includes(content[i]!); i++) {
    // A format character (zero-width space, soft hyphen) shows nothing: dropped alone, so `Explo\u200bration` reads as the name it shows.
    if (FORMAT_CHARACTER.test(content[i]!) && !pictograph(content.charCodeAt(i))) {
      found = true;
      continue;
    }
    if (!pictograph(content.charCodeAt(i))) {
      kept.push(i);
      continue;
    }
    found = true;
    while (i + 1 < content.length && (pictograph(content.charCodeAt(i + 1)) || content[i + 1] === ' ' || content[i + 1] === '\t')) i++;
  }
  if (!found) return undefined;
  const text = kept.map((k) => content[k]).join('') + content.slice(i);
  return { text, at: (j) => (j < kept.length ? kept[j]! : i + j - kept.length) };
}

/** An item's text as its label is read: without the emoji on the label (undecorated). */
export const labelText = (content: string) => undecorated(content)?.text ?? content;

/** A domain followed by a generic noun for its actions (`External actions`, `External ops`): that domain. */
function domainWithNoun(raw: string): string | undefined {
  const [first, noun, more] = raw.split(/[ -]/);
  return noun && !more && /^(?:actions?|ops|operations?)$/i.test(noun) ? contractCanonicalDomain(first!) : undefined;
}

// A character outside ASCII: only a label holding one can hold a look-alike letter or a no-break space.
const OTHER_LETTER = /[^\0-\x7f]/u;

/**
 * LEADING_NAME over `text` with, in its first 80 code units, each letter outside ASCII read as `x`
 * and each other blank (a no-break space) as a space, one code unit for one, so the label is found
 * at the indices it has in `text`: a label with look-alike letters (`Еxternal (AlwaysAsk):`, a
 * Cyrillic `Е`; `lookalike`), or one a no-break space sets apart (`External\u00a0(AlwaysAsk):`),
 * which reads as a space does. A name with other letters is kept only when a word of it mixes them
 * with ASCII ones: a label wholly in another script (`Деплой:`) describes an action, as an English one does.
 */
function looseMatch(text: string): { m: RegExpExecArray; lookalike: boolean } | undefined {
  const head = text.slice(0, 80);
  if (!OTHER_LETTER.test(head)) return undefined;
  const m = LEADING_NAME.exec(head.replace(/[\p{L}\p{Zs}]/gu, (c) => (c <= '\x7f' ? c : /\p{Zs}/u.test(c) ? ' ' : 'x'.repeat(c.length))) + text.slice(80));
  if (!m) return undefined;
  const name = text.slice(m.indices![2]![0], m.indices![2]![1]);
  if (name.split(/[ -]/).some((w) => contractForeignLetters(w).length > 0)) return { m, lookalike: true };
  return Array.from(name).some((c) => c > '\x7f' && /\p{L}/u.test(c)) ? undefined : { m, lookalike: false };
}

/** A domain name at the start of an item, with its parenthesised qualifiers; emoji on the label are decoration. */
export function leadingName(item: MdItem): LeadingName | undefined {
  const u = undecorated(item.content);
  const text = u?.text ?? item.content;
  const at = u?.at ?? ((j: number) => j);
  const plain = LEADING_NAME.exec(text);
  const loose = plain ? undefined : looseMatch(text);
  const m = plain ?? loose?.m;
  if (!m) return undefined;
  // Taken from `text` by index: a loose match read other letters as `x` and other blanks as spaces.
  const part = (g: number) => (m.indices?.[g] ? text.slice(m.indices[g]![0], m.indices[g]![1]) : '');
  const raw = part(2);
  const col = item.col + at(m[1]!.length);
  const groupsAt = m.indices?.[3]?.[0] ?? m[0].length;
  const groups = part(3);
  const qualifiers = groups ? qualifierParts(groups, (k) => item.col + at(groupsAt + k)) : [];
  if (loose?.lookalike) return { raw, lookalike: true, col, qualifiers, rest: item.content.slice(at(m[0].length)), restCol: item.col + at(m[0].length) };
  const domain = contractCanonicalDomain(raw) ?? domainWithNoun(raw);
  const end = at(m[0].length);
  const [from, to] = m.indices![2]!;
  const written = item.content.slice(at(from), at(to - 1) + 1);
  return { raw, ...(written !== raw ? { written } : {}), ...(domain ? { domain } : {}), col, qualifiers, rest: item.content.slice(end), restCol: item.col + end };
}

/** The last group of an item, in parentheses or brackets, with only marks and a period after it. */
export function finalGroup(content: string): { open: number; inner: string } | undefined {
  let end = content.length;
  while (end > 0 && ' \t*_.'.includes(content[end - 1]!)) end--;
  const close = content[end - 1];
  if (close !== ')' && close !== ']') return undefined;
  const open = content.lastIndexOf(close === ')' ? '(' : '[', end - 1);
  if (open <= 0) return undefined;
  const inner = content.slice(open + 1, end - 1);
  return inner.includes(close) ? undefined : { open, inner };
}

/** Parts of a group's text split at `,` `/` `;` `:` and dashes (and blanks when `blanks`), marks trimmed; one pass. */
function groupParts(inner: string, col: number, blanks: boolean): LeadingName['qualifiers'] {
  const out: LeadingName['qualifiers'] = [];
  let start = 0;
  const take = (end: number) => {
    let a = start;
    let b = end;
    while (a < b && ' \t`*_'.includes(inner[a]!)) a++;
    while (b > a && ' \t`*_'.includes(inner[b - 1]!)) b--;
    if (a < b) out.push({ text: inner.slice(a, b), col: col + a });
    start = end + 1;
  };
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    const dash = c === '-' && (i === 0 || inner[i - 1] === ' ') && (i + 1 === inner.length || inner[i + 1] === ' ');
    if (',/;:—–'.includes(c) || dash || (blanks && (c === ' ' || c === '\t'))) take(i);
  }
  take(inner.length);
  return out;
}

/** Words that may stand beside a domain in a final group (`(durable FileModification)`): a half, "files", a response. */
const groupWord = (w: string) => PERSISTENCE_WORDS[w.toLowerCase()] !== undefined || /^files?$/i.test(w) || contractCanonicalResponse(w) !== undefined;

/**
 * A domain named at the end of an action, in parentheses or brackets (`git push and PR creation
 * (External)`, `edit the CI config (FileModification, durable)`, `(FileModification: ephemeral)`,
 * `(durable FileModification)`, `[FileModification — durable]`): the protocol lists actions, and an
 * author may say the domain after the action rather than before it. The domain must be named exactly
 * (a word in parentheses is not a misspelt domain); the group's other parts are qualifiers, as in a
 * leading label. `named` is a domain the group names without being readable (`(no External calls)`),
 * so the item can be reported rather than dropped.
 */
export function trailingGroup(item: MdItem): { label?: LeadingName; named?: string } | undefined {
  const arrow = arrowDomain(item);
  if (arrow) return { label: arrow };
  const g = finalGroup(item.content);
  if (!g) return undefined;
  const col = item.col + g.open + 1;
  const rest = item.content.slice(0, g.open).trim();
  const parts = groupParts(g.inner, col, false);
  const first = parts[0];
  const lead = first && first.col === col + g.inner.search(/[^ \t`*_]/) ? contractCanonicalDomain(first.text) : undefined;
  if (lead) return { label: { raw: first!.text, domain: lead, col: first!.col, qualifiers: parts.slice(1), rest, restCol: item.col } };
  // Split at blanks too: the domain may follow its half (`(durable FileModification)`); a spelled-out
  // name (`file modification`) spans two words.
  const words = groupParts(g.inner, col, true);
  for (let i = 0; i < words.length; i++) {
    for (const n of [1, 2]) {
      const span = words.slice(i, i + n);
      if (span.length < n) continue;
      const domain = contractCanonicalDomain(span.map((w) => w.text).join(' '));
      if (!domain) continue;
      const others = [...words.slice(0, i), ...words.slice(i + n)];
      // Unreadable: said only for the protocol's own spelling, as `(external deps)` is an ordinary word.
      if (!others.every((w) => groupWord(w.text))) return span.length === 1 && span[0]!.text === domain ? { named: domain } : undefined;
      const qualifiers = others.filter((w) => !/^files?$/i.test(w.text));
      return { label: { raw: span.map((w) => w.text).join(' '), domain, col: words[i]!.col, qualifiers, rest, restCol: item.col } };
    }
  }
  return undefined;
}

/** A domain an action maps to after its last arrow (`Git push / PR creation → External`), marks and a period aside. */
function arrowDomain(item: MdItem): LeadingName | undefined {
  let index = -1;
  let width = 0;
  for (const arrow of ['→', '->', '=>']) {
    const at = item.content.lastIndexOf(arrow);
    if (at > index) [index, width] = [at, arrow.length];
  }
  if (index <= 0) return undefined;
  const after = item.content.slice(index + width);
  const raw = unmarked(after).replace(/\.$/, '');
  const domain = contractCanonicalDomain(raw);
  if (!domain) return undefined;
  return { raw, domain, col: item.col + index + width + after.search(/[^ \t`*_]/), qualifiers: [], rest: item.content.slice(0, index).trim(), restCol: item.col };
}

export const trailingDomain = (item: MdItem): LeadingName | undefined => trailingGroup(item)?.label;

/**
 * The FileModification half an item names in its final group after a leading label
 * (`FileModification: scratch notebooks (ephemeral)`, `… (persistent files)`).
 */
export function finalHalf(content: string): 'ephemeral' | 'durable' | undefined {
  const g = finalGroup(content);
  return g ? contractTermHalf(unmarked(g.inner)) : undefined;
}

// A sub-item that names a half before its files (`ephemeral: build artifacts`, `Durable files — config`,
// `(temp) scratch notebooks`, `persistent`, `source code: src/`): a half word, `files` after it, then a
// separator or the end.
const HALF_LEAD = new RegExp(`^\\(?((?:${HALF_TERMS_SOURCE})(?:[ \\t]+files?)?)(?:\\)|[ \\t]*(?::|—|–|-(?=[ \\t]|$)|$))`, 'i');

/**
 * The FileModification half a sub-item of a bare `FileModification` item names: `ephemeral: generated
 * types`, `durable — resolvers`, `(temp) fixtures`, or a final group (`generated code (ephemeral)`).
 */
export function subItemHalf(content: string): 'ephemeral' | 'durable' | undefined {
  const m = HALF_LEAD.exec(unmarked(content));
  return m ? contractTermHalf(m[1]!) : finalHalf(content);
}

/**
 * A domain a **Skipped** item names before a comma or a dash (`External, since nothing leaves the
 * machine`, `Strategy — the plan is fixed`).
 */
export function domainBeforeReason(item: MdItem): { raw: string; domain: string; col: number } | undefined {
  const cut = item.content.search(/[,—–]|[ \t]-[ \t]/);
  if (cut <= 0) return undefined;
  const head = item.content.slice(0, cut);
  const domain = contractCanonicalDomain(unmarked(head));
  return domain ? { raw: unmarked(head), domain, col: item.col + head.search(/[^ \t`*_]/) } : undefined;
}

/**
 * Whether a label that starts like `Exploration (…` is prose: its group closes and a word follows
 * ("Exploration (as above) stays read-only."). An entry puts a separator or the line's end there.
 */
function proseAfterGroup(content: string, at: number): boolean {
  if (content[at] !== '(') return false;
  let depth = 0;
  let i = at;
  for (; i < content.length; i++) {
    if (content[i] === '(') depth++;
    else if (content[i] === ')' && --depth === 0) break;
  }
  if (i >= content.length) return false;
  i++;
  while (i < content.length && ' \t`*_'.includes(content[i]!)) i++;
  return /[A-Za-z]/.test(content[i] ?? '');
}

/**
 * The parts of a label's parenthesised groups, split at `,`, `/` and `;` outside inner parentheses
 * and brackets (`(durable, AskBefore)`, `(git push (to main))`), marks stripped. A part holding a
 * link (`([runbook](https://…))`) points elsewhere and names neither a half nor a response: left out.
 * `colAt(k)` is the column of the groups' character `k`. One pass over the groups.
 */
function qualifierParts(groups: string, colAt: (k: number) => number): LeadingName['qualifiers'] {
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
    if (a < b && !part.includes('](')) out.push({ text: part.slice(a, b), col: colAt(start + a) });
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

// Single words that name what to do rather than what happens (`… → stop`, `… -> rollback`): an
// action the protocol does not have, read as one so that it fails rather than passing as escalate.
const ACTION_WORDS = new Set([
  'stop', 'abort', 'pause', 'quit', 'exit', 'cancel', 'terminate', 'kill', 'suspend', 'freeze', 'wait', 'interrupt',
  'continue', 'proceed', 'resume', 'retry', 'restart', 'skip', 'ignore', 'rollback', 'revert', 'undo', 'ask', 'notify', 'alert', 'warn', 'report',
]);

/**
 * `... → escalate`: the action after the last arrow, when it is `halt` or `escalate`, or another
 * single action word (`stop`, `abort`, `ask`; ACTION_WORDS), any case, markup and a final period or
 * `!` ignored; found without regex backtracking. Any other tail (`v1 -> v2`, `→ ask me`) is none.
 * Failing that, the same single word after the last colon or dash (`… — stop`, `…: halt`, `… - abort`):
 * one action word closing the item says what to do, as after an arrow, and is no part of the trigger.
 */
export function trailingAction(content: string): { index: number; column: number; action: string } | undefined {
  return actionAfter(content, lastOf(content, ['→', '->', '=>'])) ?? actionAfter(content, lastOf(content, ['—', '–', ' - ', ':']));
}

/** The last of `marks` in `content`: where it starts and its width (a spaced hyphen counts from its dash). */
function lastOf(content: string, marks: string[]): { index: number; width: number } | undefined {
  let index = -1;
  let width = 0;
  for (const mark of marks) {
    const at = content.lastIndexOf(mark);
    const [i, w] = mark === ' - ' ? [at + 1, 1] : [at, mark.length];
    if (at >= 0 && i > index) [index, width] = [i, w];
  }
  return index < 0 ? undefined : { index, width };
}

function actionAfter(content: string, sep: { index: number; width: number } | undefined): { index: number; column: number; action: string } | undefined {
  if (!sep) return undefined;
  const after = content.slice(sep.index + sep.width);
  const action = after.trim().replace(/[.!`*_]/g, '').toLowerCase();
  if (!(CONTRACT_HALT_ACTIONS as readonly string[]).includes(action) && !ACTION_WORDS.has(action)) return undefined;
  return { index: sep.index, column: sep.index + sep.width + (after.length - after.trimStart().length), action };
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

/** Where a list of domains ends (listedDomains): the first colon, parenthesis or dash. */
export const LIST_END = /[:(—–]|\s-(?:\s|$)/;

/**
 * The domains a **Skipped** item lists before its reason (`Strategy, ScopeCreep — the audit plan is
 * fixed`, `Strategy and External: not needed`): the text before the first dash, colon or parenthesis,
 * split at commas, `/`, `&` and "and". Undefined unless every part names a domain (or nearly does, a
 * misspelling contract-known-domains reports), so a reason is never read as a domain.
 */
export function listedDomains(item: MdItem): Array<{ raw: string; domain?: string; col: number }> | undefined {
  const c = item.content;
  const cut = c.search(LIST_END);
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
 * `Others: ask-before` (**Defaults**), a trigger ending in one action word after an arrow, colon or dash (**Halt conditions**),
 * a `Members:`-like label or a role `name (type):` (**Team Structure**; `Note: …` is a remark).
 * A sentence is none of these: it is a closing remark ("I'll keep the benchmark numbers in the PR
 * description.").
 */
export function readsLikeEntry(text: string, section: string): boolean {
  const item: MdItem = { line: 0, col: 1, content: pastTaskBox(text.trim()) };
  // "I'll batch everything into one PR (External)." is the author speaking: a sentence, not an entry.
  if (/^[`*_]{0,3}(?:I'll|I will|we'll|we will)\b/i.test(item.content)) return false;
  const lead = leadingName(item);
  if (lead && (lead.domain || lead.lookalike || contractNearDomain(lead.raw))) return true;
  const label = labelText(item.content);
  const start = lead ? undefined : LABEL_START.exec(label);
  if (start && !proseAfterGroup(label, start[0].length - 1) && (contractCanonicalDomain(start[1]!) ?? contractCanonicalDomain(start[1]!.split(/[ -]/)[0]!))) return true;
  if (trailingDomain(item) || listedDomains(item)) return true;
  if (section === 'Defaults') return /^[`*_]{0,3}(?:others?|other domains|all other domains|everything else|the rest|remaining domains|(?:все )?(?:остальные|прочие)(?: домены)?)[`*_]{0,3}[ \t]*(?::|—|–|→|->|=>?|-[ \t])/i.test(item.content);
  if (section === 'Halt conditions') return trailingAction(item.content) !== undefined;
  if (section === 'Team Structure') return /^[`*_]{0,3}(?:team|members|current team|current members|retained|removed|added|new roles|roles|perspectives)\b[^:]{0,20}:|^[`*_]{0,3}[A-Za-z0-9.-]+[`*_]{0,3}[ \t]*\([^()]{0,80}\)[ \t]*:/i.test(item.content);
  return false;
}
