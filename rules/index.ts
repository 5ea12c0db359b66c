import type { Rule } from '@engagement-lint/core/kit';
import { engagementRules } from './engagement/index.js';
import { epiphanyRules } from './epiphany/index.js';
import { graphRules } from './graph/index.js';
import { contractRules } from './contract/index.js';

/** Every built-in rule, pack by pack, each pack in output order. */
export const builtinRules: Rule[] = [...engagementRules, ...contractRules, ...graphRules, ...epiphanyRules];
