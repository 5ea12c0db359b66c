/**
 * An ACCEPT left provisional by a line of its round, as the quoted words and where they start: a
 * condition put on it, work left in a TODO, or a check the acceptor did not make ("Not verified:
 * …", "could not run npm test", "trusting the executor report"). A negation before the words ("no
 * conditions", "nothing is contingent on") clears the line; "TODO: none" leaves nothing.
 */
export declare function provisionalAccept(text: string): {
    quote: string;
    index: number;
    kind: 'condition' | 'todo' | 'unverified';
} | undefined;
