import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { runRules } from '../../../packages/core/src/engine.js';
import { ProjectFs } from '../../../packages/core/src/io/project-fs.js';
import { splitLines } from '../../../packages/core/src/io/text.js';
import { GraphModel } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees, fakeSystem, options, writeTree } from '../../helpers.js';
import { BASE, BASE_FILES, edit } from './graph-helpers.js';

afterAll(cleanupTrees);

/**
 * The seed asks for each SUBGRAPH "in the notation the worker's domain expects"
 * and an IMPLEMENTED GRAPH in the same notation: code of any language, JSX,
 * nested brackets, markdown. Embedded in a transcript that follows the
 * protocol, none of it may turn a rule's verdict into a failure or a warning.
 */
const SNIPPETS: string[][] = [
  ['function total(items: Array<{ price: number }>): number {', '  return items.reduce((a, b) => a + b.price, 0);', '}'],
  ['<ul className="items">', '  {items.map((i) => <li key={i.id}>{i.name}</li>)}', '</ul>'],
  ['<input type="text" value={query} onChange={(e) => setQuery(e.target.value)} />'],
  ['<CartBadge userId={user.id}>', '  <span className="icon cart" aria-hidden />', '</CartBadge>'],
  ['def total(items: list[dict[str, int]]) -> int:', '    return sum(i["price"] for i in items)'],
  ['fn total(items: &[Item]) -> Result<Vec<u8>, io::Error> {', '    Ok(items.iter().map(|i| i.price).collect())', '}'],
  ['func Total(items []Item) (sum int) {', '\tfor _, i := range items { sum += i.Price }', '\treturn', '}'],
  ["SELECT user_id, count(*) FROM items WHERE (price > 0 AND (qty < 10)) GROUP BY user_id;"],
  ["curl -s http://localhost:3000/items | jq '.[] | .id'"],
  ['wave1[A∥B] → gate → wave2[C]', 'fetch(/items) → parse((json)) → render([list])'],
  ['graph TD; A-->B; B-->C'],
  ['cache: Map<string, number>', 'lookup(key) -> cache.get(key) ?? load(key)'],
  ['- **handler** lists items with `GET /items`', '- *pagination*: see [the spec](https://example.com/spec#page) (page 2 (of n))'],
  ['1) read the rows', '2) group them by user (one query)'],
  ['> note: the cache is per process', 'key = `user:${id}`'],
  ['```tsx', 'export function Badge({ count }: { count: number }) {', '  return count > 0 ? <b className="count">{count}</b> : null;', '}', '```'],
  ['~~~python', '# the total, in cents', 'total = sum(i.price for i in items)', '~~~'],
  ['### Steps', 'read → group → write'],
];

/** One sentence each, as the SUMMARY counts them; some start in lower case, some hold brackets or abbreviations. */
const SENTENCES = [
  'getCount returns the number of items.',
  'npm test passes (12 tests (3 new)).',
  'the badge hides at zero.',
  'It reads src/api.ts once per page.',
  'Inputs are checked, e.g. empty carts and full ones.',
  'The query groups rows by user (see `items.user_id`).',
  'Errors show a banner [retry after 5 s. at most].',
  'Done in one pass!',
  'Is the cache needed? No.',
];

/** Remarks after an edge: nested brackets, code, a `#` comment. */
const REMARKS = ['(N2 reads the spec)', '(N2 reads N0.output (the spec (v2)))', '# N2 reads [the spec, the glossary]', '(reads `spec.md` [sections 1-3])', ''];

const indent = (lines: string[], n: number) => lines.map((l) => `${' '.repeat(n)}${l}`).join('\n');

const root = writeTree(BASE_FILES);
const projectFs = new ProjectFs(root);

function modelOf(text: string): GraphModel {
  return new GraphModel({ rel: 'graph.md', abs: path.join(root, 'graph.md'), text, lines: splitLines(text), bytes: text.length, problems: [] }, projectFs);
}

const content = fc.array(fc.constantFrom(...SNIPPETS), { minLength: 1, maxLength: 3 }).map((xs) => xs.flat());
const summary = fc.array(fc.constantFrom(...SENTENCES.filter((s) => !s.startsWith('Is the cache'))), { minLength: 3, maxLength: 5 });

describe('graph rules on transcripts whose values use any notation', () => {
  it('give no failure and no warning', async () => {
    await fc.assert(
      fc.asyncProperty(content, fc.option(content), summary, fc.constantFrom(...SENTENCES), fc.constantFrom(...REMARKS), async (sub, other, sum, why, remark) => {
        // Half the workers built what was asked, in its notation; the others wrote another graph, which only graph-return-subgraph may warn about.
        const impl = other ?? sub;
        const text = edit(
          BASE,
          ['SUBGRAPH     : GET /items → list → json', `SUBGRAPH     :\n${indent(sub, 4)}`],
          ['  IMPLEMENTED GRAPH : GET /items → list → json', `  IMPLEMENTED GRAPH :\n${indent(impl, 6)}`],
          ['SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.', `SUMMARY           : ${sum.join(' ')}`],
          ['WHY          : the client needs an endpoint to call', `WHY          : the client needs an endpoint to call; ${why}`],
          ['  N0 → N2   (N2 reads the spec)', `  N0 → N2   ${remark}`],
          ['CONSTRAINTS  : touch only src/api.ts', `CONSTRAINTS  : touch only src/api.ts\n${indent(sub, 4)}`],
        );
        const results = await runRules(graphRules, modelOf(text), options({ preset: 'recommended' }), fakeSystem());
        const compared = (r: { name: string; status: string }) => other !== null && r.name === 'graph-return-subgraph' && r.status === 'warn';
        const bad = results.filter((r) => (r.status === 'fail' || r.status === 'warn') && !compared(r)).map((r) => `${r.name}: ${r.detail} ${r.findings.map((f) => `${f.line}: ${f.message}`).join('; ')}`);
        expect(bad, text).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
