/**
 * The HTML report and the summary's mermaid in a real browser: Debian's chromium driven by
 * playwright-core (never a downloaded browser). Without chromium the tests are skipped, except
 * under CI=true, where a missing browser fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { cli, repoRoot } from '../cli-helpers.js';
import { loadGraphTarget, type GraphModel } from '../../packages/core/src/model/graph/index.js';

// The functions given to page.evaluate run in the page; the test's own types are Node's.
declare const document: any, window: any, getComputedStyle: any;
type HTMLElement = any;

const CHROMIUM = process.env['EL_CHROMIUM'] ?? '/usr/bin/chromium';
const haveChromium = fs.existsSync(CHROMIUM);
const OUT = path.join(repoRoot, 'test-output/browser');
/** Where the README's screenshot lives; refreshed when EL_UPDATE_SCREENSHOT=1. */
const README_IMAGE = path.join(repoRoot, 'docs/img/report.png');

const examples = (dir: string, test: (name: string) => boolean) =>
  fs.readdirSync(path.join(repoRoot, dir)).filter(test).sort().map((n) => `${dir}/${n}`);
const graphFiles = examples('examples/graphs', (n) => n.endsWith('.md') && n !== 'README.md');
const engagements = examples('examples', (n) => fs.existsSync(path.join(repoRoot, 'examples', n, 'engagement/criteria.md'))).map((d) => `${d}/engagement`);
const contracts = examples('examples/contracts', (n) => n !== 'README.md');
const epiphany = examples('examples/epiphany', (n) => n !== 'README.md');

interface Built {
  name: string;
  html: string;
  json: any[];
  targets: string[];
}

