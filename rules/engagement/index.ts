import type { Rule } from '@engagement-lint/core/kit';
import criteriaFrontmatter from './criteria-frontmatter.js';

/** Engagement rules in output order: the reference's 21 first, then ours. */
export const engagementRules: Rule[] = [criteriaFrontmatter];
