import { type ContractPos } from './types.js';
import { type MdItem, type MdSection } from './markdown-items.js';
/**
 * **Team Structure**: `Team: name`, `Members: a, b`, `Retained: a`, `Removed: c`, roles added under
 * `Added:` (inline or as a sub-list), else a role `name (type): focus`. Names may be listed inline or
 * as a sub-list indented under their label; a label's own line is never a role.
 */
export declare function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown>;
