import path from 'node:path';
import { pushAll, abortedAt, awaitingNextRound, definePack, EngagementModel, verdictsInAnyForm, GRAPH_EXT, GRAPH_SCAN_BYTES, isProjectDocument, looksLikeContract, looksLikeGraph, type TargetProbe } from '@engagement-lint/core/kit';
import { ENGAGEMENT_WHITELIST, PROTOCOL_OPTIONAL } from './lib/folder-entries.js';
import { abortStubGaps } from './lib/abort-stub.js';

/**
 * The protocol's top-level entries of an engagement folder (the whitelist's, and the research notes
 * the protocol's tree names): a folder holding any of them, in any case, is an engagement, perhaps
 * one being written, whatever folders it also holds.
 */
const ENGAGEMENT_ENTRIES = new Set([...ENGAGEMENT_WHITELIST, ...PROTOCOL_OPTIONAL]);

/** How many child folders of a folder named outright are looked into for engagements: a bound on a folder of thousands. */
export const MAX_CHILD_FOLDERS = 64;
/** How many levels below a folder named outright engagements are looked for (`jobs/<team>/<job>/engagement` is four). */
export const MAX_SEARCH_DEPTH = 4;
/** How many folders below the first level are looked into in all: a bound on a repository of thousands of folders. */
export const MAX_DEEPER_FOLDERS = 512;

/**
 * The engagements a folder holds rather than being one: its folders, by path, that hold criteria.md
 * (`2025-01`) or are projects holding an `engagement/` folder (`2025-01/engagement`), as a glob would
 * match them, down to MAX_SEARCH_DEPTH levels (`jobs/billing/engagement`, `jobs/ops/c/engagement`: a
 * repository keeping its engagements in folders of their own), every level's, sorted. A folder found is
 * not looked into. None when the folder is an engagement itself (it is named `engagement` or holds one
 * of the protocol's entries), is a project holding `engagement/`, or holds more entries than the probe
 * lists. Folders a glob's `*` does not match (`.name`, `node_modules`) are not looked into, nor, past
 * the first MAX_CHILD_FOLDERS of the first level and MAX_DEEPER_FOLDERS below it, any more (`more` says so).
 */
function engagementsIn(t: TargetProbe): { files: string[]; more: boolean } {
  const none = { files: [], more: false };
  if (!t.stat.isDirectory() || path.basename(t.abs) === 'engagement' || t.isDirectory('engagement')) return none;
  const names = t.entries();
  if (names === undefined || names.some((name) => ENGAGEMENT_ENTRIES.has(name.toLowerCase()))) return none;
  const children = globbedFolders(t, names);
  let more = children.length > MAX_CHILD_FOLDERS;
  let level = children.slice(0, MAX_CHILD_FOLDERS);
  const files: string[] = [];
  let looked = 0;
  for (let depth = 1; level.length; depth++) {
    const held = heldBy(t, level);
    pushAll(files, held);
    if (depth === MAX_SEARCH_DEPTH) break;
    const found = new Set(held.map((f) => (f.endsWith('/engagement') ? f.slice(0, -'/engagement'.length) : f)));
    const next: string[] = [];
    for (const dir of level) {
      if (found.has(dir)) continue;
      const inner = t.entries(dir);
      // A folder that lists too much to see whole, or is an engagement being written, holds none to name.
      if (inner === undefined || inner.some((name) => ENGAGEMENT_ENTRIES.has(name.toLowerCase()))) continue;
      const below = globbedFolders(t, inner, `${dir}/`);
      if (looked + below.length > MAX_DEEPER_FOLDERS) {
        pushAll(next, below.slice(0, MAX_DEEPER_FOLDERS - looked));
        looked = MAX_DEEPER_FOLDERS;
        more = true;
        break;
      }
      looked += below.length;
      pushAll(next, below);
    }
    level = next;
  }
  return { files: files.sort(), more };
}

/** The folders among `names` (entries of the folder `prefix` under the target) that a glob's `*` matches, by path, sorted. */
function globbedFolders(t: TargetProbe, names: readonly string[], prefix = ''): string[] {
  return [...names]
    .sort()
    .filter((name) => !name.startsWith('.') && name !== 'node_modules')
    .map((name) => prefix + name)
    .filter((rel) => t.isDirectory(rel));
}

/** Those of `folders` that are engagements (holding criteria.md) or projects holding one, as their engagement folders. */
function heldBy(t: TargetProbe, folders: readonly string[]): string[] {
  return folders.flatMap((rel) => (t.exists(`${rel}/criteria.md`) ? [rel] : t.isDirectory(`${rel}/engagement`) ? [`${rel}/engagement`] : []));
}

/** Files of a folder whose heads are read to tell contracts kept there by another name (`billing.yml`), at most. */
const MAX_HEADS_READ = 16;

/** The first ten of `names`, and how many more. */
const some = (names: string[]) => `${names.slice(0, 10).join(', ')}${names.length > 10 ? ` (+${names.length - 10} more)` : ''}`;

