import { allBlocked, namesTool, openIntakeBlocks, workPastIntake } from './lib/intake-blocks.js';
import { blockingProblem, oneSpaced, defineRule, dotenvNames, fileProblems, followsProtocol, frontmatterKeyLine, list, pluralWord, positionAt, scalarText, valueText, type EngagementModel, type Finding, type RuleContext, type RuleOutcome, type ProbeResult, type SystemAccess } from '@engagement-lint/core/kit';

type Probe = readonly [command: string, args: readonly string[]];

/**
 * Process probes per tool name (exact, case-sensitive, as in the reference); the first that exits 0
 * proves the tool. Never a shell, so the reference's `pwsh -c "playwright --version"` fallback is not run.
 */
const PROBES = new Map<string, readonly Probe[]>([
  ['docker', [['docker', ['info']]]],
  ['playwright', [['playwright', ['--version']], ['python', ['-m', 'playwright', '--version']]]],
  ['postgres', [['pg_isready', []]]],
  ['node', [['node', ['--version']]]],
  ['python', [['python', ['--version']]]],
  ['bun', [['bun', ['--version']]]],
  ['git', [['git', ['--version']]]],
  ['gh', [['gh', ['--version']]]],
  ['redis', [['redis-cli', ['ping']]]],
]);

/** Tools proven by an environment variable's presence (any one of the names); the value is never read. */
const ENV_TOOLS = new Map<string, readonly string[]>([
  ['openai-key', ['OPENAI_API_KEY']],
  ['anthropic-key', ['ANTHROPIC_API_KEY']],
  ['yandex-tokens', ['YANDEX_OAUTH_TOKEN', 'YANDEX_DIRECT_TOKEN', 'YANDEX_METRIKA_TOKEN', 'YANDEX_WEBMASTER_TOKEN']],
]);

/**
 * Names the protocol's pre-flight table gives a check that the reference does not know (recommended
 * only): its \`postgres / db\` row, \`python3\` as python is probed, the common package managers and
 * runtimes of its open "node, python, bun, etc. | --version succeeds" row, and a secret named by its own variable.
 */
const VERSION_FLAG = ['python3', 'npm', 'npx', 'pnpm', 'yarn', 'deno', 'cargo', 'rustc', 'mvn', 'gradle', 'dotnet', 'ruby', 'bundle', 'gem', 'php', 'composer', 'perl', 'swift', 'aws', 'psql', 'mysql', 'sqlite3', 'make', 'cmake', 'gcc', 'clang', 'uv', 'poetry', 'pip', 'pip3', 'jq'];
/** Toolchains whose version is asked otherwise: a subcommand, or Java's and ffmpeg's single dash. */
const VERSION_OTHERWISE: ReadonlyArray<[string, readonly string[]]> = [
  ['go', ['version']],
  ['java', ['-version']],
  ['javac', ['-version']],
  ['terraform', ['version']],
  ['kubectl', ['version', '--client']],
  ['helm', ['version']],
  ['ffmpeg', ['-version']],
];
const PROTOCOL_PROBES = new Map<string, readonly Probe[]>([
  ['db', [['pg_isready', []]]],
  ...VERSION_FLAG.map((t): [string, readonly Probe[]] => [t, [[t, ['--version']]]]),
  ...VERSION_OTHERWISE.map(([t, args]): [string, readonly Probe[]] => [t, [[t, args]]]),
]);
const PROTOCOL_ENV_TOOLS = new Map<string, readonly string[]>(
  ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'YANDEX_OAUTH_TOKEN', 'YANDEX_DIRECT_TOKEN', 'YANDEX_METRIKA_TOKEN', 'YANDEX_WEBMASTER_TOKEN'].map((v) => [v, [v]]),
);
const NO_CHECK = 'no check defined';

const PROBE_TIMEOUT_MS = 10_000;
const OVERRIDE_OPENING = /<!--\s*preflight:/i;

/**
 * The first `<!-- preflight: … -->` comment, as /<!--\s*preflight:[\s\S]*?-->/i finds it: the first opening, closed by
 * the first `-->` after it (none after the first opening, none after any later one). A search, not the pattern, which
 * re-reads the rest of the text from every opening left unclosed.
 */
