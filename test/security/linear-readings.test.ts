// Readings rewritten to stay linear on long runs of blanks, dashes, slashes or marks, each held equal to the
// pattern it replaces (kept here as the reference, run on short strings only) on generated strings over the
// characters that made that pattern backtrack, line breaks `.` does not match among them.
import { describe, expect, it } from 'vitest';
import { cutOnLastLine, trimChars } from '../../packages/core/src/util.js';
import { rewriteWorkflowCommands } from '../../packages/core/src/format/escape.js';
import { headerPaths } from '../../packages/core/src/io/unified-diff.js';
import { LIST_LINE, MD_STEM } from '../../packages/core/src/model/plan/index-file.js';
import { BODY_FIELD, NESTED_ITEM, withoutComment } from '../../packages/core/src/model/plan/tasks.js';
import { VERDICT_LINE } from '../../packages/core/src/model/plan/verdicts.js';
import { heartbeatTitle } from '../../packages/core/src/model/plan/heartbeat-title.js';
import { heartbeatEntries } from '../../packages/core/src/model/plan/records.js';
import { MarkdownDoc, NUMBERED, PROTOCOL_NUMBER } from '../../packages/core/src/markdown/document.js';
import { ITEM, NESTED_ITEM as CONTRACT_NESTED_ITEM } from '../../packages/core/src/model/contract/markdown-lines.js';
import { preflightOverride } from '../../rules/engagement/preflight.js';
import { BULLET } from '../../rules/engagement/specialist-criteria-ack.js';
import { POINTER } from '../../rules/engagement/lib/handoff-trace.js';
import { FIRST_DISPATCH } from '../../rules/engagement/lib/executor-iteration-markers.js';
import { FINDING_HEAD } from '../../packages/core/src/model/validation.js';
import { DEFERS_TO_USER } from '../../packages/core/src/model/plan/deferral.js';
import { DOWN_ANYWHERE } from '../../rules/engagement/lib/migration-rollback.js';
import { DELTA } from '../../rules/engagement/self-acceptance-delta.js';
import { DELTA_HEADING } from '../../rules/engagement/self-acceptance-thinness.js';

const BREAKS = ['\n', '\r', '\u2028', '\u2029'];
/** `count` strings of up to `max` pieces drawn from `pieces` (a fixed seed: the same strings every run), each after `lead`. */
function strings(pieces: readonly string[], count = 20_000, max = 10, lead: readonly string[] = ['']): string[] {
  // mulberry32: a small generator whose low bits are as random as its high ones.
  let seed = 12345;
  const next = (k: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % k;
  };
  const out: string[] = [];
  for (let t = 0; t < count; t++) {
    let s = lead[next(lead.length)]!;
    for (let i = next(max + 1); i > 0; i--) s += pieces[next(pieces.length)]!;
    out.push(s);
  }
  return out;
}
const groups = (m: RegExpExecArray | null) => (m ? { index: m.index, groups: [...m] } : null);
/** Every string read alike by `read` and `reference`; the first that is not, shown. */
function sameOn<T>(inputs: readonly string[], read: (s: string) => T, reference: (s: string) => T): void {
  for (const s of inputs) expect([s, read(s)]).toEqual([s, reference(s)]);
}