/**
 * Why a folder named outright, holding none of an engagement's entries nor `engagement/` and not named
 * `engagement`, is none: it is a repository's top (`.git`), or every file in it is a delegation contract
 * or a Graph Protocol transcript by its content, beside a README (a `contracts/` folder of `billing.yml`,
 * `search.yml`; a `plans/` folder of transcripts), or it holds folders of Epiphany state. Linted as an engagement, its
 * every entry would be a rogue file and `.git` the engagement's own repository.
 */
function notAnEngagement(t: TargetProbe): string | undefined {
  if (!t.stat.isDirectory() || path.basename(t.abs) === 'engagement' || t.isDirectory('engagement')) return undefined;
  const names = t.entries();
  if (names === undefined || names.some((name) => ENGAGEMENT_ENTRIES.has(name.toLowerCase()))) return undefined;
  if (t.exists('.git')) return `it is a repository's top folder and holds no engagement folder within ${MAX_SEARCH_DEPTH} levels of it: name the engagement folder (the one holding criteria.md), or write criteria.md where the engagement is to be`;
  // Folders each holding an Epiphany controller's state/ (a folder of agents' runs): linted as an engagement, each would be a rogue file.
  const states = globbedFolders(t, names).slice(0, MAX_CHILD_FOLDERS).filter((rel) => ['map.yaml', 'branches.json', 'evidence.jsonl'].some((f) => t.isFile(`${rel}/state/${f}`)));
  if (states.length) return `it holds Epiphany state folders: ${some(states)}; name one, or lint them all with a glob of their names`;
  // A README describing the contracts beside it is no sign either way.
  const files = names.filter((name) => !name.startsWith('.') && t.isFile(name) && !isProjectDocument(path.join(t.abs, name)));
  if (!files.length || files.length > MAX_HEADS_READ) return undefined;
  const contracts: string[] = [];
  const graphs: string[] = [];
  for (const name of [...files].sort()) {
    const abs = path.join(t.abs, name);
    // A contract as data or as the rendering the protocol shows the user; a Graph Protocol transcript.
    // In the order packs tell a file apart: a transcript quoting a contract's wording is a graph.
    if (GRAPH_EXT.test(name) && looksLikeGraph(abs, t.head(GRAPH_SCAN_BYTES, name))) graphs.push(name);
    else if (looksLikeContract(abs, t.head(undefined, name))) contracts.push(name);
    else return undefined;
  }
  const held = [contracts.length ? `delegation contracts: ${some(contracts)}` : '', graphs.length ? `Graph Protocol documents: ${some(graphs)}` : ''].filter(Boolean).join('; ');
  return `it holds ${held}; name one${files.length > 1 ? `, or lint them all with a glob of their names` : ''}`;
}

export default definePack({
  id: 'engagement',
  title: 'Engagement',
  target: 'folder',
  tiered: true,
  // handoff-precheck.py's 21 checks: `--preset compat` keeps exactly those.
  compat: true,
  report: { targetKey: 'engagement', label: 'Pre-check', readyFor: 'handoff', labelKeepsProject: true },
  picture: 'plan',
  // Any folder no other pack claims.
  detectRank: -1,
  detect: (t) => t.stat.isDirectory(),
  // Matched by a glob: an engagement folder (by its criteria.md or its name) or a project holding one.
  globMatch: (t) => t.exists('criteria.md') || path.basename(t.abs) === 'engagement' || t.isDirectory('engagement'),
  // A project folder given in place of its engagement folder: lint the engagement inside it.
  resolve: (t) => (!t.exists('criteria.md') && t.isDirectory('engagement') ? path.join(t.abs, 'engagement') : t.abs),
  // A folder of engagements (an archive of them, a folder of projects) named outright is none of them: it is refused, naming them.
  filesIn: engagementsIn,
  notTarget: notAnEngagement,
  load: async (abs, opts) => {
    const model = new EngagementModel(abs, opts);
    return {
      model,
      fs: model.fs,
      root: model.projectRoot,
      filesRead: () => model.fs.filesRead().map((f) => f.rel),
      tier: model.tier,
      suppressionsFile: model.rel('criteria.md'),
      readyWaiver: () => {
        const at = abortedAt(model);
        // A stub quoting the user's clarification alone ("не уверен, подожди") closes nothing: every check runs (verdict-canonical says why).
        const log = model.acceptanceLog;
        const verdict = at && log ? verdictsInAnyForm(log).at(-1) : undefined;
        if (!at || (verdict && abortStubGaps(log!, verdict.line, verdict.column - 1 + verdict.word.length).clarification)) return undefined;
        return `the user aborted the engagement (ABORTED at ${at})`;
      },
      pending: () => {
        const between = awaitingNextRound(model);
        return between && `between rounds: iteration ${between.round} was rejected (${between.at}) and round ${between.round + 1}'s rework has not begun; its handoff is checked when written`;
      },
    };
  },
  mainFile: ['criteria.md'],
  ledger: 'events.jsonl',
  rules: async () => (await import('./index.js')).engagementRules,
});
