/** Telling a contract file and its format from its name and first bytes. */
import path from 'node:path';
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

const LABELS = 'Autonomous|Report then act|Ask before|Halt conditions|Skipped|Defaults|Team Structure|Authority transition';
// `**Ask before**`, `__Ask before__`, `**Defaults (uncalibrated domains default):**`: bold by either markup, the description possibly inside;
// also as a heading (`### **Ask before**`, `### Defaults`), which the reader takes as that section's label.
// A rendering saved as a block quote has `> ` before each label. Group 1 or 2 is the label.
export const BOLD_SECTION = new RegExp(
  `^(?: {0,3}>)?[ \\t]*(?:#{1,6}[ \\t]+)?(?:\\*\\*|__)\\s*(${LABELS})\\s*(?:\\*\\*|__|[(:—–])|^(?: {0,3}>)?[ \\t]{0,3}#{1,6}[ \\t]+(${LABELS})[ \\t]*(?:[(:—–]|$)`,
  'im',
);

/**
 * A contract rendering: the phrase "delegation contract" and a section label, or, without the
 * phrase (a rendering under its task's own heading, or in another language, keeps the English
 * labels), three different section labels at line starts: a note naming one or two is not a contract.
 */
export function looksLikeContractMarkdown(head: string): boolean {
  if (/delegation contract/i.test(head)) return BOLD_SECTION.test(head);
  const seen = new Set<string>();
  for (const m of head.matchAll(new RegExp(BOLD_SECTION.source, 'gim'))) {
    seen.add((m[1] ?? m[2]!).toLowerCase());
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
