// `--ledger`: the one write into a checked folder, made only when asked. handoff-precheck.py
// appended an event to the engagement's events.jsonl on every run; here it is an explicit opt-in.
import fs from 'node:fs';
import path from 'node:path';
import { UsageError, engagementProjectRoot, errnoWords, pathInside, projectRootOf, type TargetReport } from '@engagement-lint/core/runner';

/** The event a lint appends: when, which tier, the verdict and the checks that failed. */
export function ledgerEvent(report: TargetReport, at: Date): Record<string, unknown> {
  return {
    ts: at.toISOString(),
    type: 'precheck_completed',
    agent: 'handoff-precheck',
    tier: report.tier,
    verdict: report.fail_count > 0 ? 'FAIL' : 'PASS',
    fail_count: report.fail_count,
    warn_count: report.warn_count,
    failed: report.checks.filter((c) => c.status === 'fail').map((c) => c.name),
    tool: `${report.tool.name} ${report.tool.version}`,
  };
}

/** A file of several names may be one outside the folder too (a hard link, which no path shows): not written. */
const HARD_LINKED = 'it has other names (a hard link), which may be outside the folder; not written';

/**
 * Appends the event as one line to the target's ledger file (its pack's `ledger`: an engagement's
 * events.jsonl), creating the file if need be. A
 * symbolic link, a FIFO, a folder or a hard-linked file under that name is not written through
 * (O_NOFOLLOW, O_NONBLOCK, then a check for a regular file of one name); a ledger whose last line lacks its newline gets one first, so the
 * event stays a line of its own.
 */
export function appendLedgerEvent(report: TargetReport, ledger: string, at: Date): void {
  const file = path.join(report.target, ledger);
  const shown = path.relative(process.cwd(), file) || file;
  // Checked again here, just before the open: the folder is the checked tree's to change while it is linted.
  const refused = folderRefusal(path.dirname(file));
  if (refused) throw new UsageError(`--ledger: cannot append to ${shown}: ${refused}`);
  const { O_RDWR, O_APPEND, O_CREAT, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fs.constants;
  let fd: number;
  try {
    // Read and write on one descriptor: the last byte is read from the file that is appended to.
    fd = fs.openSync(file, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK, 0o644);
  } catch (e) {
    throw new UsageError(`--ledger: cannot append to ${shown}: ${errnoWords(e, 'error', { ELOOP: 'it is a symbolic link, not followed' })}`);
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new UsageError(`--ledger: cannot append to ${shown}: not a regular file`);
    if (st.nlink > 1) throw new UsageError(`--ledger: cannot append to ${shown}: ${HARD_LINKED}`);
    const line = `${JSON.stringify(ledgerEvent(report, at))}\n`;
    fs.writeSync(fd, st.size > 0 && !endsWithNewline(fd, st.size) ? `\n${line}` : line);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`--ledger: cannot append to ${shown}: ${errnoWords(e, 'error')}`);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Before anything is linted: each ledger the run will append to can be (absent, or a regular file,
 * in a folder that takes writes), so a refused one stops the run before any other gets its event.
 */
export function checkLedgersWritable(files: string[]): void {
  for (const file of files) {
    const shown = path.relative(process.cwd(), file) || file;
    const refused = (why: string) => new UsageError(`--ledger: cannot append to ${shown}: ${why}`);
    // The folder first: an lstat of the file would follow a linked folder above it.
    const folder = folderRefusal(path.dirname(file));
    if (folder) throw refused(folder);
    let st: fs.Stats | undefined;
    try {
      st = fs.lstatSync(file, { throwIfNoEntry: false });
    } catch (e) {
      throw refused(errnoWords(e, 'error'));
    }
    if (st?.isSymbolicLink()) throw refused('it is a symbolic link, not followed');
    if (st && !st.isFile()) throw refused('not a regular file');
    if (st && st.nlink > 1) throw refused(HARD_LINKED);
    try {
      fs.accessSync(st ? file : path.dirname(file), fs.constants.W_OK);
    } catch (e) {
      throw refused(errnoWords(e, 'error'));
    }
  }
}

/**
 * Why the ledger's folder may not be written in, if so: a folder on the way down from the project to
 * it (the ledger's folder itself included) is a symbolic link, or the folder's real place lies outside
 * the project. The reads refuse a link out of the project; a write through one would land wherever
 * the checked tree points (another repository, a home folder), so no link is followed at all.
 */
function folderRefusal(dir: string): string | undefined {
  const root = ledgerProjectRoot(dir);
  const shown = (p: string) => path.relative(process.cwd(), p) || '.';
  for (let at = dir; ; at = path.dirname(at)) {
    // The project folder itself is where the user pointed (a linked checkout is theirs to make).
    if (at === root && at !== dir) break;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(at);
    } catch (e) {
      return `${shown(at)}: ${errnoWords(e, 'error')}`;
    }
    if (st.isSymbolicLink()) return `${shown(at)} is a symbolic link, not followed`;
    if (!st.isDirectory()) return `${shown(at)} is not a folder`;
    if (at === root || path.dirname(at) === at) break;
  }
  try {
    if (!pathInside(fs.realpathSync.native(dir), fs.realpathSync.native(root))) return `${shown(dir)} lies outside the project ${shown(root)}`;
  } catch (e) {
    return `${shown(dir)}: ${errnoWords(e, 'error')}`;
  }
  return undefined;
}

/**
 * The project a ledger's folder is checked from: the repository (the nearest folder holding .git) or,
 * where there is none, the engagement's project (its parent, or the parent of its grouping folder);
 * whichever is higher, so that neither a .git reached through the engagement's own link nor a
 * grouping folder leaves a link unchecked.
 */
function ledgerProjectRoot(dir: string): string {
  const own = engagementProjectRoot(dir);
  let project = projectRootOf(dir);
  // projectRootOf looks through links: a linked folder holding .git inside a repository is a part of that repository.
  while (!isTopFolder(project) && isSymbolicLink(project)) {
    const above = projectRootOf(path.dirname(project));
    if (isTopFolder(above)) break;
    project = above;
  }
  if (isTopFolder(project)) return own;
  return pathInside(own, project) ? project : own;
}

/** The file system's root, where projectRootOf ends when no folder holds .git. */
const isTopFolder = (dir: string) => path.dirname(dir) === dir;

function isSymbolicLink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Whether the file's last byte is a newline. */
function endsWithNewline(fd: number, size: number): boolean {
  const b = Buffer.alloc(1);
  return fs.readSync(fd, b, 0, 1, size - 1) === 1 && b[0] === 0x0a;
}
