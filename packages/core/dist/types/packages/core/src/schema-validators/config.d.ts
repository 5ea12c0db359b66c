/**
 * The shape of a config (schemas/config.schema.json without its per-rule entries, options
 * allErrors), compiled ahead of time by scripts/gen-validators.mjs: reading a config neither
 * loads ajv nor compiles the schema.
 */
import type { AjvValidator } from '../io/libraries.js';
export declare const configShapeValidator: AjvValidator;
