import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/whitelist.js';
import { cli } from '../../cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

/** Every finding sits at 1:1 of the rogue entry. */
const rogue = (name: string, message: string | RegExp) => ({ file: `engagement/${name}`, line: 1, column: 1, message });
const outside = (name: string) => rogue(name, exactly(`\`${name}\` is outside the engagement whitelist; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`));
const misc = { 'criteria.md': criteria(), 'notes.md': 'x', 'local-cache/': '' };

ruleTester(rule, {
  valid: [
    {
      name: 'every entry whitelisted',
      files: { 'criteria.md': criteria(), 'handoff.md': '# h\n', iteration: '1\n', 'events.jsonl': '', 'executor-reports/dev.md': '# r\n', 'validation-outputs/': '', 'specs/': '' },
      detail: exactly('7 entries, all whitelisted or criteria-named'),
    },
    { name: 'entries from the extraWhitelist option', files: misc, options: { extraWhitelist: ['notes.md', 'local-cache/'] } },
    { name: 'an empty folder', files: {}, detail: /^0 entries/ },
  ],
  invalid: [
    {
      name: 'one finding per rogue entry, naming the canonical file; the fix names the canonical files',
      files: {
        'criteria.md': criteria(),
        'preview.md': 'x',
        'compliance.md': 'x',
        'rework-2-brief.md': 'x',
        'findings-frontend.md': 'x',
        'smoke-run.md': 'x',
        'scratch.txt': 'x',
        'drafts/': '',
      },
      // The entries are listed in name order.
      detail: exactly('out-of-whitelist entries: compliance.md, drafts, findings-frontend.md, preview.md, rework-2-brief.md, scratch.txt, smoke-run.md'),
      fix: /validation-log\.md \/ handoff\.md \/ executor-reports\//,
      findings: [
        rogue('compliance.md', /forbidden.*validation-log\.md/),
        outside('drafts'),
        rogue('findings-frontend.md', exactly("`findings-frontend.md` is outside the engagement whitelist; consolidate it into the specialist's executor report (executor-reports/<specialist>.md), then delete it")),
        rogue('preview.md', /forbidden.*handoff\.md/),
        rogue('rework-2-brief.md', /## Iteration N.*validation-log\.md.*handoff\.md/),
        outside('scratch.txt'),
        rogue('smoke-run.md', /traces\/.*Exercised/),
      ],
    },
    ...(
      [
        ['summary.md', /handoff\.md/],
        ['tldr.md', /handoff\.md/],
        ['iter-3-summary.md', /handoff\.md/],
        ['wave-2-recap.md', /handoff\.md/],
        ['audit.md', /validation-log\.md/],
        ['issues.md', /validation-log\.md/],
        ['review-log.md', /validation-log\.md/],
        ['notes.md', /validation-log\.md, handoff\.md or executor-reports/],
      ] as const
    ).map(([name, home]) => ({
      name: `the forbidden name ${name} mapped to its canonical file`,
      files: { 'criteria.md': criteria(), [name]: 'x' },
      findings: [rogue(name, new RegExp(`forbidden sidecar: its content belongs in .*${home.source}`))],
    })),
    {
      name: 'deliverables criteria.md names as engagement/<name> are allowed, Unicode names included',
      files: { 'criteria.md': criteria({}, '# Criteria\n- write engagement/live-health-report.md\n- and `engagement/отчёт.md`\n'), 'live-health-report.md': 'x', 'отчёт.md': 'x', 'other.md': 'x' },
      detail: exactly('out-of-whitelist entries: other.md'),
      findings: [outside('other.md')],
    },
    {
      name: 'entries outside the extraWhitelist option',
      files: misc,
      detail: exactly('out-of-whitelist entries: local-cache, notes.md'),
      findings: [outside('local-cache'), rogue('notes.md', /forbidden sidecar/)],
    },
    {
      name: "a specialist's findings-<specialist>.md goes into that specialist's executor report (protocol §4-pre)",
      files: { 'criteria.md': criteria(), 'findings-frontend.md': 'x', 'executor-reports/dev-frontend-engineer.md': '# r\n', 'executor-reports/dev-backend-engineer.md': '# r\n' },
      detail: exactly('out-of-whitelist entries: findings-frontend.md'),
      fix: exactly('Move the content into validation-log.md / handoff.md / executor-reports/, then delete the rogue entries. A deliverable that criteria.md names as `engagement/<file>` is allowed; project-wide additions go in the `whitelist` list of the config.'),
      findings: [rogue('findings-frontend.md', exactly("`findings-frontend.md` is outside the engagement whitelist; consolidate it into the specialist's executor report (executor-reports/dev-frontend-engineer.md), then delete it"))],
    },
    {
      name: "findings-<specialist>.md names the specialist's report when it is named `.MD`",
      files: { 'criteria.md': criteria(), 'findings-frontend.md': 'x', 'executor-reports/dev-frontend-engineer.MD': '# r\n', 'executor-reports/dev-backend-engineer.md': '# r\n' },
      findings: [rogue('findings-frontend.md', exactly("`findings-frontend.md` is outside the engagement whitelist; consolidate it into the specialist's executor report (executor-reports/dev-frontend-engineer.MD), then delete it"))],
    },
    {
      // The protocol spells the top-level names; the checks read them as spelled, so another case is to be renamed.
      name: 'a whitelisted name in another case (`handoff.MD`, `Criteria.md`, `Tasks/`) is to be renamed to it',
      files: { 'handoff.MD': '# h\n', 'Criteria.md': criteria(), 'Tasks/T1.md': '# t\n', 'NOTES.MD': 'x' },
      detail: exactly('out-of-whitelist entries: Criteria.md, NOTES.MD, Tasks, handoff.MD'),
      findings: [
        rogue('Criteria.md', exactly('`Criteria.md` is `criteria.md` in another case: rename it to criteria.md, the name the checks read')),
        rogue('NOTES.MD', /^`NOTES.MD` is a forbidden sidecar: its content belongs in /),
        rogue('Tasks', exactly('`Tasks` is `tasks` in another case: rename it to tasks, the name the checks read')),
        rogue('handoff.MD', exactly('`handoff.MD` is `handoff.md` in another case: rename it to handoff.md, the name the checks read')),
      ],
    },
    {
      name: 'a canonical file under another extension is to be renamed to it, or merged when the canonical one is there too',
      files: { 'criteria.md': criteria(), 'iteration.txt': '2\n', 'handoff.txt': '# h\n', 'handoff.md': '# h\n', 'criteria.markdown': 'x', 'tasks.md': 'x' },
      detail: exactly('out-of-whitelist entries: criteria.markdown, handoff.txt, iteration.txt, tasks.md'),
      findings: [
        rogue('criteria.markdown', exactly('`criteria.markdown` is a second copy of `criteria.md` under another name, which the checks do not read: merge what differs into criteria.md, then delete it')),
        rogue('handoff.txt', exactly('`handoff.txt` is a second copy of `handoff.md` under another name, which the checks do not read: merge what differs into handoff.md, then delete it')),
        rogue('iteration.txt', exactly('`iteration.txt` is `iteration` under another name: rename it to iteration, the name the checks read')),
        // tasks/ is a folder: a file named like it is no misnamed entry.
        rogue('tasks.md', /^`tasks.md` is /),
      ],
    },
    {
      name: "an editor's backup, swap or auto-save file is to be deleted, not moved",
      files: { 'criteria.md': criteria(), 'handoff.md': '# h\n', 'handoff.md~': '# h\n', '.handoff.md.swp': Buffer.from([0, 1]), '#plan.md#': 'x', '.#plan.md': 'x' },
      detail: exactly('out-of-whitelist entries: #plan.md#, .#plan.md, .handoff.md.swp, handoff.md~'),
      findings: ['#plan.md#', '.#plan.md', '.handoff.md.swp', 'handoff.md~'].map((n) => rogue(n, exactly(`\`${n}\` is an editor's backup, swap or auto-save file, not engagement content: delete it`))),
    },
    {
      name: 'operating-system metadata is to be deleted, not moved into validation-log.md',
      files: { 'criteria.md': criteria(), '.DS_Store': Buffer.from([0, 0, 0, 1]), 'Thumbs.db': 'x', 'desktop.ini': '[.ShellClassInfo]\n' },
      detail: exactly('out-of-whitelist entries: .DS_Store, Thumbs.db, desktop.ini'),
      findings: [
        rogue('.DS_Store', exactly('`.DS_Store` is operating-system metadata, not engagement content: delete it')),
        rogue('Thumbs.db', exactly('`Thumbs.db` is operating-system metadata, not engagement content: delete it')),
        rogue('desktop.ini', exactly('`desktop.ini` is operating-system metadata, not engagement content: delete it')),
      ],
    },
    {
      name: 'a linter config inside the engagement is to be moved to the project folder, not into validation-log.md',
      files: { 'criteria.md': criteria(), '.engagement-lint.json': '{"rules": {"handoff-paths": "off"}}', 'engagement-lint.config.yaml': 'preset: compat\n' },
      findings: [
        rogue('.engagement-lint.json', exactly('`.engagement-lint.json` is an engagement-lint config inside the folder it configures, read only by a run started there: move it to the project folder above, or name it with --config')),
        rogue('engagement-lint.config.yaml', exactly('`engagement-lint.config.yaml` is an engagement-lint config inside the folder it configures, read only by a run started there: move it to the project folder above, or name it with --config')),
      ],
    },
    {
      name: "git's configuration is to be moved into the project's own files or whitelisted, not moved into validation-log.md",
      files: { 'criteria.md': criteria(), '.gitignore': 'notes.md\n', '.gitattributes': '* text=auto\n' },
      detail: exactly('out-of-whitelist entries: .gitattributes, .gitignore'),
      findings: [
        rogue('.gitattributes', exactly("`.gitattributes` is git configuration, not engagement content: move its patterns into the project's own `.gitattributes` (as `engagement/<pattern>`), or, when engagement/ is a repository of its own, list it under `whitelist` in the config")),
        rogue('.gitignore', exactly("`.gitignore` is git configuration, not engagement content: move its patterns into the project's own `.gitignore` (as `engagement/<pattern>`), or, when engagement/ is a repository of its own, list it under `whitelist` in the config")),
      ],
    },
    {
      name: 'a placeholder or a tool\'s own folder is to be deleted or whitelisted, not moved',
      files: { 'criteria.md': criteria(), '.gitkeep': '', '.obsidian/workspace.json': '{}' },
      detail: exactly('out-of-whitelist entries: .gitkeep, .obsidian'),
      findings: [
        rogue('.gitkeep', exactly("`.gitkeep` is a placeholder or a tool's own entry, not engagement content: delete it, or list it under `whitelist` in the config")),
        rogue('.obsidian', exactly("`.obsidian` is a placeholder or a tool's own entry, not engagement content: delete it, or list it under `whitelist` in the config")),
      ],
    },
    { name: 'a binary criteria.md', files: { 'criteria.md': Buffer.from([0, 159, 146, 150, 255, 0, 1]), 'junk.bin': Buffer.from([0, 1, 2]) }, findings: [outside('junk.bin')] },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const recommended = { preset: 'recommended' as const };
  const compat = { preset: 'compat' as const };
  const outside = (name: string) => ({ file: `engagement/${name}`, line: 1, column: 1, message: exactly(`\`${name}\` is outside the engagement whitelist; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`) });

  const forbiddenMention = { 'criteria.md': criteria({}, '# Acceptance criteria\n\n## Explicitly out of scope\n- Do NOT create engagement/notes.md; findings go to validation-log.md\n'), 'notes.md': 'scratch' };
  const summaryDeliverable = { 'criteria.md': criteria({}, '# Acceptance criteria\n\n## Deliverables expected\n- engagement/summary.md with the rollout summary\n'), 'summary.md': 'x' };
  const research = { 'criteria.md': criteria(), 'code-research.md': 'x', 'design-research.md': 'x', 'brand-research.md': 'x' };

  ruleTester(rule, {
    valid: [
      { name: 'compat: a file criteria.md forbids is whitelisted by being mentioned', files: forbiddenMention, options: compat },
      { name: 'compat: a forbidden sidecar criteria.md names as a deliverable passes', files: summaryDeliverable, options: compat },
      { name: "recommended: the protocol tree's optional research files are whitelisted", files: research, options: recommended },
      {
        name: 'recommended: a deliverable named on an ordinary line is still allowed',
        files: { 'criteria.md': criteria({}, '# Acceptance criteria\n\n## Deliverables expected\n- engagement/rollout-plan.md with dates\n'), 'rollout-plan.md': 'x' },
        options: recommended,
      },
    ],
    invalid: [
      {
        name: 'recommended: a file criteria.md explicitly forbids is not whitelisted by being mentioned',
        files: forbiddenMention,
        options: recommended,
        detail: exactly('out-of-whitelist entries: notes.md'),
        findings: [{ file: 'engagement/notes.md', line: 1, column: 1, message: exactly('`notes.md` is a forbidden sidecar: its content belongs in validation-log.md, handoff.md or executor-reports/<name>.md') }],
      },
      {
        name: 'recommended: a forbidden sidecar criteria.md names as a deliverable warns',
        status: 'warn',
        files: summaryDeliverable,
        options: recommended,
        detail: exactly('forbidden sidecars kept because criteria.md names them: summary.md'),
        findings: [{ file: 'engagement/summary.md', line: 1, column: 1, message: exactly('`summary.md` is a forbidden sidecar that criteria.md names; its content belongs in handoff.md (it is the summary)') }],
      },
      {
        name: 'recommended: the fix says to consolidate findings-<specialist>.md and to delete OS metadata',
        files: { 'criteria.md': criteria(), 'findings-frontend.md': 'x', '.DS_Store': 'x' },
        options: recommended,
        detail: exactly('out-of-whitelist entries: .DS_Store, findings-frontend.md'),
        fix: /findings-<specialist>\.md into executor-reports\/<specialist>\.md\. Delete operating-system metadata \(\.DS_Store, Thumbs\.db, desktop\.ini\): it holds no content\./,
      },
      {
        name: "compat: the protocol tree's optional research files are not whitelisted",
        files: research,
        options: compat,
        detail: exactly('out-of-whitelist entries: brand-research.md, code-research.md, design-research.md'),
        findings: [outside('brand-research.md'), outside('code-research.md'), outside('design-research.md')],
      },
    ],
  });
});

// An engagement kept as a repository of its own: a nested repository (`.git/`) or a submodule checkout (a `.git` file).
describe('version-control metadata: not judged under recommended, a rogue entry under compat', () => {
  const recommended = { preset: 'recommended' as const };
  const compat = { preset: 'compat' as const };
  const nested = { 'criteria.md': criteria(), 'handoff.md': '# h\n', '.git/HEAD': 'ref: refs/heads/main\n', '.git/objects/': '' };
  const submodule = { 'criteria.md': criteria(), '.git': 'gitdir: ../.git/modules/engagement\n' };
  const VCS = (name: string) => exactly(`\`${name}\` is version-control metadata (engagement/ is a repository of its own), not engagement content: --preset recommended does not judge it; here, list it under \`whitelist\` in the config`);
  ruleTester(rule, {
    valid: [
      { name: 'recommended: a nested repository\'s .git folder', files: nested, options: recommended, detail: exactly('2 entries, all whitelisted or criteria-named (.git, version-control metadata, not judged)') },
      { name: "recommended: a submodule checkout's .git file", files: submodule, options: recommended, detail: exactly('1 entry, all whitelisted or criteria-named (.git, version-control metadata, not judged)') },
      { name: 'recommended: Mercurial and Subversion metadata too', files: { 'criteria.md': criteria(), '.hg/': '', '.svn/': '' }, options: recommended, detail: /\(\.hg, \.svn, version-control metadata, not judged\)$/ },
      { name: 'compat: .git listed under `whitelist` in the config', files: nested, options: { ...compat, extraWhitelist: ['.git'] } },
    ],
    invalid: [
      {
        name: 'recommended: the other dot-entries beside .git are still judged',
        files: { ...nested, '.gitignore': 'x\n', '.DS_Store': 'x', '.gitkeep': '' },
        options: recommended,
        detail: exactly('out-of-whitelist entries: .DS_Store, .gitignore, .gitkeep'),
        findings: [rogue('.DS_Store', /operating-system metadata/), rogue('.gitignore', /git configuration/), rogue('.gitkeep', /placeholder/)],
      },
      { name: "compat: a nested repository's .git folder fails, as the reference's listing has it", files: nested, options: compat, detail: exactly('out-of-whitelist entries: .git'), findings: [rogue('.git', VCS('.git'))] },
      { name: "compat: a submodule checkout's .git file fails", files: submodule, options: compat, detail: exactly('out-of-whitelist entries: .git'), findings: [rogue('.git', VCS('.git'))] },
      { name: 'compat: a .git symlink is listed, not followed', files: { 'criteria.md': criteria(), '.git': { symlinkTo: '/nowhere/.git' } }, options: compat, findings: [rogue('.git', VCS('.git'))] },
    ],
  });
});

describe('a .git no repository holds: a FIFO, a symlink to one, a file of gigabytes', () => {
  afterAll(cleanupTrees);
  /** A project whose engagement/ holds `.git` made by `make`; every check runs, git included. */
  const run = (make: (dotGit: string, root: string) => void, preset: 'compat' | 'recommended') => {
    const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }), 'engagement/handoff.md': '# h\n' });
    make(path.join(root, 'engagement/.git'), root);
    return cli(['engagement', '--all-checks', '--json', '--preset', preset], { cwd: root, timeout: 20_000 });
  };
  const kinds: Array<[string, (dotGit: string, root: string) => void]> = [
    ['a FIFO', (dotGit) => execFileSync('mkfifo', [dotGit])],
    ['a symlink to a FIFO', (dotGit, root) => (execFileSync('mkfifo', [path.join(root, 'pipe')]), fs.symlinkSync('../pipe', dotGit))],
    ['a symlink out of the project', (dotGit) => fs.symlinkSync('/dev/zero', dotGit)],
    ['a sparse file of 4 GiB', (dotGit) => (fs.writeFileSync(dotGit, ''), fs.truncateSync(dotGit, 4 * 1024 ** 3))],
  ];
  it.each(kinds)('%s: the run ends, no check crashes; recommended passes over it, compat names it', (_name, make) => {
    for (const preset of ['recommended', 'compat'] as const) {
      const r = run(make, preset);
      expect(r.json, `${preset}: ${r.stderr}`).toBeDefined();
      expect(r.json.checks.filter((c: { internal_error?: string }) => c.internal_error), preset).toEqual([]);
      const whitelist = r.json.checks.find((c: { name: string }) => c.name === 'whitelist');
      if (preset === 'recommended') expect(whitelist.status, whitelist.detail).toBe('pass');
      else expect(whitelist.detail).toBe('out-of-whitelist entries: .git');
    }
  });
});

