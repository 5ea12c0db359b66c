import fs from 'node:fs';
import path from 'node:path';
import type { SystemAccess, UntrackedListing } from './types.js';
import { probeTool, recordProbe, resolveTool, trustedPath, type ProbeTransport } from './probe.js';
import { commonDirOf, filterOverrides, findGitDir, GIT_LINE_BYTES, GIT_LIST_BYTES, GIT_MAX_OUTPUT, GIT_TIMEOUT_MS, gitDirLookup, gitNotRun, gitRefusedFor, gitStoppedIn, looseRefsProblem, refuseGit, repositoryFlags, runGit, SAFE_DIFF_FLAGS, type GitDirLookup } from './git.js';
import { boundedText } from './io/bounded-file.js';
import { indexReadFrom } from './git-split-index.js';
import { attributePatterns, attributesTooCostly } from './git-attributes.js';
import { lstatOrUndefined, statOrUndefined } from './io/paths.js';
import { specialKind } from './util.js';
import { baseCandidates, baseProblem, DEFAULT_BASES, requestedBase, revisionName } from './git-base.js';
import { addedFileDiff, BINARY_EXTENSIONS, LINK_READ, NOT_DIFFED_AS_TEXT, NOT_READ_WHOLE, NOT_TEXT_NAME, parseUnifiedDiffText, READ_WHOLE } from './io/unified-diff.js';
import { linkTarget, realpathOrUndefined } from './git-files.js';
import { MAX_FILE_BYTES } from './io/text.js';
import { dotenvNames } from './io/dotenv.js';
import type { DiffBatch } from './git-batch.js';

export { runProbe } from './probe.js';

/** Filter-driver overrides per repository (see git.ts), asked once per run. */
const overrides = new Map<string, string[] | Promise<string[] | undefined>>();

/** git in `cwd` through the hardened runner, with the repository's filter drivers emptied. */
async function git(cwd: string, args: string[], locate: GitDirLookup, okExits?: readonly number[], maxOutput?: number, shared?: boolean): Promise<string | undefined> {
  // With git's location variables set, the repository is git's to find: its config is listed by git.
  const moved = locationMoved();
  const located = moved ? { gitDir: '' } : locate(cwd);
  if (located === null || 'problem' in located) return undefined;
  // The project's own `git` (a PATH entry inside it) is never run.
  const exe = resolveTool('git', cwd);
  if (exe === undefined) return undefined;
  // A split index is read from a copy: read in place, its shared file's time would change (git-split-index.ts).
  const copy = located.gitDir ? indexReadFrom(located.gitDir, commonDirOf(located.gitDir)) : undefined;
  if (copy && 'refused' in copy) {
    refuseGit(located.gitDir, copy.refused);
    return undefined;
  }
  let out: string | undefined;
  try {
    const repository = repositoryFlags(copy ? { ...located, gitDir: copy.dir } : located);
    let extra = overrides.get(located.gitDir);
    if (!extra) overrides.set(located.gitDir, (extra = filterOverrides(exe, cwd, located.gitDir || undefined, repository)));
    // No await when the overrides are known: git starts now, in parallel with the rules that run next.
    const flags = Array.isArray(extra) ? extra : await extra;
    if (flags === undefined) return undefined;
    out = await runGit(exe, cwd, args, [...repository, ...flags], GIT_TIMEOUT_MS, okExits, maxOutput, shared);
  } finally {
    copy?.release();
  }
  // A git that exits 0 here answers `git --version` too: one process fewer for preflight.
  if (out !== undefined) recordProbe(exe, ['--version'], { ok: true, code: 0 }, trustedPath(cwd));
  return out;
}

const BASES = DEFAULT_BASES;

/**
 * The branch checked out, read from the repository's HEAD file as git would (the lookup has checked it:
 * a regular file within its limit): '' for a detached HEAD, undefined when git must be asked (git's
 * location variables set, reftable storage).
 */
