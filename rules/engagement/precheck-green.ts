import { defineRule, outsideTiers, pastedPrecheck, plural, precheckPasteLines, type EngagementModel, type MarkdownDoc, type Section } from '@engagement-lint/core/kit';

/** A template's stand-in for the values a run prints: `...` or `…`. */
const ELLIPSIS = /^\s*(?:\.{3}|…)\s*$/;
const ELLIPSIS_ARRAY = /^\[[ \t]{0,4}(?:\.{3}|…)[ \t]{0,4}\]/;
const ELLIPSIS_OBJECT = /^\{[ \t]{0,4}(?:\.{3}|…)[ \t]{0,4}\}/;

/** The end of the JSON string opening at `i` (the index of its closing quote, or the line's end). */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return j;
}

/**
 * The first placeholder of the protocol's §7a template in the pasted JSON, from the paste in force
 * (line `from`) on: a string value `"..."` (or `"{engagement path}"`), an array or object holding only
 * `...` (`[...]`, `{...}`). A run prints values there, so the template was pasted unfilled. Strings
 * are skipped whole: a check's detail may quote anything. Text in an HTML comment is not pasted.
 */
function templatePlaceholder(handoff: MarkdownDoc, s7: Section, from: number): { line: number; column: number; text: string } | undefined {
  // The pasted report's lines, as pastedPrecheck reads them.
  for (const { line, text } of precheckPasteLines(handoff, handoff.linesOf({ start: s7.heading.line, end: s7.end }, { skipComments: true }))) {
    if (line < from) continue;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (c === '"') {
        const j = stringEnd(text, i);
        const value = text.slice(i + 1, j);
        // A value, not a key: a colon does not follow it.
        const isValue = !/^\s*:/.test(text.slice(j + 1, j + 8));
        if (isValue && (ELLIPSIS.test(value) || (value.length > 2 && value.startsWith('{') && value.endsWith('}')))) return { line, column: i + 1, text: text.slice(i, j + 1) };
        i = j;
      } else if (c === '[' || c === '{') {
        // Read a few characters on, not to the closing bracket: a line of many brackets stays linear.
        const m = (c === '[' ? ELLIPSIS_ARRAY : ELLIPSIS_OBJECT).exec(text.slice(i, i + 16));
        if (m) return { line, column: i + 1, text: m[0] };
      }
    }
  }
  return undefined;
}

/** §7 Self-acceptance: a numbered §7, else any heading titled Self-acceptance. */
function selfAcceptance(doc: MarkdownDoc): Section | undefined {
  return doc.section(7, 'protocol') ?? doc.sections((h) => /self-acceptance/i.test(h.text), 'protocol')[0];
}

