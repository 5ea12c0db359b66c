import { createRequire as __elCreateRequire } from 'node:module'; const require = __elCreateRequire(import.meta.url);
import{checkDetail,namesWithLineFeeds,shownFindingPath,shownPath,shownReports,warningsFailReason}from"./chunk-5OIB3E6L.js";import{rewriteWorkflowCommands,showControls,showLineFeeds,showNamesOnOneLine}from"./chunk-5ZVYHJCB.js";var INVALID_XML=/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu,shownInvalid=c=>`\\u${c.charCodeAt(0).toString(16).padStart(4,"0")}`;function xmlText(s){let text=showControls(s).replace(INVALID_XML,shownInvalid).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;");return rewriteWorkflowCommands(text,"&#58;","&#35;")}function xmlAttr(s){return xmlText(s).replace(/"/g,"&quot;").replace(/'/g,"&apos;").replace(/\t/g,"&#9;").replace(/\n/g,"&#10;")}function attrs(list){return list.filter(([,v])=>v!==void 0).map(([k,v])=>` ${k}="${xmlAttr(String(v))}"`).join("")}function seconds(ms){return ms===void 0?void 0:(ms/1e3).toFixed(3)}function findingLine(r,f,base){return`${showLineFeeds(shownFindingPath(r,f.file,base))}:${f.line}:${f.column} ${showNamesOnOneLine(f.message,namesWithLineFeeds(f.file))}`}function body(r,c,base,detail=!0){let lines=c.findings.map(f=>findingLine(r,f,base));return!lines.length&&detail&&lines.push(checkDetail(c)),c.fix&&lines.push(`Fix: ${c.fix}`),c.docs&&lines.push(`Docs: ${c.docs}`),lines.join(`
`)}function passOutput(r,c,base){let notices=c.findings.filter(f=>f.severity==="info").map(f=>findingLine(r,f,base)),suppressed=(c.suppressed??[]).map(f=>`SUPPRESSED ${findingLine(r,f,base)} (reason: ${f.reason})`);return[...notices,...suppressed].join(`
`)}var targetName=(r,base)=>showLineFeeds(shownPath(r.target,base));function testcase(r,c,base,warningsFail){let open=`    <testcase${attrs([["classname",targetName(r,base)],["name",c.name],["time",seconds(c.ms)]])}`,detail=checkDetail(c);if(c.internal_error)return`${open}>
      <error${attrs([["message",detail],["type","internal_error"]])}>${xmlText(body(r,c,base))}</error>
    </testcase>`;switch(c.status){case"fail":return`${open}>
      <failure${attrs([["message",detail],["type","check"]])}>${xmlText(body(r,c,base))}</failure>
    </testcase>`;case"skip":return`${open}>
      <skipped${attrs([["message",detail]])}/>
    </testcase>`;case"warn":return warningsFail!==void 0?`${open}>
      <failure${attrs([["message",detail],["type","warning"]])}>${xmlText(`WARN: ${detail}
This warning fails the run (${warningsFail}).
${body(r,c,base,!1)}`)}</failure>
    </testcase>`:`${open}>
      <system-out>${xmlText(`WARN: ${detail}
${body(r,c,base,!1)}`)}</system-out>
    </testcase>`;default:{let out=passOutput(r,c,base);return out?`${open}>
      <system-out>${xmlText(out)}</system-out>
    </testcase>`:`${open}/>`}}}function tally(checks,warningsFail){let timed=checks.filter(c=>c.ms!==void 0);return{tests:checks.length,failures:checks.filter(c=>(c.status==="fail"||warningsFail&&c.status==="warn")&&!c.internal_error).length,errors:checks.filter(c=>c.internal_error).length,skipped:checks.filter(c=>c.status==="skip").length,...timed.length?{ms:timed.reduce((n,c)=>n+c.ms,0)}:{}}}function counts(t){return[["tests",t.tests],["failures",t.failures],["errors",t.errors],["skipped",t.skipped],["time",seconds(t.ms)]]}function formatJunit(reports,opts={}){let base=opts.base??process.cwd(),failing=opts.warningsFail!==void 0,suites=reports.map(r=>{let name=targetName(r,base),props=[["kind",r.kind],...r.tier?[["tier",r.tier]]:[],["tool",`${r.tool.name} ${r.tool.version}`]].map(([k,v])=>`      <property${attrs([["name",k],["value",v]])}/>`);return[`  <testsuite${attrs([["name",name],...counts(tally(r.checks,failing))])}>`,`    <properties>
${props.join(`
`)}
    </properties>`,...r.checks.map(c=>testcase(r,c,base,opts.warningsFail)),"  </testsuite>"].join(`
`)}),all=tally(reports.flatMap(r=>r.checks),failing);return['<?xml version="1.0" encoding="UTF-8"?>',`<testsuites${attrs([["name","engagement-lint"],...counts(all)])}>`,...suites,"</testsuites>",""].join(`
`)}var formatter={format:(reports,ctx)=>formatJunit(shownReports(reports,ctx),{base:ctx.cwd,warningsFail:warningsFailReason(reports,ctx)})};export{xmlText,xmlAttr,formatJunit,formatter};
