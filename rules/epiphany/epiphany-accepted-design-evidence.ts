import { defineRule, epiphanyId, plural, pluralWord, type EpiphanyEvidenceEntry, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, SCRATCH } from './examples-fixtures.js';

/**
 * The ids an entry cites: its `evidence` key's (`evidence: ev-1`, a list, or several in one string,
 * `evidence: "ev-3, ev-4"`), or, without one, the words of its text that are ids written in
 * evidence.jsonl (`- "Lazy-load the formatters (ev-2)"`): the seed fixes the meaning, not the syntax.
 */
function cited(value: unknown, text: string | undefined, isEvidenceId: (id: string) => boolean): { ids: string[]; inText: boolean } {
  const ev = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)['evidence'] : undefined;
  if (ev === undefined) return { ids: [...new Set((text ?? '').split(/[^\w.:-]+/).filter((w) => w && isEvidenceId(w)))], inText: true };
  // One string naming several ids, unless the whole string is an id of evidence.jsonl.
  const several = typeof ev === 'string' && /[\s,;]/.test(ev.trim()) && !isEvidenceId(ev.trim());
  const list = Array.isArray(ev) ? ev : several ? (ev as string).split(/[\s,;]+/).filter(Boolean) : [ev];
  return { ids: list.map(epiphanyId).filter((x): x is string => x !== undefined), inText: false };
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-accepted-design-evidence',
  pack: 'epiphany',
  summary: 'Every accepted_design entry of state/map.yaml cites an id present in state/evidence.jsonl',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `"Information moves from scratch to map only if it survives verification."
An \`accepted_design\` entry must say which verification it survived: its
\`evidence\` key names one or more ids of state/evidence.jsonl lines, or, in an
entry without that key (a plain string), its text names them (\`- "Lazy-load the
formatter modules (ev-2)"\`). Only lines
that match the evidence schema count (epiphany-evidence-lines reports the
others). An entry with no citation, or whose ids are all absent from
evidence.jsonl or only on malformed lines, is a guess written as settled
architecture and warns (it may have been promoted by "repeated re-use without
contradiction", which leaves no evidence line). An id absent from evidence.jsonl,
or only on malformed lines, beside ids that are found also warns, at the
citation. An id written on a line that is not valid JSON (\`{"id": "ev-3",}\`)
counts as on a malformed line, and the finding names that line rather than
calling the id absent. An entry whose cited lines all record \`fail\` or
\`reject\` fails: its own citation shows it did not survive verification. Skips
when the map does not parse or has no accepted design yet, and says so when the
section is written under a key spelled differently (\`Accepted_Design\`), which
is not read.`,
  audit: [
    { source: 'Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.', enforced: 'fails an accepted_design entry whose cited evidence all records fail or reject; warns on one that cites nothing, or only ids absent from evidence.jsonl or on malformed lines' },
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
      status: 'fail',
      title: 'fails when the cited evidence only failed: the citation shows it did not survive verification',
      files: {
        'state/evidence.jsonl': '{"id":"ev-1","branch":"b-1","kind":"tests","result":"fail","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: ev-1`,
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
    if (!map.parsed) return { status: 'skip', detail: `${file} does not parse (epiphany-map-keys reports why)` };
    const items = map.items('accepted_design');
    if (items.length === 0) {
      // `Accepted_Design:` holds entries the map never reads: saying "none yet" would hide them.
      const misspelt = map.data.accepted_design === undefined ? map.keys.find((k) => !k.canonical && k.normalised.toLowerCase() === 'accepted_design') : undefined;
      if (misspelt) return { status: 'skip', detail: `${file} writes its accepted design under \`${misspelt.written}\`, spelled differently from \`accepted_design\`, so it is not read (epiphany-map-keys reports it)` };
      return { status: 'skip', detail: `${file} has no accepted_design entries yet` };
    }
    const evidence = await model.evidence();
    const byId = evidence?.byId ?? new Map<string, EpiphanyEvidenceEntry[]>();
    // A line that is not JSON still names its id; citing it cites a malformed line, not a missing id.
    const unparsed = evidence?.unparsedIds ?? new Map<string, number[]>();
    const evWhy = evidence ? `not in ${evidence.file.rel}` : `${model.rel('evidence.jsonl')} is missing`;
    const findings: Finding[] = [];
    // Findings that only warn: beside an entry that fails they still warn, not fail with it.
    const advisory = new Set<Finding>();
    const warn = (f: Finding) => {
      advisory.add(f);
      findings.push(f);
    };
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
    // Whether an id has a valid line that neither fails nor rejects, decided once per id.
    const survives = new Map<string, boolean>();
    const idSurvives = (id: string): boolean => {
      const known = survives.get(id);
      if (known !== undefined) return known;
      const yes = validLines(id).some((e) => e.result !== 'fail' && e.result !== 'reject');
      survives.set(id, yes);
      return yes;
    };
    let contradicted = 0;
    let unverified = 0;
    let dangling = 0;
    let misread = 0;
    const isEvidenceId = (id: string) => byId.has(id) || unparsed.has(id);
    for (const item of items) {
      const { ids, inText } = cited(item.value, item.text, isEvidenceId);
      const label = item.text ? `"${item.text.length > 50 ? `${item.text.slice(0, 47)}...` : item.text}"` : `accepted_design[${item.index}]`;
      if (ids.length === 0) {
        unverified++;
        warn(model.at('map.yaml', item.line, `accepted design ${label} cites no evidence`, item.column));
        continue;
      }
      const found = ids.filter((id) => validLines(id).length > 0);
      const missing = ids.filter((id) => !byId.has(id) && !unparsed.has(id));
      const broken = ids.filter((id) => (byId.has(id) || unparsed.has(id)) && validLines(id).length === 0);
      const pos = inText ? { line: item.line, column: item.column } : map.positionOf(['accepted_design', item.index, 'evidence']);
      if (found.length === 0) {
        unverified++;
        const parts = [missing.length ? `${missing.join(', ')}, ${evWhy}` : '', broken.length ? brokenText(broken, SEE) : ''].filter(Boolean);
        warn(model.at('map.yaml', pos.line, `accepted design ${label} cites ${parts.join('; ')}`, pos.column));
        continue;
      }
      if (!found.some(idSurvives)) {
        contradicted++;
        unverified++;
        findings.push(model.at('map.yaml', pos.line, `accepted design ${label} cites only evidence that records fail or reject (${found.join(', ')})`, pos.column));
      }
      // A dangling or malformed id beside found ones is a typo or a lost line: the entry stands, the citation does not.
      if (missing.length || broken.length) {
        const foundText = `${found.join(', ')} ${pluralWord(found.length, 'is', 'are')} found`;
        if (missing.length) dangling++;
        if (broken.length) misread++;
        const text = broken.length
          ? [missing.length ? `${missing.join(', ')}, ${evWhy}` : '', brokenText(broken, `${foundText}; ${SEE}`)].filter(Boolean).join('; ')
          : `${missing.join(', ')}, ${evWhy} (${foundText})`;
        warn(model.at('map.yaml', pos.line, `accepted design ${label} cites ${text}`, pos.column));
      }
    }
    if (findings.length) {
      const parts = [
        unverified ? `${unverified} of ${plural(items.length, 'accepted_design entry lacks', 'accepted_design entries lack')} passing evidence in evidence.jsonl` : '',
        dangling ? `${plural(dangling, 'accepted_design entry cites', 'accepted_design entries cite')} an id not in evidence.jsonl beside found ones` : '',
        misread ? `${plural(misread, 'accepted_design entry cites', 'accepted_design entries cite')} an id only on malformed evidence lines beside found ones` : '',
      ].filter(Boolean);
      return {
        status: contradicted ? 'fail' : 'warn',
        detail: parts.join('; '),
        fix: 'Cite the evidence.jsonl id that verified each entry (`evidence: ev-7`), correct or drop ids that evidence.jsonl does not hold, or move the entry back to scratch until it is verified.',
        findings: contradicted ? findings.map((f) => (advisory.has(f) ? { ...f, severity: 'warning' as const } : f)) : findings,
      };
    }
    const which = items.length === 1 ? 'the accepted_design entry cites' : `all ${items.length} accepted_design entries cite`;
    return { status: 'pass', detail: `${which} evidence present in evidence.jsonl` };
  },
});
