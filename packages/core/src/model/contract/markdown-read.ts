/** The sections of a contract rendering read into the structured shape: responses, halt conditions, skipped domains, defaults, the team. */
import { SECTION_NAMES, SECTION_RESPONSE, LABEL_START, NONE_ITEM, namesNothing, PLACEHOLDER } from './markdown-lines.js';
import { contractQuote, escapePointer, type ContractDefaultLine, type ContractLabelOfNoDomain, type ContractPos, type ContractSpelling, type Parsed } from './types.js';
import { CONTRACT_PERSISTENCE, PERSISTENCE_WORDS, contractTermHalf, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractDefaultResponse, contractIsResponse, contractNearDomain, contractNearResponse } from './vocabulary.js';
import { defaultLine } from './markdown-defaults.js';
import { trailingAction, trailingGroup, finalGroup, finalHalf, unmarked, subItemHalf, domainBeforeReason, refinedIn, labelText, leadingName, listedDomains, LIST_END, type LeadingName, type MdItem, type MdSection } from './markdown-items.js';
import { readTeamSection } from './markdown-team.js';

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

/**
 * Whether a label's parenthesised qualifiers give it a response (or a near miss of one) or a
 * FileModification half (`Deployment (AlwaysAsk)`, `Cache (durable)`), as only a domain's label has.
 * The label must read as a name: one word, or a capitalised one (`git push (AlwaysAsk)` is an action).
 */
const qualifiedAsDomain = (lead: LeadingName) =>
  (!/[ -]/.test(lead.raw) || /^[A-Z]/.test(lead.raw)) && lead.qualifiers.some((q) => contractCanonicalResponse(q.text) !== undefined || contractNearResponse(q.text) !== undefined || /^(?:ephemeral|durable)(?:[ \t]files?)?$/i.test(q.text));

/**
 * Whether a **Defaults** line is the protocol template's own line for the domain, which every
 * rendering shows: the Exploration line, whatever default it states (a wrong one is
 * contract-uncalibrated-defaults' finding, not a second response).
 */
const templateDefault = (domain: string) => domain === 'Exploration';

/**
 * Whether a qualifier stands where a refinement of the domain would: the domain is Exploration or
 * Strategy, whose actions are the task's own (reading, choosing an approach) and whose refinements
 * (Minimal; ProposeThenChoose, SwitchAutonomously) are one capitalised word, and the qualifier is
 * one capitalised word as they are, no acronym (`API`), no half and no domain; a lower-case word
 * (`Strategy (rollout)`) is a note. External is left out: its actions reach outside
 * systems, and one word after it names the system (`External (Slack)`, `External (GitHub)`).
 */
function refinementSlot(domain: string, word: string): boolean {
  if (domain !== 'Exploration' && domain !== 'Strategy') return false;
  return /^\p{Lu}[\p{L}-]{0,40}$/u.test(word) && word !== word.toUpperCase() && !PERSISTENCE_WORDS[word.toLowerCase()] && !contractCanonicalDomain(word);
}

/**
 * The sub-items of item `k` (the items after it indented deeper, up to the next one at its depth or
 * less) that name a FileModification half. Other sub-items are notes on the item.
 */
function halfSubItems(items: MdItem[], k: number): Array<{ item: MdItem; half: 'ephemeral' | 'durable' }> {
  const depth = items[k]!.indent ?? 0;
  const out: Array<{ item: MdItem; half: 'ephemeral' | 'durable' }> = [];
  for (let j = k + 1; j < items.length && (items[j]!.indent ?? 0) > depth; j++) {
    const half = subItemHalf(items[j]!.content);
    if (half) out.push({ item: items[j]!, half });
  }
  return out;
}

/**
 * The response an item gives after its domain label, written as its value (`External: AlwaysAsk`,
 * `Exploration: minimal — skim the README`: the value up to its first note), as its last part after
 * a dash (`External: pushes and PRs — AlwaysAsk`), or in the parenthesis closing it (`External: pushes and PRs (AlwaysAsk)`, `FileModification: config (durable, AskBefore)`,
 * with the halves that group names). Only a protocol response word counts: other words are the
 * action. Found by searching for fixed characters and splitting: linear.
 */
