/** What handoff §7a pastes of the mechanical pre-check: its status, failures and tier, however it was pasted. */
import type { MarkdownDoc, Section } from '../markdown/document.js';
import { stringEnd } from '../io/json.js';
import { tableRowCells } from '../markdown/table.js';

export interface PastedPrecheck {
  line: number;
  status?: string;
  failCount?: number;
  /** Where the status was read: the JSON report (or `jq .status` of it), the human output's VERDICT line, or a table of check results. */
  form?: 'json' | 'human' | 'table';
  /** The tier the pasted run checked (`"tier": "M"`, `Pre-check [tier=M, …]`). */
  tier?: string;
}

const PASTE_START = /^#{2,6}\s*7a\b|mechanical pre-?check|handoff-precheck|engagement-lint/i;
const NEXT_PART = /^#{2,6}\s*7[bc]\b/i;
/** The human output's last line, `VERDICT: FAIL`. */
const HUMAN_VERDICT = /^\s*(?:[>*_`-]\s*)*verdict(?:\*\*|__)?\s*:\s*(?:\*\*|__|`)?\s*(pass|warn|fail)\b/i;
/** The human output's TL;DR, `Pre-check [tier=M, 13 checks]: 11/13 pass, 0 warn, 2 FAIL (a, b), 0 skip`. */
const HUMAN_TLDR = /^\s*(?:[>*_`-]\s*)*pre-?check\s*\[/i;
/** `jq .status` of the report, and the bare JSON string it prints on the next line. */
const JQ_STATUS = /\bjq\b.*\.status\b/;
const BARE_STATUS = /^\s*"(pass|warn|fail)"\s*$/;
/** A table of check results pasted instead of the report: its status column, and a failing cell. */
const STATUS_HEADER = /^(?:status|result|verdict|статус|результат)$/i;
const FAIL_CELL = /^[*_`\s]{0,4}(?:fail(?:ed)?|❌|✗|red)[*_`\s]{0,4}$/iu;
const HUMAN_FAILS = /\b(\d{1,6}) FAIL\b/;
const HUMAN_WARNS = /\b(\d{1,6}) warn\b/;
const HUMAN_TIER = /\[\s*tier\s*=\s*(S|M|L|all)\b/i;

/**
 * The pre-check output pasted in §7a, from the `7a` heading, the "Mechanical
 * pre-check" line or the command line, up to §7b/§7c. JSON: the `"status"` and
 * `"fail_count"` of the outermost object, wherever the key order puts them
 * (`jq -S` sorts `"checks"` first) — a check's own `"status"` sits deeper and
 * is not read. Human output: the `VERDICT:` line and the TL;DR's `N FAIL`.
 * One pass over the characters, strings skipped whole.
 */
export function pastedPrecheck(handoff: MarkdownDoc, s7: Section): PastedPrecheck | undefined {
  const lines = handoff.linesOf({ start: s7.heading.line, end: s7.end });
  const startAt = lines.findIndex((l) => PASTE_START.test(l.text));
  if (startAt < 0) return undefined;
  const out: PastedPrecheck = { line: lines[startAt]!.line };
  let human: PastedPrecheck | undefined;
  let humanWarns = 0;
  let depth = 0;
  let jq = false;
  let statusColumn: number | undefined;
  let tableFails: { line: number; count: number } | undefined;
  for (const { line, text } of lines.slice(startAt)) {
    if (NEXT_PART.test(text)) break;
    const bare = jq && out.status === undefined ? BARE_STATUS.exec(text) : null;
    if (bare) Object.assign(out, { status: bare[1], line, form: 'json' });
    if (text.trim() !== '') jq = JQ_STATUS.test(text);
    const cells = tableRowCells(text);
    if (!cells) statusColumn = undefined;
    else if (statusColumn === undefined) {
      const k = cells.findIndex((c) => STATUS_HEADER.test(c.text));
      if (k >= 0) statusColumn = k;
    } else if (FAIL_CELL.test(cells[statusColumn]?.text ?? '')) tableFails = { line: tableFails?.line ?? line, count: (tableFails?.count ?? 0) + 1 };
    const v = HUMAN_VERDICT.exec(text);
    if (v && !human?.status) human = { ...human, line, status: v[1]!.toLowerCase(), form: 'human' };
    if (HUMAN_TLDR.test(text)) {
      const f = HUMAN_FAILS.exec(text);
      const tier = HUMAN_TIER.exec(text)?.[1];
      humanWarns = Number(HUMAN_WARNS.exec(text)?.[1] ?? 0);
      human = { line: human?.line ?? line, ...human, failCount: f ? Number(f[1]) : 0, form: 'human', ...(tier ? { tier } : {}) };
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth = Math.max(0, depth - 1);
      else if (c === '"') {
        const j = stringEnd(text, i);
        const key = text.slice(i + 1, j);
        i = j;
        if (depth > 1 || (key !== 'status' && key !== 'fail_count' && key !== 'tier')) continue;
        const value = /^\s*:\s*(?:"(pass|warn|fail|S|M|L|all)"|(\d{1,6})\b)/.exec(text.slice(j + 1, j + 40));
        if (!value) continue;
        if (key === 'tier') {
          if (value[1] && out.tier === undefined) out.tier = value[1];
          continue;
        }
        if (key === 'status' && value[1] && /^(?:pass|warn|fail)$/.test(value[1]) && out.status === undefined) Object.assign(out, { status: value[1], line, form: 'json' });
        if (key === 'fail_count' && value[2] && out.failCount === undefined) out.failCount = Number(value[2]);
      }
    }
  }
  if (out.status === undefined && human?.status !== undefined) return human;
  // Checks a pasted table marks failed are a red pre-check whatever else the paste lacks.
  if (out.status === undefined && tableFails) return { line: tableFails.line, status: 'fail', failCount: tableFails.count, form: 'table' };
  // The TL;DR alone (no VERDICT line pasted) says as much: its FAIL and warn counts.
  if (out.status === undefined && human?.failCount !== undefined) return { ...human, status: human.failCount ? 'fail' : humanWarns ? 'warn' : 'pass' };
  return out;
}
