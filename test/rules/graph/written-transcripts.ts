// Coordinator transcripts written from the protocol alone, kept verbatim as fixtures.
import { edit } from './graph-helpers.js';

/** A node evolves, and the DELEGATED GRAPH is re-issued with the edge the evolution adds. */
export const G3_EVOLVED = `# Coordinator: rate limiting for the public API

\`\`\`
DELEGATED GRAPH: api-rate-limit

NODES:
  N1   domain=infra     output=config/ratelimit.toml        status=pending
  N2   domain=backend   output=src/middleware/ratelimit.rs  status=pending
  N3   domain=qa        output=tests/ratelimit_e2e.rs       status=pending

EDGES:
  N2 → N3        (N3 reads N2.output)
  N1 → N3        (N3 reads N1.output)

WAVES:
  WAVE 1 : [N1 ∥ N2]   — limits config and middleware
  WAVE 2 : [N3]        — end-to-end tests
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N1 Rate limit config
═══════════════════════════════════════════════════

WHY          : Limits differ per plan; putting them in config lets support change them without a deploy.
INPUTS       : none
OUTPUT       : config/ratelimit.toml
METHOD       : Design Thinking §1 §6
SUBGRAPH     : plan → { rps, burst } for free, pro, enterprise
VERIFY       : taplo check config/ratelimit.toml
CONSTRAINTS  : touch only config/ratelimit.toml

TASK
────
1. Write one table per plan with rps and burst.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 Rate limit middleware
═══════════════════════════════════════════════════

WHY          : One abusive client can starve everyone; a per-key token bucket protects the shared backend.
INPUTS       : none
OUTPUT       : src/middleware/ratelimit.rs
METHOD       : Design Thinking §2 §4
SUBGRAPH     : request → api_key → bucket(fixed 10 rps) → allow | 429
VERIFY       : cargo test middleware::ratelimit
CONSTRAINTS  : touch only src/middleware/ratelimit.rs; no new crates

TASK
────
1. Implement a token bucket keyed by API key.
2. Return 429 with Retry-After when empty.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : config/ratelimit.toml
  IMPLEMENTED GRAPH : plan → { rps, burst } for free, pro, enterprise
  VERIFY_RESULT     : pass
  SUMMARY           : Wrote three plan tables with rps and burst values. Values match the pricing page. taplo reports no errors.
\`\`\`

\`\`\`
RETURN:
  STATUS            : evolved
  OUTPUT            : src/middleware/ratelimit.rs
  IMPLEMENTED GRAPH : request → api_key → bucket(fixed 10 rps) → allow | 429
  VERIFY_RESULT     : not run
  SUMMARY           : A fixed 10 rps bucket is useless because limits are per plan. The middleware has to read the plan limits from config/ratelimit.toml. I stopped before writing tests so the scope can be re-planned.
  EVOLVED_SCOPE     : bucket sized per plan from config/ratelimit.toml instead of a fixed 10 rps
\`\`\`

Gate after wave 1: N2 evolved. The new scope adds the edge N1 → N2, so N2 can no longer share
wave 1 with N1. Updated DELEGATED GRAPH (N2 moves to wave 2, N3 to wave 3):

\`\`\`
DELEGATED GRAPH: api-rate-limit

NODES:
  N1   domain=infra     output=config/ratelimit.toml        status=pending
  N2   domain=backend   output=src/middleware/ratelimit.rs  status=pending
  N3   domain=qa        output=tests/ratelimit_e2e.rs       status=pending

EDGES:
  N1 → N2        (N2 reads N1.output; added by evolution of N2)
  N2 → N3        (N3 reads N2.output)
  N1 → N3        (N3 reads N1.output)

WAVES:
  WAVE 1 : [N1]        — limits config
  WAVE 2 : [N2]        — middleware sized from config
  WAVE 3 : [N3]        — end-to-end tests
\`\`\`

Re-spawning N2 with the rewritten subgraph (only INPUTS, SUBGRAPH and TASK change):

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 Rate limit middleware
═══════════════════════════════════════════════════

WHY          : One abusive client can starve everyone; a per-key token bucket protects the shared backend.
INPUTS       : config/ratelimit.toml
OUTPUT       : src/middleware/ratelimit.rs
METHOD       : Design Thinking §2 §4
SUBGRAPH     : request → api_key → plan → bucket(rps, burst from config/ratelimit.toml) → allow | 429
VERIFY       : cargo test middleware::ratelimit
CONSTRAINTS  : touch only src/middleware/ratelimit.rs; no new crates

TASK
────
1. Load plan limits from config/ratelimit.toml at startup.
2. Implement a token bucket keyed by API key, sized by the key's plan.
3. Return 429 with Retry-After when empty.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : src/middleware/ratelimit.rs
  IMPLEMENTED GRAPH : request → api_key → plan → bucket(rps, burst from config/ratelimit.toml) → allow | 429
  VERIFY_RESULT     : pass
  SUMMARY           : The middleware now loads plan limits at startup. Each API key gets a bucket sized by its plan. Empty buckets return 429 with Retry-After. Unit tests pass.
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N3 Rate limit e2e tests
═══════════════════════════════════════════════════

WHY          : Unit tests cannot show that the limits hold through the real router and config loading.
INPUTS       : src/middleware/ratelimit.rs, config/ratelimit.toml
OUTPUT       : tests/ratelimit_e2e.rs
METHOD       : Design Thinking §4 §9
SUBGRAPH     : spawn server → burst N+1 requests per plan → expect N ok + 1 × 429
VERIFY       : cargo test --test ratelimit_e2e
CONSTRAINTS  : touch only tests/ratelimit_e2e.rs

TASK
────
1. Start the server with the test config.
2. For each plan, send burst+1 requests and assert one 429.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : tests/ratelimit_e2e.rs
  IMPLEMENTED GRAPH : spawn server → burst N+1 requests per plan → expect N ok + 1 × 429
  VERIFY_RESULT     : pass
  SUMMARY           : Added an end-to-end test that boots the server with the test config. Each plan gets burst plus one requests. Exactly one 429 comes back per plan.
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
IMPLEMENTED GRAPH: api-rate-limit
═══════════════════════════════════════════════════

WAVE 1 — limits config
  N1  status=done  output=config/ratelimit.toml         verify=pass

WAVE 2 — middleware sized from config
  N2  status=done  output=src/middleware/ratelimit.rs   verify=pass

WAVE 3 — end-to-end tests
  N3  status=done  output=tests/ratelimit_e2e.rs        verify=pass

FAILURES   : none
EVOLUTIONS : [{ node: N2, original_scope: "fixed 10 rps bucket per key", evolved_scope: "bucket sized per plan from config/ratelimit.toml; edge N1 → N2 added" }]
OFF-SCRIPT : none
GAPS       : none
VERDICT    : mismatches listed above (N2 evolved, see EVOLUTIONS)
═══════════════════════════════════════════════════
\`\`\`
`;

