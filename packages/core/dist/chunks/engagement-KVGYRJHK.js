import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
import{acceptanceIterationBlock,acceptedRange,consiliumSignalsOf,crossValBlock,dangerOpApprovedIds,directorMarkerCounts,emptyDowngrades,followsProtocol,jsonPathOffset,negatedBefore,outputIterationTags,outsideTiers,parseJsonLikePython,parseUnifiedDiffText,pastedPrecheck,rejectedRanges,unresolvedDiverge,validationLogValidators,validationOutputFiles}from"./chunk-4QOEQRYA.js";import{LetterRegex,REQUIRED_CRITERIA_KEYS,SIZE_CAPS,TIER_RANK,acceptanceRounds,blockerSimilarity,citedPaths,distinctCitedPaths,engagementTasks,frontmatterKeyLine,handoffSrcChange,heartbeatEntries,iterationFolderNumber,iterationHeadings,mdastListItemRefs,missingTaskFields,numberedCriteria,observedSize,probeCitedEvidence,readTasksIndex,sizeObservations,taskFilesOverlap,taskKeyLookup,verdictLines}from"./chunk-6WOYC7QK.js";import"./chunk-DAWC4ARW.js";import{isPlainObject,jsonTypeName,parseJson,positionAt}from"./chunk-GHZA6FXL.js";import{fileProblems,list,plural}from"./chunk-FGUZXUDW.js";import"./chunk-ZSKMSVRH.js";var ENGAGEMENT_WHITELIST=new Set(["criteria.md","scope-sync.md","plan.md","validation-log.md","deploy-log.md","docs-diff.md","handoff.md","acceptance-log.md","consilium-summary.md","human-directive.md","iteration","engagement-reflections.md","events.jsonl","specs","tasks","brand","design-system","ui","executor-reports","screens","traces","validation-outputs","codex-outputs"]),FORBIDDEN=/^(?:preview|compliance|review-log|visual-review|summary|notes|report|tldr|findings|issues|audit)\.md$|^(?:rework-\d+-brief|iter-\d+-summary|wave-\d+-recap)\.md$/i,HOMES=[[/^(?:rework|brief)/,"a new `## Iteration N` section in validation-log.md plus the rewritten handoff.md"],[/^(?:exercis|smoke)/,"traces/ plus a reference in handoff.md \xA76 Exercised"],[/^(?:complian|audit|review|finding|issue)/,"validation-log.md"],[/^(?:preview|summar|report|tldr|recap)/,"handoff.md (it is the summary)"]],NON_WORD=new LetterRegex(String.raw`[^\p{L}\p{N}]+`);function homeOf(name){let lower=name.toLowerCase(),words=lower.split(NON_WORD.for(lower));return HOMES.find(([re])=>words.some(w=>re.test(w)))?.[1]}var PROTOCOL_OPTIONAL=new Set(["code-research.md","design-research.md","brand-research.md"]),FORBIDS=/\b(?:do\s+not|don't|never|must\s+not|forbidden|not\s+allowed|banned|no)\b|запрещ|не\s+создава/i;function criteriaNamed(model,protocol=!1){let text=model.criteria?.text??"",out=new Set;for(let prefix of new Set(["engagement",model.relDir])){let re=new LetterRegex(`${prefix.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}/([\\p{L}\\p{N}_.-]+)`,"gu");for(let line of protocol?text.split(`
`):[text])if(!(protocol&&FORBIDS.test(line)))for(let m of line.matchAll(re.for(line)))out.add(m[1])}return out}var whitelist_default={id:"whitelist",pack:"engagement",tiers:["S","M","L"],compat:!0,summary:"engagement/ holds only whitelisted top-level entries",statuses:["pass","fail","warn"],docs:`The protocol's list of top-level entries of \`engagement/\` is closed: sidecar files such as
\`preview.md\`, \`notes.md\` or \`findings.md\` duplicate the canonical files and hide claims nobody
checks. Allowed: ${[...ENGAGEMENT_WHITELIST].map(e=>`\`${e}\``).join(", ")}.

