import { defineRule, contractByLine, CONTRACT_HALT_ACTIONS, contractShow, contractSkipUnparsed, plural, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';

export default defineRule<ContractModel>({
  id: 'contract-halt-conditions',
  pack: 'contract',
  summary: 'Each halt condition has a non-empty trigger and the action halt or escalate',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A halt condition tells the agent when to stop: \`{ trigger, action }\` with a trigger the
agent can recognise and an action of ${CONTRACT_HALT_ACTIONS.join(' or ')}. An empty trigger, or one that is not
text, never fires; any other action is not one the protocol defines. The action words
are lower case in JSON and YAML (\`Halt\` fails, with a note saying so). In a markdown
rendering each **Halt conditions** item is a condition (a table row reads as its
cells joined by \`→\`: \`| trigger | escalate |\` is that trigger with escalate). The section has no action
syntax ("I'll stop and escalate"): an item whose text after its last arrow (\`→\`, \`->\`,
\`=>\`) is \`halt\` or \`escalate\` (any case) has that action and the text before the
arrow is its trigger; any other item is all trigger (\`v1 -> v2\`, \`… → stop\`,
\`… → ask me\`) with the section's action, escalate. So no rendering item fails for its
action word. A leading domain name is part of the trigger: a halt condition sets no
domain response. An item left empty (a bare \`-\`, or a table row whose cells are all
blank) is a condition with an empty trigger and fails at its line; \`- none\` says there
is no condition.`,
  audit: [
    { source: "Condition = { trigger: String, action: halt \u2228 escalate }", enforced: "fails on an empty trigger or another action" },
    { source: "**Halt conditions** (I'll stop and escalate): - [list of halt conditions]", enforced: "in a markdown rendering an item is a trigger with the action escalate, or halt/escalate when it ends with an arrow and that word" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes an empty list',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': `task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions: []
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`,
      },
    },
    {
      status: 'pass',
      title: 'reads markdown conditions: escalate by default, halt or escalate after a final arrow, any other arrow part of the trigger',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row
- a migration would touch production data → halt
- the invoice schema goes v1 -> v2

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)`,
      },
    },
    {
      status: 'fail',
      title: 'fails a capitalised action word, saying the words are lower case',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `halt_conditions:
  - trigger: prod data at risk
    action: Halt`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a halt-condition list',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'halt_conditions: none',
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const list = model.haltConditions;
    if (!list) return { status: 'skip', detail: model.format === 'markdown' ? 'the rendering has no **Halt conditions** section' : 'no halt_conditions list (see contract-schema)' };
    const findings: Finding[] = [];
    list.forEach((h, i) => {
      const n = `halt condition ${i + 1}`;
      if (!h.trigger) findings.push(model.at(h.at, `${n} has no trigger`));
      else if (h.trigger.text === undefined) findings.push(model.at(h.trigger.at, `${n} has a trigger that is not text (${contractShow(h.trigger)}); a trigger describes what stops the work`));
      else if (h.trigger.text.trim() === '') findings.push(model.at(h.trigger.at, `${n} has an empty trigger (${contractShow(h.trigger)})`));
      // A rendering's items always read as halt or escalate (see the docs); JSON and YAML spell the action.
      const a = h.action?.text;
      if (a === undefined || !(CONTRACT_HALT_ACTIONS as readonly string[]).includes(a)) {
        const cased = a !== undefined && (CONTRACT_HALT_ACTIONS as readonly string[]).includes(a.toLowerCase());
        findings.push(
          model.at(
            h.action?.at ?? h.at,
            cased
              ? `${n} has action ${contractShow(h.action)}; the action words are lower case: ${CONTRACT_HALT_ACTIONS.join(' or ')}`
              : `${n} has action ${contractShow(h.action)}; it must be ${CONTRACT_HALT_ACTIONS.join(' or ')}`,
          ),
        );
      }
    });
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: list.length ? `${plural(list.length, 'halt condition')}, each well formed` : 'no halt conditions declared' };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'malformed halt condition')}: ${findings[0]!.message}`,
      fix: 'Write each halt condition as a concrete trigger with the action halt or escalate (lower case).',
      findings,
    };
  },
});
