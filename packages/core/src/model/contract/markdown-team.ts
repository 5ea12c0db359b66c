/** The **Team Structure** section of a contract rendering read into `who`. */
import { namesNothing } from './markdown-lines.js';
import { type ContractPos } from './types.js';
import { unmarked, type MdItem, type MdSection } from './markdown-items.js';
import { pushAll } from '../../util.js';

/**
 * The label of a **Team Structure** item that is not a role: the team (`Team:`), its members (`Members:`,
 * `Team members:`, `Current team:`, the protocol's "Current team: {team members and their perspectives}"),
 * the members a restructure retains or removes in the protocol's own verbs ("team restructure:
 * retain/remove/add": `Retain:`, `Retained:`, `Keep:`, `Kept:`; `Remove:`, `Removed:`, `Removing:`,
 * `Drop:`, `Dropped:`, `Leaving the team:`; each optionally with `members` or `agents` and a count,
 * `Removed members (2):`), or a heading for the roles it adds (`Added:`, `Added perspectives:`,
 * `New roles:`, `Roles:`). Anchored, each part followed by what the next cannot start with: linear.
 */
export const LABEL = /^[`*_]{0,3}(team|(?:current|team|existing)[ \t]{1,3}members|members|current team|(?:retain(?:ed)?|keep|kept|remove[ds]?|removing|drop(?:ped)?|leaving(?:[ \t]{1,3}the[ \t]{1,3}team)?)(?:[ \t]{1,3}(?:members|agents))?|added(?: perspectives| roles)?|new (?:roles|perspectives)|additional (?:roles|perspectives)|roles|perspectives)(?:[ \t]{1,3}\(\d{1,3}\))?[`*_]{0,3}[ \t]*:[ \t]*/i;

/** The list a Team Structure label fills: `Keep:` is `Retained:`, `Drop:` is `Removed:`; else the label itself (undefined for a role heading). */
function labelKey(label: string): 'team' | 'members' | 'retained' | 'removed' | undefined {
  const word = label.toLowerCase().split(/[ \t]/)[0]!;
  if (word === 'team') return label.includes(' ') || label.includes('\t') ? 'members' : 'team';
  if (word === 'members' || word === 'current' || word === 'existing') return 'members';
  if (/^(?:retain|keep|kept)/.test(word)) return 'retained';
  if (/^(?:remov|drop|leaving)/.test(word)) return 'removed';
  return undefined;
}

/**
 * A `Removed:` or `Keep:` value naming every member in one phrase: `all`, `all (current) members`, `all of them`,
 * `everyone`, `everybody`, `every member`, `the whole team`, `the (current|existing) team|members|agents`,
 * `existing members`. Anchored, blanks bounded: linear.
 */
const EVERY_MEMBER = /^(?:all(?:[ \t]{1,4}(?:of[ \t]{1,4})?(?:the[ \t]{1,4})?(?:(?:current|existing|team)[ \t]{1,4}){0,2}(?:members?|agents?|them))?|every(?:one|body|[ \t]{1,4}(?:current[ \t]{1,4})?(?:member|agent))|the[ \t]{1,4}(?:whole|entire)[ \t]{1,4}team|(?:the[ \t]{1,4})?(?:(?:current|existing|present)[ \t]{1,4})(?:team(?:[ \t]{1,4}(?:members|agents))?|members|agents)|the[ \t]{1,4}team(?:[ \t]{1,4}(?:members|agents))?)(?=$|[\s.,;:!()—–-])/i;

/**
 * A `Keep:` value naming a group in words rather than its agents (`the existing reviewers as-is`, `our
 * current agents`): it starts with a determiner, so it is no list of names. Anchored: linear.
 */
const GROUP = /^(?:the|our|existing|current|present|all)[ \t]/i;

/** Words after a kept name that are no part of it: `ana and bo as they are`, `bo as-is`, `cy unchanged`. */
const KEPT_AS_IS = ['as they are', 'as it is', 'as they were', 'as he is', 'as she is', 'as-is', 'as is', 'unchanged', 'intact', 'as before', 'in place', 'on the team', 'on board', 'too', 'as well', 'stays', 'stay', 'remain', 'remains'];

/** A kept name without the words saying it stays as it is, stripped by hand from the end: linear. */
function asIs(name: string): string {
  let out = name;
  for (let again = true; again; ) {
    again = false;
    const low = out.toLowerCase();
    for (const w of KEPT_AS_IS) {
      if (low.length > w.length && low.endsWith(w) && ' \t'.includes(low[low.length - w.length - 1]!)) {
        out = out.slice(0, low.length - w.length).trimEnd();
        again = true;
        break;
      }
    }
  }
  return out;
}

