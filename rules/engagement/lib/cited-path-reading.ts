/**
 * The protocol reading of cited evidence paths that handoff-paths and acceptance-log-paths share:
 * line and section anchors stripped, git refs, slash names and Kubernetes resources not read as paths.
 */
import { citedPaths, cutOnLastLine, trimChars, type DirEntry, existsInEngagement, list, plural, pluralWord, protocolCitation, type CitationProbe, type CitedPaths, type EngagementModel, type MarkdownDoc, windowsPath } from '@engagement-lint/core/kit';

/**
 * A line reference ending a cited path: a GitHub anchor (`src/a.ts#L45`, `src/a.ts#L45-L52`) or the
 * protocol's `L` line numbers after a colon (`copy.md:L2`, `copy.md:L2-L6`), or the line left of a
 * `file:line:column` position (`src/app.ts:2:5`, whose `:5` the shared reading strips) after a file extension.
 * A range may be written with an en or em dash (`#L45–L52`, `:L2—L6`), as typeset text writes it.
 */
const LINE_ANCHOR = /(?:#L\d+(?:[-–—]L\d+)?|:L\d+(?:[-–—]L?\d+)?|(?<=\.[A-Za-z][A-Za-z0-9]{0,9}):\d+)$/;
/** A markdown section anchor after a file name (`validation-log.md#ux-review`): the "section" form of evidence. */
const SECTION_ANCHOR = /\.[A-Za-z][A-Za-z0-9]{0,9}(#[\p{L}\p{N}_-]+)$/u;
/** A remote-tracking or full ref (`origin/main`, `upstream/dev`, `refs/heads/x`), or a usual branch prefix (`feature/orders-pagination`). */
const REF_PREFIX = /^(?:origin|upstream|refs)\//;
const BRANCH_PREFIX = /^(?:feature|feat|fix|bugfix|hotfix|release|chore|renovate|dependabot)\//;
/** A version wildcard ending a bot's branch (`renovate/pandas-2.x`): a version, not a file extension. */
const VERSION_X = /\d\.x$/i;
/** A file extension on the last segment: a dot and a letter (`1.2.0` of `release/1.2.0` is a version, not one). */
const EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,9}$/;

/** Whether a cited string reads as a git ref rather than a path (checked only once it does not exist). */
export function readsAsGitRef(p: string): boolean {
  const last = p.slice(p.lastIndexOf('/') + 1);
  return (REF_PREFIX.test(p) || BRANCH_PREFIX.test(p)) && (!EXTENSION.test(last) || VERSION_X.test(last));
}

/** Kubernetes resource kinds and their kubectl short names, as `kubectl get <kind>/<name>` takes them. */
const KUBE_KIND = /^(?:pods?|po|deployments?|deploy|services?|svc|cronjobs?|cj|jobs?|statefulsets?|sts|daemonsets?|ds|replicasets?|rs|configmaps?|cm|secrets?|ingress(?:es)?|ing|namespaces?|ns|nodes?|no|persistentvolumeclaims?|pvc|persistentvolumes?|pv|horizontalpodautoscalers?|hpa|serviceaccounts?|sa|networkpolicies|networkpolicy|netpol|endpoints|ep|roles?|rolebindings?|clusterroles?|clusterrolebindings?)$/;
/** A resource name (DNS-1123 subdomain: lower case, digits, `-` and `.`). */
const KUBE_NAME = /^[a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9])?$/;
/** Extensions of files a manifest folder holds: `deploy/app.yaml` stays a path. */
const FILE_EXTENSION = /\.(?:ya?ml|json|md|txt|sh|py|[cm]?[jt]sx?|toml|cfg|ini|conf|sql|tf|env)$/i;

/**
 * Whether a missing cited string reads as a kubectl `kind/name` reference (`deployment/api`,
 * `cronjob/churn-refresh.v2`): two segments, the first a resource kind that exists as no folder.
 */
function readsAsKubeRef(model: EngagementModel, p: string, inEngagement: (cited: string) => boolean): boolean {
  // Two segments or none: a long path is not split into all of its own.
  const slash = p.indexOf('/');
  if (slash < 0 || p.indexOf('/', slash + 1) !== -1) return false;
  const parts = [p.slice(0, slash), p.slice(slash + 1)];
  if (!KUBE_KIND.test(parts[0]!) || !KUBE_NAME.test(parts[1]!) || FILE_EXTENSION.test(parts[1]!)) return false;
  return model.fs.probe(parts[0]!) === 'missing' && !inEngagement(parts[0]!);
}

/**
 * Where a line or section anchor, or a pytest node id (`tests/test_x.py::test_y`,
 * `::TestA::test_b[case]`), starts in a cited path, or -1 (an anchor alone, `#L4`, names no file).
 */
