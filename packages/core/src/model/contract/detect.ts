/** Telling a contract file and its format from its name and first bytes. */
import path from 'node:path';
import { CONTRACT_PHRASE, opensSection, QUOTE_MARK, sectionNamed, setextSection } from './markdown-lines.js';
import { isContractFileName, type ContractFormat } from './types.js';

/** Format of a contract file: by extension, else by content. */
export function contractFormatOf(rel: string, head: string): ContractFormat {
  const lower = rel.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  const first = head.replace(/^\uFEFF/, '').trimStart()[0];
  if (first === '{' || first === '[') return 'json';
  return looksLikeContractMarkdown(head) ? 'markdown' : 'yaml';
}

/**
 * A contract rendering: the phrase "delegation contract" (CONTRACT_PHRASE, in another language
 * too: «Вот контракт делегирования для этой задачи:») and a section label, or, without the
 * phrase (a rendering under its task's own heading, or in another language, keeps the English
 * labels), three different section labels at line starts: a note naming one or two is not a contract.
 * A label is what the reader opens a section at (opensSection): a bold label, its description
 * possibly inside the bold, emoji before it or inside it (`✅ **Autonomous**`, `**🟢 Autonomous**`),
 * or a heading naming exactly one section (ATX or Setext); behind a block quote's `> ` too.
 */
export function looksLikeContractMarkdown(head: string): boolean {
  return contractRenderingLine(head) !== undefined;
}

/** The 1-based line of the section label that makes `text` a contract rendering (looksLikeContractMarkdown), if any. */
export function contractRenderingLine(text: string): number | undefined {
  const phrase = CONTRACT_PHRASE.test(text);
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(QUOTE_MARK, '');
    // A Setext heading (`Autonomous` over `---`) opens a section as `## Autonomous` does.
    const setext = setextSection(line, lines[i + 1]?.replace(QUOTE_MARK, ''));
    const name = opensSection(line) ?? (setext ? sectionNamed(setext.bold) : undefined);
    // "**Autonomous**, **Ask before** and **Defaults**": prose naming the sections opens none.
    if (!name || namesSeveralSections(line)) continue;
    if (phrase) return i + 1;
    seen.add(name);
    if (seen.size >= 3) return i + 1;
  }
  return undefined;
}

const BOLD = /\*\*([^*\n]{1,80})\*\*|__([^_\n]{1,80})__/g;
/** A line in bold naming two sections or more (a sentence listing the labels, not a label). */
function namesSeveralSections(line: string): boolean {
  if (!line.includes('**') && !line.includes('__')) return false;
  const names = new Set<string>();
  for (const m of line.matchAll(BOLD)) {
    const name = sectionNamed((m[1] ?? m[2])!);
    if (name) names.add(name);
    if (names.size >= 2) return true;
  }
  return false;
}

/**
 * Whether a file is a delegation contract: by name (`*.dc.json`, `*.dc.yaml`,
 * `*.dc.yml`, `delegation-contract.{json,yaml,yml,md}`) or by its first 4 KB
 * (`head`): the markdown rendering, or JSON/YAML with `how_much` and `what`
 * or `mode` keys.
 */
export function looksLikeContract(abs: string, head: string): boolean {
  if (isContractFileName(path.basename(abs))) return true;
  if (looksLikeContractMarkdown(head)) return true;
  const key = (k: string) => new RegExp(`(?:^|[\\s{,])["']?${k}["']?\\s*:`, 'm').test(head);
  return key('how_much') && (key('what') || key('mode'));
}
