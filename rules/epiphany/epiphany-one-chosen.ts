import { oneSpaced, defineRule, epiphanyId, epiphanyNearName, groupBy, list, MAX_FINDINGS, plural, type EpiphanyBranch, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EARLY_BRANCHES, EARLY_MAP, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';
import { branchesNotAList } from './lib/unread.js';

/** An objective name as written: blanks collapsed, case ignored. */
const plain = (s: string) => oneSpaced(s.trim()).toLowerCase();
/** Punctuation around a name (a final period, quotes, brackets, Markdown emphasis), not part of it; a trailing run matched from its first character only. */
const AROUND = /^[\s.,;:!?…'"`‘’“”«»()[\]{}*_]+|(?<![\s.,;:!?…'"`‘’“”«»()[\]{}*_])[\s.,;:!?…'"`‘’“”«»()[\]{}*_]+$/gu;
/** One hyphen or underscore between two words (`cold-start`, `cold_start`), read as a blank; `by -5` keeps its sign. */
const BETWEEN_WORDS = /(?<=[\p{L}\p{N}])[-_\u2010\u2011](?=[\p{L}\p{N}])/gu;
/**
 * An objective name as compared: spellings of one objective meet (`Cold-start.` and `cold start`),
 * while punctuation inside a name (`p95 < 200 ms`, `v2.1`) still tells objectives apart. A name of
 * punctuation only keeps its plain form: `?` and `...` stay apart.
 */
const normal = (s: string) => plain(s.normalize('NFKC')).replace(AROUND, '').replace(BETWEEN_WORDS, ' ') || plain(s);
const NEAR = 'the two differ only in case, surrounding punctuation or the hyphen, underscore or blank between words';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-one-chosen',
  pack: 'epiphany',
  summary: 'At most one branch of state/branches.json is chosen per objective',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `compare_branches chooses between competing changes: afterwards one branch
serves each objective, or none does. Two chosen branches for the same objective
mean the comparison never happened. Branches are grouped by their \`objective\`
key; an objective of map.yaml named by its \`id\` or by its \`text\` is the same
objective. Names are compared in a normal form: case, blanks, punctuation around
the name (a final period, quotes) and the hyphen, underscore or blank between two
words aside, so \`cold-start\`, \`Cold start\` and \`cold_start.\` name one
objective, while punctuation inside a name (\`p95 < 200 ms\`) still tells two
apart. A finding on a branch whose name was taken for another spelling of its
objective in this way quotes both. A branch that names no objective serves the
only objective known (the map's objectives and those other branches name) when
there is one, and joins the other branches that name none when none is known.
When several objectives are known, two or more chosen branches that name none
warn instead of failing: which objective each serves is not said, so it cannot
be told whether they compete. When the map lists objectives, a chosen branch
whose \`objective\` is none of them (in any of the spellings above) warns at that
key, naming the map's objectives and the one it nearly names (\`cold-strat\` for
\`cold-start\`): a typo would let two chosen branches serve one objective
unseen, and an objective the map lacks redefines the map through code. Beside
two branches chosen for one objective it stays a warning. Skips when
branches.json does not exist yet, does not parse or holds no list of branches.`,
  audit: [
    { source: "Purpose: Choose between competing changes or kill all of them.", enforced: "fails when more than one branch is chosen for one objective; warns when several chosen branches name no objective and several objectives are known" },
    { source: "Do not silently redefine the map through code.", enforced: "warns when a chosen branch serves an objective that map.yaml does not list, with the objective it nearly names" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when nothing is chosen yet',
      files: {
        'state/map.yaml': EARLY_MAP,
        'state/branches.json': EARLY_BRANCHES,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'groups branches that name no objective together when no objective is known',
      files: {
        'state/branches.json': `{
  "branches": [
    {"id": "b-plan-cache", "hypothesis": "A per-tenant plan cache removes plan parsing from p95", "status": "chosen"},
    {"id": "b-index-tuning", "hypothesis": "A covering index on (tenant, updated_at) halves the scan", "status": "chosen"}
  ]
}
`,
      },
    },
    {
      status: 'fail',
      title: 'fails when one chosen branch names the objective by its id and another by its text',
      files: {
        'state/map.yaml': MAP,
        'state/branches.json': `{
  "branches": [
    {"id": "b-plan-cache", "hypothesis": "A per-tenant plan cache removes plan parsing from p95", "objective": "latency", "status": "chosen"},
    {"id": "b-index-tuning", "hypothesis": "A covering index on (tenant, updated_at) halves the scan", "objective": "Bring p95 latency of /search below 200 ms for the largest tenant", "status": "chosen"}
  ]
}
`,
      },
    },
    {
      status: 'warn',
      title: 'warns when chosen branches name no objective and the map has several: which one each serves is not said',
      files: {
        'state/map.yaml': MAP.replace('objectives:\n', 'objectives:\n  - id: memory\n    text: Keep the search index under 1 GB per tenant\n'),
        'state/branches.json': `{
  "branches": [
    {"id": "b-plan-cache", "hypothesis": "A per-tenant plan cache removes plan parsing from p95", "status": "chosen"},
    {"id": "b-index-compress", "hypothesis": "Compressing postings halves the index", "status": "chosen"}
  ]
}
`,
      },
    },
    {
      status: 'warn',
      title: 'warns when a chosen branch serves an objective the map does not list, here a typo of one it does',
      files: {
        'state/map.yaml': MAP,
        'state/branches.json': BRANCHES.replace('"objective": "latency",\n      "status": "chosen"', '"objective": "latnecy",\n      "status": "chosen"'),
      },
    },
    {
      status: 'skip',
      title: 'skips when branches.json does not exist yet',
      files: {
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
        'state/scratch.md': SCRATCH,
      },
    },
  ],
  async check({ model }) {
    const branches = await model.branches();
    const file = model.rel('branches.json');
    if (!branches) return { status: 'skip', detail: `${file} does not exist yet`, missingArtefact: true };
    if (!branches.parsed) return { status: 'skip', detail: `${file} does not parse (epiphany-branch-shape reports why)` };
    // Branches written in another shape are not read: "no branch chosen" would be a guess.
    if (branches.notAList) return { status: 'skip', detail: branchesNotAList(file, branches.notAList) };
    // An objective is named by its id or its text: both name the same objective of the map. A name
    // written as one of them (blanks and case aside) is that objective; one that only meets a name in
    // normal form (`cold start` for `cold-start`) is taken for it too, and the finding says so.
    const map = await model.map();
    const byPlain = new Map<string, string>();
    const byNormal = new Map<string, { key: string; spelling: string }>();
    const spell = (spelling: string, key: string) => {
      if (!byPlain.has(plain(spelling))) byPlain.set(plain(spelling), key);
      if (!byNormal.has(normal(spelling))) byNormal.set(normal(spelling), { key, spelling });
    };
    // The objectives known: the map's and any other a branch names.
    const known = new Set<string>();
    // The map's objectives as read, and how they are written (ids first), for a branch naming none of them.
    const mapKeys = new Set<string>();
    const mapSpellings: string[] = [];
    if (map?.parsed) {
      map.items('objectives').forEach((item) => {
        const o = item.value !== null && typeof item.value === 'object' && !Array.isArray(item.value) ? (item.value as Record<string, unknown>) : {};
        const id = epiphanyId(o['id']);
        const key = id ?? item.text?.trim();
        known.add(key ?? `#${item.index + 1}`);
        if (key === undefined) return;
        mapKeys.add(key);
        mapSpellings.push(key);
        if (id !== undefined) spell(id, key);
        if (item.text?.trim()) spell(item.text.trim(), key);
      });
      // Objectives written in another shape (epiphany-map-schema's finding) still say how many there are.
      const other = map.sectionProblem('objectives') ? map.data.objectives : undefined;
      if (other !== undefined) for (const k of other !== null && typeof other === 'object' ? Object.keys(other) : ['(objectives)']) known.add(k);
    }
    // What each objective a branch writes is read as, and the other spelling it was taken for; a
    // name first met here is an objective of its own, which later spellings meet. Read in file order.
    const reading = new Map<string, { key: string; takenFor?: string }>();
    const read = (written: string) => {
      let r = reading.get(written);
      if (r) return r;
      const exact = byPlain.get(plain(written));
      const near = exact === undefined ? byNormal.get(normal(written)) : undefined;
      if (exact !== undefined) r = { key: exact };
      else if (near) r = { key: near.key, takenFor: near.spelling };
      else {
        r = { key: written };
        spell(written, written);
      }
      reading.set(written, r);
      return r;
    };
    const named = (b: { objective?: string }) => (b.objective === undefined ? undefined : read(b.objective).key);
    for (const b of branches.list) {
      const o = named(b);
      if (o !== undefined) known.add(o);
    }
    // With one objective known (or none), a branch that names none serves it; with more, which one it serves is unknown.
    const only = known.size === 1 ? [...known][0]! : '';
    const objectiveOf = (b: { objective?: string }) => named(b) ?? (known.size <= 1 ? only : '');
    const groups = groupBy(branches.list, (b) => (b.status === 'chosen' ? objectiveOf(b) : undefined));
    const findings: Finding[] = [];
    const crowded: string[] = [];
    const ids = (chosen: EpiphanyBranch[]) => list(chosen.map((b) => b.id ?? `#${b.index + 1}`), 3);
    let unplaced: EpiphanyBranch[] = [];
    for (const [objective, chosen] of groups) {
      if (chosen.length < 2) continue;
      if (objective === '' && known.size > 1) {
        unplaced = chosen;
        continue;
      }
      const name = objective === '' ? 'branches without an objective' : `objective "${objective}"`;
      // Spellings taken for this objective only in normal form: the detail names them too.
      const near = [...new Set(chosen.flatMap((b) => (b.objective !== undefined && read(b.objective).takenFor !== undefined ? [b.objective] : [])))];
      crowded.push(`${name}${near.length ? ` (also written ${near.map((n) => `"${n}"`).join(', ')})` : ''}: ${ids(chosen)}`);
      for (const b of chosen) {
        const pos = branches.positionOf([...b.path, 'status']);
        const takenFor = b.objective === undefined ? undefined : read(b.objective).takenFor;
        const as =
          b.objective === undefined
            ? objective === ''
              ? ''
              : ' (it names none, and no other objective is known)'
            : takenFor !== undefined
              ? ` (named "${b.objective}", taken for "${takenFor}": ${NEAR})`
              : b.objective !== objective
                ? ` (named "${b.objective}")`
                : '';
        findings.push(model.at('branches.json', pos.line, `branch ${b.id ?? `#${b.index + 1}`} is one of ${chosen.length} chosen for ${name}${as}`, pos.column));
      }
    }
    // A chosen branch serving an objective the map does not list: a typo (`cold-strat`) would let
    // two chosen branches serve one objective unseen, and an objective the map lacks redefines it.
    const strays = mapKeys.size === 0 ? [] : branches.list.filter((b) => b.status === 'chosen' && b.objective !== undefined && !mapKeys.has(read(b.objective).key));
    const mapObjectives = list(mapSpellings.map((o) => `"${o}"`), 5);
    const strayFindings = strays.slice(0, MAX_FINDINGS).map((b) => {
      const pos = branches.positionOf([...b.path, 'objective']);
      const near = epiphanyNearName(b.objective!, mapSpellings);
      const f = model.at('branches.json', pos.line, `chosen branch ${b.id ?? `#${b.index + 1}`} serves objective "${b.objective}", which is not an objective of ${model.rel('map.yaml')} (it lists ${mapObjectives})${near !== undefined ? `; did you mean "${near}"?` : ''}`, pos.column);
      return findings.length ? { ...f, severity: 'warning' as const } : f;
    });
    const strayCount = strays.length;
    const strayText = strayCount ? `${plural(strayCount, 'chosen branch serves an objective', 'chosen branches serve objectives')} that map.yaml does not list` : '';
    const strayFix = 'Name each chosen branch\'s objective as map.yaml names it (its id or text), or add the objective to map.yaml with update_map.';
    const warnings = unplaced.map((b) => {
      const pos = branches.positionOf([...b.path, 'status']);
      const f = model.at('branches.json', pos.line, `branch ${b.id ?? `#${b.index + 1}`} is one of ${unplaced.length} chosen branches that name no objective, and ${known.size} objectives are known: which one it serves is not said`, pos.column);
      return findings.length ? { ...f, severity: 'warning' as const } : f;
    });
    const unplacedText = unplaced.length ? `${unplaced.length} chosen branches name no objective (${ids(unplaced)}) and ${known.size} objectives are known, so whether they serve the same one cannot be told` : '';
    const nameIt = 'Name the objective each chosen branch serves (`"objective": "<id>"`).';
    if (findings.length) {
      return {
        status: 'fail',
        detail: `more than one chosen branch for ${crowded.slice(0, 3).join('; ')}${crowded.length > 3 ? ` (+${crowded.length - 3} more objectives)` : ''}${unplacedText ? `; ${unplacedText}` : ''}${strayText ? `; ${strayText}` : ''}`,
        fix: `Compare the chosen branches, keep the smallest that clearly meets the objective and mark the others rejected with a reason (or name distinct objectives).${unplacedText ? ` ${nameIt}` : ''}${strayText ? ` ${strayFix}` : ''}`,
        findings: [...findings, ...warnings, ...strayFindings],
        ...(strayCount > strayFindings.length ? { findingsTotal: findings.length + warnings.length + strayCount } : {}),
      };
    }
    if (warnings.length || strayCount) {
      return {
        status: 'warn',
        detail: [unplacedText, strayText].filter(Boolean).join('; '),
        fix: [warnings.length ? nameIt : '', strayCount ? strayFix : ''].filter(Boolean).join(' '),
        findings: [...warnings, ...strayFindings],
        ...(strayCount > strayFindings.length ? { findingsTotal: warnings.length + strayCount } : {}),
      };
    }
    const n = [...groups.values()].reduce((s, g) => s + g.length, 0);
    return { status: 'pass', detail: n === 0 ? 'no branch chosen yet' : `${plural(n, 'chosen branch', 'chosen branches')}, one per objective` };
  },
});
