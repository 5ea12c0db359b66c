// Output file names as the protocol writes them: `{validator|adversary-role}-iter-{N}[-preliminary]-{timestamp}.json`.
// Read by validator-outputs under the recommended preset: a name that does not say its round is no
// proof of that round's run.
import { firstNotBefore, list, type DirEntry, type Finding } from '@engagement-lint/core/kit';

export const OUTPUT_PATTERN = '{validator}-iter-{N}-{timestamp}.json';
const RENAME = `Name each output as the protocol does, validation-outputs/${OUTPUT_PATTERN} (the round it is of, then its timestamp).`;
/** Separators that may follow a validator's name in its output's file name. */
const OUTPUT_NAME_ENDS = new Set(['-', '.', '_']);

/** `<role>-iter-<N>-<timestamp>` before `.json`, the role and the timestamp not empty. */
const named = (name: string) => name.endsWith('.json') && /.-iter-\d+-./.test(name.slice(0, -5));
/** Named so for validator `v`: `v-iter-<N>-<timestamp>.json`; its N, else undefined. */
function roundOf(name: string, v: string): number | undefined {
  if (!name.startsWith(`${v}-iter-`) || !name.endsWith('.json')) return undefined;
  const m = /^(\d{1,9})-./.exec(name.slice(v.length + 6, -5));
  return m ? Number(m[1]) : undefined;
}

/** What a reading of validator-outputs adds: failures, warnings, their findings, and the fixes of each. */
export interface OutputsReading {
  problems: string[];
  warnings: string[];
  findings: Finding[];
  fixes: string[];
  warnFixes: string[];
}

export const emptyReading = (): OutputsReading => ({ problems: [], warnings: [], findings: [], fixes: [], warnFixes: [] });

/**
 * Outputs whose name is not the protocol's. One owned by a validator (its name starts with the
 * validator's and a separator) that has no output so named for its round fails at the file: that
 * round's run has no proof named for it; any other (an extra beside a well-named output, or one no
 * named validator owns) warns.
 */
export function misnamedOutputs(
  files: readonly DirEntry[],
  validators: readonly string[],
  current: { n: number; validators: ReadonlyArray<{ name: string; cited: string[] }> } | undefined,
  counter: number | undefined,
): OutputsReading {
  const out = emptyReading();
  const bad = files.filter((f) => !named(f.name));
  if (!bad.length) return out;
  const known = new Set(validators);
  // The longest logged name the file name starts with, followed by a separator: one look per separator.
  const owner = (name: string) => {
    for (let i = name.length - 1; i > 0; i--) if (OUTPUT_NAME_ENDS.has(name[i]!) && known.has(name.slice(0, i))) return name.slice(0, i);
    return undefined;
  };
  const finals = files.filter((f) => !f.name.includes('-preliminary-')).map((f) => f.name).sort();
  const inCurrent = new Map((current?.validators ?? []).map((v) => [v.name, v.cited]));
  // A validator of the current round needs that round's output (or a cited reuse); any other, one output named so.
  const answers = new Map<string, boolean>();
  const hasNamed = (v: string) => {
    let known = answers.get(v);
    if (known !== undefined) return known;
    const cited = inCurrent.get(v);
    known = false;
    // The names starting `v-iter-` sit together in the sorted list: a binary search finds the first.
    const prefix = `${v}-iter-`;
    for (let i = firstNotBefore(finals, (f) => f < prefix); !known && finals[i]?.startsWith(prefix); i++) {
      const f = finals[i]!;
      const n = roundOf(f, v);
      known = n !== undefined && (cited === undefined || n === current!.n || cited.includes(f));
    }
    answers.set(v, known);
    return known;
  };
  const failing: string[] = [];
  const extra: string[] = [];
  for (const f of bad) {
    const v = owner(f.name);
    const n = v !== undefined && inCurrent.has(v) ? current!.n : counter;
    if (v !== undefined && !hasNamed(v)) {
      failing.push(`${f.name} (${v})`);
      const round = inCurrent.has(v) ? ` for iteration ${n}` : '';
      const message = `${f.name} is not named ${OUTPUT_PATTERN}, as the protocol names outputs, and ${v} has no output so named${round}: expected validation-outputs/${v}-iter-${n ?? 'N'}-<timestamp>.json`;
      out.findings.push({ file: f.rel, line: 1, column: 1, message, severity: 'error' });
    } else {
      extra.push(f.name);
      const beside = v === undefined ? '' : ` (an extra file beside ${v}'s outputs named so)`;
      out.findings.push({ file: f.rel, line: 1, column: 1, message: `${f.name} is not named ${OUTPUT_PATTERN}, as the protocol names outputs${beside}`, severity: 'warning' });
    }
  }
  if (failing.length) {
    out.problems.push(`outputs not named ${OUTPUT_PATTERN}, their validator having no output so named for its round: ${list(failing, 5)}`);
    out.fixes.push(RENAME);
  }
  if (extra.length) {
    out.warnings.push(`outputs not named ${OUTPUT_PATTERN}: ${list(extra, 5)}`);
    out.warnFixes.push(RENAME);
  }
  return out;
}
