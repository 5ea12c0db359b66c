import type { RuleExample, RuleMeta } from './rule.js';

const HEADING: Record<RuleExample['status'], string> = { pass: 'Passes', fail: 'Fails', warn: 'Warns', skip: 'Skips' };

const LANG: Array<[RegExp, string]> = [
  [/\.md$/i, 'markdown'],
  [/\.jsonl?$/i, 'json'],
  [/\.ya?ml$/i, 'yaml'],
];

/** A fence longer than any backtick run in `text`. */
export function fenced(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}

function options(ex: RuleExample): string {
  const o = ex.options;
  if (!o) return '';
  const parts = [o.preset && `\`--preset ${o.preset}\``, o.mode && `\`--mode ${o.mode}\``, o.now && `run at ${o.now}`, o.ruleOptions && `options \`${JSON.stringify(o.ruleOptions)}\``];
  return parts.filter(Boolean).join(', ');
}

/**
 * A rule's examples as markdown: per example, the expected status as a heading
 * and each file as a fenced block under its name (`#` repeated `level` times).
 */
export function renderExamples(rule: Pick<RuleMeta, 'examples'>, level: number): string[] {
  const out: string[] = [];
  const h = '#'.repeat(level);
  for (const ex of rule.examples ?? []) {
    out.push(`${h} ${HEADING[ex.status]}${ex.title ? `: ${ex.title}` : ''}`, '');
    const opts = options(ex);
    if (opts) out.push(`Run with ${opts}.`, '');
    const files = Object.entries(ex.files);
    if (!files.length) out.push('(no files)', '');
    for (const [name, text] of files) {
      const lang = LANG.find(([re]) => re.test(name))?.[1] ?? 'text';
      out.push(`\`${name}\`${ex.target === name ? ' (the linted file)' : ''}`, '', fenced(text.replace(/\n$/, ''), lang), '');
    }
  }
  return out;
}
