import { contractMeant, defineRule, contractByLine, CONTRACT_DRIFT_ACTIONS, contractShow, contractSkipUnparsed, plural, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

const natural = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export default defineRule<ContractModel>({
  id: 'contract-exploration-scope',
  pack: 'contract',
  summary: 'Exploration depth and breadth are natural numbers and drift_action is report or halt',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The exploration scope bounds how far the agent follows related information: \`depth\`
and \`breadth\` are natural numbers (0, 1, 2, ...; a fraction, a negative number or
text is no bound), and \`drift_action\` says what happens when work drifts outside
the scope: ${CONTRACT_DRIFT_ACTIONS.join(' or ')}. A markdown rendering does not show the scope.`,
  audit: [
    { source: "ExplorationScope = { depth: N, breadth: N, drift_action: report | halt }", enforced: "fails when depth or breadth is not a natural number or drift_action is neither report nor halt" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts zero depth and breadth',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': edit(YAML_CONTRACT, ['exploration: { depth: 2, breadth: 3, drift_action: report }', 'exploration: { depth: 0, breadth: 0, drift_action: halt }']),
      },
    },
    {
      status: 'fail',
      title: 'fails depth "two" and drift "ignore" at the values, and passes breadth 3 (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': `exploration:
  depth: two
  breadth: 3
  drift_action: ignore`,
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering, which does not show the exploration scope',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (model.format === 'markdown') return { status: 'skip', detail: 'a markdown rendering does not show the exploration scope' };
    const x = model.exploration;
    if (!x) return { status: 'skip', detail: 'no exploration map (see contract-schema)' };
    const findings: Finding[] = [];
    for (const [key, v] of [['depth', x.depth], ['breadth', x.breadth]] as const) {
      if (v && !natural(v.value)) findings.push(model.at(v.at, `exploration.${key} is ${contractShow(v)}; it must be a natural number (0, 1, 2, ...)`));
    }
    const d = x.driftAction;
    if (d && (d.text === undefined || !(CONTRACT_DRIFT_ACTIONS as readonly string[]).includes(d.text))) {
      findings.push(model.at(d.at, `exploration.drift_action is ${contractShow(d)}; it must be ${CONTRACT_DRIFT_ACTIONS.join(' or ')}${contractMeant(d.text, CONTRACT_DRIFT_ACTIONS)}`));
    }
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: `depth ${String(x.depth?.value ?? '-')}, breadth ${String(x.breadth?.value ?? '-')}, drift: ${d?.text ?? '-'}` };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'exploration-scope problem')}: ${findings[0]!.message}`,
      fix: `Set depth and breadth to whole numbers ≥ 0 and drift_action to ${CONTRACT_DRIFT_ACTIONS.join(' or ')}.`,
      findings,
    };
  },
});
