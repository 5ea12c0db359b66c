import { citationsCut, thousands, defineRule, diffSummaryChanges, removalsSaidIn, MAX_CITED_PATHS, MAX_FINDINGS, MAX_LINE_CANDIDATES, distinctCitedPaths, enclosingWorkTree, engagementRelativeHint, followsProtocol, list, plural, probeCitedEvidence, withEngagementRelative, type CitedPath, type EngagementModel, type Finding, type MarkdownDoc, windowsPath } from '@engagement-lint/core/kit';
import { backslashedNote, notPathsNote, protocolCitations, rootedElsewhereOutside } from './lib/cited-path-reading.js';
import { citedGlobs, patternsNote } from './lib/cited-globs.js';
import { namedAsAbsent, withWorkTree } from './lib/work-tree-citations.js';

/**
 * The protocol reading: cited paths §1 itself reports as removed (a `D` name-status line, a rename's
 * old path, a "Removed files:" or "Deleted:" list, a `delete mode` line, a "removed `x`" on any of its
 * lines, as the S template's one line writes it) are not expected to exist,
 * and neither is one whose `--stat` count shows lines removed and none added (`| 12 ------`): only
 * the missing are looked up here, and a file cut to nothing that is gone was deleted. A missing
 * cited folder is removed when §1 marks it so, or marks removed every file it lists under it. Those
 * are taken out of `missing` and returned apart.
 */
