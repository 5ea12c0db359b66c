import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Receipt, TargetReport } from '../lint.js';
import type { RuleMeta } from '../rule.js';
import type { PackDescriptor } from '../pack.js';
import type { CheckResult, Finding, Severity } from '../types.js';
import { escapeControls, stringifyJson } from './escape.js';
import { renderExamples } from '../examples.js';
import { TOOL } from '../version.js';
import { checkDetail, findingLevel, findingMessage, repoPath, repoPathOf, type RepoPath } from './paths.js';
import { shownReports, type Formatter } from './formatter.js';
import { artifactLocation as uriOf, SRCROOT } from './sarif-uri.js';
import { SUPPRESSIONS_CHECK } from '../suppress.js';

export { findingLevel, repoPath, repoPathOf, type RepoPath };

export interface SarifOptions {
  /** Metadata of the rules (built-in plus custom); checks without metadata get a bare descriptor. */
  rules: RuleMeta[];
  /** The packs, for the main file of a folder target (results without findings point at it). */
  packs: ReadonlyArray<Pick<PackDescriptor, 'id' | 'mainFile'>>;
  /** Repository root: artifact URIs are relative to it (`%SRCROOT%`). */
  repoRoot: string;
  /** Code scanning category; defaults to `engagement-lint/`. */
  automationId?: string;
  /** Lint receipt (a `Receipt` or any JSON object), carried in `run.properties.receipt`. */
  receipt?: Record<string, unknown> | Receipt;
}

export const INFORMATION_URI = 'https://github.com/engagement-lint/engagement-lint';
export const FINGERPRINT_KEY = 'engagementLint/v1';
/** Code scanning truncates longer rule descriptions. */
const MAX_DESCRIPTION = 1024;

/**
 * The file a check without findings is pinned to: the folder's defining file
 * for folder kinds, the target itself for single-file kinds.
 */
export function mainFile(report: Pick<TargetReport, 'kind' | 'target'>, packs: SarifOptions['packs']): string {
  return path.join(report.target, ...(packs.find((p) => p.id === report.kind)?.mainFile ?? []));
}

/** Line references removed before fingerprinting, so moving text keeps the alert. */
export function withoutLineNumbers(message: string): string {
  return message
    .replace(/\blines?\s+\d+(?:\s*(?:-|–|to|and|,)\s*\d+)*/gi, 'line #')
    .replace(/\bL\d+(?:-L?\d+)?\b/g, 'L#')
    .replace(/(\S):\d+(?::\d+)?\b/g, '$1:#');
}

