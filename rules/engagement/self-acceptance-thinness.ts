import { listItem, withoutDashesAndStops } from './lib/concern-items.js';
import { oneSpaced, pushAll, defineRule, followsProtocol, labelledCriteria, LetterRegex, plainTitle, plural, protocolNumbered, type EngagementModel, type Heading, type MarkdownDoc, type Section, tableRowCells } from '@engagement-lint/core/kit';

/** One tag per bracket, written exactly (case-insensitive): `[crit-3]`, `[non-criteria]`, `[scope-creep]`. */
const CRIT = /\[crit-\d+\]/i;
const NON_CRITERIA = /\[non-criteria\]/i;
const SCOPE_CREEP = /\[scope-creep\]/i;
const CRIT_NUMBERS = /\[crit-(\d+)\]/gi;
/** Every tag of a kind, for counting tags rather than concerns (the reference's count). */
const ALL_NON_CRITERIA = /\[non-criteria\]/gi;
const ALL_SCOPE_CREEP = /\[scope-creep\]/gi;
/**
 * A tag written almost as the protocol's: `[crit 2]`, `(crit-2)`, `[Crit #2]`, `[criterion 2]`,
 * `(non criteria)`, `[scope creep]`, or a bare `crit-2:` opening the item. Read only to say how to write it.
 */
