// The validators validation-log.md names as the protocol reads it, shared by validator-outputs (whose
// outputs they owe) and ux-screens (which needs a ux-review run): one reading, so one rule never
// counts a run the other says is not logged.
import { LetterRegex, validationLogValidators, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

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
  const name = m && marks?.[1]!.includes('_') ? m[0].replace(/_+$/, '') : m?.[0];
  return name && isLowercaseName(name) ? name : undefined;
}

/**
 * Validator headings whose name is in code or emphasis marks (`### \`security-auditor\``), which
 * the reference's name pattern stops at: the protocol reading names the validator through them.
 */
function markedValidators(doc: MarkdownDoc): Named[] {
  const out: Named[] = [];
  for (const h of doc.headings) {
    if (h.level !== 3 || !OPENING_MARKS.test(h.text)) continue;
    const name = markedName(h.text);
    if (name) out.push({ name, doc, line: h.line, column: Math.max(1, doc.line(h.line).indexOf(name) + 1) });
  }
  return out;
}

/** The protocol reading of the log: numbered headings and names in code or emphasis marks count too. */
export function loggedByProtocol(model: EngagementModel, log: MarkdownDoc): Named[] {
  const marked = markedValidators(log);
  const markedLines = new Set(marked.map((v) => v.line));
  const plain = validationLogValidators(model, { numbered: true }).filter((v) => !markedLines.has(v.line)).map((v) => ({ ...v, doc: log }));
  return [...plain, ...marked].sort((a, b) => a.line - b.line);
}
