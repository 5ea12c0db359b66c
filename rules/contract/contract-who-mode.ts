import { defineRule, CONTRACT_MODES, CONTRACT_WHO_KINDS, contractShow, contractSkipUnparsed, plural, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';

/** The team structure each entry mode produces; a Map, since the mode is read from the contract and `constructor` must not be one. */
const KIND_OF_MODE = new Map<string, string>([['Solo', 'Solo'], ['TeamAugment', 'Augmented'], ['TeamRestructure', 'Restructured']]);

export default defineRule<ContractModel>({
  id: 'contract-who-mode',
  pack: 'contract',
  summary: 'Entry mode and team structure agree; team contracts name their team and were confirmed',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The entry mode decides who acts: Solo yields the Solo structure (its confirmation is
implicit, so \`confirmed: false\` contradicts it), TeamAugment an Augmented team,
TeamRestructure a Restructured one. Both team modes need a team in the context
(\`who.team\`), and a team structure must have been confirmed by the user in
Phase 1 (\`who.confirmed: true\`). Modes are ${CONTRACT_MODES.join(', ')}; structures
${CONTRACT_WHO_KINDS.join(', ')}. A markdown rendering does not show the mode.`,
  audit: [
    { source: "TeamAugment/TeamRestructure require team(Ctx)", enforced: "fails when a team mode names no team" },
    { source: "who_confirmed: Solo \u2192 true (implicit); TeamAugment/TeamRestructure \u2192 set at Phase 1", enforced: "fails when a team structure is not confirmed" },
    { source: "TeamStructure \u2208 {Solo, Augmented(TeamRef, Set(AgentRole)), Restructured(TeamRef, Set(AgentRole), Set(AgentRef))}", enforced: "fails when the entry mode and who.kind disagree (Solo \u21d4 Solo, TeamAugment \u21d4 Augmented, TeamRestructure \u21d4 Restructured)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts the `who: Solo` shorthand',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `mode: Solo
who: Solo`,
      },
    },
    {
      status: 'fail',
      title: 'fails unknown mode and structure names at their values',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `mode: Duo
who: { kind: Pair }`,
      },
    },
    {
      status: 'skip',
      title: 'skips markdown and contracts without mode or who',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'what: []',
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (model.format === 'markdown') return { status: 'skip', detail: 'a markdown rendering does not show the entry mode' };
    const { mode, who } = model;
    if (!mode && !who) return { status: 'skip', detail: 'the contract records neither mode nor who' };
    const findings: Finding[] = [];
    const m = mode?.text;
    const k = who?.kind?.text;
    if (mode && (m === undefined || !KIND_OF_MODE.has(m))) findings.push(model.at(mode.at, `mode ${contractShow(mode)} is not an entry mode (${CONTRACT_MODES.join(', ')})`));
    if (who?.kind && (k === undefined || !(CONTRACT_WHO_KINDS as readonly string[]).includes(k))) {
      findings.push(model.at(who.kind.at, `who.kind ${contractShow(who.kind)} is not a team structure (${CONTRACT_WHO_KINDS.join(', ')})`));
    }
    const modeKind = m === undefined ? undefined : KIND_OF_MODE.get(m);
    const kindKnown = k !== undefined && (CONTRACT_WHO_KINDS as readonly string[]).includes(k);
    if (modeKind && kindKnown && modeKind !== k) {
      findings.push(model.at(who!.kind!.at, `mode ${m} produces the ${modeKind} structure, but who.kind is ${k}`));
    }
    const teamMode = m === 'TeamAugment' || m === 'TeamRestructure';
    const teamKind = k === 'Augmented' || k === 'Restructured';
    if ((teamMode || teamKind) && !who?.team) {
      findings.push(model.at(who?.at ?? mode!.at, `${teamMode ? `mode ${m}` : `who.kind ${k}`} needs a team in the context, but who.team is missing`));
    }
    if (teamKind && who?.confirmed?.value !== true) {
      findings.push(model.at(who?.confirmed?.at ?? who!.at, `the ${k} team structure was not confirmed (who.confirmed must be true)`));
    }
    if ((m === 'Solo' || k === 'Solo') && who?.confirmed?.value === false) {
      findings.push(model.at(who.confirmed.at, 'Solo is confirmed implicitly; who.confirmed: false contradicts it'));
    }
    if (!findings.length) return { status: 'pass', detail: `mode ${m ?? '(not recorded)'} with ${k ?? 'no'} team structure` };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'WHO problem')}: ${findings[0]!.message}`,
      fix: 'Record the entry mode and the matching structure (Solo ⇔ Solo, TeamAugment → Augmented, TeamRestructure → Restructured), the team, and the user\'s confirmation.',
      findings,
    };
  },
});
