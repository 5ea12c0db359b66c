/** The rule kit plus the epiphany model: what a epiphany rule needs (kept apart so engagement runs never load it). */
export * from './kit.js';
export * from './model/epiphany/index.js';
