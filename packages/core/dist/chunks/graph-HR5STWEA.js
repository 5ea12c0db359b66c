import { createRequire as __elCreateRequire } from 'node:module'; const __elRequire = __elCreateRequire(import.meta.url); const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not loaded'); return __elRequire(id); }, __elRequire);
import"./chunk-ZTAD6AB2.js";import{GRAPH_IMPL_STATUSES,GRAPH_NODE_STATUSES,GRAPH_RETURN_REQUIRED,GRAPH_RETURN_STATUSES,GRAPH_SUBGRAPH_REQUIRED,graphIsPlaceholder,graphMentions,graphNamesPath,graphOutputPaths,graphOutputsClash,graphSameOutput,graphSaysNone,graphSentenceCount,graphSkip}from"./chunk-LL32ZL7D.js";import"./chunk-F55ZJZ3D.js";import"./chunk-DNPBIYPM.js";import"./chunk-DAWC4ARW.js";import"./chunk-N46UAO7Z.js";import{list,plural}from"./chunk-H5WTACG3.js";import"./chunk-ZSKMSVRH.js";var graph_parse_default={id:"graph-parse",pack:"graph",summary:"The transcript holds a DELEGATED GRAPH and every protocol block parses",statuses:["pass","fail"],docs:"Every other graph rule reads the blocks this one parses: DELEGATED GRAPH\n(NODES, EDGES, WAVES), AGENT SUBGRAPH, RETURN and IMPLEMENTED GRAPH. Blocks may\nsit in fenced code blocks or plain text; decorative `\u2550\u2550\u2550` / `\u2500\u2500\u2500` lines are\nignored, `\u2192` and `->` both draw an edge, and `\u2225`, `||` and `,` all separate\nwave members. A line the grammar cannot read is reported with its line number\nand skipped, so the rest of the transcript is still checked. The coordinator\nwrites the DELEGATED GRAPH before spawning anyone, so a transcript without one\nfails. When a plan is re-issued after an evolution, the last DELEGATED GRAPH is\nthe plan the other rules check, and the last IMPLEMENTED GRAPH the result.",audit:[{source:"Many workers (two or more nodes, or any node a separate agent will run) get all blocks below.",enforced:"fails when a transcript with protocol blocks has no DELEGATED GRAPH, and on every block line it cannot read"},{source:"These are the fixed blocks that carry them.",enforced:"each block is read in the format the protocol fixes (arrow and separator spellings, fences and rules tolerated); what does not parse is a located finding"}],examples:[{status:"pass",title:"passes and counts the blocks of a well-formed transcript",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N2  domain=web   output=web/app.ts    status=pending
WAVES:
AGENT SUBGRAPH \u2014 N1 api
RETURN: N1
AGENT SUBGRAPH \u2014 N2 web
RETURN: N2
  OUTPUT            : web/app.ts
IMPLEMENTED GRAPH: demo`}},{status:"fail",title:"fails when the file holds no protocol block at all",files:{"graph.md":""}}],check({model}){let findings=model.problems.map(p=>model.at(p.line,p.message,p.column));return model.delegatedGraphs.length+model.subgraphs.length+model.returns.length+model.implementedGraphs.length===0?{status:"fail",detail:`${model.rel} holds no DELEGATED GRAPH, AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH block`,fix:"Write the blocks in the Graph Protocol format, each header at the start of its line (`DELEGATED GRAPH: <task>`).",findings:[...findings,model.at(1,"no Graph Protocol block found in this file")]}:(model.delegated||findings.push(model.at(1,"no DELEGATED GRAPH block: the plan must be written before any agent is spawned")),findings.length?{status:"fail",detail:`${plural(findings.length,"problem")} reading the protocol blocks of ${model.rel}${model.delegated?"":" (no DELEGATED GRAPH)"}`,fix:"Correct each reported line to the block grammar: `N1  domain=<owner>  output=<path>  status=pending`, `N1 \u2192 N3`, `WAVE 1 : [N1 \u2225 N2] \u2014 <purpose>`, `FIELD : value`.",findings}:{status:"pass",detail:`parsed ${[plural(model.delegatedGraphs.length,"DELEGATED GRAPH","DELEGATED GRAPHs"),plural(model.subgraphs.length,"AGENT SUBGRAPH","AGENT SUBGRAPHs"),plural(model.returns.length,"RETURN","RETURNs"),plural(model.implementedGraphs.length,"IMPLEMENTED GRAPH","IMPLEMENTED GRAPHs")].join(", ")}`})}};var graph_node_owner_output_default={id:"graph-node-owner-output",pack:"graph",summary:"One node, one owner, one output: unique ids, exactly one domain= and one output=, a known status",statuses:["pass","fail","skip"],docs:'The protocol\'s first invariant is "one node, one owner, one output". A node\nwith two owners has no one accountable for it; a node with two `output=` cannot\nbe compared with what was built; two nodes with the same id make every edge\nand wave ambiguous. `owner=` is read as `domain=`. `status=` must be\n`pending` or `pre-done` (a node without status counts as pending).',audit:[{source:"One node, one owner, one output.",enforced:"fails on a repeated node id and on a node without exactly one domain= (or owner=) and one output= (Constraints and invariant 1)"},{source:"Each has a domain and a worker.",enforced:"a node without domain= fails"},{source:"Domains -- who owns the node. Each domain maps to a worker with the right expertise. One node, one owner.",enforced:"the same check; status must be pending or pre-done"}],examples:[{status:"pass",title:"passes when every node has one owner and one output",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending`}},{status:"fail",title:"fails on a missing output, two outputs, an empty domain and an unknown status",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N1  domain=api  status=pending
  N2  domain=  output=web/app.ts output=web/b.ts  status=done`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[],seen=new Map;for(let n of g.nodes){let first=seen.get(n.id);first!==void 0?findings.push(model.at(n.line,`node id ${n.id} is declared again (first at line ${first})`,n.column)):seen.set(n.id,n.line),n.domains.length===0&&findings.push(model.at(n.line,`node ${n.id} has no domain= (its owner)`,n.column)),n.domains.length>1&&findings.push(model.at(n.line,`node ${n.id} has ${n.domains.length} domain= values (${list(n.domains.map(d=>d.value))}); one node has one owner`,n.domains[1].column));for(let d of n.domains)d.value===""&&findings.push(model.at(n.line,`node ${n.id} has an empty domain=`,d.column));n.outputs.length===0&&findings.push(model.at(n.line,`node ${n.id} has no output= (the file, folder or commit it produces)`,n.column)),n.outputs.length>1&&findings.push(model.at(n.line,`node ${n.id} has ${n.outputs.length} output= values; one node has one output`,n.outputs[1].column));for(let o of n.outputs)o.value===""&&findings.push(model.at(n.line,`node ${n.id} has an empty output=`,o.column));let status=n.status?.value.trim().toLowerCase();status!==void 0&&!GRAPH_NODE_STATUSES.includes(status)&&findings.push(model.at(n.line,`node ${n.id} has status=${n.status.value}; expected pending or pre-done`,n.status.column))}return findings.length?{status:"fail",detail:`${plural(findings.length,"node declaration problem")} in the DELEGATED GRAPH (line ${g.line})`,fix:"Give every node a unique id, exactly one domain=, exactly one output= and status=pending or status=pre-done; split a node with two owners or outputs into two nodes.",findings}:{status:"pass",detail:`${plural(g.nodes.length,"node")}, each with one owner and one output`}}};var graph_edges_declared_default={id:"graph-edges-declared",pack:"graph",summary:"Every edge joins two declared nodes and no edge points at its own node",statuses:["pass","fail","skip"],docs:`An edge says "this node reads that node's output". An edge naming a node
that NODES does not declare is a dependency on work nobody was asked to do,
usually a typo that silently drops a gate. A self-edge means a node waits for
itself and can never start.`,audit:[{source:"Edges -- data dependencies between nodes. Node C needs the output of nodes A and B.",enforced:"fails on an edge that names an undeclared node or joins a node to itself"}],examples:[{status:"pass",title:"passes when edges join declared nodes",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2`}},{status:"fail",title:"fails on an edge to an undeclared node, at that end of the edge",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N2 \u2192 N9`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,ids=new Set(g.nodes.map(n=>n.id)),findings=[];for(let e of g.edges){for(let end of[e.from,e.to])ids.has(end.id)||findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} names ${end.id}, which NODES does not declare`,end.column));e.from.id===e.to.id&&findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} points at its own node`,e.from.column))}return findings.length?{status:"fail",detail:`${plural(findings.length,"bad edge")}: every edge must join two different declared nodes`,fix:"Declare the missing node under NODES or correct the id in the edge; remove self-edges.",findings}:{status:"pass",detail:`${plural(g.edges.length,"edge")}, all between declared nodes`}}};var MAX_NAMED=12,graph_acyclic_default={id:"graph-acyclic",pack:"graph",summary:"The edges of the DELEGATED GRAPH form no cycle",statuses:["pass","fail","skip"],docs:`Edges are data dependencies and gates between waves. A cycle (N1 \u2192 N2 \u2192 N1)
means each node waits for the other: no wave order exists and the delegation
deadlocks. A cycle is reported once, starting at its first edge in the file,
with a finding on every edge in it; cycles that share an edge with one already
found show up once that one is broken. Self-edges are reported by
\`graph-edges-declared\`.`,audit:[{source:"Waves -- groups of independent nodes that run in parallel. Edges between waves create gates.",enforced:"edges must order the nodes into waves, so a cycle fails"}],examples:[{status:"pass",title:"passes on a DAG",files:{"graph.md":`DELEGATED GRAPH: demo
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2`}},{status:"fail",title:"reports a three-node cycle once, starting at its first edge in the file",files:{"graph.md":`DELEGATED GRAPH: demo
EDGES:
  N2 \u2192 N0
  N1 -> N2
  N0 -> N1`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let edges=model.delegated.edges.filter(e=>e.from.id!==e.to.id),out=new Map;for(let e of edges){let list2=out.get(e.from.id);list2?list2.push(e):out.set(e.from.id,[e])}let state=new Map,cycles=[],seenCycle=new Set;for(let root of out.keys()){if(state.has(root))continue;let frames=[{id:root,next:0}],depth=new Map([[root,0]]);for(state.set(root,"grey");frames.length;){let top=frames[frames.length-1],e=(out.get(top.id)??[])[top.next++];if(!e){state.set(top.id,"black"),depth.delete(top.id),frames.pop();continue}let s=state.get(e.to.id);if(s===void 0)state.set(e.to.id,"grey"),depth.set(e.to.id,frames.length),frames.push({id:e.to.id,next:0,via:e});else if(s==="grey"){let start=depth.get(e.to.id),found=[...frames.slice(start+1).map(f=>f.via),e],first=found.reduce((k,x,i)=>x.line<found[k].line?i:k,0),cycle=[...found.slice(first),...found.slice(0,first)],key=cycle.map(c=>c.from.id).sort().join(",");seenCycle.has(key)||(seenCycle.add(key),cycles.push(cycle))}}}if(!cycles.length)return{status:"pass",detail:`${plural(edges.length,"edge")}, no cycle`};let findings=[],paths=[];for(let c of cycles){let p=[...c.length>MAX_NAMED?[...c.slice(0,MAX_NAMED).map(e=>e.from.id),`\u2026 (${c.length} edges)`]:c.map(e=>e.from.id),c[0].from.id].join(" \u2192 ");paths.push(p);for(let e of c)findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} is part of the cycle ${p}`,e.from.column))}return{status:"fail",detail:`the DELEGATED GRAPH has ${cycles.length===1?"a cycle":`${cycles.length} cycles`}: ${paths.join("; ")}`,fix:"Break the cycle: decide which node really reads the other's output and drop the reverse edge, or merge the nodes into one.",findings}}};var graph_waves_partition_default={id:"graph-waves-partition",pack:"graph",summary:"WAVES partition the nodes: each node in exactly one wave, waves numbered 1..k without gaps",statuses:["pass","fail","skip"],docs:`Waves are the spawn schedule. A node in no wave is never spawned; a node in
two waves is spawned twice; a wave member NODES does not declare is work with no
owner. Waves are numbered 1, 2, ... k with no gap and no repeat, so "WAVE n+1
waits for WAVE n" names a real gate.`,audit:[{source:"Waves -- groups of independent nodes that run in parallel.",enforced:"fails when a node is in no wave or in two, or the waves are not numbered 1..k"}],examples:[{status:"pass",title:"passes when each node is in exactly one wave",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client`}},{status:"fail",title:"fails when no wave is listed",files:{"graph.md":"DELEGATED GRAPH: demo"}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];if(g.waves.length===0){let line=g.sections.waves??g.line;return{status:"fail",detail:"the DELEGATED GRAPH lists no waves, so no node is ever scheduled",fix:"Add a WAVES section: `WAVE 1 : [N1 \u2225 N2] \u2014 <purpose>` for the independent nodes, later waves for the dependent ones.",findings:[model.at(line,"no WAVE lines in this DELEGATED GRAPH")]}}let declared=new Set(g.nodes.map(n=>n.id)),placed=new Map;for(let w of g.waves)for(let m of w.members){declared.has(m.id)||findings.push(model.at(m.line,`WAVE ${w.number} lists ${m.id}, which NODES does not declare`,m.column));let first=placed.get(m.id);first?findings.push(model.at(m.line,`${m.id} is in WAVE ${w.number} and also in WAVE ${first.wave} (line ${first.line}); each node runs in exactly one wave`,m.column)):placed.set(m.id,{wave:w.number,line:w.line})}for(let n of g.nodes)placed.has(n.id)||findings.push(model.at(n.line,`node ${n.id} is in no wave, so it is never spawned`,n.column));let byNumber=new Map;for(let w of g.waves){let first=byNumber.get(w.number);first!==void 0?findings.push(model.at(w.line,`WAVE ${w.number} is numbered twice (first at line ${first})`,w.column)):byNumber.set(w.number,w.line)}let numbers=[...byNumber.keys()].sort((a,b)=>a-b);for(let k=1;k<=(numbers[numbers.length-1]??0);k++)if(!byNumber.has(k)){let next=g.waves.find(w=>w.number>k);findings.push(model.at(next.line,`WAVE ${k} is missing: waves are numbered 1..${numbers[numbers.length-1]} without gaps`,next.column))}let zero=g.waves.find(w=>w.number===0);return zero&&findings.push(model.at(zero.line,"waves are numbered from 1, not 0",zero.column)),findings.length?{status:"fail",detail:`the waves do not partition the nodes (${plural(findings.length,"problem")})`,fix:"Put every declared node in exactly one wave and number the waves 1, 2, ... without gaps.",findings}:{status:"pass",detail:`${g.nodes.length} nodes in ${plural(g.waves.length,"wave")}, each node in exactly one`}}};var graph_edge_wave_order_default={id:"graph-edge-wave-order",pack:"graph",summary:"Every edge runs from an earlier wave to a later one",statuses:["pass","fail","skip"],docs:`The gate between waves is what makes an edge safe: N3 reads N1's output only
because WAVE 2 starts after WAVE 1 is done. An edge between two nodes of the same
wave contradicts "no edge means independent and share a wave": both are spawned
together and the reader starts before its input exists. An edge from a later
wave back to an earlier one is the same break, one wave further. Nodes in no wave
are reported by \`graph-waves-partition\`.`,audit:[{source:"No edge between two nodes means they are independent and share a wave.",enforced:"fails on an edge between two nodes of the same wave"},{source:"Edges between waves create gates.",enforced:"fails on an edge from a later wave to an earlier one"}],examples:[{status:"pass",title:"passes when edges cross from earlier to later waves",files:{"graph.md":"DELEGATED GRAPH: demo"}},{status:"fail",title:"fails on an edge inside one wave",files:{"graph.md":`DELEGATED GRAPH: demo
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1 \u2225 N2]`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];for(let e of g.edges){if(e.from.id===e.to.id)continue;let a=model.waveOf(e.from.id),b=model.waveOf(e.to.id);a===void 0||b===void 0||(a===b?findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} joins two nodes of WAVE ${a}: ${e.to.id} would start before ${e.from.id}'s output exists`,e.from.column)):a>b&&findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} runs backwards, from WAVE ${a} to WAVE ${b}`,e.from.column)))}return findings.length?{status:"fail",detail:`${plural(findings.length,"edge does","edges do")} not run from an earlier wave to a later one`,fix:"Move the reading node into a wave after the wave of the node it reads, or drop the edge if the nodes are really independent.",findings}:{status:"pass",detail:"every edge runs from an earlier wave to a later one"}}};var graph_same_output_waves_default={id:"graph-same-output-waves",pack:"graph",summary:"Nodes whose outputs are the same file, or one inside the other's folder, never share a wave",statuses:["pass","fail","skip"],docs:`Nodes of one wave run in parallel. Two of them writing the same file (or one
writing a file inside the folder the other owns) race: the last writer wins and
the other's work is lost without an error. The protocol's rule is "nodes that
touch the same files never share a wave". Outputs are compared as paths; a
non-path output (a commit) only clashes with the same text.`,audit:[{source:"Nodes that touch the same files never share a wave.",enforced:"fails when two nodes of one wave have the same output path, or one inside the other's folder"}],examples:[{status:"pass",title:"passes when nodes of a wave write different files",files:{"graph.md":"DELEGATED GRAPH: demo"}},{status:"fail",title:"fails when a node writes the folder holding a same-wave node's file",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=docs/    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];for(let w of g.waves){let members=[...new Set(w.members.map(m=>m.id))].map(id=>model.node(id)).filter(n=>!!n);for(let i=0;i<members.length;i++)for(let j=i+1;j<members.length;j++){let a=members[i],b=members[j],what=graphOutputsClash(a,b);what&&findings.push(model.at(b.line,`${b.id} and ${a.id} (line ${a.line}) both write ${what} yet share WAVE ${w.number} (line ${w.line})`,b.column))}}return findings.length?{status:"fail",detail:`${plural(findings.length,"pair")} of nodes in one wave write the same files`,fix:"Put nodes that write the same file or folder in different waves (and add the edge that orders them), or merge them into one node.",findings}:{status:"pass",detail:"no two nodes of one wave write the same files"}}};var graph_independent_wave_default={id:"graph-independent-wave",pack:"graph",summary:"A node with no incoming edge is in WAVE 1, unless it writes the same files as a node of an earlier wave",statuses:["pass","fail","skip"],docs:`Constraints of the execution graph: "No edge between two nodes means they are
independent and share a wave." A node that no edge points at depends on no other
node, so it is independent of every node of WAVE 1 and belongs there. Placed in a
later wave, it either waits at gates for nothing or hides a dependency that was
never drawn as an edge (the "invisible edge" break point). The one reason the
protocol gives for separating independent nodes is "nodes that touch the same
files never share a wave", so a node whose outputs clash with a node of an
earlier wave may sit later. Fails otherwise, at the node.`,audit:[{source:"No edge between two nodes means they are independent and share a wave.",enforced:"fails when a node with no incoming edge sits in a later wave than WAVE 1 and writes no file a node of an earlier wave writes"}],examples:[{status:"pass",title:"passes a node held back because it writes the same files as an earlier node",files:{"graph.md":"DELEGATED GRAPH: t"}},{status:"fail",title:"fails on a node with no incoming edge held back to a later wave, at the node",files:{"graph.md":`DELEGATED GRAPH: t
NODES:
  N2 domain=docs output=docs/api.md
WAVES:
  WAVE 2 : [N2]`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];for(let n of g.nodes){let wave=model.waveOf(n.id);wave===void 0||wave<=1||model.upstream(n.id).length||g.nodes.filter(m=>m.id!==n.id&&(model.waveOf(m.id)??1/0)<wave).some(m=>graphOutputsClash(n,m))||findings.push(model.at(n.line,`${n.id} has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE ${wave}`,n.column))}return findings.length?{status:"fail",detail:`${plural(findings.length,"independent node")} placed after WAVE 1`,fix:"Move each node without incoming edges to WAVE 1, or draw the edge for the dependency that holds it back.",findings}:{status:"pass",detail:"every node without incoming edges is in WAVE 1 (or writes files an earlier node writes)"}}};var graph_pre_done_default={id:"graph-pre-done",pack:"graph",summary:"A pre-done node is not spawned, and its output exists and is non-empty",statuses:["pass","fail","skip"],docs:`\`status=pre-done\` says the node's output already exists, so the node counts as
done for gating and no agent is spawned for it. Spawning it anyway (an AGENT
SUBGRAPH for it) redoes finished work and may overwrite it. Where the output is
a path under the checked root, it must exist and be non-empty (a file with
content, a folder with entries): downstream waves start on the strength of it.
Outputs that are not paths (a commit) or lie outside the root are not probed.`,audit:[{source:"A node whose output already exists and is non-empty is `pre-done`: do not spawn it, count it as done for gating.",enforced:"fails when a pre-done node has an AGENT SUBGRAPH, or its output under the checked root is missing or empty"}],examples:[{status:"pass",title:"does not probe outputs that are not paths or lie outside the root",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=commit 4e1d9a2  status=pre-done`}},{status:"fail",title:"fails when the pre-done output is missing, at its output=",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let nodes=model.delegated.nodes.filter(n=>model.statusOf(n)==="pre-done");if(!nodes.length)return{status:"pass",detail:"no node is pre-done"};let findings=[],probed=0;for(let n of nodes){for(let s of model.subgraphsFor(n.id))findings.push(model.at(s.line,`AGENT SUBGRAPH spawns ${n.id}, which is pre-done (line ${n.line}); a pre-done node is not spawned`));for(let o of n.outputs)for(let p of graphOutputPaths(o.value)){let state=model.outputState(p);state!=="outside-root"&&(probed++,state==="missing"&&findings.push(model.at(n.line,`${n.id} is pre-done but its output ${p} does not exist`,o.column)),state==="empty"&&findings.push(model.at(n.line,`${n.id} is pre-done but its output ${p} is empty`,o.column)))}}return findings.length?{status:"fail",detail:`${plural(findings.length,"pre-done problem")}: pre-done nodes must have a non-empty output and no AGENT SUBGRAPH`,fix:"Mark a node pre-done only when its output already exists with content; otherwise mark it pending and spawn it. Remove AGENT SUBGRAPH blocks of pre-done nodes.",findings}:{status:"pass",detail:`${plural(nodes.length,"pre-done node")}, not spawned, ${plural(probed,"output path")} present and non-empty`}}};var graph_subgraph_complete_default={id:"graph-subgraph-complete",pack:"graph",summary:"Every pending node has an AGENT SUBGRAPH whose WHY, INPUTS, OUTPUT, METHOD, SUBGRAPH, VERIFY and CONSTRAINTS are filled in",statuses:["pass","fail","warn","skip"],docs:'"Every spawned agent gets an AGENT SUBGRAPH. No free-text delegation." The\nblock carries every requirement a worker needs (\xA75): the WHY, its inputs, the\nexact output, the design method, its slice of the graph, the verification\ncommand and the constraints. A missing field, or one still holding template\ntext (`<...>`, `TBD`, `...`), is a "wrong context" break point: the worker\nguesses. `INPUTS` and `CONSTRAINTS` may say `none`. An AGENT SUBGRAPH for a\nnode the DELEGATED GRAPH does not declare is free-text delegation outside the\nplan. A block without its TASK list or RETURN template only warns.',audit:[{source:"Every spawned agent gets an AGENT SUBGRAPH. No free-text delegation.",enforced:"fails when a pending node has no AGENT SUBGRAPH"},{source:"R is the delegation prompt completeness check. Every worker needs: Subgraph, Design method, Verification command, WHY",enforced:"fails when WHY, INPUTS, OUTPUT, METHOD, SUBGRAPH, VERIFY or CONSTRAINTS is missing or still template text"},{source:"If any R is missing from the prompt, the worker will guess.",enforced:"the same check"},{source:"One per node, passed to the agent verbatim with values filled in.",enforced:"template text (`<...>`, TBD) fails; JSX, HTML and generics in a value are content, not template text; a missing TASK list or RETURN template only warns, since a transcript may abbreviate the fixed parts of the block"},{source:"Each worker gets its subgraph.",enforced:"the same check, for every pending node"}],examples:[{status:"pass",title:"accepts INPUTS and CONSTRAINTS of none but not a VERIFY of TBD",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : none
TASK
2. Test it.
RETURN:
AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:`}},{status:"fail",title:"fails on each pending node without an AGENT SUBGRAPH, at the node line",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending`}},{status:"warn",title:"warns when a subgraph lacks its TASK list and RETURN template",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
2. Test it.
RETURN:
AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,errors=[],warnings=[],seen=new Set,lacking=0;for(let n of g.nodes)model.statusOf(n)!=="pending"||seen.has(n.id)||(seen.add(n.id),model.subgraphsFor(n.id).length===0&&errors.push(model.at(n.line,`node ${n.id} is pending but no AGENT SUBGRAPH spawns it`,n.column)));for(let s of model.subgraphs){let node=s.node?model.node(s.node):void 0;if(!node){errors.push(model.at(s.line,s.node?`AGENT SUBGRAPH for ${s.node}, which the DELEGATED GRAPH (line ${g.line}) does not declare`:"AGENT SUBGRAPH names no node"));continue}if(model.statusOf(node)!=="pre-done"){for(let name of GRAPH_SUBGRAPH_REQUIRED){let f=s.fields[name];f?graphIsPlaceholder(f.value,name==="INPUTS"||name==="CONSTRAINTS")&&errors.push(model.at(f.line,`${name} of AGENT SUBGRAPH ${s.node} is a placeholder: "${f.value.split(`
`)[0].slice(0,60)}"`,f.valueColumns[0])):errors.push(model.at(s.line,`AGENT SUBGRAPH ${s.node} has no ${name} field`))}(s.tasks.length===0||!s.returnSpec)&&lacking++,s.tasks.length===0&&warnings.push(model.at(s.taskLine??s.line,`AGENT SUBGRAPH ${s.node} has no numbered TASK list`)),s.returnSpec||warnings.push(model.at(s.line,`AGENT SUBGRAPH ${s.node} does not tell the worker what to RETURN`))}}return errors.length?{status:"fail",detail:`${plural(errors.length,"delegation gap")}: pending nodes need a complete AGENT SUBGRAPH`,fix:`Write one AGENT SUBGRAPH per pending node with ${GRAPH_SUBGRAPH_REQUIRED.join(", ")} filled in with real values.`,findings:[...errors,...warnings]}:warnings.length?{status:"warn",detail:`${plural(lacking,"AGENT SUBGRAPH block lacks","AGENT SUBGRAPH blocks lack")} a TASK list or a RETURN template`,fix:"Add the numbered TASK steps and the RETURN template (STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, SUMMARY, EVOLVED_SCOPE, FAILURE_REASON).",findings:warnings}:{status:"pass",detail:`${plural(model.subgraphs.length,"AGENT SUBGRAPH block")}, complete, for every pending node`}}};var graph_subgraph_output_default={id:"graph-subgraph-output",pack:"graph",summary:"The OUTPUT of each AGENT SUBGRAPH is the output= its node declares",statuses:["pass","fail","skip"],docs:'The node\'s `output=` is what the next wave reads and what the IMPLEMENTED GRAPH\nis compared against. When the prompt asks the worker for a different file, the\nworker builds the wrong thing faithfully ("misinterpretation") and the downstream\nnode reads nothing. Outputs are compared as sets of paths: order, `./`, a trailing\n`/` and parenthetical remarks do not matter. Missing or placeholder OUTPUT fields\nare reported by `graph-subgraph-complete`.',audit:[{source:"OUTPUT : <exact path(s) or artifact this node must produce>",enforced:"fails when the AGENT SUBGRAPH OUTPUT is not the output= its node declares"}],examples:[{status:"pass",title:"passes when each subgraph asks for its node's output",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
AGENT SUBGRAPH \u2014 N1 api
OUTPUT       : src/api.ts
AGENT SUBGRAPH \u2014 N2 web
OUTPUT       : web/app.ts`}},{status:"fail",title:"fails when the subgraph asks for another file, naming the node line",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
AGENT SUBGRAPH \u2014 N2 web
OUTPUT       : web/main.ts`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let findings=[],compared=0;for(let s of model.subgraphs){let node=model.node(s.node),want=node?.outputs[0],got=s.fields.OUTPUT;!node||!want||!got||graphIsPlaceholder(got.value)||graphIsPlaceholder(want.value)||(compared++,graphSameOutput(want.value,got.value)||findings.push(model.at(got.line,`AGENT SUBGRAPH ${s.node} asks for OUTPUT ${got.value.split(`
`)[0]} but node ${node.id} (line ${node.line}) declares output=${want.value}`,got.valueColumns[0])))}return findings.length?{status:"fail",detail:`${plural(findings.length,"AGENT SUBGRAPH block asks","AGENT SUBGRAPH blocks ask")} for another output than the node declares`,fix:"Make the AGENT SUBGRAPH OUTPUT the exact output= of its node, or change the node in the DELEGATED GRAPH and say so.",findings}:{status:"pass",detail:`${plural(compared,"AGENT SUBGRAPH OUTPUT field")} match their node's output=`}}};function passes(inputs,output){let paths=graphOutputPaths(output);return paths.length?paths.every(p=>graphNamesPath(inputs,p)):output.trim()!==""&&inputs.toLowerCase().includes(output.trim().toLowerCase())}var graph_subgraph_inputs_default={id:"graph-subgraph-inputs",pack:"graph",summary:"The INPUTS of each AGENT SUBGRAPH name the outputs of the node's upstream nodes",statuses:["pass","fail","warn","skip"],docs:`The "missing input" break point: a node in wave 2 needs the output of wave 1,
but the coordinator did not pass it; the edge is invisible to the worker. For
every edge \`Nx \u2192 Ny\`, the INPUTS of Ny's AGENT SUBGRAPH must name Nx's output
(each of its paths; the output text when it is not a path). The reverse warns:
INPUTS that name another node's output without an edge from that node hide a
dependency from the wave plan.`,audit:[{source:"Missing input -- a node in wave 2 needs the output of wave 1, but the coordinator did not pass it. The edge is invisible.",enforced:"fails when INPUTS omits the output of a node with an edge into this one; warns when INPUTS names another node's output without an edge"}],examples:[{status:"pass",title:"passes when INPUTS name every upstream output",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
AGENT SUBGRAPH \u2014 N2 web
INPUTS       : docs/spec.md (N0), src/api.ts (N1)`}},{status:"fail",title:"fails on the one upstream output left out, and when INPUTS is missing",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
AGENT SUBGRAPH \u2014 N2 web`}},{status:"warn",title:"warns when INPUTS read another node's output without an edge",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
AGENT SUBGRAPH \u2014 N1 api
INPUTS       : docs/spec.md`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,errors=[],warnings=[],checked=0;for(let s of model.subgraphs){let node=model.node(s.node);if(!node)continue;let inputs=s.fields.INPUTS,text=inputs?.value??"",where=inputs?{line:inputs.line,column:inputs.valueColumns[0]}:{line:s.line,column:1},upstream=model.upstream(node.id);for(let u of upstream){let un=model.node(u),out=un?.outputs[0]?.value;if(!(!un||!out)&&(checked++,!passes(text,out))){let edge=g.edges.find(e=>e.from.id===u&&e.to.id===node.id),said=inputs?graphSaysNone(text)?"says INPUTS none":`does not pass ${out}`:"has no INPUTS";errors.push(model.at(where.line,`AGENT SUBGRAPH ${node.id} ${said}, but edge ${u} \u2192 ${node.id} (line ${edge.line}) means it reads ${u}'s output ${out}`,where.column))}}if(!(!inputs||graphSaysNone(text)))for(let other of g.nodes){if(other.id===node.id||upstream.includes(other.id))continue;let out=other.outputs[0]?.value;!out||graphOutputPaths(out).length===0||(passes(text,out)||graphMentions(text,`${other.id}.output`))&&warnings.push(model.at(where.line,`AGENT SUBGRAPH ${node.id} reads ${other.id}'s output ${out}, but the DELEGATED GRAPH has no edge ${other.id} \u2192 ${node.id}`,where.column))}}return errors.length?{status:"fail",detail:`${plural(errors.length,"upstream output is","upstream outputs are")} not passed to the node that reads ${errors.length>1?"them":"it"} (missing input)`,fix:"List the output path of every upstream node in the INPUTS field of the reading node's AGENT SUBGRAPH.",findings:[...errors,...warnings]}:warnings.length?{status:"warn",detail:`${plural(warnings.length,"INPUTS reads","INPUTS read")} another node's output without an edge in the DELEGATED GRAPH`,fix:"Add the missing edge (and move the reader to a later wave), or drop the input if the node does not need it.",findings:warnings}:{status:"pass",detail:`${plural(checked,"upstream output")} passed through INPUTS`}}};var graph_return_present_default={id:"graph-return-present",pack:"graph",summary:"Every spawned node has a RETURN block, and every RETURN answers a spawned node",statuses:["pass","fail","warn","skip"],docs:`A worker is acquired by spawning it and released by returning structured data
(\xA78). A spawn without a RETURN loses the worker's implemented graph: the
coordinator gates the next wave on nothing. Each AGENT SUBGRAPH (a retry is a
new spawn) must be answered by a RETURN for its node before the node is spawned
again. A RETURN names its node in its header (\`RETURN: N1\`), in a \`NODE :\`
field, or by following that node's AGENT SUBGRAPH. A RETURN whose node is
unknown fails; a RETURN for a node nobody spawned warns.`,audit:[{source:"Every agent returns a RETURN block.",enforced:"fails when a spawn is not answered by a RETURN before the node is spawned again, and on a RETURN that names no known node"},{source:"A worker is a resource. It is acquired (spawned) and must be released (completed with structured data).",enforced:"the same check"},{source:"After each wave: collect every RETURN.",enforced:"the same check; a RETURN for a node with no AGENT SUBGRAPH only warns, since the prompt may be recorded elsewhere"}],examples:[{status:"pass",title:"passes when every spawn is answered",files:{"graph.md":`AGENT SUBGRAPH \u2014 N1 api
RETURN: N1
AGENT SUBGRAPH \u2014 N2 web
RETURN: N2`}},{status:"fail",title:"fails on a RETURN for an undeclared node and one that names no node",files:{"graph.md":"RETURN:"}},{status:"warn",title:"warns on a RETURN for a node that was never spawned",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
AGENT SUBGRAPH \u2014 N1 api
RETURN: N1
RETURN: N0`}},{status:"skip",title:"skips when nothing was spawned",files:{}}],check({model}){if(!model.subgraphs.length&&!model.returns.length)return{status:"skip",detail:`no AGENT SUBGRAPH or RETURN block in ${model.rel}`,missingArtefact:!0};let errors=[],warnings=[],known=new Set([...model.delegated?.nodes.map(n=>n.id)??[],...model.subgraphs.map(s=>s.node)]),nodes=new Set;for(let s of model.subgraphs)s.node&&nodes.add(s.node);for(let r of model.returns)r.node?known.has(r.node)?nodes.add(r.node):errors.push(model.at(r.line,`RETURN for ${r.node}, which no DELEGATED GRAPH or AGENT SUBGRAPH declares`)):errors.push(model.at(r.line,"RETURN names no node: put the node id in its header (`RETURN: N1`) or a `NODE :` field"));let spawns=0;for(let id of nodes){let events=[...model.subgraphsFor(id),...model.returnsFor(id)].sort((a,b)=>a.line-b.line),open;for(let ev of events)"fields"in ev&&"tasks"in ev?(spawns++,open&&errors.push(model.at(open.line,`AGENT SUBGRAPH ${id} has no RETURN before ${id} is spawned again at line ${ev.line}`)),open=ev):open?open=void 0:warnings.push(model.at(ev.line,`RETURN for ${id} answers no AGENT SUBGRAPH: ${id} was never spawned${model.subgraphsFor(id).length?" again":""} before this line`));open&&errors.push(model.at(open.line,`AGENT SUBGRAPH ${id} is never answered by a RETURN block`))}return errors.length?{status:"fail",detail:`${plural(errors.length,"spawn or RETURN","spawns or RETURNs")} without a counterpart: every spawned node returns a RETURN block`,fix:"Record the RETURN block of every spawned worker (`RETURN: <node id>` with STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, SUMMARY); name its node in the header.",findings:[...errors,...warnings]}:warnings.length?{status:"warn",detail:`${plural(warnings.length,"RETURN answers","RETURNs answer")} no spawn`,fix:"Write the AGENT SUBGRAPH the worker was given before its RETURN, or drop the stray RETURN.",findings:warnings}:{status:"pass",detail:`${plural(spawns,"spawn")}, each answered by a RETURN`}}};var graph_return_fields_default={id:"graph-return-fields",pack:"graph",summary:"Each RETURN is structured: STATUS done|failed|evolved, its required fields, FAILURE_REASON iff failed, EVOLVED_SCOPE iff evolved, a 3-5 sentence SUMMARY",statuses:["pass","fail","skip"],docs:'"A bare `done` is a failed return." The RETURN carries the implemented graph\nthe coordinator compares against the delegation, so it needs STATUS (done,\nfailed or evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT (`pass`, `fail`\nplus the first failing line, or `not run`) and a SUMMARY of 3 to 5 sentences.\nFAILURE_REASON is present exactly when STATUS is failed and EVOLVED_SCOPE exactly\nwhen it is evolved (`none` counts as absent). Template text left in a field\n(`<...>`) counts as missing.',audit:[{source:'A bare "done" is a failed return.',enforced:"fails on a RETURN without STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT and SUMMARY"},{source:"The worker returns the implemented graph in its result \u2014 not a bare signal, but the graph it actually built.",enforced:"a missing or template IMPLEMENTED GRAPH fails; code, JSX and markdown in it are content"},{source:"STATUS : done | failed | evolved",enforced:"any other STATUS fails"},{source:"EVOLVED_SCOPE : <new scope, only if evolved>",enforced:"fails when EVOLVED_SCOPE is missing on evolved or present otherwise"},{source:"FAILURE_REASON : <only if failed>",enforced:"fails when FAILURE_REASON is missing on failed or present otherwise"},{source:"SUMMARY : <3-5 sentences>",enforced:"fails outside 3 to 5 sentences; a sentence may start in lower case, and full stops in abbreviations, brackets and code do not end one"},{source:"If a worker completes without reporting its implemented graph, the data is lost.",enforced:"the IMPLEMENTED GRAPH check above"}],examples:[{status:"pass",title:"passes on structured returns",files:{"graph.md":`RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.
RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items \u2192 render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.`}},{status:"fail",title:'fails on a bare "done" return, at the RETURN line',files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

RETURN: done`}},{status:"skip",title:"skips without RETURN blocks",files:{}}],check({model}){if(!model.returns.length)return{status:"skip",detail:`no RETURN block in ${model.rel}`,missingArtefact:!0};let findings=[];for(let r of model.returns){let who=r.node?`RETURN ${r.node}`:`RETURN at line ${r.line}`,f=r.fields;if(Object.keys(f).filter(k=>k!=="NODE").length===0){let said=r.bare.map(b=>b.value).join(" ").slice(0,40);findings.push(model.at(r.line,`${who} is bare${said?` ("${said}")`:""}: no STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT or SUMMARY; a bare return is a failed return`));continue}for(let name of GRAPH_RETURN_REQUIRED){let field=f[name];field?graphIsPlaceholder(field.value,name==="VERIFY_RESULT")&&findings.push(model.at(field.line,`${name.replace("_GRAPH"," GRAPH")} of ${who} is not filled in: "${field.value.split(`
`)[0].slice(0,60)}"`,field.valueColumns[0])):findings.push(model.at(r.line,`${who} has no ${name.replace("_GRAPH"," GRAPH")} field`))}let statusField=f.STATUS,status=statusField?.value.trim().toLowerCase().split(/\s+/)[0]??"";statusField&&!graphIsPlaceholder(statusField.value)&&!GRAPH_RETURN_STATUSES.includes(status)&&findings.push(model.at(statusField.line,`${who} has STATUS ${statusField.value}; expected done, failed or evolved`,statusField.valueColumns[0]));let has=name=>!!f[name]&&!graphSaysNone(f[name].value)&&!graphIsPlaceholder(f[name].value);status==="failed"&&!has("FAILURE_REASON")&&findings.push(model.at(statusField.line,`${who} is failed but gives no FAILURE_REASON`,statusField.valueColumns[0])),status!=="failed"&&has("FAILURE_REASON")&&findings.push(model.at(f.FAILURE_REASON.line,`${who} has a FAILURE_REASON but STATUS ${status||"is missing"}`)),status==="evolved"&&!has("EVOLVED_SCOPE")&&findings.push(model.at(statusField.line,`${who} is evolved but gives no EVOLVED_SCOPE`,statusField.valueColumns[0])),status!=="evolved"&&has("EVOLVED_SCOPE")&&findings.push(model.at(f.EVOLVED_SCOPE.line,`${who} has an EVOLVED_SCOPE but STATUS ${status||"is missing"}`));let verify=f.VERIFY_RESULT;if(verify&&!graphIsPlaceholder(verify.value,!0)){let v=verify.value.trim();/^(?:pass(?:ed)?|fail(?:ed)?|not run)\b/i.test(v)?/^fail(?:ed)?\W*$/i.test(v)&&findings.push(model.at(verify.line,`VERIFY_RESULT of ${who} says fail without the first failing line`,verify.valueColumns[0])):findings.push(model.at(verify.line,`VERIFY_RESULT of ${who} is "${v.slice(0,40)}"; expected pass, fail + the first failing line, or not run`,verify.valueColumns[0]))}let summary=f.SUMMARY;if(summary&&!graphIsPlaceholder(summary.value)){let n=graphSentenceCount(summary.value);(n<3||n>5)&&findings.push(model.at(summary.line,`SUMMARY of ${who} has ${plural(n,"sentence")}; write 3 to 5`,summary.valueColumns[0]))}}return findings.length?{status:"fail",detail:`${plural(findings.length,"RETURN problem")}: a RETURN must carry the structured fields, not a bare signal`,fix:"Fill every RETURN with STATUS (done | failed | evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, a 3-5 sentence SUMMARY, plus FAILURE_REASON when failed or EVOLVED_SCOPE when evolved.",findings}:{status:"pass",detail:`${plural(model.returns.length,"RETURN block")}, all structured`}}};var squash=v=>v.replace(/\s+/g," ").trim();function firstDifference(a,b){let names=new Set([...Object.keys(a.fields),...Object.keys(b.fields)]);for(let name of names){let x=a.fields[name],y=b.fields[name];if(squash(x?.value??"")!==squash(y?.value??""))return{name,line:y?.line??b.line}}let tasks=s=>s.tasks.map(t=>squash(t.text)).join(`
`);if(tasks(a)!==tasks(b))return{name:"TASK",line:b.taskLine??b.line}}var graph_retry_default={id:"graph-retry",pack:"graph",summary:"A node is spawned at most twice, and a retry repeats its AGENT SUBGRAPH verbatim unless EVOLUTIONS records a change",statuses:["pass","fail","skip"],docs:`"Re-spawn once with the identical subgraph. Never retry more than once. Never
change the subgraph on retry." A third spawn hides a node that should be marked
FAILED; a retry with an edited subgraph is a silent re-plan the IMPLEMENTED
GRAPH cannot be compared against. Fields and TASK steps are compared with
whitespace collapsed. When EVOLUTIONS of the IMPLEMENTED GRAPH records the node,
the coordinator re-planned it (\xA7 Evolution): one changed re-spawn is allowed, and
one more spawn, the retry of the evolved subgraph.`,audit:[{source:"Never retry more than once. Never change the subgraph on retry.",enforced:"fails on a third spawn and on a retry whose fields or TASK steps differ from the previous spawn"},{source:"Re-spawn once with the identical subgraph. No changes.",enforced:"the same check"},{source:"Rewrite that node's AGENT SUBGRAPH with the new scope. Keep every other field.",enforced:"when EVOLUTIONS records the node, one changed re-spawn and one retry of it are allowed"}],examples:[{status:"pass",title:"passes when no node is spawned twice",files:{"graph.md":"AGENT SUBGRAPH \u2014 N2 web"}},{status:"fail",title:"fails on a retry that changes the subgraph, at the changed field",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
SUBGRAPH     : GET /items \u2192 list \u2192 json
AGENT SUBGRAPH \u2014 N1 api`}},{status:"skip",title:"skips without AGENT SUBGRAPH blocks",files:{}}],check({model}){if(!model.subgraphs.length)return{status:"skip",detail:`no AGENT SUBGRAPH block in ${model.rel}`,missingArtefact:!0};let findings=[],ids=[...new Set(model.subgraphs.map(s=>s.node).filter(Boolean))],retried=0;for(let id of ids){let spawns=model.subgraphsFor(id);if(spawns.length<2)continue;retried++;let evolved=model.evolved(id),limit=evolved?3:2;for(let extra of spawns.slice(limit))findings.push(model.at(extra.line,`${id} is spawned ${spawns.length} times (first at line ${spawns[0].line}); retry at most once${evolved?" after its evolution":""}, then mark it FAILED`));let changesLeft=evolved?1:0;for(let k=1;k<Math.min(spawns.length,limit);k++){let diff=firstDifference(spawns[k-1],spawns[k]);if(diff){if(changesLeft>0){changesLeft--;continue}findings.push(model.at(diff.line,`retry of ${id} changes ${diff.name} from the AGENT SUBGRAPH at line ${spawns[k-1].line}${evolved?" more than once":" and EVOLUTIONS records no change for it"}`))}}}return findings.length?{status:"fail",detail:`${plural(findings.length,"retry problem")}: retry once, with the identical subgraph`,fix:"Re-spawn a failed node once with its AGENT SUBGRAPH unchanged; after a second failure mark it FAILED. Record a deliberate re-plan in EVOLUTIONS.",findings}:{status:"pass",detail:retried?`${plural(retried,"node")} retried within the limit, verbatim or as recorded evolutions`:"no node was spawned twice"}}};function statusOf(r){return/^[\s`*"']*([a-z]+)/i.exec(r.fields.STATUS?.value??"")?.[1]?.toLowerCase()??""}var graph_respawn_default={id:"graph-respawn",pack:"graph",summary:"A node that returned failed (the first time) or evolved is spawned again before the next wave starts",statuses:["pass","fail","skip"],docs:`Gates: "After each wave: collect every RETURN. Re-spawn any \`failed\` node once.
Handle \`evolved\` nodes (below) before the next wave." Evolution: "Re-spawn the
node with the updated subgraph. If it then fails, apply Retry." A node whose
RETURN says failed for the first time, or evolved, needs one more AGENT SUBGRAPH.
Fails when the transcript proves otherwise: the IMPLEMENTED GRAPH follows with no
re-spawn, or a node of a later wave is spawned between that RETURN and the
re-spawn. A transcript that stops after such a RETURN, with no IMPLEMENTED GRAPH
yet, may be a run still in progress and passes. A second failure needs no
re-spawn: the node is FAILED.`,audit:[{source:"After each wave: collect every RETURN. Re-spawn any `failed` node once.",enforced:"fails when a first failed RETURN is followed by the IMPLEMENTED GRAPH without another AGENT SUBGRAPH of the node"},{source:"Handle `evolved` nodes (below) before the next wave.",enforced:"fails when a later-wave node is spawned between an evolved (or failed) RETURN and the re-spawn it calls for"},{source:"Re-spawn the node with the updated subgraph. If it then fails, apply Retry.",enforced:"an evolved RETURN needs a re-spawn; a failure of that re-spawn is a first failure after the evolution and needs the retry"}],examples:[{status:"pass",files:{"graph.md":"RETURN: N1"}},{status:"fail",title:"fails when a failed node is never re-spawned before the IMPLEMENTED GRAPH",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : failed
  FAILURE_REASON    : the test database was down

IMPLEMENTED GRAPH: demo`}},{status:"skip",title:"skips without a RETURN",files:{}}],check({model}){if(!model.returns.length)return{status:"skip",detail:`no RETURN block in ${model.rel}`,missingArtefact:!0};let findings=[],implLine=model.implemented?.line,handled=0;for(let id of new Set(model.returns.map(r=>r.node).filter(n=>!!n))){let wave=model.waveOf(id),failures=0;for(let r of model.returnsFor(id)){let status=statusOf(r);if(status==="evolved"&&(failures=0),status==="failed"&&failures++,status!=="evolved"&&!(status==="failed"&&failures===1))continue;let again=model.subgraphsFor(id).find(s=>s.line>r.line),end=again?.line??implLine;if(end===void 0||end<r.line)continue;let early=wave===void 0?void 0:model.subgraphs.find(s=>s.line>r.line&&s.line<end&&s.node!==id&&(model.waveOf(s.node)??0)>wave);early?findings.push(model.at(early.line,`${early.node} (WAVE ${model.waveOf(early.node)}) is spawned before ${id}, which returned ${status} at line ${r.line}, was spawned again`)):again?handled++:findings.push(model.at(r.line,`${id} returned ${status} and was never spawned again before the IMPLEMENTED GRAPH (line ${implLine}); ${status==="failed"?"re-spawn it once with the identical subgraph":"rewrite its AGENT SUBGRAPH with the new scope and re-spawn it"}`))}}return findings.length?{status:"fail",detail:`${plural(findings.length,"failed or evolved node")} not re-spawned in time`,fix:"After each wave, re-spawn every node that failed for the first time (identical subgraph) or evolved (rewritten subgraph) before spawning the next wave.",findings}:{status:"pass",detail:handled?`${plural(handled,"failed or evolved RETURN")}, each re-spawned before the next wave`:"no RETURN calls for a re-spawn"}}};var graph_gate_order_default={id:"graph-gate-order",pack:"graph",summary:"No node of WAVE n+1 is spawned before every spawned node of the earlier waves has returned",statuses:["pass","warn","fail","skip"],docs:`"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes)." The
transcript records events in order. A RETURN of a later-wave node written before
the first RETURN of an earlier-wave node proves the later node ran while the
earlier wave was still open: that fails. An AGENT SUBGRAPH of a later-wave node
written before the RETURN of an earlier-wave node, with no such proof, only
warns: a plan document may list every AGENT SUBGRAPH up front before any spawn
happens. Pre-done nodes count as done.`,audit:[{source:"WAVE n+1 never starts before WAVE n is done or FAILED.",enforced:"fails when a later-wave RETURN precedes the first RETURN of an earlier-wave node; warns when only its AGENT SUBGRAPH comes first"},{source:"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes).",enforced:"the same check (invariant 4)"},{source:"The gate between waves waits for all prior nodes.",enforced:"every spawned node of every earlier wave, not only the previous one, must have returned"},{source:"Between acquire and release, the worker owns its subgraph. The coordinator does not interfere \u2014 it waits at the gate.",enforced:"the same order check, read as the coordinator waiting at the gate"}],examples:[{status:"pass",title:"passes when each wave is spawned after the earlier waves returned",files:{"graph.md":"DELEGATED GRAPH: demo"}},{status:"fail",title:"fails when a later-wave node returned before an earlier-wave node did: the order proves it ran early",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items \u2192 render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

RETURN: N1`}},{status:"warn",title:"warns when a later-wave node is spawned before an earlier-wave node returned",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client
AGENT SUBGRAPH \u2014 N1 api
AGENT SUBGRAPH \u2014 N2 web`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let findings=[],proven=0,spawned=model.delegated.nodes.filter(n=>model.statusOf(n)!=="pre-done"&&model.subgraphsFor(n.id).length>0);for(let n of spawned){let wave=model.waveOf(n.id);if(wave===void 0)continue;let first=model.subgraphsFor(n.id)[0];for(let up of spawned){let upWave=model.waveOf(up.id);if(upWave===void 0||upWave>=wave)continue;let upReturns=model.returnsFor(up.id);if(upReturns.some(r=>r.line<first.line))continue;let early=upReturns.length?model.returnsFor(n.id).find(r=>r.line<upReturns[0].line):void 0;early?(proven++,findings.push(model.at(early.line,`${n.id} (WAVE ${wave}) returned before ${up.id} (WAVE ${upWave}) returned (line ${upReturns[0].line}): WAVE ${wave} ran before WAVE ${upWave} completed`))):findings.push(model.at(first.line,`${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`))}}return findings.length?{status:proven?"fail":"warn",detail:proven?`${plural(proven,"node")} of a later wave returned before an earlier wave completed`:`${plural(findings.length,"spawn")} before the gate of the previous wave`,fix:"Collect every RETURN of a wave (and handle failed and evolved nodes) before writing the AGENT SUBGRAPH blocks of the next wave.",findings}:{status:"pass",detail:"every wave was spawned after the earlier waves returned"}}};var graph_block_order_default={id:"graph-block-order",pack:"graph",summary:"The DELEGATED GRAPH comes before any AGENT SUBGRAPH or RETURN, and the IMPLEMENTED GRAPH after the last of them",statuses:["pass","fail","skip"],docs:`The execution graph: "Emit before any agent is spawned." The implemented graph:
"Emit after the last wave." A transcript records events in order, so an AGENT
SUBGRAPH or RETURN written above the first DELEGATED GRAPH proves a worker was
spawned before the plan existed, and one written below the IMPLEMENTED GRAPH
(with no new DELEGATED GRAPH in between) proves the result was emitted while a
wave was still running. Both fail. Skips when the transcript has no AGENT
SUBGRAPH and no RETURN.`,audit:[{source:"Emit before any agent is spawned.",enforced:"fails on an AGENT SUBGRAPH or RETURN above the first DELEGATED GRAPH"},{source:"Map the successful task as an execution graph before spawning any worker.",enforced:"the same check"},{source:"Emit after the last wave.",enforced:"fails on an AGENT SUBGRAPH or RETURN below an IMPLEMENTED GRAPH with no DELEGATED GRAPH between them"},{source:"The worker records the implemented graph AFTER implementing.",enforced:"the same check, for the coordinator's IMPLEMENTED GRAPH"}],examples:[{status:"pass",title:"passes when the plan comes first and the implemented graph last",files:{"graph.md":"RETURN: N2"}},{status:"fail",title:"fails on a spawn written above the DELEGATED GRAPH",files:{"graph.md":`# Transcript

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

DELEGATED GRAPH: demo`}},{status:"skip",title:"skips without an AGENT SUBGRAPH or RETURN",files:{}}],check({model}){let spawns=[...model.subgraphs.map(s=>({line:s.line,what:`AGENT SUBGRAPH${s.node?` ${s.node}`:""}`})),...model.returns.map(r=>({line:r.line,what:`RETURN${r.node?` ${r.node}`:""}`}))].sort((a,b)=>a.line-b.line);if(!spawns.length)return{status:"skip",detail:`no AGENT SUBGRAPH or RETURN block in ${model.rel}`,missingArtefact:!0};let findings=[],firstPlan=model.delegatedGraphs[0]?.line;if(firstPlan!==void 0)for(let s of spawns.filter(x=>x.line<firstPlan))findings.push(model.at(s.line,`${s.what} is written before the DELEGATED GRAPH (line ${firstPlan}): the graph comes before any agent is spawned`));for(let impl of model.implementedGraphs){let nextPlan=model.delegatedGraphs.find(g=>g.line>impl.line)?.line??1/0;for(let s of spawns.filter(x=>x.line>impl.endLine&&x.line<nextPlan))findings.push(model.at(s.line,`${s.what} is written after the IMPLEMENTED GRAPH (line ${impl.line}): the implemented graph comes after the last wave`))}return findings.length?{status:"fail",detail:`${plural(findings.length,"block")} out of order`,fix:"Write the DELEGATED GRAPH before the first AGENT SUBGRAPH, and the IMPLEMENTED GRAPH after the last RETURN.",findings}:{status:"pass",detail:"the DELEGATED GRAPH precedes every spawn and the IMPLEMENTED GRAPH follows every RETURN"}}};var graph_compare_gaps_default={id:"graph-compare-gaps",pack:"graph",summary:"GAPS lists exactly the delegated nodes the IMPLEMENTED GRAPH lacks",statuses:["pass","fail","skip"],docs:`"If the delegated subgraph has nodes the implemented graph did not cover, the
worker missed something." GAPS is where the coordinator admits it. A delegated
node absent from the IMPLEMENTED GRAPH but not in GAPS is a silent gap; a node
in GAPS that the IMPLEMENTED GRAPH does cover, or that was never delegated, is a
false report. An entry may name the node or its output path. Each difference is
reported twice: at the DELEGATED GRAPH line and at the IMPLEMENTED GRAPH line,
each message naming the other.`,audit:[{source:"If the delegated subgraph has nodes the implemented graph did not cover, the worker missed something.",enforced:"fails when GAPS does not list exactly the delegated nodes the IMPLEMENTED GRAPH lacks"},{source:"GAPS : [delegated nodes or files no implemented graph covers, or none]",enforced:"the same check, with both locations"}],examples:[{status:"pass",title:"passes when GAPS lists the missing node by id or by its output path",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N2  domain=web   output=web/app.ts    status=pending
IMPLEMENTED GRAPH: demo
GAPS : [N2]`}},{status:"fail",title:"fails on an unlisted gap with a finding at each location, each naming the other",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items \u2192 render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH or a DELEGATED GRAPH",files:{"graph.md":"IMPLEMENTED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let d=model.delegated,impl=model.implemented,gaps=model.differences().filter(x=>x.kind==="gap"),list2=impl.gaps,findings=[],here=list2?{line:list2.field.line,what:`GAPS (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no GAPS line,`},listed=model.listed(list2);for(let g of gaps)listed.has(g.node)||(findings.push(model.at(g.delegated.line,`${g.node} is delegated here but missing from the IMPLEMENTED GRAPH, and ${here.what} does not list it`,g.delegated.column)),findings.push(model.at(here.line,`GAPS does not list ${g.node}, delegated at line ${g.delegated.line} and absent from the IMPLEMENTED GRAPH`)));for(let item of list2?.items??[]){let e=model.entry(item.value),id=e.kind==="node"?e.id:e.kind==="file"?e.node:void 0;if(e.kind==="text"){findings.push(model.at(item.line,`GAPS entry "${item.value.slice(0,40)}" is neither a node id nor a path`,item.column));continue}if(!id)continue;let dn=model.node(id),implNode=impl.nodes.find(n=>n.id===id);dn?implNode&&(findings.push(model.at(item.line,`GAPS lists ${id}, but the IMPLEMENTED GRAPH covers it at line ${implNode.line} (delegated at line ${dn.line})`,item.column)),findings.push(model.at(dn.line,`${id} is delegated here and implemented at line ${implNode.line}, yet GAPS (line ${item.line}) lists it`,dn.column))):(findings.push(model.at(item.line,`GAPS lists ${id}, which the DELEGATED GRAPH (line ${d.line}) does not declare`,item.column)),findings.push(model.at(d.line,`the DELEGATED GRAPH declares no ${id}, yet GAPS (line ${item.line}) lists it`)))}return!list2&&!gaps.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no GAPS line (write `GAPS : none`)")),findings.length?{status:"fail",detail:`GAPS disagrees with the comparison (${plural(findings.length,"finding")}): ${plural(gaps.length,"delegated node is","delegated nodes are")} missing from the IMPLEMENTED GRAPH`,fix:"List in GAPS exactly the delegated nodes (or their outputs) that the IMPLEMENTED GRAPH does not cover; write `GAPS : none` when it covers them all.",findings}:{status:"pass",detail:gaps.length?`GAPS lists the ${plural(gaps.length,"uncovered node")}`:"every delegated node is implemented and GAPS says none"}}};var graph_compare_off_script_default={id:"graph-compare-off-script",pack:"graph",summary:"OFF-SCRIPT lists exactly the implemented nodes that were never delegated",statuses:["pass","fail","skip"],docs:`"If the implemented graph has nodes the delegated subgraph did not mention, the
worker went off-script." A node in the IMPLEMENTED GRAPH that the DELEGATED GRAPH
does not declare must appear in OFF-SCRIPT; a delegated node listed there, or an
id the IMPLEMENTED GRAPH does not contain, is a false report. File entries finer
than a node (from a worker's own graph) are accepted as they are. Each
difference is reported at both locations.`,audit:[{source:"If the implemented graph has nodes the delegated subgraph did not mention, the worker went off-script.",enforced:"fails when OFF-SCRIPT does not list exactly the implemented nodes that were never delegated"}],examples:[{status:"pass",title:"passes when nothing undelegated was implemented",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
OFF-SCRIPT : none`}},{status:"fail",title:"fails without an OFF-SCRIPT line",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"graph.md":"DELEGATED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let d=model.delegated,impl=model.implemented,extra=model.differences().filter(x=>x.kind==="off-script"),list2=impl.offScript,findings=[],here=list2?{line:list2.field.line,what:`OFF-SCRIPT (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no OFF-SCRIPT line,`},listed=model.listed(list2);for(let x of extra)listed.has(x.node)||(findings.push(model.at(x.implemented.line,`${x.node} is implemented here but the DELEGATED GRAPH (line ${d.line}) never declared it, and ${here.what} does not list it`,x.implemented.column)),findings.push(model.at(here.line,`OFF-SCRIPT does not list ${x.node}, implemented at line ${x.implemented.line} but not in the DELEGATED GRAPH (line ${d.line})`)));for(let item of list2?.items??[]){let e=model.entry(item.value);if(e.kind==="text"){findings.push(model.at(item.line,`OFF-SCRIPT entry "${item.value.slice(0,40)}" is neither a node id nor a path`,item.column));continue}if(e.kind==="file")continue;let dn=model.node(e.id);dn?(findings.push(model.at(item.line,`OFF-SCRIPT lists ${e.id}, but it was delegated at line ${dn.line}`,item.column)),findings.push(model.at(dn.line,`${e.id} is delegated here, yet OFF-SCRIPT (line ${item.line}) lists it`,dn.column))):impl.nodes.some(n=>n.id===e.id)||(findings.push(model.at(item.line,`OFF-SCRIPT lists ${e.id}, which is neither in the IMPLEMENTED GRAPH (line ${impl.line}) nor in the DELEGATED GRAPH (line ${d.line})`,item.column)),findings.push(model.at(impl.line,`the IMPLEMENTED GRAPH has no node ${e.id}, yet OFF-SCRIPT (line ${item.line}) lists it`)))}return!list2&&!extra.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no OFF-SCRIPT line (write `OFF-SCRIPT : none`)")),findings.length?{status:"fail",detail:`OFF-SCRIPT disagrees with the comparison (${plural(findings.length,"finding")}): ${plural(extra.length,"implemented node was","implemented nodes were")} never delegated`,fix:"List in OFF-SCRIPT exactly the implemented nodes the DELEGATED GRAPH does not declare; write `OFF-SCRIPT : none` when there are none.",findings}:{status:"pass",detail:extra.length?`OFF-SCRIPT lists the ${plural(extra.length,"undelegated node")}`:"no undelegated node and OFF-SCRIPT says none"}}};var graph_compare_failures_default={id:"graph-compare-failures",pack:"graph",summary:"FAILURES lists exactly the implemented nodes with status=failed, and every status is done, pre-done or failed",statuses:["pass","fail","skip"],docs:`A node that failed twice is FAILED: downstream nodes proceed without its output
and say so. FAILURES is the one line the next reader looks at, so it must name
exactly the nodes whose IMPLEMENTED GRAPH line says \`status=failed\`, no more and
no fewer. A node status other than done, pre-done or failed cannot be gated on.
Each difference is reported at the node line and at the FAILURES line.`,audit:[{source:"Second failure: mark FAILED, add to FAILURES.",enforced:"fails when FAILURES does not list exactly the implemented nodes with status=failed"},{source:"N1 status=done|pre-done|failed output=... verify=...",enforced:"any other implemented status fails"}],examples:[{status:"pass",title:"passes when FAILURES lists the failed node",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
  N1  status=failed    output=src/api.ts    verify=fail
FAILURES : [N1]`}},{status:"fail",title:"fails on an unknown or missing node status",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
  N1  status=skipped  output=src/api.ts
  N2  output=web/app.ts    verify=pass
FAILURES   : none`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"graph.md":"DELEGATED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,list2=impl.failures,findings=[],here=list2?{line:list2.field.line,what:`FAILURES (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no FAILURES line,`},listed=model.listed(list2),failed=impl.nodes.filter(n=>n.status?.value.trim().toLowerCase()==="failed");for(let n of impl.nodes){let s=n.status?.value.trim().toLowerCase();s===void 0?findings.push(model.at(n.line,`${n.id} has no status= in the IMPLEMENTED GRAPH`,n.column)):GRAPH_IMPL_STATUSES.includes(s)||findings.push(model.at(n.line,`${n.id} has status=${n.status.value}; expected done, pre-done or failed`,n.status.column))}for(let n of failed)listed.has(n.id)||(findings.push(model.at(n.line,`${n.id} has status=failed here, but ${here.what} does not list it`,n.status.column)),findings.push(model.at(here.line,`FAILURES does not list ${n.id}, which has status=failed at line ${n.line}`)));for(let item of list2?.items??[]){let e=model.entry(item.value),id=e.kind==="node"?e.id:e.kind==="file"?e.node:void 0;if(e.kind==="text"){findings.push(model.at(item.line,`FAILURES entry "${item.value.slice(0,40)}" is not a node id`,item.column));continue}if(!id)continue;let n=impl.nodes.find(x=>x.id===id);n?n.status?.value.trim().toLowerCase()!=="failed"&&(findings.push(model.at(item.line,`FAILURES lists ${id}, but line ${n.line} gives it status=${n.status?.value??"(none)"}`,item.column)),findings.push(model.at(n.line,`${id} has status=${n.status?.value??"(none)"} here, yet FAILURES (line ${item.line}) lists it`,n.column))):(findings.push(model.at(item.line,`FAILURES lists ${id}, which the IMPLEMENTED GRAPH (line ${impl.line}) does not contain`,item.column)),findings.push(model.at(impl.line,`the IMPLEMENTED GRAPH has no node ${id}, yet FAILURES (line ${item.line}) lists it`)))}return!list2&&!failed.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no FAILURES line (write `FAILURES : none`)")),findings.length?{status:"fail",detail:`FAILURES disagrees with the node statuses (${plural(findings.length,"finding")}): ${plural(failed.length,"node has","nodes have")} status=failed`,fix:"List in FAILURES exactly the nodes with status=failed (write `FAILURES : none` when none failed) and give every node status=done, pre-done or failed.",findings}:{status:"pass",detail:failed.length?`FAILURES lists the ${plural(failed.length,"failed node")}`:"no node failed and FAILURES says none"}}};var graph_compare_waves_default={id:"graph-compare-waves",pack:"graph",summary:"Each node sits in the same wave in the DELEGATED and the IMPLEMENTED GRAPH",statuses:["pass","fail","skip"],docs:`The wave is where a node's gate lies. A node implemented in another wave than
delegated ran before its inputs existed, or held up a wave it was not part of;
either way the delegated schedule is not what ran. A node listed twice in the
IMPLEMENTED GRAPH ran twice. Each difference is reported at the DELEGATED GRAPH
line and at the IMPLEMENTED GRAPH line, each naming the other.`,audit:[{source:"Same nodes. Same A flowing through.",enforced:"fails when a node sits in another wave in the IMPLEMENTED GRAPH than in the DELEGATED GRAPH"}],examples:[{status:"pass",title:"passes when each node sits in its delegated wave",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`}},{status:"fail",title:"fails on a node moved to another wave, at both locations",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items \u2192 render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
  N2  status=done      output=web/app.ts    verify=pass`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"graph.md":"DELEGATED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,findings=[],moved=model.differences().filter(x=>x.kind==="wave");for(let m of moved){let dw=model.waveOf(m.node),iw=impl.nodes.find(n=>n.id===m.node).wave;findings.push(model.at(m.delegated.line,`${m.node} is delegated to WAVE ${dw} but implemented in WAVE ${iw} (line ${m.implemented.line})`,m.delegated.column)),findings.push(model.at(m.implemented.line,`${m.node} is implemented in WAVE ${iw} but delegated to WAVE ${dw} (line ${m.delegated.line})`,m.implemented.column))}let seen=new Map;for(let n of impl.nodes){let first=seen.get(n.id);first!==void 0?findings.push(model.at(n.line,`${n.id} is listed again in the IMPLEMENTED GRAPH (first at line ${first})`,n.column)):seen.set(n.id,n.line)}return findings.length?{status:"fail",detail:`${plural(moved.length,"node")} ran in another wave than delegated${findings.length>moved.length*2?", and some are listed twice":""}`,fix:"Run each node in its delegated wave; if the plan changed, re-issue the DELEGATED GRAPH and say so, and name the move in VERDICT.",findings}:{status:"pass",detail:"every implemented node sits in its delegated wave"}}};var graph_compare_outputs_default={id:"graph-compare-outputs",pack:"graph",summary:"Each implemented node produced the output= it was delegated",statuses:["pass","warn","skip"],docs:`"Same nodes. Same A flowing through." A node that wrote another file than
delegated leaves its readers with nothing at the path they were given. Outputs
are compared as sets of paths (order, \`./\` and a trailing \`/\` aside). The rule
warns rather than fails: a worker may legitimately refine a folder output into
the files inside it, but the VERDICT must then name the difference. Each
difference is reported at both locations.`,audit:[{source:"Same nodes. Same A flowing through.",enforced:"warns when an implemented node's output differs from its delegated output= (a worker may refine a folder into its files; the VERDICT must then name it)"}],examples:[{status:"pass",title:"passes when every node produced its delegated output",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`}},{status:"warn",title:"warns on another output, at both locations",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items \u2192 render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
  N2  status=done  output=web/main.ts  verify=pass`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"graph.md":"DELEGATED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let findings=[],diffs=model.differences().filter(x=>x.kind==="output");for(let x of diffs)findings.push(model.at(x.delegated.line,`${x.message}; the IMPLEMENTED GRAPH line is ${x.implemented.line}`,x.delegated.column)),findings.push(model.at(x.implemented.line,`${x.message}; the DELEGATED GRAPH line is ${x.delegated.line}`,x.implemented.column));return findings.length?{status:"warn",detail:`${plural(diffs.length,"node")} produced another output than delegated`,fix:"Produce the delegated output, or record the change (EVOLUTIONS, VERDICT) so the next reader knows where the work is.",findings}:{status:"pass",detail:"every implemented node produced its delegated output"}}};var graph_compare_evolutions_default={id:"graph-compare-evolutions",pack:"graph",summary:"EVOLUTIONS records exactly the nodes whose RETURN said STATUS evolved",statuses:["pass","fail","skip"],docs:`When a worker returns \`STATUS : evolved\`, the coordinator re-plans the node and
"records the change in EVOLUTIONS". An evolved RETURN missing from EVOLUTIONS is a
scope change nobody can see in the result; an EVOLUTIONS entry for a node that
never returned evolved is a re-plan without cause. Entries are read from
\`{ node: N2, ... }\` objects or plain ids. Each difference is reported at the
RETURN and at the EVOLUTIONS line.`,audit:[{source:"Record the change in EVOLUTIONS.",enforced:"fails when EVOLUTIONS does not record exactly the nodes whose RETURN said evolved"}],examples:[{status:"pass",title:"passes when no node evolved and EVOLUTIONS says none",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
EVOLUTIONS : none`}},{status:"fail",title:"fails without an EVOLUTIONS line",files:{"graph.md":`DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"graph.md":"DELEGATED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,list2=impl.evolutions,findings=[],here=list2?{line:list2.field.line,what:`EVOLUTIONS (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no EVOLUTIONS line,`},evolvedReturns=model.returns.filter(r=>r.node&&r.fields.STATUS?.value.trim().toLowerCase().startsWith("evolved")),recorded=new Set((list2?.items??[]).map(i=>i.value)),seen=new Set;for(let r of evolvedReturns){if(recorded.has(r.node)||seen.has(r.node))continue;seen.add(r.node);let status=r.fields.STATUS;findings.push(model.at(status.line,`RETURN ${r.node} says evolved here, but ${here.what} does not record the change`,status.valueColumns[0])),findings.push(model.at(here.line,`EVOLUTIONS does not record ${r.node}, whose RETURN at line ${r.line} says evolved`))}for(let item of list2?.items??[]){if(evolvedReturns.some(r=>r.node===item.value))continue;if(!model.node(item.value)&&!model.implemented.nodes.some(n2=>n2.id===item.value)){findings.push(model.at(item.line,`EVOLUTIONS records ${item.value}, which is no node of the DELEGATED or IMPLEMENTED GRAPH`,item.column));continue}let any=model.returnsFor(item.value)[0];findings.push(model.at(item.line,`EVOLUTIONS records ${item.value}, but no RETURN for it says evolved${any?` (RETURN at line ${any.line})`:""}`,item.column)),any&&findings.push(model.at(any.line,`RETURN ${item.value} does not say evolved, yet EVOLUTIONS (line ${item.line}) records it`))}if(!list2&&!evolvedReturns.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no EVOLUTIONS line (write `EVOLUTIONS : none`)")),findings.length)return{status:"fail",detail:`EVOLUTIONS disagrees with the RETURN blocks (${plural(findings.length,"finding")}): ${plural(evolvedReturns.length,"RETURN")} said evolved`,fix:"Record every evolved node in EVOLUTIONS as `{ node, original_scope, evolved_scope }`; write `EVOLUTIONS : none` when no node evolved.",findings};let n=new Set(evolvedReturns.map(r=>r.node)).size;return{status:"pass",detail:n?`EVOLUTIONS records the ${plural(n,"evolved node")}`:"no node evolved and EVOLUTIONS says none"}}};var KIND={gap:"missing from the IMPLEMENTED GRAPH","off-script":"implemented but never delegated",wave:"implemented in another wave",output:"implemented with another output",failed:"failed"},graph_verdict_default={id:"graph-verdict",pack:"graph",summary:'VERDICT says "matches" only when the graphs do not differ, and otherwise names every difference',statuses:["pass","fail","warn","skip"],docs:`"The implemented graph is structurally the same as the delegated graph, or the
VERDICT names each difference." The differences are computed, not read: delegated
nodes missing from the IMPLEMENTED GRAPH, implemented nodes never delegated,
nodes in another wave or with another output, and failed nodes. A VERDICT of
\`matches\` with any of them fails, with a finding at the VERDICT and one at each
difference. A mismatch VERDICT must name each difference, in its own text or in
the GAPS / OFF-SCRIPT / FAILURES line that covers its kind (wave and output moves
can only be named in VERDICT). A mismatch VERDICT when nothing differs warns.`,audit:[{source:"The implemented graph is structurally the same as the delegated graph, or the VERDICT names each difference.",enforced:"fails on VERDICT matches with any difference, and on a mismatch VERDICT that leaves a difference unnamed; warns on a mismatch VERDICT when nothing differs"},{source:"The delegated subgraph and the implemented graph must match.",enforced:"the same check"},{source:"If the implemented graph does not match the delegated subgraph, the delegation is wrong.",enforced:"the same check"}],examples:[{status:"pass",title:"passes on a mismatch verdict whose differences are listed or named",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
IMPLEMENTED GRAPH: demo
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
GAPS : [N2]
VERDICT : mismatches listed above`}},{status:"fail",title:'fails on "matches" with a difference, at the VERDICT and at the difference',files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1]  \u2014 base
  WAVE 2 : [N2]       \u2014 client

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items \u2192 list \u2192 json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH \u2014 N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking \xA72
SUBGRAPH     : fetch /items \u2192 render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items \u2192 render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches`}},{status:"warn",title:"warns on a mismatch verdict when nothing differs",files:{"graph.md":`DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
IMPLEMENTED GRAPH: demo
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
  N2  status=done      output=web/app.ts    verify=pass
VERDICT : mismatches listed above`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"graph.md":"DELEGATED GRAPH: demo"}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,verdict=impl.verdict,diffs=model.differences();if(!verdict)return{status:"fail",detail:"the IMPLEMENTED GRAPH has no VERDICT line",fix:"End the IMPLEMENTED GRAPH with `VERDICT : matches` or `VERDICT : mismatches listed above` (naming each difference).",findings:[model.at(impl.line,"no VERDICT in this IMPLEMENTED GRAPH")]};let text=verdict.value,col=verdict.valueColumns[0];if(/\|/.test(text)||/^\s*</.test(text))return{status:"fail",detail:`VERDICT still holds the template text "${text.slice(0,50)}"`,fix:"Write `VERDICT : matches` or `VERDICT : mismatches listed above`.",findings:[model.at(verdict.line,"VERDICT is the template, not a verdict",col)]};let saysMatch=/^\s*match(?:es|ed)?\b/i.test(text)&&!/mismatch/i.test(text),where=x=>x.implemented??x.delegated;if(saysMatch){if(!diffs.length)return{status:"pass",detail:"VERDICT says matches and the graphs match"};let findings=[model.at(verdict.line,`VERDICT says matches, but ${plural(diffs.length,"difference")}: ${diffs.map(x=>`${x.node} ${KIND[x.kind]}`).join("; ")}`,col)];for(let x of diffs)findings.push(model.at(where(x).line,`${x.message}, yet VERDICT (line ${verdict.line}) says matches`,where(x).column));return{status:"fail",detail:`VERDICT says matches but the graphs differ in ${plural(diffs.length,"place")}`,fix:"Write `VERDICT : mismatches listed above` and name each difference (in GAPS, OFF-SCRIPT, FAILURES or the VERDICT text).",findings}}if(!diffs.length)return{status:"warn",detail:`VERDICT reports "${text.slice(0,50)}" but the graphs show no difference`,fix:"Write `VERDICT : matches`, or add the difference the VERDICT refers to to the IMPLEMENTED GRAPH.",findings:[model.at(verdict.line,"VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show",col)]};let listFor={gap:model.listed(impl.gaps),"off-script":model.listed(impl.offScript),failed:model.listed(impl.failures)},unnamed=diffs.filter(x=>!graphMentions(text,x.node)&&!listFor[x.kind]?.has(x.node));if(unnamed.length){let findings=[model.at(verdict.line,`VERDICT does not name ${unnamed.map(x=>`${x.node} (${KIND[x.kind]})`).join(", ")}`,col)];for(let x of unnamed)findings.push(model.at(where(x).line,`${x.message}, and neither VERDICT (line ${verdict.line}) nor the list for it names ${x.node}`,where(x).column));return{status:"fail",detail:`VERDICT leaves ${plural(unnamed.length,"difference")} unnamed`,fix:"Name each wave or output difference in the VERDICT text, and each missing, extra or failed node in GAPS, OFF-SCRIPT or FAILURES.",findings}}return{status:"pass",detail:`VERDICT reports a mismatch and names ${diffs.length===1?"the one difference":`each of the ${diffs.length} differences`}`}}};var graphRules=[graph_parse_default,graph_node_owner_output_default,graph_edges_declared_default,graph_acyclic_default,graph_waves_partition_default,graph_edge_wave_order_default,graph_same_output_waves_default,graph_independent_wave_default,graph_pre_done_default,graph_subgraph_complete_default,graph_subgraph_output_default,graph_subgraph_inputs_default,graph_return_present_default,graph_return_fields_default,graph_retry_default,graph_respawn_default,graph_gate_order_default,graph_block_order_default,graph_compare_gaps_default,graph_compare_off_script_default,graph_compare_failures_default,graph_compare_waves_default,graph_compare_outputs_default,graph_compare_evolutions_default,graph_verdict_default];export{graphRules};
