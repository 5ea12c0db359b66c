import { pushAll } from '@engagement-lint/core/kit';
import { caseTwinNote, defineRule, epiphanyAbandons, epiphanyCaseTwins, epiphanyId, epiphanyLatest, groupBy, plural, pluralWord, type EpiphanyEvidenceEntry, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, SCRATCH } from './lib/examples-fixtures.js';
import { mapUnread, sectionNotAList } from './lib/unread.js';

/** What an entry cites: the ids, whether they come from its text, and whether its `evidence` value is prose. */
interface Cited {
  ids: string[];
  inText: boolean;
  prose: boolean;
}

/**
 * An id's shape, each digit run masked as one `0` (`ev-0` for `ev-3`, `#0` for `#2`): prose citing
 * `ev-9` beside `ev-3` cites it. The mask is a digit, which no shape holds otherwise, so `#2`
 * (`#0`) and a heading's `##` stay apart.
 */
const shapeOf = (id: string) => id.replace(/\d+/g, '0');
/** Whether ids of this shape are read in prose: a digit and something else ("2" is a quantity). */
const idLike = (id: string) => /\d/.test(id) && !/^\d+$/.test(id);
/** `w` without a closing run of the characters of `chars`; a loop, as `/[...]+$/` rescans each run. */
function trimEnd(w: string, chars: string): string {
  let j = w.length;
  while (j > 0 && chars.includes(w[j - 1]!)) j--;
  return w.slice(0, j);
}
/** `w` without an opening run of the characters of `chars`. */
function trimStart(w: string, chars: string): string {
  let i = 0;
  while (i < w.length && chars.includes(w[i]!)) i++;
  return w.slice(i);
}
/**
 * Brackets, quotes, Markdown marks and a closing stop around a listed id (`"[ev-3, ev-4]"` written
 * as one string, `` `ev-3` ``, `(ev-3)`, `ev-3.`): no part of the id.
 */
const unwrap = (w: string) => trimEnd(trimStart(w, '([{<"\'`*_“‘«'), ')]}>"\'`*_”’».,;:!?');
/** Between the two ends of a range of ids (`ev-3..ev-5`, `ev-3–ev-5`, `ev-3…ev-5`): both ends are cited. */
const RANGE = /\.{2,}|[–—…]/;
/** What separates words that are ids: blanks, commas, semicolons and range marks. */
const ID_SEPARATORS = /[\s,;–—…]|\.\./;

/**
 * The ids that prose names: its words that are ids of evidence.jsonl (`Lazy-load the formatters
 * (ev-2)`), a closing stop cut; with `shapes`, also words shaped like one (`ev-9` beside `ev-3`).
 * `numbers`: whether a bare number is one (in an entry's own text, "in 2 stages" or "batches of
 * 50" are quantities, even where evidence.jsonl numbers its lines 1, 2, 3).
 */
