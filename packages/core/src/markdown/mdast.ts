import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/** Parses markdown and shifts every position by `lineOffset` lines. */
export function parseMarkdown(text: string, lineOffset: number): Root {
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
