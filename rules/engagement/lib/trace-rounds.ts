/**
 * Traces read by their place in traces/{iteration}/{flow}.json (the protocol reading of trace-schema): prose files
 * standing as traces ("Unstructured prose traces = REJECT"), a trace whose own `iteration` is not its folder's, and a
 * round that hands over no trace of its own while earlier rounds' traces are there.
 */
import { abortedAt, awaitingNextRound, iterationFolderNumber, list, type DirEntry, type EngagementModel, type Finding } from '@engagement-lint/core/kit';
import { correctedNote, currentRound } from './round-in-force.js';

/** Names of prose: what a trace written as text rather than JSON is saved as. */
const PROSE_NAME = /\.(?:md|markdown|mdown|txt|text|rst|adoc|asciidoc)$/i;
/** Prose files named in findings, and searched for in handoff.md: a few make the point. */
const MAX_PROSE = 10;

/** The path under traces/ (`iter-2/theme-switch.json`). */
export const underTraces = (model: EngagementModel, e: DirEntry) => e.rel.slice(model.rel('traces/').length);

/** The iteration a trace's folder names (`iter-2/a.json` → 2), if its first folder is an iteration folder. */
export function folderRound(model: EngagementModel, e: DirEntry): { n: number; folder: string } | undefined {
  const short = underTraces(model, e);
  const slash = short.indexOf('/');
  if (slash < 0) return undefined;
  const folder = short.slice(0, slash);
  const n = iterationFolderNumber(folder);
  return n === undefined ? undefined : { n, folder };
}

/**
 * The prose files under traces/ (`theme-switch.md`, `notes.txt`), each a finding, and each line of handoff.md citing
 * one: the evidence it offers is the prose the protocol rejects.
 */
export function proseTraces(model: EngagementModel): { names: string[]; findings: Finding[] } {
  const prose = model.walk('traces', (e) => e.kind === 'file' && PROSE_NAME.test(e.name));
  if (!prose.length) return { names: [], findings: [] };
  const findings: Finding[] = [];
  const handoff = model.handoff;
  for (const e of prose.slice(0, MAX_PROSE)) {
    const short = underTraces(model, e);
    findings.push({ file: e.rel, line: 1, column: 1, message: `a prose trace: "Unstructured prose traces = REJECT"; record the flow as traces/${short.replace(PROSE_NAME, '.json')} with structured steps (action, selector, expected, observed, verdict)` });
    if (!handoff) continue;
    const cited = `traces/${short}`;
    for (let n = handoff.bodyStart; n <= handoff.lines.length; n++) {
      const at = handoff.line(n).indexOf(cited);
      if (at >= 0) findings.push(handoff.at(n, `cites the prose trace ${cited} as evidence; "Unstructured prose traces = REJECT": cite a structured traces/<iteration>/<flow>.json`, at + 1));
    }
  }
  return { names: prose.map((e) => underTraces(model, e)), findings };
}

/**
 * A round with no trace of its own: `ux_heavy: true`, the counter at N and every trace in an iteration folder, none
 * of them N's. Not asked between rounds (round N-1 was REJECTed and handoff.md is still its own), after the user's
 * abort (no round is due any more), nor without a
 * counter to read (iteration-counter reports that), nor when a trace lies outside iteration folders.
 */
export function roundWithoutTraces(model: EngagementModel, traces: readonly DirEntry[]): { detail: string; finding: Finding } | undefined {
  // A counter out of step with the log is iteration-counter's failure: the round the log is in is the current one.
  const n = currentRound(model);
  if (n === undefined || !model.handoff || model.unreadable(model.rel('iteration')) || awaitingNextRound(model) || abortedAt(model)) return undefined;
  const rounds = traces.map((e) => folderRound(model, e));
  if (!rounds.length || rounds.some((r) => r === undefined || r.n === n)) return undefined;
  const folders = [...new Set(rounds.map((r) => `${r!.folder}/`))].sort();
  return {
    detail: `no trace of iteration ${n}, the current one${correctedNote(model)} (traces/ holds ${list(folders)} only)`,
    finding: {
      file: model.rel('iteration'),
      line: 1,
      column: 1,
      message: `${correctedNote(model) ? `the current round is ${n}` : `the iteration counter is ${n}`}, but traces/ holds no trace of this round, only ${list(folders)}: "ux_heavy: true mandates … traces/{iteration}/{flow}.json" each round; record this round's flows under traces/iter-${n}/`,
    },
  };
}
