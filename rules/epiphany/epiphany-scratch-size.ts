import { defineRule, fileProblems, plural, type EpiphanyModel } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';

const DEFAULT_MAX_LINES = 300;

/** `ruleOptions['epiphany-scratch-size'].maxLines`, when it is a positive integer. */
function maxLinesOption(options: Record<string, unknown>): { max: number; note: string } {
  const raw = options['epiphany-scratch-size'];
  const v = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)['maxLines'] : undefined;
  if (v === undefined) return { max: DEFAULT_MAX_LINES, note: '' };
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return { max: v, note: '' };
  return { max: DEFAULT_MAX_LINES, note: ` (option maxLines ${JSON.stringify(v)} is not a positive integer; default ${DEFAULT_MAX_LINES} used)` };
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-scratch-size',
  pack: 'epiphany',
  summary: `state/scratch.md stays within its line budget (default ${DEFAULT_MAX_LINES} lines)`,
  statuses: ['pass', 'warn', 'skip'],
  options: { type: 'object', properties: { maxLines: { type: 'integer', minimum: 1, description: 'line budget of state/scratch.md' } }, additionalProperties: false },
  docs: `think_subgoal: "Prefer deletion or summarization over accumulation.
Scratch is disposable by design." A scratch file that keeps growing is where
understanding goes to hide instead of being promoted to the map or deleted.
Warns when state/scratch.md has more lines than the budget: ${DEFAULT_MAX_LINES}, or
\`maxLines\` in the rule's options (\`"epiphany-scratch-size": { "maxLines": 500 }\`).
Skips when there is no scratch file (deleting it is the intended end state); warns when a
folder or special file stands under its name, which cannot be read, and when the file holds NUL
bytes or invalid UTF-8 or is too large to read (at the first bad byte).`,
  audit: [
    { source: "Prefer deletion or summarization over accumulation.", enforced: "warns past the line budget (300 by default); a size cannot prove accumulation" },
    { source: "Scratch is disposable by design.", enforced: "a missing scratch.md skips: deleting it is the intended end state" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'falls back to the default on an unusable option, and says so',
      options: {"ruleOptions": {"epiphany-scratch-size": {"maxLines": -3}}},
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'warn',
      title: 'uses maxLines from the rule options',
      options: {"ruleOptions": {"epiphany-scratch-size": {"maxLines": 10}}},
      files: {
        'state/scratch.md': `# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?
- Should it mention the rejected precompute branch?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
- Check that ev-5 ran after the last migration.

## Local reasoning

- The cache only helps tenants that repeat queries; say so.
`,
      },
    },
    {
      status: 'skip',
      title: 'skips when there is no scratch file',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
      },
    },
  ],
  async check({ model, options }) {
    const doc = await model.scratch();
    const file = model.rel('scratch.md');
    if (!doc) return model.scratchUnreadable() ?? { status: 'skip', detail: `${file} does not exist (scratch is disposable)` };
    const { max, note } = maxLinesOption(options.ruleOptions);
    const n = doc.lines.length;
    // NUL bytes, invalid UTF-8, a file too large to read: what the line count stands on is damaged, and nothing is silent.
    const damaged = fileProblems(doc.file);
    if (damaged.length && n <= max) {
      return {
        status: 'warn',
        detail: `${file} could not be read whole as text: ${damaged[0]!.message}`,
        fix: 'Keep scratch.md plain UTF-8 text.',
        findings: damaged,
      };
    }
    if (n > max) {
      return {
        status: 'warn',
        detail: `${file} has ${n} lines, over the budget of ${max}${note}`,
        fix: 'Promote what survived verification to map.yaml, summarise the rest, and delete the scratch that no longer serves the current subgoal.',
        findings: [...damaged, doc.at(max + 1, `scratch.md passes its ${max}-line budget here (${n} lines in all)`)],
      };
    }
    return { status: 'pass', detail: `${file} has ${plural(n, 'line')}, within the budget of ${max}${note}` };
  },
});
