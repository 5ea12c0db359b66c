/** Names of specialists and validators as whole words of a text. */

const NAME_PART = /[\p{L}\p{N}_-]/u;

/** Whether `text` holds `name` as a whole name (`dev-qa-engineer`, not `dev-qa-engineer-2`); an empty name is held by none. */
export function namesWhole(text: string, name: string): boolean {
  if (!name) return false;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if ((at === 0 || !NAME_PART.test(text[at - 1]!)) && (at + name.length >= text.length || !NAME_PART.test(text[at + name.length]!))) return true;
  }
  return false;
}
