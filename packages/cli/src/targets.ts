import fs from 'node:fs';
import path from 'node:path';
import { UsageError, detectPack, errnoWords, lstatOrUndefined, folderPacksHolding, folderTargetHolding, isProjectDocument, projectTargets, globMatchKind, projectRootOf, resolveTarget, showLineFeeds, specialKind, statOrUndefined, plural, type PackDescriptor } from '@engagement-lint/core/runner';
import { packs } from '@engagement-lint/rules';
import { bracePatterns, glob, MAX_TARGET_PATTERNS } from './glob.js';
import { isGlob } from './glob-word.js';
import { sayToStderr } from './stdout.js';

const TRAILING_SEPARATORS = path.sep === '\\' ? /[\\/]+$/ : /\/+$/;

/** A target as the user named it: its absolute path and the word written for it (a glob's match for a glob), for messages. */
export interface NamedTarget {
  abs: string;
  word?: string;
  /** Matched by a glob the user wrote, not named outright. */
  globbed?: boolean;
}

/** The targets to lint, and the folders the user named for them where those differ (a project folder for its engagement/). */
export interface CheckedTargets {
  /** One per target named, in order (a project folder given for its engagement is that folder); then the other targets a named project folder holds. */
  linted: string[];
  named: Array<{ linted: string; folder: string }>;
  /** The file each target's `--ledger` event would go to (an engagement's events.jsonl). */
  ledgers: string[];
  /** The folder holding a target's main file when it is below the target (an Epiphany project's `state/`): ignoring it ignores the target. */
  mainFolders: Map<string, string>;
}

/**
 * Expands paths and globs into targets, in the order given, without
 * duplicates. A glob that matches nothing is a usage error.
 */
