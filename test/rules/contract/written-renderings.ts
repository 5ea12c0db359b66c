/** Renderings as agents write them: one fixture per reading the rules must get right. */

const INTRO = "Here's the delegation contract for this task:\n";
const DEFAULTS = `**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;
const OPTIONS = `Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** Exploration calibrated to ReportThenAct, beside the template's own `Exploration: autonomous` default line. */
export const explorationCalibrated = `${INTRO}
**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): coverage reports and snapshot files

**Report then act** (I'll tell you what I'm doing, then proceed):
- Exploration: when I find related code in other services, I'll tell you what I'm reading, then continue
- FileModification: the GraphQL resolvers and their tests
- Strategy: I'll propose switching to DataLoader batching and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): schema.graphql, codegen config, CLAUDE.md
- External: git push, opening the PR

**Halt conditions** (I'll stop and escalate):
- a resolver change breaks a persisted query → halt

**Skipped** (not applicable to this task):
- none

${DEFAULTS}
${OPTIONS}`;

/** Bold labels that nearly name a section: `**Autonomous actions**`, `**Ask first**`. */
export const paraphrasedLabels = `${INTRO}
**Autonomous actions** (I'll proceed without asking):
- Exploration: read the terraform modules and the AWS cost reports

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edit \`modules/vpc/*.tf\`

**Ask first** (I'll ask for permission):
- External: \`terraform apply\`, git push
- Strategy: switching from NAT gateways to VPC endpoints

**Halt conditions** (I'll stop and escalate):
- a plan shows any resource destruction → halt

${DEFAULTS}
${OPTIONS}`;

/** A plain line that reads as an entry, after the items of **Ask before**. */
export const entryAfterItems = `${INTRO}
**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy: propose alternatives

**Ask before** (I'll ask for permission first):
- FileModification: source edits

External: open the PR without asking

${DEFAULTS}`;

/** An entry written as an indented paragraph of the item above. */
export const indentedEntry = `${INTRO}
**Autonomous** (I'll proceed without asking):
- Exploration: logs

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edits

  External: push the branch, then tell you

${DEFAULTS}`;

/** A closing sentence between two sections: a remark, not an entry. */
export const closingSentence = `${INTRO}
**Autonomous** (I'll proceed without asking):
- Exploration: read the scheduler code and its Grafana dashboards

**Ask before** (I'll ask for permission first):
- FileModification: edits to \`scheduler/*.rs\`
- External: pushing to \`origin\` and opening the PR

I'll keep the benchmark numbers in the PR description.

**Halt conditions** (I'll stop and escalate):
- p99 latency regresses by more than 10% → halt

${DEFAULTS}`;

/** Six roles listed under an `Added perspectives:` item, which is not a role. */
export const addedSix = `${INTRO}
**Team Structure** (WHO):
- Team: ml-platform (members: trainer, evaluator — kept as-is)
- Added perspectives:
  - bias-auditor (general-purpose): subgroup metric gaps
  - privacy-reviewer (general-purpose): PII in training data
  - cost-analyst (Explore): GPU hours per experiment
  - reproducibility-checker (general-purpose): seeds and data versions
  - latency-reviewer (Explore): serving p99
  - docs-reviewer (general-purpose): model card completeness

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: training configs and evaluation scripts
- TeamCoordination: conflicting audit findings

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): pushing model artifacts to the registry

**Halt conditions** (I'll stop and escalate):
- any subgroup metric drops by more than 5 points → halt

**Skipped** (not applicable to this task):
- Strategy — the experiment plan is fixed

${DEFAULTS}
**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

${OPTIONS}`;

