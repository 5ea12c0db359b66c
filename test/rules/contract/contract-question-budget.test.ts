import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-question-budget.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract, teamContract } from './helpers.js';
import { wildcardElsewhere } from './written-contracts.js';

afterAll(cleanupContracts);

let n = 0;
const answer = (domain: string, response: string, kind?: string) => ({ domain, scenario: `question ${++n}`, response, ...(kind ? { kind } : {}) });

const over = soloContract();
over['calibration'].history.push(answer('Exploration', 'Minimal'), answer('Exploration', 'Minimal'), answer('Strategy', 'ProposeThenChoose'), answer('External', 'AlwaysAsk'));
const tenth = over['calibration'].history[9].scenario as string;

const team = teamContract();
for (let i = 0; i < 8; i++) team['calibration'].history.push(answer('TeamCoordination', 'AskBefore'));
const teamTen = forms(team)[0]!;
team['calibration'].questions = 13;
const [, teamThirteen] = forms(team);

const below = soloContract();
below['calibration'].questions = 4;
const [belowJson] = forms(below);

const variance = soloContract();
variance['calibration'].history.push(answer('Strategy', 'SwitchAutonomously'), answer('Strategy', 'ProposeThenChoose', 'wildcard'));
const oneWildcard = forms(variance)[0]!;
variance['calibration'].history.push(answer('FileModification', 'AskBefore', 'wildcard'));
const secondWildcard = variance['calibration'].history.at(-1).scenario as string;
const [twoWildcards] = forms(variance);

const noVariance = soloContract();
// Without the persistence answers, no two answers about one domain differ.
noVariance['calibration'].history.splice(1, 2);
noVariance['calibration'].history.push(answer('External', 'AlwaysAsk', 'wildcard'));
const [, noVarianceYaml] = forms(noVariance);

const noHistory = soloContract();
delete noHistory['calibration'].history;

ruleTester(rule, {
  valid: [
    { name: 'a wildcard about Strategy after variance in FileModification', ...contractCase('c.dc.yaml', wildcardElsewhere) },
    ...forms(soloContract()).map((f) => ({ name: `six Solo questions (${f.format})`, ...formCase(f), detail: /^6 questions of 9 \(Solo\)$/ })),
    { name: 'ten questions with a team', ...formCase(teamTen) },
    { name: 'one wildcard after variance', ...formCase(oneWildcard) },
  ],
  invalid: [
    ...forms(over).map((f) => ({
      name: `ten Solo questions, at the tenth answer (${f.format})`,
      ...formCase(f),
      // The finding points at the tenth entry, whose first key is its domain.
      findings: [{ file: f.name, line: posIn(f.text, f.str(tenth)).line - (f.format === 'json' ? 2 : 1), column: 7, message: /^10 questions asked; the Solo cap is 9$/ }],
    })),
    {
      name: 'thirteen team questions given as a count',
      ...formCase(teamThirteen!),
      findings: [{ file: teamThirteen!.name, ...posIn(teamThirteen!.text, 'questions:', '13'), message: /^13 questions asked; the team cap is 12$/ }],
    },
    {
      name: 'a question count below the recorded answers',
      ...formCase(belowJson!),
      findings: [{ file: belowJson!.name, ...posIn(belowJson!.text, '"questions": ', '4'), message: /^calibration\.questions says 4, but history records 6 answers$/ }],
    },
    {
      name: 'a wildcard without variance',
      ...formCase(noVarianceYaml!),
      findings: [{ file: noVarianceYaml!.name, ...posIn(noVarianceYaml!.text, 'kind:', 'wildcard'), message: /^wildcard question for External without variance: no two earlier answers about one domain differ$/ }],
    },
    {
      name: 'a second wildcard',
      ...formCase(twoWildcards!),
      findings: [{ file: twoWildcards!.name, ...posIn(twoWildcards!.text, twoWildcards!.str(secondWildcard), '"wildcard"'), message: /^a second wildcard question \(for FileModification\); variance allows one extra question$/ }],
    },
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), detail: 'a markdown rendering does not show the questions asked', findings: [] },
    { name: 'a contract without recorded questions', status: 'skip', ...formCase(forms(noHistory)[0]!), detail: /^no questions recorded/, findings: [] },
    { name: 'control characters', status: 'skip', ...contractCase('c.dc.yaml', '\u0000\u0001'), findings: [] },
  ],
});
