import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-team-shape.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, teamContract } from './helpers.js';

afterAll(cleanupContracts);

// A contract as a tool writes it: anchors, flow maps, a member written twice in two cases.
const WHO = (members: string[]) => `# Delegation contract
task: Split the payments monolith into ledger and payouts services
mode: TeamRestructure

who:
  kind: Restructured
  team:
    name: payments-core
    members:
      - &lead { name: lead, type: &gp general-purpose, perspective: keeps the migration plan coherent }
${members.map((m) => `      - { name: ${m}, type: general-purpose }`).join('\n')}
      - { name: payouts-dev, type: general-purpose }
      - { name: legacy-maintainer, type: general-purpose, perspective: keeps the monolith alive }
    tasks: [PAY-101, PAY-102, PAY-117]
  roles:
    - { name: ledger-dev, type: *gp, focus: double-entry invariants in the new ledger }
    - { name: payouts-dev, type: general-purpose, focus: payout batching and idempotency }
    - { name: db-reviewer, type: Explore, focus: "schema changes: locks, backfills, rollbacks" }
  removed:
    - { name: legacy-maintainer, type: general-purpose }
  confirmed: true
what: [FileModification, Exploration, Strategy, External, TeamCoordination, ScopeCreep]
`;
const caseTwin = WHO(['ledger-dev', 'Ledger-Dev']);
const exactRepeat = WHO(['ledger-dev', 'ledger-dev']);
const both = WHO(['ledger-dev', 'ledger-dev', 'Ledger-Dev']);
const distinct = WHO(['ledger-dev', 'ledger-dev-2', 'ledger_dev']);
/** Line of the `n`-th (1-based) member entry written by WHO: the lead is the first. */
const memberLine = (text: string, name: string, nth = 1) => {
  let i = -1;
  for (let k = 0; k < nth; k++) i = text.indexOf(`- { name: ${name},`, i + 1);
  return text.slice(0, i).split('\n').length;
};
const MEMBER_TWIN = 'member "Ledger-Dev" differs from "ledger-dev" (who.team.members[1]) only by case (did you mean "ledger-dev"? names are compared as written, so they count as two members of the team)';

const role = (name: string) => ({ name, type: 'general-purpose', focus: `${name} work` });
const roleTwins = teamContract();
roleTwins['who'].roles = [role('reviewer'), role('Reviewer')];
const sevenByCase = teamContract();
sevenByCase['who'].roles = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'R6'].map(role);
// Unicode case folding, not only ASCII: `ß` and `SS`, Cyrillic and Greek capitals, the final sigma.
const unicodeTwins = teamContract();
unicodeTwins['who'].team.members = [{ name: 'straße' }, { name: 'STRASSE' }, { name: 'аналитик' }, { name: 'Аналитик' }, { name: 'λογος' }, { name: 'ΛΟΓΟΣ' }];
const unicodeDistinct = teamContract();
unicodeDistinct['who'].team.members = [{ name: 'straße' }, { name: 'strasse-2' }, { name: 'аналитик' }, { name: 'аналитика' }, { name: 'ana' }, { name: 'anа' }];
const removedTwins = teamContract();
removedTwins['mode'] = 'TeamRestructure';
removedTwins['who'].kind = 'Restructured';
removedTwins['who'].team.members.push({ name: 'cy', type: 'general-purpose' });
removedTwins['who'].removed = [{ name: 'bo' }, { name: 'Bo' }];

const mdTwins = rendering({ 'Team Structure': ['Team: payments', 'Members: ledger-dev, Ledger-Dev', 'reviewer (general-purpose): security'], Defaults: DEFAULTS });

