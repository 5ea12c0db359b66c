import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-who-mode.js';
import { ruleTester } from '../../rule-tester.js';
import { addedSix, soloTeamDomains } from './written-renderings.js';
import { DEFAULTS, MD, PROTOTYPE_NAMES, cleanupContracts, contractCase, formCase, forms, inFileOrder, mdCase, posIn, rendering, soloContract, teamContract } from './helpers.js';

afterAll(cleanupContracts);

const t = teamContract();
t['mode'] = 'TeamRestructure';
delete t['who'].team;
t['who'].confirmed = false;

const unknownNames = 'mode: Duo\nwho: { kind: Pair }\n';

const s = soloContract();
s['who'] = { kind: 'Solo', confirmed: false };
const [unconfirmedSolo] = forms(s);

const soloTeam = 'mode: Solo\nwho: { kind: Augmented, team: { name: a, members: [] }, confirmed: true }\n';

/** A Solo contract that calibrates the team extensions, and one that skips them. */
const soloExt = soloContract();
soloExt['what'].push('TeamCoordination', 'ScopeCreep');
soloExt['how_much'].TeamCoordination = 'Autonomous';
soloExt['how_much'].ScopeCreep = 'Halt';
soloExt['calibration'].domains.push('TeamCoordination', 'ScopeCreep');
soloExt['calibration'].calibrated.push('TeamCoordination', 'ScopeCreep');
soloExt['calibration'].history.push({ domain: 'TeamCoordination', scenario: "When agents' findings contradict?", response: 'Autonomous' }, { domain: 'ScopeCreep', scenario: 'work outside its focus', response: 'Halt' });
const soloSkipsExt = soloContract();
soloSkipsExt['calibration'].domains.push('TeamCoordination');
soloSkipsExt['calibration'].skipped = ['TeamCoordination'];
const calibratedOnly = `mode: Solo
who: Solo
what: [Exploration, FileModification]
how_much: {Exploration: Autonomous, FileModification: AskBefore}
calibration:
  domains: [Exploration, FileModification]
  calibrated: [TeamCoordination]
  history:
    - {domain: TeamCoordination, scenario: "When agents' findings contradict?", response: Autonomous}
`;
const SINGLE_MESSAGE = /^this Solo contract's `what` holds one action domain \(Exploration\): a task over at most one domain without a team is Single, and the protocol produces no contract for it/;
const singleDomain = soloContract();
singleDomain['what'] = ['Exploration'];
const EXT_MESSAGE = (d: string) => new RegExp(`^${d} is a team extension domain, but this is a Solo contract: with no team, its scenario has no agents to apply to$`);

const protoModes = PROTOTYPE_NAMES.flatMap((name) => {
  const p = soloContract();
  p['mode'] = name;
  return forms(p).map((f) => ({ name, f }));
});