An entry is also allowed when criteria.md names it as a deliverable through a path
\`engagement/<name>\` anywhere in its text, or when the configuration lists it in
\`whitelist\`. Each rogue entry gets its own finding; the protocol's forbidden names say which
canonical file their content belongs in (compliance/audit/review/findings/issues \u2192 validation-log.md;
preview/summary/report/tldr \u2192 handoff.md; a rework brief \u2192 a new \`## Iteration N\` section of
validation-log.md and the rewritten handoff.md; an exercised flow or smoke run \u2192 traces/ and handoff \xA76).`,examples:[{status:"pass",title:"the protocol tree's optional research files are whitelisted",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"code-research.md":"x","design-research.md":"x","brand-research.md":"x"}},{status:"fail",title:"maps the forbidden name tldr.md to its canonical file",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"tldr.md":"x"}},{status:"warn",title:"a forbidden sidecar criteria.md names as a deliverable warns",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Deliverables expected
- engagement/summary.md with the rollout summary
`,"summary.md":"x"}}],divergences:[{protocol:"Forbidden (do NOT create) \u2026 criteria.md may add scope / quality bars / preferences, but may not waive mandatory PROTOCOL gates unless an explicit judge decision records the waiver",compat:'Any `engagement/<name>` in criteria.md whitelists the entry, so "Do NOT create engagement/notes.md" whitelists notes.md.',recommended:"A mention on a line that forbids the file (do not, never, must not, forbidden, no, \u0437\u0430\u043F\u0440\u0435\u0449 \u2026) names no deliverable; the file stays rogue and fails."},{protocol:"Forbidden: preview.md, compliance.md, review-log.md, \u2026 The list below is closed. \u2026 Director treats out-of-whitelist files as REJECT.",compat:"A forbidden sidecar name (notes.md, summary.md \u2026) that criteria.md names as a deliverable passes silently.",recommended:"It warns: only an explicit judge decision may waive the gate, which a linter cannot see, so the finding says which canonical file the content belongs in."},{protocol:"\u251C\u2500\u2500 code-research.md # OPTIONAL \u2014 code-researcher output \u2026 \u251C\u2500\u2500 design-research.md # OPTIONAL \u2026 \u251C\u2500\u2500 brand-research.md # OPTIONAL",compat:"The reference whitelist lacks the three optional research files, so an engagement that keeps them fails.",recommended:"code-research.md, design-research.md and brand-research.md are whitelisted."}],check({model,options}){let protocol=followsProtocol(options),entries=model.entries(),extra=new Set((options.extraWhitelist??[]).map(e=>String(e).replace(/\/+$/,""))),named=criteriaNamed(model,protocol),allowed=name=>ENGAGEMENT_WHITELIST.has(name)||protocol&&PROTOCOL_OPTIONAL.has(name),rogue=entries.filter(e=>!allowed(e.name)&&!named.has(e.name)&&!extra.has(e.name)),waived=protocol&&!rogue.length?entries.filter(e=>FORBIDDEN.test(e.name)&&named.has(e.name)&&!extra.has(e.name)):[];if(waived.length)return{status:"warn",detail:`forbidden sidecars kept because criteria.md names them: ${list(waived.map(e=>e.name))}`,fix:"criteria.md cannot waive the whitelist on its own: move the content into its canonical file, or record the judge's waiver in human-directive.md and list the file under `whitelist` in the config.",findings:waived.map(e=>({file:e.rel,line:1,column:1,message:`\`${e.name}\` is a forbidden sidecar that criteria.md names; its content belongs in ${homeOf(e.name)??"validation-log.md or handoff.md"}`}))};if(!rogue.length)return{status:"pass",detail:`${entries.length} entries, all whitelisted or criteria-named`};let findings=rogue.map(e=>{let home=homeOf(e.name),message=FORBIDDEN.test(e.name)?`\`${e.name}\` is a forbidden sidecar: its content belongs in ${home??"validation-log.md, handoff.md or executor-reports/<name>.md"}`:home?`\`${e.name}\` is outside the engagement whitelist; content like this belongs in ${home}`:`\`${e.name}\` is outside the engagement whitelist; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`;return{file:e.rel,line:1,column:1,message}});return{status:"fail",detail:`out-of-whitelist entries: ${list(rogue.map(e=>e.name))}`,fix:"Move the content into validation-log.md / handoff.md / executor-reports/, then delete the rogue entries. A deliverable that criteria.md names as `engagement/<file>` is allowed; project-wide additions go in the `whitelist` list of the config.",findings}}};var ALLOWED={size:["S","M","L"],ux_heavy:["false","minor","true"],domain:["marketing","dev","design"]};function protocolProblems(model){let doc=model.criteria,fm=model.frontmatter??{},at=(key,message)=>{let p=frontmatterKeyLine(doc,key)??{line:1,column:1};return doc.at(p.line,message,p.column)},warn=[];for(let[key,values]of Object.entries(ALLOWED)){let v=String(fm[key]??"").trim();key in fm&&!values.includes(v)&&warn.push(at(key,`\`${key}: ${v}\` is not one of ${values.join(" | ")}${key==="size"?"; it is read as M":key==="ux_heavy"?"; it is read as false":""}`))}return{fail:String(fm.sdd??"").trim()==="impl"&&!String(fm.spec_from??"").trim()?[at("sdd","`sdd: impl` needs `spec_from:` (the archive leaf holding the approved specs)")]:[],warn}}var criteria_frontmatter_default={id:"criteria-frontmatter",pack:"engagement",tiers:["S","M","L"],compat:!0,summary:"criteria.md exists and its YAML frontmatter carries every required key",statuses:["pass","warn","fail"],docs:`Every other check reads the engagement's size, UX level and tools from the
frontmatter of \`criteria.md\`. Without it the tier silently falls back to M.
Required keys: ${REQUIRED_CRITERIA_KEYS.map(k=>`\`${k}\``).join(", ")} (\`protocol_version\` is optional).
A UTF-8 BOM, CRLF line endings and a closing \`---\` without a final newline are all accepted.
Frontmatter that is not valid YAML (say \`engagement: Billing: fix rounding\`) warns: its keys are
read line by line, as handoff-precheck.py reads them, so the other checks still see the size.`,examples:[{status:"pass",title:"passes with every required key",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}},{status:"fail",title:"fails without frontmatter",files:{"criteria.md":`# Criteria
`}},{status:"warn",title:"invalid YAML with every key warns, and the keys read line by line still set the tier",files:{"criteria.md":`---
engagement: Billing: fix rounding
domain: dev
size: L
ux_heavy: "true"
tools_required:
  - node
  - git
---
`}}],divergences:[{protocol:"size: S | M | L # see Engagement size tier \u2026 ux_heavy: false | minor | true \u2026 domain: marketing | dev | design",compat:"Any value passes: `size: XL` or `size: small` silently runs as M, `ux_heavy: yes` as false.",recommended:"A value outside the template warns at its key, saying how it is read."},{protocol:"# spec_from: engagement-archived/{date}-{name}-spec/primary # REQUIRED when sdd: impl",compat:"`sdd: impl` without `spec_from` passes.",recommended:"It fails: an impl engagement must name the approved specs it implements."}],check({model,options}){let doc=model.criteria,fix="Write criteria.md with a frontmatter block holding engagement, domain, size, ux_heavy and tools_required.";if(!doc)return{status:"fail",detail:"criteria.md is missing",fix,findings:[model.at("",1,"criteria.md is missing from the engagement folder")]};let fm=doc.frontmatter;if(!fm.present)return{status:"fail",detail:"criteria.md has no frontmatter",fix,findings:[...fileProblems(doc.file),doc.at(1,"no `---` frontmatter block at the top of criteria.md")]};let missing=REQUIRED_CRITERIA_KEYS.filter(k=>!(k in(model.frontmatter??{})));if(fm.error&&!missing.length)return{status:"warn",detail:`criteria.md frontmatter is not valid YAML (${fm.error.message}); its keys were read line by line`,fix:"Correct the YAML between the `---` lines (quote values that hold `: `).",findings:[doc.at(fm.error.line,fm.error.message)]};if(missing.length)return{status:"fail",detail:`criteria.md frontmatter lacks: ${missing.join(", ")}`,fix:`Add ${missing.join(", ")} to the criteria.md frontmatter.`,findings:[...fm.error?[doc.at(fm.error.line,fm.error.message)]:[],...missing.map(k=>doc.at(fm.endLine,`missing required frontmatter key \`${k}\``))]};if(followsProtocol(options)){let p=protocolProblems(model);if(p.fail.length)return{status:"fail",detail:"criteria.md frontmatter: `sdd: impl` without `spec_from`",fix:"Add `spec_from: engagement-archived/<date>-<name>-spec/primary`.",findings:p.fail};if(p.warn.length)return{status:"warn",detail:`criteria.md frontmatter values outside the protocol template: ${p.warn.map(f=>f.message.split("`")[1]).join(", ")}`,fix:"Use the template values: size S | M | L, ux_heavy false | minor | true, domain marketing | dev | design.",findings:p.warn}}return{status:"pass",detail:"frontmatter has every required key"}}};var PROBES=new Map([["docker",[["docker",["info"]]]],["playwright",[["playwright",["--version"]],["python",["-m","playwright","--version"]]]],["postgres",[["pg_isready",[]]]],["node",[["node",["--version"]]]],["python",[["python",["--version"]]]],["bun",[["bun",["--version"]]]],["git",[["git",["--version"]]]],["gh",[["gh",["--version"]]]],["redis",[["redis-cli",["ping"]]]]]),ENV_TOOLS=new Map([["openai-key",["OPENAI_API_KEY"]],["anthropic-key",["ANTHROPIC_API_KEY"]],["yandex-tokens",["YANDEX_OAUTH_TOKEN","YANDEX_DIRECT_TOKEN","YANDEX_METRIKA_TOKEN","YANDEX_WEBMASTER_TOKEN"]]]),PROBE_TIMEOUT_MS=1e4,OVERRIDE=/<!--\s*preflight:[\s\S]*?-->/i;function why(p,r){let cmd=[p[0],...p[1]].join(" ");return r.reason==="missing"?`\`${p[0]}\` not found`:r.reason==="timeout"?`\`${cmd}\` did not answer within ${PROBE_TIMEOUT_MS/1e3} s`:`\`${cmd}\` exited with code ${r.code??"?"}`}async function probeTool(system,probes){let reasons=[];for(let p of probes){let r=await system.probe(p[0],[...p[1]],PROBE_TIMEOUT_MS);if(r.ok)return;reasons.push(why(p,r))}return reasons.join("; ")}function dotenvNames(model){let names2=new Set;for(let f of[".env",".env.local"])for(let line of model.fs.read(f)?.lines??[]){let m=/^([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);m&&names2.add(m[1])}return names2}var preflight_default={id:"preflight",pack:"engagement",tiers:["S","M","L"],compat:!0,summary:"every tool in tools_required is reachable",statuses:["pass","fail","warn"],docs:'A validation environment that breaks mid-engagement (Docker stopped, a key rotated) turns\ninto "user to verify" accepts. Each name in `tools_required` of the criteria.md frontmatter is probed:\n\n| tool | probe (exit 0) |\n|---|---|\n| docker | `docker info` |\n| playwright | `playwright --version`, else `python -m playwright --version` |\n| postgres | `pg_isready` |\n| node, python, bun, git, gh | `<tool> --version` |\n| redis | `redis-cli ping` |\n| openai-key, anthropic-key, yandex-tokens | the variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, any YANDEX_*_TOKEN) is set and not empty, or a line starting `NAME=` exists in `.env` / `.env.local` of the project root (the engagement folder\'s parent, the usual working directory) |\n\nTool names are matched exactly, as handoff-precheck.py does (`Docker` has no check). Only a list\nnames tools (inline `[a, b]` or a block list); a scalar such as `tools_required: none` is read as\nno list, as in the reference. Probes run without a shell, from the file system root, and time out\nafter 10 s; nothing is ever installed or started. A tool is looked up only in absolute PATH entries\noutside the project (never `.`, a relative entry or the project\'s `node_modules/.bin`, never\nthrough `npx`), so the checked folder cannot ship the tool it is probed for; each tool is probed once\nper invocation, whatever the number of targets. Any other name fails with "no check defined" and is never executed. When a\ntool fails but criteria.md holds an intake override comment\n`<!-- preflight: ... status=PASS ... override ... -->`, the check passes and says so.',examples:[{status:"pass",title:"fails when criteria.md is missing; reads broken YAML line by line; passes without frontmatter",files:{"criteria.md":`# Criteria
`}},{status:"fail",title:"fails when criteria.md is missing; reads broken YAML line by line; passes without frontmatter",files:{"criteria.md":`---
engagement: Billing: fix
tools_required: [mystery-tool]
---
`}},{status:"warn",title:"a scalar tools_required warns instead of passing unprobed",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: docker
---
# Acceptance criteria

## Done when
- tests pass
`}}],divergences:[{protocol:"Purpose: ensure the engagement state itself is ready for review \u2026 Includes a re-run of preflight (environment may have degraded mid-engagement: Docker crashed, secret rotated, package broke). \u2026 Tooling unavailability is itself a blocker.",compat:"A failing tool passes when criteria.md holds an intake override comment (`<!-- preflight: \u2026 status=PASS \u2026 override \u2026 -->`).",recommended:"It warns, naming the failing tools: the intake decision is recorded, but the re-run at handoff still finds them unreachable here (which may be this machine, not the engagement's)."},{protocol:"tools_required: [docker, playwright, postgres, ...] # see Pre-flight check",compat:"A scalar `tools_required: docker` is no list and passes with nothing probed.",recommended:"It warns at the key: the named tools are not probed until it is written as a list."},{protocol:"| postgres / db | connection string in .env and pg_isready (or equivalent) succeeds |",compat:"Only `pg_isready` is run.",recommended:"Not changed: the name of the connection-string variable is the project's own, so a linter cannot tell which `.env` entry to look for."}],async check({model,system,options}){let protocol=followsProtocol(options),doc=model.criteria;if(!doc)return{status:"fail",detail:"criteria.md is missing; tools_required cannot be read",fix:"Write criteria.md with a tools_required list.",findings:[model.at("",1,"criteria.md is missing")]};let fm=doc.frontmatter,raw=model.frontmatter?.tools_required;if(raw!=null&&raw!==""&&!Array.isArray(raw)){if(protocol){let at=frontmatterKeyLine(doc,"tools_required")??{line:1,column:1};return{status:"warn",detail:`tools_required is not a list (${JSON.stringify(String(raw)).slice(0,60)}); its tools were not probed`,fix:"Write tools_required as a list: `[docker, node]` or a block list.",findings:[doc.at(at.line,"tools_required is a scalar, not a list; nothing was probed",at.column)]}}return{status:"pass",detail:`tools_required is not a list (${JSON.stringify(String(raw)).slice(0,60)}); nothing to probe \u2014 write it as [a, b] or a block list`}}let tools=[...new Set(model.toolsRequired)];if(!tools.length)return{status:"pass",detail:fm.present?"tools_required is empty; nothing to probe":"criteria.md has no frontmatter; no tools_required to probe"};let dotenv,failed=(await Promise.all(tools.map(async tool=>{let probes=PROBES.get(tool);if(probes){let reason=await probeTool(system,probes);return reason?[tool,reason]:void 0}let vars=ENV_TOOLS.get(tool);return vars?(dotenv??=dotenvNames(model),vars.some(v=>system.hasEnv(v)||dotenv.has(v))?void 0:[tool,`${vars.join(" / ")} not set in the environment, .env or .env.local`]):[tool,"no check defined"]}))).filter(f=>f!==void 0);if(!failed.length)return{status:"pass",detail:`all ${tools.length} tools reachable: ${list(tools)}`};let names2=failed.map(([t])=>t),override=OVERRIDE.exec(doc.text);if(override&&/status\s*=\s*PASS/i.test(override[0])&&/overrid/i.test(override[0])){if(protocol){let at=positionAt(doc.text,override.index);return{status:"warn",detail:`preflight failed for ${list(names2)}; criteria.md documents an intake override, but the tools are unreachable now`,fix:"Make the tools reachable before handoff, or confirm they are reachable where the engagement runs.",findings:[doc.at(at.line,`intake override for a preflight that fails now: ${list(names2)}`,at.column)]}}return{status:"pass",detail:`preflight failed for ${list(names2)}, but criteria.md documents an intake override (${override[0].replace(/\s+/g," ").slice(0,160)})`}}let keyAt=frontmatterKeyLine(doc,"tools_required"),findings=failed.map(([tool,reason])=>{let at=keyAt??{line:1,column:1};for(let n=keyAt?.line??fm.endLine;keyAt&&n<fm.endLine;n++){let col=doc.line(n).indexOf(tool);if(col>=0){at={line:n,column:col+1};break}}return doc.at(at.line,`tool \`${tool}\` is not reachable: ${reason}`,at.column)});return{status:"fail",detail:`failed tools: ${failed.map(([t,r])=>`${t} (${r})`).join(", ")}`,fix:"Make each failed tool available (start the service, install the binary, set the variable), or remove names that have no check; if intake decided a failure is a false positive, document it in criteria.md as `<!-- preflight: <tool> status=PASS override: <reason> -->`.",findings}}};var PRODUCTION=/\bprod(?:uction)?\b|продакшн|прод\b/i;function protocolSize(model,obs){let staging=obs.deploy&&!PRODUCTION.test(model.fs.read(model.rel("deploy-log.md"))?.text??""),{triggers}=observedSize(staging?{...obs,deploy:!1}:obs);return staging&&triggers.push({tier:"M",text:"deploy-log.md (preview/staging, no production deploy)"}),{tier:triggers.some(t=>t.tier==="L")?"L":triggers.length?"M":"S",triggers}}var size_drift_default={id:"size-drift",pack:"engagement",tiers:["M","L"],recommendedTiers:["S","M","L"],compat:!0,summary:"the declared size is not smaller than what the engagement shows",statuses:["pass","fail","warn","skip"],docs:`The size tier decides which sections, checks and validators apply. An engagement that grew
past its declared size would be judged by the relaxed rules of a smaller one. The observed tier
comes from:

- specialists: number of \`executor-reports/*.md\`;
- tasks: \`tasks/*.md\` except \`INDEX.md\`;
- UI surfaces: distinct \`*.png\` file stems anywhere under \`screens/\`;
- diff files and added lines: handoff \`## 1. Diff summary\`, from the first \`git diff --stat\`
  summary (\`N files changed, M insertions(+)\`), or else one file per line starting with a status
  letter \`M|A|D|R|T\` and whitespace (\`M src/a.ts\`); a summary without insertions counts as no
  summary, as in handoff-precheck.py;
- deploy: \`deploy-log.md\` exists.

| cap | specialists | files | added lines | tasks | UI surfaces |
|---|---|---|---|---|---|
| S | ${SIZE_CAPS.S.specialists} | ${SIZE_CAPS.S.files} | ${SIZE_CAPS.S.loc} | ${SIZE_CAPS.S.tasks} | ${SIZE_CAPS.S.surfaces} |
| M | ${SIZE_CAPS.M.specialists} | ${SIZE_CAPS.M.files} | ${SIZE_CAPS.M.loc} | ${SIZE_CAPS.M.tasks} | ${SIZE_CAPS.M.surfaces} |

Above an S cap, or \`ux_heavy\` minor/true, means at least M; above an M cap, or a deploy log, means
L. The check fails when the observed tier is above the declared one, and skips while criteria.md
is missing or has no frontmatter. Promotion only goes up (S\u2192M\u2192L).`,examples:[{status:"pass",title:"ux_heavy: true below L warns with a finding at the key",options:{preset:"compat"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}},{status:"fail",title:"promotes to L on a deploy log and to M on ux_heavy",files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: minor
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}},{status:"warn",title:"ux_heavy: true below L warns with a finding at the key",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}},{status:"skip",title:"skips without criteria.md or without frontmatter",files:{"executor-reports/spec-0.md":`# r
`,"executor-reports/spec-1.md":`# r
`,"executor-reports/spec-2.md":`# r
`,"executor-reports/spec-3.md":`# r
`,"executor-reports/spec-4.md":`# r
`}}],divergences:[{protocol:"Run python ~/.claude/scripts/size-detect.py engagement/ --mode runtime --auto-promote --json after Phase 2 and every heartbeat. \u2026 handoff-precheck.py sub-check size-drift REJECTs at acceptance if lead failed to promote.",compat:'size-drift runs at M and L only, so an S engagement that grew past S (the one tier auto-promote is for: "promoted-S becomes M with 3 max") is never checked.',recommended:"size-drift runs at S, M and L."},{protocol:"For dev engagements, paste raw output: git diff --stat {base}..HEAD (file-level changes) \u2026 For marketing/design engagements (no git diff available): Created files: list with sizes",compat:'Without a `--stat` summary, every \xA71 line starting with a capital `M`, `A`, `D`, `R` or `T` and a space counts as a changed file, prose included ("A new endpoint was added", "M-tier rules apply").',recommended:"A name-status line is a status letter followed by one path (two for a rename) that holds a `/` or a `.`, and nothing else."},{protocol:"| **M** | 3\u201310 files OR 50\u2013500 LOC | 2\u20133 | `ux_heavy: false` or `minor` | preview/staging only | \u2026 | **L** | >10 files OR >500 LOC, OR multi-wave | \u22654, OR cross-domain | `ux_heavy: true`, OR new design system | production deploy |",compat:"Any deploy-log.md means L, a staging deploy included.",recommended:"A deploy log that names no production deploy is the M column (preview/staging only); one that does is L."},{protocol:"| **L** | >10 files OR >500 LOC, OR multi-wave | \u22654, OR cross-domain | `ux_heavy: true`, OR new design system | production deploy |",compat:"`ux_heavy: true` only implies M.",recommended:"`ux_heavy: true` on an S or M engagement warns: the sizing table puts it in the L column, but the table mixes indicators, so whether it alone forces L needs judgement."},{protocol:"| **L** | >10 files OR >500 LOC, OR multi-wave | \u2026 (M plan shape:) the shared contract in an earlier wave alone, consumers in a later wave.",compat:"Waves are not measured.",recommended:'Not changed: the protocol lets an M plan have two waves, so "multi-wave" cannot be an L trigger on its own.'}],check({model,options}){let protocol=followsProtocol(options),doc=model.criteria;if(!doc)return{status:"skip",detail:"criteria.md missing; no declared size to compare"};if(!doc.frontmatter.present)return{status:"skip",detail:"criteria.md has no frontmatter; no declared size to compare"};let declared=model.tier,obs=sizeObservations(model,{protocol}),{tier:observed,triggers}=protocol?protocolSize(model,obs):observedSize(obs),measured=`specialists=${obs.specialists}, tasks=${obs.tasks}, surfaces=${obs.surfaces}, files=${obs.files}, added lines=${obs.loc}, deploy=${obs.deploy?"yes":"no"}`;if(TIER_RANK[observed]<=TIER_RANK[declared]){if(protocol&&declared!=="L"&&obs.uxHeavy==="true"){let at2=frontmatterKeyLine(doc,"ux_heavy")??{line:1,column:1};return{status:"warn",detail:`size=${declared} with ux_heavy=true: the sizing table puts ux_heavy: true in the L column (${measured})`,fix:"Promote to `size: L`, or record in scope-sync.md why the UI scope stays within the declared size.",findings:[doc.at(at2.line,`ux_heavy: true is an L indicator in the sizing table; declared size is ${declared}`,at2.column)]}}return{status:"pass",detail:`size=${declared} matches observations (${measured})`}}let why2=triggers.filter(t=>TIER_RANK[t.tier]>TIER_RANK[declared]).map(t=>t.text),at=frontmatterKeyLine(doc,"size")??{line:1,column:1};return{status:"fail",detail:`size drift: criteria.md size=${declared} but observations indicate ${observed}; triggers: ${why2.join(", ")}`,fix:`Promote the engagement: set \`size: ${observed}\` in criteria.md and record an \`## Auto-promote\` note in scope-sync.md (iteration budget +1), then re-submit under the ${observed} rules. Promotion is one-way (S\u2192M\u2192L).`,findings:[doc.at(at.line,`declared size ${declared} is below the observed ${observed} (${why2.join(", ")})`,at.column)]}}};var tasks_decomposition_default={id:"tasks-decomposition",pack:"engagement",tiers:["L"],compat:!0,summary:"the work is split into atomic task files where the tier asks for it",statuses:["pass","fail","warn","skip"],docs:"Atomic task files let a lead re-dispatch only the broken unit after a REJECT instead of\nre-running a whole phase.\n\n- size S: skip (tasks are not used).\n- size L: fail without any `tasks/*.md` other than `INDEX.md`, or without `tasks/INDEX.md`\n  (the dependency graph and wave grouping).\n- size M: warn when there are no task files but two or more executor reports; otherwise pass.",examples:[{status:"pass",title:"passes at M with one specialist or with task files",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"executor-reports/a.md":""}},{status:"fail",title:"fails an L engagement without tasks/INDEX.md",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"tasks/01-api.md":`# t
`}},{status:"warn",title:"warns at M with two specialists and no task files",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"executor-reports/a.md":"","executor-reports/b.md":"","tasks/INDEX.md":""}},{status:"skip",title:"skips at size S",files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"executor-reports/a.md":"","executor-reports/b.md":""}}],divergences:[{protocol:"Director will REJECT a size: L handoff with no tasks/ directory or with empty tasks/INDEX.md.",compat:"An empty tasks/INDEX.md passes at L: only its existence is checked.",recommended:"An empty (or whitespace-only) tasks/INDEX.md fails at L."}],check({model,options}){let size=model.tier;if(size==="S")return{status:"skip",detail:"size=S, tasks/ N/A"};let taskEntries=(model.list("tasks")??[]).filter(e=>e.kind==="file"&&e.name.endsWith(".md")),tasks=taskEntries.filter(e=>e.name!=="INDEX.md"),reports=(model.list("executor-reports")??[]).filter(e=>e.kind==="file"&&e.name.endsWith(".md")).length,sizeAt=frontmatterKeyLine(model.criteria,"size"),onSize=message=>sizeAt&&model.criteria?model.criteria.at(sizeAt.line,message,sizeAt.column):model.at("tasks",1,message);return size==="L"?tasks.length?taskEntries.some(e=>e.name==="INDEX.md")?followsProtocol(options)&&!model.fs.read(model.rel("tasks/INDEX.md"))?.text.trim()?{status:"fail",detail:"size=L requires a non-empty tasks/INDEX.md; it is empty",fix:"Write tasks/INDEX.md listing the waves, one line per task with its owner and crit_refs.",findings:[model.at("tasks/INDEX.md",1,"tasks/INDEX.md is empty")]}:{status:"pass",detail:`L-tier: tasks/ has ${tasks.length} task file(s) + INDEX.md`}:{status:"fail",detail:"size=L requires tasks/INDEX.md (dependency graph + wave grouping); not found",fix:"Write tasks/INDEX.md listing the waves, one line per task with its owner and crit_refs.",findings:[model.at("tasks",1,`tasks/ has ${tasks.length} task file(s) but no INDEX.md`)]}:{status:"fail",detail:"size=L requires tasks/*.md atomic decomposition (none found)",fix:"Run the domain task-decomposition step before dispatch and write engagement/tasks/{NN}-{slug}.md, one file per atomic task, plus tasks/INDEX.md.",findings:[onSize("size L needs task files under tasks/, none found")]}:!tasks.length&&reports>=2?{status:"warn",detail:`size=M with ${reports} specialists has no tasks/*.md (recommended for iteration-2 retargeting)`,fix:"Split the work into tasks/{NN}-{slug}.md so a REJECT re-dispatches only the broken unit instead of the whole phase.",findings:[{...model.at("executor-reports",1,`${reports} executor reports but no task files under tasks/`),severity:"warning"}]}:{status:"pass",detail:`M-tier: ${tasks.length?`${tasks.length} task file(s) present`:"tasks not required (single specialist)"}`}}};var handoff_paths_default={id:"handoff-paths",pack:"engagement",tiers:["S","M","L"],compat:!0,requiredWhenReady:!0,summary:"every path handoff.md cites exists",statuses:["pass","fail","skip"],docs:"A handoff that cites evidence which does not exist is a phantom claim. Cited paths are\nbacktick-quoted strings and bare paths starting `engagement/`, `src/`, `tests/`, `app/`,\n`lib/`, `scripts/`, `hooks/`, `agents/` or `skills/` (word characters, `.`, `/` and\n`-`, not preceded by a word character or `/`), anywhere in the file, code blocks and frontmatter\nincluded. As in handoff-precheck.py:\n\n- illustration lines are skipped: e.g., for example, \u043D\u0430\u043F\u0440\u0438\u043C\u0435\u0440, \u0442\u0430\u043A\u0438\u0435 \u043A\u0430\u043A, (do) not create,\n  forbidden, \u0437\u0430\u043F\u0440\u0435\u0449, rogue, placeholder, out-of-whitelist, and `template` / `\u0448\u0430\u0431\u043B\u043E\u043D` followed by\n  a space, `-` or `:` (a cited `src/templates/` folder is still checked);\n- candidates holding `://`, `http:`, `{ }`, `< >`, `...`, `*`, `?` or `$ARGUMENTS`, a\n  space, no `/`, or starting with `#` are ignored, and so is the future archive\n  `engagement-archived/`;\n- a `:45` / `:45-52` line suffix and a leading `./` are stripped; nothing else is, so a bare\n  path ending a sentence (`see src/a.ts.`) cites `src/a.ts.` \u2014 put paths in backticks.\n\nPaths resolve against the project root (the engagement folder's parent). A path that leaves the\nproject root is reported as such and never probed.\n\nSkips while handoff.md is not written; `--mode ready` turns that skip into a failure.",examples:[{status:"pass",title:"media types, N/A and API routes are not cited files",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":"# Handoff\n## 2. Deliverable manifest\n- `src/api.ts` answers `/health` and `/api/items` with `application/json`\n## 8. Deploy log\n- `N/A` \u2014 no deploy","../src/api.ts":"x"}},{status:"fail",title:"an absolute path with a file extension is still reported outside the root",options:{preset:"recommended"},files:{"handoff.md":"# H\n- `/etc/app.conf`\n"}},{status:"skip",title:"skips while handoff.md is missing, and fails that skip in --mode ready",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],divergences:[{protocol:"handoff-paths \u2014 every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).",compat:"A bare path ending a sentence keeps the full stop (`see src/format.ts.` cites `src/format.ts.`, which does not exist), and so does punctuation inside backticks (`src/b.ts,`).",recommended:"Trailing `.`, `,`, `;`, `:`, `!`, `)` and `]` are sentence punctuation, not part of the path."},{protocol:"handoff-paths \u2014 every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).",compat:"Any backticked string with a `/` is a cited path: `application/json`, `N/A`, `and/or` and API routes such as `/health` or `/api/items` fail as missing files (an absolute route as a path outside the project root).",recommended:"Media types (`type/subtype`), slash words (`N/A`, `and/or`, `I/O`) and absolute paths or routes whose last segment has no file extension name no file and are not cited paths."}],check({model,options}){let doc=model.handoff;if(!doc)return{status:"skip",detail:"handoff.md not yet written",missingArtefact:!0};let{missing,outside,distinct}=probeCitedEvidence(model,doc,{protocol:followsProtocol(options)});if(!missing.length&&!outside.length)return{status:"pass",detail:`${distinct} cited paths exist`};let findings=[...missing.map(c=>doc.at(c.line,`cited path \`${c.path}\` does not exist`,c.column)),...outside.map(c=>doc.at(c.line,`cited path \`${c.path}\` resolves outside the project root; not checked`,c.column))].sort((a,b)=>a.line-b.line||a.column-b.column);return{status:"fail",detail:[...missing.length?[`missing paths: ${list(distinctCitedPaths(missing))}`]:[],...outside.length?[`paths outside the project root: ${list(distinctCitedPaths(outside))}`]:[]].join("; "),fix:"Create the cited files, correct the paths (they resolve from the project root, the engagement folder's parent), or remove claims whose evidence does not exist.",findings}}};var ACCEPTED="Verdict: ACCEPT",acceptance_log_paths_default={id:"acceptance-log-paths",pack:"engagement",tiers:["L"],compat:!0,summary:"every path an accepted acceptance-log.md cites exists",statuses:["pass","fail","skip"],docs:'Once the director writes `Verdict: ACCEPT`, the acceptance log is the record the engagement\nis archived with; evidence it cites must exist. The paths are extracted exactly as for\nhandoff-paths (backtick-quoted and bare project paths, illustration lines ignored) and resolve\nagainst the project root; a path leaving the root is reported and never probed.\n\nSkips while acceptance-log.md is missing or does not contain the exact text `Verdict: ACCEPT`\nyet (`### Verdict: ACCEPT`, `Verdict: ACCEPTED`; a bold `**Verdict:** ACCEPT` does not count, as\nin handoff-precheck.py). That skip means "not applicable yet", not a missing artefact.',examples:[{status:"pass",title:"passes when the evidence of an accepted log exists",files:{"acceptance-log.md":`# Acceptance
## Iteration 1
### Verdict: ACCEPT
- evidence \`engagement/validation-outputs/cr-iter-1-x.json\`
`,"validation-outputs/cr-iter-1-x.json":"{}"}},{status:"fail",title:"fails with the phantom evidence paths and their lines",files:{"acceptance-log.md":`# Acceptance

Verdict: ACCEPTED

Checked engagement/traces/iter-1/checkout.json and \`../outside.md\`.
`}},{status:"skip",title:"skips without acceptance-log.md, and stays a skip in --mode ready",options:{mode:"ready"},files:{}}],divergences:[{protocol:"acceptance-log.md # director, append-only \u2014 One section per iteration.",compat:"Once any `Verdict: ACCEPT` is written, every path cited anywhere in the log must exist, so a file an earlier REJECT iteration cited (and that was rightly deleted since) fails the ACCEPT.",recommended:"Only the citations of the accepted iteration (the `## Iteration N` section holding the last ACCEPT verdict; the whole log when it has no iteration sections) are the evidence the engagement is accepted on. Earlier iterations are history. Citations are read as handoff-paths reads them under this preset."}],check({model,options}){let doc=model.acceptanceLog;if(!doc)return{status:"skip",detail:"acceptance-log.md not yet written"};if(!doc.text.includes(ACCEPTED))return{status:"skip",detail:"acceptance-log.md has no `Verdict: ACCEPT` yet"};let protocol=followsProtocol(options),range=protocol?acceptedRange(doc):void 0;if(protocol&&!range)return{status:"skip",detail:"acceptance-log.md has no iteration with an ACCEPT verdict yet"};let{missing,outside,distinct}=probeCitedEvidence(model,doc,{protocol,...range?{range}:{}}),scope=range?.n!==void 0?` (iteration ${range.n}, the accepted one)`:"";if(!missing.length&&!outside.length)return{status:"pass",detail:`${distinct} cited evidence paths exist${scope}`};let findings=[...missing.map(c=>doc.at(c.line,`phantom evidence: \`${c.path}\` does not exist`,c.column)),...outside.map(c=>doc.at(c.line,`cited path \`${c.path}\` resolves outside the project root; not checked`,c.column))].sort((a,b)=>a.line-b.line||a.column-b.column);return{status:"fail",detail:[...missing.length?[`phantom evidence paths: ${list(distinctCitedPaths(missing))}`]:[],...outside.length?[`paths outside the project root: ${list(distinctCitedPaths(outside))}`]:[]].join("; "),fix:"Point each accepted claim at evidence that exists (paths resolve from the project root), or restore the missing artefacts before archiving.",findings}}};var SECTIONS={1:{title:"Diff summary",re:/^Diff\s*summary/i},2:{title:"Deliverable manifest",re:/^Deliverable/i},3:{title:"Criteria trace",re:/^Criteria\s*trace/i},4:{title:"Executor reports",re:/^Executor\s*reports/i},5:{title:"Validation log",re:/^Validation\s*log/i},6:{title:"Exercised",re:/^Exercised/i},7:{title:"Self-acceptance",re:/^Self-acceptance/i},8:{title:"Deploy log",re:/^Deploy/i},9:{title:"Docs diff",re:/^Docs\s*diff/i},11:{title:"Known deferrals",re:/^Known\s*deferrals/i}},handoff_sections_default={id:"handoff-sections",pack:"engagement",tiers:["M","L"],recommendedTiers:["S","M","L"],compat:!0,requiredWhenReady:!0,summary:"handoff.md has every numbered section its tier requires",statuses:["pass","fail","skip"],docs:'The director reads handoff.md section by section; a missing section is a question the lead\ndid not answer. Sections are level-2 headings `## N. Title`.\n\n- size S: \xA71 Diff summary, \xA72 Deliverable\u2026, \xA75 Validation log, \xA77 Self-acceptance.\n- size M/L: \xA71, \xA72, \xA73 Criteria trace, \xA74 Executor reports, \xA75, \xA77, \xA78 Deploy\u2026, \xA711 Known deferrals;\n  plus \xA79 Docs diff when handoff \xA71 lists a changed `src/` file; plus \xA76 Exercised when\n  `ux_heavy` is minor or true.\n\nOnly \xA71, the source of truth for what changed, decides whether `src/` was touched: a sentence\nsuch as "no src/ files were touched" elsewhere does not require \xA79 (the reference tool fires on any\nmention of `src/` anywhere). Skips while handoff.md is not written; `--mode ready` turns that\nskip into a failure.',examples:[{status:"pass",title:"an S handoff of ux_heavy minor work needs \xA76 Exercised",options:{preset:"compat"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: minor
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 1. Diff summary
- x
## 2. Deliverable manifest
- x
## 5. Validation log
- x
## 7. Self-acceptance
- x
`}},{status:"fail",title:"skips while handoff.md is missing, and fails that skip in --mode ready",options:{mode:"ready"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}},{status:"skip",title:"skips while handoff.md is missing, and fails that skip in --mode ready",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],divergences:[{protocol:"For size: S engagements, this 5-line shape is acceptable as handoff.md \u2026 Director still runs handoff-precheck.py \u2014 schema-aware checks know about size: S and don't demand the larger-tier sections.",compat:"handoff-sections runs at M and L only: an S handoff without its minimum sections (\xA71, \xA72, \xA75, \xA77) is never checked.",recommended:"It runs at S too, asking for the S minimum."},{protocol:"| Handoff \xA78 Deploy log | N/A | only if deploy crossed | required |",compat:"\xA78 Deploy log is required at M whether or not anything was deployed.",recommended:"At M, \xA78 is required only when deploy-log.md exists (the deploy boundary was crossed); at L it is always required."},{protocol:"| Handoff \xA76 Exercised | only if `ux_heavy: minor | true` | only if `ux_heavy: minor | true` | required if `ux_heavy: minor | true` |",compat:"At S, \xA76 Exercised is never required.",recommended:"At S, \xA76 is required when ux_heavy is minor or true, as at M and L."}],check({model,options}){let protocol=followsProtocol(options),doc=model.handoff;if(!doc)return{status:"skip",detail:"handoff.md not yet written",missingArtefact:!0};let size=model.tier,ux=model.uxHeavy,deployed=!protocol||size==="L"||model.fs.probe(model.rel("deploy-log.md"))==="exists",required=(size==="S"?[1,2,5,7]:[1,2,3,4,5,7,...deployed?[8]:[],11]).map(n=>({n}));if(size!=="S"){let src=handoffSrcChange(doc);src&&required.push({n:9,why:`mandatory at size ${size} when \xA71 lists src/ changes, e.g. ${src.path} at line ${src.line}`})}(size!=="S"||protocol)&&ux!=="false"&&required.push({n:6,why:`required for ux_heavy=${ux}`}),required.sort((a,b)=>a.n-b.n);let numbered=doc.numberedSections(),missing=[],findings=[];for(let{n,why:why2}of required){let spec=SECTIONS[n],same=numbered.filter(s=>s.number===n);if(same.some(s=>spec.re.test(s.title)))continue;let label=`\xA7${n} ${spec.title}${why2?` (${why2})`:""}`;if(missing.push(label),same.length)findings.push(doc.at(same[0].heading.line,`\xA7${n} is titled "${same[0].title}" but must start with "${spec.title}"`));else{let next=numbered.find(s=>(s.number??0)>n);findings.push(doc.at(next?.heading.line??Math.max(1,doc.lines.length),`missing section \`## ${n}. ${spec.title}\`${why2?` (${why2})`:""}`))}}return missing.length?{status:"fail",detail:`${size==="S"?"S-tier missing minimum sections":"missing sections"}: ${missing.join(", ")}`,fix:size==="S"?"Size S needs only \xA71 Diff summary, \xA72 Deliverables (criteria trace inline), \xA75 Validation log and \xA77 Self-acceptance; add the missing ones as `## N. Title` headings.":'Add each missing section as a `## N. Title` heading; write "N/A \u2014 <reason>" or "None" when a section has nothing to report.',findings}:{status:"pass",detail:`${size==="S"?"S-tier minimum sections":"all required sections"} present (size=${size}, ux_heavy=${ux})`}}};var iteration_counter_default={id:"iteration-counter",pack:"engagement",tiers:["M","L"],compat:!0,summary:"engagement/iteration holds an integer that agrees with the acceptance log",statuses:["pass","fail","skip"],docs:"`engagement/iteration` is the single source of truth for the round number: the lead\nincrements it before a handoff, the director on a REJECT. A counter that disagrees with the\n`## Iteration N` sections of acceptance-log.md means someone falsified or forgot the count.\n\n- No `iteration` file: skip before the first verdict (no acceptance-log.md), fail after it.\n- The file must hold a non-negative integer (surrounding whitespace is ignored).\n- When acceptance-log.md has level-2 `## Iteration N` headings, the counter must equal the\n  highest N (the latest iteration, already judged) or that plus one (a new submission).",examples:[{status:"pass",title:"passes any integer when the log has no level-2 iteration headings outside fences",files:{iteration:"1","acceptance-log.md":"# Log\n### Iteration 7\n```\n## Iteration 9\n```\n"}},{status:"fail",title:'fails a counter that is not an integer: ""',files:{iteration:""}},{status:"skip",title:"skips on the first handoff (no counter, no acceptance log)",files:{"handoff.md":`# h
`}}],divergences:[{protocol:"Source of truth: engagement/iteration plain-text file (single integer). Lead increments it before submitting handoff; director increments on REJECT. handoff-precheck verifies the counter agrees with ## Iteration N headings in acceptance-log.md.",compat:"The counter must equal the highest `## Iteration N` of acceptance-log.md or that plus one.",recommended:`Not changed: read literally, two increments per rejected round (director on REJECT, lead before the next handoff) would put the counter two ahead of the log, which contradicts the handoff title "iteration {N}"; the reference's reading (the round under review, or the next one) is the only consistent one.`}],check({model}){let counter=model.iteration,log=model.acceptanceLog;if(!counter.present)return log?{status:"fail",detail:"engagement/iteration file missing but acceptance-log.md exists",fix:"Create engagement/iteration holding the current iteration number (a single integer).",findings:[log.at(iterationHeadings(log)[0]?.line??1,"acceptance-log.md records verdicts but engagement/iteration does not exist")]}:{status:"skip",detail:"first handoff: no iteration counter and no acceptance-log.md yet"};let n=counter.value;if(n===void 0){let shown=(counter.raw??"").slice(0,40);return{status:"fail",detail:`engagement/iteration is not an integer: ${shown===""?"the file is empty":JSON.stringify(shown)}`,fix:"Write the current iteration number as the only content of engagement/iteration, e.g. `2`.",findings:[model.at("iteration",1,"iteration counter must be a single integer")]}}let seen=[...new Set(iterationHeadings(log).map(h=>h.n))].sort((a,b)=>a-b);if(seen.length){let max=seen[seen.length-1];return n!==max&&n!==max+1?{status:"fail",detail:`counter=${n} but acceptance-log iterations=[${seen.join(", ")}]; expected ${max} or ${max+1}`,fix:`Set engagement/iteration to ${max} (the latest judged iteration) or ${max+1} (a new submission).`,findings:[model.at("iteration",1,`counter ${n} disagrees with acceptance-log.md (latest \`## Iteration ${max}\`)`)]}:{status:"pass",detail:`counter=${n} (acceptance-log latest iteration ${max})`}}return{status:"pass",detail:`counter=${n}`}}};var ITER_MENTION=/\biter(?:ation)?[- ]?(\d{1,4})\b/gi;function earlierMention(doc,first){for(let{line,text}of doc.bodyLines())for(let m of text.matchAll(ITER_MENTION))if(Number(m[1])<first)return{line,column:m.index+1,n:Number(m[1])}}function protocolStructure(reports,n){let none=[],late=[];for(let doc of reports){let hs=iterationHeadings(doc);if(!hs.length)none.push(doc.at(1,`no \`## Iteration N\` heading at iteration ${n}: earlier work cannot be told from this round's`));else if(!hs.some(h=>h.n===1)&&earlierMention(doc,hs[0].n)){let m=earlierMention(doc,hs[0].n);none.push(doc.at(m.line,`report starts at \`## Iteration ${hs[0].n}\` but refers to iteration ${m.n}: the earlier iteration was overwritten`,m.column))}else hs.some(h=>h.n===1)||late.push(doc.at(hs[0].line,`first iteration heading is \`## Iteration ${hs[0].n}\`: first dispatched then, or iteration 1 was overwritten`))}let name=f=>f.file.split("/").pop();return none.length?{status:"fail",detail:`executor-reports without their earlier \`## Iteration N\` sections: ${list(none.map(name))}`,fix:`Keep each report's earlier work under \`## Iteration 1\` \u2026 and append a \`## Iteration ${n}\` section when the specialist is re-dispatched; never overwrite prior iterations.`,findings:none}:late.length?{status:"warn",detail:`executor-reports starting after iteration 1: ${list(late.map(name))}`,fix:"If the specialist worked in iteration 1, restore that section; otherwise no change is needed.",findings:late}:{status:"pass",detail:`all ${reports.length} executor-reports keep \`## Iteration N\` structure (iteration ${n})`}}var executor_iteration_structure_default={id:"executor-iteration-structure",pack:"engagement",tiers:["L"],compat:!0,summary:"from iteration 2 on, every executor report keeps iteration 1 and adds the current one",statuses:["pass","fail","warn","skip"],docs:"Executor reports are append-only across iterations: a specialist re-dispatched on a rework\nappends `## Iteration N` instead of overwriting the report, so earlier claims stay auditable.\nWith the counter at 2 or more, every `executor-reports/*.md` needs both a level-2\n`## Iteration 1` heading and a `## Iteration <counter>` heading.\n\nSkips without an iteration counter, with an unparseable one, with a counter below 2, or without\nan `executor-reports/` folder.",examples:[{status:"pass",title:"passes when every report has iteration 1 and the current one",files:{iteration:"3","executor-reports/a.md":`# dev executor report

## Iteration 1 \u2014 2026-05-01

- work

## Iteration 2 \u2014 2026-05-02

- work

## Iteration 3 \u2014 2026-05-03

- work
`,"executor-reports/b.md":`# dev executor report

## Iteration 1 \u2014 2026-05-01

- work

## Iteration 3 \u2014 2026-05-03

- work
`}},{status:"fail",title:"does not take Iteration 12 for Iteration 1",files:{iteration:"2","executor-reports/a.md":`# dev executor report

## Iteration 12 \u2014 2026-05-012

- work

## Iteration 2 \u2014 2026-05-02

- work
`}},{status:"warn",title:"a report that starts at iteration 2 but speaks of iter-1 was overwritten; one that does not warns",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`2
`,"executor-reports/dev-b.md":`# dev-b
## Iteration 2
- joined for crit-4
`}},{status:"skip",title:"skips with no counter",files:{"executor-reports-old.md":`# dev executor report

## Iteration 1 \u2014 2026-05-01

- work
`}}],divergences:[{protocol:"On REJECT loop: lead identifies failing crit-N from director verdict, finds tasks where crit_refs includes those crit values, re-dispatches ONLY those tasks. Specialist appends ## Iteration {N} to their executor-report",compat:"Every report needs `## Iteration <counter>`, so a specialist whose tasks were not re-dispatched this round (the protocol's normal case) fails.",recommended:'A report needs `## Iteration N` structure, not the current round: one without any iteration heading fails (earlier work overwritten, audit trail lost); one whose first heading is a later iteration than 1 fails when the report mentions an earlier iteration ("what changed since iter-1": it was overwritten) and otherwise warns (first dispatched later, or iteration 1 overwritten: only a reader can tell); one without the current iteration passes (not re-dispatched).'}],check({model,options}){let counter=model.iteration;if(!counter.present)return{status:"skip",detail:"iteration counter missing: first iteration"};let n=counter.value;if(n===void 0)return{status:"skip",detail:"iteration counter unparseable (see iteration-counter)"};if(n<2)return{status:"skip",detail:`iteration=${n}, no iteration structure required yet`};if(!model.list("executor-reports"))return{status:"skip",detail:"no executor-reports/ yet"};let reports=model.executorReports();if(followsProtocol(options))return protocolStructure(reports,n);let bad=[],findings=[];for(let doc of reports){let hs=iterationHeadings(doc),lacking=[1,n].filter((k,i,a)=>a.indexOf(k)===i&&!hs.some(h=>h.n===k));if(!lacking.length)continue;let name=doc.rel.split("/").pop();bad.push(name);let last=hs[hs.length-1],has=hs.length?` (has ${[...new Set(hs.map(h=>h.n))].join(", ")})`:" (no iteration headings)";findings.push(doc.at(last?.line??1,`missing ${lacking.map(k=>`\`## Iteration ${k}\``).join(" and ")}${has}`))}return bad.length?{status:"fail",detail:`executor-reports missing \`## Iteration ${n}\` (and/or \`## Iteration 1\`) heading: ${list(bad)}`,fix:`Keep each report's earlier work under \`## Iteration 1\` \u2026 and append a \`## Iteration ${n}\` section for this round; never overwrite prior iterations.`,findings}:{status:"pass",detail:`all ${reports.length} executor-reports have iteration-${n} structure`}}};var ACK_HEADING=/^criteri(?:a|on)/i,BULLET=/^\s*(?:[-*]|\d+\.)\s+(.+)$/,CRIT_ID=new LetterRegex(String.raw`(?<![\p{L}\p{N}_])crit-\d+`,"iu"),CRIT_REF=new LetterRegex(String.raw`(?<![\p{L}\p{N}_])(?:crit-?\d+|criterion\s*\d+|done[- ]when|criteria\.md)`,"iu"),specialist_criteria_ack_default={id:"specialist-criteria-ack",pack:"engagement",tiers:["L"],compat:!0,requiredWhenReady:!0,summary:"every executor report acknowledges the criteria it addresses",statuses:["pass","fail","warn","skip"],docs:"The engagement-mode contract makes every specialist open its executor report with a\n*Criteria acknowledgement*: bullets citing the `crit-N` items the work addresses, verbatim. A\nreport without one is the sign of a specialist who never read criteria.md.\n\nEach `executor-reports/*.md` needs a heading of level 2 to 4 named `Criteria acknowledgement`\n(also `Criteria`, `Criteria addressed`, `Criteria mapping`, `Criterion \u2026`) and at least\none list item citing `crit-N`, `criterion N`, `done when` or `criteria.md`. As in the\nreference tool, the heading name is a prefix (`## Criteria-trace` counts) and the citing item may\nbe anywhere in the report, frontmatter and code blocks included (an iteration-2 report often cites\ncriteria under its own `## Iteration 2` block, a frontmatter list `crit_refs:` `- crit-1` counts).\n\nSkips while there are no executor reports; `--mode ready` turns that skip into a failure.",examples:[{status:"pass",title:'reads the heading name as a prefix (reference parity) but not "crit-" inside a word',files:{"executor-reports/a.md":`# a
## Criteria-trace
- crit-1 done
`}},{status:"fail",title:'reads the heading name as a prefix (reference parity) but not "crit-" inside a word',files:{"executor-reports/a.md":`# a
## Criterial notes
- subcrit-1 done
`}},{status:"warn",title:"bullets that cite criteria without crit-N ids warn",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"executor-reports/dev-a.md":`# dev-a
## Iteration 1
### Criteria acknowledgement
- Addresses the "done when" export bullet of criteria.md
`}},{status:"skip",title:"skips without executor reports, and fails under --mode ready",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],divergences:[{protocol:"Open report with Criteria acknowledgement (bullets citing crit-N verbatim, not paraphrased).",compat:'Any list item anywhere in the report (frontmatter, code blocks, other sections) that mentions crit-N, criterion N, "done when" or criteria.md satisfies the check, so an ack heading followed by nothing passes when a later section mentions crit-1.',recommended:'The bullets must sit in the acknowledgement section (up to the next heading of the same or a higher level). Bullets there that only say "criterion 2", "done when" or "criteria.md" warn: the protocol asks for the crit-N ids verbatim.'}],check({model,options}){let protocol=followsProtocol(options),reports=model.executorReports(),loose=[];if(!reports.length)return{status:"skip",detail:"no executor-reports yet",missingArtefact:!0};let bad=[],findings=[];for(let doc of reports){let name=doc.rel.slice(doc.rel.lastIndexOf("/")+1),heading=doc.headings.find(h=>h.level>=2&&h.level<=4&&ACK_HEADING.test(h.text));if(!heading){bad.push(name),findings.push(doc.at(doc.headings[0]?.line??doc.bodyStart,`${name} has no \`## Criteria acknowledgement\` heading`));continue}if(protocol){let items=doc.linesOf(doc.sectionOf(heading),{skipFenced:!0}).map(l=>BULLET.exec(l.text)?.[1]??"").filter(t=>t!=="");if(items.some(t=>CRIT_ID.for(t).test(t)))continue;if(items.some(t=>CRIT_REF.for(t).test(t))){loose.push(doc.at(heading.line,`"${heading.text}" cites criteria without their crit-N ids`));continue}bad.push(`${name} (section present, but no crit-N reference in its bullets)`),findings.push(doc.at(heading.line,`"${heading.text}" has no list item citing crit-N`));continue}doc.lines.some(line=>{let item=BULLET.exec(line)?.[1]??"";return CRIT_REF.for(item).test(item)})||(bad.push(`${name} (section present, but no crit-N reference in bullets)`),findings.push(doc.at(heading.line,`"${heading.text}" has no list item citing crit-N, criterion N, done when or criteria.md`)))}return bad.length?{status:"fail",detail:`executor-reports without Criteria acknowledgement: ${list(bad)}`,fix:"Open each specialist's report with `## Criteria acknowledgement` listing the crit-N items the work addresses, cited verbatim from criteria.md.",findings}:loose.length?{status:"warn",detail:`criteria acknowledged without crit-N ids: ${list(loose.map(f=>f.file.slice(f.file.lastIndexOf("/")+1)))}`,fix:"Cite the crit-N ids of criteria.md verbatim in the acknowledgement bullets.",findings:loose}:{status:"pass",detail:`all ${reports.length} executor-reports have criteria-ack`}}};var OPTIONAL=new Set(["test-reviewer","documentation-reviewer","prompt-reviewer","feasibility-assessor"]),VERDICTS=new Set(["approved","approved_with_suggestions","approved_with_caveats","changes_required","needs_improvement","needs_more","blocked","pass","passed","fail","failed","clean","complete","warning","not_verifiable","satisfied","rework_required","suspicious_too_clean","suspicious","skipped"]),NEEDS_METHODOLOGY=new Set(["accessibility-validator","performance-validator","security-auditor","ux-review","anti-pattern-detector"]),ADVERSARIES=new Set(["peer-opus","codex-blind","codex-informed","sonnet-scoped","haiku-scoped"]),truthy=v=>v!=null&&v!==!1&&v!==""&&v!==0&&!(Array.isArray(v)&&v.length===0)&&!(isPlainObject(v)&&Object.keys(v).length===0),validator_outputs_default={id:"validator-outputs",pack:"engagement",tiers:["M","L"],compat:!0,requiredWhenReady:!0,summary:"every logged validator left a parseable JSON output with a recognised verdict",statuses:["pass","fail","warn","skip"],docs:"A validator run that left no JSON behind cannot be verified: the log may describe a run that\nnever happened. Validators are the `### <name>` blocks of validation-log.md whose name is\nlowercase (`### code-reviewer`; `### Phase 6a` is prose).\n\n- fail when `validation-outputs/` is missing, or a logged validator has no\n  `validation-outputs/<name>*.json`; warn instead when every missing one is optional\n  (test-reviewer, documentation-reviewer, prompt-reviewer, feasibility-assessor).\n- Each output (files with `-preliminary-` in the name are exempt) must be a JSON object with\n  `verdict` (or `status`) from the protocol's vocabulary (approved, changes_required, blocked,\n  pass, fail, satisfied, rework_required, skipped, ...; case-insensitive), else fail; a list or an\n  object is never a verdict. Invalid JSON is reported at its line; an array or other non-object is a\n  finding, not a crash. As the reference parses with Python, bare `NaN` / `Infinity` values\n  are accepted.\n- Outputs of accessibility-validator, performance-validator, security-auditor, ux-review and\n  anti-pattern-detector need `methodology` (top level or under `metrics`), else warn.\n  Adversary roles (peer-opus, codex-blind, codex-informed, sonnet-scoped, haiku-scoped) are exempt.\n\nEvery problem is reported in one run: a missing optional output (a warning) never hides a broken\noutput file (a failure). Skips while validation-log.md is missing or names no validator;\n`--mode ready` turns that skip into a failure.",examples:[{status:"pass",title:"falls back to status when verdict is empty, as the reference does",files:{"validation-log.md":`# Validation log

### Phase 6a
prose

### code-reviewer
verdict: approved
`,"validation-outputs/code-reviewer-iter-1-a.json":`{
  "verdict": "",
  "status": "pass"
}`}},{status:"fail",title:"skips when the log names no lowercase validator (prose headings do not count), promoted under --mode ready",options:{mode:"ready"},files:{"validation-log.md":`# Log
### Phase 6a
### Transport note
## code-reviewer
`}},{status:"warn",title:"a logged optional validator without its output file fails: every validator leaves proof of run",options:{preset:"compat"},files:{"validation-log.md":`# Validation log

### code-reviewer
verdict: approved

### test-reviewer
verdict: approved
`,"validation-outputs/code-reviewer-iter-1-a.json":'{"verdict": "approved"}'}},{status:"skip",title:"skips without validation-log.md, and fails under --mode ready",files:{}}],divergences:[{protocol:"validation-outputs/ # MANDATORY \u2014 JSON proof-of-run for each validator AND adversary role (incl. preliminary) \u2026 | Validator output JSON files | required | required | required |",compat:"A logged test-reviewer, documentation-reviewer, prompt-reviewer or feasibility-assessor without an output file only warns.",recommended:"Every logged validator needs its output file; a missing one fails whichever validator it is."}],check({model,options}){let optional=followsProtocol(options)?new Set:OPTIONAL,log=model.validationLog;if(!log)return{status:"skip",detail:"validation-log.md not present",missingArtefact:!0};let logged=validationLogValidators(model);if(!logged.length)return{status:"skip",detail:"no validators logged yet",missingArtefact:!0};let names2=[...new Set(logged.map(v=>v.name))],files=validationOutputFiles(model);if(!files)return{status:"fail",detail:`${names2.length} validators logged but ${model.rel("validation-outputs/")} missing entirely \u2014 runs unverifiable`,fix:"Capture each validator's JSON return into validation-outputs/{name}-iter-N-{timestamp}.json.",findings:logged.map(v=>log.at(v.line,`${v.name} logged, but there is no validation-outputs/ folder`,v.column))};let problems=[],warnings=[],findings=[],missing=names2.filter(n=>!files.some(f=>f.name.startsWith(n))),missingRequired=missing.filter(n=>!optional.has(n)),missingOptional=missing.filter(n=>optional.has(n));for(let v of logged.filter(v2=>missing.includes(v2.name)))findings.push(log.at(v.line,`${v.name} logged without validation-outputs/${v.name}*.json`,v.column,optional.has(v.name)?"warning":"error"));missingRequired.length&&problems.push(`required validators logged without output file: ${list(missingRequired)}`),missingOptional.length&&warnings.push(`optional validators logged without output file: ${list(missingOptional)} (not blocking, but recommended)`);let badJson=[],noVerdict=[],badVerdict=[],noMethodology=[];for(let f of files){if(f.name.includes("-preliminary-"))continue;let doc=model.json(f.rel);if(!doc)continue;let{value,error}=parseJsonLikePython(doc.file.text,doc.parsed),text=doc.file.text,at=(path,message,severity="error")=>{let off=jsonPathOffset(text,path),pos=off===void 0?{line:1,column:1}:positionAt(text,off);return{file:f.rel,line:pos.line,column:pos.column,message,severity}};if(error){badJson.push(f.name),findings.push({file:f.rel,line:error.line,column:error.column,message:error.message.replace(/\s+/g," "),severity:"error"});continue}if(!isPlainObject(value)){badJson.push(f.name),findings.push(at([],`expected a JSON object with a verdict, found ${jsonTypeName(value)}`));continue}let key=truthy(value.verdict)?"verdict":"status",verdict=value[key];verdict==null?(noVerdict.push(f.name),findings.push(at([],"missing 'verdict' (or 'status') field"))):(typeof verdict=="object"||!VERDICTS.has(String(verdict).toLowerCase()))&&(badVerdict.push(`${f.name}: verdict=${JSON.stringify(verdict)}`),findings.push(at([key],`${key} ${JSON.stringify(verdict)} is not a recognised verdict`)));let role=[value.validator,value.reviewer_role].find(truthy)??f.name.replace(/\.json$/,"").split("-iter-")[0];if(typeof role!="string"||ADVERSARIES.has(role)||!NEEDS_METHODOLOGY.has(role))continue;let metrics=value.metrics;!truthy(value.methodology)&&!(isPlainObject(metrics)&&truthy(metrics.methodology))&&(noMethodology.push(f.name),findings.push(at([],`${role} output declares no 'methodology' (formula / standard used)`,"warning")))}return badJson.length&&problems.push(`unparseable JSON: ${list(badJson)}`),noVerdict.length&&problems.push(`missing 'verdict' (or 'status') field: ${list(noVerdict)}`),badVerdict.length&&problems.push(`invalid verdict values: ${list(badVerdict)}`),noMethodology.length&&warnings.push(`missing 'methodology' field (formula/standard): ${list(noMethodology)}`),problems.length?{status:"fail",detail:[...problems,...warnings].join("; "),fix:missingRequired.length?"Capture the missing validator JSON returns into validation-outputs/, and give every output a recognised verdict.":[badJson.length?"Make each unparseable output valid JSON (the finding shows where parsing stopped).":"",noVerdict.length||badVerdict.length?"Give each validator output a recognised 'verdict' (or 'status'): approved | approved_with_caveats | changes_required | blocked | satisfied | rework_required | suspicious | skipped (full vocabulary in the rule docs).":""].filter(Boolean).join(" "),findings}:warnings.length?{status:"warn",detail:warnings.join("; "),fix:missingOptional.length?"Optional validators (test-reviewer, prompt-reviewer, ...): capture their output if you ran them.":"Add a 'methodology' field to numerical validator outputs (e.g. 'WCAG 2.1 luminance ratio 4.5:1') so a re-run can converge.",findings}:{status:"pass",detail:`${names2.length} validators, ${files.length} output files, all valid JSON with verdict + methodology`}}};var validator_output_freshness_default={id:"validator-output-freshness",pack:"engagement",tiers:["L"],compat:!0,summary:"from iteration 2 on, validators were re-run for the current iteration",statuses:["pass","fail","skip"],docs:"After a REJECT the lead reworks and must run the validators again. Outputs named only for\nearlier iterations mean the rework was handed over on stale evidence.\n\nFrom iteration 2 on (the `engagement/iteration` counter), at least one\n`validation-outputs/*.json` must carry `-iter-<counter>-` in its name\n(`code-reviewer-iter-2-20260507T1115.json`); else fail. Skips before iteration 2, when the\ncounter is missing or not an integer, and when there are no output files yet (validator-outputs\nreports those).",examples:[{status:"pass",title:"passes when an output carries the current iteration",files:{iteration:"3","validation-outputs/code-reviewer-iter-2-a.json":'{"verdict": "approved"}',"validation-outputs/code-reviewer-iter-3-b.json":'{"verdict": "approved"}'}},{status:"fail",title:"needs the -iter-N- marker, not just the number somewhere in the name",files:{iteration:"2","validation-outputs/code-reviewer-2.json":'{"verdict": "approved"}',"validation-outputs/code-reviewer-iter-2.json":'{"verdict": "approved"}'}},{status:"skip",title:"skips without outputs, and is never promoted by --mode ready",options:{mode:"ready"},files:{iteration:"2"}}],divergences:[{protocol:"Auto-promote is retroactive: \u2026 validators applicable to new tier MUST run before handoff. \u2026 Reuse rules (each strictly stale-checked): \u2026 validator outputs if artefact unchanged",compat:"One `-iter-<counter>-` output file is enough, whichever validator wrote it.",recommended:"Not changed: the protocol lets a validator's output be reused while its artefact is unchanged, and which artefacts changed since the last run is not in the folder."}],check({model}){let counter=model.iteration;if(!counter.present)return{status:"skip",detail:"iter counter missing \u2014 first iteration"};let n=counter.value;if(n===void 0)return{status:"skip",detail:"iter counter unparseable"};if(n<2)return{status:"skip",detail:`iter=${n}, freshness only meaningful from iter 2+`};let files=validationOutputFiles(model);return files?files.length?files.some(f=>outputIterationTags(f.name).includes(n))?{status:"pass",detail:`validator outputs include iter-${n} files`}:{status:"fail",detail:`iter=${n} but all validator-outputs are from prior iterations: ${list(files.map(f=>f.name),5)}`,fix:`Re-run the validators for iteration ${n}; capture the new outputs as validation-outputs/{validator}-iter-${n}-{timestamp}.json.`,findings:[model.at("iteration",1,`iteration is ${n} but no validation-outputs/*.json carries -iter-${n}- in its name`)]}:{status:"skip",detail:"no validator output files"}:{status:"skip",detail:"validation-outputs/ missing"}}};var CITATION=new LetterRegex(String.raw`(?<![\p{L}\p{N}_.\-/])((?:[\p{L}\p{N}_.\-]+\/)*[\p{L}\p{N}_.\-]+\.md)\s+L(\d+)\s*:\s*["“]([^"“”\n]+)["”]`,"gu"),BLOCK_HEADING=/^4a\./,norm=s=>s.replace(/\s+/g," ").trim(),cross_val_quotes_default={id:"cross-val-quotes",pack:"engagement",tiers:["L"],recommendedTiers:["M","L"],compat:!0,requiredWhenReady:!0,summary:"every verbatim quote in the handoff \xA74a cross-validation table exists where it is cited",statuses:["pass","fail","warn","skip"],docs:'Handoff \xA74a reconciles the specialists\' cross-contract claims with verbatim quotes from their\nexecutor reports. A quote that is not in the cited report is a phantom: the cross-validation was\nclaimed, not run.\n\nIn the level-3 `### 4a.` block of handoff.md every citation `<file>.md L<n>: "<quote>"`\n(optionally prefixed `executor-reports/`, straight or curly quotes; a backticked file name is not\na citation, as in the reference) is checked. The file is resolved under\n`engagement/executor-reports/`, then `engagement/`, then the project root (never outside it).\nThe quote must appear, whitespace-normalised, within \xB12 lines of line n (the lines of that window\nthat exist). A match of only 5 consecutive words (case-sensitive) is a loose match: it passes with\na note to verify it by hand. A missing file or a quote that is not there fails ("phantom quotes").\n\nSkips at size S and while handoff.md is not written (`--mode ready` turns the latter into a\nfailure). A handoff without a `### 4a.` block has nothing to verify and passes.',examples:[{status:"pass",title:"at M the missing \xA74a warns; with one specialist it passes",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 4. Executor reports
- see executor-reports/

## 5. Validation log
- ok
`,"executor-reports/dev-1.md":`# dev-1
## Iteration 1
- returns 201 + {id, name} on create
`}},{status:"fail",title:"skips without handoff.md, and fails under --mode ready",options:{mode:"ready"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"executor-reports/dev-backend.md":`# dev-backend
## Iteration 1
### Cross-contract claims
- POST /api/items returns 201 + {id, name}
- User.email is VARCHAR(254) NOT NULL
- errors are   RFC 7807   problem+json bodies`}},{status:"warn",title:"at M the missing \xA74a warns; with one specialist it passes",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 4. Executor reports
- see executor-reports/

## 5. Validation log
- ok
`,"executor-reports/dev-1.md":`# dev-1
## Iteration 1
- returns 201 + {id, name} on create
`,"executor-reports/dev-2.md":`# dev-2
## Iteration 1
- returns 201 + {id, name} on create
`}},{status:"skip",title:"skips without handoff.md, and fails under --mode ready",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"executor-reports/dev-backend.md":`# dev-backend
## Iteration 1
### Cross-contract claims
- POST /api/items returns 201 + {id, name}
- User.email is VARCHAR(254) NOT NULL
- errors are   RFC 7807   problem+json bodies`}}],divergences:[{protocol:`Use this table with verbatim quotes from each specialist's executor report; without the table the cross-validation is presumed unrun and director treats it as such (REJECT). \u2026 If no shared contracts in this engagement, write: "N/A \u2014 \u2026". This explicit N/A is required \u2014 silence is not an answer.`,compat:'A handoff without a `### 4a.` block passes ("0 quotes to verify"), whatever the number of specialists.',recommended:'With two or more executor reports, a missing \xA74a (neither a table nor the explicit N/A) fails at L (the tier table: "required") and warns at M ("required if \u22652 specialists touch shared contract", which a linter cannot see). The check runs at M too.'},{protocol:`Free-form "all match" claims are not accepted \u2014 director cannot verify them. \u2026 Don't accept a handoff whose \xA74a cross-validation is "all match" without the verbatim claim list`,compat:'A \xA74a block with no citations (e.g. "All contracts match.") passes with 0 quotes verified.',recommended:'A \xA74a block with two or more executor reports, no `<file>.md L<n>: "<quote>"` citation and no explicit N/A fails.'},{protocol:"Use this table with verbatim quotes from each specialist's executor report",compat:"A quote of which only 5 consecutive words match the report passes with a note.",recommended:"A loose match warns, with a finding at the citation: the quote is not verbatim."},{protocol:"4a. Cross-validation table (REQUIRED if \u22652 specialists touched shared contracts)",compat:"Only a level-3 `### 4a.` heading is the block.",recommended:"A heading of any level starting `4a` is the block."}],check({model,options}){let protocol=followsProtocol(options),handoff=model.handoff;if(!handoff)return{status:"skip",detail:"handoff.md not yet written",missingArtefact:!0};if(model.tier==="S")return{status:"skip",detail:"size=S, cross-val table not required"};let block=protocol?crossValBlock(handoff):void 0,heading=protocol?block?.section.heading:handoff.headings.find(h=>h.level===3&&BLOCK_HEADING.test(h.text)),specialists=protocol?model.executorReports().length:0;if(!heading){if(specialists>=2){let l=model.tier==="L";return{status:l?"fail":"warn",detail:`${specialists} executor reports but no \xA74a cross-validation block: cross-validation presumed unrun`,fix:'Add `### 4a. Cross-validation table` with verbatim quotes (`<report>.md L<n>: "<quote>"`) per shared contract, or the explicit "N/A \u2014 no specialists overlap on shared contracts".',findings:[handoff.at(handoff.section(4)?.heading.line??1,`no \xA74a block; ${specialists} specialists reported${l?"":" (required at M when they touch a shared contract)"}`)]}}return{status:"pass",detail:"no `### 4a.` cross-validation block in handoff.md; 0 quotes to verify"}}let verify=(file,n,quote)=>{let doc=[model.rel(`executor-reports/${file}`),model.rel(file),file].map(rel=>model.docAt(rel)).find(d=>d!==void 0);if(!doc)return{kind:"phantom",why:`${file} not found under ${model.rel("executor-reports/")}, ${model.rel("")}/ or the project root`};let window=norm(doc.lines.slice(Math.max(0,n-3),n+2).join(" ")),q=norm(quote);if(window.includes(q))return{kind:"exact"};let words=q.split(" ");for(let i=0;i+5<=words.length;i++)if(window.includes(words.slice(i,i+5).join(" ")))return{kind:"partial"};let where=n>doc.lines.length?` (${doc.rel} has ${plural(doc.lines.length,"line")})`:"";return{kind:"phantom",why:`quote not found in ${doc.rel} within \xB12 lines of L${n}${where}`}},exact=0,partial=[],partialAt=[],findings=[];for(let{line,text}of handoff.linesOf(handoff.sectionOf(heading),{skipFenced:!0}))for(let m of text.matchAll(CITATION.for(text))){let cite=`${m[1]} L${m[2]}`,r=verify(m[1],Number(m[2]),m[3]);r.kind==="exact"?exact++:r.kind==="partial"?(partial.push(`${cite} (handoff L${line})`),partialAt.push({line,column:m.index+1,cite})):findings.push(handoff.at(line,`phantom quote ${cite}: ${r.why}`,m.index+1))}return findings.length?{status:"fail",detail:`phantom quotes: ${findings.length} of ${exact+partial.length+findings.length} in \xA74a (${findings.map(f=>f.message.replace(/^phantom quote /,"")).slice(0,3).join("; ")}${findings.length>3?"; ...":""})`,fix:"Each \xA74a verbatim quote must exist verbatim in the cited executor report at or near the cited line; copy the specialist's words, do not paraphrase.",findings}:protocol&&exact+partial.length===0&&specialists>=2&&!block.notApplicable?{status:"fail",detail:'\xA74a cites no verbatim claim and is not an explicit N/A: free-form "all match" is not cross-validation',fix:'Quote each specialist\'s claim verbatim (`<report>.md L<n>: "<quote>"`) in the \xA74a table, or write "N/A \u2014 no specialists overlap on shared contracts".',findings:[handoff.at(heading.line,'\xA74a has no `<report>.md L<n>: "<quote>"` citation and no explicit N/A')]}:partial.length&&protocol?{status:"warn",detail:`${exact} quotes verified, ${partial.length} not verbatim (only 5+ consecutive words match): ${partial.join(", ")}`,fix:"Copy the specialist's words verbatim into \xA74a.",findings:partialAt.map(({line,column,cite})=>handoff.at(line,`quote ${cite} is not verbatim: only 5 or more consecutive words match the report`,column))}:partial.length?{status:"pass",detail:`${exact} quotes verified, ${partial.length} loose-matches (5+ consecutive words): ${partial.join(", ")}; verify by hand if pivotal`}:{status:"pass",detail:`${exact} quotes verified`}}};var STEP_KEYS=["action","selector","expected","observed","verdict"],STEP_VERDICTS=new Set(["PASS","FAIL"]),ISO=new RegExp(String.raw`^(?:(\d{4})-(\d{2})-(\d{2})|(\d{4})(\d{2})(\d{2})|\d{4}-?W(?:0[1-9]|[1-4]\d|5[0-3])(?:-?[1-7])?)`+String.raw`(?:.(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?)?(?:[+-]\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d+)?)?)?)?)?$`,"su");function isoTimestamp(v){let s=String(typeof v=="boolean"?v?"True":"False":v).replace(/[Zz]+$/,""),m=ISO.exec(s);if(!m)return!1;let[y,mo,d]=[m[1]??m[4],m[2]??m[5],m[3]??m[6]].map(Number);if(y!==void 0&&!Number.isNaN(y)){let date=new Date(Date.UTC(y,mo-1,d));if(date.getUTCMonth()!==mo-1||date.getUTCDate()!==d||y<1)return!1}let[h,mi,se]=[m[7],m[8],m[9]].map(x=>x===void 0?0:Number(x));return h<24&&mi<60&&se<60}var truthy2=v=>v!=null&&v!==!1&&v!==""&&v!==0&&!(Array.isArray(v)&&v.length===0)&&!(isPlainObject(v)&&Object.keys(v).length===0);function traceProblems(trace){if(!isPlainObject(trace))return[{path:[],message:`a trace must be a JSON object, found ${jsonTypeName(trace)}`}];let out=[];for(let key of["flow","captured_at"])key in trace||out.push({path:[],message:`missing "${key}"`});let at=trace.captured_at;truthy2(at)&&!isoTimestamp(at)&&out.push({path:["captured_at"],message:`"captured_at" ${JSON.stringify(at)} is not an ISO 8601 timestamp`});let it=trace.iteration;it===void 0?out.push({path:[],message:'missing "iteration"'}):(typeof it!="number"||!Number.isInteger(it))&&out.push({path:["iteration"],message:`"iteration" must be an integer, found ${jsonTypeName(it)} ${JSON.stringify(it)}`});let steps=trace.steps;return!Array.isArray(steps)||steps.length===0?(out.push({path:steps===void 0?[]:["steps"],message:steps===void 0?'missing "steps"':`"steps" must be a non-empty array, found ${Array.isArray(steps)?"an empty array":jsonTypeName(steps)}`}),out):(steps.forEach((step,i)=>{if(!isPlainObject(step)){out.push({path:["steps",i],message:`step ${i+1} must be an object, found ${jsonTypeName(step)}`});return}let missing=STEP_KEYS.filter(k=>!(k in step));missing.length&&out.push({path:["steps",i],message:`step ${i+1} lacks ${missing.join(", ")}`}),step.verdict!==void 0&&step.verdict!==null&&!STEP_VERDICTS.has(step.verdict)&&out.push({path:["steps",i,"verdict"],message:`step ${i+1} verdict ${JSON.stringify(step.verdict)} is not PASS or FAIL`})}),out)}var trace_schema_default={id:"trace-schema",pack:"engagement",tiers:["L"],recommendedTiers:["S","M","L"],compat:!0,summary:"exercised-flow traces follow the protocol trace schema",statuses:["pass","fail","warn","skip"],docs:'UX-heavy engagements prove that the touched controls were exercised with structured traces\n(`traces/<iteration>/<flow>.json`), because a prose "I clicked it and it worked" can be\nhallucinated.\n\n- skip unless `ux_heavy` is minor or true.\n- No `traces/**/*.json`: fail for `ux_heavy: true`, skip for minor.\n- Each trace is a JSON object with the keys `flow`, `iteration` (an integer), `captured_at`\n  and a non-empty `steps` array; each step is an object with the keys `action`, `selector`,\n  `expected`, `observed` and `verdict` \u2208 {PASS, FAIL} (a null verdict passes, as in the\n  reference).\n- A non-empty `captured_at` must read as an ISO 8601 date or date-time (`2026-05-06T14:32:00Z`,\n  an offset, fractional seconds): the reference flags any other value and fails the trace for it.\n  Its other staleness heuristic (HTML files under a `landing/` or `hybrid/` folder modified after\n  `captured_at`) needs file times and is not applied.\n\nInvalid JSON is reported at its line; an array or other non-object is a finding, not a crash.',examples:[{status:"pass",title:"fails a captured_at that is not an ISO 8601 timestamp, as the reference does",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"traces/a.json":`{
  "flow": "quarter-preset",
  "iteration": 1,
  "captured_at": "2026-05-06",
  "steps": [
    {
      "action": "click",
      "selector": "#quarter",
      "expected": "popover opens",
      "observed": "popover opens",
      "verdict": "PASS"
    }
  ]
}`}},{status:"fail",title:"without traces: skips for minor, fails for true at the ux_heavy line",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"traces/iter-1/notes.txt":"x"}},{status:"warn",title:"an unreadable captured_at warns instead of failing",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"traces/iter-1/export.json":`{
  "flow": "export",
  "iteration": 1,
  "captured_at": "yesterday afternoon",
  "steps": [
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "csv",
      "verdict": "PASS"
    }
  ]
}`}},{status:"skip",title:"without traces: skips for minor, fails for true at the ux_heavy line",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: minor
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],divergences:[{protocol:"Reuse rules (each strictly stale-checked): traces if captured_at newer than code change \u2026 Stale = regenerate.",compat:"A `captured_at` that does not read as an ISO 8601 timestamp fails the trace, like a missing step.",recommended:"It warns: `captured_at` only serves the staleness check, so an unreadable one is a precise, non-blocking finding; the trace structure the protocol REJECTs on (steps, verdicts) still fails."},{protocol:"`ux_heavy: true` mandates `screens/{iteration}/{theme}/` + `traces/{iteration}/{flow}.json` + handoff \xA76 referencing real paths \u2026 Trace JSON requires structured steps[] \u2026 Unstructured prose traces = REJECT.",compat:"trace-schema runs at L only: an M engagement with `ux_heavy: minor` or `true` hands over traces nobody checks.",recommended:"trace-schema runs at every tier; it still skips when `ux_heavy` is false."}],check({model,options}){let protocol=followsProtocol(options),ux=model.uxHeavy;if(ux==="false")return{status:"skip",detail:"ux_heavy=false, traces not applicable"};let traces=model.walk("traces",e=>e.kind==="file"&&e.name.endsWith(".json"));if(!traces.length)return ux==="true"?{status:"fail",detail:"ux_heavy=true requires traces/ but none present",fix:"Record a structured trace per exercised flow under traces/<iteration>/<flow>.json.",findings:[{file:model.rel("criteria.md"),...frontmatterKeyLine(model.criteria,"ux_heavy")??{line:1,column:1},message:"ux_heavy: true, but traces/ holds no *.json trace"}]}:{status:"skip",detail:`no traces (ux_heavy=${ux} permits)`};let bad=[],findings=[],stale=[];for(let entry of traces){let doc=model.json(entry.rel);if(!doc)continue;let{value,error}=parseJsonLikePython(doc.file.text,doc.parsed),shortName=entry.rel.slice(model.rel("traces/").length);if(error){bad.push(shortName),findings.push({file:entry.rel,line:error.line,column:error.column,message:error.message.replace(/\s+/g," ")});continue}let all=traceProblems(value),soft=protocol?all.filter(p=>p.path[0]==="captured_at"):[],problems=all.filter(p=>!soft.includes(p)),locate=p=>{let off=jsonPathOffset(doc.file.text,p.path),pos=off===void 0?{line:1,column:1}:positionAt(doc.file.text,off);return{file:entry.rel,line:pos.line,column:pos.column,message:p.message}};stale.push(...soft.map(locate)),problems.length&&(bad.push(shortName),findings.push(...problems.map(locate)))}return bad.length?{status:"fail",detail:`${bad.length} traces violate schema: ${list(bad)}`,fix:"Conform traces to the protocol trace schema: flow, iteration (integer), captured_at, and non-empty steps of {action, selector, expected, observed, verdict: PASS|FAIL}.",findings}:stale.length?{status:"warn",detail:`${traces.length} traces valid; ${stale.length} with an unreadable captured_at (staleness cannot be checked)`,fix:"Write captured_at as an ISO 8601 timestamp (2026-05-06T14:32:00Z) so a reuse can be stale-checked.",findings:stale}:{status:"pass",detail:`${traces.length} traces valid`}}};var FILES=["handoff.md","acceptance-log.md","scope-sync.md","validation-log.md"],PHRASES=[{word:"slot",re:/slot\s+\d+\s*(?:of|\/)\s*\d+/gi,endsWord:!0},{word:"iteration",re:/iteration\s+\d+\s*(?:of|\/)\s*\d+/gi,endsWord:!0},{word:"last",re:/last\s+(?:attempt|round|iteration|chance)/gi,endsWord:!0},{word:"final",re:/final\s+(?:round|attempt|iteration)/gi,endsWord:!0},{word:"out",re:/out\s+of\s+(?:retries|attempts|iterations)/gi,endsWord:!0},{word:"burning",re:/burning\s+(?:iteration|round|budget)/gi,endsWord:!0},{word:"iteration",re:/iteration\s+budget\s+(?:exhausted|used\s+up)/gi,endsWord:!0},{word:"\u043F\u043E\u0441\u043B\u0435\u0434\u043D",re:/последн(?:ий|яя|ее)\s+(?:попытк|итераци|раунд|шанс)/gi,endsWord:!1},{word:"\u043A\u0440\u0443\u0433",re:/круги?\s+(?:закончил|исчерпан)/gi,endsWord:!1}],isWordChar=ch=>ch!==void 0&&(ch==="_"||ch>="0"&&ch<="9"||ch.toLowerCase()!==ch.toUpperCase());function phrasesIn(text){let found=[],lower=text.toLowerCase();for(let{word,re,endsWord}of PHRASES)if(lower.includes(word))for(let m of text.matchAll(re))isWordChar(text[m.index-1])||endsWord&&isWordChar(text[m.index+m[0].length])||found.push(m);return found.sort((a,b)=>a.index-b.index)}var MAYBE=/slot|iteration|last|final|out\s+of|burning|последн|круг/i,QUOTES_BAN=/^\s*>|banned|forbidden|запрещ|don'?t\s+(?:write|use)|do\s+not\s+(?:write|use)|anti[- ]?pattern|not\s+allowed|example\s+of\s+slot|пример\s+slot/i,slot_language_default={id:"slot-language",pack:"engagement",tiers:["L"],compat:!0,summary:'no counter-pressure ("slot 2 of 3", "last attempt") language in the engagement logs',statuses:["pass","fail"],docs:`The iteration counter is informational, not a quota. Phrases such as "slot 1/2 used",
"last attempt" or "final round" pressure the director into accepting marginal work; escalation
is root-cause based, never slot-based.

