/** Renderings in transcripts (nested halves, emoji labels, a PR description): one fixture per reading the rules must get right. */

/** A transcript: the contract, "Adjust", and the contract shown again, clean. */
export const adjustedTwice = `**Assistant:** Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration: read the auth middleware and its callers

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: the middleware and its tests

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): git push and PR creation

**Halt conditions** (I'll stop and escalate):
- a request without a token gets a 200

**Skipped** (not applicable to this task):
- Strategy — the approach is fixed by the RFC

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)

**User:** Adjust — I want to see file changes before they happen, and go ahead and push when tests pass.

**Assistant:** Updated. Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration: read the auth middleware and its callers
- External: push the branch and open the PR once tests pass

**Ask before** (I'll ask for permission first):
- FileModification: the middleware and its tests

**Halt conditions** (I'll stop and escalate):
- a request without a token gets a 200

**Skipped** (not applicable to this task):
- Strategy — the approach is fixed by the RFC

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** The same transcript whose second rendering breaks the protocol: External under **Report then act**, FileModification (ephemeral) with no durable half. */
export const adjustedWithBreak = adjustedTwice
  .replace('go ahead and push when tests pass.', 'go ahead and push when tests pass, but tell me first.')
  .replace('- External: push the branch and open the PR once tests pass\n', '- FileModification (ephemeral): scratch test fixtures\n')
  .replace("**Ask before** (I'll ask for permission first):\n- FileModification: the middleware and its tests", "**Report then act** (I'll tell you what I'm doing, then proceed):\n- External: push the branch and open the PR once tests pass");

/** A team rendering with **Authority transition** after the `Options:` choices, where the body has ended. */
export const authorityAfterOptions = `Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: ingest-pipeline
- Retained: lead, schema-owner
- Removed: dashboard-dev — no UI work in this task
- Added:
  - backfill-planner (Plan): ordering and batching of the 2019–2023 backfill
  - dedupe-auditor (Explore): duplicate events across the old and new topics

**Autonomous** (proceed without asking):
- Exploration (Minimal): the ingest and dedupe modules only

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: consumer code, backfill scripts and their tests
- TeamCoordination: when the planner and the auditor disagree, I'll report the resolution and proceed

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): git push, PR creation, any write to the shared Kafka cluster

**Halt conditions** (I'll stop and escalate):
- ScopeCreep: an agent finds work outside its focus
- backfill lag exceeds 6 hours → escalate

**Skipped** (not applicable to this task):
- Strategy — the backfill plan was fixed in the design review

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract (authority replacement)
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)

**Authority transition**: Approval replaces the team's prior operating contract with this DelegationContract.

`;

/** FileModification split into halves written as sub-items of a bare `- FileModification` item. */
export const nestedHalves = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration
  - read the GraphQL schema, resolvers and the persisted-query store
- FileModification
  - ephemeral: generated types, codegen output, build artifacts

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose)
  - if schema stitching looks better than federation, I'll propose both

**Ask before** (I'll ask for permission first):
- FileModification
  - durable: resolvers, schema files, \`codegen.yml\`
- External (AlwaysAsk)
  - git push
  - publishing the schema to the registry

**Halt conditions** (I'll stop and escalate):
- a breaking change is reported by the schema registry → halt

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** Section labels with an emoji inside the bold (`**🟢 Autonomous**`); External under **Report then act**. */
export const emojiInsideBold = `Here's the delegation contract for this task:

**🟢 Autonomous** (I'll proceed without asking):
- Exploration: the notification service and its templates

**🟡 Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: email templates and the renderer
- External: send the test campaign to the internal list

**🔴 Ask before** (I'll ask for permission first):
- Strategy: moving from MJML to React Email

**⛔ Halt conditions** (I'll stop and escalate):
- a template renders without the unsubscribe link → halt

**⏭️ Skipped** (not applicable to this task):
- none

**⚙️ Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** Section labels with an emoji before the bold (`✅ **Autonomous**`); External under **Report then act**. */
export const emojiBeforeBold = `Here's the delegation contract for this task:

✅ **Autonomous** (I'll proceed without asking):
- Exploration: read the payment webhooks and their retry logic

🔁 **Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: webhook handlers and their tests
- External: open the PR when the suite is green

✋ **Ask before** (I'll ask for permission first):
- Strategy: switching from polling to event subscriptions

🛑 **Halt conditions** (I'll stop and escalate):
- a webhook is acknowledged without being stored → halt

⏭️ **Skipped** (not applicable to this task):
- none

⚙️ **Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)
`;

/** A rendering in a PR description, every domain listed at a calibrated response. */
export const prDescription = `## Summary

Moves the nightly reconciliation job from cron to the workflow engine.

## Delegation contract

The agent that opened this PR ran under the following contract (approved by @mkovacs in the planning thread):

**Autonomous** (I'll proceed without asking):
- \`Exploration\` (Minimal): only the reconciliation package
- \`Strategy\` (ProposeThenChoose): pick the retry policy

**Report then act** (I'll tell you what I'm doing, then proceed):
- \`FileModification\`: job definitions and their tests
- \`External\`: open the PR once CI is green

**Ask before** (I'll ask for permission first):
- deleting the old crontab entry

**Halt conditions** (I'll stop and escalate):
- reconciliation totals differ from the cron run → halt

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

## Test plan

- [x] ran the workflow against the staging ledger
- [x] compared totals with last night's cron output
`;

/** A JSON contract with several shape problems and numbers written as strings, found out of file order. */
export const stringsAndNulls = `{
  "calibration": {
    "outcome": "approved",
    "calibrated_at_stakes": "Low",
    "stakes": "Med",
    "history": [
      { "response": "AskBefore", "scenario": "When files need to be modified for this task?", "domain": "FileModification" }
    ],
    "skipped": null,
    "calibrated": ["FileModification"],
    "domains": ["FileModification", "Exploration", "External"],
    "questions": "1"
  },
  "exploration": { "drift_action": "report", "breadth": "3", "depth": "2" },
  "halt_conditions": [ { "action": "halt", "trigger": "the lockfile diff exceeds 500 lines" } ],
  "how_much": { "External": "AskBefore", "Exploration": "Autonomous", "FileModification": "AskBefore" },
  "what": ["FileModification", "Exploration", "External"],
  "who": { "confirmed": true, "kind": "Solo", "team": null },
  "mode": "Solo",
  "task": "Bump every dependency with a security advisory",
  "generated_by": "epitrope/0.4.1"
}
`;

/** A session whose scenario questions offer their options as unnumbered bold lines after \`Options:\`: choices, not sections. */
export const unnumberedOptions = `For this task, I'd like to calibrate how I should handle FileModification:

The flag SDK wrapper and every checkout component will change.

Options:
**Autonomous** — edit components and the wrapper freely
**Report then act** — tell you which files, then edit
**Ask before** — ask before each change

> user: 2

For this task, I'd like to calibrate how I should handle External:

Options:
**Autonomous** — create flags and open PRs myself
**Ask before** — always ask first

> user: 2

Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- Exploration: read the checkout components

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: flag wrapper and checkout components

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): creating flags, opening PRs

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** — apply this contract
2. **Adjust** — I'd like to change something
3. **withdraw** — exit with partial contract
`;

/** A rendering whose sections are Setext headings (\`Autonomous\` over \`----------\`), without the "delegation contract" phrase. */
export const setextSections = `Autonomous
----------
- Exploration: read the ETL jobs

Report then act
===============
- External: push the branch, then tell you

Defaults
--------
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;
