// Which code a run may load: the one decision every entry point (a lint, --print-config, `rules`,
// `explain`, the Action) takes a config's custom rules through, so that none can load what another refuses.
import fs from 'node:fs';
import path from 'node:path';
import { folderPacksHolding, mayLoadCode, pathInside, projectRootOf, targetProbe, withoutCode, type ResolvedConfig } from '@engagement-lint/core/runner';
import { packs } from '@engagement-lint/rules';

/** Why a custom rule module is not loaded: where it sits. */
export type Refusal = { why: 'linted' } | { why: 'folder'; pack: string; dir: string } | { why: 'checkout' };

export interface CodeTrust {
  /** Why a custom rule module may not load, or undefined when it may. */
  refuses(module: string): Refusal | undefined;
  /** Whether a config file may load code; `explicit`: the file --config (the Action's config input) names. */
  trusts(file: string, explicit?: string): boolean;
  /** The Action without trust-config-code: the checkout under review, from which no code loads. */
  checkout?: string;
}

export interface TrustOptions {
  /** The folders the run lints (none for `rules` and `explain`). */
  linted?: readonly string[];
  /** Modules refused for another target of the same run (a worker lints one target of many). */
  refused?: readonly string[];
  /** The Action's checkout (GITHUB_WORKSPACE) when the workflow did not set trust-config-code. */
  checkout?: string;
}

/**
 * In GitHub Actions the working directory is the checkout under review (a pull request's files), so
 * no config found there loads code: only one named with --config (the Action's `config` input) does.
 */
export const inActions = () => process.env['GITHUB_ACTIONS'] === 'true';
const mayLoadCodeHere = (file: string) => !inActions() && mayLoadCode(file);

/** A path with its links resolved, as far as it exists. */
function real(p: string): string {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return path.resolve(p);
  }
}

/** Whether a module sits inside one of these folders (links resolved): a linted folder's code never runs. */
export function insideFolders(targets: readonly string[]): (module: string) => boolean {
  let folders: string[] | undefined;
  return (module) => {
    folders ??= targets.filter((t) => fs.statSync(t, { throwIfNoEntry: false })?.isDirectory()).map(real);
    const at = real(module);
    return folders.some((f) => pathInside(at, f));
  };
}

const checkedFolders = new Map<string, { pack: string; dir: string } | null>();

/**
 * The folder target a module sits in whether or not this run lints it: a folder holding its pack's
 * main file (an engagement's criteria.md, an Epiphany's state/map.yaml), or the folder a pack lints
 * for the one above it (a project's engagement/), looked for up to the module's project root. `rules`
 * and `explain` lint nothing, and a lint of the contract beside an engagement does not lint the
 * engagement: its files are the checked tree's all the same.
 */
function checkedFolderOf(module: string): { pack: string; dir: string } | undefined {
  const at = real(module);
  const known = checkedFolders.get(at);
  if (known !== undefined) return known ?? undefined;
  const root = real(projectRootOf(path.dirname(at)));
  let found: { pack: string; dir: string } | undefined;
  for (let dir = path.dirname(at); !found; dir = path.dirname(dir)) {
    const holder = folderPacksHolding(dir, packs)[0];
    if (holder) found = { pack: holder.id, dir };
    const up = path.dirname(dir);
    // The folder above the project root is another project's: what it would lint says nothing here.
    if (found || dir === root || up === dir) break;
    const st = fs.statSync(up, { throwIfNoEntry: false });
    if (!st?.isDirectory()) continue;
    const probe = targetProbe(up, st);
    try {
      const picked = packs.find((p) => p.target === 'folder' && p.resolve?.(probe) === dir);
      if (picked) found = { pack: picked.id, dir };
    } catch {
      // A folder that cannot be searched names no target.
    }
  }
  checkedFolders.set(at, found ?? null);
  return found;
}

