// The findings a round of acceptance-log.md SUSTAINS as blocking criteria, read line by line: a marker rules the first
// "blocks" after it in its sentence that no negation governs, and a later line saying the criterion was resolved
// lifts it. A line of many markers is read once, not once per marker (a line of 40,000 took minutes).
import { describe, expect, it } from 'vitest';
import { MarkdownDoc } from '../packages/core/src/markdown/document.js';
import { sustainedBlockers } from '../packages/core/src/model/protocol.js';

const doc = (text: string) => new MarkdownDoc({ rel: 'acceptance-log.md', abs: '/acceptance-log.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
const blockers = (text: string) => sustainedBlockers(doc(text), { start: 1, end: text.split('\n').length });

describe('sustainedBlockers', () => {
  it('reads the first marker that rules a block, past markers that rule none', () => {
    expect(blockers('- f1: SUSTAINED, minor. SUSTAINED, not blocking crit-2. SUSTAINED — blocks crit-3')).toEqual([{ line: 1, column: 57, crits: [3] }]);
  });
  it('takes no block past the marker\'s sentence, nor one right after a sentence\'s end', () => {
    expect(blockers('- f1: SUSTAINED. It blocks crit-3')).toEqual([]);
    expect(blockers('- f1: SUSTAINED, see.blocks crit-3')).toEqual([]);
    expect(blockers('- f1: SUSTAINED, see e.g. blocks crit-3')).toEqual([]);
    expect(blockers('- f1: SUSTAINED, see e.g.blocks crit-3')).toEqual([]);
  });
  it('lifts a blocker a later line resolves, and keeps one resolved only before it', () => {
    const log = (later: string) => `## Iteration 2\n- crit-3 fixed earlier\n- f1: SUSTAINED, blocks crit-3 and crit-4\n${later}`;
    expect(blockers(log('- crit-3 and crit-4 fixed, re-verified'))).toEqual([]);
    expect(blockers(log('- crit-3 fixed, re-verified'))).toEqual([{ line: 3, column: 7, crits: [3, 4] }]);
    expect(blockers(log('- crit-3 will be fixed next sprint'))).toEqual([{ line: 3, column: 7, crits: [3, 4] }]);
  });
  it('reads a line of 40,000 markers as a line of a few, and every line of many blockers', () => {
    expect(blockers(`- finding 1: ${'SUSTAINED, '.repeat(40_000)}`)).toEqual([]);
    expect(blockers(`- f: ${'SUSTAINED, not blocking crit-1, '.repeat(20_000)}`)).toEqual([]);
    const many = Array.from({ length: 20_000 }, (_, i) => `- f${i}: SUSTAINED, blocks crit-${(i % 3) + 1}`).join('\n');
    const read = blockers(`${many}\n- crit-1 fixed, re-verified`);
    expect(read).toHaveLength(20_000 - Math.ceil(20_000 / 3));
    expect(read[0]).toEqual({ line: 2, column: 7, crits: [2] });
  });
});
