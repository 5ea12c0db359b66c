/** Contracts and renderings as people write them, inlined: one fixture per reading the rules must get right. */

export const SOLO_HEAD = `task: Migrate the billing service
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
`;

export const REST = `  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
`;

export const OTHER_ANSWERS = `    - { domain: Exploration, scenario: related information, response: Minimal }
    - { domain: Strategy, scenario: better approach, response: ProposeThenChoose }
    - { domain: External, scenario: git push, response: AlwaysAsk }
`;

export const CALIBRATED = '  calibrated: [FileModification, Exploration, Strategy, External]\n';

export const halvesNeverAsked = `${SOLO_HEAD}how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: Autonomous }
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: files need changes, response: ReportThenAct }
${OTHER_ANSWERS}`;

export const splitWithoutPlain = `${SOLO_HEAD}how_much:
  FileModification:
    persistence: { ephemeral: Autonomous, durable: AskBefore }
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: files need changes, response: ReportThenAct }
    - { domain: FileModification, scenario: temp files, response: Autonomous, persistence: ephemeral }
    - { domain: FileModification, scenario: persistent files, response: AskBefore, persistence: durable }
${OTHER_ANSWERS}`;

/** The protocol's two FileModification questions, the second answered without a \`persistence\` key. */
export const protocolQuestions = `${SOLO_HEAD}how_much:
  FileModification:
    response: Autonomous
    persistence: { ephemeral: Autonomous, durable: AskBefore }
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: "When files need to be modified for this task?", response: Autonomous }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore }
${OTHER_ANSWERS}`;

/** A plain FileModification response and a later answer whose scenario names rules and config: the last answer, not a durable half (no split anywhere). */
export const plainLastAnswer = `${SOLO_HEAD}how_much:
  FileModification: AskBefore
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: "When files need to be modified for this task?", response: ReportThenAct }
${OTHER_ANSWERS}    - { domain: FileModification, scenario: "Follow-up: and when the lint rules in .eslintrc.json or the redis config need changes?", response: AskBefore, kind: refinement }
`;

/** A plain FileModification response, and history that answers the durable half (by its \`persistence\` key) differently from the plain answer. */
export const plainWithKeyedHalf = `${SOLO_HEAD}how_much:
  FileModification: AskBefore
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: files need changes, response: ReportThenAct }
    - { domain: FileModification, scenario: persistent files, response: AskBefore, persistence: durable }
${OTHER_ANSWERS}`;

/** A durable answer (by key) and then a plain answer about the whole domain: the plain one is the last for both halves. */
export const plainAfterHalf = `${SOLO_HEAD}how_much:
  FileModification:
    response: Autonomous
    persistence: { ephemeral: Autonomous, durable: Autonomous }
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: persistent files, response: AskBefore, persistence: durable }
    - { domain: FileModification, scenario: files need changes, response: Autonomous }
${OTHER_ANSWERS}`;

export const halfDiffers = splitWithoutPlain.replace('ephemeral: Autonomous, durable: AskBefore }', 'ephemeral: Autonomous, durable: ReportThenAct }');

export const noMembers = `mode: TeamRestructure
who:
  kind: Restructured
  team: { name: squad, members: [] }
  roles: [{ name: reviewer, type: general-purpose, focus: security }]
  confirmed: true
`;

export const numberedAskBefore = `Here's the delegation contract for this task:

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
1. FileModification (durable): source code and config
2. External: open pull requests
3. Strategy: switch approach

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
`;

export const numberedHalts = `Here's the delegation contract for this task:

**Halt conditions** (I'll stop and escalate):
1. the test suite fails twice in a row
2) a migration would touch production data → escalate

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
`;

export const arrowInTrigger = `Here's the delegation contract for this task:

**Halt conditions**:
- the schema migration goes v1 -> v2
- the schema migration goes v2 -> v3 → halt
`;

export const skippedNothing = (line: string) => `Here's the delegation contract for this task:

**Autonomous**:
- Exploration (Minimal): read only the billing module

**Skipped** (not applicable to this task):
- ${line}

**Defaults**:
- Exploration: autonomous
- Others: ask-before
`;

export const removedNone = (value: string) => `Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: checkout-squad
- Members: lead, frontend
- Removed: ${value}
- security-reviewer (general-purpose): payment-flow changes

**Defaults**:
- Exploration: autonomous
- Others: ask-before
`;

export const noCalibratedList = `${SOLO_HEAD}how_much:
  FileModification: ReportThenAct
${REST}  history:
    - { domain: FileModification, scenario: files need changes, response: ReportThenAct }
${OTHER_ANSWERS}  outcome: approved
`;

export const wildcardElsewhere = `${SOLO_HEAD}calibration:
  history:
    - { domain: FileModification, scenario: files need changes, response: ReportThenAct }
    - { domain: FileModification, scenario: temp files, response: Autonomous, persistence: ephemeral }
    - { domain: Strategy, scenario: better approach, response: ProposeThenChoose }
    - { domain: Strategy, scenario: faster path, response: ProposeThenChoose, kind: wildcard }
`;

