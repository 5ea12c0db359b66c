import { expect, it } from 'vitest';
import path from 'node:path';
import { loadGraphTarget, type GraphModel } from '../../../packages/core/src/model/graph/index.js';
import type { Rule } from '../../../packages/core/src/rule.js';
import type { CheckResult } from '../../../packages/core/src/types.js';
import { lint, writeTree, type ExpectedFinding, type Tree } from '../../rule-tester.js';

/**
 * A small valid transcript: a pre-done node, two spawned nodes, their RETURNs
 * and a matching IMPLEMENTED GRAPH. Every graph rule passes on it (checked in
 * graph-helpers.test.ts); rule tests break one thing at a time with `edit`.
 */
export const BASE = `# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client

AGENT SUBGRAPH — N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH — N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking §2
SUBGRAPH     : fetch /items → render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items → render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 — client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`;

/** Files next to the transcript (the pre-done node's output). */
export const BASE_FILES: Tree = { 'docs/spec.md': '# Spec\n\nItems are listed newest first.\n' };

/** Replaces `from` with `to` in `text`; throws when `from` is absent so a stale edit cannot pass silently. */
export function edit(text: string, ...pairs: Array<[string, string]>): string {
  let out = text;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) throw new Error(`edit: ${JSON.stringify(from)} not found`);
    out = out.replace(from, to);
  }
  return out;
}

/** 1-based line of the first line containing `needle` (after `after` lines). */
export function lineOf(text: string, needle: string, after = 0): number {
  const lines = text.split('\n');
  for (let i = after; i < lines.length; i++) if (lines[i]!.includes(needle)) return i + 1;
  throw new Error(`lineOf: ${JSON.stringify(needle)} not found`);
}

/** 1-based line of the n-th (1-based) line containing `needle`. */
export function nthLineOf(text: string, needle: string, n: number): number {
  let line = 0;
  for (let k = 0; k < n; k++) line = lineOf(text, needle, line);
  return line;
}

/** Writes the transcript (plus extra files) into a temp folder and loads it. */
export function loadGraph(text: string | Buffer, files: Tree = BASE_FILES, name = 'graph.md'): GraphModel {
  const root = writeTree({ ...files, [name]: text });
  return loadGraphTarget(path.join(root, name)).model as GraphModel;
}

/** A rule-tester case tree: the transcript as graph.md beside `files` (by default the pre-done node's output). */
export const tree = (text: string | Buffer, files: Tree = BASE_FILES): Tree => ({ ...files, 'graph.md': text });

/** An expected finding in graph.md. */
export const at = (line: number, column: number, message: string | RegExp): ExpectedFinding => ({ file: 'graph.md', line, column, message });

export const runGraph = (rule: Rule, text: string | Buffer, files: Tree = BASE_FILES): Promise<CheckResult> => lint(rule, { files: { ...files, 'graph.md': text } });

/** Degenerate inputs every rule must survive. */
export const DEGENERATE: Array<[string, string | Buffer]> = [
  ['empty file', ''],
  ['only a header', 'DELEGATED GRAPH:'],
  ['binary junk', Buffer.from([0, 255, 254, 10, 0x44, 0x45, 0, 0xc3, 0x28, 10])],
  ['headers without bodies', 'DELEGATED GRAPH: x\nAGENT SUBGRAPH\nRETURN:\nIMPLEMENTED GRAPH: x\n'],
  ['huge line', `DELEGATED GRAPH: x\nNODES:\n  N1 domain=${'a'.repeat(200_000)} output=b.ts\n`],
];

/** Registers one test per degenerate input: the rule returns one of its documented statuses and never throws. */
export function survivesDegenerate(rule: Rule) {
  it.each(DEGENERATE)('survives %s', async (_name, input) => {
    const r = await runGraph(rule, input, {});
    expect(r.internal_error).toBeUndefined();
    expect(rule.statuses).toContain(r.status);
  });
}

/** The plan alone: the DELEGATED GRAPH of BASE and nothing after it. */
export const PLAN_ONLY = BASE.slice(0, BASE.indexOf('AGENT SUBGRAPH'));
/** BASE without its DELEGATED GRAPH (the rest starts at the first AGENT SUBGRAPH). */
export const NO_PLAN = BASE.slice(BASE.indexOf('AGENT SUBGRAPH'));
/** BASE without its IMPLEMENTED GRAPH. */
export const NO_IMPL = BASE.slice(0, BASE.indexOf('IMPLEMENTED GRAPH: demo'));

/** BASE's IMPLEMENTED GRAPH rows: its WAVE lines and node lines. */
export const BASE_IMPL_ROWS = `WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 — client
  N2  status=done      output=web/app.ts    verify=pass
`;
/** BASE with its IMPLEMENTED GRAPH rows written as a markdown table: graph-parse reports the lines and reads none of them. */
export const IMPL_TABLE = edit(BASE, [
  BASE_IMPL_ROWS,
  `
| wave | node | status   | output       | verify  |
|------|------|----------|--------------|---------|
| 1    | N0   | pre-done | docs/spec.md | not run |
| 1    | N1   | done     | src/api.ts   | pass    |
| 2    | N2   | done     | web/app.ts   | pass    |

`,
]);
/** BASE with its rows written `N1: status=done, output=...`: graph-parse reports each (`N1:` is no node id) and reads none. */
export const IMPL_COLONS = edit(BASE, [
  BASE_IMPL_ROWS,
  `WAVE 1 — base
  N0: status=pre-done, output=docs/spec.md, verify=not run
  N1: status=done, output=src/api.ts, verify=pass
WAVE 2 — client
  N2: status=done, output=web/app.ts, verify=pass
`,
]);

/** The seed's pre-done node feeding a pending one (`adr -> limiter`), beside an independent `config`, in these waves. */
export const preDonePlan = (waves: string[], status = 'pre-done') =>
  [
    'DELEGATED GRAPH: rate limit',
    'NODES:',
    `  adr      domain=arch  output=docs/adr/0007.md   status=${status}`,
    '  limiter  domain=api   output=src/limiter.ts     status=pending',
    '  config   domain=ops   output=config/limits.yaml status=pending',
    'EDGES:',
    '  adr -> limiter   (limiter reads the ADR)',
    'WAVES:',
    ...waves.map((w) => `  ${w}`),
    '',
  ].join('\n');
