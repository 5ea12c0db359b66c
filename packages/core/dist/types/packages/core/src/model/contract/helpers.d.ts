import type { Finding, RuleOutcome } from '../../types.js';
import { ContractModel } from './model.js';
import type { ContractValue } from './types.js';
/** The skip every invariant rule returns when the file did not parse (contract-schema reports why). */
export declare function contractSkipUnparsed(model: ContractModel): RuleOutcome | undefined;
/**
 * The domains counted as calibrated: `calibration.calibrated` when the contract records it, else
 * (calibration over declaration) every domain with an answer in `calibration.history`. Undefined
 * when the contract records neither, so calibrated and defaulted domains cannot be told apart.
 */
export declare function contractCalibratedDomains(model: ContractModel): Set<string> | undefined;
/** The string values of a list. */
export declare function contractTexts(values: ContractValue[] | undefined): string[];
/** A JSON pointer as a readable path: `/how_much/FileModification/persistence` → `how_much.FileModification.persistence`. */
export declare function contractPathLabel(pointer: string): string;
/**
 * Each repeat of a set written as a list: every item whose key an earlier item has, with that first
 * item. Items without a key (no name, no trigger) repeat nothing.
 */
export declare function contractRepeats<T>(items: readonly T[], key: (item: T) => string | undefined): Array<{
    item: T;
    first: T;
}>;
/**
 * Where a value is, for a message naming another place: its line in a rendering, its path in JSON
 * or YAML (`who.team.members[1]`), which names it even when the whole contract is on one line.
 */
export declare function contractPlace(model: ContractModel, v: {
    pointer: string;
    at: {
        line: number;
    };
}): string;
/** The value as written, for messages. */
export declare function contractShow(v: ContractValue | undefined): string;
/** Findings without repeats (the same message at the same place). */
export declare function contractUnique(findings: Finding[]): Finding[];
/**
 * Findings put in the order of the file (line, then column), in place, so a check's list and the
 * first finding its detail quotes read top to bottom whatever order they were found in.
 */
export declare function contractByLine(findings: Finding[]): Finding[];
/**
 * `: did you mean Solo?` for a word that is one of `names` but for case, blanks and punctuation
 * (`solo`, `team-augment`, `Approved`), else ''. The protocol's words are compared as written.
 */
export declare function contractMeant(text: string | undefined, names: readonly string[]): string;
/**
 * ` (did you mean \`how_much\`?)` for an unknown key that is a contract key but for case and
 * separators (`howMuch`, `Halt-Conditions`) or a near miss of one (`persistance`), else ''.
 */
export declare function contractKeyMeant(key: string): string;
