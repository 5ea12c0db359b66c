import { UsageError, renderRuleDoc, showLineFeeds, SUPPRESSIONS_CHECK, SUPPRESSIONS_DOCS, SUPPRESSIONS_SUMMARY, suggestion, type Rule } from '@engagement-lint/core/runner';
import { allRules, packOf, packs } from '@engagement-lint/rules';
import { configFor, loadNamingModules } from './lint-one.js';
import { codeTrust } from './trust.js';
import { checkConfig } from './config-check.js';
import { parseOptions, subcommandGrammar } from './options.js';
import { SOURCE_LAUNCHER, type Launcher } from './launcher.js';

/** Words that start a subcommand; a folder of the same name is linted as `./rules`. */
export const SUBCOMMANDS = ['rules', 'explain'] as const;

/** The global flags a subcommand accepts (output shape, config and colour: its output has none, so colour is accepted and ignored), checked as the lint command checks them. */
function subcommandArgs(name: string, argv: string[]): { json: boolean; help: boolean; config?: string; positionals: string[] } {
  const { args, helpOrVersion } = parseOptions(argv, subcommandGrammar(name));
  return { json: Boolean(args.json), help: helpOrVersion, ...(args.config !== undefined ? { config: args.config } : {}), positionals: args.targets ?? [] };
}

/**
 * Whether a rule is chosen by tier: a check that reads after the others (file-integrity) runs at
 * every tier, as selectRules runs it, and so does a config's custom rule.
 */
const tiered = (r: Rule) => Boolean(packOf(r.pack)?.tiered) && !r.readsAfterOthers && r.customModule === undefined;

function preset(r: Rule): string {
  // A config's custom rules run in every preset and tier, at the level its `rules:` gives them.
  if (r.customModule !== undefined) return 'custom';
  return !tiered(r) ? 'always' : r.optIn ? 'opt-in' : r.compat ? 'compat' : 'recommended';
}

/**
 * The built-in rules, then the custom rules of the config a lint run from here would load code from:
 * `--config`, else the nearest config in the working directory or above it.
 */
type ImportModule = Launcher['importModule'];

export async function knownRules(config: string | undefined, importModule: ImportModule): Promise<Rule[]> {
  // Nothing is linted here, yet the trust is a lint run's (trust.ts): the working directory's own
  // `./checks/x.mjs` is listed, a module inside an engagement or Epiphany folder is not loaded. The
  // bundle has no import() of its own: the launcher's importer loads the modules, as for a lint run.
  const trust = codeTrust();
  const c = await configFor('.', config, trust);
  // Its warnings, and its errors (a rule it names that does not exist), are a lint run's.
  await checkConfig(c, { importModule }, trust, config, undefined, [], false);
  const custom = await loadNamingModules(c, importModule);
  return [...(await allRules()), ...custom];
}

/** A rule's metadata as `rules --json` and `explain --json` give it. */
function metadata(r: Rule) {
  return { id: r.id, pack: r.pack, tiers: tiered(r) ? (r.tiers ?? []) : null, preset: preset(r), summary: r.summary, statuses: r.statuses, ...(r.customModule !== undefined ? { module: r.customModule } : {}), ...(r.options ? { options: r.options } : {}) };
}

/**
 * The engine's own `suppressions` check as `rules --json` lists it: in no pack (pack and tiers
 * null), run in every preset whenever a linted file holds a suppression, with the statuses
 * applySuppressions gives it, and where its docs are (it has no page in docs/rules/).
 */
const SUPPRESSIONS_ENTRY = { id: SUPPRESSIONS_CHECK, pack: null, tiers: null, preset: 'always', summary: SUPPRESSIONS_SUMMARY, statuses: ['pass', 'warn', 'fail'], docsUrl: SUPPRESSIONS_DOCS } as const;

/** What the check does, as a rule's `docs` says it. */
const SUPPRESSIONS_WHY = `A suppression without a reason, or one not written as documented, suppresses nothing and fails
the check. One that suppresses nothing, an \`enable\` that closes no \`disable\`, and a suppression
another already covers are warnings. A listed rule is judged only when it ran and looked: one not
run (another preset or tier, \`off\` in the config) or that skipped or crashed is counted as not
judged, never reported. Each suppression in effect is named, with what it silenced
and its reason, as a notice, which fails nothing. \`rules: {suppressions: warn}\` in the config
caps its failures at warnings; it cannot be turned off.`;

