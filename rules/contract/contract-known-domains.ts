import { codePoint, defineRule, contractByLine, invisibleNamed, CONTRACT_DOMAINS, contractDidYouMean, contractForeignLetters, contractIsDomain, contractPathLabel, contractSkipUnparsed, contractUnique, jsonText, plural, type ContractModel, type ContractValue, type Finding } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, YAML_DRAFT } from './lib/examples-fixtures.js';

/** A format character (zero-width space or joiner, soft hyphen, BOM, a direction mark): it shows nothing. */
const HIDDEN = /\p{Cf}/u;

/**
 * A name for a message, each character a reader cannot tell apart named by its code point: an
 * invisible one (`Explo‹U+200B›ration`), and in a name mixing scripts each letter outside ASCII
 * (`‹U+0415›xternal`, a Cyrillic Е that looks Latin).
 */
function shownName(text: string): string {
  const named = invisibleNamed(text, true);
  if (!contractForeignLetters(text).length) return named;
  return Array.from(named, (c) => (c > '\x7f' && /\p{L}/u.test(c) ? `\u2039${codePoint(c)}\u203a` : c)).join('');
}

/** ": U+0415 is not a Latin letter" for a name mixing scripts, naming each letter outside ASCII once. */
function foreignNote(text: string): string {
  const points = [...new Set(contractForeignLetters(text).map(codePoint))];
  if (!points.length) return '';
  return points.length === 1 ? `: ${points[0]} is not a Latin letter` : `: ${points.slice(0, -1).join(', ')} and ${points.at(-1)} are not Latin letters`;
}

/** Every place a domain name is written, with a label for messages. */
function domainNames(model: ContractModel): Array<{ v: ContractValue; where: string }> {
  const out: Array<{ v: ContractValue; where: string }> = [];
  const md = model.format === 'markdown';
  for (const v of model.what ?? []) out.push({ v, where: contractPathLabel(v.pointer) });
  for (const e of model.howMuch ?? []) out.push({ v: e.domain, where: md ? 'a response section' : 'how_much' });
  const c = model.calibration;
  for (const key of ['domains', 'calibrated', 'skipped'] as const) {
    for (const v of c?.[key] ?? []) out.push({ v, where: md ? (key === 'skipped' ? '**Skipped**' : 'a response section') : contractPathLabel(v.pointer) });
  }
  for (const h of c?.history ?? []) if (h.domain) out.push({ v: h.domain, where: contractPathLabel(h.domain.pointer) });
  // A Defaults label is a domain name only when it looks like one (a single capitalised word); longer labels are prose.
  // Look-alike letters (`Еxploration`, a Cyrillic Е) keep it one: they are checked as the word shows.
  for (const d of model.markdown?.defaults ?? []) {
    const t = d.domain.text ?? '';
    if (t !== 'Others' && (/^[A-Z][A-Za-z]+$/.test(t) || (/^\p{Lu}\p{L}+$/u.test(t) && contractForeignLetters(t).length > 0))) out.push({ v: d.domain, where: '**Defaults**' });
  }
  return out;
}

