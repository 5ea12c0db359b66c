import { afterAll, describe, expect, it } from 'vitest';
import rule, { productHasOneTheme } from '../../../rules/engagement/ux-screens.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester, type ValidCase } from '../../rule-tester.js';

afterAll(cleanupTrees);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const ux = (level: string) => criteria({ ux_heavy: level });
const handoff = (s6: string) => `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/ui/Export.tsx\n\n## 6. Exercised\n${s6}\n## 7. Self-acceptance\n1. [crit-1] x\n`;
// Line of the first §6 line: # / blank / ## 1 / item / blank / ## 6 → 7.
const S6 = 7;
const HANDOFF = 'engagement/handoff.md';
const at = (line: number, column: number, message: string | RegExp, file = HANDOFF) => ({ file, line, column, message });

const good = {
  'criteria.md': ux('true'),
  iteration: '2\n',
  'screens/iter-2/dark/export.png': PNG,
  'screens/iter-2/light/export.png': PNG,
  'traces/iter-2/export.json': '{}',
  'validation-log.md': '# Validation log\n\n### ux-review\nverdict: approved\n',
};
const { 'screens/iter-2/light/export.png': _light, ...darkOnly } = good;
const bothThemes = criteria({ ux_heavy: 'true' }, '# Acceptance criteria\n\n## Done when\n- the export dialog renders in light and dark themes\n');
const bothAt = bothThemes.split('\n').findIndex((l) => l.includes('light and dark')) + 1;
const { 'screens/iter-2/dark/export.png': _d, 'screens/iter-2/light/export.png': _l, ...withoutPng } = good;

