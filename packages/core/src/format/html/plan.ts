/** An engagement's plan (task waves, owners, files, same-wave overlaps) and its iteration history. */
import type { VisualPlan, VisualTask } from './visual.js';
import { esc, escText } from './escape.js';
import { showLineFeeds } from '../escape.js';
import { plural } from '../../util.js';

function waveOrder(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b);
}

function taskCard(t: VisualTask): string {
  // A task's key may be its file's stem, and `rel` is its path: a line feed in either is `\x0a`, as in every path shown.
  const key = showLineFeeds(t.key);
  const overlapping = t.files.some((f) => f.overlaps.length);
  const files = t.files.length
    ? `<ul class="files">${t.files
        .map((f) =>
          f.overlaps.length
            ? `<li class="overlap"><code>${esc(f.text)}</code> <span class="why">overlaps ${f.overlaps.map((k) => `<b>${esc(showLineFeeds(k))}</b>`).join(', ')}</span></li>`
            : `<li><code>${esc(f.text)}</code></li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">no files listed</p>';
  return (
    `<div class="task${overlapping ? ' has-overlap' : ''}" data-task="${escText(key)}">` +
    `<div class="task-head"><b>${esc(key)}</b> <span class="owner">${t.owner.length ? esc(t.owner.join(', ')) : '<i>no owner</i>'}</span></div>` +
    `<div class="muted small">${esc(showLineFeeds(t.rel))}</div>${files}</div>`
  );
}

/** The plan section of an engagement; '' when it has neither tasks, INDEX nor acceptance rounds. */
export function planHtml(plan: VisualPlan): string {
  const out: string[] = [];
  if (plan.tasks.length) {
    const byWave = new Map<string, VisualTask[]>();
    for (const t of plan.tasks) byWave.set(t.wave ?? '', [...(byWave.get(t.wave ?? '') ?? []), t]);
    const waves = [...byWave.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : waveOrder(a, b)));
    const overlaps = plan.tasks.reduce((n, t) => n + t.files.filter((f) => f.overlaps.length).length, 0);
    out.push(`<h4>Task waves</h4>`);
    if (overlaps) out.push(`<p class="legend"><span class="swatch overlap"></span> ${plural(overlaps, 'file entry overlaps', 'file entries overlap')} a file of another task in the same wave</p>`);
    out.push(
      `<div class="waves">${waves
        .map((w) => `<section class="wave"><h5>${w === '' ? 'no wave' : `Wave ${esc(w)}`}</h5>${byWave.get(w)!.map(taskCard).join('')}</section>`)
        .join('')}</div>`,
    );
  }
  if (plan.index?.length) {
    out.push(`<h4>tasks/INDEX.md</h4><div class="scroll"><table class="index"><thead><tr><th>wave</th><th>tasks (owner)</th></tr></thead><tbody>`);
    for (const w of plan.index) {
      const entries = w.entries.map((e) => `<span class="${e.known ? 'entry' : 'entry unknown'}">${esc(e.id)}${e.owner ? ` <span class="muted">(${esc(e.owner)})</span>` : ''}${e.known ? '' : ' <i>no task file</i>'}</span>`);
      out.push(`<tr><td>${esc(w.wave)}</td><td>${entries.join(' · ')}</td></tr>`);
    }
    out.push('</tbody></table></div>');
  }
  if (plan.rounds.length) {
    out.push('<h4>Iterations (acceptance-log.md)</h4><ol class="rounds">');
    for (const r of plan.rounds) {
      const word = (r.verdict ?? '').trim().split(/\s+/)[0]!.toUpperCase();
      const cls = word.startsWith('ACCEPT') ? 'accept' : word.startsWith('REJECT') ? 'reject' : 'other';
      out.push(
        `<li class="round ${cls}"><b>Iteration ${esc(r.n)}</b> <span class="verdict">${r.verdict ? esc(r.verdict) : '<i>no verdict</i>'}</span> <span class="muted small">line ${esc(r.line)}</span>` +
          (r.blockers.length ? `<ul class="blockers">${r.blockers.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '') +
          '</li>',
      );
    }
    out.push('</ol>');
  }
  return out.length ? `<section class="plan"><h3>Plan</h3>${out.join('')}</section>` : '';
}
