/** What handoff §7a pastes of the mechanical pre-check: its status, failures and tier, however it was pasted. */
import { plainTitle, type MarkdownDoc, type Section } from '../markdown/document.js';
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
  /** The first line of the paste read: its JSON object's `{`, its human output's first line, its table's header. */
  from?: number;
}

/** A line naming the pre-check, where a paste may start besides the `7a` heading. */
const PASTE_START = /mechanical pre-?check|handoff-precheck|engagement-lint/i;
const PART = /^7([abc])\b/i;

/**
 * Where the pasted report starts and ends in §7: a line of `lines` starts it when it is §7a's heading or names the
 * pre-check, and the next §7b or §7c heading ends it. Headings as markdown renders them (`7b. Honest concerns` over
 * `---`), past emphasis and a `§` (`### **§7b**`). Shared with precheck-green, which reads the same paste.
 */
export function precheckPasteLines<L extends { line: number; text: string }>(handoff: MarkdownDoc, lines: readonly L[]): L[] {
  const part = new Map(handoff.headingsIn('protocol').flatMap((h) => {
    const m = PART.exec(plainTitle(h.text));
    return m ? [[h.line, m[1]!.toLowerCase()] as const] : [];
  }));
  const startAt = lines.findIndex((l) => part.get(l.line) === 'a' || PASTE_START.test(l.text));
  if (startAt < 0) return [];
  const next = lines.findIndex((l, k) => k > startAt && (part.get(l.line) === 'b' || part.get(l.line) === 'c'));
  return lines.slice(startAt, next < 0 ? undefined : next);
}
const FENCE = /^ {0,3}(?:`{3}|~{3})/;
/** The human output's last line, `VERDICT: FAIL`. */
const HUMAN_VERDICT = /^\s*(?:[>*_`-]\s*)*verdict(?:\*\*|__)?\s*:\s*(?:(?:\*\*|__|`)\s*)?(pass|warn|fail)\b/i;
/** The human output's TL;DR, `Pre-check [tier=M, 13 checks]: 11/13 pass, 0 warn, 2 FAIL (a, b), 0 skip`. */
const HUMAN_TLDR = /^\s*(?:[>*_`-]\s*)*pre-?check\s*\[/i;
/** `jq .status` of the report, and the bare JSON string it prints on the next line. */
const JQ = /\bjq\b/;
const STATUS_KEY = /\.status\b/g;
/** A `jq` with `.status` after it: found from the first `jq`, not tried again from each (a line of 100,000 `jq` words). */
function jqStatus(text: string): boolean {
  const jq = JQ.exec(text);
  if (!jq) return false;
  STATUS_KEY.lastIndex = jq.index + 2;
  return STATUS_KEY.test(text);
}
const BARE_STATUS = /^\s*"(pass|warn|fail)"\s*$/;
/** A table of check results pasted instead of the report: its status column, and a failing cell. */
const STATUS_HEADER = /^(?:status|result|verdict|статус|результат)$/i;
const FAIL_CELL = /^[*_`\s]{0,4}(?:fail(?:ed)?|❌|✗|red)[*_`\s]{0,4}$/iu;
const HUMAN_FAILS = /\b(\d{1,6}) FAIL\b/;
const HUMAN_WARNS = /\b(\d{1,6}) warn\b/;
const HUMAN_TIER = /\[\s*tier\s*=\s*(S|M|L|all)\b/i;

/** A human-output paste being read: its VERDICT and its TL;DR's counts. */
type HumanPaste = PastedPrecheck & { warns?: number };

/**
 * The pre-check output pasted in §7a, from the `7a` heading, the "Mechanical
 * pre-check" line or the command line, up to §7b/§7c. JSON: the `"status"` and
 * `"fail_count"` of the outermost object, wherever the key order puts them
 * (`jq -S` sorts `"checks"` first) — a check's own `"status"` sits deeper and
 * is not read. Human output: the `VERDICT:` line and the TL;DR's `N FAIL`.
 * With several pastes (a run, then "re-run after the fix"), the latest is the
 * one in force: the pre-check as the handoff was submitted. Text in an HTML
 * comment is not pasted (markdown does not show it); fenced code is.
 * One pass over the characters, strings skipped whole.
 */
export function pastedPrecheck(handoff: MarkdownDoc, s7: Section): PastedPrecheck | undefined {
  const lines = handoff.linesOf({ start: s7.heading.line, end: s7.end }, { skipComments: true });
  const paste = precheckPasteLines(handoff, lines);
  if (!paste.length) return undefined;
  // Each paste read, and the latest of each form that says how the run went.
  let json: PastedPrecheck | undefined;
  let lastJson: PastedPrecheck | undefined;
  let human: HumanPaste | undefined;
  let lastHuman: HumanPaste | undefined;
  let table: { from: number; line?: number; count: number } | undefined;
  let lastTable: typeof table;
  let depth = 0;
  let jq = false;
  let statusColumn: number | undefined;
  for (const { line, text } of paste) {
    // A fence ends any paste in it: a report cut short there leaves no bracket open for the next one.
    if (FENCE.test(text)) depth = 0;
    const bare = jq ? BARE_STATUS.exec(text) : null;
    if (bare) lastJson = json = { line, from: line, status: bare[1], form: 'json' };
    if (text.trim() !== '') jq = jqStatus(text);
    const cells = tableRowCells(text);
    if (!cells) statusColumn = undefined;
    else if (statusColumn === undefined) {
      const k = cells.findIndex((c) => STATUS_HEADER.test(c.text));
      if (k >= 0) (statusColumn = k), (table = { from: line, count: 0 });
    } else if (table && FAIL_CELL.test(cells[statusColumn]?.text ?? '')) {
      table.line ??= line;
      table.count++;
      lastTable = table;
    }
    const v = HUMAN_VERDICT.exec(text);
    if (v) {
      if (!human || human.status !== undefined) human = { line, from: line, form: 'human' };
      Object.assign(human, { line, status: v[1]!.toLowerCase() });
      lastHuman = human;
    }
    if (HUMAN_TLDR.test(text)) {
      if (!human || human.failCount !== undefined) human = { line, from: line, form: 'human' };
      const f = HUMAN_FAILS.exec(text);
      const tier = HUMAN_TIER.exec(text)?.[1];
      Object.assign(human, { failCount: f ? Number(f[1]) : 0, warns: Number(HUMAN_WARNS.exec(text)?.[1] ?? 0), ...(tier ? { tier } : {}) });
      lastHuman = human;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      // An outermost `{` opens another pasted report.
      if (c === '{' && depth === 0) json = { line, from: line, form: 'json' };
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth = Math.max(0, depth - 1);
      else if (c === '"') {
        const j = stringEnd(text, i);
        const key = text.slice(i + 1, j);
        i = j;
        if (depth > 1 || (key !== 'status' && key !== 'fail_count' && key !== 'tier')) continue;
        const value = /^\s*:\s*(?:"(pass|warn|fail|S|M|L|all)"|(\d{1,6})\b)/.exec(text.slice(j + 1, j + 40));
        if (!value) continue;
        json ??= { line, from: line, form: 'json' };
        if (key === 'tier') {
          if (value[1] && json.tier === undefined) json.tier = value[1];
        } else if (key === 'status' && value[1] && /^(?:pass|warn|fail)$/.test(value[1]) && json.status === undefined) {
          Object.assign(json, { status: value[1], line });
          lastJson = json;
        } else if (key === 'fail_count' && value[2] && json.failCount === undefined) json.failCount = Number(value[2]);
      }
    }
  }
  // The TL;DR alone (no VERDICT line pasted) says as much: its FAIL and warn counts.
  let humanRead: PastedPrecheck | undefined;
  if (lastHuman) {
    const { warns, ...read } = lastHuman;
    humanRead = read.status !== undefined || read.failCount === undefined ? read : { ...read, status: read.failCount ? 'fail' : warns ? 'warn' : 'pass' };
  }
  // Checks a pasted table marks failed are a red pre-check whatever else the paste lacks; a green table is no pasted report.
  const tableRead: PastedPrecheck | undefined = lastTable && { line: lastTable.line!, from: lastTable.from, status: 'fail', failCount: lastTable.count, form: 'table' };
  const latest = [lastJson, humanRead, tableRead].filter((p) => p?.status !== undefined).sort((a, b) => b!.line - a!.line)[0];
  return latest ?? { line: paste[0]!.line };
}