/** One report page per example target, plus one page per example folder (several targets: the matrix). */
function buildReports(): Built[] {
  fs.mkdirSync(OUT, { recursive: true });
  const pages: Array<{ name: string; targets: string[] }> = [
    ...[...graphFiles, ...engagements].map((t) => ({ name: t.replace(/^examples\//, '').replace(/\/engagement$/, '').replace(/[/.]/g, '-'), targets: [t] })),
    { name: 'all-engagements', targets: engagements },
    { name: 'all-graphs', targets: graphFiles },
    { name: 'contracts', targets: contracts },
    { name: 'epiphany', targets: epiphany },
  ];
  return pages.map(({ name, targets }) => {
    const html = path.join(OUT, `${name}.html`);
    const json = path.join(OUT, `${name}.json`);
    const r = cli([...targets, '--preset', 'recommended', '--no-git', '--now', '2026-12-01T00:00:00Z', '--format', `html=${html}`, '--format', `json=${json}`]);
    expect(r.stderr, name).toBe('');
    const parsed = JSON.parse(fs.readFileSync(json, 'utf8'));
    return { name, html, json: parsed.results ?? [parsed], targets };
  });
}

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Opens a file in a fresh page that records console errors, page errors and every request but the file itself. */
async function open(context: BrowserContext, file: string, viewport = { width: 1280, height: 900 }) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const url = pathToFileURL(file).href;
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (req) => {
    if (req.url() !== url) problems.push(`request: ${req.url()}`);
  });
  await page.route('**/*', (route) => (route.request().url() === url ? route.continue() : route.abort()));
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems };
}

/** How far the page scrolls sideways past the viewport (0 when it fits). */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

if (!haveChromium && process.env['CI'] === 'true') {
  describe('the browser tests', () => {
    it('need chromium in CI', () => {
      expect.fail(`chromium is not installed at ${CHROMIUM} (apt-get install -y chromium); CI does not skip the browser tests`);
    });
  });
}

describe.skipIf(!haveChromium)('the HTML report in chromium', () => {
  let browser: BrowserContext;
  let built: Built[];
  let userDataDir: string;

  beforeAll(async () => {
    built = buildReports();
    const { chromium } = await import('playwright-core');
    userDataDir = fs.mkdtempSync(path.join(OUT, 'profile-'));
    // A persistent context is the way to give chromium a fresh user-data-dir of our own.
    browser = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: ARGS, headless: true, offline: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it('catches a page that asks for the network or logs an error (the checks below rely on it)', async () => {
    const file = path.join(OUT, 'leaky.html');
    fs.writeFileSync(file, '<!doctype html><img src="https://example.com/x.png"><link rel="stylesheet" href="http://example.com/s.css"><script>console.error("boom")</script>');
    const { page, problems } = await open(browser, file);
    await page.waitForTimeout(200);
    expect(problems).toEqual(expect.arrayContaining(['request: https://example.com/x.png', 'request: http://example.com/s.css', 'console error: boom']));
    await page.close();
  }, 60_000);

  it('opens every example report with no console error and no request, shows each graph node and each failing check', async () => {
    for (const b of built) {
      const { page, problems } = await open(browser, b.html);
      const shown = new Set(await page.$$eval('[data-flagged]', (els) => els.filter((e) => (e as HTMLElement).offsetHeight > 0).map((e) => `${e.closest('[data-target]')!.getAttribute('data-target')}\u0000${e.getAttribute('data-flagged')}`)));
      for (const t of b.json) {
        for (const c of t.checks.filter((x: any) => x.status === 'fail')) expect(shown, `${b.name}: ${c.name}`).toContain(`${t.target ?? t.engagement}\u0000${c.name}`);
      }
      const graphs = b.targets.filter((t) => graphFiles.includes(t));
      for (const file of graphs) {
        const model = loadGraphTarget(path.join(repoRoot, file)).model as GraphModel;
        const section = page.locator(`[data-target="${path.join(repoRoot, file)}"]`);
        for (const [which, side] of [['delegated', model.delegated], ['implemented', model.implemented]] as const) {
          if (!side?.nodes.length) continue;
          const svg = section.locator(`svg[aria-label^="${which} graph"]`);
          for (const n of side.nodes) {
            const box = await svg.locator(`g.node[data-node="${n.id}"]`).first().boundingBox();
            expect(box, `${file}: ${which} node ${n.id}`).not.toBeNull();
            expect(box!.width).toBeGreaterThan(20);
          }
        }
      }
      await page.screenshot({ path: path.join(OUT, `${b.name}.png`), fullPage: true });
      expect(problems, b.name).toEqual([]);
      await page.close();
    }
  }, 240_000);

  it('keeps the rotated target names of the matrix inside their headers, an archive\'s long names cut with their paths as titles', async () => {
    const arch = path.join(OUT, 'archive');
    fs.rmSync(arch, { recursive: true, force: true });
    const names = ['2026-05-12-checkout-redesign-with-stripe-and-apple-pay-on-every-storefront', '2026-04-02-fix-login'];
    for (const [k, n] of names.entries()) fs.cpSync(path.join(repoRoot, 'examples', k ? 'clean-S' : 'fail-rogue-files', 'engagement'), path.join(arch, n, 'engagement'), { recursive: true });
    const html = path.join(OUT, 'archive.html');
    cli([...names.map((n) => path.join(arch, n, 'engagement')), '--no-git', '--format', `html=${html}`]);
    const { page, problems } = await open(browser, html);
    const boxes = await page.$$eval('table.matrix:not(details table) th.target', (ths) =>
      ths.map((th) => ({ th: th.getBoundingClientRect().toJSON(), span: th.querySelector('span').getBoundingClientRect().toJSON(), text: th.querySelector('span').textContent, title: th.querySelector('a').getAttribute('title') })),
    );
    const caption = await page.$eval('table.matrix caption', (c) => c.getBoundingClientRect().toJSON());
    expect(boxes.map((b) => b.text).sort()).toEqual([...names].sort());
    for (const b of boxes) {
      // Inside its header cell, and clear of the caption above the table.
      expect(b.span.top, b.text).toBeGreaterThanOrEqual(b.th.top - 1);
      expect(b.span.bottom, b.text).toBeLessThanOrEqual(b.th.bottom + 1);
      expect(b.span.top, b.text).toBeGreaterThanOrEqual(caption.bottom - 1);
      expect(b.title).toMatch(/\/engagement$/);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('fits a phone screen: no sideways scrolling of the page, graphs scaled to the width', async () => {
    for (const name of ['graphs-fail-compare-md', 'fail-plan-gaps', 'all-engagements']) {
      const { page, problems } = await open(browser, path.join(OUT, `${name}.html`), { width: 390, height: 844 });
      expect(await overflowX(page), name).toBeLessThanOrEqual(1);
      const widths = await page.$$eval('svg.graph', (els) => els.map((e) => e.getBoundingClientRect().right));
      for (const right of widths) expect(right).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(OUT, `${name}-phone.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('prints: each target on its own page, nothing folded away that matters, the pictures inside the paper', async () => {
    const { page, problems } = await open(browser, path.join(OUT, 'all-graphs.html'));
    await page.emulateMedia({ media: 'print' });
    const layout = await page.evaluate(() => ({
      breaks: [...document.querySelectorAll('.target-section')].map((s) => getComputedStyle(s).breakBefore),
      folded: [...document.querySelectorAll('details')].map((d) => getComputedStyle(d).display),
      flagged: [...document.querySelectorAll('[data-flagged]')].filter((e) => (e as HTMLElement).offsetHeight === 0).length,
    }));
    expect(layout.breaks.slice(1).every((b) => b === 'page')).toBe(true);
    expect(layout.folded.every((d) => d === 'none')).toBe(true);
    expect(layout.flagged).toBe(0);
    await page.screenshot({ path: path.join(OUT, 'all-graphs-print.png'), fullPage: true });
    const pdf = await page.pdf({ path: path.join(OUT, 'all-graphs.pdf'), format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // On A4 (about 700 CSS px wide inside the margins) the graphs still fit the paper.
    await page.setViewportSize({ width: 700, height: 1000 });
    const rights = await page.$$eval('svg.graph', (els) => els.map((e) => e.getBoundingClientRect().right));
    for (const r of rights) expect(r).toBeLessThanOrEqual(700);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('renders the mermaid of the GitHub step summary with mermaid itself', async () => {
    const summary = path.join(OUT, 'summary.md');
    fs.rmSync(summary, { force: true });
    cli([...graphFiles, 'examples/fail-plan-gaps/engagement', '--preset', 'recommended', '--no-git', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: repoRoot } });
    const blocks = [...fs.readFileSync(summary, 'utf8').matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(graphFiles.length - 1);
    const file = path.join(OUT, 'summary-mermaid.html');
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    fs.writeFileSync(file, `<!doctype html><meta charset="utf-8"><body>${blocks.map((b, i) => `<pre class="mermaid" id="m${i}">${esc(b)}</pre>`).join('')}</body>`);
    const { page, problems } = await open(browser, file);
    await page.addScriptTag({ path: path.join(repoRoot, 'node_modules/mermaid/dist/mermaid.min.js') });
    const result = await page.evaluate(async () => {
      const m = (window as unknown as { mermaid: { initialize(o: object): void; run(o: object): Promise<void> } }).mermaid;
      m.initialize({ startOnLoad: false, securityLevel: 'strict' });
      const errors: string[] = [];
      await m.run({ querySelector: 'pre.mermaid', suppressErrors: false }).catch((e: Error) => errors.push(String(e?.message ?? e)));
      return { errors, svgs: document.querySelectorAll('pre.mermaid svg').length, text: document.body.innerText };
    });
    expect(result.errors).toEqual([]);
    expect(result.svgs).toBe(blocks.length);
    for (const label of ['DELEGATED GRAPH: search indexing', 'N6', 'overlap: docs/api/invoices.md', 't02-pdf-tests']) expect(result.text).toContain(label);
    await page.screenshot({ path: path.join(OUT, 'summary-mermaid.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('takes the README screenshot: the graph compare example, checks and both graphs', async () => {
    const { page } = await open(browser, path.join(OUT, 'graphs-fail-compare-md.html'), { width: 1100, height: 900 });
    const bottom = await page.$eval('section.graphs', (e) => e.getBoundingClientRect().bottom + window.scrollY);
    const shot = path.join(OUT, 'report.png');
    await page.screenshot({ path: shot, clip: { x: 0, y: 0, width: 1100, height: Math.ceil(bottom) + 8 }, fullPage: true });
    expect(fs.statSync(shot).size).toBeGreaterThan(20_000);
    if (process.env['EL_UPDATE_SCREENSHOT'] === '1') {
      fs.mkdirSync(path.dirname(README_IMAGE), { recursive: true });
      fs.copyFileSync(shot, README_IMAGE);
    }
    await page.close();
  }, 60_000);
});
