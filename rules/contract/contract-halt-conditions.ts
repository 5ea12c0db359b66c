import { oneSpaced, codePoint, defineRule, contractByLine, CONTRACT_HALT_ACTIONS, contractRepeats, contractShow, contractSkipUnparsed, plural, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

// Blanks and format characters (zero-width space, no-break space, byte order mark) show nothing: a
// trigger made only of them is as empty as "" and never fires.
const BLANK = /[\p{White_Space}\p{Cf}]/gu;
const invisible = (text: string) => text.replace(BLANK, '') === '';
/** The first characters of a trigger that shows nothing, named by code point (`U+200B`). */
const visible = (text: string) => [...text].slice(0, 8).map(codePoint).join(' ');

export default defineRule<ContractModel>({
  id: 'contract-halt-conditions',
  pack: 'contract',
  summary: 'Each halt condition has a non-empty trigger and the action halt or escalate',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A halt condition tells the agent when to stop: \`{ trigger, action }\` with a trigger the
agent can recognise and an action of ${CONTRACT_HALT_ACTIONS.join(' or ')}. An empty trigger, or one that is not
text, never fires; any other action is not one the protocol defines. The action words
are lower case in JSON and YAML (\`Halt\` fails, with a note saying so). In a markdown
rendering each **Halt conditions** item is a condition (a table row reads as its
cells joined by \`→\`: \`| trigger | escalate |\` is that trigger with escalate). The section has no action
syntax ("I'll stop and escalate"): an item whose text after its last arrow (\`→\`, \`->\`,
\`=>\`) is \`halt\` or \`escalate\` (any case) has that action and the text before the
arrow is its trigger. An arrow followed by another single action word (stop, abort, pause,
quit, exit, cancel, terminate, kill, suspend, freeze, wait, interrupt, continue, proceed,
resume, retry, restart, skip, ignore, rollback, revert, undo, ask, notify, alert, warn,
report; any case, markup and a final period aside) is an action too, and fails as one the
protocol does not define, as \`"action": "stop"\` does in JSON. Without such an arrow, the same
single word after the item's last colon or dash (\`… — stop\`, \`…: halt\`, \`… – escalate\`,
\`… - abort\`) is its action in the same way: one action word closing a condition says what to do,
not when to do it, so \`the export needs a new index — stop\` fails as \`… → stop\` does instead of
passing as a trigger with escalate. Any other item is all trigger
(\`v1 -> v2\`, \`… → ask me\`, \`… → the v2 schema\`) with the section's action, escalate.
A leading domain name is part of the trigger: a halt condition sets no
domain response. An item left empty (a bare \`-\`, or a table row whose cells are all
blank) is a condition with an empty trigger and fails at its line; \`- none\` says there
is no condition. A trigger made only of blanks or invisible characters (a zero-width or
no-break space, any Unicode white space or format character) is empty too, in every form.
The spec types halt_conditions as Set(Condition): a trigger listed twice (compared without
regard to case or runs of blanks) fails at the repeat, naming the first. With the same action it
is a repeat no set holds, as a repeat in \`what\` fails the schema; with the other action
(\`halt\` once, \`escalate\` once) it is worse, a contradiction: the agent cannot both stop and
escalate on one trigger. Both fail rather than warn, as either leaves the list no set of conditions.
A markdown rendering without a **Halt conditions** section fails, as one without **Defaults**
fails contract-markdown-defaults and a JSON or YAML contract without \`halt_conditions\` fails
contract-schema: the contract holds a set of conditions, even an empty one (\`- none\`). The
finding sits where the template puts the section: at the **Skipped** or **Defaults** header that
follows it, else at the \`Options:\` line, else at the last section, else at line 1. A JSON or
YAML contract whose \`halt_conditions\` is missing or not a list is skipped (contract-schema
reports it). The Team template's combined header (\`**Report then act** / **Ask before** / **Halt conditions**:\`,
"as in Solo format") holds them with the other lists: a rendering written that way skips.`,
  audit: [
    { source: "Condition = { trigger: String, action: halt \u2228 escalate }", enforced: "fails on an empty trigger or another action" },
    { source: "halt_conditions: Set(Condition)", enforced: "fails on a trigger listed twice, with the same action or the other one" },
    { source: "**Halt conditions** (I'll stop and escalate): - [list of halt conditions]", enforced: "fails a markdown rendering without the section, as a JSON or YAML contract without halt_conditions fails contract-schema" },
    { source: "**Halt conditions** (I'll stop and escalate): - [list of halt conditions]", enforced: "in a markdown rendering an item is a trigger with the action escalate, or the action after a final arrow (or, without one, a final colon or dash) when that is one word naming an action (halt and escalate pass, any other fails)" },
  ],
  examples: [
    {
      status: 'fail',
      title: 'fails a rendering without a **Halt conditions** section, at the section that follows it',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(SOLO_RENDERING, ["**Halt conditions** (I'll stop and escalate):\n- the test suite fails twice in a row → halt\n- a migration would touch production data → escalate\n\n", '']),
      },
    },
    {
      status: 'pass',
      title: 'passes an empty list',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': edit(YAML_CONTRACT, [
          'halt_conditions:\n  - { trigger: the test suite fails twice in a row, action: halt }\n  - { trigger: a migration would touch production data, action: escalate }',
          'halt_conditions: []',
        ]),
      },
    },
    {
      status: 'pass',
      title: 'reads markdown conditions: escalate by default, halt or escalate after a final arrow, an arrow to no action word part of the trigger',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(
          SOLO_RENDERING,
          ['- the test suite fails twice in a row → halt', '- the test suite fails twice in a row'],
          ['- a migration would touch production data → escalate', '- a migration would touch production data → halt\n- the invoice schema goes v1 -> v2'],
        ),
      },
    },
    {
      status: 'fail',
      title: 'fails a markdown condition ending in an action the protocol does not define',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(SOLO_RENDERING, ['- the test suite fails twice in a row → halt', '- the test suite fails twice in a row → stop']),
      },
    },
    {
      status: 'fail',
      title: 'fails a capitalised action word, saying the words are lower case',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': `halt_conditions:
  - trigger: prod data at risk
    action: Halt`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a halt-condition list',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'halt_conditions: none',
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const list = model.haltConditions;
    // The Team template's combined header ("**Report then act** / **Ask before** / **Halt conditions**:") holds them
    // with the other lists ("as in Solo format"): the section is there, written the template's way.
    const combined = !list && model.format === 'markdown' ? combinedHeader(model.file?.text ?? '') : undefined;
    if (combined) return { status: 'skip', detail: `the rendering lists its halt conditions under the combined header at line ${combined}, as the Team template writes it; its items are not read one by one` };
    if (!list && model.format === 'markdown') {
      // Where the template puts the section: before **Skipped** and **Defaults**, which follow it.
      const md = model.markdown!;
      const after = md.section('Skipped') ?? md.section('Defaults');
      const at = after?.at ?? md.options ?? md.sections[md.sections.length - 1]?.at ?? { line: 1, column: 1 };
      return {
        status: 'fail',
        detail: 'the rendering has no **Halt conditions** section',
        fix: 'Add "**Halt conditions** (I\'ll stop and escalate):" after **Ask before**, listing each condition ("- <trigger> → halt" or "→ escalate"), or "- none" when there is none.',
        findings: [model.at(at, 'no **Halt conditions** section: the user cannot see when the work stops and escalates (write "- none" under it when there is no condition)')],
      };
    }
    if (!list) return { status: 'skip', detail: 'no halt_conditions list (see contract-schema)' };
    const findings: Finding[] = [];
    list.forEach((h, i) => {
      const n = `halt condition ${i + 1}`;
      if (!h.trigger) findings.push(model.at(h.at, `${n} has no trigger`));
      else if (h.trigger.text === undefined) findings.push(model.at(h.trigger.at, `${n} has a trigger that is not text (${contractShow(h.trigger)}); a trigger describes what stops the work`));
      else if (invisible(h.trigger.text)) findings.push(model.at(h.trigger.at, `${n} has an empty trigger (${contractShow(h.trigger)}${/[^ \t]/.test(h.trigger.text) ? `: ${visible(h.trigger.text)}` : ''})`));
      // A rendering's action is the word after a final arrow, colon or dash, lower-cased (see the docs); JSON and YAML spell it.
      const a = h.action?.text;
      if (a === undefined || !(CONTRACT_HALT_ACTIONS as readonly string[]).includes(a)) {
        const cased = a !== undefined && (CONTRACT_HALT_ACTIONS as readonly string[]).includes(a.toLowerCase());
        findings.push(
          model.at(
            h.action?.at ?? h.at,
            cased
              ? `${n} has action ${contractShow(h.action)}; the action words are lower case: ${CONTRACT_HALT_ACTIONS.join(' or ')}`
              : `${n} has action ${contractShow(h.action)}; it must be ${CONTRACT_HALT_ACTIONS.join(' or ')}`,
          ),
        );
      }
    });
    // halt_conditions is a Set(Condition): a trigger is the same one whatever its case and blanks.
    const repeats = contractRepeats(list, (h) => (h.trigger?.text === undefined || invisible(h.trigger.text) ? undefined : oneSpaced(h.trigger.text.trim()).toLowerCase()));
    for (const { item, first } of repeats) {
      const n = list.indexOf(item) + 1;
      const m = list.indexOf(first) + 1;
      const a = item.action?.text;
      const b = first.action?.text;
      // "halt condition 1" names it in JSON and YAML; a rendering's reader looks for its line.
      const there = model.format === 'markdown' ? ` (line ${first.at.line})` : '';
      findings.push(
        model.at(
          item.trigger!.at,
          a === b
            ? `halt condition ${n} repeats halt condition ${m}${there}; halt conditions are a set`
            : `halt condition ${n} repeats the trigger of halt condition ${m}${there} with another action (${a ?? 'none'}, there ${b ?? 'none'}); a trigger has one action`,
        ),
      );
    }
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: list.length ? `${plural(list.length, 'halt condition')}, each well formed` : 'no halt conditions declared' };
    return {
      status: 'fail',
      detail: `${plural(findings.length, repeats.length ? 'halt-condition problem' : 'malformed halt condition')}: ${findings[0]!.message}`,
      fix: `Write each halt condition once, as a concrete trigger with the action halt or escalate (lower case)${repeats.length ? '; a trigger that should halt in one case and escalate in another needs two different triggers' : ''}.`,
      findings,
    };
  },
});

/** A bold **Halt conditions** label on one line with another bold label (the Team template's combined header): its line, 1-based. */
function combinedHeader(text: string): number | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (HALT_LABEL.test(lines[i]!) && (lines[i]!.match(BOLD_LABEL) ?? []).length > 1) return i + 1;
  }
  return undefined;
}
const HALT_LABEL = /\*\*[ \t]{0,3}halt[ \t]{1,3}conditions[ \t]{0,3}\*\*/i;
const BOLD_LABEL = /\*\*[^*\n]{1,40}\*\*/g;