export async function expandTargets(args: string[], cwd = process.cwd()): Promise<NamedTarget[]> {
  const out: NamedTarget[] = [];
  const seen = new Set<string>();
  const add = (p: string, globbed = false) => {
    const abs = path.resolve(cwd, p);
    if (!seen.has(abs)) {
      seen.add(abs);
      out.push({ abs, word: p, ...(globbed ? { globbed } : {}) });
    } else if (!globbed) {
      // Named outright too: it counts as named (an ignored one is then said to be left out).
      const named = out.find((t) => t.abs === abs)!;
      if (named.globbed) {
        delete named.globbed;
        named.word = p;
      }
    }
  };
  for (const arg of args) {
    if (!isGlob(arg) || fs.existsSync(path.resolve(cwd, arg))) {
      add(arg);
      continue;
    }
    if (bracePatterns(arg) > MAX_TARGET_PATTERNS) throw new UsageError(`the glob ${JSON.stringify(arg)} expands to more than ${MAX_TARGET_PATTERNS} patterns through its braces; narrow it`);
    // A glob from a working directory Node.js got with U+FFFD lists a folder no file has: said, not "no target matches".
    const undecodableCwd = notUtf8Problem(cwd);
    if (undecodableCwd) throw new UsageError(`cannot expand the glob ${JSON.stringify(arg)}: the working directory's path ${undecodableCwd}`);
    const dirsOnly = arg.endsWith('/');
    let matches: string[];
    const undecodable = new Set<string>();
    try {
      matches = await glob(dirsOnly ? arg.slice(0, -1) : arg, { cwd, dirsOnly, undecodable });
    } catch (e) {
      throw new UsageError(`cannot expand the glob ${JSON.stringify(arg)}: ${(e as Error).message.split('\n')[0]}`);
    }
    // Folders the glob could not search (names that are not UTF-8): named, never "no target matches".
    const unsearched = undecodable.size ? unsearchedFolders([...undecodable].sort(), cwd) : undefined;
    if (!matches.length && unsearched) throw new UsageError(`cannot expand the glob ${JSON.stringify(arg)}: ${unsearched}`);
    // The one-line error turns a line feed into a space: the pattern, and each name it matched (from the
    // checked tree), is shown with its line feeds as `\x0a`, as every path in a message is (shownTarget).
    const pattern = showLineFeeds(arg);
    if (!matches.length) throw new UsageError(`no target matches ${pattern}`);
    // A glob may also match what is no target (a README beside contracts, a project's src/): left out, not errors, and said.
    let kept = 0;
    const left: string[] = [];
    for (const m of matches.sort()) {
      // A FIFO, socket or device (a link to /dev/null) holds nothing to lint: left out with its kind said, so
      // one planted under a target's name does not stop the run over the rest (named outright it is an error).
      const st = statOrUndefined(path.resolve(cwd, m));
      const name = showLineFeeds(m);
      if (st && !st.isFile() && !st.isDirectory()) left.push(`${name} (${specialKind(st)})`);
      else if (await lintable(path.resolve(cwd, m))) {
        add(m, true);
        kept++;
      } else left.push(isProjectDocument(m) ? `${name} (documentation)` : notUtf8Problem(path.resolve(cwd, m)) ? `${name} (${NOT_UTF8_NAME})` : name);
    }
    if (!kept && unsearched) throw new UsageError(`cannot expand the glob ${JSON.stringify(arg)}: ${unsearched}`);
    if (unsearched) sayToStderr(`warning: ${JSON.stringify(arg)} was not searched in full: ${unsearched}`);
    if (!kept) {
      const undecodable = left.filter((m) => m.endsWith(`(${NOT_UTF8_NAME})`));
      if (undecodable.length === left.length && left.length) throw new UsageError(`no target matches ${pattern}: it matches ${undecodable.slice(0, 3).join(', ')}${undecodable.length > 3 ? `, and ${undecodable.length - 3} more` : ''}, which Node.js cannot pass on to the file system; rename ${undecodable.length > 1 ? 'them' : 'it'} to lint ${undecodable.length > 1 ? 'them' : 'it'}`);
      // Files of a folder target (`engagement/*.md`): the folder is what to name, as for one such file.
      // One lookup per folder: a glob over 60,000 files of a few engagements asks about a few folders.
      const byFolder = new Map<string, string | undefined>();
      const holderOf = (m: string) => {
        const dir = path.dirname(path.resolve(cwd, m));
        if (!byFolder.has(dir)) byFolder.set(dir, folderTargetHolding(path.resolve(cwd, m), packs));
        return byFolder.get(dir);
      };
      const holders = [...new Set(matches.map(holderOf))].map((h) => h && showLineFeeds(h));
      if (holders.length && holders.every((h) => h !== undefined)) {
        const shown = `${holders.slice(0, 3).join(', ')}${holders.length > 3 ? `, and ${holders.length - 3} more` : ''}`;
        throw new UsageError(`no target matches ${pattern}: it matches files of ${shown}; name ${holders.length > 1 ? 'those folders' : 'that folder'} to lint ${holders.length > 1 ? 'them' : 'it'}`);
      }
      throw new UsageError(`no target matches ${pattern} (only files and folders that are no engagement, contract, graph or Epiphany target)`);
    }
    if (left.length) {
      const shown = `${left.slice(0, 3).join(', ')}${left.length > 3 ? `, and ${left.length - 3} more` : ''}`;
      sayToStderr(`warning: ${JSON.stringify(arg)} also matched ${plural(left.length, 'file or folder', 'files or folders')} of no known kind, not linted: ${shown}`);
    }
  }
  return out;
}


