// Variants of one clean seed-style transcript (fenced blocks between ═══ rules): each case breaks
// or restyles TRANSCRIPT in one way, and states what
// the parser or the rules must make of it.
import { afterAll, describe, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { graphSentenceCount, parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** A clean transcript in the seed's layout: every graph rule passes on it. */
const TRANSCRIPT = `# Coordinator transcript: login rate limit

## Plan

\`\`\`
DELEGATED GRAPH: login rate limit

NODES:
  N1   domain=docs    output=docs/spec.md              status=pre-done
  N2   domain=api     output=src/api/limiter.ts        status=pending
  N3   domain=web     output=web/login-banner.tsx      status=pending
  N4   domain=test    output=test/limiter.test.ts      status=pending

EDGES:
  N1 → N2        (N2 reads N1.output)
  N2 → N3        (N3 shows the limiter's 429)
  N2 -> N4

WAVES:
  WAVE 1 : [N1]        — contract
  WAVE 2 : [N2]        — limiter
  WAVE 3 : [N3 ∥ N4]   — client and tests
\`\`\`

## Wave 2

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 login limiter
═══════════════════════════════════════════════════

WHY          : brute-force attempts on /login must be slowed without locking users out
INPUTS       : docs/spec.md (N1, the API contract)
OUTPUT       : src/api/limiter.ts
METHOD       : Design Thinking §2 §4 — token bucket per IP and account
SUBGRAPH     : request → key(ip, account) → bucket.take() → allow | 429
VERIFY       : npx vitest run test/api
CONSTRAINTS  : touch only src/api/limiter.ts; no new dependencies

TASK
────
1. Implement a token bucket keyed by IP and account.
2. Return 429 with Retry-After when the bucket is empty.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN: N2
  STATUS            : done
  OUTPUT            : src/api/limiter.ts
  IMPLEMENTED GRAPH : request → key(ip, account) → bucket.take() → allow | 429
  VERIFY_RESULT     : pass
  SUMMARY           : Added a token bucket keyed by IP and account. Empty buckets answer
                      429 with Retry-After. The tests pass.
\`\`\`

## Wave 3

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N3 login banner
═══════════════════════════════════════════════════

WHY          : users who hit the limit must know when to retry
INPUTS       : src/api/limiter.ts (N2)
OUTPUT       : web/login-banner.tsx
METHOD       : Design Thinking §6 — render from the 429 response only
SUBGRAPH     : 429 + Retry-After → banner(seconds) → countdown
VERIFY       : npx vitest run web
CONSTRAINTS  : touch only web/login-banner.tsx

TASK
────
1. Show a banner with the retry countdown.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N4 limiter tests
═══════════════════════════════════════════════════

WHY          : the limiter must not regress into locking out real users
INPUTS       : src/api/limiter.ts (N2)
OUTPUT       : test/limiter.test.ts
METHOD       : Design Thinking §9 — prove by comparing with the contract
SUBGRAPH     : fixture requests → limiter → [allow × 5, 429]
VERIFY       : npx vitest run test/limiter.test.ts
CONSTRAINTS  : touch only test/limiter.test.ts

TASK
────
1. Send six requests and expect the sixth to get 429.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN: N3
  STATUS            : done
  OUTPUT            : web/login-banner.tsx
  IMPLEMENTED GRAPH : 429 + Retry-After → banner(seconds) → countdown
  VERIFY_RESULT     : pass
  SUMMARY           : The banner reads Retry-After and counts down. It disappears at zero.
                      Tests cover both states.
\`\`\`

\`\`\`
RETURN: N4
  STATUS            : done
  OUTPUT            : test/limiter.test.ts
  IMPLEMENTED GRAPH : fixture requests → limiter → [allow × 5, 429]
  VERIFY_RESULT     : pass
  SUMMARY           : Six requests are sent from one IP. The sixth gets 429. The test passes.
\`\`\`

## Result

\`\`\`
═══════════════════════════════════════════════════
IMPLEMENTED GRAPH: login rate limit
═══════════════════════════════════════════════════

WAVE 1 — contract
  N1  status=pre-done  output=docs/spec.md              verify=not run
WAVE 2 — limiter
  N2  status=done      output=src/api/limiter.ts        verify=pass

WAVE 3 — client and tests
  N3  status=done      output=web/login-banner.tsx      verify=pass
  N4  status=done      output=test/limiter.test.ts      verify=pass

FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
═══════════════════════════════════════════════════
\`\`\`
`;
const FILES = { 'docs/spec.md': '# Spec\n\nFive attempts per minute.\n' };
const RULE = '═══════════════════════════════════════════════════';

/** Status and first findings of every graph rule that does not pass. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text, FILES), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail} ${(r.findings ?? []).slice(0, 2).map((f) => `${f.line}: ${f.message}`).join(' / ')}`);
}

describe('the clean transcript', () => {
  it('passes every graph rule', async () => {
    expect(parseGraphText(TRANSCRIPT).problems).toEqual([]);
    expect(await notPassing(TRANSCRIPT)).toEqual([]);
  });
});

describe('decorative rule lines inside a block are ignored', () => {
  const cases: Array<[string, string]> = [
    ['between NODES and EDGES', edit(TRANSCRIPT, ['status=pending\n\nEDGES:', `status=pending\n${RULE}\n\nEDGES:`])],
    ['before FAILURES', edit(TRANSCRIPT, ['verify=pass\n\nFAILURES', `verify=pass\n${RULE}\nFAILURES`])],
    ['after a subgraph field', edit(TRANSCRIPT, ['touch only web/login-banner.tsx\n', `touch only web/login-banner.tsx\n${RULE}\n`])],
    ['a heavy single rule', edit(TRANSCRIPT, ['status=pending\n\nEDGES:', 'status=pending\n━━━━━━━━━━\nEDGES:'])],
    ['as the first line after a header', edit(TRANSCRIPT, ['DELEGATED GRAPH: login rate limit\n', `DELEGATED GRAPH: login rate limit\n${RULE}\n`])],
  ];
  it.each(cases)('%s', async (_name, text) => {
    expect(parseGraphText(text).problems).toEqual([]);
    expect(await notPassing(text)).toEqual([]);
  });
  it('a rule under a header keeps a RETURN template in the subgraph, and one above IMPLEMENTED GRAPH starts the graph', () => {
    const p = parseGraphText(`${RULE}\nAGENT SUBGRAPH — N2 x\n${RULE}\n\nRETURN:\n  STATUS : done | failed | evolved\n${RULE}\n\nRETURN: N2\nSTATUS : done\n${RULE}\nIMPLEMENTED GRAPH: x\n${RULE}\nWAVE 1 — a\n  N2  status=done  output=a.ts\n`);
    expect(p.subgraphs[0]!.returnSpec?.fields['STATUS']?.value).toBe('done | failed | evolved');
    expect(p.returns.map((r) => r.node)).toEqual(['N2']);
    expect(p.returns[0]!.fields['IMPLEMENTED_GRAPH']).toBeUndefined();
    expect(p.implementedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N2']);
  });
  it('a closing rule still lets prose after it end an unfenced block', () => {
    const p = parseGraphText('RETURN: N1\n  STATUS : done\n═══\nSpawning N2 next.\n');
    expect(p.problems).toEqual([]);
    expect(p.returns[0]).toMatchObject({ line: 1, endLine: 2 });
    expect(Object.keys(p.returns[0]!.fields)).toEqual(['STATUS']);
  });
});

describe('fences indented inside list items', () => {
  const plan = ['DELEGATED GRAPH: docs fixes', 'NODES:', '  D1   domain=docs   output=commit a1b2c3d   status=pre-done', '  D2   domain=docs   output=commit d4e5f6a   status=pre-done', 'EDGES: none', 'WAVES:', '  WAVE 1 : [D1 ∥ D2]   — both fixes'];
  const impl = ['IMPLEMENTED GRAPH: docs fixes', 'WAVE 1 — both fixes', '  D1  status=pre-done  output=commit a1b2c3d  verify=not run', '  D2  status=pre-done  output=commit d4e5f6a  verify=not run', 'FAILURES   : none', 'EVOLUTIONS : none', 'OFF-SCRIPT : none', 'GAPS       : none', 'VERDICT    : matches'];
  const inItem = (marker: string, indent: number) => {
    const pad = (ls: string[]) => ls.map((l) => ' '.repeat(indent) + l);
    const fence = ' '.repeat(indent) + '```';
    return ['# Docs fixes', '', `${marker} Plan, written before spawning:`, '', fence, ...pad(plan), fence, '', `${marker} Result:`, '', fence, ...pad(impl), fence, ''].join('\n');
  };
  it.each([
    ['a bullet item, fence indented 4', inItem('-', 4)],
    ['an ordered item, fence indented 4', inItem('1.', 4)],
    ['an ordered item, fence indented 6', inItem('1.', 6)],
    ['a bullet item, fence indented 2', inItem('-', 2)],
  ])('%s', async (_name, text) => {
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves.map((w) => w.members.map((m) => m.id))).toEqual([['D1', 'D2']]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
    // Nothing was spawned: the spawn and return rules skip.
    expect((await notPassing(text)).filter((x) => !/^[\w-]+: skip /.test(x))).toEqual([]);
  });
  it('the whole transcript with each fence under a list item', async () => {
    const text = TRANSCRIPT.replace(/```\n([^]*?)```\n/g, (_m, body: string) => `- step:\n    \`\`\`\n${body.replace(/^(?=.)/gm, '    ')}    \`\`\`\n`);
    expect(text).toContain('- step:\n    ```\n    DELEGATED GRAPH');
    expect(parseGraphText(text).problems).toEqual([]);
    expect(await notPassing(text)).toEqual([]);
  });
  it('a fence indented past the item content plus 3 is not a fence', () => {
    const p = parseGraphText(['- a', '', '      ```', 'DELEGATED GRAPH: x', 'NODES:', '  N1 domain=a output=a.ts', 'WAVES:', '  WAVE 1 : [N1]'].join('\n'));
    expect(p.delegatedGraphs).toHaveLength(1);
    expect(p.delegatedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N1']);
  });
});

describe('node ids that start with a section keyword', () => {
  it.each([
    ['edges-tests', 'N4'],
    ['waves-banner', 'N3'],
    ['nodes-api', 'N2'],
  ])('%s', async (id, was) => {
    const text = TRANSCRIPT.replace(new RegExp(`\\b${was}\\b`, 'g'), id);
    expect(parseGraphText(text).problems).toEqual([]);
    expect(parseGraphText(text).delegatedGraphs[0]!.nodes.map((n) => n.id)).toContain(id);
    expect(await notPassing(text)).toEqual([]);
  });
  it('still reads the keyword with a colon, alone, or followed by a value', () => {
    const g = parseGraphText('DELEGATED GRAPH: x\nnodes\n  N1 domain=a output=a.ts\nEDGES none\nWAVES:\n  WAVE 1 : [N1]').delegatedGraphs[0]!;
    expect(g.nodes.map((n) => n.id)).toEqual(['N1']);
    expect(Object.keys(g.sections)).toEqual(['nodes', 'edges', 'waves']);
  });
});

describe('headerless RETURN blocks', () => {
  const headerless = edit(TRANSCRIPT, ['RETURN: N2\n', 'RETURN:\n'], ['RETURN: N3\n', 'RETURN:\n'], ['RETURN: N4\n', 'RETURN:\n']);
  it('match the open subgraphs of a parallel wave in order', async () => {
    const p = parseGraphText(headerless);
    expect(p.returns.map((r) => [r.node, r.nodeFrom])).toEqual([
      ['N2', 'position'],
      ['N3', 'position'],
      ['N4', 'position'],
    ]);
    expect(await notPassing(headerless)).toEqual([]);
  });
  it('match by OUTPUT before order', async () => {
    const n3 = headerless.slice(headerless.indexOf('RETURN:\n  STATUS            : done\n  OUTPUT            : web/'), headerless.indexOf('```\n\n```\nRETURN:\n  STATUS            : done\n  OUTPUT            : test/'));
    const n4 = headerless.slice(headerless.indexOf('RETURN:\n  STATUS            : done\n  OUTPUT            : test/'), headerless.indexOf('```\n\n## Result'));
    const swapped = edit(headerless, [n3, '@@N3@@'], [n4, n3], ['@@N3@@', n4]);
    const p = parseGraphText(swapped);
    expect(p.returns.map((r) => r.node)).toEqual(['N2', 'N4', 'N3']);
    expect(await notPassing(swapped)).toEqual([]);
  });
  it('match a folder asked for, refined into the files written inside it, before order', async () => {
    // N4 is asked for the folder test/limiter/ and answers first, with two files inside it.
    const n3 = headerless.slice(headerless.indexOf('RETURN:\n  STATUS            : done\n  OUTPUT            : web/'), headerless.indexOf('```\n\n```\nRETURN:\n  STATUS            : done\n  OUTPUT            : test/'));
    const n4 = headerless.slice(headerless.indexOf('RETURN:\n  STATUS            : done\n  OUTPUT            : test/'), headerless.indexOf('```\n\n## Result'));
    const refined = edit(n4, ['OUTPUT            : test/limiter.test.ts', 'OUTPUT            : test/limiter/burst.test.ts, test/limiter/reset.test.ts']);
    const text = edit(headerless, [n3, '@@N3@@'], [n4, n3], ['@@N3@@', refined]).replaceAll('test/limiter.test.ts', 'test/limiter/');
    const p = parseGraphText(text);
    expect(p.returns.map((r) => r.node)).toEqual(['N2', 'N4', 'N3']);
    expect(await notPassing(text)).toEqual([]);
  });
});

describe('RETURN STATUS', () => {
  it('fails the unfilled template `done | failed | evolved` at its value', async () => {
    const text = edit(TRANSCRIPT, ['STATUS            : done\n  OUTPUT            : test/', 'STATUS            : done | failed | evolved\n  OUTPUT            : test/']);
    const line = lineOf(text, 'STATUS            : done | failed | evolved', lineOf(text, 'RETURN: N4'));
    expect(await notPassing(text)).toEqual([expect.stringMatching(new RegExp(`^graph-return-fields: fail .* ${line}: RETURN N4 has STATUS done \\| failed \\| evolved; expected done, failed or evolved`))]);
  });
});

describe('OFF-SCRIPT, EVOLUTIONS and the VERDICT', () => {
  const offScript = edit(TRANSCRIPT, ['OFF-SCRIPT : none', 'OFF-SCRIPT : [package.json]']);
  it('a file in OFF-SCRIPT is a difference: "matches" fails', async () => {
    const out = await notPassing(offScript);
    expect(out).toEqual([expect.stringMatching(/^graph-verdict: fail .*package\.json/)]);
  });
  it('a file in OFF-SCRIPT is named by the list: "mismatches listed above" passes', async () => {
    expect(await notPassing(edit(offScript, ['VERDICT    : matches', 'VERDICT    : mismatches listed above']))).toEqual([]);
  });
  /** N3 returns evolved; the coordinator rewrites its subgraph and re-spawns it. */
  const EVOLVED_N3 = `  STATUS            : evolved
  OUTPUT            : web/login-banner.tsx
  IMPLEMENTED GRAPH : 429 → banner(static text)
  VERIFY_RESULT     : not run
  SUMMARY           : The 429 carries no Retry-After on the mobile proxy. A countdown cannot be shown.
                      The banner needs a fallback text.
  EVOLVED_SCOPE     : show a static "try again later" text when Retry-After is absent
\`\`\`

The coordinator rewrites N3's subgraph with the new scope and re-spawns it.

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N3 login banner (evolved)
═══════════════════════════════════════════════════

WHY          : users who hit the limit must know when to retry
INPUTS       : src/api/limiter.ts (N2)
OUTPUT       : web/login-banner.tsx
METHOD       : Design Thinking §6 — render from the 429 response only
SUBGRAPH     : 429 + Retry-After? → banner(seconds | "try again later") → countdown?
VERIFY       : npx vitest run web
CONSTRAINTS  : touch only web/login-banner.tsx

TASK
────
1. Show a banner with the retry countdown, or a static text without Retry-After.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN: N3`;
  const evolved = edit(TRANSCRIPT, ['RETURN: N3\n', `RETURN: N3\n${EVOLVED_N3}\n`], ['EVOLUTIONS : none', 'EVOLUTIONS : [{ node: N3, original_scope: countdown from Retry-After, evolved_scope: countdown or static text }]']);
  it('a recorded evolution is a difference: "matches" fails', async () => {
    expect(await notPassing(evolved)).toEqual([expect.stringMatching(/^graph-verdict: fail .*N3 evolved/)]);
  });
  it('a recorded evolution is named by EVOLUTIONS: "mismatches listed above" passes', async () => {
    expect(await notPassing(edit(evolved, ['VERDICT    : matches', 'VERDICT    : mismatches listed above']))).toEqual([]);
  });
});

