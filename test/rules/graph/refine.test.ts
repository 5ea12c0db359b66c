import { describe, expect, it } from 'vitest';
import { graphOutputAnswered, graphRefinesOutput } from '../../../packages/core/src/model/graph/refine.js';

describe('graphRefinesOutput: a RETURN refining the output asked for', () => {
  it('answers a folder and a glob with the files inside and matching them', () => {
    expect(graphRefinesOutput('src/api/', 'src/api/a.ts, src/api/b.ts')).toBe(true);
    expect(graphRefinesOutput('tests/*.test.ts', 'tests/csv.test.ts')).toBe(true);
    expect(graphRefinesOutput('tests/*.test.ts', 'tests/csv.test.ts, docs/x.md')).toBe(false);
  });

  it('reads a negated glob as an exclusion: it asks for nothing, and a file it matches answers nothing', () => {
    const asked = 'src/*.ts !src/*.test.ts';
    expect(graphRefinesOutput(asked, 'src/a.ts')).toBe(true);
    expect(graphRefinesOutput(asked, 'src/a.test.ts')).toBe(false);
    expect(graphRefinesOutput(asked, 'src/a.ts, docs/x.md')).toBe(false);
    expect(graphRefinesOutput('!tests/*.ts', 'src/evil.md')).toBe(false);
  });

  it('matches globs only within its budget: 2,000 globs against 2,000 files are answered as written', () => {
    const globs = Array.from({ length: 2000 }, (_, i) => `o/k${i}/{a,b}.ts`);
    const files = globs.map((_, i) => `o/k${1999 - i}/a.ts`);
    expect(graphRefinesOutput(globs.join(' '), files.join(' '))).toBe(false);
    expect(graphRefinesOutput(globs.join(' '), globs.slice().reverse().join(' '))).toBe(true);
    // Within the budget the same refinement holds.
    expect(graphRefinesOutput(globs.slice(0, 100).join(' '), files.slice(1900).join(' '))).toBe(true);
  });
});

describe('graphOutputAnswered: INPUTS passing an upstream output among others', () => {
  it('passes a folder or glob output by a file inside or matching it, other inputs aside', () => {
    expect(graphOutputAnswered('src/api/', 'docs/spec.md, src/api/items.ts')).toBe(true);
    expect(graphOutputAnswered('src/api/*.ts', 'docs/spec.md, src/api/items.ts')).toBe(true);
    expect(graphOutputAnswered('src/api/', 'src/apix/items.ts')).toBe(false);
    expect(graphOutputAnswered('src/*.ts !src/*.test.ts', 'src/a.test.ts')).toBe(false);
  });
});