export function preflightOverride(text: string): { text: string; index: number } | undefined {
  const open = OVERRIDE_OPENING.exec(text);
  if (!open) return undefined;
  const end = text.indexOf('-->', open.index + open[0].length);
  return end < 0 ? undefined : { text: text.slice(open.index, end + 3), index: open.index };
}

function why(p: Probe, r: ProbeResult): string {
  const cmd = [p[0], ...p[1]].join(' ');
  if (r.reason === 'missing') return `\`${p[0]}\` not found`;
  if (r.reason === 'timeout') return `\`${cmd}\` did not answer within ${PROBE_TIMEOUT_MS / 1000} s`;
  return `\`${cmd}\` exited with code ${r.code ?? '?'}`;
}

async function probeTool(system: SystemAccess, probes: readonly Probe[]): Promise<string | undefined> {
  const reasons: string[] = [];
  for (const p of probes) {
    const r = await system.probe(p[0], [...p[1]], PROBE_TIMEOUT_MS);
    if (r.ok) return undefined;
    reasons.push(why(p, r));
  }
  return reasons.join('; ');
}

/** Names set by the lines of the project root's .env / .env.local; values are not kept. */
function projectDotenvNames(model: EngagementModel, protocol: boolean): Set<string> {
  const names = new Set<string>();
  for (const f of ['.env', '.env.local']) dotenvNames(model.fs.read(f)?.lines ?? [], protocol, names);
  return names;
}

/** The `.env` names an env tool may be proven by, and where they were read (for messages). */
function dotenvOf(model: EngagementModel, system: SystemAccess, protocol: boolean): { names: ReadonlySet<string>; where: string } {
  // The working directory's names come from the system (rules never read the disk); a system without
  // them (an API caller's) leaves the project root, the usual working directory.
  const workdir = system.dotenvNames?.(protocol);
  if (!workdir) return { names: projectDotenvNames(model, protocol), where: 'of the project root' };
  // The reference reads the working directory's files; the protocol's ".env" is the project's own.
  if (!protocol) return { names: workdir, where: 'of the working directory' };
  return { names: new Set([...workdir, ...projectDotenvNames(model, protocol)]), where: 'of the working directory or the project root' };
}

/** Whether a tool name has a check (the protocol's own names too, under the recommended preset). */
const knownTool = (tool: string, protocol: boolean) => PROBES.has(tool) || ENV_TOOLS.has(tool) || (protocol && (PROTOCOL_PROBES.has(tool) || PROTOCOL_ENV_TOOLS.has(tool)));

