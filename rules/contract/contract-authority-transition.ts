import { defineRule, contractQuote, contractSkipUnparsed, type ContractModel } from '@engagement-lint/core/kit-contract';

// "replaces" is the protocol's word; "supersedes" says the same; "заменяет" is the Russian
// translation (its negation, "не", precedes the verb as in English).
const REPLACE = /\b(?:replac|supersed)|(?<![а-яё])замен/gi;
// "nothing" and "none" deny as the subject too: "Nothing here replaces the prior contract"; a verb of
// failing denies what follows it ("fails to replace", "is unable to replace").
const NEGATORS = new Set(['not', 'never', 'cannot', 'nor', 'neither', 'without', 'nothing', 'none', 'nobody', 'fails', 'fail', 'failed', 'unable', 'refuses', 'не', 'ни', 'нет', 'никогда', 'ничто', 'ничего']);
// A conjunction between a negation and the verb starts another statement ("does not merge but replaces").
const JOINS = new Set(['and', 'but', 'or', 'yet', 'then', 'so', 'while', 'whereas', 'и', 'но', 'а', 'или']);
// What follows the verb when it replaces nothing: "replaces nothing", "supersedes none of it",
// "replaces no prior contract" ("no matter", "no longer", "no later" qualify the verb instead).
const NOTHING_AFTER = /^\w{0,12}[ \t]+(?:nothing|none|no(?![ \t]+(?:matter|longer|later|sooner|doubt)\b))\b/i;

/**
 * Whether the words just before the verb negate it: a negation at most three words before it
 * ("does not replace", "won't supersede", "is not to be replaced", "not in any way replace",
 * "no longer replaces", "rather than replacing", "no replacement"), with no conjunction between.
 * "not only" and "not just" add to the statement instead of denying it. Looks at a bounded tail.
 */
function negatedBefore(prefix: string): boolean {
  const words = prefix.slice(-80).toLowerCase().split(/[^a-zа-яё'’]+/).filter(Boolean);
  for (let i = words.length - 1, gap = 0; i >= 0 && gap <= 3; i--, gap++) {
    const w = words[i]!;
    const next = words[i + 1];
    if (JOINS.has(w)) return false;
    if (NEGATORS.has(w)) return !(w === 'not' && (next === 'only' || next === 'just' || next === 'merely'));
    if (w.endsWith("n't") || w.endsWith('n’t')) return true;
    if (w === 'no' && (gap === 0 || next === 'longer')) return true;
    if ((w === 'rather' && next === 'than') || (w === 'instead' && next === 'of')) return true;
  }
  return false;
}

/**
 * Whether the statement says that approval replaces the prior contract: 'stated' when some clause
 * (text between `.`, `;`, `:`, `,`, `!`, `?`, dashes and parentheses) has the verb not negated,
 * 'denied' when every use of the verb is negated, undefined when there is none.
 */
function replacement(text: string): 'stated' | 'denied' | undefined {
  let denied = false;
  for (const clause of text.split(/[.;:,!?()—–]|\s-\s/)) {
    for (const m of clause.matchAll(REPLACE)) {
      if (negatedBefore(clause.slice(Math.max(0, m.index - 80), m.index)) || NOTHING_AFTER.test(clause.slice(m.index, m.index + 40))) denied = true;
      else return 'stated';
    }
  }
  return denied ? 'denied' : undefined;
}

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
when it says that approval replaces or supersedes the prior contract (in Russian, "заменяет"), whether the
statement is a paragraph, on the label's line or a \`- \` list item. It fails when
the statement denies it: a negation up to three words before the verb in the same clause,
with no "and" or "but" between ("does not replace", "never replaces", "won't supersede",
"is not to be replaced", "no longer replaces", "rather than replacing", "fails to replace",
"Nothing here replaces", "не заменяет"), or an object that is nothing ("replaces nothing", "replaces none of it",
"replaces no prior contract"; "is replaced no matter what" still states it). Quoted text
is cut at a word boundary, with "…". "Not only does approval replace …" states it. A clause ends at \`.\`, \`;\`, \`:\`, \`,\`, \`!\`,
\`?\`, a dash or a parenthesis; the section passes when any of its clauses states the
replacement without negating it. Solo renderings and JSON/YAML contracts are skipped.`,
  audit: [
    { source: "Approval replaces the team's prior operating contract with this DelegationContract.", enforced: "fails when a team rendering (with **Team Structure**) lacks the **Authority transition** statement" },
    { source: "approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)", enforced: "the same check; a statement that approval does not replace the prior contract fails" },
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
      status: 'fail',
      title: 'fails a statement that approval does not replace the prior contract',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Team Structure**:
- reviewer (general-purpose): security

**Authority transition**:
Approval does not replace the team's prior operating contract; both stay in force.`,
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
    const said = replacement(section.text);
    if (said === 'denied') {
      return {
        status: 'fail',
        detail: '**Authority transition** says that approval does not replace the prior contract',
        fix,
        findings: [model.at(section.at, `**Authority transition** says "${contractQuote(section.text)}", which denies that approval replaces the prior operating contract; approval replaces it`)],
      };
    }
    if (!said) {
      return {
        status: 'fail',
        detail: '**Authority transition** does not say that approval replaces the prior contract',
        fix,
        findings: [model.at(section.at, section.text ? `**Authority transition** says "${contractQuote(section.text)}" but not that approval replaces the prior operating contract` : '**Authority transition** is empty')],
      };
    }
    return { status: 'pass', detail: `authority transition stated (line ${section.at.line})` };
  },
});
