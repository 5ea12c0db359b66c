// Standard output without process.stdout where it can: for a pipe, creating that stream loads
// node:net and the stream machinery, milliseconds on every start of a tool run on every commit.
import fs from 'node:fs';
import path from 'node:path';
import { errnoWords, escapeControls, runWarningCommand, trimChars } from '@engagement-lint/core/runner';

/**
 * One line on standard error, prefixed with the tool's name. Messages quote paths, and a glob's
 * matches come from the checked tree: control characters in them are shown escaped, never sent.
 */
export function sayToStderr(message: string): void {
  // The API's own messages carry the tool's name already.
  // Only blanks and line feeds are trimmed: a CR or U+FEFF ending a name (`foo\r`) is shown escaped, not dropped.
  const line = escapeControls(relativeToCwd(trimBlanks(message).replace(/^engagement-lint: /, '').replace(/(?<!\s)\s*\n\s*/g, ' ')), { oneLine: true });
  // In a workflow a warning is an annotation, shown on the run's page, not a line of the raw log only.
  if (warningsAnnotated && line.startsWith('warning: ')) writeStdout(`${runWarningCommand(line.slice('warning: '.length))}\n`);
  else process.stderr.write(`engagement-lint: ${line}\n`);
}

let warningsAnnotated = false;
/** From now on, each `warning: …` line is said as a workflow `::warning` annotation on standard output (the Action). */
export function annotateWarnings(): void {
  warningsAnnotated = true;
}

/**
 * The message with each absolute path inside the working directory written relative to it
 * (`.engagement-lint.yaml:2:3`, as findings name files); a path elsewhere stays absolute.
 */
export function relativeToCwd(message: string, cwd = workingDirectory()): string {
  // A working directory that was deleted has no paths inside it.
  if (cwd === undefined) return message;
  const inside = cwd.endsWith(path.sep) ? cwd : cwd + path.sep;
  // At the root every absolute path is inside: showing them relative would only drop a slash.
  if (inside === path.sep || !message.includes(inside)) return message;
  const escaped = inside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message.replace(new RegExp(`(^|[\\s("'\`=])${escaped}(?=[^\\s])`, 'g'), '$1');
}

/** The working directory, or undefined when it no longer exists (process.cwd() throws then). */
function workingDirectory(): string | undefined {
  try {
    return process.cwd();
  } catch {
    return undefined;
  }
}

let stream: NodeJS.WriteStream | undefined;
let readerGone = false;

/** process.stdout, from the first time a write cannot complete at once; a reader that has gone ends the output quietly. */
function stdoutStream(): NodeJS.WriteStream {
  if (!stream) {
    stream = process.stdout;
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') readerGone = true;
      else {
        sayToStderr(`cannot write the report: ${e.message}`);
        process.exit(2);
      }
    });
  }
  return stream;
}

/**
 * Writes `text` to standard output. A pipe that takes no more for now (EAGAIN) gets the rest
 * through process.stdout, which waits for it; once the reader has gone (EPIPE, as with `| head`)
 * the rest of the report is dropped and the exit code still tells whether the lint passed.
 */
export function writeStdout(text: string): void {
  if (readerGone || text === '') return;
  if (stream) return void writeOwn(stream, text);
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  try {
    while (offset < bytes.length) offset += fs.writeSync(1, bytes, offset);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') readerGone = true;
    else if (code === 'EAGAIN') writeOwn(stdoutStream(), bytes.subarray(offset));
    else throw new Error(`cannot write the report to standard output (${errnoWords(e, 'write error')})`);
  }
}

/**
 * Resolves once standard output has handed all that was written to its descriptor: a pipe whose
 * reader is slower than the run holds the rest in process.stdout, which process.exit() would drop.
 */
export function stdoutDrained(): Promise<void> {
  const out = stream;
  if (!out || readerGone || out.writableLength === 0) return Promise.resolve();
  // An empty write's callback runs once every write before it has reached the descriptor (or failed).
  return new Promise((resolve) => void writeOwn(out, '', () => resolve()));
}

/** Whether standard output is a terminal; node:tty loads only for a character device. */
export function stdoutIsTTY(): boolean {
  return isTerminal(1);
}

/**
 * Whether standard error is a terminal, without creating process.stderr (for a pipe, that loads
 * the stream machinery: ~15 ms of every archive run that asks whether to show progress).
 */
export function stderrIsTTY(): boolean {
  return isTerminal(2);
}

function isTerminal(fd: number): boolean {
  try {
    return fs.fstatSync(fd).isCharacterDevice() && process.getBuiltinModule('node:tty').isatty(fd);
  } catch {
    return false;
  }
}

let consoleRouted = false;

/** process.stdout's own write, kept once routeStdoutWritesToStderr has sent everyone else's to stderr. */
type Write = (data: string | Uint8Array, done?: (e?: Error | null) => void) => boolean;
let ownWrite: Write | undefined;
const writeOwn = (out: NodeJS.WriteStream, data: string | Uint8Array, done?: (e?: Error | null) => void) => (ownWrite ? ownWrite(data, done) : out.write(data, done));

/**
 * Sends what custom rules write to process.stdout directly (a leftover `process.stdout.write` debug
 * line) to standard error, as console's: stdout carries the report alone. Called as custom rules
 * load, not on every run: making process.stdout for a pipe loads the stream machinery.
 */
export function routeStdoutWritesToStderr(): void {
  if (ownWrite) return;
  const out = process.stdout;
  ownWrite = out.write.bind(out) as Write;
  out.write = ((...args: Parameters<NodeJS.WriteStream['write']>) => (process.stderr.write as (...a: unknown[]) => boolean)(...args)) as NodeJS.WriteStream['write'];
}

/**
 * Sends what code run in this thread prints with console.log, info, debug, dir (and table, group,
 * count, time…, which print through log) to standard error. Custom rules are modules run in
 * process: a leftover debug line would otherwise land in stdout ahead of the report and break a
 * JSON or SARIF document. The report itself is written with writeStdout, never through console.
 * In a worker thread console is that thread's own, so each thread calls this.
 */
export function routeConsoleToStderr(): void {
  if (consoleRouted) return;
  consoleRouted = true;
  const toStderr = (...data: unknown[]) => console.error(...data);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.dir = (item: unknown, options?: object) => console.error(process.getBuiltinModule('node:util').inspect(item, { customInspect: false, ...options }));
}

/**
 * Node prints a process warning raw on standard error, and a library's warning may quote the checked
 * tree (a YAML key, a path): a control character would reach the terminal, `##[…]` the CI log as a
 * command. Each is said instead as every line of the tool is, escaped on one line. Where warnings are
 * off (--no-warnings, NODE_NO_WARNINGS=1) Node adds no printer to replace, and none is said. Each thread calls this.
 */
export function sayWarningsEscaped(say: (message: string) => void = sayToStderr): void {
  const printers = process.rawListeners('warning');
  if (!printers.length || printers.includes(sayWarning)) return;
  process.removeAllListeners('warning');
  warningSay = say;
  process.on('warning', sayWarning);
}
let warningSay: (message: string) => void = sayToStderr;
const sayWarning = (w: Error) => {
  if (w.name === 'DeprecationWarning' && process.noDeprecation) return;
  warningSay(`${w.name}: ${String(w.message).slice(0, 500)}`);
};

/** `text` without the spaces, tabs and line feeds around it. */
function trimBlanks(text: string): string {
  return trimChars(text, ' \t\n', ' \t\n');
}
