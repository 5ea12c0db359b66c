import { changeTriggers, filesMissingFromS1, gitChange, type GitChange } from './lib/git-change.js';
import { asCode, changeAsCode, notebookReader, notebooksNote, summaryAsCode, type NotebookCount } from './lib/notebook-code.js';
import { productionDeployLine } from './lib/production-deploy.js';
import { recordedPromotion } from './lib/size-promotion.js';
import { pushAll, defineRule, diffSummaryChanges, engagementTasks, finding, followsProtocol, frontmatterKeyLine, list, plural, pluralWord, observedSize, sizeObservations, SIZE_CAPS, TIER_RANK, type ChangedFile, type EngagementModel, type Finding, type MarkdownDoc, type SizeObservations, type SizeTrigger, type Tier } from '@engagement-lint/core/kit';

/** The S template's §1 line: `+/- 14 files: …`, optionally `(+620 LOC)` or with the removed lines too, `(+2/-19 LOC)`; in Russian `+/- 6 файлов: … (+300 строк)`. */
const PLUS_MINUS = /\+\/-\s{0,4}(\d{1,6})\s{1,4}(?:files?|файл(?:а|ов)?)(?![\p{L}])/iu;
const LOC_COUNT = String.raw`\s{0,4}\+\s{0,4}(\d{1,7})(?:\s{0,4}[/,]?\s{0,4}[-−–]\s{0,4}\d{1,7})?\s{0,4}(?:LOC|lines?|строк[аи]?)(?![\p{L}])`;
/** Right after the count, in brackets or not: `+/- 4 files (+180 LOC)`, `+/- 4 files, +180 LOC: …`. */
const PLUS_LOC = new RegExp(String.raw`^[\s,:;]{0,4}\(?${LOC_COUNT}`, 'iu');
/** The same count later on the line, after the paths, in brackets (a bare `+12 lines` there is one file's): `+/- 3 files: a.ts, b.ts, c.ts (+80 LOC)`. */
const LATER_LOC = new RegExp(String.raw`\(${LOC_COUNT}`, 'iu');
/** A size written beside a created file: `— 45 lines`, `(45 LOC)`, `45 строк`. */
const LINES = /(?<![\w.])(\d{1,7})\s{0,4}(?:lines?|LOC|строк\p{L}*)/iu;
/** A modified file's delta: `+12/-3`, `+12 −3`. */
const ADDED = /(?<![\w/])\+(\d{1,7})\b/;

/** Said in the detail when git gave no diff: the diff size is then §1's alone, as under --no-git. */
export const NOT_MEASURED = 'git diff: not measured (--no-git, no repository or no base branch), §1 alone gives the diff size';

const UNTRIMMED = 'Paste the raw, untrimmed `git diff --stat {base}..HEAD` output into handoff §1, so that it names every changed file.';

interface ProtocolDiff {
  files: number;
  insertions: number;
  /** Whether every counted file gave its added lines, so both S caps are known. */
  bothKnown: boolean;
}

/** Added lines written beside one file of §1 (`text`: from its path to the next file's), by what was done to it; undefined when unknown. */
function addedLines(text: string, kind: ChangedFile['kind']): number | undefined {
  // A removed file adds no lines: its size is known.
  if (kind === 'removed') return 0;
  if (kind === undefined) return undefined;
  const n = kind === 'added' ? LINES.exec(text) : (ADDED.exec(text) ?? LINES.exec(text));
  return n ? Number(n[1]) : undefined;
}

/**
 * §1 in the forms the protocol prescribes besides raw `git diff --stat`: the S template's
 * `+/- N files: …` line (with an optional `(+M LOC)`), else the files §1 lists in any form the other
 * checks read it (diffSummaryChanges: `Created files:` lists, `git diff --name-only` output, items and
 * rows opening with a path…), each counted once, with `— 45 lines` beside a created file
 * (`+12/-3` beside a modified one) as its added lines.
 */
