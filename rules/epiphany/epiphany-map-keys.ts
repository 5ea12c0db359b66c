import { defineRule, EPIPHANY_MAP_KEYS, nearEpiphanyMapKey, plural, pluralWord, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';

const KEYS = EPIPHANY_MAP_KEYS.map((k) => `\`${k}\``).join(', ');

export default defineRule<EpiphanyModel>({
  id: 'epiphany-map-keys',
  pack: 'epiphany',
  summary: 'state/map.yaml parses as a YAML mapping whose top-level keys are only the six map sections',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The map holds stable understanding only: ${KEYS}. Any other
top-level key is scratch leaking into the map ("do not copy raw scratch into
the map"). Spaces or hyphens in place of underscores are tolerated
(\`accepted-design\`, \`rejected paths\`) and read as the canonical form; two keys
that normalise to the same section are reported. A section written in another
case or with a typo (\`Accepted_Design\`, \`objective\`) is not read either: it
fails with the canonical key to rename it to. A map.yaml with no content (an
empty file, or only comments, blank lines and document markers) is an empty
map and passes, like \`{}\`: the controller writes the map as it learns, so a
map with no section early in the work breaks no rule. A state folder holding
scratch.md, branches.json or evidence.jsonl but no map.yaml has no map yet: the
protocol orders no update_map before think_subgoal, propose_patch or run_verify,
and information reaches the map only after it survives verification, so the rule
skips there (a skip that fails under \`--mode ready\`). A state folder holding
none of the four files, YAML that does not parse (at the line of each error, one
per line) and a file that is a list or a single value rather than a mapping fail
here; the other map rules then skip. The map is read from \`state/map.yaml\` only, the name the
protocol gives it: a \`map.yml\` (or \`Map.yaml\`) in its place is named in the
finding, not read.`,
  audit: [
    { source: "Allowed writes: objectives, constraints, invariants, accepted design, rejected paths, current status", enforced: "fails on any other top-level key of state/map.yaml (spaces and hyphens normalised to underscores)" },
    { source: "Do not copy raw scratch into the map.", enforced: "an unknown key is scratch leaking into the map and fails; copied prose under an allowed key cannot be told apart" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'tolerates hyphens and spaces and names the canonical form',
      files: {
        'state/map.yaml': MAP.replace('accepted_design:', 'accepted-design:').replace('rejected_paths:', 'rejected paths:'),
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'skip',
      title: 'skips a state folder holding only scratch.md (nothing proposed or verified yet)',
      files: {
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'skip',
      title: 'skips a state folder whose patches are proposed and verified before the first update_map',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'fails when the map is written under another name',
      files: {
        'state/map.yml': MAP,
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
      },
    },
  ],
  async check({ model }) {
    const map = await model.map();
    const file = model.rel('map.yaml');
    if (!map) {
      // The protocol's map is state/map.yaml: a map.yml is not read, yet it is likely the map under another name.
      const others = model.mapLookalikes();
      // Nothing orders update_map before the other actions: a subgoal thought through, a patch
      // proposed or verified, and no map yet is a controller's state before its first update_map.
      if (!others.length && model.scratchOnly()) return { status: 'skip', detail: `${file} not written yet: the state folder holds only scratch.md (nothing proposed or verified)`, missingArtefact: true };
      if (!others.length && model.beforeFirstMap()) return { status: 'skip', detail: `${file} not written yet: no update_map so far (the state folder holds ${model.stateFilesHeld().join(', ')})`, missingArtefact: true };
      const found = `${others.join(' and ')}, which ${others.length > 1 ? 'are' : 'is'} not read`;
      return {
        status: 'fail',
        detail: `${file} is missing${others.length ? ` (found ${found})` : ''}`,
        fix: others.length
          ? `Rename ${others.length > 1 ? 'the one of these that holds the map' : others[0]} to ${file}: only map.yaml is read.`
          : `Write ${file} with the map sections (${EPIPHANY_MAP_KEYS.join(', ')}).`,
        findings: [model.at('map.yaml', 1, `${file} is missing from the state folder${others.length ? `; found ${found}: the map is read from map.yaml only` : ''}`)],
      };
    }
    if (!map.parsed) {
      const first = map.errors[0]!;
      return {
        status: 'fail',
        // YAML that parses into a list or a single value is no syntax error: the detail says what it is.
        detail: map.unread?.kind === 'not-a-mapping' ? `${file} ${map.unread.phrase}` : `${file} ${map.unread?.phrase ?? 'does not parse'}: ${first.message} (line ${first.line})`,
        fix: 'Correct the YAML so the file is one mapping of the map sections.',
        findings: [...map.errors, ...map.encoding].map((e) => model.at('map.yaml', e.line, e.message, e.column)),
      };
    }
    const findings: Finding[] = map.encoding.map((e) => model.at('map.yaml', e.line, e.message, e.column));
    // Findings other than an unknown key, which the detail lists by name: the detail names the first.
    const others: Finding[] = [...findings];
    const other = (f: Finding) => {
      others.push(f);
      findings.push(f);
    };
    const unknown: string[] = [];
    // Keys that only need their canonical spelling, apart from truly foreign ones (scratch leaking in).
    const renames: string[] = [];
    const seen = new Map<string, { written: string; line: number }>();
    let repeated = false;
    for (const k of map.keys) {
      if (!k.canonical) {
        unknown.push(k.shown === '' ? '(a key with no name)' : k.shown);
        const near = nearEpiphanyMapKey(k.normalised);
        if (near) renames.push(`\`${k.shown}\` to \`${near}\``);
        const hint = !near ? '' : near === k.normalised.toLowerCase() ? ` (keys are lower case: write \`${near}\`)` : ` (did you mean \`${near}\`?)`;
        const name = k.shown === '' ? 'with no name' : `\`${k.shown}\``;
        findings.push(model.at('map.yaml', k.line, `top-level key ${name} is not a map section${hint}; the map holds only ${EPIPHANY_MAP_KEYS.join(', ')}`, k.column));
        continue;
      }
      const before = seen.get(k.canonical);
      if (before !== undefined) {
        repeated = true;
        // Both lines named: the first spelling may sit far above the repeat.
        const first = before.written === k.canonical ? ` (line ${before.line})` : `, already written as \`${before.written}\` (line ${before.line})`;
        other(model.at('map.yaml', k.line, `\`${k.written}\` (line ${k.line}) repeats the section \`${k.canonical}\`${first}`, k.column));
      } else {
        seen.set(k.canonical, { written: k.written, line: k.line });
      }
      if (k.valueError) other(model.at('map.yaml', k.valueErrorAt?.line ?? k.line, `\`${k.canonical}\` cannot be read: ${k.valueError}`, k.valueErrorAt?.column ?? k.column));
    }
    if (findings.length) {
      const parts = [
        unknown.length ? `unknown top-level ${pluralWord(unknown.length, 'key')}: ${unknown.join(', ')}` : '',
        others.length === 1 ? `${unknown.length ? '1 other problem: ' : ''}${others[0]!.message}` : '',
        others.length > 1 ? `${plural(others.length, unknown.length ? 'other problem' : 'problem')}, first: ${others[0]!.message}` : '',
      ].filter(Boolean);
      return {
        status: 'fail',
        detail: `${file}: ${parts.join('; ')}`,
        fix: [
          renames.length ? `Rename ${renames.join(', ')}.` : '',
          unknown.length > renames.length ? 'Move scratch notes to state/scratch.md, or fold what survived verification into one of the six sections.' : '',
          repeated ? 'Write each map section once, with the canonical key.' : '',
          map.keys.some((k) => k.valueError) ? 'Set each anchor (`&name`) before the alias (`*name`) that repeats it, and keep what aliases repeat within the limit.' : '',
        ]
          .filter(Boolean)
          .join(' '),
        findings,
      };
    }
    const renamed = map.keys.filter((k) => k.canonical && k.written !== k.canonical);
    const note = renamed.length ? ` (read ${renamed.map((k) => `\`${k.written}\` as \`${k.canonical}\``).join(', ')})` : '';
    if (map.keys.length === 0) return { status: 'pass', detail: `${file} holds no map section yet${map.empty ? ' (no content)' : ''}` };
    return { status: 'pass', detail: `${plural(map.keys.length, 'top-level key')}, all map sections${note}` };
  },
});
