import { caseTwinNote, defineRule, epiphanyCaseTwins, epiphanyId, epiphanyNearName, list, plural, pluralWord, type EpiphanyMap, type EpiphanyMapItem, type EpiphanyModel, type Finding, type RuleOutcome } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EARLY_BRANCHES, EARLY_MAP, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';
import { branchesNotAList, mapUnread, sectionNotAList } from './lib/unread.js';
import { closes } from './lib/rejected-paths.js';

/** Edit-distance comparisons spent on near names at most: past them a missing name is reported as missing, not looked up. */
const NEAR_BUDGET = 2_000_000;

const asObject = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/** The prose of an entry that names no branch by key: a sentence entry, or its `text` and `lesson`. */
function prose(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  const o = asObject(value);
  if (!o || 'branch' in o || 'branches' in o) return [];
  return [o['text'], o['lesson']].filter((v): v is string => typeof v === 'string');
}

/** Characters of a word an id is written in (`b-retry`, `b_2`, `b.v2`): a whole-word match stops at any other. */
const WORD = /[\p{L}\p{N}_.-]+/gu;
/** An id made only of word characters, so that it is one word of the text when written whole. */
const ONE_WORD = /^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*$/u;
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_-]/u.test(c);

/** A word without its leading and closing dots (`b-retry.` ends a sentence); loops, as `/\.+$/` rescans each run. */
function undotted(w: string): string {
  let i = 0;
  let j = w.length;
  while (i < j && w[i] === '.') i++;
  while (j > i && w[j - 1] === '.') j--;
  return w.slice(i, j);
}

/**
 * Whether prose names `id` as a whole word (`(branch b-retry)`, `b-retry.`), not inside a longer one
 * (`b-retry-2`). The words of all prose are gathered once, so each rejected branch costs a lookup.
 */
function namer(texts: string[]): (id: string) => boolean {
  const words = new Set<string>();
  for (const t of texts) for (const w of t.match(WORD) ?? []) words.add(undotted(w));
  return (id) => {
    if (ONE_WORD.test(id)) return words.has(id);
    // An id with other characters (`fix #2`): looked for in the text, with no word character beside it.
    return texts.some((t) => {
      for (let at = t.indexOf(id); at >= 0; at = t.indexOf(id, at + 1)) {
        const after = t[at + id.length];
        if (!isWordChar(t[at - 1]) && t[at - 1] !== '.' && !isWordChar(after) && !(after === '.' && isWordChar(t[at + id.length + 1]))) return true;
      }
      return false;
    });
  };
}

/** The branches a rejected_paths entry names by key (`branch`, `branches`), each at its value, and the entry's name for messages. */
function namedBranches(map: EpiphanyMap, item: EpiphanyMapItem) {
  const o = asObject(item.value) ?? {};
  const where = (key: string, k?: number) => map.positionOf(k === undefined ? ['rejected_paths', item.index, key] : ['rejected_paths', item.index, key, k], 'value');
  const refs: Array<{ id: string | undefined; pos: { line: number; column: number } }> = [{ id: epiphanyId(o['branch']), pos: where('branch') }];
  if (Array.isArray(o['branches'])) (o['branches'] as unknown[]).forEach((v, k) => refs.push({ id: epiphanyId(v), pos: where('branches', k) }));
  return { name: epiphanyId(o['id']) ?? `#${item.index + 1}`, refs: refs.filter((r): r is { id: string; pos: { line: number; column: number } } => r.id !== undefined) };
}

/**
 * Without branches.json, a rejected path naming a branch by key names one the state never held:
 * propose_patch writes a branch to branches.json before backtrack can reject it (as
 * epiphany-evidence-lines warns of evidence naming a branch). Skips when nothing names one.
 */