ruleTester(rule, {
  valid: [
    {
      name: 'a JPEG saved under a .png name, a WebP and a capture linked inside the project are captures',
      files: {
        ...good,
        'handoff.md': handoff('- Export → ok: `screens/iter-2/dark/export.png`\n'),
        'screens/iter-2/dark/export.png': JPEG,
        'screens/iter-2/light/export.png': { symlinkTo: '../../shared/export.webp' },
        'screens/shared/export.webp': WEBP,
      },
      detail: /2 captures in 2 themes for iteration 2/,
    },
    {
      name: 'a numbered §6 with nested numbered steps is read as before',
      files: {
        ...good,
        'handoff.md': handoff('1. Export (dark): `screens/iter-2/dark/export.png`\n   1. Opened `File → Export`: `traces/iter-2/export.json`\n      1) Chose PNG: `screens/iter-2/dark/export.png`\n2. Export (light): `screens/iter-2/dark/export.png`\n'),
      },
      detail: /every §6 bullet cites real evidence/,
    },
    {
      name: 'a realistic §6 (bullets with emphasis, links and code, a 50-row table) is read as before',
      files: {
        ...good,
        'handoff.md': handoff(
          [
            ...Array.from({ length: 20 }, (_, i) => `- **Control ${i}** (dark): opened via \`File → Export\`, chose *PNG*; see [capture](screens/iter-2/dark/export.png) and ~~old~~ _new_ \`traces/iter-2/export.json\``),
            '',
            '| Control | Theme | Evidence |',
            '|---|:---:|---|',
            ...Array.from({ length: 50 }, (_, i) => `| **Row ${i}** | light | [capture](screens/iter-2/light/export.png), \`traces/iter-2/export.json\` |`),
            '',
          ].join('\n'),
        ),
      },
      detail: /every §6 bullet cites real evidence/,
    },
    // Fenced code indented deep is no nesting of quotes or lists.
    { name: 'fenced code in §6 indented deep is no nesting', files: { ...good, 'handoff.md': handoff(`- Exported → \`screens/iter-2/dark/export.png\`\n\n\`\`\`\n${' '.repeat(400)}x\n\`\`\`\n`) } },
    {
      name: 'an archived engagement: §6 cites its evidence as `engagement/…`, as written before the move',
      target: 'engagement-archived/2026-07-06-export',
      files: { ...good, 'handoff.md': handoff('- Export dialog: `engagement/screens/iter-2/dark/export.png`, `engagement/screens/iter-2/light/export.png`, trace `engagement/traces/iter-2/export.json`\n') },
    },
    {
      name: 'between rounds: round 1 REJECTed, counter 2, handoff.md still round 1\'s: round 2\'s captures are not due yet',
      status: 'skip',
      files: { ...withoutPng, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-2\n', 'handoff.md': handoff('- Export: `screens/iter-1/dark/export.png`\n').replace('iteration 2', 'iteration 1') },
      detail: /^between rounds: round 1 was REJECTed \(engagement\/acceptance-log\.md:L5\) and handoff\.md is still its own/,
    },
    {
      // "sanity checks skipped under abort flag": the user ended the engagement during round 2's rework.
      name: "aborted by the user during round 2's rework: round 2's captures are not due",
      status: 'skip',
      files: { ...withoutPng, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-2\n\n## Iteration 2\n\n### Verdict: ABORTED\n> "Stop here, we ship iteration 1." — user\n', 'handoff.md': handoff('- Export: `screens/iter-1/dark/export.png`\n').replace('iteration 2', 'iteration 1') },
      detail: /^engagement aborted by the user \(latest verdict ABORTED at engagement\/acceptance-log\.md:L9\): no UX artefacts are due$/,
    },
    // As validator-outputs reads the log under the protocol, so the two rules agree on which runs are logged.
    {
      name: "this iteration's ux-review logged under its `## Iteration N` block, citing a reused output",
      files: {
        ...good,
        'validation-log.md': '# Validation log\n\n## Iteration 1\n\n### ux-review\nverdict: changes_required\n\n## Iteration 2\n\n### ux-review\n- Output: validation-outputs/ux-review-iter-1-20260101T000000Z.json (reused: screens unchanged)\n',
        'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n'),
      },
    },
    // This iteration's ux-review logged as a bullet, a table row or a level-4 heading under its block.
    ...['- ux-review: approved (validation-outputs/ux-review-iter-2-a.json)', '| ux-review | approved |', '#### ux-review\nverdict: approved'].map((entry) => ({
      name: `this iteration's ux-review logged as ${JSON.stringify(entry.split('\n')[0])} under its \`## Iteration N\` block`,
      files: {
        ...good,
        'validation-log.md': `# Validation log\n\n## Iteration 1\n\n### ux-review\nverdict: changes_required\n\n## Iteration 2\n\n### code-reviewer\nverdict: approved\n\n${entry}\n`,
        'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n'),
      },
    })),
    ...['### 5. ux-review', '### `ux-review` — drive mode', '### **ux-review**'].map((heading) => ({
      name: `a ux-review run logged as \`${heading}\``,
      files: { ...good, 'validation-log.md': `# Validation log\n\n${heading}\nverdict: approved\n`, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') },
      detail: /2 captures in 2 themes for iteration 2/,
    })),
    {
      name: 'theme captures and §6 bullets citing real evidence',
      files: {
        ...good,
        'handoff.md': handoff(
          '- Clicked "Export" → CSV downloaded. Evidence: `traces/iter-2/export.json` line 4-9, `screens/iter-2/dark/export.png`.\n' +
            '- Opened the menu → [screenshot](engagement/screens/iter-2/light/export.png)\n' +
            '- Switched theme → see engagement/screens/iter-2/dark/export.png\n',
        ),
      },
      detail: /2 captures in 2 themes for iteration 2/,
    },
    {
      name: 'a §6 of 999 bullets citing real evidence is read to the end',
      // §6 spans its bullets and the blank line before ## 7: 1,000 lines, the most that is read.
      files: { ...good, 'handoff.md': handoff('- Exported → `screens/iter-2/dark/export.png`\n'.repeat(999)) },
      detail: /every §6 bullet cites real evidence/,
    },
    {
      name: "a bare path ending its sentence: the sentence's punctuation is no part of it",
      files: {
        ...good,
        'handoff.md': handoff('- Download → saved, see engagement/screens/iter-2/dark/export.png.\n- Switched theme → did it hold? screens/iter-2/light/export.png?!\n- Trace: traces/iter-2/export.json: lines 4-9\n'),
      },
      detail: /every §6 bullet cites real evidence/,
    },
    { name: 'minor with one screenshot that §6 cites', files: { 'criteria.md': ux('minor'), 'handoff.md': handoff('- Export → ok: `screens/export.png`\n'), 'screens/export.png': PNG }, detail: 'ux_heavy: minor with 1 screenshot under screens/; every §6 bullet cites real evidence' },
    // At S and M §6 is "only if" ux_heavy is minor or true: a handoff without one is not held to it.
    { name: 'minor at size M without §6', files: { 'criteria.md': criteria({ ux_heavy: 'minor', size: 'M' }), 'handoff.md': '# Handoff\n\n## 1. Diff summary\n- x\n', 'screens/export.png': PNG }, detail: 'ux_heavy: minor with 1 screenshot under screens/' },
    {
      name: 'ux_heavy: true with §6 written as a table whose rows cite real evidence',
      files: {
        ...good,
        'handoff.md': handoff('| Action | Observed | Evidence |\n|---|---|---|\n| Clicked "Export" | CSV downloaded | `traces/iter-2/export.json` |\n| Switched theme | dark palette | `screens/iter-2/dark/export.png` |\n'),
      },
      detail: /2 captures in 2 themes for iteration 2; every §6 bullet cites real evidence/,
    },
    {
      name: 'JPEG captures count as screen captures',
      files: {
        ...withoutPng,
        'screens/iter-2/dark/export.jpg': PNG,
        'screens/iter-2/light/export.jpeg': PNG,
        'handoff.md': handoff('- Export → ok. Evidence: `screens/iter-2/dark/export.jpg`\n'),
      },
      detail: /2 captures in 2 themes for iteration 2/,
    },
    {
      name: 'one theme only, and §6 says the product has one theme',
      files: { ...darkOnly, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n\nThe product has one theme (dark only), so every capture is in screens/iter-2/dark/.\n') },
      detail: /all in one theme \(dark\), which §6 says is the product's only theme \(engagement\/handoff.md:L9\)/,
    },
    // A statement about the product, however it is put.
    ...['The app is a single-theme app.', 'Dark only: there is no light theme.', 'The product has one theme, so only dark was captured.'].map((said) => ({
      name: `one theme only, and §6 says so of the product: ${said}`,
      files: { ...darkOnly, 'handoff.md': handoff(`- Export: \`screens/iter-2/dark/export.png\`\n\n${said}\n`) },
      detail: /all in one theme \(dark\), which §6 says is the product's only theme \(engagement\/handoff.md:L9\)/,
    })),
    // The shared citation reading of handoff-paths: a reference-style link, inline HTML, a line anchor.
    ...[
      ['reference-style links defined in §6', '- Export → ok: see [trace][w] and ![dark][shot]\n\n[w]: traces/iter-2/export.json\n[shot]: <screens/iter-2/dark/export.png>\n'],
      ['an HTML link', '- Export → ok: see <a href="traces/iter-2/export.json">trace</a>\n'],
      ['an HTML link in a table row', '| Action | Evidence |\n|---|---|\n| Export | <a href="engagement/screens/iter-2/dark/export.png">dark</a> |\n'],
      ['paths with line anchors', '- Export → ok: `traces/iter-2/export.json#L12-L20`\n- Theme → ok: `screens/iter-2/dark/export.png:12:5`, `traces/iter-2/export.json:L2`\n'],
    ].map(([how, s6]) => ({ name: `§6 evidence cited through ${how}`, files: { ...good, 'handoff.md': handoff(s6!) }, detail: /2 captures in 2 themes for iteration 2; every §6 bullet cites real evidence/ })),
    // "screens/{iteration}/" needs the counter: one that names no iteration is not read as 1.
    ...[
      ['`iteration: 2`', 'iteration: 2\n', /^iteration counter unparseable \(see iteration-counter\)/],
      ['empty', '', /^iteration counter unparseable \(see iteration-counter\)/],
      ['a folder', undefined, /^iteration counter unreadable \(.+; see iteration-counter\)/],
    ].map(([what, counter, detail]) => {
      const { iteration: _i, ...rest } = good;
      const files = { ...rest, 'screens/iter-1/dark/export.png': PNG, ...(counter === undefined ? { 'iteration/': '' } : { iteration: counter as string }), 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') };
      return { name: `an iteration counter ${what as string}: the current iteration cannot be told`, status: 'skip' as const, files, detail: detail as RegExp };
    }),
    // No counter at all: iteration 1 only while nothing shows a later round.
    ...((): ValidCase[] => {
      const { iteration: _i, ...rest } = good;
      const oneTheme = { ...rest, 'screens/iter-1/light/export.png': PNG, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') };
      return [
        { name: 'no counter, screens/ holds iteration 2: the current iteration cannot be told, iteration 1 is not judged', status: 'skip' as const, files: oneTheme, detail: 'no iteration counter (see iteration-counter), yet the engagement reached iteration 2: the current iteration\'s captures cannot be told' },
        {
          name: 'no counter, acceptance-log.md holds `## Iteration 2`: the current iteration cannot be told',
          status: 'skip' as const,
          files: { ...rest, 'screens/iter-1/light/export.png': PNG, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n\n## Iteration 2\n\n### Verdict: ACCEPT\n', 'handoff.md': handoff('- Export: `screens/iter-1/light/export.png`\n') },
          detail: /^no iteration counter \(see iteration-counter\), yet the engagement reached iteration 2/,
        },
        {
          name: 'no counter in a first round: iteration 1 is judged',
          files: { 'criteria.md': ux('true'), 'validation-log.md': good['validation-log.md'], 'screens/iter-1/light/export.png': PNG, 'screens/iter-1/dark/export.png': PNG, 'handoff.md': handoff('- Export: `screens/iter-1/dark/export.png`\n') },
          detail: /^2 captures in 2 themes for iteration 1/,
        },
      ];
    })(),
    { name: 'ux_heavy: false', status: 'skip', files: { 'criteria.md': ux('false') }, detail: /ux_heavy is false/ },
    { name: 'before the handoff', status: 'skip', files: { 'criteria.md': ux('true') }, detail: /handoff.md not written/ },
  ],
  invalid: [
    {
      name: 'an empty capture and a text file named like one count for nothing',
      files: { ...good, 'handoff.md': handoff('- Export → ok: `traces/iter-2/export.json`\n'), 'screens/iter-2/dark/export.png': '', 'screens/iter-2/light/export.png': 'TODO: capture after deploy\n' },
      detail: /^ux_heavy: true evidence incomplete: no screen capture .*; capture empty \(0 bytes\); not counted as a capture \(screens\/iter-2\/dark\/export\.png\); capture holds text, not an image; not counted as a capture \(screens\/iter-2\/light\/export\.png\)$/,
      findings: [
        at(S6 - 1, 1, 'no screen capture (PNG, JPEG or WebP) under screens/iter-2/<theme>/ for the current iteration 2'),
        at(1, 1, 'capture empty (0 bytes); not counted as a capture', 'engagement/screens/iter-2/dark/export.png'),
        at(1, 1, 'capture holds text, not an image; not counted as a capture', 'engagement/screens/iter-2/light/export.png'),
      ],
    },
    {
      name: 'captures that are no images: the detail says the problem once, naming how many files and which',
      files: { ...good, 'handoff.md': handoff('- Export → ok: `traces/iter-2/export.json`\n'), ...Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`screens/iter-2/dark/${n}.png`, 'x'.repeat(4)])), 'screens/iter-2/dark/export.png': 'xxxx', 'screens/iter-2/light/export.png': 'xxxx' },
      detail: /; capture holds text, not an image; not counted as a capture \(6 files: screens\/iter-2\/dark\/a\.png, screens\/iter-2\/dark\/b\.png, screens\/iter-2\/dark\/c\.png \(\+3 more\)\)$/,
    },
    {
      name: 'a capture in another format is no capture; the real one still counts',
      files: { ...good, 'handoff.md': handoff('- Export → ok: `traces/iter-2/export.json`\n'), 'screens/iter-2/dark/export.png': Buffer.from('%PDF-1.7\n\u0000\u0001binary') },
      findings: [
        at(1, 1, 'capture is a PDF document, not a PNG, JPEG or WebP screen capture; not counted as a capture', 'engagement/screens/iter-2/dark/export.png'),
      ],
    },
    {
      name: 'a capture that links out of the project is no capture, and is said to be none',
      files: { ...good, 'handoff.md': handoff('- Export → ok: `traces/iter-2/export.json`\n'), 'screens/iter-2/dark/menu.png': { symlinkTo: '/etc/hostname' } },
      findings: [at(1, 1, /^capture not a regular file \(.*outside.*\); not read; not counted as a capture$/, 'engagement/screens/iter-2/dark/menu.png')],
    },
    {
      name: 'minor: the only screenshot is empty',
      files: { 'criteria.md': ux('minor'), 'handoff.md': handoff('- Export → ok: `screens/export.png`\n'), 'screens/export.png': '' },
      findings: [at(1, 1, 'capture empty (0 bytes); not counted as a capture', 'engagement/screens/export.png'), at(S6 - 1, 1, 'no screenshot under screens/ for a ux_heavy: minor engagement')],
    },
    {
      name: 'handoff §7c records AUTO-PROMOTE: ux_heavy → true while criteria.md still says false: the artefacts are due',
      files: {
        'criteria.md': ux('false'),
        iteration: '1\n',
        'handoff.md': '# Handoff\n\n## 6. Exercised\n- Preview → ok\n\n## 7. Self-acceptance\n### 7c. ux_heavy check\nux_heavy stays false.\n### 7c. ux_heavy auto-promote check\nAUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1): the preview template renders HTML.\n',
      },
      detail: /^ux_heavy: true evidence incomplete \(ux_heavy auto-promoted to true at engagement\/handoff.md:L10; criteria.md says false\): no screen capture/,
      findings: [
        at(3, 1, 'no screen capture (PNG, JPEG or WebP) under screens/iter-1/<theme>/ for the current iteration 1'),
        at(4, 1, /cites no screens\/ or traces\/ path/),
        at(1, 1, /no validation-log.md with a ux-review run/, 'engagement/validation-log.md'),
      ],
    },
    {
      name: 'a §6 bullet citing only the screens/ folder',
      files: { ...good, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n- Keyboard pass by ux-review → ok. Evidence: `engagement/screens/`.\n- Theme pass → ok. Evidence: `screens/iter-2/light`\n') },
      findings: [
        at(S6 + 1, '- Keyboard pass by ux-review → ok. Evidence: `'.length + 1, '§6 bullet cites only the folder `engagement/screens/`; cite the capture or trace file it rests on'),
        at(S6 + 2, '- Theme pass → ok. Evidence: `'.length + 1, '§6 bullet cites only the folder `screens/iter-2/light`; cite the capture or trace file it rests on'),
      ],
    },
    {
      name: 'ux_heavy: true without a ux-review run in validation-log.md (prose naming it is no run)',
      files: { ...good, 'validation-log.md': '# Validation log\n\n### code-reviewer\nverdict: approved\n\n### Ux-review pending\n', 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') },
      findings: [at(1, 1, /no ux-review run/, 'engagement/validation-log.md')],
      // Only the ux-review run is missing: the fix says to run and log it, not to capture screens.
      fix: /^Run the ux-review validator on the captures and log its run in validation-log\.md under a `### ux-review` heading\.$/,
    },
    {
      name: "a ux-review logged only under an earlier iteration's block is stale: it fails at its heading",
      files: {
        ...good,
        'validation-log.md': '# Validation log\n\n## Iteration 1\n\n### ux-review\nverdict: changes_required\n\n## Iteration 2\n\n### code-reviewer\nverdict: approved\n',
        'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n'),
      },
      findings: [at(5, 5, 'ux-review is logged (here) but not under ## Iteration 2, the current iteration: its review predates this iteration\'s screens; log this iteration\'s ux-review run under ## Iteration 2', 'engagement/validation-log.md')],
      fix: /^Run the ux-review validator on the captures and log its run/,
    },
    {
      // ux_heavy: true is "Playwright screens both themes", and its artefacts are mandated: one theme is an incomplete handoff.
      name: 'captures that cover one theme only, §6 giving no reason',
      status: 'fail',
      files: { ...darkOnly, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') },
      detail: /all in one theme \(dark\)/,
      findings: [at(S6 - 1, 1, 'captures for iteration 2 cover one theme (dark); ux_heavy: true asks for both')],
    },
    // A negated statement, or one about what this round captured, says nothing of the product's themes.
    ...['This is not a single-theme app: the dark captures are still to be made.', 'Only one theme was captured in this iteration; dark follows in the next.', 'Single theme so far.'].map((said) => ({
      name: `captures that cover one theme only, §6 not saying the product has one: ${said}`,
      status: 'fail' as const,
      files: { ...darkOnly, 'handoff.md': handoff(`- Export: \`screens/iter-2/dark/export.png\`\n\n${said}\n`) },
      detail: /all in one theme \(dark\); ux_heavy: true asks for both themes$/,
      findings: [at(S6 - 1, 1, 'captures for iteration 2 cover one theme (dark); ux_heavy: true asks for both')],
    })),
    {
      name: 'captures of one theme when criteria.md asks for both themes fail, at the capture anchor and the criterion',
      files: { ...darkOnly, 'criteria.md': bothThemes, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') },
      detail: new RegExp(`all in one theme \\(dark\\), but criteria.md asks for both themes \\(engagement/criteria\\.md:L${bothAt}\\)$`),
      findings: [at(S6 - 1, 1, `captures for iteration 2 cover one theme (dark); criteria.md line ${bothAt} asks for both`), { file: 'engagement/criteria.md', line: bothAt, column: 1, message: 'this criterion asks for both themes' }],
    },
    {
      name: 'a §6 bullet that cites nothing, at its line',
      files: { ...good, 'handoff.md': handoff('- Export: `traces/iter-2/export.json`\n- Clicked around, all fine.\n') },
      findings: [at(S6 + 1, 1, /cites no screens\/ or traces\/ path/)],
    },
    {
      name: 'a reference-style link or inline HTML whose target does not exist',
      files: { ...good, 'handoff.md': handoff('- Export → ok: see [trace][w]\n- Theme → ok: <a href="screens/iter-2/dark/gone.png">dark</a>\n\n[w]: traces/iter-2/gone.json\n') },
      findings: [at(S6, '- Export → ok: see '.length + 1, '§6 bullet cites `traces/iter-2/gone.json`, which does not exist'), at(S6 + 1, '- Theme → ok: <a href="'.length + 1, '§6 bullet cites `screens/iter-2/dark/gone.png`, which does not exist')],
    },
    {
      name: 'a §6 bullet whose evidence does not exist',
      files: { ...good, 'handoff.md': handoff('- Export → ok. Evidence: `screens/iter-2/dark/missing.png`\n') },
      findings: [at(S6, '- Export → ok. Evidence: `'.length + 1, /missing\.png`, which does not exist/)],
    },
    {
      name: 'a §6 bullet citing two files, neither of which exists',
      files: { ...good, 'handoff.md': handoff('- Export → ok: `screens/iter-2/dark/gone.png`, `traces/iter-2/gone.json`\n') },
      findings: [at(S6, '- Export → ok: `'.length + 1, '§6 bullet cites `screens/iter-2/dark/gone.png`, `traces/iter-2/gone.json`, none of which exists')],
    },
    {
      name: 'a bare missing path is named without the full stop after it; inline code is cited as written',
      files: { ...good, 'handoff.md': handoff('- Export → ok, see screens/iter-2/dark/missing.png.\n- Theme → ok. Evidence: `screens/iter-2/dark/export.png.`\n') },
      findings: [at(S6, 3, '§6 bullet cites `screens/iter-2/dark/missing.png`, which does not exist'), at(S6 + 1, '- Theme → ok. Evidence: `'.length + 1, '§6 bullet cites `screens/iter-2/dark/export.png.`, which does not exist')],
    },
    {
      name: 'no captures for the current iteration',
      files: { 'criteria.md': ux('true'), iteration: '3\n', 'screens/iter-2/dark/export.png': PNG, 'traces/iter-2/export.json': '{}', 'handoff.md': handoff('- Export: `traces/iter-2/export.json`\n') },
      detail: /no screen capture \(PNG, JPEG or WebP\) under screens\/iter-3/,
      findings: [at(S6 - 1, 1, 'no screen capture (PNG, JPEG or WebP) under screens/iter-3/<theme>/ for the current iteration 3'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')],
    },
    {
      name: 'captures lying outside a theme folder',
      files: { 'criteria.md': ux('true'), iteration: '1\n', 'screens/1/export.png': PNG, 'handoff.md': handoff('- Export: `screens/1/export.png`\n') },
      detail: /no screen capture/,
      findings: [at(S6 - 1, 1, 'no screen capture (PNG, JPEG or WebP) under screens/iter-1/<theme>/ for the current iteration 1'), at(1, 1, 'capture lies outside a theme folder; move it to screens/1/<theme>/', 'engagement/screens/1/export.png'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')],
    },
    {
      name: 'ux_heavy: true without §6',
      files: { ...good, 'handoff.md': '# Handoff\n\n## 1. Diff summary\n- a\n' },
      detail: /no `## 6. Exercised`/,
      // At the end of the last section, where §6 would go.
      findings: [at(4, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true')],
    },
    {
      name: 'ux_heavy: true without §6, reported at the section that follows where it belongs',
      files: { ...good, 'handoff.md': '# Handoff\n\n## 5. Validation log\n- a\n\n## 7. Self-acceptance\n- b\n\n## 8. Deploy log\nN/A\n' },
      findings: [at(6, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true')],
    },
    {
      name: 'a §6 longer than 1,000 lines: a finding at its heading, not a parse',
      files: { ...good, 'handoff.md': handoff('- Exported → `screens/iter-2/dark/export.png`\n'.repeat(1000)) },
      findings: [at(S6 - 1, 1, '§6 Exercised has 1001 lines (45 KB), more than the 1000 lines or 128 KB its bullets are read from')],
    },
    {
      name: 'a §6 over 128 KB in few lines: the same finding',
      files: { ...good, 'handoff.md': handoff(`- Exported → \`screens/iter-2/dark/export.png\` ${'word '.repeat(30_000)}\n`) },
      findings: [at(S6 - 1, 1, /^§6 Exercised has 2 lines \(147 KB\), more than the 1000 lines or 128 KB/)],
    },
    // Nested tens of thousands deep within the size limits: remark would take tens of seconds and its tree overflow the stack.
    ...[
      `${'>'.repeat(40_000)}- [t][w]\n`,
      `${'- '.repeat(20_000)}x\n`,
      Array.from({ length: 200 }, (_, k) => `${' '.repeat(k * 2)}- x`).join('\n'),
      `${'1. '.repeat(4_000)}x\n`,
      `${'1) '.repeat(2_000)}x\n`,
      `${'- 1. '.repeat(1_000)}x\n`,
      `${'123456789. '.repeat(40)}x\n`,
    ].map((deep, i) => ({
      name: `a §6 nesting quotes or lists past 32 levels (${['quotes', 'markers on one line', 'indented lists', 'ordered markers `1.`', 'ordered markers `1)`', 'bullets and ordered markers', 'nine-digit ordered markers'][i]}): a finding at the line, not a parse`,
      files: { ...good, 'handoff.md': handoff(`- Exported → \`screens/iter-2/dark/export.png\`\n${deep}`) },
      findings: [{ file: 'engagement/handoff.md', column: 1, message: /^§6 Exercised nests quotes or lists \d+ levels deep here, more than the 32 its bullets are read from/ }],
    })),
    // Flat lines micromark resolves in quadratic time (a 120 KB `*_a` line took 374 s): refused before the parse, a finding at the line.
    ...(
      [
        ['emphasis marks crowded on one line', '*_a'.repeat(40_000), /^§6 Exercised has more than 1,024 emphasis, strikethrough or link marks \(.*\) in one paragraph or item by this line, too many for its bullets to be read; list one bullet per exercised control/],
        ['strikethrough marks on one line', '~a'.repeat(60_000), /in one paragraph or item by this line/],
        ['words after one open bracket', `[${'a '.repeat(60_000)}`, /^§6 Exercised has more than 2,048 words after a `\[` in one paragraph or item by this line/],
        ['a 900-row table', ['|' + 'a|'.repeat(60), '|' + '-|'.repeat(60), ...Array.from({ length: 900 }, () => '|' + 'x|'.repeat(60))].join('\n'), /^§6 Exercised has more than 1,024 table pipes \(`\|`\) by this line/],
      ] as const
    ).map(([what, flat, message]) => ({
      name: `a §6 of ${what} within 128 KB: a finding at the line, not a parse`,
      files: { ...good, 'handoff.md': handoff(`- Exported → \`screens/iter-2/dark/export.png\`\n${flat}\n`) },
      findings: [{ file: HANDOFF, line: what === 'a 900-row table' ? S6 + 17 : S6 + 1, column: 1, message }],
    })),
    { name: 'ux_heavy: true with a §6 of prose only', files: { ...good, 'handoff.md': handoff('Everything was exercised and works.\n') }, findings: [at(S6 - 1, 1, /no bullets/)] },
    {
      name: 'minor without a screenshot',
      files: { 'criteria.md': ux('minor'), 'handoff.md': handoff('- Export → ok, notes in `screens/notes.txt`\n'), 'screens/notes.txt': 'x' },
      detail: /^ux_heavy: minor evidence incomplete: no screenshot under screens\//,
      findings: [at(S6 - 1, 1, 'no screenshot under screens/ for a ux_heavy: minor engagement')],
    },
    {
      name: 'minor: a §6 bullet of prose alone',
      files: { 'criteria.md': ux('minor'), 'handoff.md': handoff('- Pressed "Показать" → looked fine.\n'), 'screens/export.png': PNG },
      findings: [at(S6, 1, '§6 bullet cites no screens/ or traces/ path')],
    },
    {
      name: 'minor at size L without §6',
      files: { 'criteria.md': criteria({ ux_heavy: 'minor', size: 'L' }), 'handoff.md': '# Handoff\n\n## 1. Diff summary\n- x\n\n## 7. Self-acceptance\n1. [crit-1] x\n', 'screens/export.png': PNG },
      findings: [at(6, 1, 'handoff.md has no `## 6. Exercised` section, required at size L for ux_heavy: minor')],
    },
    {
      name: 'ux_heavy: true with a §6 table row citing nothing',
      files: { ...good, 'handoff.md': handoff('| Action | Observed |\n|---|---|\n| Clicked "Export" | CSV downloaded |\n') },
      findings: [at(S6 + 2, 1, '§6 bullet cites no screens/ or traces/ path')],
    },
    { name: 'an empty handoff and a file named screens', files: { 'criteria.md': ux('true'), 'handoff.md': '', screens: 'not a folder' }, findings: [at(1, 1, 'no screen capture (PNG, JPEG or WebP) under screens/iter-1/<theme>/ for the current iteration 1'), at(1, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')] },
    { name: 'a binary handoff', files: { 'criteria.md': ux('true'), 'handoff.md': Buffer.from([0, 0xff, 0xfe, 10, 0x23]) }, findings: [at(2, 1, 'no screen capture (PNG, JPEG or WebP) under screens/iter-1/<theme>/ for the current iteration 1'), at(2, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')] },
  ],
});

describe('a §6 line saying the product has one theme', () => {
  it('is a statement about the product, not negated and not of what was captured', () => {
    const yes = ['The product has one theme (dark only).', 'A single-theme app.', 'Dark only: there is no light theme.', 'The UI is dark-only.', 'Dark is the only theme of the dashboard.', 'В приложении одна тема (тёмная).'];
    const no = ['This is not a single-theme app: the dark captures are still to be made.', 'Only one theme was captured in this iteration; dark follows in the next.', 'One theme.', 'The app isn’t dark-only.', 'Captured only the dark theme of the app.', 'Приложение не однотемное: одна тема снята.'];
    expect(yes.filter((l) => !productHasOneTheme(l))).toEqual([]);
    expect(no.filter((l) => productHasOneTheme(l))).toEqual([]);
  });
});