describe('prose that starts with a block keyword', () => {
  it.each([
    ['IMPLEMENTED GRAPH matches the plan, so the delegation held.'],
    ['DELEGATED GRAPH and IMPLEMENTED GRAPH agree, so the delegation held.'],
    ['AGENT SUBGRAPH blocks were passed verbatim.'],
  ])('%s', async (prose) => {
    const text = `${TRANSCRIPT}\n${prose}\n`;
    const p = parseGraphText(text);
    expect([p.delegatedGraphs.length, p.subgraphs.length, p.implementedGraphs.length]).toEqual([1, 3, 1]);
    expect(await notPassing(text)).toEqual([]);
  });
  it('headers in the seed forms are still headers', () => {
    const forms = ['IMPLEMENTED GRAPH', 'IMPLEMENTED GRAPH: x', 'IMPLEMENTED GRAPH — x', 'IMPLEMENTED GRAPH - x', 'IMPLEMENTED GRAPH ═══════', 'IMPLEMENTED GRAPH (x1)', '## IMPLEMENTED GRAPH', '**IMPLEMENTED GRAPH:** x'];
    for (const f of forms) expect(parseGraphText(`${f}\nVERDICT : matches`).implementedGraphs, f).toHaveLength(1);
    // A heading naming only the block type, with no line of the block after it, is a section title.
    expect(parseGraphText('## IMPLEMENTED GRAPH').implementedGraphs).toHaveLength(0);
    expect(parseGraphText('AGENT SUBGRAPH (N2) login').subgraphs[0]).toMatchObject({ node: 'N2', title: 'login' });
    expect(parseGraphText('AGENT SUBGRAPH: N3 — login banner').subgraphs[0]).toMatchObject({ node: 'N3', title: 'login banner' });
  });
});

