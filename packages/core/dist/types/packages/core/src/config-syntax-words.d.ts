/**
 * A JSON parse error's reason (`message` from parseJson). `atEnd`: the error is at the end of the text (a
 * file cut short). The usual mistakes of a hand-written JSON config are named for what they are.
 */
export declare function jsonReason(message: string, text: string, atEnd: boolean): string;
/** What a yaml library error says, quoting nothing of the text: its own fixed message, else words for its code. */
export declare function yamlErrorWords(e: {
    code: string;
    message: string;
}): string;
