import { defineRule, diffSummaryChanges, renameSides, uxAutoPromotion, type EngagementModel } from '@engagement-lint/core/kit';

/** The files §7c names: markup and component files, and styling (Tailwind classes live in JSX/TSX). */
const UI_FILE = /\.(?:tsx|jsx|vue|svelte|html?|css|scss|sass|less)$/i;
/**
 * A statement that ux_heavy stays false ("ux_heavy stays false: tooling only", "non-UX", "no visible
 * change"; «ux_heavy остаётся false», «визуальных изменений нет», «без видимых изменений»).
 */
const STAYS_FALSE =
  /ux[_ -]?heavy\b[^.\n]{0,60}?(?:\b(?:stays|remains|kept|left|stay|remain)\b|(?<![а-яё])(?:оста[её]тся|остаются|оставлен[а-яё]*|оставляем|остался)(?![а-яё]))[^.\n]{0,20}?\bfalse\b|\bnon-?UX\b|\bno (?:user-)?visible (?:UI )?change|\bwithout (?:a |any )?(?:user-)?visible change|(?<![а-яё])(?:без\s{1,3}(?:видимых|визуальных)\s{1,3}изменений|(?:видимых|визуальных)\s{1,3}изменений\s{1,3}нет|нет\s{1,3}(?:видимых|визуальных)\s{1,3}изменений)(?![а-яё])/gi;

/**
 * A clause that leaves the question open ("whether ux_heavy stays false is unclear (TBD)", "TODO:
 * decide …", "Should ux_heavy stay false? Not sure"; «не уверен», «неясно»): it states nothing.
 */
const UNDECIDED = /\?|\b(?:TBD|TODO|FIXME|unclear|not sure|unsure|undecided|decide|to be (?:decided|confirmed|determined))\b|(?<![а-яё])(?:не\s{1,3}уверен[а-яё]*|неясно|непонятно|решить|уточнить)(?![а-яё])/i;
/** Where a clause ends: a sentence's `.`, `!`, `?` or `…` before a blank or the line's end, or a `;`. */
const CLAUSE_END = /[.!?…](?=\s|$)|;/g;

/** Whether a line says why ux_heavy stays false in a clause that does not leave it open. */
function saysStaysFalse(text: string): boolean {
  // Clause bounds once per line, so each match looks its clause up without rescanning the line.
  const ends: number[] = [];
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(text); m; m = CLAUSE_END.exec(text)) ends.push(m.index);
  STAYS_FALSE.lastIndex = 0;
  let k = 0;
  // Each open clause is read once, however many matches it holds: a long line stays linear.
  let open = -1;
  for (let m = STAYS_FALSE.exec(text); m; m = STAYS_FALSE.exec(text)) {
    while (k < ends.length && ends[k]! < m.index) k++;
    if (k === open) continue;
    const start = k > 0 ? ends[k - 1]! + 1 : 0;
    // The clause's own `?` is kept: "Should ux_heavy stay false?" asks, it does not say.
    const end = k < ends.length ? ends[k]! + 1 : text.length;
    if (!UNDECIDED.test(text.slice(start, Math.max(end, m.index + m[0].length)))) return true;
    open = k;
  }
  return false;
}

const isUiFile = (path: string) => renameSides(path).some((side) => UI_FILE.test(side.trim()));

