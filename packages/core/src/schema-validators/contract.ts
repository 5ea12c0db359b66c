/**
 * The delegation contract's validator, compiled from schemas/delegation-contract.schema.json ahead
 * of time by scripts/gen-validators.mjs (ajv standalone code, options allErrors, strict and
 * allowUnionTypes): a run neither loads ajv nor compiles the schema.
 */
import type { AjvValidator } from '../io/libraries.js';
import { validate } from './delegation-contract.js';

export const delegationContractValidator: AjvValidator = validate;