function idsInProse(text: string, isEvidenceId: (id: string) => boolean, shapes?: Set<string>, numbers = true): string[] {
  const ids = new Set<string>();
  /** The id `word` is, a closing stop cut, if any. */
  const idOf = (word: string) => {
    const w = isEvidenceId(word) ? word : trimEnd(word, '.:-');
    if (!w || (!numbers && /^\d+$/.test(w))) return undefined;
    return isEvidenceId(w) || (shapes !== undefined && idLike(w) && shapes.has(shapeOf(w))) ? w : undefined;
  };
  // A `#` stays in its word, so that `#2` meets ids written `#1`, `#3`; a word that is no id so
  // read is cut at its `#`s (`issue #4` beside `ev-3`, `## Cache`) and at a range's `..`
  // (`ev-3..ev-4`), whose parts are read alone. Words are of any script: ids are `док-2` too.
  for (const word of text.split(/[^\p{L}\p{M}\p{N}_.:#-]+/u)) {
    const whole = idOf(word);
    if (whole !== undefined) ids.add(whole);
    else if (word.includes('#') || word.includes('..')) for (const part of word.split(/#|\.{2,}/)) {
      const id = idOf(part);
      if (id !== undefined) ids.add(id);
    }
  }
  return [...ids];
}

/**
 * The ids cited in brackets (`(ev-2)`, `[see ev-2]`): words of letters, a dash or underscore, then digits. Read
 * where no id is known to take a shape from (evidence.jsonl empty or missing, no `evidence` key), so that an
 * entry citing one is said to cite it rather than nothing; outside brackets `utf-8` is no citation.
 */
function bracketedIds(text: string): string[] {
  const ids = new Set<string>();
  // The text since the last opening bracket, read at each closing one: one pass, however many brackets are left open.
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') open = i;
    else if ((c === ')' || c === ']') && open >= 0) {
      for (const word of text.slice(open + 1, i).split(/[^\p{L}\p{M}\p{N}_-]+/u)) if (/^\p{L}+[-_]\d+$/u.test(word)) ids.add(word);
      open = -1;
    }
  }
  return [...ids];
}

/**
 * One string of an `evidence` value: an id (`ev-3`, `run 7` when evidence.jsonl holds it), several
 * (`"ev-3, ev-4"`, `"ev-3 ev-4"`: each word an id of evidence.jsonl or holding a digit), or prose
 * (`"see ev-3 and ev-4"`), whose plain words ("see", "and") are no ids: it cites the ids it names.
 */
function readEvidenceString(value: string, isEvidenceId: (id: string) => boolean, shapes: Set<string>): { ids: string[]; prose: boolean } {
  const t = value.trim();
  if (t === '') return { ids: [], prose: false };
  if (isEvidenceId(t)) return { ids: [t], prose: false };
  // One word: an id, whatever marks surround it.
  if (!ID_SEPARATORS.test(t)) return { ids: [unwrap(t) || t], prose: false };
  const words = t
    .split(/[\s,;]+/)
    .flatMap((w) => (isEvidenceId(w) ? [w] : w.split(RANGE).map(unwrap)))
    .filter(Boolean);
  if (words.every((w) => isEvidenceId(w) || /\d/.test(w))) return { ids: words, prose: false };
  return { ids: idsInProse(t, isEvidenceId, shapes), prose: true };
}

/**
 * The ids an entry cites: its `evidence` key's (`evidence: ev-1`, a list, several in one string,
 * `evidence: "ev-3, ev-4"`, or the ids a sentence names, `evidence: "see ev-3 and ev-4"`), or,
 * without one, the words of its text that are ids written in evidence.jsonl or written like them
 * (`- "Lazy-load the formatters (ev-2)"`, `(see ev-9)` beside `ev-3`), read as a sentence under the
 * key is: the seed fixes the meaning, not the syntax.
 */
function cited(value: unknown, text: string | undefined, isEvidenceId: (id: string) => boolean, shapes: Set<string>): Cited {
  const ev = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)['evidence'] : undefined;
  if (ev === undefined) {
    const ids = idsInProse(text ?? '', isEvidenceId, shapes, false);
    return { ids: ids.length || shapes.size ? ids : bracketedIds(text ?? ''), inText: true, prose: false };
  }
  const ids: string[] = [];
  let prose = false;
  for (const v of Array.isArray(ev) ? ev : [ev]) {
    if (typeof v !== 'string') {
      const id = epiphanyId(v);
      if (id !== undefined) ids.push(id);
      continue;
    }
    const read = readEvidenceString(v, isEvidenceId, shapes);
    pushAll(ids, read.ids);
    prose ||= read.prose;
  }
  return { ids: [...new Set(ids)], inText: false, prose };
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-accepted-design-evidence',
  pack: 'epiphany',
  summary: 'Every accepted_design entry of state/map.yaml cites an id present in state/evidence.jsonl',
  statuses: ['pass', 'warn', 'skip'],
  docs: `"Information moves from scratch to map only if it survives verification."
An \`accepted_design\` entry must say which verification it survived: its
\`evidence\` key names one or more ids of state/evidence.jsonl lines, or, in an
entry without that key (a plain string), its text names them (\`- "Lazy-load the
formatter modules (ev-2)"\`), its words read as those of a sentence under the key,
so that \`(see ev-9)\` cites ev-9 where evidence.jsonl holds ev-3 but no ev-9; where no id is known to read the shape
from (evidence.jsonl empty or missing, and no \`evidence\` key), an id in brackets (\`(ev-2)\`, \`[see ev-2]\`: letters,
a dash or underscore, digits) is cited, and named as not in evidence.jsonl; a bare number in that text ("in 2 stages") is a
quantity, not a citation, even where evidence.jsonl numbers its ids. The key holds an id, a list, or one string: ids
(\`"ev-3, ev-4"\`, \`"ev-3 ev-4"\`) or a sentence (\`"see ev-3 and ev-4"\`), whose
ids are the words evidence.jsonl holds or written like them or like an id an
\`evidence\` key gives (\`ev-9\` beside \`ev-3\`), its other words being prose; a
sentence naming no id warns. Brackets, quotes, backquotes, Markdown emphasis and
a closing stop around an id (\`"(ev-3)"\`, \`"ev-3."\`, \`"**ev-3**"\`) are no part of it; a
range (\`ev-3..ev-4\`, \`ev-3–ev-4\`) cites both its ends; ids and words may be
of any script (\`"см. док-2"\` cites \`док-2\`). Only lines
that match the evidence schema count (epiphany-evidence-lines reports the
others). An entry with no citation, or whose ids are all absent from
evidence.jsonl or only on malformed lines, is a guess written as settled
architecture and warns (it may have been promoted by "repeated re-use without
contradiction", which leaves no evidence line). An id absent from evidence.jsonl,
or only on malformed lines, beside ids that are found also warns, at the
citation. An id written on a line that is not one JSON object (invalid JSON,
\`{"id": "ev-3",}\`; objects glued on one line, \`{...}{"id": "ev-3", ...}\`; or a
list of them, \`[{"id": "ev-3", ...}]\`) counts as on a malformed line, and the finding names that line rather than
calling the id absent. An entry whose cited lines all record \`fail\` or
\`reject\` warns too: it cites no verification it survived, yet a failing
measurement (a baseline) can be what motivated the design, and the seed asks for
survival, not for a passing line, so it is not proof of a guess. So does an entry
whose cited passes all belong to abandoned branches: a branch \`"status":
"rejected"\` in state/branches.json, or one that a line after the cited one
abandons (\`"kind": "backtrack", "result": "reject"\`, or a summary saying
"abandon"), unless branches.json has it \`chosen\` or \`verified\`; the finding
names the branch and why. Evidence that survived beside it (\`evidence: [ev-2,
ev-7]\`, ev-7 of the chosen branch) keeps the entry fine. Skips when the
map does not parse, has no accepted design yet or holds it in another shape than
a list (epiphany-map-schema reports it), and says so when the section is written
under a key spelled differently (\`Accepted_Design\`), which is not read.`,
  audit: [
    { source: 'Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.', enforced: 'warns on an accepted_design entry that cites nothing, only ids absent from evidence.jsonl or on malformed lines, or only evidence that records fail or reject or belongs to a branch rejected or abandoned since' },
    { source: 'Do not write guesses as settled architecture.', enforced: 'the same check: an accepted design with no passing evidence warns, and so does a cited id absent from evidence.jsonl or only on malformed lines' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'still finds cited ids when other evidence lines are malformed',
      files: {
        'state/evidence.jsonl': '{"id":"ev-2","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: ev-2`,
      },
    },
    {
      status: 'warn',
      title: 'warns when the cited evidence only failed: the citation shows no verification the entry survived',
      files: {
        'state/evidence.jsonl': '{"id":"ev-1","branch":"b-1","kind":"tests","result":"fail","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: ev-1`,
      },
    },
    {
      status: 'warn',
      title: 'warns when the cited pass belongs to a branch rejected since: the design did not survive with it',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE.replace('"ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject"', '"ev-2", "branch": "b-precompute", "kind": "tests", "result": "pass"'),
        'state/map.yaml': `accepted_design:
  - text: Precompute results nightly
    evidence: ev-2
`,
      },
    },
    {
      status: 'warn',
      title: 'warns on ids absent from evidence.jsonl, at the evidence key',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': '{"id":"ev-1","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: [ev-8, ev-9]
`,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'skip',
      title: 'skips without accepted design, or when the map does not parse',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': `accepted_design: [
`,
        'state/scratch.md': SCRATCH,
      },
    },
  ],
  async check({ model }) {
    const map = await model.map();
    const file = model.rel('map.yaml');
    if (!map) return { status: 'skip', detail: `${file} is missing`, missingArtefact: true };
    if (!map.parsed) return { status: 'skip', detail: `${mapUnread(file, map)} (epiphany-map-keys reports it)` };
    // A section in another shape holds entries this rule cannot read: saying "none yet" would hide them.
    const problem = map.sectionProblem('accepted_design');
    if (problem) return { status: 'skip', detail: sectionNotAList(file, 'accepted_design', problem) };
    const items = map.items('accepted_design');
    if (items.length === 0) {
      // `Accepted_Design:` holds entries the map never reads: saying "none yet" would hide them.
      const misspelt = map.data.accepted_design === undefined ? map.keys.find((k) => !k.canonical && k.normalised.toLowerCase() === 'accepted_design') : undefined;
      if (misspelt) return { status: 'skip', detail: `${file} writes its accepted design under \`${misspelt.written}\`, spelled differently from \`accepted_design\`, so it is not read (epiphany-map-keys reports it)` };
      return { status: 'skip', detail: `${file} has no accepted_design entries yet` };
    }
    const evidence = await model.evidence();
    // A file that was never read holds no id, and says nothing either way.
    const unread = evidence?.errors[0];
    if (unread) return { status: 'skip', detail: `${evidence.file.rel} could not be read (${unread.message}), so no citation was checked (epiphany-evidence-lines reports it)` };
    const byId = evidence?.byId ?? new Map<string, EpiphanyEvidenceEntry[]>();
    // A line that is not JSON still names its id; citing it cites a malformed line, not a missing id.
    const unparsed = evidence?.unparsedIds ?? new Map<string, number[]>();
    const evWhy = evidence ? `not in ${evidence.file.rel}` : `${model.rel('evidence.jsonl')} is missing`;
    let twinOf: ((id: string) => string | undefined) | undefined;
    /** `ev-9, EV-3, not in state/evidence.jsonl (ids are case-sensitive: did you mean ev-3?)`. */
    const missingText = (missing: string[], found?: string) => {
      twinOf ??= epiphanyCaseTwins([...(evidence?.byId.keys() ?? []), ...(evidence?.unparsedIds.keys() ?? [])]);
      return `${missing.join(', ')}, ${evWhy}${caseTwinNote(missing, twinOf, found)}`;
    };
    const findings: Finding[] = [];
    // Lines that match the evidence schema count; an id only on malformed lines counts as not verified.
    const validLines = (id: string) => (byId.get(id) ?? []).filter((e) => e.valid);
    /** Every line written with `id`, parsed or not, in file order. */
    const linesOf = (id: string) => [...(byId.get(id) ?? []).map((e) => e.line), ...(unparsed.get(id) ?? [])].sort((a, b) => a - b);
    /** `ev-3, whose evidence line 4 is malformed (note)` for ids written only on malformed lines. */
    const brokenText = (broken: string[], note: string) => {
      const lines = broken.flatMap(linesOf);
      return `${broken.join(', ')}, whose evidence ${pluralWord(lines.length, 'line')} ${lines.join(', ')} ${pluralWord(lines.length, 'is', 'are')} malformed (${note})`;
    };
    const SEE = 'see epiphany-evidence-lines';
    const abandonedWhy = await abandonment(model, evidence?.entries ?? []);
    // Whether an id has a valid line that neither fails nor rejects, of a branch not abandoned, decided once per id.
    const survives = new Map<string, boolean>();
    const idSurvives = (id: string): boolean => {
      const known = survives.get(id);
      if (known !== undefined) return known;
      const yes = validLines(id).some((e) => e.result !== 'fail' && e.result !== 'reject' && abandonedWhy(e) === undefined);
      survives.set(id, yes);
      return yes;
    };
    /** Why an id that does not survive is of an abandoned branch (`b-2 is rejected in …`), or undefined when it only fails or rejects. */
    const abandonedNote = (id: string) => {
      for (const e of validLines(id)) if (e.result !== 'fail' && e.result !== 'reject') return abandonedWhy(e);
      return undefined;
    };
    let unverified = 0;
    let dangling = 0;
    let misread = 0;
    const isEvidenceId = (id: string) => byId.has(id) || unparsed.has(id);
    // Ids an `evidence` key gives as ids (`evidence: ev-5`, not a sentence): they are ids whether
    // evidence.jsonl holds them or not, and the only ones known when it is missing.
    const keyed = items.flatMap((item) => cited(item.value, undefined, isEvidenceId, new Set()).ids);
    // Shapes of the ids written (`ev-0`), so that prose citing a mistyped or lost one still names it.
    // Any shape but a bare number's: `ev-0`, `#0` (`#2` beside `#1`), `v0` only where ids are `v1`.
    const shapes = new Set([...byId.keys(), ...unparsed.keys(), ...keyed].filter(idLike).map(shapeOf));
    const short = (s: string) => (s.length > 50 ? `${s.slice(0, 47)}...` : s);
    for (const item of items) {
      const { ids, inText, prose } = cited(item.value, item.text, isEvidenceId, shapes);
      const label = item.text ? `"${short(item.text)}"` : `accepted_design[${item.index}]`;
      if (ids.length === 0) {
        unverified++;
        if (prose) {
          // A sentence naming no id: say so rather than read its words as ids.
          const said = short(String((item.value as Record<string, unknown>)['evidence']).trim());
          const where = map.positionOf(['accepted_design', item.index, 'evidence']);
          const why = evidence ? `naming no id of ${evidence.file.rel}` : `and ${model.rel('evidence.jsonl')} is missing`;
          findings.push(model.at('map.yaml', where.line, `accepted design ${label} cites no evidence: its evidence "${said}" is prose ${why}`, where.column));
          continue;
        }
        findings.push(model.at('map.yaml', item.line, `accepted design ${label} cites no evidence`, item.column));
        continue;
      }
      const found = ids.filter((id) => validLines(id).length > 0);
      const missing = ids.filter((id) => !byId.has(id) && !unparsed.has(id));
      const broken = ids.filter((id) => (byId.has(id) || unparsed.has(id)) && validLines(id).length === 0);
      const pos = inText ? { line: item.line, column: item.column } : map.positionOf(['accepted_design', item.index, 'evidence']);
      if (found.length === 0) {
        unverified++;
        const parts = [missing.length ? missingText(missing) : '', broken.length ? brokenText(broken, SEE) : ''].filter(Boolean);
        findings.push(model.at('map.yaml', pos.line, `accepted design ${label} cites ${parts.join('; ')}`, pos.column));
        continue;
      }
      if (!found.some(idSurvives)) {
        unverified++;
        // A failing baseline can motivate a design: no passing line is a warning, like no citation.
        // A pass of a branch abandoned since is no verification the design survived either.
        const notes = found.map((id) => [id, abandonedNote(id)] as const);
        const failing = notes.filter(([, why]) => why === undefined).map(([id]) => id);
        const abandoned = notes.filter(([, why]) => why !== undefined).map(([id, why]) => `${id}: ${why}`);
        const what = [failing.length ? `evidence that records fail or reject (${failing.join(', ')})` : '', abandoned.length ? `evidence of abandoned branches (${abandoned.join('; ')})` : ''].filter(Boolean);
        findings.push(model.at('map.yaml', pos.line, `accepted design ${label} cites only ${what.join(' or ')}`, pos.column));
      }
      // A dangling or malformed id beside found ones is a typo or a lost line: the entry stands, the citation does not.
      if (missing.length || broken.length) {
        const foundText = `${found.join(', ')} ${pluralWord(found.length, 'is', 'are')} found`;
        if (missing.length) dangling++;
        if (broken.length) misread++;
        const text = broken.length
          ? [missing.length ? missingText(missing) : '', brokenText(broken, `${foundText}; ${SEE}`)].filter(Boolean).join('; ')
          : missingText(missing, foundText);
        findings.push(model.at('map.yaml', pos.line, `accepted design ${label} cites ${text}`, pos.column));
      }
    }
    if (findings.length) {
      const parts = [
        unverified ? `${unverified} of ${plural(items.length, 'accepted_design entry lacks', 'accepted_design entries lack')} passing evidence in evidence.jsonl` : '',
        dangling ? `${plural(dangling, 'accepted_design entry cites', 'accepted_design entries cite')} an id not in evidence.jsonl beside found ones` : '',
        misread ? `${plural(misread, 'accepted_design entry cites', 'accepted_design entries cite')} an id only on malformed evidence lines beside found ones` : '',
      ].filter(Boolean);
      return {
        status: 'warn',
        detail: parts.join('; '),
        fix: 'Cite the evidence.jsonl id that verified each entry (`evidence: ev-7`), correct or drop ids that evidence.jsonl does not hold, or move the entry back to scratch until it is verified.',
        findings,
      };
    }
    const which = items.length === 1 ? 'the accepted_design entry cites' : `all ${items.length} accepted_design entries cite`;
    return { status: 'pass', detail: `${which} evidence present in evidence.jsonl` };
  },
});