/** A node FAILED twice; the INPUTS downstream say so instead of passing its output. */
export const G8_NOINPUT = `# Coordinator transcript — search relevance tuning

\`\`\`text
DELEGATED GRAPH: search-tuning

NODES:
  N1   domain=search     output=search/synonyms.txt        status=pending
  N2   domain=ml         output=search/ltr_model.json      status=pending
  N3   domain=search     output=search/query_pipeline.yaml status=pending

EDGES:
  N1 -> N3        (N3 reads N1.output)
  N2 -> N3        (N3 reads N2.output)

WAVES:
  WAVE 1 : [N1 || N2]   — synonyms and ranking model
  WAVE 2 : [N3]         — wire both into the query pipeline
\`\`\`

\`\`\`text
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N1 Synonym list
═══════════════════════════════════════════════════

WHY          : Users search "sofa" and miss "couch" listings; synonyms close the vocabulary gap.
INPUTS       : none
OUTPUT       : search/synonyms.txt
METHOD       : Design Thinking §1
SUBGRAPH     : top 500 zero-result queries → synonym groups → solr synonyms format
VERIFY       : python tools/check_synonyms.py search/synonyms.txt
CONSTRAINTS  : touch only search/synonyms.txt

TASK
────
1. Pull the top 500 zero-result queries.
2. Group them into synonym sets.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`text
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 Learning-to-rank model
═══════════════════════════════════════════════════

