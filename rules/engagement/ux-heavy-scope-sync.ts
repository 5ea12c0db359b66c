import { defineRule, effectiveUxHeavy, finding, frontmatterKeyLine, isMarkdownName, outsideTiers, plainTitle, type EngagementModel, type Heading, type MarkdownDoc } from '@engagement-lint/core/kit';

/** Sections of scope-sync.md that other protocol steps write there: the user's dangerous-op OK, an auto-promote note. */
const NOT_THE_SYNC = /^(?:dangerous[- ]op(?:eration)?s?\s+user\s+ok|auto-?promot)/i;

/** The protocol template's headings: a heading that is only one of them records nothing. */
const TEMPLATE_HEADING = /^(?:criteria\s+frozen(?:\s+as\s+of)?|ambiguities\s+resolved|criteria\s+locked(?:\s+by)?)\b/i;
/** The template's placeholders (`{timestamp}`, `{director-name}`) and the words that stand in for a value. */
const PLACEHOLDER = /\{[^{}\n]{0,80}\}|\b(?:TBD|TODO)\b|\.\.\.|…/gi;
/** What a template line holds besides its value: a list marker, a `Q:` / `A:` label. */
const LINE_FRAME = /^(?:[-*+]|\d{1,9}[.)])\s+|\b[QA]\s*:/gi;

/** Whether a line, its placeholders and frame removed, still says something. */
const saysSomething = (text: string) => /[\p{L}\p{N}]/u.test(text.replace(PLACEHOLDER, ' ').trim().replace(LINE_FRAME, ' '));

/**
 * What scope-sync.md holds besides those sections: whether any line outside them (other than its
 * title, the template's headings and placeholder-only lines) says something, the titles of those
 * sections, the template placeholders left unfilled, and the line of the first line read as no sync.
 */
function syncLines(doc: MarkdownDoc): { sync: boolean; sections: string[]; placeholders: string[]; headings: string[]; title: boolean; line: number } {
  const sections: string[] = [];
  const headings: string[] = [];
  const placeholders: string[] = [];
  let line = 0;
  let title = 0;
  let inOther = false;
  // Headings as markdown renders them: a setext heading is read at its first line, its underline is part of it.
  const headingAt = new Map<number, Heading>();
  const underlined = new Set<number>();
  for (const h of doc.headingsIn('protocol')) {
    headingAt.set(h.line, h);
    for (let k = h.line + 1; h.underline !== undefined && k <= h.underline; k++) underlined.add(k);
  }
  for (const { line: n, text } of doc.bodyLines()) {
    if (underlined.has(n)) continue;
    const h = headingAt.get(n);
    if (h?.level === 1) {
      title ||= n;
      continue;
    }
    if (h) {
      const heading = plainTitle(h.text);
      if (h.level === 2) {
        inOther = NOT_THE_SYNC.test(heading);
        if (inOther) {
          line ||= n;
          const name = `\`## ${h.text.split(/(?<!\s)\s+[—–-]\s+/)[0]!.trim()}\``;
          if (!sections.includes(name)) sections.push(name);
          continue;
        }
      }
      // A template heading counts only with a value of its own (`## Criteria frozen as of 2026-05-22`).
      if (!inOther && TEMPLATE_HEADING.test(heading)) {
        if (saysSomething(heading.replace(TEMPLATE_HEADING, ''))) return { sync: true, sections, placeholders, headings, title: title > 0, line };
        line ||= n;
        const shown = `\`${h.underline === undefined ? text.trim() : h.text}\``;
        if (!headings.includes(shown)) headings.push(shown);
        continue;
      }
    }
    if (inOther || text.trim() === '') continue;
    if (saysSomething(text)) return { sync: true, sections, placeholders, headings, title: title > 0, line };
    line ||= n;
    for (const p of text.match(PLACEHOLDER) ?? []) if (p.startsWith('{') && !placeholders.includes(p)) placeholders.push(p);
  }
  return { sync: false, sections, placeholders, headings, title: title > 0, line: line || title || 1 };
}

