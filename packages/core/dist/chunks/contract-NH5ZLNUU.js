import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{delegationContractValidator}from"./chunk-25RLAZLE.js";import{contractByLine,contractCalibratedDomains,contractPathLabel,contractShow,contractSkipUnparsed,contractTexts,contractUnique}from"./chunk-JNYB3QXH.js";import"./chunk-NLNGSI7K.js";import{CONTRACT_BASE_RESPONSES,CONTRACT_DOMAINS,CONTRACT_DRIFT_ACTIONS,CONTRACT_HALT_ACTIONS,CONTRACT_MAX_ROLES,CONTRACT_MODES,CONTRACT_OUTCOMES,CONTRACT_PERSISTENCE,CONTRACT_QUESTION_CAP,CONTRACT_REFINEMENTS,CONTRACT_SCENARIO_OFFERS,CONTRACT_STAKES,CONTRACT_WHO_KINDS,contractBaseOf,contractDefaultResponse,contractDidYouMean,contractHistoryHalf,contractIsDomain,contractIsResponse,contractQuote,contractResponseProblem}from"./chunk-HJJUZNF4.js";import"./chunk-W7IDQMIP.js";import"./chunk-GMEB3P6G.js";import"./chunk-2NXL2KVA.js";import"./chunk-KILHUWEJ.js";import{jsonText,plural,pluralWord}from"./chunk-AFO34C4K.js";import"./chunk-JXFWBWUS.js";import"./chunk-VSPET6G5.js";import"./chunk-AR4NLJP2.js";var TYPE_WORDS={array:"a list",object:"a map of keys",string:"text",number:"a number",integer:"an integer",boolean:"true or false",null:"empty"},typeWords=t=>(Array.isArray(t)?t:String(t).split(",")).map(x=>TYPE_WORDS[String(x)]??String(x)).join(" or "),esc=k=>k.replace(/~/g,"~0").replace(/\//g,"~1");function valueAt(data,pointer){let v=data;for(let part of pointer.split("/").slice(1)){let key=part.replace(/~1/g,"/").replace(/~0/g,"~");v=v!==null&&typeof v=="object"&&Object.hasOwn(v,key)?v[key]:void 0}return v}function describe(model,e){let where=contractPathLabel(e.instancePath);switch(e.keyword){case"if":return;case"required":return model.at(model.posOf(e.instancePath),`${where} lacks the required key \`${String(e.params.missingProperty)}\``);case"additionalProperties":{let key=String(e.params.additionalProperty);return model.at(model.keyPosOf(`${e.instancePath}/${esc(key)}`),`unknown key \`${key}\` in ${where}`)}case"type":return model.at(model.posOf(e.instancePath),`${where} must be ${typeWords(e.params.type)}`);case"enum":return model.at(model.posOf(e.instancePath),`${where} must be one of: ${e.params.allowedValues.join(", ")}`);case"uniqueItems":{let[first,repeat]=[Number(e.params.i),Number(e.params.j)].sort((a,b)=>a-b),list=valueAt(model.data,e.instancePath),v=Array.isArray(list)?list[repeat]:void 0,what=typeof v=="string"||typeof v=="number"?`\`${String(v)}\``:"an item";return model.at(model.posOf(`${e.instancePath}/${repeat}`),`${where} repeats ${what} (items ${repeat+1} and ${first+1})`)}case"minLength":return model.at(model.posOf(e.instancePath),`${where} must not be empty`);case"minProperties":return model.at(model.posOf(e.instancePath),`${where} must not be an empty map`);default:return model.at(model.posOf(e.instancePath),`${where} ${e.message??`fails ${e.keyword}`}`)}}var contract_schema_default={id:"contract-schema",pack:"contract",summary:"The contract parses and has the shape of schemas/delegation-contract.schema.json",statuses:["pass","fail"],docs:"Every other contract rule reads the parsed contract, so it must parse first.\nJSON and YAML contracts are validated against `schemas/delegation-contract.schema.json`:\nrequired keys (`who`, `what`, `how_much`, `halt_conditions`, `exploration`),\nvalue types, no unknown keys. The schema checks shape only; the protocol's\nvocabulary and invariants have their own rules.\n\nA markdown rendering has no schema: this rule reports what keeps it from being\nread (no contract section, a section written twice, a domain listed under two\nresponses, a template placeholder such as `[list of halt conditions]` left in).\nA section is a bold label, `**Ask before**` or `__Ask before__`, its description\nafter the bold or inside it (`**Defaults (uncalibrated domains default):**`), or a\nmarkdown heading naming exactly one section (`### Defaults`, `### **Ask before**`);\nany other heading ends the contract body, and one that starts with a section name but\nsays more (`### Ask before / Report then act`) is reported as not read. Emoji or symbols\nbefore a label or inside its bold (`\u2705 **Autonomous**`, `**\u{1F7E2} Autonomous**`) are decoration.\nThe body ends at the `Options:` choices: a section after them is reported as not read (the\ntemplates put every section, **Authority transition** too, before `Options:`), unless the\ncontract is shown again there (after \"Adjust\"): a new \"delegation contract\" line followed by a\nsection, or a section label repeated after the choices, starts a new rendering that replaces the\nearlier one. Only the last rendering is read and reported, and the detail says how many the file\nholds. A rendering\nsaved as a block quote (every section label behind `> `) is read with the quote\nmarkers removed. An item's domain ends at a colon, a dash, an arrow (`\u2192`, `->`,\n`=>`) or `=` (`External = AlwaysAsk`). The label may be a link\n(`[External](docs/external.md): \u2026`), and its parenthesised qualifiers may sit inside\nthe emphasis or be emphasised (`**External (AlwaysAsk)**: \u2026`, `External *(AlwaysAsk)*: \u2026`)\nand hold parentheses or a link (`External (git push (to main)): \u2026`); a qualifier that is a\nlink names neither a persistence half nor a response. An item whose label starts with a\ndomain but cannot be read (`External (git push: always`, `[External]: \u2026`) is reported. A\nsection lists actions, so one domain may have several items in one section\n(`External: git push`, `External: open a PR`); it fails when two sections, or two\nitems naming different responses, give a domain two responses, and when **Defaults**\nlists a domain at another response than its own section (`Strategy: ask-before` while\nStrategy is under **Autonomous**, `Exploration: ask-before` while Exploration is under\n**Autonomous**). The template's own Exploration line (`Exploration: autonomous (read-only,\ninherently safe)`) is not such a response: every rendering shows it, to say what an\nuncalibrated Exploration would do, so it stands beside an Exploration calibrated under any\nsection. A **Skipped** item may list several domains for one reason (`Strategy, ScopeCreep \u2014 the\nplan is fixed`): each is read. A table's header row naming a `Domain` column (any position) makes\nthat column each row's domain, and a `Response` column its response; without one, a response\nsection's row is read by the cell that is exactly a domain name. A FileModification item may close\nwith its half (`FileModification: scratch notebooks (ephemeral)`), and a bare `FileModification`\nitem may give its halves as sub-items (`  - ephemeral: generated code`, `  - durable: config`;\nalso temp, temporary, persistent, `(ephemeral) \u2026`), each read as that half under the section. Text on a label line that names\nnothing (`**Skipped:** none`) or describes the section (`I'll proceed without asking`, a\nparenthesis, emphasis), and an emphasised line before a section's first item that reads as no entry\n(`*I'll proceed without asking.*`), are descriptions, not entries. Closing prose is not an entry:\nan entry needs its label, optional parenthesised qualifiers, then a separator or the line's end, so\n\"Exploration (as above) stays read-only.\" is prose. A trailing group that names a domain but cannot\nbe read (`(FileModification for now)`) is reported. A paraphrased label (`**Stop conditions**`,\n`**Escalate when**`) is reported with the section it was meant to be. `FileModification (durable)`\n(also `(persistent files)`) and `(ephemeral)` (also `(temp files)`) name the\npersistence halves; a clash message points out a qualifier that names neither. Items are `-`, `*`, `+`,\n`\u2022` or numbered list items, or the rows of a table with a header and `|---|` row.\nContent that is not read is reported, not dropped: a line naming a section without\nbold (`*Ask before*:`), a bold label or heading that nearly names a section (a section\nname with more words, `**Autonomous actions**`; a paraphrase, `**Ask first**`,\n`### Ask first`; a misspelling), said with the section it was meant to be, any other bold\nlabel line in the contract body (`**Notes**:`) over an item that reads as an entry,\nentries on a header line after its colon (`**Autonomous**: Exploration, External`), a table\nwithout its `|---|` row, text before a section's items or in a section with none, and a\nline after a section's items, or indented under an item, that reads as an entry. A line\nreads as an entry when it starts with a label naming a domain (or nearly: a misspelling)\nbefore a colon, dash, arrow, `=` or the line's end (`External: open the PR`), starts\nwith a domain label that cannot be read, or ends with its domain in parentheses; under\n**Defaults** also `Others: \u2026`, under **Halt conditions** a trigger ending `\u2192 halt` or\n`\u2192 escalate`, under **Team Structure** a `Members:`, `Retained:`, `Removed:` or `Added:`\nlabel or a role `name (type): \u2026`. Any other\ntext after the items is a closing remark and is not reported: a sentence (\"I'll keep the\nbenchmark numbers in the PR description.\") names no domain, so reading it would give no\ndomain a response. In JSON and YAML a key written twice\nis named with both its lines, and a repeated list item is reported at the repeat,\ncounting items from 1; an alias with no anchor before it (`*drift`), an alias inside\nthe node its own anchor names (`what: &a [FileModification, *a]`, a recursive alias that\nnever ends), and a `<<` merge source that is not a map, are reported where they are written.\nInvalid UTF-8, binary bytes and unreadable files are reported here too.",audit:[{source:"DC = DelegationContract { who: TeamStructure, what: Set(ActionDomain), how_much: Map(ActionDomain, R), halt_conditions: Set(Condition), exploration: ExplorationScope }",enforced:"fails when a JSON or YAML contract does not parse or lacks this shape (schemas/delegation-contract.schema.json); a markdown rendering is read into the same shape"}],examples:[{status:"pass",title:"passes a markdown rendering",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails a contract saved inside a top-level list",target:"contract.dc.json",files:{"contract.dc.json":`[
  {
    "task": "Rename the billing CLI flags",
    "mode": "Solo",
    "who": { "kind": "Solo", "confirmed": true },
    "what": ["FileModification", "Exploration"],
    "how_much": { "FileModification": "ReportThenAct", "Exploration": "Autonomous" },
    "halt_conditions": [{ "trigger": "a flag is used by another service", "action": "escalate" }],
    "exploration": { "depth": 1, "breadth": 2, "drift_action": "report" }
  }
]`}}],async check({model}){let problems=contractByLine(model.problems.map(p=>model.at(p,p.message))),md=model.markdown,start=md?.intro??md?.sections[0]?.at,renderings=md?.renderings&&md.renderings>1?`; the file holds ${md.renderings} renderings of the contract, and the last${start?` (from line ${start.line})`:""} is read`:"";if(!model.parsed||model.format==="markdown"){if(problems.length)return{status:"fail",detail:`${model.rel}: ${problems[0].message}${problems.length>1?` (+${problems.length-1} more)`:""}${renderings}`,fix:model.format==="markdown"?"Write the rendering as the protocol shows it: one bold section per response, one item per line, no template placeholders.":"Correct the file so it parses, then re-run.",findings:problems};let n=model.markdown?.sections.length??0;return{status:"pass",detail:`markdown rendering read (${plural(n,"section")})${renderings}`}}let found=[...problems];if(!delegationContractValidator(model.data))for(let e of delegationContractValidator.errors??[]){let f=describe(model,e);f&&found.push(f)}let findings=contractByLine(found);return findings.length?{status:"fail",detail:`${plural(findings.length,"shape problem")}: ${findings[0].message}`,fix:"Give the contract the keys and value types of schemas/delegation-contract.schema.json.",findings}:{status:"pass",detail:`${model.format.toUpperCase()} contract matches the schema`}}};function domainNames(model){let out=[],md=model.format==="markdown";for(let v of model.what??[])out.push({v,where:contractPathLabel(v.pointer)});for(let e of model.howMuch??[])out.push({v:e.domain,where:md?"a response section":"how_much"});let c=model.calibration;for(let key of["domains","calibrated","skipped"])for(let v of c?.[key]??[])out.push({v,where:md?key==="skipped"?"**Skipped**":"a response section":contractPathLabel(v.pointer)});for(let h of c?.history??[])h.domain&&out.push({v:h.domain,where:contractPathLabel(h.domain.pointer)});for(let d of model.markdown?.defaults??[])d.domain.text!=="Others"&&/^[A-Z][A-Za-z]+$/.test(d.domain.text??"")&&out.push({v:d.domain,where:"**Defaults**"});return out}var contract_known_domains_default={id:"contract-known-domains",pack:"contract",summary:"Every domain named in the contract is a protocol action domain",statuses:["pass","fail","skip"],docs:`The protocol calibrates autonomy per action domain: ${CONTRACT_DOMAINS.slice(0,4).join(", ")}, plus the team
extensions ${CONTRACT_DOMAINS.slice(4).join(" and ")}. A domain with any other name has no scenario, no default
and no place in the protocol, so nothing the contract says about it can be honoured.
Checked wherever a domain is named: \`what\`, the keys of \`how_much\`, \`calibration.domains\`,
\`calibrated\`, \`skipped\` and \`history[].domain\`; in a markdown rendering, **Skipped** items (each
domain of an item listing several, \`Strategy, ScopeCreep \u2014 the plan is fixed\`),
**Defaults** lines (a single capitalised word) and the labels of response-section items.
Names are exact in JSON and YAML (\`fileModification\` fails, with a suggestion); the rendering
also accepts the spelled-out form, in any case (\`File modification\`, \`scope-creep\`).
The response sections of a rendering list actions, so an item's label (the words before
\`:\`, a dash or a parenthesis) counts as a domain name only when it names a domain or
nearly does: at most two letters off with the first letter kept (\`Stratgy\`), which fails with a
suggestion; another word (\`Internal\`) or the domain's stem with an English ending
(\`Strategic\`, \`Strategies\`) is no misspelling. Any
other label (\`Tests: run the suite\`, \`Git: push\`) describes an action of no domain and
is not checked. An action may name its domain at its end instead, in parentheses
(\`git push and PR creation (External)\`, \`edit the CI config (FileModification, durable)\`): a
final group, in parentheses or brackets, that names a domain exactly (split at commas, colons,
dashes and blanks: \`(FileModification: ephemeral)\`, \`(durable FileModification)\`) is read as the
item's label; a word in parentheses is never read as a misspelt domain. A **Skipped** item may name
its domain after its reason, in a final group, or before it (\`External, since nothing leaves the machine\`).`,audit:[{source:"D\u1D62 = ActionDomain \u2208 {FileModification, Exploration, Strategy, External}",enforced:"fails on any other domain name, with the team extensions TeamCoordination and ScopeCreep accepted"}],examples:[{status:"pass",title:"reads spelled-out domain names in markdown, in any case",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- File modification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- file-modification (durable): source code, config, CLAUDE.md and rules
- external (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails a misspelt domain in a markdown section and an unknown skipped domain, but not free-text action labels",target:"delegation-contract.md",files:{"delegation-contract.md":`**Autonomous**:
- Deploys: push to staging
- Stratgy: pick the faster approach
**Skipped**:
- Telemetry`}},{status:"skip",title:"skips a contract that names no domain yet (a draft before the domains are decomposed)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: []
how_much: {}
halt_conditions: []
exploration: { depth: 2, breadth: 3, drift_action: report }`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let names=domainNames(model);if(!names.length)return{status:"skip",detail:"the contract names no domain"};let findings=[];for(let{v,where}of names){if(contractIsDomain(v.value))continue;let shown=typeof v.value=="string"?`"${v.value}"`:jsonText(v.value);findings.push(model.at(v.at,`unknown domain ${shown} in ${where}${typeof v.value=="string"?contractDidYouMean(v.value,"domain"):""}`))}let unique=contractByLine(contractUnique(findings));return unique.length?{status:"fail",detail:`${plural(unique.length,"unknown domain name")}: ${unique[0].message}`,fix:`Use the protocol's domains: ${CONTRACT_DOMAINS.join(", ")}.`,findings:unique}:{status:"pass",detail:`${plural(names.length,"domain name")}, all known`}}};var SECTION_TITLE={Autonomous:"Autonomous",ReportThenAct:"Report then act",AskBefore:"Ask before",Halt:"Halt conditions"};function responses(model){let out=[];for(let e of model.howMuch??[]){let d=e.domain.text;e.response&&out.push({domain:d,v:e.response,where:`how_much.${d}`});for(let k of["ephemeral","durable"]){let pv=e.persistence?.[k];pv&&out.push({domain:d,v:pv,where:`how_much.${d} (${k})`})}}for(let[i,h]of(model.calibration?.history??[]).entries())h.response&&out.push({...h.domain?.text?{domain:h.domain.text}:{},v:h.response,where:`calibration.history[${i}]`});return out}var contract_response_refinement_scope_default={id:"contract-response-refinement-scope",pack:"contract",summary:"Every response is a protocol response, and each refinement appears only in its own domain",statuses:["pass","fail","skip"],docs:`Responses are ${CONTRACT_BASE_RESPONSES.join(", ")}. Refinements narrow a base response for one
domain only: ${Object.entries(CONTRACT_REFINEMENTS).map(([r,x])=>`${r} (\u2286 ${x.base}, ${x.domain} only)`).join(", ")}.
A refinement elsewhere has no meaning (what is a "minimal" git push?), and an
unknown response cannot be acted on. Checked in \`how_much\` (including the
FileModification persistence split) and in \`calibration.history\`. In a markdown
rendering a refinement must also sit under the section of its base response:
\`Exploration (Minimal)\` belongs under **Autonomous**, not **Report then act**.
Names are exact, but the final line break a \`|\` block scalar keeps is not part of
the name (\`Exploration: |\` followed by \`Autonomous\` is Autonomous).`,audit:[{source:"R = Response \u2208 {Autonomous, ReportThenAct, AskBefore, Halt}",enforced:"fails on any other response name"},{source:"Domain-specific refinements (\u2286 base R): Minimal \u2286 Autonomous, ProposeThenChoose \u2286 ReportThenAct, SwitchAutonomously \u2286 Autonomous, AlwaysAsk \u2286 AskBefore",enforced:"fails on a refinement outside the domain whose scenario offers it"},{source:"Esc key \u2192 loop termination at LOOP level, not a Response",enforced:"an Esc written as a response is not a protocol response and fails"}],examples:[{status:"pass",title:"passes refinements in their own domains (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:"locates a response given after a persistence qualifier",target:"delegation-contract.md",files:{"delegation-contract.md":`**Ask before**:
- FileModification (durable,  Autonomous): config and rules`}},{status:"skip",title:"skips a contract that gives no response yet (a draft before the interview)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: []
how_much: {}
halt_conditions: []
exploration: { depth: 2, breadth: 3, drift_action: report }`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let all=responses(model);if(!all.length)return{status:"skip",detail:"the contract gives no response"};let findings=[];for(let{domain,v,where}of all){if(v.text===void 0)continue;if(!contractIsResponse(v.text)){findings.push(model.at(v.at,`${contractShow(v)} in ${where} is not a response${contractDidYouMean(v.text,"response")}`));continue}let ref=CONTRACT_REFINEMENTS[v.text];if(ref&&contractIsDomain(domain)&&ref.domain!==domain){findings.push(model.at(v.at,`${v.text} refines ${ref.base} for ${ref.domain} only; ${where} gives it to ${domain}`));continue}if(v.section&&contractBaseOf(v.text)!==v.section){let base=contractBaseOf(v.text);findings.push(model.at(v.at,`${domain??"an item"} (${v.text}) is listed under **${SECTION_TITLE[v.section]??v.section}**, but ${v.text}${base!==v.text?` \u2286 ${base}`:""} belongs under **${SECTION_TITLE[base]??base}**`))}}return contractByLine(findings),findings.length?{status:"fail",detail:`${plural(findings.length,"response problem")}: ${findings[0].message}`,fix:`Use ${CONTRACT_BASE_RESPONSES.join(", ")}, or a refinement in its own domain (Minimal: Exploration; ProposeThenChoose, SwitchAutonomously: Strategy; AlwaysAsk: External).`,findings}:{status:"pass",detail:`${plural(all.length,"response")}, each known and in scope`}}};var offers=d=>CONTRACT_SCENARIO_OFFERS[d]??[],contract_scenario_response_default={id:"contract-scenario-response",pack:"contract",summary:"Each calibrated domain's response is one its scenario question offers",statuses:["pass","fail","skip"],docs:`A calibrated response is the user's answer to the domain's scenario question, so it
must be one of the options that question offers:
${Object.entries(CONTRACT_SCENARIO_OFFERS).map(([d,r])=>`- ${d}: ${r.join(", ")}`).join(`
`)}

FileModification may split by persistence (\`persistence: { ephemeral, durable }\`),
each half with a FileModification response; no other domain splits, in \`how_much\` or in a
history answer (\`{ domain: External, \u2026, persistence: durable }\` fails at its \`persistence\`).
Checked for the domains in \`calibration.calibrated\`, and for every answer in
\`calibration.history\`. Without a \`calibrated\` list, a response must at least be
offered or be the domain's default. In a markdown rendering the calibrated domains are
those listed with a response other than their default: a domain listed at its default
(Strategy under **Ask before**) may be an uncalibrated domain shown with its default,
so it is not held to its scenario's options.
Unknown and misplaced refinements are left to contract-response-refinement-scope.`,audit:[{source:'FileModification: "When files need to be modified for this task?" \u2192 {Autonomous, ReportThenAct, AskBefore}',enforced:"fails when a calibrated domain's response is not one its scenario offers (every scenario template is checked the same way)"},{source:'Strategy: "When a different approach looks better than the original plan?" \u2192 {ProposeThenChoose(\u2286ReportThenAct), SwitchAutonomously(\u2286Autonomous)}',enforced:"in a markdown rendering, which has sections for base responses only, Strategy under **Report then act** reads as ProposeThenChoose and under **Autonomous** as SwitchAutonomously"},{source:'External: "When git push or PR creation is needed?" \u2192 {Autonomous, AlwaysAsk(\u2286AskBefore)}',enforced:"External under **Ask before** reads as AlwaysAsk; under **Report then act** it fails"},{source:'persistence: "When persistent files (config, memory, rules) need changes?" \u2192 {same R, may differ from ephemeral}',enforced:"each persistence half takes a FileModification response; any other domain split by persistence fails"}],examples:[{status:"pass",title:"passes calibrated responses that their scenarios offer",target:"contract.dc.json",files:{"contract.dc.json":`{
  "task": "Migrate the billing service to the new payments API",
  "mode": "Solo",
  "who": { "kind": "Solo", "confirmed": true },
  "what": ["FileModification", "Exploration", "Strategy", "External"],
  "how_much": {
    "FileModification": {
      "response": "ReportThenAct",
      "persistence": { "ephemeral": "Autonomous", "durable": "AskBefore" }
    },
    "Exploration": "Minimal",
    "Strategy": "ProposeThenChoose",
    "External": "AlwaysAsk"
  },
  "halt_conditions": [
    { "trigger": "the test suite fails twice in a row", "action": "halt" },
    { "trigger": "a migration would touch production data", "action": "escalate" }
  ],
  "exploration": { "depth": 2, "breadth": 3, "drift_action": "report" },
  "calibration": {
    "domains": ["FileModification", "Exploration", "Strategy", "External"],
    "calibrated": ["FileModification", "Exploration", "Strategy", "External"],
    "skipped": [],
    "history": [
      { "domain": "FileModification", "scenario": "When files need to be modified for this task?", "response": "ReportThenAct", "kind": "scenario" },
      { "domain": "FileModification", "scenario": "When temp files or build artifacts need changes?", "response": "Autonomous", "persistence": "ephemeral", "kind": "refinement" },
      { "domain": "FileModification", "scenario": "When persistent files (config, memory, rules) need changes?", "response": "AskBefore", "persistence": "durable", "kind": "refinement" },
      { "domain": "Exploration", "scenario": "When related information is found during investigation?", "response": "Minimal", "kind": "scenario" },
      { "domain": "Strategy", "scenario": "When a different approach looks better than the original plan?", "response": "ProposeThenChoose", "kind": "scenario" },
      { "domain": "External", "scenario": "When git push or PR creation is needed?", "response": "AlwaysAsk", "kind": "scenario" }
    ],
    "stakes": "Med",
    "calibrated_at_stakes": "Med",
    "outcome": "approved"
  }
}`}},{status:"fail",title:"points the persistence finding at the persistence map (YAML)",target:"c.dc.yaml",files:{"c.dc.yaml":`how_much:
  External:
    persistence:
      durable: AlwaysAsk`}},{status:"skip",title:"skips a contract without known domains",target:"c.dc.yaml",files:{"c.dc.yaml":"how_much: { Deploys: Autonomous }"}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let entries=(model.howMuch??[]).filter(e=>contractIsDomain(e.domain.text)),history=(model.calibration?.history??[]).filter(h=>contractIsDomain(h.domain?.text)&&h.response?.text!==void 0);if(!entries.length&&!history.length)return{status:"skip",detail:"no response for a known domain"};let calibrated=model.calibration?.calibrated?new Set(contractTexts(model.calibration.calibrated)):void 0,findings=[],leftOut=0,judge=(domain,v,label)=>{if(v?.text!==void 0){if(contractResponseProblem(domain,v.text)){leftOut++;return}calibrated?calibrated.has(domain)&&!offers(domain).includes(v.text)&&findings.push(model.at(v.at,`${label} is ${v.text}, which the ${domain} scenario does not offer (${offers(domain).join(", ")})`)):!offers(domain).includes(v.text)&&v.text!==contractDefaultResponse(domain)&&findings.push(model.at(v.at,`${label} is ${v.text}: neither an option of the ${domain} scenario (${offers(domain).join(", ")}) nor its default (${contractDefaultResponse(domain)})`))}};for(let e of entries){let d=e.domain.text;if(judge(d,e.response,d),e.persistence&&d!=="FileModification"){findings.push(model.at(e.persistence.at,`${d} splits by persistence; only FileModification distinguishes ephemeral and durable files`));continue}judge(d,e.persistence?.ephemeral,`${d} (ephemeral)`),judge(d,e.persistence?.durable,`${d} (durable)`)}for(let[i,h]of history.entries()){let d=h.domain.text,r=h.response.text;if(h.persistence&&d!=="FileModification"&&findings.push(model.at(h.persistence.at,`history answer ${i+1} for ${d} is about ${h.persistence.text??"some"} files; only FileModification distinguishes ephemeral and durable files`)),contractResponseProblem(d,r)){leftOut++;continue}offers(d).includes(r)||findings.push(model.at(h.response.at,`history answer ${i+1} for ${d} is ${r}, which the ${d} scenario does not offer (${offers(d).join(", ")})`))}if(contractByLine(findings),!findings.length){let read=`${plural(entries.length,"response")} and ${plural(history.length,"answer")}`;return leftOut?{status:"pass",detail:`${read}: every one that is a response of its domain matches its scenario; ${plural(leftOut,"value")} that ${pluralWord(leftOut,"is","are")} not (an unknown word, another domain's refinement) ${pluralWord(leftOut,"is","are")} contract-response-refinement-scope's to judge`}:{status:"pass",detail:`${read} match their scenarios`}}return{status:"fail",detail:`${plural(findings.length,"response")} outside the scenario options: ${findings[0].message}`,fix:"Give each calibrated domain one of the responses its scenario offers, or recalibrate that domain.",findings}}};function renderedHalves(model){let findings=[],missing=[],splits=0;for(let e of model.howMuch??[]){let split=e.persistence;if(!split||!contractIsDomain(e.domain.text)||(splits++,e.response))continue;let lacking=CONTRACT_PERSISTENCE.filter(k=>!split[k]);if(!lacking.length)continue;let d=e.domain.text,given=CONTRACT_PERSISTENCE.filter(k=>split[k]);missing.push(`${d} (${lacking.join(", ")})`),findings.push(model.at(e.domain.at,`${d} is listed for ${given.join(", ")} files only: ${lacking.join(" and ")} files have no response; list \`${d} (${lacking[0]})\` under its section, or a plain \`${d}\` item for the files the split leaves out`))}return contractByLine(findings),!findings.length&&splits?{status:"pass",detail:`a markdown rendering has no separate domain list; ${plural(splits,"persistence split")} leaving no files without a response`}:findings.length?{status:"fail",detail:`${plural(missing.length,"domain")} without a response: ${missing.join(", ")}`,fix:"List both persistence halves, (ephemeral) and (durable), or a plain item for the files the split leaves out.",findings}:{status:"skip",detail:"a markdown rendering has no separate domain list"}}var contract_coverage_default={id:"contract-coverage",pack:"contract",summary:"Every domain in `what` has a response in `how_much`",statuses:["pass","fail","skip"],docs:"The contract's invariant is dom(how_much) \u2287 what: a domain the contract governs\nwith no response leaves the agent guessing. Uncalibrated domains are not left\nout; they are filled with their defaults (Exploration: Autonomous, every other\ndomain: AskBefore). Unknown domain names are left to contract-known-domains.\nA domain of `what` that is also in `calibration.skipped` is not applicable: it\nfails too, but the fix is to remove it from `what` (or from `skipped`), not to\ngive it a response.\nFileModification may split by persistence, \"each with a FileModification response\":\na `persistence` map that gives one half only (`persistence: { ephemeral: Autonomous }`)\nleaves the other half's files without a response, and fails at the `persistence` key\nnaming the missing half, unless the entry also has a `response`, which covers the files\nthe split leaves out. The defaults fill uncalibrated domains, not a half of a domain\nthat was calibrated, so a missing half is not read as its default.\nA markdown rendering lists domains only together with their responses, so the only\ngap it can show is a persistence split: `FileModification (ephemeral)` listed with\nneither `FileModification (durable)` nor a plain `FileModification` item leaves durable\nfiles without a response, and fails at the domain as the JSON form does. A rendering\nwith no such split is skipped.",audit:[{source:"invariant: dom(how_much) \u2287 what (uncalibrated domains filled by defaults in Phase 4)",enforced:"fails when a domain of `what` has no response in `how_much`"},{source:"FileModification.persistence \u2208 {ephemeral, durable}",enforced:"fails when a persistence split gives one half and the entry has no `response` for the other; in a rendering, when one half is listed and neither the other nor a plain item"}],examples:[{status:"pass",title:"passes when every domain of `what` has a response in how_much",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"pass",title:"leaves an unknown domain of `what` (Deploys) to contract-known-domains",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External, Deploys]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:"fails every domain when how_much is missing",target:"c.dc.yaml",files:{"c.dc.yaml":"what: [Exploration, External]"}},{status:"skip",title:"skips a markdown rendering that splits no domain by persistence",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: checkout-squad
- security-reviewer (general-purpose): payment-flow changes that weaken validation
- api-historian (Explore): how the old payments API is used across services

**Autonomous** (proceed without asking):
- Exploration: read the checkout and payments modules

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edits to the checkout flow and its tests

**Ask before** (I'll ask for permission first):
- TeamCoordination: contradicting findings between agents
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- ScopeCreep: an agent finds work outside its focus
- two agents report contradicting test results twice \u2192 escalate

**Skipped** (not applicable to this task):
- Strategy \u2014 the plan is fixed by the release checklist

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

Options:
1. **Approve** \u2014 apply this contract (authority replacement)
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return renderedHalves(model);if(!model.what)return{status:"skip",detail:"the contract has no `what` list"};let have=new Set((model.howMuch??[]).map(e=>e.domain.text)),skipped=new Set(contractTexts(model.calibration?.skipped)),findings=[],missing=[],anySkipped=!1,anyAbsent=!1,anyHalf=!1;for(let v of model.what)if(contractIsDomain(v.text)){if(have.has(v.text)){let e=model.entryOf(v.text),split=e?.persistence;if(!split||e.response)continue;let lacking=CONTRACT_PERSISTENCE.filter(k=>!split[k]);if(!lacking.length)continue;anyHalf=!0;let given=CONTRACT_PERSISTENCE.filter(k=>split[k]);missing.push(`${v.text} (${lacking.join(", ")})`),findings.push(model.at(model.keyPosOf(`${e.entry.pointer}/persistence`),`${v.text} splits by persistence but gives no response for ${lacking.join(" or ")} files${given.length?` (only ${given.join(", ")})`:""}, and no \`response\` that covers them`));continue}missing.push(v.text),anyAbsent=!0,skipped.has(v.text)?(anySkipped=!0,findings.push(model.at(v.at,`${v.text} is in \`what\` but skipped (not applicable), so it has no response in how_much; remove it from \`what\` (or from \`skipped\` if it applies)`))):findings.push(model.at(v.at,`${v.text} is in \`what\` but has no response in how_much`))}contractByLine(findings);let n=model.what.length;if(!findings.length)return{status:"pass",detail:`${n===1?"the":"all"} ${plural(n,"domain")} of \`what\` ${pluralWord(n,"has","have")} a response`};let fix=[...anyAbsent?[`Add each to how_much: its calibrated response, or its default (Exploration: Autonomous, others: AskBefore)${anySkipped?"; remove a skipped domain from `what` instead":""}.`]:[],...anyHalf?["Give both persistence halves (ephemeral and durable), or a `response` beside the split for the files it leaves out."]:[]].join(" ");return{status:"fail",detail:`${plural(missing.length,"domain")} without a response: ${missing.join(", ")}`,fix,findings}}};var contract_uncalibrated_defaults_default={id:"contract-uncalibrated-defaults",pack:"contract",summary:"Uncalibrated domains carry the protocol defaults (Exploration: Autonomous, others: AskBefore)",statuses:["pass","fail","skip"],docs:'Only calibration earns a domain more or less autonomy than the default ("Calibration\nover Declaration"). A domain that was never asked about takes the default:\nExploration Autonomous (read-only, inherently safe), every other domain AskBefore.\nChecked for every `how_much` entry whose domain is not calibrated: not in\n`calibration.calibrated`, or, when that list is absent, without an answer in\n`calibration.history` (as in contract-outcome); skipped when the contract records\nneither. In a markdown rendering,\nthe **Defaults** lines must state those same defaults (`Exploration: autonomous`,\n`Others: ask-before`); the pass detail counts those lines, not domains, as a rendering\ndoes not list its uncalibrated domains.',audit:[{source:"Exploration: autonomous (read-only, inherently safe)",enforced:"fails when an uncalibrated Exploration carries another response than Autonomous"},{source:"Others: ask-before",enforced:"fails when another uncalibrated domain carries another response than AskBefore"}],examples:[{status:"pass",title:"passes markdown Defaults that state the protocol defaults",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails markdown Defaults that state other defaults, at the response",target:"delegation-contract.md",files:{"delegation-contract.md":`**Defaults**:
- Exploration: ask-before
- Others: autonomous
- External:`}},{status:"skip",title:"skips a contract that does not parse (here cut off while it was written)",target:"contract.dc.json",files:{"contract.dc.json":`{
  "task": "Migrate the billing service to the new payments API",
  "mode": "Solo",
  "who": { "kind": "Solo", "confirmed": true },
  "what": ["FileModification", "Exploration", "Strategy", "External"],
  "how_much": {
    "FileModification": {
      "response": "ReportThenAct",
      "persistence": { "ephemeral": "Autonomous", "durable": "AskBefore" }
    },
    "Exploration": "Minimal",
    "Strategy": "ProposeThenChoose",
    "External": "AlwaysAsk"
  },`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let findings=[],checked=0;if(model.format==="markdown"){let lines=model.markdown?.defaults??[];if(!lines.length)return{status:"skip",detail:"the rendering has no **Defaults** lines (see contract-markdown-defaults)"};for(let d of lines){let label=d.domain.text??"";if(label!=="Others"&&!contractIsDomain(label))continue;checked++;let want=label==="Others"?"AskBefore":contractDefaultResponse(label);d.response?d.response.text!==want&&findings.push(model.at(d.response.at,`**Defaults** gives ${label} "${d.response.text}"; the protocol default is ${want}`)):findings.push(model.at(d.at,`**Defaults** line for ${label} states no response; the default is ${want}`))}}else{let calibrated=contractCalibratedDomains(model);if(!calibrated)return{status:"skip",detail:"no calibration.calibrated list or history: calibrated and defaulted domains cannot be told apart"};for(let e of model.howMuch??[]){let d=e.domain.text;if(!contractIsDomain(d)||calibrated.has(d))continue;checked++;let want=contractDefaultResponse(d);for(let[v,label]of[[e.response,d],[e.persistence?.ephemeral,`${d} (ephemeral)`],[e.persistence?.durable,`${d} (durable)`]])v?.text===void 0||contractResponseProblem(d,v.text)||v.text===want||findings.push(model.at(v.at,`${label} is not calibrated, so it takes the default ${want}; the contract says ${v.text}`))}}return contractByLine(findings),!findings.length&&model.format==="markdown"?{status:"pass",detail:checked?`${plural(checked,"**Defaults** line")} ${pluralWord(checked,"states its protocol default","state the protocol defaults")}`:"no **Defaults** line names a domain or Others"}:findings.length?{status:"fail",detail:`${plural(findings.length,"uncalibrated response")} off the default: ${findings[0].message}`,fix:model.format==="markdown"?"State the protocol defaults in **Defaults**: `Exploration: autonomous` and `Others: ask-before`; a domain meant to act otherwise is calibrated and listed under its response section.":"Calibrate the domain (ask its scenario question and record the answer), or give it the default: Exploration Autonomous, others AskBefore.",findings}:{status:"pass",detail:checked?`${plural(checked,"uncalibrated domain")} at the default`:"every domain with a response was calibrated"}}};function expectations(e,plain,halves,replaced){let out=[];if(!e.persistence){if(!e.response)return out;let eph=halves.ephemeral??plain,dur=halves.durable??plain;if(eph&&dur&&eph.response!==dur.response)return[{got:e.response,want:dur,split:!1,fallback:!1,halves:[eph,dur]}];let want=eph&&dur?eph.h.at.line>dur.h.at.line?eph:dur:eph??dur,half=want===halves.ephemeral?"ephemeral":want===halves.durable?"durable":void 0;return want&&out.push({got:e.response,want,...half?{half}:{},split:!1,fallback:!1}),out}e.response&&plain&&out.push({got:e.response,want:plain,split:!1,fallback:!1});for(let k of CONTRACT_PERSISTENCE){let half=e.persistence[k];if(half){let want=halves[k]??plain,gone=halves[k]?void 0:replaced[k];want&&out.push({got:half,want,half:k,split:!0,fallback:!halves[k],...gone?{replaced:gone}:{}})}else halves[k]&&e.response&&out.push({got:e.response,want:halves[k],half:k,split:!0,fallback:!1})}return out}function answerAt(a,half){return a.read==="scenario"?`line ${a.h.at.line}, read as the ${half} half from its scenario`:a.read==="key"?`line ${a.h.at.line}, persistence: ${half}`:`line ${a.h.at.line}`}function mismatch(d,x){let got=x.got.text;if(x.halves){let[eph,dur]=x.halves;return`how_much gives ${d} one response, ${got}, but history answers its halves differently: ephemeral ${eph.response} (${answerAt(eph,"ephemeral")}), durable ${dur.response} (${answerAt(dur,"durable")}); split it by persistence`}let half=x.half??"",head=`how_much gives ${d}${x.split&&half?` (${half})`:""} ${got}, but`;if(x.fallback&&x.replaced)return`${head} history records no ${half} answer after the plain answer at line ${x.want.h.at.line}, which was ${x.want.response} and replaces the earlier ${half} answer (${answerAt(x.replaced,half)})`;let which=x.fallback?`history records no ${half} answer, and the last plain answer (line ${x.want.h.at.line}) was`:`the last ${half?`${half} `:""}answer in history (${answerAt(x.want,half)}) was`;return`${head} ${which} ${x.want.response}`}var contract_calibration_state_default={id:"contract-calibration-state",pack:"contract",summary:"Calibrated, skipped and history agree with each other and with how_much",statuses:["pass","fail","skip"],docs:`The mode state behind the contract must be consistent:
- calibrated \u222A skipped \u2286 domains, and calibrated \u2229 skipped = \u2205;
- a skipped domain (not applicable) is not in \`what\`;
- every history answer is about a domain in \`domains\`;
- when history is recorded, every calibrated domain has at least one answer
  (calibration over declaration);
- the response in \`how_much\` is the last history answer for that domain. A
  FileModification answer is about one persistence half when its \`persistence\` key
  says \`ephemeral\` or \`durable\`, or, when how_much splits FileModification by
  persistence, when its scenario asks about one half (the protocol's "When persistent
  files (config, memory, rules) need changes?", any scenario naming persistent or durable
  files, config, memory, rules, CLAUDE.md or files that persist, is the durable half; one
  naming non-persistent, temporary, temp or scratch files, build artifacts or output, or
  generated code is the ephemeral half, tested first). Scenario words never split a plain
  how_much response: it equals the last answer, whatever its scenario. With a split, a plain
  \`response\` equals the last plain answer, and each \`persistence\` half equals the last
  answer for that half or, when that half was never asked, the last plain answer; a half
  that differs fails at the half's value. A plain answer replaces the half answers before
  it. A plain how_much response whose halves history (by \`persistence\` key) answers
  differently fails: it must be split.

A skipped domain left in \`what\` is reported at its \`what\` entry, where the fix goes.
A markdown rendering can show only that calibrated and skipped are disjoint: a
domain listed under a response section (at any response, its default included)
and also under **Skipped** fails.`,audit:[{source:"calibrated \u222A skipped \u2286 domains; calibrated \u2229 skipped = \u2205",enforced:"fails on a calibrated or skipped domain outside `domains`, or one both calibrated and skipped"},{source:"history: List<(D\u1D62, S\u2096, R)>",enforced:"fails when a history entry names a domain outside `domains`, or how_much disagrees with the last answer for a domain"}],examples:[{status:"pass",title:"passes a consistent calibration (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:"fails a markdown domain that is both listed and skipped",target:"delegation-contract.md",files:{"delegation-contract.md":`**Autonomous**:
- Exploration: read
**Skipped**:
- Exploration: autonomous (read-only, inherently safe)`}},{status:"skip",title:"skips a contract without calibration state",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let c=model.calibration;if(!c)return{status:"skip",detail:"the contract records no calibration state"};let findings=[],domains=c.domains?new Set(contractTexts(c.domains)):void 0,calibrated=new Set(contractTexts(c.calibrated)),md=model.format==="markdown";if(domains)for(let[key,list]of[["calibrated",c.calibrated],["skipped",c.skipped]])for(let v of list??[])v.text!==void 0&&!domains.has(v.text)&&findings.push(model.at(v.at,`${v.text} is ${key} but not in calibration.domains`));let listed=md?new Set((model.howMuch??[]).flatMap(e=>e.domain.text===void 0?[]:[e.domain.text])):calibrated;for(let v of c.skipped??[]){if(v.text===void 0)continue;listed.has(v.text)&&findings.push(model.at(v.at,md?`${v.text} is under **Skipped** and also listed with a response`:`${v.text} is both calibrated and skipped`));let inWhat=(model.what??[]).find(w=>w.text===v.text);inWhat&&findings.push(model.at(inWhat.at,`${v.text} is skipped (not applicable) but still in \`what\`; remove it from \`what\` (or from \`skipped\` if it applies)`))}let history=c.history??[],last=new Map;for(let h of history){let d=h.domain?.text;if(d===void 0)continue;domains&&!domains.has(d)&&findings.push(model.at(h.domain.at,`history answers a question about ${d}, which is not in calibration.domains`));let r=h.response?.text;if(r===void 0)continue;let slot=last.get(d)??{halves:{},replaced:{}};last.set(d,slot);let split=model.entryOf(d)?.persistence!==void 0,half=contractHistoryHalf(d,h.persistence?.text,split?h.scenario?.text:void 0);half?slot.halves[half]={response:r,h,read:h.persistence?.text===half?"key":"scenario"}:(slot.plain={response:r,h},slot.replaced={...slot.replaced,...slot.halves},slot.halves={})}if(c.history){let answered=new Set;for(let h of history)h.domain?.text!==void 0&&answered.add(h.domain.text);for(let v of c.calibrated??[])v.text!==void 0&&!answered.has(v.text)&&findings.push(model.at(v.at,`${v.text} is marked calibrated but history records no answer for it`))}for(let[d,{plain,halves,replaced}]of last){let e=model.entryOf(d);if(!(!e||!contractIsDomain(d)))for(let x of expectations(e,plain,halves,replaced))x.got.text===void 0||!x.halves&&x.got.text===x.want.response||findings.push(model.at(x.got.at,mismatch(d,x)))}return contractByLine(findings),findings.length?{status:"fail",detail:`${plural(findings.length,"calibration-state problem")}: ${findings[0].message}`,fix:"Keep calibrated and skipped disjoint and inside domains, drop skipped domains from `what`, and give each calibrated domain its last recorded answer.",findings}:{status:"pass",detail:`calibration state consistent (${calibrated.size} calibrated, ${c.skipped?.length??0} skipped, ${plural(history.length,"answer")})`}}};function varianceBefore(history,i){let seen=new Map;for(let h of history.slice(0,i)){let d=h.domain?.text,r=h.response?.text;if(d===void 0||r===void 0||h.kind?.text==="wildcard")continue;let first=seen.get(d);if(first===void 0)seen.set(d,r);else if(first!==r)return!0}return!1}var contract_question_budget_default={id:"contract-question-budget",pack:"contract",summary:"Calibration asked at most 9 questions (Solo) or 12 (team), wildcard included",statuses:["pass","fail","skip"],docs:`Calibration interrupts the user, so the protocol caps the interview: at most
${CONTRACT_QUESTION_CAP.solo} questions in Solo mode and ${CONTRACT_QUESTION_CAP.team} with a team. When two answers for the same domain
differ (variance), one extra refinement question (the wildcard, \`kind: wildcard\`
in history) is allowed, still within the cap: one wildcard in all, and only
after some domain shows variance. The wildcard may be about any domain: the
protocol ties it to variance in the history (\`wildcard(history)\`), not to the
domain that varied.
Questions are counted as \`calibration.questions\` when given (it may not be lower
than the number of recorded answers), else as the history entries. A markdown
rendering does not show the questions.`,audit:[{source:"|questions| \u2264 12 (Solo: 9, Team: 12)",enforced:"fails when the history holds more questions than the cap of the entry mode"},{source:"wildcard(history) = variance_detected(history) \u2192 +1 refinement question",enforced:"a variance allows one extra refinement question, still within the cap"}],examples:[{status:"pass",title:"passes six Solo questions (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:"fails a wildcard question asked while no two answers about a domain differ",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, External]
how_much: { FileModification: ReportThenAct, Exploration: Minimal, External: AlwaysAsk }
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, External]
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
    - { domain: External, scenario: When the payments sandbox needs a new API key?, response: AlwaysAsk, kind: wildcard }
  outcome: approved`}},{status:"skip",title:"skips a markdown rendering, which does not show the questions asked",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering does not show the questions asked"};let c=model.calibration,history=c?.history??[],explicit=typeof c?.questions?.value=="number"&&Number.isInteger(c.questions.value)?c.questions.value:void 0;if(!c||!c.history&&explicit===void 0)return{status:"skip",detail:"no questions recorded (calibration.history or calibration.questions)"};let team=model.isTeam,cap=team?CONTRACT_QUESTION_CAP.team:CONTRACT_QUESTION_CAP.solo,count=explicit??history.length,findings=[];if(explicit!==void 0&&explicit<history.length&&findings.push(model.at(c.questions.at,`calibration.questions says ${explicit}, but history records ${history.length} answers`)),count>cap){let at=explicit!==void 0?c.questions.at:history[cap].at;findings.push(model.at(at,`${count} questions asked; the ${team?"team":"Solo"} cap is ${cap}`))}let wildcards=0;return history.forEach((h,i)=>{if(h.kind?.text!=="wildcard")return;wildcards++;let d=h.domain?.text??"?";wildcards>1?findings.push(model.at(h.kind.at,`a second wildcard question (for ${d}); variance allows one extra question`)):varianceBefore(history,i)||findings.push(model.at(h.kind.at,`wildcard question for ${d} without variance: no two earlier answers about one domain differ`))}),contractByLine(findings),findings.length?{status:"fail",detail:`question budget exceeded or misused: ${findings[0].message}`,fix:`Keep calibration within ${cap} questions; ask the single wildcard refinement only after two answers about one domain differ.`,findings}:{status:"pass",detail:`${plural(count,"question")} of ${cap} (${team?"team":"Solo"})`}}};var TEAM_DOMAINS=CONTRACT_DOMAINS.slice(4);function teamDomainsNamed(model){let c=model.calibration,skipped=new Set((c?.skipped??[]).map(v=>v.text)),listed=(c?.domains??[]).filter(v=>!skipped.has(v.text)),all=[...model.what??[],...(model.howMuch??[]).map(e=>e.domain),...listed,...c?.calibrated??[]];for(let h of c?.history??[])h.domain&&all.push(h.domain);let first=new Map;for(let v of all)v.text!==void 0&&TEAM_DOMAINS.includes(v.text)&&!first.has(v.text)&&first.set(v.text,v);return[...first.values()]}var TEAM_FIX="Drop the team extension domains (TeamCoordination, ScopeCreep) from a Solo contract, or skip them; if a team acts, record its mode and structure.";function renderedTeamDomains(model){let named=model.markdown?.section("Team Structure")?[]:teamDomainsNamed(model);if(!named.length)return{status:"skip",detail:"a markdown rendering does not show the entry mode"};let advice=contractByLine(named.map(v=>({...model.at(v.at,`${v.text} is a team extension domain, but this is a Solo rendering (no **Team Structure**): with no team, its scenario has no agents to apply to`),severity:"warning"})));return{status:"warn",detail:`${plural(advice.length,"team extension domain")} in a Solo rendering: ${advice[0].message}`,fix:TEAM_FIX,findings:advice}}var SINGLE_FIX="A task over one action domain without a team needs no delegation contract; if the task spans more domains, list them in `what` and calibrate each.";function singleDomainAdvice(model){let domains=(model.what??[]).filter(v=>v.text!==void 0&&contractIsDomain(v.text));if(new Set(domains.map(v=>v.text)).size!==1)return;let d=domains[0];return{...model.at(d.at,`this Solo contract's \`what\` holds one action domain (${d.text}): a task over at most one domain without a team is Single, and the protocol produces no contract for it (Phase 0 skips it; Solo is proposed for a task over several domains)`),severity:"warning"}}var KIND_OF_MODE=new Map([["Solo","Solo"],["TeamAugment","Augmented"],["TeamRestructure","Restructured"]]),contract_who_mode_default={id:"contract-who-mode",pack:"contract",summary:"Entry mode and team structure agree; team contracts name their team and were confirmed",statuses:["pass","warn","fail","skip"],docs:`The entry mode decides who acts: Solo yields the Solo structure (its confirmation is
implicit, so \`confirmed: false\` contradicts it), TeamAugment an Augmented team,
TeamRestructure a Restructured one. Both team modes need a team in the context
(\`who.team\`), and a team structure must have been confirmed by the user in
Phase 1 (\`who.confirmed: true\`). Modes are ${CONTRACT_MODES.join(", ")}; structures
${CONTRACT_WHO_KINDS.join(", ")}.

${TEAM_DOMAINS.join(" and ")} are the protocol's team extensions: Phase 2 picks each
domain's scenario by mode, and their scenarios ask about agents ("When agents' findings
contradict?", "When agent discovers work outside its focus?"). A Solo contract (mode or
\`who.kind\` Solo, no team structure) that calibrates one, or lists it in \`what\`,
\`how_much\` or \`calibration\`, warns at the first place it is named; skipping it is
fine. A markdown rendering does not show the mode, but one without **Team Structure**
is the protocol's Solo rendering: listing a team extension domain in one of its response
sections warns the same way; otherwise a rendering is skipped. It warns rather than fails
because the spec lists the team extensions among the domains without restricting them to
team modes.

A Solo contract whose \`what\` holds a single action domain warns there too: the protocol
calls a task over at most one domain Single, and Phase 0 produces no contract for a Single
task without a team; Solo is what it proposes for a task over several domains.`,audit:[{source:"TeamAugment/TeamRestructure require team(Ctx)",enforced:"fails when a team mode names no team"},{source:"who_confirmed: Solo \u2192 true (implicit); TeamAugment/TeamRestructure \u2192 set at Phase 1",enforced:"fails when a team structure is not confirmed"},{source:"\u2500\u2500 SCENARIO TEMPLATES (team extension) \u2500\u2500",enforced:"warns when a Solo contract calibrates or lists TeamCoordination or ScopeCreep"},{source:"Single(Ctx) \u2227 \xACteam(Ctx) \u2192 skip (delegation unambiguous; no DC produced)",enforced:"warns when a Solo contract's `what` holds one action domain"},{source:"TeamStructure \u2208 {Solo, Augmented(TeamRef, Set(AgentRole)), Restructured(TeamRef, Set(AgentRole), Set(AgentRef))}",enforced:"fails when the entry mode and who.kind disagree (Solo \u21D4 Solo, TeamAugment \u21D4 Augmented, TeamRestructure \u21D4 Restructured)"}],examples:[{status:"pass",title:"accepts the `who: Solo` shorthand",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: Solo
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:"fails unknown mode and structure names at their values",target:"c.dc.yaml",files:{"c.dc.yaml":`mode: Duo
who: { kind: Pair }`}},{status:"warn",title:"warns when a Solo contract calibrates a team extension domain",target:"c.dc.yaml",files:{"c.dc.yaml":`mode: Solo
who: Solo
what: [Exploration, TeamCoordination]
how_much: {Exploration: Autonomous, TeamCoordination: Autonomous}`}},{status:"skip",title:"skips a markdown rendering, which does not show the entry mode",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return renderedTeamDomains(model);let{mode,who}=model;if(!mode&&!who)return{status:"skip",detail:"the contract records neither mode nor who"};let findings=[],m=mode?.text,k=who?.kind?.text;mode&&(m===void 0||!KIND_OF_MODE.has(m))&&findings.push(model.at(mode.at,`mode ${contractShow(mode)} is not an entry mode (${CONTRACT_MODES.join(", ")})`)),who?.kind&&(k===void 0||!CONTRACT_WHO_KINDS.includes(k))&&findings.push(model.at(who.kind.at,`who.kind ${contractShow(who.kind)} is not a team structure (${CONTRACT_WHO_KINDS.join(", ")})`));let modeKind=m===void 0?void 0:KIND_OF_MODE.get(m),kindKnown=k!==void 0&&CONTRACT_WHO_KINDS.includes(k);modeKind&&kindKnown&&modeKind!==k&&findings.push(model.at(who.kind.at,`mode ${m} produces the ${modeKind} structure, but who.kind is ${k}`));let teamMode=m==="TeamAugment"||m==="TeamRestructure",teamKind=k==="Augmented"||k==="Restructured";(teamMode||teamKind)&&!who?.team&&findings.push(model.at(who?.at??mode.at,`${teamMode?`mode ${m}`:`who.kind ${k}`} needs a team in the context, but who.team is missing`)),teamKind&&who?.confirmed?.value!==!0&&findings.push(model.at(who?.confirmed?.at??who.at,`the ${k} team structure was not confirmed (who.confirmed must be true)`)),(m==="Solo"||k==="Solo")&&who?.confirmed?.value===!1&&findings.push(model.at(who.confirmed.at,"Solo is confirmed implicitly; who.confirmed: false contradicts it"));let solo=(m==="Solo"||k==="Solo")&&!model.isTeam,teamAdvice=solo?teamDomainsNamed(model).map(v=>({...model.at(v.at,`${v.text} is a team extension domain, but this is a Solo contract: with no team, its scenario has no agents to apply to`),severity:"warning"})):[],single=solo?singleDomainAdvice(model):void 0,advice=contractByLine([...teamAdvice,...single?[single]:[]]);if(contractByLine(findings),!findings.length&&advice.length)return teamAdvice.length?{status:"warn",detail:`${plural(teamAdvice.length,"team extension domain")} in a Solo contract: ${contractByLine(teamAdvice)[0].message}`,fix:single?`${TEAM_FIX} ${SINGLE_FIX}`:TEAM_FIX,findings:advice}:{status:"warn",detail:single.message,fix:SINGLE_FIX,findings:advice};if(!findings.length)return{status:"pass",detail:`mode ${m??"(not recorded)"} with ${k??"no"} team structure`};let first=findings[0];return findings.push(...advice),contractByLine(findings),{status:"fail",detail:`${plural(findings.length,"WHO problem")}: ${first.message}`,fix:"Record the entry mode and the matching structure (Solo \u21D4 Solo, TeamAugment \u2192 Augmented, TeamRestructure \u2192 Restructured), the team, and the user's confirmation.",findings}}};var contract_team_shape_default={id:"contract-team-shape",pack:"contract",summary:"A team structure has 1 to 6 roles, and a restructure removes only members and keeps at least one",statuses:["pass","fail","skip"],docs:`Augmented and Restructured structures carry between 1 and ${CONTRACT_MAX_ROLES} roles (the WHO cap keeps
the team reviewable). Only a restructure removes agents: every removed agent must
be a member of the team, and at least one member must stay (members \\ removed is
not empty, so a Restructured team listing no members fails too); removing everyone
terminates the protocol, as there is no team left to calibrate. A restructure that removes
no one and whose roles are all current members changes nothing; the protocol resets it to
TeamAugment, so it fails. A Solo structure
has no roles and removes no one. In a markdown rendering the roles are the
**Team Structure** items (\`name (type): focus\`), with optional \`Team:\`,
\`Members:\`, \`Retained:\` and \`Removed:\` lines; these list their names inline (separated by commas or
"and") or as a sub-list
indented under them, and those names are not roles. Roles may also sit under a label line
(\`Added:\`, \`Added perspectives:\`, \`New roles:\`, \`Roles:\`, or any item that is only a label
ending in a colon) inline or as a sub-list; the label line itself is no role. A \`Retained:\`
line answers the restructure's retain question: it makes the structure Restructured, without a
\`Members:\` line the team is taken to be those retained and removed, and \`Retained: none\`
fails (nobody is kept, so the protocol ends), as does a member both retained and removed.`,audit:[{source:"TeamRestructure: restructure[AskUserQuestion](T, Ctx.team) \u2192 |retain|=|team| \u2227 |new|=0 \u2192 reset(mode=TeamAugment)",enforced:"fails a Restructured team that removes no member and whose roles are all current members"},{source:"|roles| \u2265 1 for Augmented/Restructured; |roles| \u2264 6 (WHO cap); Restructured: |TeamRef.members \\ removed| \u2265 1",enforced:"fails on no role, more than six roles, a removed agent who is not a member, or a restructure that keeps no member"},{source:"guard: Phase 1 restructure redirects |retain|=0 \u2192 terminate (full removal = no team to calibrate)",enforced:"the same check: a saved contract with every member removed fails"}],examples:[{status:"pass",title:"passes a team rendering whose Team Structure adds roles to the team",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: checkout-squad
- security-reviewer (general-purpose): payment-flow changes that weaken validation
- api-historian (Explore): how the old payments API is used across services

**Autonomous** (proceed without asking):
- Exploration: read the checkout and payments modules

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edits to the checkout flow and its tests

**Ask before** (I'll ask for permission first):
- TeamCoordination: contradicting findings between agents
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- ScopeCreep: an agent finds work outside its focus
- two agents report contradicting test results twice \u2192 escalate

**Skipped** (not applicable to this task):
- Strategy \u2014 the plan is fixed by the release checklist

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

Options:
1. **Approve** \u2014 apply this contract (authority replacement)
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails a Team Structure that removes every member, and one who was never a member",target:"delegation-contract.md",files:{"delegation-contract.md":`**Team Structure**:
- Members: ana
- Removed: ana, cy
- reviewer: security`}},{status:"skip",title:"skips a Solo rendering: no team structure to check",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let who=model.who,kind=who?.kind?.text;if(!who||kind!=="Solo"&&kind!=="Augmented"&&kind!=="Restructured")return{status:"skip",detail:"no known team structure (who.kind) to check"};let findings=[],roles=who.roles??[],removed=who.removed??[];if(kind==="Solo")roles.length&&findings.push(model.at(roles[0].at,`a Solo structure has no roles, but ${roles.length} ${pluralWord(roles.length,"is","are")} listed`)),removed.length&&findings.push(model.at(removed[0].at,"a Solo structure removes no one; only Restructured removes members"));else{roles.length<1&&findings.push(model.at(who.roles?model.posOf(`${who.pointer}/roles`):who.at,`the ${kind} team has no roles; it needs 1 to ${CONTRACT_MAX_ROLES}`)),roles.length>CONTRACT_MAX_ROLES&&findings.push(model.at(roles[CONTRACT_MAX_ROLES].at,`${roles.length} roles; the WHO cap is ${CONTRACT_MAX_ROLES}`)),kind==="Augmented"&&removed.length&&findings.push(model.at(removed[0].at,"an Augmented team only adds perspectives; removing members makes it Restructured"));let members=who.team?.members,retained=who.retained;if(kind==="Restructured"&&retained){let gone=new Set(removed.map(r=>r.name?.text));for(let r of retained)r.name?.text!==void 0&&gone.has(r.name.text)&&findings.push(model.at(r.at,`"${r.name.text}" is both retained and removed`));retained.length||findings.push(model.at(model.posOf(`${who.pointer}/retained`),"the restructure retains no member: no team is left to calibrate, so the protocol ends instead"))}if(kind==="Restructured"&&members){let names=new Set(members.map(a=>a.name?.text).filter(n=>n!==void 0));for(let r of removed){let n=r.name?.text;n!==void 0&&!names.has(n)&&findings.push(model.at(r.name.at,`removed agent "${n}" is not a member of the team`))}let gone=new Set(removed.map(r=>r.name?.text)),kept=members.filter(m=>m.name?.text===void 0||!gone.has(m.name.text)),renamedOnly=roles.length>0&&roles.every(r=>r.name?.text!==void 0&&names.has(r.name.text));members.length&&!removed.length&&renamedOnly&&findings.push(model.at(who.kind.at,"the restructure removes no member and adds no new role: it changes nothing, and the protocol resets it to TeamAugment")),!retained&&!members.length?findings.push(model.at(model.posOf(`${who.pointer}/team/members`),"the restructured team has no members: no team is left to calibrate, so the protocol ends instead")):!retained&&!kept.length&&findings.push(model.at(removed[0]?.at??who.at,"every member is removed: no team is left to calibrate, so the protocol ends instead"))}}return contractByLine(findings),findings.length?{status:"fail",detail:`${plural(findings.length,"team-shape problem")}: ${findings[0].message}`,fix:`Give a team 1 to ${CONTRACT_MAX_ROLES} roles; remove only current members and keep at least one.`,findings}:{status:"pass",detail:kind==="Solo"?"Solo structure, no roles":`${kind} team with ${plural(roles.length,"role")}`}}};var contract_halt_conditions_default={id:"contract-halt-conditions",pack:"contract",summary:"Each halt condition has a non-empty trigger and the action halt or escalate",statuses:["pass","fail","skip"],docs:`A halt condition tells the agent when to stop: \`{ trigger, action }\` with a trigger the
agent can recognise and an action of ${CONTRACT_HALT_ACTIONS.join(" or ")}. An empty trigger, or one that is not
text, never fires; any other action is not one the protocol defines. The action words
are lower case in JSON and YAML (\`Halt\` fails, with a note saying so). In a markdown
rendering each **Halt conditions** item is a condition (a table row reads as its
cells joined by \`\u2192\`: \`| trigger | escalate |\` is that trigger with escalate). The section has no action
syntax ("I'll stop and escalate"): an item whose text after its last arrow (\`\u2192\`, \`->\`,
\`=>\`) is \`halt\` or \`escalate\` (any case) has that action and the text before the
arrow is its trigger; any other item is all trigger (\`v1 -> v2\`, \`\u2026 \u2192 stop\`,
\`\u2026 \u2192 ask me\`) with the section's action, escalate. So no rendering item fails for its
action word. A leading domain name is part of the trigger: a halt condition sets no
domain response. An item left empty (a bare \`-\`, or a table row whose cells are all
blank) is a condition with an empty trigger and fails at its line; \`- none\` says there
is no condition.`,audit:[{source:"Condition = { trigger: String, action: halt \u2228 escalate }",enforced:"fails on an empty trigger or another action"},{source:"**Halt conditions** (I'll stop and escalate): - [list of halt conditions]",enforced:"in a markdown rendering an item is a trigger with the action escalate, or halt/escalate when it ends with an arrow and that word"}],examples:[{status:"pass",title:"passes an empty list",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions: []
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"pass",title:"reads markdown conditions: escalate by default, halt or escalate after a final arrow, any other arrow part of the trigger",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row
- a migration would touch production data \u2192 halt
- the invoice schema goes v1 -> v2

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails a capitalised action word, saying the words are lower case",target:"c.dc.yaml",files:{"c.dc.yaml":`halt_conditions:
  - trigger: prod data at risk
    action: Halt`}},{status:"skip",title:"skips without a halt-condition list",target:"c.dc.yaml",files:{"c.dc.yaml":"halt_conditions: none"}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let list=model.haltConditions;if(!list)return{status:"skip",detail:model.format==="markdown"?"the rendering has no **Halt conditions** section":"no halt_conditions list (see contract-schema)"};let findings=[];return list.forEach((h,i)=>{let n=`halt condition ${i+1}`;h.trigger?h.trigger.text===void 0?findings.push(model.at(h.trigger.at,`${n} has a trigger that is not text (${contractShow(h.trigger)}); a trigger describes what stops the work`)):h.trigger.text.trim()===""&&findings.push(model.at(h.trigger.at,`${n} has an empty trigger (${contractShow(h.trigger)})`)):findings.push(model.at(h.at,`${n} has no trigger`));let a=h.action?.text;if(a===void 0||!CONTRACT_HALT_ACTIONS.includes(a)){let cased=a!==void 0&&CONTRACT_HALT_ACTIONS.includes(a.toLowerCase());findings.push(model.at(h.action?.at??h.at,cased?`${n} has action ${contractShow(h.action)}; the action words are lower case: ${CONTRACT_HALT_ACTIONS.join(" or ")}`:`${n} has action ${contractShow(h.action)}; it must be ${CONTRACT_HALT_ACTIONS.join(" or ")}`))}}),contractByLine(findings),findings.length?{status:"fail",detail:`${plural(findings.length,"malformed halt condition")}: ${findings[0].message}`,fix:"Write each halt condition as a concrete trigger with the action halt or escalate (lower case).",findings}:{status:"pass",detail:list.length?`${plural(list.length,"halt condition")}, each well formed`:"no halt conditions declared"}}};var natural=v=>typeof v=="number"&&Number.isInteger(v)&&v>=0,contract_exploration_scope_default={id:"contract-exploration-scope",pack:"contract",summary:"Exploration depth and breadth are natural numbers and drift_action is report or halt",statuses:["pass","fail","skip"],docs:`The exploration scope bounds how far the agent follows related information: \`depth\`
and \`breadth\` are natural numbers (0, 1, 2, ...; a fraction, a negative number or
text is no bound), and \`drift_action\` says what happens when work drifts outside
the scope: ${CONTRACT_DRIFT_ACTIONS.join(" or ")}. A markdown rendering does not show the scope.`,audit:[{source:"ExplorationScope = { depth: N, breadth: N, drift_action: report | halt }",enforced:"fails when depth or breadth is not a natural number or drift_action is neither report nor halt"}],examples:[{status:"pass",title:"accepts zero depth and breadth",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 0, breadth: 0, drift_action: halt }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:'fails depth "two" and drift "ignore" at the values, and passes breadth 3 (yaml)',target:"contract.dc.yaml",files:{"contract.dc.yaml":`exploration:
  depth: two
  breadth: 3
  drift_action: ignore`}},{status:"skip",title:"skips a markdown rendering, which does not show the exploration scope",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering does not show the exploration scope"};let x=model.exploration;if(!x)return{status:"skip",detail:"no exploration map (see contract-schema)"};let findings=[];for(let[key,v]of[["depth",x.depth],["breadth",x.breadth]])v&&!natural(v.value)&&findings.push(model.at(v.at,`exploration.${key} is ${contractShow(v)}; it must be a natural number (0, 1, 2, ...)`));let d=x.driftAction;return d&&(d.text===void 0||!CONTRACT_DRIFT_ACTIONS.includes(d.text))&&findings.push(model.at(d.at,`exploration.drift_action is ${contractShow(d)}; it must be ${CONTRACT_DRIFT_ACTIONS.join(" or ")}`)),contractByLine(findings),findings.length?{status:"fail",detail:`${plural(findings.length,"exploration-scope problem")}: ${findings[0].message}`,fix:`Set depth and breadth to whole numbers \u2265 0 and drift_action to ${CONTRACT_DRIFT_ACTIONS.join(" or ")}.`,findings}:{status:"pass",detail:`depth ${String(x.depth?.value??"-")}, breadth ${String(x.breadth?.value??"-")}, drift: ${d?.text??"-"}`}}};var contract_outcome_default={id:"contract-outcome",pack:"contract",summary:"The outcome is approved, withdrawn or escaped, and the contract holds what that outcome leaves",statuses:["pass","fail","skip"],docs:"Phase 4 ends in one of three ways (`calibration.outcome`):\n- **approved**: the contract replaces the prior one, so every domain in `what` must be\n  calibrated or carry its default (Exploration Autonomous, others AskBefore), and every\n  calibrated domain keeps its response in `how_much` (an answered domain missing there fails);\n- **withdrawn**: the partial contract applies: the calibrated domains keep their\n  responses (each stays in `how_much`) and the rest of `what` takes the defaults;\n- **escaped**: the Esc key ended the protocol without cleanup; nothing further holds.\n\nThe calibrated domains are `calibration.calibrated`; when that list is absent, every\ndomain with an answer in `calibration.history` counts as calibrated (as in\ncontract-uncalibrated-defaults).\n\nA markdown rendering is shown before the user decides, so it has no outcome.",audit:[{source:"CalibratedDelegation = DC where (\u2200 d \u2208 applicable: calibrated(d)) \u2228 user_withdraw \u2228 user_esc",enforced:"fails on an outcome other than approved, withdrawn or escaped, and on an approved contract with a domain of `what` neither calibrated nor defaulted"},{source:"withdraw \u2192 terminate; partial DC applies to calibrated domains",enforced:"a withdrawn contract must keep its calibrated domains and fill the rest with defaults"},{source:"approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)",enforced:"an approved contract must keep every calibrated domain in how_much, as a withdrawn one does"}],examples:[{status:"pass",title:"passes an approved contract whose domains are calibrated or at their defaults",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}},{status:"fail",title:"fails an unknown outcome at its value",target:"c.dc.yaml",files:{"c.dc.yaml":`calibration:
  outcome: accepted`}},{status:"skip",title:"skips a markdown rendering, shown before the outcome is known",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering is shown before the outcome is known"};let o=model.calibration?.outcome;if(!o)return{status:"skip",detail:"no calibration.outcome recorded"};if(o.text===void 0||!CONTRACT_OUTCOMES.includes(o.text))return{status:"fail",detail:`calibration.outcome is ${contractShow(o)}, not one of ${CONTRACT_OUTCOMES.join(", ")}`,fix:`Record the Phase 4 outcome as ${CONTRACT_OUTCOMES.join(", ")}.`,findings:[model.at(o.at,`unknown outcome ${contractShow(o)}`)]};if(o.text==="escaped")return{status:"pass",detail:"escaped: the protocol ended by Esc and no contract applies"};let calibrated=contractCalibratedDomains(model)??new Set,findings=[],defaulted=d=>{let e=model.entryOf(d),values=[e?.response,e?.persistence?.ephemeral,e?.persistence?.durable].filter(v=>v!==void 0);return values.length>0&&values.every(v=>v.text===contractDefaultResponse(d))};for(let v of model.what??[]){let d=v.text;!contractIsDomain(d)||calibrated.has(d)||defaulted(d)||findings.push(model.at(v.at,`${o.text} contract: ${d} is neither calibrated nor at its default (${contractDefaultResponse(d)})`))}let listed=model.calibration?.calibrated??(model.calibration?.history??[]).flatMap(h=>h.domain?[h.domain]:[]),dropped=new Set;for(let v of listed)!contractIsDomain(v.text)||model.entryOf(v.text)||dropped.has(v.text)||(dropped.add(v.text),findings.push(model.at(v.at,`${o.text} contract drops the calibrated domain ${v.text}; the ${o.text==="withdrawn"?"partial contract keeps it":"approved contract keeps every calibrated response"}`)));return contractByLine(findings),findings.length?{status:"fail",detail:`${o.text} contract incomplete${findings.length>1?` (${findings.length} problems)`:""}: ${findings[0].message.replace(/^(?:approved|withdrawn) contract:? /,"")}`,fix:"Calibrate the remaining domains or give them their defaults (Exploration Autonomous, others AskBefore); keep every calibrated domain in how_much.",findings}:{status:"pass",detail:`${o.text}: every domain is calibrated or at its default`}}};var contract_markdown_defaults_default={id:"contract-markdown-defaults",pack:"contract",summary:"A markdown rendering shows the **Defaults** section for Exploration and the other domains",statuses:["pass","fail","skip"],docs:"The user approves (or withdraws from) the rendering, and withdrawing applies the\ndefaults to every uncalibrated domain, so the rendering must say what they are:\na **Defaults** section (the bold label, or a heading such as `### Defaults`) with a line for Exploration and one for the others\n(`Others: ask-before`), the label separated from the default by a colon, a dash, an\narrow or `=` (`Exploration \u2192 autonomous`, `Others -> ask-before`). The protocol's\ntemplate always shows the Exploration line, so it is needed even when Exploration is\ncalibrated; beside a calibrated Exploration it describes the default and is no second\nresponse (contract-schema). Whether the stated defaults are the protocol's is\nchecked by contract-uncalibrated-defaults. A missing section is reported where it\nbelongs: at the `Options:` line (or first numbered choice) after the contract, else\nat the last section heading, else at line 1. JSON and YAML contracts are skipped.",audit:[{source:"**Defaults** (uncalibrated domains default): - Exploration: autonomous (read-only, inherently safe) - Others: ask-before",enforced:"fails when a markdown rendering lacks the Defaults section or its Exploration or Others line (whether they state the protocol defaults is contract-uncalibrated-defaults)"}],examples:[{status:"pass",title:"accepts other wordings for the remaining domains",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- The rest \u2014 ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails a Defaults section missing the line for the other domains, at its header",target:"delegation-contract.md",files:{"delegation-contract.md":`**Defaults**:
- Exploration: autonomous`}},{status:"skip",title:"skips a YAML contract",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved`}}],check({model}){if(model.format!=="markdown")return{status:"skip",detail:"not a markdown rendering"};let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let md=model.markdown,section=md.section("Defaults"),fix='Add "**Defaults** (uncalibrated domains default):" with "- Exploration: autonomous (read-only, inherently safe)" and "- Others: ask-before".';if(!section){let last=md.sections[md.sections.length-1],at=md.options??last?.at??{line:1,column:1};return{status:"fail",detail:"the rendering has no **Defaults** section",fix,findings:[model.at(at,"no **Defaults** section: the user cannot see what uncalibrated domains will do")]}}let labels=new Set(md.defaults.map(d=>d.domain.text)),missing=["Exploration","Others"].filter(l=>!labels.has(l));return missing.length?{status:"fail",detail:`**Defaults** has no line for ${missing.join(" or ")}`,fix,findings:[model.at(section.at,`**Defaults** does not state the default for ${missing.map(m=>m==="Others"?"the other domains":m).join(" or ")}`)]}:{status:"pass",detail:`**Defaults** shown (line ${section.at.line})`}}};var REPLACE=/^(?:replac|supersed|supplant|substitu|sustitu|sostitu|re{1,2}mpla[cçz]|ersetz|ablös|abgelöst|замен)/,GERMAN=/^(?:ersetz|ablös|abgelöst)/,LANGUAGES="English, German, Spanish, French, Portuguese, Italian and Russian",NEGATORS=new Set(["not","never","cannot","nor","neither","without","nothing","none","nobody","fails","fail","failed","unable","refuses","nicht","nie","niemals","nimmer","keineswegs","keinesfalls","nichts","kein","keine","keinen","keinem","keiner","keines","weder","ohne","nunca","jam\xE1s","tampoco","ni","sin","nada","nadie","ning\xFAn","ninguno","ninguna","ne","pas","jamais","rien","aucun","aucune","sans","non","n\xE3o","nem","sem","nenhum","nenhuma","ningu\xE9m","mai","n\xE9","senza","niente","nulla","nessun","nessuno","nessuna","\u043D\u0435","\u043D\u0435\u0442","\u043D\u0438\u043A\u043E\u0433\u0434\u0430","\u043D\u0438\u0447\u0442\u043E","\u043D\u0438\u0447\u0435\u0433\u043E"]),NOT_ONLY=new Set(["only","just","merely","nur","blo\xDF","allein","lediglich","solo","s\xF3lo","solamente","\xFAnicamente","seulement","uniquement","s\xF3","somente","apenas","soltanto","\u0442\u043E\u043B\u044C\u043A\u043E"]),NO_THEN=new Set(["longer","lo","la","los","las","le","les","se","me","te","nos","es","ser\xE1","fue","ha","han","est\xE1","queda"]),JOINS=new Set(["and","but","or","yet","then","so","while","whereas","und","aber","oder","sondern","doch","denn","sowie","y","pero","sino","et","mais","ou","e","mas","ma","ed","\u0438","\u043D\u043E","\u0430","\u0438\u043B\u0438"]),NOTHING=new Set(["nothing","none"]),NO_QUALIFIES=new Set(["matter","longer","later","sooner","doubt"]);function negatedBefore(words,i){for(let j=i-1,gap=0;j>=0&&gap<=3;j--,gap++){let w=words[j],next=words[j+1];if(JOINS.has(w))return!1;if(NEGATORS.has(w))return!NOT_ONLY.has(next);if(w.endsWith("n't")||w.endsWith("n\u2019t")||w.startsWith("n'")||w.startsWith("n\u2019"))return!0;if(w==="no"){if(gap===0||NO_THEN.has(next))return!0;if(NOT_ONLY.has(next))return!1}if(w==="rather"&&next==="than"||w==="instead"&&next==="of")return!0}return!1}function nothingAfter(words,i){let next=words[i+1];return next!==void 0&&(NOTHING.has(next)||next==="no"&&!NO_QUALIFIES.has(words[i+2]??""))}function deniedAfterGerman(words,i,tail){let next=words[i+1];return next!==void 0&&NEGATORS.has(next)?!NOT_ONLY.has(words[i+2]??""):tail.at>i&&tail.join<i}function clauseTail(words){let end=words.length;words[end-1]==="ab"&&end--;let at=-1;for(let j=end-1;j>=Math.max(0,end-2);j--)if(NEGATORS.has(words[j])&&!NOT_ONLY.has(words[j+1]??"")){at=j;break}let join=-1;for(let j=at-1;j>=0;j--)if(JOINS.has(words[j])){join=j;break}return{at,join}}function verbAt(words,i){let w=words[i].slice(words[i].lastIndexOf("-")+1).replace(/^['’]+/,"");if(REPLACE.test(w))return GERMAN.test(w)?"de":"other";if((w==="l\xF6st"||w==="l\xF6sen")&&words[words.length-1]==="ab")return"de"}function replacement(text){let denied=!1;for(let clause of text.split(/[.;:,!?()—–]|\s-\s/)){let words=clause.toLowerCase().split(/[^\p{L}'’-]+/u).filter(Boolean),tail;for(let i=0;i<words.length;i++){let verb=verbAt(words,i);if(!verb)continue;if(!(negatedBefore(words,i)||nothingAfter(words,i)||verb==="de"&&deniedAfterGerman(words,i,tail??=clauseTail(words))))return"stated";denied=!0}}return denied?"denied":void 0}var contract_authority_transition_default={id:"contract-authority-transition",pack:"contract",summary:"A team rendering states that approval replaces the team's prior operating contract",statuses:["pass","fail","skip"],docs:`For a team, approving the contract is an authority replacement: it supersedes the
contract the team operated under until now. The team rendering (one with a
**Team Structure** section) must say so in an **Authority transition** section,
e.g. "Approval replaces the team's prior operating contract with this
DelegationContract.", so the user knows what approving does. The section passes
when it says that approval replaces or supersedes the prior contract, whether the
statement is a paragraph, on the label's line or a \`- \` list item. The statement
may be written in English, German ("ersetzt", "l\xF6st \u2026 ab"), Spanish ("reemplaza",
"sustituye"), French ("remplace"), Portuguese ("substitui"), Italian ("sostituisce")
or Russian ("\u0437\u0430\u043C\u0435\u043D\u044F\u0435\u0442"); in any other language it fails, and the message names these. It fails when
the statement denies it: a negation up to three words before the verb in the same clause,
with no "and" or "but" between ("does not replace", "never replaces", "won't supersede",
"is not to be replaced", "no longer replaces", "rather than replacing", "fails to replace",
"Nothing here replaces", "no reemplaza", "no lo sustituye", "ne remplace pas",
"n'est pas remplac\xE9", "n\xE3o substitui", "non sostituisce", "\u043D\u0435 \u0437\u0430\u043C\u0435\u043D\u044F\u0435\u0442"), or an object that is nothing ("replaces nothing", "replaces none of it",
"replaces no prior contract"; "is replaced no matter what" still states it). German
also denies after the verb: right after it ("ersetzt nicht den Vertrag", "ersetzt keinen
Vertrag") or at the end of the clause ("ersetzt den bisherigen Vertrag nicht", "\u2026 nicht
mehr", "l\xF6st ihn nicht ab"); a "nicht" inside the object ("den nicht mehr g\xFCltigen
Vertrag") or after "und" does not deny it. "not only" and its translations ("nicht nur",
"no solo", "non seulement", "\u043D\u0435 \u0442\u043E\u043B\u044C\u043A\u043E") add to the statement. Quoted text
is cut at a word boundary, with "\u2026". "Not only does approval replace \u2026" states it. A clause ends at \`.\`, \`;\`, \`:\`, \`,\`, \`!\`,
\`?\`, a dash or a parenthesis; the section passes when any of its clauses states the
replacement without negating it. Solo renderings and JSON/YAML contracts are skipped.`,audit:[{source:"Approval replaces the team's prior operating contract with this DelegationContract.",enforced:"fails when a team rendering (with **Team Structure**) lacks the **Authority transition** statement"},{source:"approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)",enforced:"the same check; a statement that approval does not replace the prior contract fails"}],examples:[{status:"pass",title:"passes a team rendering that states the authority transition",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure**:
- reviewer (general-purpose): security

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.`}},{status:"fail",title:"fails a section that does not say approval replaces the prior contract",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure** (WHO):
- Team: checkout-squad
- security-reviewer (general-purpose): payment-flow changes that weaken validation
- api-historian (Explore): how the old payments API is used across services

**Autonomous** (proceed without asking):
- Exploration: read the checkout and payments modules

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: edits to the checkout flow and its tests

**Ask before** (I'll ask for permission first):
- TeamCoordination: contradicting findings between agents
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- ScopeCreep: an agent finds work outside its focus
- two agents report contradicting test results twice \u2192 escalate

**Skipped** (not applicable to this task):
- Strategy \u2014 the plan is fixed by the release checklist

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
The security reviewer joins checkout-squad for this task.

Options:
1. **Approve** \u2014 apply this contract (authority replacement)
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}},{status:"fail",title:"fails a statement that approval does not replace the prior contract",target:"delegation-contract.md",files:{"delegation-contract.md":`**Team Structure**:
- reviewer (general-purpose): security

**Authority transition**:
Approval does not replace the team's prior operating contract; both stay in force.`}},{status:"skip",title:"skips a Solo rendering (no **Team Structure**)",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){if(model.format!=="markdown")return{status:"skip",detail:"not a markdown rendering"};let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let md=model.markdown,team=md.section("Team Structure");if(!team)return{status:"skip",detail:"Solo rendering: no **Team Structure**, no authority transition"};let fix=`Add "**Authority transition**:" followed by "Approval replaces the team's prior operating contract with this DelegationContract.", or the same statement in German, Spanish, French, Portuguese, Italian or Russian`,section=md.section("Authority transition");if(!section)return{status:"fail",detail:"team rendering without an **Authority transition** section",fix,findings:[model.at(team.at,"team rendering does not say that approval replaces the prior operating contract")]};let said=replacement(section.text);return said==="denied"?{status:"fail",detail:"**Authority transition** says that approval does not replace the prior contract",fix,findings:[model.at(section.at,`**Authority transition** says "${contractQuote(section.text)}", which denies that approval replaces the prior operating contract; approval replaces it`)]}:said?{status:"pass",detail:`authority transition stated (line ${section.at.line})`}:{status:"fail",detail:"**Authority transition** does not say that approval replaces the prior contract",fix,findings:[model.at(section.at,section.text?`**Authority transition** says "${contractQuote(section.text)}" but not that approval replaces the prior operating contract (statements are read in ${LANGUAGES})`:"**Authority transition** is empty")]}}};var contract_recalibration_default={id:"contract-recalibration",pack:"contract",summary:"Advises recalibration when stakes rose to High or a domain was added since calibration",statuses:["pass","warn","fail","skip"],docs:`A contract stays valid while the task it was calibrated for does. The protocol asks
for recalibration when stakes escalate (now High, calibrated at Low or Med) or a
new domain is activated (a domain in \`what\` that calibration never considered,
i.e. not in \`calibration.domains\`). Low \u2192 Med does not trigger it: interruptions
are kept to a minimum. These are warnings: the contract is well formed but may
be stale. Stakes other than ${CONTRACT_STAKES.join(", ")} fail; a new domain is still reported
beside that failure, as a warning. (A team topology change cannot be seen in a saved contract.)`,audit:[{source:"stakes_escalated(T') \u2261 stakes(T') = High \u2227 stakes(T) \u2208 {Low, Med}",enforced:"warns when stakes rose to High since calibration; fails on a stakes value other than Low, Med, High"},{source:"Low\u2192Med: no recalibration (interruption minimization)",enforced:"Low to Med passes"},{source:"recalibrate(DC, T') = new_domain_activated(T') \u2228 stakes_escalated(T') \u2228 team_topology_changed(T')",enforced:"warns on a domain in `what` that calibration never considered; a team topology change is not visible in one saved contract"}],examples:[{status:"pass",title:"passes Low \u2192 Med (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ReportThenAct
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
  - { trigger: a migration would touch production data, action: escalate }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral, kind: refinement }
    - { domain: FileModification, scenario: "When persistent files (config, memory, rules) need changes?", response: AskBefore, persistence: durable, kind: refinement }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  calibrated_at_stakes: Low
  outcome: approved`}},{status:"fail",title:"fails unknown stakes at the value (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, External]
  stakes: Critical`}},{status:"warn",title:"warns at High after calibration at Low, at the stakes value (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, External]
  stakes: High
  calibrated_at_stakes: Low`}},{status:"skip",title:"skips a markdown rendering, which records no stakes",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification (ephemeral): temp files, build artifacts and generated code
- Exploration (Minimal): read only the billing module and its tests

**Report then act** (I'll tell you what I'm doing, then proceed):
- Strategy (ProposeThenChoose): propose a better approach and let you choose

**Ask before** (I'll ask for permission first):
- FileModification (durable): source code, config, CLAUDE.md and rules
- External (AlwaysAsk): git push and pull-request creation

**Halt conditions** (I'll stop and escalate):
- the test suite fails twice in a row \u2192 halt
- a migration would touch production data \u2192 escalate

**Skipped** (not applicable to this task):
- none

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

Options:
1. **Approve** \u2014 apply this contract
2. **Adjust** \u2014 I'd like to change something
3. **withdraw** \u2014 exit with partial contract (calibrated domains apply, uncalibrated use defaults)`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let c=model.calibration;if(model.format==="markdown"||!c||!c.stakes&&!c.calibratedAtStakes&&!c.domains)return{status:"skip",detail:"no stakes or calibrated domains recorded"};let bad=[];for(let[key,v]of[["stakes",c.stakes],["calibrated_at_stakes",c.calibratedAtStakes]])v&&(v.text===void 0||!CONTRACT_STAKES.includes(v.text))&&bad.push(model.at(v.at,`calibration.${key} is ${contractShow(v)}; stakes are ${CONTRACT_STAKES.join(", ")}`));contractByLine(bad);let advice=[],now=c.stakes?.text,then=c.calibratedAtStakes?.text;if(now==="High"&&(then==="Low"||then==="Med")&&advice.push(model.at(c.stakes.at,`stakes are High but the contract was calibrated at ${then}: recalibrate before relying on it`)),c.domains){let known=new Set(contractTexts(c.domains));for(let v of model.what??[])contractIsDomain(v.text)&&!known.has(v.text)&&advice.push(model.at(v.at,`${v.text} is in \`what\` but was not among the domains considered in calibration (calibration.domains): a new domain was activated`))}contractByLine(advice);let advisory=advice.map(f=>({...f,severity:"warning"}));if(bad.length){let also=advice.length?`; recalibration also advised (${plural(advice.length,"warning")})`:"";return{status:"fail",detail:`${bad[0].message}${also}`,fix:`Write stakes as ${CONTRACT_STAKES.join(", ")}.${advice.length?" Then run the calibration again for the new domains.":""}`,findings:contractByLine([...bad,...advisory])}}return advice.length?{status:"warn",detail:`recalibration advised: ${advice[0].message}`,fix:"Run the calibration again for the changed task (at least for the new domains or at the new stakes).",findings:advisory}:{status:"pass",detail:now?`stakes ${now}${then?` (calibrated at ${then})`:""}: no recalibration needed`:"no new domain since calibration"}}};var contractRules=[contract_schema_default,contract_known_domains_default,contract_response_refinement_scope_default,contract_scenario_response_default,contract_coverage_default,contract_uncalibrated_defaults_default,contract_calibration_state_default,contract_question_budget_default,contract_who_mode_default,contract_team_shape_default,contract_halt_conditions_default,contract_exploration_scope_default,contract_outcome_default,contract_markdown_defaults_default,contract_authority_transition_default,contract_recalibration_default];export{contractRules};
