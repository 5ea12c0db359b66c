/**
 * The Epiphany state files' validators, compiled from schemas/epiphany-*.schema.json ahead of time
 * by scripts/gen-validators.mjs (ajv standalone code, options allErrors, strict and
 * allowUnionTypes): a run neither loads ajv nor compiles a schema.
 */
import type { AjvValidator } from '../io/libraries.js';
import { validate as map } from './epiphany-map.js';
import { validate as branches } from './epiphany-branches.js';
import { validate as evidence } from './epiphany-evidence.js';

export const epiphanyValidators: Record<'map' | 'branches' | 'evidence', AjvValidator> = { map, branches, evidence };
