// Characters that show nothing (zero-width ones, a BOM, a soft hyphen, tags, …) in a file name or a
// quoted line would let `hand\u200boff.md` pass for `handoff.md` in a report: every format shows them
// escaped, as it shows control characters. Ordinary text beyond ASCII (accents, CJK, emoji) stays as written.
import { describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import type { TargetReport } from '../../packages/core/src/lint.js';
import { escapeControls, holdsControls, showControls, stringifyJson } from '../../packages/core/src/format/escape.js';
import { esc, escSvg, escText } from '../../packages/core/src/format/html/escape.js';
import { formatGithub } from '../../packages/core/src/format/github.js';
import { formatHtml } from '../../packages/core/src/format/html/index.js';
import { formatJson } from '../../packages/core/src/format/json.js';
import { formatJunit } from '../../packages/core/src/format/junit.js';
import { formatSarif } from '../../packages/core/src/format/sarif.js';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { check, finding, report, REPO } from '../format/helpers.js';

/** What a reader cannot see: Unicode's default-ignorable code points and the interlinear annotation marks. */
const RAW = /[\p{Default_Ignorable_Code_Point}\ufff9-\ufffb]/u;

// Each character asked for, by code point (ranges written out).
const REQUIRED: number[] = [
  ...range(0x200b, 0x200f),
  ...range(0x2060, 0x2064),
  0xfeff,
  0x00ad,
  0x180e,
  0x034f,
  0x115f,
  0x1160,
  0x3164,
  0xffa0,
  ...range(0xfff9, 0xfffb),
  ...range(0x1d173, 0x1d17a),
  ...range(0xe0000, 0xe007f),
  ...range(0xfe00, 0xfe0f),
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const hex = (c: number) => c.toString(16);
/** How the text formats write a character: `\xad`, `\u200b`, `\u{e0041}`. */
const shown = (c: number) => (c < 0x100 ? `\\x${hex(c)}` : c < 0x10000 ? `\\u${hex(c).padStart(4, '0')}` : `\\u{${hex(c)}}`);

const NAME = 'rogue-zw-a\u200bb\u200dc\u2060d\ufeffe.md';
const SHOWN_NAME = 'rogue-zw-a\\u200bb\\u200dc\\u2060d\\ufeffe.md';
/** A quoted line holding more of them: a soft hyphen, a tag, a Hangul filler, an interlinear annotation, a variation selector after a letter. */
const QUOTE = 'hand\u00adoff \u{e0041}\u{e0042} \u3164 \ufff9note\ufffb a\ufe0fb';
const SHOWN_QUOTE = 'hand\\xadoff \\u{e0041}\\u{e0042} \\u3164 \\ufff9note\\ufffb a\\ufe0fb';

function rogueReport(): TargetReport {
  return report([
    check('whitelist', {
      status: 'fail',
      detail: `out-of-whitelist entries: ${NAME}`,
      findings: [finding(`engagement/${NAME}`, 1, `\`${NAME}\` is outside the engagement whitelist: ${QUOTE}`)],
    }),
  ]);
}

type Output = { text: string; visible: string };

/** Text of an HTML page as a reader sees it: tags dropped, the five entities decoded. */
const htmlText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** A character as the HTML report shows it in element content: an element of its own. */
const htmlShown = (code: number) => {
  const u = `U+${hex(code).toUpperCase().padStart(4, '0')}`;
  return `<span class="esc" title="${code < 0x20 || (code >= 0x7f && code < 0xa0) ? 'control character' : /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(String.fromCodePoint(code)) ? 'bidi control' : 'invisible character'} ${u}">${u}</span>`;
};

/** Each format's output, and the text a reader of it sees (JSON and SARIF decoded, the HTML page's code points). */
const FORMATS: Record<string, (r: TargetReport) => Output> = {
  stylish: (r) => {
    const text = formatStylish([r], { colorLevel: 0, cwd: REPO });
    return { text, visible: text };
  },
  json: (r) => {
    const text = formatJson([r]);
    return { text, visible: text };
  },
  sarif: (r) => {
    const text = formatSarif([r], { rules: [], packs, repoRoot: REPO });
    return { text, visible: text };
  },
  junit: (r) => {
    const text = formatJunit([r], { base: REPO });
    return { text, visible: text };
  },
  html: (r) => {
    const text = formatHtml([r]);
    return { text, visible: htmlText(text) };
  },
  github: (r) => {
    const gh = formatGithub([r], { repoRoot: REPO });
    return { text: `${gh.commands}\n${gh.summary}`, visible: gh.commands };
  },
};

describe('invisible characters in a file name and a message', () => {
  it.each(Object.keys(FORMATS))('%s output shows none of them raw, and shows them escaped', (format) => {
    const { text, visible } = FORMATS[format]!(rogueReport());
    expect(text).toContain('rogue-zw-a');
    expect(text.match(new RegExp(RAW.source, 'gu')) ?? []).toEqual([]);
    if (format === 'html') {
      expect(text).toContain(`rogue-zw-a${htmlShown(0x200b)}b${htmlShown(0x200d)}c${htmlShown(0x2060)}d${htmlShown(0xfeff)}e.md`);
      expect(text).toContain(`hand${htmlShown(0xad)}off ${htmlShown(0xe0041)}${htmlShown(0xe0042)}`);
      // Nor as text a file could hold.
      expect(text).not.toContain('‹U+');
    } else if (format === 'json') {
      // JSON writes them as its own escapes: the same value.
      expect(text).toContain('rogue-zw-a\\u200bb\\u200dc\\u2060d\\ufeffe.md');
      expect(text).toContain('hand\\u00adoff \\udb40\\udc41\\udb40\\udc42');
    } else if (format === 'sarif') {
      // The message text holds the escapes (JSON writes their backslash as `\\`); the URI percent-encodes the name.
      const doc = JSON.parse(text);
      expect(doc.runs[0].results[0].message.text).toContain(`\`${SHOWN_NAME}\` is outside the engagement whitelist: ${SHOWN_QUOTE}`);
      expect(doc.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(`engagement/${encodeURIComponent(NAME)}`);
    } else {
      // (GitHub: the annotations; the step summary, checked above for raw characters, is markdown with its own escapes.)
      expect(visible).toContain(SHOWN_NAME);
      expect(visible).toContain(SHOWN_QUOTE);
    }
  });

  it('JSON reads back the name and the message exactly', () => {
    const doc = JSON.parse(formatJson([rogueReport()]));
    expect(doc.checks[0].findings[0].file).toBe(`engagement/${NAME}`);
    expect(doc.checks[0].findings[0].message).toContain(QUOTE);
  });

  it('github: a path holding one gets no `file=` (it would name no file), and is named escaped in the message', () => {
    const [line, ...rest] = formatGithub([rogueReport()], { repoRoot: REPO }).commands.split('\n').filter(Boolean);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^::error title=whitelist::/);
    expect(line).toContain(`engagement/${SHOWN_NAME}:1:1: `);
    expect(holdsControls(`engagement/${NAME}`)).toBe(true);
    expect(holdsControls('engagement/handoff.md')).toBe(false);
  });

  it.each(REQUIRED.map((c) => [`U+${hex(c).toUpperCase().padStart(4, '0')}`, c]))('%s is escaped in every mode, JSON and HTML', (_, code) => {
    const c = String.fromCodePoint(code);
    const s = `a${c}b`;
    expect(escapeControls(s)).toBe(`a${shown(code)}b`);
    expect(showControls(s, { oneLine: true })).toBe(`a${shown(code)}b`);
    const json = stringifyJson(s);
    expect(RAW.test(json)).toBe(false);
    expect(JSON.parse(json)).toBe(s);
    expect(esc(s)).toBe(`a${htmlShown(code)}b`);
    expect(escText(s)).toBe(`a‹U+${hex(code).toUpperCase().padStart(4, '0')}›b`);
  });
});

describe('ordinary text beyond ASCII', () => {
  // Accents, CJK, Hangul, and emoji made of more than one character: a presentation selector after a
  // pictograph (⚠️, ❤️), a keycap (1️⃣), a joiner between pictographs (👩‍💻, 👩🏽‍💻, ❤️‍🔥).
  const TEXT = 'café naïve Ærøskøbing 日本語の文書 한국어 🚀 ⚠️ ❤️ 1️⃣ 👩‍💻 👩🏽‍💻 ❤️‍🔥';
  const FILE = 'café-日本-🚀.md';

  it.each(Object.keys(FORMATS))('%s output shows it as written', (format) => {
    const r = report([check('whitelist', { status: 'fail', detail: `out-of-whitelist entries: ${FILE}`, findings: [finding(`engagement/${FILE}`, 1, `\`${FILE}\` is outside: ${TEXT}`)] })]);
    const { visible } = FORMATS[format]!(r);
    expect(visible).toContain(TEXT);
    expect(visible).toContain(FILE);
  });

  it('is left alone by every escape', () => {
    expect(escapeControls(TEXT)).toBe(TEXT);
    expect(showControls(TEXT, { oneLine: true })).toBe(TEXT);
    expect(stringifyJson(TEXT)).toBe(JSON.stringify(TEXT));
    expect(esc(TEXT)).toBe(TEXT);
    expect(escText(TEXT)).toBe(TEXT);
    expect(escSvg(TEXT)).toBe(TEXT);
  });

  it('the parts of an emoji are shown where they make none', () => {
    // A selector after a letter, a joiner after a letter or before one, a keycap selector without its keycap.
    expect(escapeControls('a\ufe0f 🚀\u200da a\u200d🚀 1\ufe0f')).toBe('a\\ufe0f 🚀\\u200da a\\u200d🚀 1\\ufe0f');
    // A second selector, and tags after a black flag that spell no flag: they can spell hidden text.
    expect(escapeControls('⚠\ufe0f\ufe0f 🏴\u{e0067}\u{e007f}')).toBe('⚠\ufe0f\\ufe0f 🏴\\u{e0067}\\u{e007f}');
    expect(escapeControls('🏴\u{e0067}\u{e0062}\u{e007a}\u{e007a}\u{e007a}\u{e007f}')).toBe('🏴\\u{e0067}\\u{e0062}\\u{e007a}\\u{e007a}\\u{e007a}\\u{e007f}');
    // The same tags after a letter, and a flag's tags cut short.
    expect(escapeControls('a\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}')).toBe('a\\u{e0067}\\u{e0062}\\u{e0065}\\u{e006e}\\u{e0067}\\u{e007f}');
    expect(escapeControls('🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e007f}')).toBe('🏴\\u{e0067}\\u{e0062}\\u{e0065}\\u{e006e}\\u{e007f}');
  });

  it('the flags of England, Scotland and Wales keep their tags in every form', () => {
    const flags = ['gbeng', 'gbsct', 'gbwls'].map((w) => `🏴${[...w].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}\u{e007f}`).join(' ');
    const name = `team ${flags}.md`;
    expect(escapeControls(name)).toBe(name);
    expect(showControls(name, { oneLine: true })).toBe(name);
    expect(holdsControls(name)).toBe(false);
    expect(esc(name)).toBe(name);
  });
});

describe('a backslash sequence in a name is told from an escape', () => {
  // The four characters `\x1b` against a real ESC; `\u200b` against a real zero-width space.
  const LITERAL = 'lit\\x1b-\\u200b.md';
  const REAL = 'lit\u001b-\u200b.md';

  it('escapes double the backslash of what reads as an escape, and leave other backslashes', () => {
    expect(escapeControls(LITERAL)).toBe('lit\\\\x1b-\\\\u200b.md');
    expect(escapeControls(REAL)).toBe('lit\\x1b-\\u200b.md');
    // A backslash before a shown character, and two before an escape-like sequence.
    expect(escapeControls('a\\\u001b b\\\\x1b')).toBe('a\\\\\\x1b b\\\\\\\\x1b');
    expect(escapeControls('\\u{e0041} \\x7F')).toBe('\\\\u{e0041} \\\\x7F');
    // Paths and text whose backslashes read as no escape are as they were.
    for (const s of ['C:\\Users\\me\\notes.md', 'C:\\xavier\\unit\\x.md', 'a\\b \\n \\t \\\\ end\\', 'regex \\d+\\s*']) expect(escapeControls(s)).toBe(s);
    // A line feed's `\x0a` is what the formats write for a file name's line feed before they escape the rest.
    expect(escapeControls('nl\\x0aline.md')).toBe('nl\\x0aline.md');
  });

  it.each(['stylish', 'junit', 'sarif', 'github'])('%s output shows the two names differently', (format) => {
    const out = (name: string) => {
      const r = report([check('whitelist', { status: 'fail', detail: 'x', findings: [finding(`engagement/${name}`, 1, `\`${name}\` is outside`)] })]);
      const { visible: text } = FORMATS[format]!(r);
      return format === 'sarif' ? JSON.parse(text).runs[0].results[0].message.text : text;
    };
    expect(out(LITERAL)).toContain('lit\\\\x1b-\\\\u200b.md');
    expect(out(REAL)).toContain('lit\\x1b-\\u200b.md');
    expect(out(REAL)).not.toContain('lit\\\\x1b');
  });

  it('JSON keeps both names exact, its own `\\\\` telling them apart', () => {
    for (const name of [LITERAL, REAL]) expect(JSON.parse(stringifyJson({ name })).name).toBe(name);
    expect(stringifyJson(LITERAL)).toBe('"lit\\\\x1b-\\\\u200b.md"');
    expect(stringifyJson(REAL)).toBe('"lit\\u001b-\\u200b.md"');
  });

  it('github: a path with a literal backslash sequence keeps `file=` as it is', () => {
    const r = report([check('whitelist', { status: 'fail', detail: 'x', findings: [finding(`engagement/${LITERAL}`, 1, 'rogue')] })]);
    const [line] = formatGithub([r], { repoRoot: REPO }).commands.split('\n');
    expect(line).toContain(`file=engagement/${LITERAL},`);
  });
});

describe('HTML: a character shown by its code point is told from text a file can hold', () => {
  /** The HTML page of one finding in `name`, with `name` also in its message. */
  const page = (name: string, target = REPO) =>
    formatHtml([{ ...report([check('whitelist', { status: 'fail', detail: 'x', findings: [finding(`engagement/${name}`, 1, `\`${name}\` is outside`)] })]), target }]);
  /** The finding's `file:line:column` as the page writes it. */
  const where = (html: string) => /<span class="where mono">(.*?):1:1<\/span>/.exec(html)![1];

  it('a zero-width space and the literal text `‹U+200B›` render differently', () => {
    const real = page('x\u200by.md');
    const literal = page('x\u2039U+200B\u203ay.md');
    expect(where(real)).toBe('engagement/x<span class="esc" title="invisible character U+200B">U+200B</span>y.md');
    expect(where(literal)).toBe('engagement/x‹U+200B›y.md');
    expect(literal).not.toContain('class="esc"');
    // Nor the text `U+200B` alone, which is what the element holds.
    expect(where(page('xU+200By.md'))).toBe('engagement/xU+200By.md');
  });

  it('an ESC and the literal text `\\x1b` render differently, no backslash doubled', () => {
    const real = page('z\u001b.md');
    const literal = page('z\\x1b.md');
    expect(where(real)).toBe('engagement/z<span class="esc" title="control character U+001B">U+001B</span>.md');
    expect(where(literal)).toBe('engagement/z\\x1b.md');
    expect(real).not.toMatch(/\u001b/);
  });

  it('where no element may go (attributes, titles, SVG text), every `‹` is a code point: the two still differ', () => {
    expect(escText('x\u200by')).toBe('x‹U+200B›y');
    expect(escText('x\u2039U+200B\u203ay')).toBe('x‹U+2039›U+200B›y');
    expect(escSvg('x\u200by')).toBe('x<tspan class="esc">‹U+200B›</tspan>y');
    expect(escSvg('x\u2039U+200B\u203ay')).toBe('x<tspan class="esc">‹U+2039›</tspan>U+200B›y');
    // A target holding both: its tooltip tells them apart, and the page shows none raw.
    const html = page('a.md', `${REPO}/x\u200by\u2039U+200B\u203a`);
    expect(html).toContain('title="' + `${REPO}/x‹U+200B›y‹U+2039›U+200B›`.replace(/&/g, '&amp;') + '"');
    expect(html).not.toMatch(RAW);
  });

  it('a name holding markup stays text, in content and in attributes', () => {
    const name = '<script>alert(1)</script>"\'&<span class="esc">U+200B</span>\u200b.md';
    const html = page(name, `${REPO}/"><img src=x onerror=alert(1)>\u200b`);
    expect(html).not.toMatch(/<script|<img/);
    expect(where(html)).toBe(
      'engagement/&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;&lt;span class=&quot;esc&quot;&gt;U+200B&lt;/span&gt;' +
        '<span class="esc" title="invisible character U+200B">U+200B</span>.md',
    );
    expect(html).toContain('title="' + `${REPO}/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;‹U+200B›`.replace(/&(?!quot;|gt;|lt;)/g, '&amp;') + '"');
    // Every element of class `esc` is one the escaping made: the zero-width space of the finding's file, its message and the target's heading.
    expect(html.match(/<span class="esc"/g)).toHaveLength(3);
  });

  it('ordinary text beyond ASCII is written as it is', () => {
    const TEXT = 'café naïve 日本語の文書 한국어 🚀 ⚠️ 1️⃣ 👩‍💻 👩🏽‍💻';
    for (const f of [esc, escText, escSvg]) expect(f(TEXT)).toBe(TEXT);
    const html = page(`${TEXT}.md`);
    expect(where(html)).toBe(`engagement/${TEXT}.md`);
    expect(html).not.toContain('class="esc"');
  });
});
