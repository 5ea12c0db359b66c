/** The rule kit plus the graph model: what a graph rule needs (kept apart so engagement runs never load it). */
export * from './kit.js';
export * from './model/graph/index.js';
