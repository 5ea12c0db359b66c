/**
 * slot-language's phrase lists and the readers of a line's text they need: the matcher with Unicode word edges,
 * and the spans a line quotes (unfilled-template reads those too).
 */
export interface Phrase {
    word: string;
    re: RegExp;
    endsWord: boolean;
}
export declare const PHRASES: Phrase[];
/**
 * The protocol reading ("language like …"): the reference's phrases, with the same framing in
 * other words: any counted round ("Round 2 of 3", "Итерация 2 из 3"), a budget count ("Iteration
 * budget: 2 of 3 used"), rounds left ("one iteration left"), "last try", "последний круг"; and in German,
 * Spanish and French, a counted slot, attempt, round or iteration ("Versuch 2 von 3", "ronda 1 de 2",
 * "itération 2 sur 3") and the last attempt or chance ("letzter Versuch", "último intento", "dernière chance").
 */
export declare const PROTOCOL_PHRASES: Phrase[];
/** A letter of any cased script, a digit or `_`. */
export declare const isWordChar: (ch: string | undefined) => boolean;
export declare function phrasesIn(text: string, phrases?: Phrase[]): RegExpMatchArray[];
/**
 * Spans [open, close] of a line that quote something (quotation marks or inline code), outermost
 * first and in order; an opener without a closer on the line quotes nothing. Linear: the search for
 * each kind of closer only moves forward along the line.
 */
export declare function quotedSpans(text: string): Array<[number, number]>;
