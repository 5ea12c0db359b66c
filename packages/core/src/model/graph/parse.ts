/** The transcript parser: one line pass that opens and closes blocks. */
import { continueField, feedDelegated, feedReturn, feedSubgraph, finishDelegated, type Block } from './blocks.js';
import { feedImplemented, finishImplemented } from './implemented.js';
import { implementedUnread } from './unread.js';
import { fencesValue, headerIsField, isFilledReply, isReturnField, isSpaces, isTemplate, keyLine, openField, planLine, planLineName, recognised, rejoinsPlan, subgraphHeader, unread } from './classify.js';
import { resolveReturns } from './returns.js';
import { blankComments } from '../../markdown/html-comments.js';
import { DOUBLE_RULE, FENCE_MARK, GRAPH_MAX_LINE, HEADING, LIST_ITEM, RULE_START, SINGLE_RULE, fieldOf, headerOf, splitLine, type Header, type Line, unlist, unmark } from './text.js';
import { IMPL_FIELDS, RETURN_FIELDS, SUBGRAPH_FIELDS, type GraphDelegated, type GraphField, type GraphImplemented, type GraphParse, type GraphReturn, type GraphSubgraph } from './types.js';

// ---------------------------------------------------------------- parser

/** Parses a whole transcript. Never throws; unreadable lines become problems. */
export function parseGraphText(text: string): GraphParse {
  const out: GraphParse = { delegatedGraphs: [], subgraphs: [], returns: [], implementedGraphs: [], problems: [] };
  const rawLines = text.split('\n');
  if (rawLines.length > 1 && rawLines[rawLines.length - 1] === '') rawLines.pop();
  let block: Block | undefined;
  let fence: { char: string; len: number; indent: number } | undefined;
  let valueFence: { char: string; len: number; indent: number; field: GraphField } | undefined;
  // The indent of each field's own line: a line indented past it belongs to the field's value.
  const fieldIndents = new WeakMap<GraphField, number>();
  // The open field of a RETURN or prompt that `l` is indented under. After a blank line only a field whose
  // value starts below its own line (empty there, or already continued) goes on: a worker's own graph pasted in it.
  const under = (l: Line, blank: boolean): GraphField | undefined => {
    if (block?.kind !== 'return' && block?.kind !== 'subgraph') return undefined;
    const f = openField(block);
    const indent = f && fieldIndents.get(f);
    if (!f || indent === undefined || l.indent <= indent) return undefined;
    return !blank || f.value === '' || f.endLine > f.line ? f : undefined;
  };
  let sawBlank = false;
  // The previous line was an indented RETURN field outside any block: a reply pasted without its `RETURN:` header.
  let looseField = false;
  // The previous non-blank line was a decorative rule: an IMPLEMENTED GRAPH header right after one is the coordinator's, not a RETURN field.
  let afterRule = false;
  // Content indents of the open list items, innermost last: a fence may sit up to 3 columns past the innermost.
  const items: number[] = [];
  let lastLine = 0;
  const declared = new Set<string>();
  // A block that prose (or its fence's end) cut off. An IMPLEMENTED GRAPH's FAILURES ... VERDICT line it lacks, read before any
  // other block header, is still its line, so a present line is never reported missing; an AGENT SUBGRAPH's RETURN template
  // is still its template, never a worker's reply; a DELEGATED GRAPH's NODES, EDGES or WAVES section (or next WAVE line)
  // is still its own, so a note between sections hides none of them. `from`/`to`: the unread prose lines between.
  // `across`: a DELEGATED GRAPH its fence closed, split over two fences; 'gap' until the next fence opens, then 'fence'.
  let resume: { block: Extract<Block, { kind: 'implemented' | 'subgraph' | 'delegated' }>; from?: number; to?: number; across?: 'gap' | 'fence' } | undefined;
  // The cut-off subgraph a header-less RETURN may be the template of, decided when the RETURN ends.
  let templateOf: { block: Extract<Block, { kind: 'subgraph' }>; from: number; to: number } | undefined;
  const namedNoNode = new WeakSet<GraphSubgraph>();
  // Whether `t` goes on a cut-off prompt as its template's next line: the protocol's own sentence before the
  // template (`OUTPUT must exist before returning.`), or, once the template is read, its `RETRY :` or `EVOLVE:` line.
  const rejoinsPrompt = (sub: Extract<Block, { kind: 'subgraph' }>, t: string) => {
    const u = unmark(t);
    if (!sub.g.returnSpec) return TEMPLATE_SENTENCE.test(u);
    const f = fieldOf(u);
    return !!f && (f.name === 'RETRY' || f.name === 'EVOLVE') && !sub.g.fields[f.name];
  };
  // Rejoins the cut-off prompt at line `l`, reporting the prose between.
  const rejoinPrompt = (sub: Extract<Block, { kind: 'subgraph' }>, l: Line, from?: number, to?: number) => {
    if (from !== undefined) {
      const f = fieldOf(unmark(l.text));
      problem(from, `${unread(from, to ?? from)} inside AGENT SUBGRAPH${sub.g.node ? ` ${sub.g.node}` : ''} (line ${sub.g.line}), whose ${f ? `${f.name} line` : 'next template line'} follows at line ${l.n}; not read (write no prose inside a block)`);
    }
    sub.fenced = fence !== undefined;
    block = sub;
    resume = undefined;
  };

  // Whether `u` goes on the cut-off plan: after prose its next section or WAVE line; split over fences, the
  // first line of the next fence, or a section header in capitals (`EDGES:`) written between the fences.
  const rejoins = (plan: Extract<Block, { kind: 'delegated' }>, u: string) => {
    if (resume?.across === 'fence') return rejoinsPlan(plan, u);
    if (resume?.across === 'gap') return PLAN_SECTION.test(u);
    return resume?.from !== undefined && rejoinsPlan(plan, u);
  };

  const problem = (line: Line | number, message: string, column?: number) => {
    const n = typeof line === 'number' ? line : line.n;
    const col = column ?? (typeof line === 'number' ? 1 : line.offset + 1);
    out.problems.push({ line: n, column: col, message });
  };

  const finishPlan = (plan: Extract<Block, { kind: 'delegated' }>) => {
    finishDelegated(plan, problem);
    for (const n of plan.g.nodes) declared.add(n.id);
  };
  // A DELEGATED GRAPH cut off by prose is finished once nothing more can rejoin it.
  const settle = () => {
    // A prompt whose template was read waits only for the template's next line.
    if (resume?.block.kind === 'subgraph' && resume.block.g.returnSpec) resume = undefined;
    if (resume?.block.kind !== 'delegated') return;
    finishPlan(resume.block);
    resume = undefined;
  };

  const close = () => {
    if (!block) return;
    let tail: Extract<Block, { kind: 'subgraph' }> | undefined;
    if (block.title && !block.fed) {
      // A heading naming only the block type above the real header (`## Delegated graph`, `## RETURN`): a section title, no block.
      drop(block);
      if (resume?.block === block) resume = undefined;
      templateOf = undefined;
      block = undefined;
      return;
    }
    // A prompt cut off by prose and rejoined closes twice: its missing node is reported once.
    if (block.kind === 'subgraph' && !block.g.node && block.title && !namedNoNode.has(block.g)) {
      namedNoNode.add(block.g);
      problem(block.g.line, NAMES_NO_NODE);
    }
    block.g.endLine = Math.max(lastLine, block.g.line);
    if (block.kind === 'delegated' && resume?.block !== block) finishPlan(block);
    if (block.kind === 'implemented') finishImplemented(block);
    const spec = block.kind === 'subgraph' ? block.g.returnSpec : undefined;
    if (block.kind === 'subgraph' && spec && isFilledReply(spec)) {
      // The prompt's RETURN filled in: the worker's reply, answering this spawn (its node named, as `RETURN: N1` would).
      out.returns.push({ header: block.g.node, line: spec.line, endLine: block.g.endLine, fields: spec.fields, bare: [] });
    }
    if (block.kind === 'return' && templateOf && isTemplate(block.g)) {
      const sub = templateOf.block.g;
      out.returns.pop();
      sub.returnSpec = { line: block.g.line, fields: block.g.fields, header: block.g.header };
      sub.endLine = block.g.endLine;
      problem(templateOf.from, `${unread(templateOf.from, templateOf.to)} inside AGENT SUBGRAPH${sub.node ? ` ${sub.node}` : ''} (line ${sub.line}), whose RETURN template follows at line ${block.g.line}; not read (write no prose inside a block)`);
      // The template's own lines after it (`RETRY :`, `EVOLVE:`) are still the prompt's.
      tail = templateOf.block;
    }
    else if (block.kind === 'return' && isTemplate(block.g)) {
      // The template's alternatives and placeholders are never a worker's reply, wherever the template stands.
      out.returns.pop();
      problem(block.g.line, `the RETURN at line ${block.g.line} is a RETURN template (STATUS offers the alternatives, its fields are placeholders) outside an AGENT SUBGRAPH; not read as a reply`);
    }
    templateOf = undefined;
    block = undefined;
    if (tail) resume = { block: tail };
  };

  // Prompt lines (`WHY : ...` up to its TASK list) read outside any block: their AGENT SUBGRAPH header is missing or unread.
  let orphan: { from: number; to: number } | undefined;
  const flushOrphan = () => {
    if (!orphan) return;
    const where = orphan.to !== orphan.from ? `lines ${orphan.from}–${orphan.to} are an AGENT SUBGRAPH's lines` : `line ${orphan.from} is an AGENT SUBGRAPH's line`;
    problem(orphan.from, `${where}, but no AGENT SUBGRAPH header above opens a prompt; not read`);
    orphan = undefined;
  };

  // NODES, EDGES or WAVES lines read outside any block: their DELEGATED GRAPH header is missing or ended before them.
  let loosePlan: { from: number; to: number } | undefined;
  const flushLoosePlan = () => {
    if (!loosePlan) return;
    const { from, to } = loosePlan;
    problem(from, `${to !== from ? `lines ${from}–${to} are NODES, EDGES or WAVES lines` : `line ${from} is a NODES, EDGES or WAVES line`} outside any DELEGATED GRAPH (its header is missing, or a line above ended it); not read`);
    loosePlan = undefined;
  };

  const drop = (b: Block) => {
    const list: Array<{ line: number }> = b.kind === 'delegated' ? out.delegatedGraphs : b.kind === 'implemented' ? out.implementedGraphs : b.kind === 'subgraph' ? out.subgraphs : out.returns;
    const at = list.lastIndexOf(b.g);
    if (at >= 0) list.splice(at, 1);
  };

  const open = (h: Header, l: Line, fenced: boolean) => {
    close();
    settle();
    flushOrphan();
    flushLoosePlan();
    // A RETURN naming nothing right after a subgraph cut off before its template may be that template.
    if (h.kind === 'return' && h.rest === '' && resume?.block.kind === 'subgraph' && !resume.block.g.returnSpec && resume.from !== undefined) {
      templateOf = { block: resume.block, from: resume.from, to: resume.to ?? resume.from };
    }
    resume = undefined;
    const base = { line: l.n, endLine: l.n };
    const titled = h.rest === '' && HEADING.test(l.text);
    if (h.kind === 'delegated') {
      const g: GraphDelegated = { name: h.rest, ...base, nodes: [], edges: [], waves: [], sections: {} };
      out.delegatedGraphs.push(g);
      block = { kind: 'delegated', g, fenced };
    } else if (h.kind === 'implemented') {
      const g: GraphImplemented = { name: h.rest, ...base, waves: [], nodes: [] };
      out.implementedGraphs.push(g);
      block = { kind: 'implemented', g, fenced, fields: {} };
    } else if (h.kind === 'subgraph') {
      const { node, title } = subgraphHeader(h.rest);
      // A title heading's missing node is reported only once a line of the prompt shows it is one (close()).
      if (!node && !titled) problem(l, NAMES_NO_NODE);
      const g: GraphSubgraph = { node, title, ...base, fields: {}, tasks: [] };
      out.subgraphs.push(g);
      block = { kind: 'subgraph', g, taskMode: false, specMode: false, specIndent: 0, fenced };
    } else {
      const g: GraphReturn = { header: h.rest, ...base, fields: {}, bare: [] };
      out.returns.push(g);
      block = { kind: 'return', g, fenced };
    }
    if (titled) block.title = true;
  };

  // The `<!--` of an HTML comment still open, outside code fences (comments.ts).
  let comment: { line: number; column: number } | undefined;

  for (let i = 0; i < rawLines.length; i++) {
    // A comment's text is not there, as markdown renders it: a line wholly inside one is skipped (no blank line
    // either), and a line it only touches is read blanked, at the indent of its first character.
    let indentAt: number | undefined;
    if (!fence && !valueFence && (comment || rawLines[i]!.includes('<!--'))) {
      const c = blankComments(rawLines[i]!, comment !== undefined);
      if (c.opened !== undefined) comment = { line: i + 1, column: c.opened + 1 };
      else if (!c.open) comment = undefined;
      if (c.touched) {
        const before = splitLine(rawLines[i]!, i + 1);
        rawLines[i] = /^[\s>]*$/.test(c.text) ? '' : c.text;
        if (rawLines[i] === '') continue;
        if (splitLine(c.text, i + 1).offset > before.offset) indentAt = before.indent;
      }
    }
    const long = rawLines[i]!.length > GRAPH_MAX_LINE;
    const l = splitLine(long ? rawLines[i]!.slice(0, GRAPH_MAX_LINE) : rawLines[i]!, i + 1);
    if (indentAt !== undefined) l.indent = indentAt;
    const t = l.text;

    if (!fence && !valueFence && t !== '') {
      // A line indented less than an item's content ends that item.
      while (items.length && l.indent < items[items.length - 1]!) items.pop();
      const c = t[0]!;
      const item = c === '-' || c === '*' || c === '+' || (c >= '0' && c <= '9') ? LIST_ITEM.exec(t) : null;
      if (item) {
        const marker = item[0].trimEnd().length;
        const gap = item[0].length - marker;
        // Five or more spaces after the marker start indented code: the content starts one space in.
        items.push(l.indent + marker + (gap === 0 || gap > 4 ? 1 : gap));
      }
    }
    const fenceIndent = (items.length ? items[items.length - 1]! : 0) + 3;
    // Each pattern runs only on lines starting with a character it needs.
    const spaced = (t[0] === '`' || t[0] === '~') && isSpaces(l.raw, l.offset - l.indent, l.offset);
    const shallow = spaced && l.indent <= fenceIndent ? FENCE_MARK.exec(t) : null;
    // Inside a fence, indents count from the fence's own (CommonMark strips it from the content).
    if (fence) l.indent = Math.max(0, l.indent - fence.indent);
    // Past CommonMark's 3 columns a fence still fences a field's value when it is indented under the field (its
    // content starts there), and closes a value fence opened that deep; it never closes the coordinator's fence.
    const deep = spaced && !shallow && (valueFence ? valueFence.indent > fenceIndent && l.indent <= valueFence.indent + 3 : !!under(l, sawBlank)) ? FENCE_MARK.exec(t) : null;
    const fm = shallow ?? deep;
    // A code fence inside a field's value (a SUBGRAPH in the domain's notation, a worker's own graph) is part of the value.
    if (valueFence) {
      continueField(valueFence.field, l);
      lastLine = l.n;
      if (fm && fm[0][0] === valueFence.char && fm[0].length >= valueFence.len && t.slice(fm[0].length).trim() === '') valueFence = undefined;
      continue;
    }
    const closesFence = !!shallow && !!fence && shallow[0][0] === fence.char && shallow[0].length >= fence.len && t.slice(shallow[0].length).trim() === '';
    const field = fm && !closesFence ? openField(block) : undefined;
    if (fm && field && fencesValue(field, l.indent, fieldIndents.get(field) ?? 0, sawBlank)) {
      valueFence = { char: fm[0][0]!, len: fm[0].length, indent: l.indent, field };
      continueField(field, l);
      lastLine = l.n;
      sawBlank = false;
      continue;
    }

    // Code fences: a block opened inside a fence ends with it.
    if (fm) {
      flushLoosePlan();
      // A plan whose fence closed waits for the next fence, whose first line may go on with it.
      if (resume?.across === 'gap' && !fence) resume.across = 'fence';
      else settle();
      const char = fm[0][0]!;
      if (closesFence) {
        fence = undefined;
        if (block?.fenced) {
          if (block.kind === 'implemented') resume = { block };
          if (block.kind === 'delegated') resume = { block, across: 'gap' };
          close();
        }
      } else if (!fence) {
        fence = { char, len: fm[0].length, indent: l.indent };
        // A header written above the fence (`DELEGATED GRAPH: x` then ``` NODES ...) has its body inside it: the block is the fence's.
        if (block && !block.fenced && lastLine === block.g.line) block.fenced = true;
        else if (block && !block.fenced) close();
      }
      sawBlank = false;
      continue;
    }

    if (t === '') {
      sawBlank = true;
      continue;
    }
    // Decorative rules (═══, ───) are ignored inside a block, first and last lines included.
    // Like a blank line, one lets unrecognised prose after it end an unfenced block.
    if (RULE_START.test(t) && (DOUBLE_RULE.test(t) || SINGLE_RULE.test(t))) {
      sawBlank = true;
      afterRule = true;
      continue;
    }
    const ruled = afterRule;
    afterRule = false;

    const h = headerOf(t);
    // A worker's own DELEGATED GRAPH or IMPLEMENTED GRAPH indented under a field is that field's value, never the coordinator's block.
    const nested = h && (h.kind === 'delegated' || h.kind === 'implemented') ? under(l, sawBlank) : undefined;
    if (nested) {
      continueField(nested, l);
      sawBlank = false;
      lastLine = l.n;
      continue;
    }
    const loose = looseField;
    looseField = !block && l.indent > 0 && isReturnField(t);
    // An `IMPLEMENTED GRAPH: <task>` naming something is the coordinator's header, indented or not, unless it can be
    // a field: of a RETURN still open (no blank line since), of a prompt's RETURN template, or right after the
    // fields of a reply pasted without its `RETURN:` header.
    const coordinator =
      h?.kind === 'implemented' && h.rest !== '' && !loose && (block?.kind === 'return' ? sawBlank || !!block.g.fields['IMPLEMENTED_GRAPH'] : !(block?.kind === 'subgraph' && block.specMode));
    // Otherwise an indented (past any list item's content) `IMPLEMENTED GRAPH : ...` is a worker's RETURN field.
    const asField = h?.kind === 'implemented' && !coordinator && l.indent > (fence || !items.length ? 0 : items[items.length - 1]!);
    if (h && !asField && ((ruled && h.kind === 'implemented') || coordinator || !headerIsField(h, block, l, declared))) {
      open(h, l, fence !== undefined);
      // Like any heading, a title heading lets prose right after it end it (unread, it is no block).
      sawBlank = !!block?.title;
      lastLine = l.n;
      continue;
    }
    // A markdown heading or `#` comment that is no block header ends no block: one naming a line of the
    // block (`### WAVE 4 — docs`, `#### TASK`) is that line; any other is skipped, and outside a fence acts
    // as a blank line, so prose right after it ends the block as the heading's new section.
    // An indented `#` line continuing a prompt's or a RETURN's field is content (a comment, a heading inside a
    // SUBGRAPH in the domain's notation); the IMPLEMENTED GRAPH's lists hold ids and files, never such lines.
    // Only a heading (`##` and deeper) can be a block line: `# WAVE 3 : [N1 ∥ N3]` is a commented-out line.
    if (HEADING.test(t) && !(l.indent > 0 && block?.kind !== 'implemented' && openField(block)) && !(block && t[1] === '#' && keyLine(block, unmark(t)))) {
      // A RETURN ends at a heading naming none of its fields: what follows (`## Result`) is the coordinator's.
      if (block?.kind === 'return') close();
      if (!fence) {
        sawBlank = true;
        // A heading between two fences of one plan (`### Dependencies`) titles its next part.
        if (resume?.across !== 'gap') settle();
      }
      continue;
    }
    if (!block && resume) {
      const f = fieldOf(unlist(t));
      if (resume.block.kind === 'implemented' && f && IMPL_FIELDS.has(f.name) && !resume.block.fields[f.name]) {
        const g = resume.block.g;
        if (resume.from !== undefined) {
          problem(resume.from, `${unread(resume.from, resume.to ?? resume.from)} inside the IMPLEMENTED GRAPH (line ${g.line}), whose ${f.name.replace(/_/g, '-')} line follows at line ${l.n}; not read (write no prose inside a block)`);
          // Kept as the graph's unread lines: a table of its rows (`| 1 | N1 | done |`) is no proof a node is missing.
          for (let n = resume.from; n <= (resume.to ?? resume.from); n++) {
            const raw = rawLines[n - 1]!;
            const skipped = splitLine(raw.length > GRAPH_MAX_LINE ? raw.slice(0, GRAPH_MAX_LINE) : raw, n);
            if (skipped.text !== '') implementedUnread(g, skipped);
          }
        }
        resume.block.fenced = fence !== undefined;
        block = resume.block;
        resume = undefined;
      } else if (resume.block.kind === 'delegated' && rejoins(resume.block, unlist(t))) {
        const g = resume.block.g;
        if (resume.from !== undefined) {
          problem(resume.from, `${unread(resume.from, resume.to ?? resume.from)} inside the DELEGATED GRAPH (line ${g.line}), whose next ${planLineName(unlist(t))} follows at line ${l.n}; not read (write no prose inside a block)`);
        }
        resume.block.fenced = fence !== undefined;
        block = resume.block;
        resume = undefined;
      } else if (resume.block.kind === 'subgraph' && rejoinsPrompt(resume.block, t)) {
        rejoinPrompt(resume.block, l, resume.from, resume.to);
      } else if (resume.across === 'fence') {
        // The next fence holds something else: the plan ended with its own fence.
        settle();
      } else {
        resume.from ??= l.n;
        resume.to = l.n;
      }
    }
    if (!block) {
      const f = fieldOf(unmark(t));
      if (f && SUBGRAPH_FIELDS.has(f.name) && !RETURN_FIELDS.has(f.name)) orphan = { from: orphan?.from ?? l.n, to: l.n };
      else if (orphan) orphan.to = l.n;
      const u = unlist(t);
      if (PLAN_SECTION.test(u)) loosePlan = { from: loosePlan?.from ?? l.n, to: l.n };
      else if (loosePlan && planLine(u)) loosePlan.to = l.n;
      else flushLoosePlan();
      if (asField) problem(l, '`IMPLEMENTED GRAPH :` is indented like a RETURN field, but no `RETURN:` header above opens a RETURN block; not read');
      sawBlank = false;
      continue;
    }
    // After a blank line a RETURN goes on only with its next field, at any indent: its fields are indented.
    if (sawBlank && (l.indent === 0 || block.kind === 'return') && !recognised(block, t) && !under(l, true)) {
      if (block.kind === 'implemented' || block.kind === 'delegated' || block.kind === 'subgraph') resume = { block, from: l.n, to: l.n };
      close();
      // A prompt's RETURN template read as a RETURN ends at the template's `RETRY :` line, which goes on the prompt.
      if (resume?.block.kind === 'subgraph' && resume.from === undefined && rejoinsPrompt(resume.block, t)) rejoinPrompt(resume.block, l);
      else {
        sawBlank = false;
        continue;
      }
    }
    sawBlank = false;
    lastLine = l.n;
    block.fed = true;
    // A DELEGATED GRAPH line is read whole: one WAVES line may list thousands of nodes, and the
    // patterns its NODES/EDGES/WAVES readers run are linear. Any other line is classified on its
    // first GRAPH_MAX_LINE characters only, and when longer is not read at all, as a cut line
    // would yield cut ids and values.
    if (block.kind === 'delegated') feedDelegated(block, long ? splitLine(rawLines[i]!, i + 1) : l, problem);
    else if (long) {
      problem(l.n, `line ${l.n} is over ${GRAPH_MAX_LINE} characters; not read`);
      if (block.kind === 'implemented') implementedUnread(block.g, l);
    }
    else if (block.kind === 'subgraph') feedSubgraph(block, l, problem);
    else if (block.kind === 'return') feedReturn(block, l, problem);
    else feedImplemented(block, l, problem);
    const opened = openField(block);
    if (opened?.line === l.n && !fieldIndents.has(opened)) fieldIndents.set(opened, l.indent);
  }
  close();
  settle();
  flushOrphan();
  flushLoosePlan();
  if (comment) {
    const to = rawLines.length;
    problem(comment.line, `HTML comment \`<!--\` is never closed with \`-->\`, so markdown hides the rest of the file (${to > comment.line ? `lines ${comment.line}–${to}` : `line ${to}`}) and none of it is read; close the comment`, comment.column);
  }
  resolveReturns(out);
  return out;
}

const NAMES_NO_NODE = 'AGENT SUBGRAPH header names no node (expected `AGENT SUBGRAPH — N1 <title>`)';

/** The protocol's sentence before a prompt's RETURN template (`OUTPUT must exist before returning.`). */
const TEMPLATE_SENTENCE = /^OUTPUT\s+must\s+exist\b/;

/** A plan's section header as the protocol writes it, in capitals with its `:`; prose rarely starts so. */
const PLAN_SECTION = /^(?:NODES|EDGES|WAVES)[ \t]{0,3}:/;
