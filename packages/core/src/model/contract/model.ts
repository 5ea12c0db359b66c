/** The contract as rules see it. */
import { type TextFile } from '../../io/project-fs.js';
import { isPlainObject } from '../../io/json.js';
import type { Finding } from '../../types.js';
import { contractFormatOf } from './detect.js';
import { escapePointer, type ContractAgent, type ContractCalibration, type ContractExploration, type ContractFormat, type ContractHaltCondition, type ContractHistoryEntry, type ContractMarkdownView, type ContractPos, type ContractProblem, type ContractResponseEntry, type ContractTeam, type ContractValue, type ContractWho, type PosEntry } from './types.js';
import { CONTRACT_PERSISTENCE } from './vocabulary.js';
import { parseContractFile } from './yaml.js';
import { finding } from '../../util.js';

export class ContractModel {
  readonly kind = 'contract' as const;
  readonly format: ContractFormat;
  /** Project-relative path of the contract file. */
  readonly rel: string;
  readonly file?: TextFile;
  /** The document as parsed (undefined when it does not parse). */
  readonly data: unknown;
  /** True when the file parsed (it may still be the wrong shape). */
  readonly parsed: boolean;
  readonly problems: ContractProblem[];
  readonly markdown?: ContractMarkdownView;

  readonly task?: ContractValue;
  readonly mode?: ContractValue;
  readonly who?: ContractWho;
  /** `what` items, when `what` is a list. */
  readonly what?: ContractValue[];
  /** `how_much` entries, when `how_much` is a map. */
  readonly howMuch?: ContractResponseEntry[];
  readonly haltConditions?: ContractHaltCondition[];
  readonly exploration?: ContractExploration;
  readonly calibration?: ContractCalibration;

  private readonly positions: Map<string, PosEntry>;
  private readonly sectionOf: Map<string, string>;
  /** `how_much` entries by domain, built on the first `entryOf`. */
  private entryByDomain: Map<string, ContractResponseEntry> | undefined;

  constructor(rel: string, file: TextFile | undefined, format?: ContractFormat) {
    this.rel = rel;
    this.file = file;
    this.format = format ?? contractFormatOf(rel, file?.text ?? '');
    const p = parseContractFile(file, this.format);
    this.data = p.data;
    this.parsed = p.parsed;
    this.problems = p.problems;
    this.positions = p.positions;
    this.sectionOf = p.sections;
    if (p.markdown) this.markdown = p.markdown;
    const root = isPlainObject(p.data) ? p.data : undefined;
    if (!root) return;
    this.task = this.optional('/task', root['task']);
    this.mode = this.optional('/mode', root['mode']);
    this.who = this.readWho(root['who']);
    this.what = this.list('/what', root['what']);
    this.howMuch = this.readHowMuch(root['how_much']);
    this.haltConditions = this.readHalt(root['halt_conditions']);
    this.exploration = this.readExploration(root['exploration']);
    this.calibration = this.readCalibration(root['calibration']);
  }

  /** Position of a value by JSON pointer; the nearest written ancestor when the value itself is absent. */
  posOf(pointer: string): ContractPos {
    let p = pointer;
    for (;;) {
      const hit = this.positions.get(p);
      if (hit) return hit.at;
      if (p === '') return { line: 1, column: 1 };
      p = p.slice(0, p.lastIndexOf('/'));
    }
  }

  /** Position of a map key by the pointer of its value (the value's position when no key was written). */
  keyPosOf(pointer: string): ContractPos {
    return this.positions.get(pointer)?.keyAt ?? this.posOf(pointer);
  }

  /** A finding on the contract file. */
  at(pos: ContractPos, message: string): Finding {
    // A place "after the last section" is the file's last line: no finding points past the end.
    const last = Math.max(1, this.file?.lines.length ?? 1);
    return pos.line > last ? finding(this.rel, last, message, 1) : finding(this.rel, pos.line, message, pos.column);
  }

