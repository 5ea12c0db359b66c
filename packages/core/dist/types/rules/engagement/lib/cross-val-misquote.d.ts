/** A token without the punctuation, quotes and brackets around it (`50%»` → `50%`, `(v2.1),` → `v2.1`); a loop, not a regex, so a long run of marks stays linear. */
export declare function core(token: string): string;
/**
 * What a quote changes in the cited window (its `tokens`, split at its single spaces), if its words (`words`, split at single spaces) are the window's
 * own at some place except that tokens holding digits differ (a number, percentage, date or version), a number
 * in words differs (`sixth` for `fifth`), words are exchanged for their opposites (`without` for `with`) or
 * units for other units (`ms` for `s`; see meaningStep), or one negation is added or dropped: "quotes 50% where
 * the report says 40%". A negation is a negation word (not,
 * no, never, не, нет, nicht, kein…), a negated auxiliary for the plain one (`aren't` for `are`, `keine` for
 * `eine`), or do-support for the inflected verb (`does not delete` or `didn't delete` for `deletes`); an
 * auxiliary and its contraction (`does not`, `doesn't`) are the same words. Words compare by their cores,
 * case-insensitively, so trimmed punctuation or a capital is no change. At least two words must agree, and
 * more than differ, so a lone figure is not matched to any other. undefined when there is no such place,
 * or when finding it would pass the budget (the quote is then judged as before).
 */
export declare function misquote(tokens: string[], cache: {
    cores?: string[];
}, words: string[], budget: {
    left: number;
}): string | undefined;
