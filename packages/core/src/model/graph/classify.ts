/** How the transcript parser classifies one line against the block it reads: pure helpers, no parser state. */
import { PROMPT_FIELDS, SECTION, TASK_BULLET, type Block } from './blocks.js';
import { implementedWave } from './implemented.js';
import { graphIsPlaceholder } from './values.js';
import { ARROW, ELLIPSIS, bulletedField, cleanToken, fieldOf, skipMarks, type Header, type Line, unlist, unmark } from './text.js';
import { IMPL_FIELDS, RETURN_FIELDS, type GraphField, type GraphReturn } from './types.js';

/** A DELEGATED GRAPH's line (without its list marker): a section header, a WAVE line, an edge or a node. */
export const planLine = (v: string) => SECTION.test(v) || /^WAVE\s*\d/i.test(v) || ARROW.test(v) || /\w=/.test(v);

/** A line that goes on a DELEGATED GRAPH cut off by prose: a section header, or a WAVE line while its WAVES are read. */
export function rejoinsPlan(plan: Extract<Block, { kind: 'delegated' }>, u: string): boolean {
  return SECTION.test(u) || (plan.section === 'waves' && /^WAVE\s*\d/i.test(u));
}

export const planLineName = (u: string) => (SECTION.test(u) ? `${SECTION.exec(u)![1]!.toUpperCase()} section` : 'WAVE line');

/** The prose lines a block was read past, for its finding. */
export const unread = (from: number, to: number) => (to !== from ? `lines ${from}–${to} are not protocol lines` : `line ${from} is not a protocol line`);

/** A RETURN still holding the template: STATUS offers the alternatives, every other field is placeholder text. */
export function isTemplate(r: GraphReturn): boolean {
  const status = r.fields['STATUS']?.value ?? '';
  if (!/\bdone\s*\|/.test(status)) return false;
  return Object.values(r.fields).every((f) => f.name === 'STATUS' || graphIsPlaceholder(f.value));
}

/**
 * A prompt's RETURN filled in as a reply (`STATUS : done`, one status and no alternatives): the worker's
 * answer pasted in place of the template, read as the RETURN it is.
 */
