/**
 * The limits every YAML document read from a checked tree is held to:
 * frontmatter, structured contracts, Epiphany state and configs. Size and
 * nesting are checked on the text, before any parser sees it; aliases after
 * the parse. The YAML parsers recurse once per level of nesting, and a stack
 * overflow deep inside one is not a clean error: V8 can end the process when
 * it compiles a regular expression at the bottom of an exhausted stack.
 */

/** Largest YAML document parsed: anything longer is a finding, not a parse. */
export const MAX_YAML_BYTES = 128 * 1024;
/** Most values a parsed YAML document may expand to when its aliases are followed. */
export const MAX_YAML_VALUES = 100_000;
/** Deepest nesting of collections parsed (real documents nest fewer than ten levels; the parsers overflow the stack near 800). */
export const MAX_YAML_DEPTH = 100;

/**
 * Whether a parsed YAML value expands to more than `limit` values when every
 * alias is followed as a reader would (an alias bomb: nine levels of nine
 * aliases parse in microseconds into a few nodes, but a walk over them visits
 * 387 million). The walk stops at the limit, so it is bounded too.
 */
export function expandsBeyond(value: unknown, limit = MAX_YAML_VALUES): boolean {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length) {
    const v = stack.pop();
    if (++seen > limit) return true;
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === 'object' && !(v instanceof Date)) for (const x of Object.values(v)) stack.push(x);
  }
  return false;
}

const SEQ = 0;
const SEQ_PAIR = 1;
const MAP = 2;
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
const isBreak = (c: string | undefined) => c === '\n' || c === '\r';

/**
 * The offset at which a YAML (or JSON) text first nests collections deeper
 * than `limit`, or -1. One pass, no regular expressions. Block levels are
 * counted by indentation (plus the `- ` and `? ` entries opened on one line),
 * flow levels by `[` and `{`. Quotes, comments, block scalars and brackets
 * inside plain scalars are read as a YAML parser reads them, so brackets in
 * strings neither count nor hide nesting; where the text is not valid YAML the
 * count errs high, never low.
 */
export function yamlNestingBeyond(text: string, limit = MAX_YAML_DEPTH): number {
  const found = nestingBeyond(text, limit);
  // The YAML specification and js-yaml end a line at a lone CR; the yaml library reads it as text.
  // Both readings are counted.
  if (found >= 0 || !LONE_CR.test(text)) return found;
  return nestingBeyond(text.replace(LONE_CR_ALL, 'x'), limit);
}

const LONE_CR = /\r(?!\n)/;
const LONE_CR_ALL = /\r(?!\n)/g;

