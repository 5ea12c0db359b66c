// The model's one reading of acceptance-log.md's verdicts (verdictsInAnyForm, latestVerdict): every form
// verdict-canonical recognises is a verdict to the rules that check "the verdict", and only those.
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { directiveDecision, directiveDecisions, latestVerdict } from '../../../packages/core/src/model/directive.js';
import { verdictsInAnyForm } from '../../../packages/core/src/model/plan/verdicts.js';
import { acceptedRange } from '../../../packages/core/src/model/protocol.js';

const doc = (text: string, rel = 'acceptance-log.md') => new MarkdownDoc({ rel, abs: `/${rel}`, text, lines: text.split('\n'), bytes: text.length, problems: [] });
const read = (text: string) => verdictsInAnyForm(doc(text)).map((v) => [v.line, v.column, v.word, v.value]);

describe('verdictsInAnyForm', () => {
  it('reads the `Verdict: X` lines and every legacy form that writes a verdict word, at the word', () => {
    const log = [
      '# Acceptance log', // 1
      '## Iteration 1', // 2
      '### Verdict: REJECT — crit-2', // 3
      '## Iteration 2', // 4
      '**ACCEPTED** — conditional: the user verifies the copy', // 5
      'Verdict ACCEPTED', // 6
      '### ✅ Verdict: ACCEPT', // 7
      '### Вердикт: REJECT', // 8
      '## Verdict', // 9
      '', // 10
      'ACCEPT CONDITIONAL — pending the user check', // 11
      '**REJECT**', // 12
    ].join('\n');
    expect(read(log)).toEqual([
      [3, 14, 'REJECT', 'REJECT — crit-2'],
      [5, 3, 'ACCEPTED', 'ACCEPTED — conditional: the user verifies the copy'],
      [6, 9, 'ACCEPTED', 'ACCEPTED'],
      [7, 16, 'ACCEPT', 'ACCEPT'],
      [8, 14, 'REJECT', 'REJECT'],
      [11, 1, 'ACCEPT', 'ACCEPT CONDITIONAL — pending the user check'],
      [12, 3, 'REJECT', 'REJECT'],
    ]);
  });

  it('reads no prose, fenced or commented line as a verdict', () => {
    const log = [
      '## Iteration 1',
      '### Verdict: REJECT',
      '**Accepted** risks: the header order stays.', // a bold word opening prose
      '**ACCEPTED** criteria: crit-1, crit-2',
      '```',
      '**ACCEPTED**',
      '```',
      '<!--',
      '**ACCEPTED**',
      '-->',
      '## Verdict',
      'The director reads the consilium first.', // under a bare heading, no verdict word opens the line
      'The engagement checkout is **CLOSED**.', // a closing remark names no verdict
    ].join('\n');
    expect(read(log)).toEqual([[2, 14, 'REJECT', 'REJECT']]);
  });

  it('reads a conditional accept as an ACCEPT whatever the order of its words, the condition first in what follows', () => {
    const log = ['### Verdict: CONDITIONAL ACCEPT — pending the staging check', '### Verdict: ACCEPT-CONDITIONAL', '## Verdict', 'Conditionally accepted', '### Verdict: REJECT — a conditional accept is forbidden', '### Verdict: PARTIALITY'].join('\n');
    expect(verdictsInAnyForm(doc(log)).map((v) => [v.line, v.word, v.rest, v.value])).toEqual([
      [1, 'ACCEPT', 'CONDITIONAL — pending the staging check', 'CONDITIONAL ACCEPT — pending the staging check'],
      [2, 'ACCEPT', 'CONDITIONAL', 'ACCEPT-CONDITIONAL'],
      [4, 'ACCEPTED', 'Conditionally', 'Conditionally accepted'],
      [5, 'REJECT', '— a conditional accept is forbidden', 'REJECT — a conditional accept is forbidden'],
      [6, 'PARTIALITY', '', 'PARTIALITY'],
    ]);
  });

  // The protocol writes its verdicts as H3 (`### Verdict: ABORTED`): a bare H3 heading over the verdict reads as the bare H2 does.
  it('reads the verdict under a bare verdict heading of any level, or under a bare label, naming the heading', () => {
    const log = [
      '## Iteration 1', // 1
      '### Verdict', // 2
      'REJECT — crit-2', // 3
      '## Iteration 2', // 4
      '### Verdict:', // 5
      '', // 6
      '**ACCEPT CONDITIONAL** — pending the staging check', // 7
      '## Iteration 3', // 8
      '**Verdict:**', // 9
      '✅ ACCEPT', // 10
      '## Iteration 4', // 11
      '### ✅ Verdict', // 12
      'PARTIAL ACCEPT', // 13
    ].join('\n');
    expect(verdictsInAnyForm(doc(log)).map((v) => [v.line, v.column, v.word, v.value, v.under])).toEqual([
      [3, 1, 'REJECT', 'REJECT — crit-2', 2],
      [7, 3, 'ACCEPT', 'ACCEPT CONDITIONAL — pending the staging check', 5],
      [10, 3, 'ACCEPT', 'ACCEPT', 9],
      [13, 1, 'ACCEPT', 'PARTIAL ACCEPT', 12],
    ]);
    // Over prose, or over another heading, a bare heading holds no verdict.
    expect(read('### Verdict\nThe director reads the consilium first.\n### Verdict\n## Iteration 2\n')).toEqual([]);
  });

  it('reads a verdict line without its colon, with a dash for it, or with a condition before the word', () => {
    const log = ['Verdict CONDITIONAL ACCEPT', '**Verdict** CONDITIONAL ACCEPT', 'Verdict ACCEPT CONDITIONAL', 'Verdict — REJECT', '### Verdict PARTIALLY ACCEPTED', '**VERDICT: REJECT**'].join('\n');
    expect(verdictsInAnyForm(doc(log)).map((v) => [v.line, v.word, v.rest, v.value])).toEqual([
      [1, 'ACCEPT', 'CONDITIONAL', 'CONDITIONAL ACCEPT'],
      [2, 'ACCEPT', 'CONDITIONAL', 'CONDITIONAL ACCEPT'],
      [3, 'ACCEPT', 'CONDITIONAL', 'ACCEPT CONDITIONAL'],
      [4, 'REJECT', '', 'REJECT'],
      [5, 'ACCEPTED', 'PARTIALLY', 'PARTIALLY ACCEPTED'],
      [6, 'REJECT', '', 'REJECT'],
    ]);
  });

  it('reads a mark before the verdict word as decoration, and a Russian verdict line whatever its word', () => {
    const log = ['### Verdict: ✅ ACCEPT', '### Verdict: ❌ REJECT — crit-2', '### Verdict: ✅', '### Вердикт: ПРИНЯТО', '**Вердикт:** ОТКЛОНЕНО — crit-2'].join('\n');
    expect(read(log)).toEqual([
      [1, 16, 'ACCEPT', 'ACCEPT'],
      [2, 16, 'REJECT', 'REJECT — crit-2'],
      [3, 14, '✅', '✅'],
      [4, 14, 'ПРИНЯТО', 'ПРИНЯТО'],
      [5, 14, 'ОТКЛОНЕНО', 'ОТКЛОНЕНО — crit-2'],
    ]);
  });

  it('gives the latest verdict in any form, in its round up to the next round heading', () => {
    const latest = latestVerdict(doc('# Log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n## Criteria checked\n- crit-1 ✅\n\n**ACCEPTED**\n'));
    expect(latest && [latest.verdict.line, latest.verdict.word, latest.round?.n]).toEqual([8, 'ACCEPTED', 2]);
    expect(acceptedRange(doc('# Log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n- `traces/iter-2/reload.json`\n**ACCEPTED**\n'))).toEqual({ start: 4, end: 7, n: 2, verdict: 6 });
    // The abort stub appended after the rounds is the latest verdict, and `which` looks past it.
    const aborted = doc('# Log\n## Iteration 1\n### Verdict: REJECT\n\n## Aborted — 2026-06-03\n### Verdict\nABORTED\n> stop\n');
    expect(latestVerdict(aborted)?.verdict.line).toBe(7);
    expect(latestVerdict(aborted, (v) => !v.word.startsWith('ABORT'))?.verdict.line).toBe(3);
  });
});

