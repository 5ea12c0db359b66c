import { defineRule, contractByLine, CONTRACT_SCENARIO_OFFERS, contractDefaultResponse, contractIsDomain, contractResponseProblem, contractSkipUnparsed, contractTexts, plural, pluralWord, type ContractModel, type ContractValue, type Finding } from '@engagement-lint/core/kit-contract';
import { JSON_CONTRACT } from './lib/examples-fixtures.js';

const offers = (d: string) => CONTRACT_SCENARIO_OFFERS[d] ?? [];

export default defineRule<ContractModel>({
  id: 'contract-scenario-response',
  pack: 'contract',
  summary: "Each calibrated domain's response is one its scenario question offers",
  statuses: ['pass', 'fail', 'skip'],
  docs: `A calibrated response is the user's answer to the domain's scenario question, so it
must be one of the options that question offers:
${Object.entries(CONTRACT_SCENARIO_OFFERS).map(([d, r]) => `- ${d}: ${r.join(', ')}`).join('\n')}

FileModification may split by persistence (\`persistence: { ephemeral, durable }\`),
each half with a FileModification response; no other domain splits, in \`how_much\` or in a
history answer (\`{ domain: External, …, persistence: durable }\` fails at its \`persistence\`).
Checked for the domains in \`calibration.calibrated\`, and for every answer in
\`calibration.history\`. Without a \`calibrated\` list, a response must at least be
offered or be the domain's default. In a markdown rendering the calibrated domains are
those listed with a response other than their default: a domain listed at its default
(Strategy under **Ask before**) may be an uncalibrated domain shown with its default,
so it is not held to its scenario's options.
Unknown and misplaced refinements are left to contract-response-refinement-scope.`,
  audit: [
    { source: "FileModification: \"When files need to be modified for this task?\" \u2192 {Autonomous, ReportThenAct, AskBefore}", enforced: "fails when a calibrated domain's response is not one its scenario offers (every scenario template is checked the same way)" },
    { source: "Strategy: \"When a different approach looks better than the original plan?\" \u2192 {ProposeThenChoose(\u2286ReportThenAct), SwitchAutonomously(\u2286Autonomous)}", enforced: "in a markdown rendering, which has sections for base responses only, Strategy under **Report then act** reads as ProposeThenChoose and under **Autonomous** as SwitchAutonomously" },
    { source: "External: \"When git push or PR creation is needed?\" \u2192 {Autonomous, AlwaysAsk(\u2286AskBefore)}", enforced: "External under **Ask before** reads as AlwaysAsk; under **Report then act** it fails" },
    { source: "persistence: \"When persistent files (config, memory, rules) need changes?\" \u2192 {same R, may differ from ephemeral}", enforced: "each persistence half takes a FileModification response; any other domain split by persistence fails" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes calibrated responses that their scenarios offer',
      target: 'contract.dc.json',
      files: {
        'contract.dc.json': JSON_CONTRACT,
      },
    },
    {
      status: 'fail',
      title: 'points the persistence finding at the persistence map (YAML)',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `how_much:
  External:
    persistence:
      durable: AlwaysAsk`,
      },
    },
    {
      status: 'skip',
      title: 'skips a contract without known domains',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'how_much: { Deploys: Autonomous }',
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const entries = (model.howMuch ?? []).filter((e) => contractIsDomain(e.domain.text));
    const history = (model.calibration?.history ?? []).filter((h) => contractIsDomain(h.domain?.text) && h.response?.text !== undefined);
    if (!entries.length && !history.length) return { status: 'skip', detail: 'no response for a known domain' };
    const calibrated = model.calibration?.calibrated ? new Set(contractTexts(model.calibration.calibrated)) : undefined;
    const findings: Finding[] = [];
    // Values that are no response of their domain (an unknown word, another domain's refinement): contract-response-refinement-scope's.
    let leftOut = 0;
    const judge = (domain: string, v: ContractValue | undefined, label: string) => {
      if (v?.text === undefined) return;
      if (contractResponseProblem(domain, v.text)) {
        leftOut++;
        return;
      }
      if (calibrated) {
        if (calibrated.has(domain) && !offers(domain).includes(v.text)) {
          findings.push(model.at(v.at, `${label} is ${v.text}, which the ${domain} scenario does not offer (${offers(domain).join(', ')})`));
        }
      } else if (!offers(domain).includes(v.text) && v.text !== contractDefaultResponse(domain)) {
        findings.push(model.at(v.at, `${label} is ${v.text}: neither an option of the ${domain} scenario (${offers(domain).join(', ')}) nor its default (${contractDefaultResponse(domain)})`));
      }
    };
    for (const e of entries) {
      const d = e.domain.text!;
      judge(d, e.response, d);
      if (e.persistence && d !== 'FileModification') {
        findings.push(model.at(e.persistence.at, `${d} splits by persistence; only FileModification distinguishes ephemeral and durable files`));
        continue;
      }
      judge(d, e.persistence?.ephemeral, `${d} (ephemeral)`);
      judge(d, e.persistence?.durable, `${d} (durable)`);
    }
    for (const [i, h] of history.entries()) {
      const d = h.domain!.text!;
      const r = h.response!.text!;
      // An answer about one persistence half splits its domain, as a \`persistence\` map in how_much does.
      if (h.persistence && d !== 'FileModification') {
        findings.push(model.at(h.persistence.at, `history answer ${i + 1} for ${d} is about ${h.persistence.text ?? 'some'} files; only FileModification distinguishes ephemeral and durable files`));
      }
      if (contractResponseProblem(d, r)) {
        leftOut++;
        continue;
      }
      if (offers(d).includes(r)) continue;
      findings.push(model.at(h.response!.at, `history answer ${i + 1} for ${d} is ${r}, which the ${d} scenario does not offer (${offers(d).join(', ')})`));
    }
    contractByLine(findings);
    if (!findings.length) {
      const read = `${plural(entries.length, 'response')} and ${plural(history.length, 'answer')}`;
      if (!leftOut) return { status: 'pass', detail: `${read} match their scenarios` };
      return { status: 'pass', detail: `${read}: every one that is a response of its domain matches its scenario; ${plural(leftOut, 'value')} that ${pluralWord(leftOut, 'is', 'are')} not (an unknown word, another domain's refinement) ${pluralWord(leftOut, 'is', 'are')} contract-response-refinement-scope's to judge` };
    }
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'response')} outside the scenario options: ${findings[0]!.message}`,
      fix: 'Give each calibrated domain one of the responses its scenario offers, or recalibrate that domain.',
      findings,
    };
  },
});