/** A restructure that retains nobody: the protocol terminates instead. Two roles added under `Added:`. */
export const retainedNone = (retained = 'none') => `${INTRO}
**Team Structure** (WHO):
- Team: payments-core
- Retained: ${retained}
- Removed: ledger-dev, api-dev
- Added:
  - reconciliation-auditor (general-purpose): double-entry invariants
  - fraud-analyst (Explore): chargeback patterns

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: reconciliation jobs and their tests
- TeamCoordination: contradicting audit findings

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): git push, PR creation

**Halt conditions** (I'll stop and escalate):
- ledger imbalance detected in staging → halt

**Skipped** (not applicable to this task):
- Strategy, ScopeCreep — the audit plan is fixed

${DEFAULTS}
**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

${OPTIONS}`;

/** FileModification listed for its ephemeral half only: durable files have no response. */
export const ephemeralOnly = `${INTRO}
**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): Storybook snapshots, \`dist/\`, generated icons
- Exploration: component library and design tokens

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): if CSS-in-JS removal looks cheaper with a codemod, I'll propose it

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): publishing the package to npm, git push

**Halt conditions** (I'll stop and escalate):
- visual regression diff above 0.5% on any story

**Skipped** (not applicable to this task):
- none

${DEFAULTS}
${OPTIONS}`;

/** A Solo rendering (no **Team Structure**) that calibrates the team extension domains. */
export const soloTeamDomains = `${INTRO}
**Autonomous** (I'll proceed without asking):
- TeamCoordination: resolve contradicting findings myself
- ScopeCreep: extend into adjacent work

${DEFAULTS}`;

/** A table whose Domain column is the second: External under **Report then act** and again under **Ask before**. */
export const domainSecondColumn = `${INTRO}
**Autonomous** (I'll proceed without asking):

| Action | Domain | Notes |
|---|---|---|
| Read the Terraform modules | Exploration | read-only |
| Regenerate \`plan.out\` | FileModification (ephemeral) | discarded after apply |

**Report then act** (I'll tell you what I'm doing, then proceed):

| Action | Domain |
|---|---|
| Push the branch and open the PR | External |

**Ask before** (I'll ask for permission first):

| Action | Domain |
|---|---|
| Edit \`*.tf\` and \`CLAUDE.md\` | FileModification (durable) |
| Push the branch and open the PR | External |

${DEFAULTS}
${OPTIONS}`;

/** Ordinary words that look like domains: leading labels and trailing parentheses. */
export const ordinaryWords = `${INTRO}
**Autonomous** (I'll proceed without asking):
- Internal: rename helpers
- Strategic: reorder the migration steps
- Refactor the parser (internal)
- Pick the rollout order (Strategic)

**Ask before** (I'll ask for permission first):
- Stratgy: switch approach
- Exploraton: read the vendored code
- FileModificaton: edit configs

${DEFAULTS}
${OPTIONS}`;

/** Label lines and heading descriptions that describe their section. */
export const describedSections = `${INTRO}
**Autonomous:** I'll proceed without asking
- Exploration: read the repo

### Ask before
*I'll ask for permission first.*
- External: git push

### Report then act
_I'll tell you what I'm doing_:
- Strategy: propose another approach

**Skipped:** none

${DEFAULTS}
${OPTIONS}`;

/** Closing prose that starts with a domain word and a parenthesis. */
export const domainWordProse = `${INTRO}
**Autonomous** (I'll proceed without asking):
- Exploration: read the services

**Ask before** (I'll ask for permission first):
- External: git push and PR creation
Exploration (as above) stays read-only.
External services (Stripe, Sentry) are only read, never written.

${DEFAULTS}
${OPTIONS}`;

/** FileModification halves written at the end of items, after a leading label or in a final group. */
export const halvesAtTheEnd = (eph: string, dur: string) => `${INTRO}
**Autonomous** (I'll proceed without asking):
- ${eph}

**Ask before** (I'll ask for permission first):
- ${dur}
- External: git push

${DEFAULTS}
${OPTIONS}`;

/** Skipped items naming their domain after the reason or before it. */
export const skippedWithReasons = `${INTRO}
**Autonomous** (I'll proceed without asking):
- Exploration: read the notebook

**Skipped** (not applicable to this task):
- No pushes or PRs — the notebook stays local (External)
- Strategy, since the modelling approach is fixed

${DEFAULTS}
${OPTIONS}`;

