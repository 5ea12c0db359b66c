// The validators validation-log.md names as the protocol reads it, shared by validator-outputs (whose
// outputs they owe) and ux-screens (which needs a ux-review run): one reading, so one rule never
// counts a run the other says is not logged.
import { firstNotBefore, iterationHeadings, LetterRegex, pastLeadingSymbols, validationLogValidators, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { currentRound } from './round-in-force.js';

/** A name where a validator or a reviewer is named: `code-reviewer`, `peer-opus`. */
const NAME = new LetterRegex(String.raw`^[\p{L}\p{N}_\-./]+`);
const HAS_LOWER = new LetterRegex(String.raw`[\p{Ll}]`);
const HAS_UPPER_OR_TITLE = new LetterRegex(String.raw`[\p{Lu}\p{Lt}]`);
/** Lowercase as the log's validator names are: a cased letter and no capital (`Phase 6a` is prose). */
const isLowercaseName = (s: string) => HAS_LOWER.for(s).test(s) && !HAS_UPPER_OR_TITLE.for(s).test(s);
/** Code and emphasis marks opening a name (`` `security-auditor` ``, `**peer-opus**`), and heading numbering. */
const OPENING_MARKS = /^(?:\d{1,9}[.)]\s+)?([`*_]{1,3})\s*/;

export interface Named {
  name: string;
  doc: MarkdownDoc;
  line: number;
  column: number;
  /** Named in consilium-summary.md's verdict table rather than logged. */
  reviewer?: boolean;
}

/** The lowercase name a text opens with through code and emphasis marks (`` `code-reviewer` `` → code-reviewer). */
export function markedName(text: string): string | undefined {
  const marks = OPENING_MARKS.exec(text);
  const rest = marks ? text.slice(marks[0].length) : text;
  const m = NAME.for(rest).exec(rest);
  // `_` is a name character too: a closing `_` emphasis mark is not part of the name.
  const name = m && marks?.[1]!.includes('_') ? m[0].replace(/(?<!_)_+$/, '') : m?.[0];
  return name && isLowercaseName(name) ? name : undefined;
}

/**
 * Validator headings whose name is in code or emphasis marks (`### \`security-auditor\``) or behind an emoji
 * (`### 🔒 security-auditor`), which the reference's name pattern stops at: the protocol reading names the
 * validator through them.
 */
function markedValidators(doc: MarkdownDoc): Named[] {
  const out: Named[] = [];
  for (const h of doc.headings) {
    if (h.level !== 3) continue;
    const past = pastLeadingSymbols(h.text);
    const label = VALIDATOR_LABEL.exec(past);
    const text = label ? past.slice(label[0].length) : past;
    const plain = text === h.text && !OPENING_MARKS.test(text);
    const name = (plain ? undefined : markedName(text)) ?? capitalRole(text, !!label);
    if (name) out.push({ name, doc, line: h.line, column: Math.max(1, doc.line(h.line).toLowerCase().indexOf(name) + 1) });
  }
  return out;
}

/** A label before the validator's name: `### Validator: security-auditor`, `### **Reviewer:** code-reviewer`, `### Валидатор: …`. */
const VALIDATOR_LABEL = /^[*_]{0,2}(?:validator|reviewer|валидатор|ревьюер)[*_]{0,2}[ \t]{0,3}[:—–-][*_]{0,2}[ \t]{0,3}/i;
/** A role name written with capitals, hyphenated as the protocol's roles are (`Security-Auditor`), and a role's last word. */
const CAPITAL_ROLE = /^[`*_]{0,3}([A-Za-z][A-Za-z0-9]{0,40}(?:-[A-Za-z0-9]{1,40}){1,6})(?![\w-])/;
const ROLE_WORD = /-(?:reviewer|auditor|checker|tester|validator|critic|inspector|analy[sz]er)$/i;

/**
 * A role name in capitals, lowercased as the outputs name it: after a validator label (`### Validator: Security-Auditor`),
 * or ending in a role's word (`### Security-Auditor`, `### UX-Reviewer`); a heading such as `### Follow-Up` names none.
 */
function capitalRole(text: string, labelled: boolean): string | undefined {
  const m = CAPITAL_ROLE.exec(text);
  if (!m || (!labelled && (!/[A-Z]/.test(m[1]!) || !ROLE_WORD.test(m[1]!)))) return undefined;
  return m[1]!.toLowerCase();
}

/**
 * A further validator after a heading's first (`### code-reviewer, security-auditor`, `### a + b`, `### a and b`):
 * hyphenated like the protocol's roles, so prose after a comma (`### code-reviewer, round 2`) is none. Bounded, so linear.
 */
const FURTHER = /[`*_]{0,3}[ \t]{0,3}(?:,|\+|&|and(?=[ \t]))[ \t]{0,3}[`*_]{0,3}([a-z][a-z0-9]{0,40}(?:-[a-z0-9]{1,40}){1,6})(?![\w-])/y;
/** A validator's name as the protocol writes its roles: Latin, opening with a letter (`### 6a`, `### проверка кода` are prose). */
const ROLE_NAME = /^[a-z]/;

/** The validators a heading names after its first, `first` (the name and its column), up to twenty. */
function furtherOnHeading(log: MarkdownDoc, first: Named): Named[] {
  const text = log.line(first.line);
  const out: Named[] = [];
  FURTHER.lastIndex = first.column - 1 + first.name.length;
  for (let m: RegExpExecArray | null; out.length < 20 && (m = FURTHER.exec(text)); ) out.push({ name: m[1]!, doc: log, line: first.line, column: m.index + m[0].length - m[1]!.length + 1 });
  return out;
}

/** The protocol reading of the log: numbered headings, names in code or emphasis marks, and every name of a heading listing several count too. */
export function loggedByProtocol(model: EngagementModel, log: MarkdownDoc): Named[] {
  const marked = markedValidators(log);
  const markedLines = new Set(marked.map((v) => v.line));
  const plain = validationLogValidators(model, { numbered: true }).filter((v) => !markedLines.has(v.line)).map((v) => ({ ...v, doc: log }));
  const firsts = [...plain, ...marked].filter((v) => ROLE_NAME.test(v.name));
  return [...firsts, ...firsts.flatMap((v) => furtherOnHeading(log, v))].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** An output file a log line cites (`validation-outputs/x.json`); greedy and stopped by the class, so linear. */
const CITED_OUTPUT = /validation-outputs\/([^\s`'"()[\]<>|,;*]+)/g;
/** An output cited by its file name alone (`- Output: code-reviewer-iter-1-….json (reused)`). */
const CITED_NAME = /(?<![\w./-])([\w.-]{1,200}\.json)(?![\w/-])/g;

/**
 * The current iteration (the counter, or without one the log's highest `## Iteration N`) and the
 * validators logged under its `## Iteration N` section(s), each with the output files its own block
 * cites (a reuse the protocol allows while the artefact is unchanged). Undefined when the log has
 * no such section or the counter is unreadable.
 */
export function currentIteration(model: EngagementModel, log: MarkdownDoc, logged: Named[]): { n: number; validators: Array<Named & { cited: string[] }>; sections: Array<{ start: number; end: number }> } | undefined {
  // Headings as markdown renders them: an `Iteration 2` underlined with `---` heads a section too.
  const heads = iterationHeadings(log, 'protocol');
  // A counter out of step with the log is iteration-counter's failure: the round the log is in is the current one.
  let n = model.iteration.present ? currentRound(model) : -1;
  if (!model.iteration.present) for (const h of heads) if (h.n > n!) n = h.n;
  // Headings are in line order: a binary search finds a line's heading, and the next one after it.
  const all = log.headingsIn('protocol');
  const headingAfter = (line: number) => all[firstNotBefore(all, (h) => h.line <= line)];
  const sections = heads.filter((h) => h.n === n).map((h) => log.sectionOf(all[firstNotBefore(all, (x) => x.line < h.line)]!, 'protocol'));
  if (n === undefined || !sections.length) return undefined;
  const validators = logged
    .filter((v) => v.doc === log && sections.some((s) => v.line >= s.start && v.line <= s.end))
    .map((v) => {
      const section = sections.find((s) => v.line >= s.start && v.line <= s.end)!;
      // A validator's block runs to the next heading of any level.
      const next = headingAfter(v.line)?.line ?? Infinity;
      const lines = log.linesOf({ start: v.line + 1, end: Math.min(section.end, next - 1) });
      const cited = lines.flatMap(({ text }) => [...[...text.matchAll(CITED_OUTPUT)].map((m) => m[1]!.replace(/(?<!\.)\.+$/, '')), ...[...text.matchAll(CITED_NAME)].map((m) => m[1]!)]);
      return { ...v, cited };
    });
  return { n, validators, sections };
}

/**
 * Validator names the log writes in a form that logs no run (a table's first cell, a list item's
 * leading name, a heading of another level than 3): lowercase and hyphenated like the protocol's role names
 * (`security-auditor`, `reality-checker`), or a name a validation-outputs/ file starts with. Each once.
 */
export function unreadValidatorNames(log: MarkdownDoc, outputNames: readonly string[]): Named[] {
  const out: Named[] = [];
  const seen = new Set<string>();
  const take = (text: string, line: number, column: number) => {
    const name = markedName(text);
    if (!name || seen.has(name) || !(name.includes('-') || outputNames.some((f) => f.startsWith(`${name}-`)))) return;
    // The name alone, or followed by a separator: `code-reviewer: PASS`, `| code-reviewer |`, `code-reviewer — approved`.
    const after = text.slice(text.indexOf(name) + name.length).replace(/^[`*_]{1,3}/, '');
    if (after && !/^\s*(?:[:|(]|[-–—]\s|$)/.test(after)) return;
    seen.add(name);
    out.push({ name, doc: log, line, column: column + Math.max(0, text.indexOf(name)) });
  };
  for (const h of log.headingsIn('protocol')) if (h.level !== 3) take(h.text, h.line, Math.max(1, log.line(h.line).indexOf(h.text) + 1));
  for (const row of log.tableRows()) {
    const first = row.cells[0];
    if (first) take(first, row.line, Math.max(1, row.text.indexOf(first) + 1));
  }
  for (const item of log.listItems()) take(item.content, item.line, item.column);
  return out.sort((a, b) => a.line - b.line);
}