function nestingBeyond(text: string, limit: number): number {
  const n = text.length;
  // Indentation of the enclosing block levels; `lines` keeps every line's, in flow context too, so
  // that no misreading of a bracket or a continued scalar can hide deep block nesting.
  const indents: number[] = [];
  // Which of those levels a `- ` line opened: a sequence may sit at its key's own indentation.
  const entries: boolean[] = [];
  const lines: number[] = [];
  // A more indented line continues the current plain scalar: more than its key's column, or than
  // its `- ` or `? ` indicator's, or than -1 for a scalar that is the document.
  let plainParent = -1;
  // On this line: where its content starts (after indicators), its last indicator, whether a key ended.
  let contentColumn = 0;
  let indicatorColumn = -1;
  let keyOnLine = false;
  // The token just read was a quoted scalar: `"key":value` needs no blank after the colon.
  let afterQuoted = false;
  let flow = 0;
  // Per open flow collection: '[' , '[' holding a `key: value` pair (a mapping one level deeper), '{'.
  const kinds: number[] = [];
  let pairs = 0;
  // Inside a block scalar: lines indented more than this are its content.
  let scalarParent = -1;
  // Where a value may begin: quotes, brackets and block scalar headers mean something only there.
  let valueStart = true;
  // The line so far ends inside a plain scalar, which a more indented line continues.
  let inPlain = false;
  let i = 0;
  let lineStart = true;
  let lineStartAt = 0;
  while (i < n) {
    if (lineStart) {
      lineStart = false;
      const start = (lineStartAt = i);
      let j = i;
      while (j < n && text[j] === ' ') j++;
      const empty = j >= n || isBreak(text[j]) || text[j] === '#' || (text[j] === '\t' && emptyRest(text, j));
      if (scalarParent >= 0) {
        if (empty || j - start > scalarParent) {
          i = lineEnd(text, j);
          continue;
        }
        scalarParent = -1;
      }
      if (empty) {
        i = lineEnd(text, j);
        continue;
      }
      const indent = j - start;
      while (lines.length && lines[lines.length - 1]! >= indent) lines.pop();
      lines.push(indent);
      if (lines.length > limit) return j;
      if (flow === 0 && inPlain && indent > plainParent) {
        // A continuation line of a multi-line plain scalar: text, not structure.
        i = j;
        valueStart = false;
        continue;
      }
      if (flow === 0) {
        const entry = text[j] === '-' && endsToken(text, j + 1);
        while (indents.length && indents[indents.length - 1]! >= indent) {
          // `key:` then `- item` at the same indentation: the sequence is inside the key's mapping.
          if (entry && indents[indents.length - 1] === indent && !entries[entries.length - 1]) break;
          indents.pop();
          entries.pop();
        }
        indents.push(indents[indents.length - 1] === indent ? indent + 0.5 : indent);
        entries.push(entry);
      }
      // `- - x`, `? - x`, `- key: x`: each indicator opens a level whose content starts after it, at
      // a column of its own. In flow context, where a valid document has none, they count as well,
      // so that a bracket read wrongly cannot hide them.
      let extra = 0;
      indicatorColumn = -1;
      while ((text[j] === '-' || text[j] === '?') && endsToken(text, j + 1)) {
        indicatorColumn = j - start;
        j++;
        while (isBlank(text[j])) j++;
        if (j >= n || isBreak(text[j]) || text[j] === '#') break;
        if (flow === 0) {
          indents.push(j - start);
          entries.push(false);
        }
        else extra++;
        if (indents.length + flow + pairs + extra > limit) return j;
      }
      // A document marker only at the start of a line: indented, `--- "a: b` is a plain key.
      if (j === start && (text.startsWith('---', j) || text.startsWith('...', j)) && endsToken(text, j + 3)) j += 3;
      if (indents.length + flow + pairs + extra > limit) return j;
      contentColumn = j - start;
      keyOnLine = afterQuoted = false;
      i = j;
      valueStart = true;
      inPlain = false;
      continue;
    }
    const c = text[i]!;
    if (isBreak(c)) {
      lineStart = true;
      i++;
      continue;
    }
    if (isBlank(c)) {
      i++;
      continue;
    }
    if (c === '#' && (i === 0 || isBlank(text[i - 1]) || isBreak(text[i - 1]))) {
      i = lineEnd(text, i);
      inPlain = false;
      continue;
    }
    if (valueStart) {
      if (c === '"' || c === "'") {
        i = c === '"' ? afterDoubleQuoted(text, i) : afterSingleQuoted(text, i);
        valueStart = inPlain = false;
        afterQuoted = true;
        continue;
      }
      if (c === '[' || c === '{') {
        kinds.push(c === '[' ? SEQ : MAP);
        if (++flow + pairs + indents.length > limit) return i;
        afterQuoted = false;
        i++;
        continue;
      }
      if (c === '&' || c === '!') {
        // An anchor or a tag comes before the value it names.
        while (i < n && !isBlank(text[i]) && !isBreak(text[i]) && !(flow > 0 && (text[i] === ',' || text[i] === ']' || text[i] === '}'))) i++;
        continue;
      }
      if ((c === '|' || c === '>') && flow === 0) {
        // Its content: the lines indented more than the node that holds it (its key, or its indicator).
        scalarParent = keyOnLine ? contentColumn : indicatorColumn;
        i = lineEnd(text, i);
        valueStart = inPlain = false;
        continue;
      }
      if ((c === '-' || c === '?' || c === ':') && endsToken(text, i + 1)) {
        if (flow === 0 && c !== ':') {
          // An entry opened after a tab (`\t- x`): a level, as at the start of a line.
          const column = i - lineStartAt + 1;
          if (column > (indents[indents.length - 1] ?? -1)) {
            indents.push(column);
            entries.push(false);
          }
          if (indents.length + flow + pairs > limit) return i;
        } else if (c === '?' && kinds[kinds.length - 1] === SEQ) {
          // `[? a]`: an explicit key makes the entry a mapping.
          kinds[kinds.length - 1] = SEQ_PAIR;
          if (++pairs + flow + indents.length > limit) return i;
        }
        i++;
        continue;
      }
    }
    if (flow > 0) {
      if (c === ']' || c === '}') {
        flow--;
        if (kinds.pop() === SEQ_PAIR) pairs--;
        valueStart = inPlain = false;
        afterQuoted = true;
        i++;
        continue;
      }
      // In flow context `:` is an indicator before a blank or a flow indicator, or after a quoted key.
      if (c === ',' || (c === ':' && (endsToken(text, i + 1) || ',[]{}'.includes(text[i + 1]!) || afterQuoted))) {
        const top = kinds.length - 1;
        if (c === ',' && kinds[top] === SEQ_PAIR) {
          kinds[top] = SEQ;
          pairs--;
        } else if (c === ':' && kinds[top] === SEQ) {
          kinds[top] = SEQ_PAIR;
          if (++pairs + flow + indents.length > limit) return i;
        }
        valueStart = true;
        inPlain = afterQuoted = false;
        i++;
        continue;
      }
      if (c === '[' || c === '{') {
        // Not where a value starts: not valid YAML, and counted so as not to miss a level.
        kinds.push(c === '[' ? SEQ : MAP);
        if (++flow + pairs + indents.length > limit) return i;
        i++;
        continue;
      }
    } else if (c === ':' && (endsToken(text, i + 1) || afterQuoted)) {
      // A value follows (`key: v`, and `"key":[` as JSON writes it).
      valueStart = true;
      inPlain = afterQuoted = false;
      keyOnLine = true;
      i++;
      continue;
    }
    // A plain scalar; where one begins, so does the column a continuation line must pass.
    if (!inPlain || valueStart) plainParent = keyOnLine ? contentColumn : indicatorColumn;
    valueStart = afterQuoted = false;
    inPlain = true;
    i++;
  }
  return -1;
}

