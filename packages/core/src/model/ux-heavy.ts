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

const UX_RANK: Record<UxHeavy, number> = { false: 0, minor: 1, true: 2 };
/** `ux_heavy: true → minor`, `ux_heavy true -> false`: a move of the level, read for one down. */
const UX_MOVE = /ux[_ -]?heavy\s{0,3}[:=]?\s{0,3}[`*_"']{0,2}(true|minor|false)[`*_"']{0,2}\s{0,3}(?:→|->|=>|to)\s{0,3}[`*_"']{0,2}(true|minor|false)\b/gi;
/** A sentence that records no move made: negated, proposed, conditional. */
const NO_MOVE_MADE = /\b(?:not|never|no|would|could|should|if|whether|propos\w*|suggest\w*|declined|rejected|refused)\b|(?<![\p{L}])(?:не|если|нельзя)(?![\p{L}])/iu;

export interface UxDemotion {
  from: UxHeavy;
  to: UxHeavy;
  where: string;
}

/**
 * A ux_heavy demotion scope-sync.md records as made (`ux_heavy: true → minor`), which the protocol forbids
 * ("Lead may promote false → minor → true via scope-sync.md; never demote"): the highest level one leaves.
 */
export function uxDemotion(model: EngagementModel): UxDemotion | undefined {
  // Several rules ask (through effectiveUxHeavy): scope-sync.md is scanned once per model.
  if (demotions.has(model)) return demotions.get(model);
  const doc = model.scopeSync;
  let best: UxDemotion | undefined;
  if (!doc) {
    demotions.set(model, undefined);
    return undefined;
  }
  for (const { line, text } of linesMatching(doc.file.text, UX_HEAVY_ALL)) {
    if (line < doc.bodyStart) continue;
    for (const sentence of text.split(/[.;!?](?:\s|$)/)) {
      if (NO_MOVE_MADE.test(sentence)) continue;
      for (const m of sentence.matchAll(UX_MOVE)) {
        const [from, to] = [m[1]!.toLowerCase() as UxHeavy, m[2]!.toLowerCase() as UxHeavy];
        if (UX_RANK[to] < UX_RANK[from] && (!best || UX_RANK[from] > UX_RANK[best.from])) best = { from, to, where: `${doc.rel}:L${line}` };
      }
    }
  }
  demotions.set(model, best);
  return best;
}
const UX_HEAVY_ALL = /ux[_ -]?heavy/gi;
const demotions = new WeakMap<EngagementModel, UxDemotion | undefined>();

/**
 * The ux_heavy level the work is held to: criteria.md's, raised by a recorded auto-promote (never
 * lowered: a promotion to minor leaves a declared true as it is), and by a demotion scope-sync.md records,
 * which leaves the level it demotes from. `promoted` / `demoted` when either raised the level.
 */
export function effectiveUxHeavy(model: EngagementModel, promotions = true): { level: UxHeavy; declared: UxHeavy; promoted?: UxAutoPromotion; demoted?: UxDemotion } {
  const declared = model.uxHeavy;
  // The reference reads criteria.md alone: `promotions` false (compat) keeps its level.
  const promotion = promotions ? uxAutoPromotion(model) : undefined;
  const demotion = promotions ? uxDemotion(model) : undefined;
  let level = declared;
  let promoted: UxAutoPromotion | undefined;
  if (promotion && UX_RANK[promotion.value] > UX_RANK[level]) [level, promoted] = [promotion.value, promotion];
  if (demotion && UX_RANK[demotion.from] > UX_RANK[level]) return { level: demotion.from, declared, demoted: demotion };
  return { level, declared, ...(promoted ? { promoted } : {}) };
}
