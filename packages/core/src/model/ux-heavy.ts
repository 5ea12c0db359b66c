import type { EngagementModel, UxHeavy } from './engagement.js';
import { linesMatching } from '../io/text.js';

/** `AUTO-PROMOTE: ux_heavy → true` (handoff §7c, or scope-sync.md), read from the AUTO-PROMOTE mark on. */
const AUTO_PROMOTE = /AUTO-PROMOTE/i;
const UX_PROMOTED = /ux[_ -]?heavy\s*(?:→|->|=>|to)\s*[`*_"']*(true|minor)\b/i;

export interface UxAutoPromotion {
  value: 'true' | 'minor';
  /** Where the promotion is recorded: the project-relative file, its line, and both as `engagement/handoff.md:L132`. */
  rel: string;
  line: number;
  where: string;
}

/**
 * A recorded ux_heavy auto-promote (P:389 "AUTO-PROMOTE: ux_heavy → true … and produce screens/traces
 * accordingly"): an `AUTO-PROMOTE` line naming ux_heavy → true/minor in handoff.md or scope-sync.md.
 * The level only rises ("never demote"), so a later line saying ux_heavy stays false does not undo it.
 */
export function uxAutoPromotion(model: EngagementModel): UxAutoPromotion | undefined {
  // Each rule that asks reads both files (one that cannot be read is then noted against that rule),
  // but their lines are scanned once per model.
  const docs = [model.handoff, model.scopeSync];
  if (promotions.has(model)) return promotions.get(model);
  let best: UxAutoPromotion | undefined;
  for (const doc of docs) {
    if (!doc) continue;
    // Only the lines holding the mark: a long handoff is not copied line by line for it.
    for (const { line, text } of linesMatching(doc.file.text, AUTO_PROMOTE_ALL)) {
      if (line < doc.bodyStart) continue;
      const m = UX_PROMOTED.exec(text.slice(text.search(AUTO_PROMOTE)));
      if (!m) continue;
      const value = m[1]!.toLowerCase() as 'true' | 'minor';
      if (!best || (best.value === 'minor' && value === 'true')) best = { value, rel: doc.rel, line, where: `${doc.rel}:L${line}` };
    }
  }
  promotions.set(model, best);
  return best;
}
const AUTO_PROMOTE_ALL = new RegExp(AUTO_PROMOTE.source, 'gi');
const promotions = new WeakMap<EngagementModel, UxAutoPromotion | undefined>();

/**
 * The ux_heavy level the work is held to: criteria.md's, raised by a recorded auto-promote (never
 * lowered: a promotion to minor leaves a declared true as it is). `promoted` when it raised the level.
 */
export function effectiveUxHeavy(model: EngagementModel, promotions = true): { level: UxHeavy; declared: UxHeavy; promoted?: UxAutoPromotion } {
  const declared = model.uxHeavy;
  // The reference reads criteria.md alone: `promotions` false (compat) keeps its level.
  const promotion = promotions ? uxAutoPromotion(model) : undefined;
  if (promotion && (declared === 'false' || (declared === 'minor' && promotion.value === 'true'))) return { level: promotion.value, declared, promoted: promotion };
  return { level: declared, declared };
}