export default defineRule<ContractModel>({
  id: 'contract-known-domains',
  pack: 'contract',
  summary: 'Every domain named in the contract is a protocol action domain',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol calibrates autonomy per action domain: ${CONTRACT_DOMAINS.slice(0, 4).join(', ')}, plus the team
extensions ${CONTRACT_DOMAINS.slice(4).join(' and ')}. A domain with any other name has no scenario, no default
and no place in the protocol, so nothing the contract says about it can be honoured.
Checked wherever a domain is named: \`what\`, the keys of \`how_much\`, \`calibration.domains\`,
\`calibrated\`, \`skipped\` and \`history[].domain\`; in a markdown rendering, **Skipped** items (each
domain of an item listing several, \`Strategy, ScopeCreep — the plan is fixed\`),
**Defaults** lines (a single capitalised word) and the labels of response-section items.
Names are exact in JSON and YAML (\`fileModification\` fails, with a suggestion); the rendering
also accepts the spelled-out form, in any case (\`File modification\`, \`scope-creep\`).
The response sections of a rendering list actions, so an item's label (the words before
\`:\`, a dash or a parenthesis) counts as a domain name when it names a domain or
nearly does: at most two letters off with the first letter kept (\`Stratgy\`), which fails with a
suggestion; another word (\`Internal\`) or the domain's stem with an English ending
(\`Strategic\`, \`Strategies\`) is no misspelling. A label
with look-alike letters, a word mixing ASCII and other letters (\`Еxternal (AlwaysAsk): …\`
with a Cyrillic Е), is read as a domain label and fails, each letter outside ASCII named by its
code point (\`"‹U+0415›xternal" … U+0415 is not a Latin letter (did you mean External?)\`); so
does such a name in JSON and YAML. A label whose parenthesised qualifier is a response or a
refinement (\`Deployment (AlwaysAsk): …\`, or a near miss of one) or a persistence half
(\`Cache (durable): …\`) is meant as a domain and fails when it names none; it must read as a
name (one word, or capitalised: \`git push (AlwaysAsk)\` is an action). Any
other label (\`Tests: run the suite\`, \`Git: push\`) describes an action of no domain and
is not failed. One such label is read as a domain: a single capitalised word (\`Deployment: promote
to production\`) that is the rendering's only label of no domain while every other label of its
response sections names a domain, in any response section (**Ask before** as much as
**Autonomous**). It reads as a domain the protocol does not have rather than the author's own way
of labelling actions, and fails as an unknown domain does in JSON and YAML (the spec: "Unknown
domain names fail"); a rendering with several such labels, \`Tests: …\` and \`Git: …\`, labels its
actions in its own words, and nothing is said. An action may name its domain at its end instead, in parentheses
(\`git push and PR creation (External)\`, \`edit the CI config (FileModification, durable)\`): a
final group, in parentheses or brackets, that names a domain exactly (split at commas, colons,
dashes and blanks: \`(FileModification: ephemeral)\`, \`(durable FileModification)\`) is read as the
item's label; a word in parentheses is never read as a misspelt domain. A **Skipped** item may name
its domain after its reason, in a final group, or before it (\`External, since nothing leaves the machine\`).
A name holding an invisible format character (a zero-width space, a soft hyphen, a direction mark)
fails wherever it is written, with the character named by its code point: a reader sees the domain,
a tool comparing the text sees another name.`,
  audit: [
    { source: "D\u1d62 = ActionDomain \u2208 {FileModification, Exploration, Strategy, External}", enforced: "fails on any other domain name, with the team extensions TeamCoordination and ScopeCreep accepted" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'reads spelled-out domain names in markdown, in any case',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(
          SOLO_RENDERING,
          ['- FileModification (ephemeral)', '- File modification (ephemeral)'],
          ['- FileModification (durable)', '- file-modification (durable)'],
          ['- External (AlwaysAsk)', '- external (AlwaysAsk)'],
        ),
      },
    },
    {
      status: 'fail',
      title: 'fails a misspelt domain in a markdown section and an unknown skipped domain, but not free-text action labels',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Autonomous**:
- Deploys: push to staging
- Stratgy: pick the faster approach
**Skipped**:
- Telemetry`,
      },
    },
    {
      status: 'fail',
      title: 'fails a one-word label of no domain when every other label names a domain',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(SOLO_RENDERING, ['- External (AlwaysAsk)', '- Deployment: promote the release to production\n- External (AlwaysAsk)']),
      },
    },
    {
      status: 'skip',
      title: 'skips a contract that names no domain yet (a draft before the domains are decomposed)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_DRAFT,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const names = domainNames(model);
    if (!names.length) return { status: 'skip', detail: 'the contract names no domain' };
    const findings: Finding[] = [];
    for (const { v, where } of names) {
      if (contractIsDomain(v.value)) continue;
      const shown = typeof v.value === 'string' ? `"${shownName(v.value)}"` : jsonText(v.value);
      findings.push(model.at(v.at, `unknown domain ${shown} in ${where}${typeof v.value === 'string' ? `${foreignNote(v.value)}${contractDidYouMean(v.value, 'domain')}` : ''}`));
    }
    // A rendering reads names loosely (case, blanks, hyphens, any other character), so a hidden one is looked for as written.
    for (const s of model.markdown?.spellings ?? []) {
      const hidden = HIDDEN.exec(s.raw);
      if (hidden) findings.push(model.at(s.at, `domain name "${invisibleNamed(s.raw, true)}" holds an invisible character (${codePoint(hidden[0])}): a reader sees ${s.domain}, a tool reading the text another name`));
    }
    // A one-word label of no domain among domain labels (`Deployment: …` beside `External: …`) is read
    // as a domain: unknown, it fails as it would in JSON or YAML.
    const meant = model.markdown?.labelsOfNoDomain ?? [];
    for (const l of meant) {
      findings.push(model.at(l.at, `unknown domain "${shownName(l.raw)}" under **${l.section}**: every other label of the response sections names a domain, so this one is read as a domain, and the protocol has none of that name (the domains are ${CONTRACT_DOMAINS.join(', ')})`));
    }
    const unique = contractByLine(contractUnique(findings));
    const fix = `Use the protocol's domains: ${CONTRACT_DOMAINS.join(', ')}.${meant.length ? ' List an action of no domain under the domain it belongs to (`External: deploy to production`).' : ''}`;
    if (unique.length) return { status: 'fail', detail: `${plural(unique.length, 'unknown domain name')}: ${unique[0]!.message}`, fix, findings: unique };
    return { status: 'pass', detail: `${plural(names.length, 'domain name')}, all known` };
  },
});