WHY          : Click-through on page one is flat; a trained ranker should lift it over BM25 alone.
INPUTS       : none
OUTPUT       : search/ltr_model.json
METHOD       : Design Thinking §2 §4
SUBGRAPH     : click logs (30d) → features → LambdaMART → model json ; NDCG@10 > baseline
VERIFY       : python tools/eval_ltr.py --min-ndcg 0.42
CONSTRAINTS  : touch only search/ltr_model.json and tools/train_ltr.py

TASK
────
1. Build features from 30 days of click logs.
2. Train LambdaMART.
3. Export the model if NDCG@10 beats 0.42.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`text
RETURN:
  STATUS            : done
  OUTPUT            : search/synonyms.txt
  IMPLEMENTED GRAPH : top 500 zero-result queries → synonym groups → solr synonyms format
  VERIFY_RESULT     : pass
  SUMMARY           : Built 212 synonym groups from the zero-result queries. The file is in Solr format. The checker finds no duplicate or cyclic group.
\`\`\`

\`\`\`text
RETURN:
  STATUS            : failed
  OUTPUT            : search/ltr_model.json
  IMPLEMENTED GRAPH : click logs (30d) → features → LambdaMART → model json
  VERIFY_RESULT     : fail + NDCG@10 0.39 < 0.42
  SUMMARY           : Trained the model on 30 days of clicks. NDCG@10 reached 0.39, below the threshold. The model file was written but should not ship.
  FAILURE_REASON    : NDCG@10 0.39 below the 0.42 threshold
\`\`\`

Gate: N2 failed; re-spawning once with the identical subgraph.

\`\`\`text
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 Learning-to-rank model
═══════════════════════════════════════════════════

WHY          : Click-through on page one is flat; a trained ranker should lift it over BM25 alone.
INPUTS       : none
OUTPUT       : search/ltr_model.json
METHOD       : Design Thinking §2 §4
SUBGRAPH     : click logs (30d) → features → LambdaMART → model json ; NDCG@10 > baseline
VERIFY       : python tools/eval_ltr.py --min-ndcg 0.42
CONSTRAINTS  : touch only search/ltr_model.json and tools/train_ltr.py

TASK
────
1. Build features from 30 days of click logs.
2. Train LambdaMART.
3. Export the model if NDCG@10 beats 0.42.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`text
RETURN:
  STATUS            : failed
  OUTPUT            : search/ltr_model.json
  IMPLEMENTED GRAPH : click logs (30d) → features → LambdaMART → model json
  VERIFY_RESULT     : fail + NDCG@10 0.40 < 0.42
  SUMMARY           : Retrained with a different seed. NDCG@10 reached 0.40, still below the threshold. The click logs look too sparse for this model.
  FAILURE_REASON    : NDCG@10 0.40 below the 0.42 threshold on retry
