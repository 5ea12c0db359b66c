import { defineRule, contractByLine, CONTRACT_BASE_RESPONSES, CONTRACT_REFINEMENTS, contractBaseOf, contractDidYouMean, contractIsDomain, contractIsResponse, contractShow, contractSkipUnparsed, plural, type ContractModel, type ContractValue, type Finding } from '@engagement-lint/core/kit-contract';
import { YAML_CONTRACT, YAML_DRAFT } from './lib/examples-fixtures.js';

const SECTION_TITLE: Record<string, string> = { Autonomous: 'Autonomous', ReportThenAct: 'Report then act', AskBefore: 'Ask before', Halt: 'Halt conditions' };

/** Every response value with the domain it is given for. */
function responses(model: ContractModel): Array<{ domain?: string; v: ContractValue; where: string }> {
  const out: Array<{ domain?: string; v: ContractValue; where: string }> = [];
  for (const e of model.howMuch ?? []) {
    const d = e.domain.text;
    if (e.response) out.push({ domain: d, v: e.response, where: `how_much.${d}` });
    for (const k of ['ephemeral', 'durable'] as const) {
      const pv = e.persistence?.[k];
      if (pv) out.push({ domain: d, v: pv, where: `how_much.${d} (${k})` });
    }
  }
  for (const [i, h] of (model.calibration?.history ?? []).entries()) {
    if (h.response) out.push({ ...(h.domain?.text ? { domain: h.domain.text } : {}), v: h.response, where: `calibration.history[${i}]` });
  }
  return out;
}

export default defineRule<ContractModel>({
  id: 'contract-response-refinement-scope',
  pack: 'contract',
  summary: 'Every response is a protocol response, and each refinement appears only in its own domain',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Responses are ${CONTRACT_BASE_RESPONSES.join(', ')}. Refinements narrow a base response for one
domain only: ${Object.entries(CONTRACT_REFINEMENTS).map(([r, x]) => `${r} (⊆ ${x.base}, ${x.domain} only)`).join(', ')}.
A refinement elsewhere has no meaning (what is a "minimal" git push?), and an
unknown response cannot be acted on. Checked in \`how_much\` (including the
FileModification persistence split) and in \`calibration.history\`. In a markdown
rendering a refinement must also sit under the section of its base response:
\`Exploration (Minimal)\` belongs under **Autonomous**, not **Report then act**.
A rendering gives a refinement in parentheses after the domain (\`Strategy (ProposeThenChoose)\`),
and other words there are notes on the action (\`External (git push, PRs)\`). A response written at
the end of the item is its response too, and fails the same way when it contradicts the section: as
the item's value (\`External: AlwaysAsk\`, or its first part before a note, \`External: AlwaysAsk — via gh\`),
as its last part after a dash (\`External — pushes and PRs — AlwaysAsk\`), or in the parenthesis closing it
(\`External: pushes and PRs (AlwaysAsk)\`, \`FileModification: edit config files (AskBefore)\`); only a
response's own words count there, any other words are the action. After Exploration
or Strategy, whose refinements are one capitalised word and whose actions are the task's own,
one capitalised word alone in that place (\`Exploration (Shallow)\`) is read as the response
and fails as no response nor refinement; an acronym (\`(API)\`), a lower-case word
(\`(rollout)\`), several words, a persistence half or a domain stay notes. External is left out:
its actions reach outside systems, and one word after it names the system (\`External (Slack)\`,
\`External (GitHub)\`), which the spec's scenario ("git push or PR creation") invites.
Names are exact, but the final line break a \`|\` block scalar keeps is not part of
the name (\`Exploration: |\` followed by \`Autonomous\` is Autonomous).`,
  audit: [
    { source: "R = Response \u2208 {Autonomous, ReportThenAct, AskBefore, Halt}", enforced: "fails on any other response name" },
    { source: "Domain-specific refinements (\u2286 base R): Minimal \u2286 Autonomous, ProposeThenChoose \u2286 ReportThenAct, SwitchAutonomously \u2286 Autonomous, AlwaysAsk \u2286 AskBefore", enforced: "fails on a refinement outside the domain whose scenario offers it" },
    { source: "Esc key \u2192 loop termination at LOOP level, not a Response", enforced: "an Esc written as a response is not a protocol response and fails" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes refinements in their own domains (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_CONTRACT,
      },
    },
    {
      status: 'fail',
      title: 'locates a response given after a persistence qualifier',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Ask before**:
- FileModification (durable,  Autonomous): config and rules`,
      },
    },
    {
      status: 'skip',
      title: 'skips a contract that gives no response yet (a draft before the interview)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_DRAFT,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const all = responses(model);
    if (!all.length) return { status: 'skip', detail: 'the contract gives no response' };
    const findings: Finding[] = [];
    for (const { domain, v, where } of all) {
      if (v.text === undefined) continue; // not text: contract-schema reports the type
      if (!contractIsResponse(v.text)) {
        const meant = contractDidYouMean(v.text, 'response');
        // A rendering's word in a refinement's place (`Exploration (Shallow)`): say which refinements the domain has.
        const own = Object.keys(CONTRACT_REFINEMENTS).filter((r) => CONTRACT_REFINEMENTS[r]!.domain === domain);
        const hint = !meant && v.section && own.length ? ` nor a refinement of ${domain} (${own.join(', ')}); a note on the action goes after the colon` : '';
        findings.push(model.at(v.at, `${contractShow(v)} in ${where} is not a response${meant}${hint}`));
        continue;
      }
      const ref = CONTRACT_REFINEMENTS[v.text];
      if (ref && contractIsDomain(domain) && ref.domain !== domain) {
        findings.push(model.at(v.at, `${v.text} refines ${ref.base} for ${ref.domain} only; ${where} gives it to ${domain}`));
        continue;
      }
      if (v.section && contractBaseOf(v.text) !== v.section) {
        const base = contractBaseOf(v.text);
        findings.push(model.at(v.at, `${domain ?? 'an item'} (${v.text}) is listed under **${SECTION_TITLE[v.section] ?? v.section}**, but ${v.text}${base !== v.text ? ` ⊆ ${base}` : ''} belongs under **${SECTION_TITLE[base] ?? base}**`));
      }
    }
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: `${plural(all.length, 'response')}, each known and in scope` };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'response problem')}: ${findings[0]!.message}`,
      fix: `Use ${CONTRACT_BASE_RESPONSES.join(', ')}, or a refinement in its own domain (Minimal: Exploration; ProposeThenChoose, SwitchAutonomously: Strategy; AlwaysAsk: External).`,
      findings,
    };
  },
});