export const domainPrefixedHalt = `Here's the delegation contract for this task:

**Ask before**:
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions**:
- External: a force-push to main would be needed → escalate

**Defaults**:
- Exploration: autonomous
- Others: ask-before
`;

/** A team rendering listing Strategy, never calibrated, under **Ask before**: its default, not an answer. */
export const teamStrategyAtDefault = `Here's the delegation contract for this task:

**Team Structure** (WHO):
- lead (general-purpose) — keeps the plan, integrates findings
- impl (general-purpose) — writes the migration
- security-reviewer (general-purpose, added) — focus: SQL injection and privilege changes

**Autonomous** (proceed without asking):
- Exploration: read the schema, migrations and query code
- TeamCoordination: resolve contradictory findings between agents

**Report then act**:
- FileModification: edit migration files and repository code
- ScopeCreep: extend into adjacent work, reporting first

**Ask before**:
- External: push and PR creation
- Strategy: switching away from the planned approach

**Halt conditions**:
- a migration would drop a column with data
- tests fail three times in a row

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

Options:
1. **Approve** — apply this contract (authority replacement)
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** Response-section items labelled with actions (`Tests: ...`, `Git: ...`), not domains. */
export const freeTextLabels = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration: read anything in the repo
- Tests: run the unit and integration suites as often as needed
- Formatting: run prettier on touched files

**Report then act** (I'll tell you what I'm doing, then proceed):
- Refactors: rename helpers inside \`src/utils\`

**Ask before** (I'll ask for permission first):
- Git: push, open PRs
- Dependencies: adding or upgrading any package

**Halt conditions** (I'll stop and escalate):
- Coverage drops below 80%

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
`;

/** Halt conditions ending in natural arrows (`→ stop`, `→ ask me`, `→ rollback`): one-word actions the protocol does not have, and a phrase that is trigger. */
export const naturalArrows = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration: read anything in the repo

**Halt conditions** (I'll stop and escalate):
- p99 latency regresses by more than 10% → stop
- schema change needed → ask me
- migration fails → rollback

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
`;

/** A Solo rendering without its **Defaults** section (the line before `Options:` is blank). */
export const noDefaultsSection = `# Delegation contract — log rotation fix

Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration: read logs, configs and the rotation scripts anywhere in the repo
- FileModification (ephemeral): temp files and build artifacts

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edit \`scripts/rotate.sh\` and its tests

**Ask before** (I'll ask for permission first):
- External: git push and opening the PR
- FileModification (durable): changes to \`/etc/logrotate.d\` config

**Halt conditions** (I'll stop and escalate):
- any log file would be deleted rather than rotated
- disk usage above 90% during testing

**Skipped** (not applicable to this task):
- Strategy


Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** An approved YAML contract whose skipped External is still in `what`. */
export const skippedInWhat = `# Delegation contract for the config loader refactor.
# FileModification was split by persistence during the interview.
task: Refactor the config loader to support layered env files
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: Autonomous           # answer to the first FileModification scenario
    persistence:
      ephemeral: Autonomous        # build output, temp fixtures
      durable: AskBefore           # config, CLAUDE.md, rules
  Exploration: ReportThenAct
  Strategy: SwitchAutonomously
halt_conditions:
  - trigger: "a durable config file would be deleted"
    action: halt
exploration:
  depth: 3
  breadth: 2
  drift_action: halt
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy]
  skipped: [External]        # no push / PR for this task
  history:
    - domain: FileModification
      scenario: When files need to be modified for this task?
      response: Autonomous
      kind: scenario
    - domain: FileModification
      scenario: When persistent files (config, memory, rules) need changes?
      response: AskBefore
      persistence: durable
      kind: refinement
    - domain: Exploration
      scenario: When related information is found during investigation?
      response: ReportThenAct
    - domain: Strategy
      scenario: When a different approach looks better than the original plan?
      response: SwitchAutonomously
  stakes: Low
  outcome: approved
`;

/** The line of the first history answer of a fixture. */
export const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

/** An approved contract whose answered Strategy is missing from what and how_much. */
export const approvedDropsCalibrated = `mode: Solo
who: Solo
what: [FileModification]
how_much:
  FileModification: ReportThenAct
halt_conditions: []
exploration: {depth: 1, breadth: 1, drift_action: report}
calibration:
  domains: [FileModification, Strategy]
  calibrated: [FileModification, Strategy]
  history:
    - {domain: FileModification, scenario: "When files need to be modified for this task?", response: ReportThenAct}
    - {domain: Strategy, scenario: "When a different approach looks better than the original plan?", response: SwitchAutonomously}
  outcome: approved
`;
