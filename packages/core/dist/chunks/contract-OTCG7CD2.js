import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
import"./chunk-4MGWTOUO.js";import{CONTRACT_BASE_RESPONSES,CONTRACT_DOMAINS,CONTRACT_DRIFT_ACTIONS,CONTRACT_HALT_ACTIONS,CONTRACT_MAX_ROLES,CONTRACT_MODES,CONTRACT_OUTCOMES,CONTRACT_QUESTION_CAP,CONTRACT_REFINEMENTS,CONTRACT_SCENARIO_OFFERS,CONTRACT_STAKES,CONTRACT_WHO_KINDS,contractBaseOf,contractDefaultResponse,contractDidYouMean,contractIsDomain,contractIsResponse,contractPathLabel,contractResponseProblem,contractShow,contractSkipUnparsed,contractTexts,contractUnique}from"./chunk-5PPLIE4R.js";import"./chunk-4QOEQRYA.js";import"./chunk-6WOYC7QK.js";import{newAjv}from"./chunk-DAWC4ARW.js";import"./chunk-GHZA6FXL.js";import"./chunk-FGUZXUDW.js";import"./chunk-MPRX7UCM.js";import"./chunk-ZSKMSVRH.js";var delegation_contract_schema_default={$schema:"http://json-schema.org/draft-07/schema#",$id:"https://github.com/engagement-lint/engagement-lint/blob/main/schemas/delegation-contract.schema.json",title:"Delegation contract (Epitrope)",description:"A saved DelegationContract: who acts, in which action domains, with how much autonomy, when to halt and how far to explore, plus the calibration state that produced it. This schema checks the shape (keys and value types). The protocol's vocabulary and invariants (domain and response names, scenario options, defaults, calibration state, question budget, team shape, outcome, recalibration) are checked by the contract-* rules, each with its own id.",type:"object",required:["who","what","how_much","halt_conditions","exploration"],additionalProperties:!1,properties:{$schema:{type:"string"},task:{description:"TaskScope: the task or project the delegation is calibrated for.",type:"string",minLength:1},mode:{description:"Entry mode: Solo, TeamAugment or TeamRestructure.",type:"string"},who:{$ref:"#/definitions/who"},what:{description:"Action domains the contract governs: FileModification, Exploration, Strategy, External, and for teams TeamCoordination, ScopeCreep.",type:"array",items:{type:"string",minLength:1},uniqueItems:!0},how_much:{description:"Response per domain. A string (Autonomous, ReportThenAct, AskBefore, Halt, or a refinement: Minimal, ProposeThenChoose, SwitchAutonomously, AlwaysAsk), or an object with `response` and, for FileModification, `persistence` (ephemeral / durable).",type:"object",additionalProperties:{$ref:"#/definitions/howMuchEntry"}},halt_conditions:{type:"array",items:{type:"object",required:["trigger","action"],additionalProperties:!1,properties:{trigger:{description:"What stops the work.",type:"string"},action:{description:"halt or escalate.",type:"string"}}}},exploration:{description:"Exploration scope: depth and breadth (natural numbers) and what to do on drift (report or halt).",type:"object",required:["depth","breadth","drift_action"],additionalProperties:!1,properties:{depth:{},breadth:{},drift_action:{type:"string"}}},calibration:{$ref:"#/definitions/calibration"}},definitions:{name:{type:"string",minLength:1},agentRef:{type:"object",required:["name"],additionalProperties:!1,properties:{name:{$ref:"#/definitions/name"},type:{$ref:"#/definitions/name"},perspective:{type:"string"}}},agentRole:{type:"object",required:["name","type","focus"],additionalProperties:!1,properties:{name:{$ref:"#/definitions/name"},type:{$ref:"#/definitions/name"},focus:{$ref:"#/definitions/name"}}},teamRef:{type:"object",required:["name","members"],additionalProperties:!1,properties:{name:{$ref:"#/definitions/name"},members:{type:"array",items:{$ref:"#/definitions/agentRef"}},tasks:{type:"array",items:{type:["string","integer"]}}}},who:{description:"TeamStructure: Solo, Augmented(team, roles) or Restructured(team, roles, removed). A bare string names the kind.",type:["object","string"],if:{type:"object"},then:{required:["kind"],additionalProperties:!1,properties:{kind:{type:"string"},team:{$ref:"#/definitions/teamRef"},roles:{type:"array",items:{$ref:"#/definitions/agentRole"}},removed:{type:"array",items:{$ref:"#/definitions/agentRef"}},confirmed:{type:"boolean"}}},else:{minLength:1}},response:{type:"string",minLength:1},howMuchEntry:{type:["string","object"],if:{type:"object"},then:{minProperties:1,additionalProperties:!1,properties:{response:{$ref:"#/definitions/response"},persistence:{type:"object",minProperties:1,additionalProperties:!1,properties:{ephemeral:{$ref:"#/definitions/response"},durable:{$ref:"#/definitions/response"}}}}},else:{minLength:1}},domainList:{type:"array",items:{type:"string",minLength:1},uniqueItems:!0},calibration:{description:"Mode state that produced the contract.",type:"object",additionalProperties:!1,properties:{domains:{$ref:"#/definitions/domainList"},calibrated:{$ref:"#/definitions/domainList"},skipped:{$ref:"#/definitions/domainList"},history:{description:"Scenario answers in the order given: (domain, scenario, response).",type:"array",items:{type:"object",required:["domain","scenario","response"],additionalProperties:!1,properties:{domain:{$ref:"#/definitions/name"},scenario:{$ref:"#/definitions/name"},response:{$ref:"#/definitions/response"},persistence:{description:"FileModification answers about ephemeral or durable files.",enum:["ephemeral","durable"]},kind:{description:"scenario (first question of a domain), refinement, or wildcard (the extra question variance allows).",enum:["scenario","refinement","wildcard"]}}}},questions:{description:"Questions asked during calibration, when counted separately from history.",type:"integer",minimum:0},stakes:{description:"Current stakes: Low, Med or High.",type:"string"},calibrated_at_stakes:{description:"Stakes when the contract was calibrated.",type:"string"},outcome:{description:"approved, withdrawn or escaped.",type:"string"}}}}};var validator;async function compile(){return(await newAjv({allErrors:!0,strict:!0,allowUnionTypes:!0})).compile(delegation_contract_schema_default)}var TYPE_WORDS={array:"a list",object:"a map of keys",string:"text",number:"a number",integer:"an integer",boolean:"true or false",null:"empty"},typeWords=t=>(Array.isArray(t)?t:String(t).split(",")).map(x=>TYPE_WORDS[String(x)]??String(x)).join(" or "),esc=k=>k.replace(/~/g,"~0").replace(/\//g,"~1");function describe(model,e){let where=contractPathLabel(e.instancePath);switch(e.keyword){case"if":return;case"required":return model.at(model.posOf(e.instancePath),`${where} lacks the required key \`${String(e.params.missingProperty)}\``);case"additionalProperties":{let key=String(e.params.additionalProperty);return model.at(model.keyPosOf(`${e.instancePath}/${esc(key)}`),`unknown key \`${key}\` in ${where}`)}case"type":return model.at(model.posOf(e.instancePath),`${where} must be ${typeWords(e.params.type)}`);case"enum":return model.at(model.posOf(e.instancePath),`${where} must be one of: ${e.params.allowedValues.join(", ")}`);case"uniqueItems":return model.at(model.posOf(`${e.instancePath}/${String(e.params.i)}`),`${where} repeats an item (items ${String(e.params.j)} and ${String(e.params.i)})`);case"minLength":return model.at(model.posOf(e.instancePath),`${where} must not be empty`);case"minProperties":return model.at(model.posOf(e.instancePath),`${where} must not be an empty map`);default:return model.at(model.posOf(e.instancePath),`${where} ${e.message??`fails ${e.keyword}`}`)}}var contract_schema_default={id:"contract-schema",pack:"contract",summary:"The contract parses and has the shape of schemas/delegation-contract.schema.json",statuses:["pass","fail"],docs:"Every other contract rule reads the parsed contract, so it must parse first.\nJSON and YAML contracts are validated against `schemas/delegation-contract.schema.json`:\nrequired keys (`who`, `what`, `how_much`, `halt_conditions`, `exploration`),\nvalue types, no unknown keys. The schema checks shape only; the protocol's\nvocabulary and invariants have their own rules.\n\nA markdown rendering has no schema: this rule reports what keeps it from being\nread (no contract section, a section written twice, a domain listed under two\nresponses, a template placeholder such as `[list of halt conditions]` left in).\nInvalid UTF-8, binary bytes and unreadable files are reported here too.",audit:[{source:"DC = DelegationContract { who: TeamStructure, what: Set(ActionDomain), how_much: Map(ActionDomain, R), halt_conditions: Set(Condition), exploration: ExplorationScope }",enforced:"fails when a JSON or YAML contract does not parse or lacks this shape (schemas/delegation-contract.schema.json); a markdown rendering is read into the same shape"}],examples:[{status:"pass",title:"passes a markdown rendering",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous**:
- Exploration: read

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"fail",title:"fails a top-level list",target:"c.dc.json",files:{"c.dc.json":"[1, 2]"}}],async check({model}){let problems=model.problems.map(p=>model.at(p,p.message));if(!model.parsed||model.format==="markdown"){if(problems.length)return{status:"fail",detail:`${model.rel}: ${problems[0].message}${problems.length>1?` (+${problems.length-1} more)`:""}`,fix:model.format==="markdown"?"Write the rendering as the protocol shows it: one bold section per response, one item per line, no template placeholders.":"Correct the file so it parses, then re-run.",findings:problems};let n=model.markdown?.sections.length??0;return{status:"pass",detail:`markdown rendering read (${n} section${n===1?"":"s"})`}}validator??=compile();let validate=await validator,findings=[...problems];if(!validate(model.data))for(let e of validate.errors??[]){let f=describe(model,e);f&&findings.push(f)}return findings.length?{status:"fail",detail:`${findings.length} shape problem${findings.length===1?"":"s"}: ${findings[0].message}`,fix:"Give the contract the keys and value types of schemas/delegation-contract.schema.json.",findings}:{status:"pass",detail:`${model.format.toUpperCase()} contract matches the schema`}}};function domainNames(model){let out=[],md=model.format==="markdown";for(let v of model.what??[])out.push({v,where:contractPathLabel(v.pointer)});for(let e of model.howMuch??[])out.push({v:e.domain,where:md?"a response section":"how_much"});let c=model.calibration;for(let key of["domains","calibrated","skipped"])for(let v of c?.[key]??[])out.push({v,where:md?key==="skipped"?"**Skipped**":"a response section":contractPathLabel(v.pointer)});for(let h of c?.history??[])h.domain&&out.push({v:h.domain,where:contractPathLabel(h.domain.pointer)});for(let d of model.markdown?.defaults??[])d.domain.text!=="Others"&&/^[A-Z][A-Za-z]+$/.test(d.domain.text??"")&&out.push({v:d.domain,where:"**Defaults**"});return out}var contract_known_domains_default={id:"contract-known-domains",pack:"contract",summary:"Every domain named in the contract is a protocol action domain",statuses:["pass","fail","skip"],docs:`The protocol calibrates autonomy per action domain: ${CONTRACT_DOMAINS.slice(0,4).join(", ")}, plus the team
extensions ${CONTRACT_DOMAINS.slice(4).join(" and ")}. A domain with any other name has no scenario, no default
and no place in the protocol, so nothing the contract says about it can be honoured.
Checked wherever a domain is named: \`what\`, the keys of \`how_much\`, \`calibration.domains\`,
\`calibrated\`, \`skipped\` and \`history[].domain\`; in a markdown rendering, items that start
with a domain name (\`Exploration (Minimal): ...\`), **Skipped** items and **Defaults** lines.
Names are exact in JSON and YAML (\`fileModification\` fails, with a suggestion); the rendering
also accepts the spelled-out form (\`File modification\`).`,audit:[{source:"D\u1D62 = ActionDomain \u2208 {FileModification, Exploration, Strategy, External}",enforced:"fails on any other domain name, with the team extensions TeamCoordination and ScopeCreep accepted"}],examples:[{status:"pass",title:"reads spelled-out domain names in markdown",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Ask before**:
- File modification (durable): config
- scope creep: extend

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"fail",title:"fails a domain-like word in a markdown section but not free-text actions",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous**:
- run the unit tests
- Exploration: read
- Deploys: push to staging

**Skipped**:
- Telemetry

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"skip",title:"skips a contract that names no domain",target:"c.dc.json",files:{"c.dc.json":"{}"}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let names=domainNames(model);if(!names.length)return{status:"skip",detail:"the contract names no domain"};let findings=[];for(let{v,where}of names){if(contractIsDomain(v.value))continue;let shown=typeof v.value=="string"?`"${v.value}"`:JSON.stringify(v.value)??String(v.value);findings.push(model.at(v.at,`unknown domain ${shown} in ${where}${typeof v.value=="string"?contractDidYouMean(v.value,"domain"):""}`))}let unique=contractUnique(findings);return unique.length?{status:"fail",detail:`${unique.length} unknown domain name${unique.length===1?"":"s"}: ${unique[0].message}`,fix:`Use the protocol's domains: ${CONTRACT_DOMAINS.join(", ")}.`,findings:unique}:{status:"pass",detail:`${names.length} domain name${names.length===1?"":"s"}, all known`}}};var SECTION_TITLE={Autonomous:"Autonomous",ReportThenAct:"Report then act",AskBefore:"Ask before",Halt:"Halt conditions"};function responses(model){let out=[];for(let e of model.howMuch??[]){let d=e.domain.text;e.response&&out.push({domain:d,v:e.response,where:`how_much.${d}`});for(let k of["ephemeral","durable"]){let pv=e.persistence?.[k];pv&&out.push({domain:d,v:pv,where:`how_much.${d} (${k})`})}}for(let[i,h]of(model.calibration?.history??[]).entries())h.response&&out.push({...h.domain?.text?{domain:h.domain.text}:{},v:h.response,where:`calibration.history[${i}]`});return out}var contract_response_refinement_scope_default={id:"contract-response-refinement-scope",pack:"contract",summary:"Every response is a protocol response, and each refinement appears only in its own domain",statuses:["pass","fail","skip"],docs:`Responses are ${CONTRACT_BASE_RESPONSES.join(", ")}. Refinements narrow a base response for one
domain only: ${Object.entries(CONTRACT_REFINEMENTS).map(([r,x])=>`${r} (\u2286 ${x.base}, ${x.domain} only)`).join(", ")}.
A refinement elsewhere has no meaning (what is a "minimal" git push?), and an
unknown response cannot be acted on. Checked in \`how_much\` (including the
FileModification persistence split) and in \`calibration.history\`. In a markdown
rendering a refinement must also sit under the section of its base response:
\`Exploration (Minimal)\` belongs under **Autonomous**, not **Report then act**.`,audit:[{source:"R = Response \u2208 {Autonomous, ReportThenAct, AskBefore, Halt}",enforced:"fails on any other response name"},{source:"Domain-specific refinements (\u2286 base R): Minimal \u2286 Autonomous, ProposeThenChoose \u2286 ReportThenAct, SwitchAutonomously \u2286 Autonomous, AlwaysAsk \u2286 AskBefore",enforced:"fails on a refinement outside the domain whose scenario offers it"},{source:"Esc key \u2192 loop termination at LOOP level, not a Response",enforced:"an Esc written as a response is not a protocol response and fails"}],examples:[{status:"pass",title:"passes refinements in their own domains (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved
`}},{status:"fail",title:"locates a response given after a persistence qualifier",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Ask before**:
- FileModification (durable,  Autonomous): config and rules

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"skip",title:"skips a contract without responses",target:"c.dc.yaml",files:{"c.dc.yaml":`what: []
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let all=responses(model);if(!all.length)return{status:"skip",detail:"the contract gives no response"};let findings=[];for(let{domain,v,where}of all){if(v.text===void 0)continue;if(!contractIsResponse(v.text)){findings.push(model.at(v.at,`${contractShow(v)} in ${where} is not a response${contractDidYouMean(v.text,"response")}`));continue}let ref=CONTRACT_REFINEMENTS[v.text];if(ref&&contractIsDomain(domain)&&ref.domain!==domain){findings.push(model.at(v.at,`${v.text} refines ${ref.base} for ${ref.domain} only; ${where} gives it to ${domain}`));continue}if(v.section&&contractBaseOf(v.text)!==v.section){let base=contractBaseOf(v.text);findings.push(model.at(v.at,`${domain??"an item"} (${v.text}) is listed under **${SECTION_TITLE[v.section]??v.section}**, but ${v.text}${base!==v.text?` \u2286 ${base}`:""} belongs under **${SECTION_TITLE[base]??base}**`))}}return findings.length?{status:"fail",detail:`${findings.length} response problem${findings.length===1?"":"s"}: ${findings[0].message}`,fix:`Use ${CONTRACT_BASE_RESPONSES.join(", ")}, or a refinement in its own domain (Minimal: Exploration; ProposeThenChoose, SwitchAutonomously: Strategy; AlwaysAsk: External).`,findings}:{status:"pass",detail:`${all.length} response${all.length===1?"":"s"}, each known and in scope`}}};var offers=d=>CONTRACT_SCENARIO_OFFERS[d]??[],contract_scenario_response_default={id:"contract-scenario-response",pack:"contract",summary:"Each calibrated domain's response is one its scenario question offers",statuses:["pass","fail","skip"],docs:`A calibrated response is the user's answer to the domain's scenario question, so it
must be one of the options that question offers:
${Object.entries(CONTRACT_SCENARIO_OFFERS).map(([d,r])=>`- ${d}: ${r.join(", ")}`).join(`
`)}

FileModification may split by persistence (\`persistence: { ephemeral, durable }\`),
each half with a FileModification response; no other domain splits.
Checked for the domains in \`calibration.calibrated\` (every domain listed in a
markdown rendering), and for every answer in \`calibration.history\`. Without a
\`calibrated\` list, a response must at least be offered or be the domain's default.
Unknown and misplaced refinements are left to contract-response-refinement-scope.`,audit:[{source:'FileModification: "When files need to be modified for this task?" \u2192 {Autonomous, ReportThenAct, AskBefore}',enforced:"fails when a calibrated domain's response is not one its scenario offers (every scenario template is checked the same way)"},{source:'Strategy: "When a different approach looks better than the original plan?" \u2192 {ProposeThenChoose(\u2286ReportThenAct), SwitchAutonomously(\u2286Autonomous)}',enforced:"in a markdown rendering, which has sections for base responses only, Strategy under **Report then act** reads as ProposeThenChoose and under **Autonomous** as SwitchAutonomously"},{source:'External: "When git push or PR creation is needed?" \u2192 {Autonomous, AlwaysAsk(\u2286AskBefore)}',enforced:"External under **Ask before** reads as AlwaysAsk; under **Report then act** it fails"},{source:'persistence: "When persistent files (config, memory, rules) need changes?" \u2192 {same R, may differ from ephemeral}',enforced:"each persistence half takes a FileModification response; any other domain split by persistence fails"}],examples:[{status:"pass",title:"without a calibrated list, accepts the default and fails what is neither offered nor default",target:"contract.dc.json",files:{"contract.dc.json":`{
  "task": "Migrate the billing service",
  "mode": "Solo",
  "who": {
    "kind": "Solo",
    "confirmed": true
  },
  "what": [
    "FileModification",
    "Exploration",
    "Strategy",
    "External"
  ],
  "how_much": {
    "FileModification": {
      "response": "ReportThenAct",
      "persistence": {
        "ephemeral": "Autonomous",
        "durable": "AskBefore"
      }
    },
    "Exploration": "Minimal",
    "Strategy": "AskBefore",
    "External": "AlwaysAsk"
  },
  "halt_conditions": [
    {
      "trigger": "tests fail twice",
      "action": "halt"
    }
  ],
  "exploration": {
    "depth": 2,
    "breadth": 3,
    "drift_action": "report"
  }
}`}},{status:"fail",title:"points the persistence finding at the persistence map (YAML)",target:"c.dc.yaml",files:{"c.dc.yaml":`who: Solo
what: [External]
how_much:
  External:
    persistence:
      durable: AlwaysAsk
calibration: { calibrated: [External] }
`}},{status:"skip",title:"skips a contract without known domains",target:"c.dc.yaml",files:{"c.dc.yaml":`how_much: { Deploys: Autonomous }
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let entries=(model.howMuch??[]).filter(e=>contractIsDomain(e.domain.text)),history=(model.calibration?.history??[]).filter(h=>contractIsDomain(h.domain?.text)&&h.response?.text!==void 0);if(!entries.length&&!history.length)return{status:"skip",detail:"no response for a known domain"};let calibrated=model.calibration?.calibrated?new Set(contractTexts(model.calibration.calibrated)):void 0,findings=[],judge=(domain,v,label)=>{v?.text===void 0||contractResponseProblem(domain,v.text)||(calibrated?calibrated.has(domain)&&!offers(domain).includes(v.text)&&findings.push(model.at(v.at,`${label} is ${v.text}, which the ${domain} scenario does not offer (${offers(domain).join(", ")})`)):!offers(domain).includes(v.text)&&v.text!==contractDefaultResponse(domain)&&findings.push(model.at(v.at,`${label} is ${v.text}: neither an option of the ${domain} scenario (${offers(domain).join(", ")}) nor its default (${contractDefaultResponse(domain)})`)))};for(let e of entries){let d=e.domain.text;if(judge(d,e.response,d),e.persistence&&d!=="FileModification"){findings.push(model.at(e.persistence.at,`${d} splits by persistence; only FileModification distinguishes ephemeral and durable files`));continue}judge(d,e.persistence?.ephemeral,`${d} (ephemeral)`),judge(d,e.persistence?.durable,`${d} (durable)`)}for(let[i,h]of history.entries()){let d=h.domain.text,r=h.response.text;contractResponseProblem(d,r)||offers(d).includes(r)||findings.push(model.at(h.response.at,`history answer ${i+1} for ${d} is ${r}, which the ${d} scenario does not offer (${offers(d).join(", ")})`))}return findings.length?{status:"fail",detail:`${findings.length} response${findings.length===1?"":"s"} outside the scenario options: ${findings[0].message}`,fix:"Give each calibrated domain one of the responses its scenario offers, or recalibrate that domain.",findings}:{status:"pass",detail:`${entries.length} response${entries.length===1?"":"s"} and ${history.length} answer${history.length===1?"":"s"} match their scenarios`}}};var contract_coverage_default={id:"contract-coverage",pack:"contract",summary:"Every domain in `what` has a response in `how_much`",statuses:["pass","fail","skip"],docs:`The contract's invariant is dom(how_much) \u2287 what: a domain the contract governs
with no response leaves the agent guessing. Uncalibrated domains are not left
out; they are filled with their defaults (Exploration: Autonomous, every other
domain: AskBefore). Unknown domain names are left to contract-known-domains.
A markdown rendering lists domains only together with their responses, so it
has nothing to check here.`,audit:[{source:"invariant: dom(how_much) \u2287 what (uncalibrated domains filled by defaults in Phase 4)",enforced:"fails when a domain of `what` has no response in `how_much`"}],examples:[{status:"pass",title:"leaves unknown domains to contract-known-domains",target:"c.dc.yaml",files:{"c.dc.yaml":`what: [Deploys]
how_much: {}
`}},{status:"fail",title:"fails every domain when how_much is missing",target:"c.dc.yaml",files:{"c.dc.yaml":`what: [Exploration, External]
`}},{status:"skip",title:"skips a markdown rendering and a contract without `what`",target:"c.dc.yaml",files:{"c.dc.yaml":""}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(!model.what)return{status:"skip",detail:model.format==="markdown"?"a markdown rendering has no separate domain list":"the contract has no `what` list"};let have=new Set((model.howMuch??[]).map(e=>e.domain.text)),findings=[];for(let v of model.what)!contractIsDomain(v.text)||have.has(v.text)||findings.push(model.at(v.at,`${v.text} is in \`what\` but has no response in how_much`));return findings.length?{status:"fail",detail:`${findings.length} domain${findings.length===1?"":"s"} without a response: ${findings.map(f=>f.message.split(" ")[0]).join(", ")}`,fix:"Add each to how_much: its calibrated response, or its default (Exploration: Autonomous, others: AskBefore).",findings}:{status:"pass",detail:`all ${model.what.length} domain${model.what.length===1?"":"s"} of \`what\` have a response`}}};var contract_uncalibrated_defaults_default={id:"contract-uncalibrated-defaults",pack:"contract",summary:"Uncalibrated domains carry the protocol defaults (Exploration: Autonomous, others: AskBefore)",statuses:["pass","fail","skip"],docs:'Only calibration earns a domain more or less autonomy than the default ("Calibration\nover Declaration"). A domain that was never asked about takes the default:\nExploration Autonomous (read-only, inherently safe), every other domain AskBefore.\nChecked for every `how_much` entry whose domain is not in `calibration.calibrated`\n(skipped when the contract records no `calibrated` list). In a markdown rendering,\nthe **Defaults** lines must state those same defaults (`Exploration: autonomous`,\n`Others: ask-before`).',audit:[{source:"Exploration: autonomous (read-only, inherently safe)",enforced:"fails when an uncalibrated Exploration carries another response than Autonomous"},{source:"Others: ask-before",enforced:"fails when another uncalibrated domain carries another response than AskBefore"}],examples:[{status:"pass",title:"passes markdown Defaults that state the protocol defaults",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
- Strategy: ask before acting
`}},{status:"fail",title:"fails markdown Defaults that state other defaults, at the response",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Defaults**:
- Exploration: ask-before
- Others: autonomous
- External:
`}},{status:"skip",title:"skips a rendering without Defaults lines, and an unparsable file",target:"c.dc.json",files:{"c.dc.json":'{"what": '}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let findings=[],checked=0;if(model.format==="markdown"){let lines=model.markdown?.defaults??[];if(!lines.length)return{status:"skip",detail:"the rendering has no **Defaults** lines (see contract-markdown-defaults)"};for(let d of lines){let label=d.domain.text??"";if(label!=="Others"&&!contractIsDomain(label))continue;checked++;let want=label==="Others"?"AskBefore":contractDefaultResponse(label);d.response?d.response.text!==want&&findings.push(model.at(d.response.at,`**Defaults** gives ${label} "${d.response.text}"; the protocol default is ${want}`)):findings.push(model.at(d.at,`**Defaults** line for ${label} states no response; the default is ${want}`))}}else{if(!model.calibration?.calibrated)return{status:"skip",detail:"no calibration.calibrated list: calibrated and defaulted domains cannot be told apart"};let calibrated=new Set(contractTexts(model.calibration.calibrated));for(let e of model.howMuch??[]){let d=e.domain.text;if(!contractIsDomain(d)||calibrated.has(d))continue;checked++;let want=contractDefaultResponse(d);for(let[v,label]of[[e.response,d],[e.persistence?.ephemeral,`${d} (ephemeral)`],[e.persistence?.durable,`${d} (durable)`]])v?.text===void 0||contractResponseProblem(d,v.text)||v.text===want||findings.push(model.at(v.at,`${label} is not calibrated, so it takes the default ${want}; the contract says ${v.text}`))}}return findings.length?{status:"fail",detail:`${findings.length} uncalibrated response${findings.length===1?"":"s"} off the default: ${findings[0].message}`,fix:"Calibrate the domain (ask its scenario question and record the answer), or give it the default: Exploration Autonomous, others AskBefore.",findings}:{status:"pass",detail:checked?`${checked} uncalibrated domain${checked===1?"":"s"} at the default`:"every domain with a response was calibrated"}}};function target(e,slot){return slot==="ephemeral"||slot==="durable"?e.persistence?.[slot]??e.response:e.response??e.persistence?.ephemeral}var contract_calibration_state_default={id:"contract-calibration-state",pack:"contract",summary:"Calibrated, skipped and history agree with each other and with how_much",statuses:["pass","fail","skip"],docs:`The mode state behind the contract must be consistent:
- calibrated \u222A skipped \u2286 domains, and calibrated \u2229 skipped = \u2205;
- a skipped domain (not applicable) is not in \`what\`;
- every history answer is about a domain in \`domains\`;
- when history is recorded, every calibrated domain has at least one answer
  (calibration over declaration);
- the response in \`how_much\` is the last history answer for that domain
  (FileModification answers with \`persistence: ephemeral|durable\` set that half).

A markdown rendering can show only the second point: a domain listed both under
a response section and under **Skipped** fails.`,audit:[{source:"calibrated \u222A skipped \u2286 domains; calibrated \u2229 skipped = \u2205",enforced:"fails on a calibrated or skipped domain outside `domains`, or one both calibrated and skipped"},{source:"history: List<(D\u1D62, S\u2096, R)>",enforced:"fails when a history entry names a domain outside `domains`, or how_much disagrees with the last answer for a domain"}],examples:[{status:"pass",title:"passes a consistent calibration (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved
`}},{status:"fail",title:"fails a markdown domain that is both listed and skipped",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous**:
- Exploration: read

**Skipped**:
- Exploration

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"skip",title:"skips a contract without calibration state",target:"c.dc.json",files:{"c.dc.json":'"just a string"'}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let c=model.calibration;if(!c)return{status:"skip",detail:"the contract records no calibration state"};let findings=[],domains=c.domains?new Set(contractTexts(c.domains)):void 0,calibrated=new Set(contractTexts(c.calibrated)),md=model.format==="markdown";if(domains)for(let[key,list]of[["calibrated",c.calibrated],["skipped",c.skipped]])for(let v of list??[])v.text!==void 0&&!domains.has(v.text)&&findings.push(model.at(v.at,`${v.text} is ${key} but not in calibration.domains`));let what=new Set(contractTexts(model.what));for(let v of c.skipped??[])v.text!==void 0&&(calibrated.has(v.text)&&findings.push(model.at(v.at,md?`${v.text} is under **Skipped** and also listed with a response`:`${v.text} is both calibrated and skipped`)),what.has(v.text)&&findings.push(model.at(v.at,`${v.text} is skipped (not applicable) but still in \`what\``)));let history=c.history??[],last=new Map;for(let h of history){let d=h.domain?.text;if(d===void 0)continue;domains&&!domains.has(d)&&findings.push(model.at(h.domain.at,`history answers a question about ${d}, which is not in calibration.domains`));let slot=h.persistence?.text??"";last.set(JSON.stringify([d,slot]),{d,slot,h})}if(c.history)for(let v of c.calibrated??[])v.text!==void 0&&!history.some(h=>h.domain?.text===v.text)&&findings.push(model.at(v.at,`${v.text} is marked calibrated but history records no answer for it`));for(let{d,slot,h}of last.values()){let e=model.entryOf(d),got=e&&contractIsDomain(d)?target(e,slot):void 0,answer=h.response?.text;!got||got.text===void 0||answer===void 0||got.text===answer||findings.push(model.at(got.at,`how_much gives ${d}${slot?` (${slot})`:""} ${got.text}, but the last answer in history (line ${h.at.line}) was ${answer}`))}return findings.length?{status:"fail",detail:`${findings.length} calibration-state problem${findings.length===1?"":"s"}: ${findings[0].message}`,fix:"Keep calibrated and skipped disjoint and inside domains, drop skipped domains from `what`, and give each calibrated domain its last recorded answer.",findings}:{status:"pass",detail:`calibration state consistent (${calibrated.size} calibrated, ${c.skipped?.length??0} skipped, ${history.length} answer${history.length===1?"":"s"})`}}};function varianceBefore(history,i,domain){let seen=new Set;for(let h of history.slice(0,i))h.domain?.text===domain&&h.kind?.text!=="wildcard"&&h.response?.text!==void 0&&seen.add(h.response.text);return seen.size>1}var contract_question_budget_default={id:"contract-question-budget",pack:"contract",summary:"Calibration asked at most 9 questions (Solo) or 12 (team), wildcard included",statuses:["pass","fail","skip"],docs:`Calibration interrupts the user, so the protocol caps the interview: at most
${CONTRACT_QUESTION_CAP.solo} questions in Solo mode and ${CONTRACT_QUESTION_CAP.team} with a team. When two answers for the same domain
differ (variance), one extra refinement question (the wildcard, \`kind: wildcard\`
in history) is allowed, still within the cap: one wildcard in all, and only
after variance in its domain.
Questions are counted as \`calibration.questions\` when given (it may not be lower
than the number of recorded answers), else as the history entries. A markdown
rendering does not show the questions.`,audit:[{source:"|questions| \u2264 12 (Solo: 9, Team: 12)",enforced:"fails when the history holds more questions than the cap of the entry mode"},{source:"wildcard(history) = variance_detected(history) \u2192 +1 refinement question",enforced:"a variance allows one extra refinement question, still within the cap"}],examples:[{status:"pass",title:"passes six Solo questions (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved
`}},{status:"fail",title:"allows one wildcard after variance and fails one without, or a second",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
    - domain: External
      scenario: qi52b6y
      response: AlwaysAsk
      kind: wildcard
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved
`}},{status:"skip",title:"skips markdown and contracts without recorded questions",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering does not show the questions asked"};let c=model.calibration,history=c?.history??[],explicit=typeof c?.questions?.value=="number"&&Number.isInteger(c.questions.value)?c.questions.value:void 0;if(!c||!c.history&&explicit===void 0)return{status:"skip",detail:"no questions recorded (calibration.history or calibration.questions)"};let team=model.isTeam,cap=team?CONTRACT_QUESTION_CAP.team:CONTRACT_QUESTION_CAP.solo,count=explicit??history.length,findings=[];if(explicit!==void 0&&explicit<history.length&&findings.push(model.at(c.questions.at,`calibration.questions says ${explicit}, but history records ${history.length} answers`)),count>cap){let at=explicit!==void 0?c.questions.at:history[cap].at;findings.push(model.at(at,`${count} questions asked; the ${team?"team":"Solo"} cap is ${cap}`))}let wildcards=0;return history.forEach((h,i)=>{if(h.kind?.text!=="wildcard")return;wildcards++;let d=h.domain?.text??"?";wildcards>1?findings.push(model.at(h.kind.at,`a second wildcard question (for ${d}); variance allows one extra question`)):varianceBefore(history,i,d)||findings.push(model.at(h.kind.at,`wildcard question for ${d} without variance: no two earlier ${d} answers differ`))}),findings.length?{status:"fail",detail:`question budget exceeded or misused: ${findings[0].message}`,fix:`Keep calibration within ${cap} questions; ask the single wildcard refinement only after two answers for its domain differ.`,findings}:{status:"pass",detail:`${count} question${count===1?"":"s"} of ${cap} (${team?"team":"Solo"})`}}};var KIND_OF_MODE={Solo:"Solo",TeamAugment:"Augmented",TeamRestructure:"Restructured"},contract_who_mode_default={id:"contract-who-mode",pack:"contract",summary:"Entry mode and team structure agree; team contracts name their team and were confirmed",statuses:["pass","fail","skip"],docs:`The entry mode decides who acts: Solo yields the Solo structure (its confirmation is
implicit, so \`confirmed: false\` contradicts it), TeamAugment an Augmented team,
TeamRestructure a Restructured one. Both team modes need a team in the context
(\`who.team\`), and a team structure must have been confirmed by the user in
Phase 1 (\`who.confirmed: true\`). Modes are ${CONTRACT_MODES.join(", ")}; structures
${CONTRACT_WHO_KINDS.join(", ")}. A markdown rendering does not show the mode.`,audit:[{source:"TeamAugment/TeamRestructure require team(Ctx)",enforced:"fails when a team mode names no team"},{source:"who_confirmed: Solo \u2192 true (implicit); TeamAugment/TeamRestructure \u2192 set at Phase 1",enforced:"fails when a team structure is not confirmed"},{source:"TeamStructure \u2208 {Solo, Augmented(TeamRef, Set(AgentRole)), Restructured(TeamRef, Set(AgentRole), Set(AgentRef))}",enforced:"fails when the entry mode and who.kind disagree (Solo \u21D4 Solo, TeamAugment \u21D4 Augmented, TeamRestructure \u21D4 Restructured)"}],examples:[{status:"pass",title:"accepts the `who: Solo` shorthand",target:"c.dc.yaml",files:{"c.dc.yaml":`mode: Solo
who: Solo
`}},{status:"fail",title:"fails unknown mode and structure names at their values",target:"c.dc.yaml",files:{"c.dc.yaml":`mode: Duo
who: { kind: Pair }
`}},{status:"skip",title:"skips markdown and contracts without mode or who",target:"c.dc.yaml",files:{"c.dc.yaml":`what: []
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering does not show the entry mode"};let{mode,who}=model;if(!mode&&!who)return{status:"skip",detail:"the contract records neither mode nor who"};let findings=[],m=mode?.text,k=who?.kind?.text;mode&&(m===void 0||!KIND_OF_MODE[m])&&findings.push(model.at(mode.at,`mode ${contractShow(mode)} is not an entry mode (${CONTRACT_MODES.join(", ")})`)),who?.kind&&(k===void 0||!CONTRACT_WHO_KINDS.includes(k))&&findings.push(model.at(who.kind.at,`who.kind ${contractShow(who.kind)} is not a team structure (${CONTRACT_WHO_KINDS.join(", ")})`));let modeKind=m?KIND_OF_MODE[m]:void 0,kindKnown=k!==void 0&&CONTRACT_WHO_KINDS.includes(k);modeKind&&kindKnown&&modeKind!==k&&findings.push(model.at(who.kind.at,`mode ${m} produces the ${modeKind} structure, but who.kind is ${k}`));let teamMode=m==="TeamAugment"||m==="TeamRestructure",teamKind=k==="Augmented"||k==="Restructured";return(teamMode||teamKind)&&!who?.team&&findings.push(model.at(who?.at??mode.at,`${teamMode?`mode ${m}`:`who.kind ${k}`} needs a team in the context, but who.team is missing`)),teamKind&&who?.confirmed?.value!==!0&&findings.push(model.at(who?.confirmed?.at??who.at,`the ${k} team structure was not confirmed (who.confirmed must be true)`)),(m==="Solo"||k==="Solo")&&who?.confirmed?.value===!1&&findings.push(model.at(who.confirmed.at,"Solo is confirmed implicitly; who.confirmed: false contradicts it")),findings.length?{status:"fail",detail:`${findings.length} WHO problem${findings.length===1?"":"s"}: ${findings[0].message}`,fix:"Record the entry mode and the matching structure (Solo \u21D4 Solo, TeamAugment \u2192 Augmented, TeamRestructure \u2192 Restructured), the team, and the user's confirmation.",findings}:{status:"pass",detail:`mode ${m??"(not recorded)"} with ${k??"no"} team structure`}}};var contract_team_shape_default={id:"contract-team-shape",pack:"contract",summary:"A team structure has 1 to 6 roles, and a restructure removes only members and keeps at least one",statuses:["pass","fail","skip"],docs:`Augmented and Restructured structures carry between 1 and ${CONTRACT_MAX_ROLES} roles (the WHO cap keeps
the team reviewable). Only a restructure removes agents: every removed agent must
be a member of the team, and at least one member must stay; removing everyone
terminates the protocol, as there is no team left to calibrate. A Solo structure
has no roles and removes no one. In a markdown rendering the roles are the
**Team Structure** items (\`name (type): focus\`), with optional \`Team:\`,
\`Members:\` and \`Removed:\` lines.`,audit:[{source:"|roles| \u2265 1 for Augmented/Restructured; |roles| \u2264 6 (WHO cap); Restructured: |TeamRef.members \\ removed| \u2265 1",enforced:"fails on no role, more than six roles, a removed agent who is not a member, or a restructure that keeps no member"},{source:"guard: Phase 1 restructure redirects |retain|=0 \u2192 terminate (full removal = no team to calibrate)",enforced:"the same check: a saved contract with every member removed fails"}],examples:[{status:"pass",title:"checks the Team Structure section of a rendering",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure**:
- Members: ana, bo (Explore)
- Removed: bo
- reviewer (general-purpose): security

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"fail",title:"checks the Team Structure section of a rendering",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure**:
- Members: ana
- Removed: ana, cy
- reviewer: security

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"skip",title:"skips without a known structure",target:"c.dc.yaml",files:{"c.dc.yaml":`: : :
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let who=model.who,kind=who?.kind?.text;if(!who||kind!=="Solo"&&kind!=="Augmented"&&kind!=="Restructured")return{status:"skip",detail:"no known team structure (who.kind) to check"};let findings=[],roles=who.roles??[],removed=who.removed??[];if(kind==="Solo")roles.length&&findings.push(model.at(roles[0].at,`a Solo structure has no roles, but ${roles.length} ${roles.length===1?"is":"are"} listed`)),removed.length&&findings.push(model.at(removed[0].at,"a Solo structure removes no one; only Restructured removes members"));else{roles.length<1&&findings.push(model.at(who.roles?model.posOf(`${who.pointer}/roles`):who.at,`the ${kind} team has no roles; it needs 1 to ${CONTRACT_MAX_ROLES}`)),roles.length>CONTRACT_MAX_ROLES&&findings.push(model.at(roles[CONTRACT_MAX_ROLES].at,`${roles.length} roles; the WHO cap is ${CONTRACT_MAX_ROLES}`)),kind==="Augmented"&&removed.length&&findings.push(model.at(removed[0].at,"an Augmented team only adds perspectives; removing members makes it Restructured"));let members=who.team?.members;if(kind==="Restructured"&&members){let names=new Set(members.map(a=>a.name?.text).filter(n=>n!==void 0));for(let r of removed){let n=r.name?.text;n!==void 0&&!names.has(n)&&findings.push(model.at(r.name.at,`removed agent "${n}" is not a member of the team`))}let gone=new Set(removed.map(r=>r.name?.text));names.size>0&&[...names].every(n=>gone.has(n))&&findings.push(model.at(removed[0]?.at??who.at,"every member is removed: no team is left to calibrate, so the protocol ends instead"))}}return findings.length?{status:"fail",detail:`${findings.length} team-shape problem${findings.length===1?"":"s"}: ${findings[0].message}`,fix:`Give a team 1 to ${CONTRACT_MAX_ROLES} roles; remove only current members and keep at least one.`,findings}:{status:"pass",detail:kind==="Solo"?"Solo structure, no roles":`${kind} team with ${roles.length} role${roles.length===1?"":"s"}`}}};var contract_halt_conditions_default={id:"contract-halt-conditions",pack:"contract",summary:"Each halt condition has a non-empty trigger and the action halt or escalate",statuses:["pass","fail","skip"],docs:`A halt condition tells the agent when to stop: \`{ trigger, action }\` with a trigger the
agent can recognise and an action of ${CONTRACT_HALT_ACTIONS.join(" or ")}. An empty trigger never fires; any
other action is not one the protocol defines. In a markdown rendering each
**Halt conditions** item is a trigger; its action is halt unless the item ends
with \`\u2192 escalate\` (any other word after the arrow fails).`,audit:[{source:"Condition = { trigger: String, action: halt \u2228 escalate }",enforced:"fails on an empty trigger or another action"}],examples:[{status:"pass",title:"passes an empty list",target:"contract.dc.json",files:{"contract.dc.json":`{
  "task": "Harden the checkout flow",
  "mode": "TeamAugment",
  "who": {
    "kind": "Augmented",
    "team": {
      "name": "squad",
      "members": [
        {
          "name": "ana",
          "type": "general-purpose"
        },
        {
          "name": "bo",
          "type": "general-purpose"
        }
      ]
    },
    "roles": [
      {
        "name": "reviewer",
        "type": "general-purpose",
        "focus": "security"
      }
    ],
    "confirmed": true
  },
  "what": [
    "FileModification",
    "TeamCoordination"
  ],
  "how_much": {
    "FileModification": "ReportThenAct",
    "TeamCoordination": "AskBefore"
  },
  "halt_conditions": [],
  "exploration": {
    "depth": 1,
    "breadth": 1,
    "drift_action": "halt"
  },
  "calibration": {
    "domains": [
      "FileModification",
      "TeamCoordination"
    ],
    "calibrated": [
      "FileModification",
      "TeamCoordination"
    ],
    "history": [
      {
        "domain": "FileModification",
        "scenario": "files need changes",
        "response": "ReportThenAct"
      },
      {
        "domain": "TeamCoordination",
        "scenario": "findings contradict",
        "response": "AskBefore"
      }
    ]
  }
}`}},{status:"fail",title:"reads markdown conditions: halt by default, escalate or another word after an arrow",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Halt conditions**:
- tests fail twice
- prod data at risk \u2192 escalate
- budget exceeded -> stop

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}},{status:"skip",title:"skips without a halt-condition list",target:"c.dc.yaml",files:{"c.dc.yaml":`halt_conditions: none
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let list=model.haltConditions;if(!list)return{status:"skip",detail:model.format==="markdown"?"the rendering has no **Halt conditions** section":"no halt_conditions list (see contract-schema)"};let findings=[];return list.forEach((h,i)=>{let n=`halt condition ${i+1}`;(h.trigger?.text===void 0||h.trigger.text.trim()==="")&&findings.push(model.at(h.trigger?.at??h.at,`${n} has ${h.trigger?`an empty trigger (${contractShow(h.trigger)})`:"no trigger"}`));let a=h.action?.text;(a===void 0||!CONTRACT_HALT_ACTIONS.includes(a))&&findings.push(model.at(h.action?.at??h.at,`${n} has action ${contractShow(h.action)}; it must be ${CONTRACT_HALT_ACTIONS.join(" or ")}`))}),findings.length?{status:"fail",detail:`${findings.length} malformed halt condition${findings.length===1?"":"s"}: ${findings[0].message}`,fix:"Write each halt condition as a concrete trigger with the action halt or escalate.",findings}:{status:"pass",detail:list.length?`${list.length} halt condition${list.length===1?"":"s"}, each well formed`:"no halt conditions declared"}}};var natural=v=>typeof v=="number"&&Number.isInteger(v)&&v>=0,contract_exploration_scope_default={id:"contract-exploration-scope",pack:"contract",summary:"Exploration depth and breadth are natural numbers and drift_action is report or halt",statuses:["pass","fail","skip"],docs:`The exploration scope bounds how far the agent follows related information: \`depth\`
and \`breadth\` are natural numbers (0, 1, 2, ...; a fraction, a negative number or
text is no bound), and \`drift_action\` says what happens when work drifts outside
the scope: ${CONTRACT_DRIFT_ACTIONS.join(" or ")}. A markdown rendering does not show the scope.`,audit:[{source:"ExplorationScope = { depth: N, breadth: N, drift_action: report | halt }",enforced:"fails when depth or breadth is not a natural number or drift_action is neither report nor halt"}],examples:[{status:"pass",title:"accepts zero",target:"c.dc.yaml",files:{"c.dc.yaml":`exploration: { depth: 0, breadth: 0, drift_action: halt }
`}},{status:"fail",title:'fails depth two, breadth 3 and drift "ignore" at the values (yaml)',target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: two
  breadth: 3
  drift_action: ignore
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved
`}},{status:"skip",title:"skips markdown and a contract without an exploration map",target:"c.dc.json",files:{"c.dc.json":""}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering does not show the exploration scope"};let x=model.exploration;if(!x)return{status:"skip",detail:"no exploration map (see contract-schema)"};let findings=[];for(let[key,v]of[["depth",x.depth],["breadth",x.breadth]])v&&!natural(v.value)&&findings.push(model.at(v.at,`exploration.${key} is ${contractShow(v)}; it must be a natural number (0, 1, 2, ...)`));let d=x.driftAction;return d&&(d.text===void 0||!CONTRACT_DRIFT_ACTIONS.includes(d.text))&&findings.push(model.at(d.at,`exploration.drift_action is ${contractShow(d)}; it must be ${CONTRACT_DRIFT_ACTIONS.join(" or ")}`)),findings.length?{status:"fail",detail:`${findings.length} exploration-scope problem${findings.length===1?"":"s"}: ${findings[0].message}`,fix:`Set depth and breadth to whole numbers \u2265 0 and drift_action to ${CONTRACT_DRIFT_ACTIONS.join(" or ")}.`,findings}:{status:"pass",detail:`depth ${String(x.depth?.value??"-")}, breadth ${String(x.breadth?.value??"-")}, drift: ${d?.text??"-"}`}}};var contract_outcome_default={id:"contract-outcome",pack:"contract",summary:"The outcome is approved, withdrawn or escaped, and the contract holds what that outcome leaves",statuses:["pass","fail","skip"],docs:"Phase 4 ends in one of three ways (`calibration.outcome`):\n- **approved**: the contract replaces the prior one, so every domain in `what` must be\n  calibrated or carry its default (Exploration Autonomous, others AskBefore);\n- **withdrawn**: the partial contract applies: the calibrated domains keep their\n  responses (each stays in `how_much`) and the rest of `what` takes the defaults;\n- **escaped**: the Esc key ended the protocol without cleanup; nothing further holds.\n\nA markdown rendering is shown before the user decides, so it has no outcome.",audit:[{source:"CalibratedDelegation = DC where (\u2200 d \u2208 applicable: calibrated(d)) \u2228 user_withdraw \u2228 user_esc",enforced:"fails on an outcome other than approved, withdrawn or escaped, and on an approved contract with a domain of `what` neither calibrated nor defaulted"},{source:"withdraw \u2192 terminate; partial DC applies to calibrated domains",enforced:"a withdrawn contract must keep its calibrated domains and fill the rest with defaults"}],examples:[{status:"pass",title:"fails an unknown outcome at its value, and passes escaped",target:"c.dc.yaml",files:{"c.dc.yaml":`what: [Strategy]
how_much: {}
calibration: { outcome: escaped }
`}},{status:"fail",title:"fails an unknown outcome at its value, and passes escaped",target:"c.dc.yaml",files:{"c.dc.yaml":`what: []
how_much: {}
calibration:
  outcome: accepted
`}},{status:"skip",title:"skips without an outcome, for markdown, and for junk",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;if(model.format==="markdown")return{status:"skip",detail:"a markdown rendering is shown before the outcome is known"};let o=model.calibration?.outcome;if(!o)return{status:"skip",detail:"no calibration.outcome recorded"};if(o.text===void 0||!CONTRACT_OUTCOMES.includes(o.text))return{status:"fail",detail:`calibration.outcome is ${contractShow(o)}, not one of ${CONTRACT_OUTCOMES.join(", ")}`,fix:`Record the Phase 4 outcome as ${CONTRACT_OUTCOMES.join(", ")}.`,findings:[model.at(o.at,`unknown outcome ${contractShow(o)}`)]};if(o.text==="escaped")return{status:"pass",detail:"escaped: the protocol ended by Esc and no contract applies"};let calibrated=new Set(contractTexts(model.calibration?.calibrated)),findings=[],defaulted=d=>{let e=model.entryOf(d),values=[e?.response,e?.persistence?.ephemeral,e?.persistence?.durable].filter(v=>v!==void 0);return values.length>0&&values.every(v=>v.text===contractDefaultResponse(d))};for(let v of model.what??[]){let d=v.text;!contractIsDomain(d)||calibrated.has(d)||defaulted(d)||findings.push(model.at(v.at,`${o.text} contract: ${d} is neither calibrated nor at its default (${contractDefaultResponse(d)})`))}if(o.text==="withdrawn")for(let v of model.calibration?.calibrated??[])contractIsDomain(v.text)&&!model.entryOf(v.text)&&findings.push(model.at(v.at,`withdrawn contract drops the calibrated domain ${v.text}; the partial contract keeps it`));return findings.length?{status:"fail",detail:`${o.text} contract incomplete: ${findings[0].message}`,fix:"Calibrate the remaining domains or give them their defaults (Exploration Autonomous, others AskBefore); keep every calibrated domain in how_much.",findings}:{status:"pass",detail:`${o.text}: every domain is calibrated or at its default`}}};var contract_markdown_defaults_default={id:"contract-markdown-defaults",pack:"contract",summary:"A markdown rendering shows the **Defaults** section for Exploration and the other domains",statuses:["pass","fail","skip"],docs:`The user approves (or withdraws from) the rendering, and withdrawing applies the
defaults to every uncalibrated domain, so the rendering must say what they are:
a **Defaults** section with a line for Exploration and one for the others
(\`Others: ask-before\`). Whether the stated defaults are the protocol's is
checked by contract-uncalibrated-defaults. JSON and YAML contracts are skipped.`,audit:[{source:"**Defaults** (uncalibrated domains default): - Exploration: autonomous (read-only, inherently safe) - Others: ask-before",enforced:"fails when a markdown rendering lacks the Defaults section or its Exploration or Others line (whether they state the protocol defaults is contract-uncalibrated-defaults)"}],examples:[{status:"pass",title:"accepts other wordings for the remaining domains",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Defaults**:
- Exploration: autonomous
- The rest \u2014 ask-before
`}},{status:"fail",title:"fails a Defaults section missing the line for the other domains, at its header",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Autonomous**:
- Exploration: read

**Defaults**:
- Exploration: autonomous
`}},{status:"skip",title:"skips JSON and YAML contracts",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Med
  calibrated_at_stakes: Med
  outcome: approved
`}}],check({model}){if(model.format!=="markdown")return{status:"skip",detail:"not a markdown rendering"};let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let md=model.markdown,section=md.section("Defaults"),fix='Add "**Defaults** (uncalibrated domains default):" with "- Exploration: autonomous (read-only, inherently safe)" and "- Others: ask-before".';if(!section){let last=md.sections[md.sections.length-1],at=last?{line:last.end+1,column:1}:md.intro??{line:1,column:1};return{status:"fail",detail:"the rendering has no **Defaults** section",fix,findings:[model.at(at,"no **Defaults** section: the user cannot see what uncalibrated domains will do")]}}let labels=new Set(md.defaults.map(d=>d.domain.text)),missing=["Exploration","Others"].filter(l=>!labels.has(l));return missing.length?{status:"fail",detail:`**Defaults** has no line for ${missing.join(" or ")}`,fix,findings:[model.at(section.at,`**Defaults** does not state the default for ${missing.map(m=>m==="Others"?"the other domains":m).join(" or ")}`)]}:{status:"pass",detail:`**Defaults** shown (line ${section.at.line})`}}};var contract_authority_transition_default={id:"contract-authority-transition",pack:"contract",summary:"A team rendering states that approval replaces the team's prior operating contract",statuses:["pass","fail","skip"],docs:`For a team, approving the contract is an authority replacement: it supersedes the
contract the team operated under until now. The team rendering (one with a
**Team Structure** section) must say so in an **Authority transition** section,
e.g. "Approval replaces the team's prior operating contract with this
DelegationContract.", so the user knows what approving does. Solo renderings
and JSON/YAML contracts are skipped.`,audit:[{source:"Approval replaces the team's prior operating contract with this DelegationContract.",enforced:"fails when a team rendering (with **Team Structure**) lacks the **Authority transition** statement"},{source:"approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)",enforced:"the same check"}],examples:[{status:"pass",title:"passes a team rendering that states the authority transition",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure**:
- reviewer (general-purpose): security

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.
`}},{status:"fail",title:"fails a section that does not say approval replaces the prior contract",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Team Structure**:
- reviewer (general-purpose): security

**Authority transition**:
`}},{status:"skip",title:"skips Solo renderings and JSON/YAML contracts",target:"delegation-contract.md",files:{"delegation-contract.md":`Here's the delegation contract for this task:

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`}}],check({model}){if(model.format!=="markdown")return{status:"skip",detail:"not a markdown rendering"};let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let md=model.markdown,team=md.section("Team Structure");if(!team)return{status:"skip",detail:"Solo rendering: no **Team Structure**, no authority transition"};let fix=`Add "**Authority transition**:" followed by "Approval replaces the team's prior operating contract with this DelegationContract."`,section=md.section("Authority transition");return section?/\breplac/i.test(section.text)?{status:"pass",detail:`authority transition stated (line ${section.at.line})`}:{status:"fail",detail:"**Authority transition** does not say that approval replaces the prior contract",fix,findings:[model.at(section.at,section.text?`**Authority transition** says "${section.text.slice(0,60)}" but not that approval replaces the prior operating contract`:"**Authority transition** is empty")]}:{status:"fail",detail:"team rendering without an **Authority transition** section",fix,findings:[model.at(team.at,"team rendering does not say that approval replaces the prior operating contract")]}}};var contract_recalibration_default={id:"contract-recalibration",pack:"contract",summary:"Advises recalibration when stakes rose to High or a domain was added since calibration",statuses:["pass","warn","fail","skip"],docs:`A contract stays valid while the task it was calibrated for does. The protocol asks
for recalibration when stakes escalate (now High, calibrated at Low or Med) or a
new domain is activated (a domain in \`what\` that calibration never considered,
i.e. not in \`calibration.domains\`). Low \u2192 Med does not trigger it: interruptions
are kept to a minimum. These are warnings: the contract is well formed but may
be stale. Stakes other than ${CONTRACT_STAKES.join(", ")} fail. (A team topology change cannot be
seen in a saved contract.)`,audit:[{source:"stakes_escalated(T') \u2261 stakes(T') = High \u2227 stakes(T) \u2208 {Low, Med}",enforced:"warns when stakes rose to High since calibration; fails on a stakes value other than Low, Med, High"},{source:"Low\u2192Med: no recalibration (interruption minimization)",enforced:"Low to Med passes"},{source:"recalibrate(DC, T') = new_domain_activated(T') \u2228 stakes_escalated(T') \u2228 team_topology_changed(T')",enforced:"warns on a domain in `what` that calibration never considered; a team topology change is not visible in one saved contract"}],examples:[{status:"pass",title:"passes Low \u2192 Med (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Med
  calibrated_at_stakes: Low
  outcome: approved
`}},{status:"fail",title:"fails unknown stakes at the value (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: Critical
  calibrated_at_stakes: Low
  outcome: approved
`}},{status:"warn",title:"warns at High after calibration at Low, at the stakes value (yaml)",target:"contract.dc.yaml",files:{"contract.dc.yaml":`task: Migrate the billing service
mode: Solo
who:
  kind: Solo
  confirmed: true
what:
  - FileModification
  - Exploration
  - Strategy
  - External
how_much:
  FileModification:
    response: ReportThenAct
    persistence:
      ephemeral: Autonomous
      durable: AskBefore
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - trigger: tests fail twice
    action: halt
exploration:
  depth: 2
  breadth: 3
  drift_action: report
calibration:
  domains:
    - FileModification
    - Exploration
    - Strategy
    - External
  calibrated:
    - FileModification
    - Exploration
    - Strategy
    - External
  skipped: []
  history:
    - domain: FileModification
      scenario: files need changes
      response: ReportThenAct
    - domain: FileModification
      scenario: temp files
      response: Autonomous
      persistence: ephemeral
    - domain: FileModification
      scenario: persistent files
      response: AskBefore
      persistence: durable
    - domain: Exploration
      scenario: related information
      response: Minimal
    - domain: Strategy
      scenario: better approach
      response: ProposeThenChoose
    - domain: External
      scenario: git push
      response: AlwaysAsk
  stakes: High
  calibrated_at_stakes: Low
  outcome: approved
`}},{status:"skip",title:"skips markdown and contracts without stakes or domains",target:"c.dc.yaml",files:{"c.dc.yaml":`- - -
`}}],check({model}){let unparsed=contractSkipUnparsed(model);if(unparsed)return unparsed;let c=model.calibration;if(model.format==="markdown"||!c||!c.stakes&&!c.calibratedAtStakes&&!c.domains)return{status:"skip",detail:"no stakes or calibrated domains recorded"};let bad=[];for(let[key,v]of[["stakes",c.stakes],["calibrated_at_stakes",c.calibratedAtStakes]])v&&(v.text===void 0||!CONTRACT_STAKES.includes(v.text))&&bad.push(model.at(v.at,`calibration.${key} is ${contractShow(v)}; stakes are ${CONTRACT_STAKES.join(", ")}`));if(bad.length)return{status:"fail",detail:bad[0].message,fix:`Write stakes as ${CONTRACT_STAKES.join(", ")}.`,findings:bad};let advice=[],now=c.stakes?.text,then=c.calibratedAtStakes?.text;if(now==="High"&&(then==="Low"||then==="Med")&&advice.push(model.at(c.stakes.at,`stakes are High but the contract was calibrated at ${then}: recalibrate before relying on it`)),c.domains){let known=new Set(contractTexts(c.domains));for(let v of model.what??[])contractIsDomain(v.text)&&!known.has(v.text)&&advice.push(model.at(v.at,`${v.text} is in \`what\` but was not among the calibrated domains: a new domain was activated`))}return advice.length?{status:"warn",detail:`recalibration advised: ${advice[0].message}`,fix:"Run the calibration again for the changed task (at least for the new domains or at the new stakes).",findings:advice.map(f=>({...f,severity:"warning"}))}:{status:"pass",detail:now?`stakes ${now}${then?` (calibrated at ${then})`:""}: no recalibration needed`:"no new domain since calibration"}}};var contractRules=[contract_schema_default,contract_known_domains_default,contract_response_refinement_scope_default,contract_scenario_response_default,contract_coverage_default,contract_uncalibrated_defaults_default,contract_calibration_state_default,contract_question_budget_default,contract_who_mode_default,contract_team_shape_default,contract_halt_conditions_default,contract_exploration_scope_default,contract_outcome_default,contract_markdown_defaults_default,contract_authority_transition_default,contract_recalibration_default];export{contractRules};
