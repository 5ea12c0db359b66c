import { type ContractPos } from './types.js';
import { type MdItem, type MdSection } from './markdown-items.js';
/**
 * The label of a **Team Structure** item that is not a role: the team (`Team:`), its members (`Members:`,
 * `Team members:`, `Current team:`, the protocol's "Current team: {team members and their perspectives}"),
 * the members a restructure retains or removes in the protocol's own verbs ("team restructure:
 * retain/remove/add": `Retain:`, `Retained:`, `Keep:`, `Kept:`; `Remove:`, `Removed:`, `Removing:`,
 * `Drop:`, `Dropped:`, `Leaving the team:`; each optionally with `members` or `agents` and a count,
 * `Removed members (2):`), or a heading for the roles it adds (`Added:`, `Added perspectives:`,
 * `New roles:`, `Roles:`). Anchored, each part followed by what the next cannot start with: linear.
 */
export declare const LABEL: RegExp;
/**
 * **Team Structure**: `Team: name`, `Members: a, b`, `Retained: a`, `Removed: c`, roles added under
 * `Added:` (inline or as a sub-list), else a role `name (type): focus`. Names may be listed inline or
 * as a sub-list indented under their label; a label's own line is never a role.
 */
export declare function readTeamSection(s: MdSection, items: MdItem[], set: (pointer: string, at: ContractPos) => void): Record<string, unknown>;
