import { defineRule, contractIsDomain, contractSkipUnparsed, plural, type ContractModel } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

export default defineRule<ContractModel>({
  id: 'contract-markdown-defaults',
  pack: 'contract',
  summary: 'A markdown rendering shows the **Defaults** section for Exploration and the other domains',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The user approves (or withdraws from) the rendering, and withdrawing applies the
defaults to every uncalibrated domain, so the rendering must say what they are:
a **Defaults** section (the bold label, or a heading such as \`### Defaults\`) with a line for Exploration and one for the others
(\`Others: ask-before\`), the label separated from the default by a colon, a dash, an
arrow or \`=\` (\`Exploration → autonomous\`, \`Others -> ask-before\`). A line for a domain
or the other domains written without one (\`Others ask-before\`) fails at that line; it is still
read as meant (label, then the response its words name), so contract-uncalibrated-defaults
checks its default rather than reporting none. The protocol's
template always shows the Exploration line, so it is needed even when Exploration is
calibrated; beside a calibrated Exploration it describes the default and is no second
response (contract-schema). Whether the stated defaults are the protocol's is
checked by contract-uncalibrated-defaults. A missing section is reported where it
belongs: at the \`Options:\` line (or first numbered choice) after the contract, else
at the last section heading, else at line 1. JSON and YAML contracts are skipped.`,
  audit: [
    { source: "**Defaults** (uncalibrated domains default): - Exploration: autonomous (read-only, inherently safe) - Others: ask-before", enforced: "fails when a markdown rendering lacks the Defaults section or its Exploration or Others line, or writes such a line without a separator (whether they state the protocol defaults is contract-uncalibrated-defaults)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts other wordings for the remaining domains',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(SOLO_RENDERING, ['- Others: ask-before', '- The rest — ask-before']),
      },
    },
    {
      status: 'fail',
      title: 'fails a Defaults section missing the line for the other domains, at its header',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Defaults**:
- Exploration: autonomous`,
      },
    },
    {
      status: 'skip',
      title: 'skips a YAML contract',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_CONTRACT,
      },
    },
  ],
  check({ model }) {
    if (model.format !== 'markdown') return { status: 'skip', detail: 'not a markdown rendering' };
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const md = model.markdown!;
    const section = md.section('Defaults');
    const fix = 'Add "**Defaults** (uncalibrated domains default):" with "- Exploration: autonomous (read-only, inherently safe)" and "- Others: ask-before".';
    if (!section) {
      const last = md.sections[md.sections.length - 1];
      const at = md.options ?? last?.at ?? { line: 1, column: 1 };
      return { status: 'fail', detail: 'the rendering has no **Defaults** section', fix, findings: [model.at(at, 'no **Defaults** section: the user cannot see what uncalibrated domains will do')] };
    }
    // A line for a domain or Others without a separator; other unseparated items are prose, not default lines.
    const joined = md.defaults.filter((d) => d.unseparated && (d.domain.text === 'Others' || contractIsDomain(d.domain.text ?? '')));
    if (joined.length) {
      return {
        status: 'fail',
        detail: `${plural(joined.length, '**Defaults** line')} without a separator between the label and the default`,
        fix: 'Separate each **Defaults** label from its default with a colon: "- Others: ask-before".',
        findings: joined.map((d) => {
          const { label, rest } = d.unseparated!;
          return model.at(d.at, `**Defaults** line \`${label}${rest ? ` ${rest}` : ''}\` has no separator between the label and the default (a colon, a dash, an arrow or \`=\`)${rest ? `: write \`${label}: ${rest}\`` : ''}`);
        }),
      };
    }
    const labels = new Set(md.defaults.map((d) => d.domain.text));
    const missing = ['Exploration', 'Others'].filter((l) => !labels.has(l));
    if (missing.length) {
      return {
        status: 'fail',
        detail: `**Defaults** has no line for ${missing.join(' or ')}`,
        fix,
        findings: [model.at(section.at, `**Defaults** does not state the default for ${missing.map((m) => (m === 'Others' ? 'the other domains' : m)).join(' or ')}`)],
      };
    }
    return { status: 'pass', detail: `**Defaults** shown (line ${section.at.line})` };
  },
});