/** The trust of one run; its answers are kept, as the same modules are asked about for every target. */
export function codeTrust(o: TrustOptions = {}): CodeTrust {
  const linted = insideFolders(o.linted ?? []);
  const checkout = o.checkout === undefined ? undefined : real(o.checkout);
  const inCheckout = (p: string) => checkout !== undefined && pathInside(real(p), checkout);
  const answers = new Map<string, Refusal | undefined>();
  return {
    ...(o.checkout !== undefined ? { checkout: o.checkout } : {}),
    refuses(module) {
      if (!answers.has(module)) {
        // A module inside a linted folder is named as such first: that is the folder the user named.
        // One in an engagement or Epiphany folder comes next: trust-config-code does not make it load.
        const folder = o.refused?.includes(module) || linted(module) ? 'linted' : checkedFolderOf(module);
        answers.set(module, folder === 'linted' ? { why: 'linted' } : folder ? { why: 'folder', ...folder } : inCheckout(module) ? { why: 'checkout' } : undefined);
      }
      return answers.get(module);
    },
    // The Action's config input in its checkout is the pull request's file, whoever named it.
    trusts: (file, explicit) => !inCheckout(file) && ((explicit !== undefined && file === path.resolve(explicit)) || mayLoadCodeHere(file)),
  };
}

/**
 * The config without the custom rules `trust` refuses: those of config files it does not trust (file
 * by file along `extends`: a trusted config cannot pull code out of a checked tree), then the modules
 * that sit where code never comes from (a trusted config naming `./engagement/rules.mjs`).
 */
export function trustedPart(c: ResolvedConfig, trust: CodeTrust, explicit?: string): ResolvedConfig {
  const untrusting = withoutCode(c, (f) => trust.trusts(f, explicit));
  if (!untrusting.customRules.length) return untrusting;
  const inside = untrusting.customRules.filter((m) => trust.refuses(m) !== undefined);
  if (!inside.length) return untrusting;
  const keep = untrusting.customRules.map((m) => !inside.includes(m));
  return {
    ...untrusting,
    customRules: untrusting.customRules.filter((_, i) => keep[i]),
    customRuleSources: untrusting.customRuleSources?.filter((_, i) => keep[i]),
    untrustedCode: [...(untrusting.untrustedCode ?? []), ...inside],
    insideChecked: inside,
  };
}

/** The warning for a config inside the folder it would configure, which is not read. */
export function configInsideLintedWarning(file: string): string {
  return `warning: ${file} is inside the folder this run lints, so it is not read (a folder under review cannot configure its own checks; keep the config in the project folder above it, or name it with --config)`;
}

/** The warning for a custom rule module that is not loaded, saying where it sits. */
export function codeInCheckedWarning(module: string, refusal: Refusal = { why: 'linted' }): string {
  if (refusal.why === 'checkout') return `warning: custom rule module ${module} is in the checkout under review, so the Action does not load it (set the Action's trust-config-code: true to load code from the checkout; never on pull requests from forks)`;
  const where = refusal.why === 'folder' ? `the ${refusal.pack} folder ${shownFolder(refusal.dir)}` : 'a folder this run lints';
  const keep = refusal.why === 'folder' ? 'outside engagement and Epiphany folders' : 'outside the linted folders';
  return `warning: custom rule module ${module} is inside ${where}, so it is not loaded (code from a checked tree never runs; keep custom rules ${keep})`;
}

/** A folder in a message, relative to the working directory when inside it, with its trailing separator. */
function shownFolder(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  return `${rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? dir : rel}${path.sep}`;
}

/**
 * The warning for a config whose customRules are not loaded. It says where the config is not: one
 * below the working directory (inside the linted folder) is refused too, so "outside" would mislead.
 */
export function untrustedConfigWarning(file: string, trust?: Pick<CodeTrust, 'checkout'>, explicit?: string): string {
  if (trust?.checkout !== undefined) {
    const named = explicit !== undefined && path.resolve(explicit) === file;
    const how = named ? 'set trust-config-code: true' : "name it with the Action's config input and set trust-config-code: true";
    return `warning: ${file} ${named ? 'is' : 'was found'} in the checkout under review, so the Action loads none of its customRules (${how} to load them; never on pull requests from forks, whose code would then run)`;
  }
  if (inActions()) return `warning: ${file} was found in the checkout under review, so its customRules are not loaded in GitHub Actions (name it with --config, the Action's config input, to use them)`;
  return `warning: ${file} is not in the working directory or a folder above it, so its customRules are not loaded (run from its folder or name it with --config to use them)`;
}
