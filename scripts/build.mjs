// Bundles the CLI (with its launchers) and the core API for programmatic use, with the API's
// type declarations. The output is committed (packages/cli/dist, packages/core/dist): pre-commit,
// `npm i -g` from git and the GitHub Action run it without building; a test rebuilds it from the
// committed sources and compares. `--no-cache` skips the V8 code cache (dist/cli-<node version>.cache, not
// committed: it depends on the Node version), which the launcher otherwise writes on first run.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { spawn, spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The core package's entries (package.json `exports`, from source) and the rule registry.
const coreExports = JSON.parse(fs.readFileSync(path.join(root, 'packages/core/package.json'), 'utf8')).exports;
const coreEntries = Object.fromEntries(Object.entries(coreExports).map(([sub, e]) => [sub.slice(2) || 'index', path.join(root, 'packages/core', e.types)]));
const workspaceEntries = {
  name: 'workspace-entries',
  setup(b) {
    b.onResolve({ filter: /^@engagement-lint\/(core|rules)(\/|$)/ }, (args) => {
      if (args.path === '@engagement-lint/rules') return { path: path.join(root, 'rules/packs.ts') };
      const entry = coreEntries[args.path.slice('@engagement-lint/core/'.length) || 'index'];
      if (!entry) return { errors: [{ text: `${args.path} is not an entry of packages/core/package.json` }] };
      return { path: entry };
    });
  },
};
const withCodeCache = !process.argv.includes('--no-cache');
// A rebuild leaves no file of an earlier one behind (chunk names carry content hashes).
for (const dir of ['packages/cli/dist', 'packages/core/dist']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
/**
 * js-yaml's !!js/function type parses function source with esprima, which it requires when it
 * loads (~5 ms, and whatever `esprima` the folder a bundle runs from resolves to). gray-matter's
 * safe load never reads that type: every bundle gets a stand-in that resolves nothing and
 * requires nothing.
 */
const noJsFunctionType = {
  name: 'no-js-function-type',
  setup(b) {
    // Nothing here writes YAML: the dumper (15 KB run at every start) is replaced by functions that say so.
    b.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]dumper\.js$/ }, () => ({
      contents: "function dump() { throw new Error('YAML output is not part of this bundle'); }\nmodule.exports.dump = dump;\nmodule.exports.safeDump = dump;\n",
      loader: 'js',
    }));
    b.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, (args) => ({
      contents: "var Type = require('../../type');\nmodule.exports = new Type('tag:yaml.org,2002:js/function', { kind: 'scalar', resolve: function () { return false; } });\n",
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
  },
};
/**
 * js-yaml tries each plain scalar of frontmatter (`tier: L`, `- docker`) against its float and
 * timestamp patterns, and compiling those two regular expressions takes a few tenths of a
 * millisecond of a run. Every float starts with a sign, a digit or a dot and every timestamp with a
 * digit: the bundled types test that first character before the pattern, so words never compile it.
 * What resolves to what is unchanged (test/frontmatter-scalars.test.ts compares with js-yaml itself).
 */
const YAML_SCALAR_FIRST_CHARACTER = {
  float: '(c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46',
  timestamp: 'c >= 48 && c <= 57',
};
const yamlScalarFirstCharacter = {
  name: 'yaml-scalar-first-character',
  setup(b) {
    b.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/](float|timestamp)\.js$/ }, (args) => {
      const type = /(float|timestamp)\.js$/.exec(args.path)[1];
      const guard = `\nvar resolveWhole = module.exports.resolve;\nmodule.exports.resolve = function (data) {\n  if (data === null) return false;\n  var c = data.charCodeAt(0);\n  return (${YAML_SCALAR_FIRST_CHARACTER[type]}) && resolveWhole(data);\n};\n`;
      return { contents: fs.readFileSync(args.path, 'utf8') + guard, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  minifyWhitespace: !process.env.EL_DEBUG_BUILD,
  minifySyntax: !process.env.EL_DEBUG_BUILD,
};
/** The core API: ES modules. Its CommonJS dependencies (gray-matter, js-yaml) call require() for built-ins. */
const esm = {
  ...common,
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: "import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);" },
};
/** The CLI's files: CommonJS, which a vm.Script with a code cache can run (ES modules cannot in Node 20). */
const commonjs = { ...common, format: 'cjs', outExtension: { '.js': '.cjs' } };
/** A bundle whose import()s are inlined (they become lazy module inits) or required from another bundle. */
const bundled = { ...commonjs, supported: { 'dynamic-import': false } };