  /** The `how_much` entry of a domain. */
  entryOf(domain: string): ContractResponseEntry | undefined {
    if (!this.howMuch) return undefined;
    if (!this.entryByDomain) {
      // Built once; the first entry of a domain wins, as a search from the front would find it.
      const index = new Map<string, ContractResponseEntry>();
      for (const e of this.howMuch) if (e.domain.text !== undefined && !index.has(e.domain.text)) index.set(e.domain.text, e);
      this.entryByDomain = index;
    }
    return this.entryByDomain.get(domain);
  }

  /** Whether the contract names a team (mode or who.kind). */
  get isTeam(): boolean {
    const mode = this.mode?.text;
    const kind = this.who?.kind?.text;
    return mode === 'TeamAugment' || mode === 'TeamRestructure' || kind === 'Augmented' || kind === 'Restructured';
  }

  private value(pointer: string, v: unknown): ContractValue {
    const out: ContractValue = { value: v, pointer, at: this.posOf(pointer) };
    // A \`|\` block scalar keeps its final line break (\`Exploration: |\` then \`Autonomous\`): it is not
    // part of the name. Trimmed by hand: a regex anchored at the end would rescan each run of breaks.
    if (typeof v === 'string') {
      let end = v.length;
      while (end > 0 && (v[end - 1] === '\n' || v[end - 1] === '\r')) end--;
      out.text = end === v.length ? v : v.slice(0, end);
    }
    const section = this.sectionOf.get(pointer);
    if (section) out.section = section;
    return out;
  }

  private optional(pointer: string, v: unknown): ContractValue | undefined {
    return v === undefined ? undefined : this.value(pointer, v);
  }

  private list(pointer: string, v: unknown): ContractValue[] | undefined {
    return Array.isArray(v) ? v.map((x, i) => this.value(`${pointer}/${i}`, x)) : undefined;
  }

  private objects<T>(pointer: string, v: unknown, read: (p: string, o: Record<string, unknown>) => T): T[] | undefined {
    if (!Array.isArray(v)) return undefined;
    const out: T[] = [];
    v.forEach((x, i) => {
      if (isPlainObject(x)) out.push(read(`${pointer}/${i}`, x));
    });
    return out;
  }

  /**
   * A list of agents. A bare name (`members: [ana, bo]`) is read as the agent of that name: the
   * schema reports the shorthand, and the team rules still count the agent (a restructure that
   * removes `ana` keeps `bo`).
   */
  private agents(pointer: string, v: unknown): ContractAgent[] | undefined {
    if (!Array.isArray(v)) return undefined;
    const out: ContractAgent[] = [];
    v.forEach((x, i) => {
      const p = `${pointer}/${i}`;
      if (isPlainObject(x)) out.push(this.agent(p, x));
      else if (typeof x === 'string' && x.trim() !== '') out.push({ pointer: p, at: this.posOf(p), name: this.value(p, x) });
    });
    return out;
  }

  private agent = (p: string, o: Record<string, unknown>): ContractAgent => {
    const a: ContractAgent = { pointer: p, at: this.posOf(p) };
    for (const k of ['name', 'type', 'focus', 'perspective'] as const) {
      const v = this.optional(`${p}/${k}`, o[k]);
      if (v) a[k] = v;
    }
    return a;
  };

  private readWho(v: unknown): ContractWho | undefined {
    if (v === undefined) return undefined;
    const p = '/who';
    // A bare string is the protocol's shorthand for the team structure kind (`who: Solo`).
    if (!isPlainObject(v)) return { pointer: p, at: this.posOf(p), kind: this.value(p, v) };
    const who: ContractWho = { pointer: p, at: this.posOf(p) };
    const kind = this.optional(`${p}/kind`, v['kind']);
    if (kind) who.kind = kind;
    const t = v['team'];
    if (isPlainObject(t)) {
      const team: ContractTeam = { pointer: `${p}/team`, at: this.posOf(`${p}/team`) };
      const name = this.optional(`${p}/team/name`, t['name']);
      if (name) team.name = name;
      const members = this.agents(`${p}/team/members`, t['members']);
      if (members) team.members = members;
      who.team = team;
    }
    const roles = this.agents(`${p}/roles`, v['roles']);
    if (roles) who.roles = roles;
    const removed = this.agents(`${p}/removed`, v['removed']);
    if (removed) who.removed = removed;
    const retained = this.agents(`${p}/retained`, v['retained']);
    if (retained) who.retained = retained;
    // Only the rendering's reader writes this key: in JSON or YAML it is an unknown key (contract-schema).
    if (this.format === 'markdown' && typeof v['removed_all'] === 'string') who.removedAll = this.value(`${p}/removed_all`, v['removed_all']);
    const confirmed = this.optional(`${p}/confirmed`, v['confirmed']);
    if (confirmed) who.confirmed = confirmed;
    return who;
  }

