/** state/map.yaml. */
import { type TextFile } from '../../io/project-fs.js';
import { type EpiphanyIssue, type EpiphanyMapKey, type EpiphanyPath, type EpiphanyPos } from './vocabulary.js';
/** One top-level key of map.yaml as written. */
export interface EpiphanyMapKeyRef extends EpiphanyPos {
    /** The key's text as the YAML reads it (`''` for a null key), by which paths find it. */
    written: string;
    /**
     * The key as messages show it: a key that YAML reads as no string (`null:`, `~:`, `1.0:`) as it
     * is written in the file; `''` only for a key with no text at all (`: x`).
     */
    shown: string;
    normalised: string;
    /** Set when the normalised key is one of EPIPHANY_MAP_KEYS. */
    canonical?: EpiphanyMapKey;
    value: unknown;
    /** The value could not be turned into plain data (alias bomb, bad anchor). */
    valueError?: string;
    /** Where the value went wrong: the first alias naming no anchor, when that is why. */
    valueErrorAt?: EpiphanyPos;
}
/** One entry of a list section (`accepted_design[2]`). */
export interface EpiphanyMapItem extends EpiphanyPos {
    key: EpiphanyMapKey;
    index: number;
    value: unknown;
    /** `text` of an object entry, or the string entry itself. */
    text?: string;
}
/** Why a section that is written cannot be read as a list of entries. */
export interface EpiphanySectionProblem {
    /** `not-a-list`: the schema's finding; `unreadable`: the value could not be read (epiphany-map-keys's). */
    kind: 'not-a-list' | 'unreadable';
    /** `is a mapping, not a list of entries`, to follow the section's name. */
    message: string;
}
export interface EpiphanyMap {
    file: TextFile;
    /** YAML syntax errors, a root that is not a mapping, unreadable file. Non-empty → `parsed` is false. */
    errors: EpiphanyIssue[];
    /**
     * Set when `parsed` is false: what keeps the map from being read, and in words to follow its
     * path (`does not parse`, `is a list, not a mapping of the map sections`, `cannot be read`).
     */
    unread?: {
        kind: 'unreadable' | 'syntax' | 'not-a-mapping';
        phrase: string;
    };
    /** The file holds no YAML content (nothing, or only comments, blank lines and document markers): an empty map. */
    empty: boolean;
    /** Invalid UTF-8 or binary bytes; the text was still parsed. */
    encoding: EpiphanyIssue[];
    parsed: boolean;
    /** Top-level keys in file order. */
    keys: EpiphanyMapKeyRef[];
    /** Values of the canonical keys (first occurrence of each). */
    data: Partial<Record<EpiphanyMapKey, unknown>>;
    /** Entries of a list section; [] when the section is absent, empty or not a list. */
    items(key: EpiphanyMapKey): EpiphanyMapItem[];
    /** Why a section that is written is no list of entries; undefined when it is a list, empty or absent. */
    sectionProblem(key: EpiphanyMapKey): EpiphanySectionProblem | undefined;
    /** Where a path (starting with a canonical key) was written: its key, or with `at` 'value' its value. */
    positionOf(p: EpiphanyPath, at?: 'key' | 'value'): EpiphanyPos;
}
export declare function parseMap(file: TextFile): Promise<EpiphanyMap>;
export declare function itemText(value: unknown): {
    text?: string;
};
/**
 * A sentence that YAML read as a one-key mapping because it holds `: ` (`- Cache plans per tenant
 * (evidence: ev-3)`, `- Latency: p95 under 200 ms`): its key and its scalar value ('' for none).
 * Undefined for any other value, and for a one-key entry whose key is an entry key (`- reason: …`).
 */
export declare function sentenceReadAsKey(value: unknown): {
    key: string;
    value: string;
} | undefined;
export declare function firstLine(e: unknown): string;