ruleTester(rule, {
  valid: [
    { name: 'members whose names differ by more than case', ...contractCase('c.dc.yaml', distinct), detail: 'Restructured team with 3 roles' },
    ...forms(unicodeDistinct).map((f) => ({ name: `names that differ by letters, not case, in any script (${f.format})`, ...formCase(f), detail: 'Augmented team with 1 role' })),
    { name: 'a member and a role of one name in two cases are in two lists: no repeat', ...mdCase(rendering({ 'Team Structure': ['Team: payments', 'Members: ana, bo', 'Ana (general-purpose): security'], Defaults: DEFAULTS })), detail: 'Augmented team with 1 role' },
  ],
  invalid: [
    {
      name: 'a member written again in another case warns at the later one, naming the first',
      ...contractCase('c.dc.yaml', caseTwin),
      status: 'warn',
      detail: `1 name differing only by case: ${MEMBER_TWIN}`,
      fix: /one case/,
      findings: [{ file: 'c.dc.yaml', line: memberLine(caseTwin, 'Ledger-Dev'), column: 9, message: MEMBER_TWIN, severity: 'warning' }],
    },
    {
      name: 'an exact repeat still fails as a repeat',
      ...contractCase('c.dc.yaml', exactRepeat),
      detail: '1 team-shape problem: member "ledger-dev" is listed again (first at who.team.members[1]); team members are a set',
      findings: [{ file: 'c.dc.yaml', line: memberLine(exactRepeat, 'ledger-dev', 2), column: 9, message: 'member "ledger-dev" is listed again (first at who.team.members[1]); team members are a set' }],
    },
    {
      name: 'an exact repeat fails and a case variant beside it warns',
      ...contractCase('c.dc.yaml', both),
      detail: /^1 team-shape problem: member "ledger-dev" is listed again/,
      findings: [
        { file: 'c.dc.yaml', line: memberLine(both, 'ledger-dev', 2), column: 9, message: /^member "ledger-dev" is listed again/ },
        { file: 'c.dc.yaml', line: memberLine(both, 'Ledger-Dev'), column: 9, message: MEMBER_TWIN, severity: 'warning' },
      ],
    },
    ...forms(roleTwins).map((f) => ({
      name: `a role written again in another case warns: it counts twice against the WHO cap (${f.format})`,
      ...formCase(f),
      status: 'warn' as const,
      findings: [{ file: f.name, message: 'role "Reviewer" differs from "reviewer" (who.roles[0]) only by case (did you mean "reviewer"? names are compared as written, so they count as two roles against the WHO cap)', severity: 'warning' as const }],
    })),
    ...forms(sevenByCase).map((f) => ({
      name: `six roles and a seventh differing from one only by case go over the cap (${f.format})`,
      ...formCase(f),
      detail: /^1 team-shape problem: 7 roles; the WHO cap is 6$/,
      findings: [
        { file: f.name, message: /^7 roles; the WHO cap is 6$/ },
        { file: f.name, message: /^role "R6" differs from "r6" \(who\.roles\[5\]\) only by case/, severity: 'warning' as const },
      ],
    })),
    ...forms(unicodeTwins).map((f) => ({
      name: `names that differ only by case under Unicode case folding (${f.format})`,
      ...formCase(f),
      status: 'warn' as const,
      detail: /^3 names differing only by case: /,
      findings: [
        { file: f.name, message: /^member "STRASSE" differs from "straße" \(who\.team\.members\[0\]\) only by case/, severity: 'warning' as const },
        { file: f.name, message: /^member "Аналитик" differs from "аналитик" \(who\.team\.members\[2\]\) only by case/, severity: 'warning' as const },
        { file: f.name, message: /^member "ΛΟΓΟΣ" differs from "λογος" \(who\.team\.members\[4\]\) only by case/, severity: 'warning' as const },
      ],
    })),
    ...forms(removedTwins).map((f) => ({
      name: `an agent removed twice in two cases: the stranger fails, the case variant warns (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, message: /^removed agent "Bo" differs from "bo" \(who\.removed\[0\]\) only by case .* two removed agents\)$/, severity: 'warning' as const },
        { file: f.name, message: 'removed agent "Bo" is not a member of the team (did you mean "bo"? names are compared as written)' },
      ],
    })),
    {
      name: 'members in two cases on a rendering\'s `Members:` line, at the later name',
      ...mdCase(mdTwins),
      status: 'warn',
      findings: [{ file: MD, ...posIn(mdTwins, 'Members:', 'Ledger-Dev'), message: 'member "Ledger-Dev" differs from "ledger-dev" (line 5) only by case', severity: 'warning' }],
    },
    { name: 'an unknown structure', status: 'skip', ...contractCase('c.dc.yaml', 'who: { kind: Duo }\n'), findings: [] },
  ],
});
