import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { thousands } from '../util.js';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/**
 * What remark (micromark) is given at most. Its emphasis, strikethrough and bracket resolution
 * walks back over the whole paragraph for each closing mark, so marks crowded into one paragraph
 * cost quadratic time (a 120 KB line of `*_a` took 374 s, of `~a` 135 s), as do words after an open
 * `[` (one `[` before 80 KB of `a a a` took 6.4 s); and every mark, escape,
 * code tick, HTML opener or table cell costs tens of times a plain character even spread out
 * (128 KB of `` `a `` took 1.5 s, 8,000 table cells 0.9 s). A text over any bound is refused, never
 * cut: the caller reports it. Measured on a slow, loaded 2-core machine, the worst text within all
 * the bounds and the callers' 1,000 lines / 128 KB parses in 0.2–0.4 s (0.55 s at worst), as 128 KB of
 * plain text does (0.3 s); a real §6 (a few dozen bullets of about twelve marks, a table of 50
 * rows) is far within them. The count errs high (see opensBlock), never low.
 */
export const MARKDOWN_BOUNDS = {
  /** `*`, `_`, `~`, `[`, `]` in one block: lines between blank lines or list items (1,024 `*a` parse in 60 ms). */
  blockMarks: 1024,
  /** `*`, `_`, `~`, `[`, `]`, `` ` ``, `<`, `\`, `&` in the whole text (4,096 `*a` in four blocks parse in about 0.15 s). */
  marks: 4096,
  /** `|` in the whole text: each table cell is a parse of its own (1,024 cells parse in about 0.1 s). */
  pipes: 1024,
  /**
   * Words (runs of ASCII letters and digits, however separated) after a block's first `[` or `![`:
   * each may start an email autolink, which walks back to the open bracket (one `[` before 80 KB of
   * `a a a` took 6.4 s, of `a,a,a` as long), so per block (2,048 words: 16 ms) and in all (16,384: 0.12 s).
   */
  blockWordsAfterBracket: 2048,
  wordsAfterBracket: 16384,
} as const;

/** A text remark is not given: `line` (positions shifted as parseMarkdown shifts them) is where a bound was passed. */
export class MarkdownRefused extends Error {
  override readonly name = 'MarkdownRefused';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** An ASCII letter or digit. */
const alnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

const BLOCK_MARKS = new Set([42, 95, 126, 91, 93]); // * _ ~ [ ]
const MARKS = new Set([...BLOCK_MARKS, 96, 60, 92, 38]); // ` < \ &

/**
 * Whether a line opens a block that ends the paragraph before it: a bullet (`-`, `+`, `*`) or
 * `1.` / `1)` item with content, at most three columns in after any `>` marks. Other ordered items
 * do not interrupt a paragraph, and a line indented further may continue one, so neither counts:
 * the block count errs high, never low. A loop, not a regex, over a line of any length.
 */
function opensBlock(line: string): boolean {
  let i = 0;
  for (;;) {
    let spaces = 0;
    while (line.charCodeAt(i) === 32 && spaces < 4) (i++, spaces++);
    if (spaces > 3) return false;
    if (line.charCodeAt(i) !== 62) break; // >
    i++;
    if (line.charCodeAt(i) === 32) i++;
  }
  const c = line.charCodeAt(i);
  if (c === 45 || c === 43 || c === 42) i++; // - + *
  else if (c === 49 && (line.charCodeAt(i + 1) === 46 || line.charCodeAt(i + 1) === 41)) i += 2; // 1. 1)
  else return false;
  if (line.charCodeAt(i) !== 32 && line.charCodeAt(i) !== 9) return false;
  return line.slice(i).trim() !== '';
}

/**
 * Why `text` is not given to remark (MARKDOWN_BOUNDS), with the line (1-based, plus `lineOffset`)
 * where a bound was passed; undefined when it is within them. One pass over the characters.
 */
export function markdownRefusal(text: string, lineOffset = 0): MarkdownRefused | undefined {
  const { blockMarks, marks, pipes, blockWordsAfterBracket, wordsAfterBracket } = MARKDOWN_BOUNDS;
  let inBlock = 0;
  let all = 0;
  let bars = 0;
  let bracket = false; // the block has opened a `[`
  let blockWords = 0;
  let allWords = 0;
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const at = line + lineOffset;
    const row = text.slice(start, end);
    if (row.trim() === '' || opensBlock(row)) (inBlock = 0), (blockWords = 0), (bracket = false);
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (bracket && alnum(c) && (i === start || !alnum(text.charCodeAt(i - 1)))) {
        if (++blockWords > blockWordsAfterBracket) return new MarkdownRefused(at, `more than ${thousands(blockWordsAfterBracket)} words after a \`[\` in one paragraph or item`);
        if (++allWords > wordsAfterBracket) return new MarkdownRefused(at, `more than ${thousands(wordsAfterBracket)} words after a \`[\` in its paragraphs and items`);
      }
      if (c === 91) bracket = true;
      if (c === 124) {
        if (++bars > pipes) return new MarkdownRefused(at, `more than ${thousands(pipes)} table pipes (\`|\`)`);
        continue;
      }
      if (!MARKS.has(c)) continue;
      if (++all > marks) return new MarkdownRefused(at, `more than ${thousands(marks)} emphasis, link, code or HTML marks (\`*\` \`_\` \`~\` \`[\` \`]\` \`\` \` \`\` \`<\` \`\\\` \`&\`)`);
      if (BLOCK_MARKS.has(c) && ++inBlock > blockMarks) return new MarkdownRefused(at, `more than ${thousands(blockMarks)} emphasis, strikethrough or link marks (\`*\` \`_\` \`~\` \`[\` \`]\`) in one paragraph or item`);
    }
    start = end + 1;
    line++;
  }
  return undefined;
}

/**
 * Parses markdown and shifts every position by `lineOffset` lines. Throws MarkdownRefused, before
 * any parse, for a text over MARKDOWN_BOUNDS: the caller reports it as it reports its own limits.
 */
export function parseMarkdown(text: string, lineOffset: number): Root {
  const refused = markdownRefusal(text, lineOffset);
  if (refused) throw refused;
  const tree = processor.parse(text) as Root;
  if (lineOffset) {
    const shift = (node: { position?: { start: { line: number }; end: { line: number } }; children?: unknown[] }) => {
      if (node.position) {
        node.position.start.line += lineOffset;
        node.position.end.line += lineOffset;
      }
      for (const c of node.children ?? []) shift(c as typeof node);
    };
    shift(tree as never);
  }
  return tree;
}
