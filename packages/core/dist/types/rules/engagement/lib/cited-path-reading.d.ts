/**
 * The protocol reading of cited evidence paths that handoff-paths and acceptance-log-paths share:
 * line and section anchors stripped, git refs, slash names and Kubernetes resources not read as paths.
 */
import { type CitationProbe, type CitedPaths, type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** Whether a cited string reads as a git ref rather than a path (checked only once it does not exist). */
export declare function readsAsGitRef(p: string): boolean;
/**
 * Where a line or section anchor, or a pytest node id (`tests/test_x.py::test_y`,
 * `::TestA::test_b[case]`), starts in a cited path, or -1 (an anchor alone, `#L4`, names no file).
 */
export declare function anchorStart(p: string): number;
/**
 * A document's citations as the protocol reading takes them (engagement-relative roots, a sentence's
 * punctuation and a line or section anchor read off), without asking the file system about any:
 * for a check that matches them against files it already holds (trace-fail-evidence's traces).
 */
export declare function protocolCitedStrings(doc: MarkdownDoc): {
    cited: Array<{
        path: string;
        line: number;
    }>;
    read: CitedPaths;
};
/**
 * The protocol reading of the citations beyond the shared ones: a line anchor (`#L45-L52`,
 * `:L2-L6`) or a section anchor (`x.md#ux-review`) is stripped like the `:45-52` suffix; a cited
 * string that does not exist (at the project root or under the engagement folder) and reads as a
 * git ref (`origin/main`, `feature/x`) is no path, and nor is a slash name with no file extension
 * whose first segment exists nowhere (`color/bg/card`, `Pricing/Card/Selected`, `w-1/3`): design
 * tokens, Figma components and utility classes are written that way, files are not.
 */
export declare function protocolCitations(model: EngagementModel, probe: CitationProbe): CitationProbe & {
    refs: string[];
    names: string[];
    kube: string[];
};
/**
 * The probe with citations rooted elsewhere outside the project root rather than missing (the shared
 * probe takes `~/x` for a folder `~` under the root, `C:/x` for a folder `C:`). Both readings: the spec
 * reports a path that leaves the root as such.
 */
export declare function rootedElsewhereOutside<P extends CitationProbe>(probe: P): P;
/**
 * The detail's note of paths written with `\`: read with `/` (the protocol reading), or, under the
 * reference's reading, not read at all, which no detail hides (`only`: say only that).
 */
export declare function backslashedNote(probe: Pick<CitationProbe, 'cited' | 'backslashedUnread'>, only?: 'unread'): string;
/** The detail's note of cited strings the protocol reading took for no path: git refs, slash names, Kubernetes resources. */
export declare function notPathsNote(probe: {
    refs: string[];
    names: string[];
    kube: string[];
}): string;
/** A reference written with Windows separators (`engagement\traces\iter-2\x.json`) as the citations are read, with `/`. */
export declare function withSlashes<R extends {
    text: string;
}>(r: R): R;
/**
 * The words of prose holding a `\` (`Evidence: engagement\traces\iter-2\x.json.`), without a sentence's
 * punctuation after them: bare paths written with Windows separators, for withSlashes to read.
 */
export declare function backslashedWords(text: string): string[];
/** Whether a cited evidence path is a file or a folder (ux-screens' evidence), read engagement-relative or project-relative; undefined when missing. */
export declare function citedKind(model: EngagementModel, cited: string): 'file' | 'folder' | undefined;
