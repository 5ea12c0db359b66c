// The shape of the code base: packages import each other through their entries, no module
// imports itself through a circle, and source files stay small.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isGeneratedSource, repoRoot } from './cli-helpers.js';
import { plural, pluralWord } from '../packages/core/src/util.js';

const rel = (abs: string) => path.relative(repoRoot, abs).split(path.sep).join('/');
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'dist' || e.name === 'node_modules' ? [] : sources(abs);
    return e.name.endsWith('.ts') ? [abs] : [];
  });
}
const files = [...sources(path.join(repoRoot, 'packages')), ...sources(path.join(repoRoot, 'rules'))];

/** The package a file belongs to: packages/<name> or rules. */
const packageOf = (abs: string) => /^(packages\/[^/]+|rules)\//.exec(rel(abs))?.[1];

/** Every import of a file (static, dynamic, re-export) with the file it resolves to, if it is ours. */
function importsOf(abs: string): Array<{ spec: string; to?: string }> {
  const info = ts.preProcessFile(fs.readFileSync(abs, 'utf8'), true, true);
  return info.importedFiles.map(({ fileName: spec }) => {
    let to: string | undefined;
    if (spec.startsWith('.')) to = path.resolve(path.dirname(abs), spec.replace(/\.js$/, '.ts'));
    else if (spec === '@engagement-lint/core') to = path.join(repoRoot, 'packages/core/src/index.ts');
    else if (spec.startsWith('@engagement-lint/core/')) to = path.join(repoRoot, 'packages/core/src', `${spec.slice('@engagement-lint/core/'.length)}.ts`);
    else if (spec === '@engagement-lint/rules') to = path.join(repoRoot, 'rules/packs.ts');
    return { spec, to: to && fs.existsSync(to) ? to : undefined };
  });
}
const graph = new Map(files.map((f) => [f, importsOf(f)]));

describe('code structure', () => {
  it('resolves every import of our own modules', () => {
    const unresolved = [...graph].flatMap(([f, imps]) => imps.filter((i) => (i.spec.startsWith('.') || i.spec.startsWith('@engagement-lint/')) && !i.spec.endsWith('.json') && !i.to).map((i) => `${rel(f)} → ${i.spec}`));
    expect(unresolved).toEqual([]);
  });

  it('imports another package only through its entry (@engagement-lint/core[/entry], @engagement-lint/rules)', () => {
    const crossing = [...graph].flatMap(([f, imps]) => imps.filter((i) => i.spec.startsWith('.') && i.to && packageOf(i.to) && packageOf(i.to) !== packageOf(f)).map((i) => `${rel(f)} → ${i.spec}`));
    expect(crossing).toEqual([]);
  });

  it('keeps every source file under packages/ and rules/ within 500 lines (generated validators aside)', () => {
    const written = files.filter((f) => !isGeneratedSource(f));
    expect(written.length).toBeGreaterThan(files.length - 10);
    const long = written.map((f) => ({ file: rel(f), lines: fs.readFileSync(f, 'utf8').split('\n').length - 1 })).filter((f) => f.lines > 500);
    expect(long).toEqual([]);
  });

  it('reads YAML only through io/yaml.ts, which holds every text to the size, nesting and alias limits', () => {
    const loader = ['packages/core/src/io/yaml.ts', 'packages/core/src/io/yaml-position.ts'];
    // A YAML parser reached any other way (a library import, a parse call, data without the alias limit).
    const bypass = /from '(gray-matter|js-yaml)'|import\('(gray-matter|js-yaml)'\)|\b(parseDocument|parseAllDocuments)\(|\b(YAML|Y)\.parse\(|\.toJS\(/;
    const offenders = files
      .filter((f) => !loader.includes(rel(f)))
      .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (bypass.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
    // The pattern finds each way around the loader.
    for (const line of ["import matter from 'gray-matter';", 'const doc = Y.parseDocument(text);', 'YAML.parse(text)', 'node.toJS(doc)', "await import('js-yaml')"]) expect(bypass.test(line), line).toBe(true);
  });

  it('has no import circle under packages/ and rules/ (dynamic imports included)', () => {
    const edges = new Map([...graph].map(([f, imps]) => [rel(f), imps.flatMap((i) => (i.to && graph.has(i.to) ? [rel(i.to)] : []))]));
    expect(findCycles(edges)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const edges = new Map(Object.entries({ a: ['b'], b: ['c'], c: ['a'], d: ['a', 'd'] }));
    expect(findCycles(edges)).toEqual(['a → b → c → a', 'd → d']);
  });
});

/** Each import circle met in a depth-first walk, as `a → b → a`. */
function findCycles(edges: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const to of edges.get(n) ?? []) {
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to].join(' → '));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of edges.keys()) if (!state.has(n)) visit(n);
  return cycles;
}

describe('wording', () => {
  it('words a count with plural() or pluralWord(), never a hand-made "s"', () => {
    const handMade = /\? 's' : ''|\? '' : 's'|=== 1 \? '(is|are|has|have)' :/;
    const offenders = files.flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (handMade.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
    expect([plural(1, 'key'), plural(2, 'key'), plural(0, 'entry', 'entries')]).toEqual(['1 key', '2 keys', '0 entries']);
    expect([pluralWord(1, 'is', 'are'), pluralWord(3, 'is', 'are'), pluralWord(2, 'name')]).toEqual(['is', 'are', 'names']);
  });
});
