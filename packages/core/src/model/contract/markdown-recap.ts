/**
 * Sections after a rendering's choices that do not show the contract again: a recap of it ("Approved.
 * Summary of what I'll do without asking:") or the user's reply quoting a label. They are compared
 * with the contract in force, never read in its place.
 */
import { SECTION_NAMES, SECTION_RESPONSE } from './markdown-lines.js';
import { type MdSection } from './markdown-items.js';
import { readSections } from './markdown-read.js';
import { escapePointer, type ContractPos, type Parsed } from './types.js';
import { contractDefaultResponse } from './vocabulary.js';

type Slot = 'general' | 'ephemeral' | 'durable';
type Slots = Partial<Record<Slot, string>>;

export const emptyParsed = (): Parsed => ({ data: undefined, parsed: false, problems: [], positions: new Map(), sections: new Map() });

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A how_much value of the rendering's data as its slots: the plain response and each half's. */
function slotsOf(v: unknown): Slots {
  if (typeof v === 'string') return { general: v };
  if (!v || typeof v !== 'object') return {};
  const o = v as Record<string, unknown>;
  const per = (o['persistence'] ?? {}) as Record<string, unknown>;
  const out: Slots = {};
  const general = str(o['response']);
  const ephemeral = str(per['ephemeral']);
  const durable = str(per['durable']);
  if (general) out.general = general;
  if (ephemeral) out.ephemeral = ephemeral;
  if (durable) out.durable = durable;
  return out;
}

/**
 * Whether a block read after the choices shows the contract again and so replaces the rendering
 * before it: it opens with its own "delegation contract" line, ends with its own choices, or holds
 * as many sections as that rendering (the contract shown again, its choices cut off). Anything less
 * (two sections of a summary, a reply naming a section) is part of the conversation, not the contract.
 */
export function showsContractAgain(next: { sections: MdSection[]; intro?: ContractPos; options?: ContractPos }, before: { sections: MdSection[] }): boolean {
  // The opening line must come before the block's sections: a recap's closing remark ("this delegation contract is now active") opens nothing.
  const opened = next.intro !== undefined && (!next.sections.length || next.intro.line <= next.sections[0]!.line);
  return opened || next.options !== undefined || next.sections.length >= before.sections.length;
}

/**
 * Each domain a recap block gives another response than the contract does (`data`, read from the
 * rendering in force), said at the recap's item: which of the two is meant, the file cannot tell.
 * A recap that agrees with the contract is said nowhere but in contract-schema's detail.
 */
export function compareRecap(sections: MdSection[], data: Record<string, unknown>, out: Parsed, options: ContractPos | undefined): void {
  const scratch = emptyParsed();
  const recap = (readSections(sections, scratch).data['how_much'] ?? {}) as Record<string, unknown>;
  const contract = (data['how_much'] ?? {}) as Record<string, unknown>;
  const skipped = ((data['calibration'] as { skipped?: unknown[] } | undefined)?.skipped ?? []).filter((d): d is string => typeof d === 'string');
  const after = options ? ` after the \`Options:\` choices (line ${options.line})` : '';
  const why = `this block${after} holds part of the contract with no "delegation contract" line and no choices of its own, so it is read as a recap, not as the contract shown again; show the whole contract again if it changed`;
  for (const [domain, value] of Object.entries(recap)) {
    const theirs = slotsOf(value);
    const ours = slotsOf(contract[domain]);
    const p = `/how_much/${escapePointer(domain)}`;
    const line = out.positions.get(p)?.keyAt?.line;
    for (const slot of ['general', 'ephemeral', 'durable'] as const) {
      const said = theirs[slot];
      if (!said) continue;
      const pointer = slot !== 'general' ? `${p}/persistence/${slot}` : typeof value === 'string' ? p : `${p}/response`;
      const at = scratch.positions.get(pointer)?.keyAt ?? scratch.positions.get(p)?.keyAt ?? { line: sections[0]!.line, column: sections[0]!.col };
      const what = `${domain}${slot === 'general' ? '' : ` (${slot})`}`;
      const section = SECTION_NAMES.find((n) => SECTION_RESPONSE[n] === scratch.sections.get(pointer)) ?? 'its section';
      let contradiction: string | undefined;
      if (skipped.includes(domain) && !contract[domain]) contradiction = 'the contract above lists it under **Skipped**';
      else {
        // The responses the contract gives the files the recap's item covers: a plain item covers both halves.
        const given = (slot === 'general' ? (ours.general ? [ours.general] : [ours.ephemeral, ours.durable]) : [ours[slot] ?? ours.general]).filter((r): r is string => r !== undefined);
        if (given.length && given.some((r) => r !== said)) contradiction = `the contract above${line ? ` (line ${line})` : ''} gives it ${[...new Set(given)].join(' and ')}`;
        else if (!given.length && said !== contractDefaultResponse(domain)) contradiction = `the contract above leaves it at its default, ${contractDefaultResponse(domain)}`;
      }
      if (contradiction) out.problems.push({ ...at, message: `${what} is ${said} in this block (under **${section}**), but ${contradiction}: ${why}` });
    }
  }
}
