/** state/branches.json. */
import { type TextFile } from '../../io/project-fs.js';
import { isPlainObject, parseJson } from '../../io/json.js';
import { jsonLocator } from '../../io/json-like.js';
import { lineLocator } from '../../io/text.js';
import { parseYamlDocument } from '../../io/yaml.js';
import { EpiphanyTree, blockingProblems, encodingProblems, jsonErrorMessage, loadYaml } from './tree.js';
import { epiphanyId, type EpiphanyIssue, type EpiphanyPath, type EpiphanyPos } from './vocabulary.js';

// ---------------------------------------------------------------------------
// branches.json

/** A branch of branches.json; where it is written: `positionOf(path)`, asked only for the branches a finding names. */
export interface EpiphanyBranch {
  index: number;
  /** Path of the branch inside branches.json (`['branches', 2]` or `[2]`). */
  path: EpiphanyPath;
  value: unknown;
  id?: string;
  hypothesis?: string;
  status?: string;
  objective?: string;
  reason?: string;
}

export interface EpiphanyBranches {
  file: TextFile;
  /** JSON syntax errors, unreadable file. Non-empty → `parsed` is false. */
  errors: EpiphanyIssue[];
  encoding: EpiphanyIssue[];
  parsed: boolean;
  value?: unknown;
  /** Branches found where the schema puts them, valid or not; [] when there is no list. */
  list: EpiphanyBranch[];
  /**
   * Set when the JSON parses but holds no list of branches where the schema puts them (the list
   * itself, or `{"branches": [...]}`): what it holds instead (`an object keyed by branch id`).
   * `list` is then empty though branches may be written: rules that read branches do not read it.
   */
  notAList?: string;
  positionOf(p: EpiphanyPath): EpiphanyPos;
}

const TEXT_FIELDS = ['hypothesis', 'status', 'objective', 'reason'] as const;

export async function parseBranches(file: TextFile): Promise<EpiphanyBranches> {
  const base = { file, encoding: encodingProblems(file), list: [] as EpiphanyBranch[] };
  const topPos = () => ({ line: 1, column: 1 });
  const blocked = blockingProblems(file);
  if (blocked.length) return { ...base, errors: blocked, parsed: false, positionOf: topPos };
  const json = parseJson(file.text, { uniqueKeys: true });
  if (json.error) return { ...base, errors: [{ ...json.error, message: jsonErrorMessage(file.text, json.error) }], parsed: false, positionOf: topPos };
  const value = json.value;
  // Valid JSON is valid YAML 1.2: the YAML parser gives positions for value paths.
  let positionOf: (p: EpiphanyPath) => EpiphanyPos = topPos;
  const Y = await loadYaml();
  const counter = new Y.LineCounter();
  try {
    const read = parseYamlDocument(Y, file.text, { what: 'branches.json', lineCounter: counter, uniqueKeys: false });
    if ('doc' in read) {
      const tree = new EpiphanyTree(Y, read.doc.contents, counter);
      positionOf = (p) => tree.positionOf(p);
    } else {
      // Past the YAML limits a tree of positions costs more than it is worth: the JSON is scanned
      // for the paths findings name instead.
      const offsetOf = jsonLocator(file.text);
      const locate = lineLocator(file.text);
      // The deepest part of the path that exists, as the position tree answers.
      positionOf = (p) => {
        for (let n = p.length; n > 0; n--) {
          const at = offsetOf(p.slice(0, n));
          if (at !== undefined) return locate(at);
        }
        return topPos();
      };
    }
  } catch {
    // positions stay at the top of the file
  }
  const arr = Array.isArray(value) ? value : isPlainObject(value) && Array.isArray(value['branches']) ? (value['branches'] as unknown[]) : undefined;
  const notAList = arr ? undefined : holds(value);
  const prefix: EpiphanyPath = Array.isArray(value) ? [] : ['branches'];
  // Written out field by field: a file may hold 100,000 branches.
  const list = (arr ?? []).map((b, index): EpiphanyBranch => {
    const branch: EpiphanyBranch = { index, path: [...prefix, index], value: b };
    if (!isPlainObject(b)) return branch;
    const id = epiphanyId(b['id']);
    if (id !== undefined) branch.id = id;
    for (const k of TEXT_FIELDS) {
      const v = b[k];
      if (typeof v === 'string' && v.trim() !== '') branch[k] = v.trim();
    }
    return branch;
  });
  return { ...base, errors: [], parsed: true, value, list, ...(notAList ? { notAList } : {}), positionOf };
}

/** What a branches.json value that is no list of branches holds, in words. */
function holds(value: unknown): string {
  if (!isPlainObject(value)) return value === null ? 'null' : `a ${typeof value}`;
  if ('branches' in value) return `an object whose \`branches\` is ${value['branches'] === null ? 'null' : isPlainObject(value['branches']) ? 'an object' : `a ${typeof value['branches']}`}, not a list`;
  const values = Object.values(value);
  // `{"b-1": {...}, "b-2": {...}}`: the branches keyed by id, where the schema wants a list.
  if (values.length > 0 && values.every(isPlainObject)) return 'an object keyed by branch id';
  return 'an object with no `branches` list';
}
