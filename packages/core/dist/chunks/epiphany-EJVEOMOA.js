import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
import"./chunk-SB4XKY2L.js";import{EPIPHANY_EVIDENCE_KINDS,EPIPHANY_EVIDENCE_RESULTS,EPIPHANY_MAP_KEYS,epiphanyId,validateEpiphany}from"./chunk-WHPYCPQI.js";import"./chunk-5OHOWYSF.js";import"./chunk-OLJEZLBS.js";import"./chunk-V4QKVKBJ.js";import"./chunk-DAWC4ARW.js";import"./chunk-FOIOG2LU.js";import{plural,pluralWord}from"./chunk-HTEPCYNX.js";import"./chunk-ZSKMSVRH.js";var KEYS=EPIPHANY_MAP_KEYS.map(k=>`\`${k}\``).join(", "),epiphany_map_keys_default={id:"epiphany-map-keys",pack:"epiphany",summary:"state/map.yaml parses as a YAML mapping whose top-level keys are only the six map sections",statuses:["pass","fail"],docs:`The map holds stable understanding only: ${KEYS}. Any other
top-level key is scratch leaking into the map ("do not copy raw scratch into
the map"). Spaces or hyphens in place of underscores are tolerated
(\`accepted-design\`, \`rejected paths\`) and read as the canonical form; two keys
that normalise to the same section are reported. A missing, empty or
unparseable map.yaml fails here, with the line of the YAML error; the other map
rules then skip.`,audit:[{source:"Allowed writes: objectives, constraints, invariants, accepted design, rejected paths, current status",enforced:"fails on any other top-level key of state/map.yaml (spaces and hyphens normalised to underscores)"},{source:"Do not copy raw scratch into the map.",enforced:"an unknown key is scratch leaking into the map and fails; copied prose under an allowed key cannot be told apart"}],examples:[{status:"pass",title:"tolerates hyphens and spaces and names the canonical form",files:{"state/map.yaml":`objectives:
accepted-design: []
rejected paths: []`}},{status:"fail",title:"fails when map.yaml is missing",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let map=await model.map(),file=model.rel("map.yaml");if(!map)return{status:"fail",detail:`${file} is missing`,fix:`Write ${file} with the map sections (${EPIPHANY_MAP_KEYS.join(", ")}).`,findings:[model.at("map.yaml",1,`${file} is missing from the state folder`)]};if(!map.parsed){let first=map.errors[0];return{status:"fail",detail:`${file} does not parse: ${first.message} (line ${first.line})`,fix:"Correct the YAML so the file is one mapping of the map sections.",findings:[...map.errors,...map.encoding].map(e=>model.at("map.yaml",e.line,e.message,e.column))}}let findings=map.encoding.map(e=>model.at("map.yaml",e.line,e.message,e.column)),unknown=[],seen=new Map;for(let k of map.keys){if(!k.canonical){unknown.push(k.written);let lower=k.normalised.toLowerCase(),hint=EPIPHANY_MAP_KEYS.includes(lower)?` (keys are lower case: write \`${lower}\`)`:"";findings.push(model.at("map.yaml",k.line,`top-level key \`${k.written}\` is not a map section${hint}; the map holds only ${EPIPHANY_MAP_KEYS.join(", ")}`,k.column));continue}let before=seen.get(k.canonical);before!==void 0?findings.push(model.at("map.yaml",k.line,`\`${k.written}\` repeats the section \`${k.canonical}\` already written as \`${before}\``,k.column)):seen.set(k.canonical,k.written),k.valueError&&findings.push(model.at("map.yaml",k.line,`\`${k.canonical}\` cannot be read: ${k.valueError}`,k.column))}if(findings.length){let parts=[unknown.length?`unknown top-level ${pluralWord(unknown.length,"key")}: ${unknown.join(", ")}`:"",findings.length>unknown.length?`${plural(findings.length-unknown.length,"other problem")}`:""].filter(Boolean);return{status:"fail",detail:`${file}: ${parts.join("; ")}`,fix:unknown.length?"Move scratch notes to state/scratch.md, or fold what survived verification into one of the six sections.":"Write each map section once, with the canonical key.",findings}}let renamed=map.keys.filter(k=>k.canonical&&k.written!==k.canonical),note=renamed.length?` (read ${renamed.map(k=>`\`${k.written}\` as \`${k.canonical}\``).join(", ")})`:"";return{status:"pass",detail:`${plural(map.keys.length,"top-level key")}, all map sections${note}`}}};var epiphany_map_schema_default={id:"epiphany-map-schema",pack:"epiphany",summary:"Each section of state/map.yaml has the shape published in schemas/epiphany-map.schema.json",statuses:["pass","fail","skip"],docs:"Rules that read the map (accepted design, rejected paths) need its sections\nin a known shape. `objectives`, `constraints` and `invariants` are lists of\nsentences or of objects with `text`; `accepted_design` entries are sentences or\nobjects with `text` and `evidence` (one evidence id or a list);\n`rejected_paths` entries are sentences or objects with `text`, `reason` and the\n`branch`/`branches` they close; `current_status` is a sentence or a mapping. An\nempty section is allowed. Sections are matched after the key normalisation of\nepiphany-map-keys; unknown keys are left to that rule. Skips when map.yaml is\nmissing or does not parse.",audit:[{source:"Purpose: Write stable understanding into state/map.yaml.",enforced:"fails when a section does not have the published shape (schemas/epiphany-map.schema.json)"}],examples:[{status:"pass",title:"accepts empty sections and tolerated key spellings",files:{"state/map.yaml":`objectives:
constraints: []
accepted design:
  - text: x
