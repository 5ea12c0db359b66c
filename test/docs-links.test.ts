// Every docs link a message can carry resolves to a file in docs/ (and its anchor to a heading), and
// every config key a message or fix names exists in the config schema.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, isGeneratedSource, repoRoot } from './cli-helpers.js';
import { criteria, writeTree } from './helpers.js';

const BLOB = 'https://github.com/engagement-lint/engagement-lint/blob/main/';
const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/config.schema.json'), 'utf8'));

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(repoRoot, dir, f));
}
// The generated schema validators quote each schema's $id, which no message carries.
const SOURCES = [...sources('rules'), ...sources('packages/core/src'), ...sources('packages/cli/src')].filter((f) => !isGeneratedSource(f));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-');

function resolveDocsUrl(url: string): string | undefined {
  if (!url.startsWith(BLOB)) return `not a link into the repository: ${url}`;
  const [file, anchor] = url.slice(BLOB.length).split('#');
  const abs = path.join(repoRoot, file!);
  if (!file!.startsWith('docs/') || !fs.existsSync(abs)) return `no file ${file} for ${url}`;
  if (anchor && !fs.readFileSync(abs, 'utf8').split('\n').some((l) => /^#+ /.test(l) && slug(l.replace(/^#+ /, '')) === anchor)) return `no heading #${anchor} in ${file}`;
  return undefined;
}

describe('docs links', () => {
  it('every link in the source resolves to a file in docs/ (and a heading for an anchor)', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const file of SOURCES) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/https:\/\/github\.com\/engagement-lint\/engagement-lint\/blob\/main\/[^\s'"`)]+/g)) {
        seen++;
        // A base the rule id is appended to is checked below, rule by rule.
        if (m[0].endsWith('/docs/rules/')) continue;
        const problem = resolveDocsUrl(m[0]);
        if (problem) bad.push(`${path.relative(repoRoot, file)}: ${problem}`);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('every Docs: link a run prints resolves, the suppressions check included', () => {
    const root = writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }, '# Criteria\n\n<!-- engagement-lint-disable whitelist -->\n'), 'engagement/notes.md': 'x\n' });
    const targets = [path.join(root, 'engagement'), ...['clean-L', 'fail-rogue-files', 'fail-malformed-inputs'].map((e) => path.join(repoRoot, 'examples', e, 'engagement'))];
    const r = cli([...targets, '--json', '--no-git', '--preset', 'recommended', '--all-checks']);
    const urls = new Set<string>(r.json.results.flatMap((t: { checks: Array<{ docs?: string }> }) => t.checks.map((c) => c.docs).filter(Boolean)));
    expect([...urls].some((u) => u.endsWith('configuration.md#suppressions'))).toBe(true);
    expect([...urls].map(resolveDocsUrl).filter(Boolean)).toEqual([]);
    const stylish = cli([root + '/engagement', '--no-git']).stdout;
    for (const m of stylish.matchAll(/Docs: (\S+)/g)) expect(resolveDocsUrl(m[1]!)).toBeUndefined();
  });

  it('every rule has its page in docs/rules/, and the suppressions check its docs', () => {
    for (const rule of cli(['rules', '--json']).json as Array<{ id: string; docsUrl?: string }>) expect(resolveDocsUrl(rule.docsUrl ?? `${BLOB}docs/rules/${rule.id}.md`)).toBeUndefined();
  });
});

describe('config keys named in messages', () => {
  it('each backticked name in a line that speaks of the config is a config key, rule id or rule option', () => {
    const rules = schema.properties.rules.properties as Record<string, { oneOf?: Array<{ items?: Array<{ properties?: object }> }> }>;
    const options = Object.values(rules).flatMap((r) => Object.keys(r.oneOf?.[1]?.items?.[1]?.properties ?? {}));
    const known = new Set([...Object.keys(schema.properties), ...Object.keys(rules), ...options, 'off', 'warn', 'error', 'level']);
    const bad: string[] = [];
    for (const file of SOURCES) {
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        // Comments speak to contributors; messages, fixes and rule docs speak to users.
        if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return;
        if (!/\b(config|configuration|setting)s?\b/i.test(line) || !/['"`]/.test(line)) return;
        const literals = [...line.matchAll(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((x) => x[0].replace(/\$\{[^}]*\}/g, '')).join(' ');
        const names = [...literals.matchAll(/\\?`([A-Za-z][\w-]*)\\?`/g), ...literals.matchAll(/(?<![\\\w])([a-z]+[A-Z]\w*)\b/g)].map((x) => x[1]!);
        for (const name of names) {
          // A camelCase name is a key's shape: it must exist.
          if (/[a-z][A-Z]/.test(name) || /whitelist|ignores|extends|preset|customRules/.test(name)) {
            if (!known.has(name)) bad.push(`${path.relative(repoRoot, file)}:${i + 1} names \`${name}\`, which the config schema does not know`);
          }
        }
      });
    }
    expect(bad).toEqual([]);
  });

  it('the whitelist fix names the config key whitelist', () => {
    const r = cli([path.join(repoRoot, 'examples/fail-rogue-files/engagement'), '--json', '--no-git']);
    const fix = r.json.checks.find((c: { name: string }) => c.name === 'whitelist').fix as string;
    expect(fix).toMatch(/`whitelist`/);
    expect(fix).not.toMatch(/extraWhitelist/);
  });
});
