import { CappedFindings, defineRule, plural, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { quotedSpans } from './slot-language.js';

/**
 * A template slot: `{…}` in prose, not a code template's `${x}`, `#{x}`, `%{x}` or `{{x}}`, holding
 * words, not code (no quote, colon, `=` or `;`). Bounded, so a line of braces scans in linear time.
 */
const SLOT = /(?<![$#%{\w\\])\{\s{0,3}([A-Za-zА-яЁё][^{}\n`"':=;<>]{1,120})\}(?!\})/g;
/** The protocol's date slots, colon and all (`{YYYY-MM-DD HH:MM}`). */
const DATE_SLOT = /\{YYYY-MM-DD(?:[ T]HH:MM(?::SS)?)?\}/g;
/** A merge tag of product copy (`Hi {First Name}`, `{Address Line 2}`): every word capitalised, as the templates' slots never are. */
const MERGE_TAG = /^(?:[A-ZА-ЯЁ][a-zа-яё]+\s?)+\d{0,6}$/;
/** Quotes around a slot make it product copy being quoted (`"{customer name}"`). */
const QUOTES: Record<string, string> = { '"': '"', "'": "'", '“': '”', '«': '»', '‘': '’' };
/** A word of three letters or more: `{x, y}` in prose is notation, not a slot. */
const WORD = /[A-Za-zА-яЁё]{3}/;
/** The protocol templates' one-word slots that prose never writes in braces (`{id}` and `{name}` are a route's parameters too). */
const ONE_WORD_SLOTS = new Set([
  'pointer',
  'concern',
  'justification',
  'resolution',
  'assertion',
  'condition',
  'timestamp',
  'verdict',
  'specialist',
  'validator',
  'engagement-name',
  'specialist-name',
  'validator-name',
  'your-name',
  'director-name',
  'director-agent',
  'lead-agent-name',
  'phase-name',
  'blocker',
  'artefact',
  'crit_ref',
  'check_how',
  'todo',
  'tbd',
]);
/**
 * The protocol templates' multi-word slots, as `slotWords` reads them (numbers as `#`), so `{observable condition 3}`
 * and `{deliverable 4 with measurable bar}` are theirs too. Words in braces that are none of these, number none of
 * the things the templates number and instruct nothing are product copy's merge tags (`{tutor name}`,
 * `{address line 2}`, `{имя преподавателя}`), not slots.
 */
const PROTOCOL_SLOTS = new Set([
  'deferred item',
  'observable condition',
  'criterion text',
  'blocker text',
  'bullet text',
  'evidence path',
  'artefact path',
  'blocking item',
  'one honest concern',
  'short description',
  'criteria ref',
  'thing excluded with one line justification',
  'second concern, real one',
  'question raised by director or lead',
  'proposed rewording',
  'proposed rewording or scope reduction',
  'one line of what changed',
  'one paragraph, verbatim aligned with user brief',
  'list of paths touched in this phase',
  'engagement type classification + rationale',
  'deliverable # with measurable bar',
  'absolute path to engagement/criteria.md',
  'n findings resolved / n deferred',
]);
/** A slot's words as PROTOCOL_SLOTS holds them: lower case, `_`/`-` as spaces, numbers as `#`. */
const slotWords = (inner: string) => inner.toLowerCase().replace(/[_-]/g, ' ').replace(/\d{1,6}/g, '#').replace(/\s{1,20}/g, ' ').trim();
/** One of the protocol's slots, with or without a trailing number (`{observable condition 2}`, `{blocking item}`). */
const protocolSlot = (inner: string) => {
  const words = slotWords(inner);
  return PROTOCOL_SLOTS.has(words) || PROTOCOL_SLOTS.has(words.replace(/ #$/, ''));
};
/** A template's slot written with `_` or `-` for the spaces (`{deferred_item}`, `{observable-condition-1}`); other such words are identifiers. */
const joinedSlot = (inner: string) => /^[a-z]+(?:[_-][a-z0-9]+)+$/i.test(inner) && protocolSlot(inner);
/**
 * A numbered slot, as the templates number theirs: a word, then its number (`{наблюдаемое условие 2}`), where the
 * words name what the templates number (conditions, criteria, deliverables, blocking items, artefacts), in other
 * words or another language. Other words then a number name a field (`{address line 2}`, `{item 3}`): a merge tag.
 */
const NUMBERED = /[A-Za-zА-яЁё]{3}\s{1,3}\d{1,3}$/;
const NUMBERED_THING = /(?:^|[\s_-])(?:condition|criteri|deliverable|block(?:ing|er)|art[ei]fact|услови|критери|результат|блок(?:ер|ир)|артефакт)/i;
/** Words that instruct the writer: "what changed", "describe the risk", "one paragraph, …", «опишите риск», «что сделано». */
const INSTRUCTION = /^(?:(?:what|why|which|how|who|where|when|describe|list|explain|insert|enter|fill|paste|write|your|one|short|brief|todo|tbd|placeholder)(?=[\s,.:;!?)]|$)|(?:что|почему|зачем|как|какой|какая|какое|какие|кто|где|когда)(?=[\s,.:;!?)]|$)|(?:опиш|укаж|встав|впиш|перечисл|ваш|кратк|описани|список)[а-яё]{0,6}(?=[\s,.:;!?)]|$))/i;
/** The templates' number slot (`## Iteration {N}`, `crit-{N}`, `-iter-{N}`), read only where a count is written. */
const NUMBER_SLOT = /(?:(?<![\w-])(?:[Ii]teration|ITERATION|[Rr]ound|[Ww]ave|[Pp]hase)\s{0,2}:?\s{0,2}|(?:crit|iter)-|#)\{N\}/g;
/** Set-builder notation (`{n | n is even}`): one symbol before the bar. */
const SET_BUILDER = /^([A-Za-z]{1,2}\d?)\s{0,3}\|[^|]*?(?<![A-Za-z])\1(?![A-Za-z])/;
/**
 * A placeholder inside a path or a command line (`{output dir}/report.json`, `--out={output dir}`,
 * `--out {output dir}`): the reader of the command fills it in, not the agent.
 */
const PATH_BEFORE = /(?:[\/\\=]|(?:^|\s)--?[A-Za-z][\w-]{0,29}\s{1,3})$/;
const PATH_AFTER = /^(?:[\/\\]|\.[A-Za-z0-9]{1,8}\b)/;
/** An inline code span, blanked before slots are looked for (same length, so columns hold). */
const CODE_SPAN = /`[^`\n]{0,2000}`/g;

/** The slots of one line outside code spans: their text and 1-based column. */
function slotsOf(line: string): Array<{ text: string; column: number }> {
  if (!line.includes('{')) return [];
  const prose = line.includes('`') ? line.replace(CODE_SPAN, (span) => ' '.repeat(span.length)) : line;
  const out: Array<{ text: string; column: number }> = [];
  for (const m of prose.matchAll(SLOT)) {
    const inner = m[1]!.trim();
    // `{date, visits, revenue}` names an object's fields; `{one paragraph, aligned with the brief}` is a slot.
    const fields = inner.includes(',') && inner.split(',').every((part) => /^[\w.-]*$/.test(part.trim()));
    const close = QUOTES[prose[m.index - 1] ?? ''];
    const quoted = close !== undefined && close === prose[m.index + m[0].length];
    const inPath = PATH_BEFORE.test(prose.slice(Math.max(0, m.index - 34), m.index)) || PATH_AFTER.test(prose.slice(m.index + m[0].length));
    const notation = fields || quoted || inPath || MERGE_TAG.test(inner) || SET_BUILDER.test(inner);
    const slot = notation
      ? false
      : inner.includes('|')
        ? WORD.test(inner)
        : /\s/.test(inner)
          ? WORD.test(inner) && (protocolSlot(inner) || (NUMBERED.test(inner) && NUMBERED_THING.test(inner)) || INSTRUCTION.test(inner))
          : ONE_WORD_SLOTS.has(inner.toLowerCase()) || joinedSlot(inner);
    if (slot) out.push({ text: m[0], column: m.index + 1 });
  }
  for (const m of prose.matchAll(DATE_SLOT)) out.push({ text: m[0], column: m.index + 1 });
  // Product copy in double quotes ("Round {N} of 5") is the product's own placeholder: the line's quoted spans
  // are found once, and the matches, in line order, walk along them.
  let spans: Array<[number, number]> | undefined;
  let k = 0;
  for (const m of prose.matchAll(NUMBER_SLOT)) {
    const at = m.index + m[0].length - 3;
    spans ??= quotedSpans(prose).filter(([open]) => prose[open] === '"' || prose[open] === '“');
    while (k < spans.length && spans[k]![1] < at) k++;
    if (k < spans.length && spans[k]![0] < at) continue;
    out.push({ text: '{N}', column: at + 1 });
  }
  return out.sort((a, b) => a.column - b.column);
}


/** The engagement's markdown an agent fills from the protocol's templates. */
function filledDocs(model: EngagementModel): MarkdownDoc[] {
  const named = [model.criteria, model.handoff, model.acceptanceLog, model.validationLog, model.scopeSync, model.humanDirective, model.consilium, model.doc('tasks/INDEX.md')];
  return [...named.filter((d): d is MarkdownDoc => d !== undefined), ...model.executorReports(), ...model.taskFiles()];
}

export default defineRule<EngagementModel>({
  id: 'unfilled-template',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: "No slot of the protocol's templates is left unfilled (`{observable condition 2}`, `{deferred item}`)",
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's templates (criteria.md, handoff.md, executor reports, the acceptance and
validation logs, scope-sync.md, human-directive.md, tasks and tasks/INDEX.md) mark what the agent writes in braces:
\`- {observable condition 2}\`, \`- {deferred item}: justified by {criteria.md out-of-scope | explicit
user waiver | director-approved scope note}\`, \`crit-4: {observable condition 2}\`. A slot left in
place is a criterion, a deferral or an acknowledgement nobody wrote ("Directors cannot accept against
fuzzy intent"): each fails at its line and column.

A slot is braces around words in prose (Latin or Cyrillic): one of the templates' slots of several words
(\`{deferred item}\`, \`{criterion text}\`, \`{observable condition 3}\`, \`{deliverable 4 with measurable bar}\`), other
words naming what the templates number (a condition, a criterion, a deliverable, a blocking item, an artefact), then
its number (\`{наблюдаемое условие 2}\`, \`{acceptance criterion 3}\`), or opening with an instruction (\`{what changed}\`,
\`{describe the risk}\`, \`{one paragraph, aligned with the brief}\`, «{опишите риск}»), alternatives
(\`{lean | full | solo}\`), or one of the templates' one-word slots (\`{pointer}\`, \`{verdict}\`,
\`{timestamp}\`, \`{engagement-name}\`, \`{TODO}\`, …), spaces inside the braces or not (\`{ verdict }\`), a
multi-word slot of the templates written with \`_\` or \`-\` (\`{deferred_item}\`), the number slot where a count is
written (\`## Iteration {N}\`, \`crit-{N}\`, \`qa-iter-{N}.json\`), and the date slots \`{YYYY-MM-DD}\` and \`{YYYY-MM-DD HH:MM}\`. Not read as one: text in code blocks and inline code, the
frontmatter (criteria-frontmatter reads it), a code template's \`\${x}\`, \`#{x}\`, \`%{x}\` or
\`{{x}}\`, other words in braces, such as product copy's merge tags, a number after them or not (\`Your tutor {tutor name} will call
you at {call time}\`, \`{address line 2}\`, \`{item 3}\`, \`{имя преподавателя}\`), braces holding quotes, a colon, \`=\` or \`;\` (an object, a format string), notation
without a word of three letters (\`{x, y}\`), a list of an object's fields (\`{date, visits, revenue}\`), product copy's
merge tags, each word capitalised (\`Hi {First Name}\`, \`{Address Line 2}\`), braces right inside quotes (\`"{customer name}"\`), set-builder notation (\`{n | n is even}\`), a placeholder in a
path or a command line (\`{output dir}/report.json\`, \`--out {output dir}\`), and one-word braces that prose uses for a route's or
a path's parameters (\`/users/{id}\`, \`{name}\`). skip when the engagement has none of these files.`,
  audit: [{ source: 'Directors cannot accept against fuzzy intent.', enforced: "fails on a slot of the protocol's templates left unfilled in the engagement's markdown" }],
  examples: [
    {
      status: 'pass',
      title: 'passes when every slot was written; braces in code and a route parameter are no slot',
      files: {
        'criteria.md': '---\nsize: S\n---\n## Done when\n- `csvlite export` writes UTF-8 with a header row.\n- `GET /users/{id}` returns 404 for an unknown id.\n',
        'handoff.md': '## 11. Deferred\nNone.\n\n```python\nprint(f"{total rows}")\n```\n',
      },
    },
    {
      status: 'fail',
      title: 'fails at each slot left in the template',
      files: {
        'criteria.md': '---\nsize: M\n---\n## Done when\n- `csvlite export` writes UTF-8 with a header row.\n- {observable condition 2}\n',
        'handoff.md': '## 11. Deferred\n- {deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope note}\n',
      },
    },
    { status: 'skip', title: 'skips an engagement with no markdown of the templates yet', files: {} },
  ],
  check({ model }) {
    const docs = filledDocs(model);
    if (!docs.length) return { status: 'skip', detail: 'no criteria.md, handoff.md, log, report or task file to read' };
    const found = new CappedFindings();
    const files = new Set<string>();
    for (const doc of docs) {
      // Most files hold no brace at all: one search over the text, no walk over its lines.
      if (!doc.text.includes('{')) continue;
      const lines = doc.lines;
      for (let line = doc.bodyStart; line <= lines.length; line++) {
        const text = lines[line - 1]!;
        if (!text.includes('{') || doc.isFenced(line)) continue;
        for (const slot of slotsOf(text)) {
          files.add(doc.rel);
          found.add(() => doc.at(line, `template slot ${slot.text} left unfilled: write what it asks for, or remove the line`, slot.column));
        }
      }
    }
    if (!found.total) return { status: 'pass', detail: `no template slot left unfilled in ${plural(docs.length, 'file')}` };
    return {
      status: 'fail',
      detail: `${plural(found.total, 'template slot')} left unfilled in ${plural(files.size, 'file')}`,
      fix: "Replace each `{…}` slot of the protocol's templates with what it asks for (a criterion, a path, a name), or delete the line when it does not apply (write `None.` where a section is required).",
      ...found.outcome(),
    };
  },
});
