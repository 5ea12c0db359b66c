/** What the setext tests share: the preset they run under, and a log's `Iteration N` headings written in one form or another. */
export const recommended = { preset: 'recommended' as const };

/** acceptance-log.md's rounds with `Iteration N` headed as `form` writes them (ATX `## Iteration N`, or setext). */
export const rounds = (form: (n: number, rest?: string) => string, ...bodies: string[]) => `# Acceptance log\n\n${bodies.map((b, i) => `${form(i + 1)}\n${b}`).join('\n')}`;
export const atx = (n: number, rest = '') => `## Iteration ${n}${rest}\n`;
export const setext = (n: number, rest = '') => `Iteration ${n}${rest}\n${'-'.repeat(`Iteration ${n}${rest}`.length)}\n`;
/** `Iteration N` before a blank line and a thematic break: a paragraph, no heading. */
export const broken = (n: number, rest = '') => `Iteration ${n}${rest}\n\n---\n`;
