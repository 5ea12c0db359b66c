import path from 'node:path';
import type { TargetReport } from '../../lint.js';
import { showLineFeeds } from '../escape.js';

/**
 * Short names for targets: paths below the folder all targets share (a lone target whose pack says
 * `labelKeepsProject` keeps its project folder's name, `invoices/engagement`).
 */
export function targetLabels(reports: TargetReport[]): (r: TargetReport) => string {
  const split = (p: string) => p.split(/[\\/]+/);
  let base: string[];
  if (reports.length === 1) {
    const r = reports[0]!;
    base = split(r.style?.labelKeepsProject ? path.dirname(r.root) : r.root);
  } else {
    base = split(path.dirname(reports[0]!.target));
    for (const r of reports) {
      const parts = split(r.target);
      let k = 0;
      while (k < base.length && k < parts.length - 1 && base[k] === parts[k]) k++;
      base = base.slice(0, k);
    }
  }
  const labels = new Map(reports.map((r) => {
    const parts = split(r.target);
    const inside = base.every((seg, i) => parts[i] === seg) && parts.length > base.length;
    // A line feed in a name is `\x0a`, as everywhere a path is shown: a browser would show a space.
    return [r, showLineFeeds(inside ? parts.slice(base.length).join('/') : r.target)];
  }));
  return (r) => labels.get(r) ?? showLineFeeds(r.target);
}
