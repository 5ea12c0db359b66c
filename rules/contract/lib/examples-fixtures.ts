/**
 * The delegation contract that contract rule examples share: a Solo contract for migrating the
 * billing service to the new payments API (saved as YAML or JSON, and rendered as Markdown), and
 * the Markdown rendering of a team contract for checkout-squad. An example takes a document from
 * here and states only what it changes, with `edit`.
 */

/** `doc` with each `[from, to]` change made once; a `from` that is not in `doc` throws, so an example cannot silently show the unchanged document. */
export function edit(doc: string, ...changes: ReadonlyArray<readonly [from: string, to: string]>): string {
  return changes.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`example document lacks ${JSON.stringify(from)}`);
    return text.replace(from, () => to);
  }, doc);
}

/** The Solo contract's Markdown rendering, as shown for approval. */
export const SOLO_RENDERING = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row → halt
- a migration would touch production data → escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)`;

/** The team contract's Markdown rendering: two roles added to checkout-squad, with the authority transition. */
export const TEAM_RENDERING = `Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: checkout-squad
- security-reviewer (general-purpose): payment-flow changes that weaken validation
- api-historian (Explore): how the old payments API is used across services

**Autonomous** (proceed without asking):
- Exploration: read the checkout and payments modules

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edits to the checkout flow and its tests

**Ask before** (I'll ask for permission first):
- TeamCoordination: contradicting findings between agents
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- ScopeCreep: an agent finds work outside its focus
- two agents report contradicting test results twice → escalate

**Skipped** (not applicable to this task):
- Strategy — the plan is fixed by the release checklist

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

Options:
1. **Approve** — apply this contract (authority replacement)
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)`;

/** The Solo contract in YAML before its calibration state: task, mode, WHO, WHAT, HOW MUCH, halt conditions and exploration scope. */
export const YAML_WITHOUT_CALIBRATION = `task: Migrate the billing service to the new payments API
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
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }`;

/** The approved Solo contract in YAML: every domain calibrated, at Med stakes. */
export const YAML_CONTRACT = `${YAML_WITHOUT_CALIBRATION}
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
  outcome: approved`;

/** A draft of the Solo contract in YAML, before its domains are decomposed: no domain, response or halt condition yet. */
export const YAML_DRAFT = `task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: []
how_much: {}
halt_conditions: []
exploration: { depth: 2, breadth: 3, drift_action: report }`;

/** The start of the Solo contract in JSON, up to its HOW MUCH: also a contract cut off while it was written. */
export const JSON_UP_TO_HOW_MUCH = `{
  "task": "Migrate the billing service to the new payments API",
  "mode": "Solo",
  "who": { "kind": "Solo", "confirmed": true },
  "what": ["FileModification", "Exploration", "Strategy", "External"],
  "how_much": {
    "FileModification": {
      "response": "ReportThenAct",
      "persistence": { "ephemeral": "Autonomous", "durable": "AskBefore" }
    },
    "Exploration": "Minimal",
    "Strategy": "ProposeThenChoose",
    "External": "AlwaysAsk"
  },`;

/** The approved Solo contract in JSON, each history entry with its kind. */
export const JSON_CONTRACT = `${JSON_UP_TO_HOW_MUCH}
  "halt_conditions": [
    { "trigger": "the test suite fails twice in a row", "action": "halt" },
    { "trigger": "a migration would touch production data", "action": "escalate" }
  ],
  "exploration": { "depth": 2, "breadth": 3, "drift_action": "report" },
  "calibration": {
    "domains": ["FileModification", "Exploration", "Strategy", "External"],
    "calibrated": ["FileModification", "Exploration", "Strategy", "External"],
    "skipped": [],
    "history": [
      { "domain": "FileModification", "scenario": "When files need to be modified for this task?", "response": "ReportThenAct", "kind": "scenario" },
      { "domain": "FileModification", "scenario": "When temp files or build artifacts need changes?", "response": "Autonomous", "persistence": "ephemeral", "kind": "refinement" },
      { "domain": "FileModification", "scenario": "When persistent files (config, memory, rules) need changes?", "response": "AskBefore", "persistence": "durable", "kind": "refinement" },
      { "domain": "Exploration", "scenario": "When related information is found during investigation?", "response": "Minimal", "kind": "scenario" },
      { "domain": "Strategy", "scenario": "When a different approach looks better than the original plan?", "response": "ProposeThenChoose", "kind": "scenario" },
      { "domain": "External", "scenario": "When git push or PR creation is needed?", "response": "AlwaysAsk", "kind": "scenario" }
    ],
    "stakes": "Med",
    "calibrated_at_stakes": "Med",
    "outcome": "approved"
  }
}`;