export function anchorStart(p: string): number {
  // The first `::` after a file name: a test id may hold any character, `/` included.
  const nodeId = p.indexOf('::');
  if (nodeId > 0 && EXTENSION.test(p.slice(0, nodeId))) return nodeId;
  const line = LINE_ANCHOR.exec(p);
  if (line) return line.index;
  const section = SECTION_ANCHOR.exec(p);
  return section ? p.length - section[1]!.length : -1;
}

/**
 * A document's citations as the protocol reading takes them (engagement-relative roots, a sentence's
 * punctuation and a line or section anchor read off), without asking the file system about any:
 * for a check that matches them against files it already holds (trace-fail-evidence's traces).
 */
export function protocolCitedStrings(doc: MarkdownDoc): { cited: Array<{ path: string; line: number }>; read: CitedPaths } {
  const read = citedPaths(doc, { start: 1, end: doc.lines.length }, { engagementRoots: true, illustrations: 'introduced', windows: true });
  const cited = read.flatMap((c) => {
    const kept = protocolCitation(c);
    if (!kept) return [];
    const at = anchorStart(kept.path);
    return at === 0 ? [] : [{ path: at > 0 ? kept.path.slice(0, at) : kept.path, line: kept.line }];
  });
  return { cited, read };
}

/**
 * Whether a missing cited string reads as a slash name (design token, component, utility class)
 * rather than a path: its last segment has no file extension, it does not end in `/` (a folder),
 * and its first segment exists neither at the project root nor under the engagement folder, so
 * `src/components/Card` is still a path wherever `src/` exists.
 */
function readsAsName(model: EngagementModel, p: string, inEngagement: (cited: string) => boolean): boolean {
  if (p.endsWith('/') || p.startsWith('/') || EXTENSION.test(p.slice(p.lastIndexOf('/') + 1))) return false;
  const first = p.slice(0, p.indexOf('/'));
  return first !== '' && first !== '.' && first !== '..' && model.fs.probe(first) === 'missing' && !inEngagement(first);
}

/**
 * The protocol reading of the citations beyond the shared ones: a line anchor (`#L45-L52`,
 * `:L2-L6`) or a section anchor (`x.md#ux-review`) is stripped like the `:45-52` suffix; a cited
 * string that does not exist (at the project root or under the engagement folder) and reads as a
 * git ref (`origin/main`, `feature/x`) is no path, and nor is a slash name with no file extension
 * whose first segment exists nowhere (`color/bg/card`, `Pricing/Card/Selected`, `w-1/3`): design
 * tokens, Figma components and utility classes are written that way, files are not.
 */
export function protocolCitations(model: EngagementModel, probe: CitationProbe): CitationProbe & { refs: string[]; names: string[]; kube: string[] } {
  // The shared probe's answers stand for every path but those that lost an anchor (probed anew).
  const missing = new Set(probe.missing.map((c) => c.path));
  const outside = new Set(probe.outside.map((c) => c.path));
  const anchored = new Set<string>();
  const cited = probe.cited.map((c) => {
    const at = anchorStart(c.path);
    if (at <= 0) return c;
    const path = c.path.slice(0, at);
    anchored.add(path);
    return { ...c, path };
  });
  const verdict = new Map<string, ReturnType<EngagementModel['fs']['probe']>>();
  for (const c of cited) {
    if (verdict.has(c.path)) continue;
    verdict.set(c.path, anchored.has(c.path) ? model.fs.probe(c.path) : missing.has(c.path) ? 'missing' : outside.has(c.path) ? 'outside-root' : 'exists');
  }
  const inEngagement = existsInEngagement(model);
  const refs = new Set<string>();
  const names = new Set<string>();
  const kube = new Set<string>();
  for (const [p, v] of verdict) {
    if (v !== 'missing' || inEngagement(p)) continue;
    if (readsAsGitRef(p)) refs.add(p);
    else if (readsAsKubeRef(model, p, inEngagement)) kube.add(p);
    else if (readsAsName(model, p, inEngagement)) names.add(p);
  }
  const kept = cited.filter((c) => !refs.has(c.path) && !names.has(c.path) && !kube.has(c.path));
  return {
    cited: kept,
    missing: kept.filter((c) => verdict.get(c.path) === 'missing'),
    outside: kept.filter((c) => verdict.get(c.path) === 'outside-root'),
    distinct: verdict.size - refs.size - names.size - kube.size,
    refs: [...refs],
    names: [...names],
    kube: [...kube],
  };
}

/**
 * A path rooted elsewhere than the project: in a home folder (`~/.claude/scripts/handoff-precheck.py`,
 * `~user/x`, `$HOME/x`), which a shell reads there whatever a folder named `~` in the project holds;
 * on a Windows drive (`C:/work/x.ts`, as `C:\work\x.ts` is read); or under a Windows variable (`%APPDATA%/x`).
 */
const ROOTED_ELSEWHERE = /^(?:~[\w.-]{0,32}|\$HOME|%[A-Za-z_]\w{0,32}%|[A-Za-z]:)(?:\/|$)/;

