import { defineRule, outsideTiers, pastedPrecheck, type EngagementModel, type MarkdownDoc, type Section } from '@engagement-lint/core/kit';

/** §7 Self-acceptance: a numbered §7, else any heading titled Self-acceptance. */
function selfAcceptance(doc: MarkdownDoc): Section | undefined {
  return doc.section(7, 'protocol') ?? doc.sections((h) => /self-acceptance/i.test(h.text))[0];
}

export default defineRule<EngagementModel>({
  id: 'precheck-green',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Handoff §7a pastes the mechanical pre-check output, and it is green',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The protocol, handoff §7a "Mechanical pre-check (paste verbatim JSON output)":
"status MUST be "pass". If any check failed, STOP — fix the underlying issue and
re-run. Do NOT submit handoff with a red exit code".

In §7 (a numbered \`## 7.\` section, or a heading titled Self-acceptance) the
pasted report starts at a \`7a\` heading, a "Mechanical pre-check" line or the
command line (\`handoff-precheck\`, \`engagement-lint\`) and runs to §7b/§7c.
From a JSON report, the \`"status"\` and \`"fail_count"\` of the outermost
object are read wherever the key order puts them (\`jq -S\` sorts
\`"checks"\` first); a check's own \`"status"\` sits deeper and is not read.
Without a JSON status, the human output counts: its \`VERDICT: …\` line and
the TL;DR's \`N FAIL\` (\`Pre-check [tier=M, 13 checks]: 11/13 pass, 0 warn,
2 FAIL (a, b), 0 skip\`).

- fail when the pasted status (or VERDICT) is \`fail\` or \`fail_count\` (or
  the TL;DR's FAIL count) is above 0;
- warn when the pasted status is \`warn\` (exit 0, but the protocol asks for
  \`pass\`), and when §7 holds no pasted output at all;
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
      status: 'warn',
      title: 'warns on a pasted warn status and on a §7 without a pasted report',
      files: {
        'handoff.md': '## 7. Self-acceptance',
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
    if (!pasted || pasted.status === undefined) {
      return {
        status: 'warn',
        detail: '§7 holds no pasted pre-check report (§7a: "paste verbatim JSON output"): no top-level "status" and no VERDICT line',
        fix: 'Run the pre-check with --json and paste its output under `### 7a. Mechanical pre-check`.',
        findings: [handoff.at(pasted?.line ?? s7.heading.line, 'no pasted pre-check JSON with a top-level "status" (nor a human-output VERDICT line) in §7')],
      };
    }
    const red = pasted.status === 'fail' || (pasted.failCount ?? 0) > 0;
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
    if (pasted.status === 'warn') {
      return {
        status: 'warn',
        detail: '§7a pastes a pre-check with status warn; the protocol asks for "pass"',
        fix: 'Resolve the warnings, or name each one in §7b/§11 with why it stands.',
        findings: [handoff.at(pasted.line, 'pasted pre-check status is warn, not pass')],
      };
    }
    return { status: 'pass', detail: `§7a pastes a green pre-check (L${pasted.line})` };
  },
});
