import { defineRule, contractSkipUnparsed, type ContractModel } from '@engagement-lint/core/kit-contract';

export default defineRule<ContractModel>({
  id: 'contract-authority-transition',
  pack: 'contract',
  summary: "A team rendering states that approval replaces the team's prior operating contract",
  statuses: ['pass', 'fail', 'skip'],
  docs: `For a team, approving the contract is an authority replacement: it supersedes the
contract the team operated under until now. The team rendering (one with a
**Team Structure** section) must say so in an **Authority transition** section,
e.g. "Approval replaces the team's prior operating contract with this
DelegationContract.", so the user knows what approving does. The section passes
when it says that approval replaces or supersedes the prior contract, whether the
statement is a paragraph, on the label's line or a \`- \` list item. Solo renderings
and JSON/YAML contracts are skipped.`,
  audit: [
    { source: "Approval replaces the team's prior operating contract with this DelegationContract.", enforced: "fails when a team rendering (with **Team Structure**) lacks the **Authority transition** statement" },
    { source: "approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)", enforced: "the same check" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a team rendering that states the authority transition',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `Here's the delegation contract for this task:

**Team Structure**:
- reviewer (general-purpose): security

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.`,
      },
    },
    {
      status: 'fail',
      title: 'fails a section that does not say approval replaces the prior contract',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Team Structure**:
**Authority transition**:`,
      },
    },
    {
      status: 'skip',
      title: 'skips Solo renderings and JSON/YAML contracts',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': '- Others: ask-before',
      },
    },
  ],
  check({ model }) {
    if (model.format !== 'markdown') return { status: 'skip', detail: 'not a markdown rendering' };
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const md = model.markdown!;
    const team = md.section('Team Structure');
    if (!team) return { status: 'skip', detail: 'Solo rendering: no **Team Structure**, no authority transition' };
    const fix = 'Add "**Authority transition**:" followed by "Approval replaces the team\'s prior operating contract with this DelegationContract."';
    const section = md.section('Authority transition');
    if (!section) {
      return { status: 'fail', detail: 'team rendering without an **Authority transition** section', fix, findings: [model.at(team.at, 'team rendering does not say that approval replaces the prior operating contract')] };
    }
    // "replaces" is the protocol's word; "supersedes" says the same.
    if (!/\b(?:replac|supersed)/i.test(section.text)) {
      return {
        status: 'fail',
        detail: '**Authority transition** does not say that approval replaces the prior contract',
        fix,
        findings: [model.at(section.at, section.text ? `**Authority transition** says "${section.text.slice(0, 60)}" but not that approval replaces the prior operating contract` : '**Authority transition** is empty')],
      };
    }
    return { status: 'pass', detail: `authority transition stated (line ${section.at.line})` };
  },
});
