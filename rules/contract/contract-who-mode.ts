import { pushAll } from '@engagement-lint/core/kit';
import { contractMeant, defineRule, contractByLine, contractIsDomain, CONTRACT_DOMAINS, CONTRACT_MODES, CONTRACT_WHO_KINDS, contractShow, contractSkipUnparsed, plural, type ContractModel, type ContractValue, type Finding, type RuleOutcome } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

/** The protocol files these under "SCENARIO TEMPLATES (team extension)": Phase 2 offers them only with a team. */
const TEAM_DOMAINS: readonly string[] = CONTRACT_DOMAINS.slice(4);

/**
 * The first place each team extension domain is calibrated or listed as
 * applying (what, how_much, calibration.domains, calibrated, history). A
 * skipped one is not in force: \`skipped\`, and its entry in
 * calibration.domains (skipped ⊆ domains), are left out.
 */
function teamDomainsNamed(model: ContractModel): ContractValue[] {
  const c = model.calibration;
  const skipped = new Set((c?.skipped ?? []).map((v) => v.text));
  const listed = (c?.domains ?? []).filter((v) => !skipped.has(v.text));
  const all: ContractValue[] = [...(model.what ?? []), ...(model.howMuch ?? []).map((e) => e.domain), ...listed, ...(c?.calibrated ?? [])];
  for (const h of c?.history ?? []) if (h.domain) all.push(h.domain);
  const first = new Map<string, ContractValue>();
  for (const v of all) if (v.text !== undefined && TEAM_DOMAINS.includes(v.text) && !first.has(v.text)) first.set(v.text, v);
  return [...first.values()];
}

const TEAM_FIX = 'Drop the team extension domains (TeamCoordination, ScopeCreep) from a Solo contract, or skip them; if a team acts, record its mode and structure.';

/**
 * A rendering does not show the entry mode, but one without **Team Structure** is a Solo rendering
 * (the protocol's team template adds that section): a team extension domain listed in it with a
 * response warns, as in a Solo JSON or YAML contract.
 */
function renderedTeamDomains(model: ContractModel): RuleOutcome {
  const named = model.markdown?.section('Team Structure') ? [] : teamDomainsNamed(model);
  if (!named.length) return { status: 'skip', detail: 'a markdown rendering does not show the entry mode' };
  const advice = contractByLine(named.map((v) => ({ ...model.at(v.at, `${v.text} is a team extension domain, but this is a Solo rendering (no **Team Structure**): with no team, its scenario has no agents to apply to`), severity: 'warning' as const })));
  return { status: 'warn', detail: `${plural(advice.length, 'team extension domain')} in a Solo rendering: ${advice[0]!.message}`, fix: TEAM_FIX, findings: advice };
}

const SINGLE_FIX = 'A task over one action domain without a team needs no delegation contract; if the task spans more domains, list them in `what` and calibrate each.';

/**
 * A Solo contract whose \`what\` holds one action domain, or none: the protocol calls a task spanning at most
 * one domain Single, and Phase 0 skips a Single task without a team ("no DC produced"); Solo is
 * proposed for a Multi one. Said at that domain.
 */
function singleDomainAdvice(model: ContractModel): Finding | undefined {
  // An empty `what` spans fewer domains still: no domain at all is Single too.
  if (model.what?.length === 0) {
    return { ...model.at(model.posOf('/what'), "this Solo contract's `what` holds no action domain: a task over at most one domain without a team is Single, and the protocol produces no contract for it (Phase 0 skips it; Solo is proposed for a task over several domains)"), severity: 'warning' as const };
  }
  const domains = (model.what ?? []).filter((v) => v.text !== undefined && contractIsDomain(v.text));
  if (new Set(domains.map((v) => v.text)).size !== 1) return undefined;
  const d = domains[0]!;
  return { ...model.at(d.at, `this Solo contract's \`what\` holds one action domain (${d.text}): a task over at most one domain without a team is Single, and the protocol produces no contract for it (Phase 0 skips it; Solo is proposed for a task over several domains)`), severity: 'warning' as const };
}

/** The team structure each entry mode produces; a Map, since the mode is read from the contract and `constructor` must not be one. */
const KIND_OF_MODE = new Map<string, string>([['Solo', 'Solo'], ['TeamAugment', 'Augmented'], ['TeamRestructure', 'Restructured']]);

