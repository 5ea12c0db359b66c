/**
 * `--format html`: one self-contained page (inline CSS and SVG, no script, no network, no web
 * font) that opens from a file and prints. Pure: the picture data comes with the reports
 * (`TargetReport.visual`, attached by the lint when this format is asked for).
 */
import type { TargetReport } from '../../lint.js';
import { shownReports, type Formatter } from '../formatter.js';
import { esc, escText } from './escape.js';
import { matrixHtml } from './matrix.js';
import { targetLabels } from './labels.js';
import { targetHtml, verdictOf } from './page.js';
import { CSS } from './style.js';
import { plural } from '../../util.js';

export interface HtmlOptions {
  /** Page title; default "engagement-lint report". */
  title?: string;
}

export function formatHtml(reports: TargetReport[], options: HtmlOptions = {}): string {
  const title = options.title ?? 'engagement-lint report';
  const counts = { pass: 0, warn: 0, fail: 0, error: 0 };
  for (const r of reports) counts[verdictOf(r)]++;
  const tool = reports[0]?.tool;
  const head = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing on this page may load anything: no script, no remote style, image or font.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    '<meta name="color-scheme" content="light dark">',
    `<title>${escText(title)}</title><style>${CSS}</style></head><body>`,
    `<header><h1>${esc(title)}</h1><p class="muted">${plural(reports.length, 'target')}: ${counts.pass} pass, ${counts.warn} warn, ${counts.fail} fail${counts.error ? `, ${counts.error} error` : ''}${tool ? ` · ${esc(tool.name)} ${esc(tool.version)}` : ''}</p></header>`,
  ];
  const body: string[] = [];
  const targetLabel = targetLabels(reports);
  if (reports.length > 1) {
    body.push(matrixHtml(reports, targetLabel));
    body.push(
      `<nav class="toc"><h2>Targets</h2><ol>${reports.map((r, i) => `<li><a href="#target-${i}"><span class="badge ${verdictOf(r)}">${verdictOf(r)}</span> ${esc(targetLabel(r))}</a></li>`).join('')}</ol></nav>`,
    );
  }
  reports.forEach((r, i) => body.push(targetHtml(r, i, targetLabel(r))));
  return `${head.join('')}<main>${body.join('')}</main></body></html>\n`;
}

export const formatter: Formatter = {
  format: (reports, ctx) => formatHtml(shownReports(reports, ctx)),
};