function headBranch(root: string, locate: GitDirLookup): string | undefined {
  if (locationMoved()) return undefined;
  const located = locate(root);
  if (!located || 'problem' in located) return undefined;
  const head = boundedText(path.join(located.gitDir, 'HEAD'), GIT_LINE_BYTES);
  if (head === undefined) return undefined;
  const ref = /^ref:\s*refs\/heads\/(\S+)\s*$/.exec(head)?.[1];
  if (ref === '.invalid') return undefined;
  return ref ?? (/^[0-9a-f]{40,64}\s*$/.test(head) ? '' : undefined);
}
/** Variables that move the repository or change how refs are read: with one set, git answers. */
const GIT_LOCATION_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_NAMESPACE', 'GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM', 'GIT_CONFIG', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT'];
/** Whether one of GIT_LOCATION_VARIABLES is set. */
const locationMoved = () => GIT_LOCATION_VARIABLES.some((name) => process.env[name] !== undefined);

const refOf = (base: string) => (base.includes('/') ? `refs/remotes/${base}` : `refs/heads/${base}`);

/**
 * Problems found on the way rather than by the lookup (a loose ref git would list that is a FIFO),
 * per lookup: one lint run's, never another's.
 */
const foundLater = new WeakMap<GitDirLookup, Map<string, string>>();

/** Why git cannot be asked about `dir`'s repository (a broken `.git` link, a file git would read that is a FIFO), if it cannot. */
export function gitProblem(dir: string, locate: GitDirLookup = findGitDir): string | undefined {
  const located = locate(dir);
  if (located !== null && 'problem' in located) return located.problem;
  return foundLater.get(locate)?.get(path.resolve(dir)) ?? (located === null ? undefined : gitRefusedFor(located.gitDir, dir));
}

/**
 * The first base branch present, read from the repository's files (loose refs
 * and packed-refs) as `git for-each-ref` would find it; null when no folder
 * above holds a repository; '' when none is there, undefined when the
 * repository is one this reading does not cover (git variables that move it set, reftable
 * storage). Short of a base or null, the caller asks git.
 */
export function baseFromRefFiles(projectRoot: string, bases = BASES, locate: GitDirLookup = findGitDir): string | null | undefined {
  if (locationMoved()) return undefined;
  // Every file read with bounds (the lookup has named one that is special or oversized, and git is not asked then).
  const located = locate(projectRoot);
  if (located === null) return null;
  if ('problem' in located) return undefined;
  const commonDir = commonDirOf(located.gitDir);
  if (fs.existsSync(path.join(commonDir, 'reftable')) || !fs.existsSync(path.join(commonDir, 'refs'))) return undefined;
  const packed = new Set(
    (boundedText(path.join(commonDir, 'packed-refs'), GIT_LIST_BYTES) ?? '')
      .split('\n')
      .map((l) => /^[0-9a-f]{40,64} (\S+)$/.exec(l.trim())?.[1])
      .filter((r): r is string => r !== undefined),
  );
  return bases.find((b) => packed.has(refOf(b)) || /^[0-9a-f]{40,64}\s*$/.test(boundedText(path.join(commonDir, refOf(b)), GIT_LINE_BYTES) ?? '')) ?? '';
}

const diffArgs = (base: string) => ['diff', '--merge-base', base, '--relative', ...SAFE_DIFF_FLAGS, '--', '.'];
/** Files diffed again as text by name, at most; past it the whole change is diffed again as text. */
const MAX_TEXT_AGAIN = 200;

/**
 * The diff with the lines of files git gave as binary although their names are no binary kind:
 * a `.gitattributes` of the change itself (`*.sql -diff`, `* binary`) or a NUL byte in a script
 * would otherwise hide their lines from the scan. They are diffed again with `--text`; the
 * deletions are counted from the first diff only.
 */