/** A glob match is a target when a pack recognises it as one (not every folder is an engagement). */
async function lintable(abs: string): Promise<boolean> {
  try {
    return (await globMatchKind(abs, fs.statSync(abs), packs)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The checks lintTarget makes before reading anything, made for every target up front: a missing
 * or unrecognisable target is a usage error before any output is written. Returns each target as
 * it will be linted (a project folder given for its engagement is that engagement folder).
 */
export async function checkTargets(targets: Array<NamedTarget | string>, kind?: string, cwd = process.cwd(), opts: { followLinks?: boolean } = {}): Promise<CheckedTargets> {
  const out: CheckedTargets = { linted: [], named: [], ledgers: [], mainFolders: new Map() };
  const also: string[] = [];
  for (const t of targets) {
    const named = typeof t === 'string' ? { abs: t, word: undefined } : t;
    const { word } = named;
    const abs = opts.followLinks === false ? named.abs : linkedTargetFollowed(named, cwd);
    const undecodable = notUtf8Problem(abs);
    if (undecodable) {
      const where = word !== undefined && !word.includes(REPLACED) && cwd.includes(REPLACED) ? "the working directory's path" : 'its path';
      throw new UsageError(`cannot open ${shownTarget(abs, cwd, word)}: ${where} ${undecodable}`);
    }
    // `criteria.md/` names no file (the system says ENOTDIR): a path resolved drops the slash, so it is asked here.
    if (word !== undefined && /[\\/]$/.test(word) && statOrUndefined(abs)?.isDirectory() === false) {
      throw new UsageError(`not a folder: ${shownTarget(abs, cwd, word)} (it is a file; name it without the trailing ${word.at(-1)})`);
    }
    const { pack, abs: at } = await resolveTarget(abs, shownTarget(abs, cwd, word), packs, kind).catch((e: unknown) => {
      // `--json rules`: a subcommand after an option is read as a target; say where it goes.
      const subcommand = word === undefined ? undefined : SUBCOMMAND_USAGE.get(word);
      if (subcommand && !statOrUndefined(abs)) throw new UsageError(`${(e as Error).message} (a subcommand must be the first word: ${subcommand})`);
      throw e;
    });
    const holder = await folderTargetAbove(at, pack);
    if (holder) {
      const where = showLineFeeds(path.relative(cwd, holder.dir) || '.');
      throw new UsageError(`cannot lint ${shownTarget(at, cwd, word, abs)} on its own: it is a folder inside the ${holder.pack.id} folder ${where}${path.sep}; name that folder to lint it`);
    }
    // A project holding targets of two kinds (an engagement and an Epiphany state folder) is each of them.
    const all = kind === undefined ? projectTargets(abs, { pack, abs: at }, packs) : [{ pack, abs: at }];
    // A project folder's own files of another kind (a graph transcript beside its state/) are no part of its targets: said.
    if (kind === undefined && pack.target === 'folder' && (at !== abs || (pack.mainFile?.length ?? 0) > 1)) await sayOtherKindFiles(abs, cwd, word);
    for (const [i, one] of all.entries()) {
      // A folder that cannot be listed would read as one with nothing in it (criteria.md missing, …).
      try {
        fs.accessSync(one.abs, one.pack.target === 'folder' ? fs.constants.R_OK | fs.constants.X_OK : fs.constants.R_OK);
      } catch (e) {
        throw new UsageError(`cannot read ${shownTarget(one.abs, cwd, word, abs)}: ${errnoWords(e, 'error')}`);
      }
      // No report may go into the folder named either (checkOutputsOutsideTargets).
      if (one.abs !== abs) out.named.push({ linted: one.abs, folder: abs });
      // `linted` holds one target per target named, in order; the others follow them all.
      (i === 0 ? out.linted : also).push(one.abs);
      if (one.pack.ledger) out.ledgers.push(path.join(one.abs, one.pack.ledger));
      if (one.pack.target === 'folder' && (one.pack.mainFile?.length ?? 0) > 1) out.mainFolders.set(one.abs, path.join(one.abs, ...one.pack.mainFile!.slice(0, -1)));
    }
  }
  for (const t of also) out.linted.push(t);
  return out;
}

/** How many files of a project folder are read to tell a target of another kind among them: past it, none is looked for. */
const MAX_OTHER_KIND_FILES = 16;

/**
 * Says the files right in a project folder that a file pack recognises (a Graph Protocol transcript `plan.md`, a
 * delegation contract beside an Epiphany `state/` or an `engagement/`): linting the folder lints its folder
 * targets only, and such a file would otherwise pass unseen. Documentation is no candidate; a folder of more
 * than MAX_OTHER_KIND_FILES other files is not looked into.
 */
async function sayOtherKindFiles(abs: string, cwd: string, word: string | undefined): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(abs, { withFileTypes: true });
  } catch {
    return;
  }
  const files = entries.filter((e) => e.isFile() && !e.name.startsWith('.') && !isProjectDocument(path.join(abs, e.name)));
  if (!files.length || files.length > MAX_OTHER_KIND_FILES) return;
  const found: string[] = [];
  for (const e of files.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(abs, e.name);
    try {
      const pack = await detectPack(file, fs.statSync(file), packs);
      if (pack?.target === 'file') found.push(`${shownTarget(file, cwd, undefined)} (${pack.title})`);
    } catch {
      // A file that cannot be read is no target of another kind to name.
    }
  }
  if (!found.length) return;
  const one = found.length === 1;
  sayToStderr(`note: ${shownTarget(abs, cwd, word)} also holds ${found.join(', ')}, not linted with it; name ${one ? 'it' : 'them'} to lint ${one ? 'it' : 'them'}`);
}

/**
 * A target named outright that is a symbolic link, as the folder or file it leads to, the way `cd` takes you there: its
 * project is the real folder's (the link's own parent would read its cited paths from elsewhere), and a link out of the
 * project is read, not refused file by file. A glob's match is not followed (a checkout's link may lead anywhere: it is
 * read as before, each file leading out of the project refused), nor, in GitHub Actions, a link out of the workspace.
 * A run that writes into the target (--ledger) follows none: the ledger is never written through a link.
 */
function linkedTargetFollowed(t: NamedTarget, cwd: string): string {
  if (t.globbed || !lstatOrUndefined(t.abs)?.isSymbolicLink()) return t.abs;
  let real: string;
  try {
    real = fs.realpathSync.native(t.abs);
  } catch {
    // A broken link or a loop: the lint's own check says what is there.
    return t.abs;
  }
  if (process.env['GITHUB_ACTIONS'] === 'true') {
    const workspace = process.env['GITHUB_WORKSPACE'] || cwd;
    let top = workspace;
    try {
      top = fs.realpathSync.native(workspace);
    } catch {
      // A workspace that cannot be resolved is compared as written.
    }
    const rel = path.relative(top, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) throw new UsageError(`cannot lint ${shownTarget(t.abs, cwd, t.word)}: it is a symbolic link leading out of the workspace under review (to ${showLineFeeds(real)}); name a folder inside it`);
  }
  return real;
}

/**
 * Why a target that is not there cannot be opened when its path holds U+FFFD: Node.js hands a
 * program its arguments and working directory as UTF-8 text, and a name whose bytes are not UTF-8
 * comes with each bad byte replaced by U+FFFD, a name no file has. Said instead of "not found".
 */
function notUtf8Problem(abs: string): string | undefined {
  if (!abs.includes(REPLACED) || statOrUndefined(abs)) return undefined;
  return `holds bytes that are not UTF-8 (shown as ${REPLACED}), which Node.js cannot pass on to the file system; rename the file or folder whose name holds them to lint it`;
}

/** What a glob could not search: the folders (absolute) whose names Node.js got with U+FFFD, which it cannot open. */
function unsearchedFolders(folders: string[], cwd: string): string {
  const shown = folders.slice(0, 3).map((f) => shownTarget(f, cwd, undefined));
  const list = `${shown.join(', ')}${folders.length > 3 ? `, and ${folders.length - 3} more` : ''}`;
  const one = folders.length === 1;
  return `the ${one ? 'name of the folder' : 'names of the folders'} ${list} ${one ? 'holds' : 'hold'} bytes that are not UTF-8 (shown as ${REPLACED}), which Node.js cannot pass on to the file system; rename ${one ? 'it' : 'them'} to lint what ${one ? 'it holds' : 'they hold'}`;
}

/** A glob's match whose name Node.js got with U+FFFD, as a left-out match is shown. */
const NOT_UTF8_NAME = 'a name with bytes that are not UTF-8';

/** What Node.js puts in place of each byte of a name that is no UTF-8. */
const REPLACED = '\uFFFD';

/** The subcommands (the first word only), as a hint for a target spelled like one. */
const SUBCOMMAND_USAGE = new Map([
  ['rules', 'engagement-lint rules [--json] [--config FILE]'],
  ['explain', 'engagement-lint explain <rule> [--json] [--config FILE]'],
]);

/** How many folders up a folder target is looked for above a folder named (`engagement/tasks/T1/screens` is three). */
const HOLDER_LEVELS = 4;

/**
 * The folder target that `at` is a part of, when `at` is a folder that is no target of its own kind
 * (it lacks the main file of its pack: an engagement's criteria.md) and a folder above it, within
 * its project, is a target holding its main file: `engagement/executor-reports` is a part of
 * `engagement/`, which any folder pack would otherwise take as a target of its own (the engagement
 * pack takes any folder), with a verdict about the wrong folder. A folder holding its own main file
 * is a target wherever it sits.
 */
async function folderTargetAbove(at: string, pack: PackDescriptor): Promise<{ dir: string; pack: PackDescriptor } | undefined> {
  if (pack.target !== 'folder' || !pack.mainFile || folderPacksHolding(at, [pack]).length) return undefined;
  const root = projectRootOf(at);
  for (let dir = path.dirname(at), n = 0; n < HOLDER_LEVELS && dir !== path.dirname(dir); n++, dir = path.dirname(dir)) {
    // Never above the project (the nearest folder holding .git): another project's files say nothing of this one.
    const rel = path.relative(root, dir);
    if (rel.startsWith('..') || path.isAbsolute(rel)) break;
    for (const holder of folderPacksHolding(dir, packs)) {
      const st = statOrUndefined(dir);
      try {
        if (st && (await detectPack(dir, st, packs))?.id === holder.id) return { dir, pack: holder };
      } catch {
        // A folder above that cannot be read is no known target: the one named is linted as it is.
      }
    }
  }
  return undefined;
}


/**
 * A target in a message: as the user wrote it when relative (`./rules` stays `./rules`; a trailing
 * `/` is dropped), else relative to the working directory. `from`: the target named (`word`), when
 * `abs` is the folder it resolved to (its engagement/), shown under the word written for it.
 * A line feed in it is `\x0a`, as the report formats show one in a name: the one-line error on
 * standard error would make it a space, and `no\nsuch` would read as a file named `no such`.
 */
function shownTarget(abs: string, cwd: string, word: string | undefined, from = abs): string {
  return showLineFeeds(targetWords(abs, cwd, word, from));
}

function targetWords(abs: string, cwd: string, word: string | undefined, from: string): string {
  const rel = path.relative(from, abs);
  // An absolute word is shown like every other path, relative to the working directory when inside it.
  if (word !== undefined && !path.isAbsolute(word) && path.resolve(cwd, word) === from && !rel.startsWith('..') && !path.isAbsolute(rel)) {
    const base = word.replace(TRAILING_SEPARATORS, '') || word.slice(0, 1);
    return rel === '' ? base : `${base}${base.endsWith(path.sep) ? '' : path.sep}${rel}`;
  }
  const fromCwd = path.relative(cwd, abs);
  return fromCwd === '' ? '.' : fromCwd.startsWith('..') || path.isAbsolute(fromCwd) ? abs : fromCwd;
}

/**
 * What to name when no target is given, from where the command runs: a pack's folder here (`engagement/` holding
 * its criteria.md), this folder when it is a folder target, the one above when run inside one, else what to name.
 */
export function noTargetHint(cwd = process.cwd()): string {
  const here = packs.find((p) => folderPacksHolding(path.join(cwd, p.id), [p]).length);
  if (here) return `try \`engagement-lint ${here.id}/\``;
  for (let dir = cwd, up = 0; up < 8; up++) {
    const held = folderPacksHolding(dir, packs)[0];
    if (held) {
      const rel = showLineFeeds(path.relative(cwd, dir) || '.');
      return `try \`engagement-lint ${rel}\` (the ${held.id} folder ${rel === '.' ? 'this is' : 'this folder is in'})`;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return 'name the engagement folder (the one holding criteria.md), a delegation contract, a graph transcript or an Epiphany project, e.g. `engagement-lint path/to/engagement/`';
}