export default defineRule<ContractModel>({
  id: 'contract-who-mode',
  pack: 'contract',
  summary: 'Entry mode and team structure agree; team contracts name their team and were confirmed',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `The entry mode decides who acts: Solo yields the Solo structure (its confirmation is
implicit, so \`confirmed: false\` contradicts it), TeamAugment an Augmented team,
TeamRestructure a Restructured one. Both team modes need a team in the context
(\`who.team\`), and a team structure must have been confirmed by the user in
Phase 1 (\`who.confirmed: true\`). Modes are ${CONTRACT_MODES.join(', ')}; structures
${CONTRACT_WHO_KINDS.join(', ')}.

${TEAM_DOMAINS.join(' and ')} are the protocol's team extensions: Phase 2 picks each
domain's scenario by mode, and their scenarios ask about agents ("When agents' findings
contradict?", "When agent discovers work outside its focus?"). A Solo contract (mode or
\`who.kind\` Solo, no team structure) that calibrates one, or lists it in \`what\`,
\`how_much\` or \`calibration\`, warns at the first place it is named; skipping it is
fine. A markdown rendering does not show the mode, but one without **Team Structure**
is the protocol's Solo rendering: listing a team extension domain in one of its response
sections warns the same way; otherwise a rendering is skipped. It warns rather than fails
because the spec lists the team extensions among the domains without restricting them to
team modes.

A Solo contract whose \`what\` holds a single action domain warns there too: the protocol
calls a task over at most one domain Single, and Phase 0 produces no contract for a Single
task without a team; Solo is what it proposes for a task over several domains. An empty
\`what\` (\`what: []\`) spans fewer domains still and warns the same way, at \`what\`.`,
  audit: [
    { source: "TeamAugment/TeamRestructure require team(Ctx)", enforced: "fails when a team mode names no team" },
    { source: "who_confirmed: Solo \u2192 true (implicit); TeamAugment/TeamRestructure \u2192 set at Phase 1", enforced: "fails when a team structure is not confirmed" },
    { source: "\u2500\u2500 SCENARIO TEMPLATES (team extension) \u2500\u2500", enforced: "warns when a Solo contract calibrates or lists TeamCoordination or ScopeCreep" },
    { source: "Single(Ctx) \u2227 \u00acteam(Ctx) \u2192 skip (delegation unambiguous; no DC produced)", enforced: "warns when a Solo contract's `what` holds one action domain, or none" },
    { source: "TeamStructure \u2208 {Solo, Augmented(TeamRef, Set(AgentRole)), Restructured(TeamRef, Set(AgentRole), Set(AgentRef))}", enforced: "fails when the entry mode and who.kind disagree (Solo \u21d4 Solo, TeamAugment \u21d4 Augmented, TeamRestructure \u21d4 Restructured)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts the `who: Solo` shorthand',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': edit(YAML_CONTRACT, ['who: { kind: Solo, confirmed: true }', 'who: Solo']),
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
      status: 'warn',
      title: 'warns when a Solo contract calibrates a team extension domain',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `mode: Solo
who: Solo
what: [Exploration, TeamCoordination]
how_much: {Exploration: Autonomous, TeamCoordination: Autonomous}`,
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering, which does not show the entry mode',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (model.format === 'markdown') return renderedTeamDomains(model);
    const { mode, who } = model;
    if (!mode && !who) return { status: 'skip', detail: 'the contract records neither mode nor who' };
    const findings: Finding[] = [];
    const m = mode?.text;
    const k = who?.kind?.text;
    if (mode && (m === undefined || !KIND_OF_MODE.has(m))) findings.push(model.at(mode.at, `mode ${contractShow(mode)} is not an entry mode (${CONTRACT_MODES.join(', ')})${contractMeant(m, CONTRACT_MODES)}`));
    if (who?.kind && (k === undefined || !(CONTRACT_WHO_KINDS as readonly string[]).includes(k))) {
      findings.push(model.at(who.kind.at, `who.kind ${contractShow(who.kind)} is not a team structure (${CONTRACT_WHO_KINDS.join(', ')})${contractMeant(k, CONTRACT_WHO_KINDS)}`));
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
      const said = who?.confirmed && who.confirmed.value !== false ? `, found ${contractShow(who.confirmed)}` : '';
      findings.push(model.at(who?.confirmed?.at ?? who!.at, `the ${k} team structure was not confirmed (who.confirmed must be true${said})`));
    }
    if ((m === 'Solo' || k === 'Solo') && who?.confirmed?.value === false) {
      findings.push(model.at(who.confirmed.at, 'Solo is confirmed implicitly; who.confirmed: false contradicts it'));
    }
    const solo = (m === 'Solo' || k === 'Solo') && !model.isTeam;
    const teamAdvice = solo
      ? teamDomainsNamed(model).map((v) => ({ ...model.at(v.at, `${v.text} is a team extension domain, but this is a Solo contract: with no team, its scenario has no agents to apply to`), severity: 'warning' as const }))
      : [];
    const single = solo ? singleDomainAdvice(model) : undefined;
    const advice = contractByLine([...teamAdvice, ...(single ? [single] : [])]);
    contractByLine(findings);
    if (!findings.length && advice.length) {
      if (!teamAdvice.length) return { status: 'warn', detail: single!.message, fix: SINGLE_FIX, findings: advice };
      return { status: 'warn', detail: `${plural(teamAdvice.length, 'team extension domain')} in a Solo contract: ${contractByLine(teamAdvice)[0]!.message}`, fix: single ? `${TEAM_FIX} ${SINGLE_FIX}` : TEAM_FIX, findings: advice };
    }
    if (!findings.length) return { status: 'pass', detail: `mode ${m ?? '(not recorded)'} with ${k ?? 'no'} team structure` };
    // The detail quotes the first problem; the warnings join the list in the order of the file.
    const first = findings[0]!;
    pushAll(findings, advice);
    contractByLine(findings);
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'WHO problem')}: ${first.message}`,
      fix: 'Record the entry mode and the matching structure (Solo ⇔ Solo, TeamAugment → Augmented, TeamRestructure → Restructured), the team, and the user\'s confirmation.',
      findings,
    };
  },
});
