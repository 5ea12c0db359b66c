import type { Rule } from '@engagement-lint/core/kit-graph';
import graphParse from './graph-parse.js';
import graphNodeOwnerOutput from './graph-node-owner-output.js';
import graphEdgesDeclared from './graph-edges-declared.js';
import graphAcyclic from './graph-acyclic.js';
import graphWavesPartition from './graph-waves-partition.js';
import graphEdgeWaveOrder from './graph-edge-wave-order.js';
import graphSameOutputWaves from './graph-same-output-waves.js';
import graphIndependentWave from './graph-independent-wave.js';
import graphPreDone from './graph-pre-done.js';
import graphSubgraphComplete from './graph-subgraph-complete.js';
import graphSubgraphOutput from './graph-subgraph-output.js';
import graphSubgraphInputs from './graph-subgraph-inputs.js';
import graphReturnPresent from './graph-return-present.js';
import graphReturnFields from './graph-return-fields.js';
import graphReturnSubgraph from './graph-return-subgraph.js';
import graphRetry from './graph-retry.js';
import graphRespawn from './graph-respawn.js';
import graphGateOrder from './graph-gate-order.js';
import graphBlockOrder from './graph-block-order.js';
import graphCompareGaps from './graph-compare-gaps.js';
import graphCompareOffScript from './graph-compare-off-script.js';
import graphCompareFailures from './graph-compare-failures.js';
import graphCompareWaves from './graph-compare-waves.js';
import graphCompareOutputs from './graph-compare-outputs.js';
import graphCompareEvolutions from './graph-compare-evolutions.js';
import graphVerdict from './graph-verdict.js';
import graphOtherKind from './graph-other-kind.js';

/** Graph Protocol rules in output order: parse, plan, delegation, return, compare. */
export const graphRules: Rule[] = [
  graphParse,
  graphNodeOwnerOutput,
  graphEdgesDeclared,
  graphAcyclic,
  graphWavesPartition,
  graphEdgeWaveOrder,
  graphSameOutputWaves,
  graphIndependentWave,
  graphPreDone,
  graphSubgraphComplete,
  graphSubgraphOutput,
  graphSubgraphInputs,
  graphReturnPresent,
  graphReturnFields,
  graphReturnSubgraph,
  graphRetry,
  graphRespawn,
  graphGateOrder,
  graphBlockOrder,
  graphCompareGaps,
  graphCompareOffScript,
  graphCompareFailures,
  graphCompareWaves,
  graphCompareOutputs,
  graphCompareEvolutions,
  graphVerdict,
  graphOtherKind,
];
