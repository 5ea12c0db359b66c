import { plainTitle } from '../markdown/document.js';

/** The handoff template's numbered sections: the title each must start with (case-insensitive, flexible spacing). */
export const HANDOFF_SECTIONS: Readonly<Record<number, { title: string; re: RegExp; /** The protocol reading's, when wider: the title's own spelling variants. */ loose?: RegExp }>> = {
  1: { title: 'Diff summary', re: /^Diff\s*summary/i },
  2: { title: 'Deliverable manifest', re: /^Deliverable/i },
  3: { title: 'Criteria trace', re: /^Criteria\s*trace/i },
  4: { title: 'Executor reports', re: /^Executor\s*reports/i },
  5: { title: 'Validation log', re: /^Validation\s*log/i },
  6: { title: 'Exercised', re: /^Exercised/i },
  // "Self acceptance", "Self‑acceptance" (a non-breaking hyphen), "Self–acceptance": the same title, spelled otherwise.
  7: { title: 'Self-acceptance', re: /^Self-acceptance/i, loose: /^Self[\s\u2010-\u2014-]{0,3}acceptance/i },
  8: { title: 'Deploy log', re: /^Deploy/i },
  9: { title: 'Docs diff', re: /^Docs\s*diff/i },
  11: { title: 'Known deferrals', re: /^Known\s*deferrals/i },
};

/** Whether a heading numbered `n` carries the title of another handoff section (`## 7. Executor reports`): misnumbered. */
export const titledAsAnother = (title: string, n: number) => Object.entries(HANDOFF_SECTIONS).some(([k, s]) => Number(k) !== n && s.re.test(plainTitle(title)));
