import {
  defineRule,
  contractByLine,
  contractMeant,
  CONTRACT_OUTCOMES,
  contractCalibratedDomains,
  contractDefaultResponse,
  contractIsDomain,
  contractShow,
  contractSkipUnparsed,
  type ContractModel,
  type ContractValue,
  type Finding,
} from '@engagement-lint/core/kit-contract';
import { SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

export default defineRule<ContractModel>({
  id: 'contract-outcome',
  pack: 'contract',
  summary: 'The outcome is approved, withdrawn or escaped, and the contract holds what that outcome leaves',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Phase 4 ends in one of three ways (\`calibration.outcome\`):
- **approved**: the contract replaces the prior one, so every domain in \`what\` must be
  calibrated or carry its default (Exploration Autonomous, others AskBefore), and every
  calibrated domain keeps its response in \`how_much\` (an answered domain missing there fails);
- **withdrawn**: the partial contract applies: the calibrated domains keep their
  responses (each stays in \`how_much\`) and the rest of \`what\` takes the defaults;
- **escaped**: the Esc key ended the protocol without cleanup; nothing further holds.

The calibrated domains are \`calibration.calibrated\`; when that list is absent, every
domain with an answer in \`calibration.history\` counts as calibrated (as in
contract-uncalibrated-defaults).

A markdown rendering is shown before the user decides, so it has no outcome.`,
  audit: [
    { source: "CalibratedDelegation = DC where (\u2200 d \u2208 applicable: calibrated(d)) \u2228 user_withdraw \u2228 user_esc", enforced: "fails on an outcome other than approved, withdrawn or escaped, and on an approved contract with a domain of `what` neither calibrated nor defaulted" },
    { source: "withdraw \u2192 terminate; partial DC applies to calibrated domains", enforced: "a withdrawn contract must keep its calibrated domains and fill the rest with defaults" },
    { source: "approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)", enforced: "an approved contract must keep every calibrated domain in how_much, as a withdrawn one does" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes an approved contract whose domains are calibrated or at their defaults',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_CONTRACT,
      },
    },
    {
      status: 'fail',
      title: 'fails an unknown outcome at its value',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `calibration:
  outcome: accepted`,
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering, shown before the outcome is known',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (model.format === 'markdown') return { status: 'skip', detail: 'a markdown rendering is shown before the outcome is known' };
    const o = model.calibration?.outcome;
    if (!o) return { status: 'skip', detail: 'no calibration.outcome recorded' };
    if (o.text === undefined || !(CONTRACT_OUTCOMES as readonly string[]).includes(o.text)) {
      return {
        status: 'fail',
        detail: `calibration.outcome is ${contractShow(o)}, not one of ${CONTRACT_OUTCOMES.join(', ')}`,
        fix: `Record the Phase 4 outcome as ${CONTRACT_OUTCOMES.join(', ')}.`,
        findings: [model.at(o.at, `unknown outcome ${contractShow(o)}${contractMeant(o.text, CONTRACT_OUTCOMES)}`)],
      };
    }
    if (o.text === 'escaped') return { status: 'pass', detail: 'escaped: the protocol ended by Esc and no contract applies' };
    // Nothing recorded as calibrated (no list, no history): every domain must be at its default.
    const calibrated = contractCalibratedDomains(model) ?? new Set<string>();
    const findings: Finding[] = [];
    const defaulted = (d: string) => {
      const e = model.entryOf(d);
      const values = [e?.response, e?.persistence?.ephemeral, e?.persistence?.durable].filter((v): v is ContractValue => v !== undefined);
      return values.length > 0 && values.every((v) => v.text === contractDefaultResponse(d));
    };
    for (const v of model.what ?? []) {
      const d = v.text;
      if (!contractIsDomain(d) || calibrated.has(d) || defaulted(d)) continue;
      findings.push(model.at(v.at, `${o.text} contract: ${d} is neither calibrated nor at its default (${contractDefaultResponse(d)})`));
    }
    // Either outcome keeps the user's answers: a calibrated domain missing from how_much has lost its response.
    const listed = model.calibration?.calibrated ?? (model.calibration?.history ?? []).flatMap((h) => (h.domain ? [h.domain] : []));
    const dropped = new Set<string>();
    for (const v of listed) {
      if (!contractIsDomain(v.text) || model.entryOf(v.text) || dropped.has(v.text)) continue;
      dropped.add(v.text);
      findings.push(model.at(v.at, `${o.text} contract drops the calibrated domain ${v.text}; the ${o.text === 'withdrawn' ? 'partial contract keeps it' : 'approved contract keeps every calibrated response'}`));
    }
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: `${o.text}: every domain is calibrated or at its default` };
    return {
      status: 'fail',
      // The findings name the outcome themselves ("approved contract: ..."): the detail says it once.
      detail: `${o.text} contract incomplete${findings.length > 1 ? ` (${findings.length} problems)` : ''}: ${findings[0]!.message.replace(/^(?:approved|withdrawn) contract:? /, '')}`,
      fix: 'Calibrate the remaining domains or give them their defaults (Exploration Autonomous, others AskBefore); keep every calibrated domain in how_much.',
      findings,
    };
  },
});