// The reference tests `engagement/<name>` as a substring of criteria.md's text.
describe('criteria.md naming an entry: a substring under compat, the whole name under recommended', () => {
  const recommended = { preset: 'recommended' as const };
  const longer = { 'criteria.md': criteria({ size: 'S' }, '# c\nSee engagement/extra.txt.bak\n'), 'extra.txt': '' };
  const fullStop = { 'criteria.md': criteria({}, '# c\nThe lead delivers engagement/rollout.csv.\n'), 'rollout.csv': 'x' };
  ruleTester(rule, {
    valid: [
      { name: 'compat: `engagement/extra.txt.bak` contains `engagement/extra.txt`, which names extra.txt', files: longer, detail: exactly('2 entries, all whitelisted or criteria-named') },
      { name: 'compat: `myengagement/extra.txt` names extra.txt too', files: { ...longer, 'criteria.md': criteria({}, '# c\nSee myengagement/extra.txt\n') } },
      { name: 'compat: a path ending a sentence names the entry', files: fullStop },
      { name: 'recommended: a path ending a sentence names the entry, the full stop is no part of the name', files: fullStop, options: recommended },
      { name: 'recommended: a name with a space, in backticks', files: { 'criteria.md': criteria({}, '# c\n- `engagement/launch plan.md`\n'), 'launch plan.md': 'x' }, options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: `engagement/extra.txt.bak` names extra.txt.bak, not extra.txt',
        files: longer,
        options: recommended,
        detail: exactly('out-of-whitelist entries: extra.txt'),
        findings: [{ file: 'engagement/extra.txt', line: 1, column: 1, message: /outside the engagement whitelist/ }],
      },
    ],
  });
});

