import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** What an ABORTED stub lacks, with where the stub is. */
export interface StubGaps {
    /** The round the stub is, when it is under an `## Iteration N` heading. */
    round?: number;
    quote: boolean;
    snapshot: boolean;
    /** The user's words it quotes, when they are scope clarification and no abort ("не уверен, подожди"). */
    clarification?: string;
}
/**
 * What the ABORTED stub whose verdict is at `verdictLine` lacks: its round (the `## Iteration N` section
 * holding the verdict), else the log from after the verdict before it (or from the top) to the end. A
 * quote is a blockquote, a line labelled as the user's words, or words in quote marks (the verdict
 * line's own text after its word too); a snapshot is any other line of the stub: not a heading, the
 * verdict, a quote or the stub's author.
 */
export declare function abortStubGaps(doc: MarkdownDoc, verdictLine: number, verdictEnd: number): StubGaps;
