import type { TargetReport } from '../lint.js';
import type { CheckResult, Finding } from '../types.js';
import { checkDetail, namesWithLineFeeds, shownFindingPath, shownPath } from './paths.js';
import { shownReports, warningsFailReason, type Formatter } from './formatter.js';
import { rewriteWorkflowCommands, showControls, showLineFeeds, showNamesOnOneLine } from './escape.js';

export interface JunitOptions {
  /** Target and finding paths are shown relative to this folder, as stylish shows them (default: the working directory). */
  base?: string;
  /**
   * Why the run's warnings fail it (--fail-on warning, or more than --max-warnings), when they do:
   * each warned check is then a <failure>, so a CI test view of a red run is not all green.
   */
  warningsFail?: string;
}

// Written by hand: fast-xml-parser's XMLBuilder keeps tabs and line breaks in attributes and passes
// terminal controls through, so every value would be escaped here first and the builder only join strings.

/**
 * Characters XML 1.0 cannot carry at all (lone surrogates, U+FFFE/U+FFFF; controls are escaped
 * before): shown as `\ufffe`, as controls are, so a name holding one is not read as another name.
 */
const INVALID_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const shownInvalid = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text as XML character data. Controls are shown as escapes (`\x0d`, not `&#13;`, which a reader
 * decodes back to a CR). The report printed to a CI log starts no workflow command: the first
 * character of `::` at a line's start and of `##[` is a character reference, the same text to a
 * parser (a word joiner would be an extra character in every name and message).
 */
export function xmlText(s: string): string {
  const text = showControls(s).replace(INVALID_XML, shownInvalid).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return rewriteWorkflowCommands(text, '&#58;', '&#35;');
}

