import type { TargetReport } from '../lint.js';
import { type Formatter } from './formatter.js';
export interface GithubOptions {
    /** Repository root (the workspace): annotation paths are relative to it. */
    repoRoot: string;
    /**
     * Most annotations emitted per type (error, warning, notice). GitHub shows
     * at most 10 of each per step and drops the rest; default 10.
     */
    maxPerType?: number;
    /**
     * Warnings fail the run (--fail-on warning, or more than --max-warnings): the annotations of
     * warned checks are errors, as a failure's are, so the run's annotations do not read as a pass.
     */
    warningsFail?: boolean;
    /** The step summary is written (GITHUB_STEP_SUMMARY is set): the closing notice points to it. Default true. */
    stepSummary?: boolean;
}
export interface GithubOutput {
    /** Workflow commands, one a line, for stdout. */
    commands: string;
    /** Markdown for $GITHUB_STEP_SUMMARY. */
    summary: string;
}
/**
 * Workflow command data: controls shown as escapes (the runner would decode `%0D` back to a CR),
 * then GitHub's encoding. A `::` after a line feed of the message keeps a word joiner, as in text.
 */
export declare function escapeData(s: string): string;
/**
 * Property values additionally encode the separators `:` and `,`. That is their guard against
 * workflow commands (no `::` is left); a word joiner would be decoded into the value and make
 * `file=` name a path that does not exist. A CR is `%0D`, which the runner decodes back into the
 * value, so `file=` names the file; other controls are shown as escapes (the annotations never
 * put one there: see `fileCarried`). Backslashes stay as they are: the value is read back as written.
 */
export declare function escapeProperty(s: string): string;
/**
 * The one error line of a run that could not lint. `at`: the config error's place, its file relative
 * to the workspace, given as `file=`, `line=` and `col=` too so that GitHub annotates the config.
 */
export declare function runErrorCommand(message: string, at?: {
    file: string;
    line: number;
    col: number;
}): string;
/** A warning of the run itself (a config that loads no code, a glob's matches of no known kind), as an annotation, at a place when it has one (a config's setting). */
export declare function runWarningCommand(message: string, at?: {
    file: string;
    line: number;
    col: number;
}): string;
/**
 * GitHub Actions output: workflow-command annotations capped to what GitHub
 * displays (with a closing notice naming what was left out) and a markdown
 * step summary. Pure: the caller prints `commands` and appends `summary` to
 * $GITHUB_STEP_SUMMARY.
 *
 * A finding's `file=` is its path relative to the repository root, %-encoded as the runner
 * decodes it (`%`, CR, LF, `:`, `,`), so the annotation lands on that file. A path it cannot
 * carry exactly and safely (outside the workspace; holding `##[`, or a control or bidi character
 * other than CR and LF) gets no `file=`: the annotation names the path, escaped, in its message.
 */
export declare function formatGithub(reports: TargetReport[], opts: GithubOptions): GithubOutput;
export declare const formatter: Formatter;
