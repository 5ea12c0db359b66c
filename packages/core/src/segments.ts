/**
 * One file holding several targets in a row (a graph transcript of two tasks): the rules run on each
 * part, and each rule's results are merged into one check, as if the file had been split.
 */
import type { CheckResult, Finding, Status } from './types.js';

/** A part of a target, with the words that name it in a merged detail (`task 2 (lines 166–240)`). */
export interface Segment {
  model: unknown;
  label: string;
}

const WEIGHT: Record<Status, number> = { skip: 0, pass: 1, warn: 2, fail: 3 };

/**
 * Per rule, the results of every part as one: the worst status, every finding once (a file-wide
 * finding each part makes alike is one), and a detail naming the parts when they differ.
 */
export function mergeSegmentResults(perSegment: CheckResult[][], labels: string[]): CheckResult[] {
  const [first] = perSegment;
  if (!first) return [];
  return first.map((_, i) => {
    const all = perSegment.map((results) => results[i]!);
    const worst = all.reduce((a, b) => (WEIGHT[b.status] > WEIGHT[a.status] ? b : a));
    const seen = new Set<string>();
    const findings: Finding[] = [];
    for (const r of all) {
      for (const f of r.findings) {
        const key = `${f.file}\0${f.line}\0${f.column}\0${f.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push(f);
      }
    }
    const details = new Set(all.map((r) => r.detail));
    // Parts that agree say it once; otherwise each part that does not pass (all, when all pass) is named.
    const named = all.map((r, k) => ({ r, label: labels[k]! })).filter(({ r }) => worst.status === 'pass' || worst.status === 'skip' || r.status !== 'pass');
    const detail = details.size === 1 ? worst.detail : named.map(({ r, label }) => `${label}: ${r.detail}`).join('; ');
    const merged: CheckResult = { ...worst, detail, findings, ms: all.reduce((n, r) => n + (r.ms ?? 0), 0) };
    if (all.some((r) => r.internal_error)) merged.internal_error = true;
    if (!all.every((r) => r.missingArtefact)) delete merged.missingArtefact;
    return merged;
  });
}
