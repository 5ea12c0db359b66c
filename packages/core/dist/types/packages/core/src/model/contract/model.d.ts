/** The contract as rules see it. */
import { type TextFile } from '../../io/project-fs.js';
import type { Finding } from '../../types.js';
import { type ContractCalibration, type ContractExploration, type ContractFormat, type ContractHaltCondition, type ContractMarkdownView, type ContractPos, type ContractProblem, type ContractResponseEntry, type ContractValue, type ContractWho } from './types.js';
export declare class ContractModel {
    readonly kind: "contract";
    readonly format: ContractFormat;
    /** Project-relative path of the contract file. */
    readonly rel: string;
    readonly file?: TextFile;
    /** The document as parsed (undefined when it does not parse). */
    readonly data: unknown;
    /** True when the file parsed (it may still be the wrong shape). */
    readonly parsed: boolean;
    readonly problems: ContractProblem[];
    readonly markdown?: ContractMarkdownView;
    readonly task?: ContractValue;
    readonly mode?: ContractValue;
    readonly who?: ContractWho;
    /** `what` items, when `what` is a list. */
    readonly what?: ContractValue[];
    /** `how_much` entries, when `how_much` is a map. */
    readonly howMuch?: ContractResponseEntry[];
    readonly haltConditions?: ContractHaltCondition[];
    readonly exploration?: ContractExploration;
    readonly calibration?: ContractCalibration;
    private readonly positions;
    private readonly sectionOf;
    /** `how_much` entries by domain, built on the first `entryOf`. */
    private entryByDomain;
    constructor(rel: string, file: TextFile | undefined, format?: ContractFormat);
    /** Position of a value by JSON pointer; the nearest written ancestor when the value itself is absent. */
    posOf(pointer: string): ContractPos;
    /** Position of a map key by the pointer of its value (the value's position when no key was written). */
    keyPosOf(pointer: string): ContractPos;
    /** A finding on the contract file. */
    at(pos: ContractPos, message: string): Finding;
    /** The `how_much` entry of a domain. */
    entryOf(domain: string): ContractResponseEntry | undefined;
    /** Whether the contract names a team (mode or who.kind). */
    get isTeam(): boolean;
    private value;
    private optional;
    private list;
    private objects;
    /**
     * A list of agents. A bare name (`members: [ana, bo]`) is read as the agent of that name: the
     * schema reports the shorthand, and the team rules still count the agent (a restructure that
     * removes `ana` keeps `bo`).
     */
    private agents;
    private agent;
    private readWho;
    private readHowMuch;
    private readHalt;
    private readExploration;
    private readCalibration;
}
