/** Positions inside YAML (and JSON, read by the same parser for positions), and file problems. */
import { type TextFile } from '../../io/project-fs.js';
import { loadYamlLibrary } from '../../io/libraries.js';
import { yamlKeyText } from '../../io/yaml-position.js';
import type { EpiphanyIssue, EpiphanyPath, EpiphanyPos } from './vocabulary.js';
export type YamlModule = Record<string, unknown>;
export declare const loadYaml: typeof loadYamlLibrary;
/** A parsed YAML/JSON document that can tell where a value path was written. */
export declare class EpiphanyTree {
    private readonly Y;
    private readonly root;
    private readonly counter;
    constructor(Y: YamlModule, root: unknown, counter: import('yaml').LineCounter);
    posOfOffset(offset: number): EpiphanyPos;
    posOfNode(node: unknown): EpiphanyPos | undefined;
    /** Position of the deepest node along `p` that exists (the key, for an object property, unless `at` is 'value'). */
    positionOf(p: EpiphanyPath, at?: 'key' | 'value'): EpiphanyPos;
}
export declare const keyText: typeof yamlKeyText;
/** Problems that keep a file from being parsed at all (unreadable, too large, a folder). */
export declare function blockingProblems(file: TextFile): EpiphanyIssue[];
/** Encoding problems: the file is read, but what it says is damaged. */
export declare function encodingProblems(file: TextFile): EpiphanyIssue[];
/**
 * A JSON reader's message worded for the user. V8 names the trailing comma JSON does not allow in a
 * list only (`[1,]`): a `}` after a comma (`{"id": "b1",}`) is named so too (text after a whole value
 * is parseJson's to word).
 */
export declare function jsonErrorMessage(text: string, error: EpiphanyIssue): string;
