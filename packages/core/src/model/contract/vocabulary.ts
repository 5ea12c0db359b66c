/** Epitrope protocol vocabulary: domains, responses, modes and their canonical spellings. */
import { editDistance } from '../../suggest.js';

// ---------------------------------------------------------------------------
// Protocol vocabulary

/**
 * A table looked up by names read from a contract, without Object.prototype:
 * `constructor`, `toString` or `__proto__` must miss like any unknown name.
 */
const nameTable = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);

/** Action domains: the four base domains, then the team extensions. */
export const CONTRACT_DOMAINS = ['FileModification', 'Exploration', 'Strategy', 'External', 'TeamCoordination', 'ScopeCreep'] as const;
export const CONTRACT_BASE_RESPONSES = ['Autonomous', 'ReportThenAct', 'AskBefore', 'Halt'] as const;
/** Domain-specific refinements: the base response each narrows and the one domain where it may appear. */
export const CONTRACT_REFINEMENTS: Record<string, { base: string; domain: string }> = nameTable({
  Minimal: { base: 'Autonomous', domain: 'Exploration' },
  ProposeThenChoose: { base: 'ReportThenAct', domain: 'Strategy' },
  SwitchAutonomously: { base: 'Autonomous', domain: 'Strategy' },
  AlwaysAsk: { base: 'AskBefore', domain: 'External' },
});
/** Responses each domain's scenario question offers. */
export const CONTRACT_SCENARIO_OFFERS: Record<string, readonly string[]> = nameTable({
  FileModification: ['Autonomous', 'ReportThenAct', 'AskBefore'],
  Exploration: ['Autonomous', 'ReportThenAct', 'Minimal'],
  Strategy: ['ProposeThenChoose', 'SwitchAutonomously'],
  External: ['Autonomous', 'AlwaysAsk'],
  TeamCoordination: ['Autonomous', 'ReportThenAct', 'AskBefore'],
  ScopeCreep: ['Autonomous', 'ReportThenAct', 'Halt'],
});
export const CONTRACT_MODES = ['Solo', 'TeamAugment', 'TeamRestructure'] as const;
export const CONTRACT_WHO_KINDS = ['Solo', 'Augmented', 'Restructured'] as const;
export const CONTRACT_OUTCOMES = ['approved', 'withdrawn', 'escaped'] as const;
export const CONTRACT_STAKES = ['Low', 'Med', 'High'] as const;
export const CONTRACT_HALT_ACTIONS = ['halt', 'escalate'] as const;
export const CONTRACT_DRIFT_ACTIONS = ['report', 'halt'] as const;
export const CONTRACT_PERSISTENCE = ['ephemeral', 'durable'] as const;

/**
 * The FileModification half a history answer is about: its \`persistence\` when set, else the half
 * its scenario asks about. The protocol's second FileModification question, "When persistent files
 * (config, memory, rules) need changes?", is the durable half even when the answer does not say so.
 * Callers pass the scenario only where a half is in question (how_much splits the domain): the spec
 * compares a plain response with the domain's last answer, whatever its scenario says.
 * The half is read from the question's subject, the files it asks about: the words after "When" (or
 * from the start of a scenario written as a phrase) up to the verb ("When persistent files (config,
 * memory, rules) need changes?"). A word elsewhere in the question ("When the CSV writer needs a fix
 * for a memory leak?") says nothing about a half.
 * Ephemeral words are tested first: "non-persistent files" and "scratch output" contain no durable
 * half even when a durable word follows. Every pattern is anchored or an alternation of fixed words: linear.
 */