/**
 * Why a line's branch was abandoned, or undefined when it was not: the branch is `rejected` in
 * branches.json, or (unless it is chosen or verified there) a line that abandons it
 * (epiphany-chosen-evidence's backtrack rejection) is this line or comes after it, by time as
 * that rule orders lines. A baseline (`"branch": null`) belongs to no branch.
 */
async function abandonment(model: EpiphanyModel, entries: EpiphanyEvidenceEntry[]): Promise<(e: EpiphanyEvidenceEntry) => string | undefined> {
  const branches = await model.branches();
  const file = model.rel('branches.json');
  // Of branches written twice under one id, one that is not rejected keeps its evidence alive.
  const statusOf = new Map<string, string>();
  for (const b of branches?.parsed ? branches.list : []) {
    if (b.id !== undefined && b.status !== undefined && (statusOf.get(b.id) ?? 'rejected') === 'rejected') statusOf.set(b.id, b.status);
  }
  let byBranch: Map<string, EpiphanyEvidenceEntry[]> | undefined;
  const lastAbandon = new Map<string, EpiphanyEvidenceEntry | undefined>();
  const lastAbandonOf = (branch: string) => {
    if (lastAbandon.has(branch)) return lastAbandon.get(branch);
    byBranch ??= groupBy(
      entries.filter((e) => e.valid && epiphanyAbandons(e)),
      (e) => (typeof e.branch === 'string' ? e.branch : undefined),
    );
    const last = epiphanyLatest(byBranch.get(branch) ?? []);
    lastAbandon.set(branch, last);
    return last;
  };
  return (e) => {
    if (typeof e.branch !== 'string') return undefined;
    const status = statusOf.get(e.branch);
    if (status === 'rejected') return `${e.branch} is rejected in ${file}`;
    if (status === 'chosen' || status === 'verified') return undefined;
    const a = lastAbandonOf(e.branch);
    if (!a) return undefined;
    // The later of the two in file order wins a tie of time, as epiphany-chosen-evidence reads them.
    if (a !== e && epiphanyLatest(a.line < e.line ? [a, e] : [e, a]) !== a) return undefined;
    return `${e.branch} was abandoned by evidence line ${a.line}${a.id ? ` (${a.id})` : ''}`;
  };
}
