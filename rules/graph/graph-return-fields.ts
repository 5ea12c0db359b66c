import { defineRule, graphIsPlaceholder, graphMiscasedField, graphMiscasedWord, graphPlaceholderIn, graphSaysNone, graphUndecorated, graphSentenceCount, GRAPH_RETURN_REQUIRED, GRAPH_RETURN_STATUSES, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** The pre-done node N0's output, which the examples' plan names. */
const SPEC = '# Spec\n\nItems are listed newest first.\n';

/** What a finding of this rule is about: the headline names each kind found, with its count, in this order. */
const PROBLEMS = {
  bare: (n: number) => `${plural(n, 'bare RETURN')}: a RETURN must carry the structured fields, not a bare signal`,
  missing: (n: number) => `${plural(n, 'required field')} missing`,
  miscased: (n: number) => `${plural(n, 'field name')} not in upper case`,
  template: (n: number) => `${plural(n, 'field')} left as template text`,
  status: (n: number) => `${plural(n, 'STATUS', 'STATUS values')} other than done, failed or evolved`,
  reason: (n: number) => `${plural(n, 'FAILURE_REASON or EVOLVED_SCOPE', 'FAILURE_REASON or EVOLVED_SCOPE fields')} at odds with STATUS`,
  verify: (n: number) => `${plural(n, 'VERIFY_RESULT')} not pass, fail + the first failing line, or not run`,
  doneFails: (n: number) => `${plural(n, 'RETURN')} done with a failing VERIFY_RESULT`,
  summary: (n: number) => `${plural(n, 'SUMMARY', 'SUMMARIES')} outside 3 to 5 sentences`,
};
type ProblemKind = keyof typeof PROBLEMS;
const PROBLEM_ORDER = Object.keys(PROBLEMS) as ProblemKind[];

/** A list item of a SUMMARY written as a list: `- The page fetches the items`, `1. It renders them`. */
const SUMMARY_ITEM = /^(?:[-*+•]|\d{1,3}[.)])\s+/;

/** The sentences of a SUMMARY; written as a list of two or more items, each item is at least one. */
function summarySentences(value: string): number {
  const lines = value.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length > 1 && lines.every((l) => SUMMARY_ITEM.test(l))) return lines.reduce((n, l) => n + Math.max(1, graphSentenceCount(l.replace(SUMMARY_ITEM, ''))), 0);
  return graphSentenceCount(value);
}

