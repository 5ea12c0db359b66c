import { describe, expect, it } from 'vitest';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { check, finding, report, REPO } from './helpers.js';

describe('formatStylish', () => {
  it("marks a notice among a failing check's findings as a note, and only the notice", () => {
    const c = check('suppressions', {
      status: 'warn',
      detail: '1 listed rule suppresses nothing',
      findings: [finding('engagement/notes.md', 1, 'suppression of whitelist silences whitelist (1 finding); reason: kept', { severity: 'info' }), finding('engagement/notes.md', 3, 'suppression of slot-language suppresses nothing; remove it', { severity: 'warning' })],
    });
    const out = formatStylish([report([c])], { colorLevel: 0, cwd: REPO });
    expect(out).toContain('engagement/notes.md:1:1  note: suppression of whitelist silences whitelist (1 finding); reason: kept');
    expect(out).toContain('engagement/notes.md:3:1  suppression of slot-language suppresses nothing; remove it');
    expect(out).not.toContain('note: suppression of slot-language');
  });
});