export default defineRule<EngagementModel>({
  id: 'preflight',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'every tool in tools_required is reachable',
  statuses: ['pass', 'fail', 'warn'],
  docs: `A validation environment that breaks mid-engagement (Docker stopped, a key rotated) turns
into "user to verify" accepts. Each name in \`tools_required\` of the criteria.md frontmatter is probed:

| tool | probe (exit 0) |
|---|---|
| docker | \`docker info\` |
| playwright | \`playwright --version\`, else \`python -m playwright --version\` |
| postgres | \`pg_isready\` |
| node, python, bun, git, gh | \`<tool> --version\` |
| redis | \`redis-cli ping\` |
| db (recommended) | \`pg_isready\`, the protocol's \`postgres / db\` row |
| ${VERSION_FLAG.join(', ')} (recommended) | \`<tool> --version\` |
| ${VERSION_OTHERWISE.map(([t]) => t).join(', ')} (recommended) | ${VERSION_OTHERWISE.map(([t, args]) => `\`${t} ${args.join(' ')}\``).join(', ')} |
| OPENAI_API_KEY, ANTHROPIC_API_KEY, YANDEX_OAUTH_TOKEN, YANDEX_DIRECT_TOKEN, YANDEX_METRIKA_TOKEN, YANDEX_WEBMASTER_TOKEN (recommended) | that variable, read like the env tools below |
| openai-key, anthropic-key, yandex-tokens | the variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, any YANDEX_*_TOKEN) is set (presence only: even to an empty value), or a line starting \`NAME=\` exists in \`.env\` / \`.env.local\` of the working directory the linter runs in (recommended: or of the project root, the engagement folder's parent; \`export NAME=\` and indented lines count) |

Tool names are matched exactly, as handoff-precheck.py does (\`Docker\` has no check). Only a list
names tools (inline \`[a, b]\` or a block list); a scalar such as \`tools_required: none\` is read as
no list, as in the reference. A frontmatter over the YAML size limit is read line by line, and then
at most the first 100,000 items of the list are read. Probes run without a shell, from the file system root, and time out
after 10 s; nothing is ever installed or started. A tool is looked up only in absolute PATH entries
outside the project (never \`.\`, a relative entry or the project's \`node_modules/.bin\`, never
through \`npx\`), so the checked folder cannot ship the tool it is probed for; each tool is probed once
per invocation, whatever the number of targets. Any other name fails with "no check defined" and is never executed (a checked folder must not make
the linter run programs of its choosing); its finding says it was not run and lists the names that have a check. When a
tool fails but criteria.md holds an intake override comment
\`<!-- preflight: ... status=PASS ... override ... -->\`, the check passes and says so.

Under the recommended preset criteria.md is also read for the protocol's record of a failed pre-flight,
a line \`BLOCKED at intake until {tool} available\` (in any case; fenced code and comments aside). The
protocol "pauses engagement until user resolves" and says "Do NOT hand off to lead with known-broken
validation environment", so a block that is not marked resolved fails once the engagement went on
past intake (handoff.md, an executor report or a file of validation-outputs/ is there; plan.md,
tasks/ and research files are not, the lead plans before the first dispatch), and warns while it is
paused at intake or when the tool it names is in \`tools_required\` and answers now. While it is
paused at intake, a tool of \`tools_required\` that fails its probe and that an open block names is
the failure the block records: the check warns rather than fails (unless another tool fails too, or
one has no check). The protocol names
no way to mark a block resolved: a struck-through line (\`~~BLOCKED at intake …~~\`), a ticked box
(\`- [x] BLOCKED …\`) or a word of resolution beside it ("resolved 2026-06-10", "unblocked", «снято»),
not negated or still to come ("not resolved yet", "to be fixed"), marks it, as does removing the line.`,
  examples: [
    {
      status: 'pass',
      title: 'fails when criteria.md is missing; reads broken YAML line by line; passes without frontmatter',
      files: {
        'criteria.md': '',
      },
    },
    {
      status: 'fail',
      title: 'fails when criteria.md is missing; reads broken YAML line by line; passes without frontmatter',
      files: {
        'criteria.md': `---
tools_required: [mystery-tool]
---`,
      },
    },
    {
      status: 'warn',
      title: 'a scalar tools_required warns instead of passing unprobed',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': `---
tools_required: docker
---`,
      },
    },
  ],
  divergences: [
    {
      protocol: 'Pre-flight failure → secretary records the blocking tool in criteria.md "out of scope" line "BLOCKED at intake until {tool} available", and pauses engagement until user resolves. Do NOT hand off to lead with known-broken validation environment … Purpose: ensure the engagement state itself is ready for review … Includes a re-run of preflight (environment may have degraded mid-engagement: Docker crashed, secret rotated, package broke). … Tooling unavailability is itself a blocker.',
      compat: 'A failing tool passes when criteria.md holds an intake override comment (`<!-- preflight: … status=PASS … override … -->`). A `BLOCKED at intake until {tool} available` line is not read: an engagement handed off with its intake block standing passes.',
      recommended: 'It warns, naming the failing tools: the intake decision is recorded, but the re-run at handoff still finds them unreachable here (which may be this machine, not the engagement\'s). A `BLOCKED at intake until {tool} available` line of criteria.md not marked resolved (struck through, a ticked box, or a word of resolution beside it such as "resolved 2026-06-10") fails once the engagement went on past intake (handoff.md, an executor report or a validator output; plan.md and tasks/ are planning, before the first dispatch), and warns while the engagement is paused at intake (then a failing probe of the tool the block names warns too: it is the failure the block records) or when the tool it names is in tools_required and answers now.',
    },
    {
      protocol: 'tools_required: [docker, playwright, postgres, ...] # see Pre-flight check',
      compat: 'A scalar `tools_required: docker` is no list and passes with nothing probed.',
      recommended: 'It warns at the key: the named tools are not probed until it is written as a list.',
    },
    {
      protocol: '| Secrets (e.g. OPENAI_API_KEY) | env var or .env entry present (presence only — don\'t read value) |',
      compat: 'Only `NAME=` lines of `.env` / `.env.local` of the working directory count, as in the reference: a linter started from another folder does not see the project\'s `.env`, and `export NAME=` or an indented line is no entry.',
      recommended: 'The project root\'s `.env` / `.env.local` (the engagement folder\'s parent) count too: the protocol\'s `.env` is the project\'s, wherever the linter is started. An entry is read as dotenv reads it: `export NAME=` and an indented `NAME=` are entries. Only the names are read, never run or echoed.',
    },
    {
      protocol: '| postgres / db | connection string in .env and pg_isready (or equivalent) succeeds |',
      compat: 'Only `pg_isready` is run.',
      recommended: 'Not changed: the name of the connection-string variable is the project\'s own, so a linter cannot tell which `.env` entry to look for.',
    },
    {
      protocol: '| postgres / db | connection string in .env and pg_isready (or equivalent) succeeds | … | node, python, bun, etc. | --version succeeds | … | Secrets (e.g. OPENAI_API_KEY) | env var or .env entry present (presence only — don\'t read value) |',
      compat: '`db`, `python3`, the package managers (`npm`, `pnpm`, `yarn`), a secret named by its own variable (`OPENAI_API_KEY`) and a known tool in another case (`Docker`) have no check and fail "no check defined", as in the reference.',
      recommended: '`db` is probed like postgres (`pg_isready`); `python3`, `npm`, `npx`, `pnpm`, `yarn`, `deno` and the other common runtimes, package managers and toolchains of the row\'s "etc." (`cargo`, `go`, `java`, `mvn`, `dotnet`, `ruby`, `php`, `terraform`, `kubectl`, `psql`, `make` …: the table above) by their version, looked up on PATH outside the project like every probe; and `OPENAI_API_KEY`, `ANTHROPIC_API_KEY` or one of the four `YANDEX_*_TOKEN` names is checked for presence like the env tools. A known name in another case (`Docker`, `Node`) is that tool. Other names are still never run.',
    },
  ],
  async check(ctx) {
    const reachable = new Set<string>();
    const failedTools = new Map<string, string>();
    const probed = await probeCheck(ctx, reachable, failedTools);
    return followsProtocol(ctx.options) ? withIntakeBlocks(ctx.model, probed, reachable, failedTools) : probed;
  },
});

/** The probes of tools_required; `reachable` is given the tools that answered, `failedTools` the others with why. */
async function probeCheck({ model, system, options }: RuleContext<EngagementModel>, reachable: Set<string>, failedTools: Map<string, string>): Promise<RuleOutcome> {
  const protocol = followsProtocol(options);
  const doc = model.criteria;
  if (!doc) {
    // There but unreadable (a folder, a FIFO, over the size limit): say so, as criteria-frontmatter does, not "missing".
    const file = model.fs.read(model.rel('criteria.md'));
    const unread = file && blockingProblem(file);
    if (file && unread) return { status: 'fail', detail: `${file.rel} could not be read (${unread.message}); tools_required cannot be read`, fix: 'Make criteria.md a readable regular file within the size limit, then lint again.', findings: fileProblems(file) };
    return { status: 'fail', detail: 'criteria.md is missing; tools_required cannot be read', fix: 'Write criteria.md with a tools_required list.', findings: [model.at('', 1, 'criteria.md is missing')] };
  }
  const fm = doc.frontmatter;
  // Only a list names tools: a scalar (`tools_required: none`, `docker, node`) is no list, as in the reference.
  const raw = model.frontmatter?.['tools_required'];
  if (raw !== undefined && raw !== null && raw !== '' && !Array.isArray(raw)) {
    const shown = JSON.stringify(valueText(raw)).slice(0, 60);
    if (protocol) {
      const at = frontmatterKeyLine(doc, 'tools_required') ?? { line: 1, column: 1 };
      return { status: 'warn', detail: `tools_required is not a list (${shown}); its tools were not probed`, fix: 'Write tools_required as a list: `[docker, node]` or a block list.', findings: [doc.at(at.line, `tools_required is ${scalarText(raw) === undefined ? 'a mapping' : 'a scalar'}, not a list; nothing was probed`, at.column)] };
    }
    return { status: 'pass', detail: `tools_required is not a list (${shown}); nothing to probe — write it as [a, b] or a block list` };
  }
  const tools = [...new Set(model.toolsRequired)];
  if (!tools.length) return { status: 'pass', detail: fm.present ? 'tools_required is empty; nothing to probe' : 'criteria.md has no frontmatter; no tools_required to probe' };

  let dotenv: { names: ReadonlySet<string>; where: string } | undefined;
  const failures = await Promise.all(
    tools.map(async (name): Promise<[string, string] | undefined> => {
      // The protocol names a tool, not a spelling: `Docker` or `Node` is probed as docker or node.
      const tool = protocol && !knownTool(name, true) && knownTool(name.toLowerCase(), true) ? name.toLowerCase() : name;
      const failed = (reason: string): [string, string] => [name, reason];
      const probes = PROBES.get(tool) ?? (protocol ? PROTOCOL_PROBES.get(tool) : undefined);
      if (probes) {
        const reason = await probeTool(system, probes);
        return reason ? failed(reason) : undefined;
      }
      const vars = ENV_TOOLS.get(tool) ?? (protocol ? PROTOCOL_ENV_TOOLS.get(tool) : undefined);
      if (vars) {
        dotenv ??= dotenvOf(model, system, protocol);
        if (vars.some((v) => system.hasEnv(v) || dotenv!.names.has(v))) return undefined;
        return failed(`${vars.join(' / ')} not set in the environment, .env or .env.local ${dotenv.where}`);
      }
      return failed(NO_CHECK);
    }),
  );
  const failed = failures.filter((f): f is [string, string] => f !== undefined);
  for (const t of tools) if (!failed.some(([name]) => name === t)) reachable.add(t);
  for (const [t, reason] of failed) failedTools.set(t, reason);
  if (!failed.length) return { status: 'pass', detail: `all ${tools.length} tools reachable: ${list(tools)}` };

  const names = failed.map(([t]) => t);
  // Only a text with a comment can hold the override.
  const override = doc.text.includes('<!--') ? preflightOverride(doc.text) : undefined;
  if (override && /status\s*=\s*PASS/i.test(override.text) && /overrid/i.test(override.text)) {
    if (protocol) {
      const at = positionAt(doc.text, override.index);
      return { status: 'warn', detail: `preflight failed for ${list(names)}; criteria.md documents an intake override, but the tools are unreachable now`, fix: 'Make the tools reachable before handoff, or confirm they are reachable where the engagement runs.', findings: [doc.at(at.line, `intake override for a preflight that fails now: ${list(names)}`, at.column)] };
    }
    return { status: 'pass', detail: `preflight failed for ${list(names)}, but criteria.md documents an intake override (${oneSpaced(override.text).slice(0, 160)})` };
  }
  const checked = [...PROBES.keys(), ...ENV_TOOLS.keys(), ...(protocol ? [...PROTOCOL_PROBES.keys(), ...PROTOCOL_ENV_TOOLS.keys()] : [])].join(', ');
  const keyAt = frontmatterKeyLine(doc, 'tools_required');
  const findings: Finding[] = failed.map(([tool, reason]) => {
    let at = keyAt ?? { line: 1, column: 1 };
    for (let n = keyAt?.line ?? fm.endLine; keyAt && n < fm.endLine; n++) {
      const col = doc.line(n).indexOf(tool);
      if (col >= 0) {
        at = { line: n, column: col + 1 };
        break;
      }
    }
    // A name without a check was never run: "not reachable" would send the user installing a tool that may be there.
    if (reason === NO_CHECK) return doc.at(at.line, `tool \`${tool}\` has no check defined and was not run; names with a check: ${checked}`, at.column);
    return doc.at(at.line, `tool \`${tool}\` is not reachable: ${reason}`, at.column);
  });
  const unchecked = failed.some(([, r]) => r === NO_CHECK);
  const unreachable = failed.some(([, r]) => r !== NO_CHECK);
  const fix = [
    unreachable ? 'Make each unreachable tool available (start the service, install the binary, set the variable).' : undefined,
    unchecked ? `Name tools by a name that has a check (${checked}), or remove names that have none: they are never run.` : undefined,
    'If intake decided a failure is a false positive, document it in criteria.md as `<!-- preflight: <tool> status=PASS override: <reason> -->`.',
  ];
  return {
    status: 'fail',
    detail: `failed tools: ${failed.map(([t, r]) => `${t} (${r})`).join(', ')}`,
    fix: fix.filter((f) => f !== undefined).join(' '),
    findings,
  };
}