export default defineRule<EngagementModel>({
  id: 'ux-heavy-auto-promote',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'UI files changed under ux_heavy: false are either auto-promoted or said to be no UX change (handoff §7c)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Handoff §7c guards against a misclassification at intake: "If your work touched any of *.tsx,
*.jsx, *.vue, *.svelte, *.html, or styling (*.css, *.scss, Tailwind classes in JSX), AND
criteria.md has ux_heavy: false", the lead either states "AUTO-PROMOTE: ux_heavy → true (UI files
touched in diff §1)" and produces screens and traces, or "states explicitly why ux_heavy stays
false". "Don't quietly skip screens just because intake said ux_heavy: false."

- The UI files are those handoff §1 lists as changed (as handoff-sections reads §1: \`--stat\` and
  name-status lines, \`--name-only\` lines, file lists, a sentence led by a verb of change, table rows naming a path in any cell, list items that
  open with a path) ending in \`.tsx\`, \`.jsx\`, \`.vue\`, \`.svelte\`, \`.html\`, \`.css\`, \`.scss\`,
  \`.sass\` or \`.less\`; a \`--stat\` rename (\`web/{Old.tsx => New.tsx}\`, \`a.css => b.css\`) is a UI file
  when either side is.
- pass when §1 lists none; pass when an \`AUTO-PROMOTE: ux_heavy → true|minor\` line is recorded in
  handoff.md or scope-sync.md (ux-screens then holds the work to the promoted level); pass when
  handoff.md says why ux_heavy stays false (a line such as "ux_heavy stays false: …", "non-UX",
  "no visible change", «ux_heavy остаётся false: …», «визуальных изменений нет»), naming the line.
  A clause that leaves the question open says nothing: one asking it ("Should ux_heavy stay
  false?") or holding TBD, TODO, FIXME, "unclear", "not sure", "unsure", "undecided",
  "decide", "to be decided" ("whether ux_heavy stays false is unclear (TBD)", «не уверен»,
  «неясно»); a clause ends at a sentence's \`.\`, \`!\`, \`?\` or \`…\`, or at a \`;\`.
- fail otherwise, at the §1 line of the first UI file.
- skip while handoff.md is not written, and when criteria.md does not say \`ux_heavy: false\` (at
  minor or true the UX defences already apply).`,
  examples: [
    {
      status: 'pass',
      title: 'passes UI files with a recorded auto-promote',
      files: {
        'criteria.md': '---\nsize: M\nux_heavy: false\n---\n# Acceptance criteria\n\n## Done when\n- the reset form validates the email\n',
        'handoff.md': '# Handoff\n\n## 1. Diff summary\n- `src/web/ResetForm.tsx` — inline validation\n\n## 7. Self-acceptance\n### 7c. ux_heavy auto-promote check\nAUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)\n',
      },
    },
    {
      status: 'fail',
      title: 'fails UI files under ux_heavy: false with nothing said',
      files: {
        'criteria.md': '---\nsize: M\nux_heavy: false\n---\n# Acceptance criteria\n\n## Done when\n- the reset form validates the email\n',
        'handoff.md': '# Handoff\n\n## 1. Diff summary\n- `src/web/ResetForm.tsx` — inline validation\n- `src/web/reset-form.css` — error colour\n',
      },
    },
    {
      status: 'skip',
      title: 'skips when criteria.md already says the work is UX-heavy',
      files: {
        'criteria.md': '---\nsize: M\nux_heavy: minor\n---\n# Acceptance criteria\n\n## Done when\n- the reset form validates the email\n',
        'handoff.md': '# Handoff\n\n## 1. Diff summary\n- `src/web/ResetForm.tsx` — inline validation\n',
      },
    },
  ],
  check({ model }) {
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written' };
    if (model.uxHeavy !== 'false') return { status: 'skip', detail: `ux_heavy=${model.uxHeavy}: the UX defences already apply` };
    const ui = diffSummaryChanges(handoff, 'protocol').filter((c) => isUiFile(c.path));
    if (!ui.length) return { status: 'pass', detail: '§1 lists no UI file (.tsx, .jsx, .vue, .svelte, .html, styling)' };
    const names = [...new Set(ui.map((c) => c.path))];
    const shown = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
    const promoted = uxAutoPromotion(model);
    if (promoted) return { status: 'pass', detail: `§1 lists UI files (${shown}); ux_heavy auto-promoted to ${promoted.value} at ${promoted.where}` };
    const said = handoff.bodyLines().find((l) => saysStaysFalse(l.text));
    if (said) return { status: 'pass', detail: `§1 lists UI files (${shown}); handoff.md says why ux_heavy stays false (${handoff.rel}:L${said.line})` };
    return {
      status: 'fail',
      detail: `§1 lists UI files (${shown}) under ux_heavy: false, and handoff.md neither auto-promotes nor says why ux_heavy stays false`,
      fix: 'In §7c, either state "AUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)" and produce screens/traces, or state why ux_heavy stays false (tooling on UI infrastructure without visible change).',
      // At the path as §1 writes it (a `--stat` line starts with a blank).
      findings: [handoff.at(ui[0]!.line, `${ui[0]!.path} is a UI file and criteria.md has ux_heavy: false: auto-promote or say why it stays false (§7c)`, Math.max(0, handoff.line(ui[0]!.line).indexOf(ui[0]!.path)) + 1)],
    };
  },
});
