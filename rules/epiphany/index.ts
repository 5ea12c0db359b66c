import type { Rule } from '@engagement-lint/core/kit-epiphany';
import mapKeys from './epiphany-map-keys.js';
import mapSchema from './epiphany-map-schema.js';
import acceptedDesignEvidence from './epiphany-accepted-design-evidence.js';
import rejectedReasons from './epiphany-rejected-reasons.js';
import rejectedLesson from './epiphany-rejected-lesson.js';
import branchShape from './epiphany-branch-shape.js';
import oneChosen from './epiphany-one-chosen.js';
import chosenEvidence from './epiphany-chosen-evidence.js';
import evidenceLines from './epiphany-evidence-lines.js';
import scratchSize from './epiphany-scratch-size.js';
import scratchSubgoals from './epiphany-scratch-subgoals.js';

/** Epiphany controller state rules, in output order: map, branches, evidence, scratch. */
export const epiphanyRules: Rule[] = [
  mapKeys,
  mapSchema,
  acceptedDesignEvidence,
  rejectedReasons,
  rejectedLesson,
  branchShape,
  oneChosen,
  chosenEvidence,
  evidenceLines,
  scratchSize,
  scratchSubgoals,
];
