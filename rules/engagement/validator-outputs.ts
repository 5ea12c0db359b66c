import { oneSpaced, pushAll,
  defineRule,
  firstNotBefore,
  outputIterationTags,
  followsProtocol,
  isPlainObject,
  jsonLocator,
  jsonText,
  jsonTypeName,
  lineLocator,
  list,
  notAFileMessage,
  parseJsonLikePython,
  plural,
  validationLogValidators,
  validationOutputFiles,
  type EngagementModel,
  type Finding,
} from '@engagement-lint/core/kit';
import { currentIteration, loggedByProtocol, unreadValidatorNames, type Named } from './lib/logged-validators.js';
import { ADVERSARIES, adversaryRuns, consiliumReviewers } from './lib/adversary-runs.js';
import { claimedRuns } from './lib/claimed-validators.js';
import { misnamedOutputs } from './lib/output-names.js';
import { currentRound } from './lib/round-in-force.js';

/** Recommended but not required: a missing output only warns. */
const OPTIONAL = new Set(['test-reviewer', 'documentation-reviewer', 'prompt-reviewer', 'feasibility-assessor']);
const VERDICTS = new Set([
  'approved', 'approved_with_suggestions', 'approved_with_caveats', 'changes_required', 'needs_improvement', 'needs_more',
  'blocked', 'pass', 'passed', 'fail', 'failed', 'clean', 'complete', 'warning', 'not_verifiable', 'satisfied',
  'rework_required', 'suspicious_too_clean', 'suspicious', 'skipped',
]);
/**
 * The protocol's own verdict words (the adversary roles' Pass-2 outputs write them): read as
 * verdicts under the recommended preset; the reference does not know them.
 */
const PROTOCOL_VERDICTS = ['accept', 'reject'];
/** The recognised verdicts of a preset, for messages. */
const vocabulary = (protocol: boolean) => [...VERDICTS, ...(protocol ? PROTOCOL_VERDICTS : [])];
/** Numerical / formula-driven validators: their outputs must say how they measured. */
const NEEDS_METHODOLOGY = new Set(['accessibility-validator', 'performance-validator', 'security-auditor', 'ux-review', 'anti-pattern-detector']);
/** What follows a validator's name in its output's file name (`<name>-iter-N-….json`, `<name>.json`), under the protocol. */
const OUTPUT_NAME_ENDS = ['-', '.', '_'];

/**
 * Whether any of `names` starts with a given prefix: a binary search in the sorted names (the
 * first name not below the prefix is the one that can start with it), so thousands of logged
 * validators against thousands of files stay fast.
 */
function outputNameStarts(names: string[]): (prefix: string) => boolean {
  const sorted = [...names].sort();
  return (prefix) => sorted[firstNotBefore(sorted, (name) => name < prefix)]?.startsWith(prefix) ?? false;
}

const truthy = (v: unknown) => v !== undefined && v !== null && v !== false && v !== '' && v !== 0 && !(Array.isArray(v) && v.length === 0) && !(isPlainObject(v) && Object.keys(v).length === 0);