async function withBinaryText(projectRoot: string, base: string, diff: string, locate: GitDirLookup): Promise<string | undefined> {
  if (!diff.includes('\nBinary files ') && !diff.startsWith('Binary files ')) return diff;
  // Only the file headers are wanted here: no hunk's lines are built.
  const first = parseUnifiedDiffText(diff, () => false);
  // A deleted file adds nothing to the change, and its old bytes (a 400 MB file of zeros) would push
  // the whole diff past its limit, leaving the rest of the change unscanned: it is not diffed again.
  const deleted = new Set(first.deletedFiles);
  const binary = [...new Set(first.binaryFiles ?? [])].filter((p) => !NOT_TEXT_NAME.test(p) && !deleted.has(p));
  // A file over the read limit is not diffed again: git would hold all of it (a 400 MB file of zeros is
  // 800 MB), and its text would push the whole diff past its limit, leaving the rest of the change
  // unscanned. It is named instead (NOT_DIFFED_AS_TEXT), and danger-scan says it was not scanned.
  const tooLarge = binary.filter((p) => (statOrUndefined(path.join(projectRoot, p))?.size ?? 0) > MAX_FILE_BYTES);
  const over = new Set(tooLarge);
  const hidden = binary.filter((p) => !over.has(p));
  const notes = tooLarge.map((p) => `\n${NOT_DIFFED_AS_TEXT}${JSON.stringify(p)}`).join('');
  if (!hidden.length) return diff + notes;
  // Past MAX_TEXT_AGAIN such files (`* -diff` over a change of hundreds) the whole change is diffed
  // again as text, the binary kinds left out, rather than only its first files: none goes unread.
  const paths = hidden.length <= MAX_TEXT_AGAIN ? hidden.map((p) => `:(literal)${p}`) : ['.', ...BINARY_EXTENSIONS.map((e) => `:(exclude,glob,icase)**/*.${e}`), ...tooLarge.map((p) => `:(exclude,literal)${p}`)];
  // `--diff-filter=d`: no deleted file, however many the change deletes (no path list to pass).
  const again = await git(projectRoot, ['diff', '--merge-base', base, '--relative', ...SAFE_DIFF_FLAGS, '--text', '--diff-filter=d', '--', ...paths], locate);
  // Not diffed as text: the change was not all read, which is no clean diff either.
  if (again === undefined) return undefined;
  // A file saved as UTF-16 (SQL Server's scripts) comes as text with a NUL beside each ASCII letter: without the NULs,
  // `D\0R\0O\0P` reads as the DROP it is. A NUL is part of no operation's words.
  const text = again.includes('\0') ? again.replace(/\0/g, '') : again;
  return `${diff}\n${text.replace(/^deleted file mode.*$/gm, '')}${notes}`;
}

/** Symlinks of the change read as the files they lead to, at most, and the bytes read for all of them. */
const LINKS_READ = 2000;
const LINK_BYTES = MAX_FILE_BYTES;

/**
 * The diff with each file renamed or copied into the change, and each symlink the change adds or changes,
 * given whole after a READ_WHOLE line, as the file it now is at its path: a rename's diff holds only its
 * similarity (a 100% move of a DROP TABLE shows no line) and a symlink's only the name it leads to. A renamed
 * file is read from the work tree, as an added file; a symlink as the regular file it leads to inside the work
 * tree (linkTarget); either, when it cannot be read (or is over the read limit), is named as not read
 * (NOT_READ_WHOLE). `git diff`'s own text, which size-drift measures, is left as it is above the line.
 */
