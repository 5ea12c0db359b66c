import { pushAll } from '@engagement-lint/core/kit';
import { contractKeyMeant, defineRule, delegationContractValidator as validate, contractByLine, contractPathLabel, plural, pluralWord, type AjvError, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { SOLO_RENDERING } from './lib/examples-fixtures.js';

const TYPE_WORDS: Record<string, string> = { array: 'a list', object: 'a map of keys', string: 'text', number: 'a number', integer: 'an integer', boolean: 'true or false', null: 'empty' };
const typeWords = (t: unknown) => (Array.isArray(t) ? t : String(t).split(',')).map((x) => TYPE_WORDS[String(x)] ?? String(x)).join(' or ');
/** Words a boolean key is often given as text: `yes` (text in YAML 1.2, as JSON reads it), `"true"` in quotes. */
const BOOLEAN_WORDS = /^(?:yes|no|on|off|y|n|true|false)$/i;
/** Why a boolean key given such a word is text, and what to write instead. */
function textForBoolean(e: AjvError, value: unknown): string {
  if (String(e.params['type']) !== 'boolean' || typeof value !== 'string' || !BOOLEAN_WORDS.test(value.trim())) return '';
  const meant = /^(?:yes|on|y|true)$/i.test(value.trim());
  return ` (\`${value}\` is text here, as YAML 1.2 and JSON read it: write ${meant}, unquoted)`;
}
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value a JSON pointer names in the parsed data. */
function valueAt(data: unknown, pointer: string): unknown {
  let v = data;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    v = v !== null && typeof v === 'object' && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

// Map keys sorted, so that `{a, b}` and `{b, a}` are one item, as ajv's deep equality has them.
const sortedKeys = (_k: string, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x);
/** A list item as a key that equal items share: its type and its JSON, quoted, so no two items run together. */
const itemKey = (v: unknown) => `${typeof v}:${JSON.stringify(v, sortedKeys) ?? String(v)}`;

/**
 * Each repeat of a list the schema wants without repeats, at the repeat, naming the item it repeats
 * (its first occurrence), counting items from 1 as the other messages do. The schema itself names
 * one pair only (the last repeat and an earlier copy), so a list with several repeats is checked here.
 */
function repeats(model: ContractModel, e: AjvError): Finding[] {
  const list = valueAt(model.data, e.instancePath);
  if (!Array.isArray(list)) return [];
  const where = contractPathLabel(e.instancePath);
  const first = new Map<string, number>();
  const out: Finding[] = [];
  list.forEach((v, i) => {
    const key = itemKey(v);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, i);
    else {
      const what = typeof v === 'string' || typeof v === 'number' ? ` (\`${String(v)}\`)` : '';
      out.push(model.at(model.posOf(`${e.instancePath}/${i}`), `${where}: item ${i + 1} repeats item ${seen + 1}${what}`));
    }
  });
  return out;
}

/**
 * For an agent of the team structure (a team member, a role, a removed agent): the protocol's shape, which
 * names each agent with its type, for the message of a missing `type`; undefined for any other path.
 */
function agentShape(pointer: string): string | undefined {
  if (/^\/who\/team\/members\/\d+$/.test(pointer)) return 'a team member is an AgentRef { name, type, perspective? }, named with its agent type (`type: general-purpose`)';
  if (/^\/who\/removed\/\d+$/.test(pointer)) return 'a removed agent is an AgentRef { name, type, perspective? }, named with its agent type (`type: general-purpose`)';
  if (/^\/who\/roles\/\d+$/.test(pointer)) return 'a role is an AgentRole { name, type, focus }, named with its agent type (`type: general-purpose`)';
  return undefined;
}

function describe(model: ContractModel, e: AjvError): Finding | undefined {
  const where = contractPathLabel(e.instancePath);
  switch (e.keyword) {
    case 'if':
      return undefined; // the failing `then`/`else` branch reports the real problem
    case 'required': {
      const key = String(e.params['missingProperty']);
      const agent = key === 'type' ? agentShape(e.instancePath) : undefined;
      if (agent) {
        const name = (valueAt(model.data, e.instancePath) as Record<string, unknown> | undefined)?.['name'];
        const named = typeof name === 'string' && name !== '' ? ` (\`${name}\`)` : '';
        return model.at(model.posOf(e.instancePath), `${where}${named} lacks the required key \`type\`: ${agent}`);
      }
      return model.at(model.posOf(e.instancePath), `${where} lacks the required key \`${key}\``);
    }
    case 'additionalProperties': {
      const key = String(e.params['additionalProperty']);
      return model.at(model.keyPosOf(`${e.instancePath}/${esc(key)}`), `unknown key \`${key}\` in ${where}${contractKeyMeant(key)}`);
    }
    case 'type':
      return model.at(model.posOf(e.instancePath), `${where} must be ${typeWords(e.params['type'])}${textForBoolean(e, valueAt(model.data, e.instancePath))}`);
    case 'enum':
      return model.at(model.posOf(e.instancePath), `${where} must be one of: ${(e.params['allowedValues'] as unknown[]).join(', ')}`);
    case 'uniqueItems':
      return undefined; // the schema names one pair of a list: check() reports every repeat (repeats)
    case 'minLength':
      return model.at(model.posOf(e.instancePath), `${where} must not be empty`);
    case 'minProperties':
      return model.at(model.posOf(e.instancePath), `${where} must not be an empty map`);
    default:
      return model.at(model.posOf(e.instancePath), `${where} ${e.message ?? `fails ${e.keyword}`}`);
  }
}

export default defineRule<ContractModel>({
  id: 'contract-schema',
  pack: 'contract',
  summary: 'The contract parses and has the shape of schemas/delegation-contract.schema.json',
  statuses: ['pass', 'fail'],
  docs: `Every other contract rule reads the parsed contract, so it must parse first.
JSON and YAML contracts are validated against \`schemas/delegation-contract.schema.json\`:
required keys (\`who\`, \`what\`, \`how_much\`, \`halt_conditions\`, \`exploration\`),
value types, no unknown keys. Every agent of the team structure is named with its type, as the
protocol's AgentRef \`{ name, type, perspective? }\` and AgentRole \`{ name, type, focus }\` are:
a team member, a role or a removed agent without \`type\` is reported at its item. A markdown
rendering names members without types (\`Members: ana, bo\`), so this holds for saved contracts only. The schema checks shape only; the protocol's
vocabulary and invariants have their own rules.

A markdown rendering has no schema: this rule reports what keeps it from being
read (no contract section, a section written twice, a domain listed under two
responses, a template placeholder such as \`[list of halt conditions]\` left in).
A section is a bold label, \`**Ask before**\` or \`__Ask before__\`, its description
after the bold or inside it (\`**Defaults (uncalibrated domains default):**\`), or a
markdown heading naming exactly one section (\`### Defaults\`, \`### **Ask before**\`);
any other heading ends the contract body, and one that starts with a section name but
says more (\`### Ask before / Report then act\`) is reported as not read. Emoji or symbols
before a label or inside its bold (\`✅ **Autonomous**\`, \`**🟢 Autonomous**\`) are decoration.
The body ends at the \`Options:\` choices: a section after them is reported as not read (the
templates put every section, **Authority transition** too, before \`Options:\`), unless the
contract is shown again there (after "Adjust"): a new "delegation contract" line followed by a
section, or a section label repeated after the choices, starts a new rendering. It replaces the
earlier one only when it shows the whole contract: it opens with its own "delegation contract" line,
ends with its own choices, or holds as many sections as the rendering before it. Only the last such
rendering is read and reported, and the detail says how many the file holds. A shorter block after
the choices (a recap after the approval, "Approved. Summary: **Autonomous** …", or a reply naming a
section) never replaces the contract the choices were offered for: that contract stays the one read,
the block is compared with it, and a domain the block gives another response than the contract fails
at the block's item (which of the two is meant, the file cannot tell); the detail says where such a
block starts. A rendering
saved as a block quote (every section label behind \`> \`) is read with the quote
markers removed. An item's domain ends at a colon, a dash, an arrow (\`→\`, \`->\`,
\`=>\`) or \`=\` (\`External = AlwaysAsk\`). The label may be a link
(\`[External](docs/external.md): …\`), and its parenthesised qualifiers may sit inside
the emphasis or be emphasised (\`**External (AlwaysAsk)**: …\`, \`External *(AlwaysAsk)*: …\`)
and hold parentheses or a link (\`External (git push (to main)): …\`); a qualifier that is a
link names neither a persistence half nor a response. An item whose label starts with a
domain but cannot be read (\`External (git push: always\`, \`[External]: …\`) is reported. A
section lists actions, so one domain may have several items in one section
(\`External: git push\`, \`External: open a PR\`); it fails when two sections, or two
items naming different responses, give a domain two responses, and when **Defaults**
lists a domain at another response than its own section (\`Strategy: ask-before\` while
Strategy is under **Autonomous**). The template's own Exploration line (\`Exploration: autonomous
(read-only, inherently safe)\`) is not such a response: every rendering shows it, to say what an
uncalibrated Exploration would do, so it stands beside an Exploration calibrated under any
section whatever default it states; a wrong default there (\`Exploration: ask-before\`) is
reported by contract-uncalibrated-defaults alone. A **Skipped** item may list several domains for one reason (\`Strategy, ScopeCreep — the
plan is fixed\`): each is read. So may an item of a response section (\`Strategy, External: …\`, also
with \`and\`, \`/\` or \`&\`): each domain it names takes the section's response, and is checked as if
listed alone; a parenthesised group after such a list (\`Strategy, External (AlwaysAsk): …\`) cannot
say which domain it qualifies, so that item is reported, not read. A table's header row naming a \`Domain\` column (any position) makes
that column each row's domain, and a \`Response\` column its response; without one, a response
section's row is read by the cell that is exactly a domain name. A FileModification item may close
with its half (\`FileModification: scratch notebooks (ephemeral)\`), and a bare \`FileModification\`
item may give its halves as sub-items (\`  - ephemeral: generated code\`, \`  - durable: config\`;
also temp, temporary, persistent, \`(ephemeral) …\`), each read as that half under the section. Text on a label line that names
nothing (\`**Skipped:** none\`) or describes the section (\`I'll proceed without asking\`, a
parenthesis, emphasis, or the template's own description without its parentheses: \`**Skipped:** not
applicable to this task\`, \`**Defaults:** uncalibrated domains default\`), and an emphasised line before a section's first item that reads as no entry
(\`*I'll proceed without asking.*\`), are descriptions, not entries. Closing prose is not an entry:
an entry needs its label, optional parenthesised qualifiers, then a separator or the line's end, so
"Exploration (as above) stays read-only." is prose. A trailing group that names a domain but cannot
be read (\`(FileModification for now)\`) is reported. A paraphrased label (\`**Stop conditions**\`,
\`**Escalate when**\`) is reported with the section it was meant to be. \`FileModification (durable)\`
(also \`(persistent files)\`) and \`(ephemeral)\` (also \`(temp files)\`) name the
persistence halves, and so do the protocol's words for each half's files ("ephemeral: temp files,
build artifacts, generated code"; "durable: source code, config, memory writes, CLAUDE.md, rules"),
the words a history scenario's half is read by: \`FileModification (build artifacts)\` under one
section and \`FileModification (source code, config)\` under another are the two halves, an item
whose qualifiers name words of both halves gives each the response, and such a word closing an item
or labelling a sub-item (\`  - source code: src/\`) names its half too; inside a longer qualifier
(\`(config loader rewrite)\`) or on another domain a word is a note. A clash message points out a
qualifier that names neither. Items are \`-\`, \`*\`, \`+\`,
\`•\` or numbered list items, or the rows of a table with a header and \`|---|\` row; a task-list box
after the bullet (\`- [x] External: …\`, \`- [ ] …\`) is a mark on the item, and the item is read past it.
Content that is not read is reported, not dropped: a line naming a section without
bold (\`*Ask before*:\`), a bold label or heading that nearly names a section (a section
name with more words, \`**Autonomous actions**\`; a paraphrase, \`**Ask first**\`,
\`### Ask first\`; a misspelling), said with the section it was meant to be, any other bold
label line in the contract body (\`**Notes**:\`) over an item that reads as an entry, a header line
naming several sections (the team template's \`**Report then act** / **Ask before** / **Halt
conditions**:\`), which opens none of them, so that the sections written out after it are read as
written and what is listed under it is not read,
entries on a header line after its colon (\`**Autonomous**: Exploration, External\`), a table
without its \`|---|\` row, text before a section's items or in a section with none, a
line after a section's items (**Defaults** included), or indented under an item, that reads
as an entry, a line written as an item that Markdown does not read as one (a dash-like bullet,
\`– External: …\`; a no-break space after the bullet; a bullet indented 4 columns or more, a tab
counting to the next multiple of 4, in a section with no items), and an entry between the
contract's opening line and its first section (an item, a line or a summary table's row naming
a domain: the rendering gives a response only by the section an entry is listed under), and a table
under **Team Structure** giving domains their responses (a \`Domain\` or \`Response\` column, or a row
of a domain and a response), whose rows are no roles. A line
reads as an entry when it starts with a label naming a domain (or nearly: a misspelling)
before a colon, dash, arrow, \`=\` or the line's end (\`External: open the PR\`), starts
with a domain label that cannot be read, or ends with its domain in parentheses; under
**Defaults** also \`Others: …\`, under **Halt conditions** a trigger ending in an arrow, a colon or a dash and one
action word (\`→ halt\`, \`→ escalate\`, \`→ stop\`, \`— stop\`), under **Team Structure** a \`Members:\`, \`Retained:\`, \`Removed:\` or \`Added:\`
label or a role \`name (type): …\`. Any other
text after the items is a closing remark and is not reported: a sentence ("I'll keep the
benchmark numbers in the PR description.") names no domain, so reading it would give no
domain a response. In JSON and YAML a key written twice
is named with both its lines, and a repeated list item is reported at the repeat,
counting items from 1 and naming the item it repeats (\`what: item 5 repeats item 1\`), each repeat
of a list; an alias with no anchor before it (\`*drift\`), an alias inside
the node its own anchor names (\`what: &a [FileModification, *a]\`, a recursive alias that
never ends), and a \`<<\` merge source that is not a map, are reported where they are written.
A YAML value of a kind JSON has not (\`!!binary\` bytes, a \`!!set\`, a \`!!timestamp\`) is reported
once, as the wrong type (\`how_much.FileModification must be text or a map of keys\`), never read as a
map of its bytes and methods; an ordered map (\`!!omap\`) is read as the map it is.
Invalid UTF-8, binary bytes and unreadable files are reported here too.`,
  audit: [
    { source: "DC = DelegationContract { who: TeamStructure, what: Set(ActionDomain), how_much: Map(ActionDomain, R), halt_conditions: Set(Condition), exploration: ExplorationScope }", enforced: "fails when a JSON or YAML contract does not parse or lacks this shape (schemas/delegation-contract.schema.json); a markdown rendering is read into the same shape" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a markdown rendering',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
    {
      status: 'fail',
      title: 'fails a contract saved inside a top-level list',
      target: 'contract.dc.json',
      files: {
        'contract.dc.json': `[
  {
    "task": "Rename the billing CLI flags",
    "mode": "Solo",
    "who": { "kind": "Solo", "confirmed": true },
    "what": ["FileModification", "Exploration"],
    "how_much": { "FileModification": "ReportThenAct", "Exploration": "Autonomous" },
    "halt_conditions": [{ "trigger": "a flag is used by another service", "action": "escalate" }],
    "exploration": { "depth": 1, "breadth": 2, "drift_action": "report" }
  }
]`,
      },
    },
  ],
  async check({ model }) {
    const problems = contractByLine(model.problems.map((p) => model.at(p, p.message)));
    // A file holding the contract shown again (after "Adjust") is read at its last rendering: said.
    const md = model.markdown;
    const start = md?.intro ?? md?.sections[0]?.at;
    const renderings = md?.renderings && md.renderings > 1 ? `; the file holds ${md.renderings} renderings of the contract, and the last${start ? ` (from line ${start.line})` : ''} is read` : '';
    // Sections after the choices that do not show the contract again (a recap, a reply): said, as they are not read as the contract.
    const lines = (md?.recaps ?? []).map((r) => r.line);
    const recaps = lines.length ? `; the sections from ${pluralWord(lines.length, 'line')} ${lines.join(', ')} come after the choices without showing the whole contract again (a recap or a reply), so they were compared with it, not read in its place` : '';
    if (!model.parsed || model.format === 'markdown') {
      if (problems.length) {
        return {
          status: 'fail',
          detail: `${model.rel}: ${problems[0]!.message}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ''}${renderings}${recaps}`,
          fix: model.format === 'markdown' ? 'Write the rendering as the protocol shows it: one bold section per response, one item per line, no template placeholders.' : 'Correct the file so it parses, then re-run.',
          findings: problems,
        };
      }
      const n = model.markdown?.sections.length ?? 0;
      return { status: 'pass', detail: `markdown rendering read (${plural(n, 'section')})${renderings}${recaps}` };
    }
    const found = [...problems];
    const listed = new Set<string>();
    if (!validate(model.data)) for (const e of validate.errors ?? []) {
      if (e.keyword === 'uniqueItems' && !listed.has(e.instancePath)) {
        listed.add(e.instancePath);
        pushAll(found, repeats(model, e));
      }
      const f = describe(model, e);
      if (f) found.push(f);
    }
    const findings = contractByLine(found);
    if (!findings.length) return { status: 'pass', detail: `${model.format.toUpperCase()} contract matches the schema` };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'shape problem')}: ${findings[0]!.message}`,
      fix: 'Give the contract the keys and value types of schemas/delegation-contract.schema.json.',
      findings,
    };
  },
});