function withoutBranches(model: EpiphanyModel, map: EpiphanyMap | undefined): RuleOutcome {
  const file = model.rel('branches.json');
  const findings: Finding[] = [];
  if (map?.parsed && !map.sectionProblem('rejected_paths')) {
    for (const item of map.items('rejected_paths')) {
      const { name, refs } = namedBranches(map, item);
      for (const r of refs) findings.push(model.at('map.yaml', r.pos.line, `rejected_paths entry ${name} names branch ${r.id}, but ${file} does not exist (a branch is proposed in branches.json before backtrack rejects it)`, r.pos.column));
    }
  }
  if (!findings.length) return { status: 'skip', detail: `${file} does not exist yet`, missingArtefact: true };
  return {
    status: 'warn',
    detail: `${plural(findings.length, 'rejected_paths entry names a branch', 'rejected_paths entries name branches')} but branches.json does not exist`,
    fix: 'Write state/branches.json with the branches rejected_paths names (each with id, hypothesis, status rejected and its reason), or drop the `branch` key of an entry whose lesson is about no branch.',
    findings,
  };
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-rejected-lesson',
  pack: 'epiphany',
  summary: 'Every rejected branch of state/branches.json has its lesson in the map (a rejected_paths entry naming it)',
  statuses: ['pass', 'warn', 'skip'],
  docs: `backtrack: "Preserve lessons that belong in the map." When a branch is
rejected, the map's \`rejected_paths\` should say so, so the same line of attack
is not tried again after the scratch is gone. A rejected_paths entry preserves
the lesson of the branches it names in \`branch\` or \`branches\`; an entry with
neither key preserves the lesson of a branch whose id its text (or \`lesson\`)
names as a whole word (\`Add retries (branch b-retry)\`). A rejected branch
that no entry names warns. An entry that names by key a branch branches.json
marks otherwise (\`chosen\`, \`open\`, \`verified\`) warns at that name: the map
records the path as rejected and the branch state does not, so the two disagree.
An entry naming a branch that branches.json does not have keeps the lesson of
a branch pruned after backtrack ("do not keep dead machinery out of
sentiment"), which is fine, unless the name spells one that branches.json has
(case aside, or a typo's distance away; numbered siblings such as \`b-2\` and
\`b-7\` are no typo) and no evidence line names it: then it warns at that name
with the id it nearly names. Passes, naming them, when the only branches the
map keeps lessons of are pruned ones. When branches.json does not exist, an
entry naming a branch by key warns at that name: a branch is proposed in
branches.json before backtrack rejects it (epiphany-evidence-lines warns alike
of evidence lines naming a branch). A rejected branch warns too when
map.yaml is not written yet: backtrack, which rejects it, may write the map, and the lesson is
in none. Skips when branches.json does not exist
yet and no entry names a branch by key; when it does not parse, holds no list
of branches or has no rejected branch (and no entry names a missing or
unrejected one); and when the map is written under another name, does not parse or its
\`rejected_paths\` is not a list.`,
  audit: [
    { source: "Preserve lessons that belong in the map.", enforced: "warns when a rejected branch has no rejected_paths entry naming it; whether a lesson belongs in the map is a judgement" },
    { source: "Record why the branch was rejected.", enforced: "warns when a rejected_paths entry names a branch that branches.json does not have, by a typo of one it has" },
    { source: "tests are green but the map and code disagree", enforced: "warns when a rejected_paths entry names a branch that branches.json does not mark rejected" },
    { source: "propose_patch … Allowed writes: • workspace files • state/branches.json", enforced: "warns when a rejected_paths entry names a branch by key and branches.json does not exist: a branch is proposed there before it is rejected" },
    { source: "Do not keep dead machinery out of sentiment.", enforced: "a rejected_paths entry naming a branch pruned from branches.json is no finding" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts a rejected path that names several branches',
      files: {
        'state/map.yaml': MAP.replace(
          '  - text: Precompute every result nightly\n    reason: The index grows 40x and breaks the memory constraint (ev-2)\n    branch: b-precompute',
          '  - text: Compute results ahead of query time\n    reason: The memory grows 40x (ev-2), or the results go stale between refreshes (ev-8)\n    branches: [b-precompute, b-matview]',
        ),
        'state/branches.json': BRANCHES.replace(
          '    {\n      "id": "b-plan-cache"',
          `    {
      "id": "b-matview",
      "hypothesis": "A materialised view per tenant serves the frequent queries without parsing",
      "objective": "latency",
      "status": "rejected",
      "reason": "The views go stale between refreshes and change golden query results (ev-8)",
      "files": ["migrations/0042_search_views.sql"]
    },
    {
      "id": "b-plan-cache"`,
        ),
        'state/evidence.jsonl': `${EVIDENCE}{"id": "ev-8", "branch": "b-matview", "kind": "tests", "result": "reject", "time": "2026-03-02T12:30:00Z", "summary": "3 of 40 golden queries differ after a write"}\n`,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'warn',
      title: 'warns when the map has no rejected_paths at all',
      files: {
        'state/map.yaml': MAP.replace('rejected_paths:\n  - text: Precompute every result nightly\n    reason: The index grows 40x and breaks the memory constraint (ev-2)\n    branch: b-precompute\n', ''),
        'state/branches.json': BRANCHES,
      },
    },
    {
      status: 'warn',
      title: 'warns at a rejected_paths entry naming, by a typo, a branch branches.json has (a pruned branch would pass)',
      files: {
        'state/map.yaml': MAP.replace('    branch: b-precompute', '    branches: [b-precompute, b-plan-cahce]'),
        'state/branches.json': BRANCHES,
      },
    },
    {
      status: 'warn',
      title: 'warns when a rejected_paths entry names a branch that branches.json marks chosen',
      files: {
        'state/map.yaml': MAP.replace('    branch: b-precompute', '    branches: [b-precompute, b-plan-cache]'),
        'state/branches.json': BRANCHES,
      },
    },
    {
      status: 'skip',
      title: 'skips while no branch is rejected',
      files: {
        'state/map.yaml': EARLY_MAP,
        'state/branches.json': EARLY_BRANCHES,
      },
    },
  ],
  async check({ model }) {
    const [map, branches] = await Promise.all([model.map(), model.branches()]);
    if (!branches) return withoutBranches(model, map);
    if (!branches.parsed) return { status: 'skip', detail: `${model.rel('branches.json')} does not parse (epiphany-branch-shape reports why)` };
    // Branches written in another shape are not read: every name would look unknown.
    if (branches.notAList) return { status: 'skip', detail: branchesNotAList(model.rel('branches.json'), branches.notAList) };
    const mapProblem = map?.parsed ? map.sectionProblem('rejected_paths') : undefined;
    if (mapProblem) return { status: 'skip', detail: `${sectionNotAList(model.rel('map.yaml'), 'rejected_paths', mapProblem)}, so rejected paths cannot be matched` };
    const rejected = branches.list.filter((b) => b.status === 'rejected');
    const known = new Set(branches.list.map((b) => b.id).filter((id): id is string => id !== undefined));
    const rejectedIds = new Set(rejected.map((b) => b.id).filter((id): id is string => id !== undefined));
    // The status a branch that is not rejected has (the first written, should an id repeat).
    const statusOf = new Map<string, string>();
    for (const b of branches.list) if (b.id !== undefined && b.status !== undefined && !statusOf.has(b.id)) statusOf.set(b.id, b.status);
    // A name branches.json lacks is a branch pruned after backtrack, its lesson kept, unless it
    // spells a branch branches.json has (a typo) and no evidence line names it.
    const evidence = await model.evidence();
    let evidenced: Set<string> | undefined;
    const onEvidence = (id: string) => {
      evidenced ??= new Set([...(evidence?.entries ?? []).flatMap((e) => (typeof e.branch === 'string' ? [e.branch] : [])), ...(evidence?.unparsedBranches.keys() ?? [])]);
      return evidenced.has(id);
    };
    let budget = NEAR_BUDGET;
    /** `{ near }` (undefined for none) once looked up; undefined when the budget is spent and it was not. */
    const nearOf = (id: string): { near: string | undefined } | undefined => {
      if (budget < known.size) return undefined;
      budget -= known.size;
      return { near: epiphanyNearName(id, known) };
    };
    const dangling: Finding[] = [];
    const disagree: Finding[] = [];
    const pruned = new Set<string>();
    let twinOf: ((id: string) => string | undefined) | undefined;
    if (map?.parsed) {
      for (const item of map.items('rejected_paths')) {
        const { name, refs } = namedBranches(map, item);
        for (const r of refs) {
          const at = (message: string) => model.at('map.yaml', r.pos.line, `rejected_paths entry ${name} names branch ${r.id}, which ${model.rel('branches.json')} ${message}`, r.pos.column);
          if (known.has(r.id)) {
            // "The map and code disagree": the map records the path as rejected, branches.json does not.
            const status = statusOf.get(r.id);
            if (!rejectedIds.has(r.id) && status !== undefined) disagree.push(at(`marks ${status}, not rejected: the map and the branch state disagree`));
            continue;
          }
          twinOf ??= epiphanyCaseTwins(known);
          const twin = twinOf(r.id);
          const looked = twin === undefined && !onEvidence(r.id) ? nearOf(r.id) : { near: undefined };
          if (twin !== undefined) dangling.push(at(`does not have${caseTwinNote([r.id], twinOf)}`));
          else if (looked?.near !== undefined) dangling.push(at(`does not have (did you mean ${looked.near}?)`));
          // Not looked up (past the budget): named as missing, not taken for pruned unseen.
          else if (looked === undefined) dangling.push(at('does not have'));
          else pruned.add(r.id);
        }
      }
    }
    const prunedText = pruned.size ? `rejected_paths keeps the lesson of ${plural(pruned.size, 'pruned branch', 'pruned branches')} (${list([...pruned], 3)}) that branches.json no longer holds` : '';
    if (rejected.length === 0 && dangling.length === 0 && disagree.length === 0) {
      return prunedText ? { status: 'pass', detail: `no branch of branches.json is rejected; ${prunedText}` } : { status: 'skip', detail: 'no rejected branch yet' };
    }
    // No map yet, and a branch rejected: backtrack writes the map, and its lesson is in none.
    if (!map && rejected.length && !model.mapLookalikes().length) {
      const mapFile = model.rel('map.yaml');
      return {
        status: 'warn',
        detail: `${plural(rejected.length, 'rejected branch', 'rejected branches')} left no lesson in the map: ${mapFile} is not written yet`,
        fix: `Write ${mapFile} with a rejected_paths entry for each rejected branch, with the lesson, its reason and \`branch: <id>\` (backtrack may write the map).`,
        findings: rejected.map((b) => {
          const pos = branches.positionOf([...b.path, 'status']);
          return model.at('branches.json', pos.line, `rejected branch ${b.id ?? `#${b.index + 1}`} has no rejected_paths entry: ${mapFile} is not written yet`, pos.column);
        }),
      };
    }
    if (!map?.parsed) return { status: 'skip', detail: `${map ? mapUnread(model.rel('map.yaml'), map) : `${model.rel('map.yaml')} is missing`}, so rejected paths cannot be matched` };
    const entries = map.items('rejected_paths');
    const kept = new Set(entries.flatMap((i) => closes(i.value)));
    // An entry naming no branch by key may name it in its text: "the seed fixes the meaning, not the syntax".
    const named = namer(entries.flatMap((i) => prose(i.value)));
    const findings: Finding[] = [];
    for (const b of rejected) {
      if (b.id !== undefined && (kept.has(b.id) || named(b.id))) continue;
      const pos = branches.positionOf([...b.path, 'status']);
      const name = b.id ?? `#${b.index + 1}`;
      findings.push(model.at('branches.json', pos.line, `rejected branch ${name} has no rejected_paths entry in the map naming it (\`branch: ${name}\`)`, pos.column));
    }
    if (findings.length || dangling.length || disagree.length) {
      const details = [
        findings.length ? `${findings.length} of ${plural(rejected.length, 'rejected branch', 'rejected branches')} left no lesson in the map's rejected_paths` : '',
        dangling.length ? `${plural(dangling.length, 'rejected_paths entry names a branch', 'rejected_paths entries name branches')} that branches.json does not have` : '',
        disagree.length ? `${plural(disagree.length, 'rejected_paths entry names a branch', 'rejected_paths entries name branches')} that branches.json does not mark rejected` : '',
        prunedText,
      ];
      const fixes = [
        findings.length ? 'Add a rejected_paths entry to state/map.yaml for each rejected branch, with the lesson, its reason and `branch: <id>`.' : '',
        dangling.length ? 'Correct each branch name a rejected_paths entry gives to the id branches.json uses.' : '',
        disagree.length ? 'Make the map and branches.json agree: mark the branch rejected with its reason, or drop the rejected_paths entry if the path is no longer rejected.' : '',
      ];
      return {
        status: 'warn',
        detail: details.filter(Boolean).join('; '),
        fix: fixes.filter(Boolean).join(' '),
        findings: [...findings, ...dangling, ...disagree],
      };
    }
    const which = rejected.length === 1 ? 'the rejected branch has' : `all ${rejected.length} rejected branches have`;
    return { status: 'pass', detail: `${which} a rejected_paths entry naming ${pluralWord(rejected.length, 'it', 'them')}${prunedText ? `; ${prunedText}` : ''}` };
  },
});