const cli = (name) => path.join(root, 'packages/cli', name);

// Node built-ins as ES modules over process.getBuiltinModule: a CommonJS bundle would otherwise
// copy every property of each built-in into a namespace object per importing module. The named
// imports the code uses are listed; esbuild fails the build on any other.
const BUILTIN_NAMES = { buffer: ['isAscii', 'isUtf8', 'transcode'], crypto: ['createHash'], module: ['createRequire'], util: ['parseArgs'], url: ['pathToFileURL', 'fileURLToPath'], fs: [], path: [], os: [], vm: [] };
const builtinsAsModules = {
  name: 'builtins-as-modules',
  setup(b) {
    b.onResolve({ filter: /^node:[a-z]+$/ }, (args) => (args.path.slice(5) in BUILTIN_NAMES ? { path: args.path, namespace: 'builtin' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
      const names = BUILTIN_NAMES[args.path.slice(5)];
      return {
        contents: `const m = process.getBuiltinModule(${JSON.stringify(args.path)});\nexport default m;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}`,
        loader: 'js',
      };
    });
  },
};

// chalk's colour detection loads node:tty (~3 ms) at import; the CLI always hands chalk its level
// (see colorLevel), so the bundle takes chalk's detection-free variant.
const chalkWithoutTty = {
  name: 'chalk-without-tty',
  setup(b) {
    b.onResolve({ filter: /^#supports-color$/ }, () => ({ path: path.join(root, 'node_modules/chalk/source/vendor/supports-color/browser.js') }));
  },
};

// Libraries off the path of a run on an engagement (other kinds, globs, help, remark) are bundled
// on their own in dist/vendor/ and required on first use, so every start reads and maps less code.
// The graph layout of the HTML report (dagre) is one of them: only `--format html` requires it.
const vendor = { yaml: 'yaml', ajv: 'ajv', yargs: 'yargs', globby: 'globby', picomatch: 'picomatch', mdast: path.join(root, 'packages/core/src/markdown/mdast.ts'), dagre: '@dagrejs/dagre' };
const VENDOR_FILE = { './mdast.js': 'mdast', '@dagrejs/dagre': 'dagre' };
const vendorExternal = (from) => ({
  name: 'vendor-external',
  setup(b) {
    b.onResolve({ filter: /^(yaml|ajv|yargs|globby|picomatch|\.\/mdast\.js|@dagrejs\/dagre)$/ }, (args) => ({ path: `${from}vendor/${VENDOR_FILE[args.path] ?? args.path}.cjs`, external: true }));
  },
});

// Every pack but the engagement one (rules and model) is a bundle of its own in dist/packs/, required
// when a target of its kind is linted: an engagement run neither reads nor maps them. A pack is a
// folder rules/<id>/ with pack.ts (its descriptor, listed in rules/packs.ts), index.ts (its rules) and
// the model module packages/core/src/model/<id>.ts that kit-<id> exports.
const IN_CLI_BUNDLE = 'engagement';
const PACKS = fs.readdirSync(path.join(root, 'rules')).filter((d) => d !== IN_CLI_BUNDLE && fs.existsSync(path.join(root, 'rules', d, 'pack.ts')));
const packsExternal = {
  name: 'packs-external',
  setup(b) {
    // A descriptor's lazy imports of its rules and its model become a require() of its pack bundle.
    b.onResolve({ filter: /^(\.\/index\.js|@engagement-lint\/core\/kit-[a-z]+)$/ }, (args) => {
      const pack = /^rules\/([a-z-]+)\/pack\.ts$/.exec(path.relative(root, args.importer).split(path.sep).join('/'))?.[1];
      if (!pack || !PACKS.includes(pack)) return undefined;
      return { path: `./packs/${pack}.cjs`, external: true };
    });
  },
};
// The HTML report's formatter is a bundle of its own too (dist/vendor/html.cjs, requiring dagre):
// the runs of every other format neither read nor compile it.
const htmlExternal = {
  name: 'html-external',
  setup(b) {
    b.onResolve({ filter: /(^\.|\/format)\/html\/index\.js$/ }, () => ({ path: './vendor/html.cjs', external: true }));
  },
};
// tsc takes longest: it runs while esbuild bundles.
const typesEmitted = emitTypes();
await Promise.all([
  build({
    ...bundled,
    entryPoints: { cli: cli('src/bundle.ts') },
    outdir: cli('dist'),
    plugins: [noJsFunctionType, yamlScalarFirstCharacter, vendorExternal('./'), htmlExternal, packsExternal, chalkWithoutTty, builtinsAsModules, workspaceEntries],
  }),
  build({
    ...bundled,
    entryPoints: { html: path.join(root, 'packages/core/src/format/html/index.ts') },
    outdir: cli('dist/vendor'),
    plugins: [noJsFunctionType, yamlScalarFirstCharacter, vendorExternal('../'), builtinsAsModules, workspaceEntries],
  }),
  ...PACKS.map((pack) =>
    build({
      ...bundled,
      stdin: {
        contents: `export * from './packages/core/src/model/${pack}/index.ts';\nexport { ${pack}Rules } from './rules/${pack}/index.ts';\n`,
        resolveDir: root,
        sourcefile: `${pack}-pack.ts`,
        loader: 'ts',
      },
      outfile: cli(`dist/packs/${pack}.cjs`),
      plugins: [noJsFunctionType, yamlScalarFirstCharacter, vendorExternal('../'), builtinsAsModules, workspaceEntries],
    }),
  ),
  build({
    ...commonjs,
    // ES-module libraries (yargs) locate themselves through import.meta.url.
    banner: { js: "const __elImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { 'import.meta.url': '__elImportMetaUrl' },
    entryPoints: vendor,
    outdir: cli('dist/vendor'),
  }),
  build({
    ...commonjs,
    entryPoints: { launch: cli('src/launch.ts'), worker: cli('src/worker-launch.ts'), action: cli('src/action-launch.ts') },
    outdir: cli('dist'),
    plugins: [builtinsAsModules],
  }),
  build({
    ...esm,
    // Self-contained: the published package has no dependencies.
    entryPoints: coreEntries,
    outdir: path.join(root, 'packages/core/dist'),
    plugins: [noJsFunctionType, yamlScalarFirstCharacter, workspaceEntries],
  }),
]);

// The files the launcher runs as cached scripts (the bundle, the packs, the libraries) are written
// as the function expression it calls (DIST_FUNCTION_HEAD, from the launcher just built): V8 then compiles the file's
// text as read, where a wrapper added at run time would make it copy the whole source into a new string.
// esbuild leaves the non-ASCII characters of regular expressions as they are (and of raw template
// strings, which our code uses only as regex sources, where `\uXXXX` means the same; the libraries
// have none); escaped, each file is ASCII, which the launcher reads as a one-byte string without
// decoding UTF-8.
const { DIST_FUNCTION_HEAD } = createRequire(import.meta.url)(cli('dist/launch.cjs'));
const launched = ['cli.cjs', ...['packs', 'vendor'].flatMap((dir) => fs.readdirSync(cli(`dist/${dir}`)).filter((f) => f.endsWith('.cjs')).map((f) => `${dir}/${f}`))];
for (const file of launched.map((f) => cli(`dist/${f}`))) {
  const ascii = fs.readFileSync(file, 'utf8').replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  fs.writeFileSync(file, `${DIST_FUNCTION_HEAD}${ascii}\n})`);
}

await typesEmitted;

/**
 * The API's declarations (tsc), made self-contained for the published package (which has no
 * dependencies): the kit aliases become relative paths and the mdast/unist types the markdown model
 * exposes are copied beside them.
 */
async function emitTypes() {
  const tsc = spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.types.json')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  tsc.stdout.on('data', (d) => (said += d));
  tsc.stderr.on('data', (d) => (said += d));
  const status = await new Promise((resolve) => tsc.on('close', resolve));
  if (status !== 0) throw new Error(`emitting the type declarations failed:\n${said}`);
  const out = path.join(root, 'packages/core/dist/types');
  const vendored = path.join(out, 'vendor');
  fs.mkdirSync(vendored, { recursive: true });
  for (const name of ['mdast', 'unist']) {
    const text = fs.readFileSync(path.join(root, `node_modules/@types/${name}/index.d.ts`), 'utf8');
    fs.writeFileSync(path.join(vendored, `${name}.d.ts`), `// From @types/${name} (MIT).\n${text.replace(/from "unist"/g, 'from "./unist.js"')}`);
  }
  const rel = (file, target) => {
    const r = path.relative(path.dirname(file), target).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(out)) {
    if (!file.endsWith('.d.ts') || file.startsWith(vendored)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const fixed = text
      // The workspace aliases (tsconfig paths) become relative paths inside the declarations.
      .replace(/(['"])@engagement-lint\/core(?:\/([a-z/-]+))?\1/g, (_, q, sub) => `${q}${rel(file, path.join(out, `packages/core/src/${sub ?? 'index'}.js`))}${q}`)
      .replace(/(['"])@engagement-lint\/rules\1/g, (_, q) => `${q}${rel(file, path.join(out, 'rules/packs.js'))}${q}`)
      .replace(/(['"])mdast\1/g, (_, q) => `${q}${rel(file, path.join(vendored, 'mdast.js'))}${q}`)
      // The lazily loaded yaml library is internal: its module type is not part of the API.
      .replace(/typeof import\((['"])yaml\1\)/g, 'Record<string, unknown>');
    if (fixed !== text) fs.writeFileSync(file, fixed);
  }
}

// The code caches: compiled after warm-up runs on the examples, so they hold what a run executes.
// The bundle's: a run on one engagement (the JSON and terminal reports, a clean and a failing
// engagement, one with a config: what runs on every commit), or over many (a glob of them, the JSON report streamed),
// made under the V8 flags such a run sets (V8 checks a cache against them). Then the packs' and
// libraries': after runs on the other kinds and under the recommended preset (remark) too, which
// leave the bundle's cache out so that it stays the size an engagement run needs.
const ONE_TARGET = [
  [path.join(root, 'examples/clean-L/engagement'), '--all-checks', '--json'],
  [path.join(root, 'examples/clean-L/engagement'), '--no-color'],
  [path.join(root, 'examples/fail-l-tier-gaps/engagement'), '--no-color'],
];
// A project with a config, as many users have: its reading (the yaml library, the config's shape) is on their every run.
const configured = fs.mkdtempSync(path.join(os.tmpdir(), 'el-warm-up-'));
fs.cpSync(path.join(root, 'examples/clean-S/engagement'), path.join(configured, 'engagement'), { recursive: true });
fs.writeFileSync(path.join(configured, '.engagement-lint.yaml'), 'preset: compat\nrules:\n  slot-language: warn\nwhitelist: [notes.md]\n');
ONE_TARGET.push([path.join(configured, 'engagement'), '--no-color']);
const MANY_TARGETS = [[path.join(root, 'examples/*/engagement/'), '--all-checks', '--json', '--no-git'], ...ONE_TARGET];
// A glob too: in a run over many targets the main thread matches it (picomatch) before the V8 flags of many targets are set (launch.ts).
const OTHER_KINDS = ['clean-*/engagement/ --no-git', 'clean-L/engagement --preset recommended', 'contracts/pass-solo.dc.json', 'contracts/pass-team.dc.yaml', 'contracts/fail-shape.dc.json', 'contracts/pass-rendering.md', 'graphs/passing-sarif-output.md', 'graphs/fail-order.md', 'epiphany/clean', 'epiphany/fail-map'].flatMap((line) => {
  const [t, ...options] = line.split(' ');
  return [
    [path.join(root, 'examples', t), ...options, '--no-color'],
    [path.join(root, 'examples', t), ...options, '--json'],
  ];
});
const warmUp = (manyTargets) => `
const { loadBundle, distScripts, codeCacheFile, MANY_TARGETS_V8_FLAGS } = require(${JSON.stringify(cli('dist/launch.cjs'))});
const fs = require('node:fs');
if (${manyTargets}) require('node:v8').setFlagsFromString(MANY_TARGETS_V8_FLAGS);
const { bundle } = loadBundle(false, ${manyTargets});
const writeCache = ({ file, script }) => fs.writeFileSync(codeCacheFile(${manyTargets}, file), script.createCachedData());
(async () => {
  for (const argv of ${JSON.stringify(manyTargets ? MANY_TARGETS : ONE_TARGET)}) await bundle.cli(argv);
  const [main] = distScripts();
  writeCache(main);
  for (const argv of ${JSON.stringify(OTHER_KINDS)}) await bundle.cli(argv);
  for (const r of distScripts()) if (r !== main) writeCache(r);
  // A run that ends the process (as --help does) would leave caches unwritten with status 0.
  process.stdout.write('warm-up complete');
  process.exit(0);
})();
`;
for (const manyTargets of withCodeCache ? [false, true] : []) {
  const warm = spawnSync(process.execPath, ['-e', warmUp(manyTargets)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 });
  if (warm.status !== 0 || !warm.stdout.endsWith('warm-up complete')) throw new Error(`writing the code cache failed: ${warm.stderr}`);
}
fs.rmSync(configured, { recursive: true, force: true });