current-status: verifying`}},{status:"fail",title:"fails on a section of the wrong type, at its key",files:{"state/map.yaml":"constraints: No new dependencies"}},{status:"skip",title:"skips when map.yaml is missing or does not parse",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let map=await model.map(),file=model.rel("map.yaml");if(!map)return{status:"skip",detail:`${file} is missing (epiphany-map-keys reports it)`,missingArtefact:!0};if(!map.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-map-keys reports why)`};let errors=await validateEpiphany("map",map.data);if(errors.length===0){let present=EPIPHANY_MAP_KEYS.filter(k=>k in map.data);return{status:"pass",detail:`${plural(present.length,"map section")} match the schema`}}return{status:"fail",detail:`${file}: ${plural(errors.length,"section")} off the schema, first: ${errors[0].message}`,fix:"Reshape the reported entries as schemas/epiphany-map.schema.json describes (lists of sentences or of objects with `text`).",findings:errors.map(e=>{let pos=map.positionOf(e.path);return model.at("map.yaml",pos.line,e.message,pos.column)})}}};function cited(value){if(value===null||typeof value!="object"||Array.isArray(value))return[];let ev=value.evidence;return(Array.isArray(ev)?ev:[ev]).map(epiphanyId).filter(x=>x!==void 0)}var epiphany_accepted_design_evidence_default={id:"epiphany-accepted-design-evidence",pack:"epiphany",summary:"Every accepted_design entry of state/map.yaml cites an id present in state/evidence.jsonl",statuses:["pass","warn","fail","skip"],docs:'"Information moves from scratch to map only if it survives verification."\nAn `accepted_design` entry must say which verification it survived: its\n`evidence` key names one or more ids of state/evidence.jsonl lines. An entry with\nno citation, or whose ids are all absent from evidence.jsonl, is a guess written\nas settled architecture and warns (it may have been promoted by "repeated re-use\nwithout contradiction", which leaves no evidence line). An entry whose cited\nlines all record `fail` or `reject` fails: its own citation shows it did not\nsurvive verification. Skips when the map does not parse or has no accepted\ndesign yet.',audit:[{source:"Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.",enforced:"fails an accepted_design entry whose cited evidence all records fail or reject; warns on one that cites nothing or only unknown ids"},{source:"Do not write guesses as settled architecture.",enforced:"the same check: an accepted design with no passing evidence warns"}],examples:[{status:"pass",title:"still finds cited ids when other evidence lines are malformed",files:{"state/evidence.jsonl":'{"id":"ev-2","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}',"state/map.yaml":`accepted_design:
  - text: x
    evidence: ev-2`}},{status:"fail",title:"fails when the cited evidence only failed: the citation shows it did not survive verification",files:{"state/evidence.jsonl":'{"id":"ev-1","branch":"b-1","kind":"tests","result":"fail","time":"2026-03-02T10:00:00Z"}',"state/map.yaml":`accepted_design:
  - text: x
    evidence: ev-1`}},{status:"warn",title:"warns on ids absent from evidence.jsonl, at the evidence key",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":'{"id":"ev-1","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}',"state/map.yaml":`accepted_design:
  - text: x
    evidence: [ev-8, ev-9]
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"skip",title:"skips without accepted design, or when the map does not parse",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`accepted_design: [
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let map=await model.map(),file=model.rel("map.yaml");if(!map)return{status:"skip",detail:`${file} is missing`,missingArtefact:!0};if(!map.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-map-keys reports why)`};let items=map.items("accepted_design");if(items.length===0)return{status:"skip",detail:`${file} has no accepted_design entries yet`};let evidence=await model.evidence(),byId=evidence?.byId??new Map,findings=[],contradicted=0;for(let item of items){let ids=cited(item.value),label=item.text?`"${item.text.length>50?`${item.text.slice(0,47)}...`:item.text}"`:`accepted_design[${item.index}]`;if(ids.length===0){findings.push(model.at("map.yaml",item.line,`accepted design ${label} cites no evidence`,item.column));continue}let found=ids.filter(id=>byId.has(id)),missing=ids.filter(id=>!byId.has(id));if(found.length===0){let why=evidence?`not in ${evidence.file.rel}`:`${model.rel("evidence.jsonl")} is missing`,pos=map.positionOf(["accepted_design",item.index,"evidence"]);findings.push(model.at("map.yaml",pos.line,`accepted design ${label} cites ${missing.join(", ")}, ${why}`,pos.column));continue}if(!found.some(id=>byId.get(id).some(e=>e.result!=="fail"&&e.result!=="reject"))){contradicted++;let pos=map.positionOf(["accepted_design",item.index,"evidence"]);findings.push(model.at("map.yaml",pos.line,`accepted design ${label} cites only evidence that records fail or reject (${found.join(", ")})`,pos.column))}}return findings.length?{status:contradicted?"fail":"warn",detail:`${findings.length} of ${plural(items.length,"accepted_design entry lacks","accepted_design entries lack")} passing evidence in evidence.jsonl`,fix:"Cite the evidence.jsonl id that verified each entry (`evidence: ev-7`), or move the entry back to scratch until it is verified.",findings}:{status:"pass",detail:`${items.length===1?"the accepted_design entry cites":`all ${items.length} accepted_design entries cite`} evidence present in evidence.jsonl`}}};var hasReason=v=>typeof v=="string"&&v.trim()!=="",lack=o=>!o||!("reason"in o)?"no reason":typeof o.reason=="string"?"an empty reason":"a reason that is not text",epiphany_rejected_reasons_default={id:"epiphany-rejected-reasons",pack:"epiphany",summary:"Every rejected_paths entry of the map and every rejected branch records why (a non-empty reason)",statuses:["pass","fail","skip"],docs:'backtrack: "Record why the branch was rejected." A rejected path without a\nreason teaches nothing and invites the next attempt down the same road. Each\n`rejected_paths` entry of state/map.yaml must be an object with a non-empty\n`reason` (a bare sentence has none), and each branch of state/branches.json with\n`status: rejected` must carry a non-empty `reason`. A file that is missing or\ndoes not parse is left out (its own rule reports it); skips when nothing has\nbeen rejected yet.',audit:[{source:"Record why the branch was rejected.",enforced:"fails on a rejected branch or a rejected_paths entry without a non-empty reason"}],examples:[{status:"pass",title:"checks the branches when the map does not parse",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`a: [
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"fail",title:"fails on a rejected path written as a bare sentence",files:{"state/map.yaml":`rejected_paths:
  - Precompute every result nightly`}},{status:"skip",title:"skips when nothing has been rejected",files:{"state/branches.json":`{
  "branches": [
    {
    }
  ]
}`,"state/map.yaml":"objectives: [x]"}}],async check({model}){let[map,branches]=await Promise.all([model.map(),model.branches()]),findings=[],notes=[],checked=0;if(map?.parsed)for(let item of map.items("rejected_paths")){checked++;let v=item.value,obj=v!==null&&typeof v=="object"&&!Array.isArray(v)?v:void 0;if(obj&&hasReason(obj.reason))continue;let label=item.text?`"${item.text}"`:`rejected_paths[${item.index}]`,pos=obj&&"reason"in obj?map.positionOf(["rejected_paths",item.index,"reason"]):item;findings.push(model.at("map.yaml",pos.line,`rejected path ${label} has ${lack(obj)}`,pos.column))}else notes.push(`${model.rel("map.yaml")} ${map?"does not parse":"is missing"}`);if(branches?.parsed)for(let b of branches.list.filter(x=>x.status==="rejected")){if(checked++,b.reason)continue;let obj=b.value,pos="reason"in obj?branches.positionOf([...b.path,"reason"]):branches.positionOf([...b.path,"status"]);findings.push(model.at("branches.json",pos.line,`rejected branch ${b.id??`#${b.index+1}`} has ${lack(obj)}`,pos.column))}else notes.push(`${model.rel("branches.json")} ${branches?"does not parse":"does not exist yet"}`);let left=notes.length?` (not checked: ${notes.join("; ")})`:"";return findings.length?{status:"fail",detail:`${plural(findings.length,"rejected path or branch","rejected paths or branches")} without a reason${left}`,fix:"Give each rejected_paths entry and each rejected branch a `reason`: what was tried and what evidence killed it.",findings}:checked===0?{status:"skip",detail:`nothing rejected yet${left}`}:{status:"pass",detail:`${checked===1?"the rejected path or branch records":`all ${checked} rejected paths and branches record`} a reason${left}`}}};function closes(value){if(value===null||typeof value!="object"||Array.isArray(value))return[];let o=value,many=Array.isArray(o.branches)?o.branches:[];return[o.branch,...many].map(epiphanyId).filter(x=>x!==void 0)}var epiphany_rejected_lesson_default={id:"epiphany-rejected-lesson",pack:"epiphany",summary:"Every rejected branch of state/branches.json has its lesson in the map (a rejected_paths entry naming it)",statuses:["pass","warn","skip"],docs:'backtrack: "Preserve lessons that belong in the map." When a branch is\nrejected, the map\'s `rejected_paths` should say so, so the same line of attack\nis not tried again after the scratch is gone. A rejected_paths entry preserves\nthe lesson of the branches it names in `branch` or `branches`. A rejected branch\nthat no entry names warns. Skips when branches.json does not exist yet or has\nno rejected branch, and when the map is missing or does not parse.',audit:[{source:"Preserve lessons that belong in the map.",enforced:"warns when a rejected branch has no rejected_paths entry naming it; whether a lesson belongs in the map is a judgement"}],examples:[{status:"pass",title:"accepts a rejected path that names several branches",files:{"state/branches.json":`[
  {
    "id": "b-1",
    "status": "rejected",
    "reason": "too slow"
  },
  {
    "id": "b-2",
    "status": "rejected",
    "reason": "too big"
  }
]`,"state/map.yaml":`rejected_paths:
  - text: x
    branches: [b-1, b-2]`}},{status:"warn",title:"warns when the map has no rejected_paths at all",files:{"state/branches.json":`[
  {
    "id": "b-1",
    "status": "rejected",
    "reason": "too slow"
  },
  {
    "id": "b-2",
    "status": "rejected",
    "reason": "too big"
  }
]`,"state/map.yaml":"objectives: [x]"}},{status:"skip",title:"skips without branches.json, without rejected branches, or with an unparseable map",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`: : :
  - [`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let[map,branches]=await Promise.all([model.map(),model.branches()]);if(!branches)return{status:"skip",detail:`${model.rel("branches.json")} does not exist yet`,missingArtefact:!0};if(!branches.parsed)return{status:"skip",detail:`${model.rel("branches.json")} does not parse (epiphany-branch-shape reports why)`};let rejected=branches.list.filter(b=>b.status==="rejected");if(rejected.length===0)return{status:"skip",detail:"no rejected branch yet"};if(!map?.parsed)return{status:"skip",detail:`${model.rel("map.yaml")} ${map?"does not parse":"is missing"}, so rejected paths cannot be matched`};let kept=new Set(map.items("rejected_paths").flatMap(i=>closes(i.value))),findings=[];for(let b of rejected){if(b.id!==void 0&&kept.has(b.id))continue;let pos=branches.positionOf([...b.path,"status"]),name=b.id??`#${b.index+1}`;findings.push(model.at("branches.json",pos.line,`rejected branch ${name} has no rejected_paths entry in the map naming it (\`branch: ${name}\`)`,pos.column))}return findings.length?{status:"warn",detail:`${findings.length} of ${plural(rejected.length,"rejected branch","rejected branches")} left no lesson in the map's rejected_paths`,fix:"Add a rejected_paths entry to state/map.yaml with the lesson, its reason and `branch: <id>`.",findings}:{status:"pass",detail:`${rejected.length===1?"the rejected branch has":`all ${rejected.length} rejected branches have`} a rejected_paths entry naming it`}}};var epiphany_branch_shape_default={id:"epiphany-branch-shape",pack:"epiphany",summary:"state/branches.json parses, matches schemas/epiphany-branches.schema.json and names each branch once",statuses:["pass","fail","skip"],docs:'propose_patch: "Name the hypothesis." Each candidate change in\nstate/branches.json is an object with an `id`, the `hypothesis` it tests and a\n`status` among `open`, `verified`, `chosen`, `rejected`; optional keys are\n`objective` (the map objective it serves), `reason`, `patch` and `files`. The\nfile is an object `{"branches": [...]}` or the list itself. Ids are unique, since\nevidence lines and rejected paths refer to branches by id. Invalid JSON fails\nwith its line and column. Skips when the file does not exist yet (no patch has\nbeen proposed).',audit:[{source:"Name the hypothesis.",enforced:"fails on a branch without an id, a hypothesis or a known status, and on a repeated id"},{source:"Purpose: Make one bounded code or document change tied to a clear hypothesis.",enforced:"the same check"}],examples:[{status:"pass",title:"accepts the bare list form",files:{"state/branches.json":'[{"id": "b-1", "hypothesis": "h", "status": "verified", "objective": "latency"}]'}},{status:"fail",title:"fails on an empty file",files:{"state/branches.json":""}},{status:"skip",title:"skips when branches.json does not exist yet",files:{"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let branches=await model.branches(),file=model.rel("branches.json");if(!branches)return{status:"skip",detail:`${file} does not exist yet (no patch proposed)`,missingArtefact:!0};let at=e=>model.at("branches.json",e.line,e.message,e.column);if(!branches.parsed){let first2=branches.errors[0];return{status:"fail",detail:`${file} does not parse: ${first2.message} (line ${first2.line})`,fix:'Correct the JSON so the file holds {"branches": [...]}.',findings:[...branches.errors,...branches.encoding].map(at)}}let findings=branches.encoding.map(at);for(let err of await validateEpiphany("branches",branches.value))findings.push(at({...branches.positionOf(err.path),message:err.message}));let first=new Map;for(let b of branches.list){if(b.id===void 0)continue;let before=first.get(b.id);if(before===void 0){first.set(b.id,b.line);continue}let pos=branches.positionOf([...b.path,"id"]);findings.push(at({...pos,message:`branch id ${b.id} is used again (first on line ${before})`}))}return findings.length?{status:"fail",detail:`${file}: ${plural(findings.length,"problem")}, first: ${findings[0].message}`,fix:"Give each branch a unique `id`, a named `hypothesis` and a `status` of open, verified, chosen or rejected.",findings}:{status:"pass",detail:`${plural(branches.list.length,"branch","branches")}, each with an id, a hypothesis and a status`}}};var epiphany_one_chosen_default={id:"epiphany-one-chosen",pack:"epiphany",summary:"At most one branch of state/branches.json is chosen per objective",statuses:["pass","fail","skip"],docs:`compare_branches chooses between competing changes: afterwards one branch
serves each objective, or none does. Two chosen branches for the same objective
mean the comparison never happened. Branches are grouped by their \`objective\`
key; branches that name no objective form one group. Skips when branches.json
does not exist yet or does not parse.`,audit:[{source:"Purpose: Choose between competing changes or kill all of them.",enforced:"fails when more than one branch is chosen for one objective"}],examples:[{status:"pass",title:"passes when nothing is chosen yet",files:{"state/branches.json":'[{"id":"b-1","hypothesis":"h b-1","status":"open"}]'}},{status:"fail",title:"groups branches that name no objective together",files:{"state/branches.json":`[
{"id":"b-1","hypothesis":"h b-1","status":"chosen"},
{"id":"b-2","hypothesis":"h b-2","status":"chosen"}
]`}},{status:"skip",title:"skips when branches.json is missing or does not parse",files:{"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let branches=await model.branches(),file=model.rel("branches.json");if(!branches)return{status:"skip",detail:`${file} does not exist yet`,missingArtefact:!0};if(!branches.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-branch-shape reports why)`};let groups=new Map;for(let b of branches.list){if(b.status!=="chosen")continue;let key=b.objective??"";groups.set(key,[...groups.get(key)??[],b])}let findings=[],crowded=[];for(let[objective,chosen]of groups){if(chosen.length<2)continue;let name=objective===""?"branches without an objective":`objective "${objective}"`;crowded.push(`${name}: ${chosen.map(b=>b.id??`#${b.index+1}`).join(", ")}`);for(let b of chosen){let pos=branches.positionOf([...b.path,"status"]);findings.push(model.at("branches.json",pos.line,`branch ${b.id??`#${b.index+1}`} is one of ${chosen.length} chosen for ${name}`,pos.column))}}if(findings.length)return{status:"fail",detail:`more than one chosen branch for ${crowded.join("; ")}`,fix:"Compare the chosen branches, keep the smallest that clearly meets the objective and mark the others rejected with a reason (or name distinct objectives).",findings};let n=[...groups.values()].reduce((s,g)=>s+g.length,0);return{status:"pass",detail:n===0?"no branch chosen yet":`${plural(n,"chosen branch","chosen branches")}, one per objective`}}};var epiphany_chosen_evidence_default={id:"epiphany-chosen-evidence",pack:"epiphany",summary:"Every chosen branch has at least one passing line in state/evidence.jsonl",statuses:["pass","fail","skip"],docs:'run_verify checks "whether the proposed change actually improved the thing\nwe care about". A branch is chosen only after it passed: evidence.jsonl must\nhold a line whose `branch` is the chosen branch\'s id and whose `result` is\n`pass` (a comparison `prefer` alone is a preference, not a verification).\nMalformed evidence lines do not count. Skips when branches.json does not exist\nyet, does not parse or has no chosen branch.',audit:[{source:"Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.",enforced:"fails on a chosen branch with no passing evidence line"},{source:"Purpose: Check whether the proposed change actually improved the thing we care about.",enforced:"the same check: choosing needs a recorded verification"}],examples:[{status:"pass",title:"passes when a well-formed line passes, whatever the malformed lines around it",files:{"state/branches.json":`{
  "branches": [
    {"id": "b-2", "hypothesis": "h", "status": "chosen"}
  ]
}`,"state/evidence.jsonl":'{"id":"ev-2","branch":"b-2","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}'}},{status:"fail",title:"fails when no evidence line names the branch, or evidence.jsonl is missing",files:{"state/branches.json":`{
  "branches": [
    {"id": "b-1", "hypothesis": "h", "status": "rejected", "reason": "r"},
    {"id": "b-2", "hypothesis": "h", "status": "chosen"}
  ]
}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"skip",title:"skips without a chosen branch or without branches.json",files:{"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let branches=await model.branches(),file=model.rel("branches.json");if(!branches)return{status:"skip",detail:`${file} does not exist yet`,missingArtefact:!0};if(!branches.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-branch-shape reports why)`};let chosen=branches.list.filter(b=>b.status==="chosen");if(chosen.length===0)return{status:"skip",detail:"no branch chosen yet"};let evidence=await model.evidence(),evFile=model.rel("evidence.jsonl"),findings=[];for(let b of chosen){let name=b.id??`#${b.index+1}`,mine=b.id===void 0?[]:(evidence?.entries??[]).filter(e=>e.branch===b.id);if(mine.some(e=>e.result==="pass"))continue;let pos=branches.positionOf([...b.path,"status"]),why=evidence?mine.length===0?`no line of ${evFile} names it`:`its ${plural(mine.length,"evidence line")} (line ${mine.map(e=>e.line).join(", ")}) ${pluralWord(mine.length,"records","record")} no pass`:`${evFile} is missing`;findings.push(model.at("branches.json",pos.line,`chosen branch ${name} has no passing evidence: ${why}`,pos.column))}return findings.length?{status:"fail",detail:`${findings.length} of ${plural(chosen.length,"chosen branch","chosen branches")} without passing evidence`,fix:'Run the verification and append its passing line to evidence.jsonl (`"branch": "<id>", "result": "pass"`), or set the branch back to open.',findings}:{status:"pass",detail:`${chosen.length===1?`chosen branch ${chosen[0].id??"#1"} has`:`all ${chosen.length} chosen branches have`} passing evidence`}}};var epiphany_evidence_lines_default={id:"epiphany-evidence-lines",pack:"epiphany",summary:"Each line of state/evidence.jsonl is a JSON object matching schemas/epiphany-evidence.schema.json, ids unique",statuses:["pass","fail","skip"],docs:`run_verify, compare_branches and backtrack append one JSON object per
verification or decision. Each line carries at least \`id\`, \`branch\` (a
branches.json id, or null), \`kind\` (${EPIPHANY_EVIDENCE_KINDS.join(", ")}),
\`result\` (${EPIPHANY_EVIDENCE_RESULTS.join(", ")}) and \`time\` (ISO 8601). Every line
is parsed on its own: a malformed line is reported with its line number and the
other lines still count for the rules that read evidence. Ids are unique, since
the map cites evidence by id. Blank lines are ignored. Skips when the file does
not exist yet or is empty.`,audit:[{source:"Checks may include: tests, lints, benchmark deltas, invariant checks, coherence review against state/map.yaml, simplicity review",enforced:"fails on an evidence line that is not a JSON object with id, branch, a known kind and result, and time, and on repeated ids; other lines still count"}],examples:[{status:"pass",title:"passes on the clean example",files:{"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}`}},{status:"fail",title:"reports missing keys and a branch of the wrong type",files:{"state/evidence.jsonl":'{"id": "ev-1", "kind": "tests", "result": "pass", "branch": 3}'}},{status:"skip",title:"skips when the file is missing or empty",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let evidence=await model.evidence(),file=model.rel("evidence.jsonl");if(!evidence)return{status:"skip",detail:`${file} does not exist yet (nothing verified)`,missingArtefact:!0};let at=(line,message,column=1)=>model.at("evidence.jsonl",line,message,column);if(evidence.errors.length)return{status:"fail",detail:`${file} cannot be read: ${evidence.errors[0].message}`,fix:"Write evidence.jsonl as UTF-8 text, one JSON object per line.",findings:evidence.errors.map(e=>at(e.line,e.message,e.column))};let total=evidence.entries.length+evidence.malformed.length;if(total===0)return{status:"skip",detail:`${file} is empty (nothing verified yet)`};let findings=[...evidence.encoding,...evidence.malformed].map(e=>at(e.line,e.message,e.column)),bad=new Set(evidence.malformed.map(e=>e.line));for(let entry of evidence.entries)for(let err of await validateEpiphany("evidence",entry.value,`line ${entry.line}`)){bad.add(entry.line);let message=err.path.length?`line ${entry.line}: ${err.message}`:err.message;findings.push(at(entry.line,message,evidence.columnOf(entry,err.path[0])))}for(let[id,lines]of evidence.byId)for(let dup of lines.slice(1))bad.add(dup.line),findings.push(at(dup.line,`line ${dup.line}: evidence id ${id} is used again (first on line ${lines[0].line})`,evidence.columnOf(dup,"id")));return findings.sort((a,b)=>a.line-b.line||a.column-b.column),findings.length?{status:"fail",detail:`${file}: ${bad.size} of ${plural(total,"line")} malformed (line ${[...bad].sort((a,b)=>a-b).slice(0,10).join(", ")}${bad.size>10?", ...":""})`,fix:"Rewrite each reported line as one JSON object with id, branch, kind, result and time; give every line its own id.",findings}:{status:"pass",detail:`${plural(total,"evidence line")}, each a well-formed object`}}};var DEFAULT_MAX_LINES=300;function maxLinesOption(options){let raw=options["epiphany-scratch-size"],v=raw!==null&&typeof raw=="object"?raw.maxLines:void 0;return v===void 0?{max:DEFAULT_MAX_LINES,note:""}:typeof v=="number"&&Number.isInteger(v)&&v>0?{max:v,note:""}:{max:DEFAULT_MAX_LINES,note:` (option maxLines ${JSON.stringify(v)} is not a positive integer; default ${DEFAULT_MAX_LINES} used)`}}var epiphany_scratch_size_default={id:"epiphany-scratch-size",pack:"epiphany",summary:`state/scratch.md stays within its line budget (default ${DEFAULT_MAX_LINES} lines)`,statuses:["pass","warn","skip"],options:{type:"object",properties:{maxLines:{type:"integer",minimum:1,description:"line budget of state/scratch.md"}},additionalProperties:!1},docs:`think_subgoal: "Prefer deletion or summarization over accumulation.
Scratch is disposable by design." A scratch file that keeps growing is where
understanding goes to hide instead of being promoted to the map or deleted.
Warns when state/scratch.md has more lines than the budget: ${DEFAULT_MAX_LINES}, or
\`maxLines\` in the rule's options (\`"epiphany-scratch-size": { "maxLines": 500 }\`).
Skips when there is no scratch file (deleting it is the intended end state).`,audit:[{source:"Prefer deletion or summarization over accumulation.",enforced:"warns past the line budget (300 by default); a size cannot prove accumulation"},{source:"Scratch is disposable by design.",enforced:"a missing scratch.md skips: deleting it is the intended end state"}],examples:[{status:"pass",title:"falls back to the default on an unusable option, and says so",options:{ruleOptions:{"epiphany-scratch-size":{maxLines:-3}}},files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`- note 1
- note 2
- note 3
- note 4
- note 5
- note 6
- note 7
- note 8
- note 9
- note 10
- note 11
- note 12
- note 13
- note 14
- note 15
- note 16
- note 17
- note 18
- note 19
- note 20
`}},{status:"warn",title:"uses maxLines from the rule options",options:{ruleOptions:{"epiphany-scratch-size":{maxLines:10}}},files:{"state/scratch.md":`- note 1
- note 2
- note 3
- note 4
- note 5
- note 6
- note 7
- note 8
- note 9
- note 10
- note 11
- note 12`}},{status:"skip",title:"skips when there is no scratch file",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`}}],async check({model,options}){let doc=await model.scratch(),file=model.rel("scratch.md");if(!doc)return{status:"skip",detail:`${file} does not exist (scratch is disposable)`};let{max,note}=maxLinesOption(options.ruleOptions),n=doc.lines.length;return n>max?{status:"warn",detail:`${file} has ${n} lines, over the budget of ${max}${note}`,fix:"Promote what survived verification to map.yaml, summarise the rest, and delete the scratch that no longer serves the current subgoal.",findings:[doc.at(max+1,`scratch.md passes its ${max}-line budget here (${n} lines in all)`)]}:{status:"pass",detail:`${file} has ${plural(n,"line")}, within the budget of ${max}${note}`}}};var SUBGOAL=/^sub[\s-]?goal\b/i,epiphany_scratch_subgoals_default={id:"epiphany-scratch-subgoals",pack:"epiphany",summary:"state/scratch.md holds headings for one subgoal only",statuses:["pass","warn","fail","skip"],docs:`think_subgoal: "Use state/scratch.md for one bounded problem only. Scope it
to one subgoal." Subgoal headings are headings whose text starts with
"Subgoal" (or "Sub-goal", "Sub goal"), at any level. Two of them at the level
of the first one (or above it) are two subgoals by the file's own words: that
fails. A subgoal heading nested under another may be the "temporary
decomposition" the action allows, and when the file names no subgoal each
level-1 heading counts as a subject of its own; more than one of those only
warns, since whether they are one problem is a judgement. Finish the first
subgoal, promote or delete its notes, then start the next. Headings inside code
fences and frontmatter are ignored. Skips when there is no scratch file.`,audit:[{source:"Scope it to one subgoal.",enforced:"fails on two subgoal headings at the same level; warns on nested subgoal headings or several level-1 headings"},{source:"Purpose: Use state/scratch.md for one bounded problem only.",enforced:"the same check"}],examples:[{status:"pass",title:"passes a scratch without headings",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,"state/scratch.md":`- just a note
`}},{status:"fail",title:"fails on a second subgoal heading at the same level, at that heading",files:{"state/scratch.md":`## Subgoal: cold tenants
## Sub-goal: flaky ingest`}},{status:"warn",title:"counts level-1 headings when no heading says subgoal",files:{"state/scratch.md":`# Cold tenants
# Flaky ingest`}},{status:"skip",title:"skips when there is no scratch file",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`}}],async check({model}){let doc=await model.scratch(),file=model.rel("scratch.md");if(!doc)return{status:"skip",detail:`${file} does not exist (scratch is disposable)`};let named=doc.headings.filter(h=>SUBGOAL.test(h.text)),subgoals=named.length?named:doc.headings.filter(h=>h.level===1);if(subgoals.length>1){let titles=subgoals.map(h=>`"${h.text}" (line ${h.line})`);return{status:named.filter(h=>h.level<=named[0].level).length>1?"fail":"warn",detail:`${file} holds ${subgoals.length} subgoals: ${titles.slice(0,5).join(", ")}${titles.length>5?", ...":""}`,fix:"Keep scratch to the current subgoal: promote verified findings of the others to map.yaml and delete the rest.",findings:subgoals.slice(1).map(h=>doc.at(h.line,`second subgoal heading "${h.text}" in scratch (first: "${subgoals[0].text}", line ${subgoals[0].line})`))}}return{status:"pass",detail:subgoals.length?`${file} is scoped to one subgoal: "${subgoals[0].text}"`:`${file} names no subgoal heading`}}};var epiphanyRules=[epiphany_map_keys_default,epiphany_map_schema_default,epiphany_accepted_design_evidence_default,epiphany_rejected_reasons_default,epiphany_rejected_lesson_default,epiphany_branch_shape_default,epiphany_one_chosen_default,epiphany_chosen_evidence_default,epiphany_evidence_lines_default,epiphany_scratch_size_default,epiphany_scratch_subgoals_default];export{epiphanyRules};
