import { defineRule, contractByLine, contractCalibratedDomains, contractDefaultResponse, contractIsDomain, contractResponseProblem, contractSkipUnparsed, contractTexts, plural, pluralWord, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { JSON_UP_TO_HOW_MUCH, SOLO_RENDERING } from './lib/examples-fixtures.js';

export default defineRule<ContractModel>({
  id: 'contract-uncalibrated-defaults',
  pack: 'contract',
  summary: 'Uncalibrated domains carry the protocol defaults (Exploration: Autonomous, others: AskBefore)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Only calibration earns a domain more or less autonomy than the default ("Calibration
over Declaration"). A domain that was never asked about takes the default:
Exploration Autonomous (read-only, inherently safe), every other domain AskBefore.
Checked for every \`how_much\` entry whose domain is not calibrated: not in
\`calibration.calibrated\`, or, when that list is absent, without an answer in
\`calibration.history\` (as in contract-outcome); skipped when the contract records
neither. A domain in \`calibration.skipped\` is "not applicable to this task": given a response
other than the default it fails as skipped, and the fix is to drop it from \`how_much\`. In a markdown rendering,
the **Defaults** lines must state those same defaults (\`Exploration: autonomous\`,
\`Others: ask-before\`), in the rendering's language too (\`Exploration: автономно\`, \`autónomo\`, \`autonom\`;
\`Остальные: спрашивать\`, \`Otros: preguntar antes\`, \`Andere: vorher fragen\`); the pass detail counts those lines, not domains, as a rendering
does not list its uncalibrated domains. The Exploration line is checked even beside a calibrated
Exploration: it is the template's description of the default, no second response, so a wrong one
(\`Exploration: ask-before\`) is reported here alone, not by contract-schema. A line written
without a separator (\`Others ask-before\`) is read as meant and its default checked; one whose
words name no response is left to contract-markdown-defaults, which reports the missing separator.`,
  audit: [
    { source: "Exploration: autonomous (read-only, inherently safe)", enforced: "fails when an uncalibrated Exploration carries another response than Autonomous" },
    { source: "Others: ask-before", enforced: "fails when another uncalibrated domain carries another response than AskBefore" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes markdown Defaults that state the protocol defaults',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
    {
      status: 'fail',
      title: 'fails markdown Defaults that state other defaults, at the response',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Defaults**:
- Exploration: ask-before
- Others: autonomous
- External:`,
      },
    },
    {
      status: 'skip',
      title: 'skips a contract that does not parse (here cut off while it was written)',
      target: 'contract.dc.json',
      files: {
        'contract.dc.json': JSON_UP_TO_HOW_MUCH,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const findings: Finding[] = [];
    let checked = 0;
    let skippedOff = 0;
    if (model.format === 'markdown') {
      const lines = model.markdown?.defaults ?? [];
      if (!lines.length) return { status: 'skip', detail: 'the rendering has no **Defaults** lines (see contract-markdown-defaults)' };
      for (const d of lines) {
        const label = d.domain.text ?? '';
        if (label !== 'Others' && !contractIsDomain(label)) continue;
        checked++;
        const want = label === 'Others' ? 'AskBefore' : contractDefaultResponse(label);
        // A line without a separator whose words name no response is contract-markdown-defaults' finding: its default is unread, not absent.
        if (!d.response && d.unseparated) continue;
        if (!d.response) findings.push(model.at(d.at, `**Defaults** line for ${label} states no response; the default is ${want}`));
        else if (d.response.text !== want) findings.push(model.at(d.response.at, `**Defaults** gives ${label} "${d.response.text}"; the protocol default is ${want}`));
      }
    } else {
      const calibrated = contractCalibratedDomains(model);
      if (!calibrated) return { status: 'skip', detail: 'no calibration.calibrated list or history: calibrated and defaulted domains cannot be told apart' };
      // A skipped domain is "not applicable to this task": it has no response to give, default or not.
      const skipped = new Set(contractTexts(model.calibration?.skipped));
      for (const e of model.howMuch ?? []) {
        const d = e.domain.text!;
        if (!contractIsDomain(d) || calibrated.has(d)) continue;
        checked++;
        const want = contractDefaultResponse(d);
        for (const [v, label] of [[e.response, d], [e.persistence?.ephemeral, `${d} (ephemeral)`], [e.persistence?.durable, `${d} (durable)`]] as const) {
          if (v?.text === undefined || contractResponseProblem(d, v.text) || v.text === want) continue;
          if (skipped.has(d)) {
            skippedOff++;
            findings.push(model.at(v.at, `${label} is skipped (not applicable to this task), so it takes no response; the contract gives it ${v.text}`));
          } else findings.push(model.at(v.at, `${label} is not calibrated, so it takes the default ${want}; the contract says ${v.text}`));
        }
      }
    }
    contractByLine(findings);
    if (!findings.length && model.format === 'markdown') {
      // A rendering's **Defaults** lines are counted, not domains: `Others` stands for every uncalibrated one.
      return { status: 'pass', detail: checked ? `${plural(checked, '**Defaults** line')} ${pluralWord(checked, 'states its protocol default', 'state the protocol defaults')}` : 'no **Defaults** line names a domain or Others' };
    }
    if (!findings.length) return { status: 'pass', detail: checked ? `${plural(checked, 'uncalibrated domain')} at the default` : 'every domain with a response was calibrated' };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'uncalibrated response')} off the default: ${findings[0]!.message}`,
      // A rendering's **Defaults** line (`Others: …`) names no one domain to calibrate: the fix is the line itself.
      fix:
        model.format === 'markdown'
          ? 'State the protocol defaults in **Defaults**: `Exploration: autonomous` and `Others: ask-before`; a domain meant to act otherwise is calibrated and listed under its response section.'
          : [
              ...(skippedOff ? ['Drop each skipped domain from how_much: it is not applicable to this task (or, if it applies, take it out of `skipped` and calibrate it).'] : []),
              ...(skippedOff < findings.length ? ['Calibrate the domain (ask its scenario question and record the answer), or give it the default: Exploration Autonomous, others AskBefore.'] : []),
            ].join(' '),
      findings,
    };
  },
});
