/**
 * `whitelist` and `ignores` entries that could never match anything: each is a config error at its
 * place, since a silent no-op entry looks like a setting that works. Values are named by their
 * place, never quoted (a config's bytes are not echoed).
 */
import { trimChars } from './util.js';

/**
 * The subfolders of engagement/ whose entries the whitelist rule judges under `--preset recommended`
 * (the protocol's tree spells what they hold): a whitelist entry may name one of their entries as
 * `<folder>/<name>`.
 */
export const JUDGED_SUBFOLDERS: readonly string[] = ['validation-outputs', 'executor-reports', 'tasks'];

/** Why a `whitelist` entry names no entry the whitelist rule judges, or undefined when it may. */
export function whitelistEntryProblem(entry: string): string | undefined {
  // The rule drops trailing slashes (`design/` for a folder).
  const name = trimChars(entry, '', '/');
  const what = `the whitelist takes names of top-level entries of engagement/, or ${JUDGED_SUBFOLDERS.map((d) => `${d}/<name>`).join(', ')}`;
  if (!name.trim()) return `is empty; ${what}`;
  if (name === '.' || name === '..') return `is no entry name; ${what}`;
  const slash = name.indexOf('/');
  const inJudged = slash > 0 && JUDGED_SUBFOLDERS.includes(name.slice(0, slash)) && !/[/\\]/.test(name.slice(slash + 1)) && !['', '.', '..'].includes(name.slice(slash + 1));
  // Compared as written, so a pattern would only allow a file of that very name: said first, a pattern in a folder (`design/*`) is a pattern before it is a path.
  if (/[*?]/.test(name)) return `is a pattern; the whitelist takes names, each listed whole (a * or ? matches only itself): ${what}`;
  if (!inJudged && /[/\\]/.test(name)) return `is a path; ${what}, as they are written there (notes.md, not engagement/notes.md or ./notes.md)`;
  return undefined;
}

/** Why an `ignores` entry can match no path, or undefined when it may. */
export function ignoresEntryProblem(entry: string): string | undefined {
  // Entries are matched against paths relative to the config's folder, without `.` or `..` segments.
  const body = entry.startsWith('!') ? entry.slice(1) : entry;
  if (!body.trim()) return 'is empty, so it matches nothing';
  if (body.startsWith('/')) return "is an absolute path, so it matches nothing: entries are relative to this config's folder (drop the leading /)";
  const segments = body.split('/');
  if (segments.includes('..')) return "reaches outside this config's folder through .., where no entry matches; put it in a config of the folder it names";
  if (segments.includes('.')) return 'holds a . segment, which no path it is matched against has (drop the ./)';
  const open = unpaired(body);
  if (open) return `has ${open}: a pattern's braces and brackets come in pairs (write \\${open.slice(-1)} for the character itself)`;
  return undefined;
}

/** The first `{`, `}`, `[` or `]` of a pattern left without its pair (`an unclosed {`), past `\`-escaped characters. */
function unpaired(pattern: string): string | undefined {
  const stack: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') i++;
    else if (c === '{' || c === '[') stack.push(c);
    else if (c === '}' || c === ']') {
      if (stack.at(-1) !== (c === '}' ? '{' : '[')) return `an unopened ${c}`;
      stack.pop();
    }
  }
  return stack.length ? `an unclosed ${stack.at(-1)}` : undefined;
}