\`\`\`

N2 failed twice: FAILED. Wave 1 is done or FAILED, so wave 2 starts. N3 proceeds without N2's
output and its prompt says so.

\`\`\`text
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N3 Query pipeline
═══════════════════════════════════════════════════

WHY          : Synonyms and ranking only help if the query pipeline applies them to live traffic.
INPUTS       : search/synonyms.txt (N2 FAILED twice, so no ranking model; keep BM25)
OUTPUT       : search/query_pipeline.yaml
METHOD       : Design Thinking §2 §6
SUBGRAPH     : query → synonym expansion(search/synonyms.txt) → BM25 → results
VERIFY       : python tools/replay_queries.py --pipeline search/query_pipeline.yaml
CONSTRAINTS  : touch only search/query_pipeline.yaml

TASK
────
1. Add the synonym filter.
2. Keep BM25 ranking; leave a disabled rerank stage for the LTR model.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`text
RETURN:
  STATUS            : done
  OUTPUT            : search/query_pipeline.yaml
  IMPLEMENTED GRAPH : query → synonym expansion(search/synonyms.txt) → BM25 → results
  VERIFY_RESULT     : pass
  SUMMARY           : Added the synonym expansion stage to the pipeline. Ranking stays BM25 and a disabled rerank stage waits for a model. Replaying last week's queries cuts zero-result searches by 31 percent.
\`\`\`

\`\`\`text
═══════════════════════════════════════════════════
IMPLEMENTED GRAPH: search-tuning
═══════════════════════════════════════════════════

WAVE 1 — synonyms and ranking model
  N1  status=done    output=search/synonyms.txt          verify=pass
  N2  status=failed  output=search/ltr_model.json        verify=fail

WAVE 2 — wire both into the query pipeline
  N3  status=done    output=search/query_pipeline.yaml   verify=pass

FAILURES   : [N2]
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : mismatches listed above — N2 FAILED after retry, N3 runs without the LTR model
═══════════════════════════════════════════════════
\`\`\`
`;

/** A gap recorded in GAPS as a file with a note. */
export const G7V = `# Coordinator transcript — deduplicate customer records

\`\`\`
DELEGATED GRAPH: customer-dedupe

NODES:
  N1   domain=data      output=etl/dedupe.py              status=pending
  N2   domain=analytics output=reports/dedupe-impact.md   status=pending

EDGES:
  N1 → N2        (N2 reads N1.output)

WAVES:
  WAVE 1 : [N1]   — dedupe job with tests
  WAVE 2 : [N2]   — impact report
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N1 Dedupe job
═══════════════════════════════════════════════════

WHY          : Duplicate customers get two invoices; merging on normalized email and phone stops double billing.
INPUTS       : none
OUTPUT       : etl/dedupe.py
METHOD       : Design Thinking §2 §4 §6
SUBGRAPH     : customers → normalize(email, phone) → group → merge(keep oldest id) → customers_dedup ; tests/test_dedupe.py covers normalize and merge
VERIFY       : pytest tests/test_dedupe.py
CONSTRAINTS  : touch only etl/dedupe.py and tests/test_dedupe.py

TASK
────
1. Normalize email (lowercase, strip plus-tags) and phone (E.164).
2. Group and merge, keeping the oldest id.
3. Write tests/test_dedupe.py for normalize and merge.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : etl/dedupe.py
  IMPLEMENTED GRAPH : customers → normalize(email, phone) → group → merge(keep oldest id) → customers_dedup
  VERIFY_RESULT     : not run
  SUMMARY           : Implemented normalize, group and merge in etl/dedupe.py. A dry run on yesterday's snapshot merges 1,204 records. I did not write the tests.
\`\`\`

Compared N1's IMPLEMENTED GRAPH with its SUBGRAPH: the test file is missing, so VERIFY could not run.
The job itself matches; recorded as a gap rather than a failure and moving on.

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 Dedupe impact report
═══════════════════════════════════════════════════

WHY          : Finance must sign off before merged customers change invoice history.
INPUTS       : etl/dedupe.py
OUTPUT       : reports/dedupe-impact.md
METHOD       : Design Thinking §9
SUBGRAPH     : dry run of etl/dedupe.py → merged count, affected invoices, top 10 merges → report
VERIFY       : coordinator verifies
CONSTRAINTS  : write only reports/dedupe-impact.md; dry run only, never write to production

TASK
────
1. Run the job in dry-run mode.
2. Count merges and affected invoices.
3. List the ten largest merges.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : reports/dedupe-impact.md
  IMPLEMENTED GRAPH : dry run of etl/dedupe.py → merged count, affected invoices, top 10 merges → report
  VERIFY_RESULT     : not run
  SUMMARY           : The dry run merges 1,204 customers. 3,118 invoices would move to a surviving id. The ten largest merges are listed with their source ids.
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
IMPLEMENTED GRAPH: customer-dedupe
═══════════════════════════════════════════════════

WAVE 1 — dedupe job with tests
  N1  status=done  output=etl/dedupe.py              verify=not run

WAVE 2 — impact report
  N2  status=done  output=reports/dedupe-impact.md   verify=coordinator

FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : [N1: tests/test_dedupe.py]
VERDICT    : mismatches listed above — N1 lacks tests/test_dedupe.py, so its VERIFY never ran
═══════════════════════════════════════════════════
\`\`\`
`;

