import { isMarkdownName, isTaskManifest, defineRule, engagementTasks, plural, followsProtocol, frontmatterKeyLine, notAFileMessage, type DirEntry, type EngagementModel } from '@engagement-lint/core/kit';

/** A line made only of `-`, `*`, `_` or `=` (a thematic break, a setext underline, an empty bullet): no content. */
const NO_CONTENT = /^[\s=*_-]*$/;
/** A line that is one HTML comment (`<!-- fill in the tasks -->`). */
const COMMENT_LINE = /^\s*<!--.*-->\s*$/;
const TOKEN = /[\p{L}\p{N}_.-]+/gu;

/**
 * Whether tasks/INDEX.md lists nothing, in the protocol reading: it is blank, or holds only headings (a
 * title, `## Wave 1` with nothing under it), thematic breaks and HTML comments, and no heading names a task
 * file (by its file name or id). Frontmatter is not content; fenced code is.
 */
function emptyIndex(model: EngagementModel): 'blank' | 'headings' | undefined {
  const doc = model.doc('tasks/INDEX.md');
  if (!doc) return model.fs.read(model.rel('tasks/INDEX.md'))?.text.trim() ? undefined : 'blank';
  const headings = doc.headingsIn('protocol');
  const at = new Set(headings.map((h) => h.line));
  if (doc.bodyLines({ skipFenced: false }).some(({ line, text }) => !at.has(line) && !NO_CONTENT.test(text) && !COMMENT_LINE.test(text))) return undefined;
  if (!headings.length) return 'blank';
  const names = new Set(engagementTasks(model).flatMap((t) => [t.stem, t.key].map((k) => k.toLowerCase())));
  return headings.some((h) => h.text.match(TOKEN)?.some((w) => names.has(w.toLowerCase()))) ? undefined : 'headings';
}

