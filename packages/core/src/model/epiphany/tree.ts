/** Positions inside YAML (and JSON, read by the same parser for positions). */
import { type TextFile } from '../../io/project-fs.js';
import { loadYamlLibrary } from '../../io/libraries.js';
import type { EpiphanyIssue, EpiphanyPath, EpiphanyPos } from './vocabulary.js';

// ---------------------------------------------------------------------------
// Positions inside YAML (and JSON, which is read by the same parser for positions)

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
    const p = this.counter.linePos(Math.max(0, offset));
    return { line: Math.max(1, p.line), column: Math.max(1, p.col) };
  }

  posOfNode(node: unknown): EpiphanyPos | undefined {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? this.posOfOffset(range[0]) : undefined;
  }

  /** Position of the deepest node along `p` that exists (the key, for an object property). */
  positionOf(p: EpiphanyPath): EpiphanyPos {
    const Y = this.Y;
    let node: unknown = this.root;
    let best = this.posOfNode(node) ?? { line: 1, column: 1 };
    for (const seg of p) {
      if (Y.isMap(node)) {
        const pair = node.items.find((it) => keyText(Y, it.key) === String(seg));
        if (!pair) break;
        best = this.posOfNode(pair.key) ?? best;
        node = pair.value;
      } else if (Y.isSeq(node) && typeof seg === 'number') {
        node = node.items[seg];
        if (node === undefined) break;
        best = this.posOfNode(node) ?? best;
      } else {
        break;
      }
    }
    return best;
  }
}

export function keyText(Y: YamlModule, key: unknown): string | undefined {
  if (Y.isScalar(key)) return key.value === null ? '' : String(key.value);
  if (key === null || key === undefined) return '';
  return typeof key === 'object' ? undefined : String(key);
}

/** Problems that keep a file from being parsed at all (unreadable, too large, a folder). */
export function blockingProblems(file: TextFile): EpiphanyIssue[] {
  return file.problems
    .filter((p) => p.kind !== 'invalid-utf8' && p.kind !== 'binary')
    .map((p) => ({ message: p.message, line: p.line ?? 1, column: p.column ?? 1 }));
}

/** Encoding problems: the file is read, but what it says is damaged. */
export function encodingProblems(file: TextFile): EpiphanyIssue[] {
  return file.problems
    .filter((p) => p.kind === 'invalid-utf8' || p.kind === 'binary')
    .map((p) => ({ message: p.message, line: p.line ?? 1, column: p.column ?? 1 }));
}
