import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/preflight.js';
import { criteria, fakeSystem } from '../../helpers.js';
import { lint, ruleTester, type Case } from '../../rule-tester.js';

const CRIT = 'engagement/criteria.md';
const ok = { ok: true, code: 0 };
const withTools = (tools: string, body?: string) => criteria({ tools_required: tools }, body);
/** criteria() puts `tools_required:` on this line. */
const TOOLS_LINE = 6;

const empty = (): Case => ({ files: { 'criteria.md': withTools('[]') }, system: fakeSystem() });
const versions = (): Case => ({ files: { 'criteria.md': withTools('[node, git, bun, gh]') }, system: fakeSystem({ probes: { 'node --version': ok, 'git --version': ok, 'bun --version': ok, 'gh --version': ok } }) });
const services = (): Case => ({ files: { 'criteria.md': withTools('[docker, postgres, redis]') }, system: fakeSystem({ probes: { 'docker info': ok, pg_isready: ok, 'redis-cli ping': ok } }) });
const playwright = (): Case => ({ files: { 'criteria.md': withTools('[playwright, python]') }, system: fakeSystem({ probes: { 'python -m playwright --version': ok, 'python --version': ok } }) });
const miscased = (): Case => ({ files: { 'criteria.md': withTools('[Docker, db]') }, system: fakeSystem({ probes: { 'docker info': ok, pg_isready: ok } }) });
const scalar = (value: string): Case => ({ files: { 'criteria.md': withTools(value) }, system: fakeSystem() });
const unreachable = (): Case => ({
  files: { 'criteria.md': '---\nengagement: demo\ndomain: dev\nsize: M\nux_heavy: false\ntools_required:\n  - docker\n  - node\n  - git\n---\n# C\n' },
  system: fakeSystem({ probes: { 'docker info': { ok: false, reason: 'timeout' }, 'node --version': { ok: false, reason: 'exit', code: 3 } } }),
});
const hostile = (): Case => ({ files: { 'criteria.md': withTools('["node; touch x", "$(reboot)", constructor, mystery-tool]') }, system: fakeSystem({ probes: { node: ok } }) });
const envTools = (): Case => ({
  files: { 'criteria.md': withTools('[openai-key, anthropic-key, yandex-tokens]'), '../.env': '# secrets\nANTHROPIC_API_KEY=sk-not-read\n', '../.env.local': 'YANDEX_METRIKA_TOKEN=\n' },
  system: fakeSystem({ env: ['OPENAI_API_KEY'] }),
});
/** Tools the protocol's pre-flight table names, beside two it does not (npm, acmectl). */
const protocolNames = (): Case => ({
  files: { 'criteria.md': withTools('[npm, acmectl, python3, db, OPENAI_API_KEY]'), '../.env': 'OPENAI_API_KEY=\n' },
  system: fakeSystem({ probes: { 'python3 --version': ok, pg_isready: ok, 'npm --version': ok, 'acmectl --version': ok } }),
});
/** A system that reads `names` from .env / .env.local of the working directory (the linter's, not the project's). */
const workdirEnv = (names: string[], env: string[] = []) => Object.assign(fakeSystem({ env }), { dotenvNames: () => new Set(names) });
/** An env tool set only in the project root's .env, the linter started elsewhere. */
const rootEnvOnly = (): Case => ({ files: { 'criteria.md': withTools('[openai-key]'), '../.env': 'OPENAI_API_KEY=sk-test\n' }, system: workdirEnv([]) });
/** An env tool set only in the working directory's .env. */
const workdirEnvOnly = (): Case => ({ files: { 'criteria.md': withTools('[openai-key, yandex-tokens]') }, system: workdirEnv(['OPENAI_API_KEY', 'YANDEX_WEBMASTER_TOKEN']) });
/** A finding at `tool` in the tools_required line, which is not reachable for `reason`. */
const unreached = (tool: string, column: number, reason: string) => ({ file: CRIT, line: TOOLS_LINE, column, message: `tool \`${tool}\` is not reachable: ${reason}` });
const CHECKED = 'docker, playwright, postgres, node, python, bun, git, gh, redis, openai-key, anthropic-key, yandex-tokens';
const TOOLCHAINS = 'cargo, rustc, mvn, gradle, dotnet, ruby, bundle, gem, php, composer, perl, swift, aws, psql, mysql, sqlite3, make, cmake, gcc, clang, uv, poetry, pip, pip3, jq, go, java, javac, terraform, kubectl, helm, ffmpeg';
const CHECKED_RECOMMENDED = `${CHECKED}, db, python3, npm, npx, pnpm, yarn, deno, ${TOOLCHAINS}, OPENAI_API_KEY, ANTHROPIC_API_KEY, YANDEX_OAUTH_TOKEN, YANDEX_DIRECT_TOKEN, YANDEX_METRIKA_TOKEN, YANDEX_WEBMASTER_TOKEN`;
/** A finding at `tool`, a name with no check, which was not run. */
const unchecked = (tool: string, column: number, names = CHECKED, line = TOOLS_LINE) => ({ file: CRIT, line, column, message: `tool \`${tool}\` has no check defined and was not run; names with a check: ${names}` });
/** The first tool of `tools_required: [...]` opens at this column. */
const FIRST = 18;