export default defineRule<EngagementModel>({
  id: 'precheck-green',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Handoff §7a pastes the mechanical pre-check output, and it is green',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol, handoff §7a "Mechanical pre-check (paste verbatim JSON output)":
"status MUST be "pass". If any check failed, STOP — fix the underlying issue and
re-run. Do NOT submit handoff with a red exit code".

In §7 (a numbered \`## 7.\` section, or a heading titled Self-acceptance) the
pasted report starts at a \`7a\` heading, a "Mechanical pre-check" line or the
command line (\`handoff-precheck\`, \`engagement-lint\`) and runs to the §7b/§7c heading (headings read as
markdown renders them: \`7b. Honest concerns\` underlined with \`---\`, or \`### **§7b**\`, ends it too).
From a JSON report, the \`"status"\` and \`"fail_count"\` of the outermost
object are read wherever the key order puts them (\`jq -S\` sorts
\`"checks"\` first); a check's own \`"status"\` sits deeper and is not read.
Without a JSON status, the human output counts: its \`VERDICT: …\` line and
the TL;DR's \`N FAIL\` (\`Pre-check [tier=M, 13 checks]: 11/13 pass, 0 warn,
2 FAIL (a, b), 0 skip\`); the TL;DR pasted without its VERDICT line reads as its
counts say (fail with a FAIL, else warn with a warn, else pass). The bare
\`"fail"\` that \`… --json | jq .status\` prints is the report's status; a table
of check results pasted instead (a \`status\` or \`result\` column) with a row
marked FAIL or ❌ is a red pre-check (a green table is no pasted report).

With several pastes (a first run, then "re-run after the last fix"), the latest
is the one in force: the run as the handoff was submitted, so a green run
followed by a red one fails, and a red one followed by a green one passes. Text
inside an HTML comment (\`<!-- … -->\`) is not pasted, as markdown does not show
it; the report in a code fence is.

- fail when the pasted status (or VERDICT) is \`fail\` or \`fail_count\` (or
  the TL;DR's FAIL count) is above 0;
- fail when the pasted run names its tier (\`"tier": "M"\`, \`Pre-check [tier=M, …]\`)
  and it is not the size criteria.md declares (\`all\` is every check, and passes): a run at
  another tier ran another set of checks, so it says nothing of this handoff's;
- fail when the pasted status is \`warn\` (the pre-check exits 0, but "status
  MUST be "pass""), at the status value;
- fail when §7 holds no pasted output at all (no 7a block, no top-level
  \`"status"\`, no VERDICT line), at the 7a heading or pre-check line when there
  is one, else at §7's heading: §7 is "MANDATORY — structural gate, not
  prose", "REQUIRED to be non-empty in a structured way: 7a. Mechanical
  pre-check (paste verbatim JSON output)";
- fail when the JSON is the protocol's §7a template left unfilled: a
  placeholder stands where a run prints values (\`"engagement": "..."\`,
  \`"checks": [...]\`, \`{...}\`, a \`"{engagement path}"\` string), so it is no
  pasted run (and no valid JSON), whatever its \`"status": "pass"\` says;
- skip while handoff.md is not written or has no §7 (self-acceptance-thinness
  reports that).

The pasted output is the lead's claim; this rule does not re-run anything, and
the linter's own verdict on the same folder is what the director sees.

Tiers: M and L — the S template's §7 is one concern line.`,
  examples: [
    {
      status: 'pass',
      title: 'passes a pasted green report',
      files: {
        'handoff.md': `# Handoff
## 7. Self-acceptance rehearsal
### 7a. Mechanical pre-check
\`\`\`
$ engagement-lint engagement/ --json
{
  "engagement": "/p/engagement",
  "fail_count": 0,
  "status": "pass",`,
      },
    },
    {
      status: 'fail',
      title: 'fails a pasted red report, at its status line',
      files: {
        'handoff.md': `## 7. Self-acceptance rehearsal
### 7a. Mechanical pre-check
    { "name": "whitelist", "status": "fail" }`,
      },
    },
    {
      status: 'fail',
      title: 'fails a pasted warn status, at its status value: it MUST be "pass"',
      files: {
        'handoff.md': `## 7. Self-acceptance rehearsal
### 7a. Mechanical pre-check
    {"fail_count": 0, "warn_count": 1, "status": "warn"}`,
      },
    },
    {
      status: 'fail',
      title: 'fails a §7 without a pasted report, at its heading',
      files: {
        'handoff.md': '## 7. Self-acceptance',
      },
    },
    {
      status: 'fail',
      title: 'fails the §7a template pasted unfilled, at its first placeholder',
      files: {
        'handoff.md': `## 7. Self-acceptance rehearsal
### 7a. Mechanical pre-check (paste verbatim JSON output)
\`\`\`
$ python ~/.claude/scripts/handoff-precheck.py engagement/ --json
{
  "engagement": "...",
  "fail_count": 0,
  "status": "pass",
  "checks": [...]
}
\`\`\``,
      },
    },
    {
      status: 'skip',
      title: 'skips without a handoff, without §7, and at S',
      files: {},
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'the §7a pasted pre-check');
    if (off) return off;
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written' };
    const s7 = selfAcceptance(handoff);
    if (!s7) return { status: 'skip', detail: 'handoff.md has no §7 Self-acceptance (self-acceptance-thinness reports it)' };
    const pasted = pastedPrecheck(handoff, s7);
    // §7 is "MANDATORY — structural gate, not prose" and 7a its pasted run: without one, nothing shows the pre-check passed.
    if (!pasted || pasted.status === undefined) {
      const at = pasted?.line ?? s7.heading.line;
      return {
        status: 'fail',
        detail: `§7 holds no pasted pre-check report (§7a: "paste verbatim JSON output"; §7 is "REQUIRED to be non-empty in a structured way"): no top-level "status" and no VERDICT line ${at !== s7.heading.line ? `after the pre-check's heading or line (L${at})` : `in §7 (L${at})`}`,
        fix: 'Run the pre-check with --json and paste its verbatim output under `### 7a. Mechanical pre-check` in §7; its status MUST be "pass".',
        findings: [handoff.at(at, 'no pasted pre-check JSON with a top-level "status" (nor a human-output VERDICT line) in §7; §7a MUST paste the run\'s verbatim output')],
      };
    }
    const red = pasted.status === 'fail' || (pasted.failCount ?? 0) > 0;
    if (red && pasted.form === 'table') {
      const n = plural(pasted.failCount ?? 1, 'check');
      return {
        status: 'fail',
        detail: `§7a pastes a red pre-check (a table with ${n} marked failed): the handoff was submitted with failing checks`,
        fix: 'Fix what the pre-check reports, re-run it and paste its green JSON output (verbatim) before handing off.',
        findings: [handoff.at(pasted.line, `pasted pre-check marks ${n} failed; every check MUST pass before handoff`)],
      };
    }
    if (red) {
      return {
        status: 'fail',
        detail: `§7a pastes a red pre-check (${pasted.form === 'human' ? 'VERDICT' : 'status'} ${pasted.status}${pasted.failCount !== undefined ? `, ${pasted.form === 'human' ? `${pasted.failCount} FAIL` : `fail_count ${pasted.failCount}`}` : ''}): the handoff was submitted with failing checks`,
        fix: 'Fix what the pre-check reports, re-run it and paste the green output before handing off.',
        findings: [
          handoff.at(
            pasted.line,
            pasted.status === 'fail'
              ? `pasted pre-check ${pasted.form === 'human' ? 'VERDICT' : 'status'} is fail; it MUST be "pass" before handoff`
              : `pasted pre-check reports ${pasted.form === 'human' ? `${pasted.failCount} FAIL` : `fail_count ${pasted.failCount}`}; every check MUST pass before handoff`,
          ),
        ],
      };
    }
    // The protocol's template pasted as it stands is no run: as when nothing is pasted.
    const placeholder = pasted.form === 'json' ? templatePlaceholder(handoff, s7, pasted.from ?? pasted.line) : undefined;
    if (placeholder) {
      // The whole line (`"engagement": "..."`) names the field; a long one is cut to its placeholder.
      const line = handoff.line(placeholder.line).trim().replace(/,$/, '');
      const quoted = line.length <= 60 ? line : placeholder.text;
      return {
        status: 'fail',
        detail: `§7a holds the pre-check template left unfilled, not a pasted run: \`${quoted}\` (L${placeholder.line}) is a placeholder where a run prints its output (§7a: "paste verbatim JSON output")`,
        fix: 'Run the pre-check with --json and paste its whole output under `### 7a. Mechanical pre-check`, in place of the template.',
        findings: [handoff.at(placeholder.line, `\`${placeholder.text}\` is the template's placeholder: the §7a pre-check template was left unfilled; paste the run's verbatim JSON output`, placeholder.column)],
      };
    }
    // A run at another tier than criteria.md's (pasted before a promotion, or with --override of the size) ran another set of checks.
    if (pasted.tier && pasted.tier !== 'all' && pasted.tier !== model.tier) {
      return {
        status: 'fail',
        detail: `§7a pastes a pre-check run at tier ${pasted.tier} (L${pasted.line}), but criteria.md declares size ${model.tier}: the size-${model.tier} checks of this handoff did not run`,
        fix: `Re-run the pre-check on the engagement as it stands (size ${model.tier}) and paste its output under \`### 7a. Mechanical pre-check\`.`,
        findings: [handoff.at(pasted.line, `pasted pre-check ran at tier ${pasted.tier}, not at size ${model.tier} as criteria.md declares; re-run it and paste the output`)],
      };
    }
    // "status MUST be "pass"": a warn exits 0, yet it is not the status the handoff may be submitted with.
    if (pasted.status === 'warn') {
      const text = handoff.line(pasted.line);
      const what = /VERDICT/.test(text) ? 'VERDICT' : 'status';
      // At the value: `"warn_count"` may come first on a one-line paste.
      const key = text.search(/"status"\s*:\s*"warn"/);
      const column = (key >= 0 ? text.indexOf('"warn"', key) : text.search(/\bwarn\b/i)) + 1 || 1;
      return {
        status: 'fail',
        detail: `§7a pastes a pre-check with ${what} warn (L${pasted.line}); the protocol: "status MUST be "pass""`,
        fix: 'Resolve what the pre-check warns about, re-run it and paste its output once its status is "pass".',
        findings: [handoff.at(pasted.line, `pasted pre-check ${what} is warn; it MUST be "pass" before handoff`, column)],
      };
    }
    return { status: 'pass', detail: `§7a pastes a green pre-check (L${pasted.line})` };
  },
});