/**
 * What follows an every-member phrase when it keeps some: `but`, `except (for)`, `excluding`, `save (for)`,
 * `apart from`, `besides`, `other than`, `with the exception of`, then blanks or a colon (`everyone
 * except: cy`, or `all but:` over a sub-list), or the end of the value. Anchored, every run bounded: linear.
 */
const KEEP = /^[ \t]{0,4}(?:but|except(?:[ \t]{1,4}for)?|excluding|save(?:[ \t]{1,4}for)?|apart[ \t]{1,4}from|besides|other[ \t]{1,4}than|with[ \t]{1,4}the[ \t]{1,4}exception[ \t]{1,4}of)(?=$|[ \t:])[ \t]{0,4}:?[ \t]{0,4}/i;

/** A kept name without the punctuation that ends its sentence (`everyone except cy.`), trimmed by hand: linear. */
function unpunctuated(name: string, kept: boolean): string {
  if (!kept) return name;
  let end = name.length;
  while (end > 0 && '.;!?'.includes(name[end - 1]!)) end--;
  return name.slice(0, end).trimEnd();
}

type Agent = Record<string, string>;
type Into = 'members' | 'retained' | 'removed' | 'roles';

/** Whether an item is a label and nothing else (`Added perspectives:`, `**New agents:**`): the heading of the sub-list under it. */
function onlyLabel(content: string): boolean {
  let end = content.length;
  while (end > 0 && ' \t`*_'.includes(content[end - 1]!)) end--;
  return end > 1 && content[end - 1] === ':';
}

/** Where a reason after the names starts: an em or en dash, or a hyphen with blanks around it (names have hyphens); else the end. */
function reasonStart(text: string): number {
  const at = [text.indexOf('—'), text.indexOf('–'), text.indexOf(' - '), text.indexOf('\t- ')].filter((i) => i >= 0);
  return at.length ? at.reduce((a, b) => Math.min(a, b)) : text.length;
}

/** Whether a value names nobody, or only agents of `agents` (`ana, bo (Explore) and cy`). */
function namesAgents(value: string, agents: Set<string | undefined>): boolean {
  if (namesNothing(value)) return true;
  const parts = value.replace(/[ \t]{1,4}(?:and|&)[ \t]{1,4}/gi, ',').split(',').map((p) => unmarked(p.replace(/\([^()]{0,80}\)/g, '')).replace(/[.;]$/, ''));
  return parts.every((p) => p !== '' && agents.has(p));
}

/**
 * **Team Structure**: `Team: name`, `Members: a, b`, `Retained: a`, `Removed: c`, roles added under
 * `Added:` (inline or as a sub-list), else a role `name (type): focus`. Names may be listed inline or
 * as a sub-list indented under their label; a label's own line is never a role.
 */
