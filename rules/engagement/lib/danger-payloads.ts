// An attack's payload quoted in a report is data, not an operation. A security audit proving an SQL injection fixed
// quotes the input its regression test sends (`x'; DROP TABLE users; --`, "a stacked `DROP TABLE` attempt"): no table
// is dropped, and no user OK could mean anything. Two narrow readings, each on a prose line naming a payload, an
// injection, an input or a test string: the statement breaks out of a quoted value (a quote, then `;`, just before
// it) inside a code span or a double-quoted string, or the operation names the kind of a payload or an attempt
// ("`DROP TABLE` attempt", "DROP TABLE payload"). A real statement in a runbook or a migration has neither shape.
// Every pattern reads a bounded stretch of the line: linear.

/** The line says what the text is: an injection, a payload, an input or a test string. */
const PAYLOAD_WORDS = /\b(?:payloads?|(?:sql[\s-]{0,2})?injections?|injected|sqli|sqlmap|inputs?|test\s{1,3}(?:strings?|inputs?|values?)|malicious|attack(?:s|er)?|exploits?|fuzz(?:ing|er)?)\b/i;
/** Just before the statement, the quote (and parentheses) of the value the payload closes, and the `;` ending the query: `x'; `, `Robert'); `. */
const BREAK_OUT = /['"]\s{0,3}\){0,3}\s{0,3};\s{0,3}$/;
/** Just after the operation, the kind of thing it names: "a stacked `DROP TABLE` attempt", "the DROP TABLE payload". */
const KIND_AFTER = /^[`"'\u201d]?\s{1,3}(?:injection|payload|attempt|attack|probe|vector|test\s{1,3}(?:string|input|value))s?\b/i;

/** How many times `ch` occurs in `text` before `at`. */
function countBefore(text: string, ch: string, at: number): number {
  let n = 0;
  for (let i = text.indexOf(ch); i >= 0 && i < at; i = text.indexOf(ch, i + 1)) n++;
  return n;
}

/** Whether [at, end) of a line lies inside a code span or a double-quoted string (straight or curly) opened before it and closed after it. */
function quoted(text: string, at: number, end: number): boolean {
  for (const q of ['`', '"']) if (countBefore(text, q, at) % 2 === 1 && text.indexOf(q, end) >= 0) return true;
  const open = text.lastIndexOf('\u201c', at);
  return open >= 0 && open > text.lastIndexOf('\u201d', at) && text.indexOf('\u201d', end) >= 0;
}

/** Characters of a line before an operation that are read: a code span or a quote opened further back is not looked for. */
const REACH = 2000;

/** Whether the operation at [at, end) of a prose line is an injection payload the line quotes, not a statement run. */
export function injectionPayload(text: string, at: number, end: number): boolean {
  if (at > REACH) return false;
  const line = text.slice(0, end + REACH);
  if (!PAYLOAD_WORDS.test(line)) return false;
  if (KIND_AFTER.test(text.slice(end, end + 60))) return true;
  return BREAK_OUT.test(text.slice(Math.max(0, at - 16), at)) && quoted(line, at, end);
}
