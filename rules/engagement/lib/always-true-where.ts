// A DELETE's WHERE that holds for every row: `WHERE 1=1`, `WHERE true`, `WHERE 1`, `WHERE 'a' = 'a'`, or any condition
// OR-ed with one outside parentheses (`WHERE id = 5 OR 1=1`: AND binds first, so `a AND b OR 1=1` holds for every row
// too, while `a AND (b OR 1=1)` does not). A statement is at most a few thousand characters: each is read once a level.

/** A condition that holds for every row, on its own. */
const TAUTOLOGY = /^(?:(\d{1,9})\s*=\s*\1|TRUE|1|'(\w{0,20})'\s*=\s*'\2')$/i;
const WORD = /[\p{L}\p{N}_$]/u;

/** Whether the text has a word `word` (upper case) at `i`, not inside a longer word. */
function wordAt(text: string, i: number, word: string): boolean {
  return text.slice(i, i + word.length).toUpperCase() === word && !WORD.test(text[i - 1] ?? '') && !WORD.test(text[i + word.length] ?? '');
}

/**
 * The condition's parts OR-ed outside parentheses and quoted text, up to a RETURNING clause there; undefined when a
 * quote or a parenthesis is left open (the statement was cut: nothing is sure).
 */
function disjuncts(condition: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < condition.length; i++) {
    const ch = condition[i]!;
    if (ch === "'" || ch === '"' || ch === '`') {
      const close = condition.indexOf(ch, i + 1);
      if (close < 0) return undefined;
      i = close;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && wordAt(condition, i, 'OR')) {
      parts.push(condition.slice(from, i));
      from = i + 2;
    } else if (depth === 0 && wordAt(condition, i, 'RETURNING')) {
      parts.push(condition.slice(from, i));
      return parts;
    }
    if (depth < 0) return undefined;
  }
  if (depth !== 0) return undefined;
  parts.push(condition.slice(from));
  return parts;
}

/** The condition inside the parentheses that wrap all of it, or undefined when none do. */
function unwrapped(condition: string): string | undefined {
  if (!condition.startsWith('(') || !condition.endsWith(')')) return undefined;
  let depth = 0;
  for (let i = 0; i < condition.length - 1; i++) {
    if (condition[i] === '(') depth++;
    else if (condition[i] === ')') depth--;
    // The first parenthesis closes before the end: `(a) = (b)` is no wrapped condition.
    if (depth === 0) return undefined;
  }
  return condition.slice(1, -1);
}

/** Whether a WHERE's condition (the text after `WHERE`) holds for every row. */
export function alwaysHolds(condition: string): boolean {
  const parts = disjuncts(condition);
  return (
    parts?.some((part) => {
      const p = part.trim();
      if (TAUTOLOGY.test(p)) return true;
      const inner = unwrapped(p);
      return inner !== undefined && alwaysHolds(inner);
    }) ?? false
  );
}
