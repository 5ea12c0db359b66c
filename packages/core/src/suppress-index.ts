/**
 * The suppressions that cover each finding, found through indexes: a file of thousands of directives
 * and checks of hundreds of findings cost their sum, not their product (a hostile file used to take
 * minutes, measuring every finding against every directive).
 */
import { firstCovered, untilOf, type Directive } from './suppress-directives.js';
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
  /** Next-line comments, by the line they cover (of any rule). */
  nextLine: Map<number, Directive[]>;
  /** Range comments, by rule. */
  ranges: ByRule;
}

/** A line's suppression is narrower than a range's, a range's than a file's, a file's than the engagement's. */
export const NARROWNESS: Record<Directive['kind'], number> = { 'next-line': 0, range: 1, file: 2, target: 3 };

/** Whether `d` takes a finding from `best`: narrower, or as narrow and written on the same line or after (the innermost range). */
export const narrowerOrLater = (d: Directive, best: Directive | undefined): boolean => !best || NARROWNESS[d.kind] < NARROWNESS[best.kind] || (NARROWNESS[d.kind] === NARROWNESS[best.kind] && d.line >= best.line);

/** The suppression credited with a finding among those covering it: the narrowest, of equals the last written. */
export function narrowest(covering: readonly Directive[]): Directive | undefined {
  let best: Directive | undefined;
  for (const d of covering) if (narrowerOrLater(d, best)) best = d;
  return best;
}

export interface CoverIndex {
  /** The target-wide suppressions (criteria.md frontmatter) that may cover a whole check of `rule`. */
  wholeCheck(rule: string): Directive[];
  /**
   * Calls `each` once per finding of `rule` a suppression covers, in file and line order, with the one credited
   * (narrowest) and the others covering it that may be noted as shadowed by it: only those not yet noted at the
   * credited one's narrowness in this sweep, so that thousands of open ranges over thousands of findings cost their
   * sum, not their product (a noting that would change nothing is left out).
   */
  eachFinding(rule: string, findings: readonly Finding[], each: (index: number, best: Directive, shadowed: readonly Directive[]) => void): void;
}

/** Suppressions covering a sweep's findings alike (a file's whole, or its open ranges), noted as shadowed at most once per narrowness. */
class Noted {
  /** Per narrowness of the finding's credited suppression (0…3), those not yet noted at it or a wider one. */
  private below: Directive[][] = [[], [], [], []];
  add(d: Directive): void {
    this.below[0]!.push(d);
  }
  /** Those to note as shadowed by `best` (a suppression of `level`): each, then, is noted up to that level. Those `gone` are dropped. */
  take(best: Directive, level: number, out: Directive[], gone: (d: Directive) => boolean = () => false): void {
    const kept: Directive[] = [];
    for (let k = 0; k <= level; k++) {
      const list = this.below[k]!;
      if (!list.length) continue;
      for (const d of list) {
        if (gone(d)) continue;
        if (d === best) kept.push(d);
        else {
          out.push(d);
          if (level < 3) this.below[level + 1]!.push(d);
        }
      }
      this.below[k] = [];
    }
    // The credited one is noted by no finding it takes: it waits at the lowest level, to be noted when another takes one.
    if (kept.length) this.below[0]!.push(...kept);
  }
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
        const wholeBest = narrowest(whole);
        const wholeNoted = new Noted();
        for (const d of whole) wholeNoted.add(d);
        indexes.sort((a, b) => findings[a]!.line - findings[b]!.line);
        // The ranges of this rule, in line order: each opens once its first line is passed; the innermost open one
        // (the last opened that has not ended) is the one credited among them.
        const ranges = fi ? ofRule(fi.ranges, rule).sort((a, b) => a.line - b.line || a.column - b.column) : [];
        // Where each ends for this rule: an enable naming it ends a bare range early. All ranges open at a line end at
        // the same enable (the next of the rule, or bare), so the innermost open one is still the last opened.
        const until = new Map(ranges.map((d) => [d, untilOf(d, rule)]));
        const end = (d: Directive) => until.get(d) ?? d.until;
        const open: Directive[] = [];
        const openNoted = new Noted();
        let next = 0;
        let at = Number.NaN;
        for (const i of indexes) {
          const line = findings[i]!.line;
          if (line !== at) {
            at = line;
            while (next < ranges.length && firstCovered(ranges[next]!) <= line) {
              open.push(ranges[next]!);
              openNoted.add(ranges[next++]!);
            }
          }
          while (open.length && end(open.at(-1)!) < line) open.pop();
          // Next-line comments are kept by line, for every rule: those of this rule.
          const onLine = (fi?.nextLine.get(line) ?? []).filter((d) => !d.rules.length || d.rules.includes(rule));
          const best = onLine.length ? narrowest(onLine)! : open.length ? open.at(-1)! : wholeBest;
          if (!best) continue;
          const level = NARROWNESS[best.kind];
          const shadowed: Directive[] = onLine.filter((d) => d !== best);
          openNoted.take(best, level, shadowed, (d) => end(d) < line);
          wholeNoted.take(best, level, shadowed);
          each(i, best, shadowed);
        }
      }
    },
  };
}
