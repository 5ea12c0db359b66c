import { UsageError } from '@engagement-lint/core/runner';

/**
 * The words of an Action input that lists several (`paths`, `format`): separated by white space and
 * by any of `separators`, where a `"…"` or `'…'` part keeps its spaces (`"docs/my engagement/"`,
 * `junit="lint report.xml"`), as a shell reads them; inside double quotes `\"` and `\\` are a quote
 * and a backslash. One pass over the text: linear on any input.
 */
export function inputWords(text: string, input: string, separators = ''): string[] {
  const words: string[] = [];
  let word = '';
  let started = false;
  let quote: '"' | "'" | undefined;
  let quoteAt = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"' && (text[i + 1] === '"' || text[i + 1] === '\\')) word += text[++i];
      else word += c;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      quoteAt = i;
      started = true;
    } else if (/\s/.test(c) || separators.includes(c)) {
      if (started && word) words.push(word);
      word = '';
      started = false;
    } else {
      word += c;
      started = true;
    }
  }
  if (quote) throw new UsageError(`${input}: the ${quote === '"' ? 'double' : 'single'} quote at character ${quoteAt + 1} is never closed`);
  if (started && word) words.push(word);
  return words;
}
