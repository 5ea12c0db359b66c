/** Positions inside YAML (and JSON, read by the same parser for positions), and file problems. */
import { blockingProblem, type TextFile } from '../../io/project-fs.js';
import { closesAfterComma, JSON_COMMENT, opensComment, TRAILING_COMMA } from '../../io/json.js';
import { loadYamlLibrary } from '../../io/libraries.js';
import { yamlKeyText, yamlNodeStart, yamlOffsetPos, yamlPathOffset } from '../../io/yaml-position.js';
import type { EpiphanyIssue, EpiphanyPath, EpiphanyPos } from './vocabulary.js';

export type YamlModule = typeof import('yaml');
export const loadYaml = loadYamlLibrary;

/** A parsed YAML/JSON document that can tell where a value path was written. */
export class EpiphanyTree {
  constructor(
    private readonly Y: YamlModule,
    private readonly root: unknown,
    private readonly counter: import('yaml').LineCounter,
  ) {}

  posOfOffset(offset: number): EpiphanyPos {
    return yamlOffsetPos(this.counter, offset);
  }

  posOfNode(node: unknown): EpiphanyPos | undefined {
    const start = yamlNodeStart(node);
    return start === undefined ? undefined : this.posOfOffset(start);
  }

  /** Position of the deepest node along `p` that exists (the key, for an object property, unless `at` is 'value'). */
  positionOf(p: EpiphanyPath, at: 'key' | 'value' = 'key'): EpiphanyPos {
    return this.posOfOffset(yamlPathOffset(this.Y, this.root, p, { at }));
  }
}

export const keyText = yamlKeyText;

/** Problems that keep a file from being parsed at all (unreadable, too large, a folder). */
export function blockingProblems(file: TextFile): EpiphanyIssue[] {
  const blocking = blockingProblem(file);
  return (blocking ? [blocking] : []).map((p) => ({ message: p.message, line: p.line ?? 1, column: p.column ?? 1 }));
}

/** Encoding problems: the file is read, but what it says is damaged. */
export function encodingProblems(file: TextFile): EpiphanyIssue[] {
  return file.problems
    .filter((p) => p.kind === 'invalid-utf8' || p.kind === 'binary')
    .map((p) => ({ message: p.message, line: p.line ?? 1, column: p.column ?? 1 }));
}

/**
 * A JSON reader's message worded for the user. V8 names the trailing comma JSON does not allow in a
 * list only (`[1,]`): a `}` after a comma (`{"id": "b1",}`) is named so too (text after a whole value
 * is parseJson's to word).
 */
export function jsonErrorMessage(text: string, error: EpiphanyIssue): string {
  let start = 0;
  for (let line = 1; line < error.line && start >= 0; line++) start = text.indexOf('\n', start) + 1 || -1;
  const at = start < 0 ? -1 : start + error.column - 1;
  const c = text[at];
  if (closesAfterComma(text, at)) return `invalid JSON: unexpected "${c}"${TRAILING_COMMA}`;
  if (at >= 0 && opensComment(text, at)) return `invalid JSON: ${JSON_COMMENT}`;
  return error.message;
}
