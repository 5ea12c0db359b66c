import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-team-shape.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, inFileOrder, mdCase, posIn, rendering, soloContract, teamContract } from './helpers.js';
import { noMembers, removedNone } from './written-contracts.js';
import { addedSix, nestedMembers, retainedNone } from './written-renderings.js';

afterAll(cleanupContracts);

const augmentedNoMembers = noMembers.replace('mode: TeamRestructure', 'mode: TeamAugment').replace('kind: Restructured', 'kind: Augmented');

const role = (name: string) => ({ name, type: 'general-purpose', focus: `${name} work` });
/** JSON points at an entry's `{`, the line before its first key; YAML at its first key. */
const entryLine = (f: { format: string }, keyLine: number) => keyLine - (f.format === 'json' ? 1 : 0);

const t = teamContract();
t['who'].kind = 'Restructured';
t['who'].roles = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map(role);
t['who'].removed = [{ name: 'ana' }, { name: 'bo' }, { name: 'cy' }];

const t2 = teamContract();
t2['who'].roles = [];
t2['who'].removed = [{ name: 'ana' }];
const [noRoles] = forms(t2);

const s = soloContract();
s['who'].roles = [role('helper')];
const [, soloRoles] = forms(s);

const sevenRoles = rendering({ 'Team Structure': ['Team: squad', ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}-agent (general-purpose): ${n} focus`)], Defaults: DEFAULTS });
const allGone = rendering({ 'Team Structure': ['Members: ana', 'Removed: ana, cy', 'reviewer: security'], Defaults: DEFAULTS });

/** The line of the second occurrence of `needle`. */
const secondLine = (text: string, needle: string) => text.slice(0, text.indexOf(needle, text.indexOf(needle) + 1)).split('\n').length;
// A `Removed:` line naming every member in one phrase, with and without a `Members:` line.
const removedAll = (value: string, members = true) => rendering({ 'Team Structure': ['Team: data-platform', ...(members ? ['Members: etl-owner, dba, analyst'] : []), `Removed: ${value}`, 'schema-reviewer (general-purpose): column changes'], Defaults: DEFAULTS });
// A set listed with a repeat: a member, a role (counted once against the cap), a removed agent.
const dupMembers = teamContract();
dupMembers['who'].team.members.push({ name: 'bo', type: 'general-purpose' });
const dupRoles = teamContract();
dupRoles['who'].roles = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r6'].map(role);
const dupRemoved = teamContract();
dupRemoved['mode'] = 'TeamRestructure';
dupRemoved['who'].kind = 'Restructured';
dupRemoved['who'].removed = [{ name: 'ana' }, { name: 'ana' }];

/** A domain table where the roles go: its rows are no roles, so the team has none. */
const domainTableTeam = rendering({ 'Team Structure': '- Team: infra\n\n| Domain | Response |\n|---|---|\n| External | Autonomous |', 'Ask before': ['External (AlwaysAsk): terraform apply'], Defaults: DEFAULTS });
/** Roles written as a table: each row is a role. */
const roleTable = rendering({ 'Team Structure': '- Team: infra\n\n| Role | Type | Focus |\n|---|---|---|\n| reviewer | general-purpose | security |\n| tester | general-purpose | the migration |', Defaults: DEFAULTS });

// The protocol's verbs for the restructure's answers ("team restructure: retain/remove/add"), beside roles.
const restructured = (lines: string[], roles = ['ledger-expert (general-purpose): double-entry invariants']) => rendering({ 'Team Structure': ['Team: billing', ...lines, ...roles], Defaults: DEFAULTS });
const fiveRoles = ['ledger-expert', 'tax-reviewer', 'perf', 'sre', 'docs'].map((n) => `${n} (general-purpose): ${n} focus`);
const REMOVE_LABELS = ['Remove', 'Removed members', 'Removed agents', 'Removed (2)', 'Removing', 'Drop', 'Dropped', 'Leaving the team'];
const RETAIN_LABELS = ['Retain', 'Keep', 'Kept', 'Retained members'];
const removedRole = teamContract();
removedRole['mode'] = 'TeamRestructure';
removedRole['who'].kind = 'Restructured';
removedRole['who'].roles.push({ name: 'bo', type: 'general-purpose', focus: 'reads' });
removedRole['who'].removed = [{ name: 'bo' }];
const removedRoleMd = restructured(['Members: ana, bo, cy', 'Removed: cy'], ['cy (general-purpose): double-entry invariants']);

ruleTester(rule, {
  valid: [
    ...[['Retain', 'Remove'], ['Keep', 'Drop'], ['Retained members', 'Removed members']].map(([keep, drop]) => ({
      name: `\`${keep}:\` and \`${drop}:\` lines are the restructure's answers, no roles: five roles stay within the cap`,
      ...mdCase(restructured(['Members: ana, bo, cy', `${keep}: ana, bo`, `${drop}: cy`], fiveRoles)),
      detail: 'Restructured team with 5 roles',
    })),
    {
      name: '`Keep:` and `Drop:` without a `Members:` line give the team before the restructure',
      ...mdCase(restructured(['Keep: ana, bo', 'Drop: cy'])),
      detail: 'Restructured team with 1 role',
    },
    { name: '`Team members:` lists the members, as `Members:` does', ...mdCase(restructured(['Team members: ana, bo, cy', 'Removed: cy'])), detail: 'Restructured team with 1 role' },
    ...['Staying: ana and bo', 'Staying: ana, bo (Explore)', 'Leaving: none'].map((line) => ({
      name: `a label line listing only the team's agents (or nobody) is no role: \`${line}\``,
      ...mdCase(restructured(['Members: ana, bo, cy', 'Removed: cy', line])),
      detail: 'Restructured team with 1 role',
    })),
    { name: 'roles written as a table under **Team Structure** are read, a row each', ...mdCase(roleTable), detail: /^Augmented team with 2 roles$/ },
    {
      name: 'the protocol\'s "Current team:" line lists members, not a role: six roles added stay within the cap',
      ...mdCase(rendering({ 'Team Structure': ['Team: squad', 'Current team: ana (general-purpose), bo (Explore)', ...['r1', 'r2', 'r3', 'r4', 'r5', 'r6'].map((r) => `${r} (general-purpose): ${r} focus`)], Defaults: DEFAULTS })),
      detail: /^Augmented team with 6 roles$/,
    },
    { name: 'a name starting with "all" is a name (`Removed: allison`)', ...mdCase(rendering({ 'Team Structure': ['Members: allison, bo', 'Removed: allison', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })), detail: /^Restructured team with 1 role$/ },
    {
      name: '`Retained: bo` with `Removed: everyone except bo` says the same twice',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo', 'Retained: bo', 'Removed: everyone except bo', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
    },
    // `all but bo` keeps bo and removes every other member.
    ...['all but bo', 'everyone except bo', 'Everyone except for bo — the rest move to billing', 'all members other than bo'].flatMap((value) =>
      [true, false].map((members) => ({
        name: `\`Removed: ${value}\` keeps bo and removes the others${members ? '' : ', with no `Members:` line'}`,
        ...mdCase(rendering({ 'Team Structure': [...(members ? ['Members: ana, bo, cy'] : []), `Removed: ${value}`, 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
        detail: 'Restructured team with 1 role',
      })),
    ),
    // The names an except-phrase keeps may stand in a sub-list under it, read as the inline form is.
    ...[
      ['everyone except:', ['cy'], true],
      ['all but:', ['bo', 'cy'], false],
      ['everyone except', ['cy'], false],
      ['Everyone except for:', ['cy.'], true],
    ].map(([value, kept, retained]) => ({
      name: `\`Removed: ${value}\` over a sub-list keeps those listed and removes the others${retained ? ', with `Retained:` saying the same' : ''}`,
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo, cy', `Removed: ${value as string}\n${(kept as string[]).map((n) => `  - ${n}`).join('\n')}`, ...(retained ? ['Retained: cy'] : []), 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      detail: 'Restructured team with 1 role',
    })),
    ...['everyone excluding cy', 'everyone with the exception of cy', 'everyone except cy.', 'all but: cy'].map((value) => ({
      name: `\`Removed: ${value}\` with \`Retained: cy\` keeps cy`,
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo, cy', `Removed: ${value}`, 'Retained: cy', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      detail: 'Restructured team with 1 role',
    })),
    { name: 'members and removed agents written as sub-lists are not roles', ...mdCase(nestedMembers), detail: /^Restructured team with 1 role/ },
    ...['none', 'None (everyone stays)', '—'].map((value) => ({ name: `a rendering with Removed: ${value}, which removes nobody`, ...mdCase(removedNone(value)), detail: /^Augmented team with 1 role$/ })),
    ...[...forms(teamContract()), ...forms(soloContract())].map((f) => ({ name: `a well-formed structure (${f.format}, ${f.text.includes('Augmented') ? 'team' : 'Solo'})`, ...formCase(f) })),
    { name: 'six roles listed under an `Added perspectives:` item, which is no role', ...mdCase(addedSix), detail: 'Augmented team with 6 roles' },
    { name: 'a restructure that retains a member: `Retained:` and `Added:` are no roles', ...mdCase(retainedNone('settlement-dev')), detail: 'Restructured team with 2 roles' },
    {
      name: 'a role added inline after `Added:`',
      ...mdCase(rendering({ 'Team Structure': ['Team: squad', 'Added: reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      detail: 'Augmented team with 1 role',
    },
    ...[' — dashboards are out of scope', ' – out of scope', ' - out of scope'].map((reason) => ({
      name: `a reason after a dash on the Removed line is no name (${reason.trim().slice(0, 1)})`,
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, dashboard-dev', `Removed: dashboard-dev${reason}`, 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      detail: /^Restructured team with 1 role$/,
    })),
    {
      name: 'label lines without bullets under a Team Structure heading, beside a roles table',
      ...mdCase("## Delegation contract\n\nHere's the delegation contract for this task:\n\n### Team Structure (WHO)\n\nTeam: api-platform\n\n| Role | Type | Focus |\n|---|---|---|\n| security-reviewer | general-purpose | auth changes |\n\nMembers: lead, backend, frontend\nRemoved: frontend — no UI in this change\n\n### Defaults\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n"),
      detail: /^Restructured team with 1 role$/,
    },
    {
      name: 'a member written as a bare name (contract-schema reports the shorthand) is a member: removing ana keeps bo',
      ...contractCase('c.dc.yaml', 'who:\n  kind: Restructured\n  team:\n    name: platform\n    members:\n      - {name: ana, type: general-purpose}\n      - bo\n  roles:\n    - {name: reviewer, type: general-purpose, focus: auth}\n  removed:\n    - {name: ana}\n'),
      detail: /^Restructured team with 1 role$/,
    },
    {
      name: 'the Team Structure section of a restructured rendering',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo (Explore)', 'Removed: bo', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      detail: /^Restructured team with 1 role$/,
    },
  ],
  invalid: [
    // Names are compared as written: one agent entered twice in two cases is said, not failed.
    { name: 'a member written again in another case warns', status: 'warn', ...mdCase(rendering({ 'Team Structure': ['Team: payments', 'Members: ledger-dev, Ledger-Dev', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })) },
    ...REMOVE_LABELS.map((label) => {
      const text = restructured(['Members: ana, bo', `${label}: ana, bo`]);
      return {
        name: `\`${label}: ana, bo\` removes every member, and is no role`,
        ...mdCase(text),
        detail: '1 team-shape problem: every member is removed',
        findings: [{ file: MD, ...posIn(text, `${label}: `, 'ana'), message: 'every member is removed: no team is left to calibrate, so the protocol ends instead' }],
      };
    }),
    ...RETAIN_LABELS.map((label) => {
      const text = restructured(['Members: ana, bo', `${label}: none`]);
      return {
        name: `\`${label}: none\` retains nobody, and is no role`,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, `- ${label}`, label), message: 'the restructure retains no member: no team is left to calibrate, so the protocol ends instead' }],
      };
    }),
    ...forms(removedRole).map((f) => ({
      name: `an agent both removed and given a role (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, line: entryLine(f, posIn(f.text, f.key('roles'), f.str('bo')).line), column: 7, message: '"bo" is both removed and given a role' }],
    })),
    {
      name: 'a rendering that removes an agent and lists it as a role',
      ...mdCase(removedRoleMd),
      findings: [{ file: MD, ...posIn(removedRoleMd, '- cy (', 'cy'), message: '"cy" is both removed and given a role' }],
    },
    {
      name: 'a table of domains and responses under **Team Structure** gives no roles',
      ...mdCase(domainTableTeam),
      findings: [{ file: MD, ...posIn(domainTableTeam, '**Team Structure**'), message: /^the Augmented team has no roles; it needs 1 to 6$/ }],
    },
    {
      name: 'an augmented team with no members',
      ...contractCase('c.dc.yaml', augmentedNoMembers),
      findings: [{ file: 'c.dc.yaml', ...posIn(augmentedNoMembers, 'members:', '['), message: /^the augmented team has no members: TeamAugment keeps an active team and adds perspectives to it; list its members, or make the contract Solo$/ }],
    },
    {
      name: 'a restructured team with no members',
      ...contractCase('c.dc.yaml', noMembers),
      findings: [{ file: 'c.dc.yaml', ...posIn(noMembers, 'members:', '['), message: /^the restructured team has no members: no team is left to calibrate, so the protocol ends instead$/ }],
    },
    ...forms(t).map((f) => ({
      name: `the role cap, a stranger removed and a team emptied (${f.format})`,
      ...formCase(f),
      findings: inFileOrder([
        { file: f.name, line: entryLine(f, posIn(f.text, f.str('r7')).line), column: 7, message: /^7 roles; the WHO cap is 6$/ },
        { file: f.name, ...posIn(f.text, f.key('removed'), f.str('cy')), message: /^removed agent "cy" is not a member of the team$/ },
        { file: f.name, line: entryLine(f, posIn(f.text, f.key('removed'), f.str('ana')).line), column: 7, message: /^every member is removed: no team is left to calibrate, so the protocol ends instead$/ },
      ]),
    })),
    {
      name: 'a removed agent written in another case than the member is told the member\'s name',
      ...contractCase('c.dc.yaml', 'who:\n  kind: Restructured\n  team:\n    name: platform\n    members:\n      - {name: ana, type: general-purpose}\n      - {name: bo, type: Explore}\n  roles:\n    - {name: reviewer, type: general-purpose, focus: auth}\n  removed:\n    - {name: Ana}\n'),
      findings: [{ file: 'c.dc.yaml', line: 11, column: 14, message: 'removed agent "Ana" is not a member of the team (did you mean "ana"? names are compared as written)' }],
    },
    {
      name: 'a bare-name member that is not removed is no member kept by a removal of it: removing both bare names empties the team',
      ...contractCase('c.dc.yaml', 'who:\n  kind: Restructured\n  team:\n    name: platform\n    members: [ana, bo]\n  roles:\n    - {name: reviewer, type: general-purpose, focus: auth}\n  removed: [ana, bo]\n'),
      findings: [{ file: 'c.dc.yaml', line: 8, column: 13, message: 'every member is removed: no team is left to calibrate, so the protocol ends instead' }],
    },
    {
      name: 'a team with no roles, and an Augmented team that removes',
      ...formCase(noRoles!),
      findings: [
        { file: noRoles!.name, ...posIn(noRoles!.text, '"roles": ', '['), message: /^the Augmented team has no roles; it needs 1 to 6$/ },
        { file: noRoles!.name, line: entryLine(noRoles!, posIn(noRoles!.text, '"removed"', '"ana"').line), column: 7, message: /^an Augmented team only adds perspectives; removing members makes it Restructured$/ },
      ],
    },
    ...forms({ ...soloContract(), who: { kind: 'Solo', team: { name: 'squad', members: [{ name: 'ana', type: 'general-purpose' }], tasks: [] } } }).map((f) => ({
      name: `Solo with a team (${f.format}): the spec gives team "not for Solo"`,
      ...formCase(f),
      findings: [{ file: f.name, ...posIn(f.text, f.key('team'), f.format === 'json' ? '{' : 'name'), message: 'a Solo structure has no team; a team belongs to an Augmented or Restructured structure' }],
    })),
    {
      name: 'Solo with roles',
      ...formCase(soloRoles!),
      findings: [{ file: soloRoles!.name, ...posIn(soloRoles!.text, 'roles:', 'name'), message: /^a Solo structure has no roles, but 1 is listed$/ }],
    },
    {
      name: 'seven roles in the Team Structure section of a rendering',
      ...mdCase(sevenRoles),
      findings: [{ file: MD, ...posIn(sevenRoles, 'g-agent'), message: /^7 roles; the WHO cap is 6$/ }],
    },
    {
      name: 'a rendering that removes a stranger and every member',
      ...mdCase(allGone),
      findings: inFileOrder([
        { file: MD, ...posIn(allGone, 'Removed: ana, cy', 'cy'), message: /^removed agent "cy" is not a member of the team$/ },
        { file: MD, ...posIn(allGone, 'Removed: ana', 'ana'), message: /^every member is removed: no team is left to calibrate, so the protocol ends instead$/ },
      ]),
    },
    {
      name: 'a restructure that retains nobody ends the protocol: said at the `Retained:` line',
      ...mdCase(retainedNone()),
      detail: '1 team-shape problem: the restructure retains no member: no team is left to calibrate, so the protocol ends instead',
      findings: [{ file: MD, ...posIn(retainedNone(), '- Retained', 'Retained'), message: 'the restructure retains no member: no team is left to calibrate, so the protocol ends instead' }],
    },
    {
      name: 'a member both retained and removed',
      ...mdCase(retainedNone('api-dev')),
      findings: [{ file: MD, ...posIn(retainedNone('api-dev'), 'Retained: ', 'api-dev'), message: '"api-dev" is both retained and removed' }],
    },
    // "|retain|=0 → terminate (full removal = no team to calibrate)": one phrase for every member.
    ...(['all current members', 'everyone', 'Everybody', 'all', 'the whole team', 'all of them — the pipeline is rebuilt'] as const).flatMap((value) =>
      [true, false].map((members) => {
        const text = removedAll(value, members);
        const phrase = value.split(' — ')[0]!;
        return {
          name: `\`Removed: ${value}\` removes every member${members ? '' : ', with no `Members:` line'}`,
          ...mdCase(text),
          detail: `1 team-shape problem: every member is removed ("${phrase}"): full removal leaves no team to calibrate, so the protocol ends instead`,
          findings: [{ file: MD, ...posIn(text, 'Removed: ', phrase), message: `every member is removed ("${phrase}"): full removal leaves no team to calibrate, so the protocol ends instead` }],
        };
      }),
    ),
    {
      name: '`Removed: everyone except cy` where cy is no member removes every member, said at that line',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo', 'Removed: everyone except cy', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      findings: [
        { file: MD, line: 5, column: 12, message: 'every member is removed: no team is left to calibrate, so the protocol ends instead' },
        { file: MD, line: 5, column: 28, message: 'retained agent "cy" is not a member of the team' },
      ],
    },
    {
      name: '`Retained: bo` with `Removed: everyone except cy` retains bo and removes him',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo, cy', 'Retained: bo', 'Removed: everyone except cy', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      findings: [{ file: MD, line: 5, column: 13, message: '"bo" is both retained and removed' }],
    },
    {
      name: '`Removed: everyone except:` over a sub-list naming no member removes every member; the stranger is reported at its item',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo', 'Removed: everyone except:\n  - dee', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      findings: [
        { file: MD, line: 5, column: 12, message: 'every member is removed: no team is left to calibrate, so the protocol ends instead' },
        { file: MD, line: 6, column: 5, message: 'retained agent "dee" is not a member of the team' },
      ],
    },
    {
      name: '`Retained: bo` with `Removed: everyone except:` over a sub-list naming cy retains bo and removes him',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo, cy', 'Retained: bo', 'Removed: everyone except:\n  - cy', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      findings: [{ file: MD, line: 5, column: 13, message: '"bo" is both retained and removed' }],
    },
    {
      name: '`Removed: everyone except` with no names and no sub-list keeps nobody, said at that line',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo', 'Removed: everyone except', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      findings: [{ file: MD, line: 5, column: 12, message: 'the restructure retains no member: no team is left to calibrate, so the protocol ends instead' }],
    },
    ...forms(dupMembers).map((f) => ({
      name: `a member listed twice, at the repeat (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, line: entryLine(f, secondLine(f.text, f.format === 'json' ? '"name": "bo"' : 'name: bo')), column: 9, message: 'member "bo" is listed again (first at who.team.members[1]); team members are a set' }],
    })),
    ...forms(dupRoles).map((f) => ({
      name: `a role listed twice is one role: six roles within the cap, the repeat failed (${f.format})`,
      ...formCase(f),
      detail: /^1 team-shape problem: role "r6" is listed again \(first at who\.roles\[5\]\); roles are a set, and a repeat would count twice against the WHO cap$/,
      findings: [{ file: f.name, line: entryLine(f, secondLine(f.text, f.format === 'json' ? '"name": "r6"' : 'name: r6')), column: 7, message: /^role "r6" is listed again/ }],
    })),
    ...forms(dupRemoved).map((f) => ({
      name: `an agent removed twice (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, line: entryLine(f, secondLine(f.text.slice(f.text.indexOf(f.key('removed'))), f.format === 'json' ? '"name": "ana"' : 'name: ana') + posIn(f.text, f.key('removed')).line - 1), column: 7, message: 'removed agent "ana" is listed again (first at who.removed[0]); removed agents are a set' }],
    })),
    {
      name: 'a member listed twice in a rendering names the line of the first',
      ...mdCase(rendering({ 'Team Structure': ['Members: ana, bo, ana', 'Removed: bo', 'reviewer (general-purpose): security'], Defaults: DEFAULTS })),
      findings: [{ file: MD, line: 4, column: 21, message: 'member "ana" is listed again (first at line 4); team members are a set' }],
    },
    { name: 'an unknown structure', status: 'skip', ...contractCase('c.dc.yaml', 'who: { kind: Duo }\n'), findings: [] },
    { name: 'a Solo rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), findings: [] },
    { name: 'unparsable YAML', status: 'skip', ...contractCase('c.dc.yaml', ': : :\n'), findings: [] },
  ],
});

// "|retain|=|team| ∧ |new|=0 → reset(mode=TeamAugment)" (Epitrope, Phase 1).
const noop = teamContract();
noop['mode'] = 'TeamRestructure';
noop['who'].kind = 'Restructured';
noop['who'].roles = [role('ana')];
noop['who'].removed = [];
const renamed = teamContract();
renamed['mode'] = 'TeamRestructure';
renamed['who'].kind = 'Restructured';
renamed['who'].roles = [role('ana'), role('dee')];

ruleTester(rule, {
  valid: forms(renamed).map((f) => ({ name: `a restructure that removes no one but adds a new role (${f.format})`, ...formCase(f), detail: /^Restructured team with 2 roles$/ })),
  invalid: forms(noop).map((f) => ({
    name: `a restructure that removes no one and adds no new role (${f.format})`,
    ...formCase(f),
    findings: [{ file: f.name, ...posIn(f.text, f.key('kind'), f.str('Restructured')), message: /^the restructure removes no member and adds no new role: it changes nothing, and the protocol resets it to TeamAugment$/ }],
  })),
});
