/** Action domains: the four base domains, then the team extensions. */
export declare const CONTRACT_DOMAINS: readonly ["FileModification", "Exploration", "Strategy", "External", "TeamCoordination", "ScopeCreep"];
export declare const CONTRACT_BASE_RESPONSES: readonly ["Autonomous", "ReportThenAct", "AskBefore", "Halt"];
/** Domain-specific refinements: the base response each narrows and the one domain where it may appear. */
export declare const CONTRACT_REFINEMENTS: Record<string, {
    base: string;
    domain: string;
}>;
/** Responses each domain's scenario question offers. */
export declare const CONTRACT_SCENARIO_OFFERS: Record<string, readonly string[]>;
export declare const CONTRACT_MODES: readonly ["Solo", "TeamAugment", "TeamRestructure"];
export declare const CONTRACT_WHO_KINDS: readonly ["Solo", "Augmented", "Restructured"];
export declare const CONTRACT_OUTCOMES: readonly ["approved", "withdrawn", "escaped"];
export declare const CONTRACT_STAKES: readonly ["Low", "Med", "High"];
export declare const CONTRACT_HALT_ACTIONS: readonly ["halt", "escalate"];
export declare const CONTRACT_DRIFT_ACTIONS: readonly ["report", "halt"];
export declare const CONTRACT_PERSISTENCE: readonly ["ephemeral", "durable"];
/**
 * The FileModification half a history answer is about: its \`persistence\` when set, else the half
 * its scenario asks about. The protocol's second FileModification question, "When persistent files
 * (config, memory, rules) need changes?", is the durable half even when the answer does not say so.
 * Callers pass the scenario only where a half is in question (how_much splits the domain): the spec
 * compares a plain response with the domain's last answer, whatever its scenario says.
 * The half is read from the question's subject, the files it asks about: the words after "When" (or
 * from the start of a scenario written as a phrase) up to the verb ("When persistent files (config,
 * memory, rules) need changes?"). A word elsewhere in the question ("When the CSV writer needs a fix
 * for a memory leak?") says nothing about a half.
 * Ephemeral words are tested first: "non-persistent files" and "scratch output" contain no durable
 * half even when a durable word follows. Every pattern is anchored or an alternation of fixed words: linear.
 */
export declare function contractHistoryHalf(domain: string | undefined, persistence: string | undefined, scenario: string | undefined): 'ephemeral' | 'durable' | undefined;
/** Every half word, as a regex source (one alternation), for a reader that finds the word before a separator. */
export declare const HALF_TERMS_SOURCE: string;
/** The half a qualifier or label names when it is all one half word (`build artifacts`, `config files`, `durable`). */
export declare function contractTermHalf(text: string): 'ephemeral' | 'durable' | undefined;
/** The half names a rendering may lead a longer label with (`Temp files:`, `(ephemeral outputs)`); each is also a half word above. */
export declare const PERSISTENCE_WORDS: Record<string, 'ephemeral' | 'durable'>;
/** Question caps of the calibration interview. */
export declare const CONTRACT_QUESTION_CAP: {
    readonly solo: 9;
    readonly team: 12;
};
/** Most roles a team structure may carry (WHO cap). */
export declare const CONTRACT_MAX_ROLES = 6;
/** Response an uncalibrated domain takes: Exploration is read-only and safe, everything else asks first. */
export declare function contractDefaultResponse(domain: string): string;
export declare function contractIsDomain(name: unknown): name is string;
export declare function contractIsResponse(name: unknown): name is string;
/** Base response of a response name (a refinement's base, or the name itself). */
export declare function contractBaseOf(response: string): string;
/**
 * Why a response cannot stand for a domain before any scenario is asked:
 * `unknown` (not a response name) or `misplaced` (a refinement outside its
 * domain). Rules judging scenarios ignore such values: the refinement-scope
 * rule reports them.
 */
export declare function contractResponseProblem(domain: string, response: unknown): 'unknown' | 'misplaced' | undefined;
export declare const squash: (s: string) => string;
export declare const DOMAIN_BY_SQUASH: Map<string, string>;
export declare const RESPONSE_BY_SQUASH: Map<string, string>;
/** The protocol's spelling of a domain written loosely ("file modification" → FileModification). */
export declare function contractCanonicalDomain(text: string): string | undefined;
/** The protocol's spelling of a response written loosely ("ask-before" → AskBefore). */
export declare function contractCanonicalResponse(text: string): string | undefined;
/**
 * The domain a name nearly spells (`Stratgy`, `File modifcation`): at most two letters inserted,
 * deleted or changed, case, spaces and hyphens ignored, the first letter kept. Undefined for a
 * domain's own spelling (see contractCanonicalDomain), for anything further away, for another word
 * (`Internal` is not `External`) and for the domain's stem with an English ending (`Strategic`,
 * `Strategies`, `Exploratory`): those are ordinary words, not misspellings.
 */
export declare function contractNearDomain(text: string): string | undefined;
/**
 * The response a word nearly spells (`Autonomus`, `AskBefor`): at most two letters off, case and
 * punctuation ignored, the first letter kept, five letters at least, so a short word (`PR`, `Slack`,
 * `npm`) is never a misspelt response. A response-shaped compound (`AskFirst`, `report-only`) is one
 * too: see compoundResponse.
 */
export declare function contractNearResponse(text: string): string | undefined;
/**
 * The letters of a name that are not ASCII when the name has ASCII letters too (the Cyrillic `Е`
 * of `Еxternal`): look-alikes of Latin letters, which a reader cannot tell apart. Empty for a name
 * wholly in ASCII or wholly in another script.
 */
export declare function contractForeignLetters(text: string): string[];
/**
 * The protocol name a name with look-alike letters shows (`Еxternal`, `Stratеgy`): the one name
 * of the same length whose letters equal its ASCII letters, each other letter standing for any one
 * (case, blanks, hyphens ignored). Undefined unless the name mixes ASCII and other letters.
 */
export declare function contractLookalike(text: string, kind: 'domain' | 'response'): string | undefined;
/**
 * " (did you mean X?)" when a name differs from a protocol name only in case or punctuation, is a
 * near miss of one (contractNearDomain, contractNearResponse), or shows one with look-alike letters.
 */
export declare function contractDidYouMean(text: string, kind: 'domain' | 'response'): string;
