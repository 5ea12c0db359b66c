// The protocol's record of a failed pre-flight: "secretary records the blocking tool in criteria.md 'out of
// scope' line 'BLOCKED at intake until {tool} available', and pauses engagement until user resolves. Do NOT
// hand off to lead with known-broken validation environment".
import { trimChars, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

/** The protocol's marker, in any case ("Blocked at intake"), as a word of its own. */
const MARKER = /\bBLOCKED\s{1,3}at\s{1,3}intake\b/i;
/** What the marker names as blocking: "until {tool} available" (bounded, so a long line stays linear). */
const UNTIL = /^[\s:—–*_-]{0,6}until\s{1,3}(\S[^\n]{0,80}?)\s{1,3}(?:is\s{1,3}|are\s{1,3}|becomes?\s{1,3})?available\b/i;
/**
 * The protocol names no way to mark a block resolved; these honest ones are read: the line struck through
 * (`~~BLOCKED at intake …~~`), a ticked box (`- [x] BLOCKED …`), or a word of resolution beside it
 * ("— resolved 2026-06-10", "unblocked: user started Docker", «снято», «решено»).
 */
const RESOLVED = /\b(?:resolved|unblocked|cleared|lifted|fixed)\b|\b(?:now|became|is|was|are|were)\s{1,3}(?:available|reachable|running|up)\b|(?<![\p{L}])(?:решен\p{L}{0,2}|снят\p{L}{0,2}|разблокирован\p{L}{0,2})(?![\p{L}])/iu;
/** …unless it is negated or still to come ("not resolved yet", "still not available", "to be fixed by infra"; "unresolved" has no `resolved` word). */
const NOT_RESOLVED = /\b(?:(?:not|never)\s{1,3}(?:yet\s{1,3})?(?:been\s{1,3})?|(?:to|will|must|should)\s{1,3}be\s{1,3})(?:resolved|unblocked|cleared|lifted|fixed|available|reachable)\b|(?<![\p{L}])не\s{1,3}(?:решен|снят|разблок)/iu;
const TICKED = /^\s{0,6}(?:[-*+]|\d{1,3}[.)])\s{1,4}\[[xX]\]/;

export interface IntakeBlock {
  line: number;
  column: number;
  /** The blocking tool as the line names it ("warehouse-db"); undefined when the line names none. */
  tool?: string;
  /** The marker and what it names, as written. */
  text: string;
}

/** Whether the marker at `at` of `text` sits between a `~~` before it and one after it. */
function struckThrough(text: string, at: number): boolean {
  const before = text.lastIndexOf('~~', at);
  return before >= 0 && text.indexOf('~~', at) >= 0;
}

/** The intake blocks criteria.md records and does not mark resolved (fenced code and HTML comments left out). */
export function openIntakeBlocks(criteria: MarkdownDoc | undefined): IntakeBlock[] {
  const out: IntakeBlock[] = [];
  for (const { line, text } of criteria?.bodyLines() ?? []) {
    const m = MARKER.exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    const until = UNTIL.exec(after);
    const tool = (until?.[1] !== undefined ? trimChars(until[1], '`*_"\'{', '`*_"\'}') : undefined)?.trim();
    // The template's own slot (`{tool}`) records no block.
    if (until && /^\{[^}]*\}$/.test(until[1]!.replace(/[`*_"']/g, ''))) continue;
    const end = m.index + m[0].length + (until ? until[0].length : 0);
    const rest = `${text.slice(0, m.index)} ${text.slice(end)}`;
    const resolved = struckThrough(text, m.index) || TICKED.test(text) || (RESOLVED.test(rest) && !NOT_RESOLVED.test(rest));
    if (resolved) continue;
    out.push({ line, column: m.index + 1, ...(tool ? { tool } : {}), text: text.slice(m.index, end).trim() });
  }
  return out;
}

/** Whether `tool` (as a block names it: "Docker Desktop", "`postgres`") names one of `tools`, compared as words in any case. */
export function namesTool(blocked: string, tools: Iterable<string>): string | undefined {
  const words = new Set(blocked.toLowerCase().split(/[^\p{L}\p{N}_-]+/u).filter(Boolean));
  const whole = blocked.toLowerCase();
  for (const t of tools) if (whole === t.toLowerCase() || words.has(t.toLowerCase())) return t;
  return undefined;
}

/**
 * What shows work went on past intake: handoff.md, an executor report, or a validator's output (the first found).
 * plan.md and tasks/ are not: the lead plans and decomposes before the first dispatch ("plan.md … mutable until first
 * dispatch"), and an engagement paused at intake may hold them, as it may hold intake's research files.
 */
export function workPastIntake(model: EngagementModel): string | undefined {
  if (model.exists('handoff.md')) return 'handoff.md';
  const report = model.executorReports()[0];
  if (report) return report.rel.slice(model.relDir.length + 1);
  const output = model.list('validation-outputs')?.find((e) => e.kind === 'file');
  return output ? `validation-outputs/${output.name}` : undefined;
}

/** Whether every tool of `failing` is one an open block names: the pre-flight failure the block records, nothing more. */
export function allBlocked(blocks: IntakeBlock[], failing: Iterable<string>): boolean {
  const named = blocks.flatMap((b) => (b.tool === undefined ? [] : [b.tool]));
  let any = false;
  for (const tool of failing) {
    any = true;
    if (!named.some((b) => namesTool(b, [tool]) !== undefined)) return false;
  }
  return any;
}
