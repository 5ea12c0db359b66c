import { ENGAGEMENT_WHITELIST, PROTOCOL_OPTIONAL } from './lib/folder-entries.js';
import { LESSONS_QUOTE, longEntries } from './lib/reflection-lessons.js';
import { trimChars, CONFIG_NAMES, JUDGED_SUBFOLDERS, firstNotBefore, defineRule, type DirEntry, type Finding, followsProtocol, isMarkdownName, LetterRegex, list, markdownStem, plural, type EngagementModel } from '@engagement-lint/core/kit';

/** The protocol's closed list of sidecar names that must never exist. */
const FORBIDDEN = /^(?:preview|compliance|review-log|visual-review|summary|notes|report|tldr|findings|issues|audit)\.md$|^(?:rework-\d+-brief|iter-\d+-summary|wave-\d+-recap)\.md$/i;

/** Where the content of a sidecar belongs, by the words of its name (protocol mapping). */
const HOMES: Array<[RegExp, string]> = [
  [/^(?:rework|brief)/, 'a new `## Iteration N` section in validation-log.md plus the rewritten handoff.md'],
  [/^(?:exercis|smoke)/, 'traces/ plus a reference in handoff.md §6 Exercised'],
  [/^(?:complian|audit|review|finding|issue)/, 'validation-log.md'],
  [/^(?:preview|summar|report|tldr|recap)/, 'handoff.md (it is the summary)'],
];

const NON_WORD = new LetterRegex(String.raw`[^\p{L}\p{N}]+`);

function homeOf(name: string): string | undefined {
  // Whole words, so `preview` is not read as `review`.
  const lower = name.toLowerCase();
  const words = NON_WORD.split(lower);
  return HOMES.find(([re]) => words.some((w) => re.test(w)))?.[1];
}

/** Files an operating system's file manager drops into folders (Finder, Explorer): no content to move. */
const OS_METADATA = /^(?:\.DS_Store|\._.+|Thumbs\.db|ehthumbs\.db|desktop\.ini)$/i;
/** A placeholder or an editor's or tool's own folder (`.gitkeep`, `.obsidian/`, `.vscode/`): no engagement content to move. */
const TOOL_ENTRY = /^\.(?:gitkeep|keep|obsidian|vscode|idea|vs|history|cache|trash)$/i;
/** A placeholder that keeps a folder in git, which tracks no empty folder. */
const PLACEHOLDER = /^\.(?:gitkeep|keep)$/i;
/** The most an empty placeholder holds: nothing, or the line break an editor adds. */
const PLACEHOLDER_BYTES = 16;
/** git's configuration, written by someone: a `.gitignore` here can keep rogue files out of the commit a reviewer reads. */
const GIT_CONFIG = /^\.git(?:ignore|attributes|modules)$/i;
/**
 * A version-control system's own store: `.git` (a folder, or the file a submodule or linked work tree
 * holds), `.hg`, `.svn`. Nobody creates it as an artefact and its content has no canonical file to move to.
 */
const VCS_METADATA = /^\.(?:git|hg|svn)$/;
/**
 * An editor's leftover beside the file it edits: a backup (`handoff.md~`), a vim swap file
 * (`.handoff.md.swp`), an emacs auto-save or lock (`#handoff.md#`, `.#handoff.md`). Its content is a
 * copy of another file's, so there is nothing to move.
 */