/** `rules [--json]`: every built-in rule, then the `suppressions` check, as a table or as a JSON array. */
export async function rulesCommand(argv: string[], launcher: Pick<Launcher, 'importModule'> = SOURCE_LAUNCHER): Promise<string> {
  const { json, help, config, positionals } = subcommandArgs('rules', argv);
  if (help) return 'Usage: engagement-lint rules [--json] [--config FILE]\n\nLists every built-in rule, the built-in suppressions check, and the custom rules of the config (--config FILE, else the nearest one in this folder or above): id, pack, tiers, preset, summary (--json: a JSON array with statuses, options and a custom rule\'s module).\n';
  if (positionals.length) throw new UsageError(`rules takes no arguments (to lint a folder named rules, write ./rules)`);
  const rules = await knownRules(config, launcher.importModule);
  if (json) return JSON.stringify([...rules.map(metadata), SUPPRESSIONS_ENTRY], null, 2) + '\n';
  const rows = [
    ...rules.map((r) => [r.id, r.pack, tiered(r) ? (r.tiers ?? []).join('') : '-', preset(r), r.customModule === undefined ? r.summary : `${r.summary} (${r.customModule})`]),
    [SUPPRESSIONS_CHECK, '-', '-', SUPPRESSIONS_ENTRY.preset, SUPPRESSIONS_SUMMARY],
  ];
  const head = ['rule', 'pack', 'tiers', 'preset', 'summary'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

/** `explain <rule> [--json]`: a rule's documentation (the `suppressions` check included). */
export async function explainCommand(argv: string[], launcher: Pick<Launcher, 'importModule'> = SOURCE_LAUNCHER): Promise<string> {
  const { json, help, config, positionals } = subcommandArgs('explain', argv);
  if (help) return "Usage: engagement-lint explain <rule> [--json] [--config FILE]\n\nPrints a rule's documentation, a custom rule's of the config too (--json: its metadata and options schema).\n";
  const usage = 'usage: engagement-lint explain <rule> [--json] [--config FILE]';
  if (positionals.length === 0) throw new UsageError(`explain takes the rule to explain (${usage})`);
  // Each rule is explained on its own: several ids are most often a list meant for `rules`.
  if (positionals.length > 1) throw new UsageError(`explain takes one rule, not ${positionals.length} (${positionals.slice(0, 5).map((p) => JSON.stringify(p)).join(', ')}${positionals.length > 5 ? ', …' : ''}); run it once for each (${usage})`);
  const id = positionals[0]!;
  if (id === SUPPRESSIONS_CHECK) return json ? JSON.stringify({ ...SUPPRESSIONS_ENTRY, docs: SUPPRESSIONS_WHY }, null, 2) + '\n' : SUPPRESSIONS_PAGE;
  const rules = await knownRules(config, launcher.importModule);
  const rule = rules.find((r) => r.id === id);
  // Quoted as typed: the error line shows its control characters as `\x1b` (sayToStderr, which would join lines at a line feed: `\x0a` here), where JSON's `\u001b` would show a doubled backslash.
  if (!rule) throw new UsageError(`unknown rule: "${showLineFeeds(id)}"${suggestion(id, [...rules.map((r) => r.id), SUPPRESSIONS_CHECK])} (see \`engagement-lint rules\`)`);
  if (json) return JSON.stringify({ ...metadata(rule), docs: rule.docs }, null, 2) + '\n';
  return renderRuleDoc(rule, packs);
}

/** The `suppressions` check's page, laid out as a rule's (`renderRuleDoc`). */
const SUPPRESSIONS_PAGE = [
  `# ${SUPPRESSIONS_CHECK}`,
  '',
  `> ${SUPPRESSIONS_SUMMARY}`,
  '',
  '- Pack: none (built into the engine: every kind of target)',
  '- Runs: every preset and tier, whenever a linted file holds a suppression comment or frontmatter entry',
  `- Statuses: ${SUPPRESSIONS_ENTRY.statuses.map((s) => `\`${s}\``).join(', ')}`,
  '',
  '## Why and what',
  '',
  SUPPRESSIONS_WHY,
  '',
  `See ${SUPPRESSIONS_DOCS}`,
  '',
].join('\n');