export function isFilledReply(spec: { fields: Record<string, { value: string }> }): boolean {
  const status = spec.fields['STATUS']?.value.trim() ?? '';
  return /^[`*_]*(?:done|failed|evolved)\b/i.test(status) && !status.includes('|');
}

/**
 * Whether a fence at `indent` opens a code block inside `field`'s value (its line at `fieldIndent`). CommonMark
 * lets the coordinator's own fence stand 1–3 spaces in, so a fence at the field's indent or one past it is the
 * next fence of the transcript (a RETURN's fields are indented 2, a fence 1 or 3), unless the value is still
 * open below the field line: right under an empty field, or indented past a value that is empty or continued.
 */
export function fencesValue(field: GraphField, indent: number, fieldIndent: number, afterBlank: boolean): boolean {
  if (field.value === '' && !afterBlank) return true;
  if (indent >= fieldIndent + 2) return true;
  return indent > fieldIndent && (field.value === '' || field.endLine > field.line);
}

/** `STATUS : done`, `VERIFY_RESULT : pass`: a line that is a RETURN field. */
export function isReturnField(t: string): boolean {
  const f = fieldOf(unmark(t));
  return !!f && RETURN_FIELDS.has(f.name);
}

/** Whether `s` holds only spaces from `from` to `to` (a fence's indent may not hold tabs or other blanks). */
export function isSpaces(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) !== 32) return false;
  return true;
}

/** The field whose value the next lines continue, if any. */
export function openField(block: Block | undefined): GraphField | undefined {
  if (!block) return undefined;
  if (block.kind === 'subgraph') return block.specMode ? block.specField : block.taskMode ? undefined : block.current;
  if (block.kind === 'delegated') return undefined;
  return block.current;
}

/** Inside a RETURN (or a subgraph's RETURN template), `IMPLEMENTED GRAPH :` and `RETURN:` can be fields. */
export function headerIsField(h: Header, block: Block | undefined, l: Line, declared: Set<string>): boolean {
  if (!block) return false;
  if (h.kind === 'implemented') {
    // An unindented header after indented RETURN fields is the coordinator's graph.
    if (block.kind === 'return') return !block.g.fields['IMPLEMENTED_GRAPH'] && !(block.fieldIndent !== undefined && l.indent < block.fieldIndent);
    // The template's field is indented under its RETURN line; the coordinator's header is not.
    if (block.kind === 'subgraph' && block.specMode) return !block.g.returnSpec?.fields['IMPLEMENTED_GRAPH'] && l.indent > block.specIndent;
    return false;
  }
  if (h.kind === 'return' && block.kind === 'subgraph') {
    // The first `RETURN:` inside a subgraph is the template the worker fills;
    // `RETURN: N1` naming a node is the worker's answer and starts its own block.
    const tok = cleanToken(/^[(\s]*([^\s():—–]+)/.exec(h.rest)?.[1] ?? '');
    return !block.g.returnSpec && !(tok && (tok === block.g.node || declared.has(tok)));
  }
  return false;
}

/**
 * A heading that names a line of the block: a section, wave or field keyword, never a node or edge shape,
 * which prose can take. A heading `## Nodes` or `## Wave 1` after the plan or a finished IMPLEMENTED GRAPH
 * titles a part of the transcript: a plan's section is in capitals and its wave has its member list; an
 * implemented wave comes before the VERDICT.
 */
export function keyLine(block: Block, u: string): boolean {
  const f = fieldOf(u);
  switch (block.kind) {
    case 'delegated':
      return /^(?:NODES|EDGES|WAVES)(?=$|[\s:])/.test(u) || /^WAVE\s*\d+(?:\s*[:—–-])?\s*\[/i.test(u);
    case 'subgraph':
      return /^(?:WHY|INPUTS|OUTPUT|METHOD|SUBGRAPH|VERIFY|CONSTRAINTS|TASKS?|RETURN|RETRY|EVOLVE)\b/.test(u) || (block.specMode && !!f && RETURN_FIELDS.has(f.name));
    case 'return':
      return !!f && RETURN_FIELDS.has(f.name);
    case 'implemented':
      return (/^WAVE\s*\d/i.test(u) && !block.fields['VERDICT']) || (!!f && IMPL_FIELDS.has(f.name));
  }
}

export function recognised(block: Block, t: string): boolean {
  const u = unmark(t);
  if (ELLIPSIS.test(u)) return true;
  const f = fieldOf(u);
  // The plan's and the implemented graph's lines may be list items (`- FAILURES : none`, `- N1 → N2`).
  const v = unlist(u);
  switch (block.kind) {
    case 'delegated':
      return planLine(v);
    case 'subgraph':
      return (
        /^(?:WHY|INPUTS|OUTPUT|METHOD|SUBGRAPH|VERIFY|CONSTRAINTS|TASK|RETURN|RETRY|EVOLVE)\b/.test(u) ||
        /^\d+[.)]\s/.test(u) ||
        (block.taskMode && TASK_BULLET.test(t)) ||
        (!!f && RETURN_FIELDS.has(f.name)) ||
        // A field written as a list item (`- WHY : ...`), as the prompt reads it (feedSubgraph), after a blank line too.
        !!bulletedField(u, PROMPT_FIELDS)
      );
    case 'return':
      return (!!f && RETURN_FIELDS.has(f.name)) || !!bulletedField(u, RETURN_FIELDS);
    case 'implemented': {
      const g = v === u ? f : fieldOf(v);
      return !!implementedWave(v) || (!!g && IMPL_FIELDS.has(g.name)) || implementedNodeLine(v);
    }
  }
}

/** `N1  status=done ...`: an id, then blanks, then a key=value pair; a decoration mark may stand beside the id (`✅ N1`, `N1 ✅`). */
export function implementedNodeLine(v: string): boolean {
  const lead = skipMarks(v);
  const id = /^\p{L}[\p{L}\p{M}\p{Nd}_.-]*/u.exec(v.slice(lead));
  if (!id) return false;
  const end = lead + id[0].length;
  const next = skipMarks(v, end);
  return next > end && /^\S*\w=/.test(v.slice(next));
}

export function subgraphHeader(rest: string): { node: string; title: string } {
  // A trailing rule matched from its run's first character only: from each one, a run before a letter was rescanned.
  const r = rest.replace(/(?<![═=])[═=]+\s*$/, '').trim();
  if (!r) return { node: '', title: '' };
  const ph = /^<[^<>]*>/.exec(r);
  if (ph) return { node: ph[0], title: r.slice(ph[0].length).trim() };
  const m = /^[`*"']*([^\s`*"':—–]+)[`*"']*\s*(?:[:—–]|-{1,3}(?!\S))?\s*(.*)$/.exec(r);
  if (!m) return { node: '', title: r };
  return { node: m[1]!, title: m[2]!.trim() };
}