ruleTester(rule, {
  valid: [
    ...[...forms(soloContract()), ...forms(teamContract())].map((f) => ({ name: `matching mode and structure (${f.format}, ${f.text.includes('TeamAugment') ? 'team' : 'Solo'})`, ...formCase(f) })),
    { name: 'the `who: Solo` shorthand', ...contractCase('c.dc.yaml', 'mode: Solo\nwho: Solo\n') },
    ...forms(soloSkipsExt).map((f) => ({ name: `a Solo contract that skips a team extension domain (${f.format})`, ...formCase(f) })),
  ],
  invalid: [
    ...forms(t).map((f) => ({
      name: `mismatch, missing team and missing confirmation (${f.format})`,
      ...formCase(f),
      findings: inFileOrder([
        { file: f.name, ...f.at('kind', 'Augmented'), message: /^mode TeamRestructure produces the Restructured structure, but who\.kind is Augmented$/ },
        { file: f.name, ...posIn(f.text, f.key('who'), f.format === 'json' ? '{' : 'kind'), message: /^mode TeamRestructure needs a team in the context, but who\.team is missing$/ },
        { file: f.name, ...posIn(f.text, f.key('confirmed'), 'false'), message: /^the Augmented team structure was not confirmed \(who\.confirmed must be true\)$/ },
      ]),
    })),
    {
      name: 'unknown mode and structure names, at their values',
      ...contractCase('c.dc.yaml', unknownNames),
      findings: [
        { file: 'c.dc.yaml', ...posIn(unknownNames, 'Duo'), message: /^mode "Duo" is not an entry mode \(Solo, TeamAugment, TeamRestructure\)$/ },
        { file: 'c.dc.yaml', ...posIn(unknownNames, 'Pair'), message: /^who\.kind "Pair" is not a team structure \(Solo, Augmented, Restructured\)$/ },
      ],
    },
    {
      name: 'a mode name with another case or blanks is told the name meant; a confirmation not written as true is quoted',
      ...contractCase('c.dc.yaml', 'mode: team-augment\nwho:\n  kind: Augmented\n  team: {name: platform, members: [{name: ana, type: general-purpose}]}\n  roles: [{name: r, type: general-purpose, focus: f}]\n  confirmed: "yes"\n'),
      findings: [
        { file: 'c.dc.yaml', line: 1, column: 7, message: 'mode "team-augment" is not an entry mode (Solo, TeamAugment, TeamRestructure): did you mean TeamAugment?' },
        { file: 'c.dc.yaml', line: 6, column: 14, message: 'the Augmented team structure was not confirmed (who.confirmed must be true, found "yes")' },
      ],
    },
    {
      name: 'a structure name in lower case is told the name meant',
      ...contractCase('c.dc.yaml', 'mode: Solo\nwho:\n  kind: solo\n'),
      findings: [{ file: 'c.dc.yaml', line: 3, column: 9, message: 'who.kind "solo" is not a team structure (Solo, Augmented, Restructured): did you mean Solo?' }],
    },
    {
      name: 'Solo marked unconfirmed',
      ...formCase(unconfirmedSolo!),
      findings: [{ file: unconfirmedSolo!.name, ...posIn(unconfirmedSolo!.text, '"confirmed": ', 'false'), message: /^Solo is confirmed implicitly; who\.confirmed: false contradicts it$/ }],
    },
    ...forms(soloExt).map((f) => ({
      name: `a Solo contract calibrating the team extension domains warns once per domain, at its first mention (${f.format})`,
      ...formCase(f),
      status: 'warn' as const,
      detail: /^2 team extension domains in a Solo contract: /,
      findings: [
        { file: f.name, ...f.at('what', 'TeamCoordination'), message: EXT_MESSAGE('TeamCoordination'), severity: 'warning' as const },
        { file: f.name, ...f.at('what', 'ScopeCreep'), message: EXT_MESSAGE('ScopeCreep'), severity: 'warning' as const },
      ],
    })),
    {
      name: 'a Solo contract calibrating a team extension domain outside what',
      ...contractCase('c.dc.yaml', calibratedOnly),
      status: 'warn',
      findings: [{ file: 'c.dc.yaml', ...posIn(calibratedOnly, 'calibrated:', 'TeamCoordination'), message: EXT_MESSAGE('TeamCoordination'), severity: 'warning' }],
    },
    {
      name: 'a failing Solo contract also carries the team extension warning',
      ...contractCase('c.dc.yaml', 'mode: Solo\nwho: { kind: Solo, confirmed: false }\nwhat: [Exploration, ScopeCreep]\n'),
      findings: [
        { file: 'c.dc.yaml', line: 2, column: 31, message: /^Solo is confirmed implicitly/ },
        { file: 'c.dc.yaml', line: 3, column: 21, message: EXT_MESSAGE('ScopeCreep'), severity: 'warning' },
      ],
    },
    {
      name: 'a Solo contract over one action domain, at that domain',
      ...contractCase('c.dc.yaml', 'mode: Solo\nwho: Solo\nwhat: [Exploration]\nhow_much: {Exploration: Autonomous}\n'),
      status: 'warn',
      detail: SINGLE_MESSAGE,
      findings: [{ file: 'c.dc.yaml', line: 3, column: 8, message: SINGLE_MESSAGE, severity: 'warning' }],
    },
    ...forms(singleDomain).map((f) => ({
      name: `a Solo contract over one action domain (${f.format})`,
      ...formCase(f),
      status: 'warn' as const,
      findings: [{ file: f.name, ...f.at('what', 'Exploration'), message: SINGLE_MESSAGE, severity: 'warning' as const }],
    })),
    // Zero domains span fewer than one: at least the warning one domain gets ("Single ≡ … task spans ≤ 1 ActionDomain").
    ...forms({ ...soloContract(), what: [] }).map((f) => ({
      name: `a Solo contract with an empty \`what\`, at \`what\` (${f.format})`,
      ...formCase(f),
      status: 'warn' as const,
      detail: /^this Solo contract's `what` holds no action domain: a task over at most one domain without a team is Single, and the protocol produces no contract for it/,
      findings: [{ file: f.name, ...posIn(f.text, f.key('what'), '['), message: /^this Solo contract's `what` holds no action domain/, severity: 'warning' as const }],
    })),
    {
      name: 'a Solo contract over one team extension domain: both warnings, in file order',
      ...contractCase('c.dc.yaml', 'mode: Solo\nwho: Solo\nwhat: [ScopeCreep]\n'),
      status: 'warn',
      detail: /^1 team extension domain in a Solo contract: /,
      findings: [
        { file: 'c.dc.yaml', line: 3, column: 8, message: EXT_MESSAGE('ScopeCreep'), severity: 'warning' },
        { file: 'c.dc.yaml', line: 3, column: 8, message: /^this Solo contract's `what` holds one action domain \(ScopeCreep\)/, severity: 'warning' },
      ],
    },
    {
      name: 'Solo with a team structure',
      ...contractCase('c.dc.yaml', soloTeam),
      findings: [{ file: 'c.dc.yaml', ...posIn(soloTeam, 'Augmented'), message: /^mode Solo produces the Solo structure, but who\.kind is Augmented$/ }],
    },
    ...protoModes.map(({ name, f }) => ({
      name: `mode ${name} is an unknown mode, as "Duo" is (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, ...f.at('mode', name), message: new RegExp(`^mode "${name}" is not an entry mode \\(Solo, TeamAugment, TeamRestructure\\)$`) }],
    })),
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), findings: [] },
    {
      name: 'a Solo rendering (no **Team Structure**) listing the team extension domains warns, as the YAML form does',
      ...mdCase(soloTeamDomains),
      status: 'warn',
      detail: /^2 team extension domains in a Solo rendering: /,
      findings: ['TeamCoordination', 'ScopeCreep'].map((d) => ({ file: MD, ...posIn(soloTeamDomains, `- ${d}`, d), message: `${d} is a team extension domain, but this is a Solo rendering (no **Team Structure**): with no team, its scenario has no agents to apply to`, severity: 'warning' as const })),
    },
    { name: 'a team rendering listing a team extension domain', status: 'skip', ...mdCase(addedSix), findings: [] },
    { name: 'a Solo rendering that skips a team extension domain', status: 'skip', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Skipped: ['TeamCoordination — no team'], Defaults: DEFAULTS })), findings: [] },
    { name: 'a contract without mode or who', status: 'skip', ...contractCase('c.dc.yaml', 'what: []\n'), findings: [] },
  ],
});