export function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown> {
  set('/who', { line: s.line, column: s.col });
  set('/who/kind', { line: s.line, column: s.col });
  const lists: Record<Into, Array<{ agent: Agent; at: ContractPos }>> = { members: [], retained: [], removed: [], roles: [] };
  let team: Record<string, unknown> | undefined;
  let members = false;
  let retainedAt: ContractPos | undefined;
  let removedAll: { text: string; at: ContractPos } | undefined;
  /** Where `Keep: everyone` (or `all current members` …) stands: every member not removed is kept there. */
  let keptAll: ContractPos | undefined;
  /** Where `Removed: everyone except …` stands: the members not named there are removed at it. */
  let exceptAt: ContractPos | undefined;
  /** The names such a line keeps: only they stay by it, whatever a `Retained:` line says (a member retained there and not here is both). */
  const exceptKept = new Set<string | undefined>();
  /**
   * Reads the names on a line (or sub-list item) into `into`; `kept`: they follow an except-phrase, so
   * sentence-final punctuation is no part of them (`everyone except cy.`). Returns true when the line
   * is `Removed: everyone except` (or `all but:` …) with no names after it: 'kept', the sub-list under
   * it names those kept; `Keep: everyone except` so: 'dropped', the sub-list names those removed;
   * 'unread' when a `Keep:` value names a group in words (`the existing reviewers as-is`).
   */
  const names = (whole: string, col: number, line: number, into: Into, kept = false): 'kept' | 'dropped' | 'unread' | undefined => {
    // `Removed: none`, `Retained: none`, `Removed: — (everyone stays)` name nobody.
    if (namesNothing(whole)) return undefined;
    const lead = whole.length - whole.trimStart().length;
    // `Removed: everyone` (or `Keep: everyone`) names no agent but every member: kept apart, so it is not read as an agent called "everyone".
    const every = into === 'removed' || (into === 'retained' && !kept) ? EVERY_MEMBER.exec(whole.trimStart()) : null;
    if (every) {
      const at = { line, column: col + lead };
      const after = whole.slice(lead + every[0].length);
      // `all but ana`, `everyone except ana and bo`, `everyone excluding ana`: those named stay, every
      // other member is removed. The names may follow a colon, or stand in a sub-list under the line.
      // After `Keep:` the other way round: `Keep: everyone except cy` removes cy and keeps every other member.
      const keep = KEEP.exec(after);
      const tail = keep ? after.slice(keep[0].length) : '';
      const tailCol = col + lead + every[0].length + (keep?.[0].length ?? 0);
      if (into === 'retained') {
        keptAll ??= at;
        if (!keep) return undefined;
        if (!tail.trim()) return 'dropped';
        names(tail, tailCol, line, 'removed', true);
        return undefined;
      }
      if (!keep) {
        removedAll ??= { text: every[0], at };
        return undefined;
      }
      exceptAt ??= at;
      if (!tail.trim()) return 'kept';
      keptNames(tail, tailCol, line);
      return undefined;
    }
    // `Keep: the existing reviewers as-is` names a group, not its agents: no names are read from it.
    if (into === 'retained' && !kept && GROUP.test(whole.trimStart())) return 'unread';
    // A reason after a dash is no name: `Removed: dashboard-dev — dashboards are out of scope`.
    const text = whole.slice(0, reasonStart(whole));
    let offset = 0;
    // "and" separates names like a comma (`alice-agent, bob-agent and carol-agent`), replaced by a comma and
    // blanks of the same width so columns hold. A blank run is entered only after a non-blank: linear.
    for (const part of text.replace(/(?<=[^ \t,]),?[ \t]+(?:and|&)[ \t]+/gi, (m) => `,${' '.repeat(m.length - 1)}`).split(',')) {
      const open = part.indexOf('(');
      const close = open >= 0 ? part.indexOf(')', open) : -1;
      // `Keep: ana and bo as they are`: the words after a kept name are no part of it.
      const bare = unpunctuated((open >= 0 ? part.slice(0, open) : part).trim(), kept || into === 'retained');
      const name = into === 'retained' ? asIs(bare) : bare;
      const type = close > open ? part.slice(open + 1, close).trim() : undefined;
      if (name) lists[into].push({ agent: type ? { name, type } : { name }, at: { line, column: col + offset + (part.length - part.trimStart().length) } });
      offset += part.length + 1;
    }
    return undefined;
  };
  /** Names an except-phrase keeps: retained, and the only members that phrase leaves. */
  const keptNames = (text: string, col: number, line: number) => {
    const before = lists.retained.length;
    names(text, col, line, 'retained', true);
    for (const r of lists.retained.slice(before)) exceptKept.add(r.agent['name']);
  };
  /** Bare items read as `label: names`: dropped below when every name is an agent of the team, as they are no roles. */
  const listings = new Set<{ agent: Agent; at: ContractPos }>();
  // `name (type): focus` or `name — focus`, split by hand: the first separator ends the name.
  const role = (c: string, col: number, line: number, bare = false) => {
    if (namesNothing(c)) return;
    const cut = [c.indexOf('('), c.indexOf(':'), c.indexOf('—'), c.indexOf('–')].filter((x) => x >= 0);
    const end = cut.length ? cut.reduce((a, b) => Math.min(a, b)) : c.length;
    const agent: Agent = { name: unmarked(c.slice(0, end)) };
    let rest = c.slice(end);
    if (rest.startsWith('(')) {
      const close = rest.indexOf(')');
      if (close > 0) {
        agent['type'] = rest.slice(1, close).trim();
        rest = rest.slice(close + 1);
      }
    }
    const focus = rest.trimStart().replace(/^[:—–]/, '').trim();
    if (focus) agent['focus'] = focus;
    const entry = { agent, at: { line, column: col } };
    if (bare && !agent['type'] && c[end] === ':') listings.add(entry);
    lists.roles.push(entry);
  };
  // A label may list its names (or roles) as a sub-list: items indented deeper belong to it.
  // `kept`: the sub-list of `Removed: everyone except:`, whose names stay.
  let list: { indent: number; into: Into; kept?: boolean; dropped?: boolean } | undefined;
  for (const item of items) {
    if (list && (item.indent ?? 0) > list.indent) {
      if (list.into === 'roles') role(item.content, item.col, item.line);
      else if (list.kept) keptNames(item.content, item.col, item.line);
      else names(item.content, item.col, item.line, list.into, list.dropped);
      continue;
    }
    list = undefined;
    const label = LABEL.exec(item.content);
    // "Current team: {team members and their perspectives}", the protocol's words, lists the members.
    const key = label ? (labelKey(label[1]!) ?? 'roles') : undefined;
    const restCol = item.col + (label?.[0].length ?? 0);
    const rest = label ? item.content.slice(label[0].length) : '';
    const indent = item.indent ?? 0;
    if (key === 'team') {
      team ??= {};
      team['name'] = rest.trim();
      set('/who/team/name', { line: item.line, column: restCol });
      set('/who/team', { line: item.line, column: item.col });
    } else if (key === 'members' || key === 'retained' || key === 'removed') {
      if (key === 'members') members = true;
      const sub = names(rest, restCol, item.line, key);
      if (key === 'retained' && sub !== 'unread') retainedAt = { line: item.line, column: item.col };
      list = sub === 'kept' ? { indent, into: 'retained', kept: true } : sub === 'dropped' ? { indent, into: 'removed', dropped: true } : { indent, into: key };
    } else if (key) {
      // `Added: reviewer (general-purpose): security` adds that role; `Added:` alone heads a sub-list of roles.
      if (rest.trim()) role(rest, restCol, item.line);
      list = { indent, into: 'roles' };
    } else if (onlyLabel(item.content)) list = { indent, into: 'roles' };
    else role(item.content, item.col, item.line, true);
  }
  // A label of other words whose value lists the team's agents (`Staying: ana, bo`) or nobody says
  // who is on the team, not what a role looks at: no role, so it never counts against the WHO cap.
  const agents = new Set([...lists.members, ...lists.retained, ...lists.removed].map((a) => a.agent['name']));
  lists.roles = lists.roles.filter((r) => !listings.has(r) || !namesAgents(r.agent['focus'] ?? '', agents));
  const place = (pointer: string, into: Into) =>
    lists[into].map(({ agent, at }, i) => {
      set(`${pointer}/${i}`, at);
      if (into === 'roles') set(`${pointer}/${i}/name`, at);
      return agent;
    });
  if (exceptAt) {
    retainedAt ??= exceptAt;
    const gone = new Set(lists.removed.map((r) => r.agent['name']));
    for (const m of lists.members) if (!exceptKept.has(m.agent['name']) && !gone.has(m.agent['name'])) lists.removed.push({ agent: { name: m.agent['name']! }, at: exceptAt });
  }
  const removed = place('/who/removed', 'removed');
  const nameOf = (r: { agent: Agent }) => r.agent['name'];
  if (keptAll) {
    // `Keep: everyone`: every member not removed is kept, at the phrase.
    const gone = new Set(lists.removed.map(nameOf));
    const named = new Set(lists.retained.map(nameOf));
    for (const m of lists.members) if (!gone.has(nameOf(m)) && !named.has(nameOf(m))) lists.retained.push({ agent: { name: m.agent['name']! }, at: keptAll });
  }
  // Retaining and removing are the restructure's answers: a team they name is a Restructured one. But
  // TeamAugment's "keep/add" answer, every member kept and none removed, is an Augmented team.
  const memberNames = new Set(lists.members.map(nameOf));
  const keptSet = new Set(lists.retained.map(nameOf));
  const sameTeam = !members || (keptSet.size === memberNames.size && [...keptSet].every((n) => memberNames.has(n)));
  const keepsAll = !removed.length && !removedAll && !exceptAt && (keptAll !== undefined || (lists.retained.length > 0 && sameTeam));
  const who: Record<string, unknown> = { kind: !keepsAll && (removed.length || retainedAt || removedAll) ? 'Restructured' : 'Augmented', roles: place('/who/roles', 'roles') };
  // `Keep: everyone` without a `Members:` line names no member: the team before the restructure is unknown.
  const unknownTeam = keptAll !== undefined && !members;
  if (members) {
    team ??= {};
    team['members'] = place('/who/team/members', 'members');
  } else if (retainedAt && !unknownTeam) {
    // Without a `Members:` line the team before the restructure is whom it retained and whom it removed.
    team ??= {};
    const kept = new Set(lists.retained.map((r) => r.agent['name']));
    pushAll(lists.members, lists.retained);
    pushAll(lists.members, lists.removed.filter((r) => !kept.has(r.agent['name'])));
    team['members'] = place('/who/team/members', 'members');
  }
  if (team) who['team'] = team;
  if (removed.length) who['removed'] = removed;
  if (removedAll) {
    who['removed_all'] = removedAll.text;
    set('/who/removed_all', removedAll.at);
  }
  if (retainedAt && !unknownTeam) {
    set('/who/retained', retainedAt);
    who['retained'] = place('/who/retained', 'retained');
  }
  return who;
}
