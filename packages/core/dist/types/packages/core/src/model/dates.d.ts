/**
 * The one reader of dates written in engagement files: ISO `2026-06-08` or day-first `8.6.2026`,
 * with an optional `18:10` or `18:10:30` after a space or `T`, and an optional zone after the time
 * (`Z`, `UTC`, `GMT`, `+03:00`, `-0500`, `UTC+3`, `GMT-05:30`, or a zone's name that names one offset: `MSK`, `CET`, `EST` …). The rules that compare dates (go-ahead rounds, heartbeats,
 * loop-to-intake records) read them here, so they cannot disagree on what a date is.
 */
export interface DateOptions {
    /** Whether `D.M.YYYY` counts (default true); false reads ISO days only. */
    dayFirst?: boolean;
    /** Only a date followed by a time counts (a bare day is passed over). */
    needTime?: boolean;
    /** The date must open the text (leading blanks aside), as a heading's `completed …` does. */
    atStart?: boolean;
}
export interface DateParts {
    year: number;
    month: number;
    day: number;
    hour?: number;
    minute?: number;
    second?: number;
    /** Minutes east of UTC, when a zone is written (`Z`, `UTC`, `GMT` are 0). */
    offset?: number;
    /** `YYYY-MM-DD`, whichever way the day was written: ISO days compare as strings. */
    isoDay: string;
    /** Minutes after midnight on the clock as written (no zone applied), when a time is given. */
    minutes?: number;
    /** Milliseconds since the epoch: the zone's when written, else UTC (never the machine's); midnight without a time. */
    value: number;
    /** As written, for a detail. */
    text: string;
    /** Where it starts in the text read. */
    index: number;
}
/**
 * The first date in `text` that is a day of the calendar, with a time of day when one is written:
 * `2026-13-01`, `31.02.2026` and `2026-06-08 24:00` are no date, and the search goes on past them.
 */
export declare function findDate(text: string, options?: DateOptions): DateParts | undefined;
