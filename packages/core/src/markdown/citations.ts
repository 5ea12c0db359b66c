import type { MarkdownDoc } from './document.js';

export interface CitedPath {
  /** The path as it will be probed (suffix `:45` and leading `./` stripped). */
  path: string;
  /** The text as cited. */
  raw: string;
  line: number;
  column: number;
}

/** Lines that illustrate rather than cite (examples, bans, templates). */
const ILLUSTRATION = /\b(e\.g\.|for example|do not create|forbidden|rogue|placeholder|template|out-of-whitelist)|например/i;
const BARE_ROOTS = ['engagement', 'src', 'tests', 'app', 'lib', 'scripts', 'hooks', 'agents', 'skills'];
const BARE = new RegExp(`(?<![\\w./\\-\`])(?:${BARE_ROOTS.join('|')})/[^\\s\`'"()\\[\\]<>,;|]+`, 'g');
const BACKTICK = /`([^`\n]+)`/g;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

function acceptable(s: string): boolean {
  if (URL_SCHEME.test(s) || /[{}<>*?\s]/.test(s) || s.includes('...') || s.includes('…')) return false;
  if (!s.includes('/') || s.startsWith('#')) return false;
  return true;
}

function normalise(s: string): string {
  return s
    .replace(/[.,;:)\]]+$/, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/^\.\//, '');
}

/**
 * Paths a document cites: backtick-quoted strings that look like paths and
 * bare paths under the usual project roots. Illustration lines are skipped;
 * the future archive (`engagement-archived/`) is never cited evidence.
 */
export function citedPaths(doc: MarkdownDoc, range?: { start: number; end: number }): CitedPath[] {
  const out: CitedPath[] = [];
  const lines = doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length });
  for (const { line, text } of lines) {
    // Most lines cite nothing: look for a candidate before the costlier illustration test.
    if (!text.includes('`') && !text.includes('/')) continue;
    if (ILLUSTRATION.test(text)) continue;
    const ticked: Array<[number, number]> = [];
    for (const m of text.matchAll(BACKTICK)) {
      ticked.push([m.index!, m.index! + m[0].length]);
      const inner = m[1]!.trim();
      if (!acceptable(inner)) continue;
      push(out, inner, line, m.index! + 2);
    }
    for (const m of text.matchAll(BARE)) {
      if (ticked.some(([a, b]) => m.index! >= a && m.index! < b)) continue;
      if (!acceptable(m[0])) continue;
      push(out, m[0], line, m.index! + 1);
    }
  }
  return out;
}

function push(out: CitedPath[], raw: string, line: number, column: number) {
  const path = normalise(raw);
  if (path === '' || !path.includes('/')) return;
  if (path.startsWith('engagement-archived/')) return;
  out.push({ path, raw, line, column });
}