function withMovedIn(projectRoot: string, diff: string, locate: GitDirLookup): string {
  // No rename, copy or symlink written anywhere (git's mode lines end ` 120000`): the diff as it is, without a pass over it.
  if (!diff.includes('\nrename to ') && !diff.includes('\ncopy to ') && !diff.includes(' 120000\n')) return diff;
  const first = parseUnifiedDiffText(diff, () => false);
  const note = (file: string, why: string) => `${NOT_READ_WHOLE}${JSON.stringify([file, why])}\n`;
  let notes = '';
  const located = locationMoved() ? null : locate(projectRoot);
  const found = located && 'gitDir' in located ? located : undefined;
  const root = realpathOrUndefined(found?.workTree ?? projectRoot) ?? path.resolve(projectRoot);
  const gitDirs = found ? [found.gitDir, commonDirOf(found.gitDir)].map((d) => realpathOrUndefined(d) ?? d) : [];
  // A file moved into the change is read from the work tree, as the diff of an added file would give it: one git
  // run naming thousands of paths would match each against every file. A symlink moved whole is read as one.
  const moved = [...new Set(first.moved)].filter((p) => !NOT_TEXT_NAME.test(p));
  const movedLinks = new Set(moved.filter((p) => lstatOrUndefined(path.join(projectRoot, p))?.isSymbolicLink()));
  let again = '';
  let budget = GIT_MAX_OUTPUT;
  const folders = new Map<string, string | undefined>();
  for (const p of moved) {
    if (movedLinks.has(p)) continue;
    const size = statOrUndefined(path.join(projectRoot, p))?.size ?? 0;
    if (size > MAX_FILE_BYTES) {
      notes += note(p, `is renamed or copied into the change, and over ${MAX_FILE_BYTES / (1024 * 1024)} MiB`);
      continue;
    }
    const t = linkTarget(root, gitDirs, path.join(projectRoot, p), Math.min(MAX_FILE_BYTES, budget), folders);
    if ('why' in t) {
      const why = t.why.includes('over the limit') && budget < MAX_FILE_BYTES ? `is past the ${GIT_MAX_OUTPUT / (1024 * 1024)} MiB read for all the files moved into the change` : `is renamed or copied into the change, and its path ${t.why}`;
      notes += note(p, why);
      continue;
    }
    budget -= Buffer.byteLength(t.text);
    again += addedFileDiff(p, t.text.includes('\0') ? t.text.replace(/\0/g, '') : t.text);
  }
  const links = [...new Set([...(first.links ?? []), ...movedLinks])];
  let linked = '';
  let linkBudget = LINK_BYTES;
  for (const link of links.slice(0, LINKS_READ)) {
    const t = linkTarget(root, gitDirs, path.join(projectRoot, link), linkBudget, folders);
    const shared = linkBudget < LINK_BYTES && 'why' in t && t.why.includes('over the limit') ? ` (what was left of the ${LINK_BYTES / (1024 * 1024)} MiB read for all the change's symlinks)` : '';
    if ('why' in t) notes += note(link, `is a symlink that ${t.why}${shared}`);
    else {
      linkBudget -= Buffer.byteLength(t.text);
      linked += `${LINK_READ}${JSON.stringify(link)}\n${addedFileDiff(link, t.text.includes('\0') ? t.text.replace(/\0/g, '') : t.text)}`;
    }
  }
  // Past the cap the rest are counted, not named: a change of a million symlinks names none of them one by one.
  if (links.length > LINKS_READ) notes += `${NOT_READ_WHOLE}${JSON.stringify([links.length - LINKS_READ, `are symlinks past the first ${LINKS_READ} of the change`])}\n`;
  return again || linked || notes ? `${diff}${diff.endsWith('\n') ? '' : '\n'}${READ_WHOLE}\n${again}${linked}${notes}` : diff;
}

/**
 * The diff of the project folder (working tree) against its merge base with
 * the first base branch found. Usually one git process: the base is read from
 * the ref files, and git is asked for it only when that reading cannot tell.
 */
export async function gitDiffAgainstBase(projectRoot: string, bases = BASES, locate: GitDirLookup = findGitDir, known = baseFromRefFiles(projectRoot, bases, locate), revision?: ExplicitRevision, diffed?: (base: string) => void): Promise<string | undefined> {
  if (known === null) return undefined;
  if (known) {
    const diff = await patchAgainst(projectRoot, known, locate);
    if (diff !== undefined) diffed?.(known);
    if (diff !== undefined || gitStoppedIn(projectRoot) === 'attributes') return diff;
  }
  // git reads every loose ref in the folders it lists, not only the bases: one that is a FIFO is named, and git not run.
  const located = locationMoved() ? null : locate(projectRoot);
  const refsProblem = located && 'gitDir' in located ? looseRefsProblem(located, bases.map(refOf)) : undefined;
  if (refsProblem) {
    let problems = foundLater.get(locate);
    if (!problems) foundLater.set(locate, (problems = new Map()));
    problems.set(path.resolve(projectRoot), refsProblem);
    return undefined;
  }
  const refs = await git(projectRoot, ['for-each-ref', '--format=%(refname:short)', ...bases.map(refOf)], locate);
  if (refs === undefined) return undefined;
  const present = new Set(refs.split('\n').map((r) => r.trim()));
  const base = bases.find((b) => present.has(b));
  // A base named outright that is no branch (a tag, a commit, `HEAD~1`) is whatever git resolves it to.
  if (!base) return revision ? diffAgainstRevision(projectRoot, revision, locate) : undefined;
  if (base === known) return undefined;
  const diff = await patchAgainst(projectRoot, base, locate);
  if (diff !== undefined) diffed?.(base);
  return diff;
}

