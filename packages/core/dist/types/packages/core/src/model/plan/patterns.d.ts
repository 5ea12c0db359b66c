/** Patterns several plan readers share. */
/** `crit-3`, `criterion 3`, `crit_3`: a reference to a numbered criterion (one token, as tasks/INDEX.md lines carry it). */
export declare const CRIT_TOKEN: RegExp;
export interface CritMention {
    /** The criterion numbers named (several for `criteria 3 and 4`). */
    crits: number[];
    /** Where the mention starts and ends in the text. */
    index: number;
    end: number;
}
/** Every criterion mention of `text`, in order (see CRIT_MENTION for the forms read); the first `limit` only, when given. */
export declare function critMentions(text: string, limit?: number): CritMention[];
/** The distinct criterion numbers `text` names, in order: kept as found, not as a mention each (a line of a million `crit-1,` is one number). */
export declare function critNumbers(text: string): number[];
