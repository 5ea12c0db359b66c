/**
 * Graph Protocol transcripts: DELEGATED GRAPH, AGENT SUBGRAPH, RETURN and
 * IMPLEMENTED GRAPH blocks in a markdown or text file. The parser is one line
 * pass, tolerant of fences, decorative rules and arrow spellings; anything it
 * cannot read becomes a located problem, never an exception.
 */
export { GRAPH_IMPL_STATUSES, GRAPH_NODE_STATUSES, GRAPH_RETURN_REQUIRED, GRAPH_RETURN_STATUSES, GRAPH_SUBGRAPH_REQUIRED } from './types.js';
export type { GraphDelegated, GraphEdge, GraphField, GraphImplNode, GraphImplWave, GraphImplemented, GraphList, GraphListItem, GraphNode, GraphParse, GraphProblem, GraphRef, GraphReturn, GraphReturnSpec, GraphSubgraph, GraphTaskItem, GraphValue, GraphWave } from './types.js';
export { ARROW as GRAPH_ARROW, GRAPH_MAX_LINE } from './text.js';
export { graphBarePath, graphIsCommitOutput, graphIsPlaceholder, graphOutputKey, graphOutputSaid, graphPlaceholderIn, graphMentions, graphNamesPath, graphOutputPaths, graphPathsOverlap, graphSameOutput, graphSaysNone, graphOpensWithNone, graphMiscasedWord, graphStatusWord, graphUndecorated, type GraphFolderTest } from './values.js';
export { graphSentenceCount } from './sentences.js';
export { graphOutputAnswered, graphRefinesOutput } from './refine.js';
export { graphOutputFootprint, graphOutputsClash, type GraphOutputFootprint } from './footprint.js';
export { parseGraphText } from './parse.js';
export { graphMiscasedField } from './blocks.js';
export { asciiTwinNote as graphAsciiTwinNote } from './lookalike.js';
export { GraphTextWords } from './words.js';
export { GraphClashIndex, GraphOutputKeys, countBelow, firstBelow, type ClashSide } from './clash.js';
export { GraphModel, graphSkip } from './model.js';
export { GRAPH_MAX_NESTED, graphTaskWords, type GraphNestedRun } from './nested.js';
export { graphCutSaid, graphCutSkip, graphUndecidedSaid, type GraphUndecidedGap } from './unread.js';
export { graphGlobOutputState, graphOutputGlobs } from './output-globs.js';
export type { GraphDifference, GraphOutputState, GraphPlan } from './model.js';
export { graphTaskStarts, type GraphTaskStart } from './tasks.js';
export { graphConstraintPaths, graphNodeTouches, graphPurposePaths, graphTouchesClash, type GraphTouch, type GraphTouches } from './touches.js';
export { loadGraphTarget } from './load.js';
export { looksLikeGraph } from './detect.js';
