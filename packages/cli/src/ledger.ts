// `--ledger`: the one write into a checked folder, made only when asked. handoff-precheck.py
// appended an event to the engagement's events.jsonl on every run; here it is an explicit opt-in.
import fs from 'node:fs';
import path from 'node:path';
import { UsageError, errnoWords, type TargetReport } from '@engagement-lint/core/runner';

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

/**
 * Appends the event as one line to the target's ledger file (its pack's `ledger`: an engagement's
 * events.jsonl), creating the file if need be. A
 * symbolic link, a FIFO or a folder under that name is not written through (O_NOFOLLOW, O_NONBLOCK,
 * then a regular-file check); a ledger whose last line lacks its newline gets one first, so the
 * event stays a line of its own.
 */
export function appendLedgerEvent(report: TargetReport, ledger: string, at: Date): void {
  const file = path.join(report.target, ledger);
  const shown = path.relative(process.cwd(), file) || file;
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
    let st: fs.Stats | undefined;
    try {
      st = fs.lstatSync(file, { throwIfNoEntry: false });
    } catch (e) {
      throw refused(errnoWords(e, 'error'));
    }
    if (st?.isSymbolicLink()) throw refused('it is a symbolic link, not followed');
    if (st && !st.isFile()) throw refused('not a regular file');
    try {
      fs.accessSync(st ? file : path.dirname(file), fs.constants.W_OK);
    } catch (e) {
      throw refused(errnoWords(e, 'error'));
    }
  }
}

/** Whether the file's last byte is a newline. */
function endsWithNewline(fd: number, size: number): boolean {
  const b = Buffer.alloc(1);
  return fs.readSync(fd, b, 0, 1, size - 1) === 1 && b[0] === 0x0a;
}