/** Whether the engagement is past intake: a task written, a specialist reporting, a handoff or a verdict. */
function planningStarted(model: EngagementModel): boolean {
  const md = (folder: string) => (model.list(folder) ?? []).some((e) => e.kind === 'file' && isMarkdownName(e.name));
  return md('tasks') || md('executor-reports') || !!model.handoff || !!model.acceptanceLog;
}

export default defineRule<EngagementModel>({
  id: 'ux-heavy-scope-sync',
  pack: 'engagement',
  tiers: ['L'],
  compat: false,
  summary: 'An L engagement with ux_heavy: true has a director scope sync (scope-sync.md)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's schema makes the director's scope sync mandatory for the largest UX work:
"Director scope sync | optional | optional | mandatory if \`ux_heavy: true\` or weak criteria". The
sync (\`scope-sync.md\`: "Criteria frozen as of", the ambiguities resolved, who locked the criteria)
pins down what a UX-heavy criterion means before the screens are built and judged.

- At L with \`ux_heavy: true\` in criteria.md's frontmatter, or raised to true by a recorded
  auto-promote (an \`AUTO-PROMOTE: ux_heavy → true\` line in handoff.md or scope-sync.md, read as
  ux-screens reads it): fail without \`scope-sync.md\`, at the \`ux_heavy\` line (at the
  AUTO-PROMOTE line for a promotion); fail when \`scope-sync.md\` holds nothing but blanks, at its
  first line; fail when it holds no scope sync (a heading or a line of its own saying something),
  at the first line that is none, naming what it holds instead: only its title, only the protocol
  template left unfilled (the template's headings \`## Criteria frozen as of\`, \`## Ambiguities
  resolved\`, \`## Criteria locked by\` count only with a value of their own, and a line holding
  nothing but placeholders such as \`{timestamp}\`, \`- Q: {question …}\`, \`{director-name}\`,
  TBD, TODO or \`…\` says nothing), or only the sections other steps write there, the user's
  \`## Dangerous-op user OK — …\` and \`## Auto-promote\` notes (headings read as markdown renders them:
  a title underlined with \`===\`, a section with \`---\`); and fail when it is there but
  could not be read (a folder, a file over the size limit), naming why.
- skip at \`ux_heavy: false\` or \`minor\` with no promotion to true (the sync stays optional), and
  at S and M when run there (\`--all-checks\`).
- skip right after intake, while criteria.md is all there is (no task file, executor report,
  handoff.md or acceptance-log.md): the protocol's order is "criteria.md draft → Scope sync (optional)
  … director writes Q/A + freeze → Planning", so the sync is next, not missed.

Weak criteria, the table's other trigger, are a judgement the rule does not make.`,
  examples: [
    {
      status: 'pass',
      title: 'passes an L UX-heavy engagement with a scope sync',
      files: {
        'criteria.md': '---\nsize: L\nux_heavy: true\n---\n# Acceptance criteria\n\n## Done when\n- the stock page shows totals per SKU\n',
        'scope-sync.md': '# Scope sync — warehouse-sync — 2026-05-22 09:00\n\n## Criteria frozen as of\n2026-05-22 09:00\n\n## Ambiguities resolved\n- Q: stock per warehouse? A: total only\n',
      },
    },
    {
      status: 'fail',
      title: 'fails an L UX-heavy engagement planned without scope-sync.md',
      files: {
        'criteria.md': '---\nsize: L\nux_heavy: true\n---\n# Acceptance criteria\n\n## Done when\n- the stock page shows totals per SKU\n',
        'tasks/01-stock-page.md': '# T1 — stock page\n\nowner: frontend-dev\n',
      },
    },
    {
      status: 'skip',
      title: 'skips when the work is not UX-heavy',
      files: {
        'criteria.md': '---\nsize: L\nux_heavy: minor\n---\n# Acceptance criteria\n\n## Done when\n- the stock page shows totals per SKU\n',
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['L'], 'the mandatory scope sync');
    if (off) return off;
    const { level, promoted } = effectiveUxHeavy(model);
    if (level !== 'true') return { status: 'skip', detail: `ux_heavy=${level}${promoted ? ` (auto-promoted at ${promoted.where})` : ''}: the scope sync is optional` };
    const source = promoted ? `ux_heavy auto-promoted to true (${promoted.where})` : 'ux_heavy: true';
    const state = promoted ? `size=L, ux_heavy=true (auto-promoted at ${promoted.where})` : 'size=L, ux_heavy=true';
    const sync = model.scopeSync;
    if (sync && sync.text.trim() !== '') {
      // scope-sync.md also holds the user's dangerous-op OKs and auto-promote notes: those alone are no scope sync.
      const other = syncLines(sync);
      if (!other.sync) {
        // What it holds instead: the unfilled template, those other sections, or nothing but its title.
        const template = other.placeholders.length
          ? `the template with its placeholders unfilled (${other.placeholders.slice(0, 3).join(', ')}${other.placeholders.length > 3 ? ', …' : ''})`
          : other.headings.length
            ? `the template's headings, empty (${other.headings.join(', ')})`
            : '';
        const held = [template, ...other.sections].filter(Boolean);
        const only = held.length ? held.join(', ') : other.title ? 'its title' : 'marks without text';
        return {
          status: 'fail',
          detail: `${state}: scope-sync.md holds only ${only}, no scope sync`,
          fix: 'Record the director scope sync in scope-sync.md: when the criteria were frozen, the ambiguities resolved, who locked them.',
          findings: [sync.at(other.line, `scope-sync.md holds no scope sync (criteria frozen as of, ambiguities resolved, criteria locked by), only ${only}: the director scope sync is mandatory for size L with ${source}`)],
        };
      }
      return { status: 'pass', detail: `${state}: scope-sync.md present` };
    }
    // "criteria.md draft → Scope sync … → Planning": right after intake the sync is next, not missed.
    if (!sync && !model.unreadable(model.rel('scope-sync.md')) && !planningStarted(model)) {
      return { status: 'skip', detail: `${state}: no task, executor report, handoff or verdict yet; the director scope sync follows the criteria draft and is due before planning`, missingArtefact: true };
    }
    // There but not read (a folder, over the size limit): neither missing nor empty.
    const problem = model.unreadable(model.rel('scope-sync.md'));
    if (problem) {
      return {
        status: 'fail',
        detail: `${state}: scope-sync.md could not be read (${problem.message})`,
        fix: 'Record the director scope sync in scope-sync.md as a plain markdown file under the size limit.',
        findings: [model.at('scope-sync.md', 1, `scope-sync.md could not be read (${problem.message}); the director scope sync is mandatory for size L with ${source}`)],
      };
    }
    if (sync) {
      return {
        status: 'fail',
        detail: `${state}: scope-sync.md is empty`,
        fix: 'Record the director scope sync in scope-sync.md: when the criteria were frozen, the ambiguities resolved, who locked them.',
        findings: [sync.at(1, `scope-sync.md is empty: the director scope sync is mandatory for size L with ${source}`)],
      };
    }
    const fix = 'Hold the director scope sync and record it in scope-sync.md: when the criteria were frozen, the ambiguities resolved, who locked them.';
    const detail = `${state}: scope-sync.md missing (the director scope sync is mandatory)`;
    // A promotion is held to like a declaration: the finding sits where it is recorded.
    if (promoted) return { status: 'fail', detail, fix, findings: [finding(promoted.rel, promoted.line, `${source} at size L makes the director scope sync mandatory, and scope-sync.md does not exist`)] };
    // The criteria declared the level, so the finding sits on that declaration.
    const at = frontmatterKeyLine(model.criteria, 'ux_heavy') ?? { line: 1, column: 1 };
    return {
      status: 'fail',
      detail,
      fix,
      findings: [model.criteria!.at(at.line, 'ux_heavy: true at size L makes the director scope sync mandatory, and scope-sync.md does not exist', at.column)],
    };
  },
});