describe('linear readings give what the patterns they replace gave', () => {
  it('the end of a text cut at a mark no line break follows', () => {
    const inputs = strings(['#', '?', ':', 'a', '/', ' ', ...BREAKS]);
    sameOn(inputs, (s) => cutOnLastLine(s, '#?'), (s) => s.replace(/[#?].*$/, ''));
    sameOn(inputs, (s) => cutOnLastLine(s, ':#'), (s) => s.replace(/[:#].*$/, ''));
  });

  it('trailing runs trimmed', () => {
    const inputs = strings(['/', '.', '-', '_', 'a', ' ', '\n', '\u2028']);
    sameOn(inputs, (s) => trimChars(s, '', '/'), (s) => s.replace(/\/+$/, ''));
    sameOn(inputs, (s) => trimChars(s, '', '.-'), (s) => s.replace(/[.-]+$/, ''));
    sameOn(inputs, (s) => trimChars(s, '', '-_'), (s) => s.replace(/[-_]+$/, ''));
    sameOn(inputs, (s) => trimChars(s, '', '-'), (s) => s.replace(/-+$/, ''));
    sameOn(strings(['`', '*', '_', '"', "'", '{', '}', 'a', ' ']), (s) => trimChars(s, '`*_"\'{', '`*_"\'}'), (s) => s.replace(/^[`*_"'{]+|[`*_"'}]+$/g, ''));
  });

  it('a field value without its trailing comment', () => {
    sameOn(strings(['#', ' ', '\t', 'a', '\u00a0', ...BREAKS]), withoutComment, (s) => s.replace(/(?<!\s)\s+#.*$/, ''));
  });

  it('blank runs taken whole before what ends a line', () => {
    const blanks = [' ', '\t', '\u00a0', ...BREAKS, 'a', '*', '-', '+', '.', '1', '_', ':', '：'];
    const pairs: Array<[RegExp, RegExp, readonly string[]]> = [
      [NUMBERED, /^(\d+)\.\s*(.*)$/, ['1.', '12.', '1', '']],
      [PROTOCOL_NUMBER, /^(?:§[ \t]?|(?:section|раздел)[ \t]+)?(\d{1,3})(?:[.):](?!\d)|[ \t]+[—–-]|[ \t]|$)[ \t]*(.*)$/i, ['1.', '§2', 'Section 3', '4)', '5 —', '6:', '7', '']],
      [LIST_LINE, /^(\s*(?:[-*+]|\d+\.)\s+)(.*)$/, ['- ', ' * ', '1. ', '\t+', '']],
      [NESTED_ITEM, /^(\s*[-*]\s+)(.*)$/, ['- ', ' * ', '\t-', '']],
      [BULLET, /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.+)$/, ['- ', ' * ', '1) ', '2.', '']],
      [ITEM, /^( {0,3})(?:[-*+•]|\d{1,9}[.)])(?:[ \t]+(.*))?$/, ['- ', '   • ', '1.', '']],
      [CONTRACT_NESTED_ITEM, /^([ \t]*)(?:[-*+•]|\d{1,9}[.)])[ \t]+(.*)$/, ['- ', '\t\t• ', '1)', '']],
      [
        VERDICT_LINE,
        /^(\s*(?:>\s*)?(?:#{1,6}(?=\s)\s*)?(?:[-*+](?=\s)\s*)?(?:(?:\*\*|__)\s*)?(?:(?:final|director(?:'s)?|manager(?:'s)?)(?=\s)\s*)?verdict\s*(?:(?:\*\*|__)\s*)?[:：—–]\s*(?:(?:\*\*|__)\s*)?)(.*)$/i,
        ['Verdict:', '**Verdict**:', '### Final verdict —', '> - verdict：', 'VERDICT', ''],
      ],
      [
        BODY_FIELD,
        /^(\s*(?:[-*]\s+)?(?:\*\*|__)?)(id|owner|wave|files|crit_refs|crit-refs|critrefs)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(.*)$/i,
        ['ID:', '- **owner**:', '  * wave ：', 'files', '__crit-refs__ :', ''],
      ],
    ];
    for (const [now, before, lead] of pairs) sameOn(strings([...blanks, '**', '__'], 20_000, 8, lead), (s) => groups(now.exec(s)), (s) => groups(before.exec(s)));
  });

  it('a markdown link target read for its file stem', () => {
    sameOn(strings(['a', '.', '-', '_', '.md', '.MD', '/', ' ', 'é', '\n']), (s) => groups(MD_STEM.exec(s)), (s) => groups(/([\w.-]+)\.md$/i.exec(s)));
  });

  it('a diff header split into its two paths', () => {
    const old = (rest: string) => {
      const m = /^a\/(.*?) b\/(.*)$/.exec(rest);
      return m ? [m[1]!, m[2]!] : undefined;
    };
    sameOn(strings(['a/', ' b/', 'x', ' ', ...BREAKS], 20_000, 8, ['a/', '']), headerPaths, old);
  });

  it('a heartbeat heading title', () => {
    const old = (s: string) => {
      const m = /^Heartbeat\b\s*[—–-]*\s*(?:Phase\s+)?(.*?)(?:\s*[—–-]+\s*completed\b\s*(.*))?$/i.exec(s);
      return m ? { phase: m[1]!, completed: m[2] } : undefined;
    };
    const pieces = [' ', '\t', '-', '—', '–', ...BREAKS, 'x', 'completed', 'COMPLETED', 'completedx', 'Phase', 'phase ', '_', '2026-01-01 10:00', '\u00a0', '\u0085'];
    sameOn(strings(pieces, 60_000, 9, ['Heartbeat', 'heartbeat', 'HEARTBEAT ', 'Heartbeats', 'x']), heartbeatTitle, old);
  });

  it('heartbeat headings of 100,000 dashes or blanks are read, as the pattern read short ones', () => {
    const text = `# Validation log\n\n## Heartbeat — ${'-'.repeat(100_000)} x\n\n## Heartbeat Phase${'\t'.repeat(100_000)}\u2028x\n\n## Heartbeat — Phase ${'-'.repeat(100_000)} completed 2026-11-30 08:55:00\n`;
    const doc = new MarkdownDoc({ rel: 'validation-log.md', abs: '/validation-log.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
    expect(heartbeatEntries(doc).map((e) => [e.line, e.phase.length, e.at?.toISOString()])).toEqual([
      [3, 100_002, undefined],
      [5, 1, undefined],
      [7, 0, '2026-11-30T08:55:00.000Z'],
    ]);
  });

  // Shapes each replaced pattern took seconds on (bench/hostile.mjs times them through the CLI): the answers they gave.
  it('long runs that the replaced patterns re-read from each of their characters', () => {
    expect(POINTER.test('a-'.repeat(50_000))).toBe(false);
    expect(POINTER.test(`${'a-'.repeat(50_000)}.md`)).toBe(true);
    expect([...`${'подключ'.repeat(40_000)} x`.matchAll(FIRST_DISPATCH)]).toEqual([]);
    expect(preflightOverride('<!--preflight:'.repeat(70_000))).toBeUndefined();
    expect(rewriteWorkflowCommands(`${'\n'.repeat(150_000)}x::`, 'C', 'H')).toBe(`${'\n'.repeat(150_000)}x::`);
  });

  it('workflow commands rewritten in report text', () => {
    const old = (s: string) => (s.includes('::') || s.includes('##[') ? s.replace(/^([\t-\r \u0085\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]*):(?=:)|#(?=#\[)/gm, (_, indent: string | undefined) => (indent === undefined ? 'H' : `${indent}C`)) : s);
    sameOn(strings([':', '::', '#', '##[', '[', ' ', '\t', '\u3000', '\u0085', 'a', ...BREAKS], 40_000, 10), (s) => rewriteWorkflowCommands(s, 'C', 'H'), old);
  });

  it('the preflight override comment', () => {
    const old = (s: string) => {
      const m = /<!--\s*preflight:[\s\S]*?-->/i.exec(s);
      return m ? { text: m[0], index: m.index } : undefined;
    };
    sameOn(strings(['<!--', ' ', 'preflight:', 'PREFLIGHT:', '-->', '--', '>', 'x', '\n'], 30_000, 8), preflightOverride, old);
  });

  it('an evidence cell that points at something', () => {
    const old = /[`/\\\d]|\b[\w-]+\.[a-z][a-z0-9]{0,5}\b|§|\bsection\b|(?<![\p{L}])раздел|https?:/iu;
    sameOn(strings(['a', 'Z', '-', '.', 'ts', ' ', '_', 'ſ', 'é', 'K', '.x1', '--']), (s) => POINTER.test(s), (s) => old.test(s));
  });

  it('a report saying its specialist was first dispatched (Russian words up to 40 letters past the stem)', () => {
    const old =
      /\bfirst[\s-]{1,3}dispatch(?:ed)?\b|\bdispatched\s{1,3}for\s{1,3}the\s{1,3}first\s{1,3}time\b|\bnew\s{1,3}(?:specialist|to\s{1,3}(?:this|the)\s{1,3}(?:engagement|team))\b|\b(?:joined|onboarded)\s{1,3}(?:(?:this|the)\s{1,3}(?:engagement|team)\b|in\s{1,3}(?=iter))|\b(?:added|brought\s{1,3}in|onboarded)\s{1,3}(?:to|on)\s{1,3}(?:this|the)\s{1,3}(?:engagement|team)\b|\bbrought\s{1,3}(?:me\s{1,3}|us\s{1,3}|them\s{1,3})?in\b|\b(?:was|were|wasn't|weren't)\s{1,3}(?:not\s{1,3})?(?:a\s{1,3})?part\s{1,3}of\s{1,3}(?=iter)|\b(?:not|wasn't|weren't)\s{1,3}(?:involved|dispatched|engaged)\s{1,3}in\s{1,3}(?=iter|round)|\bjoined\s{1,3}in\s{1,3}(?=round)|(?:привлеч|подключ|назнач|задейств)[а-яё]*\s{1,3}впервые|впервые\s{1,3}(?:привлеч|подключ|назнач|задейств)[а-яё]*|перв[а-яё]{0,3}\s{1,3}(?:привлечени|подключени|назначени)[а-яё]*|нов[а-яё]{0,3}\s{1,3}специалист[а-яё]*|(?:подключ|присоедин)[а-яё]*\s{1,3}к\s{1,3}(?:команд|проект)[а-яё]*/gi;
    const all = (re: RegExp, s: string) => [...s.matchAll(re)].map((m) => [m.index, m[0]]);
    const pieces = ['подключ', 'ПРИВЛЕЧ', 'назнач', 'присоедин', 'ы', 'ён', 'ившийся', 'ённого', ' ', '  ', 'впервые', 'к', ' к команде', ' к проекту', 'first dispatch', 'x'];
    const inputs = strings(pieces, 30_000, 8).filter((s) => !/[а-яё]{41}/i.test(s));
    sameOn(inputs, (s) => all(FIRST_DISPATCH, s), (s) => all(old, s));
  });

  // Patterns built at run time from their parts (a LetterRegex, `new RegExp`), which a scan of the literals misses.
  it('a consilium finding heading with its blanks after the dash taken whole', () => {
    const head = new RegExp(FINDING_HEAD.source, FINDING_HEAD.flags);
    const old = new RegExp(String.raw`^###\s+(\d+)\.\s+\*\*([\p{L}\p{N}_]+)\*\*\s+—\s+(.+)$`, 'u');
    const pieces = [' ', '\t', '\u00a0', ...BREAKS, 'x', '—', '-', '**'];
    sameOn(strings(pieces, 30_000, 8, ['### 1. **HIGH** —', '### 2. **A** — ', '### 3. **B**', '###', '']), (s) => groups(head.exec(s)), (s) => groups(old.exec(s)));
    expect(head.exec(`### 1. **A** — ${'\t'.repeat(200_000)}\u2028`)).toBeNull();
  });

  it("a migration's rollback at a line's start, its blanks read within the line", () => {
    const now = String.raw`^[^\S\n\r\u2028\u2029]*`;
    expect(DOWN_ANYWHERE.source.startsWith(now)).toBe(true);
    const old = new RegExp(String.raw`^[^\S\n]*` + DOWN_ANYWHERE.source.slice(now.length), DOWN_ANYWHERE.flags);
    const pieces = [' ', '\t', 'x', 'def down', 'DEF DOWNGRADE', 'down(', 'exports.down', '-- +goose Down', 'function down', ...BREAKS];
    sameOn(strings(pieces, 30_000, 8), (s) => DOWN_ANYWHERE.test(s), (s) => old.test(s));
    expect(DOWN_ANYWHERE.test(`${'\r'.repeat(200_000)}x`)).toBe(false);
  });

  it('Russian words read to 12 letters past their stem, as the unbounded patterns read real words', () => {
    // The stems bounded here; RU_CHECK's `[\p{L}]{0,12}` was bounded before.
    const unbounded = (re: { source: string; flags: string }) => new RegExp(re.source.replace(/(изменени|\(\?:пользовател\|заказчик\)|долж)\[\\p\{L\}\]\{0,12\}/g, '$1[\\p{L}]*'), re.flags);
    const bounded = (re: { source: string; flags: string }) => new RegExp(re.source, re.flags);
    const cases: Array<[{ source: string; flags: string }, string[], RegExp]> = [
      [DELTA, ['изменени', 'Изменения', 'я', 'ями', 'й', ' ', '  ', 'с', 'после', 'относительно', 'по сравнению', 'x', 'с'], /изменени\p{L}{13}/iu],
      [DELTA_HEADING, ['изменени', 'я', 'ями', ' ', 'с', 'после', 'x'], /изменени\p{L}{13}/iu],
      [DEFERS_TO_USER, ['пользовател', 'Заказчик', 'ь', 'и', 'ю', 'ям', ' ', 'долж', 'ен', 'ны', 'ещё', 'проверить', 'подтвердит', 'протестировал', 'x'], /(?:пользовател|заказчик|долж)\p{L}{13}/iu],
    ];
    for (const [re, pieces, tooLong] of cases) {
      const [now, old] = [bounded(re), unbounded(re)];
      expect(old.source).not.toBe(now.source);
      sameOn(strings(pieces, 30_000, 9).filter((s) => !tooLong.test(s)), (s) => groups(now.exec(s)), (s) => groups(old.exec(s)));
    }
    expect(bounded(DELTA).test(`с${'изменени'.repeat(40_000)}`)).toBe(false);
    expect(bounded(DEFERS_TO_USER).test(`ж${'заказчик'.repeat(40_000)}`)).toBe(false);
  });
});