const EDITOR_LEFTOVER = /^(?:.+~|\..+\.sw[a-p]|#.+#|\.#.+)$/i;
/** The whitelist's entries that are files (`iteration`, `*.md`, `events.jsonl`), not folders. */
const FILE_ENTRY = /^iteration$|\.(?:md|jsonl)$/;
/** A specialist's findings written beside the reports (`findings-frontend.md`): the protocol's own example of a rogue file. */
const SPECIALIST_FINDINGS = /^findings?-(.+)\.md$/i;

/**
 * The executor report a `findings-<specialist>.md` belongs in: the one report whose name is the
 * specialist's or holds it as whole words (`frontend` → `dev-frontend-engineer.md`), else the template's.
 */
function reportOf(model: EngagementModel, specialist: string): string {
  const words = specialist.toLowerCase();
  const matches = (model.list('executor-reports') ?? [])
    .map((e) => e.name)
    .filter((n) => isMarkdownName(n) && `-${markdownStem(n).toLowerCase()}-`.includes(`-${words}-`));
  return matches.length === 1 ? `executor-reports/${matches[0]}` : 'executor-reports/<specialist>.md';
}

/** The finding for a rogue entry: where its content belongs, or that it has none. */
function rogueMessage(model: EngagementModel, name: string, allowed: (name: string) => boolean): string {
  if (OS_METADATA.test(name)) return `\`${name}\` is operating-system metadata, not engagement content: delete it`;
  // A linter config inside the folder it lints is not read (README, Configuration): its place is the project folder.
  if (CONFIG_NAMES.includes(name)) return `\`${name}\` is an engagement-lint config inside the folder it configures, read only by a run started there: move it to the project folder above, or name it with --config`;
  if (VCS_METADATA.test(name)) return `\`${name}\` is version-control metadata (engagement/ is a repository of its own), not engagement content: --preset recommended does not judge it; here, list it under \`whitelist\` in the config`;
  if (GIT_CONFIG.test(name)) return `\`${name}\` is git configuration, not engagement content: move its patterns into the project's own \`${name}\` (as \`engagement/<pattern>\`), or, when engagement/ is a repository of its own, list it under \`whitelist\` in the config`;
  if (TOOL_ENTRY.test(name)) return `\`${name}\` is a placeholder or a tool's own entry, not engagement content: delete it, or list it under \`whitelist\` in the config`;
  // `handoff.MD`, `Criteria.md`: the protocol spells the top-level names, and the checks read them as spelled (a
  // case-sensitive file system finds no handoff.md there), so the entry is the canonical one misnamed.
  const lower = name.toLowerCase();
  const canonical = [...ENGAGEMENT_WHITELIST, ...PROTOCOL_OPTIONAL].find((w) => w.toLowerCase() === lower && allowed(w));
  if (canonical) return `\`${name}\` is \`${canonical}\` in another case: rename it to ${canonical}, the name the checks read`;
  if (EDITOR_LEFTOVER.test(name)) return `\`${name}\` is an editor's backup, swap or auto-save file, not engagement content: delete it`;
  // `iteration.txt`, `handoff.txt`, `criteria.markdown`: a canonical file under another extension, which the checks do not read.
  const dot = lower.lastIndexOf('.');
  const stem = dot > 0 ? lower.slice(0, dot) : '';
  const extended = stem && [...ENGAGEMENT_WHITELIST, ...PROTOCOL_OPTIONAL].find((w) => FILE_ENTRY.test(w) && w.replace(/\.md$/, '') === stem && allowed(w));
  if (extended) {
    // Beside the canonical file it is a second copy, which a rename would overwrite.
    return model.entries().some((e) => e.name === extended)
      ? `\`${name}\` is a second copy of \`${extended}\` under another name, which the checks do not read: merge what differs into ${extended}, then delete it`
      : `\`${name}\` is \`${extended}\` under another name: rename it to ${extended}, the name the checks read`;
  }
  const specialist = SPECIALIST_FINDINGS.exec(name)?.[1];
  // Protocol §4-pre: "Created a rogue file in engagement/ (e.g. findings-frontend.md) → consolidate into their canonical executor-report".
  if (specialist) return `\`${name}\` is outside the engagement whitelist; consolidate it into the specialist's executor report (${reportOf(model, specialist)}), then delete it`;
  const home = homeOf(name);
  if (FORBIDDEN.test(name)) return `\`${name}\` is a forbidden sidecar: its content belongs in ${home ?? 'validation-log.md, handoff.md or executor-reports/<name>.md'}`;
  return home
    ? `\`${name}\` is outside the engagement whitelist; content like this belongs in ${home}`
    : `\`${name}\` is outside the engagement whitelist; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`;
}

/**
 * The protocol's subfolders whose content its tree spells: what each holds, and whether an entry is
 * of that kind. validation-outputs/ holds `{validator|adversary-role}-iter-{N}[-preliminary]-{timestamp}.json`
 * (the name itself is validator-outputs' to judge); executor-reports/ one `{specialist}.md` per
 * specialist; tasks/ `*.md` task files. Other subfolders (specs/, ui/, brand/ …) are free-form.
 */
const CLOSED: Record<string, { holds: string; fits: (e: DirEntry) => boolean }> = {
  'validation-outputs': { holds: 'JSON proof-of-run files only', fits: (e) => e.kind === 'file' && /\.json$/i.test(e.name) },
  'executor-reports': { holds: 'one `{specialist}.md` report per specialist', fits: (e) => e.kind === 'file' && isMarkdownName(e.name) && !FORBIDDEN.test(e.name) },
  tasks: { holds: 'task files (`tasks/{id}.md`, INDEX.md)', fits: (e) => e.kind === 'file' && isMarkdownName(e.name) && !FORBIDDEN.test(e.name) },
};
/** The config's `whitelist` takes `<folder>/<name>` for exactly these folders (config-lists.ts). */
const CLOSED_FOLDERS = JUDGED_SUBFOLDERS.map((dir) => ({ dir, ...CLOSED[dir]! }));

/**
 * An empty placeholder file (`validation-outputs/.gitkeep`): it keeps a mandatory folder in git before its content
 * lands, holds nothing to move, and the protocol's red-flag scan (`ls`) does not list it. A symlink or one with content is none.
 */
function emptyPlaceholder(model: EngagementModel, e: DirEntry): boolean {
  if (e.kind !== 'file' || e.symlink || !PLACEHOLDER.test(e.name)) return false;
  const read = model.fs.readCleanText(e.rel, PLACEHOLDER_BYTES);
  return read !== undefined && 'text' in read && read.text.trim() === '';
}

/** The entries of the closed subfolders that are not of their folder's kind, each with its finding's message (recommended). */
function rogueInClosedFolders(model: EngagementModel, kept: (inEngagement: string) => boolean): Array<{ e: DirEntry; at: string; message: string }> {
  const out: Array<{ e: DirEntry; at: string; message: string }> = [];
  for (const { dir, holds, fits } of CLOSED_FOLDERS) {
    for (const e of model.list(dir) ?? []) {
      const at = `${dir}/${e.name}`;
      if (fits(e) || VCS_METADATA.test(e.name) || kept(at) || emptyPlaceholder(model, e)) continue;
      let message: string;
      if (OS_METADATA.test(e.name)) message = `\`${at}\` is operating-system metadata, not engagement content: delete it`;
      else if (PLACEHOLDER.test(e.name)) message = `\`${at}\` is not an empty placeholder file (an empty \`.gitkeep\` or \`.keep\` keeps the folder in git and is allowed): make it one, moving what it holds into validation-log.md or handoff.md`;
      else if (FORBIDDEN.test(e.name)) message = `\`${at}\` is a forbidden sidecar: its content belongs in ${homeOf(e.name) ?? 'validation-log.md, handoff.md or executor-reports/<name>.md'}`;
      else message = `\`${at}\` is outside the engagement whitelist: ${dir}/ holds ${holds}`;
      out.push({ e, at, message });
    }
  }
  return out;
}

/** A line that forbids what it names ("Do NOT create engagement/notes.md", "never write …"). */
const FORBIDS = /\b(?:do\s+not|don't|never|must\s+not|forbidden|not\s+allowed|banned|no)\b|запрещ|не\s+создава/i;

/** A character that continues a file name: after `engagement/<name>` it means a longer name (`extra.txt.bak`). */
const NAME_GOES_ON = new LetterRegex(String.raw`^\.*[\p{L}\p{N}_-]`);

/**
 * Whether criteria.md names an entry as `engagement/<name>`. compat: anywhere in its text, as a
 * substring, as the reference's `in` reads it (`engagement/extra.txt.bak` names `extra.txt`). With
 * `protocol`, the path must end where the name does (a sentence's full stop may follow), and a
 * mention on a line that forbids the file names no deliverable.
 */
function criteriaNamer(model: EngagementModel, protocol = false): (name: string) => boolean {
  const text = model.criteria?.text ?? '';
  const pieces = protocol ? text.split('\n').filter((line) => !FORBIDS.test(line)) : [text];
  // What follows each `engagement/` of the text, sorted: an entry is named when one starts with its name,
  // found by one binary search per entry rather than a scan of the text per entry.
  const tails: string[] = [];
  for (const prefix of new Set(['engagement', model.relDir])) {
    const path = `${prefix}/`;
    for (const piece of pieces) {
      for (let at = piece.indexOf(path); at >= 0; at = piece.indexOf(path, at + 1)) tails.push(piece.slice(at + path.length, at + path.length + MAX_NAME));
    }
  }
  tails.sort();
  return (name) => {
    for (let i = firstNotBefore(tails, (t) => t < name); i < tails.length && tails[i]!.startsWith(name); i++) {
      const after = tails[i]!.slice(name.length, name.length + 64);
      if (!protocol || !NAME_GOES_ON.for(after).test(after)) return true;
    }
    return false;
  };
}

/**
 * engagement-reflections.md judged against what the tree says it holds (recommended): each entry of more
 * than three lessons warns at its fourth. The one entry whose content this check reads.
 */
function reflectionWarnings(model: EngagementModel): Finding[] {
  const doc = model.entries().some((e) => e.name === 'engagement-reflections.md' && e.kind === 'file') ? model.doc('engagement-reflections.md') : undefined;
  if (!doc) return [];
  return longEntries(doc).map((e) => {
    const under = e.heading ? ` under "${e.heading.text.trim().slice(0, 80)}" (L${e.heading.line})` : '';
    return doc.at(e.line, `the entry${under} holds ${e.lessons} lessons (from L${e.first}); this is the 4th, past the protocol's three: ${LESSONS_QUOTE}`, e.column, 'warning');
  });
}

/** The longest entry name a file system holds (255 bytes), and some room after it for what follows. */
const MAX_NAME = 320;

export default defineRule<EngagementModel>({
  id: 'whitelist',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'engagement/ holds only whitelisted top-level entries',
  statuses: ['pass', 'fail', 'warn'],
  docs: `The protocol's list of top-level entries of \`engagement/\` is closed: sidecar files such as
\`preview.md\`, \`notes.md\` or \`findings.md\` duplicate the canonical files and hide claims nobody
checks. Allowed: ${[...ENGAGEMENT_WHITELIST].map((e) => `\`${e}\``).join(', ')}.

An entry is also allowed when criteria.md names it as a deliverable through a path
\`engagement/<name>\` anywhere in its text (as a plain substring, as the reference reads it, so
\`engagement/extra.txt.bak\` and \`myengagement/extra.txt\` both name \`extra.txt\`; under
\`--preset recommended\` the name must end where the path does), or when the configuration
lists it in \`whitelist\`. Each rogue entry gets its own finding; the protocol's forbidden names say which
canonical file their content belongs in (compliance/audit/review/findings/issues → validation-log.md;
preview/summary/report/tldr → handoff.md; a rework brief → a new \`## Iteration N\` section of
validation-log.md and the rewritten handoff.md; an exercised flow or smoke run → traces/ and handoff §6).
A specialist's \`findings-<specialist>.md\` is to be consolidated into that specialist's executor report
(\`executor-reports/<specialist>.md\`, as protocol §4-pre says). An allowed name written in another case
(\`handoff.MD\`, \`Criteria.md\`, \`Tasks/\`) is to be renamed to it: the checks read the top-level names as
the protocol spells them, and a case-sensitive file system finds nothing else under them. One under
another extension (\`iteration.txt\`, \`handoff.txt\`) is to be renamed too, or merged into the canonical
file when both are there. An editor's backup, swap or auto-save file (\`handoff.md~\`,
\`.handoff.md.swp\`, \`#plan.md#\`) is to be deleted: its content is a copy of another file's.

Under \`--preset recommended\` the subfolders whose content the protocol's tree spells are judged
too: \`validation-outputs/\` holds JSON files only, \`executor-reports/\` one markdown report per
specialist, \`tasks/\` markdown task files. Anything else there (a forbidden sidecar such as
\`validation-outputs/summary.md\`, a stray file, a folder, operating-system metadata) fails, named
with its folder, except an empty \`.gitkeep\` or \`.keep\` (nothing but a line break in it): git keeps no
empty folder, so a mandatory folder is committed with one before its content lands, and it holds nothing to
move (the protocol's red-flag scan, \`ls\`, does not list it either). One holding content, or a link, fails. A path in the config's \`whitelist\` (\`tasks/board.png\`) or one criteria.md names
(\`engagement/validation-outputs/lighthouse.html\`) allows an entry, as at the top level. Other
subfolders (\`specs/\`, \`ui/\`, \`brand/\`, \`design-system/\`, \`codex-outputs/\`, \`screens/\`,
\`traces/\`) are free-form here; screens/ and traces/ are ux-screens' and trace-schema's to judge.

Entries that hold no engagement content are named for what they are, and still fail under both
presets, since someone put them there and can remove them: operating-system metadata (\`.DS_Store\`,
\`._*\`, \`Thumbs.db\`, \`desktop.ini\`) is to be deleted (under \`--preset recommended\` the fix says
so too); a placeholder or a tool's own folder (\`.gitkeep\`, \`.keep\`, \`.obsidian/\`, \`.vscode/\`,
\`.idea/\`) deleted or listed in the config's \`whitelist\`; git's configuration (\`.gitignore\`,
\`.gitattributes\`, \`.gitmodules\`) moved into the project's own files or, for an engagement kept as a
repository of its own, whitelisted in the config (a \`.gitignore\` here can keep rogue files out of
the commit a reviewer reads); an engagement-lint config moved to the project folder above.
Version-control metadata is another matter: \`.git\` (a folder, or the file a submodule checkout or
linked work tree holds), \`.hg\` and \`.svn\` are the repository's own store, not an artefact of
the engagement, and cannot be deleted or moved into a canonical file. Under
\`--preset recommended\` they are not judged, whatever their kind (the pass detail names them);
under \`--preset compat\` they fail, as the reference's listing does, and the finding says so. The
check lists the folder and opens no other entry than engagement-reflections.md (below) and, at 16 bytes
at most, the \`.gitkeep\`/\`.keep\` files of those subfolders, so a
\`.git\` that is a FIFO, a symlink or a file of gigabytes costs one directory listing.

Under \`--preset recommended\` engagement-reflections.md is judged against what the tree says it
holds: "manager, append-only on M/L verdict — ≤3 actionable lessons targeting skill/agent rules".
Each entry (one list of lessons: numbered or bulleted, under a heading, setext ones too, or after a
paragraph such as \`Iteration 2 — ACCEPT:\`) holding more than three lessons warns at its fourth,
with its line and column. Items indented under a lesson are its detail, not lessons; a list ends at
a heading, a thematic break, a change of marker, a numbering that starts again at 1, or a paragraph
after a blank line. Counting list items is a reading of prose, so it warns rather than fails. The
file is allowed at tier S too (the protocol writes it on M/L verdicts but forbids it nowhere); its
entries are counted at every tier.`,
  examples: [
    {
      status: 'pass',
      title: 'the protocol tree\'s optional research files are whitelisted',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': '',
        'code-research.md': 'x',
        'design-research.md': 'x',
        'brand-research.md': 'x',
      },
    },
    {
      status: 'pass',
      title: 'an engagement kept as a submodule checkout: its `.git` file is version-control metadata, not judged',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': '',
        '.git': 'gitdir: ../.git/modules/engagement\n',
      },
    },
    {
      status: 'warn',
      title: 'an entry of engagement-reflections.md with more than three lessons warns at the fourth',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': '',
        'engagement-reflections.md': '# Reflections\n\n## Iteration 2 — ACCEPT\n\n1. ui-designer: measure contrast on the raised surface.\n2. lead: capture light screens in iteration 1.\n3. qa: add Safari to e2e.\n4. lead: state the timezone rule in criteria.\n',
      },
    },
    {
      status: 'fail',
      title: 'maps the forbidden name tldr.md to its canonical file',
      files: {
        'tldr.md': 'x',
      },
    },
    {
      status: 'warn',
      title: 'a forbidden sidecar criteria.md names as a deliverable warns',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': '- engagement/summary.md with the rollout summary',
        'summary.md': 'x',
      },
    },
  ],
  divergences: [
    {
      protocol: 'Forbidden (do NOT create) … criteria.md may add scope / quality bars / preferences, but may not waive mandatory PROTOCOL gates unless an explicit judge decision records the waiver',
      compat: 'Any `engagement/<name>` in criteria.md whitelists the entry, so "Do NOT create engagement/notes.md" whitelists notes.md.',
      recommended: 'A mention on a line that forbids the file (do not, never, must not, forbidden, no, запрещ …) names no deliverable; the file stays rogue and fails.',
    },
    {
      protocol: 'The list below is closed. No files outside it may be created inside engagement/. … Director\'s red-flag scan (per iteration): ls engagement/ — any file outside whitelist = REJECT',
      compat: 'criteria.md names an entry through any text containing `engagement/<name>`, as the reference\'s substring test reads it: `engagement/extra.txt.bak` whitelists `extra.txt`, and `engagement/report.md` whitelists an entry named `report` too.',
      recommended: 'The path must name the entry whole: after `engagement/<name>` comes the end of the path (a space, `/`, a quote, punctuation, or a sentence\'s full stop), not more of a file name, so `engagement/extra.txt.bak` names `extra.txt.bak` only.',
    },
    {
      protocol: "Forbidden: preview.md, compliance.md, review-log.md, … The list below is closed. … Director treats out-of-whitelist files as REJECT.",
      compat: 'A forbidden sidecar name (notes.md, summary.md …) that criteria.md names as a deliverable passes silently.',
      recommended: 'It warns: only an explicit judge decision may waive the gate, which a linter cannot see, so the finding says which canonical file the content belongs in.',
    },
    {
      protocol: 'The list below is closed. No files outside it may be created inside engagement/. … Director\'s red-flag scan (per iteration): ls engagement/ — any file outside whitelist = REJECT with reason "out-of-whitelist artefact, content must move into canonical file".',
      compat: 'Every top-level entry is judged, version-control metadata included: an engagement kept as a repository of its own (a nested repository, or a submodule checkout whose `.git` is a file) fails on `.git`.',
      recommended: '`.git`, `.hg` and `.svn` are not judged: no one creates them as artefacts, their content has no canonical file to move into, and the protocol\'s own `ls engagement/` does not list them. Other dot-entries (`.gitignore`, `.gitkeep`, `.DS_Store`) are still reported.',
    },
    {
      protocol: 'The list below is closed. No files outside it may be created inside engagement/. … ├── validation-outputs/ # MANDATORY — JSON proof-of-run … │ └── {validator|adversary-role}-iter-{N}[-preliminary]-{timestamp}.json',
      compat: 'Only the top-level entries are listed: a `validation-outputs/summary.md` or an `executor-reports/notes.md` passes.',
      recommended: 'validation-outputs/, executor-reports/ and tasks/ are judged against what the tree says they hold (JSON outputs, one markdown report per specialist, markdown task files); a forbidden sidecar, a stray file or a folder inside them fails. An empty `.gitkeep` or `.keep` there (the placeholder git needs to keep a folder before its content lands) is allowed.',
    },
    {
      protocol: '├── engagement-reflections.md # manager, append-only on M/L verdict — ≤3 actionable lessons targeting skill/agent rules',
      compat: 'Only the entry\'s name is judged.',
      recommended: 'An entry of the file holding more than three lessons warns at its fourth.',
    },
    {
      protocol: '├── code-research.md # OPTIONAL — code-researcher output … ├── design-research.md # OPTIONAL … ├── brand-research.md # OPTIONAL',
      compat: 'The reference whitelist lacks the three optional research files, so an engagement that keeps them fails.',
      recommended: 'code-research.md, design-research.md and brand-research.md are whitelisted.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    // Version control's own store is no entry of the engagement's (recommended); compat judges every entry, as the reference does.
    const listed = model.entries();
    const entries = protocol ? listed.filter((e) => !VCS_METADATA.test(e.name)) : listed;
    const unjudged = listed.length > entries.length ? ` (${list(listed.filter((e) => VCS_METADATA.test(e.name)).map((e) => e.name))}, version-control metadata, not judged)` : '';
    const extra = new Set((options.extraWhitelist ?? []).map((e) => trimChars(String(e), '', '/')));
    const named = criteriaNamer(model, protocol);
    const allowed = (name: string) => ENGAGEMENT_WHITELIST.has(name) || (protocol && PROTOCOL_OPTIONAL.has(name));
    const rogue = entries.filter((e) => !allowed(e.name) && !extra.has(e.name) && !named(e.name));
    // "The list below is closed": the subfolders it spells are judged too (recommended).
    const inFolders = protocol ? rogueInClosedFolders(model, (at) => extra.has(at) || named(at)) : [];
    const waived = protocol && !rogue.length && !inFolders.length ? entries.filter((e) => FORBIDDEN.test(e.name) && !extra.has(e.name) && named(e.name)) : [];
    // "≤3 actionable lessons" per entry of engagement-reflections.md (recommended): a count of list items, so a warning.
    const lessons = protocol ? reflectionWarnings(model) : [];
    const lessonsDetail = lessons.length ? `engagement-reflections.md: ${plural(lessons.length, 'entry', 'entries')} past three lessons` : '';
    const lessonsFix = 'Keep each entry of engagement-reflections.md to at most three actionable lessons, each aimed at a skill or agent rule; merge or drop the rest.';
    if (waived.length) {
      return {
        status: 'warn',
        detail: [`forbidden sidecars kept because criteria.md names them: ${list(waived.map((e) => e.name))}`, lessonsDetail].filter(Boolean).join('; '),
        fix: `criteria.md cannot waive the whitelist on its own: move the content into its canonical file, or record the judge's waiver in human-directive.md and list the file under \`whitelist\` in the config.${lessons.length ? ` ${lessonsFix}` : ''}`,
        findings: [...waived.map((e) => ({ file: e.rel, line: 1, column: 1, message: `\`${e.name}\` is a forbidden sidecar that criteria.md names; its content belongs in ${homeOf(e.name) ?? 'validation-log.md or handoff.md'}` })), ...lessons],
      };
    }
    if (!rogue.length && !inFolders.length) {
      if (lessons.length) return { status: 'warn', detail: lessonsDetail, fix: lessonsFix, findings: lessons };
      return { status: 'pass', detail: `${plural(entries.length, 'entry', 'entries')}, all whitelisted or criteria-named${unjudged}` };
    }
    const findings = [
      ...rogue.map((e) => ({ file: e.rel, line: 1, column: 1, message: rogueMessage(model, e.name, allowed) })),
      ...inFolders.map(({ e, message }) => ({ file: e.rel, line: 1, column: 1, message })),
    ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    // The reference's fix stays as it is; the protocol reading adds the two cases it words wrongly.
    const specifics = protocol
      ? [
          ...(rogue.some((e) => SPECIALIST_FINDINGS.test(e.name) && !OS_METADATA.test(e.name)) ? ['Consolidate a specialist\'s findings-<specialist>.md into executor-reports/<specialist>.md.'] : []),
          ...(rogue.some((e) => OS_METADATA.test(e.name)) ? ['Delete operating-system metadata (.DS_Store, Thumbs.db, desktop.ini): it holds no content.'] : []),
        ]
      : [];
    return {
      status: 'fail',
      detail: `out-of-whitelist entries: ${list([...rogue.map((e) => e.name), ...inFolders.map(({ at }) => at)].sort())}`,
      fix:
        'Move the content into validation-log.md / handoff.md / executor-reports/, then delete the rogue entries. ' +
        specifics.map((t) => `${t} `).join('') +
        'A deliverable that criteria.md names as `engagement/<file>` is allowed; project-wide additions go in the `whitelist` list of the config.' +
        (lessons.length ? ` ${lessonsFix}` : ''),
      findings: [...findings, ...lessons],
    };
  },
});
