/** Telling a contract file and its format from its name and first bytes. */
import path from 'node:path';
import { opensSection, QUOTE_MARK } from './markdown-lines.js';
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
 * A contract rendering: the phrase "delegation contract" and a section label, or, without the
 * phrase (a rendering under its task's own heading, or in another language, keeps the English
 * labels), three different section labels at line starts: a note naming one or two is not a contract.
 * A label is what the reader opens a section at (opensSection): a bold label, its description
 * possibly inside the bold, emoji before it or inside it (`✅ **Autonomous**`, `**🟢 Autonomous**`),
 * or a heading naming exactly one section; behind a block quote's `> ` too.
 */
export function looksLikeContractMarkdown(head: string): boolean {
  const phrase = /delegation contract/i.test(head);
  const seen = new Set<string>();
  for (const line of head.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const name = opensSection(line.replace(QUOTE_MARK, ''));
    if (!name) continue;
    if (phrase) return true;
    seen.add(name);
    if (seen.size >= 3) return true;
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
