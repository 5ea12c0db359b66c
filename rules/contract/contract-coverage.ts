import { defineRule, contractByLine, CONTRACT_PERSISTENCE, contractIsDomain, contractSkipUnparsed, contractTexts, plural, pluralWord, type ContractModel, type Finding, type RuleOutcome } from '@engagement-lint/core/kit-contract';
import { edit, TEAM_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

/**
 * A rendering lists domains only with their responses, so only a persistence split can leave files
 * without one: `FileModification (ephemeral)` listed, and neither `FileModification (durable)` nor a
 * plain FileModification item, leaves durable files with no response (as in JSON or YAML).
 */
function renderedHalves(model: ContractModel): RuleOutcome {
  const findings: Finding[] = [];
  const missing: string[] = [];
  let splits = 0;
  for (const e of model.howMuch ?? []) {
    const split = e.persistence;
    if (!split || !contractIsDomain(e.domain.text)) continue;
    splits++;
    if (e.response) continue;
    const lacking = CONTRACT_PERSISTENCE.filter((k) => !split[k]);
    if (!lacking.length) continue;
    const d = e.domain.text;
    const given = CONTRACT_PERSISTENCE.filter((k) => split[k]);
    missing.push(`${d} (${lacking.join(', ')})`);
    findings.push(model.at(e.domain.at, `${d} is listed for ${given.join(', ')} files only: ${lacking.join(' and ')} files have no response; list \`${d} (${lacking[0]})\` under its section, or a plain \`${d}\` item for the files the split leaves out`));
  }
  contractByLine(findings);
  if (!findings.length && splits) return { status: 'pass', detail: `a markdown rendering has no separate domain list; ${plural(splits, 'persistence split')} leaving no files without a response` };
  if (!findings.length) return { status: 'skip', detail: 'a markdown rendering has no separate domain list' };
  return {
    status: 'fail',
    detail: `${plural(missing.length, 'domain')} without a response: ${missing.join(', ')}`,
    fix: 'List both persistence halves, (ephemeral) and (durable), or a plain item for the files the split leaves out.',
    findings,
  };
}

export default defineRule<ContractModel>({
  id: 'contract-coverage',
  pack: 'contract',
  summary: 'Every domain in `what` has a response in `how_much`',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `The contract's invariant is dom(how_much) ⊇ what: a domain the contract governs
with no response leaves the agent guessing. Uncalibrated domains are not left
out; they are filled with their defaults (Exploration: Autonomous, every other
domain: AskBefore). Unknown domain names are left to contract-known-domains.
A domain of \`what\` that is also in \`calibration.skipped\` is not applicable: it
fails too, but the fix is to remove it from \`what\` (or from \`skipped\`), not to
give it a response. An escaped contract (\`calibration.outcome: escaped\`: Esc ended the protocol,
and "nothing further holds") is skipped: no contract is in force to cover anything.
An empty \`what\` has nothing to cover but is no contract either: it warns at \`what\` (the
contract delegates nothing); in a Solo contract contract-who-mode says so instead (a Solo task
over at most one domain is Single, for which the protocol produces no contract), and this rule skips.
FileModification may split by persistence, "each with a FileModification response":
a \`persistence\` map that gives one half only (\`persistence: { ephemeral: Autonomous }\`)
leaves the other half's files without a response, and fails at the \`persistence\` key
naming the missing half, unless the entry also has a \`response\`, which covers the files
the split leaves out. The defaults fill uncalibrated domains, not a half of a domain
that was calibrated, so a missing half is not read as its default.
A markdown rendering lists domains only together with their responses, so the only
gap it can show is a persistence split: \`FileModification (ephemeral)\` listed with
neither \`FileModification (durable)\` nor a plain \`FileModification\` item leaves durable
files without a response, and fails at the domain as the JSON form does. A rendering
with no such split is skipped.`,
  audit: [
    { source: "invariant: dom(how_much) \u2287 what (uncalibrated domains filled by defaults in Phase 4)", enforced: "fails when a domain of `what` has no response in `how_much`" },
    { source: "FileModification.persistence \u2208 {ephemeral, durable}", enforced: "fails when a persistence split gives one half and the entry has no `response` for the other; in a rendering, when one half is listed and neither the other nor a plain item" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when every domain of `what` has a response in how_much',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_CONTRACT,
      },
    },
    {
      status: 'pass',
      title: 'leaves an unknown domain of `what` (Deploys) to contract-known-domains',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': edit(YAML_CONTRACT, ['what: [FileModification, Exploration, Strategy, External]', 'what: [FileModification, Exploration, Strategy, External, Deploys]']),
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
      status: 'warn',
      title: 'warns on a team contract whose `what` lists no domain: it delegates nothing',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `task: Harden the checkout flow
mode: TeamAugment
who:
  kind: Augmented
  team: { name: squad, members: [{ name: ana, type: general-purpose }, { name: bo, type: general-purpose }] }
  roles: [{ name: reviewer, type: general-purpose, focus: security }]
  confirmed: true
what: []
how_much: {}`,
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering that splits no domain by persistence',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': TEAM_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (model.format === 'markdown') return renderedHalves(model);
    if (!model.what) return { status: 'skip', detail: 'the contract has no `what` list' };
    // "escaped: nothing further holds" (contract-outcome): Esc ended the protocol, so no contract is in force.
    if (model.calibration?.outcome?.text === 'escaped') return { status: 'skip', detail: 'the protocol was escaped (Esc): no contract applies, so no domain needs a response' };
    if (!model.what.length) {
      // A Solo task over no domain is Single, which contract-who-mode says; a team's contract over none delegates nothing.
      const solo = !model.isTeam && (model.mode?.text === 'Solo' || model.who?.kind?.text === 'Solo');
      if (solo) return { status: 'skip', detail: '`what` lists no domain, so there is nothing to cover (contract-who-mode warns: the protocol produces no contract for a Solo task over fewer than two domains)' };
      return {
        status: 'warn',
        detail: '`what` lists no action domain: the contract delegates nothing',
        fix: 'List the domains the task spans in `what` (FileModification, Exploration, Strategy, External, TeamCoordination, ScopeCreep), each with its response in how_much.',
        findings: [{ ...model.at(model.posOf('/what'), '`what` lists no action domain: the contract governs nothing, so there is no autonomy to calibrate'), severity: 'warning' }],
      };
    }
    const have = new Set((model.howMuch ?? []).map((e) => e.domain.text));
    const skipped = new Set(contractTexts(model.calibration?.skipped));
    const findings: Finding[] = [];
    // What has no response, as the detail names it: `External`, `FileModification (durable)`.
    const missing: string[] = [];
    let anySkipped = false;
    let anyAbsent = false;
    let anyHalf = false;
    for (const v of model.what) {
      if (!contractIsDomain(v.text)) continue;
      if (have.has(v.text)) {
        // A persistence split leaves the files of a half it does not give without a response, unless
        // the entry's own \`response\` covers them.
        const e = model.entryOf(v.text);
        const split = e?.persistence;
        if (!split || e.response) continue;
        const lacking = CONTRACT_PERSISTENCE.filter((k) => !split[k]);
        if (!lacking.length) continue;
        anyHalf = true;
        const given = CONTRACT_PERSISTENCE.filter((k) => split[k]);
        missing.push(`${v.text} (${lacking.join(', ')})`);
        findings.push(model.at(model.keyPosOf(`${e.entry.pointer}/persistence`), `${v.text} splits by persistence but gives no response for ${lacking.join(' or ')} files${given.length ? ` (only ${given.join(', ')})` : ''}, and no \`response\` that covers them`));
        continue;
      }
      missing.push(v.text);
      anyAbsent = true;
      if (skipped.has(v.text)) {
        anySkipped = true;
        findings.push(model.at(v.at, `${v.text} is in \`what\` but skipped (not applicable), so it has no response in how_much; remove it from \`what\` (or from \`skipped\` if it applies)`));
      } else findings.push(model.at(v.at, `${v.text} is in \`what\` but has no response in how_much`));
    }
    contractByLine(findings);
    // "the 1 domain of `what` has", "all 3 domains of `what` have".
    const n = model.what.length;
    if (!findings.length) return { status: 'pass', detail: `${n === 1 ? 'the' : 'all'} ${plural(n, 'domain')} of \`what\` ${pluralWord(n, 'has', 'have')} a response` };
    const fix = [
      ...(anyAbsent ? [`Add each to how_much: its calibrated response, or its default (Exploration: Autonomous, others: AskBefore)${anySkipped ? '; remove a skipped domain from `what` instead' : ''}.`] : []),
      ...(anyHalf ? ['Give both persistence halves (ephemeral and durable), or a `response` beside the split for the files it leaves out.'] : []),
    ].join(' ');
    return {
      status: 'fail',
      detail: `${plural(missing.length, 'domain')} without a response: ${missing.join(', ')}`,
      fix,
      findings,
    };
  },
});
