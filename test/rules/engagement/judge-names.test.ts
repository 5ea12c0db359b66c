// The judge's names read from human-directive.md are bounded: thousands of `Judge:` lines once made the pattern of
// them all too large to build, and binary-verdict crashed after a minute and a gigabyte.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { judgeNames, MAX_JUDGE_NAMES } from '../../../packages/core/src/model/plan/deferral.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { lint } from '../../rule-tester.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'human-directive.md', abs: '/human-directive.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
/** `i` in the letters a–z: a name of its own for every `i` (a name has no digits). */
const letters = (i: number): string => (i >= 26 ? letters(Math.floor(i / 26) - 1) : '') + String.fromCharCode(97 + (i % 26));
const manyJudges = (n: number) => Array.from({ length: n }, (_, i) => `Judge: N${letters(i)} S${letters(i)}\n`).join('');

describe('the names of the judge', () => {
  it('are the full name, then each of its words, in the order the directive gives them', () => {
    expect(judgeNames(doc('# Human directive\n\nJudge: Marina Volkova (product owner, billing)\n**Судья:** Андрей Соколов\n'))).toEqual(['Marina Volkova', 'Marina', 'Volkova', 'Андрей Соколов', 'Андрей', 'Соколов']);
  });

  it(`are read to ${MAX_JUDGE_NAMES}, the first judge's first`, () => {
    const names = judgeNames(doc(`# Human directive\n\nJudge: Marina Volkova\n${manyJudges(20_000)}`));
    expect(names).toHaveLength(MAX_JUDGE_NAMES);
    expect(names.slice(0, 4)).toEqual(['Marina Volkova', 'Marina', 'Volkova', 'Na Sa']);
    // A name of many words is read by its first eight.
    expect(judgeNames(doc(`Judge: ${Array.from({ length: 50 }, (_, i) => `W${letters(i)}`).join(' ')}\n`))[0]).toBe('Wa Wb Wc Wd We Wf Wg Wh');
  });

  it('binary-verdict reads a hand-over to the first judge by name beside 20,000 other judges', async () => {
    const r = await lint(rule, {
      options: { preset: 'recommended' },
      files: {
        'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1 the PDF route returns the invoice\n',
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n- crit-1 ✅ the PDF route returns the invoice (curl, traces/pdf.log)\n\n### Verdict: ACCEPT\nAll criteria verified.\n\nThe Cyrillic rendering check is on Marina after release.\n',
        'human-directive.md': `# Human directive\n\nJudge: Marina Volkova (product owner, billing)\n${manyJudges(20_000)}`,
      },
    });
    expect(r.internal_error).toBeFalsy();
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.message).join('\n')).toContain('check is on Marina');
  });
});
