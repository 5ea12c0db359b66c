import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from '../cli-helpers.js';
import { loadGraphTarget, type GraphModel } from '../../packages/core/src/model/graph/index.js';
import { formatHtml } from '../../packages/core/src/format/html/index.js';
import { FINDINGS_PER_CHECK } from '../../packages/core/src/format/html/page.js';
import { DAGRE_MAX_NODES } from '../../packages/core/src/format/html/layout.js';
import { check, finding, report } from './helpers.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'el-html-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Text of an HTML fragment as a reader sees it: tags dropped, the five entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The section of one target (by its index in the report). */
function sectionOf(html: string, i: number): string {
  const start = html.indexOf(`<section class="target-section" id="target-${i}"`);
  expect(start, `section of target ${i}`).toBeGreaterThanOrEqual(0);
  const next = html.indexOf('<section class="target-section"', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Lints targets once with both the JSON and the HTML format. */
function both(targets: string[], extra: string[] = []): { json: any; html: string } {
  const dir = fs.mkdtempSync(path.join(tmp, 'run-'));
  // A value option is given once: extra's --preset replaces the default one.
  const preset = extra.includes('--preset') ? [] : ['--preset', 'recommended'];
  const r = cli([...targets, ...preset, '--no-git', '--now', '2026-12-01T00:00:00Z', '--format', `json=${dir}/r.json`, '--format', `html=${dir}/r.html`, ...extra]);
  expect(r.stderr).toBe('');
  expect([0, 1]).toContain(r.code);
  const json = JSON.parse(fs.readFileSync(`${dir}/r.json`, 'utf8'));
  return { json: json.results ?? [json], html: fs.readFileSync(`${dir}/r.html`, 'utf8') };
}

/** Every check, failing check, and finding (file:line:column and message) of the JSON report is in the page. */
function expectReportShown(json: any[], html: string): void {
  json.forEach((t, i) => {
    const section = sectionOf(html, i);
    const text = textOf(section);
    for (const c of t.checks) {
      expect(section, `${c.name} row`).toContain(`data-check="${attr(c.name)}" data-status="${c.internal_error ? 'error' : c.status}"`);
      if (c.status !== 'fail' && c.status !== 'warn') continue;
      expect(section, `${c.name} flagged`).toContain(`data-flagged="${attr(c.name)}"`);
      expect(text).toContain(c.detail);
      if (c.fix) expect(text).toContain(c.fix);
      for (const f of c.findings.slice(0, FINDINGS_PER_CHECK)) expect(text, `${c.name} finding`).toContain(`${f.file}:${f.line}:${f.column} ${f.message}`);
      if (c.findings.length > FINDINGS_PER_CHECK) expect(text).toContain(`… ${c.findings.length - FINDINGS_PER_CHECK} more finding`);
    }
  });
}

const graphFiles = fs.readdirSync(path.join(repoRoot, 'examples/graphs')).filter((f) => f.endsWith('.md') && f !== 'README.md').map((f) => `examples/graphs/${f}`);
const engagements = fs.readdirSync(path.join(repoRoot, 'examples')).filter((d) => fs.existsSync(path.join(repoRoot, 'examples', d, 'engagement/criteria.md'))).map((d) => `examples/${d}/engagement`);

describe('--format html on the examples', () => {
  it('shows every check, failing check, finding and graph difference of the example graphs', () => {
    const { json, html } = both(graphFiles);
    expect(json.some((t: any) => t.status === 'fail')).toBe(true);
    expectReportShown(json, html);
    graphFiles.forEach((file, i) => {
      const section = sectionOf(html, i);
      const model = loadGraphTarget(path.join(repoRoot, file)).model as GraphModel;
      for (const d of model.differences()) {
        expect(section, `${file}: ${d.kind} ${d.node}`).toContain(`data-diff="${d.kind}" data-node="${attr(d.node)}"`);
        expect(textOf(section)).toContain(d.message);
      }
      const svgs = section.match(/<svg class="graph"[\s\S]*?<\/svg>/g) ?? [];
      const sides = [model.delegated, model.implemented].filter((s) => s && s.nodes.length);
      expect(svgs).toHaveLength(sides.length);
      sides.forEach((side, k) => {
        for (const n of side!.nodes) expect(svgs[k], `${file}: node ${n.id}`).toContain(`data-node="${attr(n.id)}"`);
      });
    });
    // The compare example differs in every way the legend names.
    const compare = sectionOf(html, graphFiles.indexOf('examples/graphs/fail-compare.md'));
    for (const kind of ['gap', 'off-script', 'wave', 'output', 'failed']) expect(compare).toContain(`class="swatch mark-${kind}"`);
  });

  it('shows every check, failing check and finding of the example engagements, their task waves and iterations', () => {
    const { json, html } = both(engagements);
    expectReportShown(json, html);
    const plan = sectionOf(html, engagements.indexOf('examples/fail-plan-gaps/engagement'));
    for (const task of ['t01-pdf-endpoint', 't02-pdf-tests', 't03-api-docs']) expect(plan).toContain(`data-task="${task}"`);
    // The two wave-2 tasks both claim docs/api/invoices.md: each entry is marked and names the other task.
    expect(textOf(plan)).toContain('docs/api/invoices.md overlaps t03-api-docs');
    expect(textOf(plan)).toContain('docs/api/invoices.md overlaps t02-pdf-tests');
    expect(plan).toContain('<li class="round accept"><b>Iteration 1</b>');
    // Several targets: the checks × targets matrix has a row per check and a cell per target with its status.
    const matrix = html.slice(html.indexOf('<table class="matrix">'), html.indexOf('</table>', html.indexOf('<table class="matrix">')));
    const rows = matrix.match(/<tr><th scope="row" class="check">/g) ?? [];
    expect(rows).toHaveLength(new Set(json.flatMap((t: any) => t.checks.map((c: any) => c.name))).size);
    const fails = json.flatMap((t: any) => t.checks.filter((c: any) => c.status === 'fail')).length;
    expect(matrix.match(/<td class="cell fail"/g) ?? []).toHaveLength(fails);
  });

  it('shows a few source lines around each finding, the finding line marked', () => {
    const { json, html } = both(['examples/graphs/fail-compare.md']);
    const f = json[0].checks.find((c: any) => c.name === 'graph-compare-gaps').findings[0];
    const line = fs.readFileSync(path.join(repoRoot, f.file), 'utf8').split('\n')[f.line - 1]!;
    expect(html).toContain(`<span class="hit"><span class="ln">${f.line}</span>${attr(line)}</span>`);
    expect(html).toContain(`<span class="ln">${f.line - 1}</span>`);
  });
});

describe('--format html on hostile input', () => {
  it('escapes everything a linted file says: no element, attribute or control character gets through', () => {
    const file = path.join(tmp, 'hostile.md');
    fs.writeFileSync(
      file,
      [
        'DELEGATED GRAPH: <script>alert(1)</script>',
        'NODES:',
        '  N1 domain="><img src=x onerror=alert(1)> output=a.ts status=pending',
        '  N2 domain=\u202eevil\u0007 output=</svg><script>x()</script> status=pending',
        'EDGES:',
        '  N1 -> N2',
        'WAVES:',
        '  WAVE 1 : [N1]',
        '  WAVE 2 : [N2]',
        '',
        'IMPLEMENTED GRAPH: <b onmouseover=alert(2)>x</b>',
        'WAVE 1 — <iframe src=javascript:alert(3)>',
        '  N1 status=done output=a.ts verify=pass',
        '  N7<style> status=failed output=b.ts verify=fail',
        'FAILURES : none',
        'GAPS : none',
        'OFF-SCRIPT : none',
        '',
      ].join('\n'),
    );
    const { html } = both([file]);
    const body = html.slice(html.indexOf('</style>') + '</style>'.length);
    // Every `<` of the body opens one of the page's own tags, with the page's own attributes only.
    const tags = [...body.matchAll(/<\/?([a-zA-Z][\w-]*)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*\/?>/g)];
    expect(body.split('<').length - 1).toBe(tags.length);
    const elements = new Set(['head', 'main', 'section', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'p', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'b', 'i', 'ul', 'ol', 'li', 'pre', 'code', 'figure', 'figcaption', 'svg', 'defs', 'marker', 'path', 'rect', 'text', 'g', 'tspan', 'title', 'body', 'html', 'details', 'summary', 'caption', 'nav']);
    const attributes = new Set(['class', 'id', 'href', 'title', 'role', 'aria-label', 'viewBox', 'width', 'height', 'style', 'x', 'y', 'rx', 'd', 'refX', 'refY', 'markerWidth', 'markerHeight', 'orient', 'marker-end', 'transform', 'text-anchor', 'scope', 'data-target', 'data-verdict', 'data-check', 'data-status', 'data-node', 'data-diff', 'data-flagged', 'data-task', 'data-layout']);
    for (const [, name, attrs] of tags) {
      expect(elements, name).toContain(name!.toLowerCase());
      for (const [, a] of attrs!.matchAll(/\s+([\w-]+)(?:="[^"]*")?/g)) expect(attributes, `${name} ${a}`).toContain(a);
    }
    expect(body).not.toContain('<b onmouseover');
    expect(body).not.toMatch(/[\u202e\u0007]/);
    // Shown by code point: an element of its own in content, `‹U+…›` in an SVG title (text only), boxed in SVG text.
    expect(body).toContain('<span class="esc" title="bidi control U+202E">U+202E</span>evil<span class="esc" title="control character U+0007">U+0007</span>');
    expect(body).toContain('‹U+202E›evil‹U+0007›');
    expect(body).toContain('<tspan class="esc">‹U+202E›</tspan>evil<tspan class="esc">‹U+0007›</tspan>');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).not.toMatch(/<script|<link|@import|url\(http/i);
  });

  it('draws a graph too large for dagre on a wave grid, every node and edge still there', () => {
    const n = DAGRE_MAX_NODES + 20;
    const ids = Array.from({ length: n }, (_, i) => `N${i + 1}`);
    const wave = (i: number) => Math.floor(i / 10) + 1;
    const file = path.join(tmp, 'big.md');
    fs.writeFileSync(
      file,
      [
        'DELEGATED GRAPH: big',
        'NODES:',
        ...ids.map((id) => `  ${id} domain=team output=src/${id}.ts status=pending`),
        'EDGES:',
        ...ids.slice(10).map((id, i) => `  ${ids[i]} -> ${id}`),
        'WAVES:',
        ...Array.from({ length: wave(n - 1) }, (_, w) => `  WAVE ${w + 1} : [${ids.filter((_, i) => wave(i) === w + 1).join(', ')}]`),
      ].join('\n'),
    );
    const { html } = both([file]);
    const svg = html.match(/<svg class="graph" data-layout="([a-z]+)"[\s\S]*?<\/svg>/)!;
    expect(svg[1]).toBe('grid');
    expect(html).toContain(`${n} nodes: laid out on a grid`);
    for (const id of ids) expect(svg[0]).toContain(`data-node="${id}"`);
    expect(svg[0].match(/<path class="edge"/g)).toHaveLength(n - 10);
    // Each wave is a column: nodes of one wave share an x, later waves lie to the right.
    const xs = ids.map((id) => Number(new RegExp(`data-node="${id}" transform="translate\\(([\\d.]+),`).exec(svg[0])![1]));
    for (let i = 1; i < n; i++) expect(Math.sign(xs[i]! - xs[i - 1]!)).toBe(wave(i) === wave(i - 1) ? 0 : 1);
    // A small graph is still laid out by dagre.
    expect(both(['examples/graphs/fail-compare.md']).html).toContain('data-layout="dagre"');
  });

  it('draws nodes named like Object.prototype\'s members (the layout library keys objects by id)', () => {
    const ids = ['constructor', 'toString', 'isPrototypeOf', 'hasOwnProperty', 'valueOf'];
    const file = path.join(tmp, 'proto.md');
    fs.writeFileSync(
      file,
      ['DELEGATED GRAPH: proto', 'NODES:', ...ids.map((id) => `  ${id} domain=team output=src/${id}.ts status=pending`), 'EDGES:', '  constructor -> toString', '  isPrototypeOf -> valueOf', 'WAVES:', '  WAVE 1 : [constructor, isPrototypeOf, hasOwnProperty]', '  WAVE 2 : [toString, valueOf]'].join('\n'),
    );
    const { html } = both([file]);
    const svg = html.match(/<svg class="graph" data-layout="dagre"[\s\S]*?<\/svg>/)!;
    for (const id of ids) expect(svg[0]).toContain(`data-node="${id}"`);
    expect(svg[0].match(/<path class="edge"/g)).toHaveLength(2);
  });

  it('links a check to its docs only over http(s)', () => {
    const r = report([check('custom', { status: 'fail', docs: 'javascript:alert(1)', findings: [finding('x.md', 1, 'm')] }), check('builtin', { status: 'fail' })]);
    const html = formatHtml([r]);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://');
  });
});

describe('--format html and start-up', () => {
  const trace = path.join(tmp, 'trace.cjs');
  fs.writeFileSync(
    trace,
    // The launcher reads each file of dist/ it runs (with its code cache): the reads say what loaded.
    "const fs = require('node:fs'); const read = fs.readFileSync; fs.readFileSync = function (f) { const m = /[\\\\/]dist[\\\\/](vendor[\\\\/][a-z]+\\.cjs)$/.exec(String(f)); if (m) process.stderr.write(`LOAD ${m[1].replace(/\\\\/g, '/')}\\n`); return read.apply(this, arguments); };\n",
  );
  const loads = (format: string) => {
    const { spawnSync } = process.getBuiltinModule('node:child_process');
    const r = spawnSync(process.execPath, ['--require', trace, path.join(repoRoot, 'packages/cli/bin/engagement-lint.js'), 'examples/graphs/fail-compare.md', '--format', format], { cwd: repoRoot, encoding: 'utf8' });
    return r.stderr;
  };

  it('loads the formatter and the layout library only when html is asked for', () => {
    for (const format of ['json', 'stylish', 'sarif', 'junit']) expect(loads(format)).not.toMatch(/html\.cjs|dagre\.cjs/);
    expect(loads('html')).toMatch(/LOAD vendor\/html\.cjs[\s\S]*LOAD vendor\/dagre\.cjs/);
  });

  it('keeps the picture data out of the JSON report, and its receipt as without html', () => {
    // compat does not read tasks/INDEX.md; the picture of the plan does.
    const target = 'examples/fail-plan-gaps/engagement';
    const { json } = both([target], ['--preset', 'compat']);
    expect(JSON.stringify(json)).not.toContain('visual');
    const alone = cli([target, '--preset', 'compat', '--json']);
    expect(json[0].receipt.sha256).toBe(alone.json.receipt.sha256);
  });
});