export default defineRule<EngagementModel>({
  id: 'validator-outputs',
  pack: 'engagement',
  tiers: ['M', 'L'],
  // The protocol's tier table requires validator output JSON files at S too.
  recommendedTiers: ['S', 'M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every logged validator left a parseable JSON output with a recognised verdict',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `A validator run that left no JSON behind cannot be verified: the log may describe a run that
never happened. Validators are the \`### <name>\` blocks of validation-log.md whose name is
lowercase (\`### code-reviewer\`; \`### Phase 6a\` is prose).

- fail when \`validation-outputs/\` is missing, or a logged validator has no
  \`validation-outputs/<name>*.json\`; warn instead when every missing one is optional
  (test-reviewer, documentation-reviewer, prompt-reviewer, feasibility-assessor).
- Each output (files with \`-preliminary-\` in the name are exempt) must be a JSON object with
  \`verdict\` (or \`status\`) from the reference's vocabulary, case-insensitive: ${[...VERDICTS].join(', ')};
  else fail. Under \`--preset recommended\` the protocol's own verdict words, ${PROTOCOL_VERDICTS.join(' and ')}
  (as the adversary roles write them), count too. A list or an object is never a verdict. Invalid JSON is reported at its line; an array or other non-object is a
  finding, not a crash. As the reference parses with Python, bare \`NaN\` / \`Infinity\` values
  are accepted. A folder, FIFO or broken link under an output's name is an output that cannot be
  read: it fails like invalid JSON, never passed over.
- Outputs of accessibility-validator, performance-validator, security-auditor, ux-review and
  anti-pattern-detector need \`methodology\` (top level or under \`metrics\`), else warn. An output
  is a logged validator's when its file name starts with the validator's name
  (\`security-auditor-1.json\`, \`security-auditor-iter-2-x.json\`; under \`--preset recommended\` followed by
  \`-\`, \`.\` or \`_\`, so \`ux-reviewer-iter-1.json\` is no output of ux-review), unless the JSON names its own
  role in \`validator\` or \`reviewer_role\`. Adversary roles (peer-opus, codex-blind,
  codex-informed, sonnet-scoped, haiku-scoped) are exempt.

Under \`--preset recommended\` the log's names are also read through code and emphasis marks
(\`\` ### \`security-auditor\` \`\`), past an emoji in front (\`### 🔒 security-auditor\`) or a label (\`### Validator:
security-auditor\`, \`Reviewer:\`, «Валидатор:»), and in capitals, lowercased, after such a label or when the name ends in a
role's word (\`### Security-Auditor\`, \`### UX-Reviewer\`; not \`### Follow-Up\`), its headings are
read as markdown renders them (an \`Iteration 2\` underlined with \`---\` heads a section as \`## Iteration 2\`
does), and every reviewer of consilium-summary.md's verdict table
(\`| Reviewer | … | Verdict | … |\`) is an adversary role that needs its own output, reported at
its table row when the log does not name it. A log naming no validator is then checked still
when the verdict table names a reviewer, and it warns (rather than skips) when it names validators
in a form that logs no run: a table's first cell, a list item's leading name or a heading of another
level, where the name is hyphenated like the protocol's roles (\`security-auditor\`) or begins an
output's file name: those runs were written down, yet their outputs went unchecked. A validator or role whose only outputs are
\`-preliminary-\` files (an adversary's Pass 1) fails too: the final Pass-2 output, the one carrying
the verdict, was never written. A validator logged under the current iteration's \`## Iteration N\`
section of the log (N the \`engagement/iteration\` counter, or without one the log's highest
\`## Iteration N\`) owes an output of that iteration: one of its non-preliminary outputs must carry
\`-iter-N-\` (read as validator-output-freshness reads it: \`-iter-03-\` is not \`-iter-3-\`), carry no
\`-iter-K-\` at all (then misnamed, below), or be cited in the validator's block of the log, by its path or its file name (a reuse
of an earlier output, which the protocol allows while the artefact is unchanged). Else it fails at its
log heading, naming the line and the missing \`validation-outputs/<name>-iter-N-<timestamp>.json\`:
the log records this iteration's run, and nothing proves it.

Under \`--preset recommended\` these are read too, as the protocol writes them:
- Validator headings: a heading listing several validators (\`### code-reviewer, security-auditor\`,
  \`### a + b\`, \`### a and b\`, each further name hyphenated like the protocol's roles) logs each of them;
  a heading that does not open with a Latin role name (\`### 6a\`, \`### проверка кода\`) logs none.
- Output names: \`{validator|adversary-role}-iter-{N}[-preliminary]-{timestamp}.json\`. A named
  validator's output under another name (\`code-reviewer-final.json\`, \`ux-review.json\`,
  \`x-iter-2.json\`) fails at the file, naming the pattern and the expected file, when the validator
  has no output so named for its round (the current \`## Iteration N\` when it is logged there, else
  any); a misnamed extra beside one so named, or a file no named validator owns, warns.
- The adversary roles, at M and L (peer-opus, codex-blind, codex-informed, sonnet-scoped, haiku-scoped,
  the verdict table's reviewers, and roles named for a model family: opus, codex, sonnet, haiku). Each
  Pass-2 output \`{role}-iter-K-{ts}.json\` needs its Pass-1 \`{role}-iter-K-preliminary-{ts}.json\`, else
  fail at the output. An ACCEPT of iteration R (acceptance-log.md's latest verdict and its
  \`## Iteration R\`) needs each role that left Pass-2 outputs to have one of iteration R, else fail
  at the verdict (the round was judged on an earlier round's consilium; a REJECT is not held to it).
  At L the reviewers on record for the round (the verdict table of a consilium titled for it, and the
  round's Pass-2 outputs) must make up peer-Opus + 2× Codex + Sonnet + Haiku, counted by family in any
  spelling (\`Peer Opus\`, \`Codex (blind)\`, \`codex-1\`), else fail at the verdict table naming the missing ones.
  That consilium is cross-family: at L, when every adversary Pass-2 output of the round declares one and the same
  \`"family"\` (\`"family": "anthropic"\` on all five), it warns at an output, naming the family and the roles. At M and L
  a \`**[CROSS-FAMILY]** a=x vs b=y\` line of consilium-summary.md whose two reviewers' outputs (of the summary's round)
  declare the same family warns at that line: it is no cross-family disagreement. Outputs declaring no family say nothing.
- handoff.md §5 and plan.md. A validator §5 reports a verdict for (\`- security-auditor: approved\`,
  the S-tier \`code-reviewer: approved — see validation-outputs/\` line, a \`| name | verdict |\` row)
  that the log does not name and that left no output fails at the §5 line; one that plan.md's
  \`## Validators planned\` lists (the name opening an item, named like a validator: \`-reviewer\`,
  \`-auditor\`, \`-validator\`, \`-review\`, …) with neither log entry nor output warns at the plan,
  unless validation-log.md, handoff.md §5 or scope-sync.md names it (as not run, dropped, replaced, or
  at all; HTML comments aside): plan.md is "mutable until first dispatch, then frozen", so a validator
  dropped later stays planned there, and those records say what became of it.

Every problem is reported in one run: a missing optional output (a warning) never hides a broken
output file (a failure). Skips while validation-log.md is missing or names no validator;
\`--mode ready\` turns that skip into a failure.`,
  examples: [
    {
      status: 'pass',
      title: 'falls back to status when verdict is empty, as the reference does',
      files: {
        'validation-log.md': '### code-reviewer',
        'validation-outputs/code-reviewer-iter-1-a.json': `{
  "status": "pass"
}`,
      },
    },
    {
      status: 'fail',
      title: 'fails when validation-outputs/ is missing, at each logged validator',
      files: {
        'validation-log.md': `# Validation log

### Phase 6a
prose

### code-reviewer
verdict: approved

### skeptic
verdict: approved
`,
      },
    },
    {
      status: 'fail',
      title: 'under --preset recommended, fails when a validator logged for the current iteration left no output of it',
      options: {"preset": "recommended"},
      files: {
        'iteration': '2',
        'validation-log.md': `## Iteration 2

### security-auditor
Ran in chat, output file to follow

## Iteration 1

### security-auditor
`,
        'validation-outputs/security-auditor-iter-1-a.json': '{"verdict": "approved", "methodology": "OWASP ASVS 4.0"}',
      },
    },
    {
      status: 'warn',
      options: {"preset": "compat"},
      files: {
        'validation-log.md': '### test-reviewer',
        'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}',
      },
    },
    {
      status: 'skip',
      title: 'skips without validation-log.md, and fails under --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'validation-outputs/ # MANDATORY — JSON proof-of-run for each validator AND adversary role (incl. preliminary) │ └── {validator|adversary-role}-iter-{N}[-preliminary]-{timestamp}.json … | Validator output JSON files | required | required | required |',
      compat: 'A logged test-reviewer, documentation-reviewer, prompt-reviewer or feasibility-assessor without an output file only warns, and only validation-log.md names the runs: an adversary role listed in consilium-summary.md but not logged needs no output. Any output proves a validator\'s run, whichever iteration it names: security-auditor logged under `## Iteration 3` with only `-iter-1-` and `-iter-2-` outputs passes, and so does `code-reviewer-final.json`, whose name says no round. An adversary\'s Pass-2 output passes without its Pass-1 `-preliminary-` file.',
      recommended: 'Every logged validator needs its output file; a missing one fails whichever validator it is. So does every adversary role named in the verdict table of consilium-summary.md (a table whose header starts with a Reviewer column and has a Verdict column): a reviewer without `validation-outputs/<role>*.json` fails at its table row. A `-preliminary-` (Pass 1) file alone is no output: the role\'s final Pass-2 output is required. A validator logged under the current `## Iteration N` section of validation-log.md (N the counter) needs an output of that iteration (`-iter-N-`, or an earlier output its log block cites as reused); else it fails at its heading, naming the expected `validation-outputs/<name>-iter-N-<timestamp>.json`. Names are read as the protocol writes them: an output under another name (`code-reviewer-final.json`) fails at the file when its validator has no output named `{validator}-iter-{N}-{timestamp}.json` for its round, and warns as an extra beside one. Each adversary Pass-2 output needs its Pass-1 `-preliminary-` file of the same round (M and L).',
    },
    {
      protocol: 'validation-outputs/ # MANDATORY — JSON proof-of-run for each validator AND adversary role (incl. preliminary)',
      compat: 'A numbered heading (`### 1. code-reviewer`) or a name in code or emphasis marks (`` ### `code-reviewer` ``) names no validator, as the reference reads it: its output is not required.',
      recommended: 'The numbering is read past: `### 1. code-reviewer` logs code-reviewer, whose output is required. So are code and emphasis marks around the name: `` ### `security-auditor` `` and `### **security-auditor**` log security-auditor, which the reference reads as no validator.',
    },
    {
      protocol: 'The director\'s verdict is exactly ACCEPT or REJECT.',
      compat: 'Only the reference\'s vocabulary (approved, changes_required, pass, satisfied, rework_required, …) is a verdict: an adversary\'s Pass-2 output with `"verdict": "ACCEPT"` or `"REJECT"`, the protocol\'s only verdict words, fails as "not a recognised verdict", though every validator and adversary role must leave JSON proof-of-run.',
      recommended: '`accept` and `reject` (any case) are recognised verdicts too.',
    },
    {
      protocol: 'Adversary pass | none | Opus adversary in fresh subprocess (`adversary_lg.py --consilium M`) | Consilium: peer-Opus + 2× Codex + Sonnet + Haiku (`adversary_lg.py --consilium L`) … # L-tier: 5-reviewer consilium (peer-Opus + 2× Codex + Sonnet + Haiku)',
      compat: 'The reviewers are not counted and their rounds not read: an L consilium of peer-opus alone passes, and so does an ACCEPT of iteration 2 judged on iteration 1\'s adversary outputs.',
      recommended: 'At L the reviewers on record for the round under verdict (the verdict table of a consilium titled for it, and that round\'s Pass-2 outputs) must make up peer-Opus + 2× Codex + Sonnet + Haiku, by family in any spelling; else fail naming the missing ones; a roster whose Pass-2 outputs all declare one `"family"` warns (no cross-family check was made), and so does a `[CROSS-FAMILY]` disagreement between two reviewers of one declared family. At M and L an ACCEPT of iteration R fails at the verdict when an adversary role that left Pass-2 outputs has none of iteration R.',
    },
    {
      protocol: '5. Validation log — Summary — see validation-log.md for full entries. - {validator}: {verdict}, {N findings resolved / N deferred} … ## Validators planned - {validator-name} on {artefact} — triggered by {rule}',
      compat: 'handoff.md and plan.md are not read: §5 may report `security-auditor: approved` for a validator never logged and without output, and a planned validator may never run.',
      recommended: 'A validator §5 reports a verdict for, neither logged nor with an output, fails at its §5 line; a validator plan.md plans (the name opening a `## Validators planned` item) with neither log entry nor output warns at the plan, unless validation-log.md, handoff.md §5 or scope-sync.md names it (plan.md is frozen after first dispatch: a validator dropped later stays planned there).',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const optional: ReadonlySet<string> = protocol ? new Set() : OPTIONAL;
    const verdicts: ReadonlySet<string> = protocol ? new Set(vocabulary(true)) : VERDICTS;
    const log = model.validationLog;
    if (!log) return { status: 'skip', detail: 'validation-log.md not present', missingArtefact: true };
    const logged = protocol ? loggedByProtocol(model, log) : validationLogValidators(model).map((v) => ({ ...v, doc: log }));
    const loggedNames = new Set(logged.map((v) => v.name));
    // A reviewer the log names too is reported once, at its log heading.
    const reviewers = protocol ? consiliumReviewers(model.consilium).filter((r) => !loggedNames.has(r.name)) : [];
    if (!logged.length && !reviewers.length) {
      // A skip means "not applicable yet": validators written down in a form that logs no run were
      // run (or meant to be), and their outputs go unchecked, which is said rather than skipped.
      const unread = protocol ? unreadValidatorNames(log, (validationOutputFiles(model) ?? []).map((f) => f.name)) : [];
      if (!unread.length) return { status: 'skip', detail: 'no validators logged yet', missingArtefact: true };
      return {
        status: 'warn',
        detail: `no validator logged as a \`### <name>\` section, but validation-log.md names ${list(unread.map((v) => `${v.name} (L${v.line})`))} in a table, a list or a heading of another level: their outputs were not checked`,
        fix: 'Append one `### <validator-name>` section per validator run to validation-log.md (its verdict and output under it), as the protocol\'s log does.',
        findings: unread.map((v) => log.at(v.line, `${v.name} is named here, not logged as a \`### ${v.name}\` section: its run and output are not checked`, v.column, 'warning')),
      };
    }
    const named = [...logged, ...reviewers];
    const names = [...new Set(named.map((v) => v.name))];
    const notLogged = (v: Named) => (v.reviewer ? `${v.name} named in the consilium verdicts` : `${v.name} logged`);
    const files = validationOutputFiles(model);
    const unreadable = files ? undefined : model.fs.folderProblem(model.rel('validation-outputs'));
    if (unreadable) {
      // There but not listable: the outputs cannot be checked, which is not the same as never written.
      return {
        status: 'fail',
        detail: `${names.length} validators logged but ${model.rel('validation-outputs/')} could not be read (${unreadable.message}) — runs unverifiable`,
        fix: 'Make validation-outputs/ a readable folder, then lint again.',
        findings: [model.at('validation-outputs', 1, `validation-outputs/ could not be read: ${unreadable.message}`)],
      };
    }
    if (!files) {
      return {
        status: 'fail',
        detail: `${names.length} validators ${reviewers.length ? 'logged or named in the consilium verdicts' : 'logged'} but ${model.rel('validation-outputs/')} missing entirely — runs unverifiable`,
        fix: "Capture each validator's JSON return into validation-outputs/{name}-iter-N-{timestamp}.json.",
        findings: named.map((v) => v.doc.at(v.line, `${notLogged(v)}, but there is no validation-outputs/ folder`, v.column)),
      };
    }

    const problems: string[] = [];
    const warnings: string[] = [];
    const findings: Finding[] = [];
    // Under the protocol an output is a validator's when its name follows the validator's with a
    // separator: `ux-reviewer-iter-1.json` is another validator's, not a run of ux-review.
    const owned = (starts: (prefix: string) => boolean) => (protocol ? (name: string) => OUTPUT_NAME_ENDS.some((sep) => starts(name + sep)) : starts);
    const hasOutput = owned(outputNameStarts(files.map((f) => f.name)));
    // Under the protocol a Pass-1 preliminary is no proof of the run's final (Pass-2) verdict.
    const hasFinal = protocol ? owned(outputNameStarts(files.filter((f) => !f.name.includes('-preliminary-')).map((f) => f.name))) : hasOutput;
    // Logged validators that must state their methodology, longest first so a longer name owns its files.
    const measuring = names.filter((n) => NEEDS_METHODOLOGY.has(n)).sort((a, b) => b.length - a.length);
    const missing = names.filter((n) => !hasFinal(n));
    const missingSet = new Set(missing);
    // Only a `-preliminary-` (Pass 1) output: the final one, which carries the verdict, was never written.
    const passOneOnly = new Set(missing.filter((n) => hasOutput(n)));
    const missingRequired = missing.filter((n) => !optional.has(n) && !passOneOnly.has(n));
    const missingOptional = missing.filter((n) => optional.has(n));
    for (const v of named.filter((v) => missingSet.has(v.name))) {
      const message = passOneOnly.has(v.name)
        ? `${notLogged(v)}, but validation-outputs/ holds only its -preliminary- (Pass 1) output: the final validation-outputs/${v.name}-iter-N-<timestamp>.json is missing`
        : `${notLogged(v)} without validation-outputs/${v.name}*.json`;
      findings.push(v.doc.at(v.line, message, v.column, optional.has(v.name) ? 'warning' : 'error'));
    }
    if (missingRequired.length) {
      // Under the protocol a logged run owes its output whether or not the validator is optional: "required" would misname an optional one.
      const optionalToo = missingRequired.filter((n) => OPTIONAL.has(n));
      problems.push(
        protocol
          ? `validators logged without output file: ${list(missingRequired)}${optionalToo.length ? ` (${optionalToo.length === missingRequired.length ? '' : `${list(optionalToo)} `}optional, but logged as run: a logged run owes its output)` : ''}`
          : `required validators logged without output file: ${list(missingRequired)}`,
      );
    }
    if (passOneOnly.size) problems.push(`only a -preliminary- (Pass 1) output, no final one: ${list([...passOneOnly])}`);
    // Under the protocol a validator logged under the current `## Iteration N` owes proof of that run:
    // its outputs all naming other iterations mean it never left one. One with no output at all was reported above.
    const current = protocol ? currentIteration(model, log, logged) : undefined;
    const finalNames = current ? files.filter((f) => !f.name.includes('-preliminary-')).map((f) => f.name).sort() : [];
    const finalsOf = (name: string) => {
      const out: string[] = [];
      for (let i = firstNotBefore(finalNames, (f) => f < name); finalNames[i]?.startsWith(name); i++) if (OUTPUT_NAME_ENDS.includes(finalNames[i]![name.length]!)) out.push(finalNames[i]!);
      return out;
    };
    const stale = (current?.validators ?? []).filter((v) => {
      if (missingSet.has(v.name)) return false;
      const finals = finalsOf(v.name);
      // A name without an `-iter-K-` tag is not known to be of another iteration; a cited earlier output is a logged reuse.
      return !finals.some((f) => {
        const tags = outputIterationTags(f);
        return !tags.length || tags.includes(String(current!.n)) || v.cited.includes(f);
      });
    });
    const expected = (name: string) => `validation-outputs/${name}-iter-${current!.n}-<timestamp>.json`;
    for (const v of stale) {
      findings.push(v.doc.at(v.line, `${v.name} logged under ## Iteration ${current!.n} (validation-log.md:L${v.line}), but none of its outputs is of iteration ${current!.n}: ${expected(v.name)} is missing`, v.column));
    }
    if (stale.length) problems.push(`validators logged for iteration ${current!.n} without an output of iteration ${current!.n}: ${list(stale.map((v) => `${v.name} (validation-log.md:L${v.line}, expected ${expected(v.name)})`), 5)}`);
    if (missingOptional.length) warnings.push(`optional validators logged without output file: ${list(missingOptional)} (not blocking, but recommended)`);
    const badJson: string[] = [];
    // Valid JSON of the wrong shape (an array, a string): parsed, so not "unparseable".
    const notObject: string[] = [];
    const noVerdict: string[] = [];
    const badVerdict: string[] = [];
    const noMethodology: string[] = [];
    let preliminary = 0;
    let withMethodology = 0;
    for (const f of files) {
      if (f.name.includes('-preliminary-')) {
        preliminary++;
        continue;
      }
      if (f.kind !== 'file') {
        badJson.push(f.name);
        findings.push({ file: f.rel, line: 1, column: 1, message: notAFileMessage(f), severity: 'error' });
        continue;
      }
      const doc = model.json(f.rel);
      if (!doc) continue;
      const { value, error } = parseJsonLikePython(doc.file.text, doc.parsed);
      const offsetOf = jsonLocator(doc.file.text);
      const positionOf = lineLocator(doc.file.text);
      const at = (path: Array<string | number>, message: string, severity: Finding['severity'] = 'error'): Finding => {
        const off = offsetOf(path);
        const pos = off === undefined ? { line: 1, column: 1 } : positionOf(off);
        return { file: f.rel, line: pos.line, column: pos.column, message, severity };
      };
      if (error) {
        badJson.push(f.name);
        findings.push({ file: f.rel, line: error.line, column: error.column, message: oneSpaced(error.message), severity: 'error' });
        continue;
      }
      if (!isPlainObject(value)) {
        notObject.push(f.name);
        findings.push(at([], `expected a JSON object with a verdict, found ${jsonTypeName(value)}`));
        continue;
      }
      const key = truthy(value['verdict']) ? 'verdict' : 'status';
      const verdict = value[key];
      if (verdict === undefined || verdict === null) {
        noVerdict.push(f.name);
        findings.push(at([], "missing 'verdict' (or 'status') field"));
      } else if (typeof verdict === 'object' || !verdicts.has(String(verdict).toLowerCase())) {
        badVerdict.push(`${f.name}: verdict=${jsonText(verdict)}`);
        findings.push(at([key], `${key} ${jsonText(verdict)} is not a recognised verdict`));
      }
      // Outputs are `<name>*.json`: a logged name opening the file name owns it (`security-auditor-1.json`).
      const role = [value['validator'], value['reviewer_role']].find(truthy) ?? measuring.find((n) => f.name.startsWith(n));
      if (typeof role !== 'string' || ADVERSARIES.has(role) || !NEEDS_METHODOLOGY.has(role)) continue;
      const metrics = value['metrics'];
      if (!truthy(value['methodology']) && !(isPlainObject(metrics) && truthy(metrics['methodology']))) {
        noMethodology.push(f.name);
        findings.push(at([], `${role} output declares no 'methodology' (formula / standard used)`, 'warning'));
      } else withMethodology++;
    }
    if (badJson.length) problems.push(`unparseable JSON: ${list(badJson)}`);
    if (notObject.length) problems.push(`not a JSON object with a verdict: ${list(notObject)}`);
    if (noVerdict.length) problems.push(`missing 'verdict' (or 'status') field: ${list(noVerdict)}`);
    if (badVerdict.length) problems.push(`invalid verdict values: ${list(badVerdict)}`);
    if (noMethodology.length) warnings.push(`missing 'methodology' field (formula/standard): ${list(noMethodology)}`);

    // Under the protocol: output names that say their round, the adversary roles' two passes and roster,
    // and the runs handoff.md §5 reports or plan.md plans.
    const fixes: string[] = [];
    const warnFixes: string[] = [];
    if (protocol) {
      // A counter out of step with the log is iteration-counter's failure: the round the log is in is the current one.
      const counter = model.iteration.present ? currentRound(model) : undefined;
      const namedInLog = () => new Set(unreadValidatorNames(log, []).map((v) => v.name));
      for (const r of [
        misnamedOutputs(files, names, current, counter),
        adversaryRuns(model, files, consiliumReviewers(model.consilium)),
        claimedRuns(model, { logged: new Set(names), hasOutput, verdicts, namedInLog }),
      ]) {
        pushAll(problems, r.problems);
        pushAll(warnings, r.warnings);
        pushAll(findings, r.findings);
        pushAll(fixes, r.fixes);
        pushAll(warnFixes, r.warnFixes);
      }
    }

    if (problems.length) {
      return {
        status: 'fail',
        detail: [...problems, ...warnings].join('; '),
        fix: [
          missingRequired.length || passOneOnly.size
            ? `Capture the missing validator JSON returns${passOneOnly.size ? " (for a role with only a -preliminary- file, its Pass-2 final output)" : ''} into validation-outputs/, and give every output a recognised verdict.`
            : [
                badJson.length ? 'Make each unparseable output valid JSON (the finding shows where parsing stopped).' : '',
                notObject.length ? "Write each output as one JSON object holding its 'verdict' (or 'status'), not an array or a bare value." : '',
                noVerdict.length || badVerdict.length ? `Give each validator output a recognised 'verdict' (or 'status'), any case: ${vocabulary(protocol).join(' | ')}.` : '',
              ].filter(Boolean).join(' '),
          stale.length
            ? `Capture the iteration-${current!.n} run of ${list(stale.map((v) => v.name), 5)} as validation-outputs/{validator}-iter-${current!.n}-{timestamp}.json (or, when its artefact is unchanged, cite the reused output in its log block).`
            : '',
          ...fixes,
        ].filter(Boolean).join(' '),
        findings,
      };
    }
    if (warnings.length) {
      return {
        status: 'warn',
        detail: warnings.join('; '),
        fix: [
          missingOptional.length
            ? 'Optional validators (test-reviewer, prompt-reviewer, ...): capture their output if you ran them.'
            : noMethodology.length
              ? "Add a 'methodology' field to numerical validator outputs (e.g. 'WCAG 2.1 luminance ratio 4.5:1') so a re-run can converge."
              : '',
          ...warnFixes,
        ].filter(Boolean).join(' '),
        findings,
      };
    }
    const checked = files.length - preliminary;
    const parts = [
      checked ? `${plural(checked, 'output')} valid JSON with a recognised verdict` : 'no final output to check',
      ...(withMethodology ? [`${withMethodology} of them declaring the methodology a numerical validator needs`] : []),
      ...(preliminary ? [`${preliminary} preliminary (not checked)`] : []),
    ];
    // The count is of logged validators: the consilium's reviewers are checked, not counted again.
    return { status: 'pass', detail: `${plural(loggedNames.size || names.length, 'validator')}, ${plural(files.length, 'output file')}: ${parts.join(', ')}` };
  },
});
