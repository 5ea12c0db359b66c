import {
  defineRule,
  firstNotBefore,
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
/** Consilium roles write another schema (two-pass) and are exempt from the methodology rule. */
const ADVERSARIES = new Set(['peer-opus', 'codex-blind', 'codex-informed', 'sonnet-scoped', 'haiku-scoped']);

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
  anti-pattern-detector need \`methodology\` (top level or under \`metrics\`), else warn.
  Adversary roles (peer-opus, codex-blind, codex-informed, sonnet-scoped, haiku-scoped) are exempt.

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
      protocol: 'validation-outputs/ # MANDATORY — JSON proof-of-run for each validator AND adversary role (incl. preliminary) … | Validator output JSON files | required | required | required |',
      compat: 'A logged test-reviewer, documentation-reviewer, prompt-reviewer or feasibility-assessor without an output file only warns.',
      recommended: 'Every logged validator needs its output file; a missing one fails whichever validator it is.',
    },
    {
      protocol: 'validation-outputs/ # MANDATORY — JSON proof-of-run for each validator AND adversary role (incl. preliminary)',
      compat: 'A numbered heading (`### 1. code-reviewer`) names no validator, as the reference reads it: its output is not required.',
      recommended: 'The numbering is read past: `### 1. code-reviewer` logs code-reviewer, whose output is required.',
    },
    {
      protocol: 'The director\'s verdict is exactly ACCEPT or REJECT.',
      compat: 'Only the reference\'s vocabulary (approved, changes_required, pass, satisfied, rework_required, …) is a verdict: an adversary\'s Pass-2 output with `"verdict": "ACCEPT"` or `"REJECT"`, the protocol\'s only verdict words, fails as "not a recognised verdict", though every validator and adversary role must leave JSON proof-of-run.',
      recommended: '`accept` and `reject` (any case) are recognised verdicts too.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const optional: ReadonlySet<string> = protocol ? new Set() : OPTIONAL;
    const verdicts: ReadonlySet<string> = protocol ? new Set(vocabulary(true)) : VERDICTS;
    const log = model.validationLog;
    if (!log) return { status: 'skip', detail: 'validation-log.md not present', missingArtefact: true };
    const logged = validationLogValidators(model, { numbered: followsProtocol(options) });
    if (!logged.length) return { status: 'skip', detail: 'no validators logged yet', missingArtefact: true };
    const names = [...new Set(logged.map((v) => v.name))];
    const files = validationOutputFiles(model);
    if (!files) {
      return {
        status: 'fail',
        detail: `${names.length} validators logged but ${model.rel('validation-outputs/')} missing entirely — runs unverifiable`,
        fix: "Capture each validator's JSON return into validation-outputs/{name}-iter-N-{timestamp}.json.",
        findings: logged.map((v) => log.at(v.line, `${v.name} logged, but there is no validation-outputs/ folder`, v.column)),
      };
    }

    const problems: string[] = [];
    const warnings: string[] = [];
    const findings: Finding[] = [];
    const hasOutput = outputNameStarts(files.map((f) => f.name));
    const missing = names.filter((n) => !hasOutput(n));
    const missingSet = new Set(missing);
    const missingRequired = missing.filter((n) => !optional.has(n));
    const missingOptional = missing.filter((n) => optional.has(n));
    for (const v of logged.filter((v) => missingSet.has(v.name))) {
      findings.push(log.at(v.line, `${v.name} logged without validation-outputs/${v.name}*.json`, v.column, optional.has(v.name) ? 'warning' : 'error'));
    }
    if (missingRequired.length) problems.push(`required validators logged without output file: ${list(missingRequired)}`);
    if (missingOptional.length) warnings.push(`optional validators logged without output file: ${list(missingOptional)} (not blocking, but recommended)`);

    const badJson: string[] = [];
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
        findings.push({ file: f.rel, line: error.line, column: error.column, message: error.message.replace(/\s+/g, ' '), severity: 'error' });
        continue;
      }
      if (!isPlainObject(value)) {
        badJson.push(f.name);
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
      const role = [value['validator'], value['reviewer_role']].find(truthy) ?? f.name.replace(/\.json$/, '').split('-iter-')[0];
      if (typeof role !== 'string' || ADVERSARIES.has(role) || !NEEDS_METHODOLOGY.has(role)) continue;
      const metrics = value['metrics'];
      if (!truthy(value['methodology']) && !(isPlainObject(metrics) && truthy(metrics['methodology']))) {
        noMethodology.push(f.name);
        findings.push(at([], `${role} output declares no 'methodology' (formula / standard used)`, 'warning'));
      } else withMethodology++;
    }
    if (badJson.length) problems.push(`unparseable JSON: ${list(badJson)}`);
    if (noVerdict.length) problems.push(`missing 'verdict' (or 'status') field: ${list(noVerdict)}`);
    if (badVerdict.length) problems.push(`invalid verdict values: ${list(badVerdict)}`);
    if (noMethodology.length) warnings.push(`missing 'methodology' field (formula/standard): ${list(noMethodology)}`);

    if (problems.length) {
      return {
        status: 'fail',
        detail: [...problems, ...warnings].join('; '),
        fix: missingRequired.length
          ? 'Capture the missing validator JSON returns into validation-outputs/, and give every output a recognised verdict.'
          : [
              badJson.length ? 'Make each unparseable output valid JSON (the finding shows where parsing stopped).' : '',
              noVerdict.length || badVerdict.length ? `Give each validator output a recognised 'verdict' (or 'status'), any case: ${vocabulary(protocol).join(' | ')}.` : '',
            ].filter(Boolean).join(' '),
        findings,
      };
    }
    if (warnings.length) {
      return {
        status: 'warn',
        detail: warnings.join('; '),
        fix: missingOptional.length
          ? 'Optional validators (test-reviewer, prompt-reviewer, ...): capture their output if you ran them.'
          : "Add a 'methodology' field to numerical validator outputs (e.g. 'WCAG 2.1 luminance ratio 4.5:1') so a re-run can converge.",
        findings,
      };
    }
    const checked = files.length - preliminary;
    const parts = [
      checked ? `${plural(checked, 'output')} valid JSON with a recognised verdict` : 'no final output to check',
      ...(withMethodology ? [`${withMethodology} of them declaring the methodology a numerical validator needs`] : []),
      ...(preliminary ? [`${preliminary} preliminary (not checked)`] : []),
    ];
    return { status: 'pass', detail: `${plural(names.length, 'validator')}, ${plural(files.length, 'output file')}: ${parts.join(', ')}` };
  },
});