export default defineRule<EngagementModel>({
  id: 'tasks-decomposition',
  pack: 'engagement',
  tiers: ['L'],
  // The protocol: the pre-check "warns on M without it"; the reference's tier table runs it at L only.
  recommendedTiers: ['M', 'L'],
  compat: true,
  summary: 'the work is split into atomic task files where the tier asks for it',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `Atomic task files let a lead re-dispatch only the broken unit after a REJECT instead of
re-running a whole phase.

- size S: skip (tasks are not used).
- size L: fail without any \`tasks/*.md\` other than \`INDEX.md\`, or without \`tasks/INDEX.md\`
  (the dependency graph and wave grouping). Under \`--preset recommended\` an empty \`tasks/INDEX.md\`
  fails too: blank, or only headings (a title, a \`## Wave 1\` with nothing under it), thematic breaks
  and HTML comments, no heading naming a task file by its name or id.
- size M: warn when there are no task files but two or more executor reports; otherwise pass.

Task files and reports are the \`*.md\` files of their folders; under \`--preset recommended\` a name
ending \`.MD\` (any case) is one too, as the engagement checks read it.`,
  examples: [
    {
      status: 'pass',
      title: 'passes at M with one specialist or with task files',
      files: {
        'executor-reports/a.md': '',
      },
    },
    {
      status: 'fail',
      title: 'fails an L engagement without tasks/INDEX.md',
      files: {
        'criteria.md': `---
size: L
---`,
        'tasks/01-api.md': '',
      },
    },
    {
      status: 'warn',
      title: 'warns at M with two specialists and no task files',
      files: {
        'executor-reports/a.md': '',
        'executor-reports/b.md': '',
      },
    },
    {
      status: 'skip',
      title: 'skips at size S',
      files: {
        'criteria.md': `---
size: S
---`,
      },
    },
  ],
  divergences: [
    {
      protocol: 'the precheck tolerates an empty tasks/ on S, warns on M without it, and FAILs on L without it',
      compat: 'The check runs at L only (the reference\'s tier table): an M engagement with two specialists and no task files passes unseen unless the check is named with --override-checks.',
      recommended: 'The check runs at M too, where it warns as its M rule says.',
    },
    {
      protocol: 'Phase 2.5 (after plan.md is frozen, before any specialist dispatch)',
      compat: 'At L, no tasks/*.md fails at any stage, intake included, as in the reference.',
      recommended: 'Before any specialist is dispatched (no executor report) and before the handoff, the tasks are not due: it skips.',
    },
    {
      protocol: 'Director will REJECT a size: L handoff with no tasks/ directory or with empty tasks/INDEX.md.',
      compat: 'An empty tasks/INDEX.md passes at L: only its existence is checked, as in the reference.',
      recommended: 'An empty tasks/INDEX.md fails at L: blank, or holding only headings (a title, `## Wave 1` with nothing under it), thematic breaks and HTML comments, with no heading naming a task file by its name or id.',
    },
  ],
  check({ model, options }) {
    const size = model.tier;
    if (size === 'S') return { status: 'skip', detail: 'size=S, tasks/ N/A' };
    // The reference's glob lists `*.md` alone; the protocol reading takes a file named `.MD` too.
    const markdown = (e: DirEntry) => e.kind === 'file' && isMarkdownName(e.name, !followsProtocol(options));
    const taskEntries = (model.list('tasks') ?? []).filter(markdown);
    const tasks = taskEntries.filter((e) => e.name !== 'INDEX.md');
    const reports = (model.list('executor-reports') ?? []).filter(markdown).length;
    const sizeAt = frontmatterKeyLine(model.criteria, 'size');
    const onSize = (message: string) => (sizeAt && model.criteria ? model.criteria.at(sizeAt.line, message, sizeAt.column) : model.at('tasks', 1, message));

    if (size === 'L') {
      // Tasks are written at Phase 2.5, "before any specialist dispatch": at intake they are not due yet.
      if (!tasks.length && followsProtocol(options) && reports === 0 && !model.handoff) {
        return { status: 'skip', detail: 'size=L: no specialist dispatched and no handoff yet; tasks/ is written before the first dispatch', missingArtefact: true };
      }
      if (!tasks.length) {
        return {
          status: 'fail',
          detail: 'size=L requires tasks/*.md atomic decomposition (none found)',
          fix: 'Run the domain task-decomposition step before dispatch and write engagement/tasks/{NN}-{slug}.md, one file per atomic task, plus tasks/INDEX.md.',
          findings: [onSize('size L needs task files under tasks/, none found')],
        };
      }
      if (!taskEntries.some((e) => e.name === 'INDEX.md')) {
        const inPlace = (model.list('tasks') ?? []).find((e) => e.name === 'INDEX.md');
        if (inPlace) {
          return {
            status: 'fail',
            detail: `size=L requires tasks/INDEX.md (dependency graph + wave grouping); tasks/INDEX.md is ${notAFileMessage(inPlace)}`,
            fix: 'Replace tasks/INDEX.md with a markdown file listing the waves, one line per task with its owner and crit_refs.',
            findings: [{ file: inPlace.rel, line: 1, column: 1, message: `tasks/INDEX.md is ${notAFileMessage(inPlace)}` }],
          };
        }
        // `index.md` / `Index.md`: the manifest under another case, which a case-sensitive file system does not find.
        const cased = taskEntries.find((e) => isTaskManifest(e.name));
        if (cased) {
          return {
            status: 'fail',
            detail: `size=L requires tasks/INDEX.md (dependency graph + wave grouping); not found, but tasks/${cased.name} is there`,
            fix: `Rename tasks/${cased.name} to tasks/INDEX.md (uppercase): on a case-sensitive file system it is read as a task file, not as the manifest.`,
            findings: [{ file: cased.rel, line: 1, column: 1, message: `the manifest is tasks/INDEX.md, uppercase; rename ${cased.name} to INDEX.md` }],
          };
        }
        return {
          status: 'fail',
          detail: 'size=L requires tasks/INDEX.md (dependency graph + wave grouping); not found',
          fix: 'Write tasks/INDEX.md listing the waves, one line per task with its owner and crit_refs.',
          findings: [model.at('tasks', 1, `tasks/ has ${plural(tasks.length, 'task file')} but no INDEX.md`)],
        };
      }
      const empty = followsProtocol(options) ? emptyIndex(model) : undefined;
      if (empty) {
        // "Director will REJECT a size: L handoff with … empty tasks/INDEX.md."
        const what = empty === 'blank' ? 'it is empty' : 'it has headings but no task under them';
        return {
          status: 'fail',
          detail: `size=L requires a non-empty tasks/INDEX.md; ${what}`,
          fix: 'Write tasks/INDEX.md listing the waves, one line per task with its owner and crit_refs.',
          findings: [model.at('tasks/INDEX.md', 1, empty === 'blank' ? 'tasks/INDEX.md is empty' : 'tasks/INDEX.md has only headings: it lists no task (a title alone is an empty index)')],
        };
      }
      return { status: 'pass', detail: `L-tier: tasks/ has ${plural(tasks.length, 'task file')} + INDEX.md` };
    }

    if (!tasks.length && reports >= 2) {
      return {
        status: 'warn',
        detail: `size=M with ${reports} specialists has no tasks/*.md (recommended for iteration-2 retargeting)`,
        fix: 'Split the work into tasks/{NN}-{slug}.md so a REJECT re-dispatches only the broken unit instead of the whole phase.',
        findings: [{ ...model.at('executor-reports', 1, `${reports} executor reports but no task files under tasks/`), severity: 'warning' }],
      };
    }
    // The reference says "single specialist" whatever the count; the protocol reading says what it counted.
    const why = reports === 0 && followsProtocol(options) ? 'no executor report yet' : 'single specialist';
    return { status: 'pass', detail: `M-tier: ${tasks.length ? `${plural(tasks.length, 'task file')} present` : `tasks not required (${why})`}` };
  },
});