const NEAR_TAG = /[[(]\s{0,2}(?:crit(?:erion)?\s{0,2}[-#–—]?\s{0,2}(\d{1,4})|(non)[\s_–—-]{0,2}criteria|(scope)[\s_–—-]{0,2}creep)\s{0,2}[\])]|^\s{0,3}[*_]{0,2}crit(?:erion)?[-#]?\s?(\d{1,4})(?![\d\]])/i;

/** How an untagged concern's near-miss tag is written as the protocol's, when it holds one. */
function nearTag(content: string): string | undefined {
  const m = NEAR_TAG.exec(content);
  if (!m) return undefined;
  const tag = m[2] ? '[non-criteria]' : m[3] ? '[scope-creep]' : `[crit-${m[1] ?? m[4]}]`;
  return ` (\`${m[0].trim()}\` is not one: write \`${tag}\`)`;
}
/** Tags and emphasis around an item's text, stripped before reading what it says. */
const TAGS_AND_MARKS = /\[(?:crit-\d+|non-criteria|scope-creep)\]|\*\*|__|[*_`]/gi;
/**
 * A tagged item that says there is nothing to say: "No concerns.", "None.", "N/A", "Nothing to
 * report", "Нет замечаний". The protocol: writing "no concerns" signals dishonesty or absence of thought.
 */
/** «как ожидалось», «как надо», «штатно»: "as expected" in Russian, which says no more than "works". */
const RU_AS_EXPECTED = String.raw`как\s{1,3}(?:и\s{1,3})?(?:ожидал(?:ось|ась|и)?|надо|нужно|задумано|положено|должно)|корректно|правильно|штатно|нормально|хорошо|отлично|стабильно`;
const NON_CONCERN_WORDS = String.raw`no(?:ne)?(?:\s+(?:real|other|further|known|open|significant))?(?:\s+(?:concerns?|issues?|problems?|risks?|findings?|gaps?))?(?:\s+(?:here|found|identified|so\s+far))?|(?:concerns?|issues?|problems?|risks?|findings?|замечани[яй]|проблемы)\s{0,2}:\s{0,2}(?:none|no|n\/a|нет)|n\/a|nothing(?:\s+(?:to\s+(?:report|flag|add|note|mention)|found|notable|significant|major|serious|critical|worth\s+(?:noting|mentioning)|of\s+note|stands\s+out))?(?:\s+(?:here|so\s+far|to\s+me))?|all\s+(?:good|fine|ok|okay|clear|green|set)|everything(?:'s|\s+is)?\s+(?:good|fine|ok|okay|green)|everything\s+works(?:\s+(?:fine|well|as\s+expected))?|(?:looks|seems|works)\s+(?:good|fine|ok|okay|great|solid|clean|as\s+expected)(?:\s+to\s+me)?|no\s+complaints|good\s+to\s+go|ship\s+it|нет(?:\s+(?:замечаний|проблем|рисков|вопросов|претензий|опасений))?|(?:замечаний|проблем|рисков|вопросов|претензий|опасений|ошибок|недоч[её]тов)\s{1,3}(?:нет|не\s{1,3}(?:обнаружено|найдено|выявлено|замечено))|ничего(?:\s{1,3}не\s{1,3}(?:обнаружено|найдено|выявлено))?|без\s+(?:замечаний|проблем|претензий)|вс[её]\s+(?:ок|окей|хорошо|нормально|отлично|в\s+порядке)|вс[её]\s{1,3}работает(?:\s{1,3}(?:${RU_AS_EXPECTED}))?|работает\s{1,3}(?:${RU_AS_EXPECTED})|выглядит\s{1,3}(?:хорошо|нормально|отлично)`;
/**
 * One-word filler saying all is well ("ok", "fine", "LGTM", «норм»): no concern as the whole item
 * only, since "OK, the export breaks on DST" goes on to name one.
 */
const FILLER_WORDS = String.raw`ok|okay|fine|good|great|done|lgtm|ок|окей|норм|нормально|хорошо|отлично|в\s+порядке`;
const NON_CONCERN = new RegExp(`^(?:${NON_CONCERN_WORDS}|${FILLER_WORDS})$`, 'i');
/** A letter or digit: an item with none after its tag (`[crit-1]`, `[crit-2] —`, `[crit-1] …`) says nothing. */
const WORDED = new LetterRegex(String.raw`[\p{L}\p{N}]`, 'u');
/** A placeholder left where the concern goes (`[crit-1] TODO`, `[scope-creep] TBD`, `[crit-2] <concern>`): as blank as nothing. */
const PLACEHOLDER = /^(?:todo|tbd|fixme|xxx|to\s{1,3}(?:do|be\s{1,3}(?:written|added|filled\s{1,3}in|decided))|<[^<>]{0,60}>|\{[^{}]{0,60}\})$/i;
/**
 * The same phrase opening the item, then a dash, comma, colon, semicolon or full stop and a
 * justification ("N/A — nothing to report", "None — all good", "No concerns, the tests pass"). "None
 * of the tests cover DST" has no break after "None" and is a concern.
 */
const NON_CONCERN_LEAD = new RegExp(`^(${NON_CONCERN_WORDS})\\s{0,4}(?:[—–,:;.]|-{1,2})`, 'i');
/** A justification that turns into a concern ("No issues, except the DST gap"). */
const TURNS = /\b(?:but|however|though|although|except|yet|unless)\b|(?:^|[^а-яё])(?:но|однако|кроме|хотя)(?![а-яё])/i;

/** Symbols around the words (`✅ ok`, `LGTM 👍`), bounded so the scan stays linear. */
const SYMBOLS_AROUND = new LetterRegex(String.raw`^[^\p{L}\p{N}]{1,16}|[^\p{L}\p{N}]{1,16}$`, 'gu');

/** Whether an item's text says there is nothing to say, alone or with a justification after it. */
function saysNothing(text: string): boolean {
  if (NON_CONCERN.test(text) || NON_CONCERN.test(text.replace(SYMBOLS_AROUND.for(text), ''))) return true;
  const m = NON_CONCERN_LEAD.exec(text);
  // A bare "No," / "Нет," answers something else ("No, the export breaks on DST").
  if (!m || /^(?:no|нет)$/i.test(m[1]!)) return false;
  return !TURNS.test(text.slice(m[0].length));
}

/** What an item says once its tags, emphasis, leading dashes / colons and closing punctuation are gone. */
function said(content: string): string {
  return oneSpaced(withoutDashesAndStops(content.replace(TAGS_AND_MARKS, ' ')));
}

/**
 * One bracket holding several tags (`[crit-1, crit-4]`, `[ crit-2 ]`): a concern bound to two
 * criteria. Not the template's `[crit-{N} | non-criteria | scope-creep]`, whose bars mean pick one.
 */
const TAG_GROUP = /\[[ \t]*((?:crit-\d+|non-criteria|scope-creep)(?:[ \t]*[,;][ \t]*(?:crit-\d+|non-criteria|scope-creep))*)[ \t]*\]/gi;

/** The protocol reading of a concern's tags: each tag of a group in a bracket of its own. */
const oneTagPerBracket = (content: string) => (REGROUPED.test(content) ? content.replace(TAG_GROUP, (_, tags: string) => tags.split(/[,;]/).map((t) => `[${t.trim()}]`).join('')) : content);
/**
 * What a TAG_GROUP match changes: blanks inside its bracket, or a second tag. Without either each match is `[tag]`,
 * rewritten as itself: §7 holds tens of thousands of such lines, each otherwise rebuilt.
 */
const REGROUPED = /\[[ \t]|[ \t]\]|(?:crit-\d+|non-criteria|scope-creep)[ \t]*[,;]/i;

/** Item text read as pasted pre-check output rather than a concern: a command (`$`), code or JSON. */
const PASTED = /^[$`{]/;
/** An item opening with its tag in inline code and going on in prose (`` `[crit-1]` Credit notes… ``): a concern, not pasted output. */
const CODE_TAG = /^`[ \t]{0,2}\[[ \t]{0,2}(?:crit-\d+|non-criteria|scope-creep)(?:[ \t]{0,2}[,;][ \t]{0,2}(?:crit-\d+|non-criteria|scope-creep)){0,8}[ \t]{0,2}\][ \t]{0,2}`[\s:—–-]{0,6}[^\s`]/i;
const ANY_TAG = /\[(?:crit-\d+|non-criteria|scope-creep)\]/i;
/** A table cell that is a concern's tag, bracketed or not: `[crit-2]`, `crit-2`, `` `scope-creep` ``. */
const TAG_CELL = /^[`*_]*\[?((?:crit-\d+)|non-criteria|scope-creep)\]?[`*_]*$/i;

/**
 * A concern written as a table row (`| crit-2 | The preset is untested | deferred in §11 |`): the
 * row's tag cell made the item's tag, the other cells its text. Header and delimiter rows carry no tag.
 */
function tableConcern(line: number, text: string): Concern | undefined {
  const cells = tableRowCells(text)?.map((c) => c.text);
  if (!cells) return undefined;
  const tagAt = cells.findIndex((c) => TAG_CELL.test(c));
  if (tagAt < 0) return undefined;
  const tags = cells.filter((c) => TAG_CELL.test(c)).map((c) => `[${TAG_CELL.exec(c)![1]!.toLowerCase()}]`);
  const rest = cells.filter((c) => c !== '' && !TAG_CELL.test(c)).join(' — ');
  return { line, column: text.indexOf('|') + 1, content: `${tags.join(' ')} ${rest}` };
}

interface Concern {
  line: number;
  column: number;
  content: string;
}

/**
 * A concern written as a paragraph opening with a bold label that tags it (numbered or not), as the template's
 * `1. [crit-N] {concern}` item does: `**1. [crit-2]** …`, `**[scope-creep]** …`, `**1.** [crit-2] …`. A
 * tag further on in a sentence ("see **[crit-2]** above") opens nothing.
 */
const BOLD_LABEL = /^[ \t]{0,3}(\*\*|__)[ \t]{0,2}(?:\d{1,9}[.)][ \t]{0,2}(?:\1[ \t]{1,4})?)?(?=\[(?:crit-\d+|non-criteria|scope-creep)\])/i;
function boldConcern(line: number, text: string): Concern | undefined {
  const tagged = oneTagPerBracket(text);
  const m = BOLD_LABEL.exec(tagged);
  return m ? { line, column: tagged.search(/\S/) + 1, content: tagged.slice(m[0].length) } : undefined;
}

/** A §7 sub-heading naming the concerns list: `### 7b. Honest concerns list`, `### Concerns`, `### Замечания`. */
const CONCERNS_HEADING = new LetterRegex(String.raw`(?<![\p{L}])(?:concerns?|замечани[\p{L}]*|опасени[\p{L}]*)(?![\p{L}])`, 'iu');
/**
 * A §7 sub-heading over the delta from the prior iteration ("what's new vs iter-{N-1}"): `### 7c. Delta
 * vs iter-1`, `### What's new since iteration 1`, `### Changed since iter-2`, `### Что нового`. A word's ending is bounded:
 * tried at every stem of a long run of glued words, an unbounded one read to the run's end each time.
 */
export const DELTA_HEADING = new LetterRegex(
  String.raw`(?<![\p{L}\p{N}_-])delta(?![\p{L}\p{N}_])|(?<![\p{L}])дельта|what(?:'|’|\s+i)s\s+(?:new|changed)|what\s+changed|chang(?:ed|es)\s+since|(?<![\p{L}])(?:since|vs\.?|versus)\s+(?:iter|round)|compared\s+(?:to|with)\s+(?:the\s+)?(?:iter|prior|previous|last)|что\s+нового|что\s+изменил|изменени[\p{L}]{0,12}\s+(?:с|после|относительно)(?![\p{L}])`,
  'iu',
);

/** Where a line of §7 stands in the protocol reading: with the concerns, in the delta, or in another sub-section. */
type Place = 'concerns' | 'delta' | 'other';

/**
 * The protocol reading of §7's sub-sections (7a the pasted pre-check, 7b the honest concerns list, a
 * delta from the prior iteration): under a sub-heading naming concerns only its lines hold concerns,
 * and a delta sub-section's bullets never do. Undefined for a §7 without sub-headings, read whole.
 */
function subSections(doc: MarkdownDoc, section: Section): { place: (line: number) => Place; concerns?: Heading } | undefined {
  const subs = doc.headingsIn('protocol').filter((h) => h.line > section.heading.line && h.line <= section.end && h.level > section.heading.level);
  if (!subs.length) return undefined;
  // A heading naming concerns holds concerns, whatever else it says (`### 7b. Concerns new since iter-1`).
  const isConcerns = (h: Heading) => CONCERNS_HEADING.for(h.text).test(h.text);
  const isDelta = (h: Heading) => !isConcerns(h) && DELTA_HEADING.for(h.text).test(h.text);
  const deltas = subs.filter(isDelta).map((h) => doc.sectionOf(h, 'protocol'));
  const heads = subs.filter(isConcerns);
  // Each line's place, marked once per sub-section holding it (at most six deep): linear however many sub-headings.
  const from = section.heading.line;
  const places = new Array<Place>(section.end - from + 1).fill(heads.length ? 'other' : 'concerns');
  const mark = (rs: Section[], place: Place) => {
    for (const r of rs) for (let k = r.start; k <= Math.min(r.end, section.end); k++) places[k - from] = place;
  };
  mark(heads.map((h) => doc.sectionOf(h, 'protocol')), 'concerns');
  mark(deltas, 'delta');
  return { ...(heads[0] ? { concerns: heads[0] } : {}), place: (line) => places[line - from] ?? 'concerns' };
}

export default defineRule<EngagementModel>({
  id: 'self-acceptance-thinness',
  pack: 'engagement',
  tiers: ['M', 'L'],
  recommendedTiers: ['S', 'M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'handoff §7 lists enough honest concerns, tagged to the criteria',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Handoff §7 is the lead's rehearsal of the director's sweep. "No concerns" signals either
dishonesty or absence of thought, and untagged filler ("naming could be better") dodges the
criteria. Concerns are the list items of \`## 7. Self-acceptance…\` (code blocks and HTML comments
included, as in the reference), except items starting with \`$\`, a backtick or \`{\` (the pasted
pre-check command and its output; under \`--preset recommended\` an item opening with its tag in
inline code and going on in prose, \`\` 1. \`[crit-1]\` Credit notes… \`\`, is a concern, and when the
concerns fall short the detail counts the items read as pasted output). Under \`--preset recommended\` only the items markdown renders
count: a line in fenced code or inside \`<!-- … -->\` is none (a tag left there is named when the
concerns fall short). A concerns table is read too: each row with a tag cell
(\`crit-2\`, \`[scope-creep]\`) is a concern, its other cells the text; every CommonMark list
marker makes an item (\`+\` and \`1)\` too, not only \`-\`, \`*\` and \`1.\`), and so does a paragraph
opening with a bold label that tags it (numbered or not) as the template's \`1. [crit-N] {concern}\` does
(\`**1. [crit-2]** …\`, \`**[scope-creep]** …\`, \`**1.** [crit-2] …\`; a tag further on in a sentence
opens none); and when the
concerns fall short, each line of §7 that carries a tag without being an item gets its own finding.
There, too, a §7 with sub-headings is read by them: under a sub-heading naming concerns
(\`### 7b. Honest concerns list\`) only its items are concerns (a tagged item elsewhere is named
when the concerns fall short), and the bullets of a delta sub-section (\`### 7c. Delta vs iter-1\`,
"what's new", "changed since", "vs iter-N") never are; a §7 without sub-headings is read whole.

- Threshold: at least 1 concern at size S, 2 at M and L.
- Tags: \`[crit-N]\`, \`[non-criteria]\`, \`[scope-creep]\`, one tag per bracket, written without
  inner spaces (case-insensitive), as the reference reads them; under \`--preset recommended\` one
  bracket may hold several, separated by commas (\`[crit-1, crit-4]\`). The protocol's
  template \`[crit-{N} | non-criteria | scope-creep]\` means *pick one*: an item that still carries
  the unfilled alternatives counts as untagged.
- Under \`--preset recommended\` a tagged item that says there is nothing to say
  (\`[crit-1] No concerns.\`, \`[crit-2] None.\`, "N/A", "Nothing to report", "Nothing to flag
  here", filler such as "ok", "fine", "LGTM", "Looks good to me", "Works as expected", "All good",
  "Good to go", "Всё ок", "Всё хорошо", «Всё работает как ожидалось», «Работает штатно», «Проблем не обнаружено»,
  «Претензий нет», «Вопросов нет», «Ничего не выявлено»), a tag with no concern text after it
  (\`[crit-1]\`, \`[crit-2] —\`, \`[crit-1] …\`), or an item opening with such a
  phrase and a dash, comma, colon, semicolon or full stop before a justification (\`[crit-1] N/A —
  nothing to report\`, "None — all good", "No concerns, the tests pass"; not "None of the tests cover
  DST", nor a justification that turns with but, however, except, но, кроме, nor one-word filler
  such as "OK, the export breaks on DST"), is no concern, and a
  \`[crit-N]\` tag naming a criterion criteria.md does not have (\`[crit-9]\` with three criteria,
  numbered as criteria-owned numbers them) binds to nothing: neither counts, and the finding says
  why.
- fail below the threshold; fail when no concern is tagged \`[crit-N]\` or \`[scope-creep]\`
  (the concerns ducked the criteria); fail with more than one \`[non-criteria]\` tag, counted as
  the reference counts tags (\`- [crit-2] b [non-criteria] c [non-criteria]\` holds two, and the
  details count tags). Under \`--preset recommended\` the cap is on concerns: more than one
  concern tagged \`[non-criteria]\` fails, however many times each carries the tag.

fail without a \`## 7. Self-acceptance\` section (a \`## 7.\` heading with another title, such as a
translated one, is named in the finding: the title is not the one this check reads; so is a
\`Self-acceptance\` heading under another number, \`## 4. Self-acceptance\`, whose concerns are not read); skip while handoff.md is not written
(\`--mode ready\` turns that skip into a failure).`,
  examples: [
    {
      status: 'pass',
      title: 'at S a scope-creep concern is enough under both presets',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': `---
size: S
---`,
        'handoff.md': `## 7. Self-acceptance rehearsal
1. [scope-creep] Added a helper.`,
      },
    },
    {
      status: 'fail',
      title: 'fails without a §7 Self-acceptance section',
      files: {
        'handoff.md': '',
      },
    },
    {
      status: 'skip',
      title: 'skips without handoff.md, and fails under --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Handoff §7 Self-acceptance | **abbreviated: ≥1 concern** | full: ≥2 concerns | full: ≥2 concerns + delta-from-iter-N-1 |',
      compat: 'self-acceptance-thinness runs at M and L only: an S handoff whose §7 has no concern is never checked.',
      recommended: 'It runs at S too, asking for the S minimum of one tagged concern.',
    },
    {
      protocol: '7. Self-acceptance rehearsal (MANDATORY — structural gate, not prose)',
      compat: 'A decorated §7 title (`## 7. 🧪 Self-acceptance rehearsal`, `## 7. **Self-acceptance**`) is not found: the check fails with "§7 block missing".',
      recommended: '§7 is found by its number, however the heading is written (`## 7) …`, `## §7 …`, `## **7. …**`, emoji, a translated title); handoff-sections reports a title that names another section.',
    },
    {
      protocol: 'Size M: ≥2 concerns, at least one tagged crit-{N}.',
      compat: 'At every tier one `[crit-N]` or one `[scope-creep]` concern is enough, so an M or L §7 whose only tagged concern is scope-creep passes.',
      recommended: 'At M and L at least one concern is tagged `[crit-N]` (Size L: "≥2 concerns, plus delta" builds on M); `[scope-creep]` satisfies the tag rule at S only.',
    },
    {
      protocol: 'Force yourself to find real concerns — and tag each one with the criterion it relates to, so vague "naming could be better" filler can be detected',
      compat: 'Untagged list items count toward the threshold (two untagged items and one tagged concern pass at M), whatever sub-section of §7 holds them: the bullets of a `### 7c. Delta vs iter-1` count as untagged concerns.',
      recommended: 'Only tagged concerns count toward the threshold; an untagged item is reported in the finding. With sub-headings, only the items under the one naming concerns (`### 7b. Honest concerns list`, kept apart from the L delta "what\'s new vs iter-{N-1}") are concerns, and a delta sub-section\'s bullets never are: an M §7 with one tagged concern and a delta bullet fails on the count alone, with no "untagged" finding at the delta.',
    },
    {
      protocol: '7b. Honest concerns list (concerns must bind to criteria) … Format: 1. [crit-{N} | non-criteria | scope-creep] {concern}',
      compat: 'Only list items are concerns: concerns written as a table (`| crit-2 | … |`) are not read, and the section fails as having none.',
      recommended: 'A table row with a tag cell (`crit-2`, `[scope-creep]`) is a concern, its other cells the text; header and delimiter rows are not.',
    },
    {
      protocol: 'if you write "no concerns" you are signalling either dishonesty or absence of thought. Force yourself to find real concerns',
      compat: 'Any tagged list item counts as a concern: `[crit-1] No concerns.` and `[crit-2] None.` meet the M threshold.',
      recommended: 'A tagged item that only says there is nothing to say ("No concerns", "None", "N/A", "Nothing to report", "Nothing significant", "Concerns: none", "Нет замечаний", "Без замечаний"), or only that all is well ("ok", "fine", "All good", "Everything works", "Всё ок", "Всё хорошо", «Всё работает как ожидалось», «Проблем не обнаружено», «Претензий нет»), or holds nothing but its tag (`[crit-1]`, `[crit-2] —`) or a placeholder (`[crit-1] TODO`, `TBD`, `<concern>`), or opens with it and a dash, comma, colon or full stop before a justification ("N/A — nothing to report", "No concerns, the tests pass"), is no concern; the finding names it. "None of the tests cover DST" and a justification turning with but, however, except, но or кроме are concerns.',
    },
    {
      protocol: 'non-criteria— concern about something orthogonal to criteria.md (allowed but capped: at most 1 of N).',
      compat: 'The cap counts `[non-criteria]` tags, as the reference does: one concern carrying the tag twice (`- [crit-2] b [non-criteria] c [non-criteria]`) exceeds it and fails, and the details count tags (`2 crit` for a concern tagged `[crit-1] [crit-2]`).',
      recommended: 'The cap counts concerns, as the protocol words it ("at most 1 of N" concerns): a concern tagged `[non-criteria]` twice is one non-criteria concern, and the details count concerns.',
    },
    {
      protocol: '7a. Pre-check output (paste verbatim JSON output) … 7b. Honest concerns list … Format: 1. [crit-{N} | non-criteria | scope-creep] {concern}',
      compat: 'Every item starting with `$`, a backtick or `{` is read as the pasted pre-check output, so a concern whose tag is written in inline code (``1. `[crit-1]` Credit notes…``) is not read, and the detail does not say why.',
      recommended: 'An item opening with its tag in inline code followed by prose is a concern; other items opening with `$`, a backtick or `{` are still pasted output, and when the concerns fall short the detail counts them ("1 item opening with `$`, a backtick or `{`, read as pasted pre-check output") and a finding names each such item that carries a tag.',
    },
    {
      protocol: 'crit-{N} — concern about how this engagement covers criterion N (the strongest tag, hardest to fake)',
      compat: 'Any `[crit-N]` tag counts, whatever N: `[crit-9]` and `[crit-7]` on a three-criterion engagement pass as criterion concerns.',
      recommended: 'A `[crit-N]` tag must name a criterion of criteria.md (numbered as criteria-owned numbers them); a concern tagged only with criteria that do not exist is not counted, and the finding says so.',
    },
    {
      protocol: '7b. Honest concerns list (concerns must bind to criteria) … Format: 1. [crit-{N} | non-criteria | scope-creep] {concern}',
      compat: 'A list item is a line starting with `-`, `*` or `N.` (a space after the marker or not, so `-[crit-1] …` and a `**bold**` line are items too): concerns numbered `1)` or bulleted `+` are not read, and the section fails as having none, with no word on the lines skipped. Lines in fenced code and HTML comments are read as raw lines too, as the reference reads them: a §7 holding only the template pasted in a code fence (`1. [crit-1] concern — why submitting anyway`) or concerns commented out (`<!-- 1. [crit-1] … -->`) passes.',
      recommended: 'Every CommonMark list marker (`-`, `*`, `+`, `N.`, `N)`) followed by a blank starts an item, and so does a paragraph opening with a bold label that tags the concern (numbered or not) as the template\'s `1. [crit-N]` does (`**1. [crit-2]** …`, `**[scope-creep]** …`, `**1.** [crit-2] …`; a tag further on in a sentence, "see **[crit-2]** above", opens none), among the lines markdown renders: none in fenced code or inside an HTML comment (a block, or `<!-- … -->` within a line); below the threshold, each tagged line that is not an item, or is hidden in code or a comment, is named in a finding.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    // The protocol reading takes §7 by its number, whatever its title says (handoff-sections reads titles).
    const section = protocol ? doc.section(7, 'protocol') : doc.numberedSections().find((s) => s.number === 7 && /^self-acceptance/i.test(s.title));
    if (!section) {
      // §7's title under another number (`## 4. Self-acceptance`, the S template's gaps closed up): its concerns are there, unread.
      const misnumbered = doc.numberedSections(protocol ? 'protocol' : 'reference').find((s) => s.number !== undefined && s.number !== 7 && /^self-acceptance/i.test(plainTitle(s.title)));
      if (misnumbered) {
        const { number, heading } = misnumbered;
        return {
          status: 'fail',
          detail: `§7 block missing: found misnumbered as \`## ${number}. ${plainTitle(misnumbered.title)}\` at line ${heading.line}, so its concerns were not read`,
          fix: `Renumber \`## ${number}.\` to \`## 7.\` (section numbers are the template's, gaps included), then lint again to check its concerns.`,
          findings: [doc.at(heading.line, `"${plainTitle(misnumbered.title)}" is §7, but this heading numbers it ${number}: write it \`## 7. ${plainTitle(misnumbered.title)}\` so its concerns are read`)],
        };
      }
      // A `## 7.` heading under another title (translated, decorated) is there but unread: point at it, not at §8.
      const misTitled = protocol ? undefined : doc.section(7, 'reference');
      // `### 7. Self-acceptance` (another level or form the protocol reading takes): there, but not where this reading looks.
      const nearMiss = protocol || misTitled ? undefined : doc.headings.find((h) => protocolNumbered(h.text)?.n === 7);
      return {
        status: 'fail',
        detail: '§7 block missing',
        fix: 'Add `## 7. Self-acceptance rehearsal` with the pasted pre-check output and a tagged concerns list (protocol §7b).',
        findings: [
          misTitled
            ? doc.at(misTitled.heading.line, `§7 is titled "${misTitled.title}" but must start with "Self-acceptance", the title this check reads (--preset recommended reads §7 by its number)`)
            : nearMiss
              ? doc.at(nearMiss.line, 'no `## 7. Self-acceptance` section in handoff.md: the heading here is not read as §7 (write it `## 7. Self-acceptance`, or lint with --preset recommended, which reads it)')
              : doc.at(doc.section(8, protocol ? 'protocol' : 'reference')?.heading.line ?? Math.max(1, doc.lines.length), 'no `## 7. Self-acceptance` section in handoff.md'),
        ],
      };
    }
    const size = model.tier;
    const threshold = size === 'S' ? 1 : 2;
    // Every list line of the section counts, code blocks and comments included (as in the reference);
    // pasted commands and output (items starting with `$`, a backtick or `{`) do not. The protocol
    // reading takes the items markdown renders: none in fenced code or an HTML comment.
    const concerns: Concern[] = [];
    /** Lines carrying a tag that were not read as a concern (prose, an unknown marker). */
    const strayTags: Array<{ line: number; column: number }> = [];
    // The protocol reading: with sub-headings, the concerns sub-section's items (never the delta's); tagged items elsewhere are named.
    const parts = protocol ? subSections(doc, section) : undefined;
    const elsewhere: Concern[] = [];
    /** Items not read as concerns because they open as pasted output does (the protocol reading names them). */
    const pasted: Concern[] = [];
    // The protocol reading: a tag in inline code followed by prose opens a concern, not pasted output.
    const isPasted = (c: string) => PASTED.test(c) && !(protocol && CODE_TAG.test(c));
    for (const { line, text } of doc.linesOf(section, { skipFenced: protocol })) {
      const m = listItem(text, protocol);
      const c = m?.[2]!.trim();
      const place = parts?.place(line) ?? 'concerns';
      if (place === 'delta') continue;
      if (place === 'other') {
        const item = m && c && !isPasted(c) ? { line, column: m[1]!.length + 1, content: oneTagPerBracket(m[2]!) } : (tableConcern(line, text) ?? boldConcern(line, text));
        if (item && ANY_TAG.test(item.content)) elsewhere.push(item);
        continue;
      }
      if (protocol && m && c && isPasted(c)) pasted.push({ line, column: m[1]!.length + 1, content: c });
      if (m && c && !isPasted(c)) concerns.push({ line, column: m[1]!.length + 1, content: protocol ? oneTagPerBracket(m[2]!) : m[2]! });
      // The protocol reading: §7b written as a table is read row by row, and a bold-labelled paragraph is an item.
      const row = protocol && !m ? (tableConcern(line, text) ?? boldConcern(line, text)) : undefined;
      if (row) concerns.push(row);
      if (protocol && !m && !row && ANY_TAG.test(oneTagPerBracket(text))) strayTags.push({ line, column: text.search(/\S/) + 1 });
    }
    // Tags markdown does not show (in fenced code or an HTML comment): named, as a concern left unread there.
    const visible = (line: number) => oneTagPerBracket(doc.isFenced(line) ? '' : doc.rendered(line));
    const hidden = protocol ? doc.linesOf(section).filter(({ line, text }) => (parts?.place(line) ?? 'concerns') === 'concerns' && ANY_TAG.test(oneTagPerBracket(text)) && !ANY_TAG.test(visible(line))) : [];
    const untagged = concerns.filter((c) => !CRIT.test(c.content) && !NON_CRITERIA.test(c.content) && !SCOPE_CREEP.test(c.content));
    // The protocol reading: a tagged "No concerns." is none, and a crit-N tag must name a criterion of criteria.md.
    const known = protocol ? new Set(labelledCriteria(model.criteria).map((c) => c.n)) : new Set<number>();
    const critTags = (c: Concern) => [...c.content.matchAll(CRIT_NUMBERS)].map((m) => Number(m[1]));
    // Asked twice of each tagged concern (phantom, then counted): its tags are read once.
    const realOf = new Map<Concern, boolean>();
    const realCrit = (c: Concern) => !known.size || (realOf.get(c) ?? realOf.set(c, critTags(c).some((n) => known.has(n))).get(c)!);
    // A tag with nothing after it is the extreme of a tagged non-concern: neither names a concern.
    // Sets, not arrays, to ask in: a §7 of many thousand items, most of them untagged, is read in linear time.
    const isUntagged = new Set(untagged);
    const saidOf = new Map(protocol ? concerns.map((c) => [c, said(c.content)]) : []);
    const blank = protocol ? concerns.filter((c) => !isUntagged.has(c) && (!WORDED.for(saidOf.get(c)!).test(saidOf.get(c)!) || PLACEHOLDER.test(saidOf.get(c)!))) : [];
    const isBlank = new Set(blank);
    const empty = protocol ? concerns.filter((c) => !isUntagged.has(c) && (isBlank.has(c) || saysNothing(saidOf.get(c)!))) : [];
    const isEmpty = new Set(empty);
    const phantom = protocol && known.size ? concerns.filter((c) => !isUntagged.has(c) && !isEmpty.has(c) && CRIT.test(c.content) && !realCrit(c) && !NON_CRITERIA.test(c.content) && !SCOPE_CREEP.test(c.content)) : [];
    const isPhantom = new Set(phantom);
    const real = concerns.filter((c) => !isEmpty.has(c) && !isPhantom.has(c));
    const tagged = (re: RegExp) => real.filter((c) => re.test(c.content));
    const crit = tagged(CRIT).filter(realCrit);
    const nonCrit = tagged(NON_CRITERIA);
    const creep = tagged(SCOPE_CREEP);
    // The reference counts tags (`- [crit-2] b [non-criteria] c [non-criteria]` holds two non-criteria);
    // the protocol caps concerns ("at most 1 of N"), so its reading counts each tagged concern once.
    const tagsIn = (cs: Concern[], re: RegExp) => cs.flatMap((c) => [...c.content.matchAll(re)].map((m) => ({ c, column: c.column + m.index })));
    const nonCritTags = protocol ? nonCrit.map((c) => ({ c, column: c.column })) : tagsIn(nonCrit, ALL_NON_CRITERIA);
    const critCount = protocol ? crit.length : tagsIn(crit, CRIT_NUMBERS).length;
    const creepCount = protocol ? creep.length : tagsIn(creep, ALL_SCOPE_CREEP).length;
    const what = protocol ? 'concerns' : 'tags';
    const heading = section.heading.line;
    const highest = Math.max(0, ...known);
    const excludedFindings = [
      ...empty.map((c) =>
        doc.at(c.line, isBlank.has(c) ? 'a tag with no concern written after it is no concern' : `\`${said(c.content)}\` is no concern: a tag in front of it does not make it one`, c.column),
      ),
      ...phantom.map((c) => doc.at(c.line, `concern is tagged ${critTags(c).map((n) => `[crit-${n}]`).join(', ')}, which criteria.md does not have (it lists ${known.size === highest ? `crit-1..crit-${highest}` : [...known].sort((a, b) => a - b).map((n) => `crit-${n}`).join(', ')}); not counted`, c.column)),
    ].sort((a, b) => a.line - b.line);
    const notCounted = [
      ...(untagged.length ? [`${untagged.length} untagged`] : []),
      ...(blank.length ? [`${blank.length} with no concern text`] : []),
      ...(empty.length > blank.length ? [`${empty.length - blank.length} saying there is no concern`] : []),
      ...(phantom.length ? [`${phantom.length} tagged with criteria criteria.md does not have`] : []),
      ...(strayTags.length ? [`${strayTags.length} tagged ${strayTags.length === 1 ? 'line' : 'lines'} outside list items`] : []),
      ...(elsewhere.length ? [`${elsewhere.length} tagged outside the concerns sub-section`] : []),
      ...(hidden.length ? [`${hidden.length} tagged ${hidden.length === 1 ? 'line' : 'lines'} in fenced code or an HTML comment`] : []),
      ...(pasted.length ? [`${pasted.length} ${pasted.length === 1 ? 'item' : 'items'} opening with \`$\`, a backtick or \`{\`, read as pasted pre-check output`] : []),
    ];
    // A tag outside a list item is not read: saying which lines is what lets the author see why.
    const strayFindings = strayTags.map((t) => doc.at(t.line, 'line carries a concern tag but is not a list item (`-`, `*`, `+`, `1.` or `1)`); not read as a concern', t.column));
    const under = parts?.concerns ? `\`${doc.line(parts.concerns.line).trim()}\` (line ${parts.concerns.line})` : '';
    pushAll(strayFindings, elsewhere.map((c) => doc.at(c.line, `tagged item outside §7's concerns sub-section ${under}; not read as a concern (move it there)`, c.column)));
    // A tagged item read as pasted output: say so, since the tag is right there.
    pushAll(strayFindings, pasted.filter((c) => ANY_TAG.test(c.content)).map((c) => doc.at(c.line, 'item opens as pasted pre-check output (`$`, a backtick or `{`); not read as a concern (start it with the tag, or its tag in code, and then the concern)', c.column)));
    pushAll(strayFindings, hidden.map((l) => doc.at(l.line, 'concern tag inside fenced code or an HTML comment, which markdown does not show; not read as a concern (write the concern as a list item outside them)', l.text.search(/\S/) + 1)));

    const counted = protocol ? real.length - untagged.length : concerns.length;
    if (counted < threshold) {
      return {
        status: 'fail',
        detail: `§7 has ${counted} ${protocol ? 'tagged ' : ''}concerns, threshold ${threshold} for size=${size}${protocol && notCounted.length ? ` (${notCounted.join(', ')} not counted)` : ''}`,
        fix: `Add honest concerns until there are at least ${threshold}, each tagged [crit-N], [scope-creep] or (at most one) [non-criteria] (protocol §7b).`,
        findings: [
          doc.at(heading, `§7 lists ${plural(counted, protocol ? 'tagged concern' : 'concern')}; size ${size} needs at least ${threshold}`),
          ...(protocol ? [...untagged.map((c) => doc.at(c.line, `concern carries no [crit-N], [non-criteria] or [scope-creep] tag${nearTag(c.content) ?? ''}`, c.column)), ...excludedFindings, ...strayFindings].sort((a, b) => a.line - b.line) : []),
        ],
      };
    }
    if (!crit.length && !creep.length) {
      return {
        status: 'fail',
        detail: `§7 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, ${nonCritTags.length} non-criteria, ${untagged.length} untagged)`,
        fix: 'Tag at least one concern [crit-N] or [scope-creep] (protocol §7b); non-criteria filler does not count.',
        findings: concerns.map((c) => doc.at(c.line, `concern is not tied to a criterion (${NON_CRITERIA.test(c.content) ? '[non-criteria]' : 'untagged'})`, c.column)),
      };
    }
    if (protocol && size !== 'S' && !crit.length) {
      return {
        status: 'fail',
        detail: `§7 has no [crit-N] concern; size ${size} needs at least one (${creep.length} scope-creep, ${nonCrit.length} non-criteria)`,
        fix: 'Tag at least one concern [crit-N] with the criterion it is about (protocol §7b: "Size M: ≥2 concerns, at least one tagged crit-{N}").',
        findings: [doc.at(heading, `no concern is tagged [crit-N]; size ${size} needs one`), ...excludedFindings],
      };
    }
    if (nonCritTags.length > 1) {
      return {
        status: 'fail',
        detail: `§7 has ${nonCritTags.length} [non-criteria] ${what} (cap is 1)`,
        fix: `Replace the extra [non-criteria] ${what} with [crit-N] or [scope-creep] ones.`,
        findings: nonCritTags.slice(1).map((t) => doc.at(t.c.line, `more than one [non-criteria] ${protocol ? 'concern' : 'tag'} (cap is 1)`, t.column)),
      };
    }
    return {
      status: 'pass',
      detail: `${real.length} concerns (${critCount} crit, ${creepCount} scope-creep, ${nonCritTags.length} non-criteria, ${untagged.length} untagged), threshold ${threshold} for size=${size}`,
    };
  },
});
