/** The Epiphany state folder as rules see it. */
import path from 'node:path';
import { ProjectFs, type TextFile } from '../../io/project-fs.js';
import { MarkdownDoc } from '../../markdown/document.js';
import { rootFor, type LoadedTarget, type LoadOptions } from '../../target.js';
import type { Finding, RuleOutcome } from '../../types.js';
import { parseBranches, type EpiphanyBranches } from './branches.js';
import { parseEvidence, type EpiphanyEvidence } from './evidence.js';
import { parseMap, type EpiphanyMap } from './map.js';
import type { EpiphanyStateFile } from './vocabulary.js';
import { finding } from '../../util.js';

// ---------------------------------------------------------------------------
// The model

export class EpiphanyModel {
  readonly kind = 'epiphany' as const;
  /** Absolute path of the folder that holds `state/`. */
  readonly dir: string;
  /** Root that finding paths are relative to. */
  readonly projectRoot: string;
  readonly fs: ProjectFs;
  /** Project-relative path of the state folder (`state`, `work/state`, ...). */
  readonly stateRel: string;
  private cache = new Map<string, Promise<unknown>>();

  constructor(dir: string, root: string, fs?: ProjectFs) {
    this.dir = path.resolve(dir);
    this.projectRoot = path.resolve(root);
    this.fs = fs ?? new ProjectFs(this.projectRoot);
    const relDir = path.relative(this.projectRoot, this.dir).split(path.sep).join('/');
    const join = (a: string, b: string) => (a === '' ? b : `${a}/${b}`);
    // The state folder itself may be the target (`--kind epiphany path/to/state`), map.yaml lost or not.
    const holdsState = (dir: string) => ['map.yaml', 'branches.json', 'evidence.jsonl', 'scratch.md'].some((name) => this.fs.probe(join(dir, name)) === 'exists');
    const direct = path.basename(this.dir) === 'state' && holdsState(relDir) && !holdsState(join(relDir, 'state'));
    this.stateRel = direct ? relDir : join(relDir, 'state');
  }

  /** Project-relative path of a state file. */
  rel(name: EpiphanyStateFile): string {
    return this.stateRel === '' ? name : `${this.stateRel}/${name}`;
  }

  /** A finding on a state file. */
  at(name: EpiphanyStateFile, line: number, message: string, column = 1): Finding {
    return finding(this.rel(name), line, message, column);
  }

  private read(name: EpiphanyStateFile): TextFile | undefined {
    return this.fs.read(this.rel(name));
  }

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let p = this.cache.get(key) as Promise<T> | undefined;
    if (!p) {
      p = make();
      this.cache.set(key, p);
    }
    return p;
  }

  /** state/map.yaml, or undefined when it does not exist. */
  map(): Promise<EpiphanyMap | undefined> {
    return this.once('map', async () => {
      const file = this.read('map.yaml');
      return file ? parseMap(file) : undefined;
    });
  }

  /**
   * Project-relative paths of the files of the state folder named as the map in another spelling
   * (`map.yml`, `Map.yaml`): only `map.yaml` is read, so such a map is missing, yet worth naming.
   */
  mapLookalikes(): string[] {
    return (this.fs.list(this.stateRel) ?? []).filter((e) => e.kind === 'file' && e.name !== 'map.yaml' && /^map\.ya?ml$/i.test(e.name)).map((e) => e.rel);
  }

  /**
   * Whether the state folder holds scratch.md and neither file a patch or a verification writes
   * (branches.json, evidence.jsonl): the controller has only thought through a subgoal so far.
   */
  scratchOnly(): boolean {
    const has = (name: EpiphanyStateFile) => this.fs.probe(this.rel(name)) === 'exists';
    return has('scratch.md') && !has('branches.json') && !has('evidence.jsonl');
  }

  /** The files of the state folder besides the map that exist, in the protocol's order. */
  stateFilesHeld(): EpiphanyStateFile[] {
    return (['scratch.md', 'branches.json', 'evidence.jsonl'] as const).filter((name) => this.fs.probe(this.rel(name)) === 'exists');
  }

  /**
   * Whether the state folder holds a file some action other than update_map writes (scratch.md,
   * branches.json, evidence.jsonl) and no map.yaml: the controller has not run update_map yet.
   */
  beforeFirstMap(): boolean {
    return this.fs.probe(this.rel('map.yaml')) !== 'exists' && this.stateFilesHeld().length > 0;
  }

  /** state/branches.json, or undefined when it does not exist yet. */
  branches(): Promise<EpiphanyBranches | undefined> {
    return this.once('branches', async () => {
      const file = this.read('branches.json');
      return file ? parseBranches(file) : undefined;
    });
  }

  /** state/evidence.jsonl, or undefined when it does not exist yet. */
  evidence(): Promise<EpiphanyEvidence | undefined> {
    return this.once('evidence', async () => {
      const file = this.read('evidence.jsonl');
      return file ? parseEvidence(file) : undefined;
    });
  }

  /**
   * The outcome of a scratch rule when state/scratch.md exists as something other than a file (a
   * folder, a FIFO): a warning that it cannot be read, not a skip as if it were missing.
   */
  scratchUnreadable(): RuleOutcome | undefined {
    if (!this.read('scratch.md')?.problems.some((p) => p.kind === 'not-a-file')) return undefined;
    const file = this.rel('scratch.md');
    return { status: 'warn', detail: `${file} is not a regular file (a folder or special file), so it cannot be read`, findings: [finding(file, 1, 'scratch.md is not a regular file; not read', 1, 'warning')] };
  }

  /** state/scratch.md, or undefined when it does not exist (or is not a file). */
  scratch(): Promise<MarkdownDoc | undefined> {
    return this.once('scratch', async () => {
      const file = this.read('scratch.md');
      return file && file.problems.every((p) => p.kind !== 'not-a-file') ? new MarkdownDoc(file) : undefined;
    });
  }
}

/** Loads a folder holding `state/map.yaml` as an epiphany target. */
export function loadEpiphanyTarget(abs: string, opts: LoadOptions = {}): LoadedTarget {
  const root = rootFor(abs);
  const fs = new ProjectFs(root, opts);
  const model = new EpiphanyModel(abs, root, fs);
  return { model, fs, root, filesRead: () => fs.filesRead().map((f) => f.rel) };
}