export function contractHistoryHalf(domain: string | undefined, persistence: string | undefined, scenario: string | undefined): 'ephemeral' | 'durable' | undefined {
  // `Durable` is a typo contract-schema reports; what the answer is about is plain all the same.
  const key = persistence?.trim().toLowerCase();
  if (key === 'ephemeral' || key === 'durable') return key;
  if (persistence !== undefined || domain !== 'FileModification' || scenario === undefined) return undefined;
  // A scenario written as a phrase ("persistent files") is all subject up to a verb, as a question's is after "When".
  const rest = scenario.slice(QUESTION_OPENING.exec(scenario)?.[0].length ?? 0);
  const verb = rest.search(SUBJECT_END);
  let subject = verb < 0 ? rest : rest.slice(0, verb);
  // "When you need to modify config?": with a person as the subject, the files are what the verb changes.
  if (verb >= 0 && PERSON.test(subject.trim())) subject = CHANGED.exec(rest.slice(verb))?.[1] ?? subject;
  if (EPHEMERAL_SCENARIO.test(subject)) return 'ephemeral';
  return DURABLE_SCENARIO.test(subject) ? 'durable' : undefined;
}
// A scenario question's opening (`When …`, `"When …`, `Follow-up: when …`, `What should I do when …`,
// German `Wenn …`) and the verb that ends its subject. Anchored, every run bounded or followed by a fixed word: linear.
const QUESTION_OPENING = /^[\s"'“]*(?:[A-Za-z-]{1,20}:\s*)?(?:(?:what|how)\s[^?\n]{0,40}?\s)?(?:and\s+)?(?:when|if|wenn|falls)\s+/i;
const PERSON = /^(?:you|I|we|they|someone|anyone|(?:the|an?)\s{1,3}agents?|agents)$/i;
// The verb after such a subject and the files it changes, up to punctuation (`need to modify config?`).
const CHANGED = /^\s{1,3}(?:needs?|must|should|ha(?:s|ve)\s{1,3}to)\s{1,3}(?:to\s{1,3})?(?:modify|change|edit|update|touch|write(?:\s{1,3}to)?|rewrite|alter)\s{1,3}([^?.,;()]{1,80})/i;
const SUBJECT_END = /\s(?:needs?|requires?|changes?|must|should|gets?|has to|have to|(?:is|are) (?:needed|required|changed|modified|edited|updated|written))\b/i;
/**
 * The words for each FileModification half: the protocol's own lists ("ephemeral: temp files, build
 * artifacts, generated code"; "durable: source code, config, memory writes, CLAUDE.md, rules"), its
 * question's "persistent files", the halves' names, durable files the lists imply (migrations,
 * schemas: source code) and the German words for them. One vocabulary for every reading: a history
 * scenario is searched for them in its subject, a rendering's qualifier or sub-item label must be one
 * of them (`FileModification (build artifacts)`, `source code: src/`), "files" optionally after it.
 * Ephemeral words are tested first ("non-persistent"). Fixed words in one alternation: linear.
 */
const HALF_TERMS = {
  ephemeral: ['non-?persistent', 'not persistent', 'non-durable', 'ephemeral', 'temporary', 'temp', 'scratch', 'build (?:artifacts?|artefacts?|outputs?)', 'generated(?: code)?', 'nicht[ -]persistente[nmrs]?', 'temporäre[nmrs]?', 'flüchtige[nmrs]?', 'generierte[nmrs]?'],
  durable: ['persistent', 'persistence', 'persist(?:s|ed)?', 'durable', 'config(?:uration)?s?', 'memory(?: writes?)?', 'rules', 'CLAUDE\\.md', 'source code', 'migrations?', '(?:database )?schemas?', 'persistente[nmrs]?', 'dauerhafte[nmrs]?', 'Konfiguration(?:en|sdateien)?', 'Regeln', 'Quellcode'],
};
const EPHEMERAL_SCENARIO = new RegExp(`\\b(?:${HALF_TERMS.ephemeral.join('|')})\\b`, 'i');
const DURABLE_SCENARIO = new RegExp(`\\b(?:${HALF_TERMS.durable.join('|')})\\b`, 'i');
const EPHEMERAL_TERM = new RegExp(`^(?:${HALF_TERMS.ephemeral.join('|')})(?:[ \\t]+files?)?$`, 'i');
const DURABLE_TERM = new RegExp(`^(?:${HALF_TERMS.durable.join('|')})(?:[ \\t]+files?)?$`, 'i');
/** Every half word, as a regex source (one alternation), for a reader that finds the word before a separator. */
export const HALF_TERMS_SOURCE = [...HALF_TERMS.ephemeral, ...HALF_TERMS.durable].join('|');
/** The half a qualifier or label names when it is all one half word (`build artifacts`, `config files`, `durable`). */
export function contractTermHalf(text: string): 'ephemeral' | 'durable' | undefined {
  const t = text.trim();
  return EPHEMERAL_TERM.test(t) ? 'ephemeral' : DURABLE_TERM.test(t) ? 'durable' : undefined;
}
/** The half names a rendering may lead a longer label with (`Temp files:`, `(ephemeral outputs)`); each is also a half word above. */
export const PERSISTENCE_WORDS: Record<string, 'ephemeral' | 'durable'> = { ephemeral: 'ephemeral', temp: 'ephemeral', temporary: 'ephemeral', durable: 'durable', persistent: 'durable' };
/** Question caps of the calibration interview. */
export const CONTRACT_QUESTION_CAP = { solo: 9, team: 12 } as const;
/** Most roles a team structure may carry (WHO cap). */
export const CONTRACT_MAX_ROLES = 6;

/** Response an uncalibrated domain takes: Exploration is read-only and safe, everything else asks first. */
export function contractDefaultResponse(domain: string): string {
  return domain === 'Exploration' ? 'Autonomous' : 'AskBefore';
}

export function contractIsDomain(name: unknown): name is string {
  return typeof name === 'string' && (CONTRACT_DOMAINS as readonly string[]).includes(name);
}

export function contractIsResponse(name: unknown): name is string {
  return typeof name === 'string' && ((CONTRACT_BASE_RESPONSES as readonly string[]).includes(name) || name in CONTRACT_REFINEMENTS);
}

/** Base response of a response name (a refinement's base, or the name itself). */
export function contractBaseOf(response: string): string {
  return CONTRACT_REFINEMENTS[response]?.base ?? response;
}

/**
 * Why a response cannot stand for a domain before any scenario is asked:
 * `unknown` (not a response name) or `misplaced` (a refinement outside its
 * domain). Rules judging scenarios ignore such values: the refinement-scope
 * rule reports them.
 */
export function contractResponseProblem(domain: string, response: unknown): 'unknown' | 'misplaced' | undefined {
  if (!contractIsResponse(response)) return 'unknown';
  const ref = CONTRACT_REFINEMENTS[response];
  if (ref && ref.domain !== domain) return 'misplaced';
  return undefined;
}

export const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
export const DOMAIN_BY_SQUASH = new Map<string, string>(CONTRACT_DOMAINS.flatMap((d) => [[squash(d), d], [`${squash(d)}s`, d]] as Array<[string, string]>));
export const RESPONSE_BY_SQUASH = new Map<string, string>([...CONTRACT_BASE_RESPONSES, ...Object.keys(CONTRACT_REFINEMENTS)].map((r) => [squash(r), r]));

/** The protocol's spelling of a domain written loosely ("file modification" → FileModification). */
export function contractCanonicalDomain(text: string): string | undefined {
  return DOMAIN_BY_SQUASH.get(squash(text));
}

/** The protocol's spelling of a response written loosely ("ask-before" → AskBefore). */
export function contractCanonicalResponse(text: string): string | undefined {
  return RESPONSE_BY_SQUASH.get(squash(text));
}

/**
 * The domain a name nearly spells (`Stratgy`, `File modifcation`): at most two letters inserted,
 * deleted or changed, case, spaces and hyphens ignored, the first letter kept. Undefined for a
 * domain's own spelling (see contractCanonicalDomain), for anything further away, for another word
 * (`Internal` is not `External`) and for the domain's stem with an English ending (`Strategic`,
 * `Strategies`, `Exploratory`): those are ordinary words, not misspellings.
 */
export function contractNearDomain(text: string): string | undefined {
  const s = squash(text);
  if (!s || DOMAIN_BY_SQUASH.has(s)) return undefined;
  let best: { domain: string; d: number } | undefined;
  for (const domain of CONTRACT_DOMAINS) {
    const n = squash(domain);
    if (s[0] !== n[0] || derivedWord(s, n)) continue;
    const d = editDistance(s, n);
    if (d <= 2 && (!best || d < best.d)) best = { domain, d };
  }
  return best?.domain;
}

/**
 * The response a word nearly spells (`Autonomus`, `AskBefor`): at most two letters off, case and
 * punctuation ignored, the first letter kept, five letters at least, so a short word (`PR`, `Slack`,
 * `npm`) is never a misspelt response. A response-shaped compound (`AskFirst`, `report-only`) is one
 * too: see compoundResponse.
 */
export function contractNearResponse(text: string): string | undefined {
  const s = squash(text);
  if (s.length < 5 || RESPONSE_BY_SQUASH.has(s)) return undefined;
  for (const [n, response] of RESPONSE_BY_SQUASH) if (s[0] === n[0] && editDistance(s, n) <= 2) return response;
  return compoundResponse(text);
}

// The first word of each response, for the compounds teams coin from it (`AskFirst`, `ReportOnly`).
const RESPONSE_LEADS: Record<string, string> = { ask: 'AskBefore', always: 'AlwaysAsk', report: 'ReportThenAct', propose: 'ProposeThenChoose', switch: 'SwitchAutonomously', halt: 'Halt', autonomous: 'Autonomous', autonomously: 'Autonomous' };

/**
 * The response a one-token compound led by a response's first word names (`AskFirst`, `Ask_First`,
 * `report-only`, `HaltOnError`): written as the protocol writes responses, it is meant as one, not
 * as a note. Words with spaces (`ask me first`) and compounds led by other words (`GitHub`) are not.
 */
function compoundResponse(text: string): string | undefined {
  const t = text.trim();
  if (!/^[A-Za-z][A-Za-z_-]*[A-Za-z]$/.test(t)) return undefined;
  const parts = t.split(/[-_]|(?=[A-Z])/);
  if (parts.length < 2 || parts.some((p) => p === '')) return undefined;
  return Object.hasOwn(RESPONSE_LEADS, parts[0]!.toLowerCase()) ? RESPONSE_LEADS[parts[0]!.toLowerCase()] : undefined;
}

const ENGLISH_ENDINGS = new Set(['s', 'es', 'ies', 'ied', 'ic', 'ical', 'ically', 'al', 'ally', 'ed', 'ing', 'ory', 'ary', 'ive', 'ist', 'ists', 'ise', 'ize', 'ly', 'er', 'ers', 'ions']);
/** Whether `word` is the domain's stem (all but its last three letters at most) followed by an English ending. */
function derivedWord(word: string, domain: string): boolean {
  let p = 0;
  while (p < word.length && p < domain.length && word[p] === domain[p]) p++;
  return p >= Math.max(4, domain.length - 3) && ENGLISH_ENDINGS.has(word.slice(p));
}

/**
 * The letters of a name that are not ASCII when the name has ASCII letters too (the Cyrillic `Е`
 * of `Еxternal`): look-alikes of Latin letters, which a reader cannot tell apart. Empty for a name
 * wholly in ASCII or wholly in another script.
 */
export function contractForeignLetters(text: string): string[] {
  if (!/[A-Za-z]/.test(text)) return [];
  return Array.from(text).filter((c) => c > '\x7f' && /\p{L}/u.test(c));
}

/**
 * The protocol name a name with look-alike letters shows (`Еxternal`, `Stratеgy`): the one name
 * of the same length whose letters equal its ASCII letters, each other letter standing for any one
 * (case, blanks, hyphens ignored). Undefined unless the name mixes ASCII and other letters.
 */
export function contractLookalike(text: string, kind: 'domain' | 'response'): string | undefined {
  if (!contractForeignLetters(text).length) return undefined;
  const letters = Array.from(text.toLowerCase()).filter((c) => /\p{L}/u.test(c));
  const names = kind === 'domain' ? DOMAIN_BY_SQUASH : RESPONSE_BY_SQUASH;
  const hits = new Set<string>();
  for (const [n, name] of names) {
    if (n.length === letters.length && letters.every((c, k) => c > '\x7f' || c === n[k])) hits.add(name);
  }
  return hits.size === 1 ? [...hits][0] : undefined;
}

/**
 * " (did you mean X?)" when a name differs from a protocol name only in case or punctuation, is a
 * near miss of one (contractNearDomain, contractNearResponse), or shows one with look-alike letters.
 */
export function contractDidYouMean(text: string, kind: 'domain' | 'response'): string {
  const hit = kind === 'domain' ? (contractCanonicalDomain(text) ?? contractNearDomain(text)) : (contractCanonicalResponse(text) ?? contractNearResponse(text));
  const shown = hit ?? contractLookalike(text, kind);
  return shown && shown !== text ? ` (did you mean ${shown}?)` : '';
}