/** Whether the character at `i` ends an indicator: a blank, a line break or the end of the text. */
const endsToken = (text: string, i: number) => i >= text.length || isBlank(text[i]) || isBreak(text[i]);

function emptyRest(text: string, j: number): boolean {
  while (isBlank(text[j])) j++;
  return j >= text.length || isBreak(text[j]) || text[j] === '#';
}

/** The offset of the line break (LF or a lone CR, as YAML reads both) ending the line at `i`, or the end of the text. */
function lineEnd(text: string, i: number): number {
  while (i < text.length && !isBreak(text[i])) i++;
  return i;
}

function afterDoubleQuoted(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return text.length;
}

function afterSingleQuoted(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    if (text[i] === "'") {
      if (text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return text.length;
}

/** Why a YAML text is not given to a parser, and the offset to report it at. */
export interface YamlRefusal {
  message: string;
  offset: number;
}

/**
 * Why a YAML text is not given to a parser, or undefined when it is within the
 * size and nesting limits. `what` names it in the message ("frontmatter",
 * "map.yaml"); `notParsed` ends it.
 */
export function yamlRefusal(text: string, what: string, notParsed = 'not parsed as YAML'): YamlRefusal | undefined {
  if (text.length > MAX_YAML_BYTES) return { message: `${what} is ${text.length} characters, over the ${MAX_YAML_BYTES} limit; ${notParsed}`, offset: 0 };
  const deep = yamlNestingBeyond(text);
  if (deep >= 0) return { message: `${what} nests collections more than ${MAX_YAML_DEPTH} levels deep; ${notParsed}`, offset: deep };
  return undefined;
}
