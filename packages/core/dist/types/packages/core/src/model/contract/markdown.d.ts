/** The markdown rendering of a contract, read back into the structured shape. */
import { type TextFile } from '../../io/project-fs.js';
import { type Parsed } from './types.js';
export { SECTION_NAMES, SECTION_BY_SQUASH, SECTION_RESPONSE, HEADER, ITEM, NESTED_ITEM, LOOKALIKE, TABLE_RULE, sectionNamed, OPTIONS_LINE, OPTIONS_CHOICE, LEADING_NAME, NONE_ITEM, namesNothing, PLACEHOLDER } from './markdown-lines.js';
export { trailingAction, leadingName, type MdItem, type MdSection, type LeadingName } from './markdown-items.js';
export { defaultLine } from './markdown-defaults.js';
export { readTeamSection } from './markdown-team.js';
export { type MdResponse, type MdDomain } from './markdown-read.js';
export declare function parseMarkdown(raw: TextFile, out: Parsed): Parsed;