/**
 * The protocol's pre-flight record: a failure "records the blocking tool in criteria.md 'out of scope' line
 * 'BLOCKED at intake until {tool} available', and pauses engagement until user resolves. Do NOT hand off to lead
 * with known-broken validation environment". A block criteria.md records and does not mark resolved fails once
 * the engagement went on past intake (a handoff, a report, a validator output); before that the engagement is
 * paused, as the protocol asks, and it warns, as does the failing probe of the tool it names; a block on a tool
 * of tools_required that answers now warns (the line was left).
 */
function withIntakeBlocks(model: EngagementModel, probed: RuleOutcome, reachable: ReadonlySet<string>, failedTools: ReadonlyMap<string, string>): RuleOutcome {
  const doc = model.criteria;
  const blocks = openIntakeBlocks(doc);
  if (!doc || !blocks.length) return probed;
  const past = workPastIntake(model);
  const described = blocks.map((b) => {
    const now = b.tool === undefined ? undefined : namesTool(b.tool, reachable);
    return { ...b, now, where: `criteria.md:${b.line} "${b.text}"` };
  });
  const stale = described.filter((b) => b.now !== undefined);
  const open = described.filter((b) => b.now === undefined);
  const failing = open.length > 0 && past !== undefined;
  // Paused at intake on the very tools that fail: the failure is the one the block records, as the protocol asks
  // (a name with no check was never probed: no block stands for it).
  const paused = past === undefined && ![...failedTools.values()].includes(NO_CHECK) && allBlocked(open, failedTools.keys());
  const parts = [
    open.length ? `${open.map((b) => b.where).join(', ')} ${pluralWord(open.length, 'records a pre-flight block', 'record pre-flight blocks')} not marked resolved${past ? `, yet the engagement went on past intake (${past}): the protocol pauses it "until user resolves" and says "Do NOT hand off to lead with known-broken validation environment"` : ': the engagement is paused at intake until the user resolves it'}` : '',
    stale.length ? `${stale.map((b) => `${b.where} (${b.now} is reachable now)`).join(', ')} ${pluralWord(stale.length, 'is', 'are')} not marked resolved` : '',
  ].filter(Boolean);
  const findings = described.map((b) =>
    doc.at(b.line, b.now !== undefined ? `pre-flight block not marked resolved, though \`${b.now}\` is reachable now` : `pre-flight block not marked resolved${past ? `, yet the engagement went on past intake (${past})` : ''}`, b.column),
  );
  const fix = 'Resolve the block with the user (make the tool available), then mark the line resolved (strike it through, `~~…~~`, or add "resolved <date>: <how>") or remove it; do not hand off to the lead while it stands.';
  const status = (probed.status === 'fail' && !paused) || failing ? 'fail' : 'warn';
  return {
    ...probed,
    status,
    detail: probed.status === 'pass' ? parts.join('; ') + ` (${probed.detail})` : `${probed.detail}; ${parts.join('; ')}`,
    fix: probed.fix ? `${probed.fix} ${fix}` : fix,
    findings: [...(probed.findings ?? []), ...findings],
  };
}