/** A halt-conditions section under a paraphrased label. */
export const escalateWhen = `${INTRO}
**Autonomous** (I'll proceed without asking):
- Exploration: read the repo

**Escalate when**:
- the build breaks twice

${DEFAULTS}`;

/** Members listed with "and". */
export const membersWithAnd = `${INTRO}
**Team Structure** (WHO):
- Team: platform
- Members: alice-agent, bob-agent and carol-agent
- Removed: carol-agent
- Added: reviewer (general-purpose): security review

**Autonomous** (I'll proceed without asking):
- Exploration: read the repo

${DEFAULTS}
${OPTIONS}`;

/** Two actions of one domain in one section: one response. */
export const twoActionsOneSection = `Here's the delegation contract for this task:

**Ask before** (I'll ask for permission first):
- External: git push
- External: opening a pull request
- FileModification (durable): config files
- FileModification (durable): the rules folder

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;

/** One section naming two different responses for a domain. */
export const twoResponsesOneSection = `Here's the delegation contract for this task:

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose the better approach
- Strategy (SwitchAutonomously): switch when the plan fails

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;

/** Bold labels that carry their description inside the bold. */
export const descriptionInBold = `Here's the delegation contract for this task:

**Autonomous (I'll proceed without asking):**
- FileModification: edit anything under src/

**Report then act (I'll tell you what I'm doing, then proceed):**
- External: push the branch, then tell you

**Defaults (uncalibrated domains default):**
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;

/** Sections labelled with underscore bold. */
export const underscoreBold = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): build output

__Report then act__ (I'll tell you what I'm doing, then proceed):
- External: push the branch, then tell you

__Ask before__ (I'll ask for permission first):
- FileModification (ephemeral): wipe the cache folder

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;

/** A section named in italics, not bold: its items belong to no section read. */
export const italicLabel = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification: edit anything under src/

*Report then act* (I'll tell you what I'm doing, then proceed):
- External: push the branch, then tell you

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;

/** Sections written as tables. */
export const tableSections = `Here's the delegation contract for this task:

**Report then act** (I'll tell you what I'm doing, then proceed):

| Domain | What I'll do |
|---|---|
| External | push the branch, then tell you |

**Halt conditions** (I'll stop and escalate):

| Trigger | Action |
|---|---|
| secrets appear in the diff | stop |
| production data at risk | halt |

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;

/** Content under a section that is neither a list nor a table with a delimiter row. */
export const unreadContent = `Here's the delegation contract for this task:

**Halt conditions** (I'll stop and escalate):
Secrets appear in the diff, or production data is at risk.

**Skipped**:
| Exploration |
| Strategy |

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Let me know if this looks right.
`;

/** \`•\` bullets. */
export const unicodeBullets = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
• FileModification: edit anything under src/

**Defaults** (uncalibrated domains default):
• Exploration: autonomous (read-only, inherently safe)
• Others: ask-before
`;

/** Team members as a sub-list of \`Members:\`, then one role. */
export const nestedMembers = `Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: payments
- Members:
  - dana (general-purpose)
  - eli (data-engineer)
  - fay (general-purpose)
  - gus (general-purpose)
  - hal (security-reviewer)
  - ida (general-purpose)
- auditor (general-purpose): PCI compliance
- Removed:
    - fay

**Ask before**:
- FileModification: any change

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval supersedes the contract the team operated under until now.
`;

/** **Defaults** listing a domain its section gives another response. */
export const defaultsContradictsSection = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Strategy: switch to the better approach without asking

**Ask before** (I'll ask for permission first):
- External: git push

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
- Strategy: ask-before
- External: ask-before
`;

/** The durable half named the way the protocol's question words it. */
export const persistentFiles = `Here's the delegation contract for this task:

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: source edits under src/

**Ask before** (I'll ask for permission first):
- FileModification (persistent files): config, memory writes, CLAUDE.md, rules

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;