// "The list below is closed": the tree spells what validation-outputs/, executor-reports/ and tasks/ hold.
describe('the subfolders the protocol tree spells: judged under recommended, not under compat', () => {
  const recommended = { preset: 'recommended' as const };
  const at = (rel: string, message: string | RegExp) => ({ file: `engagement/${rel}`, line: 1, column: 1, message });
  const honest = {
    'criteria.md': criteria(),
    'validation-outputs/code-reviewer-iter-1-20260604T0912.json': '{}',
    'validation-outputs/peer-opus-iter-1-preliminary-20260604T0930.JSON': '{}',
    'executor-reports/dev-backend-engineer.md': '# r\n',
    'executor-reports/ui-designer.MD': '# r\n',
    'tasks/INDEX.md': '# i\n',
    'tasks/t1-migration.md': '# t\n',
  };
  const sidecars = {
    ...honest,
    'validation-outputs/summary.md': 'x',
    'validation-outputs/run-1.txt': 'x',
    'validation-outputs/.DS_Store': 'x',
    'executor-reports/notes.md': 'x',
    'executor-reports/drafts/': '',
    'tasks/board.png': 'x',
  };
  ruleTester(rule, {
    valid: [
      { name: 'recommended: JSON outputs, one report per specialist, task files', files: honest, options: recommended, detail: exactly('4 entries, all whitelisted or criteria-named') },
      { name: 'compat: the reference lists the top level only', files: sidecars },
      {
        name: 'recommended: an entry the config whitelists or criteria.md names by its path',
        files: { ...honest, 'criteria.md': criteria({}, '# c\n- engagement/validation-outputs/lighthouse.html, the raw report\n'), 'validation-outputs/lighthouse.html': 'x', 'tasks/board.png': 'x' },
        options: { ...recommended, extraWhitelist: ['tasks/board.png'] },
      },
    ],
    invalid: [
      {
        name: 'recommended: a sidecar, a stray file, OS metadata and a folder inside them, each named with its folder',
        files: sidecars,
        options: recommended,
        detail: exactly('out-of-whitelist entries: executor-reports/drafts, executor-reports/notes.md, tasks/board.png, validation-outputs/.DS_Store, validation-outputs/run-1.txt, validation-outputs/summary.md'),
        findings: [
          at('executor-reports/drafts', exactly('`executor-reports/drafts` is outside the engagement whitelist: executor-reports/ holds one `{specialist}.md` report per specialist')),
          at('executor-reports/notes.md', /^`executor-reports\/notes\.md` is a forbidden sidecar: its content belongs in /),
          at('tasks/board.png', exactly('`tasks/board.png` is outside the engagement whitelist: tasks/ holds task files (`tasks/{id}.md`, INDEX.md)')),
          at('validation-outputs/.DS_Store', exactly('`validation-outputs/.DS_Store` is operating-system metadata, not engagement content: delete it')),
          at('validation-outputs/run-1.txt', exactly('`validation-outputs/run-1.txt` is outside the engagement whitelist: validation-outputs/ holds JSON proof-of-run files only')),
          at('validation-outputs/summary.md', exactly('`validation-outputs/summary.md` is a forbidden sidecar: its content belongs in handoff.md (it is the summary)')),
        ],
      },
    ],
  });
});