/**
 * The probe with citations rooted elsewhere outside the project root rather than missing (the shared
 * probe takes `~/x` for a folder `~` under the root, `C:/x` for a folder `C:`). Both readings: the spec
 * reports a path that leaves the root as such.
 */
export function rootedElsewhereOutside<P extends CitationProbe>(probe: P): P {
  const home = (c: { path: string }) => ROOTED_ELSEWHERE.test(c.path);
  if (!probe.cited.some(home)) return probe;
  const byPlace = (a: { line: number; column: number }, b: { line: number; column: number }) => a.line - b.line || a.column - b.column;
  // Whatever the probe found there (a folder `~` in the project is not the home folder).
  return { ...probe, missing: probe.missing.filter((c) => !home(c)), outside: [...probe.outside.filter((c) => !home(c)), ...probe.cited.filter(home)].sort(byPlace) };
}

/**
 * The detail's note of paths written with `\`: read with `/` (the protocol reading), or, under the
 * reference's reading, not read at all, which no detail hides (`only`: say only that).
 */
export function backslashedNote(probe: Pick<CitationProbe, 'cited' | 'backslashedUnread'>, only?: 'unread'): string {
  const unread = probe.backslashedUnread ?? [];
  if (unread.length) return `; ${plural(unread.length, 'path')} written with \`\\\` not checked, as the reference reads only \`/\` (--preset recommended reads them): ${list(unread)}`;
  const read = only ? 0 : new Set(probe.cited.filter((c) => c.backslashed).map((c) => c.path)).size;
  return read ? `; ${read} of them written with \`\\\`, read with \`/\`` : '';
}

/** The detail's note of cited strings the protocol reading took for no path: git refs, slash names, Kubernetes resources. */
export function notPathsNote(probe: { refs: string[]; names: string[]; kube: string[] }): string {
  // `what` names the count; `why` says what made them no paths.
  const note = (found: string[], what: string, why = '') => (found.length ? `; ${plural(found.length, what)}${why} not read as ${pluralWord(found.length, 'a path', 'paths')}: ${list(found)}` : '');
  return note(probe.refs, 'git ref') + note(probe.names, 'slash name', ' with no file extension, rooted nowhere in the project,') + note(probe.kube, 'Kubernetes resource', ' (kind/name)');
}

/** A reference written with Windows separators (`engagement\traces\iter-2\x.json`) as the citations are read, with `/`. */
export function withSlashes<R extends { text: string }>(r: R): R {
  const p = windowsPath(r.text.trim());
  return p === undefined ? r : { ...r, text: p };
}

/** What ends a bare path in prose, as a bare `screens/…` path ends in §6 (mdastListItemRefs). */
const BARE_END = /[\s`'"()<>,;]+/;

/**
 * The words of prose holding a `\` (`Evidence: engagement\traces\iter-2\x.json.`), without a sentence's
 * punctuation after them: bare paths written with Windows separators, for withSlashes to read.
 */
export function backslashedWords(text: string): string[] {
  return text
    .split(BARE_END)
    .filter((w) => w.includes('\\'))
    .map((w) => {
      // A loop, not a regex: a long run of punctuation stays linear.
      let end = w.length;
      while (end > 0 && '.,;:!?'.includes(w[end - 1]!)) end--;
      return w.slice(0, end);
    });
}

/**
 * A cited path without its line anchor (`#L12`, `#L12-L20`, `:12`, `:12:5`, `:L2`), read by the
 * shared citation reading so that ux-screens and handoff-paths agree on what a citation names.
 */
function withoutAnchor(cited: string): string {
  const p = cited.replace(/:\d+(?:-\d+)?$/, '');
  const at = anchorStart(p);
  return at > 0 ? p.slice(0, at) : p;
}

const namesOf = new WeakMap<readonly DirEntry[], Map<string, DirEntry['kind']>>();

/** Whether a cited evidence path is a file or a folder (ux-screens' evidence), read engagement-relative or project-relative; undefined when missing. */
export function citedKind(model: EngagementModel, cited: string): 'file' | 'folder' | undefined {
  const p = cutOnLastLine(withoutAnchor(cited.trim()), '#?')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/^\.\//, '');
  if (p === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(p)) return undefined;
  const moved = model.movedCitation(p);
  const candidates = p.startsWith(`${model.relDir}/`) ? [p] : [`${model.relDir}/${moved ?? p}`, p];
  const found = candidates.map((c) => trimChars(c, '', '/')).find((c) => model.fs.probe(c) === 'exists');
  if (found === undefined) return undefined;
  if (p.endsWith('/')) return 'folder';
  // The parent's listing is cached by probe: no system call per cited file.
  const slash = found.lastIndexOf('/');
  const listing = model.fs.list(slash < 0 ? '' : found.slice(0, slash));
  if (!listing) return 'file';
  let byName = namesOf.get(listing);
  if (!byName) namesOf.set(listing, (byName = new Map(listing.map((e) => [e.name, e.kind]))));
  return byName.get(found.slice(slash + 1)) === 'dir' ? 'folder' : 'file';
}