function removedBySection1(doc: MarkdownDoc, missing: CitedPath[], goneFolderOf: (pattern: string) => string | undefined = () => undefined): { missing: CitedPath[]; removed: string[]; said: (path: string) => boolean; under: (path: string) => Under | undefined } {
  const none = { missing, removed: [], said: () => false, under: () => undefined };
  if (!missing.length) return none;
  const changes = diffSummaryChanges(doc, 'protocol');
  // As the citations are read: a path written with `\` (`src\old.py`) is the same path with `/`.
  const posix = (p: string) => (windowsPath(p) ?? p).replace(/^\.\//, '');
  const listed = changes.flatMap((c) => (c.kind === 'removed' || c.onlyRemovedLines ? [posix(c.path)] : []));
  const marked = new Set([...listed, ...removalsSaidIn(doc, 'protocol').map((r) => posix(r.path))]);
  if (!marked.size) return none;
  const folders = foldersOf([...marked, ...changes.map((c) => posix(c.path))], marked);
  const under = (path: string) => folders.get(withoutClosingSlash(path));
  // A folder §1 names removed, with or without its closing slash, or one whose every listed file it marks removed.
  const saidOf = (path: string) => {
    if (marked.has(path)) return true;
    const u = under(path);
    return !!u && (u.self || (u.removed > 0 && u.removed === u.files));
  };
  // A glob matching nothing in a folder that is gone names what §1 reports removed with that folder.
  const said = (path: string) => {
    if (saidOf(path)) return true;
    const folder = goneFolderOf(path);
    return folder !== undefined && saidOf(folder);
  };
  return { missing: missing.filter((c) => !said(c.path)), removed: distinctCitedPaths(missing.filter((c) => said(c.path))), said, under };
}

/** What §1 says of a path that may be a folder: whether it marks it removed, how many files it lists under it, how many of those removed. */
interface Under {
  self: boolean;
  files: number;
  removed: number;
}

/** `path` without the slashes closing it (a loop: a regex would retry a long run of them from each start). */
function withoutClosingSlash(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Folders deeper than this are not looked at: the walk over a path's folders stays linear in its length. */
const MAX_DEPTH = 64;

/** Every path §1 lists and every folder above one, with what §1 says of it. */
function foldersOf(paths: string[], marked: Set<string>): Map<string, Under> {
  const out = new Map<string, Under>();
  const at = (key: string) => {
    let u = out.get(key);
    if (!u) out.set(key, (u = { self: false, files: 0, removed: 0 }));
    return u;
  };
  for (const path of new Set(paths)) {
    const gone = marked.has(path);
    const key = withoutClosingSlash(path);
    if (gone) at(key).self = true;
    let depth = 0;
    for (let i = key.indexOf('/'); i > 0 && depth < MAX_DEPTH; i = key.indexOf('/', i + 1), depth++) {
      const u = at(key.slice(0, i));
      u.files++;
      if (gone) u.removed++;
    }
  }
  return out;
}

/** Words saying a file was removed: a line citing a missing path with one says so where it does not count. */
const SAID_REMOVED = /\b(?:remov|delet)(?:e|ed|es|ing)\b|(?<![\p{L}])удал/iu;

/** How to mark a removal so the check reads it: the fix of a failure naming a missing path §1 does not mark. */
const MARK_REMOVAL = 'If a file was deleted, list it under `Removed files:` in §1 or paste `git diff --stat --summary` (its `delete mode` line marks it).';
const MARK_REMOVAL_COMPAT = 'If a file was deleted, stop citing it: compat expects every cited path to exist, even one §1 lists under `Removed files:` (--preset recommended reads that list and does not).';

export default defineRule<EngagementModel>({
  id: 'handoff-paths',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every path handoff.md cites exists',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A handoff that cites evidence which does not exist is a phantom claim. Cited paths are
backtick-quoted strings and bare paths starting \`engagement/\`, \`src/\`, \`tests/\`, \`app/\`,
\`lib/\`, \`scripts/\`, \`hooks/\`, \`agents/\` or \`skills/\` (word characters, \`.\`, \`/\` and
\`-\`, not preceded by a word character or \`/\`), anywhere in the file, code blocks and frontmatter
included; under \`--preset recommended\` also bare paths under a project's other usual top folders (\`docs/\`,
\`migrations/\`, \`db/\`, \`config/\`, \`test/\`, \`e2e/\`, \`packages/\`, \`apps/\`, \`public/\`, \`infra/\`,
\`deploy/\`) and the engagement's own folders (below). As in handoff-precheck.py:

- illustration lines are skipped: e.g., for example, например, такие как, (do) not create,
  forbidden, запрещ, rogue, placeholder, out-of-whitelist, and \`template\` / \`шаблон\` followed by
  a space, \`-\` or \`:\` (a cited \`src/templates/\` folder is still checked); under
  \`--preset recommended\` only the paths such a word introduces are skipped (see below);
- candidates holding \`://\`, \`http:\`, \`{ }\`, \`< >\`, \`...\`, \`*\`, \`?\` or \`$ARGUMENTS\`, a
  space, no \`/\`, or starting with \`#\` are ignored, and so is the future archive
  \`engagement-archived/\`; under \`--preset recommended\` a backticked path holding a space is read
  when its first folder holds none and its last word ends in a file extension (\`docs/Release Notes.md\`),
  unless it reads as a command or a list (an earlier word with an extension, an option \`-x\`, a comma);
- a \`:45\` / \`:45-52\` line suffix and a leading \`./\` are stripped; nothing else is, so a bare
  path ending a sentence (\`see src/a.ts.\`) cites \`src/a.ts.\` — put paths in backticks;
- under \`--preset recommended\` a path written with Windows separators (\`engagement\\executor-reports\\dev.md\`,
  \`src\\a.ts:3\`, bare ones under the roots above too) is read as the same path with \`/\`, and the
  detail counts them; one on a drive (\`C:\\work\\a.ts\`) leaves the project root. A string with a
  \`\\\` is such a path only when it has a file extension, a closing \`\\\`, a usual root, a drive or a
  \`%VARIABLE%\` first, no empty name, and no \`\\\` leading it: a regex (\`\\d+\`), LaTeX
  (\`\\frac\`) or an escape in prose (\`a\\nb\`) is none. The reference reads none of them; compat
  does not either, and its detail lists them as not checked;
- under \`--preset recommended\` a pasted \`git diff --stat\` line (\` src/billing/Release Notes.ts | 19 ++--\`)
  cites its file whole, up to the \`|\` as git writes it, spaces included; a rename
  (\`src/{a.ts => b.ts}\`, \`a.ts => b.ts\`) cites its new path and a name git cut (\`.../x.ts\`) none;
- a bare path runs up to its first glob character (\`engagement/icons/billing-*.svg\` cites
  \`engagement/icons/billing-\`, as in the reference); under \`--preset recommended\` it is read whole as a
  pattern (\`*\`, \`?\`, \`[…]\`, \`{a,b}\`), as the S template's one line may write a set of files
  ("+/- {N} files: {paths}"): it passes when an entry of its fixed leading folder matches it (that one
  listing is read, at the project root or else under the engagement folder; a pattern whose wildcards
  reach deeper, \`src/*/index.ts\`, passes when a folder there matches its first wildcard segment) and
  fails naming the whole pattern when none does. A sentence's closing \`?\`, a URL query
  (\`index.html?theme=dark\`), emphasis (\`**src/a.ts**\`) and a template slot (\`{slug}\`) make no
  pattern. A backticked string holding a glob character is still no cited path.

Paths resolve against the project root (the engagement folder's parent). A path that leaves the
project root is reported as such and never probed; so is one rooted in the home folder
(\`~/.claude/scripts/handoff-precheck.py\`, \`$HOME/…\`), whatever a folder named \`~\` in the project
holds, and one on a Windows drive or under a Windows variable (\`C:/work/a.ts\`, \`%APPDATA%/x.json\`).
Under \`--preset recommended\`, when the project is a folder of a larger git work tree (a monorepo's
\`services/billing\`, whose engagement is \`services/billing/engagement\`; the work tree is the nearest
folder above the project root holding \`.git\`, found as config lookup finds it, without running git),
a cited path still missing whose first folder the project root does not hold is looked up from the
top of that work tree, as git prints the paths of \`git diff --stat\` (\`services/billing/src/x.ts\`,
\`packages/money/src/index.ts\`); one whose first folder the project holds (\`src/x.ts\`) stays the
project's. A path leading up with \`../\` (\`../../packages/money/src/index.ts\`) that stays inside
the work tree is looked up there, and fails as missing when it is not there. Those paths are only
probed, never read, and no probe leaves the work tree: a \`../\` path out of it, a symlink leading out
of it, a home- or drive-rooted or absolute path, and a \`../\` path of a project with no repository
around it (or holding \`.git\` itself) are still outside the project root. The detail counts the
paths found in the work tree. A cited path that a negation of its clause governs, with only words of
absence or place between them ("N/A — no \`src/\` change", "no \`docs/\` in this repo", "did not
touch \`src/legacy/\`", «без изменений в \`src/\`»), names something absent or untouched, not
evidence: missing, it does not fail, and the detail names it; an outcome between them ("no failures
in \`tests/x.py\`") keeps it a citation, and so does citing the same path elsewhere without one.
Under \`--preset recommended\` a cited path that §1 (the diff summary, the source of truth
for what changed) reports as removed — a \`D\` name-status line, a rename's old path, a "Removed
files:" / "Deleted files:" list, a "Removed:" / "Deleted:" line over a list, a line led by
"Removed" or "Deleted", a path right after "removed" or "deleted" on any §1 line (as the S template's
one line writes it: "+/- 2 files: modified \`src/a.py\` (+1), removed \`src/old.py\`"; a list after the word
too; not a negated "not removed") or a backticked one right before it ("\`src/old.py\` (removed)", "was
deleted"), or pasted \`git diff --stat --summary\` output: a \`delete mode 100644 path\`
line, a \`rename old => new (90%)\` line's old path, or a \`--stat\` line counting lines removed and
none added (\`path | 12 ------------\`, \`Bin 120 -> 0 bytes\`) for a file that is gone — is not
expected to exist: missing, it is no phantom, and the detail names it. So is a cited folder that is
gone when §1 marks it removed (with or without its closing \`/\`) or marks removed every file it
lists under it (\`tests/fixtures/v1/\` after a \`--stat\` of only removed lines for each of its files);
when §1 marks only some of them, the finding says how many. A removal said only outside
§1 ("Removed \`x\`" in §2) excuses nothing; the finding on such a line says §1 does not mark it (on a
§1 line that speaks of a removal in a form not read, it says so),
and when a missing path is not marked so, the fix says how to mark a removal. At most ${thousands(MAX_CITED_PATHS)} citations are read
from the handoff, and at most ${thousands(MAX_LINE_CANDIDATES)} candidates (backticked or bare, paths or not) from one line
holding an illustration word: past either the check fails at the line where reading stopped, since what was not
read cannot be shown to exist. Under \`--preset recommended\` a path missing at
the project root that exists relative to the engagement folder (\`executor-reports/dev.md\`,
\`traces/iter-1/x.json:12-18\`, as the protocol's handoff template writes them) is found too; a
GitHub line anchor (\`src/a.ts#L45\`, \`src/a.ts#L45-L52\`), an \`L\` line reference after a colon
(\`copy.md:L2\`, \`copy.md:L2-L6\`), a \`file:line:column\` position (\`src/app.ts:2:5\`), a pytest node id
(\`tests/test_api.py::test_login\`) and a section anchor after a file name
(\`validation-log.md#ux-review\`) are stripped like the \`:45-52\` suffix, and so is a line range
written with an en or em dash (\`src/a.ts:18–26\`, \`:18—26\`, \`#L45–L52\`), and the file is probed;
a slash name with no file extension whose first segment exists neither at the project root nor
under the engagement folder — a design token (\`color/bg/card\`), a Figma component
(\`Pricing/Card/Selected\`), a utility class (\`w-1/3\`) — names no file and is not a cited path
(\`src/components/Card\` is still checked wherever \`src/\` exists, and so is a folder ending in
\`/\`); and a cited string that exists nowhere and reads as a git ref — it starts \`origin/\`,
\`upstream/\` or \`refs/\`, or its first segment is a usual branch prefix (\`feature\`, \`feat\`,
\`fix\`, \`bugfix\`, \`hotfix\`, \`release\`, \`chore\`, and the bots' \`renovate\`, \`dependabot\`),
and its last segment has no file extension (\`origin/main\`, \`feature/orders-pagination\`; a
version wildcard such as \`renovate/pandas-2.x\` is none) — is a branch, not a path; and a kubectl
\`kind/name\` reference (\`deployment/api\`, \`cronjob/churn-refresh.v2\`: two segments, the first a
Kubernetes resource kind or its short name that exists as no folder, the second a resource name,
not a \`.yaml\` / \`.json\` / … file) is a cluster object, not a path; the detail counts slash
names, git refs and Kubernetes resources.

Skips while handoff.md is not written; \`--mode ready\` turns that skip into a failure.`,
  examples: [
    {
      status: 'pass',
      title: 'media types, N/A, extension lists and API routes are not cited files',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '- `src/api.ts` answers `/health` and `/api/items` with `application/json`; no `.tsx/.jsx/.vue` file changed',
        '../src/api.ts': 'x',
      },
    },
    {
      status: 'pass',
      title: 'recommended: a file §1 reports as removed is not expected to exist',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '## 1. Diff summary\nRemoved files: `src/legacy_csv.py` — dead code\n',
      },
    },
    {
      status: 'pass',
      title: 'recommended: a raw `git diff --stat` line of lines removed and none added, for a file that is gone, is a removal',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '## 1. Diff summary\n```\n src/export/legacy-date.ts | 12 ------------\n src/export/orders-csv.ts  |  7 ++++---\n```\n## 2. Deliverables\n- Removed `src/export/legacy-date.ts`: no other caller\n',
        '../src/export/orders-csv.ts': 'x',
      },
    },
    {
      status: 'fail',
      title: 'recommended: a removal said only outside §1 excuses nothing; the fix says how to mark one',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '## 1. Diff summary\n- `src/export/orders-csv.ts` — ISO dates\n## 2. Deliverables\n- Removed `src/export/legacy-date.ts`: no other caller\n',
        '../src/export/orders-csv.ts': 'x',
      },
    },
    {
      status: 'pass',
      title: 'recommended: a path written with Windows separators is the same path with `/`',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '- rounding in `src\\billing\\round.ts:9-16`, report `executor-reports\\dev.md`',
        '../src/billing/round.ts': 'x',
        'executor-reports/dev.md': 'x',
      },
    },
    {
      status: 'fail',
      title: 'recommended: a missing one fails as a missing `/` path does',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '- helper in `src\\nope\\missing.ts:3`',
      },
    },
    {
      status: 'fail',
      title: 'an absolute path with a file extension is still reported outside the root',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '- `/etc/app.conf`',
      },
    },
    {
      status: 'pass',
      title: 'recommended: a bare glob is a pattern, found when a file matches it',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '## 1. Diff summary\n+/- 2 files: engagement/icons/billing-*.svg; new billing icons\n',
        'icons/billing-invoice.svg': '<svg/>',
      },
    },
    {
      status: 'fail',
      title: 'recommended: a glob no file matches fails, naming the whole pattern',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '## 1. Diff summary\n+/- 2 files: engagement/icons/refund-*.svg; new refund icons\n',
        'icons/billing-invoice.svg': '<svg/>',
      },
    },
    {
      status: 'pass',
      title: 'recommended: a folder named only to say it is absent cites no evidence',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '## 9. Docs diff\nN/A — no docs change (no `src/` folder in this repo).\n',
      },
    },
    {
      status: 'pass',
      title: 'recommended: a monorepo folder\'s `git diff --stat` paths and `../` paths are read in its git work tree',
      options: {"preset": "recommended"},
      target: 'services/billing/engagement',
      files: {
        'handoff.md': '## 1. Diff summary\n```\n packages/money/src/index.ts       | 8 ++++++++\n services/billing/src/proration.ts | 5 ++++-\n```\n## 2. Deliverable manifest\n- `../../packages/money/src/index.ts` — shared package\n',
        '../../../.git/HEAD': 'ref: refs/heads/main\n',
        '../src/proration.ts': 'x',
        '../../../packages/money/src/index.ts': 'x',
      },
    },
    {
      status: 'skip',
      title: 'skips while handoff.md is missing, and fails that skip in --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk. … ## 9. Docs diff: See docs-diff.md OR "N/A — no docs change"',
      compat: 'A path named only to say it is absent ("N/A — no `src/` change", "no `docs/` in this repo") is a cited path and fails as missing.',
      recommended: 'A path a negation of its clause governs, with only words of absence or place between them (no, not, without, never, нет, без, не …; "no changes to", "did not touch"), cites no evidence: missing, it does not fail, and the detail names it. An outcome between them ("no failures in `tests/x.py`") keeps it a citation.',
    },
    {
      protocol: 'Every agency engagement lives in an engagement/ directory under the project working directory … For dev engagements, paste raw output: `git diff --stat {base}..HEAD` … every path cited in handoff.md exists on disk',
      compat: 'Cited paths resolve against the project root only: in a monorepo folder (`services/billing/engagement`) the paths git prints from the repository\'s top are missing, and a shared package of the same repository cited as `../../packages/money/…` is refused as outside the project root.',
      recommended: 'When the project is a folder of a larger git work tree (the nearest folder above it holding `.git`), a missing path whose first folder the project does not hold is looked up from the work tree\'s top, and a `../` path that stays inside the work tree is looked up there (missing, it fails as missing). Nothing is read and no probe leaves the work tree: symlinks out of it, home-, drive-rooted and absolute paths, and `../` paths of a project with no repository around it stay outside.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'A line holding an illustration word anywhere is skipped whole, so real evidence on it is never checked: `src/rounding.ts:40` (e.g. 1.005 → 1.01), `src/components/Placeholder.tsx` (the word in the file\'s own name), or a path on a line that says "rogue", "template:" or "for example" about something else.',
      recommended: 'An illustration word exempts only the paths it introduces: an example word a word or two before the path (`e.g. src/foo.ts`, "for example the file `x`"), "do not create" a few words before it, forbidden, rogue, placeholder, template or out-of-whitelist right before it or after a colon or a file noun ("Forbidden: `a`, `b`", "rogue file `x`", "template: `x`"), and a ban word right after it ("`engagement/notes.md` is forbidden"); a list goes on from an exempt path (`a`, `b` and `c`). A word inside a path\'s own name, one negated ("No rogue files: `x`"), one past a clause break (`;`, `.`, a dash, a parenthesis) or a colon after other words, and one after the path that is no ban word exempt nothing: such paths are checked.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'A bare path ending a sentence keeps the full stop (`see src/format.ts.` cites `src/format.ts.`, which does not exist), and so does punctuation inside backticks (`src/b.ts,`).',
      recommended: 'Trailing `.`, `,`, `;`, `:`, `!`, `)` and `]` are sentence punctuation, not part of the path.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'Any backticked string with a `/` is a cited path: `application/json`, `N/A`, `and/or`, a list of extensions such as `.tsx/.jsx/.vue` and API routes such as `/health` or `/api/items` fail as missing files (an absolute route as a path outside the project root).',
      recommended: 'Media types (`type/subtype`), slash words (`N/A`, `and/or`, `I/O`), lists of extensions (`.tsx/.jsx/.vue`, `*.ts/*.tsx`) and absolute paths or routes whose last segment has no file extension name no file and are not cited paths.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'A cited string holding a space is never a path: `docs/Release Notes.md` is not checked, so a missing one passes unseen; and a pasted `git diff --stat` line naming such a file is cut at the space (` src/billing/Release Notes.ts | 19 ++--` cites `src/billing/Release`, which fails as missing).',
      recommended: 'A backticked string holding a space is a path when its first folder holds no space and its last word ends in a file extension (`docs/Release Notes.md`), unless an earlier word has an extension, a word is an option (`-k`) or it holds a comma or semicolon: a command (`git add src/a.py`) or a list of paths is none. A `--stat` line cites its file whole, up to the `|` as git writes it; a rename (`src/{a.ts => b.ts}`) cites its new path.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'A path written with Windows separators (`engagement\\executor-reports\\dev.md`, `src\\a.ts:3`) holds no `/` and is not read, as in the reference: a missing one passes; the detail lists them as not checked.',
      recommended: 'A path written with `\\` is read as the same path with `/` (one with a file extension, a closing `\\`, a usual root or a drive; not a regex, LaTeX or an escape in prose), so a missing one fails; one on a drive (`C:\\work\\a.ts`) leaves the project root.',
    },
    {
      protocol: '| # | Criterion | Status | Evidence (path + line/section) |',
      compat: 'Only a `:45` / `:45-52` line suffix is stripped, its range written with a hyphen: evidence cited with a GitHub line anchor (`src/api/orders.ts#L45-L52`) or a range written with an en or em dash (`src/api/metrics.ts:18–26`, `:18—26`) fails as a missing path, and a `file:line:column` position (`src/app.ts:2:5`) fails as the missing file `src/app.ts:2`.',
      recommended: 'A `#L45` / `#L45-L52` line anchor is stripped like the `:45-52` suffix, and so are a range written with an en or em dash (`:18–26`, `:18—26`, `#L45–L52`) and the line of a `file:line:column` position after a file extension; the file is probed.',
    },
    {
      protocol: '| # | Criterion | Status | Evidence (path + line/section) |',
      compat: 'Only a `:45` / `:45-52` line suffix is stripped: evidence cited with the protocol\'s `L` line numbers after a colon (`copy.md:L2-L6`, `copy.md:L2`) or with a section anchor (`validation-log.md#ux-review`) fails as a missing path.',
      recommended: 'A `:L2` / `:L2-L6` line reference and a `#section` anchor after a file name are stripped like the `:45-52` suffix, and the file is probed.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'Any backticked string with a `/` is a cited path: design tokens (`color/bg/card`), Figma component names (`Pricing/Card/Selected`) and utility classes (`w-1/3`) fail as missing files.',
      recommended: 'A slash name with no file extension whose first segment exists neither at the project root nor under the engagement folder names no file and is not a cited path; the detail counts it. A path under an existing folder (`src/components/Card`) or ending in `/` is still checked.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'A git ref cited in backticks (`origin/main`, `feature/orders-pagination`, `renovate/pandas-2.x`) is a cited path and fails as missing, and so does a kubectl `kind/name` reference (`cronjob/churn-refresh.v2`).',
      recommended: 'A cited string that exists nowhere and reads as a git ref (starts `origin/`, `upstream/` or `refs/`, or a branch prefix such as `feature/`, `fix/`, `release/`, `renovate/`, `dependabot/`, with no file extension; a version wildcard `2.x` is none) is not a path, nor is a kubectl `kind/name` reference whose kind exists as no folder; the detail counts them.',
    },
    {
      protocol: '- Removed files: list with reason. This section is the **source of truth** for what changed. … handoff-paths — every path cited in handoff.md exists on disk',
      compat: 'A file §1 reports as removed (a `D` name-status line, a "Removed files:" list) fails as missing wherever the handoff cites it, as in the reference, and so does a folder whose every listed file §1 marks removed; the finding says §1 reports it removed.',
      recommended: 'A cited path §1 reports as removed (a `D` name-status line, a rename\'s old path, a "Removed files:" / "Deleted:" list, a line led by "Removed" or "Deleted", a path right after "removed" or "deleted" on any §1 line, as the S template\'s one line writes it, or a backticked one right before it, a `git diff --summary` `delete mode` or `rename` line, or a `--stat` line counting lines removed and none added for a file that is gone) is not expected to exist: missing, it does not fail, and the detail names it. A cited folder that is gone is removed when §1 marks it so, with or without its closing `/`, or marks removed every file it lists under it (`tests/fixtures/v1/` after a `--stat` of only removed lines for each of its files); when §1 marks only some, the finding says how many. A removal said only outside §1 excuses nothing.',
    },
    {
      protocol: 'S-tier template … ## 1. Diff summary +/- {N} files: {paths}; {one-line of what changed}',
      compat: 'A bare path is cut at its first glob character, as in the reference: `engagement/icons/billing-*.svg` cites `engagement/icons/billing-`, which never exists, and fails.',
      recommended: 'A bare path running into a glob character is read whole as a pattern (`*`, `?`, `[…]`, `{a,b}`): it passes when an entry of its fixed leading folder matches it and fails naming the whole pattern when none does; only that folder\'s listing is read.',
    },
    {
      protocol: '- {specialist-name} — `executor-reports/{specialist}.md`',
      compat: 'Cited paths resolve against the project root only: `executor-reports/dev.md` or `traces/iter-1/x.json:12-18`, written relative to the engagement folder as the handoff template writes them, fail as missing.',
      recommended: 'A path missing at the project root that exists relative to the engagement folder is found; the detail says how many were read that way.',
    },
  ],
  check({ model, options }) {
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    const protocol = followsProtocol(options);
    // A home- or drive-rooted path (`~/.claude/…`, `C:\work\…`) leaves the root: reported so, as an absolute one is.
    const shared = rootedElsewhereOutside(probeCitedEvidence(model, doc, { protocol }));
    // A bare glob (`icons/billing-*.svg`) is read whole and matched, not cut at its wildcard into a path that never exists.
    const globbed = protocol ? citedGlobs(model, doc, shared) : { probe: shared, patterns: [] };
    const probe = protocol ? rootedElsewhereOutside(protocolCitations(model, globbed.probe)) : { ...shared, refs: [], names: [], kube: [] };
    const inProject = protocol ? withEngagementRelative(model, probe) : { ...probe, inEngagement: 0 };
    // A monorepo folder's citations as git prints them (from the repository's top), and its `../` paths into the same repository.
    const read = protocol ? withWorkTree(model, inProject) : { ...inProject, inRepository: 0 };
    const { outside, inEngagement, inRepository } = read;
    // A pattern no file matches is missing as a path is, and §1 may report what it named removed.
    const unmatched = globbed.patterns.filter((p) => p.found === false).map((p): CitedPath => ({ path: p.pattern, raw: p.pattern, line: p.line, column: p.column }));
    const patternOf = new Map(globbed.patterns.map((p) => [p.pattern, p]));
    // A file §1 says was removed is not there, as reported: no phantom under the protocol reading.
    const section1 = removedBySection1(doc, [...read.missing, ...unmatched], (p) => (patternOf.get(p)?.gone ? patternOf.get(p)!.folder : undefined));
    const { missing: unexcused, removed } = protocol ? section1 : { missing: read.missing, removed: [] };
    // A path named only to say it is absent ("no `src/` folder in this repo") cites no evidence.
    const absent = protocol ? namedAsAbsent(doc) : () => false;
    const missing = unexcused.filter((c) => !absent(c));
    const stillCited = new Set(missing.map((c) => c.path));
    const negated = distinctCitedPaths(unexcused.filter((c) => absent(c) && !stillCited.has(c.path)));
    const distinct = read.distinct - [...removed, ...negated].filter((p) => !patternOf.has(p)).length;
    // Compat fails such a path, as the reference does, but says where the file is.
    const hint = engagementRelativeHint(model);
    // Looked up only when it answered a citation or a finding names it: a passing handoff of a lone project asks nothing more.
    const tree = protocol && (inRepository || missing.length || outside.length) ? enclosingWorkTree(model.fs) : undefined;
    const relative = inEngagement || inRepository ? ` (${[...(inEngagement ? [`${inEngagement} of them relative to ${model.rel('')}/`] : []), ...(inRepository ? [`${inRepository} in the git work tree the project is ${tree?.prefix ?? ''}/ of`] : [])].join(', ')})` : '';
    const gone = new Set(removed);
    const notPaths = backslashedNote({ cited: probe.cited.filter((c) => !gone.has(c.path)), backslashedUnread: shared.backslashedUnread }) + notPathsNote(probe) + patternsNote(globbed.patterns) + (negated.length ? `; ${plural(negated.length, 'path')} named only in a negation (as in "no \`src/\` folder"), not read as evidence: ${list(negated)}` : '') + (removed.length ? `; ${plural(removed.length, 'path')} §1 reports as removed, not expected to exist: ${list(removed)}` : '');
    // Past MAX_CITED_PATHS the rest of the handoff was not read: not a silent pass.
    const cut = citationsCut(doc, shared);
    if (!missing.length && !outside.length) {
      // Paths that were not read cannot be shown to exist.
      if (cut) return { status: 'fail', detail: `${distinct} cited paths exist${cut.detail}`, fix: 'Cite the evidence a reader needs, not every path of the change: a handoff is read by people.', findings: [cut.finding] };
      return { status: 'pass', detail: `${distinct} cited paths exist${relative}${notPaths}` };
    }
    // Messages only for the findings a report shows: a handoff may cite a path two million times.
    const byPlace = (a: { line: number; column: number }, b: { line: number; column: number }) => a.line - b.line || a.column - b.column;
    const shown = [...missing.map((c) => ({ c, out: false })), ...outside.map((c) => ({ c, out: true }))].sort((a, b) => byPlace(a.c, b.c)).slice(0, MAX_FINDINGS);
    // Read once per line: one line may cite thousands of missing paths.
    const removedLines = new Map<number, boolean>();
    const saidRemoved = (line: number) => {
      let said = removedLines.get(line);
      if (said === undefined) removedLines.set(line, (said = SAID_REMOVED.test(doc.line(line))));
      return said;
    };
    // What a missing path's finding adds: §1 marks it removed (compat), or a line says it was removed where that does not count.
    const s1 = doc.section(1, 'protocol');
    const inS1 = (line: number) => !!s1 && line >= s1.start && line <= s1.end;
    // A folder §1 lists files under but marks only some of them removed: which part it marks.
    const partly = (path: string) => {
      const u = protocol ? section1.under(path) : undefined;
      return u?.removed ? `§1 marks removed only ${u.removed} of the ${u.files} files it lists under it` : undefined;
    };
    const note = (c: CitedPath) =>
      !protocol && section1.said(c.path)
        ? ' (§1 reports it removed: lint with --preset recommended, which does not expect a removed file to exist)'
        : saidRemoved(c.line)
          ? inS1(c.line)
            ? ' (this §1 line speaks of a removal, but not in a form read as one: write "removed `path`" or list it under `Removed files:`)'
            : ` (said removed, but ${partly(c.path) ?? '§1 does not mark it removed'})`
          : protocol ? '' : hint(c.path);
    // How to mark a removal, unless §1 marks every missing path so already (compat, which still expects them).
    // Compat expects even a removed file to exist: marking it removed helps only under the recommended preset, so it says so.
    const removalFix = (gone: CitedPath[]) =>
      `${gone.some((c) => !section1.said(c.path)) ? ` ${protocol ? MARK_REMOVAL : MARK_REMOVAL_COMPAT}` : ''}${!protocol && gone.some((c) => section1.said(c.path)) ? ' Compat expects even a removed file to exist; --preset recommended does not.' : ''}`;
    // A path written with `\` is named as read, and as written.
    const named = (c: CitedPath) => `\`${c.path}\`${c.backslashed ? ` (written \`${c.raw}\`)` : ''}`;
    const findings: Finding[] = shown.map(({ c, out }) =>
      out
        ? doc.at(c.line, `cited path ${named(c)} resolves outside the project root${tree ? ' and the git work tree holding it' : ''}: evidence lies inside the project, and a path outside it is not looked at`, c.column)
        : patternOf.has(c.path)
          ? doc.at(c.line, `cited pattern \`${c.path}\` matches no file in ${patternOf.get(c.path)!.folder}/${note(c)}`, c.column)
          : doc.at(c.line, `cited path ${named(c)} does not exist${note(c)}`, c.column),
    );
    const missingPaths = missing.filter((c) => !patternOf.has(c.path));
    const missingPatterns = missing.filter((c) => patternOf.has(c.path));
    const parts = [
      ...(missingPaths.length ? [`missing paths: ${list(distinctCitedPaths(missingPaths))}`] : []),
      ...(missingPatterns.length ? [`patterns matching no file: ${list(distinctCitedPaths(missingPatterns))}`] : []),
      ...(outside.length ? [`paths outside the project root: ${list(distinctCitedPaths(outside))}`] : []),
    ];
    if (cut && findings.length < MAX_FINDINGS) findings.push(cut.finding);
    return {
      status: 'fail',
      detail: parts.join('; ') + backslashedNote(shared, 'unread') + (cut?.detail ?? ''),
      findingsTotal: missing.length + outside.length + (cut ? 1 : 0),
      fix: `Create the cited files, correct the paths (they resolve from the project root, the engagement folder's parent${protocol ? `, or else from the engagement folder ${model.rel('')}/` : ''}${tree ? `, or from the top of the git work tree holding it, where the project is ${tree.prefix}/` : ''}), or remove claims whose evidence does not exist.${removalFix(missing)}`,
      findings,
    };
  },
});