/** The project's diff against `base`, unless the attribute files git would read make it wait or take too long. */
function patchAgainst(projectRoot: string, base: string, locate: GitDirLookup): Promise<string | undefined> {
  const guard = attributesGuard(projectRoot, base, locate);
  // No await in the common case: git starts now, in parallel with the rules that run next.
  if (guard === undefined) return patch(projectRoot, base, locate);
  return (async () => {
    const why = await guard;
    return why === undefined ? patch(projectRoot, base, locate) : gitNotRun(projectRoot, why);
  })();
}
async function patch(projectRoot: string, base: string, locate: GitDirLookup): Promise<string | undefined> {
  const diff = await git(projectRoot, diffArgs(base), locate);
  return diff === undefined ? undefined : withBinaryText(projectRoot, base, diff, locate);
}

/**
 * Why the patch is not asked of git: the attribute files on the way to the project (the lookup gives
 * them when they are large) hold so many patterns that matching them against every changed file,
 * which git 2.39 cannot skip, would hold git far longer than the scan. Only then are the changed
 * files counted, by a listing that reads no attributes: the committed change, tree against tree (a
 * listing against the work tree hashes each file whose index entry is racily clean, through the
 * attributes). Uncommitted files only add to the count, so it errs low, never high.
 */
function attributesGuard(projectRoot: string, base: string, locate: GitDirLookup): Promise<string | undefined> | undefined {
  const located = locationMoved() ? null : locate(projectRoot);
  if (!located || 'problem' in located || !located.attributes) return undefined;
  const { attributes, workTree } = located;
  const patterns = attributePatterns(attributes);
  return git(projectRoot, ['diff', '--merge-base', base, 'HEAD', '--relative', '--name-only', '-z', ...SAFE_DIFF_FLAGS, '--', '.'], locate).then((names) => {
    if (names === undefined) return undefined;
    let changed = 0;
    for (let at = names.indexOf('\0'); at >= 0; at = names.indexOf('\0', at + 1)) changed++;
    return attributesTooCostly(attributes, patterns, changed, workTree);
  });
}

/** A base named outright (--base), and where to say what git resolved it to: a commit, null for none, undefined when git gave no answer. */
export interface ExplicitRevision {
  rev: string;
  resolved(commit: string | null | undefined): void;
}

/**
 * The diff against the commit git resolves an explicit base to. The value is untrusted: it goes to git
 * after `--end-of-options` in an argument list (never a shell, never an option), and only the commit's
 * hash it resolves to reaches the diff.
 */
async function diffAgainstRevision(projectRoot: string, revision: ExplicitRevision, locate: GitDirLookup): Promise<string | undefined> {
  // Exit 1 with nothing printed: no such commit.
  const out = revision.rev.startsWith('-') ? '' : await git(projectRoot, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision.rev}^{commit}`], locate, [0, 1]);
  if (out === undefined) return void revision.resolved(undefined);
  const commit = /^[0-9a-f]{40,64}$/.exec(out.trim())?.[0];
  revision.resolved(commit ?? null);
  if (!commit) return undefined;
  return patchAgainst(projectRoot, commit, locate);
}

/** Untracked files listed for danger-scan, at most: past it the rest is counted, not named. */
export const UNTRACKED_LISTED = 2000;

/**
 * The files below `projectRoot` that git neither tracks nor ignores (`git ls-files --others
 * --exclude-standard`), relative to it, through the same hardened runner as the diff. An ignore
 * file that is no regular file (a FIFO would hold git until its timeout) stops the listing first:
 * `problem` says which.
 */
export async function gitUntrackedFiles(projectRoot: string, locate: GitDirLookup = findGitDir, batch?: DiffBatch): Promise<UntrackedListing | undefined> {
  // `batch`: the run's shared listing (git-batch.ts); none where git's location variables are set.
  const located = locate(projectRoot);
  if (!located || 'problem' in located) return undefined;
  const special = specialIgnoreFile(projectRoot, located);
  if (special) return { paths: [], more: 0, problem: special };
  // The run's projects of one repository are listed by one git run (git-batch.ts), each project without an ignore file git would wait on.
  const eligible = (root: string) => {
    const l = locate(root);
    return l !== null && 'gitDir' in l && specialIgnoreFile(root, l) === undefined;
  };
  const shared = batch?.untrackedFor(projectRoot, locate, (cwd, args, maxOutput) => git(cwd, args, locate, undefined, maxOutput, true), eligible);
  const out = (await shared) ?? (await git(projectRoot, ['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], locate));
  if (out === undefined) {
    // A .gitignore deeper down that is a FIFO holds git until its timeout: said, never passed as "no untracked files".
    const stop = gitStoppedIn(projectRoot);
    return { paths: [], more: 0, problem: stop === 'timeout' ? `git did not finish within ${GIT_TIMEOUT_MS / 1000} s (a huge untracked tree, or a .gitignore that is a FIFO)` : stop === 'too-large' ? `git's list passed ${GIT_MAX_OUTPUT / 1024 / 1024} MB` : 'git failed' };
  }
  // The first UNTRACKED_LISTED names are cut out; the rest (an unignored node_modules) only counted.
  const paths: string[] = [];
  let more = 0;
  for (let at = 0, end = out.indexOf('\0'); end >= 0; at = end + 1, end = out.indexOf('\0', at)) {
    if (end === at) continue;
    if (paths.length < UNTRACKED_LISTED) paths.push(out.slice(at, end));
    else more++;
  }
  return { paths, more };
}

