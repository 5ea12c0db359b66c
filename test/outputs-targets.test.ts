// Where reports and the step summary may go, against the targets as the user named them
// (module level: the CLI tests run the built bundle).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputsOutsideTargets, parseFormats, writeReport } from '../packages/cli/src/outputs.js';
import { checkTargets, expandTargets } from '../packages/cli/src/targets.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const SUMMARY = 'the step summary (GITHUB_STEP_SUMMARY)';

/** A project folder holding an S engagement, and a folder outside it for outputs. */
function setup() {
  const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }) });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'el-outputs-'));
  return { root, eng: path.join(root, 'engagement'), out };
}

/**
 * The folders outputs are checked against, as run() passes them: each target as it will be linted,
 * then the folders named for them where those differ (a project folder for its engagement/).
 */
async function targetsOf(words: string[], cwd: string): Promise<string[]> {
  const { linted, named } = await checkTargets(await expandTargets(words, cwd), undefined, cwd);
  return [...linted, ...named.map((n) => n.folder)];
}

/** The outputs as run() lists them for `--format`/`-o` and a GITHUB_STEP_SUMMARY. */
function outputsOf(formats: string[], outputFile?: string, summary?: string) {
  return [
    ...parseFormats(formats, outputFile).flatMap((f) => (f.file ? [{ what: `the ${f.name} report`, file: f.file }] : [])),
    ...(summary ? [{ what: SUMMARY, file: summary }] : []),
  ];
}

const refusal = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return undefined;
};

describe('an output that is a symbolic link into a checked target', () => {
  it('refuses a GITHUB_STEP_SUMMARY that is a dangling link into the target, and creates nothing', async () => {
    const { eng, out } = setup();
    const link = path.join(out, 'sumlink2.md');
    fs.symlinkSync(path.join(eng, 'handoff-summary.md'), link);
    const targets = await targetsOf([eng], out);
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['github'], undefined, link), targets))).toBe(
      `${SUMMARY} ${link} is inside the checked target ${eng}; write it elsewhere (the linter never writes into what it checks)`,
    );
    expect(fs.existsSync(path.join(eng, 'handoff-summary.md'))).toBe(false);
  });

  it('follows a relative link, a chain of links and a linked folder on the way', async () => {
    const { root, eng, out } = setup();
    fs.symlinkSync(path.relative(out, path.join(eng, 'new.md')), path.join(out, 'relative.md'));
    fs.symlinkSync(path.join(out, 'relative.md'), path.join(out, 'chain.md'));
    fs.symlinkSync(root, path.join(out, 'project-link'));
    fs.symlinkSync('project-link/engagement/x.md', path.join(out, 'via-folder.md'));
    // A link whose `..` is read from its real folder (root/side), as the kernel reads it, not from out/hop.
    fs.mkdirSync(path.join(root, 'side'));
    fs.symlinkSync('../engagement/up.md', path.join(root, 'side', 'up.md'));
    fs.symlinkSync(path.join(root, 'side'), path.join(out, 'hop'));
    const targets = await targetsOf([eng], out);
    for (const name of ['relative.md', 'chain.md', 'via-folder.md', 'hop/up.md']) {
      expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['github'], undefined, path.join(out, name)), targets))).toMatch(/is inside the checked target/);
    }
    // A loop of links ends without an answer of its own: it is outside.
    fs.symlinkSync(path.join(out, 'loop-b.md'), path.join(out, 'loop-a.md'));
    fs.symlinkSync(path.join(out, 'loop-a.md'), path.join(out, 'loop-b.md'));
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['github'], undefined, path.join(out, 'loop-a.md')), targets))).toBeUndefined();
  });

  it('refuses -o and --format NAME=FILE that are links into the target, dangling or not', async () => {
    const { eng, out } = setup();
    fs.symlinkSync(path.join(eng, 'report.txt'), path.join(out, 'dangling.txt'));
    fs.symlinkSync(path.join(eng, 'criteria.md'), path.join(out, 'existing.json'));
    const targets = await targetsOf([eng], out);
    const dangling = path.join(out, 'dangling.txt');
    const existing = path.join(out, 'existing.json');
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['stylish'], dangling), targets))).toMatch(/^the stylish report .*dangling\.txt is inside the checked target /);
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf([`json=${dangling}`]), targets))).toMatch(/^the json report .*dangling\.txt is inside the checked target /);
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf([`sarif=${existing}`]), targets))).toMatch(/^the sarif report .*existing\.json is inside the checked target /);
    expect(fs.existsSync(path.join(eng, 'report.txt'))).toBe(false);
  });

  it('still lets a report file that is a link elsewhere pass the check, to be refused when opened', async () => {
    const { eng, out } = setup();
    const victim = path.join(out, 'victim.txt');
    fs.writeFileSync(victim, 'keep me');
    const link = path.join(out, 'r.txt');
    fs.symlinkSync(victim, link);
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['stylish'], link), [eng]))).toBeUndefined();
    expect(refusal(() => writeReport(link, 'x'))).toMatch(/it is a symbolic link, which is not followed/);
    expect(fs.readFileSync(victim, 'utf8')).toBe('keep me');
  });
});

