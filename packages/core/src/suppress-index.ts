/**
 * The suppressions that cover each finding, found through indexes: a file of thousands of directives
 * and checks of hundreds of findings cost their sum, not their product (a hostile file used to take
 * minutes, measuring every finding against every directive).
 */
import { firstCovered, type Directive } from './suppress-directives.js';
import type { Finding } from './types.js';

/** Directives listed under each rule they name, or under ALL when they name none (every rule). */
type ByRule = Map<string, Directive[]>;
const ALL = '\0all';

function add<K, V>(map: Map<K, V[]>, key: K, d: V): void {
  const list = map.get(key);
  if (list) list.push(d);
  else map.set(key, [d]);
}

function addByRule(map: ByRule, d: Directive): void {
  if (!d.rules.length) add(map, ALL, d);
  for (const r of new Set(d.rules)) add(map, r, d);
}

const ofRule = (map: ByRule | undefined, rule: string): Directive[] => (map ? [...(map.get(rule) ?? []), ...(map.get(ALL) ?? [])] : []);

interface FileIndex {
  /** Frontmatter entries: the whole file. */
  whole: ByRule;
  /** Next-line comments, by the line they cover. */
  nextLine: Map<number, Directive[]>;
  /** Range comments, by rule. */
  ranges: ByRule;
}

export interface CoverIndex {
  /** The target-wide suppressions (criteria.md frontmatter) that may cover a whole check of `rule`. */
  wholeCheck(rule: string): Directive[];
  /**
   * Calls `each` once per finding of `rule`, in file and line order, with the suppressions that may
   * cover it (the caller still applies its own test): ranges are swept once per file, not searched per finding.
   */
  eachFinding(rule: string, findings: readonly Finding[], each: (index: number, covering: Directive[]) => void): void;
}

export function coverIndex(active: readonly Directive[]): CoverIndex {
  const targets: ByRule = new Map();
  const files = new Map<string, FileIndex>();
  for (const d of active) {
    if (d.kind === 'target') {
      addByRule(targets, d);
      continue;
    }
    let fi = files.get(d.file);
    if (!fi) files.set(d.file, (fi = { whole: new Map(), nextLine: new Map(), ranges: new Map() }));
    if (d.kind === 'file') addByRule(fi.whole, d);
    else if (d.kind === 'next-line') add(fi.nextLine, d.line + 1, d);
    else addByRule(fi.ranges, d);
  }
  return {
    wholeCheck: (rule) => ofRule(targets, rule),
    eachFinding(rule, findings, each) {
      const wide = ofRule(targets, rule);
      const byFile = new Map<string, number[]>();
      findings.forEach((f, i) => add(byFile, f.file, i));
      for (const [file, indexes] of byFile) {
        const fi = files.get(file);
        const whole = [...ofRule(fi?.whole, rule), ...wide];
        if (!fi) {
          for (const i of indexes) each(i, whole);
          continue;
        }
        indexes.sort((a, b) => findings[a]!.line - findings[b]!.line);
        // The ranges of this rule open at the current line: each joins once its first line is passed and
        // leaves once past its last. (Ranges nested by the thousand over one rule still cover each finding.)
        const ranges = ofRule(fi.ranges, rule).sort((a, b) => a.line - b.line);
        let open: Directive[] = [];
        let next = 0;
        let at = Number.NaN;
        for (const i of indexes) {
          const line = findings[i]!.line;
          if (line !== at) {
            at = line;
            while (next < ranges.length && firstCovered(ranges[next]!) <= line) open.push(ranges[next++]!);
            open = open.filter((d) => d.until >= line);
          }
          each(i, [...whole, ...(fi.nextLine.get(line) ?? []), ...open]);
        }
      }
    },
  };
}
