// Each pattern rewritten to read long lines in linear time gives what the pattern it replaced gave: the replaced
// pattern is kept here as the reference and both are run on short generated strings over the characters that
// matter to it. A rewritten literal is also looked up in its source file, so the test follows the code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listItem, withoutDashesAndStops } from '../../rules/engagement/lib/concern-items.js';
import { waiverIn } from '../../rules/engagement/lib/unverified-bars.js';
import { OPS, PROTOCOL_OPS } from '../../rules/engagement/lib/danger-ops.js';
import { LetterRegex } from '../../packages/core/src/letters.js';
import { implementedWave } from '../../packages/core/src/model/graph/implemented.js';

const root = path.resolve(__dirname, '../..');
/** A small deterministic generator (mulberry32), so that a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** `n` strings of up to `max` pieces, each piece drawn from `alphabet` (characters or words). */
function strings(alphabet: readonly string[], n = 4000, max = 14, seed = 1): string[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => Array.from({ length: Math.floor(r() * (max + 1)) }, () => alphabet[Math.floor(r() * alphabet.length)]!).join(''));
}
const chars = (s: string) => [...s];
const BREAKS = ['\n', '\r', '\u2028', '\u2029', '\u0085'];
const source = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
/** What a regex gives on a string as the code reads it: every match's index and groups (or the replacement / split). */
const read = (re: RegExp, s: string, how: 'exec' | 'test' | 'replace' | 'split' | 'all', by = '') => {
  re.lastIndex = 0;
  if (how === 'test') return re.test(s);
  if (how === 'replace') return s.replace(re, by);
  if (how === 'split') return s.split(re);
  if (how === 'all') return [...s.matchAll(re)].map((m) => [m.index, ...m]);
  const m = re.exec(s);
  return m && [m.index, ...m];
};