describe('an output inside the folder the user named', () => {
  it('refuses a report inside a project folder named for its engagement/', async () => {
    const { root, eng } = setup();
    const cwd = path.dirname(root);
    const name = path.basename(root);
    const targets = await targetsOf([name], cwd);
    expect(targets).toEqual([eng, root]);
    const report = path.join(root, 'report.txt');
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['stylish'], report), targets))).toBe(
      `the stylish report ${report} is inside the checked target ${root}; write it elsewhere (the linter never writes into what it checks)`,
    );
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['github'], undefined, path.join(root, 'summary.md')), targets))).toMatch(/^the step summary .* is inside the checked target /);
    // So does --print-config, which names its target without expanding it.
    const printed = await checkTargets([root]);
    expect(refusal(() => checkOutputsOutsideTargets([{ what: 'the config', file: report }], [...printed.linted, ...printed.named.map((n) => n.folder)]))).toMatch(/^the config .* is inside the checked target /);
  });

  it('lets a report go beside the engagement/ folder when that folder was named', async () => {
    const { root, eng, out } = setup();
    // A fresh engagement: the one named as a project above is another.
    const targets = await targetsOf([path.relative(out, eng)], out);
    expect(targets).toEqual([eng]);
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['stylish'], path.join(root, 'report.txt')), targets))).toBeUndefined();
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['stylish'], path.join(eng, 'report.txt')), targets))).toMatch(/is inside the checked target/);
  });
});

describe('a target in messages is shown as the user wrote it', () => {
  const notFound = async (word: string, cwd: string) => {
    try {
      await targetsOf([word], cwd);
    } catch (e) {
      return (e as Error).message;
    }
    return undefined;
  };

  it('keeps a leading ./ and drops only a trailing /', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'el-outputs-'));
    expect(await notFound('./rules', cwd)).toBe('target not found: ./rules');
    expect(await notFound('./rules/', cwd)).toBe('target not found: ./rules');
    expect(await notFound('missing/', cwd)).toBe('target not found: missing');
    expect(await notFound('a/../missing', cwd)).toBe('target not found: a/../missing');
  });
});

