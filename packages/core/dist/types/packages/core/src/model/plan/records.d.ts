/**
 * Later records of an engagement: validation-log heartbeats, iteration folders and the evidence
 * references of §6 list items.
 */
import type { Root } from '../../../../../vendor/mdast.js';
import { type MarkdownDoc } from '../../markdown/document.js';
export interface HeartbeatEntry {
    phase: string;
    line: number;
    /** Completion time; undefined when the heading carries no readable time. */
    at?: Date;
    /** Whether that time is written with its zone (`Z`, `+03:00`, `MSK`): without one it is read as UTC. */
    zoned?: boolean;
    text: string;
    /** The `- next phase: X` line of the entry's body, lower-cased and trimmed. */
    nextPhase?: string;
    /** The `- iteration: N` line of the entry's body. */
    iteration?: number;
}
export declare function parseHeartbeatTime(s: string): Date | undefined;
/**
 * `## Heartbeat — Phase X — completed YYYY-MM-DD HH:MM:SS` headings of validation-log.md, with their `next phase` and
 * `iteration` lines. Headings as markdown renders them (the protocol reading): a setext one too, and its title read past
 * emphasis and a leading emoji (`## 💓 **Heartbeat — …**`).
 */
export declare function heartbeatEntries(doc: MarkdownDoc | undefined): HeartbeatEntry[];
/** `iter-2`, `iteration-2`, `iter2` or `2` → 2; anything else undefined. */
export declare function iterationFolderNumber(name: string): number | undefined;
export interface MdastListItemRefs {
    /** Line of the list item. */
    line: number;
    column: number;
    /** Inline code, link targets and bare `screens/…` / `traces/…` paths of the item. */
    refs: Array<{
        text: string;
        line: number;
        column: number;
    }>;
}
/**
 * The items of an mdast tree with the references they hold: top-level list items (nested items
 * included) and the body rows of tables (a §6 written as `| Action | Observed | Evidence |`).
 */
export declare function mdastListItemRefs(root: Root): MdastListItemRefs[];
