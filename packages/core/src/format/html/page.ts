/** One target of the HTML report: verdict, checks, pictures, findings with their source lines. */
import type { TargetReport } from '../../lint.js';
import type { CheckResult, Finding } from '../../types.js';
import type { VisualSources } from './visual.js';
import { CONTEXT_LINES, SOURCE_FINDINGS_PER_CHECK } from './limits.js';
import { esc, escText, safeHref } from './escape.js';
import { showLineFeeds, showNamesOnOneLine } from '../escape.js';
import { checkDetail, namesWithLineFeeds } from '../paths.js';
import { graphSectionHtml } from './graph-section.js';
import { planHtml } from './plan.js';
import { plural } from '../../util.js';

/** Findings shown per check; the rest are counted. */
export const FINDINGS_PER_CHECK = 50;

export function verdictOf(r: TargetReport): 'pass' | 'warn' | 'fail' | 'error' {
  return r.checks.some((c) => c.internal_error) ? 'error' : r.status;
}

function sourceOf(f: Finding, sources: VisualSources | undefined): string {
  const lines = sources?.[f.file]?.filter(([n]) => Math.abs(n - f.line) <= CONTEXT_LINES);
  if (!lines?.length) return '';
  return `<pre class="source">${lines.map(([n, text]) => `<span${n === f.line ? ' class="hit"' : ''}><span class="ln">${n}</span>${esc(text)}</span>`).join('')}</pre>`;
}

function docsLink(c: CheckResult): string {
  const href = safeHref(c.docs);
  return href ? `<a href="${href}">${esc(c.name)}</a>` : esc(c.name);
}

function findingsHtml(c: CheckResult, sources: VisualSources | undefined): string {
  const shown = c.findings.slice(0, FINDINGS_PER_CHECK);
  const items = shown.map((f, i) => {
    const src = i < SOURCE_FINDINGS_PER_CHECK ? sourceOf(f, sources) : '';
    // A line feed in the file's name is `\x0a` in its place and in the message, as the text formats show it: a browser would show a space.
    return `<div class="finding" data-check="${escText(c.name)}"><div><span class="where mono">${esc(`${showLineFeeds(f.file)}:${f.line}:${f.column}`)}</span> ${esc(showNamesOnOneLine(f.message, namesWithLineFeeds(f.file)))}</div>${src}</div>`;
  });
  const more = c.findings.length > shown.length ? `<p class="muted">… ${plural(c.findings.length - shown.length, 'more finding')} (the JSON report has them all)</p>` : '';
  return items.join('') + more;
}

function checksTable(r: TargetReport): string {
  if (!r.checks.length) return '<p class="muted">no check ran</p>';
  const rows = r.checks.map((c) => {
    const status = c.internal_error ? 'error' : c.status;
    return `<tr data-check="${escText(c.name)}" data-status="${escText(status)}"><td class="status ${escText(c.status)}">${esc(status)}</td><td class="mono">${docsLink(c)}</td><td class="detail">${esc(checkDetail(c))}</td></tr>`;
  });
  return `<div class="scroll"><table class="checks"><thead><tr><th>status</th><th>check</th><th>detail</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

export function targetHtml(r: TargetReport, index: number, label: string): string {
  const verdict = verdictOf(r);
  const target = showLineFeeds(r.target);
  const passed = r.checks.filter((c) => c.status === 'pass').length;
  const out: string[] = [
    `<section class="target-section" id="target-${index}" data-target="${escText(target)}" data-verdict="${verdict}">`,
    `<h2 title="${escText(target)}"><span class="badge ${verdict}">${verdict.toUpperCase()}</span> ${esc(label)}</h2>`,
    `<p class="muted">${esc(r.kind)}${r.tier ? ` · tier ${esc(r.tier)}` : ''} · ${r.checks_run} checks: ${passed} pass, ${r.warn_count} warn, ${r.fail_count} fail, ${r.skip_count} skip</p>`,
    checksTable(r),
  ];
  if (r.visual?.graph) out.push(graphSectionHtml(r.visual.graph, `t${index}`));
  if (r.visual?.plan) out.push(planHtml(r.visual.plan));
  const flagged = r.checks.filter((c) => c.status === 'fail' || c.status === 'warn');
  if (flagged.length) {
    out.push('<h3>Failing and warning checks</h3>');
    for (const c of flagged) {
      out.push(
        `<div class="flagged" id="t${index}-${escText(c.name)}" data-flagged="${escText(c.name)}"><h4><span class="badge ${c.internal_error ? 'error' : c.status}">${esc(c.internal_error ? 'error' : c.status)}</span> <span class="mono">${esc(c.name)}</span></h4>`,
        `<p>${esc(checkDetail(c))}</p>`,
        c.fix ? `<p class="fix"><b>Fix:</b> ${esc(c.fix)}</p>` : '',
        findingsHtml(c, r.visual?.sources),
        safeHref(c.docs) ? `<p class="small"><a class="doc" href="${safeHref(c.docs)}">Documentation of ${esc(c.name)}</a></p>` : '',
        '</div>',
      );
    }
  }
  out.push('</section>');
  return out.join('');
}