// git keeps no empty folder: a mandatory folder is committed with a placeholder before its content lands.
describe('placeholders in the subfolders the protocol tree spells', () => {
  const recommended = { preset: 'recommended' as const };
  const at = (rel: string, message: string | RegExp) => ({ file: `engagement/${rel}`, line: 1, column: 1, message });
  const notEmpty = (rel: string) => at(rel, exactly(`\`${rel}\` is not an empty placeholder file (an empty \`.gitkeep\` or \`.keep\` keeps the folder in git and is allowed): make it one, moving what it holds into validation-log.md or handoff.md`));
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: empty `.gitkeep` and `.keep` placeholders in validation-outputs/, tasks/ and executor-reports/',
        files: { 'criteria.md': criteria(), 'validation-outputs/.gitkeep': '', 'tasks/.keep': '', 'tasks/t1.md': '# t\n', 'executor-reports/.gitkeep': '\n' },
        options: recommended,
        detail: exactly('4 entries, all whitelisted or criteria-named'),
      },
      { name: 'compat: the reference lists the top level only', files: { 'criteria.md': criteria(), 'validation-outputs/.gitkeep': 'pending: lighthouse run\n' } },
    ],
    invalid: [
      {
        name: 'recommended: a placeholder holding content, or a link, is no empty placeholder; OS metadata beside it still fails',
        files: {
          'criteria.md': criteria(),
          'validation-outputs/.gitkeep': 'pending: lighthouse run, peer-opus said REJECT\n',
          'tasks/.keep': { symlinkTo: '../criteria.md' },
          'executor-reports/.DS_Store': '',
        },
        options: recommended,
        detail: exactly('out-of-whitelist entries: executor-reports/.DS_Store, tasks/.keep, validation-outputs/.gitkeep'),
        findings: [at('executor-reports/.DS_Store', /operating-system metadata/), notEmpty('tasks/.keep'), notEmpty('validation-outputs/.gitkeep')],
      },
      {
        name: 'recommended: an empty `.gitkeep` at the top level is still reported (engagement/ always holds criteria.md)',
        files: { 'criteria.md': criteria(), '.gitkeep': '' },
        options: recommended,
        findings: [at('.gitkeep', /placeholder or a tool's own entry/)],
      },
    ],
  });
});