describe('directiveDecision', () => {
  const directive = doc('# Human directive\n\nDecision: PROCEED_TO_VERDICT\n\nUpdate 16:40 after a call:\nDecision: REJECT_NOW\n', 'human-directive.md');
  it('reads the latest Decision under the protocol reading, the first as the reference does', () => {
    expect(directiveDecisions(directive, true).map((d) => [d.value, d.line])).toEqual([
      ['PROCEED_TO_VERDICT', 3],
      ['REJECT_NOW', 6],
    ]);
    expect(directiveDecision(directive, true)?.value).toBe('REJECT_NOW');
    expect(directiveDecision(directive, false)?.value).toBe('PROCEED_TO_VERDICT');
  });

  it('places each value, on the label line or the lines after it, and reads only a range when given one', () => {
    const d = doc('# Human directive\n\n## Iteration 1\nDecision: **REJECT_NOW**\n\n## Iteration 2\nDecision:\n\n   PROCEED_TO_VERDICT\n| Decision | DIRECTED_VERDICT |\n', 'human-directive.md');
    expect(directiveDecisions(d, true).map((x) => [x.value, x.line, x.column])).toEqual([
      ['REJECT_NOW', 4, 13],
      ['PROCEED_TO_VERDICT', 9, 4],
      ['DIRECTED_VERDICT', 10, 14],
    ]);
    expect(directiveDecisions(d, false).map((x) => [x.value, x.line, x.column])).toEqual([['PROCEED_TO_VERDICT', 9, 4]]);
    expect(directiveDecisions(d, true, { start: 6, end: 10 }).map((x) => x.value)).toEqual(['PROCEED_TO_VERDICT', 'DIRECTED_VERDICT']);
    // The value on the next line is read only while that line is inside the range.
    expect(directiveDecisions(d, true, { start: 6, end: 8 })).toEqual([]);
  });
});
