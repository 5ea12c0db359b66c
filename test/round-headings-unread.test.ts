// The headings naming a round that a reading does not read as one: the round headings are passed over by a cursor
// and each title read once, held equal to the reading by a set of lines and a title read per heading.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarkdownDoc, plainTitle, type SectionReading } from '../packages/core/src/markdown/document.js';
import { iterationHeadings } from '../packages/core/src/model/engagement-queries.js';
import { unreadRoundHeadings } from '../packages/core/src/model/plan/acceptance.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'acceptance-log.md', abs: '/acceptance-log.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
/** acceptance.ts's ROUND_LIKE, as the reading by a set of lines used it. */
const ROUND_LIKE = /^(?:iter(?:ation)?|итераци[яи]|round|раунд)[ \t]{0,3}[#№-]?[ \t]{0,3}(\d{1,6})(?!\d)/i;

function bySet(log: MarkdownDoc, reading: SectionReading): Array<{ line: number; n: number; text: string }> {
  const heads = iterationHeadings(log, reading);
  const read = new Set(heads.map((h) => h.line));
  const rounds = new Set(heads.map((h) => h.n));
  const out: Array<{ line: number; n: number; text: string }> = [];
  for (const h of log.headingsIn(reading)) {
    if (h.level > 3 || read.has(h.line)) continue;
    const m = ROUND_LIKE.exec(plainTitle(h.text));
    if (m && !rounds.has(Number(m[1]))) out.push({ line: h.line, n: Number(m[1]), text: (h.underline === undefined ? `${'#'.repeat(h.level)} ${h.text.trim()}` : h.text.trim()).slice(0, 60) });
  }
  return out;
}

const LINE = fc.constantFrom('## Iteration 1', '## Iteration 2', '### Iteration 3 blockers', '## Round 4', '# Iter 5', '#### Round 6', '## Итерация 7', 'Iteration 8', '---', 'Round 9', '===', '', 'text', '```', '### Verdict: ACCEPT');

describe('unreadRoundHeadings', () => {
  it('names the headings the reading by a set of lines named, in both readings, repeated headings included', () => {
    fc.assert(
      fc.property(fc.array(LINE, { maxLength: 60 }), fc.integer({ min: 1, max: 5 }), (lines, times) => {
        const log = doc(Array.from({ length: times }, () => lines.join('\n')).join('\n'));
        for (const reading of ['reference', 'protocol'] as const) expect(unreadRoundHeadings(log, reading)).toEqual(bySet(log, reading));
      }),
      { numRuns: 300 },
    );
  });
});