function protocolDiff(handoff: MarkdownDoc | undefined, asLoc: (path: string, added: number) => number): ProtocolDiff | undefined {
  const section = handoff?.section(1, 'protocol');
  if (!handoff || !section) return undefined;
  for (const { text } of handoff.linesOf(section)) {
    const m = PLUS_MINUS.exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    const loc = PLUS_LOC.exec(after) ?? LATER_LOC.exec(after);
    return { files: Number(m[1]), insertions: loc ? Number(loc[1]) : 0, bothKnown: Boolean(loc) };
  }
  // The same reading as handoff-sections' and ux-heavy-auto-promote's, so the checks agree on what §1 lists.
  const changes = diffSummaryChanges(handoff, 'protocol');
  const seen = new Set<string>();
  let insertions = 0;
  let sized = 0;
  // Where the previous file of the same line was found: a line listing many is searched once, left to right.
  let at = { line: 0, pos: 0 };
  changes.forEach((c, i) => {
    const text = handoff.line(c.line);
    const found = text.indexOf(c.path, at.line === c.line ? at.pos : 0);
    const from = found < 0 ? (at.line === c.line ? at.pos : 0) : found;
    at = { line: c.line, pos: found < 0 ? from : from + c.path.length };
    if (seen.has(c.path)) return;
    seen.add(c.path);
    // Its own part of the line: `Created files: a.md (40 lines), b.md (12 lines)` names two.
    const next = changes[i + 1]?.line === c.line ? text.indexOf(changes[i + 1]!.path, at.pos) : -1;
    // A table row's delta cell gives them as §1's reading found them (`| M | \`a.py\` | +60 −5 |`).
    const n = c.addedLines ?? addedLines(text.slice(from, next < 0 ? text.length : next), c.kind);
    if (n === undefined) return;
    insertions += asLoc(c.path, n);
    sized++;
  });
  return seen.size ? { files: seen.size, insertions, bothKnown: sized === seen.size } : undefined;
}

/** The observations with §1 read in the protocol's own formats when no `--stat` summary or name-status line gave a count. */
function withProtocolDiff(model: EngagementModel, obs: SizeObservations, asLoc: (path: string, added: number) => number): SizeObservations {
  if (obs.diff.source !== 'none') return obs;
  const read = protocolDiff(model.handoff, asLoc);
  if (!read) return obs;
  return { ...obs, files: read.files, loc: read.insertions, diff: { ...obs.diff, files: read.files, insertions: read.insertions, source: read.bothKnown ? 'stat-summary' : 'name-status' } };
}

/** A line quoted briefly in a trigger: 60 characters at most (code points, so no pair is split). */
function quoted(text: string): string {
  const chars = Array.from(text);
  return `"${chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : text}"`;
}

/** The observed tier as the protocol's sizing table reads it (see the audit entries), and the deploy log's line read as a production deploy. */
function protocolSize(model: EngagementModel, obs: ReturnType<typeof sizeObservations>, change: GitChange | undefined): { tier: Tier; triggers: SizeTrigger[]; production?: Finding; undetermined?: string; heldBy?: string } {
  const log = model.rel('deploy-log.md');
  const prod = obs.deploy ? productionDeployLine(model.doc('deploy-log.md')) : undefined;
  const staging = obs.deploy && !prod;
  const { triggers: all } = observedSize(staging ? { ...obs, deploy: false } : obs);
  // "≤2 changed files OR ≤50 LOC": the diff is S while either holds, so one axis over its S cap is no M
  // trigger while the other is within its own. Both are known from a --stat summary; from §1's files
  // without all their lines (the S template's bare `+/- 3 files`) the lines are those git measured, no
  // fewer than §1 gives, and without git they are unknown.
  const known = obs.diff.source === 'stat-summary';
  const gitLines = !known && obs.diff.source !== 'none' && change ? Math.max(change.insertions, obs.loc) : undefined;
  const lines = known ? obs.loc : gitLines;
  const withinS = { files: obs.diff.source !== 'none' && obs.files <= SIZE_CAPS.S.files, loc: lines !== undefined && lines <= SIZE_CAPS.S.loc };
  const either = `the sizing table's S is "≤2 changed files OR ≤50 LOC"`;
  /** For an M trigger the other bound cancels, why it does ('' where a --stat summary shows it); undefined for any other. */
  const held = (t: SizeTrigger): string | undefined => {
    if (t.tier !== 'M') return undefined;
    if (t.text.startsWith('diff files=') && withinS.loc) return known ? '' : `${t.text}, but the git diff adds ${lines} lines, within the S cap ${SIZE_CAPS.S.loc}: ${either}`;
    if (t.text.startsWith('added lines=') && withinS.files) return known ? '' : `${t.text}, but §1 lists ${plural(obs.files, 'file')}, within the S cap ${SIZE_CAPS.S.files}: ${either}`;
    return undefined;
  };
  // Files without their added lines (the S template's bare `+/- 3 files`, name-status lines) and no diff git measured:
  // ≤50 LOC would keep the diff S, so 3–10 files alone tell no tier; the finding asks for the lines.
  const filesOnly = obs.diff.source === 'name-status' && !change;
  const undetermined = filesOnly ? all.find((t) => t.tier === 'M' && t.text.startsWith('diff files=') && obs.files <= SIZE_CAPS.M.files) : undefined;
  const heldBy = all.flatMap((t) => held(t) || []);
  const triggers = all
    .filter((t) => t !== undetermined)
    .filter((t) => held(t) === undefined)
    // The sizing table counts no UI surfaces: its L column is `ux_heavy: true` or a new design system. Captures
    // still show a UI scope, which is not the S column's "none".
    .map((t) => (t.tier === 'L' && t.text.startsWith('UI surfaces=') ? { tier: 'M' as const, text: `UI surfaces=${obs.surfaces} > S cap ${SIZE_CAPS.S.surfaces}` } : t))
    // The log's existence is not what promotes here: name the line that does, so a misread can be seen.
    .map((t) => (prod && t.tier === 'L' && t.text === 'deploy-log.md exists' ? { ...t, text: `deploy-log.md:${prod.line} names a production deploy (${quoted(prod.text)})` } : t));
  if (staging) triggers.push({ tier: 'M', text: 'deploy-log.md (preview/staging, no production deploy)' });
  // The change git measures sizes the engagement too: a §1 that lists fewer files than it holds sizes nothing down.
  if (change) pushAll(triggers, changeTriggers(change));
  const tier: Tier = triggers.some((t) => t.tier === 'L') ? 'L' : triggers.length ? 'M' : 'S';
  return { tier, triggers, ...(undetermined ? { undetermined: undetermined.text } : {}), ...(heldBy.length ? { heldBy: heldBy.join('; ') } : {}), ...(prod ? { production: finding(log, prod.line, 'read as a production deploy, the L column of the sizing table', prod.column) } : {}) };
}

