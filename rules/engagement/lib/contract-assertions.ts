/**
 * The assertions of a task file's per-task contract (`## Contract (co-signed)`) that cite no crit-N parent. The
 * protocol's format is one line per assertion, `- {id} [{crit_ref}] ({status}): {assertion} — check_how: {check_how}`,
 * and "Every assertion MUST cite a crit-N parent; a parentless assertion is a scope-creep flag."
 */
import { LetterRegex, plainTitle, type EngagementTask, type Finding } from '@engagement-lint/core/kit';

/** The contract section's heading: `## Contract (co-signed)`, `## Contract`, `## Per-task contract`. */
const CONTRACT_HEADING = /^(?:per[- ]task\s{1,3})?contract\b/i;
/** An assertion's shape: its id, an optional bracketed parent, then `(status):` (`a2 (agreed):`, `**A1** [crit-1] (accepted):`). */
const ASSERTION_SHAPE = /^(?:\*\*|__|`)?([\w.-]{1,40})(?:\*\*|__|`)?[ \t]{1,3}(?:\[[^\]\n]{0,80}\][ \t]{0,3})?\([^()\n]{1,40}\)[ \t]{0,3}:/;
/** The `check_how:` every assertion line ends with: a line holding it is an assertion whatever its head. */
const CHECK_HOW = /check[_ -]?how[ \t]{0,3}:/i;
/** A crit-N citation: the assertion's parent. */
const CRIT_PARENT = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])crit-\d+`, 'iu');

export interface ParentlessAssertion {
  /** The assertion's id (`a2`); undefined when the line is not in the protocol's shape (`check_how:` alone tells it). */
  id?: string;
  line: number;
  column: number;
}

/** The top-level list items of a task file's contract sections that are assertions and cite no `crit-N`. */
export function parentlessAssertions(task: EngagementTask): ParentlessAssertion[] {
  const doc = task.doc;
  const out: ParentlessAssertion[] = [];
  for (const s of doc.sections((h) => CONTRACT_HEADING.test(plainTitle(h.text)), 'protocol')) {
    const items = doc.listItems(s, { allMarkers: true });
    if (!items.length) continue;
    const lead = (text: string) => text.length - text.trimStart().length;
    // A loop, not Math.min(...): a spread of a few hundred thousand items overflows the stack.
    let indent = Infinity;
    for (const it of items) indent = Math.min(indent, lead(it.text));
    for (const it of items) {
      // A nested item details its assertion.
      if (lead(it.text) > indent) continue;
      const content = it.content.trim();
      const shape = ASSERTION_SHAPE.exec(content);
      if (!shape && !CHECK_HOW.test(content)) continue;
      if (CRIT_PARENT.for(content).test(content)) continue;
      out.push({ ...(shape ? { id: shape[1]! } : {}), line: it.line, column: it.column });
    }
  }
  return out;
}

/** One finding per parentless assertion of the tasks, at its line. */
export function parentlessFindings(tasks: readonly EngagementTask[]): Finding[] {
  return tasks.flatMap((t) =>
    parentlessAssertions(t).map((a) =>
      t.doc.at(a.line, `contract assertion ${a.id ? `\`${a.id}\` ` : ''}cites no crit-N parent: "Every assertion MUST cite a crit-N parent; a parentless assertion is a scope-creep flag" (write it \`- ${a.id ?? '{id}'} [crit-N] (status): … — check_how: …\`)`, a.column),
    ),
  );
}
