// The Decision lines of human-directive.md: the whole file's reading is kept per document, and the regex
// that reads a value is the one the whole text needs (ASCII, European or Unicode letters), which must
// read each line as the Unicode regex itself does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { COMPAT_DECISION_LABEL, directiveDecisions, PROTOCOL_DECISION_LABEL } from '../packages/core/src/model/directive.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'human-directive.md', abs: '/human-directive.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });

/** The label lines read with the Unicode regex on each line's own 4 KB window: what a value is, whatever the rest of the file holds. */
function reference(d: MarkdownDoc, protocol: boolean) {
  const label = protocol ? PROTOCOL_DECISION_LABEL : COMPAT_DECISION_LABEL;
  const head = protocol ? String.raw`${PROTOCOL_DECISION_LABEL.source.slice(1)}\s*(?:\*\*|\*|\x60{1,2})?` : String.raw`Decision:\s*`;
  const value = new RegExp(String.raw`^(${head})([\p{L}\p{N}_]+)`, 'mu');
  const out: Array<{ value: string; line: number; column: number }> = [];
  let offset = 0;
  d.file.lines.forEach((text, i) => {
    const start = offset;
    offset += text.length + 1;
    if (!label.test(text) || (i + 1 >= d.bodyStart && d.isFenced(i + 1))) return;
    const window = d.text.slice(start, Math.min(start + 4096, d.text.length));
    const m = value.exec(window);
    if (!m || m.index !== 0) return;
    const nl = m[1]!.lastIndexOf('\n');
    out.push({ value: m[2]!, line: i + 1 + (nl < 0 ? 0 : m[1]!.split('\n').length - 1), column: nl < 0 ? m[1]!.length + 1 : m[1]!.length - nl });
  });
  return out;
}

const value = fc.constantFrom('PROCEED_TO_VERDICT', 'REJECT_NOW', 'ПРОДОЛЖИТЬ', 'Ελληνικά', '続行', 'ÉTAPE_2', 'x1', '٣٤', '');
const line = fc.oneof(
  fc.tuple(fc.constantFrom('Decision: ', 'Decision:', '**Decision:** ', '- Decision: `', '## Decision: ', 'Решение: ', 'Решение судьи / Decision: ', 'Decision:\n'), value).map(([l, v]) => l + v),
  fc.constantFrom('', 'prose here', 'Текст на русском', '中文的句子', '```', '<!-- a', '-->', 'x'.repeat(5000), `${'ю'.repeat(3000)}\n${'字'.repeat(2000)}`),
);
const directive = fc.array(line, { maxLength: 14 }).map((ls) => `# Human directive\n\n${ls.join('\n')}\n`);

describe('directive decisions', () => {
  it('reads each label line as the Unicode regex does, whatever letters the rest of the file holds', () => {
    fc.assert(
      fc.property(directive, fc.boolean(), (text, protocol) => {
        const d = doc(text);
        const read = directiveDecisions(d, protocol).map(({ value, line, column }) => ({ value, line, column }));
        expect(read).toEqual(reference(d, protocol));
      }),
      { numRuns: 400 },
    );
  });

  it('reads the whole file once per document and reading, and a part as the whole file does', () => {
    const d = doc('# Human directive\n\nDecision: PROCEED_TO_VERDICT\n\nРешение: REJECT_NOW\n| Decision | DIRECTED_VERDICT |\n');
    expect(directiveDecisions(d, true)).toBe(directiveDecisions(d, true));
    expect(directiveDecisions(d, false)).not.toBe(directiveDecisions(d, true));
    expect(directiveDecisions(d, true)).toEqual(directiveDecisions(d, true, { start: 1, end: d.file.lines.length }));
    expect(directiveDecisions(d, true).map((x) => x.value)).toEqual(['PROCEED_TO_VERDICT', 'REJECT_NOW', 'DIRECTED_VERDICT']);
    expect(directiveDecisions(d, false).map((x) => x.value)).toEqual(['PROCEED_TO_VERDICT']);
  });
});
