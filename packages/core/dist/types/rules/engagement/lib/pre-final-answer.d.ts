import type { EngagementModel, MarkdownDoc } from '../../../packages/core/src/kit.js';
import { type Stamp } from './go-ahead-rounds.js';
/**
 * The sentences of a line (split at `.`, `;`, `!`, `?`, and closing quotes after one, before a blank and at the end),
 * each with whether it asks: the escalation template's «Продолжать ещё круг или пересмотреть scope / criteria?» is
 * the question, not the user's answer.
 */
export declare function sentences(text: string): Array<{
    text: string;
    question: boolean;
}>;
export interface PreFinalAnswer {
    /** `go`: an explicit go-ahead; `revise`: «пересматриваем scope»; `hold`: anything else the user answered. */
    kind: 'go' | 'revise' | 'hold';
    doc: MarkdownDoc;
    line: number;
    /** The answer as written, shortened. */
    quote: string;
    /** For `revise`: where a change of the criteria is recorded after it, if anywhere. */
    changed?: string;
}
/**
 * The user's answer to the escalation at `doc`'s line `line`: the last answer from that line to the end of its section
 * (in acceptance-log.md, not past the heading of the last allowed round). Undefined when the files record none.
 */
export declare function preFinalAnswer(model: EngagementModel, doc: MarkdownDoc, line: number, round: {
    rejectLine: number;
    stamp?: Stamp;
    roundLine?: number;
}): PreFinalAnswer | undefined;
/** Whether the answer lets the last allowed round start: an explicit go, or a scope revision with the criteria changed after it. */
export declare function answerGoes(a: PreFinalAnswer): boolean;
/** Why the answer lets no round start, for a detail or a finding. */
export declare function whyNoGo(a: PreFinalAnswer): string;