describe('SUMMARY sentences and wave numbers', () => {
  it('ends sentences at 。！？ too', () => {
    expect(graphSentenceCount('同じIPから6回リクエストを送る。6回目は429を返す。テストは通る。')).toBe(3);
    expect(graphSentenceCount('送る！返す？通る。')).toBe(3);
  });
  it('ends a sentence at a one-letter unit after a number, which is no initial', () => {
    expect(graphSentenceCount('Retries every 30 s. Alerts fire after 5 m. Done.')).toBe(3);
    expect(graphSentenceCount('The p95 went from 4.1 s to 0.08 s. Tests pass. Done.')).toBe(3);
    expect(graphSentenceCount('Cold start is 2 s. Warm start is 40 ms. Done.')).toBe(3);
    expect(graphSentenceCount('The build takes about 3 h. It is cached now. Done.')).toBe(3);
    // An initial stays one.
    expect(graphSentenceCount('Reviewed by J. Smith and merged. Tests pass. Done.')).toBe(3);
  });
  it('ends no sentence at a Russian abbreviation or initial, and at т.д., др. or a unit after a number only before a capital', () => {
    expect(graphSentenceCount('Обработчик готов, т.е. список отдаётся. Пагинация есть. Тесты проходят.')).toBe(3);
    expect(graphSentenceCount('Т. е. всё готово, т. к. кэш прогрет. Тесты проходят. Линтер чист.')).toBe(3);
    expect(graphSentenceCount('См. раздел 3, напр. стр. 5 и рис. 2. Тесты проходят. Готово.')).toBe(3);
    expect(graphSentenceCount('Автор А. С. Пушкин, библиотека им. Ленина, г. Москва. Тесты проходят. Готово.')).toBe(3);
    expect(graphSentenceCount('Добавлены кэш, ретраи и т. д. и т. п. в одном модуле. Тесты проходят. Готово.')).toBe(3);
    expect(graphSentenceCount('Добавлены кэш, ретраи и т.д. Тесты проходят. Готово.')).toBe(3);
    expect(graphSentenceCount('Релиз вышел в 2024 г. после ревью. Тесты проходят. Готово.')).toBe(3);
    expect(graphSentenceCount('Ширина 5 см. Высота 3 см. Готово.')).toBe(3);
    // A one-letter word that is no abbreviation may end a sentence.
    expect(graphSentenceCount('Это сделал я. Тесты проходят. Готово.')).toBe(3);
  });
  it('ends a sentence at an ellipsis … as at ..., before a capital only', () => {
    for (const dots of ['…', '...']) {
      expect(graphSentenceCount(`The endpoint was slow${dots} It now paginates. Tests pass.`)).toBe(3);
      expect(graphSentenceCount(`It waited${dots} and then paginated. Tests pass. Done.`)).toBe(3);
      expect(graphSentenceCount(`It waited${dots}then paginated. Tests pass.`)).toBe(2);
      expect(graphSentenceCount(`It paginates (slowly${dots}) Tests pass. Done.`)).toBe(3);
    }
  });
  it('does not count list numbering as sentence ends', () => {
    expect(graphSentenceCount('1. Six requests are sent. 2. The sixth gets 429. 3. The test passes.')).toBe(3);
    expect(graphSentenceCount('1) Sent six. 2) Got 429. 3) Passed.')).toBe(3);
    expect(graphSentenceCount('We sent 2. Then we stopped. It passed.')).toBe(3);
  });
  it('quotes a wave number too large to count with as written', async () => {
    const text = edit(TRANSCRIPT, ['WAVE 3 : [N3 ∥ N4]', 'WAVE 99999999999999999999 : [N3 ∥ N4]']);
    const out = (await notPassing(text)).join('\n');
    expect(out).toContain('99999999999999999999');
    expect(out).not.toContain('100000000000000000000');
  });
});