/**
 * An ignore file git would read for `dir` that is no regular file: `info/exclude` of a linked work
 * tree's common folder (followed, as git does; the repository's own is checked by findGitDir), and
 * `.gitignore` from `dir` up to the work tree (git does not follow a symlink there).
 */
function specialIgnoreFile(dir: string, located: { gitDir: string; workTree?: string }): string | undefined {
  if (!located.workTree) return undefined;
  const exclude = path.join(commonDirOf(located.gitDir), 'info', 'exclude');
  const checks: Array<[string, fs.Stats | undefined]> = [[exclude, statOrUndefined(exclude)]];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const file = path.join(d, '.gitignore');
    let st: fs.Stats | undefined;
    try {
      st = fs.lstatSync(file, { throwIfNoEntry: false });
    } catch {
      st = undefined;
    }
    checks.push([file, st]);
    if (d === located.workTree || path.dirname(d) === d) break;
  }
  for (const [file, st] of checks) if (st && !st.isFile() && !st.isSymbolicLink()) return `${file} is not a regular file (${specialKind(st)}), so git would wait on it`;
  return undefined;
}

/** A .env file is a few lines; a bigger one is not read (it cannot be a .env anyone keeps). */
const MAX_DOTENV_BYTES = 1 << 20;

/**
 * Names set in `.env` / `.env.local` of `dir` (the working directory: the user's own, not the checked
 * tree). Only regular files are read (a FIFO would block); values are never kept.
 */
export function dotenvNamesIn(dir: string, protocol = false): Set<string> {
  const names = new Set<string>();
  for (const name of ['.env', '.env.local']) {
    const file = path.join(dir, name);
    const st = statOrUndefined(file);
    if (!st?.isFile() || st.size > MAX_DOTENV_BYTES) continue;
    const text = boundedText(file, MAX_DOTENV_BYTES);
    dotenvNames(text?.replace(/^\uFEFF/, '').split(/\r\n?|\n/) ?? [], protocol, names);
  }
  return names;
}

/**
 * The system a lint run sees. `root` is the target's project folder: probes
 * resolve tools on PATH outside it, and share one answer per tool across the
 * whole invocation (probe.ts); `probeTransport` runs them elsewhere (a worker
 * thread asks the main thread).
 */