/** Attribute values also escape quotes, and keep tabs and line feeds from being normalised to spaces. */
export function xmlAttr(s: string): string {
  return xmlText(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

function attrs(list: Array<[string, string | number | undefined]>): string {
  return list
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(String(v))}"`)
    .join('');
}

function seconds(ms: number | undefined): string | undefined {
  return ms === undefined ? undefined : (ms / 1000).toFixed(3);
}

/**
 * A finding as one line, `file:line:col message`: a line feed in its file's name is `\x0a` (as
 * stylish shows it) in the place and where the message quotes the name, so no name starts a line.
 */
function findingLine(r: TargetReport, f: Finding, base: string): string {
  return `${showLineFeeds(shownFindingPath(r, f.file, base))}:${f.line}:${f.column} ${showNamesOnOneLine(f.message, namesWithLineFeeds(f.file))}`;
}

/** Findings as `file:line:col message` lines (else the detail), then the fix and the docs link. */
function body(r: TargetReport, c: CheckResult, base: string, detail = true): string {
  const lines = c.findings.map((f) => findingLine(r, f, base));
  if (!lines.length && detail) lines.push(checkDetail(c));
  if (c.fix) lines.push(`Fix: ${c.fix}`);
  if (c.docs) lines.push(`Docs: ${c.docs}`);
  return lines.join('\n');
}

/** A passing check's notices and suppressed findings (with their reasons), one a line; empty when it has none. */
function passOutput(r: TargetReport, c: CheckResult, base: string): string {
  const notices = c.findings.filter((f) => f.severity === 'info').map((f) => findingLine(r, f, base));
  const suppressed = (c.suppressed ?? []).map((f) => `SUPPRESSED ${findingLine(r, f, base)} (reason: ${f.reason})`);
  return [...notices, ...suppressed].join('\n');
}

/** A target's path as its testsuite and testcases name it: a line feed in it is `\x0a`, as in a finding's place. */
const targetName = (r: TargetReport, base: string) => showLineFeeds(shownPath(r.target, base));

function testcase(r: TargetReport, c: CheckResult, base: string, warningsFail?: string): string {
  // classname names the target, so reports of several targets stay apart in CI test views.
  const open = `    <testcase${attrs([['classname', targetName(r, base)], ['name', c.name], ['time', seconds(c.ms)]])}`;
  // The detail may list its findings' files: their names' line feeds are `\x0a` there too, not `&#10;`.
  const detail = checkDetail(c);
  if (c.internal_error) {
    return `${open}>\n      <error${attrs([['message', detail], ['type', 'internal_error']])}>${xmlText(body(r, c, base))}</error>\n    </testcase>`;
  }
  switch (c.status) {
    case 'fail':
      return `${open}>\n      <failure${attrs([['message', detail], ['type', 'check']])}>${xmlText(body(r, c, base))}</failure>\n    </testcase>`;
    case 'skip':
      return `${open}>\n      <skipped${attrs([['message', detail]])}/>\n    </testcase>`;
    case 'warn':
      if (warningsFail !== undefined) {
        return `${open}>\n      <failure${attrs([['message', detail], ['type', 'warning']])}>${xmlText(`WARN: ${detail}\nThis warning fails the run (${warningsFail}).\n${body(r, c, base, false)}`)}</failure>\n    </testcase>`;
      }
      // A warning passes; its detail stays visible in the captured output.
      return `${open}>\n      <system-out>${xmlText(`WARN: ${detail}\n${body(r, c, base, false)}`)}</system-out>\n    </testcase>`;
    default: {
      // A pass keeps what was silenced in view: the suppressions in effect, and the findings they suppressed.
      const out = passOutput(r, c, base);
      return out ? `${open}>\n      <system-out>${xmlText(out)}</system-out>\n    </testcase>` : `${open}/>`;
    }
  }
}

interface Tally {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  ms?: number;
}

function tally(checks: CheckResult[], warningsFail: boolean): Tally {
  const timed = checks.filter((c) => c.ms !== undefined);
  return {
    tests: checks.length,
    failures: checks.filter((c) => (c.status === 'fail' || (warningsFail && c.status === 'warn')) && !c.internal_error).length,
    errors: checks.filter((c) => c.internal_error).length,
    skipped: checks.filter((c) => c.status === 'skip').length,
    ...(timed.length ? { ms: timed.reduce((n, c) => n + c.ms!, 0) } : {}),
  };
}

function counts(t: Tally): Array<[string, string | number | undefined]> {
  return [['tests', t.tests], ['failures', t.failures], ['errors', t.errors], ['skipped', t.skipped], ['time', seconds(t.ms)]];
}

/**
 * JUnit XML: one testsuite per target, one testcase per check. fail →
 * <failure>, internal error → <error>, skip → <skipped>, warn → a passing
 * test with the detail in <system-out>, or a <failure> when warnings fail the run.
 */
export function formatJunit(reports: TargetReport[], opts: JunitOptions = {}): string {
  const base = opts.base ?? process.cwd();
  const failing = opts.warningsFail !== undefined;
  const suites = reports.map((r) => {
    const name = targetName(r, base);
    const props = [
      ['kind', r.kind],
      ...(r.tier ? [['tier', r.tier]] : []),
      ['tool', `${r.tool.name} ${r.tool.version}`],
    ].map(([k, v]) => `      <property${attrs([['name', k], ['value', v]])}/>`);
    return [
      `  <testsuite${attrs([['name', name], ...counts(tally(r.checks, failing))])}>`,
      `    <properties>\n${props.join('\n')}\n    </properties>`,
      ...r.checks.map((c) => testcase(r, c, base, opts.warningsFail)),
      '  </testsuite>',
    ].join('\n');
  });
  const all = tally(reports.flatMap((r) => r.checks), failing);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites${attrs([['name', 'engagement-lint'], ...counts(all)])}>`, ...suites, '</testsuites>', ''].join('\n');
}

export const formatter: Formatter = {
  // Decided over every report: under --quiet the checks shown are fewer, the warnings counted are not.
  format: (reports, ctx) => formatJunit(shownReports(reports, ctx), { base: ctx.cwd, warningsFail: warningsFailReason(reports, ctx) }),
};