/** A RETURN whose OUTPUT is not the one its AGENT SUBGRAPH asked for. */
export const P6_RETURN_OUTPUT = `# Coordinator transcript — add CSV export to reports service

Task has four nodes across three domains, so per §3 this is many workers and gets all blocks.

\`\`\`
DELEGATED GRAPH: csv-export

NODES:
  N1   domain=backend    output=src/export/csv.ts          status=pending
  N2   domain=schema     output=schemas/report-row.json    status=pending
  N3   domain=api        output=src/routes/export.ts       status=pending
  N4   domain=docs       output=docs/export.md             status=pending

EDGES:
  N1 → N3        (N3 reads N1.output)
  N2 → N3        (N3 reads N2.output)
  N3 → N4        (N4 reads N3.output)

WAVES:
  WAVE 1 : [N1 ∥ N2]   — serializer and row schema
  WAVE 2 : [N3]        — HTTP route wiring
  WAVE 3 : [N4]        — user documentation
\`\`\`

## Wave 1

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N1 CSV serializer
═══════════════════════════════════════════════════

WHY          : Finance downloads reports into spreadsheets; today they copy tables by hand and lose rows.
INPUTS       : none
OUTPUT       : src/export/csv.ts
METHOD       : Design Thinking §2 §4 §6
SUBGRAPH     : ReportRow[] → escapeField → joinRow → string (RFC 4180)
VERIFY       : npm test -- export/csv
CONSTRAINTS  : touch only src/export/csv.ts and its test; do not change src/report/*

TASK
────
1. Write escapeField for quotes, commas and newlines.
2. Write toCsv(rows) with a header row.
3. Add unit tests for the three escape cases.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N2 Report row schema
═══════════════════════════════════════════════════

WHY          : The route must validate rows before serializing; a schema keeps backend and API agreeing on columns.
INPUTS       : none
OUTPUT       : schemas/report-row.json
METHOD       : Design Thinking §1 §6
SUBGRAPH     : ReportRow = { id: string, date: ISODate, amount: decimal, memo?: string }
VERIFY       : npx ajv compile -s schemas/report-row.json
CONSTRAINTS  : touch only schemas/report-row.json

TASK
────
1. Write the JSON Schema for ReportRow.
2. Mark memo optional, everything else required.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

Returns from wave 1:

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : src/export/csv.ts
  IMPLEMENTED GRAPH : ReportRow[] → escapeField → joinRow → string (RFC 4180)
  VERIFY_RESULT     : pass
  SUMMARY           : Added escapeField and toCsv in src/export/csv.ts. Quotes are doubled and fields with commas or newlines are wrapped. Three unit tests cover the escape cases and pass.
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : schemas/report-row.json
  IMPLEMENTED GRAPH : ReportRow = { id: string, date: ISODate, amount: decimal, memo?: string }
  VERIFY_RESULT     : pass
  SUMMARY           : Wrote the ReportRow schema with four properties. The memo field is optional. The schema compiles with ajv without warnings.
\`\`\`

Gate: both done, re-ran both VERIFY commands myself — pass. Wave 2 may start.

## Wave 2

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N3 Export route
═══════════════════════════════════════════════════

WHY          : Users need a URL that returns the CSV; without it the serializer is unreachable.
INPUTS       : src/export/csv.ts, schemas/report-row.json
OUTPUT       : src/routes/export.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /reports/:id/export.csv → loadRows → validate(report-row) → toCsv → 200 text/csv
VERIFY       : npm test -- routes/export
CONSTRAINTS  : touch only src/routes/export.ts and its test; import toCsv, do not re-implement it

TASK
────
1. Add the GET route.
2. Validate rows against schemas/report-row.json.
3. Return text/csv with a Content-Disposition filename.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : src/routes/export.ts
  IMPLEMENTED GRAPH : GET /reports/:id/export.csv → loadRows → validate(report-row) → toCsv → 200 text/csv
  VERIFY_RESULT     : pass
  SUMMARY           : Added the export route. Rows are validated against the schema before serializing. The response sets a download filename. Route tests pass.
\`\`\`

## Wave 3

\`\`\`
═══════════════════════════════════════════════════
AGENT SUBGRAPH — N4 Export docs
═══════════════════════════════════════════════════

WHY          : Finance will not find the export unless the docs show the URL and the columns.
INPUTS       : src/routes/export.ts
OUTPUT       : docs/export.md
METHOD       : Design Thinking §1
SUBGRAPH     : docs/export.md = { URL, columns from ReportRow, example file }
VERIFY       : coordinator verifies
CONSTRAINTS  : touch only docs/export.md

TASK
────
1. Document the URL and a curl example.
2. List the columns.

OUTPUT must exist before returning.

RETURN:
  STATUS            : done | failed | evolved
  OUTPUT            : <path(s)>
  IMPLEMENTED GRAPH : <the graph actually built, same notation as SUBGRAPH>
  VERIFY_RESULT     : <pass | fail + first failing line | not run>
  SUMMARY           : <3-5 sentences>
  EVOLVED_SCOPE     : <new scope, only if evolved>
  FAILURE_REASON    : <only if failed>

RETRY : coordinator re-spawns once on failure with identical subgraph.
EVOLVE: coordinator re-plans the node on evolved; see Evolution.
═══════════════════════════════════════════════════
\`\`\`

\`\`\`
RETURN:
  STATUS            : done
  OUTPUT            : docs/csv-export.md
  IMPLEMENTED GRAPH : docs/export.md = { URL, columns from ReportRow, example file }
  VERIFY_RESULT     : not run
  SUMMARY           : Wrote docs/export.md with the URL and a curl example. The four columns are listed with their types. An example file is shown inline.
\`\`\`

\`\`\`
═══════════════════════════════════════════════════
IMPLEMENTED GRAPH: csv-export
═══════════════════════════════════════════════════

WAVE 1 — serializer and row schema
  N1  status=done  output=src/export/csv.ts         verify=pass
  N2  status=done  output=schemas/report-row.json   verify=pass

WAVE 2 — HTTP route wiring
  N3  status=done  output=src/routes/export.ts      verify=pass

WAVE 3 — user documentation
  N4  status=done  output=docs/export.md            verify=coordinator

FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
═══════════════════════════════════════════════════
\`\`\`
`;

/** A RETURN that says done while its VERIFY_RESULT fails: the transcript above, its OUTPUT right and one verification failed. */
export const P7_DONE_VERIFY_FAIL = edit(
  P6_RETURN_OUTPUT,
  ['  OUTPUT            : docs/csv-export.md', '  OUTPUT            : docs/export.md'],
  ['→ 200 text/csv\n  VERIFY_RESULT     : pass', '→ 200 text/csv\n  VERIFY_RESULT     : fail + routes/export.test.ts:12 expected 200 got 500'],
);