ruleTester(rule, {
  valid: [
    { name: 'an empty list', ...empty(), detail: /empty/ },
    { name: '--version tools that answer', ...versions(), detail: 'all 4 tools reachable: node, git, bun, gh' },
    // The protocol's "node, python, bun, etc. | --version succeeds" row is open: the common package managers and runtimes.
    {
      name: 'recommended: package managers and runtimes probed by --version',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': withTools('[npm, npx, pnpm, yarn, deno]') },
      system: fakeSystem({ probes: { 'npm --version': ok, 'npx --version': ok, 'pnpm --version': ok, 'yarn --version': ok, 'deno --version': ok } }),
      detail: 'all 5 tools reachable: npm, npx, pnpm, yarn, deno',
    },
    {
      // The row's "etc.": toolchains each asked its version as it answers it (a subcommand, Java's single dash).
      name: 'recommended: toolchains probed by their version',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': withTools('[cargo, go, java, kubectl, terraform]') },
      system: fakeSystem({ probes: { 'cargo --version': ok, 'go version': ok, 'java -version': ok, 'kubectl version --client': ok, 'terraform version': ok } }),
      detail: 'all 5 tools reachable: cargo, go, java, kubectl, terraform',
    },
    { name: 'docker, postgres and redis', ...services() },
    { name: 'playwright through python', ...playwright() },
    // A scalar tools_required is no list and passes, as in the reference.
    ...['none', 'docker, node', 'mystery-tool'].map((value) => ({ name: `a scalar tools_required: ${value}`, ...scalar(value), detail: /^tools_required is not a list/ })),
    { name: 'a system that cannot read the working directory: env tools in the environment, .env or .env.local of the project root', ...envTools() },
    // The reference reads .env / .env.local of the working directory, wherever the project is.
    { name: 'env tools set in .env of the working directory, none at the project root', ...workdirEnvOnly(), detail: 'all 2 tools reachable: openai-key, yandex-tokens' },
    { name: 'recommended: env tools set in .env of the working directory', ...workdirEnvOnly(), options: { preset: 'recommended' as const } },
    // The protocol's ".env entry" as dotenv reads one: `export NAME=` and indented lines count.
    ...['export ANTHROPIC_API_KEY=x\n', '  ANTHROPIC_API_KEY=y\n', '\texport  ANTHROPIC_API_KEY = z\n'].map((env) => ({ name: `recommended: ${JSON.stringify(env.trim())} in .env of the project root is an entry`, files: { 'criteria.md': withTools('[anthropic-key]'), '../.env': env }, options: { preset: 'recommended' as const }, detail: 'all 1 tools reachable: anthropic-key' })),
    {
      name: 'recommended: the working directory\'s .env is read as the protocol reads it',
      files: { 'criteria.md': withTools('[anthropic-key]') },
      system: Object.assign(fakeSystem({}), { dotenvNames: (protocol?: boolean) => new Set(protocol ? ['ANTHROPIC_API_KEY'] : []) }),
      options: { preset: 'recommended' as const },
      detail: 'all 1 tools reachable: anthropic-key',
    },
    // The protocol's `.env` is the project's own: recommended reads the project root's too.
    { name: 'recommended: an env tool set only in .env of the project root, the linter run elsewhere', ...rootEnvOnly(), options: { preset: 'recommended' as const }, detail: 'all 1 tools reachable: openai-key' },
    {
      name: 'a failing tool that criteria.md documents as an intake override',
      files: { 'criteria.md': withTools('[postgres]', '# C\n<!-- preflight: postgres status=PASS\n  override: runs in compose, reached over the compose network -->\n') },
      detail: /preflight failed for postgres, but criteria.md documents an intake override/,
    },
    {
      name: 'recommended: `db`, `python3` and secrets named by their variable get the protocol\'s checks',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': withTools('[db, python3, ANTHROPIC_API_KEY, YANDEX_DIRECT_TOKEN]') },
      system: fakeSystem({ probes: { pg_isready: ok, 'python3 --version': ok }, env: ['ANTHROPIC_API_KEY', 'YANDEX_DIRECT_TOKEN'] }),
      detail: 'all 4 tools reachable: db, python3, ANTHROPIC_API_KEY, YANDEX_DIRECT_TOKEN',
    },
    { name: 'no frontmatter', files: { 'criteria.md': '# Criteria\n' }, detail: /no frontmatter/ },
    { name: 'a binary criteria.md and .env', files: { 'criteria.md': Buffer.from([0xff, 0xfe, 0, 0, 1, 2]), '../.env': Buffer.from([0, 0xff, 0x80]) } },
  ],
  invalid: [
    { name: '`python` is probed as `python --version` only, as in the reference', files: { 'criteria.md': withTools('[python]') }, system: fakeSystem({ probes: { 'python3 --version': ok } }), detail: 'failed tools: python (`python` not found)', findings: [unreached('python', FIRST, '`python` not found')] },
    // An item that is a list or a mapping is no tool name: `[git]` is not git (the reference reads the text `[git]`).
    {
      name: 'list and mapping items are unknown tools named by their JSON, never probed as the word inside',
      files: { 'criteria.md': withTools('[[git], {node: 1}, 3]') },
      system: fakeSystem({ probes: { 'git --version': ok, 'node --version': ok } }),
      detail: 'failed tools: ["git"] (no check defined), {"node":1} (no check defined), 3 (no check defined)',
    },
    // A null item is no item that vanishes: it is the unknown name `null`, found at its word where written.
    {
      name: 'null items (`null`, `~`) are the unknown tool `null`',
      files: { 'criteria.md': withTools('[node, null, ~]') },
      system: fakeSystem({ probes: { 'node --version': ok } }),
      detail: 'failed tools: null (no check defined)',
      findings: [{ file: CRIT, line: 6, column: 24, message: "tool `null` has no check defined and was not run" }],
    },
    // Tool names match exactly, as in the reference.
    { name: '`Docker` and `db` have no check', ...miscased(), detail: 'failed tools: Docker (no check defined), db (no check defined)', findings: [unchecked('Docker', FIRST), unchecked('db', FIRST + 8)] },
    {
      name: 'a missing, a timed-out and an exiting probe, at the line of each block-list item',
      ...unreachable(),
      fix: /override/,
      detail: /^failed tools: docker \(.*did not answer within 10 s\), node \(.*exited with code 3\), git \(`git` not found\)$/,
      findings: [
        { file: CRIT, line: 7, column: 5, message: 'tool `docker` is not reachable: `docker info` did not answer within 10 s' },
        { file: CRIT, line: 8, column: 5, message: 'tool `node` is not reachable: `node --version` exited with code 3' },
        { file: CRIT, line: 9, column: 5, message: 'tool `git` is not reachable: `git` not found' },
      ],
    },
    {
      name: 'unknown tool names, shell metacharacters or not',
      ...hostile(),
      detail: /node; touch x \(no check defined\).*\$\(reboot\) \(no check defined\).*constructor \(no check defined\).*mystery-tool \(no check defined\)/,
      // each at its name, inside the quotes
      findings: [
        unchecked('node; touch x', 19),
        unchecked('$(reboot)', 36),
        unchecked('constructor', 48),
        unchecked('mystery-tool', 61),
      ],
    },
    // Like the reference, only `NAME=` at the start of a line counts: not `export NAME=`, not indented.
    { name: 'an exported or indented variable in .env', files: { 'criteria.md': withTools('[anthropic-key]'), '../.env': 'export ANTHROPIC_API_KEY=x\n  ANTHROPIC_API_KEY=y\n' }, findings: [unreached('anthropic-key', FIRST, 'ANTHROPIC_API_KEY not set in the environment, .env or .env.local')] },
    {
      name: 'env tools set nowhere',
      files: { 'criteria.md': withTools('[openai-key, yandex-tokens]') },
      detail: /openai-key \(OPENAI_API_KEY not set.*yandex-tokens \(YANDEX_OAUTH_TOKEN \/ YANDEX_DIRECT_TOKEN/,
      findings: [
        unreached('openai-key', FIRST, 'OPENAI_API_KEY not set in the environment, .env or .env.local'),
        unreached('yandex-tokens', FIRST + 12, 'YANDEX_OAUTH_TOKEN / YANDEX_DIRECT_TOKEN / YANDEX_METRIKA_TOKEN / YANDEX_WEBMASTER_TOKEN not set in the environment, .env or .env.local'),
      ],
    },
    { name: 'an override without status=PASS', files: { 'criteria.md': withTools('[postgres]', '<!-- preflight: postgres status=FAIL override -->\n') }, findings: [unreached('postgres', FIRST, '`pg_isready` not found')] },
    {
      name: 'recommended: a name without a check is not run, and its finding says so',
      options: { preset: 'recommended' as const },
      ...protocolNames(),
      detail: 'failed tools: acmectl (no check defined)',
      fix: 'Name tools by a name that has a check',
      findings: [unchecked('acmectl', FIRST + 5, CHECKED_RECOMMENDED)],
    },
    {
      name: 'recommended: a package manager that is not installed fails as unreachable',
      options: { preset: 'recommended' as const },
      files: { 'criteria.md': withTools('[pnpm]') },
      system: fakeSystem(),
      detail: 'failed tools: pnpm (`pnpm` not found)',
      findings: [unreached('pnpm', FIRST, '`pnpm` not found')],
    },
    {
      name: 'compat: package managers have no check, as in the reference',
      files: { 'criteria.md': withTools('[pnpm]') },
      system: fakeSystem({ probes: { 'pnpm --version': ok } }),
      detail: 'failed tools: pnpm (no check defined)',
    },
    {
      name: 'compat: `python3`, `db` and `OPENAI_API_KEY` have no check, as in the reference',
      ...protocolNames(),
      detail: 'failed tools: npm (no check defined), acmectl (no check defined), python3 (no check defined), db (no check defined), OPENAI_API_KEY (no check defined)',
      findings: [unchecked('npm', FIRST), unchecked('acmectl', FIRST + 5), unchecked('python3', FIRST + 14), unchecked('db', FIRST + 23), unchecked('OPENAI_API_KEY', FIRST + 27)],
    },
    { name: 'criteria.md missing', files: {}, detail: /criteria\.md is missing/, findings: [{ file: 'engagement', line: 1, column: 1, message: 'criteria.md is missing' }] },
    // A folder under its name is there but unreadable, not missing.
    { name: 'criteria.md is a folder', files: { 'criteria.md/': '' }, detail: /^engagement\/criteria\.md could not be read \(expected a file, found a directory or special file\); tools_required cannot be read$/ },
    {
      name: 'broken YAML read line by line',
      files: { 'criteria.md': '---\nengagement: Billing: fix\ntools_required: [mystery-tool]\n---\n' },
      detail: /mystery-tool/,
      findings: [unchecked('mystery-tool', FIRST, CHECKED, 3)],
    },
    {
      name: 'compat: an env tool set only in .env of the project root is not seen from another working directory',
      ...rootEnvOnly(),
      detail: 'failed tools: openai-key (OPENAI_API_KEY not set in the environment, .env or .env.local of the working directory)',
      findings: [unreached('openai-key', FIRST, 'OPENAI_API_KEY not set in the environment, .env or .env.local of the working directory')],
    },
    {
      name: 'recommended: an env tool set nowhere names both places it looked',
      files: { 'criteria.md': withTools('[anthropic-key]'), '../.env': 'OPENAI_API_KEY=sk-test\n' },
      system: workdirEnv(['OPENAI_API_KEY']),
      options: { preset: 'recommended' as const },
      findings: [unreached('anthropic-key', FIRST, 'ANTHROPIC_API_KEY not set in the environment, .env or .env.local of the working directory or the project root')],
    },
    { name: 'a binary .env', files: { 'criteria.md': withTools('[openai-key]'), '../.env': Buffer.from([0, 0xff, 0x80]) }, findings: [unreached('openai-key', FIRST, 'OPENAI_API_KEY not set in the environment, .env or .env.local')] },
  ],
});

describe('preflight probes', () => {
  const calls = async (c: Case) => {
    const r = await lint(rule, c);
    return { r, calls: (c.system as ReturnType<typeof fakeSystem>).calls };
  };
  it('probes nothing for an empty list', async () => {
    expect((await calls(empty())).calls).toEqual([]);
  });
  it('probes --version tools without a shell', async () => {
    expect((await calls(versions())).calls).toEqual([['node', '--version'], ['git', '--version'], ['bun', '--version'], ['gh', '--version']]);
  });
  it('probes docker, postgres and redis with their own commands', async () => {
    expect((await calls(services())).calls).toEqual([['docker', 'info'], ['pg_isready'], ['redis-cli', 'ping']]);
  });
  it('falls back to python playwright', async () => {
    expect((await calls(playwright())).calls).toEqual([
      ['playwright', '--version'],
      ['python', '--version'],
      ['python', '-m', 'playwright', '--version'],
    ]);
  });
  it('probes nothing for names without a check, a scalar, or shell metacharacters', async () => {
    for (const c of [miscased(), scalar('none'), scalar('docker, node'), scalar('mystery-tool'), hostile()]) expect((await calls(c)).calls).toEqual([]);
  });
  it('recommended: probes a known tool written in another case as that tool, never the name as written', async () => {
    expect((await calls({ ...miscased(), options: { preset: 'recommended' } })).calls).toEqual([['docker', 'info'], ['pg_isready']]);
    const hostileCase = { files: { 'criteria.md': withTools('["NODE; reboot", Mystery-Tool]') }, system: fakeSystem() };
    expect((await calls({ ...hostileCase, options: { preset: 'recommended' } })).calls).toEqual([]);
  });
  it('recommended: probes the protocol\'s names, never a name without a check', async () => {
    expect((await calls({ ...protocolNames(), options: { preset: 'recommended' } })).calls).toEqual([['npm', '--version'], ['python3', '--version'], ['pg_isready']]);
  });
  it('reads env tools without probing and without echoing values', async () => {
    const { r, calls: made } = await calls(envTools());
    expect(made).toEqual([]);
    expect(r.detail).not.toContain('sk-not-read');
  });
});

describe('--preset recommended', () => {
  const recommended = { preset: 'recommended' as const };
  const overridden = { 'criteria.md': criteria({ tools_required: '[postgres]' }, '# C\n<!-- preflight: postgres status=PASS override: reached over the compose network -->\n') };
  const scalar = { 'criteria.md': criteria({ tools_required: 'docker' }) };

  ruleTester(rule, {
    valid: [
      { name: 'compat: an intake override makes an unreachable tool pass', files: overridden },
      { name: 'compat: a scalar tools_required passes unprobed', files: scalar },
      // The protocol names tools; `Docker` is docker. The detail keeps the names as written.
      { name: 'recommended: `Docker` is probed as docker, and `db` as postgres', ...miscased(), options: recommended, detail: 'all 2 tools reachable: Docker, db' },
    ],
    invalid: [
      {
        name: 'recommended: an intake override does not make an unreachable tool pass at handoff: it warns',
        status: 'warn',
        files: overridden,
        options: recommended,
        detail: 'preflight failed for postgres; criteria.md documents an intake override, but the tools are unreachable now',
        // at the override comment
        findings: [{ file: 'engagement/criteria.md', line: 9, column: 1, message: 'intake override for a preflight that fails now: postgres' }],
      },
      // Not a list: warned at the `tools_required:` key, the value shown as written (a mapping as JSON, a YAML date as its date).
      ...[
        { name: 'a scalar tools_required warns instead of passing unprobed', value: 'docker', shown: '"docker"', kind: 'a scalar' },
        { name: 'a mapping for tools_required warns as JSON, not "[object Object]"', value: '{node: 1}', shown: '"{\\"node\\":1}"', kind: 'a mapping' },
        { name: 'a date for tools_required (YAML reads one) is a scalar, shown as written', value: '2026-06-01', shown: '"2026-06-01"', kind: 'a scalar' },
      ].map(({ name, value, shown, kind }) => ({
        name: `recommended: ${name}`,
        status: 'warn' as const,
        files: { 'criteria.md': criteria({ tools_required: value }) },
        options: recommended,
        detail: `tools_required is not a list (${shown}); its tools were not probed`,
        findings: [{ file: 'engagement/criteria.md', line: 6, column: 1, message: `tools_required is ${kind}, not a list; nothing was probed` }],
      })),
    ],
  });
});

// A frontmatter over the YAML size limit is read line by line: a list of millions keeps its first MAX_LINE_LIST_ITEMS items.
describe('preflight: a tools_required list too long for YAML', () => {
  it('probes the tools of its first 100000 items, and not one written after them', async () => {
    const tools = `[${'node, '.repeat(150_000)}git]`;
    const r = await lint(rule, { files: { 'criteria.md': withTools(tools) }, system: fakeSystem({ probes: { 'node --version': ok } }) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all 1 tools reachable: node');
    const short = await lint(rule, { files: { 'criteria.md': withTools(`[${'node, '.repeat(50_000)}git]`) }, system: fakeSystem({ probes: { 'node --version': ok, 'git --version': ok } }) });
    expect(short.detail).toBe('all 2 tools reachable: node, git');
  });
});

