/** How the transcript parser classifies one line against the block it reads: pure helpers, no parser state. */
import { type Block } from './blocks.js';
import { type Header, type Line } from './text.js';
import { type GraphField, type GraphReturn } from './types.js';
/** A DELEGATED GRAPH's line (without its list marker): a section header, a WAVE line, an edge or a node. */
export declare const planLine: (v: string) => boolean;
/** A line that goes on a DELEGATED GRAPH cut off by prose: a section header, or a WAVE line while its WAVES are read. */
export declare function rejoinsPlan(plan: Extract<Block, {
    kind: 'delegated';
}>, u: string): boolean;
export declare const planLineName: (u: string) => string;
/** The prose lines a block was read past, for its finding. */
export declare const unread: (from: number, to: number) => string;
/** A RETURN still holding the template: STATUS offers the alternatives, every other field is placeholder text. */
export declare function isTemplate(r: GraphReturn): boolean;
/**
 * A prompt's RETURN filled in as a reply (`STATUS : done`, one status and no alternatives): the worker's
 * answer pasted in place of the template, read as the RETURN it is.
 */
export declare function isFilledReply(spec: {
    fields: Record<string, {
        value: string;
    }>;
}): boolean;
/**
 * Whether a fence at `indent` opens a code block inside `field`'s value (its line at `fieldIndent`). CommonMark
 * lets the coordinator's own fence stand 1–3 spaces in, so a fence at the field's indent or one past it is the
 * next fence of the transcript (a RETURN's fields are indented 2, a fence 1 or 3), unless the value is still
 * open below the field line: right under an empty field, or indented past a value that is empty or continued.
 */
export declare function fencesValue(field: GraphField, indent: number, fieldIndent: number, afterBlank: boolean): boolean;
/** `STATUS : done`, `VERIFY_RESULT : pass`: a line that is a RETURN field. */
export declare function isReturnField(t: string): boolean;
/** Whether `s` holds only spaces from `from` to `to` (a fence's indent may not hold tabs or other blanks). */
export declare function isSpaces(s: string, from: number, to: number): boolean;
/** The field whose value the next lines continue, if any. */
export declare function openField(block: Block | undefined): GraphField | undefined;
/** Inside a RETURN (or a subgraph's RETURN template), `IMPLEMENTED GRAPH :` and `RETURN:` can be fields. */
export declare function headerIsField(h: Header, block: Block | undefined, l: Line, declared: Set<string>): boolean;
/**
 * A heading that names a line of the block: a section, wave or field keyword, never a node or edge shape,
 * which prose can take. A heading `## Nodes` or `## Wave 1` after the plan or a finished IMPLEMENTED GRAPH
 * titles a part of the transcript: a plan's section is in capitals and its wave has its member list; an
 * implemented wave comes before the VERDICT.
 */
export declare function keyLine(block: Block, u: string): boolean;
export declare function recognised(block: Block, t: string): boolean;
/** `N1  status=done ...`: an id, then blanks, then a key=value pair; a decoration mark may stand beside the id (`✅ N1`, `N1 ✅`). */
export declare function implementedNodeLine(v: string): boolean;
export declare function subgraphHeader(rest: string): {
    node: string;
    title: string;
};