Scans handoff.md, acceptance-log.md, scope-sync.md and validation-log.md line by line for:
"slot N of/ M", "iteration N of/ M", "last attempt|round|iteration|chance", "final
round|attempt|iteration", "out of retries|attempts|iterations", "burning
iteration|round|budget", "iteration budget exhausted|used up", and the Russian
"\u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0438\u0439/\u043F\u043E\u0441\u043B\u0435\u0434\u043D\u044F\u044F/\u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0435\u0435 \u043F\u043E\u043F\u044B\u0442\u043A\u0430|\u0438\u0442\u0435\u0440\u0430\u0446\u0438\u044F|\u0440\u0430\u0443\u043D\u0434|\u0448\u0430\u043D\u0441", "\u043A\u0440\u0443\u0433(\u0438) \u0437\u0430\u043A\u043E\u043D\u0447\u0438\u043B\u0438\u0441\u044C|\u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043D"
(case-insensitive; inflected Russian forms count). Word edges are Unicode-aware, so Russian
phrases match exactly like English ones.

Lines that quote the ban are skipped: blockquotes, and lines saying banned, forbidden, \u0437\u0430\u043F\u0440\u0435\u0449,
don't write/use (straight apostrophe, as in the reference), do NOT write/use, anti-pattern or not
allowed. The detail shows up to five
\`file:L<n>: text\` hits; every hit is a finding with its line and column.`,examples:[{status:"pass",title:"does not match inside longer Cyrillic or Latin words",files:{"scope-sync.md":`\u041F\u0440\u0435\u0434\u043F\u043E\u0441\u043B\u0435\u0434\u043D\u044F\u044F \u043F\u043E\u043F\u044B\u0442\u043A\u0430 \u0431\u044B\u043B\u0430 \u0443\u0434\u0430\u0447\u043D\u043E\u0439.
\u043A\u0440\u0443\u0433\u0438\u0437\u0430\u043A\u043E\u043D\u0447\u0438\u043B\u0438\u0441\u044C
the bloglast attempts, slot 2/2x, multislot 1/2
`}},{status:"fail",title:'does not take a curly-apostrophe "don\u2019t use" for a quote of the ban (reference parity)',files:{"handoff.md":`Note: don\u2019t use "final attempt" here.
`}}],check({model}){let hits=[],findings=[];for(let name of FILES){let doc=model.doc(name);doc&&doc.lines.forEach((text,i)=>{if(!MAYBE.test(text)||QUOTES_BAN.test(text))return;let found=phrasesIn(text);if(found.length){hits.push(`${name}:L${i+1}: ${text.trim().slice(0,80)}`);for(let m of found)findings.push(doc.at(i+1,`counter-pressure language "${m[0]}"`,m.index+1))}})}return hits.length?{status:"fail",detail:`slot/last-attempt language: ${hits.slice(0,5).join("; ")}${hits.length>5?` (+${hits.length-5} more)`:""}`,fix:"Slot language is banned: the counter is informational and escalation is root-cause based. Rephrase in terms of the blocker, or remove.",findings}:{status:"pass",detail:"no banned slot/last-attempt language"}}};var W=String.raw`[\p{L}\p{N}_]`,OPS=[{id:"sql-drop-table",what:"DROP TABLE loses data irreversibly",re:/\bDROP\s+TABLE\b(?!\s+IF\s+NOT\s+EXISTS)/i},{id:"sql-drop-column",what:"DROP COLUMN deletes column data",re:/\bALTER\s+TABLE\b[^;]{0,300}\bDROP\s+COLUMN\b/i},{id:"sql-truncate",what:"TRUNCATE clears a table",re:new LetterRegex(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?${W}+`,"iu")},{id:"sql-delete-without-where",what:"DELETE FROM without WHERE on the same line wipes a whole table",re:new LetterRegex(String.raw`\bDELETE\s+FROM\s+${W}+(?:\s*\.\s*${W}+)?\s*(?:RETURNING|;|$|\))(?!.*\bWHERE\b)`,"iu")},{id:"sql-alter-column-lossy",what:"ALTER COLUMN ... TYPE narrows the column (lossy cast)",re:new LetterRegex(String.raw`\bALTER\s+(?:TABLE\s+${W}+\s+)?ALTER\s+COLUMN\b[^;]{0,300}\bTYPE\s+(?:varchar\s*\(\s*\d{1,2}\s*\)|int(?:eger)?|smallint)`,"iu")},{id:"migration-empty-down",what:"down()/downgrade() has no rollback",re:new LetterRegex(String.raw`def\s+down(?:grade)?\s*\([^)]{0,300}\)\s*(?:->\s*${W}+\s*)?:\s*(?:pass\b|\.\.\.|raise\s+NotImplementedError|return\s*$)`,"u")},{id:"git-force-push",what:"force-push rewrites remote history",re:/git\s+push\s+(?:[^&|;\n]{0,300}\s)?(?:--force\b|-f\b|--force-with-lease\b)/},{id:"git-reset-hard",what:"git reset --hard discards work",re:/git\s+reset\s+(?:--hard|--keep)\s+(?:HEAD|origin|main|master)/},{id:"fs-rm-rf-shared",what:"recursive delete of a root, home or parent path",re:/\brm\s+(?:-rf?|-fr|--recursive[\s-]+--force)\b\s+(?:[/"']?(?:\/|~|\$HOME|node_modules\/\.\.|\.\.))/},{id:"terraform-destroy",what:"terraform destroy tears down infrastructure",re:/\bterraform\s+(?:destroy|apply\s+[^|;\n]{0,300}-destroy)\b/},{id:"kubectl-delete-prod-ns",what:"kubectl delete in a production namespace",re:new LetterRegex(String.raw`\bkubectl\s+delete\s+${W}+\s+[^|;\n]{0,300}--namespace[\s=](?:prod|production|main)\b`,"u")},{id:"deploy-prod-direct",what:"direct production deploy",re:new LetterRegex(String.raw`\b(?:vercel\s+--prod|fly\s+deploy\s+(?:--prod|--strategy[\s=]immediate)|railway\s+up\s+--service\s+${W}+\s+--env\s+production|gh\s+release\s+create)\b`,"iu")},{id:"secret-rotation-explicit",what:"secret rotation or deletion",re:/\b(?:rotate_secret|revoke_token|delete_credential|aws\s+secretsmanager\s+(?:rotate-secret|delete-secret)|gh\s+secret\s+remove)\b/i},{id:"package-publish",what:"publish to a public registry (cannot be fully undone)",re:/\b(?:npm\s+publish(?!.*--dry-run)|yarn\s+publish|pnpm\s+publish|twine\s+upload(?!.*--repository\s+testpypi))\b/i}],BULK_DELETE=25,MAYBE2=/drop|truncate|delete|alter|down|push|reset|rm\s|terraform|kubectl|vercel|fly\s|railway|release|rotate_secret|revoke_token|credential|secretsmanager|secret|publish|twine/i;function scan(lines){let hits=[];for(let src of lines)if(MAYBE2.test(src.text))for(let op of OPS){let m=(op.re instanceof LetterRegex?op.re.for(src.text):op.re).exec(src.text);m&&hits.push({...src,id:op.id,column:m.index+1,what:op.what})}return hits}function scanEmptyDowngrades(lines){let hits=[],run=[],flush=()=>{for(let i of emptyDowngrades(run.map(r=>r.text)))hits.push({...run[i],id:"migration-empty-down",column:run[i].text.search(/\S/)+1,what:"down()/downgrade() has no rollback (its body only passes)"});run=[]};for(let src of lines){let prev=run[run.length-1];prev&&(prev.file!==src.file||prev.line+1!==src.line)&&flush(),run.push(src)}return flush(),hits}function userOkText(model){let doc=model.scopeSync;return doc?doc.sections(h=>/^Dangerous[- ]op user OK\b/i.test(h.text)).map(s=>doc.linesOf({start:s.heading.line,end:s.end}).map(l=>l.text).join(`
`)).join(`
`):""}var danger_scan_default={id:"danger-scan",pack:"engagement",tiers:["S","M","L"],compat:!0,summary:"every dangerous operation in the change has the user's OK in scope-sync.md",statuses:["pass","fail","warn"],docs:`Validators check correctness, not authorisation. Operations with irreversible consequences need
the user's explicit OK, recorded in scope-sync.md under a heading
\`## Dangerous-op user OK \u2014 <timestamp>\` that names the operation id. Silence is not consent. As in
handoff-precheck.py, an operation counts as authorised when its id appears anywhere in
scope-sync.md (exact text, case-sensitive), so verdicts agree; keep it under the heading.

Scanned line by line, as the reference does: handoff.md, every line of the project's diff against
its base branch (added, removed and context lines of each hunk), and \`*.py\` / \`*.sql\` under
\`specs/\` and \`tasks/\`. The operations and their patterns are the reference's:

- sql-drop-table (\`DROP TABLE\`), sql-drop-column (\`ALTER TABLE \u2026 DROP COLUMN\`), sql-truncate
  (\`TRUNCATE [TABLE] name\`, any case, so "truncate the title" in prose counts too),
  sql-delete-without-where (\`DELETE FROM name\` ending the line or followed by \`;\`, \`)\` or
  RETURNING, with no WHERE later on the same line; a WHERE on the next line does not count),
  sql-alter-column-lossy (\`ALTER COLUMN \u2026 TYPE varchar(N\u226499)|int\u2026|smallint\`);
- migration-empty-down: \`def down(...)\` / \`def downgrade(...)\` whose body on the same line is
  only \`pass\`, \`...\`, \`raise NotImplementedError\` or \`return\`;
- git-force-push (\`git push \u2026 --force|-f|--force-with-lease\`), git-reset-hard
  (\`git reset --hard|--keep HEAD|origin|main|master\`), fs-rm-rf-shared (\`rm -r|-rf|-fr\` on
  \`/\`, \`~\`, \`$HOME\`, \`..\`), terraform-destroy, kubectl-delete-prod-ns
  (\`--namespace prod|production|main\`), deploy-prod-direct (\`vercel --prod\`,
  \`fly deploy --prod\`, \`railway up --service x --env production\`, \`gh release create\`),
  secret-rotation-explicit, package-publish (\`npm publish\` without \`--dry-run\`, \`yarn\` /
  \`pnpm publish\`, \`twine upload\` not to \`--repository testpypi\`);
- fs-bulk-delete: ${BULK_DELETE} or more files deleted in the diff.

Each finding is located at the operation's line: in the scanned file, or in the diff's target file
(line numbers from the hunk headers; a removed line at the place it was removed). Without git (or
with \`--no-git\`) the diff is not scanned. When the clone is shallow
(CI checkouts are) or the named base is not in it, the check warns with the fix (\`fetch-depth: 0\`,
or the \`git fetch\` line that brings the base) instead of passing on an unscanned change.`,examples:[{status:"pass",title:"passes when nothing dangerous is found, saying what was scanned",files:{"handoff.md":`# Handoff
We shorten the string to 80 chars and run npm publish --dry-run.
`}},{status:"fail",title:"counts an id wherever its exact text appears in scope-sync.md, as the reference does",files:{"specs/m.sql":`DROP TABLE legacy;
TRUNCATE audit;
DELETE FROM sessions;
`,"scope-sync.md":`---
ok: sql-drop-table
---
# Scope sync
## Dangerous-op user OK \u2014 2026-05-06
- sql-truncate-all: yes
- SQL-DELETE-WITHOUT-WHERE: yes
`}},{status:"warn",title:"an OK outside the `## Dangerous-op user OK` heading warns",options:{preset:"recommended"},files:{"specs/m.sql":`DROP TABLE legacy_sessions;
`,"scope-sync.md":`# Scope sync
## Ambiguities resolved
- Q: is sql-drop-table fine?
- A: to be decided
`}}],divergences:[{protocol:"Lead runs danger-scan.py before handoff; handoff-precheck.py calls it as a sub-check. Non-empty findings \u2192 handoff blocked until matched user-OK entry exists in scope-sync.md",compat:'Every line of handoff.md is scanned as if it were code: a sentence saying an operation was not done ("no force-push was needed", "we did not DROP TABLE") is an unauthorised dangerous operation.',recommended:"In handoff.md prose, an operation named after a negation in the same sentence (no, not, never, without, did not, \u043D\u0435, \u0431\u0435\u0437 \u2026) is not a finding. Code (the diff, specs/tasks scripts) is scanned as before."},{protocol:"9 operation classes always require explicit user OK (\u2026 migration without rollback \u2026).",compat:"migration-empty-down only matches a body on the same line as the `def` (`def downgrade(): pass`); the usual two-line `def downgrade():` / `pass` (or a docstring and `pass`) is a migration without rollback that passes.",recommended:"A `def down\u2026():` / `def downgrade\u2026():` whose indented body is only `pass`, `...`, `raise NotImplementedError` or `return` (after an optional docstring) is migration-empty-down, over consecutive lines of a file or of the diff."},{protocol:"Non-empty findings \u2192 handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK \u2014 {timestamp}.",compat:"An operation id anywhere in scope-sync.md (a question, a note, a refusal) counts as the user's OK.",recommended:'The id must appear under a `## Dangerous-op user OK \u2014 <timestamp>` heading; an id found only elsewhere in scope-sync.md warns (the OK may be recorded, but not where the protocol puts it; "Silence is NOT consent").'},{protocol:"load that file when danger-scan.py produces a non-empty finding OR when the engagement diff touches schema / migrations / production deploy / secret rotation.",compat:"Context and removed lines of the diff are scanned too: deleting a `git push --force` line from a script, or an unchanged `DROP TABLE` line next to an edit, is an operation of this change.",recommended:"Only the lines the diff adds are operations of this change; removed and unchanged context lines are not."}],async check({model,system,options}){let protocol=followsProtocol(options),pendingDiff=system.gitDiff(model.projectRoot),sources=[],scanned=[],handoff=model.handoff;handoff&&(sources.push(handoff.lines.map((text,i)=>({file:handoff.rel,line:i+1,text}))),scanned.push("handoff.md"));let diff=await pendingDiff,parsed=diff?parseUnifiedDiffText(diff):void 0;if(parsed)sources.push(protocol?parsed.added:[...parsed.added,...parsed.context??[],...(parsed.removed??[]).map(r=>({...r,removed:!0}))]),scanned.push("git diff");else{let why2=system.gitProblem?.(model.projectRoot);scanned.push(why2?`no git diff available: ${why2}`:"no git diff available")}let baseProblem=parsed?void 0:system.gitBaseProblem?.(model.projectRoot),scripts=["specs","tasks"].flatMap(d=>model.walk(d,e=>e.kind==="file"&&/\.(?:py|sql)$/.test(e.name)));for(let e of scripts){let file=model.fs.read(e.rel);file&&sources.push(file.lines.map((text,i)=>({file:e.rel,line:i+1,text})))}scanned.push(`${scripts.length} specs/tasks scripts`);let seen=new Set,prose=h=>handoff!==void 0&&h.file===handoff.rel&&!handoff.isFenced(h.line),hits=(protocol?[...sources.flatMap(scan).filter(h=>!(prose(h)&&negatedBefore(h.text,h.column-1))),...sources.flatMap(scanEmptyDowngrades)]:sources.flatMap(scan)).filter(h=>{let key=`${h.id}|${h.file}|${h.line}|${h.removed?"-":""}`;return seen.has(key)?!1:(seen.add(key),!0)}),deleted=parsed?.deletedFiles??[];deleted.length>=BULK_DELETE&&hits.push({file:deleted[0],line:1,text:"",id:"fs-bulk-delete",column:1,what:`${deleted.length} files deleted in this change (${list(deleted,5)})`});let unscanned=baseProblem&&{status:"warn",detail:baseProblem.detail,fix:baseProblem.fix};if(!hits.length)return unscanned?{...unscanned,detail:`${unscanned.detail}; no dangerous operations in ${scanned.filter(s=>!s.startsWith("no git diff available")).join(", ")}`}:{status:"pass",detail:`no dangerous operations detected (${scanned.join(", ")})`};let ids=[...new Set(hits.map(h=>h.id))].sort(),approved=dangerOpApprovedIds(model,ids),open=hits.filter(h=>!approved.has(h.id));if(!open.length&&protocol){let okText=userOkText(model),elsewhere=ids.filter(id=>!okText.includes(id));if(elsewhere.length){let doc=model.scopeSync;return{status:"warn",detail:`dangerous ops named in scope-sync.md but not under a \`## Dangerous-op user OK\` heading: ${elsewhere.join(", ")}`,fix:"Record each user OK under `## Dangerous-op user OK \u2014 <timestamp>` in scope-sync.md, naming the operation id.",findings:elsewhere.map(id=>{let n=doc.lines.findIndex(l=>l.includes(id));return doc.at(n+1,`\`${id}\` is named here, outside a \`## Dangerous-op user OK \u2014 <timestamp>\` section; an OK belongs under that heading`,doc.lines[n].indexOf(id)+1)})}}}if(!open.length){let detail=`${hits.length} dangerous ops found, all have user-OK entries (${ids.join(", ")})`;return unscanned?{...unscanned,detail:`${unscanned.detail}; ${detail}`}:{status:"pass",detail}}let findings=open.sort((a,b)=>a.file<b.file?-1:a.file>b.file?1:a.line-b.line||a.column-b.column).map(h=>({file:h.file,line:h.line,column:h.column,message:`${h.id}: ${h.what}${h.text?` \u2014 "${h.text.trim().slice(0,100)}"`:""}${h.removed?" (a line the diff removes)":""}; no user OK in scope-sync.md`}));return{status:"fail",detail:`dangerous ops without user OK: ${[...new Set(open.map(h=>h.id))].sort().join(", ")}`,fix:"Surface each operation to the user via the director; record the OK in scope-sync.md under `## Dangerous-op user OK \u2014 <timestamp>` naming the operation id, or remove the operation.",findings}}};var CRIT=/\[crit-\d+\]/i,NON_CRITERIA=/\[non-criteria\]/i,SCOPE_CREEP=/\[scope-creep\]/i,ITEM=/^(\s*(?:[-*]|\d+\.)\s+)(.+)$/,self_acceptance_thinness_default={id:"self-acceptance-thinness",pack:"engagement",tiers:["M","L"],compat:!0,requiredWhenReady:!0,summary:"handoff \xA77 lists enough honest concerns, tagged to the criteria",statuses:["pass","fail","skip"],docs:'Handoff \xA77 is the lead\'s rehearsal of the director\'s sweep. "No concerns" signals either\ndishonesty or absence of thought, and untagged filler ("naming could be better") dodges the\ncriteria. Concerns are the list items of `## 7. Self-acceptance\u2026` (code blocks included, as in the\nreference), except items starting with `$`, a backtick or `{` (the pasted pre-check command and\nits output).\n\n- Threshold: at least 1 concern at size S, 2 at M and L.\n- Tags: `[crit-N]`, `[non-criteria]`, `[scope-creep]`, one tag per bracket, written without\n  inner spaces (case-insensitive), as the reference reads them. The protocol\'s\n  template `[crit-{N} | non-criteria | scope-creep]` means *pick one*: an item that still carries\n  the unfilled alternatives counts as untagged.\n- fail below the threshold; fail when no concern is tagged `[crit-N]` or `[scope-creep]`\n  (the concerns ducked the criteria); fail with more than one `[non-criteria]` concern.\n\nfail without a `## 7. Self-acceptance` section; skip while handoff.md is not written\n(`--mode ready` turns that skip into a failure).',examples:[{status:"pass",title:"at S a scope-creep concern is enough under both presets",options:{preset:"recommended"},files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 7. Self-acceptance rehearsal
1. [scope-creep] Added a helper.
## 8. Deploy log
- N/A
`}},{status:"fail",title:"fails without a \xA77 Self-acceptance section",files:{"handoff.md":`# Handoff
## 7. Rehearsal
1. [crit-1] x
## 8. Deploy log
`}},{status:"skip",title:"skips without handoff.md, and fails under --mode ready",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],divergences:[{protocol:"Size M: \u22652 concerns, at least one tagged crit-{N}.",compat:"At every tier one `[crit-N]` or one `[scope-creep]` concern is enough, so an M or L \xA77 whose only tagged concern is scope-creep passes.",recommended:'At M and L at least one concern is tagged `[crit-N]` (Size L: "\u22652 concerns, plus delta" builds on M); `[scope-creep]` satisfies the tag rule at S only.'},{protocol:'Force yourself to find real concerns \u2014 and tag each one with the criterion it relates to, so vague "naming could be better" filler can be detected',compat:"Untagged list items count toward the threshold (two untagged items and one tagged concern pass at M).",recommended:"Only tagged concerns count toward the threshold; an untagged item is reported in the finding."}],check({model,options}){let protocol=followsProtocol(options),doc=model.handoff;if(!doc)return{status:"skip",detail:"handoff.md not yet written",missingArtefact:!0};let section=doc.numberedSections().find(s=>s.number===7&&/^self-acceptance/i.test(s.title));if(!section)return{status:"fail",detail:"\xA77 block missing",fix:"Add `## 7. Self-acceptance rehearsal` with the pasted pre-check output and a tagged concerns list (protocol \xA77b).",findings:[doc.at(doc.section(8)?.heading.line??Math.max(1,doc.lines.length),"no `## 7. Self-acceptance` section in handoff.md")]};let size=model.tier,threshold=size==="S"?1:2,concerns=[];for(let{line,text}of doc.linesOf(section)){let m=ITEM.exec(text),c=m?.[2].trim();m&&c&&!/^[$`{]/.test(c)&&concerns.push({line,column:m[1].length+1,content:m[2]})}let tagged=re=>concerns.filter(c=>re.test(c.content)),crit=tagged(CRIT),nonCrit=tagged(NON_CRITERIA),creep=tagged(SCOPE_CREEP),untagged=concerns.filter(c=>!CRIT.test(c.content)&&!NON_CRITERIA.test(c.content)&&!SCOPE_CREEP.test(c.content)),heading=section.heading.line,counted=protocol?concerns.length-untagged.length:concerns.length;return counted<threshold?{status:"fail",detail:`\xA77 has ${counted} ${protocol?"tagged ":""}concerns, threshold ${threshold} for size=${size}${protocol&&untagged.length?` (${untagged.length} untagged not counted)`:""}`,fix:`Add honest concerns until there are at least ${threshold}, each tagged [crit-N], [scope-creep] or (at most one) [non-criteria] (protocol \xA77b).`,findings:[doc.at(heading,`\xA77 lists ${counted} ${protocol?"tagged ":""}concern(s); size ${size} needs at least ${threshold}`),...protocol?untagged.map(c=>doc.at(c.line,"concern carries no [crit-N], [non-criteria] or [scope-creep] tag",c.column)):[]]}:!crit.length&&!creep.length?{status:"fail",detail:`\xA77 concerns ducked criteria entirely (0 crit-N, 0 scope-creep, ${nonCrit.length} non-criteria, ${untagged.length} untagged)`,fix:"Tag at least one concern [crit-N] or [scope-creep] (protocol \xA77b); non-criteria filler does not count.",findings:concerns.map(c=>doc.at(c.line,`concern is not tied to a criterion (${NON_CRITERIA.test(c.content)?"[non-criteria]":"untagged"})`,c.column))}:protocol&&size!=="S"&&!crit.length?{status:"fail",detail:`\xA77 has no [crit-N] concern; size ${size} needs at least one (${creep.length} scope-creep, ${nonCrit.length} non-criteria)`,fix:'Tag at least one concern [crit-N] with the criterion it is about (protocol \xA77b: "Size M: \u22652 concerns, at least one tagged crit-{N}").',findings:[doc.at(heading,`no concern is tagged [crit-N]; size ${size} needs one`)]}:nonCrit.length>1?{status:"fail",detail:`\xA77 has ${nonCrit.length} [non-criteria] concerns (cap is 1)`,fix:"Replace the extra [non-criteria] concerns with [crit-N] or [scope-creep] ones.",findings:nonCrit.slice(1).map(c=>doc.at(c.line,"more than one [non-criteria] concern (cap is 1)",c.column))}:{status:"pass",detail:`${concerns.length} concerns (${crit.length} crit, ${creep.length} scope-creep, ${nonCrit.length} non-criteria, ${untagged.length} untagged), threshold ${threshold} for size=${size}`}}};var CANONICAL=/^###\s+Verdict:\s+(ACCEPT|REJECT|ABORTED)\b/,LEGACY=[[/^\*\*ACCEPTED?\*\*/i,"**ACCEPTED**"],[/^Verdict[:\s]+ACCEPT(?:ED)?/i,"Verdict: ACCEPTED"],[/^#\s+Verdict:/i,"# Verdict (H1 instead of H3)"],[/^##\s+Verdict\s*$/i,"## Verdict (no body)"],[/engagement\s+\S+\s+is\s+\*?\*?CLOSED/i,"engagement is CLOSED"]],verdict_canonical_default={id:"verdict-canonical",pack:"engagement",tiers:["S","M","L"],compat:!0,summary:"acceptance-log.md records the verdict as `### Verdict: ACCEPT|REJECT|ABORTED`",statuses:["pass","warn","fail","skip"],docs:'Archiving, metrics and every later check read the director\'s verdict mechanically, so it has\none canonical form: a line `### Verdict: ACCEPT` (or REJECT, ABORTED).\n\n- pass on a canonical line (outside code fences).\n- warn on a legacy form: `**ACCEPTED**`, `Verdict: ACCEPTED` at line start, `# Verdict:` as an\n  H1, a bare `## Verdict`, or "engagement X is CLOSED".\n- fail when acceptance-log.md exists but holds no recognisable verdict.\n\nSkips while acceptance-log.md is not written. (Whether the verdict is binary, e.g. no\n`ACCEPT CONDITIONAL`, is a separate rule.)',examples:[{status:"pass",title:"passes on a canonical verdict line",files:{"acceptance-log.md":`# Acceptance log
## Iteration 1
### Verdict: ACCEPT \u2014 reasons below
`}},{status:"fail",title:"fails without a recognisable verdict (ACCEPTED is not ACCEPT; fenced examples do not count)",files:{"acceptance-log.md":`### Verdict: ACCEPTED
`}},{status:"warn",title:"warns on each legacy form, at its line",files:{"acceptance-log.md":`# Verdict: ACCEPT
`}},{status:"skip",title:"skips without acceptance-log.md, also under --mode ready",files:{}}],check({model}){let doc=model.acceptanceLog;if(!doc)return{status:"skip",detail:"acceptance-log.md not yet written"};let lines=doc.bodyLines();for(let{text}of lines){let m=CANONICAL.exec(text);if(m)return{status:"pass",detail:`canonical verdict found: ${m[1]}`}}for(let[re,label]of LEGACY){let hit=lines.find(({text})=>re.test(text));if(hit)return{status:"warn",detail:`legacy verdict format detected (${label}); canonical is \`### Verdict: ACCEPT|REJECT|ABORTED\``,fix:"Write `### Verdict: ACCEPT` (or REJECT / ABORTED) on its own line; legacy forms still archive, but machine-readability degrades.",findings:[doc.at(hit.line,`legacy verdict form (${label})`,(re.exec(hit.text)?.index??0)+1,"warning")]}}return{status:"fail",detail:"acceptance-log.md exists but no parseable verdict found",fix:"Write the verdict as `### Verdict: ACCEPT|REJECT|ABORTED` on its own line.",findings:[doc.at(doc.bodyStart,"no `### Verdict: ACCEPT|REJECT|ABORTED` line in acceptance-log.md")]}}};var DECISIONS=["DIRECTED_VERDICT","PROCEED_TO_VERDICT","REJECT_NOW"],DECISION=new LetterRegex(String.raw`^(Decision:\s*)([\p{L}\p{N}_]+)`,"mu"),human_directive_default={id:"human-directive",pack:"engagement",tiers:["M","L"],compat:!0,summary:"after a consilium, the human judge wrote human-directive.md with a valid Decision",statuses:["pass","fail","skip"],docs:`On M and L engagements the human is the supreme judge: after the adversary consilium the human
reads consilium-summary.md and writes human-directive.md, and only then does the director write a
verdict. A verdict without a directive means the director skipped the human.

- skip without consilium-summary.md (the consilium has not run).
- Without human-directive.md: fail when acceptance-log.md exists (the director skipped the human
  judge), else skip (awaiting the directive).
- With it: a line starting exactly \`Decision: X\` with X one of
  ${DECISIONS.map(d=>`\`${d}\``).join(", ")} (the value case-insensitive); else fail. As in the
  reference, the label must open the line: \`**Decision:** X\` or an indented label is not read.`,examples:[{status:"pass",title:"passes on a valid Decision (value case-insensitive)",files:{"consilium-summary.md":`# Consilium summary
## Findings
`,"human-directive.md":`# Human directive

Decision: reject_now
`}},{status:"fail",title:"fails when the director wrote a verdict without a directive",files:{"consilium-summary.md":`# Consilium summary
## Findings
`,"acceptance-log.md":`# Log
### Verdict: ACCEPT
`}},{status:"skip",title:"skips before the consilium ran",files:{"acceptance-log.md":`### Verdict: ACCEPT
`}}],divergences:[{protocol:"human-directive.md # MANDATORY on M/L between consilium and director verdict; human as supreme judge \u2026 Adversary pass | none | Opus adversary in fresh subprocess (adversary_lg.py --consilium M) | Consilium",compat:"Without consilium-summary.md the check skips, so an M or L ACCEPT written with no adversary pass and no human directive at all passes.",recommended:"At M and L, an ACCEPT verdict in acceptance-log.md without consilium-summary.md fails: the adversary pass and the human judge were both skipped."}],check({model,options}){if(!model.consilium&&followsProtocol(options)&&model.tier!=="S"&&model.acceptanceLog){let log=model.acceptanceLog,accept=verdictLines(log).find(v=>v.word.startsWith("ACCEPT"));if(accept)return{status:"fail",detail:`size=${model.tier} ACCEPT written without consilium-summary.md or human-directive.md: the adversary pass and the human judge were skipped`,fix:"Run the adversary pass for the tier, let the human read consilium-summary.md and write human-directive.md, then write the verdict.",findings:[log.at(accept.line,"ACCEPT without a consilium and a human directive",accept.column)]}}if(!model.consilium)return{status:"skip",detail:"consilium-summary.md missing \u2014 consilium not yet run"};let doc=model.humanDirective;if(!doc){let log=model.acceptanceLog;return log?{status:"fail",detail:"consilium ran but human-directive.md absent AND director already wrote verdict",fix:`The human reads consilium-summary.md and writes human-directive.md (Decision: ${DECISIONS.join(" | ")}); only then does the director write the verdict.`,findings:[log.at(log.bodyStart,"verdict written without a human-directive.md (the human judge step was skipped)")]}:{status:"skip",detail:"consilium done; awaiting human directive (this is normal mid-acceptance)"}}let m=DECISION.for(doc.text).exec(doc.text);if(!m)return{status:"fail",detail:"human-directive.md present but no parseable `Decision:` line",fix:`Add a line starting \`Decision: ${DECISIONS.join(" | ")}\` (no bold, no indent) to human-directive.md.`,findings:[doc.at(doc.bodyStart,"no `Decision: X` line in human-directive.md")]};let decision=m[2].toUpperCase();if(!DECISIONS.includes(decision)){let at=positionAt(doc.text,m.index+m[1].length);return{status:"fail",detail:`human-directive.md Decision=${decision} not in ${DECISIONS.join(", ")}`,fix:`Set Decision to one of ${DECISIONS.join(", ")}.`,findings:[doc.at(at.line,`Decision "${m[2]}" is not one of ${DECISIONS.join(", ")}`,at.column)]}}return{status:"pass",detail:`directive present, Decision=${decision}`}}};var KINDS=[{key:"convergent",signal:"convergent findings",one:"convergent finding",markers:"SUSTAINED/OVERRULED"},{key:"disagreements",signal:"cross-family disagreements",one:"cross-family disagreement",markers:"SIDED WITH/SPLIT"},{key:"naive",signal:"naive-layer catches",one:"naive-layer catch",markers:"REAL/FALSE_POSITIVE"},{key:"tooClean",signal:"too-clean flags",one:"too-clean reviewer",markers:"ACKNOWLEDGED"}],director_verdict_default={id:"director-verdict",pack:"engagement",tiers:["M","L"],compat:!0,summary:"the director adjudicated every consilium signal in the verdict",statuses:["pass","fail","skip"],docs:'A director who copies the consilium\'s conclusion without ruling on each signal is\nrubber-stamping. Every signal of consilium-summary.md needs an explicit marker in the verdict.\n\nSignals: under `## Findings`, `### N. **SEV** \u2014 issue` blocks whose `Found by: \u2026 (K reviewers)`\nhas K \u2265 2; under `## Disagreements`, `**[CROSS-FAMILY]** a=x vs b=y` lines; under\n`## Naive-layer catches`, `- **SEV**: issue` lines; under `## Suspicious-too-clean flags`, the\nroles in "Reviewer(s) returned 0 findings: a, b".\n\nMarkers, counted in the verdict block of the current iteration (the `## Iteration <counter>`\nsection of acceptance-log.md, else the whole log; a missing counter means iteration 1, a\nnon-integer one the whole log): SUSTAINED/OVERRULED on a `- <finding>: \u2026` item (or opening the line after it) per convergent\nfinding, SIDED WITH x or SPLIT per disagreement, REAL or FALSE_POSITIVE per naive catch,\nACKNOWLEDGED per too-clean role. fail when any kind has fewer markers than signals. As in the\nreference, section titles are case-sensitive and a finding heading needs the em dash (`\u2014`) that\nconsilium-synth writes.\n\nSkips at size S (no director phase), without consilium-summary.md, or without acceptance-log.md.',examples:[{status:"pass",title:"passes when the consilium raised nothing to adjudicate",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"consilium-summary.md":`# Consilium
## Findings
`,iteration:"2","acceptance-log.md":`# Acceptance log
## Iteration 1
### Verdict: REJECT
- finding-1: SUSTAINED
## Iteration 2
### Verdict: ACCEPT`}},{status:"fail",title:"reads an unreadable counter as iteration 1, as the reference does",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`iteration: 2
`,"consilium-summary.md":`# Consilium

## Naive-layer catches

- **LOW**: label truncates
`,"acceptance-log.md":`# Log

## Iteration 1

### Verdict: REJECT

## Iteration 2

- label truncates: REAL

### Verdict: ACCEPT
`}},{status:"skip",title:"skips at size S, without the consilium and without the acceptance log",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"acceptance-log.md":`# Acceptance log
## Iteration 1
### Verdict: REJECT
- finding-1: SUSTAINED
## Iteration 2
### Verdict: ACCEPT`}}],check({model}){if(model.tier==="S")return{status:"skip",detail:"S-tier has no director phase; verdict completeness check N/A"};let consilium=model.consilium;if(!consilium)return{status:"skip",detail:"consilium-summary.md not present; run consilium-synth.py first"};let log=model.acceptanceLog;if(!log)return{status:"skip",detail:"acceptance-log.md not present; director hasn't written verdict yet"};let n=model.iteration.value??1,block=acceptanceIterationBlock(log,n),range=block??{start:1,end:log.lines.length},where=block?`\`## Iteration ${n}\` of acceptance-log.md`:"acceptance-log.md",signals=consiliumSignalsOf(consilium),markers=directorMarkerCounts(log.linesOf(range).map(l=>l.text)),issues=[],marks=[],findings=[];for(let k of KINDS){let want=signals[k.key].length;if(!want)continue;let got=markers[k.key];if(got>=want){marks.push(`${k.signal}: ${Math.min(got,want)}/${want} adjudicated`);continue}issues.push(`${k.signal}: ${want} signals, only ${got} ${k.markers} markers in verdict`),findings.push(log.at(range.start,`${where} adjudicates ${got} of ${want} ${k.signal} (needs ${k.markers} for each)`));for(let s of signals[k.key])findings.push(consilium.at(s.line,`${k.one} needing a ${k.markers} marker: ${s.label}`,1,"info"))}return issues.length?{status:"fail",detail:issues.join("; "),fix:"Mark each consilium signal in the verdict: SUSTAINED/OVERRULED for convergent findings, SIDED WITH <reviewer> or SPLIT for cross-family disagreements, REAL/FALSE_POSITIVE for naive-layer catches, ACKNOWLEDGED for too-clean flags.",findings}:{status:"pass",detail:marks.length?`all consilium signals adjudicated (${marks.join(", ")})`:"all consilium signals adjudicated (consilium raised none)"}}};var CURRENT_PROTOCOL=4,MIN_SUPPORTED_PROTOCOL=3,protocol_version_default={id:"protocol-version",pack:"engagement",tiers:["S","M","L"],compat:!1,summary:"criteria.md pins a protocol version this tool supports (or pins none)",statuses:["pass","warn","fail","skip"],docs:`\`protocol_version\` in the criteria.md frontmatter pins the engagement to the
protocol it was created under. The protocol's versioning section says what a
checker does with it:

- ${CURRENT_PROTOCOL} (current): pass.
- absent: pass \u2014 the field is optional; the engagement is simply not pinned.
- ${MIN_SUPPORTED_PROTOCOL} (older but still supported): warn \u2014 old rules apply where they differ; migrate at the next safe break.
- below ${MIN_SUPPORTED_PROTOCOL}: fail \u2014 "engagement uses obsolete protocol; run engagement-migrate".
- above ${CURRENT_PROTOCOL}: fail \u2014 the engagement was written for a newer protocol than this tool knows; update engagement-lint.
- anything that is not an integer (\`v4\`, \`4.1\`, a list): fail.

A quoted \`"4"\` reads as 4. skip when criteria.md is missing or its frontmatter
does not parse (criteria-frontmatter reports that).

Tiers: S, M and L \u2014 the version decides which rules apply at every size.`,examples:[{status:"pass",title:"skips without criteria.md or readable frontmatter; reads broken YAML line by line",files:{"criteria.md":`---
size: [M
---
`}},{status:"fail",title:"skips without criteria.md or readable frontmatter; reads broken YAML line by line",files:{"criteria.md":`---
engagement: a: b
protocol_version: 2
---
`}},{status:"warn",title:"warns on the older supported version with a migrate hint",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
protocol_version: 3
---
# Acceptance criteria

## Done when
- tests pass
`}},{status:"skip",title:"skips without criteria.md or readable frontmatter; reads broken YAML line by line",files:{}}],check({model}){let doc=model.criteria,data=model.frontmatter;if(!doc||!data)return{status:"skip",detail:"criteria.md or its frontmatter is missing or unreadable; version not checked"};if(!("protocol_version"in data)||data.protocol_version===null||data.protocol_version==="")return{status:"pass",detail:`protocol_version not pinned (optional); current rules (v${CURRENT_PROTOCOL}) apply`};let raw=data.protocol_version,at=frontmatterKeyLine(doc,"protocol_version")??{line:1,column:1},finding=message=>[doc.at(at.line,message,at.column)],text=typeof raw=="string"?raw.trim():raw,version=typeof text=="number"?text:typeof text=="string"&&/^\d+$/.test(text)?Number(text):NaN;if(!Number.isInteger(version)){let shown=typeof raw=="object"?JSON.stringify(raw):String(raw);return{status:"fail",detail:`protocol_version must be an integer, found \`${shown}\``,fix:`Set \`protocol_version: ${CURRENT_PROTOCOL}\` (or the integer version the engagement was created under).`,findings:finding(`protocol_version \`${shown}\` is not an integer`)}}return version===CURRENT_PROTOCOL?{status:"pass",detail:`protocol_version ${version} is current`}:version>CURRENT_PROTOCOL?{status:"fail",detail:`protocol_version ${version} is newer than this tool supports (current ${CURRENT_PROTOCOL}); engagement-lint is out of date`,fix:"Update engagement-lint to a release that knows this protocol version.",findings:finding(`protocol_version ${version} is newer than the supported ${CURRENT_PROTOCOL}`)}:version<MIN_SUPPORTED_PROTOCOL?{status:"fail",detail:`engagement uses obsolete protocol; run engagement-migrate (protocol_version ${version}, minimum supported ${MIN_SUPPORTED_PROTOCOL})`,fix:`Run engagement-migrate to bring the engagement to protocol ${CURRENT_PROTOCOL}, then set \`protocol_version: ${CURRENT_PROTOCOL}\`.`,findings:finding(`protocol_version ${version} is below the minimum supported ${MIN_SUPPORTED_PROTOCOL}`)}:{status:"warn",detail:`protocol_version ${version} is older than current ${CURRENT_PROTOCOL}; old rules apply where they differ`,fix:`Migrate to protocol ${CURRENT_PROTOCOL} at the next safe break (engagement-migrate) and set \`protocol_version: ${CURRENT_PROTOCOL}\`.`,findings:finding(`protocol_version ${version} is supported but not current (${CURRENT_PROTOCOL})`)}}};function names(text,owner){let esc=owner.replace(/[.*+?^${}()|[\]\\]/g,"\\$&");return new RegExp(`(?<![\\w.-])${esc}(?![\\w-])`,"u").test(text)}var tasks_index_default={id:"tasks-index",pack:"engagement",tiers:["M","L"],compat:!1,summary:"Task files carry id, owner, wave, files and crit_refs, and tasks/INDEX.md agrees with them",statuses:["pass","fail","skip"],docs:"The workflow dispatches specialists by `task.owner`, wave by wave, from the\ntask files; tasks/INDEX.md is the manifest people read. Both must say the same.\n\n- Every `tasks/*.md` (except INDEX.md) sets `id`, `owner`, `wave`,\n  `files` and `crit_refs`, in YAML frontmatter or as `field: value` lines\n  of the body (`files:` / `crit_refs:` may be followed by a list). Task ids\n  are unique.\n- tasks/INDEX.md lists the waves (headings such as `## Wave 1 \u2014 foundation`,\n  or a `wave` table column) with one line per task \u2014 a list item or table row\n  naming the task (id, file stem or `tasks/<stem>.md` link) with its owner\n  and its `crit-N` refs.\n- INDEX and task files agree: every task file has exactly one INDEX line and\n  every INDEX line names a task file; the INDEX line sits in the task's wave,\n  names the task's owner (an `owner:` label or column, else the owner's name\n  anywhere on the line) and lists the same crit refs.\n\nWhen INDEX.md is missing only the task fields are checked (a missing INDEX at\nL is tasks-decomposition's failure; at M INDEX is optional). skip without task\nfiles.\n\nTiers: M and L \u2014 S engagements have no task decomposition. Outside those tiers (`--all-checks`,\n`--override-checks`) it skips: the requirement does not exist there.",examples:[{status:"pass",title:"passes at M without INDEX when the task fields are complete",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"tasks/T1.md":`---
id: T1
owner: dev-backend-engineer
wave: 1
files:
  - src/api.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`# Task
- **id**: T2
- **owner**: dev-frontend-engineer
- **wave**: 2
- **files**: \`src/ui.tsx\`
- **crit_refs**: crit-2, crit-3

## Steps
- do it
`}},{status:"fail",title:"fails a task file lacking fields, at the end of its frontmatter",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"tasks/T1.md":`---
id: T1
owner: dev-backend-engineer
wave: 1
files:
  - src/api.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`# Task
- **id**: T2
- **owner**: dev-frontend-engineer
- **wave**: 2
- **files**: \`src/ui.tsx\`
- **crit_refs**: crit-2, crit-3

## Steps
- do it
`,"tasks/T3.md":`---
id: T3
owner: qa
wave: 2
---
# Task

Do the thing.
`}},{status:"skip",title:"skips without task files",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],check({model}){let off=outsideTiers(model,["M","L"],"task files and tasks/INDEX.md (S has one task, no decomposition)");if(off)return off;let tasks=engagementTasks(model),indexDoc=model.doc("tasks/INDEX.md");if(!tasks.length)return{status:"skip",detail:indexDoc?"tasks/INDEX.md but no task files":"no task files"};let findings=[];for(let t of tasks){let missing=missingTaskFields(t);missing.length&&findings.push(t.doc.at(t.doc.frontmatter.present?t.doc.frontmatter.endLine:1,`task file lacks ${missing.join(", ")}`))}let byKey=new Map;for(let t of tasks)byKey.set(t.key,[...byKey.get(t.key)??[],t]);for(let[key,same]of byKey)if(same.length>1)for(let t of same)findings.push(t.doc.at(t.id?.line??1,`task id \`${key}\` is also used by ${same.filter(o=>o!==t).map(o=>o.rel).join(", ")}`));if(indexDoc){let index=readTasksIndex(indexDoc,taskKeyLookup(tasks));!index.waves.length&&index.entries.every(e=>e.wave===void 0)&&findings.push(indexDoc.at(1,"tasks/INDEX.md lists no waves (`## Wave N` headings or a wave column)"));let seen=new Map;for(let e of index.entries){let at=msg=>findings.push(indexDoc.at(e.line,msg,e.column));if(!e.known){at(`INDEX line names \`${e.id}\`, which has no task file`);continue}if(seen.has(e.id)){at(`task \`${e.id}\` is listed again (first at L${seen.get(e.id)})`);continue}seen.set(e.id,e.line);let t=byKey.get(e.id)[0];e.wave===void 0?at(`task \`${e.id}\` is listed outside any wave`):t.wave&&t.wave.value!==e.wave&&at(`task \`${e.id}\` is in wave ${e.wave} here but wave ${t.wave.value} in ${t.rel}:L${t.wave.line}`);let owners=t.owner?.value??[];e.owner!==void 0?owners.length&&!owners.includes(e.owner)&&at(`task \`${e.id}\` has owner \`${e.owner}\` here but \`${owners.join(", ")}\` in ${t.rel}`):owners.length&&!owners.every(o=>names(e.text,o))&&at(`INDEX line for \`${e.id}\` does not name its owner \`${owners.join(", ")}\``);let mine=[...new Set((t.critRefs?.value??[]).map(c=>c.n).filter(n=>n!==void 0))].sort((a,b)=>a-b),listed=[...new Set(e.critRefs.map(c=>c.n))].sort((a,b)=>a-b);listed.length?mine.length&&mine.join(",")!==listed.join(",")&&at(`task \`${e.id}\` lists ${listed.map(n=>`crit-${n}`).join(", ")} here but ${mine.map(n=>`crit-${n}`).join(", ")} in ${t.rel}`):at(`INDEX line for \`${e.id}\` lists no crit_refs`)}for(let t of tasks)!seen.has(t.key)&&byKey.get(t.key)[0]===t&&findings.push(t.doc.at(t.id?.line??1,`task \`${t.key}\` is missing from tasks/INDEX.md`))}return findings.length?{status:"fail",detail:`tasks and tasks/INDEX.md disagree or lack fields: ${findings.length} problem${findings.length===1?"":"s"} (${findings[0].message}${findings.length>1?"; \u2026":""})`,fix:"Give every task file id, owner, wave, files and crit_refs, and keep one INDEX.md line per task under its wave with the same owner and crit refs.",findings}:{status:"pass",detail:`${tasks.length} task file${tasks.length===1?"":"s"} complete${indexDoc?" and in agreement with tasks/INDEX.md":" (no tasks/INDEX.md)"}`}}};var criteria_owned_default={id:"criteria-owned",pack:"engagement",tiers:["M","L"],compat:!1,summary:"Every criterion is owned by at least one task's crit_refs, and every crit_ref names a criterion",statuses:["pass","fail","skip"],docs:`Coverage is structural in the workflow model: the plan's task \u2192 \`crit_refs\`
mapping must give every criterion an owning task ("Don't let the plan leave a
criterion with no owning task"), and a task may only cite criteria that exist
(crit_refs bind verbatim).

The criteria are the top-level bullets of the "Deliverables expected" and
"Done when" sections of criteria.md, in file order, numbered crit-1..crit-N
(when every bullet opens with its own \`crit-N\` label, the labels count).
Each one not named by any task's \`crit_refs\` is a finding at its bullet; each
crit_ref that names no criterion (\`crit-9\` of 5, or not a \`crit-N\` at all) is a
finding at the task's crit_refs entry.

skip without task files (decomposition is tasks-decomposition's business) or
when criteria.md has no such bullets.

Tiers: M and L \u2014 S engagements have no task decomposition. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,examples:[{status:"pass",title:"uses explicit crit-N labels when every bullet has one, and ignores nested bullets",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Criteria

## Done when
- crit-2: import works
  - sub-detail, not a criterion
- crit-5: export works
`,"tasks/T1.md":`---
id: T1
owner: dev
wave: 1
files:
  - src/T1.ts
crit_refs: [crit-2, crit-5]
---
# Task

Do the thing.
`}},{status:"fail",title:"fails an unowned criterion at its bullet in criteria.md",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Scope
A thing.

## Deliverables expected
- CSV export endpoint
- export button

## Done when
- export of 1M rows under 10 s
- tests green

## Explicitly out of scope
- mobile
`,"tasks/T1.md":`---
id: T1
owner: dev
wave: 1
files:
  - src/T1.ts
crit_refs: [crit-1, crit-2, crit-4]
---
# Task

Do the thing.
`}},{status:"skip",title:"skips without tasks or without criteria bullets",files:{"tasks/T1.md":`---
id: T1
owner: dev
wave: 1
files:
  - src/T1.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`}}],check({model}){let off=outsideTiers(model,["M","L"],"task ownership of criteria (S plans one task)");if(off)return off;let tasks=engagementTasks(model);if(!tasks.length)return{status:"skip",detail:"no task files"};let criteria=numberedCriteria(model.criteria);if(!criteria.length)return{status:"skip",detail:'criteria.md has no "Done when" / "Deliverables expected" bullets'};let known=new Set(criteria.map(c=>c.n)),owned=new Set,findings=[];for(let t of tasks)for(let ref of t.critRefs?.value??[])ref.n!==void 0&&known.has(ref.n)?owned.add(ref.n):findings.push(t.doc.at(ref.line,`crit_ref \`${ref.text}\` names no criterion (criteria.md has crit-1..crit-${criteria.length})`,ref.column));let orphans=criteria.filter(c=>!owned.has(c.n));for(let c of orphans)findings.push(model.criteria.at(c.line,`crit-${c.n} ("${c.text.slice(0,60)}${c.text.length>60?"\u2026":""}") is owned by no task`,c.column));return findings.length?{status:"fail",detail:`criteria coverage broken: ${[orphans.length?`unowned: ${orphans.map(c=>`crit-${c.n}`).join(", ")}`:"",findings.length>orphans.length?`${findings.length-orphans.length} crit_ref${findings.length-orphans.length===1?"":"s"} naming no criterion`:""].filter(Boolean).join("; ")}`,fix:"Give every criterion an owning task (add it to a task's crit_refs or add a task) and cite only crit-1..crit-N of criteria.md.",findings}:{status:"pass",detail:`all ${criteria.length} criteria owned by ${tasks.length} task${tasks.length===1?"":"s"}`}}};var same_wave_disjoint_files_default={id:"same-wave-disjoint-files",pack:"engagement",tiers:["M","L"],compat:!1,summary:"Tasks of the same wave touch disjoint files",statuses:["pass","fail","skip"],docs:'A wave runs its tasks in parallel and merges them at the wave barrier, which\nassumes their `files` are strictly disjoint. The protocol names the\nanti-pattern: "planning two same-wave tasks that touch the same file" \u2014 merge\nthem into one task or move one to a later wave.\n\nTwo tasks of the same `wave` overlap when they list the same path, or when\none lists a folder (`src/api/`) or a glob (`src/api/*.ts`, read as the folder\nbefore the first wildcard) containing a path of the other. Each overlap is\nreported twice, once at each task\'s `files` entry, naming the other.\nTasks without `wave` or `files` are left to tasks-index. skip when no two\ntasks share a wave.\n\nTiers: M and L \u2014 where plans have waves. Outside those tiers (`--all-checks`,\n`--override-checks`) it skips: the requirement does not exist there.',examples:[{status:"pass",title:"passes disjoint files in a wave, and the same file in different waves",files:{"tasks/T1.md":`---
id: T1
owner: owner-T1
wave: 1
files:
  - src/api.ts
  - src/api/
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`---
id: T2
owner: owner-T2
wave: 1
files:
  - src/ui.tsx
  - src/apiary.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T3.md":`---
id: T3
owner: owner-T3
wave: 2
files:
  - src/api.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`}},{status:"fail",title:"fails two same-wave tasks on one file, with both locations",files:{"tasks/T1.md":`---
id: T1
owner: owner-T1
wave: 1
files:
  - src/a.ts
  - src/shared/types.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`---
id: T2
owner: owner-T2
wave: 1
files:
  - ./src/shared/types.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`}},{status:"skip",title:"skips when no two tasks share a wave, or without tasks",files:{}}],check({model}){let off=outsideTiers(model,["M","L"],"wave planning (S has one wave)");if(off)return off;let tasks=engagementTasks(model).filter(t=>t.wave&&t.files),waves=new Map;for(let t of tasks)waves.set(t.wave.value,[...waves.get(t.wave.value)??[],t]);let shared=[...waves.values()].filter(ts=>ts.length>1);if(!shared.length)return{status:"skip",detail:tasks.length?"no two tasks share a wave":"no task with both wave and files"};let findings=[],pairs=[];for(let ts of shared)for(let i=0;i<ts.length;i++)for(let k=i+1;k<ts.length;k++){let[a,b]=[ts[i],ts[k]],hits=[];for(let fa of a.files.value)for(let fb of b.files.value)taskFilesOverlap(fa.text,fb.text)&&hits.push([fa,fb]);if(hits.length){pairs.push(`${a.key} & ${b.key} (wave ${a.wave.value}: ${hits.map(([x])=>x.text).join(", ")})`);for(let[fa,fb]of hits)findings.push(a.doc.at(fa.line,`\`${fa.text}\` overlaps \`${fb.text}\` of same-wave task ${b.key} (${b.rel}:L${fb.line})`,fa.column)),findings.push(b.doc.at(fb.line,`\`${fb.text}\` overlaps \`${fa.text}\` of same-wave task ${a.key} (${a.rel}:L${fa.line})`,fb.column))}}return findings.length?{status:"fail",detail:`same-wave tasks touch the same files: ${pairs.join("; ")}`,fix:"Merge the overlapping tasks into one, or move one of them to a later wave (shared modules go alone in an earlier wave).",findings}:{status:"pass",detail:`${shared.length} shared wave${shared.length===1?"":"s"}, files disjoint`}}};var task_owner_report_default={id:"task-owner-report",pack:"engagement",tiers:["M","L"],compat:!1,summary:"Every task owner wrote executor-reports/<owner>.md, and every report belongs to a planned owner",statuses:["pass","warn","fail","skip"],docs:`Implemented vs delegated: the workflow dispatches each task to its \`owner\`,
whose single output channel is \`executor-reports/<owner>.md\`. At handoff,

- a task owner without that report: fail \u2014 the work was not reported (or not
  done); the lead re-dispatches rather than pretending it reported;
- a report from a specialist no task names: warn \u2014 off-script work outside
  the plan.

skip without task files or before handoff.md is written (reports arrive wave by
wave; only the handoff claims they are all in).

Tiers: M and L \u2014 where work is decomposed into owned tasks. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,examples:[{status:"pass",title:"passes when every owner reported",files:{"handoff.md":`# Handoff
`,"tasks/T1.md":`---
id: T1
owner: dev-backend-engineer
wave: 1
files:
  - src/T1.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`---
id: T2
owner: dev-frontend-engineer
wave: 1
files:
  - src/T2.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T3.md":`---
id: T3
owner: dev-backend-engineer
wave: 1
files:
  - src/T3.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"executor-reports/dev-backend-engineer.md":`# report

## Iteration 1
### Criteria acknowledgement
- crit-1
`,"executor-reports/dev-frontend-engineer.md":`# report

## Iteration 1
### Criteria acknowledgement
- crit-1
`}},{status:"fail",title:"fails every owner when executor-reports/ is missing",files:{"handoff.md":`# Handoff
`,"tasks/T1.md":`---
id: T1
owner: dev-backend-engineer
wave: 1
files:
  - src/T1.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`---
id: T2
owner: dev-frontend-engineer
wave: 1
files:
  - src/T2.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T3.md":`---
id: T3
owner: dev-backend-engineer
wave: 1
files:
  - src/T3.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`}},{status:"warn",title:"warns on a report from a specialist no task names",files:{"handoff.md":`# Handoff
`,"tasks/T1.md":`---
id: T1
owner: dev-backend-engineer
wave: 1
files:
  - src/T1.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T2.md":`---
id: T2
owner: dev-frontend-engineer
wave: 1
files:
  - src/T2.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"tasks/T3.md":`---
id: T3
owner: dev-backend-engineer
wave: 1
files:
  - src/T3.ts
crit_refs: [crit-1]
---
# Task

Do the thing.
`,"executor-reports/dev-backend-engineer.md":`# report

## Iteration 1
### Criteria acknowledgement
- crit-1
`,"executor-reports/dev-frontend-engineer.md":`# report

## Iteration 1
### Criteria acknowledgement
- crit-1
`,"executor-reports/ux-copywriter.md":`# report

## Iteration 1
### Criteria acknowledgement
- crit-1
`}},{status:"skip",title:"skips before the handoff and without owned tasks",files:{"handoff.md":`# H
`,"tasks/T1.md":`# no fields
`}}],check({model}){let off=outsideTiers(model,["M","L"],"task owners' reports (S merges its one report into handoff \xA72)");if(off)return off;let tasks=engagementTasks(model).filter(t=>t.owner);if(!tasks.length)return{status:"skip",detail:"no task file names an owner"};if(!model.handoff)return{status:"skip",detail:"handoff.md not written yet; reports are checked at handoff",missingArtefact:!0};let reports=new Map(model.executorReports().map(d=>[d.rel.slice(d.rel.lastIndexOf("/")+1).replace(/\.md$/,""),d])),owners=new Map;for(let t of tasks)for(let o of t.owner.value)owners.has(o)||owners.set(o,{rel:t.rel,line:t.owner.line,column:t.owner.column});let findings=[],missing=[];for(let[o,at]of owners)reports.has(o)||(missing.push(o),findings.push({file:at.rel,line:at.line,column:at.column,message:`owner \`${o}\` has no ${model.relDir}/executor-reports/${o}.md`}));let offScript=[...reports.keys()].filter(r=>!owners.has(r)),offFindings=offScript.map(r=>reports.get(r).at(1,`report from \`${r}\`, whom no task names as owner`,1,"warning"));return missing.length?{status:"fail",detail:`task owner${missing.length===1?"":"s"} without an executor report: ${missing.join(", ")}${offScript.length?`; off-script reports: ${offScript.join(", ")}`:""}`,fix:"Re-dispatch each owner whose report is missing; every specialist writes only executor-reports/<their-name>.md.",findings:[...findings,...offFindings]}:offScript.length?{status:"warn",detail:`off-script report${offScript.length===1?"":"s"} from specialist${offScript.length===1?"":"s"} no task names: ${offScript.join(", ")}`,fix:"Add a task for that work (owner + crit_refs) or fold the report into the owning specialist's report.",findings:offFindings}:{status:"pass",detail:`all ${owners.size} task owner${owners.size===1?"":"s"} reported`}}};var EVIDENCE=/(?:^|\/)(?:screens|traces)\//,isPng=name=>/\.png$/i.test(name),ux_screens_default={id:"ux-screens",pack:"engagement",tiers:["S","M","L"],compat:!1,summary:"UX-heavy work hands over screen captures, and every \xA76 bullet cites a real screens/ or traces/ path",statuses:["pass","fail","warn","skip"],docs:'UX validation artefacts are part of the handoff, never deferred to the user.\nBy `ux_heavy` in criteria.md:\n\n- `true`: the current iteration (the `iteration` counter, 1 when absent)\n  has Playwright captures under `screens/<iteration>/<theme>/*.png` (the\n  iteration folder may be named `iter-N`, `iteration-N` or `N`; PNGs\n  lying directly in `screens/<iteration>/` lack their theme folder). And every\n  top-level bullet of handoff `## 6. Exercised` cites at least one\n  `screens/\u2026` or `traces/\u2026` path that exists (engagement-relative or\n  `engagement/\u2026`), as inline code, a link or a bare path \u2014 prose alone can\n  be hallucinated. The bullets are read from the section\'s mdast (remark is\n  loaded only for this section, only when this rule runs).\n  And validation-log.md logs a `### ux-review` run ("ux-review validator in\n  validation-log. Missing any of these on submission = handoff INCOMPLETE").\n- `minor`: at least one PNG anywhere under `screens/`.\n- `false`: skip.\n\nskip before handoff.md is written: the artefacts are due on submission. The\nprotocol asks ux_heavy: true for "Playwright screens both themes": captures of\none theme only warn (a product with a single theme exists, and only a reader\ncan tell); the theme folder itself is required.\n\nTiers: S, M and L \u2014 `ux_heavy` is orthogonal to size.',examples:[{status:"pass",title:"theme captures for the current iteration and a \xA76 bullet citing one",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`2
`,"handoff.md":`# Handoff \u2014 iteration 2