const CASES: Array<{ file: string; old: RegExp; now: RegExp; how: 'exec' | 'test' | 'replace' | 'split' | 'all'; by?: string; alphabet: string[] }> = [
  { file: 'rules/engagement/lib/logged-validators.ts', old: /_+$/, now: /(?<!_)_+$/, how: 'replace', alphabet: chars('_a-.') },
  { file: 'rules/engagement/lib/logged-validators.ts', old: /\.+$/, now: /(?<!\.)\.+$/, how: 'replace', alphabet: [...chars('.a/'), '\n'] },
  { file: 'rules/engagement/trace-schema.ts', old: /[Zz]+$/, now: /(?<![Zz])[Zz]+$/, how: 'replace', alphabet: [...chars('Zz0T:'), '\n'] },
  { file: 'rules/engagement/trace-fail-evidence.ts', old: /[.:]+$/, now: /(?<![.:])[.:]+$/, how: 'replace', alphabet: [...chars('.:a/'), '\n'] },
  {
    file: 'rules/engagement/lib/slot-phrases.ts',
    old: /\d+(?:st|nd|rd|th)?\s+of\s+\d+\s+(?:iterations?|rounds?|attempts?|slots?)\s+(?:used|left|remaining)/gi,
    now: /(?<!\d)\d+(?:st|nd|rd|th)?\s+of\s+\d+\s+(?:iterations?|rounds?|attempts?|slots?)\s+(?:used|left|remaining)/gi,
    how: 'all',
    alphabet: ['1', '2', '0', ' ', '\t', 'of', ' of ', 'nd', 'rounds', 'round', ' used', 'left', 'x', '\n'],
  },
  {
    file: 'rules/engagement/lib/migration-rollback.ts',
    old: /\b(?:create_table|createTable|Schema::create)\s*\(\s*(?:new\s+Table\s*\(\s*\{?\s*)?$/,
    now: /\b(?:create_table|createTable|Schema::create)\s*\(\s*(?:new\s+Table\s*\(\s*(?:\{\s*)?)?$/,
    how: 'test',
    alphabet: ['createTable', '(', ' ', '\t', 'new', 'Table', '{', '\r', 'x'],
  },
  {
    file: 'rules/engagement/lib/empty-downs.ts',
    old: /^\s*(?:--.*|\/\*.*\*\/\s*|SELECT\s+(?:'[^'\n]{0,200}'|\d{1,9})\s*;?\s*)$/i,
    now: /^\s*(?:--.*|\/\*.*\*\/\s*|SELECT\s+(?:'[^'\n]{0,200}'|\d{1,9})\s*(?:;\s*)?)$/i,
    how: 'test',
    alphabet: ['SELECT', ' ', '\t', ';', "'", 'a', '1', '--', '/*', '*/', '\r', '\n', '*'],
  },
  {
    file: 'rules/engagement/lib/empty-downs.ts',
    old: /^[^{};]{0,300}?=>\s*(?:Promise\.resolve\(\s*\)|undefined|null)\s*[;,]?\s*$/,
    now: /^[^{};]{0,300}?=>\s*(?:Promise\.resolve\(\s*\)|undefined|null)\s*(?:[;,]\s*)?$/,
    how: 'test',
    alphabet: ['=>', ' ', '\t', 'null', 'Promise.resolve(', ')', ';', ',', 'x', '\r', '{'],
  },
  {
    file: 'rules/engagement/lib/empty-downs.ts',
    old: /^\s*(?:;|return(?:\s+(?:Promise\.resolve\(\s*\)|undefined|null))?\s*;?|throw\s+new\s+[\w\\.$]{1,120}\s*\([^;]{0,300}\)\s*;?|Schema::table\s*\(\s*["'][^"'\n]{1,128}["']\s*,\s*(?:static\s+)?function\s*\([^)]{0,100}\)\s*(?::\s*void\s*)?\{\s*\}\s*\)\s*;?)?\s*$/,
    now: /^\s*(?:(?:;|return(?:\s+(?:Promise\.resolve\(\s*\)|undefined|null))?(?:\s*;)?|throw\s+new\s+[\w\\.$]{1,120}\s*\([^;]{0,300}\)(?:\s*;)?|Schema::table\s*\(\s*["'][^"'\n]{1,128}["']\s*,\s*(?:static\s+)?function\s*\([^)]{0,100}\)\s*(?::\s*void\s*)?\{\s*\}\s*\)(?:\s*;)?)\s*)?$/,
    how: 'test',
    alphabet: [' ', '\n', '\t', ';', 'return', 'null', 'throw new E(', ')', "Schema::table('t', function () {}", 'x', '('],
  },
  {
    file: 'rules/engagement/ux-heavy-scope-sync.ts',
    old: /\s+[—–-]\s+/,
    now: /(?<!\s)\s+[—–-]\s+/,
    how: 'split',
    alphabet: [' ', '\t', '\u2028', '—', '–', '-', 'a', 'b'],
  },
  { file: 'packages/cli/src/stdout.ts', old: /\s*\n\s*/g, now: /(?<!\s)\s*\n\s*/g, how: 'replace', by: ' ', alphabet: [' ', '\t', '\n', '\r', 'a', '\u00a0'] },
  {
    file: 'rules/engagement/ux-screens.ts',
    old: /\bboth themes\b|\b(?:light|dark) and (?:light|dark)\b|\bdark mode and light mode\b|обе(?:их)? тем|светл[а-яё]* и т[её]мн|т[её]мн[а-яё]* и светл/i,
    now: /\bboth themes\b|\b(?:light|dark) and (?:light|dark)\b|\bdark mode and light mode\b|обе(?:их)? тем| и т[её]мн(?<=светл[а-яё]* и т[её]мн)| и светл(?<=т[её]мн[а-яё]* и светл)/i,
    how: 'test',
    alphabet: ['светл', 'СВЕТЛ', 'тёмн', 'ТЕМН', 'ой', 'ы', ' и ', ' ', 'и', 'а', 'x', 'обе тем'],
  },
  {
    file: 'rules/engagement/lib/go-ahead-words.ts',
    old: /продолжаем|(?:ещё|еще)\s(?:од(?:ин|ну)\s)?(?:круг|итераци)|итераци[а-яё]{0,3}\s\d{1,3}\s(?:не\s)?разреш|разреша[а-яё]*\s(?:ещё\s|еще\s)?(?:итераци|круг)/gi,
    now: /продолжаем|(?:ещё|еще)\s(?:од(?:ин|ну)\s)?(?:круг|итераци)|итераци[а-яё]{0,3}\s\d{1,3}\s(?:не\s)?разреш|\s(?:ещё\s|еще\s)?(?:итераци|круг)(?<=разреша[а-яё]*\s(?:ещё\s|еще\s)?(?:итераци|круг))/gi,
    how: 'test',
    alphabet: ['разреша', 'РАЗРЕША', 'ю', 'ем', ' ', '\t', 'ещё ', 'еще', 'итераци', 'круг', 'один ', '2', 'x'],
  },
  {
    file: 'rules/engagement/lib/last-round.ts',
    old: /\b(?:not|never|without|no)\s+(?:yet\s+)?escalat|escalat\w*\s+(?:was\s+)?(?:skipped|not\b)|не\s+эскалир/i,
    now: /\b(?:not|never|without|no)\s+(?:yet\s+)?escalat|(?<!\s)\s+(?:was\s+)?(?:skipped|not\b)(?<=escalat\w*\s+(?:was\s+)?(?:skipped|not\b))|не\s+эскалир/i,
    how: 'test',
    alphabet: ['escalat', 'ESCALAT', 'ion', 'ed', '_', ' ', '\t', 'was', 'skipped', 'not', 'nota', 'x', 'no '],
  },
  {
    file: 'packages/core/src/model/plan/acceptance.ts',
    old: /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:blockers?|blocking(?:\s+issues?)?|reasons?|reject(?:ion)?\s+reasons?|причин[аы]?|блокеры?)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*)(\S.*)$/i,
    now: /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:blockers?|blocking(?:\s+issues?)?|reasons?|reject(?:ion)?\s+reasons?|причин[аы]?|блокеры?)(?:\*\*|__)?\s*[:：](?:\s*(?:\*\*|__))?\s*)(\S.*)$/i,
    how: 'exec',
    alphabet: ['Blockers', 'БЛОКЕРЫ', '- ', '**', '__', ':', '：', ' ', '\t', 'x', '*', '\u00a0'],
  },
  // One blank run per quantifier: `\s*X?\s*` splits a long run every way before failing.
  { file: 'packages/core/src/model/graph/classify.ts', old: /^WAVE\s*\d+\s*[:—–-]?\s*\[/i, now: /^WAVE\s*\d+(?:\s*[:—–-])?\s*\[/i, how: 'exec', alphabet: ['WAVE', 'wave', '1', '23', ' ', '\t', ':', '—', '-', '[', 'x'] },
  { file: 'rules/engagement/lib/danger-ops.ts', old: /\.deleteMany\(\s*(?:\{\s*\})?\s*\)/, now: /\.deleteMany\((?:\s*\{\s*\})?\s*\)/, how: 'exec', alphabet: ['.deleteMany(', ' ', '\t', '{', '}', ')', 'x'] },
  {
    file: 'packages/core/src/model/graph/text.ts',
    old: /^(DELEGATED GRAPH|IMPLEMENTED GRAPH|AGENT SUBGRAPH)(?:\*\*|__)?(?:$|\s*(?:[:—–]|-{1,3}(?!\S)|(?=[═=─━]{3})|(?=[([][^\s()[\]]+[)\]](?:\s|$|[:—–-])))\s*(.*)$)/i,
    now: /^(DELEGATED GRAPH|IMPLEMENTED GRAPH|AGENT SUBGRAPH)(?:\*\*|__)?(?:$|\s*(?:[:—–]|-{1,3}(?!\S)|(?=[═=─━]{3})|(?=[([][^\s()[\]]+[)\]](?:\s|$|[:—–-])))\s*(\S.*|)$)/i,
    how: 'exec',
    alphabet: ['AGENT SUBGRAPH', 'Delegated graph', ' ', '\t', ':', '—', '-', '---', '═══', '[N1]', '(', ')', 'x', '**', '\u2028', '\u0085', '\u00a0'],
  },
  { file: 'packages/core/src/model/graph/text.ts', old: /[═=─━]{3,}\s*$/, now: /(?<![═=─━])[═=─━]{3,}\s*$/, how: 'replace', alphabet: [...chars('═=─━ \tx'), '\u2028'] },
  { file: 'packages/core/src/model/graph/classify.ts', old: /[═=]+\s*$/, now: /(?<![═=])[═=]+\s*$/, how: 'replace', alphabet: [...chars('═= \tx─'), '\u2028'] },
  { file: 'packages/core/src/model/graph/blocks.ts', old: /^[-*+]\s+(.*)$/, now: /^[-*+]\s+(\S.*|)$/, how: 'exec', alphabet: [...chars('-*+ \tx'), '\u2028', '\u2029', '\u0085', '\u00a0'] },
  { file: 'packages/core/src/model/graph/blocks.ts', old: /^TASKS?\s*:?\s*$/, now: /^TASKS?\s*(?::\s*)?$/, how: 'test', alphabet: ['TASK', 'S', ' ', '\t', ':', 'x', '\u2028', '\u0085'] },
  { file: 'packages/core/src/model/graph/blocks.ts', old: /^(\d+)[.)]\s+(.*)$/, now: /^(\d+)[.)]\s+(\S.*|)$/, how: 'exec', alphabet: [...chars('1.) \tx'), '\u2028', '\u0085'] },
  {
    file: 'packages/core/src/model/contract/markdown-lines.ts',
    old: /^([ \t]*)(?:[-*+•]|\d{1,9}[.)])[ \t]+(.*)$/,
    now: /^([ \t]*)(?:[-*+•]|\d{1,9}[.)])[ \t]+([^ \t\n\r\u2028\u2029].*|)$/,
    how: 'exec',
    alphabet: [...chars('-*+•1.) \tx'), '\u2028', '\u2029', '\u0085', '\u00a0'],
  },
  { file: 'packages/core/src/model/contract/markdown.ts', old: /[*_.]+$/, now: /(?<![*_.])[*_.]+$/, how: 'replace', alphabet: [...chars('*_.x :'), '\u2028'] },
  {
    file: 'rules/epiphany/epiphany-one-chosen.ts',
    old: /^[\s.,;:!?…'"`‘’“”«»()[\]{}*_]+|[\s.,;:!?…'"`‘’“”«»()[\]{}*_]+$/gu,
    now: /^[\s.,;:!?…'"`‘’“”«»()[\]{}*_]+|(?<![\s.,;:!?…'"`‘’“”«»()[\]{}*_])[\s.,;:!?…'"`‘’“”«»()[\]{}*_]+$/gu,
    how: 'replace',
    alphabet: [...chars(' \t.…"«»(]*_xé'), '\u2028', '😀'],
  },
];

describe('rewritten patterns read as the patterns they replace', () => {
  for (const c of CASES) {
    it(`${c.file}: ${c.now.source.slice(0, 60)}`, () => {
      expect(source(c.file)).toContain(c.now.source);
      for (const s of strings([...c.alphabet, ...BREAKS.slice(0, 2)])) expect([s, read(c.now, s, c.how, c.by)]).toEqual([s, read(c.old, s, c.how, c.by)]);
    });
  }
});

describe('concern items and waivers read word by word as the patterns did', () => {
  const ITEM = /^(\s*(?:[-*]|\d+\.)[ \t]*)(.+)$/;
  const ITEM_MARKDOWN = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)(.+)$/;
  const WAIVER = /waive|вейвер|исключ|(?:director|директор)[\p{L}]*[- ]?(?:approv|одобр)|(?:approv|одобр)[\p{L}]*\s+(?:by\s+(?:the\s+)?)?(?:director|директор)/iu;
  it('a list item', () => {
    for (const s of strings([' ', '\t', '-', '*', '+', '1', '.', ')', 'a', ...BREAKS, '\u00a0'], 6000, 10)) {
      expect([s, listItem(s, false)?.slice()]).toEqual([s, ITEM.exec(s)?.slice()]);
      expect([s, listItem(s, true)?.slice()]).toEqual([s, ITEM_MARKDOWN.exec(s)?.slice()]);
    }
  });
  it('an item without its dashes and closing stops', () => {
    for (const s of strings([' ', '\t', ':', '—', '–', '-', '.', '!', '…', 'a', ...BREAKS], 6000, 10)) expect([s, withoutDashesAndStops(s)]).toEqual([s, s.replace(/^[\s:—–-]+|[\s.!…]+$/g, '')]);
  });
  it('a waiver', () => {
    const words = ['director', 'DIRECTOR', 'директор', 'approv', 'APPROVED', 'одобр', 'Одобрил', 'by ', 'the ', ' ', '\t', '-', 'ed', 'й', 'x', '1', 'waive', 'исключ'];
    for (const s of strings(words, 8000, 8)) expect([s, waiverIn(s)]).toEqual([s, WAIVER.test(s)]);
  });
});

describe('danger operations whose blanks are taken whole read as the patterns they replace', () => {
  // The pattern as it was: each run of blanks taken whole written back as the `\s+` it replaced.
  const asBefore = (re: RegExp) => new RegExp(re.source.replace(/\(\?=\(\?<(\w+)>\\s\+\)\)\\k<\1>/g, String.raw`\s+`), re.flags);
  const alphabet = ['git', 'push', '--mirror', ' ', '\t', '\n', '-f', '--force', 'x', '&', ';', '|', 'origin', 'terraform', 'apply', 'destroy', '-destroy', '-chdir=infra', '--no-verify', 'ed', 'kubectl', 'delete', 'ns', 'pod', '--namespace', '--namespace=prod', 'prod', 'production'];
  for (const [reading, ops] of [['compat', OPS], ['recommended', PROTOCOL_OPS]] as const) {
    for (const id of ['git-force-push', 'terraform-destroy', 'kubectl-delete-prod-ns']) {
      it(`${reading}: ${id}`, () => {
        const re = ops.find((op) => op.id === id)!.re;
        const now = re instanceof LetterRegex ? new RegExp(re.source, re.flags) : re;
        expect(now.source).toContain('(?=(?<');
        const old = asBefore(now);
        expect(old.source).not.toContain('(?=(?<');
        // Where a match starts and what it covers; the groups that take the blanks are the rewrite's own.
        const at = (re: RegExp, s: string) => {
          const m = re.exec(s);
          return m && [m.index, m[0]];
        };
        for (const s of strings(alphabet, 6000, 12)) expect([s, at(now, s)]).toEqual([s, at(old, s)]);
      });
    }
  }
});

describe('an IMPLEMENTED GRAPH wave line reads its purpose in code as the anchored pattern did', () => {
  const OLD = /^(WAVE)\s*(\d+)\b\s*([:—–-]+\s*)?(.*)$/i;
  const oldWave = (t: string) => {
    const m = OLD.exec(t);
    if (!m || (m[1] !== 'WAVE' && !m[3] && /^\p{Ll}/u.test(m[4]!))) return undefined;
    return { number: m[2]!, purpose: m[4]! };
  };
  it('on generated lines', () => {
    for (const s of strings(['WAVE', 'wave', '1', '2', ' ', '\t', ':', '—', '-', 'x', 'X', '\r', '\u2028', '\u0085'], 6000, 10)) expect([s, implementedWave(s)]).toEqual([s, oldWave(s)]);
  });
});
