import { contractMeant, defineRule, plural, contractByLine, CONTRACT_STAKES, contractIsDomain, contractShow, contractSkipUnparsed, contractTexts, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

export default defineRule<ContractModel>({
  id: 'contract-recalibration',
  pack: 'contract',
  summary: 'Advises recalibration when stakes rose to High or a domain was added since calibration',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `A contract stays valid while the task it was calibrated for does. The protocol asks
for recalibration when stakes escalate (now High, calibrated at Low or Med) or a
new domain is activated (a domain in \`what\` that calibration never considered,
i.e. not in \`calibration.domains\`). Low → Med does not trigger it: interruptions
are kept to a minimum. These are warnings: the contract is well formed but may
be stale. Stakes other than ${CONTRACT_STAKES.join(', ')} fail; a new domain is still reported
beside that failure, as a warning. (A team topology change cannot be seen in a saved contract.)`,
  audit: [
    { source: "stakes_escalated(T') \u2261 stakes(T') = High \u2227 stakes(T) \u2208 {Low, Med}", enforced: "warns when stakes rose to High since calibration; fails on a stakes value other than Low, Med, High" },
    { source: "Low\u2192Med: no recalibration (interruption minimization)", enforced: "Low to Med passes" },
    { source: "recalibrate(DC, T') = new_domain_activated(T') \u2228 stakes_escalated(T') \u2228 team_topology_changed(T')", enforced: "warns on a domain in `what` that calibration never considered; a team topology change is not visible in one saved contract" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes Low → Med (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': edit(YAML_CONTRACT, ['calibrated_at_stakes: Med', 'calibrated_at_stakes: Low']),
      },
    },
    {
      status: 'fail',
      title: 'fails unknown stakes at the value (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': `calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, External]
  stakes: Critical`,
      },
    },
    {
      status: 'warn',
      title: 'warns at High after calibration at Low, at the stakes value (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': `calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, External]
  stakes: High
  calibrated_at_stakes: Low`,
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering, which records no stakes',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const c = model.calibration;
    if (model.format === 'markdown' || !c || (!c.stakes && !c.calibratedAtStakes && !c.domains)) {
      return { status: 'skip', detail: 'no stakes or calibrated domains recorded' };
    }
    const bad: Finding[] = [];
    for (const [key, v] of [['stakes', c.stakes], ['calibrated_at_stakes', c.calibratedAtStakes]] as const) {
      if (v && (v.text === undefined || !(CONTRACT_STAKES as readonly string[]).includes(v.text))) {
        bad.push(model.at(v.at, `calibration.${key} is ${contractShow(v)}; stakes are ${CONTRACT_STAKES.join(', ')}${contractMeant(v.text, CONTRACT_STAKES)}`));
      }
    }
    contractByLine(bad);
    const advice: Finding[] = [];
    const now = c.stakes?.text;
    const then = c.calibratedAtStakes?.text;
    if (now === 'High' && (then === 'Low' || then === 'Med')) {
      advice.push(model.at(c.stakes!.at, `stakes are High but the contract was calibrated at ${then}: recalibrate before relying on it`));
    }
    // A new domain needs recalibration whatever the stakes say: a bad stakes value does not hide it.
    if (c.domains) {
      const known = new Set(contractTexts(c.domains));
      for (const v of model.what ?? []) {
        if (contractIsDomain(v.text) && !known.has(v.text)) advice.push(model.at(v.at, `${v.text} is in \`what\` but was not among the domains considered in calibration (calibration.domains): a new domain was activated`));
      }
    }
    contractByLine(advice);
    const advisory = advice.map((f) => ({ ...f, severity: 'warning' as const }));
    if (bad.length) {
      const also = advice.length ? `; recalibration also advised (${plural(advice.length, 'warning')})` : '';
      return { status: 'fail', detail: `${bad[0]!.message}${also}`, fix: `Write stakes as ${CONTRACT_STAKES.join(', ')}.${advice.length ? ' Then run the calibration again for the new domains.' : ''}`, findings: contractByLine([...bad, ...advisory]) };
    }
    if (!advice.length) return { status: 'pass', detail: now ? `stakes ${now}${then ? ` (calibrated at ${then})` : ''}: no recalibration needed` : 'no new domain since calibration' };
    return {
      status: 'warn',
      detail: `recalibration advised: ${advice[0]!.message}`,
      fix: 'Run the calibration again for the changed task (at least for the new domains or at the new stakes).',
      findings: advisory,
    };
  },
});