export default defineRule<EngagementModel>({
  id: 'size-drift',
  pack: 'engagement',
  tiers: ['M', 'L'],
  recommendedTiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'the declared size is not smaller than what the engagement shows',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The size tier decides which sections, checks and validators apply. An engagement that grew
past its declared size would be judged by the relaxed rules of a smaller one. The observed tier
comes from:

- specialists: number of \`executor-reports/*.md\` (under the recommended preset \`.MD\` in any case
  too);
- tasks: \`tasks/*.md\` except \`INDEX.md\` (under the recommended preset both in any case: an
  \`index.md\` is the manifest misnamed, not a task, and \`t03.MD\` is a task);
- UI surfaces: distinct \`*.png\` file stems anywhere under \`screens/\` (under the recommended
  preset \`.jpg\`, \`.jpeg\` and \`.webp\` captures too, in any case: the protocol names no format);
- diff files and added lines: handoff \`## 1. Diff summary\`, from the first \`git diff --stat\`
  summary (\`N files changed, M insertions(+)\`; under the recommended preset the largest of §1's
  summaries, most files then most insertions: the cumulative \`{base}..HEAD\` one when a rework round
  pastes its own diff first; a summary line as git prints it, opening with the count, is read before
  one inside a sentence, and none on a line about another diff: \`git show\`, \`git log\`, a
  \`commit <sha>\`, "previous", "earlier"), or else one file per line starting with a status
  letter \`M|A|D|R|T\` and whitespace (\`M src/a.ts\`); a summary without insertions counts as no
  summary, as in handoff-precheck.py. Under the recommended preset, when neither is there, the
  protocol's own §1 forms are read: \`+/- 14 files (+620 LOC): …\` (the S template; in Russian \`+/- 14 файлов: … (+620 строк)\`), else the files
  §1 lists in any form handoff-sections reads it, each counted once: \`Created files:\` /
  \`Modified files:\` / \`Removed files:\` lists (a note after the label too, \`Created files (wc -l):\`)
  whose items name a path (\`- content/block-01.md — 45 lines\`: one file, 45 added lines),
  \`git diff --name-only\` output, \`--stat\` file lines, table rows naming a path (\`| M |
  src/a.py | +60 −5 |\`: its \`+N −M\` cell gives the added lines), list items opening with a
  path, and sentences led by a verb of change ("Updated \`src/a.py\`"). Under the recommended preset,
  with git (not \`--no-git\`), the change itself is measured too: the diff danger-scan reads (the
  working tree against its merge base with the base branch; the same git run serves both checks),
  the engagement folder's own files left out. Its files and added lines are read on the sizing table
  as §1's are, and the larger tier counts (the trigger reads \`git diff files=5 > S cap 2\`). §1 "is
  the source of truth for what changed": files of that diff §1 does not name (as written, from
  another root, cut by git as \`.../x.py\`, or under a folder it names) warn with a finding at §1, or
  are named in the failure. Without a diff the detail says so, and §1 alone gives the diff size.
  Under the recommended preset the added lines are lines of code, as the sizing table counts LOC: a
  Jupyter notebook's (\`.ipynb\`) added lines count as its code cells' source lines at most (read
  from the file in the project; its JSON structure, metadata and outputs are no code). Its added
  lines come from the git diff, else from a \`--stat\` line showing only added lines or a size beside
  it in a \`Created files:\` list; a notebook that cannot be read as one (not on disk, not a notebook's
  JSON, past 8 MiB or 200 notebooks read) is counted as given, and the detail names each notebook counted
  by its code;
- deploy: \`deploy-log.md\` exists. Under the recommended preset it means L only when a line of it
  names production (\`prod\`, \`production\`, \`Produktion\`, \`producción\`, \`produção\`, \`produzione\`, \`продакшн\`, \`生产\`) without saying, in that line, that
  production was not deployed to: "Production: not deployed", «на прод не выкатывали», "Keine
  Auslieferung nach Production", "Production : pas de déploiement", "Production: não implantado",
  "Nessun deploy in production", «Production 未部署», «没有部署到 production», or that the change there
  was not made here ("plan only", "not applied", "outside this engagement"), or only rehearsed: a
  \`terraform plan\`, a \`helm diff\` / \`kubectl diff\`, \`pulumi preview\`, a dry run (\`--dry-run\`,
  \`--check\`), with nothing on the line doing it (\`terraform apply\`, "deployed", "Apply complete").
  A heading naming production (\`## prod\`) stands for its section: it names no deploy when a line
  under it says so and none under it says the change was done. A log with no such
  line is the M column (preview/staging only); the trigger names the line that was read as the
  production deploy (\`deploy-log.md:12 names a production deploy ("…")\`) and a finding points at it.

| cap | specialists | files | added lines | tasks | UI surfaces |
|---|---|---|---|---|---|
| S | ${SIZE_CAPS.S.specialists} | ${SIZE_CAPS.S.files} | ${SIZE_CAPS.S.loc} | ${SIZE_CAPS.S.tasks} | ${SIZE_CAPS.S.surfaces} |
| M | ${SIZE_CAPS.M.specialists} | ${SIZE_CAPS.M.files} | ${SIZE_CAPS.M.loc} | ${SIZE_CAPS.M.tasks} | ${SIZE_CAPS.M.surfaces} |

Above an S cap, or \`ux_heavy\` minor/true, means at least M (under the recommended preset the
diff's two S caps are the sizing table's "≤2 changed files OR ≤50 LOC": when a \`--stat\` summary
gives both numbers, the diff stays S while either is within its cap; with §1's files alone, as
the S template's bare \`+/- 3 files\` gives them, the added lines git measured count, so 3 files
adding 25 lines stay S and the detail names the git diff's count); above an M cap (under the
recommended preset not the UI surfaces': the sizing table names no count of them, and its L column is
\`ux_heavy: true\` or a new design system, so captures of any number mean at least M), or a deploy log
(under the recommended preset, one naming a production deploy), means L. The check fails when the observed tier is above the declared one, and skips while criteria.md
is missing or has no frontmatter. Promotion only goes up (S→M→L): under the recommended preset a
size promotion scope-sync.md records as made (a tier move up such as \`size S → M\`, or "promoted to
M", in a section headed auto-promote or size promotion, on an \`AUTO-PROMOTE\` line, or on a line
naming the size and a promotion) above criteria.md's size fails too, with a finding at the record;
a suggestion, a condition, a declined promotion or a ux_heavy one records none. So does a demotion
it records (\`size: L → M\`, "demoted to M", «понижен до M», on a line naming the size, which the
protocol never makes: "Frontmatter demotion | NEVER (would discard accumulated rigour)"): the size it
left (at least the tier above, for "demoted to M") holds, and criteria.md below it fails.`,
  examples: [
    {
      status: 'pass',
      options: {"preset": "compat"},
      files: {
        'criteria.md': `---
---`,
      },
    },
    {
      status: 'fail',
      title: 'promotes to L on a deploy log and to M on ux_heavy',
      files: {
        'criteria.md': `---
size: S
ux_heavy: minor
---`,
      },
    },
    {
      status: 'warn',
      title: 'ux_heavy: true below L warns with a finding at the key',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
      },
    },
    {
      status: 'skip',
      title: 'skips without criteria.md or without frontmatter',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Run python ~/.claude/scripts/size-detect.py engagement/ --mode runtime --auto-promote --json after Phase 2 and every heartbeat. Exit 1 with --auto-promote rewrites criteria.md size: and appends ## Auto-promote to scope-sync.md. … handoff-precheck.py sub-check size-drift REJECTs at acceptance if lead failed to promote.',
      compat: 'size-drift runs at M and L only, so an S engagement that grew past S (the one tier auto-promote is for: "promoted-S becomes M with 3 max") is never checked.',
      recommended: 'size-drift runs at S, M and L. And since --auto-promote "rewrites criteria.md size: and appends ## Auto-promote to scope-sync.md" (the lead "promotes the size in scope-sync.md (S→M→L only, never demote)"), a promotion scope-sync.md records as made (`size S → M`, "promoted to M", under an auto-promote heading, on an `AUTO-PROMOTE` line or on a line naming the size and a promotion) above criteria.md\'s size fails, with a finding at the record; a suggestion ("size-detect.py suggested L"), a condition, a declined promotion or a ux_heavy promotion records none; a demotion recorded there ("size: L → M", "demoted to M"), which the protocol never makes, keeps the size it left.',
    },
    {
      protocol: 'For dev engagements, paste raw output: git diff --stat {base}..HEAD (file-level changes) … For marketing/design engagements (no git diff available): Created files: list with sizes … This section is the source of truth for what changed.',
      compat: 'Only the first `--stat` summary of §1 is read, wherever it stands (a sentence quoting `git show --stat` of an old commit included), so a rework round that pastes its own diff ("2 files changed") before the cumulative `{base}..HEAD` one ("13 files changed, 765 insertions") is measured by the round\'s diff. Without a `--stat` summary, every §1 line starting with a capital `M`, `A`, `D`, `R` or `T` and a space counts as a changed file, prose included ("A new endpoint was added", "M-tier rules apply"); the S template\'s `+/- N files` line, a `Created files:` list and `git diff --name-only` output count as no file.',
      recommended: 'Every `--stat` summary of §1 is read and the largest (most files, then most insertions) measures the engagement: the cumulative `{base}..HEAD` diff. The summary lines git prints (the count opening the line, after indentation or a quote or list marker) are read first; a summary inside a sentence counts only when §1 has none, so a word before the count does not hide the diff; a line about another diff (`git show`, `git log`, `commit <sha>`, "previous", "earlier", "prior") gives no summary ("`git show --stat a1b2c3d`: 41 files changed, 2310 insertions(+)" is history, not this diff). A name-status line is a status letter followed by one path (two for a rename) that holds a `/` or a `.`, and nothing else. Without a `--stat` summary or such lines, §1 is read in the forms the protocol prescribes: the S template\'s `+/- 14 files: …` line (files; `(+620 LOC)` after it gives the added lines), else every file §1 lists as the other checks read it (handoff-sections, ux-heavy-auto-promote), each counted once: the marketing/design lists, `Created files:` or `Created files (`wc -l`):` (also Modified, Removed) followed by items naming a path, with `— 45 lines` beside a created file (`+12/-3` beside a modified one) counted as added lines; `git diff --name-only` output; `--stat` file lines; table rows naming a path (`| M | src/a.py | +60 −5 |`, the `+N −M` cell giving its added lines) and list items that open with a path; sentences led by a verb of change. With git (not --no-git) the change itself is measured as well: the diff danger-scan reads (one git run serves both), the engagement folder\'s files left out, read on the sizing table like §1 (the larger tier counts), so a `--stat` trimmed of files or an S line naming two of five files does not size the engagement down; files of that diff §1 does not name (as written, from another root, cut as `.../x.py`, or under a folder it names) warn at §1 ("This section is the source of truth for what changed"), or are named in the failure. Without a diff the detail says that §1 alone gave the diff size.',
    },
    {
      protocol: '| **M** | 3–10 files OR 50–500 LOC | 2–3 | `ux_heavy: false` or `minor` | preview/staging only | … | **L** | >10 files OR >500 LOC, OR multi-wave | ≥4, OR cross-domain | `ux_heavy: true`, OR new design system | production deploy |',
      compat: 'Any deploy-log.md means L, a staging deploy included.',
      recommended: 'A deploy log that names no production deploy is the M column (preview/staging only); one that does is L, and the trigger names that line (`deploy-log.md:12 names a production deploy ("…")`, with a finding at it) rather than the log\'s existence. A line naming production that says it was not deployed there names none: in English, Russian, German, French, Spanish, Portuguese, Italian or Chinese, a negation before a word of deploying in the line ("Production: not deployed", "`fly deploy --prod` was not run", «на прод не выкатывали», "Keine Auslieferung nach Production", "Aucun déploiement en production", "Production: não implantado", "Nessun deploy in production", «Production 未部署», «没有部署到 production»), or after it ("not performed", "pending", "not touched", "out of scope"), or "none", "skipped" or "n/a" as the value of production or its deploy ("Production: none", "| prod | skipped |", "Production deploy: skipped"). A deploy is one the log says happened: a line saying the change was not made here ("plan only", "not applied", "Apply is … outside this engagement") names none, nor does one that only rehearses it (`terraform plan`, `helm diff`, `kubectl diff`, `pulumi preview`, a dry run, `--dry-run`, `--check`) with nothing doing it on the line (`terraform apply`, `helm upgrade` without a dry-run flag, "deployed", "applied", "Apply complete"); a production file name (`prod.tfplan`) is read on its line like any mention. A heading naming production (`## prod`) stands for its section: a section where a line says the change was not made or only rehearsed, and no line says it was done, names no deploy; a negation of something else ("No errors after deploying to production", "Keine Fehler nach dem Deployment", "errors: none", "smoke tests skipped") negates no deploy. A line naming production as what staging resembles ("production-like data", "mirrors the production config", "a copy of prod", "pre-production") names no deploy; «выкатили в прод», «на продакшен» name one.',
    },
    {
      protocol: '| **L** | >10 files OR >500 LOC, OR multi-wave | ≥4, OR cross-domain | `ux_heavy: true`, OR new design system | production deploy |',
      compat: '`ux_heavy: true` only implies M.',
      recommended: '`ux_heavy: true` on an S or M engagement warns: the sizing table puts it in the L column, but the table mixes indicators, so whether it alone forces L needs judgement.',
    },
    {
      protocol: '| **M** | 3–10 files OR 50–500 LOC | 2–3 | `ux_heavy: false` or `minor` | preview/staging only | … | **L** | >10 files OR >500 LOC, OR multi-wave | ≥4, OR cross-domain | `ux_heavy: true`, OR new design system | production deploy |',
      compat: 'More than 4 UI surfaces (distinct capture stems under screens/) means L, as the reference counts them: an M engagement with `ux_heavy: minor` and one capture for each of 5 touched surfaces fails as size drift.',
      recommended: 'The sizing table has no count of UI surfaces: its UI scope column puts `ux_heavy: false` or `minor` at M and `ux_heavy: true` or a new design system at L, so captures mean at least M (a UI scope is not the S column\'s "none"), never L by their number.',
    },
    {
      protocol: '| **S** | ≤2 changed files OR ≤50 LOC | … | **M** | 3–10 files OR 50–500 LOC | … | **L** | >10 files OR >500 LOC, OR multi-wave |',
      compat: 'Added lines are counted as git counts a file\'s lines: a Jupyter notebook\'s JSON (cell metadata, brackets, the outputs of its last run) counts as lines of code, so saving one 40-cell notebook (~800 lines of JSON for ~100 of code) takes an M engagement over the 500-LOC cap.',
      recommended: 'A notebook\'s (`.ipynb`) added lines count as lines of code: at most its code cells\' source lines, read from the notebook in the project (nbformat 4 `cells`, or nbformat 3 `worksheets`), in the git diff\'s count and in §1\'s (`--stat` file lines above the summary; with git the notebook\'s added lines are the diff\'s, without it only a stat line showing no removed lines gives them; a `Created files:` size). A notebook not on disk, not a notebook\'s JSON, or past 8 MiB or 200 notebooks read counts as given. The detail names each notebook counted by its code (`notebooks/x.ipynb: 797 added lines of JSON read as 121 lines of code`).',
    },
    {
      protocol: '| **L** | >10 files OR >500 LOC, OR multi-wave | … (M plan shape:) the shared contract in an earlier wave alone, consumers in a later wave.',
      compat: 'Waves are not measured.',
      recommended: 'Not changed: the protocol lets an M plan have two waves, so "multi-wave" cannot be an L trigger on its own.',
    },
    {
      protocol: '| **S** | ≤2 changed files OR ≤50 LOC | 1 | none / `ux_heavy: false` | none |',
      compat: 'The S caps hold together: 3 changed files with 3 added lines is above the files cap, so M.',
      recommended: 'When a `--stat` summary gives both numbers, the diff is S while either holds: 3 files with 3 added lines, or 1 file with 80, stays S. With files only and a diff git measured, its added lines (no fewer than §1 gives) are the other bound: the S template\'s `+/- 3 files: …` over a change adding 25 lines stays S, and the detail says so (`diff files=3 > S cap 2, but the git diff adds 25 lines, within the S cap 50`); 2 files that §1 sizes at 80 lines stay S too. With files only and no diff git measured (name-status lines, the S template\'s bare `+/- 3 files`), 3 to 10 files tell no tier, since 50 lines or fewer would keep S: an S engagement warns, with a finding at §1 asking for the added lines (`(+42 LOC)` after the files, or anywhere on the line); over 10 files is L by files alone. The M and L caps are unchanged.',
    },
  ],
  async check({ model, system, options }) {
    const protocol = followsProtocol(options);
    // The diff danger-scan reads: the system runs git once per project for both.
    const pendingDiff = protocol ? system.gitDiff(model.projectRoot) : undefined;
    const doc = model.criteria;
    if (!doc) return { status: 'skip', detail: 'criteria.md missing; no declared size to compare' };
    if (!doc.frontmatter.present) return { status: 'skip', detail: 'criteria.md has no frontmatter; no declared size to compare' };
    const declared = model.tier;
    const read = sizeObservations(model, { protocol });
    const diff = await pendingDiff;
    const measuredChange = diff === undefined ? undefined : gitChange(model, diff);
    // LOC under the protocol reading: a notebook's added lines count as lines of code, its JSON and outputs not.
    const notebooks: NotebookCount[] = [];
    const code = protocol ? notebookReader(model) : undefined;
    const change = measuredChange && code ? changeAsCode(measuredChange, code, notebooks) : measuredChange;
    const obs = code ? summaryAsCode(model.handoff, withProtocolDiff(model, read, (p, n) => asCode(p, n, code, notebooks)), measuredChange, code, notebooks) : read;
    const notebookText = notebooksNote(notebooks);
    const sized = protocol ? protocolSize(model, obs, change) : { ...observedSize(obs), production: undefined };
    const { triggers, production } = sized;
    const undetermined = 'undetermined' in sized && declared === 'S' ? sized.undetermined : undefined;
    // "S→M→L only, never demote": a promotion scope-sync.md records holds whatever criteria.md says.
    const promotion = protocol ? recordedPromotion(model.scopeSync) : undefined;
    const promotedText = promotion && (promotion.demotedTo ? `scope-sync.md:${promotion.line} records a demotion from ${promotion.to} to ${promotion.demotedTo}, which the protocol never makes` : `scope-sync.md:${promotion.line} records a promotion to ${promotion.to}`);
    if (promotion && promotedText && TIER_RANK[promotion.to] > TIER_RANK[declared]) triggers.push({ tier: promotion.to, text: promotedText });
    const observed: Tier = promotion && TIER_RANK[promotion.to] > TIER_RANK[sized.tier] ? promotion.to : sized.tier;
    const measuredByGit = !protocol ? '' : change ? `; git diff: files=${change.files.length}, added lines=${change.insertions}` : `; ${NOT_MEASURED}`;
    const leads = obs.leadReports?.length ? ` (the lead's ${list(obs.leadReports, 5)} not counted)` : '';
    const measured = `specialists=${obs.specialists}${leads}, tasks=${obs.tasks}, surfaces=${obs.surfaces}, files=${obs.files}, added lines=${obs.loc}, deploy=${obs.deploy ? 'yes' : 'no'}${measuredByGit}${notebookText ? `; ${notebookText}` : ''}`;
    // §1 is "the source of truth for what changed": files of the diff it does not name are a trimmed diff summary.
    const gap = change && filesMissingFromS1(model.handoff, change);
    const lacking = gap?.missing.length ? gap : undefined;
    const lackingText = lacking ? `handoff §1 does not name ${plural(lacking.missing.length, 'file')} of the ${change!.files.length} the git diff changes: ${list(lacking.missing.map((f) => f.path), 10)}` : '';
    const lackingFinding = lacking ? [finding(model.handoff!.rel, lacking.line, `${lackingText} (the protocol: §1 "is the source of truth for what changed")`)] : [];
    if (TIER_RANK[observed] <= TIER_RANK[declared]) {
      const uxWarn = protocol && declared !== 'L' && obs.uxHeavy === 'true';
      if (undetermined && !uxWarn && !lacking) {
        const s1 = model.handoff?.section(1, 'protocol');
        const line = s1 ? (model.handoff!.linesOf(s1).find((l) => /\bfiles?\b|^\s{0,3}[MADRT]\s/i.test(l.text))?.line ?? s1.heading.line) : undefined;
        const why = `${undetermined}, and §1 gives no added lines: the sizing table's S is "≤2 changed files OR ≤50 LOC"`;
        return {
          status: 'warn',
          detail: `size=S holds only if the change is 50 lines or fewer: ${why} (${measured})`,
          fix: 'Add the added lines to §1 (`+/- 3 files: … (+42 LOC)`, or paste `git diff --stat`): over 50 lines, promote to `size: M`.',
          findings: [line !== undefined ? finding(model.handoff!.rel, line, `${why}; say how many lines the change adds`) : doc.at(frontmatterKeyLine(doc, 'size')?.line ?? 1, why)],
        };
      }
      if (uxWarn || lacking) {
        const at = frontmatterKeyLine(doc, 'ux_heavy') ?? { line: 1, column: 1 };
        const uxDetail = `size=${declared} with ux_heavy=true: the sizing table puts ux_heavy: true in the L column`;
        return {
          status: 'warn',
          detail: `${[uxWarn ? uxDetail : `size=${declared} matches observations`, lackingText].filter(Boolean).join('; ')} (${measured})`,
          fix: [
            uxWarn ? 'Promote to `size: L`, or record in scope-sync.md why the UI scope stays within the declared size.' : '',
            lacking ? UNTRIMMED : '',
          ].filter(Boolean).join(' '),
          findings: [...(uxWarn ? [doc.at(at.line, `ux_heavy: true is an L indicator in the sizing table; declared size is ${declared}`, at.column)] : []), ...lackingFinding],
        };
      }
      const heldBy = 'heldBy' in sized && sized.heldBy ? `: ${sized.heldBy}` : '';
      return { status: 'pass', detail: `size=${declared} matches observations${heldBy} (${measured})` };
    }
    const why = triggers.filter((t) => TIER_RANK[t.tier] > TIER_RANK[declared]).map((t) => t.text);
    const at = frontmatterKeyLine(doc, 'size') ?? { line: 1, column: 1 };
    // Reports no task owner wrote (`dev-notes.md` beside `dev.md`) raise the count without a specialist behind them.
    const owners = new Set(engagementTasks(model).flatMap((t) => t.owner?.value ?? []));
    const stray = protocol && owners.size && why.some((w) => w.startsWith('specialists=')) ? model.executorReports().map((d) => d.rel.slice(d.rel.lastIndexOf('/') + 1, -3)).filter((r) => !owners.has(r)) : [];
    const strayFix = stray.length ? ` If ${stray.map((r) => `executor-reports/${r}.md`).join(', ')} ${pluralWord(stray.length, 'is', 'are')} no specialist's report (no task names ${pluralWord(stray.length, 'it', 'them')} as owner), merge ${pluralWord(stray.length, 'it', 'them')} into the owner's report instead: one file per specialist.` : '';
    // Only the recorded promotion is above the declared size: criteria.md lost it (the record is there already).
    const onlyRecorded = promotion?.to === observed && TIER_RANK[sized.tier] < TIER_RANK[observed];
    const recordedHere = promotion?.demotedTo ? `demotion from ${promotion.to} to ${promotion.demotedTo} recorded here; the size stays ${promotion.to}` : `promotion to ${promotion?.to} recorded here`;
    const promotionFinding = promotion && promotedText && TIER_RANK[promotion.to] > TIER_RANK[declared] ? [finding(model.scopeSync!.rel, promotion.line, `${recordedHere}, but criteria.md says size: ${declared} (the protocol: "S→M→L only, never demote")`, promotion.column)] : [];
    return {
      status: 'fail',
      detail: `size drift: criteria.md size=${declared} but observations indicate ${observed}; triggers: ${why.join(', ')}${notebookText ? `; ${notebookText}` : ''}${lacking ? `; ${lackingText}` : ''}`,
      fix: onlyRecorded
        ? `Set \`size: ${observed}\` in criteria.md, as scope-sync.md records${promotion?.demotedTo ? ' before its demotion' : ''}: a promotion is one-way (S→M→L, never demote, as the frontmatter table says: "would discard accumulated rigour"), and the ${observed} rules apply from the next handoff.`
        : `Promote the engagement: set \`size: ${observed}\` in criteria.md and record an \`## Auto-promote\` note in scope-sync.md (iteration budget +1), then re-submit under the ${observed} rules. Promotion is one-way (S→M→L).${strayFix}${lacking ? ` ${UNTRIMMED}` : ''}`,
      findings: [doc.at(at.line, `declared size ${declared} is below the observed ${observed} (${why.join(', ')})`, at.column), ...(production ? [{ ...production, message: `${production.message}; declared size is ${declared}` }] : []), ...promotionFinding, ...lackingFinding],
    };
  },
});