function valueResponse(rest: string, restCol: number): { response: string; col: number; halves: Array<'ephemeral' | 'durable'> } | undefined {
  const lead = rest.length - rest.trimStart().length;
  const value = rest.slice(lead);
  const cut = value.search(/[(,;:—–]|[ \t]-[ \t]|\.(?:[ \t]|$)/);
  const head = cut < 0 ? value : value.slice(0, cut);
  const word = unmarked(head) ? contractCanonicalResponse(unmarked(head)) : undefined;
  if (word) return { response: word, col: restCol + lead + head.search(/[^`*_]/), halves: [] };
  // The last part after a dash (`External — pushes and PRs — AlwaysAsk`).
  const dash = Math.max(value.lastIndexOf('—'), value.lastIndexOf('–'), value.lastIndexOf(' - ') + 1);
  const tail = dash > 0 ? value.slice(dash + 1) : '';
  const last = unmarked(tail).replace(/\.$/, '');
  const said = last ? contractCanonicalResponse(last) : undefined;
  if (said) return { response: said, col: restCol + lead + dash + 1 + tail.search(/[^ \t`*_]/), halves: [] };
  const g = finalGroup(value);
  if (!g) return undefined;
  let found: { response: string; col: number } | undefined;
  const halves: Array<'ephemeral' | 'durable'> = [];
  let at = g.open + 1;
  for (const part of g.inner.split(/[,;/]/)) {
    const text = unmarked(part);
    const response = text ? contractCanonicalResponse(text) : undefined;
    const half = text ? contractTermHalf(text) : undefined;
    if (response) found ??= { response, col: restCol + lead + at + part.search(/[^ \t`*_]/) };
    else if (half) halves.push(half);
    at += part.length + 1;
  }
  return found && { ...found, halves };
}

/** The data a rendering's sections say, with its **Defaults** lines; positions and problems go into `out`. */
export function readSections(sections: MdSection[], out: Parsed): { data: Record<string, unknown>; defaults: ContractDefaultLine[]; spellings: ContractSpelling[]; labelsOfNoDomain: ContractLabelOfNoDomain[] } {
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
        out.problems.push({ line: item.line, column: item.col, message: `template placeholder left unfilled: ${contractQuote(c, 80)}` });
        return false;
      }
      return c === '' ? keepEmpty : !NONE_ITEM.test(c);
    });

  const domains = new Map<string, MdDomain>();
  const halts: Array<Record<string, string>> = [];
  const skipped: string[] = [];
  const defaults: ContractDefaultLine[] = [];
  const spellings: ContractSpelling[] = [];
  // The response sections' item labels read as domains and as free text, and the one-word free-text labels.
  const labels = { domains: 0, free: 0, words: [] as ContractLabelOfNoDomain[] };
  const data: Record<string, unknown> = {};
  /** Gives `domain` the response of section `name` for each claim (a half, or the whole domain), saying a second response. */
  const claim = (name: string, domain: string, keyAt: ContractPos, response: string, claims: Array<{ persistence?: 'ephemeral' | 'durable' | undefined; line: number; col: number; at: ContractPos }>, hint = '') => {
    const base = SECTION_RESPONSE[name]!;
    const d = domains.get(domain) ?? { domain, keyAt };
    domains.set(domain, d);
    for (const c of claims) {
      const slot = c.persistence ?? 'general';
      const prev = d[slot];
      const what = `${domain}${c.persistence ? ` (${c.persistence})` : ''}`;
      // A section lists actions, so one domain may have several items in it ("External: git push",
      // "External: open a PR"): one response, unless an item names another one.
      if (prev && prev.section === base && prev.response === response) continue;
      if (prev && prev.section === base) {
        out.problems.push({ line: c.line, column: c.col, message: `${what} is listed under **${name}** as ${prev.response} (line ${prev.at.line}) and again as ${response}; a domain has one response` });
        continue;
      }
      if (prev) {
        const prevSection = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === prev.section) ?? prev.section;
        out.problems.push({ line: c.line, column: c.col, message: `${what} is listed under **${prevSection}** (line ${prev.at.line}) and again under **${name}**; a domain has one response${hint}` });
        continue;
      }
      d[slot] = { response, at: c.at, section: base };
    }
  };
  for (const s of sections) {
    const base = SECTION_RESPONSE[s.name];
    const items = live(s.items, s.name === 'Halt conditions');
    if (base) {
      // Sub-items already read as the halves of the bare domain item above them.
      const halves = new Set<MdItem>();
      for (const [k, item] of items.entries()) {
        if (halves.has(item)) continue;
        const lead = leadingName(item);
        if (s.name === 'Halt conditions') {
          const i = halts.length;
          // The section has no action syntax ("I'll stop and escalate"): an item ending in `→ halt`,
          // `→ escalate` or another action word (`→ stop`, reported) has that action; any other item is
          // all trigger (`v1 -> v2`, `… → ask me`) and takes the section's action, escalate.
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
        // `Strategy, External: …` (also `and`, `/`, `&`): one item naming several domains gives each the
        // section's response, as a **Skipped** item skips each domain it lists. A qualifier group after
        // the list (`Strategy, External (AlwaysAsk): …`) cannot say which domain it is for: reported.
        const several = lead ? undefined : listedDomains(item);
        if (several) {
          labels.domains++;
          if (item.content[item.content.search(LIST_END)] === '(') {
            out.problems.push({ line: item.line, column: item.col, message: `"${contractQuote(item.content)}" under **${s.name}** names several domains (${several.map((n) => n.domain ?? n.raw).join(', ')}) before one parenthesised group, which cannot say which domain it qualifies, so the item was not read; write one item per domain` });
            continue;
          }
          for (const n of several) {
            const domain = n.domain ?? n.raw;
            const keyAt = { line: item.line, column: n.col };
            if (n.domain) spellings.push({ raw: n.raw, domain: n.domain, at: keyAt });
            claim(s.name, domain, keyAt, refinedIn(domain, base), [{ line: item.line, col: n.col, at: keyAt }]);
          }
          continue;
        }
        // The sections list actions: a label is a domain when it names one (`File modification`), or a
        // misspelt domain (`Stratgy`, reported by contract-known-domains) when it nearly names one;
        // any other label (`Tests: run the suite`) describes an action of no domain, unless the
        // action ends by naming its domain (`git push and PR creation (External)`).
        const leading = lead && (lead.domain || lead.lookalike || contractNearDomain(lead.raw) || item.domainCell) ? lead : undefined;
        const trailing = leading ? undefined : trailingGroup(item);
        // A label given a response or a persistence half in parentheses (`Deployment (AlwaysAsk): …`)
        // is meant as a domain, known or not: read as one, so an unknown name is reported, not dropped.
        const label = leading ?? trailing?.label ?? (lead && !trailing?.named && qualifiedAsDomain(lead) ? lead : undefined);
        if (label) labels.domains++;
        else if (lead) {
          labels.free++;
          // One capitalised word (`Deployment: promote to production`) may be a domain the protocol does not have.
          if (/^[A-Z][A-Za-z]+$/.test(lead.raw)) labels.words.push({ raw: lead.raw, at: { line: item.line, column: lead.col }, section: s.name });
        }
        if (!label && trailing?.named) {
          out.problems.push({ line: item.line, column: item.col, message: `"${contractQuote(item.content)}" under **${s.name}** ends with a group naming the domain ${trailing.named}, but the group was not read, so the item was not read; write it as \`${trailing.named}: …\` or end it with \`(${trailing.named})\`` });
          continue;
        }
        if (!label) {
          // A label that starts with a domain but is not read (`External (git push: always`, `[External]: …`)
          // is said: dropped, the domain's response would silently be lost.
          const start = lead ? undefined : LABEL_START.exec(labelText(item.content));
          const named = start ? contractCanonicalDomain(start[1]!) ?? contractCanonicalDomain(start[1]!.split(/[ -]/)[0]!) : undefined;
          if (named) {
            out.problems.push({ line: item.line, column: item.col, message: `"${contractQuote(item.content)}" under **${s.name}** starts with the domain ${named}, but its label was not read, so the item was not read; write it as \`${named}: …\` or \`${named} (qualifier): …\`` });
          }
          continue;
        }
        const domain = label.domain ?? label.raw;
        const keyAt = { line: item.line, column: label.col };
        if (label.domain) spellings.push({ raw: ('written' in label && label.written) || label.raw, domain: label.domain, at: keyAt });
        let response = refinedIn(domain, base);
        let at = keyAt;
        // The halves the qualifiers name: both (`(temp files, config)`) give each half the response.
        const named = new Set<'ephemeral' | 'durable'>();
        // A FileModification qualifier that names neither half nor a response: said if it leads to a clash.
        let unnamed: string | undefined;
        for (const q of label.qualifiers) {
          // A half's name leading a qualifier (`ephemeral outputs`, `persistent files`), or, for
          // FileModification, the protocol's words for its halves (`build artifacts`, `source code`); on
          // another domain they are notes (`External (config)`), only the names are read and reported.
          const word = (domain === 'FileModification' ? contractTermHalf(q.text) : undefined) ?? PERSISTENCE_WORDS[q.text.toLowerCase().split(/\s/)[0]!];
          if (word) named.add(word);
          else if (contractCanonicalResponse(q.text) || contractNearResponse(q.text)) {
            // A response, or a misspelling of one (reported as not a response). Any other word is a
            // note on the action (`External (git push, PRs)`, `(Slack / email)`), not its response.
            response = contractCanonicalResponse(q.text) ?? q.text;
            at = { line: item.line, column: q.col };
          } else if (leading && label.qualifiers.length === 1 && refinementSlot(domain, q.text)) {
            // `Exploration (Shallow)`: a lone word where the domain's refinement goes is read as its
            // response, so it is reported as no response (as a misspelt one is), not dropped as a note.
            response = q.text;
            at = { line: item.line, column: q.col };
          } else if (domain === 'FileModification') unnamed ??= q.text;
        }
        // A response written as the item's value or in the group closing it is the item's response,
        // whatever section it sits in (`External: pushes and PRs (AlwaysAsk)` under **Autonomous** is reported there).
        const valued = leading && at === keyAt ? valueResponse(leading.rest, leading.restCol) : undefined;
        if (valued) {
          response = valued.response;
          at = { line: item.line, column: valued.col };
          if (domain === 'FileModification') for (const h of valued.halves) named.add(h);
        }
        // A half may close the item after a leading label (`FileModification: scratch notebooks (ephemeral)`).
        const final = leading && domain === 'FileModification' && !named.size ? finalHalf(leading.rest) : undefined;
        if (final) named.add(final);
        const hint = unnamed && !named.size ? ` ("(${unnamed})" names neither half: write (ephemeral) or (durable))` : '';
        // A bare `FileModification` item may give its halves as sub-items (`  - ephemeral: build
        // artifacts`): each is read as that half, at the sub-item, as `FileModification (ephemeral)` is.
        const subs = domain === 'FileModification' && !named.size && leading && !leading.rest.trim() ? halfSubItems(items, k) : [];
        for (const sub of subs) halves.add(sub.item);
        const own = named.size ? [...named].map((persistence) => ({ persistence, line: item.line, col: label.col, at })) : [{ persistence: undefined, line: item.line, col: label.col, at }];
        const claims = subs.length ? subs.map((sub) => ({ persistence: sub.half, line: sub.item.line, col: sub.item.col, at: at === keyAt ? { line: sub.item.line, column: sub.item.col } : at })) : own;
        claim(s.name, domain, keyAt, response, claims, hint);
      }
    } else if (s.name === 'Skipped') {
      for (const item of items) {
        if (namesNothing(item.content)) continue;
        const lead = leadingName(item);
        // One item may skip several domains for one reason (`Strategy, ScopeCreep — the plan is fixed`).
        const several = lead ? undefined : listedDomains(item);
        // Else the domain may close the reason (`No pushes — the notebook stays local (External)`) or lead it (`External, since …`).
        const one = lead ?? (several ? undefined : (trailingGroup(item)?.label ?? domainBeforeReason(item)));
        for (const d of several ?? [{ raw: one?.raw ?? item.content.trim(), written: one && 'written' in one ? one.written : undefined, domain: one?.domain, col: one?.col ?? item.col }]) {
          skipped.push(d.domain ?? d.raw);
          if (d.domain) spellings.push({ raw: ('written' in d && d.written) || d.raw, domain: d.domain, at: { line: item.line, column: d.col } });
          set(`/calibration/skipped/${skipped.length - 1}`, { line: item.line, column: d.col });
        }
      }
    } else if (s.name === 'Defaults') {
      for (const item of items) defaults.push(defaultLine(item));
    } else if (s.name === 'Team Structure') {
      data['who'] = readTeamSection(s, items, set);
    }
  }
  // A one-word label of no domain is said only as the one free-text label among domain labels: a
  // rendering with several (`Tests: …`, `Git: …`) labels its actions in its own words.
  const labelsOfNoDomain = labels.free === 1 && labels.domains > 0 ? labels.words : [];
  // **Defaults** lists the uncalibrated domains: one listed there at another response than its own
  // section's (Strategy under **Autonomous** and `Strategy: ask-before`) has two responses. The
  // template's own Exploration line is shown in every rendering: it says what an uncalibrated
  // Exploration would do (rightly or not), not a response beside a calibrated one.
  for (const line of defaults) {
    const d = domains.get(line.domain.text ?? '');
    const said = line.response?.text;
    if (!d || !said || !contractIsResponse(said) || templateDefault(d.domain)) continue;
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
  return { data, defaults, spellings, labelsOfNoDomain };
}