export function defaultSystem(opts: { git?: boolean; root?: string; base?: string; probeTransport?: ProbeTransport; diffBatch?: DiffBatch } = {}): SystemAccess {
  const requested = requestedBase(opts.base);
  const candidates = baseCandidates(requested);
  // --base given outright: any commit git resolves (a tag, a SHA, HEAD~1), and one it cannot is no pass.
  const explicit = opts.base?.trim() || undefined;
  const named = explicit ? revisionName(explicit) : undefined;
  // Every git question of this run finds a root's repository once (the refs an explicit base names looked at too).
  const locate = gitDirLookup(named && !candidates.includes(named) ? [...candidates, named] : candidates);
  /** Per root, what git resolved an explicit base that is no branch to (ExplicitRevision). */
  const resolved = new Map<string, string | null | undefined>();
  const bases = new Map<string, string | null | undefined>();
  const baseOf = (root: string) => {
    if (!bases.has(root)) bases.set(root, baseFromRefFiles(root, candidates, locate));
    return bases.get(root);
  };
  // With git's location variables set, git finds the repository: no shared run is cut by this reading of it.
  const batch = locationMoved() ? undefined : opts.diffBatch;
  const dotenv: Array<ReadonlySet<string> | undefined> = [undefined, undefined];
  const diffs = new Map<string, Promise<string | undefined>>();
  /** Per root, the base branch the diff was taken against (none for a base that is no branch). */
  const diffedBase = new Map<string, string>();
  const untracked = new Map<string, Promise<UntrackedListing | undefined>>();
  /**
   * The diff cut from the run's one diff of many projects (git-batch.ts), when `root` is one of them and its base branch
   * is read from the ref files (gitDiffAgainstBase diffs against that one first too); else git for `root` alone.
   */
  const batchedDiff = (root: string, revision: ExplicitRevision | undefined): Promise<string | undefined> | undefined => {
    const base = batch && baseOf(root);
    const piece = base ? batch.pieceFor(root, base, locate, (cwd, args, maxOutput) => git(cwd, args, locate, undefined, maxOutput, true)) : undefined;
    return piece?.then((d) => {
      if (d === undefined) return gitDiffAgainstBase(root, candidates, locate, base, revision, (b) => diffedBase.set(root, b));
      diffedBase.set(root, base!);
      return withBinaryText(root, base!, d, locate);
    });
  };
  const gitDiff = (root: string) => {
    if (opts.git === false) return Promise.resolve(undefined);
    let diff = diffs.get(root);
    const revision = explicit ? { rev: explicit, resolved: (commit: string | null | undefined) => resolved.set(root, commit) } : undefined;
    if (!diff) {
      const pending = batchedDiff(root, revision) ?? gitDiffAgainstBase(root, candidates, locate, baseOf(root), revision, (base) => diffedBase.set(root, base));
      // What danger-scan reads: git's diff, and below it the files moved or linked into the change, whole.
      diffs.set(root, (diff = pending.then((d) => {
        const base = diffedBase.get(root) ?? resolved.get(root);
        return d && base ? withMovedIn(root, d, locate) : d;
      })));
    }
    return diff;
  };
  return {
    probe: async (command, args, timeoutMs) => {
      // With a base branch known, danger-scan's diff is coming anyway: waiting for it lets a
      // successful diff answer `git --version` in the probe cache instead of a second process.
      if (opts.root !== undefined && opts.git !== false && command === 'git' && args.length === 1 && args[0] === '--version' && baseOf(opts.root)) await gitDiff(opts.root);
      return probeTool(command, args, timeoutMs, opts.root, opts.probeTransport);
    },
    // Presence only, as the protocol asks ("don't read value"): a variable set to '' is set.
    hasEnv: (name) => typeof process.env[name] === 'string',
    dotenvNames: (protocol = false) => (dotenv[protocol ? 1 : 0] ??= dotenvNamesIn(process.cwd(), protocol)),
    gitDiff,
    gitUntracked: (root) => {
      if (opts.git === false) return Promise.resolve(undefined);
      let listed = untracked.get(root);
      if (!listed) untracked.set(root, (listed = gitUntrackedFiles(root, locate, batch)));
      return listed;
    },
    gitProblem: (root) => (opts.git === false ? undefined : gitProblem(root, locate)),
    gitBaseUnused: (root) => (opts.git !== false && explicit !== undefined && locate(root) === null ? explicit : undefined),
    gitOnBase: async (root) => {
      if (opts.git === false || (await gitDiff(root)) !== '') return undefined;
      const base = diffedBase.get(root);
      if (base === undefined) return undefined;
      const branch = headBranch(root, locate) ?? (await git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'], locate, [0, 1]))?.trim();
      return branch && branch === base.replace(/^(?:refs\/heads\/|refs\/remotes\/origin\/|origin\/)/, '') ? branch : undefined;
    },
    gitBaseProblem: (root, diffFailed) => {
      if (opts.git === false) return undefined;
      // The base is there when its ref files hold it or git resolved it to a commit (or diffed against it).
      const present = (diffFailed ? baseOf(root) : diffedBase.get(root)) || (resolved.get(root) ? explicit : undefined);
      return baseProblem(root, requested, locate, present, diffFailed ? gitStoppedIn(root) : undefined, !diffFailed, resolved.get(root) === null);
    },
  };
}
