/**
 * The Epiphany state files' validators, compiled from schemas/epiphany-*.schema.json ahead of time
 * by scripts/gen-validators.mjs (ajv standalone code, options allErrors, strict and
 * allowUnionTypes): a run neither loads ajv nor compiles a schema.
 */
import type { AjvValidator } from '../io/libraries.js';
export declare const epiphanyValidators: Record<'map' | 'branches' | 'evidence', AjvValidator>;
