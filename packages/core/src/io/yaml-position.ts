/** Where a value of a YAML (or JSON) document was written, from the `yaml` package's node ranges. */
import type { LineCounter } from 'yaml';

type YamlModule = typeof import('yaml');

export interface YamlPos {
  line: number;
  column: number;
}

/** 1-based line and column of a character offset of the parsed text. */
export function yamlOffsetPos(counter: LineCounter, offset: number): YamlPos {
  const p = counter.linePos(Math.max(0, offset));
  return { line: p.line, column: p.col };
}

/** Where a node starts, when it carries a range (a scalar, map or sequence of the parsed text). */
export function yamlNodeStart(node: unknown): number | undefined {
  return (node as { range?: [number, number, number] | null } | null)?.range?.[0];
}

/** A map key as text: a scalar's value (`''` for an empty key), undefined for a complex key. */
export function yamlKeyText(Y: YamlModule, key: unknown): string | undefined {
  if (Y.isScalar(key)) return key.value === null ? '' : String(key.value);
  if (key === null || key === undefined) return '';
  return typeof key === 'object' ? undefined : String(key);
}

/**
 * Start offset of the deepest node along `path` that exists: a map member's key, or with
 * `{ at: 'value' }` its value; the root's start (else 0) when not even the first step exists.
 */
export function yamlPathOffset(Y: YamlModule, root: unknown, path: ReadonlyArray<string | number>, opts: { at?: 'key' | 'value' } = {}): number {
  let node = root;
  let best = yamlNodeStart(node) ?? 0;
  for (const seg of path) {
    if (Y.isMap(node)) {
      const pair = node.items.find((it) => yamlKeyText(Y, it.key) === String(seg));
      if (!pair) break;
      node = pair.value;
      best = (opts.at === 'value' ? yamlNodeStart(node) : undefined) ?? yamlNodeStart(pair.key) ?? best;
    } else if (Y.isSeq(node) && typeof seg === 'number') {
      node = node.items[seg];
      if (node === undefined) break;
      best = yamlNodeStart(node) ?? best;
    } else {
      break;
    }
  }
  return best;
}
