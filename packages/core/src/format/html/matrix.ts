/**
 * Checks × targets for several targets. Sorting needs no script: the main table comes sorted by
 * failures (most failing checks first, most failing targets first), and a folded copy lists the
 * same cells in name order.
 */
import type { TargetReport } from '../../lint.js';
import type { Status } from '../../types.js';
import { esc, escText } from './escape.js';
import { showLineFeeds } from '../escape.js';

const ICON: Record<Status, string> = { pass: '✓', fail: '✗', warn: '!', skip: '–' };

/**
 * A column's label: the target's, without a last folder every label ends in (`…/engagement` under an archive):
 * a rotated header shows what tells the targets apart, the rest cut with an ellipsis (the path is its title).
 */
function columnLabels(reports: TargetReport[], targetLabel: (r: TargetReport) => string): (r: TargetReport) => string {
  const labels = reports.map((r) => targetLabel(r));
  const last = labels[0]?.split('/').pop();
  const shared = labels.length > 1 && last !== undefined && labels.every((l) => l.includes('/') && l.split('/').pop() === last);
  const shown = new Map(reports.map((r, k) => [r, shared ? labels[k]!.slice(0, -(last!.length + 1)) : labels[k]!]));
  return (r) => shown.get(r)!;
}

function table(reports: Array<{ r: TargetReport; i: number }>, checks: string[], cell: (r: TargetReport, check: string) => Status | undefined, caption: string, targetLabel: (r: TargetReport) => string): string {
  const column = columnLabels(reports.map(({ r }) => r), targetLabel);
  const head = reports.map(({ r, i }) => `<th class="target" scope="col"><a href="#target-${i}" title="${escText(showLineFeeds(r.target))}"><span>${esc(column(r))}</span></a></th>`).join('');
  const rows = checks.map((c) => {
    const cells = reports.map(({ r }) => {
      const s = cell(r, c);
      return s ? `<td class="cell ${s}" title="${escText(`${c} · ${targetLabel(r)}: ${s}`)}">${ICON[s]}</td>` : '<td class="cell none" title="not run">·</td>';
    });
    const fails = reports.filter(({ r }) => cell(r, c) === 'fail').length;
    return `<tr><th scope="row" class="check">${esc(c)}</th><td class="count">${fails}</td>${cells.join('')}</tr>`;
  });
  return `<div class="scroll"><table class="matrix"><caption>${esc(caption)}</caption><thead><tr><th scope="col">check</th><th scope="col" title="targets failing this check">fails</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

export function matrixHtml(reports: TargetReport[], targetLabel: (r: TargetReport) => string): string {
  const status = new Map<TargetReport, Map<string, Status>>(reports.map((r) => [r, new Map(r.checks.map((c) => [c.name, c.status]))]));
  const cell = (r: TargetReport, c: string) => status.get(r)!.get(c);
  const checks = [...new Set(reports.flatMap((r) => r.checks.map((c) => c.name)))];
  const failsOf = (c: string) => reports.filter((r) => cell(r, c) === 'fail').length;
  const indexed = reports.map((r, i) => ({ r, i }));
  const byFails = [...checks].sort((a, b) => failsOf(b) - failsOf(a) || a.localeCompare(b));
  const targetsByFails = [...indexed].sort((a, b) => b.r.fail_count - a.r.fail_count || a.i - b.i);
  const byName = [...checks].sort((a, b) => a.localeCompare(b));
  const targetsByName = [...indexed].sort((a, b) => targetLabel(a.r).localeCompare(targetLabel(b.r)));
  return (
    `<section class="matrix-section" id="matrix"><h2>Checks × targets</h2>` +
    `<p class="legend"><span class="cell fail">✗</span> fail <span class="cell warn">!</span> warn <span class="cell pass">✓</span> pass <span class="cell skip">–</span> skip <span class="cell none">·</span> not run</p>` +
    table(targetsByFails, byFails, cell, 'Sorted by failures: checks failing most targets first, targets with most failures first', targetLabel) +
    `<details class="alt-order"><summary>Same matrix in name order</summary>${table(targetsByName, byName, cell, 'Sorted by name: checks and targets alphabetically', targetLabel)}</details>` +
    `</section>`
  );
}
