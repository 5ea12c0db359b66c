import { defineRule, contractByLine, CONTRACT_MAX_ROLES, contractPlace, contractRepeats, contractSkipUnparsed, plural, pluralWord, type ContractAgent, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { pushAll } from '@engagement-lint/core/kit';
import { SOLO_RENDERING, TEAM_RENDERING } from './lib/examples-fixtures.js';

export default defineRule<ContractModel>({
  id: 'contract-team-shape',
  pack: 'contract',
  summary: 'A team structure has 1 to 6 roles, and a restructure removes only members and keeps at least one',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `Augmented and Restructured structures carry between 1 and ${CONTRACT_MAX_ROLES} roles (the WHO cap keeps
the team reviewable). Only a restructure removes agents: every removed agent must
be a member of the team, and at least one member must stay (members \\ removed is
not empty, so a Restructured team listing no members fails too, as does an Augmented one: TeamAugment
needs an active team, "TeamAugment/TeamRestructure require team(Ctx)"); removing everyone
terminates the protocol, as there is no team left to calibrate. A rendering's \`Removed:\` line may
say so in one phrase (\`Removed: everyone\`, \`all\`, \`all current members\`, \`the whole team\`): that
fails at the phrase as full removal, whoever the members are. \`Removed: all but ana\` (also \`everyone except
ana and bo\`, \`all members other than ana\`) keeps those named and removes every other member, as a
\`Retained: ana\` line would; one that keeps only agents who are no members keeps nobody and fails.
Team members, roles and removed agents are sets in the spec (Set(AgentRef), Set(AgentRole)); an
agent is its name, compared as written, so a name listed twice in one of them fails at its second
occurrence, naming the first. It fails rather than warns because a repeat is no set the protocol
could have produced, as a repeat in \`what\` fails the schema, and it changes what the invariants count:
a role listed twice would count twice against the WHO cap (roles are counted once each here), and a
member listed twice blurs which member a removal keeps. A name spelt as an earlier one of the
same list but for case (\`Ledger-Dev\` after \`ledger-dev\`; by Unicode case folding, so
\`STRASSE\` after \`straße\` too) warns at the later one, naming the first: compared as written
they are two agents, so the set holds and nothing fails, but they are almost surely one agent
written twice, and as two they count twice (two roles against the WHO cap). A restructure that removes
no one and whose roles are all current members changes nothing; the protocol resets it to
TeamAugment, so it fails. A Solo structure
has no roles, no team (the spec's \`team\` is "not for Solo") and removes no one. In a markdown rendering the roles are the
**Team Structure** items (\`name (type): focus\`, or the rows of a table of roles; a table giving domains
their responses gives none, and contract-schema reports it), with optional \`Team:\`,
\`Members:\` (or the protocol's \`Current team:\`), \`Retained:\` and \`Removed:\` lines; these list their names inline (separated by commas or
"and") or as a sub-list
indented under them, and those names are not roles. Roles may also sit under a label line
(\`Added:\`, \`Added perspectives:\`, \`New roles:\`, \`Roles:\`, or any item that is only a label
ending in a colon) inline or as a sub-list; the label line itself is no role. A \`Retained:\`
line answers the restructure's retain question: it makes the structure Restructured, without a
\`Members:\` line the team is taken to be those retained and removed, and \`Retained: none\`
fails (nobody is kept, so the protocol ends), as does a member both retained and removed, and a
retained agent who is not a member of the team. The protocol's other verbs for its "retain/remove/add"
answers read the same: \`Retain:\`, \`Keep:\`, \`Kept:\` are \`Retained:\`; \`Remove:\`, \`Removing:\`,
\`Drop:\`, \`Dropped:\`, \`Leaving the team:\` are \`Removed:\` (also with "members" or "agents" after
them, or a count: \`Removed members (2):\`), and \`Team members:\` is \`Members:\`. The phrases read
after \`Removed:\` for every member (also \`the existing team\`, \`current members\`) keep every member
after \`Keep:\` or \`Retained:\` (\`Keep: everyone except cy\` removes cy); words after a kept name
are no part of it (\`Keep: ana and bo as they are\`, \`as-is\`, \`unchanged\`), and a \`Keep:\`
value naming a group in words (\`the existing reviewers as-is\`) is read as no names. TeamAugment's
"keep/add" answer, every member kept and none removed, is an Augmented team, not a Restructured one. Any other
\`Label: names\` line whose names are all agents of the team (or nobody) says who is on the team and
is no role. An agent both removed and given a role fails at the role: removing it and keeping it
in a role say two things of one agent.`,
  audit: [
    { source: "TeamRestructure: restructure[AskUserQuestion](T, Ctx.team) \u2192 |retain|=|team| \u2227 |new|=0 \u2192 reset(mode=TeamAugment)", enforced: "fails a Restructured team that removes no member and whose roles are all current members" },
    { source: "|roles| \u2265 1 for Augmented/Restructured; |roles| \u2264 6 (WHO cap); Restructured: |TeamRef.members \\ removed| \u2265 1", enforced: "fails on no role, more than six roles, a removed agent who is not a member, or a restructure that keeps no member" },
    { source: "TeamAugment/TeamRestructure require team(Ctx)", enforced: "fails an Augmented or Restructured team that lists no members" },
    { source: "guard: Phase 1 restructure redirects |retain|=0 \u2192 terminate (full removal = no team to calibrate)", enforced: "the same check: a saved contract with every member removed fails, and so does a rendering's `Removed: everyone`" },
    { source: "Phase 1 restructure (extern) \u2192 AskUserQuestion (team restructure: retain/remove/add + WHO confirmation)", enforced: "reads a rendering's Retain/Keep and Remove/Drop lines as the restructure's answers, never as roles, and fails an agent both removed and given a role" },
    { source: "TeamAugment: WHO[AskUserQuestion](keep/add?)", enforced: "a rendering that keeps every member (`Keep: everyone`) and removes none, adding roles, is read as Augmented" },
    { source: "TeamRef = { name: String, members: Set(AgentRef), tasks: Set(TaskId) }", enforced: "fails on a member, role or removed agent listed twice (by name), at the repeat; warns on a name that differs from an earlier one only by case" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a team rendering whose Team Structure adds roles to the team',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': TEAM_RENDERING,
      },
    },
    {
      status: 'fail',
      title: 'fails a Team Structure that removes every member, and one who was never a member',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Team Structure**:
- Members: ana
- Removed: ana, cy
- reviewer: security`,
      },
    },
    {
      status: 'warn',
      title: 'warns on a team member written twice in two cases',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': TEAM_RENDERING.replace('- Team: checkout-squad', '- Team: checkout-squad\n- Members: ledger-dev, Ledger-Dev'),
      },
    },
    {
      status: 'skip',
      title: 'skips a Solo rendering: no team structure to check',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const who = model.who;
    const kind = who?.kind?.text;
    if (!who || (kind !== 'Solo' && kind !== 'Augmented' && kind !== 'Restructured')) {
      return { status: 'skip', detail: 'no known team structure (who.kind) to check' };
    }
    const findings: Finding[] = [];
    const allRoles = who.roles ?? [];
    const removed = who.removed ?? [];
    const members = who.team?.members;
    // Members, roles and removed agents are sets (Set(AgentRef), Set(AgentRole)): an agent is its
    // name, compared as written, and a name written twice is one agent listed twice.
    const byName = (a: ContractAgent) => a.name?.text;
    for (const [list, what] of [[members ?? [], 'member'], [allRoles, 'role'], [removed, 'removed agent']] as const) {
      for (const { item, first } of contractRepeats(list, byName)) {
        findings.push(model.at(item.at, `${what} "${item.name!.text}" is listed again (first at ${contractPlace(model, first)}); ${what === 'role' ? 'roles are a set, and a repeat would count twice against the WHO cap' : `${what === 'member' ? 'team members' : 'removed agents'} are a set`}`));
      }
    }
    // A name spelt as an earlier one but for case is no repeat of the set as written, so it warns.
    const advice: Finding[] = [];
    for (const [list, what, counts] of [[members ?? [], 'member', 'two members of the team'], [allRoles, 'role', 'two roles against the WHO cap'], [removed, 'removed agent', 'two removed agents']] as const) {
      for (const { item, first } of caseTwins(list)) {
        const was = first.name!.text!;
        advice.push({ ...model.at(item.at, `${what} "${item.name!.text}" differs from "${was}" (${contractPlace(model, first)}) only by case (did you mean "${was}"? names are compared as written, so they count as ${counts})`), severity: 'warning' });
      }
    }
    const repeated = new Set(contractRepeats(allRoles, byName).map((r) => r.item));
    const roles = allRoles.filter((r) => !repeated.has(r));
    if (kind === 'Solo') {
      if (roles.length) findings.push(model.at(roles[0]!.at, `a Solo structure has no roles, but ${roles.length} ${pluralWord(roles.length, 'is', 'are')} listed`));
      if (removed.length || who.removedAll) findings.push(model.at((removed[0] ?? who.removedAll)!.at, 'a Solo structure removes no one; only Restructured removes members'));
      // "team: { … }  # not for Solo": a Solo contract naming a team says two things of who does the work.
      if (who.team && model.format !== 'markdown') findings.push(model.at(who.team.at, 'a Solo structure has no team; a team belongs to an Augmented or Restructured structure'));
    } else {
      if (roles.length < 1) findings.push(model.at(who.roles ? model.posOf(`${who.pointer}/roles`) : who.at, `the ${kind} team has no roles; it needs 1 to ${CONTRACT_MAX_ROLES}`));
      if (roles.length > CONTRACT_MAX_ROLES) findings.push(model.at(roles[CONTRACT_MAX_ROLES]!.at, `${roles.length} roles; the WHO cap is ${CONTRACT_MAX_ROLES}`));
      // "TeamAugment/TeamRestructure require team(Ctx)": an augmented team of no one inherits nothing to add perspectives to.
      if (kind === 'Augmented' && members && !members.length) findings.push(model.at(model.posOf(`${who.pointer}/team/members`), 'the augmented team has no members: TeamAugment keeps an active team and adds perspectives to it; list its members, or make the contract Solo'));
      if (kind === 'Augmented' && removed.length) findings.push(model.at(removed[0]!.at, 'an Augmented team only adds perspectives; removing members makes it Restructured'));
      // A removed agent leaves the team: giving it a role keeps it, so the structure says both.
      const out = new Set(removed.map((r) => r.name?.text).filter((n): n is string => n !== undefined));
      for (const r of roles) if (r.name?.text !== undefined && out.has(r.name.text)) findings.push(model.at(r.at, `"${r.name.text}" is both removed and given a role`));
      const retained = who.retained;
      // `Removed: everyone` ends the protocol whoever the members are ("|retain|=0 → terminate").
      if (kind === 'Restructured' && who.removedAll) {
        findings.push(model.at(who.removedAll.at, `every member is removed ("${who.removedAll.text}"): full removal leaves no team to calibrate, so the protocol ends instead`));
      }
      if (kind === 'Restructured' && retained) {
        // A rendering's `Retained:` line is the restructure's own answer: |retain|=0 terminates.
        const gone = new Set(removed.map((r) => r.name?.text));
        for (const r of retained) if (r.name?.text !== undefined && gone.has(r.name.text)) findings.push(model.at(r.at, `"${r.name.text}" is both retained and removed`));
        if (!retained.length && !who.removedAll) findings.push(model.at(model.posOf(`${who.pointer}/retained`), 'the restructure retains no member: no team is left to calibrate, so the protocol ends instead'));
      }
      if (kind === 'Restructured' && members) {
        const names = new Set(members.map((a) => a.name?.text).filter((n): n is string => n !== undefined));
        // A member written in another case (`Ana` for `ana`) is named: agent names are compared as written.
        const byLower = new Map([...names].map((n) => [n.toLowerCase(), n] as const));
        for (const r of removed) {
          const n = r.name?.text;
          if (n === undefined || names.has(n)) continue;
          const twin = byLower.get(n.toLowerCase());
          findings.push(model.at(r.name!.at, `removed agent "${n}" is not a member of the team${twin ? ` (did you mean "${twin}"? names are compared as written)` : ''}`));
        }
        // members minus removed must keep one agent; a member without a name cannot have been removed by name.
        const gone = new Set(removed.map((r) => r.name?.text));
        const kept = members.filter((m) => m.name?.text === undefined || !gone.has(m.name.text));
        // "|retain|=|team| ∧ |new|=0 → reset(mode=TeamAugment)": removing no one and naming only current members as roles restructures nothing.
        const renamedOnly = roles.length > 0 && roles.every((r) => r.name?.text !== undefined && names.has(r.name.text));
        if (members.length && !removed.length && !who.removedAll && renamedOnly) {
          findings.push(model.at(who.kind!.at, 'the restructure removes no member and adds no new role: it changes nothing, and the protocol resets it to TeamAugment'));
        }
        for (const r of retained ?? []) {
          const n = r.name?.text;
          if (n !== undefined && !names.has(n)) findings.push(model.at(r.at, `retained agent "${n}" is not a member of the team`));
        }
        // A `Retained:` line that names someone, or `Removed: everyone`, has judged the restructure above;
        // one naming only strangers (`Removed: everyone except cy`) keeps no member.
        const judged = (retained !== undefined && (!retained.length || retained.some((r) => r.name?.text !== undefined && names.has(r.name.text)))) || who.removedAll !== undefined;
        if (!judged && !members.length) {
          findings.push(model.at(model.posOf(`${who.pointer}/team/members`), 'the restructured team has no members: no team is left to calibrate, so the protocol ends instead'));
        } else if (!judged && !kept.length) {
          findings.push(model.at(removed[0]?.at ?? who.at, 'every member is removed: no team is left to calibrate, so the protocol ends instead'));
        }
      }
    }
    contractByLine(findings);
    contractByLine(advice);
    const caseFix = 'Write each agent\'s name in one case wherever it appears, or make two agents\' names differ by more than case.';
    if (!findings.length && advice.length) {
      return { status: 'warn', detail: `${plural(advice.length, 'name')} differing only by case: ${advice[0]!.message}`, fix: caseFix, findings: advice };
    }
    if (!findings.length) return { status: 'pass', detail: kind === 'Solo' ? 'Solo structure, no roles' : `${kind} team with ${plural(roles.length, 'role')}` };
    // The detail quotes the first problem; the warnings join the list in the order of the file.
    const first = findings[0]!;
    const count = findings.length;
    pushAll(findings, advice);
    contractByLine(findings);
    return {
      status: 'fail',
      detail: `${plural(count, 'team-shape problem')}: ${first.message}`,
      fix: `Give a team 1 to ${CONTRACT_MAX_ROLES} roles, each agent listed once; remove only current members, keep at least one, and give no removed agent a role.${advice.length ? ` ${caseFix}` : ''}`,
      findings,
    };
  },
});

/**
 * Close to Unicode full case folding: lower, upper, lower again makes `ß`, `ẞ` and `SS` meet, and
 * `σ`, `ς` and `Σ`, which lower case alone keeps apart.
 */
const fold = (s: string) => s.toLowerCase().toUpperCase().toLowerCase();

/** Each agent whose name is not written earlier in the list but one equal to it by case folding is, with that first one. */
function caseTwins(list: readonly ContractAgent[]): Array<{ item: ContractAgent; first: ContractAgent }> {
  const exact = new Set<string>();
  const folded = new Map<string, ContractAgent>();
  const out: Array<{ item: ContractAgent; first: ContractAgent }> = [];
  for (const item of list) {
    const n = item.name?.text;
    if (n === undefined || exact.has(n)) continue;
    exact.add(n);
    const k = fold(n);
    const first = folded.get(k);
    if (first === undefined) folded.set(k, item);
    else out.push({ item, first });
  }
  return out;
}