## 1. Diff summary
- src/ui/Export.tsx

## 6. Exercised
- Export: \`screens/iter-2/dark/export.png\`

## 7. Self-acceptance
1. [crit-1] x
`,"screens/iter-2/dark/export.png":"PNG","screens/iter-2/light/export.png":"PNG","validation-log.md":`# Validation log

### ux-review
verdict: approved
`}},{status:"warn",title:"the captures cover one theme only",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`2
`,"handoff.md":`# Handoff \u2014 iteration 2

## 1. Diff summary
- src/ui/Export.tsx

## 6. Exercised
- Export: \`screens/iter-2/dark/export.png\`

## 7. Self-acceptance
1. [crit-1] x
`,"screens/iter-2/dark/export.png":"PNG","validation-log.md":`# Validation log

### ux-review
verdict: approved
`}},{status:"fail",title:"minor: passes with one screenshot, fails with none",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: minor
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff \u2014 iteration 2

## 1. Diff summary
- src/ui/Export.tsx

## 6. Exercised
- Export \u2192 ok

## 7. Self-acceptance
1. [crit-1] x
`,"screens/notes.txt":"x"}},{status:"skip",title:"skips for ux_heavy false and before the handoff",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: true
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],async check({model}){let ux=model.uxHeavy;if(ux==="false")return{status:"skip",detail:"ux_heavy is false; no UX artefacts required"};let handoff=model.handoff;if(!handoff)return{status:"skip",detail:"handoff.md not written yet; UX artefacts are due on submission",missingArtefact:!0};let s6=handoff.section(6),anchor=message=>handoff.at(s6?.heading.line??1,message),findings=[];if(ux==="minor"){let pngs=model.walk("screens",e=>e.kind==="file"&&isPng(e.name));return pngs.length?{status:"pass",detail:`ux_heavy: minor with ${plural(pngs.length,"screenshot")} under screens/`}:{status:"fail",detail:"ux_heavy: minor but screens/ holds no PNG screenshot",fix:"Capture one screenshot per touched surface into screens/iter-<N>/<theme>/ and cite it in handoff \xA76.",findings:[anchor("no screenshot under screens/ for a ux_heavy: minor engagement")]}}let iteration=model.iteration.value??1,iterDirs=(model.list("screens")??[]).filter(e=>e.kind==="dir"&&iterationFolderNumber(e.name)===iteration),captures=0,themes=new Set;for(let dir of iterDirs)for(let e of model.list(`screens/${dir.name}`)??[]){let inTheme=e.kind==="dir"?model.walk(`screens/${dir.name}/${e.name}`,f=>f.kind==="file"&&isPng(f.name)).length:0;inTheme&&themes.add(e.name),e.kind==="dir"?captures+=inTheme:e.kind==="file"&&isPng(e.name)&&findings.push({file:e.rel,line:1,column:1,message:`capture lies outside a theme folder; move it to screens/${dir.name}/<theme>/`})}if(captures||findings.unshift(anchor(`no PNG capture under screens/iter-${iteration}/<theme>/ for the current iteration ${iteration}`)),!s6)findings.push(handoff.at(1,"handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true"));else{let items=mdastListItemRefs(await handoff.mdast(s6));items.length||findings.push(handoff.at(s6.heading.line,"\xA76 Exercised has no bullets; write one per exercised control with its evidence path"));for(let item of items){let refs=item.refs.filter(r=>EVIDENCE.test(r.text));if(!refs.length){findings.push(handoff.at(item.line,"\xA76 bullet cites no screens/ or traces/ path",item.column));continue}refs.some(r=>resolves(model,r.text))||findings.push(handoff.at(refs[0].line,`\xA76 bullet cites ${refs.map(r=>`\`${r.text}\``).join(", ")}, which does not exist`,refs[0].column))}}if(validationLogValidators(model).some(v=>v.name.startsWith("ux-review"))||findings.push(model.validationLog?model.validationLog.at(1,"validation-log.md logs no ux-review run, mandatory for ux_heavy: true"):model.at("validation-log.md",1,"no validation-log.md with a ux-review run, mandatory for ux_heavy: true")),findings.length)return{status:"fail",detail:`ux_heavy: true evidence incomplete: ${findings.map(f=>f.message).slice(0,3).join("; ")}${findings.length>3?` (+${findings.length-3} more)`:""}`,fix:`Capture the touched screens with Playwright into screens/iter-${iteration}/<theme>/ and make every \xA76 bullet cite the real screens/ or traces/ file it rests on.`,findings};if(themes.size===1){let[only]=themes;return{status:"warn",detail:`${plural(captures,"capture")} for iteration ${iteration}, all in one theme (${only}); ux_heavy: true asks for both themes`,fix:`Capture the other theme into screens/iter-${iteration}/<theme>/, or say in \xA76 that the product has one theme.`,findings:[anchor(`captures for iteration ${iteration} cover one theme (${only}); ux_heavy: true asks for both`)]}}return{status:"pass",detail:`${plural(captures,"capture")} in ${plural(themes.size,"theme")} for iteration ${iteration}; every \xA76 bullet cites real evidence`}}};function resolves(model,cited){let p=cited.trim().replace(/[#?].*$/,"").replace(/:\d+(?:-\d+)?$/,"").replace(/^\.\//,"");return p===""||/^[a-z][a-z0-9+.-]*:\/\//i.test(p)?!1:(p.startsWith(`${model.relDir}/`)?[p]:[`${model.relDir}/${p}`,p]).some(c=>model.fs.probe(c)==="exists")}var VERDICT_KEY=/"verdict"\s*:\s*"([^"\\]*)"/g;function stepVerdictPositions(text){let from=Math.max(0,text.indexOf('"steps"')),out=[];for(let m of text.slice(from).matchAll(VERDICT_KEY))out.push({value:m[1],...positionAt(text,from+m.index)});return out}var HISTORY=/\b(?:previous(?:ly)?|prior|earlier|rejected|history|historical|was failing|used to fail|before the fix|iter(?:ation)?[- ]?\d+ REJECT)\b|ранее|до исправления/i,trace_fail_evidence_default={id:"trace-fail-evidence",pack:"engagement",tiers:["S","M","L"],compat:!1,summary:"No trace submitted as evidence holds a step with verdict FAIL",statuses:["pass","fail","warn","skip"],docs:`The protocol: "Submitting with any FAIL verdict attached as evidence = REJECT."
A trace is evidence when

- handoff.md or acceptance-log.md cites it (\`traces/\u2026json\` or
  \`engagement/traces/\u2026json\`, anywhere in the file, as handoff-paths reads
  citations), but not from a REJECT iteration of acceptance-log.md (that is the director
  citing what was rejected), or
- it belongs to the current iteration: it sits under
  \`traces/<iteration>/\` (\`iter-N\`, \`iteration-N\` or \`N\`, N = the
  \`iteration\` counter) or its \`iteration\` field equals the counter \u2014
  the current round's traces are what the handoff hands over, cited or not.

Traces of earlier iterations that nothing cites are history: a flow that failed
in iter-1 and was fixed in iter-2 is the normal course of rework. A trace that
does not parse is trace-schema's business and is passed over here.

A failing trace of an earlier iteration that handoff.md cites on a line that
calls it history (previous, prior, rejected, before the fix, "iter-1 REJECT",
\u0440\u0430\u043D\u0435\u0435 \u2026) warns instead: a handoff may cite the rejected round's trace as the
history of the rework, and only a reader can tell history from evidence.

Every step whose \`verdict\` is FAIL (any case) is a finding, at its line in the
trace. skip when there are no traces and none is cited.

Tiers: S, M and L \u2014 traces are optional below ux_heavy: true, but whenever one
is attached it must not show a failing step.`,examples:[{status:"pass",title:"passes when every evidence step passes",files:{iteration:`2
`,"traces/iter-2/export.json":`{
  "flow": "export",
  "iteration": 2,
  "captured_at": "2026-11-30T11:00:00Z",
  "steps": [
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "csv",
      "verdict": "PASS"
    },
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "csv",
      "verdict": "PASS"
    }
  ]
}`}},{status:"fail",title:"counts a trace as current by its iteration field",files:{iteration:`3
`,"traces/export.json":`{
  "flow": "export",
  "iteration": 3,
  "captured_at": "2026-11-30T11:00:00Z",
  "steps": [
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "500",
      "verdict": "fail"
    }
  ]
}`}},{status:"warn",title:"a handoff that cites the old failing trace as history warns at its step",files:{iteration:`2
`,"traces/iter-1/export.json":`{
  "flow": "export",
  "iteration": 1,
  "captured_at": "2026-11-30T11:00:00Z",
  "steps": [
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "500",
      "verdict": "FAIL"
    }
  ]
}`,"traces/iter-2/export.json":`{
  "flow": "export",
  "iteration": 2,
  "captured_at": "2026-11-30T11:00:00Z",
  "steps": [
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "csv",
      "verdict": "PASS"
    }
  ]
}`,"acceptance-log.md":`# Acceptance log
## Iteration 1
### Verdict: REJECT
- crit-2 export fails: \`traces/iter-1/export.json\` step 1 FAIL
`,"handoff.md":"# Handoff\n## 6. Exercised\n- export \u2192 csv \u2192 `traces/iter-2/export.json` (previously failing: `traces/iter-1/export.json`)\n"}},{status:"skip",title:"skips without traces and citations",files:{"handoff.md":`## 1. Diff summary
- src/a.ts
`}}],check({model}){let tracesRoot=model.rel("traces"),inTraces=p=>p.startsWith(`${tracesRoot}/`)&&p.toLowerCase().endsWith(".json"),toProject=p=>p.startsWith(`${model.relDir}/`)?p:`${model.relDir}/${p}`,citedBy=new Map,rejectedRounds=rejectedRanges(model.acceptanceLog),asHistory=new Set;for(let doc of[model.handoff,model.acceptanceLog])if(doc)for(let c of citedPaths(doc)){if(doc===model.acceptanceLog&&rejectedRounds.some(r=>c.line>=r.start&&c.line<=r.end))continue;let p=toProject(c.path);doc===model.handoff&&HISTORY.test(doc.line(c.line))&&asHistory.add(p),inTraces(p)&&!citedBy.has(p)&&citedBy.set(p,`${doc.rel}:L${c.line}`)}let current=model.iteration.value,all=model.walk("traces",e=>e.kind==="file"&&e.name.toLowerCase().endsWith(".json")).map(e=>e.rel);if(!all.length&&!citedBy.size)return{status:"skip",detail:"no traces/ and no cited trace"};let evidence=new Map;for(let rel of all){let folder=rel.slice(tracesRoot.length+1).split("/"),byFolder=folder.length>1&&current!==void 0&&iterationFolderNumber(folder[0])===current;if(citedBy.has(rel))evidence.set(rel,`cited at ${citedBy.get(rel)}`);else if(byFolder)evidence.set(rel,`current iteration ${current}`);else if(current!==void 0){let v=model.json(rel)?.parsed.value;isPlainObject(v)&&v.iteration===current&&evidence.set(rel,`current iteration ${current}`)}}for(let[rel,why2]of citedBy)!evidence.has(rel)&&model.fs.probe(rel)==="exists"&&evidence.set(rel,`cited at ${why2}`);let findings=[],history=[],failing=new Set;for(let[rel,why2]of evidence){let doc=model.json(rel),v=doc?.parsed.value;if(!doc||!isPlainObject(v)||!Array.isArray(v.steps))continue;let traceN=iterationFolderNumber(rel.slice(tracesRoot.length+1).split("/")[0]??"")??(typeof v.iteration=="number"?v.iteration:void 0),older=current!==void 0&&traceN!==void 0&&traceN<current&&asHistory.has(rel),positions=stepVerdictPositions(doc.file.text),withVerdict=v.steps.filter(s=>isPlainObject(s)&&typeof s.verdict=="string"),aligned=positions.length===withVerdict.length;v.steps.forEach((step,k)=>{if(!isPlainObject(step)||typeof step.verdict!="string"||step.verdict.trim().toUpperCase()!=="FAIL")return;let pos=aligned?positions[withVerdict.indexOf(step)]:positions.find(p=>p.value.trim().toUpperCase()==="FAIL")??{line:1,column:1},action=typeof step.action=="string"?` (${step.action})`:"";if(older){history.push({file:rel,line:pos.line,column:pos.column,message:`step ${k+1}${action} has verdict FAIL in a trace of iteration ${traceN} that handoff.md cites (${why2}); fine as history of the rework, a REJECT if it is offered as evidence`});return}failing.add(rel),findings.push({file:rel,line:pos.line,column:pos.column,message:`step ${k+1}${action} has verdict FAIL; trace is evidence (${why2})`})})}return findings.length?{status:"fail",detail:`${findings.length===1?"a failing step is":`${findings.length} failing steps are`} submitted as evidence in ${[...failing].join(", ")}`,fix:"Fix the flow and capture a new trace whose steps all PASS (or stop citing the failing trace); a FAIL step attached as evidence means REJECT.",findings}:history.length?{status:"warn",detail:`handoff.md cites a failing trace of an earlier iteration: ${[...new Set(history.map(f=>f.file))].join(", ")}`,fix:"If the old trace is history, say so next to the citation; the current iteration's evidence must be traces whose steps all PASS.",findings:history}:evidence.size?{status:"pass",detail:`${evidence.size} evidence trace${evidence.size===1?"":"s"} without a FAIL step`}:{status:"pass",detail:`no trace is submitted as evidence (${all.length} older trace${all.length===1?"":"s"} not cited)`}}};var DELTA=new LetterRegex(String.raw`what'?s new (?:vs\.?|versus|since|compared (?:to|with))|\bdelta\b|\bsince iter(?:ation)?\b|\bvs\.? iter(?:ation)?[- ]?\d|changed since|compared (?:to|with) iter(?:ation)?|\bdiff(?:erence)? from iter(?:ation)?|изменени[\p{L}]* (?:с|после|относительно) (?:итерац|iter)|по сравнению с (?:итерац|iter)`,"iu");function selfAcceptance(doc){return doc.section(7)??doc.sections(h=>/self-acceptance/i.test(h.text))[0]}var self_acceptance_delta_default={id:"self-acceptance-delta",pack:"engagement",tiers:["L"],compat:!1,summary:"From iteration 2, an L handoff \xA77 states the delta from the prior iteration",statuses:["pass","fail","skip"],docs:`The protocol's schema relaxations table: at L, handoff \xA77 Self-acceptance needs
"\u22652 concerns + delta-from-iter-N-1" ("what's new vs iter-{N-1}"). Without it a
reworked L handoff reads like a first submission and the director cannot tell
what the rework addressed.

From iteration 2 (the \`iteration\` counter), \xA77 \u2014 including its sub-sections
(7a, 7b, \u2026) \u2014 must state the delta: "what's new vs iter-N", "delta", "since
iter-N", "vs iter-N", "changed since", "compared to iteration N", or the Russian
"\u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u044F \u0441 \u0438\u0442\u0435\u0440\u0430\u0446\u0438\u0438 N". The concern count and tags are
self-acceptance-thinness's concern.

skip before handoff.md exists, before iteration 2, with no readable counter, or
without a \xA77 (self-acceptance-thinness fails on that).

Tiers: L only \u2014 S and M carry no delta requirement. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,examples:[{status:"pass",title:"reads a delta in a \xA77 sub-section but not in another section",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`3
`,"handoff.md":`# Handoff \u2014 iteration 2

## 1. Diff summary
- src/a.ts

## 7. Self-acceptance
1. [crit-3] export slow on 1M rows \u2014 deferred
2. [crit-1] copy unreviewed
### 7b. Changed since iter-2
- a

## 8. Deploy log
- N/A \u2014 what's new vs iter-1 is in \xA71
`}},{status:"fail",title:"self-acceptance-delta skips on M: the delta is an L requirement",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`2
`,"handoff.md":`# Handoff \u2014 iteration 2
## 7. Self-acceptance
1. [crit-1] a
2. [crit-2] b
`}},{status:"skip",title:"skips at iteration 1, without a counter, without \xA77 and before the handoff",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`2
`}}],check({model}){let off=outsideTiers(model,["L"],"the \xA77 delta from the prior iteration");if(off)return off;let handoff=model.handoff;if(!handoff)return{status:"skip",detail:"handoff.md not written yet",missingArtefact:!0};let n=model.iteration.value;if(n===void 0)return{status:"skip",detail:"no readable iteration counter; delta not checked"};if(n<2)return{status:"skip",detail:`iteration ${n}: no prior iteration to state a delta from`};let s7=selfAcceptance(handoff);if(!s7)return{status:"skip",detail:"handoff.md has no \xA77 Self-acceptance (self-acceptance-thinness reports it)"};let hit=handoff.linesOf({start:s7.heading.line,end:s7.end},{skipFenced:!0}).find(l=>DELTA.for(l.text).test(l.text));return hit?{status:"pass",detail:`\xA77 states the delta from iteration ${n-1} (L${hit.line})`}:{status:"fail",detail:`iteration ${n} handoff \xA77 states no delta from iteration ${n-1}`,fix:`Add to \xA77 what is new vs iter-${n-1}: which rejected items were addressed and how (e.g. a \`### What's new vs iter-${n-1}\` list).`,findings:[handoff.at(s7.heading.line,`\xA77 has no "what's new vs iter-${n-1}" / delta statement`)]}}};var ITERATION_BUDGET={S:1,M:2,L:3},AUTO_PROMOTE=/auto[- ]?promot/i,AUTHORISATION=/\b(?:user|human|judge)\b[^\n]*\b(?:authori[sz]\w*|approv\w*|OK)\b[^\n]*\b(?:iteration|iter-\d+|round|budget)|\b(?:iteration|round|budget)\b[^\n]*\b(?:authori[sz]ed|approved)\b[^\n]*\b(?:by (?:the )?)?(?:user|human|judge)\b|(?:^|#\s*)user authori[sz]ation\b|продолжаем/i,NAMED_ITERATION=/\b(?:iteration|iter-|round)\s*(\d{1,3})\b/gi;function firstLine(doc,test){if(doc)for(let{line,text}of doc.bodyLines()){let heading=/^\s{0,3}#{1,6}\s/.test(text);if(test(text,heading))return line}}var iteration_budget_default={id:"iteration-budget",pack:"engagement",tiers:["S","M","L"],compat:!1,summary:"The iteration counter stays within the tier budget, or the user authorised going beyond it",statuses:["pass","fail","skip"],docs:`The protocol's hard limit: S 1 iteration, M 2, L 3; an auto-promoted
engagement gets one more (scope-sync.md records the promotion as a
\`## Auto-promote\` heading or an \`AUTO-PROMOTE:\` line). "Never start an
iteration beyond the hard limit without user authorisation."

The counter is the \`iteration\` file. Above the budget the rule looks for the
user's authorisation in scope-sync.md, human-directive.md or acceptance-log.md:
a line such as \`## User authorisation \u2014 iteration 4\`, "user authorised
iteration 4", "extra round approved by the user", or the protocol's Russian
go-ahead "\u043F\u0440\u043E\u0434\u043E\u043B\u0436\u0430\u0435\u043C". Without one: fail.

Each authorisation covers the iteration it names ("iteration 4", "iter-4",
"round 4"), or else one more round: iteration 5 is not authorised by a go-ahead
for iteration 4 ("Never start an iteration beyond the hard limit without user
authorisation" holds for every round beyond it).

The counter is informational, not a quota: this rule never asks for slot
language, it only checks that crossing the limit was a user decision.
Repeated critique is repeating-blocker's concern. skip without a counter or
with one that is not an integer (iteration-counter reports that).

Tiers: S, M and L \u2014 every tier has a limit.`,examples:[{status:"pass",title:"passes size S at iteration 1",files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`1
`}},{status:"fail",title:"fails size S at iteration 2 without authorisation",files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,iteration:`2
`}},{status:"skip",title:"skips without a counter or with a garbage one",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],check({model}){let counter=model.iteration;if(counter.value===void 0)return{status:"skip",detail:counter.present?"iteration counter is not an integer":"no iteration counter yet"};let tier=model.tier,promotedAt=firstLine(model.scopeSync,(t,heading)=>heading&&AUTO_PROMOTE.test(t)||/^\s*(?:[-*]\s+)?(?:\*\*)?AUTO-PROMOTE\b/.test(t)),budget=ITERATION_BUDGET[tier]+(promotedAt?1:0),basis=`size ${tier}${promotedAt?` + 1 after auto-promote (scope-sync.md:L${promotedAt})`:""}`,n=counter.value;if(n<=budget)return{status:"pass",detail:`iteration ${n} within the budget of ${budget} (${basis})`};let allowed=budget,unnamed=0,first;for(let doc of[model.scopeSync,model.humanDirective,model.acceptanceLog])for(let{line,text}of doc?.bodyLines()??[]){if(!AUTHORISATION.test(text))continue;let named=[...text.matchAll(NAMED_ITERATION)].map(m=>Number(m[1]));named.length?allowed=Math.max(allowed,...named):unnamed++,first??=`${doc.rel}:L${line}`}return allowed=Math.max(allowed,budget+unnamed),first&&n<=allowed?{status:"pass",detail:`iteration ${n} is over the budget of ${budget} (${basis}); user authorisation at ${first}`}:first?{status:"fail",detail:`iteration ${n} is over the budget of ${budget} (${basis}); the recorded user authorisations cover iterations up to ${allowed} only (first at ${first})`,fix:`Escalate again: each round beyond the limit needs the user's go-ahead (e.g. \`## User authorisation \u2014 iteration ${n}\`).`,findings:[counter.file?{file:counter.file.rel,line:1,column:1,message:`counter ${n} is beyond the authorised ${allowed}`}:model.at("iteration",1,`counter ${n} is beyond the authorised ${allowed}`)]}:{status:"fail",detail:`iteration ${n} is over the budget of ${budget} (${basis}) and no user authorisation is recorded`,fix:"Escalate to the user with the current blockers; record their go-ahead in scope-sync.md (e.g. `## User authorisation \u2014 iteration N`) before starting another round, or close the engagement.",findings:[counter.file?{file:counter.file.rel,line:1,column:1,message:`counter ${n} exceeds the ${tier}-tier budget of ${budget}`}:model.at("iteration",1,`counter ${n} exceeds the budget of ${budget}`)]}}};var SAME_BLOCKER_SIMILARITY=.7,LOOP_RECORD=/loop[- ]to[- ]intake|agency-intake/i,NOT_A_RECORD=/skipped|not escalated/i;function sameBlocker(a,b){let crit=a.crits.find(c=>b.crits.includes(c));if(crit!==void 0)return`crit-${crit}`;let sim=blockerSimilarity(a.text,b.text);return sim>=SAME_BLOCKER_SIMILARITY?`${Math.round(sim*100)}% similar reason`:void 0}function loopRecord(docs){for(let doc of docs)if(doc){for(let{line,text}of doc.bodyLines())if(LOOP_RECORD.test(text)&&!NOT_A_RECORD.test(text))return`${doc.rel}:L${line}`}}var repeating_blocker_default={id:"repeating-blocker",pack:"engagement",tiers:["M","L"],compat:!1,summary:"Two consecutive REJECTs on the same blocker went back to intake",statuses:["pass","fail","skip"],docs:`The protocol's mechanical loop-to-intake trigger: when acceptance-log.md shows
iteration N REJECT and iteration N+1 REJECT with the same blocker, the lead
must stop rework and route the criterion back to agency-intake ("criteria are
wrong, not the work"). Otherwise the director rejects with *loop-to-intake
skipped \u2014 repeating blocker not escalated*.

Rounds are the \`## Iteration N\` sections of acceptance-log.md, their verdict
the first \`Verdict:\` line inside. A REJECT round's blockers are the reason
after \`REJECT \u2014\`, \`Blocker:\` / \`Reason:\` lines, and the list items under a
sub-heading about blockers, reasons, issues or the verdict (all list items of
the round when there is none of those). Two blockers are the same when they
name the same \`crit-N\`, or when their texts are at least 70% similar (word
overlap, Dice coefficient).

A loop-to-intake record is a line of scope-sync.md or validation-log.md naming
\`loop-to-intake\` or \`agency-intake\` (not one saying it was skipped). With a
repeat and no record: fail, with a finding on the repeated blocker. skip
without acceptance-log.md or before two consecutive REJECT rounds exist.

Tiers: M and L \u2014 the trigger is about the director's rework loop; S has no
director phase (a REJECT there goes straight to the human directive). Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,examples:[{status:"pass",title:"passes consecutive REJECTs on different blockers",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"acceptance-log.md":`# Acceptance log

## Iteration 1

### Verdict: REJECT
- crit-2: export drops rows over 10k

## Iteration 2

### Verdict: REJECT
- crit-4: filters ignore the locale
`}},{status:"fail",title:"fails the same crit-N twice without loop-to-intake, at the repeated blocker",files:{"criteria.md":`---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"acceptance-log.md":`# Acceptance log

## Iteration 1

### Verdict: REJECT
- crit-2: export drops rows over 10k

## Iteration 2

### Verdict: REJECT
- crit-2: the export is still truncated
`}},{status:"skip",title:"{ id: 'repeating-blocker', pack: 'engagement', tiers: [ 'M', 'L' ], compat: false, summary: 'Two consecutive REJECTs on the same blocker went back to intake', statuses: [ 'pass', 'fail', 'skip' ], docs: 'The protocol\\'s mechanical loop-to-intake trigger: when acceptance-log.md shows\\niteration N REJECT and iteration N+1 REJECT with the same blocker, the lead\\nmust stop rework and route the criterion back to agency-intake (\"criteria are\\nwrong, not the work\"). Otherwise the director rejects with *loop-to-intake\\nskipped \u2014 repeating blocker not escalated*.\\n\\nRounds are the `## Iteration N` sections of acceptance-log.md, their verdict\\nthe first `Verdict:` line inside. A REJECT round\\'s blockers are the reason\\nafter `REJECT \u2014`, `Blocker:` / `Reason:` lines, and the list items under a\\nsub-heading about blockers, reasons, issues or the verdict (all list items of\\nthe round when there is none of those). Two blockers are the same when they\\nname the same `crit-N`, or when their texts are at least 70% similar (word\\noverlap, Dice coefficient).\\n\\nA loop-to-intake record is a line of scope-sync.md or validation-log.md naming\\n`loop-to-intake` or `agency-intake` (not one saying it was skipped). With a\\nrepeat and no record: fail, with a finding on the repeated blocker. skip\\nwithout acceptance-log.md or before two consecutive REJECT rounds exist.\\n\\nTiers: M and L \u2014 the trigger is about the director\\'s rework loop; S has no\\ndirector phase (a REJECT there goes straight to the human directive). Outside those tiers (`--all-checks`,\\n`--override-checks`) it skips: the requirement does not exist there.', examples: { pass: '## Iteration 1\\n### Verdict: REJECT\\n- crit-2: export drops rows\\n## Iteration 2\\n### Verdict: REJECT\\n- crit-4: filters ignore locale', fail: '## Iteration 1\\n### Verdict: REJECT\\n- crit-2: export drops rows\\n## Iteration 2\\n### Verdict: REJECT\\n- crit-2: export still drops rows' }, check: [Function check] } skips at S",files:{"criteria.md":`---
engagement: demo
domain: dev
size: S
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"acceptance-log.md":`## Iteration 1
### Verdict: REJECT
- crit-1 broken
## Iteration 2
### Verdict: REJECT
- crit-1 broken
`}}],check({model}){let off=outsideTiers(model,["M","L"],"the loop-to-intake trigger (S: a REJECT goes to the human directive, no auto-loop)");if(off)return off;let log=model.acceptanceLog;if(!log)return{status:"skip",detail:"acceptance-log.md not written yet"};let rounds=acceptanceRounds(log),findings=[],pairs=0;for(let k=1;k<rounds.length;k++){let[prev,cur]=[rounds[k-1],rounds[k]];if(!(!prev.verdict?.word.startsWith("REJECT")||!cur.verdict?.word.startsWith("REJECT"))){pairs++;for(let b of cur.blockers)for(let a of prev.blockers){let why2=sameBlocker(a,b);if(why2){findings.push(log.at(b.line,`iteration ${cur.n} repeats the blocker of iteration ${prev.n} (L${a.line}, ${why2})`,b.column));break}}}}if(!pairs)return{status:"skip",detail:`no two consecutive REJECT rounds (${rounds.length} round${rounds.length===1?"":"s"} logged)`};if(!findings.length)return{status:"pass",detail:`${pairs} consecutive REJECT pair${pairs===1?"":"s"}, no repeated blocker`};let record=loopRecord([model.scopeSync,model.validationLog]);return record?{status:"pass",detail:`repeated blocker escalated: loop-to-intake recorded at ${record}`}:{status:"fail",detail:`loop-to-intake skipped \u2014 repeating blocker not escalated (${findings.length===1?"one blocker repeats":`${findings.length} blockers repeat`})`,fix:"Stop rework on that criterion: dispatch agency-intake with criteria.md, acceptance-log.md and the repeating blocker, and record the loop-to-intake (and any criteria edit) in scope-sync.md.",findings}}};var BINARY=new Set(["ACCEPT","REJECT","ABORTED","ACCEPTED","REJECTED"]),CONDITIONAL=new LetterRegex(String.raw`\b(conditional(?:ly)?|pending|with\s+todos?|todos?(?=\s*:)|to verify|verif(?:y|ication) (?:by|on|from) (?:the )?user|user (?:to|will|should|must|needs to) (?:verify|check|confirm|test|validate)|provisional(?:ly)?|tentative(?:ly)?|partial(?:ly)?|subject to|awaiting|caveats?|follow[- ]?ups? required|manual (?:verification|check)|deferred to (?:the )?user)\b|условн|пользовател[\p{L}]* (?:провер|подтверд)`,"iu"),BARE_CONDITIONAL=/^(?:#{1,6}(?=\s))?\s*(?:(?:\*\*|__)\s*)?(ACCEPT(?:ED)?[\s_-]+(?:CONDITIONAL(?:LY)?|[Pp]ending\b.*|[Ww]ith\s+TODOS?\b.*)|CONDITIONAL(?:LY)?[\s_-]+ACCEPT(?:ED)?)\s*(?:(?:\*\*|__)\s*)?$/,DEFERS_TO_USER=new LetterRegex(String.raw`\b(?:(?:the\s+)?(?:user|client|customer)\s+(?:to|will|should|must|needs\s+to|can|may)\s+(?:verify|check|confirm|test|validate|review)|(?:left|deferred|handed(?:\s+over)?|passed)\s+(?:to|for)\s+(?:the\s+)?(?:user|client)|ask(?:ed|s)?\s+(?:the\s+)?(?:user|client)\s+to\s+(?:verify|check|confirm|test|validate)|(?:user|manual)[- ]side\s+(?:verification|validation|check|QA)|(?:verification|validation)\s+by\s+(?:the\s+)?user)\b|пользовател[\p{L}]*\s+(?:долж[\p{L}]*\s+|нужно\s+)?(?:провер|подтверд)`,"iu"),ALLOWED_DEFERRAL=/out[- ]of[- ]scope|waiver|вне\s+scope/i;function deferrals(doc){let out=[],rounds=acceptanceRounds(doc),ranges=rounds.length?rounds.filter(r=>r.verdict?.word.startsWith("ACCEPT")).map(r=>({start:r.start,end:r.end})):verdictLines(doc).some(v=>v.word.startsWith("ACCEPT"))?[{start:doc.bodyStart,end:doc.lines.length}]:[];for(let range of ranges)for(let{line,text}of doc.linesOf(range,{skipFenced:!0})){let m=DEFERS_TO_USER.for(text).exec(text);m&&!ALLOWED_DEFERRAL.test(text)&&out.push(doc.at(line,`the ACCEPT defers verification to the user ("${m[0]}"): the verdict is binary`,m.index+1))}return out}var binary_verdict_default={id:"binary-verdict",pack:"engagement",tiers:["S","M","L"],compat:!1,summary:"Every verdict in acceptance-log.md is exactly ACCEPT or REJECT (or ABORTED)",statuses:["pass","fail","skip"],docs:"The protocol's verdict is binary: conditional accepts defeat the point of\nacceptance (they hand verification back to the user). Every `Verdict: X` line of\nacceptance-log.md (heading, list item or bold label) must read `ACCEPT`,\n`REJECT` or `ABORTED`. A REJECT may carry its reason (`REJECT \u2014 validation\nincomplete: docker`); an ACCEPT may not carry a condition: `ACCEPT CONDITIONAL`,\n`ACCEPT pending X`, `ACCEPT with TODO`, `ACCEPT \u2014 user to verify Y`,\n`PARTIAL`, `CONDITIONAL ACCEPT` all fail. A heading or bold line that is\nnothing but a conditional accept (`**ACCEPT CONDITIONAL**`) fails too, and so\ndoes a clean `### Verdict: ACCEPT` whose iteration hands a check to the user\n(`The user should verify the export on staging`, `left to the user`,\n`\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B\u044C \u0434\u043E\u043B\u0436\u0435\u043D \u043F\u0440\u043E\u0432\u0435\u0440\u0438\u0442\u044C`): \"Do NOT defer the verification to the\nuser.\" A line that names criteria.md's out-of-scope list or a waiver is the\nprotocol's one acceptable deferral and does not count.\n\nThe legacy spellings ACCEPTED / REJECTED are still binary here; their form is\nverdict-canonical's business. skip without acceptance-log.md or before any\nverdict line is written.\n\nTiers: S, M and L \u2014 every verdict is binary, whoever writes it.",examples:[{status:"pass",title:"reads bold-label and list-item verdicts",files:{"acceptance-log.md":`## Iteration 1
- **Verdict:** REJECT

## Iteration 2
**Verdict**: ACCEPT \u2014 all criteria met
`}},{status:"fail",title:"fails - Manual check left to the user.",files:{"acceptance-log.md":`## Iteration 1
### Verdict: ACCEPT
- Manual check left to the user.
`}},{status:"skip",title:"skips without acceptance-log.md and before any verdict",files:{}}],check({model}){let doc=model.acceptanceLog;if(!doc)return{status:"skip",detail:"acceptance-log.md not written yet"};let verdicts=verdictLines(doc),findings=[];for(let v of verdicts)BINARY.has(v.word)?v.word.startsWith("ACCEPT")&&CONDITIONAL.for(v.rest).test(v.rest)&&findings.push(doc.at(v.line,`conditional accept \`${v.value}\`: the verdict is binary`,v.column)):findings.push(doc.at(v.line,`verdict \`${v.value}\` is not ACCEPT, REJECT or ABORTED`,v.column));for(let f of deferrals(doc))findings.some(x=>x.line===f.line)||findings.push(f);let verdictAt=new Set(verdicts.map(v=>v.line));for(let{line,text}of doc.bodyLines()){if(verdictAt.has(line))continue;let m=BARE_CONDITIONAL.exec(text.trim());m&&findings.push(doc.at(line,`conditional accept \`${m[1].trim()}\`: the verdict is binary`,text.indexOf(m[1])+1))}return findings.length?(findings.sort((a,b)=>a.line-b.line),{status:"fail",detail:`${findings.length===1?"a verdict is":`${findings.length} verdicts are`} not binary: ${findings.map(f=>`L${f.line}`).join(", ")}`,fix:"Write `### Verdict: ACCEPT` or `### Verdict: REJECT \u2014 <reason>`. Anything still to verify makes it a REJECT (e.g. `REJECT \u2014 validation incomplete: <what was unverifiable>`).",findings}):verdicts.length?{status:"pass",detail:`${verdicts.length===1?"the verdict is":`all ${verdicts.length} verdicts are`} binary`}:{status:"skip",detail:"acceptance-log.md has no `Verdict:` line yet"}}};var MAX_FINDINGS=50,events_jsonl_default={id:"events-jsonl",pack:"engagement",tiers:["S","M","L"],compat:!1,summary:"Every non-empty line of events.jsonl is a JSON object",statuses:["pass","fail","skip"],docs:`events.jsonl is the engagement's append-only event ledger, read by machines
(retrospectives, stall detection, the replan hatch). One malformed line \u2014 a
half-written append, a merge conflict marker, a pasted array \u2014 breaks every
reader that streams it.

Each non-empty line must parse as JSON and be an object. Each bad line is a
finding with its line number (and the column of the parse error); at most
${MAX_FINDINGS} are listed. A file that is not clean UTF-8 text, or cannot be
read at all (a directory named events.jsonl), fails with the file problem. skip when events.jsonl does not
exist; an empty ledger passes.

Tiers: S, M and L \u2014 every tier writes the ledger.`,examples:[{status:"pass",title:"passes an empty ledger",files:{"events.jsonl":""}},{status:"fail",title:"fails each bad line with its line number",files:{"events.jsonl":`{"ts":"2026-11-30T12:00:00Z","type":"a","agent":"dev-lead"}
{"ts": "2026-11-30", "type": "b"
["not", "an", "object"]
{"ts":"2026-11-30T12:00:00Z","type":"c","agent":"dev-lead"}
42
<<<<<<< HEAD`}},{status:"skip",title:"skips without events.jsonl",files:{}}],check({model}){let file=model.fs.read(model.rel("events.jsonl"));if(!file)return{status:"skip",detail:"no events.jsonl"};let blocking=file.problems.find(p=>p.kind!=="invalid-utf8"&&p.kind!=="binary");if(blocking)return{status:"fail",detail:`events.jsonl cannot be read: ${blocking.message}`,fix:"Make events.jsonl a UTF-8 text file of one JSON object per line.",findings:fileProblems(file)};let findings=[],bad=0,events=0;if(file.lines.forEach((text,i)=>{if(text.trim()==="")return;let parsed=parseJson(text),message,column=1;if(parsed.error?(message=parsed.error.message,column=parsed.error.column):isPlainObject(parsed.value)||(message=`event is ${jsonTypeName(parsed.value)}, not a JSON object`),!message){events++;return}bad++,findings.length<MAX_FINDINGS&&findings.push({file:file.rel,line:i+1,column,message})}),bad||file.problems.length){let where=findings.slice(0,5).map(f=>`L${f.line}`).join(", "),what=bad?`${bad} line${bad===1?"":"s"} of events.jsonl ${bad===1?"is":"are"} not a JSON object (${where}${bad>5?", \u2026":""})`:"",enc=file.problems.length?`events.jsonl: ${file.problems[0].message}`:"";return{status:"fail",detail:[what,enc].filter(Boolean).join("; "),fix:"Rewrite each bad line as one UTF-8 JSON object (or remove it); emit events through the ledger CLI rather than by hand.",findings:[...fileProblems(file),...findings]}}return{status:"pass",detail:events?`${events} event${events===1?"":"s"}, all JSON objects`:"events.jsonl is empty"}}};var HEARTBEAT_LIMIT_MIN={S:5,M:15,L:30};function span(min){let m=Math.floor(min);return m<120?`${m} min`:m<2880?`${Math.floor(m/60)} h ${m%60} min`:`${Math.floor(m/1440)} days`}var heartbeat_staleness_default={id:"heartbeat-staleness",pack:"engagement",tiers:["S","M","L"],compat:!1,optIn:!0,summary:"The latest lead heartbeat in validation-log.md is recent for the tier",statuses:["pass","warn","skip"],docs:`Leads append \`## Heartbeat \u2014 Phase <name> \u2014 completed YYYY-MM-DD HH:MM:SS\` to
validation-log.md after each phase. When the most recent one is older than
${HEARTBEAT_LIMIT_MIN.S} minutes (S), ${HEARTBEAT_LIMIT_MIN.M} (M) or ${HEARTBEAT_LIMIT_MIN.L} (L), the protocol presumes the engagement
stalled: warn, so an operator looks at the folder.

"Now" is the run's clock (\`--now\` in tests and replays). Times without a zone
are the writer's local time, as the protocol writes them; a trailing \`Z\`,
\`UTC\` or \`+03:00\` is honoured. The most recent heartbeat is the latest time,
wherever it sits in the file. A heartbeat heading without a readable time is
a warning of its own. skip when validation-log.md has no heartbeat, or once the
latest acceptance round is ACCEPT or ABORTED (a closed engagement beats no
more).

Opt-in (\`--override-checks heartbeat-staleness\` or config): the answer
depends on the wall clock, so it belongs in a watchdog, not in a commit hook or
a reproducible CI run. Tiers: S, M and L, each with its own limit.`,examples:[{status:"pass",title:"takes the latest time wherever it sits, and honours an explicit zone",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"validation-log.md":`## Heartbeat \u2014 Phase validate \u2014 completed 2026-11-30 14:50:00 +03:00
`}},{status:"warn",title:"states a long silence in hours or days",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"validation-log.md":`## Heartbeat \u2014 Phase deliver \u2014 completed 2026-11-30 08:55:00
- iteration: 1
- next phase: x
`}},{status:"skip",title:"skips without heartbeats and once the engagement is closed",files:{}}],check({model,options}){let log=model.validationLog,beats=heartbeatEntries(log);if(!log||!beats.length)return{status:"skip",detail:"validation-log.md has no heartbeat"};let last=acceptanceRounds(model.acceptanceLog).at(-1)?.verdict?.word;if(last==="ACCEPT"||last==="ABORTED")return{status:"skip",detail:`engagement closed (${last}); heartbeats have stopped by design`};let timed=beats.filter(b=>b.at);if(!timed.length)return{status:"warn",detail:"no heartbeat carries a readable `completed YYYY-MM-DD HH:MM:SS` time; staleness cannot be judged",fix:"Write heartbeats as `## Heartbeat \u2014 Phase <name> \u2014 completed YYYY-MM-DD HH:MM:SS`.",findings:beats.map(b=>log.at(b.line,"heartbeat without a readable completion time",1,"warning"))};let latest=timed.reduce((a,b)=>b.at.getTime()>a.at.getTime()?b:a),limit=HEARTBEAT_LIMIT_MIN[model.tier],ageMin=(options.now.getTime()-latest.at.getTime())/6e4,age=ageMin<0?"in the future":`${span(ageMin)} ago`;return ageMin>limit?{status:"warn",detail:`last heartbeat (Phase ${latest.phase}, L${latest.line}) completed ${age}, over the ${limit}-min limit for size ${model.tier}: engagement presumed stalled`,fix:"Check the engagement for progress since that phase: progress without a heartbeat is a protocol violation; no progress means abort and re-dispatch from the last completed phase.",findings:[log.at(latest.line,`latest heartbeat is ${span(ageMin)} old (limit ${limit} min at size ${model.tier})`,1,"warning")]}:{status:"pass",detail:`last heartbeat (Phase ${latest.phase}) completed ${age}, within ${limit} min`}}};var cross_val_diverge_default={id:"cross-val-diverge",pack:"engagement",tiers:["M","L"],compat:!1,summary:"No row of the handoff \xA74a cross-validation table is an unresolved DIVERGE",statuses:["pass","fail","skip"],docs:`The protocol, handoff \xA74a: "DIVERGE = blocker. Resolve (re-dispatch the wrong
specialist for fix, re-run code-reviewer) BEFORE handoff. Submitting with
unresolved DIVERGE = REJECT."

Every table row of the \`4a\` block (a heading of any level starting \`4a\`) with a
cell that reads DIVERGE fails, unless the same cell records the resolution
(\`DIVERGE \u2192 MATCH (fixed in iter 2)\`, \`DIVERGE \u2014 resolved: \u2026\`). Whether the
resolution is real is cross-val-quotes' business: the quotes must then match.

skip while handoff.md is not written or has no \xA74a block (cross-val-quotes
reports a missing one).

Tiers: M and L \u2014 S has one specialist and no \xA74a.`,examples:[{status:"pass",title:"reads a DIVERGE cell in bold or lower case, and not a row inside a code fence",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":"# H\n### 4a. Cross-validation\n```\n| a | x | y | DIVERGE |\n```\n| b | x | y | MATCH |\n"}},{status:"fail",title:"reads a DIVERGE cell in bold or lower case, and not a row inside a code fence",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 4. Executor reports
- a
### 4a. Cross-validation table
| Contract | A | B | Verdict |
|---|---|---|---|
| a | x | y | **diverge** |
## 5. Validation log
`}},{status:"skip",title:"skips without a handoff, without \xA74a, and at S",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],check({model}){let off=outsideTiers(model,["M","L"],"the \xA74a cross-validation table");if(off)return off;let handoff=model.handoff;if(!handoff)return{status:"skip",detail:"handoff.md not yet written"};let block=crossValBlock(handoff);if(!block)return{status:"skip",detail:"handoff.md has no \xA74a cross-validation block"};let open=block.rows.filter(r=>unresolvedDiverge(r.cells));return open.length?{status:"fail",detail:`\xA74a has ${open.length} unresolved DIVERGE row${open.length===1?"":"s"}: ${open.map(r=>`L${r.line} (${r.cells[0]??""})`).join(", ")}`,fix:"Resolve each divergence before handoff: re-dispatch the specialist who is wrong, re-run code-reviewer, then quote the now-matching claims (or mark the cell `DIVERGE \u2192 MATCH` with how it was resolved).",findings:open.map(r=>handoff.at(r.line,`contract \`${r.cells[0]??""}\` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT`))}:{status:"pass",detail:`\xA74a: ${block.rows.length} table row(s), no unresolved DIVERGE`}}};function selfAcceptance2(doc){return doc.section(7)??doc.sections(h=>/self-acceptance/i.test(h.text))[0]}var precheck_green_default={id:"precheck-green",pack:"engagement",tiers:["M","L"],compat:!1,summary:"Handoff \xA77a pastes the mechanical pre-check output, and it is green",statuses:["pass","fail","warn","skip"],docs:'The protocol, handoff \xA77a "Mechanical pre-check (paste verbatim JSON output)":\n"status MUST be "pass". If any check failed, STOP \u2014 fix the underlying issue and\nre-run. Do NOT submit handoff with a red exit code".\n\nIn \xA77 (a numbered `## 7.` section, or a heading titled Self-acceptance) the\npasted report starts at a `7a` heading, a "Mechanical pre-check" line or the\ncommand line (`handoff-precheck`, `engagement-lint`); its first top-level\n`"status"` and `"fail_count"` are read (up to `"checks"`).\n\n- fail when the pasted status is `fail` or `fail_count` is above 0;\n- warn when the pasted status is `warn` (exit 0, but the protocol asks for\n  `pass`), and when \xA77 holds no pasted output at all;\n- skip while handoff.md is not written or has no \xA77 (self-acceptance-thinness\n  reports that).\n\nThe pasted output is the lead\'s claim; this rule does not re-run anything, and\nthe linter\'s own verdict on the same folder is what the director sees.\n\nTiers: M and L \u2014 the S template\'s \xA77 is one concern line.',examples:[{status:"pass",title:"passes a pasted green report",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 7. Self-acceptance rehearsal
### 7a. Mechanical pre-check
\`\`\`
$ engagement-lint engagement/ --json
{
  "engagement": "/p/engagement",
  "fail_count": 0,
  "status": "pass",
  "checks": [
    { "name": "whitelist", "status": "fail" }
  ]
}
\`\`\`
### 7b. Honest concerns
1. [crit-1] a \u2014 "status": "fail" was fixed
`}},{status:"fail",title:"fails a pasted red report, at its status line",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 7. Self-acceptance rehearsal
### 7a. Mechanical pre-check
\`\`\`
$ engagement-lint engagement/ --json
{
  "engagement": "/p/engagement",
  "fail_count": 2,
  "status": "fail",
  "checks": [
    { "name": "whitelist", "status": "fail" }
  ]
}
\`\`\`
### 7b. Honest concerns
1. [crit-1] a \u2014 "status": "fail" was fixed
`}},{status:"warn",title:"warns on a pasted warn status and on a \xA77 without a pasted report",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,"handoff.md":`# Handoff
## 7. Self-acceptance
1. [crit-1] a
2. [crit-2] b
`}},{status:"skip",title:"skips without a handoff, without \xA77, and at S",files:{"criteria.md":`---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`}}],check({model}){let off=outsideTiers(model,["M","L"],"the \xA77a pasted pre-check");if(off)return off;let handoff=model.handoff;if(!handoff)return{status:"skip",detail:"handoff.md not yet written"};let s7=selfAcceptance2(handoff);if(!s7)return{status:"skip",detail:"handoff.md has no \xA77 Self-acceptance (self-acceptance-thinness reports it)"};let pasted=pastedPrecheck(handoff,s7);return!pasted||pasted.status===void 0?{status:"warn",detail:'\xA77 holds no pasted pre-check report (\xA77a: "paste verbatim JSON output")',fix:"Run the pre-check with --json and paste its output under `### 7a. Mechanical pre-check`.",findings:[handoff.at(pasted?.line??s7.heading.line,'no pasted pre-check JSON with a top-level "status" in \xA77')]}:pasted.status==="fail"||(pasted.failCount??0)>0?{status:"fail",detail:`\xA77a pastes a red pre-check (status ${pasted.status}${pasted.failCount!==void 0?`, fail_count ${pasted.failCount}`:""}): the handoff was submitted with failing checks`,fix:"Fix what the pre-check reports, re-run it and paste the green output before handing off.",findings:[handoff.at(pasted.line,`pasted pre-check status is ${pasted.status}; it MUST be "pass" before handoff`)]}:pasted.status==="warn"?{status:"warn",detail:'\xA77a pastes a pre-check with status warn; the protocol asks for "pass"',fix:"Resolve the warnings, or name each one in \xA77b/\xA711 with why it stands.",findings:[handoff.at(pasted.line,"pasted pre-check status is warn, not pass")]}:{status:"pass",detail:`\xA77a pastes a green pre-check (L${pasted.line})`}}};var protocolRules=[protocol_version_default,tasks_index_default,criteria_owned_default,same_wave_disjoint_files_default,task_owner_report_default,cross_val_diverge_default,ux_screens_default,trace_fail_evidence_default,self_acceptance_delta_default,precheck_green_default,iteration_budget_default,repeating_blocker_default,binary_verdict_default,events_jsonl_default,heartbeat_staleness_default];var CONSEQUENCE={"too-large":"no rule checked its content","invalid-utf8":"what the checks say about it rests on the replaced text",binary:"what the checks say about it may be wrong","not-a-file":"not read, so no rule checked it",unreadable:"no rule checked it","outside-root":"no rule checked it"},file_integrity_default={id:"file-integrity",pack:"engagement",readsAfterOthers:!0,summary:"every file the checks read was read whole, as UTF-8 text",statuses:["pass","warn"],docs:`A check that reads nothing cannot fail: a 17 MB validation-log.md over the read limit, a
handoff.md that is a FIFO or a folder, or a file with invalid UTF-8 or NUL bytes would otherwise
pass the checks that read it, silently. After every other check has run, this one looks at the
files they read and warns, with a finding per file at the first bad byte (or line 1), naming the
problem and what it left unchecked: a file over the 16 MiB limit (with its size), a special file
or folder where a file was expected, an unreadable file, a symlink out of the project, invalid
UTF-8, NUL bytes.

It runs under every preset and tier, after the other checks, and appears in the report only when
it warns: a folder whose files all read cleanly lists exactly the checks of its preset.`,check({model}){let findings=[];for(let file of model.fs.filesRead())for(let p of file.problems){let consequence=CONSEQUENCE[p.kind];findings.push({file:file.rel,line:p.line??1,column:p.column??1,message:consequence?`${p.message}; ${consequence}`:p.message})}if(!findings.length)return{status:"pass",detail:"every file read was UTF-8 text within the size limit"};let files=[...new Set(findings.map(f=>f.file))].sort();return{status:"warn",detail:`${files.length} file${files.length===1?"":"s"} could not be read whole as text: ${list(files)}`,fix:"Make each file a regular UTF-8 text file under 16 MiB (split or trim a log; remove NUL bytes), or move it out of the engagement folder.",findings}}};var referenceRules=[whitelist_default,criteria_frontmatter_default,preflight_default,size_drift_default,tasks_decomposition_default,handoff_paths_default,acceptance_log_paths_default,handoff_sections_default,iteration_counter_default,executor_iteration_structure_default,specialist_criteria_ack_default,validator_outputs_default,validator_output_freshness_default,cross_val_quotes_default,trace_schema_default,slot_language_default,danger_scan_default,self_acceptance_thinness_default,verdict_canonical_default,human_directive_default,director_verdict_default],engagementRules=[...referenceRules,...protocolRules,file_integrity_default];export{engagementRules,referenceRules};
