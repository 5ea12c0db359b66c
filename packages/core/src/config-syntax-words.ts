// How a config's syntax error is said. A config may be any file the user names (or a file that is no config
// at all), so the message is in words of our own or in the parsers' fixed ones: it never quotes the file,
// beyond naming a JSON syntax character from a fixed set (`/`, `'`, `}`, `]`).
import { closesAfterComma, JSON_COMMENT, jsonErrorOffset, opensComment, TRAILING_COMMA } from './io/json.js';

/** V8's fixed wording of what it expected (`Expected ',' or '}' after property value`): quotes no byte of the file. */
const EXPECTED = /^Expected ((?:'[^'\n]{1,3}'|[a-z ]{1,40})(?: or (?:'[^'\n]{1,3}'|[a-z ]{1,40}))?) after ([a-z ]{1,40}?)(?= in JSON|$)/i;

/**
 * A JSON parse error's reason (`message` from parseJson). `atEnd`: the error is at the end of the text (a
 * file cut short). The usual mistakes of a hand-written JSON config are named for what they are.
 */
export function jsonReason(message: string, text: string, atEnd: boolean): string {
  // Our own depth limit says so in words that quote nothing of the file.
  if (/^JSON nested deeper than \d+ levels/.test(message)) return message.replace(/^JSON /, 'collections ');
  const bare = message.replace(/^invalid JSON: /, '');
  const expected = EXPECTED.exec(bare);
  const what = expected ? ` (expected ${expected[1]} after ${expected[2]})` : '';
  if (/end of (JSON )?input|unterminated|empty file/i.test(message) || atEnd) return `unexpected end of input${what}`;
  const at = jsonErrorOffset(text);
  const c = at >= 0 ? text[at] : undefined;
  if (opensComment(text, at)) return `${JSON_COMMENT} (a .yaml config may hold comments)`;
  if (c === "'") return "unexpected \"'\" (JSON strings and keys take double quotes)";
  if ((c === '}' || c === ']') && closesAfterComma(text, at)) return `unexpected '${c}'${TRAILING_COMMA}`;
  if (/^Expected (?:double-quoted )?property name/i.test(bare)) return c !== undefined && /[\p{L}_$]/u.test(c) ? 'a key without double quotes (JSON keys take double quotes)' : 'expected a key in double quotes';
  if (/non-whitespace character after JSON|after the end of the JSON value/i.test(bare)) return 'more after the end of the JSON value';
  return expected ? `expected ${expected[1]} after ${expected[2]}` : 'unexpected character';
}

/** The yaml library's messages that interpolate nothing of the text: shown as they are. */
const FIXED_YAML_MESSAGES = new Set([
  'An alias node must not specify any properties',
  'Alias cannot be an empty string',
  'Anchor cannot be an empty string',
  'All sequence items must start at the same column',
  'A block sequence may not be used as an implicit map key',
  'Nested mappings are not allowed in compact mappings',
  'Block scalar header not found',
  'Missing directives-end indicator line',
  'Missing directives-end/doc-start indicator line',
  'Block collection cannot start on same line with directives-end marker',
  'Comments must be separated from other tokens by white space characters',
  'Implicit map keys need to be followed by map values',
  'Sequence item without - indicator',
  'Tags and anchors must be separated from the next token by white space',
  'Implicit keys need to be on a single line',
  'Implicit keys of flow sequence pairs need to be on a single line',
  'A node can have at most one anchor',
  'A node can have at most one tag',
  'Tabs are not allowed as indentation',
  'Missing , between flow sequence items',
  'Missing , between flow map items',
  'Missing , or : between flow sequence items',
  'Missing , or : between flow map items',
  'Missing space after : in flow sequence',
  'Missing space after : in flow map',
]);

/** Each error code of the yaml library in words of our own, for its messages that may quote the text. */
const YAML_CODE_WORDS: Record<string, string> = {
  ALIAS_PROPS: 'an alias carries an anchor or a tag',
  BAD_ALIAS: 'an anchor or alias name is empty or ends in a colon',
  BAD_COLLECTION_TYPE: 'a tag names another kind of collection than the one it is on',
  BAD_DIRECTIVE: 'a % directive this reader does not know',
  BAD_DQ_ESCAPE: 'an invalid escape sequence in a double-quoted string',
  BAD_INDENT: 'the indentation does not match the lines around it',
  BAD_PROP_ORDER: 'an anchor or a tag before a - or ? indicator instead of after it',
  BAD_SCALAR_START: 'a plain value starts with a character YAML reserves (quote the value)',
  BLOCK_AS_IMPLICIT_KEY: 'a block collection where a key was expected (check the indentation)',
  BLOCK_IN_FLOW: 'a block collection inside a [ ] or { } collection',
  IMPOSSIBLE: 'a construct this reader cannot parse',
  KEY_OVER_1024_CHARS: 'a key longer than 1024 characters',
  MISSING_CHAR: 'a character is missing here',
  MULTILINE_IMPLICIT_KEY: 'a key spans more than one line',
  MULTIPLE_ANCHORS: 'a value with more than one anchor',
  MULTIPLE_DOCS: 'more than one YAML document; a second one starts here',
  MULTIPLE_TAGS: 'a value with more than one tag',
  NON_STRING_KEY: 'a key that is not a string',
  RESOURCE_EXHAUSTION: 'more than this reader reads',
  TAB_AS_INDENT: 'tabs are not allowed as indentation',
  TAG_RESOLVE_FAILED: 'a tag this reader does not resolve (remove the tag, or quote the value)',
  UNEXPECTED_TOKEN: 'unexpected token',
};

/** What a yaml library error says, quoting nothing of the text: its own fixed message, else words for its code. */
export function yamlErrorWords(e: { code: string; message: string }): string {
  // The documents are parsed without prettyErrors: a message is the library's sentence alone.
  if (FIXED_YAML_MESSAGES.has(e.message)) return e.message[0]!.toLowerCase() + e.message.slice(1);
  return YAML_CODE_WORDS[e.code] ?? e.code.toLowerCase().replace(/_/g, ' ');
}