export default defineRule<GraphModel>({
  id: 'graph-return-fields',
  pack: 'graph',
  summary: 'Each RETURN is structured: STATUS done|failed|evolved, its required fields, FAILURE_REASON iff failed, EVOLVED_SCOPE iff evolved, a 3-5 sentence SUMMARY',
  statuses: ['pass', 'fail', 'skip'],
  docs: `"A bare \`done\` is a failed return." The RETURN carries the implemented graph
the coordinator compares against the delegation, so it needs STATUS (exactly one of
done, failed or evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT (\`pass\`, \`fail\`
plus the first failing line, or \`not run\`) and a SUMMARY of 3 to 5 sentences (written as a list of
items, \`- The page fetches the items\`, each item counts as at least one; the finding stands at the
value's first line, which may be the line after the key).
FAILURE_REASON is present exactly when STATUS is failed and EVOLVED_SCOPE exactly
when it is evolved (\`none\`, \`n/a\`, \`-\`, \`—\`, \`~\`, \`no\`, \`not applicable\`, \`null\`, \`nil\`, \`n.a.\`,
\`not relevant\`, \`нет\`, \`keine\`, \`aucun\`, \`ninguno\`, \`なし\` and \`无\` count as absent, in \`_emphasis_\` or
not, alone or with a note after a spaced dash or in brackets: \`N/A — nothing failed\`, \`none (all passed)\`). Findings are listed in file order. A done RETURN whose
VERIFY_RESULT is fail is not done: it fails. A RETURN holding only \`STATUS : done\`
is the bare "done" written as a field: it is reported as bare, and every graph rule
reads it as a failed return. Decoration around the STATUS and
VERIFY_RESULT words is ignored, as around VERDICT's (\`✅ done\`, \`pass ✅\`,
\`**done**\`). The STATUS words are lower case, as the protocol writes them: \`DONE\` or \`Done\`
fails with a note saying so, and is read as done by the other checks. Field names are the fixed block's, in upper case: \`Status: done\`
is no field, and the finding says so at the name. Template text left in a field
(\`<...>\`, a value of \`TBD\` or \`TODO: fill in\`) counts as missing, and is reported at the placeholder;
a sentence that starts with such a word (\`Todo items now survive reloads.\`) is content. A sentence ends at \`.\`, \`!\` or \`?\` before a blank
or the end; the full stop of an abbreviation (\`e.g.\`, \`vs.\`, \`approx.\`) or of a
title before a name (\`Dr.\`, \`Mr.\`, \`Mrs.\`, \`Ms.\`, \`Prof.\`, \`St.\`) ends none, and
that of \`etc.\`, \`Jr.\`, \`Sr.\`, \`a.m.\` or \`p.m.\` only before a capital letter.
Dotted initials (\`U.S.\`), a short capitalised word (\`Fig.\`, \`Eq.\`, \`Tue.\`) and
numbering words (\`ver.\`, \`vol.\`, \`No.\`) end none before a lower-case word or a
digit (\`the U.S. region\`, \`Fig. 3\`, \`No. 5\`), so \`Regressions? No. Tests pass.\` is three
sentences. A single letter is an initial (\`J. Smith\`) unless it labels a plan, an option
or a step (\`plan A. Verification ...\`): then its stop ends a sentence before a capital. A
stop inside quotes before a lower-case word ends none (\`handles “quoted.” fields\`). A stop just inside a closing bracket ends the sentence
before a capital (\`(see PR #42.) Tests pass.\`). An ellipsis (\`…\` as \`...\`) ends one before a
capital, not before a lower-case word. Russian abbreviations (\`т.е.\`, \`т. е.\`, \`см.\`, \`напр.\`,
\`стр.\`, \`им.\`) and initials (\`А. С. Пушкин\`, \`г. Москва\`) end none; \`т.д.\`, \`т.п.\`, \`др.\`,
\`пр.\` and a unit after a number (\`в 2024 г.\`, \`5 см.\`) end one only before a capital.`,
  audit: [
    { source: "A bare \"done\" is a failed return.", enforced: "fails on a RETURN without STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT and SUMMARY, or with STATUS done and no other field (read as failed by every graph rule)" },
    { source: "The worker returns the implemented graph in its result \u2014 not a bare signal, but the graph it actually built.", enforced: "a missing or template IMPLEMENTED GRAPH fails; code, JSX and markdown in it are content" },
    { source: "STATUS : done | failed | evolved", enforced: "any STATUS other than exactly one of the three words in lower case (decoration such as `✅` aside) fails, the unfilled template included; a field name not in upper case (`Status:`) is no field" },
    { source: "EVOLVED_SCOPE : <new scope, only if evolved>", enforced: "fails when EVOLVED_SCOPE is missing on evolved or present otherwise" },
    { source: "FAILURE_REASON : <only if failed>", enforced: "fails when FAILURE_REASON is missing on failed or present otherwise" },
    { source: "VERIFY_RESULT : <pass | fail + first failing line | not run>", enforced: "fails on any other value, on fail without the failing line, and on STATUS done with VERIFY_RESULT fail" },
    { source: "SUMMARY : <3-5 sentences>", enforced: "fails outside 3 to 5 sentences; a sentence may start in lower case, and full stops in abbreviations (`e.g.`, `i.e.`) and titles (`Dr.`, `Mr.`, `Mrs.`, `Ms.`, `Prof.`, `St.`), brackets and code do not end one, `etc.`, `Jr.`, `Sr.`, `a.m.` and `p.m.` end one only before a capital letter, dotted initials (`U.S.`), short capitalised words (`Fig.`) and numbering words (`ver.`, `No.`) none before a lower-case word or a digit, a single letter none unless it labels a plan or a step (`plan A.`), while a stop closing a quotation (`\"Export.\" It`) ends one unless a lower-case word follows, and one just inside a closing bracket (`(see PR #42.) Tests`) before a capital" },
    { source: "If a worker completes without reporting its implemented graph, the data is lost.", enforced: "the IMPLEMENTED GRAPH check above" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes on structured returns',
      files: {
        'docs/spec.md': SPEC,
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
      },
    },
    {
      status: 'fail',
      title: 'fails on a bare "done" return, at the RETURN line',
      files: {
        'docs/spec.md': SPEC,
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, 'RETURN: N1\ndone'),
      },
    },
    {
      status: 'fail',
      title: 'fails on a SUMMARY of two sentences, and the headline says so',
      files: {
        'docs/spec.md': SPEC,
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN.replace(/SUMMARY( +): .*$/m, 'SUMMARY$1: Added the handler. Tests pass.')),
      },
    },
    {
      status: 'skip',
      title: 'skips without RETURN blocks',
      files: {
        'docs/spec.md': SPEC,
        'graph.md': transcript(DELEGATED),
      },
    },
  ],
  check({ model }) {
    if (!model.returns.length) return { status: 'skip', detail: `no RETURN block in ${model.rel}`, missingArtefact: true };
    const findings: Finding[] = [];
    // Each finding counted by its kind, for a headline that names the problems found.
    const kinds = new Map<ProblemKind, number>();
    const add = (kind: ProblemKind, f: Finding) => {
      findings.push(f);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    };
    for (const r of model.returns) {
      const who = r.node ? `RETURN ${r.node}` : `RETURN at line ${r.line}`;
      const f = r.fields;
      // `Status: done`: a field name not in upper case is read as no field; say so at the name, once per field.
      const miscased = new Map<string, { written: string; line: number; column: number }>();
      for (const b of r.bare) {
        const m = graphMiscasedField(b.value);
        if (m && !f[m.name] && !miscased.has(m.name)) miscased.set(m.name, { written: m.written, line: b.line, column: b.column });
      }
      for (const [name, m] of miscased) {
        const label = name.replace('_GRAPH', ' GRAPH');
        add('miscased', model.at(m.line, `"${m.written}" is not read as the ${label} field of ${who}: RETURN field names are upper case (\`${label} :\`)`, m.column));
      }
      if (Object.keys(f).filter((k) => k !== 'NODE').length === 0) {
        // Miscased field names are said above; a RETURN with none is bare, as every graph rule reads it (the model's isBareReturn).
        if (!model.isBareReturn(r)) continue;
        const said = r.bare.map((b) => b.value).join(' ').slice(0, 40);
        add('bare', model.at(r.line, `${who} is bare${said ? ` ("${said}")` : ''}: no STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT or SUMMARY; a bare return is a failed return`));
        continue;
      }
      if (model.isBareReturn(r)) {
        // `STATUS : done` and nothing else is the bare "done" written as a field: every graph rule reads it as failed.
        add('bare', model.at(r.line, `${who} is bare (STATUS done and no other field): no OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT or SUMMARY; a bare "done" is a failed return`));
        continue;
      }
      for (const name of GRAPH_RETURN_REQUIRED) {
        const field = f[name];
        if (!field) {
          if (!miscased.has(name)) add('missing', model.at(r.line, `${who} has no ${name.replace('_GRAPH', ' GRAPH')} field`));
          continue;
        }
        // At the template text itself, quoted whole: a long value is not all placeholder.
        const ph = graphPlaceholderIn(field, name === 'VERIFY_RESULT');
        const label = name.replace('_GRAPH', ' GRAPH');
        if (ph?.whole && ph.text === '') add('template', model.at(ph.line, `${label} of ${who} is empty`, ph.column));
        else if (ph?.whole) add('template', model.at(ph.line, `${label} of ${who} is not filled in: "${ph.text.split('\n')[0]!.slice(0, 60)}"`, ph.column));
        else if (ph) add('template', model.at(ph.line, `${label} of ${who} holds the template placeholder "${ph.text.slice(0, 80)}"; write the real value in its place`, ph.column));
      }
      const statusField = f['STATUS'];
      // Exactly one of the three words (decorated or not, as VERDICT's): the template \`done | failed | evolved\` is not a status.
      const written = graphUndecorated(statusField?.value ?? '');
      const word = written.toLowerCase();
      const known = (GRAPH_RETURN_STATUSES as readonly string[]).includes(word);
      const status = known ? word : '';
      if (statusField && !graphIsPlaceholder(statusField.value) && !known) {
        add('status', model.at(statusField.line, `${who} has STATUS ${statusField.value}; expected done, failed or evolved`, statusField.valueColumns[0]));
      } else {
        // Read as meant below and by the other rules; the protocol writes the words in lower case, as the contract pack's actions.
        const miscased = graphMiscasedWord(written, GRAPH_RETURN_STATUSES, 'status');
        if (miscased) add('status', model.at(statusField!.line, `${who} has STATUS ${written}; ${miscased}`, statusField!.valueColumns[0]));
      }
      const has = (name: string) => !!f[name] && !graphSaysNone(f[name]!.value) && !graphIsPlaceholder(f[name]!.value);
      // An unreadable STATUS is reported above; FAILURE_REASON and EVOLVED_SCOPE are judged against a readable or missing one.
      if (known || !statusField || graphIsPlaceholder(statusField.value)) {
        if (status === 'failed' && !has('FAILURE_REASON')) add('reason', model.at(statusField!.line, `${who} is failed but gives no FAILURE_REASON`, statusField!.valueColumns[0]));
        if (status !== 'failed' && has('FAILURE_REASON')) add('reason', model.at(f['FAILURE_REASON']!.line, `${who} has a FAILURE_REASON but STATUS ${status || 'is missing'}`, f['FAILURE_REASON']!.column));
        if (status === 'evolved' && !has('EVOLVED_SCOPE')) add('reason', model.at(statusField!.line, `${who} is evolved but gives no EVOLVED_SCOPE`, statusField!.valueColumns[0]));
        if (status !== 'evolved' && has('EVOLVED_SCOPE')) add('reason', model.at(f['EVOLVED_SCOPE']!.line, `${who} has an EVOLVED_SCOPE but STATUS ${status || 'is missing'}`, f['EVOLVED_SCOPE']!.column));
      }
      const verify = f['VERIFY_RESULT'];
      if (verify && !graphIsPlaceholder(verify.value, true)) {
        const v = verify.value.trim();
        // The words past decoration (`✅ pass`, `❌ fail`), as STATUS and VERDICT are read.
        const bare = graphUndecorated(v);
        if (!/^(?:pass(?:ed)?|fail(?:ed)?|not run)\b/i.test(bare)) {
          add('verify', model.at(verify.line, `VERIFY_RESULT of ${who} is "${v.slice(0, 40)}"; expected pass, fail + the first failing line, or not run`, verify.valueColumns[0]));
        } else if (/^fail(?:ed)?$/i.test(bare)) {
          add('verify', model.at(verify.line, `VERIFY_RESULT of ${who} says fail without the first failing line`, verify.valueColumns[0]));
        }
        // A node whose own VERIFY fails is not done: it failed (or evolved).
        if (status === 'done' && /^fail/i.test(bare)) {
          add('doneFails', model.at(verify.line, `${who} has STATUS done but VERIFY_RESULT ${v.split('\n')[0]!.slice(0, 60)}; a node whose VERIFY fails is not done (return failed with a FAILURE_REASON)`, verify.valueColumns[0]));
        }
      }
      const summary = f['SUMMARY'];
      if (summary && !graphIsPlaceholder(summary.value)) {
        const n = summarySentences(summary.value);
        // At the value's first line: a SUMMARY may start on the line after its key.
        if (n < 3 || n > 5) add('summary', model.at(summary.valueLines?.[0] ?? summary.line, `SUMMARY of ${who} has ${plural(n, 'sentence')}; write 3 to 5`, summary.valueColumns[0]));
      }
    }
    if (findings.length) {
      // In file order: one RETURN's checks run field by field, not line by line.
      findings.sort((a, b) => a.line - b.line);
      return {
        status: 'fail',
        detail: PROBLEM_ORDER.filter((k) => kinds.has(k)).map((k) => PROBLEMS[k](kinds.get(k)!)).join('; '),
        fix: 'Fill every RETURN with STATUS (done | failed | evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, a 3-5 sentence SUMMARY, plus FAILURE_REASON when failed or EVOLVED_SCOPE when evolved.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(model.returns.length, 'RETURN block')}, all structured` };
  },
});
