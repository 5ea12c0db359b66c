/** Contracts from an audit of the contract pack, inlined: one fixture per problem found. */

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
2) a migration would touch production data → pause

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

/** The line of the first history answer of a fixture. */
export const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
