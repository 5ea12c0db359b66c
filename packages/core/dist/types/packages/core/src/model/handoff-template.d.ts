/** The handoff template's numbered sections: the title each must start with (case-insensitive, flexible spacing). */
export declare const HANDOFF_SECTIONS: Readonly<Record<number, {
    title: string;
    re: RegExp; /** The protocol reading's, when wider: the title's own spelling variants. */
    loose?: RegExp;
}>>;
/** Whether a heading numbered `n` carries the title of another handoff section (`## 7. Executor reports`): misnumbered. */
export declare const titledAsAnother: (title: string, n: number) => boolean;
