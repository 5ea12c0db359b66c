import { defineRule, contractIsDomain, contractSkipUnparsed, contractTexts, plural, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';

export default defineRule<ContractModel>({
  id: 'contract-coverage',
  pack: 'contract',
  summary: 'Every domain in `what` has a response in `how_much`',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The contract's invariant is dom(how_much) ⊇ what: a domain the contract governs
with no response leaves the agent guessing. Uncalibrated domains are not left
out; they are filled with their defaults (Exploration: Autonomous, every other
domain: AskBefore). Unknown domain names are left to contract-known-domains.
A domain of \`what\` that is also in \`calibration.skipped\` is not applicable: it
fails too, but the fix is to remove it from \`what\` (or from \`skipped\`), not to
give it a response.
A markdown rendering lists domains only together with their responses, so it
has nothing to check here.`,
  audit: [
    { source: "invariant: dom(how_much) \u2287 what (uncalibrated domains filled by defaults in Phase 4)", enforced: "fails when a domain of `what` has no response in `how_much`" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'leaves unknown domains to contract-known-domains',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'what: [Deploys]',
      },
    },
    {
      status: 'fail',
      title: 'fails every domain when how_much is missing',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'what: [Exploration, External]',
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering and a contract without `what`',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': '',
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (!model.what) return { status: 'skip', detail: model.format === 'markdown' ? 'a markdown rendering has no separate domain list' : 'the contract has no `what` list' };
    const have = new Set((model.howMuch ?? []).map((e) => e.domain.text));
    const skipped = new Set(contractTexts(model.calibration?.skipped));
    const findings: Finding[] = [];
    let anySkipped = false;
    for (const v of model.what) {
      if (!contractIsDomain(v.text) || have.has(v.text)) continue;
      if (skipped.has(v.text)) {
        anySkipped = true;
        findings.push(model.at(v.at, `${v.text} is in \`what\` but skipped (not applicable), so it has no response in how_much; remove it from \`what\` (or from \`skipped\` if it applies)`));
      } else findings.push(model.at(v.at, `${v.text} is in \`what\` but has no response in how_much`));
    }
    if (!findings.length) return { status: 'pass', detail: `all ${plural(model.what.length, 'domain')} of \`what\` have a response` };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'domain')} without a response: ${findings.map((f) => f.message.split(' ')[0]).join(', ')}`,
      fix: `Add each to how_much: its calibrated response, or its default (Exploration: Autonomous, others: AskBefore)${anySkipped ? '; remove a skipped domain from `what` instead' : ''}.`,
      findings,
    };
  },
});
