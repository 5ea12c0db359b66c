import type { Lines } from './danger-lines.js';
type Line = {
    line: number;
    text: string;
};
/** What a drop drops: a table (its parts, schema first), or a column (of its table, when that is read). */
export interface Dropped {
    table?: string[];
    column?: string;
}
/** A name an entry gives, where the entry starts. */
interface Given {
    parts: string[];
    line: number;
}
/** The operations an OK may scope by the names it gives. */
export declare const SCOPED_OPS: Set<string>;
/** What a drop's hit drops, read from its text on (`lines`: its file's, for an ALTER TABLE above a DROP COLUMN); none when unread. */
export declare function droppedBy(h: {
    id: string;
    text: string;
    column: number;
    line: number;
    removed?: boolean;
}, lines: () => Lines): Dropped[];
/** The words a bare name may be when it is exactly what the change drops: its tables' and columns' last parts. */
export declare function knownWords(dropped: Iterable<Dropped>): Set<string>;
/** Names, each found by its full text or an end of it: a lookup per part of the name asked for, whatever their number. */
declare class Names {
    private readonly full;
    private readonly ends;
    add(g: Given): void;
    /** A name that is `target`'s end, or whose end `target` is. */
    match(target: readonly string[]): Given | undefined;
    get size(): number;
}
/** What the granting entries of one operation grant: the names they grant, those they keep, and whether one names none (a grant by the id). */
export interface OkScope {
    grants: Names;
    keeps: Names;
    byId: boolean;
    line: number;
    shown: string[];
    more: boolean;
}
/**
 * The scope of an operation's granting entries, or undefined when none names a table (or column): the id grants it all.
 * `known`: what the change drops, by last part. A name an entry keeps it does not grant; another entry naming no
 * table grants what no entry keeps.
 */
export declare function okScope(id: string, entries: readonly (readonly Line[])[], known: ReadonlySet<string>): OkScope | undefined;
/** What a drop drops that its OK does not grant, each with the kept name that refuses it; none when all is granted or nothing was read. */
export declare function outOfScope(scope: OkScope, dropped: readonly Dropped[]): Array<{
    name: string;
    kept?: Given;
}>;
/** Why a drop out of its OK's scope is a finding, in the words of the rule's other reasons. */
export declare function scopeReason(scope: OkScope, missing: ReadonlyArray<{
    name: string;
    kept?: Given;
}>): string;
export {};