function sha256(parts: string[]): string {
  // NUL separators keep ("a", "bc") and ("ab", "c") apart.
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** A result's place and text. */
type Located = Omit<Finding, 'file'> & { where: RepoPath; level: Severity; text: string };

/** A finding's region; SARIF regions must not end before they start. */
function regionOf(loc: { line: number; column?: number; endLine?: number; endColumn?: number }): Record<string, number> {
  const startLine = Number.isInteger(loc.line) && loc.line > 0 ? loc.line : 1;
  const startColumn = loc.column !== undefined && Number.isInteger(loc.column) && loc.column > 0 ? loc.column : 1;
  const region: Record<string, number> = { startLine, startColumn };
  const endLine = loc.endLine && Number.isInteger(loc.endLine) && loc.endLine >= startLine ? loc.endLine : undefined;
  if (endLine) region['endLine'] = endLine;
  const endColumn = loc.endColumn;
  if (endColumn && Number.isInteger(endColumn) && endColumn >= 1 && ((endLine ?? startLine) > startLine || endColumn > startColumn)) region['endColumn'] = endColumn;
  return region;
}

function dirUri(dir: string): string {
  const href = pathToFileURL(path.resolve(dir)).href;
  return href.endsWith('/') ? href : `${href}/`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function pascal(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

function descriptor(id: string, meta: RuleMeta | undefined, check: CheckResult) {
  const helpUri = check.docs;
  const link = (md: boolean) => (helpUri ? [md ? `[Documentation](${helpUri})` : `Documentation: ${helpUri}`] : []);
  if (!meta) {
    return {
      id,
      name: pascal(id),
      shortDescription: { text: id },
      fullDescription: { text: id },
      help: { text: [id, ...link(false)].join('\n\n'), markdown: [id, ...link(true)].join('\n\n') },
      ...(helpUri ? { helpUri } : {}),
      defaultConfiguration: { level: 'error' },
    };
  }
  const level = meta.statuses.includes('fail') ? 'error' : meta.statuses.includes('warn') ? 'warning' : 'note';
  const examples = meta.examples?.length ? [renderExamples(meta, 3).join('\n').trimEnd()] : [];
  return {
    id,
    name: pascal(id),
    shortDescription: { text: clip(meta.summary, MAX_DESCRIPTION) },
    fullDescription: { text: clip(meta.docs, MAX_DESCRIPTION), markdown: meta.docs },
    help: {
      text: [meta.summary, meta.docs, ...link(false)].join('\n\n'),
      markdown: [`**${meta.summary}**`, meta.docs, ...examples, ...link(true)].join('\n\n'),
    },
    ...(helpUri ? { helpUri } : {}),
    defaultConfiguration: { level },
    properties: {
      tags: ['engagement-lint', meta.pack],
      pack: meta.pack,
      ...(meta.tiers ? { tiers: meta.tiers } : {}),
    },
  };
}

/**
 * SARIF 2.1.0 for GitHub code scanning: one run, a rule descriptor for every
 * check that ran (so code scanning can close alerts of rules that now pass),
 * one result per finding of a failing or warning check. Internal errors are
 * tool notifications, not alerts. A suppressed finding is a note-level tool
 * notification at its place, naming the reason, not a result: code scanning
 * does not honour a result's SARIF `suppressions` and would open it as an alert.
 */
export function formatSarif(reports: TargetReport[], opts: SarifOptions): string {
  const metaById = new Map(opts.rules.map((r) => [r.id, r]));
  const ruleIndex = new Map<string, number>();
  const rules: ReturnType<typeof descriptor>[] = [];
  const results: Record<string, unknown>[] = [];
  const notifications: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();

  const fingerprint = (ruleId: string, uri: string, message: string): string => {
    const key = sha256([ruleId, uri, withoutLineNumbers(message)]);
    // Identical problems in one file are told apart by their order, as code scanning does.
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : sha256([key, String(n)]);
  };

  for (const report of reports) {
    for (const check of report.checks) {
      if (!ruleIndex.has(check.name)) {
        ruleIndex.set(check.name, rules.length);
        rules.push(descriptor(check.name, metaById.get(check.name), check));
      }
      const index = ruleIndex.get(check.name)!;
      if (check.internal_error) {
        notifications.push({
          level: 'error',
          message: { text: escapeControls(checkDetail(check)) },
          associatedRule: { id: check.name, index },
        });
        continue;
      }
      const fix = check.fix ? `\nFix: ${check.fix}` : '';
      const flagged = check.status === 'fail' || check.status === 'warn';
      // `text`: the message with file names on one line (as stylish shows them); `message`, as the rule wrote it, is fingerprinted.
      // The suppressions check's notices are left out: each suppression is on the results it silenced.
      const located: Located[] = !flagged
        ? []
        : check.findings.length
          ? check.findings.filter((f) => !(check.name === SUPPRESSIONS_CHECK && f.severity === 'info')).map((f) => ({ ...f, where: repoPath(report, f.file, opts.repoRoot), level: findingLevel(check, f), text: findingMessage(check, f) }))
          : [{ where: repoPathOf(mainFile(report, opts.packs), opts.repoRoot), line: 1, column: 1, message: check.detail, level: findingLevel(check), text: checkDetail(check) }];
      for (const f of check.suppressed ?? []) {
        const where = repoPath(report, f.file, opts.repoRoot);
        notifications.push({
          level: 'note',
          message: { text: escapeControls(`suppressed${f.reason ? ` (${f.reason})` : ''}: ${findingMessage(check, f)}`) },
          locations: [{ physicalLocation: { artifactLocation: uriOf(where), region: regionOf(f) } }],
          associatedRule: { id: check.name, index },
        });
      }
      for (const loc of located) {
        const artifact = uriOf(loc.where);
        results.push({
          ruleId: check.name,
          ruleIndex: index,
          level: LEVEL[loc.level],
          message: { text: escapeControls(`${loc.text}${fix}`) },
          locations: [{ physicalLocation: { artifactLocation: artifact, region: regionOf(loc) } }],
          partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(check.name, artifact.uri, loc.message || check.detail) },
        });
      }
    }
  }

  const version = reports[0]?.tool.version ?? TOOL.version;
  const run: Record<string, unknown> = {
    tool: {
      driver: {
        name: TOOL.name,
        version,
        semanticVersion: version,
        informationUri: INFORMATION_URI,
        rules,
      },
    },
    invocations: [
      {
        executionSuccessful: notifications.every((n) => n['level'] !== 'error'),
        ...(notifications.length ? { toolExecutionNotifications: notifications } : {}),
      },
    ],
    automationDetails: { id: opts.automationId ?? 'engagement-lint/' },
    originalUriBaseIds: { [SRCROOT]: { uri: dirUri(opts.repoRoot) } },
    columnKind: 'utf16CodeUnits',
    results,
    ...(opts.receipt ? { properties: { receipt: opts.receipt } } : {}),
  };
  return (
    stringifyJson({
      $schema: 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
      version: '2.1.0',
      runs: [run],
    }) + '\n'
  );
}

export const formatter: Formatter = {
  format: async (reports, ctx) =>
    formatSarif(shownReports(reports, ctx), {
      rules: await ctx.rules(),
      packs: ctx.packs,
      repoRoot: ctx.repoRoot(),
      receipt: reports.length === 1 && reports[0]!.receipt ? reports[0]!.receipt : { receipts: reports.map((r) => ({ target: r.target, ...r.receipt })) },
    }),
};
