/** The report's only stylesheet: system fonts, light and dark, a phone layout and a print layout. */
export const CSS = `
:root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--card:#f6f8fa;--line:#d0d7de;--pass:#1a7f37;--fail:#cf222e;--warn:#9a6700;--skip:#6e7781;
--m-same:#dafbe1;--m-gap:#fff1e5;--m-gap-s:#bc4c00;--m-off:#ddf4ff;--m-off-s:#0969da;--m-wave:#fbefff;--m-wave-s:#8250df;--m-out:#fff8c5;--m-out-s:#9a6700;--m-fail:#ffebe9;--m-fail-s:#cf222e}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9da7b3;--bg:#0d1117;--card:#161b22;--line:#30363d;--pass:#3fb950;--fail:#f85149;--warn:#d29922;--skip:#8b949e;
--m-same:#12261e;--m-gap:#3d1f00;--m-off:#0c2d6b;--m-wave:#271052;--m-out:#3b2300;--m-fail:#490202}}
*{box-sizing:border-box}
body{margin:0;padding:16px 24px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg)}
code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12.5px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px}h3{font-size:16px;margin:18px 0 6px}h4{font-size:14px;margin:14px 0 6px}h5{margin:0 0 6px;font-size:13px}
a{color:var(--m-off-s)}
.muted{color:var(--muted)}.small{font-size:12px}
.scroll{overflow-x:auto;max-width:100%}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;font-weight:600;font-size:12px;color:#fff;background:var(--skip)}
.badge.pass{background:var(--pass)}.badge.fail{background:var(--fail)}.badge.warn{background:var(--warn)}.badge.error{background:#6e40c9}
.target-section{border-top:2px solid var(--line);margin-top:24px;padding-top:8px}
table{border-collapse:collapse;margin:6px 0}
th,td{border:1px solid var(--line);padding:3px 8px;text-align:left;vertical-align:top}
thead th{background:var(--card)}
table.checks td.status{white-space:nowrap;font-weight:600}
td.status.pass,.cell.pass{color:var(--pass)}td.status.fail,.cell.fail{color:var(--fail)}td.status.warn,.cell.warn{color:var(--warn)}td.status.skip,.cell.skip{color:var(--skip)}
.matrix .cell{text-align:center;font-weight:700;min-width:22px}.matrix .cell.fail{background:var(--m-fail)}.matrix .cell.warn{background:var(--m-out)}.cell.none{color:var(--line)}
.matrix th.target{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:500;vertical-align:bottom}.matrix th.target span{display:inline-block;max-inline-size:200px;overflow:hidden;text-overflow:ellipsis;vertical-align:bottom}
.matrix th.check{white-space:nowrap;font-weight:500}.matrix td.count{text-align:right;color:var(--muted)}
.legend .cell{display:inline-block;width:20px;text-align:center;font-weight:700}
.finding{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:6px 10px;background:var(--card);break-inside:avoid}
.finding .where{font-weight:600}
pre.source{margin:6px 0 0;padding:4px 0;overflow-x:auto;background:var(--bg);border:1px solid var(--line);border-radius:4px}
pre.source span{display:block;padding:0 8px;white-space:pre}
pre.source span.hit{background:var(--m-fail);border-left:3px solid var(--m-fail-s)}
pre.source .ln{display:inline-block;min-width:4ch;color:var(--muted);user-select:none;text-align:right;margin-right:12px}
.esc{display:inline-block;margin:0 1px;padding:0 3px;border:1px solid var(--m-wave-s);border-radius:3px;background:var(--m-wave);color:var(--m-wave-s);font:600 11px/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;white-space:nowrap;vertical-align:baseline}
pre.source span.esc{display:inline-block;padding:0 3px;white-space:nowrap}svg.graph tspan.esc{fill:var(--m-wave-s);font-weight:700}
.fix{margin:6px 0 0}.fix b{color:var(--pass)}
.panes{display:flex;flex-wrap:wrap;gap:12px}
figure.pane{margin:0;flex:1 1 360px;min-width:0;border:1px solid var(--line);border-radius:6px;padding:8px;overflow-x:auto}
figure.pane figcaption{font-weight:600;margin-bottom:6px}
svg.graph{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
svg.graph .edge{fill:none;stroke:var(--muted);stroke-width:1.4}svg.graph .arrowhead{fill:var(--muted)}
svg.graph .wave-band{fill:var(--card);stroke:var(--line);stroke-dasharray:3 3}svg.graph .node .marks{font-size:10px;font-weight:600;fill:var(--m-fail-s)}
svg.graph .wave-label{font-size:11px;font-weight:700;fill:var(--muted);letter-spacing:.05em}
svg.graph .node rect{fill:var(--m-same);stroke:var(--pass);stroke-width:1.5}
svg.graph .node text{fill:var(--fg)}svg.graph .node .id{font-size:12px;font-weight:700}svg.graph .node .owner{font-size:10.5px}
svg.graph .mark-gap rect{fill:var(--m-gap);stroke:var(--m-gap-s);stroke-dasharray:5 3;stroke-width:2}
svg.graph .mark-off-script rect{fill:var(--m-off);stroke:var(--m-off-s);stroke-width:2}
svg.graph .mark-wave rect{fill:var(--m-wave);stroke:var(--m-wave-s);stroke-width:2}
svg.graph .mark-output rect{fill:var(--m-out);stroke:var(--m-out-s);stroke-width:2}
svg.graph .mark-failed rect{fill:var(--m-fail);stroke:var(--m-fail-s);stroke-width:2.5}
.swatch{display:inline-block;width:14px;height:14px;border-radius:3px;vertical-align:-2px;border:2px solid var(--pass);background:var(--m-same)}
.swatch.mark-gap{border-color:var(--m-gap-s);border-style:dashed;background:var(--m-gap)}.swatch.mark-off-script{border-color:var(--m-off-s);background:var(--m-off)}
.swatch.mark-wave{border-color:var(--m-wave-s);background:var(--m-wave)}.swatch.mark-output{border-color:var(--m-out-s);background:var(--m-out)}
.swatch.mark-failed{border-color:var(--m-fail-s);background:var(--m-fail)}.swatch.overlap{border-color:var(--m-fail-s);background:var(--m-fail)}
.legend .key{margin-right:14px;display:inline-block}
ul.differences{padding-left:18px}ul.differences li{margin:2px 0;list-style:none}
.waves{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
section.wave{flex:1 1 220px;min-width:0;border:1px solid var(--line);border-radius:6px;padding:8px;background:var(--card)}
.task{border:1px solid var(--line);border-radius:5px;padding:6px;margin:6px 0;background:var(--bg);break-inside:avoid}
.task.has-overlap{border-color:var(--m-fail-s)}
.task ul.files{margin:4px 0 0;padding-left:16px}.task li.overlap{background:var(--m-fail);color:var(--fg)}
.task li.overlap .why{font-size:12px;color:var(--m-fail-s)}
.entry.unknown{color:var(--fail)}
ol.rounds{padding-left:20px}li.round{margin:4px 0}
li.round.accept .verdict{color:var(--pass);font-weight:600}li.round.reject .verdict{color:var(--fail);font-weight:600}
nav.toc ol{columns:2 280px;padding-left:20px}
@media (max-width:600px){body{padding:10px}nav.toc ol{columns:1}figure.pane{flex-basis:100%}table.checks td.detail{min-width:180px}}
@media print{
:root{--bg:#fff;--card:#fff;--fg:#000}
body{padding:0;font-size:11px}
a{color:inherit;text-decoration:none}
a.doc::after{content:" (" attr(href) ")";font-size:10px;color:var(--muted)}
.scroll,figure.pane,pre.source{overflow:visible}
pre.source span{white-space:pre-wrap}
.target-section{break-before:page;border-top:none}
.target-section:first-of-type{break-before:auto}
details.alt-order{display:none}
svg.graph{max-width:100%!important}
table,figure,.task{break-inside:avoid}
}
`;