  private readHowMuch(v: unknown): ContractResponseEntry[] | undefined {
    if (!isPlainObject(v)) return undefined;
    return Object.entries(v).map(([domain, raw]) => {
      const p = `/how_much/${escapePointer(domain)}`;
      const e: ContractResponseEntry = {
        domain: { value: domain, text: domain, pointer: p, at: this.keyPosOf(p) },
        entry: this.value(p, raw),
      };
      if (!isPlainObject(raw)) {
        e.response = e.entry;
        return e;
      }
      const response = this.optional(`${p}/response`, raw['response']);
      if (response) e.response = response;
      const per = raw['persistence'];
      if (isPlainObject(per)) {
        e.persistence = { at: this.posOf(`${p}/persistence`) };
        for (const k of CONTRACT_PERSISTENCE) {
          const pv = this.optional(`${p}/persistence/${k}`, per[k]);
          if (pv) e.persistence[k] = pv;
        }
      }
      return e;
    });
  }

  private readHalt(v: unknown): ContractHaltCondition[] | undefined {
    return this.objects('/halt_conditions', v, (p, o) => {
      const h: ContractHaltCondition = { pointer: p, at: this.posOf(p) };
      const trigger = this.optional(`${p}/trigger`, o['trigger']);
      if (trigger) h.trigger = trigger;
      const action = this.optional(`${p}/action`, o['action']);
      if (action) h.action = action;
      return h;
    });
  }

  private readExploration(v: unknown): ContractExploration | undefined {
    if (!isPlainObject(v)) return undefined;
    const p = '/exploration';
    const x: ContractExploration = { pointer: p, at: this.posOf(p) };
    const depth = this.optional(`${p}/depth`, v['depth']);
    if (depth) x.depth = depth;
    const breadth = this.optional(`${p}/breadth`, v['breadth']);
    if (breadth) x.breadth = breadth;
    const drift = this.optional(`${p}/drift_action`, v['drift_action']);
    if (drift) x.driftAction = drift;
    return x;
  }

  private readCalibration(v: unknown): ContractCalibration | undefined {
    if (!isPlainObject(v)) return undefined;
    const p = '/calibration';
    const c: ContractCalibration = { pointer: p, at: this.posOf(p) };
    for (const k of ['domains', 'calibrated', 'skipped'] as const) {
      const l = this.list(`${p}/${k}`, v[k]);
      if (l) c[k] = l;
    }
    const history = this.objects(`${p}/history`, v['history'], (hp, o) => {
      const h: ContractHistoryEntry = { pointer: hp, at: this.posOf(hp) };
      for (const k of ['domain', 'scenario', 'response', 'persistence', 'kind'] as const) {
        const hv = this.optional(`${hp}/${k}`, o[k]);
        if (hv) h[k] = hv;
      }
      return h;
    });
    if (history) c.history = history;
    const scalars: Array<[keyof ContractCalibration & ('stakes' | 'calibratedAtStakes' | 'outcome' | 'questions'), string]> = [
      ['stakes', 'stakes'],
      ['calibratedAtStakes', 'calibrated_at_stakes'],
      ['outcome', 'outcome'],
      ['questions', 'questions'],
    ];
    for (const [field, key] of scalars) {
      const sv = this.optional(`${p}/${key}`, v[key]);
      if (sv) c[field] = sv;
    }
    return c;
  }
}