describe('an output written through a linked folder and `..`', () => {
  it('is where the kernel leads it: inside the target through `link/../`, and one file with another output', async () => {
    const { eng, out } = setup();
    // `linkdir` points at the engagement: `linkdir/../engagement` is the engagement, not out/engagement.
    fs.symlinkSync(eng, path.join(out, 'linkdir'));
    const targets = await targetsOf([eng], out);
    const cwd = process.cwd();
    process.chdir(out);
    try {
      for (const file of ['linkdir/../engagement/r.txt', `${out}/linkdir/../engagement/r.txt`]) {
        expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['stylish'], file), targets)), file).toMatch(/ is inside the checked target /);
        expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['github'], undefined, file), targets)), file).toMatch(/^the step summary .* is inside the checked target /);
      }
      // Two reports reaching one file that way are refused as one file: `deep/../x.json` reads as
      // out/x.json, but `deep` leads into reports/sub, so the kernel writes reports/x.json.
      fs.mkdirSync(path.join(out, 'reports/sub'), { recursive: true });
      fs.symlinkSync(path.join(out, 'reports/sub'), path.join(out, 'deep'));
      expect(refusal(() => outputsOf(['json=reports/x.json', 'sarif=deep/../x.json']))).toMatch(/^json and sarif would both write to deep\/\.\.\/x\.json \(the same file as reports\/x\.json\)/);
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('an output over a file the run reads', () => {
  it('refuses a report over the config or a custom rule module, by name or through a link, and leaves them', async () => {
    const { root, eng, out } = setup();
    const config = path.join(root, '.engagement-lint.json');
    const module = path.join(out, 'rule.mjs');
    fs.writeFileSync(config, '{"rules":{"whitelist":"warn"}}');
    fs.writeFileSync(module, 'export default {};\n');
    fs.symlinkSync(config, path.join(out, 'config-link.json'));
    const targets = await targetsOf([eng], out);
    const inputs = [
      { what: 'the config', file: config },
      { what: 'the custom rule module', file: module },
    ];
    const cases: Array<[string[], string | undefined, string]> = [
      [['stylish'], config, `the stylish report ${config} would overwrite the config ${config}, which this run reads; write it elsewhere`],
      [[`json=${module}`], undefined, `the json report ${module} would overwrite the custom rule module ${module}, which this run reads; write it elsewhere`],
      [['sarif'], path.join(out, 'config-link.json'), `the sarif report ${path.join(out, 'config-link.json')} would overwrite the config ${config}, which this run reads; write it elsewhere`],
    ];
    for (const [formats, file, message] of cases) expect(refusal(() => checkOutputsOutsideTargets(outputsOf(formats, file), targets, inputs))).toBe(message);
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf(['json'], path.join(out, 'r.json')), targets, inputs))).toBeUndefined();
    expect(fs.readFileSync(config, 'utf8')).toBe('{"rules":{"whitelist":"warn"}}');
  });
});

describe('a project folder named for its engagement folder', () => {
  it('refuses a report anywhere in the project, and says that naming the engagement folder frees the rest', async () => {
    const { root, eng } = setup();
    const { linted, named } = await checkTargets(await expandTargets([root], root), undefined, root);
    const report = path.join(root, 'engagement-lint.sarif');
    const message = refusal(() => checkOutputsOutsideTargets(outputsOf([`sarif=${report}`]), [...linted, ...named.map((n) => n.folder)], [], named));
    expect(message).toMatch(new RegExp(`^the sarif report .* is inside the checked target ${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; write it elsewhere, or name .*engagement as the target \\(a folder you name is checked as a whole\\)`));
    // Named itself, the engagement folder leaves the project free for reports.
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf([`sarif=${report}`]), [eng]))).toBeUndefined();
    // A report inside the engagement folder gets no such hint: naming it would not help.
    expect(refusal(() => checkOutputsOutsideTargets(outputsOf([`sarif=${path.join(eng, 'r.sarif')}`]), [...linted, ...named.map((n) => n.folder)], [], named))).not.toMatch(/or name/);
  });
});

describe('an output that is a hard link', () => {
  it('is refused before anything is written: the other link may be a file inside a checked target', () => {
    const { eng, out } = setup();
    const inside = path.join(eng, 'criteria.md');
    const before = fs.readFileSync(inside, 'utf8');
    const link = path.join(out, 'report.sarif');
    fs.linkSync(inside, link);
    expect(refusal(() => writeReport(link, 'x'))).toMatch(/it has other hard links, one of which may be a file the linter checks/);
    expect(fs.readFileSync(inside, 'utf8')).toBe(before);
    // A file of one link is written as before.
    const plain = path.join(out, 'plain.sarif');
    fs.writeFileSync(plain, 'old');
    writeReport(plain, 'new');
    expect(fs.readFileSync(plain, 'utf8')).toBe('new');
  });
});
