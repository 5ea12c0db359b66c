var __create=Object.create;var __defProp=Object.defineProperty;var __getOwnPropDesc=Object.getOwnPropertyDescriptor;var __getOwnPropNames=Object.getOwnPropertyNames;var __getProtoOf=Object.getPrototypeOf,__hasOwnProp=Object.prototype.hasOwnProperty;var __esm=(fn,res,err)=>function(){if(err)throw err[0];try{return fn&&(res=(0,fn[__getOwnPropNames(fn)[0]])(fn=0)),res}catch(e){throw err=[e],e}};var __commonJS=(cb,mod)=>function(){try{return mod||(0,cb[__getOwnPropNames(cb)[0]])((mod={exports:{}}).exports,mod),mod.exports}catch(e){throw mod=0,e}};var __export=(target,all)=>{for(var name in all)__defProp(target,name,{get:all[name],enumerable:!0})},__copyProps=(to,from,except,desc)=>{if(from&&typeof from=="object"||typeof from=="function")for(let key of __getOwnPropNames(from))!__hasOwnProp.call(to,key)&&key!==except&&__defProp(to,key,{get:()=>from[key],enumerable:!(desc=__getOwnPropDesc(from,key))||desc.enumerable});return to};var __toESM=(mod,isNodeMode,target)=>(target=mod!=null?__create(__getProtoOf(mod)):{},__copyProps(isNodeMode||!mod||!mod.__esModule?__defProp(target,"default",{value:mod,enumerable:!0}):target,mod)),__toCommonJS=mod=>__copyProps(__defProp({},"__esModule",{value:!0}),mod);var epiphany_map_schema_exports={};__export(epiphany_map_schema_exports,{default:()=>epiphany_map_schema_default});var epiphany_map_schema_default,init_epiphany_map_schema=__esm({"schemas/epiphany-map.schema.json"(){epiphany_map_schema_default={$schema:"http://json-schema.org/draft-07/schema#",$id:"https://github.com/engagement-lint/engagement-lint/blob/main/schemas/epiphany-map.schema.json",title:"Epiphany controller map (state/map.yaml)",description:"Stable understanding written by update_map and backtrack. Top-level keys are only the six below; spaces or hyphens in place of underscores are read as underscores before validation. Every section may be left empty (null).",type:"object",additionalProperties:!1,properties:{objectives:{$ref:"#/definitions/statements"},constraints:{$ref:"#/definitions/statements"},invariants:{$ref:"#/definitions/statements"},accepted_design:{description:"Design that survived verification. Each entry cites the evidence.jsonl ids that support it.",type:["array","null"],items:{type:["string","object"],if:{type:"object"},then:{required:["text"],properties:{id:{type:"string",minLength:1},text:{type:"string",minLength:1},evidence:{$ref:"#/definitions/ids"},why:{type:"string"}}}}},rejected_paths:{description:"Lines of attack that were abandoned, each with the reason; `branch`/`branches` name the branches.json ids whose lesson the entry preserves.",type:["array","null"],items:{type:["string","object"],if:{type:"object"},then:{required:["text"],properties:{id:{type:"string",minLength:1},text:{type:"string",minLength:1},reason:{type:"string"},branch:{type:"string",minLength:1},branches:{type:"array",items:{type:"string",minLength:1}},evidence:{$ref:"#/definitions/ids"}}}}},current_status:{description:"Where the work stands: a sentence, or a mapping such as {step, action, note}.",type:["string","object","null"]}},definitions:{statements:{type:["array","null"],items:{type:["string","object"],if:{type:"object"},then:{required:["text"],properties:{id:{type:"string",minLength:1},text:{type:"string",minLength:1}}}}},ids:{description:"One evidence id or a list of them.",type:["string","array"],minLength:1,items:{type:"string",minLength:1}}}}}});var epiphany_branches_schema_exports={};__export(epiphany_branches_schema_exports,{default:()=>epiphany_branches_schema_default});var epiphany_branches_schema_default,init_epiphany_branches_schema=__esm({"schemas/epiphany-branches.schema.json"(){epiphany_branches_schema_default={$schema:"http://json-schema.org/draft-07/schema#",$id:"https://github.com/engagement-lint/engagement-lint/blob/main/schemas/epiphany-branches.schema.json",title:"Epiphany candidate branches (state/branches.json)",description:"Candidate changes written by propose_patch, run_verify, compare_branches and backtrack: either an object with a `branches` list or the list itself. Each branch names its hypothesis; `objective` names the map objective it serves (at most one chosen branch per objective); a rejected branch records its `reason`.",type:["object","array"],if:{type:"array"},then:{items:{$ref:"#/definitions/branch"}},else:{required:["branches"],properties:{branches:{type:"array",items:{$ref:"#/definitions/branch"}}}},definitions:{branch:{type:"object",required:["id","hypothesis","status"],properties:{id:{type:"string",minLength:1,pattern:"\\S"},hypothesis:{type:"string",minLength:1,pattern:"\\S"},status:{enum:["open","verified","chosen","rejected"]},objective:{type:"string",minLength:1},reason:{type:"string"},patch:{type:"string"},files:{type:"array",items:{type:"string"}}}}}}}});var epiphany_evidence_schema_exports={};__export(epiphany_evidence_schema_exports,{default:()=>epiphany_evidence_schema_default});var epiphany_evidence_schema_default,init_epiphany_evidence_schema=__esm({"schemas/epiphany-evidence.schema.json"(){epiphany_evidence_schema_default={$schema:"http://json-schema.org/draft-07/schema#",$id:"https://github.com/engagement-lint/engagement-lint/blob/main/schemas/epiphany-evidence.schema.json",title:"Epiphany evidence line (one line of state/evidence.jsonl)",description:"One JSON object per verification or decision, written by run_verify, compare_branches and backtrack. `branch` is the branches.json id the line is about, or null for a decision about no single branch.",type:"object",required:["id","branch","kind","result","time"],properties:{id:{type:"string",minLength:1,pattern:"\\S"},branch:{type:["string","null"],minLength:1},kind:{enum:["tests","lints","benchmark","invariant","coherence","simplicity","comparison","backtrack"]},result:{enum:["pass","fail","reject","prefer"]},time:{description:"ISO 8601 date or date-time.",type:"string",pattern:"^\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?$"},summary:{type:"string"}}}}});var require_kind_of=__commonJS({"node_modules/kind-of/index.js"(exports2,module2){var toString=Object.prototype.toString;module2.exports=function(val){if(val===void 0)return"undefined";if(val===null)return"null";var type=typeof val;if(type==="boolean")return"boolean";if(type==="string")return"string";if(type==="number")return"number";if(type==="symbol")return"symbol";if(type==="function")return isGeneratorFn(val)?"generatorfunction":"function";if(isArray(val))return"array";if(isBuffer(val))return"buffer";if(isArguments(val))return"arguments";if(isDate(val))return"date";if(isError(val))return"error";if(isRegexp(val))return"regexp";switch(ctorName(val)){case"Symbol":return"symbol";case"Promise":return"promise";case"WeakMap":return"weakmap";case"WeakSet":return"weakset";case"Map":return"map";case"Set":return"set";case"Int8Array":return"int8array";case"Uint8Array":return"uint8array";case"Uint8ClampedArray":return"uint8clampedarray";case"Int16Array":return"int16array";case"Uint16Array":return"uint16array";case"Int32Array":return"int32array";case"Uint32Array":return"uint32array";case"Float32Array":return"float32array";case"Float64Array":return"float64array"}if(isGeneratorObj(val))return"generator";switch(type=toString.call(val),type){case"[object Object]":return"object";case"[object Map Iterator]":return"mapiterator";case"[object Set Iterator]":return"setiterator";case"[object String Iterator]":return"stringiterator";case"[object Array Iterator]":return"arrayiterator"}return type.slice(8,-1).toLowerCase().replace(/\s/g,"")};function ctorName(val){return typeof val.constructor=="function"?val.constructor.name:null}function isArray(val){return Array.isArray?Array.isArray(val):val instanceof Array}function isError(val){return val instanceof Error||typeof val.message=="string"&&val.constructor&&typeof val.constructor.stackTraceLimit=="number"}function isDate(val){return val instanceof Date?!0:typeof val.toDateString=="function"&&typeof val.getDate=="function"&&typeof val.setDate=="function"}function isRegexp(val){return val instanceof RegExp?!0:typeof val.flags=="string"&&typeof val.ignoreCase=="boolean"&&typeof val.multiline=="boolean"&&typeof val.global=="boolean"}function isGeneratorFn(name,val){return ctorName(name)==="GeneratorFunction"}function isGeneratorObj(val){return typeof val.throw=="function"&&typeof val.return=="function"&&typeof val.next=="function"}function isArguments(val){try{if(typeof val.length=="number"&&typeof val.callee=="function")return!0}catch(err){if(err.message.indexOf("callee")!==-1)return!0}return!1}function isBuffer(val){return val.constructor&&typeof val.constructor.isBuffer=="function"?val.constructor.isBuffer(val):!1}}});var require_is_extendable=__commonJS({"node_modules/is-extendable/index.js"(exports2,module2){"use strict";module2.exports=function(val){return typeof val<"u"&&val!==null&&(typeof val=="object"||typeof val=="function")}}});var require_extend_shallow=__commonJS({"node_modules/extend-shallow/index.js"(exports2,module2){"use strict";var isObject=require_is_extendable();module2.exports=function(o){isObject(o)||(o={});for(var len=arguments.length,i=1;i<len;i++){var obj=arguments[i];isObject(obj)&&assign(o,obj)}return o};function assign(a,b){for(var key in b)hasOwn(b,key)&&(a[key]=b[key])}function hasOwn(obj,key){return Object.prototype.hasOwnProperty.call(obj,key)}}});var require_section_matter=__commonJS({"node_modules/section-matter/index.js"(exports2,module2){"use strict";var typeOf=require_kind_of(),extend=require_extend_shallow();module2.exports=function(input,options2){typeof options2=="function"&&(options2={parse:options2});var file=toObject(input),defaults={section_delimiter:"---",parse:identity},opts=extend({},defaults,options2),delim=opts.section_delimiter,lines=file.content.split(/\r?\n/),sections=null,section=createSection(),content=[],stack=[];function initSections(val){file.content=val,sections=[],content=[]}function closeSection(val){stack.length&&(section.key=getKey(stack[0],delim),section.content=val,opts.parse(section,sections),sections.push(section),section=createSection(),content=[],stack=[])}for(var i=0;i<lines.length;i++){var line=lines[i],len=stack.length,ln=line.trim();if(isDelimiter(ln,delim)){if(ln.length===3&&i!==0){if(len===0||len===2){content.push(line);continue}stack.push(ln),section.data=content.join(`
`),content=[];continue}sections===null&&initSections(content.join(`
`)),len===2&&closeSection(content.join(`
`)),stack.push(ln);continue}content.push(line)}return sections===null?initSections(content.join(`
`)):closeSection(content.join(`
`)),file.sections=sections,file};function isDelimiter(line,delim){return!(line.slice(0,delim.length)!==delim||line.charAt(delim.length+1)===delim.slice(-1))}function toObject(input){if(typeOf(input)!=="object"&&(input={content:input}),typeof input.content!="string"&&!isBuffer(input.content))throw new TypeError("expected a buffer or string");return input.content=input.content.toString(),input.sections=[],input}function getKey(val,delim){return val?val.slice(delim.length).trim():""}function createSection(){return{key:"",data:"",content:""}}function identity(val){return val}function isBuffer(val){return val&&val.constructor&&typeof val.constructor.isBuffer=="function"?val.constructor.isBuffer(val):!1}}});var require_common=__commonJS({"node_modules/js-yaml/lib/js-yaml/common.js"(exports2,module2){"use strict";function isNothing(subject){return typeof subject>"u"||subject===null}function isObject(subject){return typeof subject=="object"&&subject!==null}function toArray(sequence){return Array.isArray(sequence)?sequence:isNothing(sequence)?[]:[sequence]}function extend(target,source){var index,length,key,sourceKeys;if(source)for(sourceKeys=Object.keys(source),index=0,length=sourceKeys.length;index<length;index+=1)key=sourceKeys[index],target[key]=source[key];return target}function repeat(string,count){var result="",cycle;for(cycle=0;cycle<count;cycle+=1)result+=string;return result}function isNegativeZero(number){return number===0&&Number.NEGATIVE_INFINITY===1/number}module2.exports.isNothing=isNothing;module2.exports.isObject=isObject;module2.exports.toArray=toArray;module2.exports.repeat=repeat;module2.exports.isNegativeZero=isNegativeZero;module2.exports.extend=extend}});var require_exception=__commonJS({"node_modules/js-yaml/lib/js-yaml/exception.js"(exports2,module2){"use strict";function YAMLException(reason,mark){Error.call(this),this.name="YAMLException",this.reason=reason,this.mark=mark,this.message=(this.reason||"(unknown reason)")+(this.mark?" "+this.mark.toString():""),Error.captureStackTrace?Error.captureStackTrace(this,this.constructor):this.stack=new Error().stack||""}YAMLException.prototype=Object.create(Error.prototype);YAMLException.prototype.constructor=YAMLException;YAMLException.prototype.toString=function(compact){var result=this.name+": ";return result+=this.reason||"(unknown reason)",!compact&&this.mark&&(result+=" "+this.mark.toString()),result};module2.exports=YAMLException}});var require_mark=__commonJS({"node_modules/js-yaml/lib/js-yaml/mark.js"(exports2,module2){"use strict";var common=require_common();function Mark(name,buffer,position,line,column){this.name=name,this.buffer=buffer,this.position=position,this.line=line,this.column=column}Mark.prototype.getSnippet=function(indent,maxLength){var head,start,tail,end,snippet;if(!this.buffer)return null;for(indent=indent||4,maxLength=maxLength||75,head="",start=this.position;start>0&&`\0\r
\x85\u2028\u2029`.indexOf(this.buffer.charAt(start-1))===-1;)if(start-=1,this.position-start>maxLength/2-1){head=" ... ",start+=5;break}for(tail="",end=this.position;end<this.buffer.length&&`\0\r
\x85\u2028\u2029`.indexOf(this.buffer.charAt(end))===-1;)if(end+=1,end-this.position>maxLength/2-1){tail=" ... ",end-=5;break}return snippet=this.buffer.slice(start,end),common.repeat(" ",indent)+head+snippet+tail+`
`+common.repeat(" ",indent+this.position-start+head.length)+"^"};Mark.prototype.toString=function(compact){var snippet,where="";return this.name&&(where+='in "'+this.name+'" '),where+="at line "+(this.line+1)+", column "+(this.column+1),compact||(snippet=this.getSnippet(),snippet&&(where+=`:
`+snippet)),where};module2.exports=Mark}});var require_type=__commonJS({"node_modules/js-yaml/lib/js-yaml/type.js"(exports2,module2){"use strict";var YAMLException=require_exception(),TYPE_CONSTRUCTOR_OPTIONS=["kind","resolve","construct","instanceOf","predicate","represent","defaultStyle","styleAliases"],YAML_NODE_KINDS=["scalar","sequence","mapping"];function compileStyleAliases(map){var result={};return map!==null&&Object.keys(map).forEach(function(style){map[style].forEach(function(alias){result[String(alias)]=style})}),result}function Type(tag,options2){if(options2=options2||{},Object.keys(options2).forEach(function(name){if(TYPE_CONSTRUCTOR_OPTIONS.indexOf(name)===-1)throw new YAMLException('Unknown option "'+name+'" is met in definition of "'+tag+'" YAML type.')}),this.tag=tag,this.kind=options2.kind||null,this.resolve=options2.resolve||function(){return!0},this.construct=options2.construct||function(data){return data},this.instanceOf=options2.instanceOf||null,this.predicate=options2.predicate||null,this.represent=options2.represent||null,this.defaultStyle=options2.defaultStyle||null,this.styleAliases=compileStyleAliases(options2.styleAliases||null),YAML_NODE_KINDS.indexOf(this.kind)===-1)throw new YAMLException('Unknown kind "'+this.kind+'" is specified for "'+tag+'" YAML type.')}module2.exports=Type}});var require_schema=__commonJS({"node_modules/js-yaml/lib/js-yaml/schema.js"(exports2,module2){"use strict";var common=require_common(),YAMLException=require_exception(),Type=require_type();function compileList(schema,name,result){var exclude=[];return schema.include.forEach(function(includedSchema){result=compileList(includedSchema,name,result)}),schema[name].forEach(function(currentType){result.forEach(function(previousType,previousIndex){previousType.tag===currentType.tag&&previousType.kind===currentType.kind&&exclude.push(previousIndex)}),result.push(currentType)}),result.filter(function(type,index){return exclude.indexOf(index)===-1})}function compileMap(){var result={scalar:{},sequence:{},mapping:{},fallback:{}},index,length;function collectType(type){result[type.kind][type.tag]=result.fallback[type.tag]=type}for(index=0,length=arguments.length;index<length;index+=1)arguments[index].forEach(collectType);return result}function Schema(definition){this.include=definition.include||[],this.implicit=definition.implicit||[],this.explicit=definition.explicit||[],this.implicit.forEach(function(type){if(type.loadKind&&type.loadKind!=="scalar")throw new YAMLException("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.")}),this.compiledImplicit=compileList(this,"implicit",[]),this.compiledExplicit=compileList(this,"explicit",[]),this.compiledTypeMap=compileMap(this.compiledImplicit,this.compiledExplicit)}Schema.DEFAULT=null;Schema.create=function(){var schemas,types;switch(arguments.length){case 1:schemas=Schema.DEFAULT,types=arguments[0];break;case 2:schemas=arguments[0],types=arguments[1];break;default:throw new YAMLException("Wrong number of arguments for Schema.create function")}if(schemas=common.toArray(schemas),types=common.toArray(types),!schemas.every(function(schema){return schema instanceof Schema}))throw new YAMLException("Specified list of super schemas (or a single Schema object) contains a non-Schema object.");if(!types.every(function(type){return type instanceof Type}))throw new YAMLException("Specified list of YAML types (or a single Type object) contains a non-Type object.");return new Schema({include:schemas,explicit:types})};module2.exports=Schema}});var require_str=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/str.js"(exports2,module2){"use strict";var Type=require_type();module2.exports=new Type("tag:yaml.org,2002:str",{kind:"scalar",construct:function(data){return data!==null?data:""}})}});var require_seq=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/seq.js"(exports2,module2){"use strict";var Type=require_type();module2.exports=new Type("tag:yaml.org,2002:seq",{kind:"sequence",construct:function(data){return data!==null?data:[]}})}});var require_map=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/map.js"(exports2,module2){"use strict";var Type=require_type();module2.exports=new Type("tag:yaml.org,2002:map",{kind:"mapping",construct:function(data){return data!==null?data:{}}})}});var require_failsafe=__commonJS({"node_modules/js-yaml/lib/js-yaml/schema/failsafe.js"(exports2,module2){"use strict";var Schema=require_schema();module2.exports=new Schema({explicit:[require_str(),require_seq(),require_map()]})}});var require_null=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/null.js"(exports2,module2){"use strict";var Type=require_type();function resolveYamlNull(data){if(data===null)return!0;var max=data.length;return max===1&&data==="~"||max===4&&(data==="null"||data==="Null"||data==="NULL")}function constructYamlNull(){return null}function isNull(object){return object===null}module2.exports=new Type("tag:yaml.org,2002:null",{kind:"scalar",resolve:resolveYamlNull,construct:constructYamlNull,predicate:isNull,represent:{canonical:function(){return"~"},lowercase:function(){return"null"},uppercase:function(){return"NULL"},camelcase:function(){return"Null"}},defaultStyle:"lowercase"})}});var require_bool=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/bool.js"(exports2,module2){"use strict";var Type=require_type();function resolveYamlBoolean(data){if(data===null)return!1;var max=data.length;return max===4&&(data==="true"||data==="True"||data==="TRUE")||max===5&&(data==="false"||data==="False"||data==="FALSE")}function constructYamlBoolean(data){return data==="true"||data==="True"||data==="TRUE"}function isBoolean(object){return Object.prototype.toString.call(object)==="[object Boolean]"}module2.exports=new Type("tag:yaml.org,2002:bool",{kind:"scalar",resolve:resolveYamlBoolean,construct:constructYamlBoolean,predicate:isBoolean,represent:{lowercase:function(object){return object?"true":"false"},uppercase:function(object){return object?"TRUE":"FALSE"},camelcase:function(object){return object?"True":"False"}},defaultStyle:"lowercase"})}});var require_int=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/int.js"(exports2,module2){"use strict";var common=require_common(),Type=require_type();function isHexCode(c){return 48<=c&&c<=57||65<=c&&c<=70||97<=c&&c<=102}function isOctCode(c){return 48<=c&&c<=55}function isDecCode(c){return 48<=c&&c<=57}function resolveYamlInteger(data){if(data===null)return!1;var max=data.length,index=0,hasDigits=!1,ch;if(!max)return!1;if(ch=data[index],(ch==="-"||ch==="+")&&(ch=data[++index]),ch==="0"){if(index+1===max)return!0;if(ch=data[++index],ch==="b"){for(index++;index<max;index++)if(ch=data[index],ch!=="_"){if(ch!=="0"&&ch!=="1")return!1;hasDigits=!0}return hasDigits&&ch!=="_"}if(ch==="x"){for(index++;index<max;index++)if(ch=data[index],ch!=="_"){if(!isHexCode(data.charCodeAt(index)))return!1;hasDigits=!0}return hasDigits&&ch!=="_"}for(;index<max;index++)if(ch=data[index],ch!=="_"){if(!isOctCode(data.charCodeAt(index)))return!1;hasDigits=!0}return hasDigits&&ch!=="_"}if(ch==="_")return!1;for(;index<max;index++)if(ch=data[index],ch!=="_"){if(ch===":")break;if(!isDecCode(data.charCodeAt(index)))return!1;hasDigits=!0}return!hasDigits||ch==="_"?!1:ch!==":"?!0:/^(:[0-5]?[0-9])+$/.test(data.slice(index))}function constructYamlInteger(data){var value=data,sign=1,ch,base,digits=[];return value.indexOf("_")!==-1&&(value=value.replace(/_/g,"")),ch=value[0],(ch==="-"||ch==="+")&&(ch==="-"&&(sign=-1),value=value.slice(1),ch=value[0]),value==="0"?0:ch==="0"?value[1]==="b"?sign*parseInt(value.slice(2),2):value[1]==="x"?sign*parseInt(value,16):sign*parseInt(value,8):value.indexOf(":")!==-1?(value.split(":").forEach(function(v){digits.unshift(parseInt(v,10))}),value=0,base=1,digits.forEach(function(d){value+=d*base,base*=60}),sign*value):sign*parseInt(value,10)}function isInteger(object){return Object.prototype.toString.call(object)==="[object Number]"&&object%1===0&&!common.isNegativeZero(object)}module2.exports=new Type("tag:yaml.org,2002:int",{kind:"scalar",resolve:resolveYamlInteger,construct:constructYamlInteger,predicate:isInteger,represent:{binary:function(obj){return obj>=0?"0b"+obj.toString(2):"-0b"+obj.toString(2).slice(1)},octal:function(obj){return obj>=0?"0"+obj.toString(8):"-0"+obj.toString(8).slice(1)},decimal:function(obj){return obj.toString(10)},hexadecimal:function(obj){return obj>=0?"0x"+obj.toString(16).toUpperCase():"-0x"+obj.toString(16).toUpperCase().slice(1)}},defaultStyle:"decimal",styleAliases:{binary:[2,"bin"],octal:[8,"oct"],decimal:[10,"dec"],hexadecimal:[16,"hex"]}})}});var require_float=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/float.js"(exports2,module2){"use strict";var common=require_common(),Type=require_type(),YAML_FLOAT_PATTERN=new RegExp("^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");function resolveYamlFloat(data){return!(data===null||!YAML_FLOAT_PATTERN.test(data)||data[data.length-1]==="_")}function constructYamlFloat(data){var value,sign,base,digits;return value=data.replace(/_/g,"").toLowerCase(),sign=value[0]==="-"?-1:1,digits=[],"+-".indexOf(value[0])>=0&&(value=value.slice(1)),value===".inf"?sign===1?Number.POSITIVE_INFINITY:Number.NEGATIVE_INFINITY:value===".nan"?NaN:value.indexOf(":")>=0?(value.split(":").forEach(function(v){digits.unshift(parseFloat(v,10))}),value=0,base=1,digits.forEach(function(d){value+=d*base,base*=60}),sign*value):sign*parseFloat(value,10)}var SCIENTIFIC_WITHOUT_DOT=/^[-+]?[0-9]+e/;function representYamlFloat(object,style){var res;if(isNaN(object))switch(style){case"lowercase":return".nan";case"uppercase":return".NAN";case"camelcase":return".NaN"}else if(Number.POSITIVE_INFINITY===object)switch(style){case"lowercase":return".inf";case"uppercase":return".INF";case"camelcase":return".Inf"}else if(Number.NEGATIVE_INFINITY===object)switch(style){case"lowercase":return"-.inf";case"uppercase":return"-.INF";case"camelcase":return"-.Inf"}else if(common.isNegativeZero(object))return"-0.0";return res=object.toString(10),SCIENTIFIC_WITHOUT_DOT.test(res)?res.replace("e",".e"):res}function isFloat(object){return Object.prototype.toString.call(object)==="[object Number]"&&(object%1!==0||common.isNegativeZero(object))}module2.exports=new Type("tag:yaml.org,2002:float",{kind:"scalar",resolve:resolveYamlFloat,construct:constructYamlFloat,predicate:isFloat,represent:representYamlFloat,defaultStyle:"lowercase"})}});var require_json=__commonJS({"node_modules/js-yaml/lib/js-yaml/schema/json.js"(exports2,module2){"use strict";var Schema=require_schema();module2.exports=new Schema({include:[require_failsafe()],implicit:[require_null(),require_bool(),require_int(),require_float()]})}});var require_core=__commonJS({"node_modules/js-yaml/lib/js-yaml/schema/core.js"(exports2,module2){"use strict";var Schema=require_schema();module2.exports=new Schema({include:[require_json()]})}});var require_timestamp=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/timestamp.js"(exports2,module2){"use strict";var Type=require_type(),YAML_DATE_REGEXP=new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"),YAML_TIMESTAMP_REGEXP=new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");function resolveYamlTimestamp(data){return data===null?!1:YAML_DATE_REGEXP.exec(data)!==null||YAML_TIMESTAMP_REGEXP.exec(data)!==null}function constructYamlTimestamp(data){var match,year,month,day,hour,minute,second,fraction=0,delta=null,tz_hour,tz_minute,date;if(match=YAML_DATE_REGEXP.exec(data),match===null&&(match=YAML_TIMESTAMP_REGEXP.exec(data)),match===null)throw new Error("Date resolve error");if(year=+match[1],month=+match[2]-1,day=+match[3],!match[4])return new Date(Date.UTC(year,month,day));if(hour=+match[4],minute=+match[5],second=+match[6],match[7]){for(fraction=match[7].slice(0,3);fraction.length<3;)fraction+="0";fraction=+fraction}return match[9]&&(tz_hour=+match[10],tz_minute=+(match[11]||0),delta=(tz_hour*60+tz_minute)*6e4,match[9]==="-"&&(delta=-delta)),date=new Date(Date.UTC(year,month,day,hour,minute,second,fraction)),delta&&date.setTime(date.getTime()-delta),date}function representYamlTimestamp(object){return object.toISOString()}module2.exports=new Type("tag:yaml.org,2002:timestamp",{kind:"scalar",resolve:resolveYamlTimestamp,construct:constructYamlTimestamp,instanceOf:Date,represent:representYamlTimestamp})}});var require_merge=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/merge.js"(exports2,module2){"use strict";var Type=require_type();function resolveYamlMerge(data){return data==="<<"||data===null}module2.exports=new Type("tag:yaml.org,2002:merge",{kind:"scalar",resolve:resolveYamlMerge})}});var require_binary=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/binary.js"(exports2,module2){"use strict";var NodeBuffer;try{_require=require,NodeBuffer=_require("buffer").Buffer}catch{}var _require,Type=require_type(),BASE64_MAP=`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=
\r`;function resolveYamlBinary(data){if(data===null)return!1;var code,idx,bitlen=0,max=data.length,map=BASE64_MAP;for(idx=0;idx<max;idx++)if(code=map.indexOf(data.charAt(idx)),!(code>64)){if(code<0)return!1;bitlen+=6}return bitlen%8===0}function constructYamlBinary(data){var idx,tailbits,input=data.replace(/[\r\n=]/g,""),max=input.length,map=BASE64_MAP,bits=0,result=[];for(idx=0;idx<max;idx++)idx%4===0&&idx&&(result.push(bits>>16&255),result.push(bits>>8&255),result.push(bits&255)),bits=bits<<6|map.indexOf(input.charAt(idx));return tailbits=max%4*6,tailbits===0?(result.push(bits>>16&255),result.push(bits>>8&255),result.push(bits&255)):tailbits===18?(result.push(bits>>10&255),result.push(bits>>2&255)):tailbits===12&&result.push(bits>>4&255),NodeBuffer?NodeBuffer.from?NodeBuffer.from(result):new NodeBuffer(result):result}function representYamlBinary(object){var result="",bits=0,idx,tail,max=object.length,map=BASE64_MAP;for(idx=0;idx<max;idx++)idx%3===0&&idx&&(result+=map[bits>>18&63],result+=map[bits>>12&63],result+=map[bits>>6&63],result+=map[bits&63]),bits=(bits<<8)+object[idx];return tail=max%3,tail===0?(result+=map[bits>>18&63],result+=map[bits>>12&63],result+=map[bits>>6&63],result+=map[bits&63]):tail===2?(result+=map[bits>>10&63],result+=map[bits>>4&63],result+=map[bits<<2&63],result+=map[64]):tail===1&&(result+=map[bits>>2&63],result+=map[bits<<4&63],result+=map[64],result+=map[64]),result}function isBinary(object){return NodeBuffer&&NodeBuffer.isBuffer(object)}module2.exports=new Type("tag:yaml.org,2002:binary",{kind:"scalar",resolve:resolveYamlBinary,construct:constructYamlBinary,predicate:isBinary,represent:representYamlBinary})}});var require_omap=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/omap.js"(exports2,module2){"use strict";var Type=require_type(),_hasOwnProperty=Object.prototype.hasOwnProperty,_toString=Object.prototype.toString;function resolveYamlOmap(data){if(data===null)return!0;var objectKeys={},index,length,pair,pairKey,pairHasKey,object=data;for(index=0,length=object.length;index<length;index+=1){if(pair=object[index],pairHasKey=!1,_toString.call(pair)!=="[object Object]")return!1;for(pairKey in pair)if(_hasOwnProperty.call(pair,pairKey))if(!pairHasKey)pairHasKey=!0;else return!1;if(!pairHasKey||_hasOwnProperty.call(objectKeys,pairKey))return!1;Object.defineProperty(objectKeys,pairKey,{value:!0})}return!0}function constructYamlOmap(data){return data!==null?data:[]}module2.exports=new Type("tag:yaml.org,2002:omap",{kind:"sequence",resolve:resolveYamlOmap,construct:constructYamlOmap})}});var require_pairs=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/pairs.js"(exports2,module2){"use strict";var Type=require_type(),_toString=Object.prototype.toString;function resolveYamlPairs(data){if(data===null)return!0;var index,length,pair,keys,result,object=data;for(result=new Array(object.length),index=0,length=object.length;index<length;index+=1){if(pair=object[index],_toString.call(pair)!=="[object Object]"||(keys=Object.keys(pair),keys.length!==1))return!1;result[index]=[keys[0],pair[keys[0]]]}return!0}function constructYamlPairs(data){if(data===null)return[];var index,length,pair,keys,result,object=data;for(result=new Array(object.length),index=0,length=object.length;index<length;index+=1)pair=object[index],keys=Object.keys(pair),result[index]=[keys[0],pair[keys[0]]];return result}module2.exports=new Type("tag:yaml.org,2002:pairs",{kind:"sequence",resolve:resolveYamlPairs,construct:constructYamlPairs})}});var require_set=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/set.js"(exports2,module2){"use strict";var Type=require_type(),_hasOwnProperty=Object.prototype.hasOwnProperty;function resolveYamlSet(data){if(data===null)return!0;var key,object=data;for(key in object)if(_hasOwnProperty.call(object,key)&&object[key]!==null)return!1;return!0}function constructYamlSet(data){return data!==null?data:{}}module2.exports=new Type("tag:yaml.org,2002:set",{kind:"mapping",resolve:resolveYamlSet,construct:constructYamlSet})}});var require_default_safe=__commonJS({"node_modules/js-yaml/lib/js-yaml/schema/default_safe.js"(exports2,module2){"use strict";var Schema=require_schema();module2.exports=new Schema({include:[require_core()],implicit:[require_timestamp(),require_merge()],explicit:[require_binary(),require_omap(),require_pairs(),require_set()]})}});var require_undefined=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/js/undefined.js"(exports2,module2){"use strict";var Type=require_type();function resolveJavascriptUndefined(){return!0}function constructJavascriptUndefined(){}function representJavascriptUndefined(){return""}function isUndefined(object){return typeof object>"u"}module2.exports=new Type("tag:yaml.org,2002:js/undefined",{kind:"scalar",resolve:resolveJavascriptUndefined,construct:constructJavascriptUndefined,predicate:isUndefined,represent:representJavascriptUndefined})}});var require_regexp=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/js/regexp.js"(exports2,module2){"use strict";var Type=require_type();function resolveJavascriptRegExp(data){if(data===null||data.length===0)return!1;var regexp=data,tail=/\/([gim]*)$/.exec(data),modifiers="";return!(regexp[0]==="/"&&(tail&&(modifiers=tail[1]),modifiers.length>3||regexp[regexp.length-modifiers.length-1]!=="/"))}function constructJavascriptRegExp(data){var regexp=data,tail=/\/([gim]*)$/.exec(data),modifiers="";return regexp[0]==="/"&&(tail&&(modifiers=tail[1]),regexp=regexp.slice(1,regexp.length-modifiers.length-1)),new RegExp(regexp,modifiers)}function representJavascriptRegExp(object){var result="/"+object.source+"/";return object.global&&(result+="g"),object.multiline&&(result+="m"),object.ignoreCase&&(result+="i"),result}function isRegExp(object){return Object.prototype.toString.call(object)==="[object RegExp]"}module2.exports=new Type("tag:yaml.org,2002:js/regexp",{kind:"scalar",resolve:resolveJavascriptRegExp,construct:constructJavascriptRegExp,predicate:isRegExp,represent:representJavascriptRegExp})}});var require_function=__commonJS({"node_modules/js-yaml/lib/js-yaml/type/js/function.js"(exports2,module2){"use strict";var esprima;try{_require=require,esprima=_require("esprima")}catch{typeof window<"u"&&(esprima=window.esprima)}var _require,Type=require_type();function resolveJavascriptFunction(data){if(data===null)return!1;try{var source="("+data+")",ast=esprima.parse(source,{range:!0});return!(ast.type!=="Program"||ast.body.length!==1||ast.body[0].type!=="ExpressionStatement"||ast.body[0].expression.type!=="ArrowFunctionExpression"&&ast.body[0].expression.type!=="FunctionExpression")}catch{return!1}}function constructJavascriptFunction(data){var source="("+data+")",ast=esprima.parse(source,{range:!0}),params=[],body;if(ast.type!=="Program"||ast.body.length!==1||ast.body[0].type!=="ExpressionStatement"||ast.body[0].expression.type!=="ArrowFunctionExpression"&&ast.body[0].expression.type!=="FunctionExpression")throw new Error("Failed to resolve function");return ast.body[0].expression.params.forEach(function(param){params.push(param.name)}),body=ast.body[0].expression.body.range,ast.body[0].expression.body.type==="BlockStatement"?new Function(params,source.slice(body[0]+1,body[1]-1)):new Function(params,"return "+source.slice(body[0],body[1]))}function representJavascriptFunction(object){return object.toString()}function isFunction(object){return Object.prototype.toString.call(object)==="[object Function]"}module2.exports=new Type("tag:yaml.org,2002:js/function",{kind:"scalar",resolve:resolveJavascriptFunction,construct:constructJavascriptFunction,predicate:isFunction,represent:representJavascriptFunction})}});var require_default_full=__commonJS({"node_modules/js-yaml/lib/js-yaml/schema/default_full.js"(exports2,module2){"use strict";var Schema=require_schema();module2.exports=Schema.DEFAULT=new Schema({include:[require_default_safe()],explicit:[require_undefined(),require_regexp(),require_function()]})}});var require_loader=__commonJS({"node_modules/js-yaml/lib/js-yaml/loader.js"(exports2,module2){"use strict";var common=require_common(),YAMLException=require_exception(),Mark=require_mark(),DEFAULT_SAFE_SCHEMA=require_default_safe(),DEFAULT_FULL_SCHEMA=require_default_full(),_hasOwnProperty=Object.prototype.hasOwnProperty,CONTEXT_FLOW_IN=1,CONTEXT_FLOW_OUT=2,CONTEXT_BLOCK_IN=3,CONTEXT_BLOCK_OUT=4,CHOMPING_CLIP=1,CHOMPING_STRIP=2,CHOMPING_KEEP=3,PATTERN_NON_PRINTABLE=/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/,PATTERN_NON_ASCII_LINE_BREAKS=/[\x85\u2028\u2029]/,PATTERN_FLOW_INDICATORS=/[,\[\]\{\}]/,PATTERN_TAG_HANDLE=/^(?:!|!!|![a-z\-]+!)$/i,PATTERN_TAG_URI=/^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;function _class(obj){return Object.prototype.toString.call(obj)}function is_EOL(c){return c===10||c===13}function is_WHITE_SPACE(c){return c===9||c===32}function is_WS_OR_EOL(c){return c===9||c===32||c===10||c===13}function is_FLOW_INDICATOR(c){return c===44||c===91||c===93||c===123||c===125}function fromHexCode(c){var lc;return 48<=c&&c<=57?c-48:(lc=c|32,97<=lc&&lc<=102?lc-97+10:-1)}function escapedHexLen(c){return c===120?2:c===117?4:c===85?8:0}function fromDecimalCode(c){return 48<=c&&c<=57?c-48:-1}function simpleEscapeSequence(c){return c===48?"\0":c===97?"\x07":c===98?"\b":c===116||c===9?"	":c===110?`
`:c===118?"\v":c===102?"\f":c===114?"\r":c===101?"\x1B":c===32?" ":c===34?'"':c===47?"/":c===92?"\\":c===78?"\x85":c===95?"\xA0":c===76?"\u2028":c===80?"\u2029":""}function charFromCodepoint(c){return c<=65535?String.fromCharCode(c):String.fromCharCode((c-65536>>10)+55296,(c-65536&1023)+56320)}function setProperty(object,key,value){key==="__proto__"?Object.defineProperty(object,key,{configurable:!0,enumerable:!0,writable:!0,value}):object[key]=value}var simpleEscapeCheck=new Array(256),simpleEscapeMap=new Array(256);for(i=0;i<256;i++)simpleEscapeCheck[i]=simpleEscapeSequence(i)?1:0,simpleEscapeMap[i]=simpleEscapeSequence(i);var i;function State(input,options2){this.input=input,this.filename=options2.filename||null,this.schema=options2.schema||DEFAULT_FULL_SCHEMA,this.onWarning=options2.onWarning||null,this.legacy=options2.legacy||!1,this.json=options2.json||!1,this.listener=options2.listener||null,this.maxTotalMergeKeys=typeof options2.maxTotalMergeKeys=="number"?options2.maxTotalMergeKeys:1e4,this.implicitTypes=this.schema.compiledImplicit,this.typeMap=this.schema.compiledTypeMap,this.length=input.length,this.position=0,this.line=0,this.lineStart=0,this.lineIndent=0,this.totalMergeKeys=0,this.documents=[]}function generateError(state,message){return new YAMLException(message,new Mark(state.filename,state.input,state.position,state.line,state.position-state.lineStart))}function throwError(state,message){throw generateError(state,message)}function throwWarning(state,message){state.onWarning&&state.onWarning.call(null,generateError(state,message))}var directiveHandlers={YAML:function(state,name,args){var match,major,minor;state.version!==null&&throwError(state,"duplication of %YAML directive"),args.length!==1&&throwError(state,"YAML directive accepts exactly one argument"),match=/^([0-9]+)\.([0-9]+)$/.exec(args[0]),match===null&&throwError(state,"ill-formed argument of the YAML directive"),major=parseInt(match[1],10),minor=parseInt(match[2],10),major!==1&&throwError(state,"unacceptable YAML version of the document"),state.version=args[0],state.checkLineBreaks=minor<2,minor!==1&&minor!==2&&throwWarning(state,"unsupported YAML version of the document")},TAG:function(state,name,args){var handle,prefix;args.length!==2&&throwError(state,"TAG directive accepts exactly two arguments"),handle=args[0],prefix=args[1],PATTERN_TAG_HANDLE.test(handle)||throwError(state,"ill-formed tag handle (first argument) of the TAG directive"),_hasOwnProperty.call(state.tagMap,handle)&&throwError(state,'there is a previously declared suffix for "'+handle+'" tag handle'),PATTERN_TAG_URI.test(prefix)||throwError(state,"ill-formed tag prefix (second argument) of the TAG directive"),state.tagMap[handle]=prefix}};function captureSegment(state,start,end,checkJson){var _position,_length,_character,_result;if(start<end){if(_result=state.input.slice(start,end),checkJson)for(_position=0,_length=_result.length;_position<_length;_position+=1)_character=_result.charCodeAt(_position),_character===9||32<=_character&&_character<=1114111||throwError(state,"expected valid JSON character");else PATTERN_NON_PRINTABLE.test(_result)&&throwError(state,"the stream contains non-printable characters");state.result+=_result}}function chargeMergeWork(state){state.totalMergeKeys+=1,state.maxTotalMergeKeys!==-1&&state.totalMergeKeys>state.maxTotalMergeKeys&&throwError(state,"merge keys exceeded maxTotalMergeKeys ("+state.maxTotalMergeKeys+")")}function mergeMappings(state,destination,source,overridableKeys){var sourceKeys,key,index,quantity;for(common.isObject(source)||throwError(state,"cannot merge mappings; the provided source object is unacceptable"),chargeMergeWork(state),sourceKeys=Object.keys(source),index=0,quantity=sourceKeys.length;index<quantity;index+=1)key=sourceKeys[index],chargeMergeWork(state),_hasOwnProperty.call(destination,key)||(setProperty(destination,key,source[key]),overridableKeys[key]=!0)}function storeMappingPair(state,_result,overridableKeys,keyTag,keyNode,valueNode,startLine,startPos){var index,quantity;if(Array.isArray(keyNode))for(keyNode=Array.prototype.slice.call(keyNode),index=0,quantity=keyNode.length;index<quantity;index+=1)Array.isArray(keyNode[index])&&throwError(state,"nested arrays are not supported inside keys"),typeof keyNode=="object"&&_class(keyNode[index])==="[object Object]"&&(keyNode[index]="[object Object]");if(typeof keyNode=="object"&&_class(keyNode)==="[object Object]"&&(keyNode="[object Object]"),keyNode=String(keyNode),_result===null&&(_result={}),keyTag==="tag:yaml.org,2002:merge")if(Array.isArray(valueNode))for(valueNode.length>100&&throwError(state,"abnormal merge sequence size"),index=0,quantity=valueNode.length;index<quantity;index+=1)mergeMappings(state,_result,valueNode[index],overridableKeys);else mergeMappings(state,_result,valueNode,overridableKeys);else!state.json&&!_hasOwnProperty.call(overridableKeys,keyNode)&&_hasOwnProperty.call(_result,keyNode)&&(state.line=startLine||state.line,state.position=startPos||state.position,throwError(state,"duplicated mapping key")),setProperty(_result,keyNode,valueNode),delete overridableKeys[keyNode];return _result}function readLineBreak(state){var ch;ch=state.input.charCodeAt(state.position),ch===10?state.position++:ch===13?(state.position++,state.input.charCodeAt(state.position)===10&&state.position++):throwError(state,"a line break is expected"),state.line+=1,state.lineStart=state.position}function skipSeparationSpace(state,allowComments,checkIndent){for(var lineBreaks=0,ch=state.input.charCodeAt(state.position);ch!==0;){for(;is_WHITE_SPACE(ch);)ch=state.input.charCodeAt(++state.position);if(allowComments&&ch===35)do ch=state.input.charCodeAt(++state.position);while(ch!==10&&ch!==13&&ch!==0);if(is_EOL(ch))for(readLineBreak(state),ch=state.input.charCodeAt(state.position),lineBreaks++,state.lineIndent=0;ch===32;)state.lineIndent++,ch=state.input.charCodeAt(++state.position);else break}return checkIndent!==-1&&lineBreaks!==0&&state.lineIndent<checkIndent&&throwWarning(state,"deficient indentation"),lineBreaks}function testDocumentSeparator(state){var _position=state.position,ch;return ch=state.input.charCodeAt(_position),!!((ch===45||ch===46)&&ch===state.input.charCodeAt(_position+1)&&ch===state.input.charCodeAt(_position+2)&&(_position+=3,ch=state.input.charCodeAt(_position),ch===0||is_WS_OR_EOL(ch)))}function writeFoldedLines(state,count){count===1?state.result+=" ":count>1&&(state.result+=common.repeat(`
`,count-1))}function readPlainScalar(state,nodeIndent,withinFlowCollection){var preceding,following,captureStart,captureEnd,hasPendingContent,_line,_lineStart,_lineIndent,_kind=state.kind,_result=state.result,ch;if(ch=state.input.charCodeAt(state.position),is_WS_OR_EOL(ch)||is_FLOW_INDICATOR(ch)||ch===35||ch===38||ch===42||ch===33||ch===124||ch===62||ch===39||ch===34||ch===37||ch===64||ch===96||(ch===63||ch===45)&&(following=state.input.charCodeAt(state.position+1),is_WS_OR_EOL(following)||withinFlowCollection&&is_FLOW_INDICATOR(following)))return!1;for(state.kind="scalar",state.result="",captureStart=captureEnd=state.position,hasPendingContent=!1;ch!==0;){if(ch===58){if(following=state.input.charCodeAt(state.position+1),is_WS_OR_EOL(following)||withinFlowCollection&&is_FLOW_INDICATOR(following))break}else if(ch===35){if(preceding=state.input.charCodeAt(state.position-1),is_WS_OR_EOL(preceding))break}else{if(state.position===state.lineStart&&testDocumentSeparator(state)||withinFlowCollection&&is_FLOW_INDICATOR(ch))break;if(is_EOL(ch))if(_line=state.line,_lineStart=state.lineStart,_lineIndent=state.lineIndent,skipSeparationSpace(state,!1,-1),state.lineIndent>=nodeIndent){hasPendingContent=!0,ch=state.input.charCodeAt(state.position);continue}else{state.position=captureEnd,state.line=_line,state.lineStart=_lineStart,state.lineIndent=_lineIndent;break}}hasPendingContent&&(captureSegment(state,captureStart,captureEnd,!1),writeFoldedLines(state,state.line-_line),captureStart=captureEnd=state.position,hasPendingContent=!1),is_WHITE_SPACE(ch)||(captureEnd=state.position+1),ch=state.input.charCodeAt(++state.position)}return captureSegment(state,captureStart,captureEnd,!1),state.result?!0:(state.kind=_kind,state.result=_result,!1)}function readSingleQuotedScalar(state,nodeIndent){var ch,captureStart,captureEnd;if(ch=state.input.charCodeAt(state.position),ch!==39)return!1;for(state.kind="scalar",state.result="",state.position++,captureStart=captureEnd=state.position;(ch=state.input.charCodeAt(state.position))!==0;)if(ch===39)if(captureSegment(state,captureStart,state.position,!0),ch=state.input.charCodeAt(++state.position),ch===39)captureStart=state.position,state.position++,captureEnd=state.position;else return!0;else is_EOL(ch)?(captureSegment(state,captureStart,captureEnd,!0),writeFoldedLines(state,skipSeparationSpace(state,!1,nodeIndent)),captureStart=captureEnd=state.position):state.position===state.lineStart&&testDocumentSeparator(state)?throwError(state,"unexpected end of the document within a single quoted scalar"):(state.position++,captureEnd=state.position);throwError(state,"unexpected end of the stream within a single quoted scalar")}function readDoubleQuotedScalar(state,nodeIndent){var captureStart,captureEnd,hexLength,hexResult,tmp,ch;if(ch=state.input.charCodeAt(state.position),ch!==34)return!1;for(state.kind="scalar",state.result="",state.position++,captureStart=captureEnd=state.position;(ch=state.input.charCodeAt(state.position))!==0;){if(ch===34)return captureSegment(state,captureStart,state.position,!0),state.position++,!0;if(ch===92){if(captureSegment(state,captureStart,state.position,!0),ch=state.input.charCodeAt(++state.position),is_EOL(ch))skipSeparationSpace(state,!1,nodeIndent);else if(ch<256&&simpleEscapeCheck[ch])state.result+=simpleEscapeMap[ch],state.position++;else if((tmp=escapedHexLen(ch))>0){for(hexLength=tmp,hexResult=0;hexLength>0;hexLength--)ch=state.input.charCodeAt(++state.position),(tmp=fromHexCode(ch))>=0?hexResult=(hexResult<<4)+tmp:throwError(state,"expected hexadecimal character");state.result+=charFromCodepoint(hexResult),state.position++}else throwError(state,"unknown escape sequence");captureStart=captureEnd=state.position}else is_EOL(ch)?(captureSegment(state,captureStart,captureEnd,!0),writeFoldedLines(state,skipSeparationSpace(state,!1,nodeIndent)),captureStart=captureEnd=state.position):state.position===state.lineStart&&testDocumentSeparator(state)?throwError(state,"unexpected end of the document within a double quoted scalar"):(state.position++,captureEnd=state.position)}throwError(state,"unexpected end of the stream within a double quoted scalar")}function readFlowCollection(state,nodeIndent){var readNext=!0,_line,_tag=state.tag,_result,_anchor=state.anchor,following,terminator,isPair,isExplicitPair,isMapping,overridableKeys={},keyNode,keyTag,valueNode,ch;if(ch=state.input.charCodeAt(state.position),ch===91)terminator=93,isMapping=!1,_result=[];else if(ch===123)terminator=125,isMapping=!0,_result={};else return!1;for(state.anchor!==null&&(state.anchorMap[state.anchor]=_result),ch=state.input.charCodeAt(++state.position);ch!==0;){if(skipSeparationSpace(state,!0,nodeIndent),ch=state.input.charCodeAt(state.position),ch===terminator)return state.position++,state.tag=_tag,state.anchor=_anchor,state.kind=isMapping?"mapping":"sequence",state.result=_result,!0;readNext||throwError(state,"missed comma between flow collection entries"),keyTag=keyNode=valueNode=null,isPair=isExplicitPair=!1,ch===63&&(following=state.input.charCodeAt(state.position+1),is_WS_OR_EOL(following)&&(isPair=isExplicitPair=!0,state.position++,skipSeparationSpace(state,!0,nodeIndent))),_line=state.line,composeNode(state,nodeIndent,CONTEXT_FLOW_IN,!1,!0),keyTag=state.tag,keyNode=state.result,skipSeparationSpace(state,!0,nodeIndent),ch=state.input.charCodeAt(state.position),(isExplicitPair||state.line===_line)&&ch===58&&(isPair=!0,ch=state.input.charCodeAt(++state.position),skipSeparationSpace(state,!0,nodeIndent),composeNode(state,nodeIndent,CONTEXT_FLOW_IN,!1,!0),valueNode=state.result),isMapping?storeMappingPair(state,_result,overridableKeys,keyTag,keyNode,valueNode):isPair?_result.push(storeMappingPair(state,null,overridableKeys,keyTag,keyNode,valueNode)):_result.push(keyNode),skipSeparationSpace(state,!0,nodeIndent),ch=state.input.charCodeAt(state.position),ch===44?(readNext=!0,ch=state.input.charCodeAt(++state.position)):readNext=!1}throwError(state,"unexpected end of the stream within a flow collection")}function readBlockScalar(state,nodeIndent){var captureStart,folding,chomping=CHOMPING_CLIP,didReadContent=!1,detectedIndent=!1,textIndent=nodeIndent,emptyLines=0,atMoreIndented=!1,tmp,ch;if(ch=state.input.charCodeAt(state.position),ch===124)folding=!1;else if(ch===62)folding=!0;else return!1;for(state.kind="scalar",state.result="";ch!==0;)if(ch=state.input.charCodeAt(++state.position),ch===43||ch===45)CHOMPING_CLIP===chomping?chomping=ch===43?CHOMPING_KEEP:CHOMPING_STRIP:throwError(state,"repeat of a chomping mode identifier");else if((tmp=fromDecimalCode(ch))>=0)tmp===0?throwError(state,"bad explicit indentation width of a block scalar; it cannot be less than one"):detectedIndent?throwError(state,"repeat of an indentation width identifier"):(textIndent=nodeIndent+tmp-1,detectedIndent=!0);else break;if(is_WHITE_SPACE(ch)){do ch=state.input.charCodeAt(++state.position);while(is_WHITE_SPACE(ch));if(ch===35)do ch=state.input.charCodeAt(++state.position);while(!is_EOL(ch)&&ch!==0)}for(;ch!==0;){for(readLineBreak(state),state.lineIndent=0,ch=state.input.charCodeAt(state.position);(!detectedIndent||state.lineIndent<textIndent)&&ch===32;)state.lineIndent++,ch=state.input.charCodeAt(++state.position);if(!detectedIndent&&state.lineIndent>textIndent&&(textIndent=state.lineIndent),is_EOL(ch)){emptyLines++;continue}if(state.lineIndent<textIndent){chomping===CHOMPING_KEEP?state.result+=common.repeat(`
`,didReadContent?1+emptyLines:emptyLines):chomping===CHOMPING_CLIP&&didReadContent&&(state.result+=`
`);break}for(folding?is_WHITE_SPACE(ch)?(atMoreIndented=!0,state.result+=common.repeat(`
`,didReadContent?1+emptyLines:emptyLines)):atMoreIndented?(atMoreIndented=!1,state.result+=common.repeat(`
`,emptyLines+1)):emptyLines===0?didReadContent&&(state.result+=" "):state.result+=common.repeat(`
`,emptyLines):state.result+=common.repeat(`
`,didReadContent?1+emptyLines:emptyLines),didReadContent=!0,detectedIndent=!0,emptyLines=0,captureStart=state.position;!is_EOL(ch)&&ch!==0;)ch=state.input.charCodeAt(++state.position);captureSegment(state,captureStart,state.position,!1)}return!0}function readBlockSequence(state,nodeIndent){var _line,_tag=state.tag,_anchor=state.anchor,_result=[],following,detected=!1,ch;for(state.anchor!==null&&(state.anchorMap[state.anchor]=_result),ch=state.input.charCodeAt(state.position);ch!==0&&!(ch!==45||(following=state.input.charCodeAt(state.position+1),!is_WS_OR_EOL(following)));){if(detected=!0,state.position++,skipSeparationSpace(state,!0,-1)&&state.lineIndent<=nodeIndent){_result.push(null),ch=state.input.charCodeAt(state.position);continue}if(_line=state.line,composeNode(state,nodeIndent,CONTEXT_BLOCK_IN,!1,!0),_result.push(state.result),skipSeparationSpace(state,!0,-1),ch=state.input.charCodeAt(state.position),(state.line===_line||state.lineIndent>nodeIndent)&&ch!==0)throwError(state,"bad indentation of a sequence entry");else if(state.lineIndent<nodeIndent)break}return detected?(state.tag=_tag,state.anchor=_anchor,state.kind="sequence",state.result=_result,!0):!1}function readBlockMapping(state,nodeIndent,flowIndent){var following,allowCompact,_line,_pos,_tag=state.tag,_anchor=state.anchor,_result={},overridableKeys={},keyTag=null,keyNode=null,valueNode=null,atExplicitKey=!1,detected=!1,ch;for(state.anchor!==null&&(state.anchorMap[state.anchor]=_result),ch=state.input.charCodeAt(state.position);ch!==0;){if(following=state.input.charCodeAt(state.position+1),_line=state.line,_pos=state.position,(ch===63||ch===58)&&is_WS_OR_EOL(following))ch===63?(atExplicitKey&&(storeMappingPair(state,_result,overridableKeys,keyTag,keyNode,null),keyTag=keyNode=valueNode=null),detected=!0,atExplicitKey=!0,allowCompact=!0):atExplicitKey?(atExplicitKey=!1,allowCompact=!0):throwError(state,"incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line"),state.position+=1,ch=following;else if(composeNode(state,flowIndent,CONTEXT_FLOW_OUT,!1,!0))if(state.line===_line){for(ch=state.input.charCodeAt(state.position);is_WHITE_SPACE(ch);)ch=state.input.charCodeAt(++state.position);if(ch===58)ch=state.input.charCodeAt(++state.position),is_WS_OR_EOL(ch)||throwError(state,"a whitespace character is expected after the key-value separator within a block mapping"),atExplicitKey&&(storeMappingPair(state,_result,overridableKeys,keyTag,keyNode,null),keyTag=keyNode=valueNode=null),detected=!0,atExplicitKey=!1,allowCompact=!1,keyTag=state.tag,keyNode=state.result;else if(detected)throwError(state,"can not read an implicit mapping pair; a colon is missed");else return state.tag=_tag,state.anchor=_anchor,!0}else if(detected)throwError(state,"can not read a block mapping entry; a multiline key may not be an implicit key");else return state.tag=_tag,state.anchor=_anchor,!0;else break;if((state.line===_line||state.lineIndent>nodeIndent)&&(composeNode(state,nodeIndent,CONTEXT_BLOCK_OUT,!0,allowCompact)&&(atExplicitKey?keyNode=state.result:valueNode=state.result),atExplicitKey||(storeMappingPair(state,_result,overridableKeys,keyTag,keyNode,valueNode,_line,_pos),keyTag=keyNode=valueNode=null),skipSeparationSpace(state,!0,-1),ch=state.input.charCodeAt(state.position)),state.lineIndent>nodeIndent&&ch!==0)throwError(state,"bad indentation of a mapping entry");else if(state.lineIndent<nodeIndent)break}return atExplicitKey&&storeMappingPair(state,_result,overridableKeys,keyTag,keyNode,null),detected&&(state.tag=_tag,state.anchor=_anchor,state.kind="mapping",state.result=_result),detected}function readTagProperty(state){var _position,isVerbatim=!1,isNamed=!1,tagHandle,tagName,ch;if(ch=state.input.charCodeAt(state.position),ch!==33)return!1;if(state.tag!==null&&throwError(state,"duplication of a tag property"),ch=state.input.charCodeAt(++state.position),ch===60?(isVerbatim=!0,ch=state.input.charCodeAt(++state.position)):ch===33?(isNamed=!0,tagHandle="!!",ch=state.input.charCodeAt(++state.position)):tagHandle="!",_position=state.position,isVerbatim){do ch=state.input.charCodeAt(++state.position);while(ch!==0&&ch!==62);state.position<state.length?(tagName=state.input.slice(_position,state.position),ch=state.input.charCodeAt(++state.position)):throwError(state,"unexpected end of the stream within a verbatim tag")}else{for(;ch!==0&&!is_WS_OR_EOL(ch);)ch===33&&(isNamed?throwError(state,"tag suffix cannot contain exclamation marks"):(tagHandle=state.input.slice(_position-1,state.position+1),PATTERN_TAG_HANDLE.test(tagHandle)||throwError(state,"named tag handle cannot contain such characters"),isNamed=!0,_position=state.position+1)),ch=state.input.charCodeAt(++state.position);tagName=state.input.slice(_position,state.position),PATTERN_FLOW_INDICATORS.test(tagName)&&throwError(state,"tag suffix cannot contain flow indicator characters")}return tagName&&!PATTERN_TAG_URI.test(tagName)&&throwError(state,"tag name cannot contain such characters: "+tagName),isVerbatim?state.tag=tagName:_hasOwnProperty.call(state.tagMap,tagHandle)?state.tag=state.tagMap[tagHandle]+tagName:tagHandle==="!"?state.tag="!"+tagName:tagHandle==="!!"?state.tag="tag:yaml.org,2002:"+tagName:throwError(state,'undeclared tag handle "'+tagHandle+'"'),!0}function readAnchorProperty(state){var _position,ch;if(ch=state.input.charCodeAt(state.position),ch!==38)return!1;for(state.anchor!==null&&throwError(state,"duplication of an anchor property"),ch=state.input.charCodeAt(++state.position),_position=state.position;ch!==0&&!is_WS_OR_EOL(ch)&&!is_FLOW_INDICATOR(ch);)ch=state.input.charCodeAt(++state.position);return state.position===_position&&throwError(state,"name of an anchor node must contain at least one character"),state.anchor=state.input.slice(_position,state.position),!0}function readAlias(state){var _position,alias,ch;if(ch=state.input.charCodeAt(state.position),ch!==42)return!1;for(ch=state.input.charCodeAt(++state.position),_position=state.position;ch!==0&&!is_WS_OR_EOL(ch)&&!is_FLOW_INDICATOR(ch);)ch=state.input.charCodeAt(++state.position);return state.position===_position&&throwError(state,"name of an alias node must contain at least one character"),alias=state.input.slice(_position,state.position),_hasOwnProperty.call(state.anchorMap,alias)||throwError(state,'unidentified alias "'+alias+'"'),state.result=state.anchorMap[alias],skipSeparationSpace(state,!0,-1),!0}function composeNode(state,parentIndent,nodeContext,allowToSeek,allowCompact){var allowBlockStyles,allowBlockScalars,allowBlockCollections,indentStatus=1,atNewLine=!1,hasContent=!1,typeIndex,typeQuantity,type,flowIndent,blockIndent;if(state.listener!==null&&state.listener("open",state),state.tag=null,state.anchor=null,state.kind=null,state.result=null,allowBlockStyles=allowBlockScalars=allowBlockCollections=CONTEXT_BLOCK_OUT===nodeContext||CONTEXT_BLOCK_IN===nodeContext,allowToSeek&&skipSeparationSpace(state,!0,-1)&&(atNewLine=!0,state.lineIndent>parentIndent?indentStatus=1:state.lineIndent===parentIndent?indentStatus=0:state.lineIndent<parentIndent&&(indentStatus=-1)),indentStatus===1)for(;readTagProperty(state)||readAnchorProperty(state);)skipSeparationSpace(state,!0,-1)?(atNewLine=!0,allowBlockCollections=allowBlockStyles,state.lineIndent>parentIndent?indentStatus=1:state.lineIndent===parentIndent?indentStatus=0:state.lineIndent<parentIndent&&(indentStatus=-1)):allowBlockCollections=!1;if(allowBlockCollections&&(allowBlockCollections=atNewLine||allowCompact),(indentStatus===1||CONTEXT_BLOCK_OUT===nodeContext)&&(CONTEXT_FLOW_IN===nodeContext||CONTEXT_FLOW_OUT===nodeContext?flowIndent=parentIndent:flowIndent=parentIndent+1,blockIndent=state.position-state.lineStart,indentStatus===1?allowBlockCollections&&(readBlockSequence(state,blockIndent)||readBlockMapping(state,blockIndent,flowIndent))||readFlowCollection(state,flowIndent)?hasContent=!0:(allowBlockScalars&&readBlockScalar(state,flowIndent)||readSingleQuotedScalar(state,flowIndent)||readDoubleQuotedScalar(state,flowIndent)?hasContent=!0:readAlias(state)?(hasContent=!0,(state.tag!==null||state.anchor!==null)&&throwError(state,"alias node should not have any properties")):readPlainScalar(state,flowIndent,CONTEXT_FLOW_IN===nodeContext)&&(hasContent=!0,state.tag===null&&(state.tag="?")),state.anchor!==null&&(state.anchorMap[state.anchor]=state.result)):indentStatus===0&&(hasContent=allowBlockCollections&&readBlockSequence(state,blockIndent))),state.tag!==null&&state.tag!=="!")if(state.tag==="?"){for(state.result!==null&&state.kind!=="scalar"&&throwError(state,'unacceptable node kind for !<?> tag; it should be "scalar", not "'+state.kind+'"'),typeIndex=0,typeQuantity=state.implicitTypes.length;typeIndex<typeQuantity;typeIndex+=1)if(type=state.implicitTypes[typeIndex],type.resolve(state.result)){state.result=type.construct(state.result),state.tag=type.tag,state.anchor!==null&&(state.anchorMap[state.anchor]=state.result);break}}else _hasOwnProperty.call(state.typeMap[state.kind||"fallback"],state.tag)?(type=state.typeMap[state.kind||"fallback"][state.tag],state.result!==null&&type.kind!==state.kind&&throwError(state,"unacceptable node kind for !<"+state.tag+'> tag; it should be "'+type.kind+'", not "'+state.kind+'"'),type.resolve(state.result)?(state.result=type.construct(state.result),state.anchor!==null&&(state.anchorMap[state.anchor]=state.result)):throwError(state,"cannot resolve a node with !<"+state.tag+"> explicit tag")):throwError(state,"unknown tag !<"+state.tag+">");return state.listener!==null&&state.listener("close",state),state.tag!==null||state.anchor!==null||hasContent}function readDocument(state){var documentStart=state.position,_position,directiveName,directiveArgs,hasDirectives=!1,ch;for(state.version=null,state.checkLineBreaks=state.legacy,state.tagMap={},state.anchorMap={};(ch=state.input.charCodeAt(state.position))!==0&&(skipSeparationSpace(state,!0,-1),ch=state.input.charCodeAt(state.position),!(state.lineIndent>0||ch!==37));){for(hasDirectives=!0,ch=state.input.charCodeAt(++state.position),_position=state.position;ch!==0&&!is_WS_OR_EOL(ch);)ch=state.input.charCodeAt(++state.position);for(directiveName=state.input.slice(_position,state.position),directiveArgs=[],directiveName.length<1&&throwError(state,"directive name must not be less than one character in length");ch!==0;){for(;is_WHITE_SPACE(ch);)ch=state.input.charCodeAt(++state.position);if(ch===35){do ch=state.input.charCodeAt(++state.position);while(ch!==0&&!is_EOL(ch));break}if(is_EOL(ch))break;for(_position=state.position;ch!==0&&!is_WS_OR_EOL(ch);)ch=state.input.charCodeAt(++state.position);directiveArgs.push(state.input.slice(_position,state.position))}ch!==0&&readLineBreak(state),_hasOwnProperty.call(directiveHandlers,directiveName)?directiveHandlers[directiveName](state,directiveName,directiveArgs):throwWarning(state,'unknown document directive "'+directiveName+'"')}if(skipSeparationSpace(state,!0,-1),state.lineIndent===0&&state.input.charCodeAt(state.position)===45&&state.input.charCodeAt(state.position+1)===45&&state.input.charCodeAt(state.position+2)===45?(state.position+=3,skipSeparationSpace(state,!0,-1)):hasDirectives&&throwError(state,"directives end mark is expected"),composeNode(state,state.lineIndent-1,CONTEXT_BLOCK_OUT,!1,!0),skipSeparationSpace(state,!0,-1),state.checkLineBreaks&&PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart,state.position))&&throwWarning(state,"non-ASCII line breaks are interpreted as content"),state.documents.push(state.result),state.position===state.lineStart&&testDocumentSeparator(state)){state.input.charCodeAt(state.position)===46&&(state.position+=3,skipSeparationSpace(state,!0,-1));return}if(state.position<state.length-1)throwError(state,"end of the stream or a document separator is expected");else return}function loadDocuments(input,options2){input=String(input),options2=options2||{},input.length!==0&&(input.charCodeAt(input.length-1)!==10&&input.charCodeAt(input.length-1)!==13&&(input+=`
`),input.charCodeAt(0)===65279&&(input=input.slice(1)));var state=new State(input,options2),nullpos=input.indexOf("\0");for(nullpos!==-1&&(state.position=nullpos,throwError(state,"null byte is not allowed in input")),state.input+="\0";state.input.charCodeAt(state.position)===32;)state.lineIndent+=1,state.position+=1;for(;state.position<state.length-1;)readDocument(state);return state.documents}function loadAll(input,iterator,options2){iterator!==null&&typeof iterator=="object"&&typeof options2>"u"&&(options2=iterator,iterator=null);var documents=loadDocuments(input,options2);if(typeof iterator!="function")return documents;for(var index=0,length=documents.length;index<length;index+=1)iterator(documents[index])}function load(input,options2){var documents=loadDocuments(input,options2);if(documents.length!==0){if(documents.length===1)return documents[0];throw new YAMLException("expected a single document in the stream, but found more")}}function safeLoadAll(input,iterator,options2){return typeof iterator=="object"&&iterator!==null&&typeof options2>"u"&&(options2=iterator,iterator=null),loadAll(input,iterator,common.extend({schema:DEFAULT_SAFE_SCHEMA},options2))}function safeLoad(input,options2){return load(input,common.extend({schema:DEFAULT_SAFE_SCHEMA},options2))}module2.exports.loadAll=loadAll;module2.exports.load=load;module2.exports.safeLoadAll=safeLoadAll;module2.exports.safeLoad=safeLoad}});var require_dumper=__commonJS({"node_modules/js-yaml/lib/js-yaml/dumper.js"(exports2,module2){"use strict";var common=require_common(),YAMLException=require_exception(),DEFAULT_FULL_SCHEMA=require_default_full(),DEFAULT_SAFE_SCHEMA=require_default_safe(),_toString=Object.prototype.toString,_hasOwnProperty=Object.prototype.hasOwnProperty,CHAR_TAB=9,CHAR_LINE_FEED=10,CHAR_CARRIAGE_RETURN=13,CHAR_SPACE=32,CHAR_EXCLAMATION=33,CHAR_DOUBLE_QUOTE=34,CHAR_SHARP=35,CHAR_PERCENT=37,CHAR_AMPERSAND=38,CHAR_SINGLE_QUOTE=39,CHAR_ASTERISK=42,CHAR_COMMA=44,CHAR_MINUS=45,CHAR_COLON=58,CHAR_EQUALS=61,CHAR_GREATER_THAN=62,CHAR_QUESTION=63,CHAR_COMMERCIAL_AT=64,CHAR_LEFT_SQUARE_BRACKET=91,CHAR_RIGHT_SQUARE_BRACKET=93,CHAR_GRAVE_ACCENT=96,CHAR_LEFT_CURLY_BRACKET=123,CHAR_VERTICAL_LINE=124,CHAR_RIGHT_CURLY_BRACKET=125,ESCAPE_SEQUENCES={};ESCAPE_SEQUENCES[0]="\\0";ESCAPE_SEQUENCES[7]="\\a";ESCAPE_SEQUENCES[8]="\\b";ESCAPE_SEQUENCES[9]="\\t";ESCAPE_SEQUENCES[10]="\\n";ESCAPE_SEQUENCES[11]="\\v";ESCAPE_SEQUENCES[12]="\\f";ESCAPE_SEQUENCES[13]="\\r";ESCAPE_SEQUENCES[27]="\\e";ESCAPE_SEQUENCES[34]='\\"';ESCAPE_SEQUENCES[92]="\\\\";ESCAPE_SEQUENCES[133]="\\N";ESCAPE_SEQUENCES[160]="\\_";ESCAPE_SEQUENCES[8232]="\\L";ESCAPE_SEQUENCES[8233]="\\P";var DEPRECATED_BOOLEANS_SYNTAX=["y","Y","yes","Yes","YES","on","On","ON","n","N","no","No","NO","off","Off","OFF"];function compileStyleMap(schema,map){var result,keys,index,length,tag,style,type;if(map===null)return{};for(result={},keys=Object.keys(map),index=0,length=keys.length;index<length;index+=1)tag=keys[index],style=String(map[tag]),tag.slice(0,2)==="!!"&&(tag="tag:yaml.org,2002:"+tag.slice(2)),type=schema.compiledTypeMap.fallback[tag],type&&_hasOwnProperty.call(type.styleAliases,style)&&(style=type.styleAliases[style]),result[tag]=style;return result}function encodeHex(character){var string,handle,length;if(string=character.toString(16).toUpperCase(),character<=255)handle="x",length=2;else if(character<=65535)handle="u",length=4;else if(character<=4294967295)handle="U",length=8;else throw new YAMLException("code point within a string may not be greater than 0xFFFFFFFF");return"\\"+handle+common.repeat("0",length-string.length)+string}function State(options2){this.schema=options2.schema||DEFAULT_FULL_SCHEMA,this.indent=Math.max(1,options2.indent||2),this.noArrayIndent=options2.noArrayIndent||!1,this.skipInvalid=options2.skipInvalid||!1,this.flowLevel=common.isNothing(options2.flowLevel)?-1:options2.flowLevel,this.styleMap=compileStyleMap(this.schema,options2.styles||null),this.sortKeys=options2.sortKeys||!1,this.lineWidth=options2.lineWidth||80,this.noRefs=options2.noRefs||!1,this.noCompatMode=options2.noCompatMode||!1,this.condenseFlow=options2.condenseFlow||!1,this.implicitTypes=this.schema.compiledImplicit,this.explicitTypes=this.schema.compiledExplicit,this.tag=null,this.result="",this.duplicates=[],this.usedDuplicates=null}function indentString(string,spaces){for(var ind=common.repeat(" ",spaces),position=0,next=-1,result="",line,length=string.length;position<length;)next=string.indexOf(`
`,position),next===-1?(line=string.slice(position),position=length):(line=string.slice(position,next+1),position=next+1),line.length&&line!==`
`&&(result+=ind),result+=line;return result}function generateNextLine(state,level){return`
`+common.repeat(" ",state.indent*level)}function testImplicitResolving(state,str2){var index,length,type;for(index=0,length=state.implicitTypes.length;index<length;index+=1)if(type=state.implicitTypes[index],type.resolve(str2))return!0;return!1}function isWhitespace(c){return c===CHAR_SPACE||c===CHAR_TAB}function isPrintable(c){return 32<=c&&c<=126||161<=c&&c<=55295&&c!==8232&&c!==8233||57344<=c&&c<=65533&&c!==65279||65536<=c&&c<=1114111}function isNsChar(c){return isPrintable(c)&&!isWhitespace(c)&&c!==65279&&c!==CHAR_CARRIAGE_RETURN&&c!==CHAR_LINE_FEED}function isPlainSafe(c,prev){return isPrintable(c)&&c!==65279&&c!==CHAR_COMMA&&c!==CHAR_LEFT_SQUARE_BRACKET&&c!==CHAR_RIGHT_SQUARE_BRACKET&&c!==CHAR_LEFT_CURLY_BRACKET&&c!==CHAR_RIGHT_CURLY_BRACKET&&c!==CHAR_COLON&&(c!==CHAR_SHARP||prev&&isNsChar(prev))}function isPlainSafeFirst(c){return isPrintable(c)&&c!==65279&&!isWhitespace(c)&&c!==CHAR_MINUS&&c!==CHAR_QUESTION&&c!==CHAR_COLON&&c!==CHAR_COMMA&&c!==CHAR_LEFT_SQUARE_BRACKET&&c!==CHAR_RIGHT_SQUARE_BRACKET&&c!==CHAR_LEFT_CURLY_BRACKET&&c!==CHAR_RIGHT_CURLY_BRACKET&&c!==CHAR_SHARP&&c!==CHAR_AMPERSAND&&c!==CHAR_ASTERISK&&c!==CHAR_EXCLAMATION&&c!==CHAR_VERTICAL_LINE&&c!==CHAR_EQUALS&&c!==CHAR_GREATER_THAN&&c!==CHAR_SINGLE_QUOTE&&c!==CHAR_DOUBLE_QUOTE&&c!==CHAR_PERCENT&&c!==CHAR_COMMERCIAL_AT&&c!==CHAR_GRAVE_ACCENT}function needIndentIndicator(string){var leadingSpaceRe=/^\n* /;return leadingSpaceRe.test(string)}var STYLE_PLAIN=1,STYLE_SINGLE=2,STYLE_LITERAL=3,STYLE_FOLDED=4,STYLE_DOUBLE=5;function chooseScalarStyle(string,singleLineOnly,indentPerLevel,lineWidth,testAmbiguousType){var i,char,prev_char,hasLineBreak=!1,hasFoldableLine=!1,shouldTrackWidth=lineWidth!==-1,previousLineBreak=-1,plain=isPlainSafeFirst(string.charCodeAt(0))&&!isWhitespace(string.charCodeAt(string.length-1));if(singleLineOnly)for(i=0;i<string.length;i++){if(char=string.charCodeAt(i),!isPrintable(char))return STYLE_DOUBLE;prev_char=i>0?string.charCodeAt(i-1):null,plain=plain&&isPlainSafe(char,prev_char)}else{for(i=0;i<string.length;i++){if(char=string.charCodeAt(i),char===CHAR_LINE_FEED)hasLineBreak=!0,shouldTrackWidth&&(hasFoldableLine=hasFoldableLine||i-previousLineBreak-1>lineWidth&&string[previousLineBreak+1]!==" ",previousLineBreak=i);else if(!isPrintable(char))return STYLE_DOUBLE;prev_char=i>0?string.charCodeAt(i-1):null,plain=plain&&isPlainSafe(char,prev_char)}hasFoldableLine=hasFoldableLine||shouldTrackWidth&&i-previousLineBreak-1>lineWidth&&string[previousLineBreak+1]!==" "}return!hasLineBreak&&!hasFoldableLine?plain&&!testAmbiguousType(string)?STYLE_PLAIN:STYLE_SINGLE:indentPerLevel>9&&needIndentIndicator(string)?STYLE_DOUBLE:hasFoldableLine?STYLE_FOLDED:STYLE_LITERAL}function writeScalar(state,string,level,iskey){state.dump=(function(){if(string.length===0)return"''";if(!state.noCompatMode&&DEPRECATED_BOOLEANS_SYNTAX.indexOf(string)!==-1)return"'"+string+"'";var indent=state.indent*Math.max(1,level),lineWidth=state.lineWidth===-1?-1:Math.max(Math.min(state.lineWidth,40),state.lineWidth-indent),singleLineOnly=iskey||state.flowLevel>-1&&level>=state.flowLevel;function testAmbiguity(string2){return testImplicitResolving(state,string2)}switch(chooseScalarStyle(string,singleLineOnly,state.indent,lineWidth,testAmbiguity)){case STYLE_PLAIN:return string;case STYLE_SINGLE:return"'"+string.replace(/'/g,"''")+"'";case STYLE_LITERAL:return"|"+blockHeader(string,state.indent)+dropEndingNewline(indentString(string,indent));case STYLE_FOLDED:return">"+blockHeader(string,state.indent)+dropEndingNewline(indentString(foldString(string,lineWidth),indent));case STYLE_DOUBLE:return'"'+escapeString(string,lineWidth)+'"';default:throw new YAMLException("impossible error: invalid scalar style")}})()}function blockHeader(string,indentPerLevel){var indentIndicator=needIndentIndicator(string)?String(indentPerLevel):"",clip=string[string.length-1]===`
`,keep=clip&&(string[string.length-2]===`
`||string===`
`),chomp=keep?"+":clip?"":"-";return indentIndicator+chomp+`
`}function dropEndingNewline(string){return string[string.length-1]===`
`?string.slice(0,-1):string}function foldString(string,width){for(var lineRe=/(\n+)([^\n]*)/g,result=(function(){var nextLF=string.indexOf(`
`);return nextLF=nextLF!==-1?nextLF:string.length,lineRe.lastIndex=nextLF,foldLine(string.slice(0,nextLF),width)})(),prevMoreIndented=string[0]===`
`||string[0]===" ",moreIndented,match;match=lineRe.exec(string);){var prefix=match[1],line=match[2];moreIndented=line[0]===" ",result+=prefix+(!prevMoreIndented&&!moreIndented&&line!==""?`
`:"")+foldLine(line,width),prevMoreIndented=moreIndented}return result}function foldLine(line,width){if(line===""||line[0]===" ")return line;for(var breakRe=/ [^ ]/g,match,start=0,end,curr=0,next=0,result="";match=breakRe.exec(line);)next=match.index,next-start>width&&(end=curr>start?curr:next,result+=`
`+line.slice(start,end),start=end+1),curr=next;return result+=`
`,line.length-start>width&&curr>start?result+=line.slice(start,curr)+`
`+line.slice(curr+1):result+=line.slice(start),result.slice(1)}function escapeString(string){for(var result="",char,nextChar,escapeSeq,i=0;i<string.length;i++){if(char=string.charCodeAt(i),char>=55296&&char<=56319&&(nextChar=string.charCodeAt(i+1),nextChar>=56320&&nextChar<=57343)){result+=encodeHex((char-55296)*1024+nextChar-56320+65536),i++;continue}escapeSeq=ESCAPE_SEQUENCES[char],result+=!escapeSeq&&isPrintable(char)?string[i]:escapeSeq||encodeHex(char)}return result}function writeFlowSequence(state,level,object){var _result="",_tag=state.tag,index,length;for(index=0,length=object.length;index<length;index+=1)writeNode(state,level,object[index],!1,!1)&&(index!==0&&(_result+=","+(state.condenseFlow?"":" ")),_result+=state.dump);state.tag=_tag,state.dump="["+_result+"]"}function writeBlockSequence(state,level,object,compact){var _result="",_tag=state.tag,index,length;for(index=0,length=object.length;index<length;index+=1)writeNode(state,level+1,object[index],!0,!0)&&((!compact||index!==0)&&(_result+=generateNextLine(state,level)),state.dump&&CHAR_LINE_FEED===state.dump.charCodeAt(0)?_result+="-":_result+="- ",_result+=state.dump);state.tag=_tag,state.dump=_result||"[]"}function writeFlowMapping(state,level,object){var _result="",_tag=state.tag,objectKeyList=Object.keys(object),index,length,objectKey,objectValue,pairBuffer;for(index=0,length=objectKeyList.length;index<length;index+=1)pairBuffer="",index!==0&&(pairBuffer+=", "),state.condenseFlow&&(pairBuffer+='"'),objectKey=objectKeyList[index],objectValue=object[objectKey],writeNode(state,level,objectKey,!1,!1)&&(state.dump.length>1024&&(pairBuffer+="? "),pairBuffer+=state.dump+(state.condenseFlow?'"':"")+":"+(state.condenseFlow?"":" "),writeNode(state,level,objectValue,!1,!1)&&(pairBuffer+=state.dump,_result+=pairBuffer));state.tag=_tag,state.dump="{"+_result+"}"}function writeBlockMapping(state,level,object,compact){var _result="",_tag=state.tag,objectKeyList=Object.keys(object),index,length,objectKey,objectValue,explicitPair,pairBuffer;if(state.sortKeys===!0)objectKeyList.sort();else if(typeof state.sortKeys=="function")objectKeyList.sort(state.sortKeys);else if(state.sortKeys)throw new YAMLException("sortKeys must be a boolean or a function");for(index=0,length=objectKeyList.length;index<length;index+=1)pairBuffer="",(!compact||index!==0)&&(pairBuffer+=generateNextLine(state,level)),objectKey=objectKeyList[index],objectValue=object[objectKey],writeNode(state,level+1,objectKey,!0,!0,!0)&&(explicitPair=state.tag!==null&&state.tag!=="?"||state.dump&&state.dump.length>1024,explicitPair&&(state.dump&&CHAR_LINE_FEED===state.dump.charCodeAt(0)?pairBuffer+="?":pairBuffer+="? "),pairBuffer+=state.dump,explicitPair&&(pairBuffer+=generateNextLine(state,level)),writeNode(state,level+1,objectValue,!0,explicitPair)&&(state.dump&&CHAR_LINE_FEED===state.dump.charCodeAt(0)?pairBuffer+=":":pairBuffer+=": ",pairBuffer+=state.dump,_result+=pairBuffer));state.tag=_tag,state.dump=_result||"{}"}function detectType(state,object,explicit){var _result,typeList,index,length,type,style;for(typeList=explicit?state.explicitTypes:state.implicitTypes,index=0,length=typeList.length;index<length;index+=1)if(type=typeList[index],(type.instanceOf||type.predicate)&&(!type.instanceOf||typeof object=="object"&&object instanceof type.instanceOf)&&(!type.predicate||type.predicate(object))){if(state.tag=explicit?type.tag:"?",type.represent){if(style=state.styleMap[type.tag]||type.defaultStyle,_toString.call(type.represent)==="[object Function]")_result=type.represent(object,style);else if(_hasOwnProperty.call(type.represent,style))_result=type.represent[style](object,style);else throw new YAMLException("!<"+type.tag+'> tag resolver accepts not "'+style+'" style');state.dump=_result}return!0}return!1}function writeNode(state,level,object,block,compact,iskey){state.tag=null,state.dump=object,detectType(state,object,!1)||detectType(state,object,!0);var type=_toString.call(state.dump);block&&(block=state.flowLevel<0||state.flowLevel>level);var objectOrArray=type==="[object Object]"||type==="[object Array]",duplicateIndex,duplicate;if(objectOrArray&&(duplicateIndex=state.duplicates.indexOf(object),duplicate=duplicateIndex!==-1),(state.tag!==null&&state.tag!=="?"||duplicate||state.indent!==2&&level>0)&&(compact=!1),duplicate&&state.usedDuplicates[duplicateIndex])state.dump="*ref_"+duplicateIndex;else{if(objectOrArray&&duplicate&&!state.usedDuplicates[duplicateIndex]&&(state.usedDuplicates[duplicateIndex]=!0),type==="[object Object]")block&&Object.keys(state.dump).length!==0?(writeBlockMapping(state,level,state.dump,compact),duplicate&&(state.dump="&ref_"+duplicateIndex+state.dump)):(writeFlowMapping(state,level,state.dump),duplicate&&(state.dump="&ref_"+duplicateIndex+" "+state.dump));else if(type==="[object Array]"){var arrayLevel=state.noArrayIndent&&level>0?level-1:level;block&&state.dump.length!==0?(writeBlockSequence(state,arrayLevel,state.dump,compact),duplicate&&(state.dump="&ref_"+duplicateIndex+state.dump)):(writeFlowSequence(state,arrayLevel,state.dump),duplicate&&(state.dump="&ref_"+duplicateIndex+" "+state.dump))}else if(type==="[object String]")state.tag!=="?"&&writeScalar(state,state.dump,level,iskey);else{if(state.skipInvalid)return!1;throw new YAMLException("unacceptable kind of an object to dump "+type)}state.tag!==null&&state.tag!=="?"&&(state.dump="!<"+state.tag+"> "+state.dump)}return!0}function getDuplicateReferences(object,state){var objects=[],duplicatesIndexes=[],index,length;for(inspectNode(object,objects,duplicatesIndexes),index=0,length=duplicatesIndexes.length;index<length;index+=1)state.duplicates.push(objects[duplicatesIndexes[index]]);state.usedDuplicates=new Array(length)}function inspectNode(object,objects,duplicatesIndexes){var objectKeyList,index,length;if(object!==null&&typeof object=="object")if(index=objects.indexOf(object),index!==-1)duplicatesIndexes.indexOf(index)===-1&&duplicatesIndexes.push(index);else if(objects.push(object),Array.isArray(object))for(index=0,length=object.length;index<length;index+=1)inspectNode(object[index],objects,duplicatesIndexes);else for(objectKeyList=Object.keys(object),index=0,length=objectKeyList.length;index<length;index+=1)inspectNode(object[objectKeyList[index]],objects,duplicatesIndexes)}function dump(input,options2){options2=options2||{};var state=new State(options2);return state.noRefs||getDuplicateReferences(input,state),writeNode(state,0,input,!0,!0)?state.dump+`
`:""}function safeDump(input,options2){return dump(input,common.extend({schema:DEFAULT_SAFE_SCHEMA},options2))}module2.exports.dump=dump;module2.exports.safeDump=safeDump}});var require_js_yaml=__commonJS({"node_modules/js-yaml/lib/js-yaml.js"(exports2,module2){"use strict";var loader=require_loader(),dumper=require_dumper();function deprecated(name){return function(){throw new Error("Function "+name+" is deprecated and cannot be used.")}}module2.exports.Type=require_type();module2.exports.Schema=require_schema();module2.exports.FAILSAFE_SCHEMA=require_failsafe();module2.exports.JSON_SCHEMA=require_json();module2.exports.CORE_SCHEMA=require_core();module2.exports.DEFAULT_SAFE_SCHEMA=require_default_safe();module2.exports.DEFAULT_FULL_SCHEMA=require_default_full();module2.exports.load=loader.load;module2.exports.loadAll=loader.loadAll;module2.exports.safeLoad=loader.safeLoad;module2.exports.safeLoadAll=loader.safeLoadAll;module2.exports.dump=dumper.dump;module2.exports.safeDump=dumper.safeDump;module2.exports.YAMLException=require_exception();module2.exports.MINIMAL_SCHEMA=require_failsafe();module2.exports.SAFE_SCHEMA=require_default_safe();module2.exports.DEFAULT_SCHEMA=require_default_full();module2.exports.scan=deprecated("scan");module2.exports.parse=deprecated("parse");module2.exports.compose=deprecated("compose");module2.exports.addConstructor=deprecated("addConstructor")}});var require_js_yaml2=__commonJS({"node_modules/js-yaml/index.js"(exports2,module2){"use strict";var yaml2=require_js_yaml();module2.exports=yaml2}});var require_engines=__commonJS({"node_modules/gray-matter/lib/engines.js"(exports,module){"use strict";var yaml=require_js_yaml2(),engines=exports=module.exports;engines.yaml={parse:yaml.safeLoad.bind(yaml),stringify:yaml.safeDump.bind(yaml)};engines.json={parse:JSON.parse.bind(JSON),stringify:function(obj,options2){let opts=Object.assign({replacer:null,space:2},options2);return JSON.stringify(obj,opts.replacer,opts.space)}};engines.javascript={parse:function parse(str,options,wrap){try{return wrap!==!1&&(str=`(function() {
return `+str.trim()+`;
}());`),eval(str)||{}}catch(err){if(wrap!==!1&&/(unexpected|identifier)/i.test(err.message))return parse(str,options,!1);throw new SyntaxError(err)}},stringify:function(){throw new Error("stringifying JavaScript is not supported")}}}});var require_strip_bom_string=__commonJS({"node_modules/strip-bom-string/index.js"(exports2,module2){"use strict";module2.exports=function(str2){return typeof str2=="string"&&str2.charAt(0)==="\uFEFF"?str2.slice(1):str2}}});var require_utils=__commonJS({"node_modules/gray-matter/lib/utils.js"(exports2){"use strict";var stripBom=require_strip_bom_string(),typeOf=require_kind_of();exports2.define=function(obj,key,val){Reflect.defineProperty(obj,key,{enumerable:!1,configurable:!0,writable:!0,value:val})};exports2.isBuffer=function(val){return typeOf(val)==="buffer"};exports2.isObject=function(val){return typeOf(val)==="object"};exports2.toBuffer=function(input){return typeof input=="string"?Buffer.from(input):input};exports2.toString=function(input){if(exports2.isBuffer(input))return stripBom(String(input));if(typeof input!="string")throw new TypeError("expected input to be a string or buffer");return stripBom(input)};exports2.arrayify=function(val){return val?Array.isArray(val)?val:[val]:[]};exports2.startsWith=function(str2,substr,len){return typeof len!="number"&&(len=substr.length),str2.slice(0,len)===substr}}});var require_defaults=__commonJS({"node_modules/gray-matter/lib/defaults.js"(exports2,module2){"use strict";var engines2=require_engines(),utils=require_utils();module2.exports=function(options2){let opts=Object.assign({},options2);return opts.delimiters=utils.arrayify(opts.delims||opts.delimiters||"---"),opts.delimiters.length===1&&opts.delimiters.push(opts.delimiters[0]),opts.language=(opts.language||opts.lang||"yaml").toLowerCase(),opts.engines=Object.assign({},engines2,opts.parsers,opts.engines),opts}}});var require_engine=__commonJS({"node_modules/gray-matter/lib/engine.js"(exports2,module2){"use strict";module2.exports=function(name,options2){let engine=options2.engines[name]||options2.engines[aliase(name)];if(typeof engine>"u")throw new Error('gray-matter engine "'+name+'" is not registered');return typeof engine=="function"&&(engine={parse:engine}),engine};function aliase(name){switch(name.toLowerCase()){case"js":case"javascript":return"javascript";case"coffee":case"coffeescript":case"cson":return"coffee";case"yaml":case"yml":return"yaml";default:return name}}}});var require_stringify=__commonJS({"node_modules/gray-matter/lib/stringify.js"(exports2,module2){"use strict";var typeOf=require_kind_of(),getEngine=require_engine(),defaults=require_defaults();module2.exports=function(file,data,options2){if(data==null&&options2==null)switch(typeOf(file)){case"object":data=file.data,options2={};break;case"string":return file;default:throw new TypeError("expected file to be a string or object")}let str2=file.content,opts=defaults(options2);if(data==null){if(!opts.data)return file;data=opts.data}let language=file.language||opts.language,engine=getEngine(language,opts);if(typeof engine.stringify!="function")throw new TypeError('expected "'+language+'.stringify" to be a function');data=Object.assign({},file.data,data);let open=opts.delimiters[0],close=opts.delimiters[1],matter2=engine.stringify(data,options2).trim(),buf="";return matter2!=="{}"&&(buf=newline(open)+newline(matter2)+newline(close)),typeof file.excerpt=="string"&&file.excerpt!==""&&str2.indexOf(file.excerpt.trim())===-1&&(buf+=newline(file.excerpt)+newline(close)),buf+newline(str2)};function newline(str2){return str2.slice(-1)!==`
`?str2+`
`:str2}}});var require_excerpt=__commonJS({"node_modules/gray-matter/lib/excerpt.js"(exports2,module2){"use strict";var defaults=require_defaults();module2.exports=function(file,options2){let opts=defaults(options2);if(file.data==null&&(file.data={}),typeof opts.excerpt=="function")return opts.excerpt(file,opts);let sep=file.data.excerpt_separator||opts.excerpt_separator;if(sep==null&&(opts.excerpt===!1||opts.excerpt==null))return file;let delimiter=typeof opts.excerpt=="string"?opts.excerpt:sep||opts.delimiters[0],idx=file.content.indexOf(delimiter);return idx!==-1&&(file.excerpt=file.content.slice(0,idx)),file}}});var require_to_file=__commonJS({"node_modules/gray-matter/lib/to-file.js"(exports2,module2){"use strict";var typeOf=require_kind_of(),stringify=require_stringify(),utils=require_utils();module2.exports=function(file){return typeOf(file)!=="object"&&(file={content:file}),typeOf(file.data)!=="object"&&(file.data={}),file.contents&&file.content==null&&(file.content=file.contents),utils.define(file,"orig",utils.toBuffer(file.content)),utils.define(file,"language",file.language||""),utils.define(file,"matter",file.matter||""),utils.define(file,"stringify",function(data,options2){return options2&&options2.language&&(file.language=options2.language),stringify(file,data,options2)}),file.content=utils.toString(file.content),file.isEmpty=!1,file.excerpt="",file}}});var require_parse=__commonJS({"node_modules/gray-matter/lib/parse.js"(exports2,module2){"use strict";var getEngine=require_engine(),defaults=require_defaults();module2.exports=function(language,str2,options2){let opts=defaults(options2),engine=getEngine(language,opts);if(typeof engine.parse!="function")throw new TypeError('expected "'+language+'.parse" to be a function');return engine.parse(str2,opts)}}});var require_gray_matter=__commonJS({"node_modules/gray-matter/index.js"(exports2,module2){"use strict";var fs=require("fs"),sections=require_section_matter(),defaults=require_defaults(),stringify=require_stringify(),excerpt=require_excerpt(),engines2=require_engines(),toFile=require_to_file(),parse2=require_parse(),utils=require_utils();function matter2(input,options2){if(input==="")return{data:{},content:input,excerpt:"",orig:input};let file=toFile(input),cached=matter2.cache[file.content];if(!options2){if(cached)return file=Object.assign({},cached),file.orig=cached.orig,file;matter2.cache[file.content]=file}return parseMatter(file,options2)}function parseMatter(file,options2){let opts=defaults(options2),open=opts.delimiters[0],close=`
`+opts.delimiters[1],str2=file.content;opts.language&&(file.language=opts.language);let openLen=open.length;if(!utils.startsWith(str2,open,openLen))return excerpt(file,opts),file;if(str2.charAt(openLen)===open.slice(-1))return file;str2=str2.slice(openLen);let len=str2.length,language=matter2.language(str2,opts);language.name&&(file.language=language.name,str2=str2.slice(language.raw.length));let closeIndex=str2.indexOf(close);return closeIndex===-1&&(closeIndex=len),file.matter=str2.slice(0,closeIndex),file.matter.replace(/^\s*#[^\n]+/gm,"").trim()===""?(file.isEmpty=!0,file.empty=file.content,file.data={}):file.data=parse2(file.language,file.matter,opts),closeIndex===len?file.content="":(file.content=str2.slice(closeIndex+close.length),file.content[0]==="\r"&&(file.content=file.content.slice(1)),file.content[0]===`
`&&(file.content=file.content.slice(1))),excerpt(file,opts),(opts.sections===!0||typeof opts.section=="function")&&sections(file,opts.section),file}matter2.engines=engines2;matter2.stringify=function(file,data,options2){return typeof file=="string"&&(file=matter2(file,options2)),stringify(file,data,options2)};matter2.read=function(filepath,options2){let str2=fs.readFileSync(filepath,"utf8"),file=matter2(str2,options2);return file.path=filepath,file};matter2.test=function(str2,options2){return utils.startsWith(str2,defaults(options2).delimiters[0])};matter2.language=function(str2,options2){let open=defaults(options2).delimiters[0];matter2.test(str2)&&(str2=str2.slice(open.length));let language=str2.slice(0,str2.search(/\r?\n/));return{raw:language,name:language?language.trim():""}};matter2.cache={};matter2.clearCache=function(){matter2.cache={}};module2.exports=matter2}});var epiphany_pack_exports={};__export(epiphany_pack_exports,{EPIPHANY_BRANCH_STATUSES:()=>EPIPHANY_BRANCH_STATUSES,EPIPHANY_EVIDENCE_KINDS:()=>EPIPHANY_EVIDENCE_KINDS,EPIPHANY_EVIDENCE_RESULTS:()=>EPIPHANY_EVIDENCE_RESULTS,EPIPHANY_MAP_KEYS:()=>EPIPHANY_MAP_KEYS,EpiphanyModel:()=>EpiphanyModel,epiphanyId:()=>epiphanyId,epiphanyPathText:()=>epiphanyPathText,epiphanyRules:()=>epiphanyRules,isEpiphanyMapKey:()=>isEpiphanyMapKey,loadEpiphanyTarget:()=>loadEpiphanyTarget,normaliseEpiphanyKey:()=>normaliseEpiphanyKey,validateEpiphany:()=>validateEpiphany});module.exports=__toCommonJS(epiphany_pack_exports);var EPIPHANY_MAP_KEYS=["objectives","constraints","invariants","accepted_design","rejected_paths","current_status"],EPIPHANY_BRANCH_STATUSES=["open","verified","chosen","rejected"],EPIPHANY_EVIDENCE_KINDS=["tests","lints","benchmark","invariant","coherence","simplicity","comparison","backtrack"],EPIPHANY_EVIDENCE_RESULTS=["pass","fail","reject","prefer"];function normaliseEpiphanyKey(key){return key.trim().replace(/[\s-]+/g,"_")}function isEpiphanyMapKey(key){return EPIPHANY_MAP_KEYS.includes(key)}function epiphanyPathText(p){let out="";for(let seg of p)out+=typeof seg=="number"?`[${seg}]`:out===""?seg:`.${seg}`;return out===""?"(top level)":out}function epiphanyId(v){if(typeof v=="string"&&v.trim()!=="")return v.trim();if(typeof v=="number"&&Number.isFinite(v))return String(v)}function loadYamlLibrary(){return Promise.resolve().then(()=>__toESM(require("../vendor/yaml.cjs"),1))}async function newAjv(options2){let{default:ajv}=await Promise.resolve().then(()=>__toESM(require("../vendor/ajv.cjs"),1));return new ajv.default(options2)}var POSITION_TREE_MAX_CHARS=512*1024,ajvInstance,validators=new Map;function loadAjv(){return newAjv({allErrors:!0,strict:!0,allowUnionTypes:!0})}async function loadSchema(name){switch(name){case"map":return(await Promise.resolve().then(()=>(init_epiphany_map_schema(),epiphany_map_schema_exports))).default;case"branches":return(await Promise.resolve().then(()=>(init_epiphany_branches_schema(),epiphany_branches_schema_exports))).default;case"evidence":return(await Promise.resolve().then(()=>(init_epiphany_evidence_schema(),epiphany_evidence_schema_exports))).default}}function validatorFor(name){let v=validators.get(name);return v||(ajvInstance??=loadAjv(),v=Promise.all([ajvInstance,loadSchema(name)]).then(([ajv,schema])=>ajv.compile(schema)),validators.set(name,v)),v}var TYPE_WORDS={array:"a list",object:"an object",string:"a string",null:"empty (null)",number:"a number",integer:"an integer",boolean:"true or false"};async function validateEpiphany(schema,value,rootLabel="the top level"){let validate=await validatorFor(schema);if(validate(value))return[];let out=[],seen=new Set;for(let err of(validate.errors??[]).slice(0,1e3)){if(err.keyword==="if")continue;let p=err.instancePath.split("/").slice(1).map(s=>s.replace(/~1/g,"/").replace(/~0/g,"~")).map(s=>/^\d+$/.test(s)?Number(s):s),where=p.length?epiphanyPathText(p):rootLabel,message;switch(err.keyword){case"required":{let key=String(err.params.missingProperty);message=`${where} lacks the required key \`${key}\``;break}case"type":{let t=err.params.type,words=(Array.isArray(t)?t:[t]).map(x=>TYPE_WORDS[String(x)]??String(x));message=`${where} must be ${words.join(" or ")}, found ${describe(valueAt(value,p))}`;break}case"enum":{let allowed=err.params.allowedValues.map(x=>String(x)).join(", ");message=`${where} must be one of: ${allowed} (found ${describe(valueAt(value,p))})`;break}case"minLength":message=`${where} must not be empty`;break;case"pattern":message=p[p.length-1]==="time"?`${where} must be an ISO 8601 date or date-time (found ${describe(valueAt(value,p))})`:`${where} must not be blank`;break;case"additionalProperties":message=`${where} has an unknown key \`${String(err.params.additionalProperty)}\``;break;default:message=`${where} ${err.message??"does not match the schema"}`}seen.has(message)||(seen.add(message),out.push({path:p,message,keyword:err.keyword}))}return out}function valueAt(root,p){let v=root;for(let seg of p){if(v===null||typeof v!="object")return;v=v[seg]}return v}function describe(v){return v===null?"null":v===void 0?"nothing":Array.isArray(v)?"a list":typeof v=="object"?"an object":typeof v=="string"?v.length>40?`"${v.slice(0,37)}..."`:JSON.stringify(v):`${typeof v} ${String(v)}`}var m=process.getBuiltinModule("node:path"),node_path_default=m;var m2=process.getBuiltinModule("node:fs"),node_fs_default=m2;var fatalDecoder=new TextDecoder("utf-8",{fatal:!0}),lenientDecoder=new TextDecoder("utf-8",{fatal:!1});function firstInvalidUtf8(bytes){let line=1,lineStart=0,i=0;for(;i<bytes.length;){let b=bytes[i],need=0;if(b<128)need=0;else if(b>=194&&b<=223)need=1;else if(b>=224&&b<=239)need=2;else if(b>=240&&b<=244)need=3;else return{line,column:i-lineStart+1};for(let k=1;k<=need;k++){let c=bytes[i+k];if(c===void 0||(c&192)!==128)return{line,column:i-lineStart+1}}(b===10||b===13&&bytes[i+1]!==10)&&(line++,lineStart=i+1),i+=need+1}return{line,column:1}}function bytePosition(bytes,offset){let line=1,lineStart=0;for(let i=0;i<offset;i++){let b=bytes[i];(b===10||b===13&&bytes[i+1]!==10)&&(line++,lineStart=i+1)}return{line,column:offset-lineStart+1}}function decodeText(bytes){let problems=[],nul=bytes.indexOf(0);nul>=0&&problems.push({kind:"binary",message:"file holds binary data (NUL bytes); it is read as text where possible",...bytePosition(bytes,nul)});let text;try{text=fatalDecoder.decode(bytes)}catch{let at=firstInvalidUtf8(bytes);problems.push({kind:"invalid-utf8",message:"file is not valid UTF-8; invalid bytes were replaced",...at}),text=lenientDecoder.decode(bytes)}return text.charCodeAt(0)===65279&&(text=text.slice(1)),text.includes("\r")&&(text=text.replace(/\r\n?/g,`
`)),{text,problems}}function splitLines(text){let lines=text.split(`
`);return lines.length>1&&lines[lines.length-1]===""&&lines.pop(),lines}function positionAt(text,offset){let line=1,lineStart=0,end=Math.min(offset,text.length);for(let i=0;i<end;i++)text.charCodeAt(i)===10&&(line++,lineStart=i+1);return{line,column:end-lineStart+1}}var MAX_YAML_BYTES=256*1024,MAX_YAML_VALUES=1e5;function expandsBeyond(value,limit=MAX_YAML_VALUES){let stack=[value],seen=0;for(;stack.length;){let v=stack.pop();if(++seen>limit)return!0;if(Array.isArray(v))for(let x of v)stack.push(x);else if(v!==null&&typeof v=="object"&&!(v instanceof Date))for(let x of Object.values(v))stack.push(x)}return!1}var MAX_WALK_ENTRIES=1e5,MAX_WALK_DEPTH=40,toPosix=p=>p.split(node_path_default.sep).join("/");var sha256Hex=bytes=>process.getBuiltinModule("node:crypto").hash("sha256",bytes,"hex"),ProjectFs=class{root;digests=!0;realRoot;textCache=new Map;dirCache=new Map;constructor(root){this.root=node_path_default.resolve(root);try{this.realRoot=node_fs_default.realpathSync.native(this.root)}catch{this.realRoot=this.root}}normalise(rel){if(rel!==""&&!rel.startsWith("/")&&!rel.includes("\\")&&!rel.includes("//")&&!/(?:^|\/)\.\.?(?:\/|$)/.test(rel))return rel.endsWith("/")?rel.slice(0,-1):rel;let abs=node_path_default.resolve(this.root,rel),back=node_path_default.relative(this.root,abs);if(!(back.startsWith("..")||node_path_default.isAbsolute(back)))return toPosix(back)}realDirs=new Map;realInside(abs){try{let real=node_fs_default.realpathSync.native(abs);return real===this.realRoot||real.startsWith(this.realRoot+node_path_default.sep)}catch{return!0}}insideRealRoot(abs){if(abs===this.root)return!0;if(!this.dirInsideRealRoot(abs))return!1;try{return node_fs_default.lstatSync(abs,{throwIfNoEntry:!1})?.isSymbolicLink()?this.realInside(abs):!0}catch{return!0}}dirInsideRealRoot(abs){let dir=node_path_default.dirname(abs),inside=this.realDirs.get(dir);return inside===void 0&&this.realDirs.set(dir,inside=this.realInside(dir)),inside}plainNames=new Map;probe(rel){let norm=this.normalise(rel);if(norm===void 0)return"outside-root";let slash=norm.lastIndexOf("/"),dir=slash<0?"":norm.slice(0,slash),names=this.plainNames.get(dir);if(names||(names=new Set((this.list(dir)??[]).filter(e=>!e.symlink).map(e=>e.name)),this.plainNames.set(dir,names)),names.has(norm.slice(slash+1)))return"exists";let abs=node_path_default.join(this.root,norm);return this.insideRealRoot(abs)?node_fs_default.existsSync(abs)?"exists":"missing":"outside-root"}list(relDir){let norm=this.normalise(relDir);if(norm===void 0)return;if(this.dirCache.has(norm))return this.dirCache.get(norm)??void 0;let abs=node_path_default.join(this.root,norm),result=null;if(this.insideRealRoot(abs))try{result=node_fs_default.readdirSync(abs,{withFileTypes:!0}).map(d=>this.entryOf(norm,d)).sort((a,b)=>a.name<b.name?-1:a.name>b.name?1:0)}catch{result=null}return this.dirCache.set(norm,result),result??void 0}entryOf(dirRel,d){let rel=dirRel===""?d.name:`${dirRel}/${d.name}`;if(!d.isSymbolicLink())return{name:d.name,rel,kind:d.isDirectory()?"dir":d.isFile()?"file":"other",symlink:!1};let abs=node_path_default.join(this.root,rel);try{let st=node_fs_default.statSync(abs);return this.insideRealRoot(abs)?{name:d.name,rel,kind:st.isDirectory()?"dir":st.isFile()?"file":"other",symlink:!0}:{name:d.name,rel,kind:"other",symlink:!0,problem:"symlink leads outside the project root"}}catch(e){let problem=e.code==="ELOOP"?"symlink loop":"broken symlink";return{name:d.name,rel,kind:"other",symlink:!0,problem}}}walk(relDir,filter){let out=[],seen=new Set,count=0,visit=(dir,depth)=>{if(depth>MAX_WALK_DEPTH||count>MAX_WALK_ENTRIES)return;let real;try{real=node_fs_default.realpathSync.native(node_path_default.join(this.root,dir))}catch{return}if(!seen.has(real)){seen.add(real);for(let e of this.list(dir)??[])count++,e.kind==="dir"?visit(e.rel,depth+1):(!filter||filter(e))&&out.push(e)}};return visit(relDir,0),out}read(rel){let norm=this.normalise(rel);if(norm===void 0)return;let cached=this.textCache.get(norm);if(cached!==void 0)return cached??void 0;let file=this.load(norm);return this.textCache.set(norm,file??null),file}load(norm){let abs=node_path_default.join(this.root,norm),empty=problem=>({rel:norm,abs,text:"",lines:[],bytes:0,problems:[problem]}),st;try{if(st=node_fs_default.lstatSync(abs,{throwIfNoEntry:!1}),!st)return;if(st.isSymbolicLink()){let target=node_fs_default.statSync(abs,{throwIfNoEntry:!1});if(!target)return empty({kind:"unreadable",message:"broken symlink"});if(!this.insideRealRoot(abs))return empty({kind:"outside-root",message:"symlink leads outside the project root; not read"});st=target}else if(!this.dirInsideRealRoot(abs))return empty({kind:"outside-root",message:"symlink leads outside the project root; not read"})}catch(e){let code=e.code;return empty(code==="ELOOP"?{kind:"unreadable",message:"symlink loop"}:{kind:"unreadable",message:`cannot read file (${code??"error"})`})}if(!st.isFile())return empty({kind:"not-a-file",message:"expected a file, found a directory or special file"});if(st.size>16777216)return empty({kind:"too-large",message:`file is ${st.size} bytes, over the ${16777216}-byte limit; not read`});let bytes;try{bytes=node_fs_default.readFileSync(abs)}catch(e){return empty({kind:"unreadable",message:`cannot read file (${e.code??"error"})`})}let{text,problems}=decodeText(bytes),sha256=this.digests?sha256Hex(bytes):void 0;return{rel:norm,abs,text,lines:splitLines(text),bytes:bytes.length,problems,...sha256?{sha256}:{}}}filesRead(){return[...this.textCache.values()].filter(f=>f!==null)}};var import_gray_matter=__toESM(require_gray_matter(),1);var HEADING_OPEN=/^ {0,3}(#{1,6})(?=[ \t]|$)/,FENCE=/^ {0,3}(`{3,}|~{3,})/,FENCE_CLOSE=/^ {0,3}(`{3,}|~{3,})[ \t]*$/,LIST_ITEM=/^(\s*)([-*]|\d+\.)(?:\s+|$)/,NUMBERED=/^(\d+)\.\s*(.*)$/,MarkdownDoc=class{file;_frontmatter;_fenced;_headings;constructor(file){this.file=file}get rel(){return this.file.rel}get lines(){return this.file.lines}get text(){return this.file.text}line(n){return this.file.lines[n-1]??""}get frontmatter(){return this._frontmatter||(this._frontmatter=frontmatterOf(this.file)),this._frontmatter}get bodyStart(){return this.frontmatter.present?this.frontmatter.endLine+1:1}get fenced(){if(this._fenced)return this._fenced;let lines=this.file.lines,mask=new Uint8Array(lines.length),open;for(let i=this.bodyStart-1;i<lines.length;i++){let m3=FENCE.exec(lines[i]);if(open){mask[i]=1;let c=FENCE_CLOSE.exec(lines[i]);c&&c[1][0]===open.char&&c[1].length>=open.len&&(open=void 0)}else m3&&(mask[i]=1,open={char:m3[1][0],len:m3[1].length})}for(let i=0;i<this.bodyStart-1&&i<lines.length;i++)mask[i]=1;return this._fenced=mask,mask}isFenced(line){return this.fenced[line-1]===1}get headings(){if(this._headings)return this._headings;let out=[],fenced=this.fenced;return this.file.lines.forEach((text,i)=>{if(fenced[i])return;let m3=HEADING_OPEN.exec(text);m3&&out.push({level:m3[1].length,text:headingText(text.slice(m3[0].length)),line:i+1})}),this._headings=out,out}_sectionEnds;get sectionEnds(){if(this._sectionEnds)return this._sectionEnds;let ends=new Map,open=[];for(let h of this.headings){for(;open.length&&open[open.length-1].level>=h.level;)ends.set(open.pop(),h.line-1);open.push(h)}for(let h of open)ends.set(h,this.file.lines.length);return this._sectionEnds=ends,ends}sectionOf(h){let end=this.sectionEnds.get(h);if(end===void 0){let hs=this.headings;end=this.file.lines.length;for(let k of hs)if(k.line>h.line&&k.level<=h.level){end=k.line-1;break}}let num=NUMBERED.exec(h.text);return{heading:h,number:num?Number(num[1]):void 0,title:num?num[2].trim():h.text,start:h.line+1,end}}sections(pred){return this.headings.filter(pred).map(h=>this.sectionOf(h))}_numbered;_byNumber;numberedSections(){return this._numbered??=this.sections(h=>h.level===2&&NUMBERED.test(h.text)),[...this._numbered]}section(n){if(!this._byNumber){this._byNumber=new Map;for(let s of this.numberedSections())s.number!==void 0&&!this._byNumber.has(s.number)&&this._byNumber.set(s.number,s)}return this._byNumber.get(n)}linesOf(range,opts={}){let out=[];for(let n=Math.max(1,range.start);n<=range.end&&n<=this.file.lines.length;n++)opts.skipFenced&&this.isFenced(n)||out.push({line:n,text:this.file.lines[n-1]});return out}bodyLines(opts={skipFenced:!0}){return this.linesOf({start:this.bodyStart,end:this.file.lines.length},opts)}listItems(range){let r=range??{start:this.bodyStart,end:this.file.lines.length},out=[];for(let{line,text}of this.linesOf(r,{skipFenced:!0})){let m3=LIST_ITEM.exec(text);m3&&out.push({line,text,content:text.slice(m3[0].length),column:m3[0].length+1})}return out}tableRows(range){let r=range??{start:this.bodyStart,end:this.file.lines.length},out=[];for(let ref of this.linesOf(r,{skipFenced:!0})){let t=ref.text.trim();if(!t.startsWith("|")||/^\|[\s:|-]+\|?$/.test(t))continue;let cells=t.replace(/^\|/,"").replace(/\|$/,"").split("|").map(c=>c.trim());out.push({...ref,cells})}return out}at(line,message,column=1,severity){return{file:this.file.rel,line:Math.max(1,line),column:Math.max(1,column),message,...severity?{severity}:{}}}async mdast(range){let{parseMarkdown}=await Promise.resolve().then(()=>__toESM(require("../vendor/mdast.cjs"),1)),r=range??{start:this.bodyStart,end:this.file.lines.length},text=this.file.lines.slice(r.start-1,r.end).join(`
`);return parseMarkdown(text,r.start-1)}};function headingText(rest){let t=rest.trim(),j=t.length;for(;j>0&&t.charCodeAt(j-1)===35;)j--;return j<t.length&&j>0&&(t[j-1]===" "||t[j-1]==="	")?t.slice(0,j).trim():t}var frontmatterCache=new WeakMap;function frontmatterOf(file){let fm=frontmatterCache.get(file);return fm||frontmatterCache.set(file,fm=parseFrontmatter(file.lines)),fm}function parseFrontmatter(lines){if(lines.length===0||lines[0].trim()!=="---")return{present:!1,endLine:0};let close=-1;for(let i=1;i<lines.length;i++)if(lines[i].trim()==="---"){close=i;break}if(close<0)return{present:!1,endLine:0};let source=["---",...lines.slice(1,close),"---",""].join(`
`),refuse=message=>({present:!0,lineKeys:keysLineByLine(lines.slice(1,close)),endLine:close+1,error:{message,line:2}});if(source.length>MAX_YAML_BYTES)return refuse(`frontmatter is ${source.length} characters, over the ${MAX_YAML_BYTES} limit; not parsed as YAML`);try{let data=(0,import_gray_matter.default)(source,{}).data;return data===null||typeof data!="object"||Array.isArray(data)?{present:!0,endLine:close+1,error:{message:"frontmatter is not a YAML mapping",line:2}}:expandsBeyond(data)?refuse(`frontmatter expands to more than ${MAX_YAML_VALUES} values through YAML aliases (an alias bomb); not read as YAML`):{present:!0,data,endLine:close+1}}catch(e){let err=e,line=typeof err.mark?.line=="number"?err.mark.line+1:2,message=(err.reason??err.message??"invalid YAML").split(`
`)[0];return{present:!0,lineKeys:keysLineByLine(lines.slice(1,close)),endLine:close+1,error:{message:`invalid YAML: ${message}`,line}}}}var unquote=v=>v.replace(/^(["'])(.*)\1$/,"$2");function keysLineByLine(block){let data={};return block.forEach((text,i)=>{let m3=/^([A-Za-z_][\w-]*)[ \t]*:(.*)$/.exec(text);if(!m3||m3[2]!==""&&m3[2][0]!==" "&&m3[2][0]!=="	")return;let value=m3[2].trim(),comment=/\s#/.exec(value);if(comment&&(value=value.slice(0,comment.index).trim()),/^\[.*\]$/.test(value))data[m3[1]]=value.slice(1,-1).split(",").map(x=>unquote(x.trim())).filter(x=>x!=="");else if(value===""){let items=[];for(let k=i+1;k<block.length&&/^\s+-\s+|^-\s+/.test(block[k]);k++)items.push(unquote(block[k].replace(/^\s*-\s+/,"").trim()));data[m3[1]]=items.length?items:""}else data[m3[1]]=unquote(value)}),data}function rootFor(abs,cwd=process.cwd()){let back=node_path_default.relative(cwd,abs);return!back.startsWith("..")&&!node_path_default.isAbsolute(back)?cwd:node_path_default.dirname(abs)}function parseJson(text){try{return{value:JSON.parse(text)}}catch(e){let msg=e.message.split(`
`)[0],m3=/at position (\d+)/.exec(msg),at=m3?Number(m3[1]):jsonErrorOffset(text),pos=text.trim()===""?{line:1,column:1}:positionAt(text,at>=0?at:text.length),clean=msg.replace(/\s*\(line \d+ column \d+\)/,"").replace(/ in JSON at position \d+/,"");return{error:{message:`invalid JSON: ${text.trim()===""?"empty file":clean}`,...pos}}}}function isPlainObject(v){return typeof v=="object"&&v!==null&&!Array.isArray(v)}function jsonErrorOffset(t){let n=t.length,i=0,stack=[],state="value",NUMBER=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,LITERAL=/true|false|null/y,skipWs=()=>{for(;i<n&&(t[i]===" "||t[i]==="	"||t[i]===`
`||t[i]==="\r");)i++},string=()=>{for(i++;i<n;){let c=t.charCodeAt(i);if(c===34)return i++,!0;if(c<32)return!1;if(c===92){let e=t[i+1];if(e==="u"){if(!/^[0-9a-fA-F]{4}$/.test(t.slice(i+2,i+6)))return!1;i+=6;continue}if(e===void 0||!'"\\/bfnrt'.includes(e))return!1;i+=2;continue}i++}return!1},sticky=re=>(re.lastIndex=i,re.test(t)?(i=re.lastIndex,!0):!1);for(;;)if(skipWs(),state==="value"||state==="firstValue"){let c=t[i];if(state==="firstValue"&&c==="]")stack.pop(),i++,state="after";else if(c==="{"||c==="[")stack.push(c),i++,state=c==="{"?"firstKey":"firstValue";else if(c==='"'){if(!string())return i;state="after"}else if(sticky(NUMBER)||sticky(LITERAL))state="after";else return i}else if(state==="key"||state==="firstKey"){if(state==="firstKey"&&t[i]==="}"){stack.pop(),i++,state="after";continue}if(t[i]!=='"'||!string()||(skipWs(),t[i]!==":"))return i;i++,state="value"}else{let top=stack[stack.length-1];if(top===void 0)return i<n?i:-1;if(t[i]===",")i++,state=top==="{"?"key":"value";else if(t[i]===(top==="{"?"}":"]"))stack.pop(),i++;else return i}}var loadYaml=loadYamlLibrary,EpiphanyTree=class{constructor(Y,root,counter){this.Y=Y;this.root=root;this.counter=counter}Y;root;counter;posOfOffset(offset){let p=this.counter.linePos(Math.max(0,offset));return{line:Math.max(1,p.line),column:Math.max(1,p.col)}}posOfNode(node){let range=node?.range;return range?this.posOfOffset(range[0]):void 0}positionOf(p){let Y=this.Y,node=this.root,best=this.posOfNode(node)??{line:1,column:1};for(let seg of p)if(Y.isMap(node)){let pair=node.items.find(it=>keyText(Y,it.key)===String(seg));if(!pair)break;best=this.posOfNode(pair.key)??best,node=pair.value}else if(Y.isSeq(node)&&typeof seg=="number"){if(node=node.items[seg],node===void 0)break;best=this.posOfNode(node)??best}else break;return best}};function keyText(Y,key){return Y.isScalar(key)?key.value===null?"":String(key.value):key==null?"":typeof key=="object"?void 0:String(key)}function blockingProblems(file){return file.problems.filter(p=>p.kind!=="invalid-utf8"&&p.kind!=="binary").map(p=>({message:p.message,line:p.line??1,column:p.column??1}))}function encodingProblems(file){return file.problems.filter(p=>p.kind==="invalid-utf8"||p.kind==="binary").map(p=>({message:p.message,line:p.line??1,column:p.column??1}))}async function parseBranches(file){let base={file,encoding:encodingProblems(file),list:[]},topPos=()=>({line:1,column:1}),blocked=blockingProblems(file);if(blocked.length)return{...base,errors:blocked,parsed:!1,positionOf:topPos};let json=parseJson(file.text);if(json.error)return{...base,errors:[json.error],parsed:!1,positionOf:topPos};let value=json.value,positionOf=topPos;if(file.text.length<=POSITION_TREE_MAX_CHARS){let Y=await loadYaml(),counter=new Y.LineCounter;try{let doc=Y.parseDocument(file.text,{lineCounter:counter,prettyErrors:!1,uniqueKeys:!1}),tree=new EpiphanyTree(Y,doc.contents,counter);positionOf=p=>tree.positionOf(p)}catch{}}let arr=Array.isArray(value)?value:isPlainObject(value)&&Array.isArray(value.branches)?value.branches:void 0,prefix=Array.isArray(value)?[]:["branches"],list2=(arr??[]).map((b,index)=>{let p=[...prefix,index],o=isPlainObject(b)?b:{},str2=k=>typeof o[k]=="string"&&o[k].trim()!==""?o[k].trim():void 0,fields={id:epiphanyId(o.id),hypothesis:str2("hypothesis"),status:str2("status"),objective:str2("objective"),reason:str2("reason")},defined=Object.fromEntries(Object.entries(fields).filter(([,v])=>v!==void 0));return{index,path:p,value:b,...defined,...positionOf(p)}});return{...base,errors:[],parsed:!0,value,list:list2,positionOf}}function parseEvidence(file){let errors=blockingProblems(file),malformed=[],entries=[];errors.length||file.lines.forEach((text,i)=>{if(text.trim()==="")return;let json=parseJson(text),value=json.value;if(json.error){let err=json.error;malformed.push({message:`line ${i+1} is not valid JSON: ${err.message.replace(/^invalid JSON: /,"")}`,line:i+1,column:err.column});return}if(!isPlainObject(value)){let what=value===null?"null":Array.isArray(value)?"an array":`a ${typeof value}`;malformed.push({message:`line ${i+1} holds ${what}, not a JSON object`,line:i+1,column:1+(text.length-text.trimStart().length)});return}let branch=value.branch===null?null:typeof value.branch=="string"?value.branch:void 0,str2=k=>typeof value[k]=="string"?value[k]:void 0,fields={id:epiphanyId(value.id),branch,kind:str2("kind"),result:str2("result")},defined=Object.fromEntries(Object.entries(fields).filter(([,v])=>v!==void 0));entries.push({line:i+1,text,value,...defined})});let byId=new Map;for(let e of entries)e.id!==void 0&&byId.set(e.id,[...byId.get(e.id)??[],e]);let columnOf=(entry,key)=>{if(key===void 0)return 1+(entry.text.length-entry.text.trimStart().length);let at=entry.text.indexOf(JSON.stringify(key));return at>=0?at+1:1};return{file,errors,encoding:encodingProblems(file),malformed,entries,byId,columnOf}}async function parseMap(file){let base={file,encoding:encodingProblems(file),keys:[],data:{}},blocked=blockingProblems(file),noItems=()=>[],topPos=()=>({line:1,column:1});if(blocked.length)return{...base,errors:blocked,parsed:!1,items:noItems,positionOf:topPos};let Y=await loadYaml(),counter=new Y.LineCounter,doc;try{doc=Y.parseDocument(file.text,{lineCounter:counter,prettyErrors:!1,uniqueKeys:!0})}catch(e){return{...base,errors:[{message:`invalid YAML: ${firstLine(e)}`,line:1,column:1}],parsed:!1,items:noItems,positionOf:topPos}}let tree=new EpiphanyTree(Y,doc.contents,counter),keys=[],positionOf=p=>{let[head,...rest]=p,ref=keys.find(k=>k.canonical!==void 0&&k.canonical===head);return ref?tree.positionOf([ref.written,...rest]):tree.positionOf([])};if(doc.errors.length){let errors=doc.errors.map(err=>({message:`invalid YAML: ${firstLine(err)}`,...tree.posOfOffset(err.pos?.[0]??0)}));return{...base,errors,parsed:!1,items:noItems,positionOf}}let root=doc.contents;if(!Y.isMap(root)){let what=root===null||Y.isScalar(root)&&(root.value===null||root.value==="")?"empty":Y.isSeq(root)?"a list":"a single value",at=root?tree.positionOf([]):{line:1,column:1};return{...base,errors:[{message:`map.yaml is ${what}, not a mapping of the map sections`,...at}],parsed:!1,items:noItems,positionOf}}let data={};for(let pair of root.items){let written=keyText(Y,pair.key)??String(pair.key),normalised=normaliseEpiphanyKey(written),canonical=isEpiphanyMapKey(normalised)?normalised:void 0,value,valueError;try{value=Y.isNode(pair.value)?pair.value.toJS(doc,{maxAliasCount:100}):pair.value}catch(e){valueError=firstLine(e)}let pos=tree.posOfNode(pair.key)??tree.positionOf([]);keys.push({written,normalised,...canonical?{canonical}:{},value,...valueError?{valueError}:{},...pos}),canonical&&!(canonical in data)&&(data[canonical]=value)}return{...base,errors:[],parsed:!0,keys,data,items:key=>{let list2=data[key];return Array.isArray(list2)?list2.map((value,index)=>({key,index,value,...itemText(value),...positionOf([key,index])})):[]},positionOf}}function itemText(value){return typeof value=="string"?{text:value}:value&&typeof value=="object"&&typeof value.text=="string"?{text:value.text}:{}}function firstLine(e){return((e instanceof Error?e.message:String(e)).split(`
`)[0]??"").trim()||"unreadable"}var EpiphanyModel=class{kind="epiphany";dir;projectRoot;fs;stateRel;cache=new Map;constructor(dir,root,fs){this.dir=node_path_default.resolve(dir),this.projectRoot=node_path_default.resolve(root),this.fs=fs??new ProjectFs(this.projectRoot);let relDir=node_path_default.relative(this.projectRoot,this.dir).split(node_path_default.sep).join("/"),join=(a,b)=>a===""?b:`${a}/${b}`,direct=node_path_default.basename(this.dir)==="state"&&this.fs.probe(join(relDir,"map.yaml"))==="exists"&&this.fs.probe(join(relDir,"state/map.yaml"))!=="exists";this.stateRel=direct?relDir:join(relDir,"state")}rel(name){return this.stateRel===""?name:`${this.stateRel}/${name}`}at(name,line,message,column=1){return{file:this.rel(name),line:Math.max(1,line),column:Math.max(1,column),message}}read(name){return this.fs.read(this.rel(name))}once(key,make){let p=this.cache.get(key);return p||(p=make(),this.cache.set(key,p)),p}map(){return this.once("map",async()=>{let file=this.read("map.yaml");return file?parseMap(file):void 0})}branches(){return this.once("branches",async()=>{let file=this.read("branches.json");return file?parseBranches(file):void 0})}evidence(){return this.once("evidence",async()=>{let file=this.read("evidence.jsonl");return file?parseEvidence(file):void 0})}scratch(){return this.once("scratch",async()=>{let file=this.read("scratch.md");return file&&file.problems.every(p=>p.kind!=="not-a-file")?new MarkdownDoc(file):void 0})}};function loadEpiphanyTarget(abs){let root=rootFor(abs),fs=new ProjectFs(root);return{model:new EpiphanyModel(abs,root,fs),root,filesRead:()=>fs.filesRead().map(f=>f.rel)}}var MAYBE_LETTER=/[^\x00-\x7f\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u206f\u20a0-\u20cf\u2190-\u243f\u2500-\u2775\u27c0-\u27ef\u2b00-\u2bff\ufe00-\ufe0f]/,ASCII_CLASS={L:"A-Za-z",N:"0-9",Ll:"a-z",Lu:"A-Z",Lt:""};function asciiLettersOnly(text){return!MAYBE_LETTER.test(text)}var LetterRegex=class{constructor(source,flags="u"){this.source=source;this.flags=flags;if(!flags.includes("u"))throw new Error("LetterRegex needs the u flag");if(propertyOutsideClass(source))throw new Error(`LetterRegex needs \\p{\u2026} inside a character class: ${source}`)}source;flags;unicode;ascii;for(text){return asciiLettersOnly(text)?this.ascii??=new RegExp(this.source.replace(/\\p\{(L|N|Ll|Lu|Lt)\}/g,(_,c)=>ASCII_CLASS[c]),this.flags):this.unicode??=new RegExp(this.source,this.flags)}};function propertyOutsideClass(source){let inClass=!1;for(let i=0;i<source.length;i++){let c=source[i];if(c==="\\"){if(!inClass&&source[i+1]==="p")return!0;i++}else c==="["?inClass=!0:c==="]"&&(inClass=!1)}return!1}var BARE_ROOTS=["engagement","src","tests","app","lib","scripts","hooks","agents","skills"],BARE=new LetterRegex(`(?<![\\p{L}\\p{N}_/])(?:${BARE_ROOTS.join("|")})/[\\p{L}\\p{N}_./-]+`,"gu");var SRC_PATH=new LetterRegex(String.raw`(?:^|[\s\x60'"(|:,=>])((?:[\w.@~-]+\/)*src\/[^\s\x60'"|,;()<>]*[\p{L}\p{N}][^\s\x60'"|,;()<>]*)`);var VALIDATOR_NAME=new LetterRegex(String.raw`^[\p{L}\p{N}_\-./]+`),HAS_LOWER=new LetterRegex(String.raw`[\p{Ll}]`),HAS_UPPER_OR_TITLE=new LetterRegex(String.raw`[\p{Lu}\p{Lt}]`);var WORD=String.raw`[\p{L}\p{N}_]+`,FINDING_HEAD=new LetterRegex(String.raw`^###\s+(\d+)\.\s+\*\*(${WORD})\*\*\s+—\s+(.+)$`);var NAIVE=new LetterRegex(String.raw`^-\s+\*\*(${WORD})\*\*:\s+(.+)`);var SIDED_OR_SPLIT=new LetterRegex(String.raw`\bSIDED\s+WITH\s+\S*[\p{L}\p{N}_]|\bSPLIT\b`,"giu");var TOKEN=new LetterRegex(String.raw`[\p{L}\p{N}_.-]+`,"gu"),VERDICT_WORD=new LetterRegex(String.raw`^[\p{L}_-]+`),WORDS=new LetterRegex(String.raw`[\p{L}\p{N}]+`,"gu");var KEYS=EPIPHANY_MAP_KEYS.map(k=>`\`${k}\``).join(", "),epiphany_map_keys_default={id:"epiphany-map-keys",pack:"epiphany",summary:"state/map.yaml parses as a YAML mapping whose top-level keys are only the six map sections",statuses:["pass","fail"],docs:`The map holds stable understanding only: ${KEYS}. Any other
top-level key is scratch leaking into the map ("do not copy raw scratch into
the map"). Spaces or hyphens in place of underscores are tolerated
(\`accepted-design\`, \`rejected paths\`) and read as the canonical form; two keys
that normalise to the same section are reported. A missing, empty or
unparseable map.yaml fails here, with the line of the YAML error; the other map
rules then skip.`,audit:[{source:"Allowed writes: objectives, constraints, invariants, accepted design, rejected paths, current status",enforced:"fails on any other top-level key of state/map.yaml (spaces and hyphens normalised to underscores)"},{source:"Do not copy raw scratch into the map.",enforced:"an unknown key is scratch leaking into the map and fails; copied prose under an allowed key cannot be told apart"}],examples:[{status:"pass",title:"tolerates hyphens and spaces and names the canonical form",files:{"state/branches.json":`{
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
`,"state/map.yaml":`objectives:
  - x
accepted-design: []
rejected paths: []
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"fail",title:"fails when map.yaml is missing",files:{"state/branches.json":`{
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
`}}],async check({model}){let map=await model.map(),file=model.rel("map.yaml");if(!map)return{status:"fail",detail:`${file} is missing`,fix:`Write ${file} with the map sections (${EPIPHANY_MAP_KEYS.join(", ")}).`,findings:[model.at("map.yaml",1,`${file} is missing from the state folder`)]};if(!map.parsed){let first=map.errors[0];return{status:"fail",detail:`${file} does not parse: ${first.message} (line ${first.line})`,fix:"Correct the YAML so the file is one mapping of the map sections.",findings:[...map.errors,...map.encoding].map(e=>model.at("map.yaml",e.line,e.message,e.column))}}let findings=map.encoding.map(e=>model.at("map.yaml",e.line,e.message,e.column)),unknown=[],seen=new Map;for(let k of map.keys){if(!k.canonical){unknown.push(k.written);let lower=k.normalised.toLowerCase(),hint=EPIPHANY_MAP_KEYS.includes(lower)?` (keys are lower case: write \`${lower}\`)`:"";findings.push(model.at("map.yaml",k.line,`top-level key \`${k.written}\` is not a map section${hint}; the map holds only ${EPIPHANY_MAP_KEYS.join(", ")}`,k.column));continue}let before=seen.get(k.canonical);before!==void 0?findings.push(model.at("map.yaml",k.line,`\`${k.written}\` repeats the section \`${k.canonical}\` already written as \`${before}\``,k.column)):seen.set(k.canonical,k.written),k.valueError&&findings.push(model.at("map.yaml",k.line,`\`${k.canonical}\` cannot be read: ${k.valueError}`,k.column))}if(findings.length){let parts=[unknown.length?`unknown top-level key${unknown.length>1?"s":""}: ${unknown.join(", ")}`:"",findings.length>unknown.length?`${findings.length-unknown.length} other problem${findings.length-unknown.length>1?"s":""}`:""].filter(Boolean);return{status:"fail",detail:`${file}: ${parts.join("; ")}`,fix:unknown.length?"Move scratch notes to state/scratch.md, or fold what survived verification into one of the six sections.":"Write each map section once, with the canonical key.",findings}}let renamed=map.keys.filter(k=>k.canonical&&k.written!==k.canonical),note=renamed.length?` (read ${renamed.map(k=>`\`${k.written}\` as \`${k.canonical}\``).join(", ")})`:"";return{status:"pass",detail:`${map.keys.length} top-level key${map.keys.length===1?"":"s"}, all map sections${note}`}}};var epiphany_map_schema_default2={id:"epiphany-map-schema",pack:"epiphany",summary:"Each section of state/map.yaml has the shape published in schemas/epiphany-map.schema.json",statuses:["pass","fail","skip"],docs:"Rules that read the map (accepted design, rejected paths) need its sections\nin a known shape. `objectives`, `constraints` and `invariants` are lists of\nsentences or of objects with `text`; `accepted_design` entries are sentences or\nobjects with `text` and `evidence` (one evidence id or a list);\n`rejected_paths` entries are sentences or objects with `text`, `reason` and the\n`branch`/`branches` they close; `current_status` is a sentence or a mapping. An\nempty section is allowed. Sections are matched after the key normalisation of\nepiphany-map-keys; unknown keys are left to that rule. Skips when map.yaml is\nmissing or does not parse.",audit:[{source:"Purpose: Write stable understanding into state/map.yaml.",enforced:"fails when a section does not have the published shape (schemas/epiphany-map.schema.json)"}],examples:[{status:"pass",title:"accepts empty sections and tolerated key spellings",files:{"state/branches.json":`{
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
`,"state/map.yaml":`objectives:
constraints: []
accepted design:
  - text: x
    evidence: ev-1
current-status: verifying
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"fail",title:"fails on a section of the wrong type, at its key",files:{"state/branches.json":`{
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
`,"state/map.yaml":`objectives:
  - x
constraints: No new dependencies
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"skip",title:"skips when map.yaml is missing or does not parse",files:{"state/branches.json":`{
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
`}}],async check({model}){let map=await model.map(),file=model.rel("map.yaml");if(!map)return{status:"skip",detail:`${file} is missing (epiphany-map-keys reports it)`,missingArtefact:!0};if(!map.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-map-keys reports why)`};let errors=await validateEpiphany("map",map.data);if(errors.length===0){let present=EPIPHANY_MAP_KEYS.filter(k=>k in map.data);return{status:"pass",detail:`${present.length} map section${present.length===1?"":"s"} match the schema`}}return{status:"fail",detail:`${file}: ${errors.length} section${errors.length===1?"":"s"} off the schema, first: ${errors[0].message}`,fix:"Reshape the reported entries as schemas/epiphany-map.schema.json describes (lists of sentences or of objects with `text`).",findings:errors.map(e=>{let pos=map.positionOf(e.path);return model.at("map.yaml",pos.line,e.message,pos.column)})}}};function cited(value){if(value===null||typeof value!="object"||Array.isArray(value))return[];let ev=value.evidence;return(Array.isArray(ev)?ev:[ev]).map(epiphanyId).filter(x=>x!==void 0)}var epiphany_accepted_design_evidence_default={id:"epiphany-accepted-design-evidence",pack:"epiphany",summary:"Every accepted_design entry of state/map.yaml cites an id present in state/evidence.jsonl",statuses:["pass","warn","fail","skip"],docs:'"Information moves from scratch to map only if it survives verification."\nAn `accepted_design` entry must say which verification it survived: its\n`evidence` key names one or more ids of state/evidence.jsonl lines. An entry with\nno citation, or whose ids are all absent from evidence.jsonl, is a guess written\nas settled architecture and warns (it may have been promoted by "repeated re-use\nwithout contradiction", which leaves no evidence line). An entry whose cited\nlines all record `fail` or `reject` fails: its own citation shows it did not\nsurvive verification. Skips when the map does not parse or has no accepted\ndesign yet.',audit:[{source:"Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.",enforced:"fails an accepted_design entry whose cited evidence all records fail or reject; warns on one that cites nothing or only unknown ids"},{source:"Do not write guesses as settled architecture.",enforced:"the same check: an accepted design with no passing evidence warns"}],examples:[{status:"pass",title:"still finds cited ids when other evidence lines are malformed",files:{"state/branches.json":`{
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
`,"state/evidence.jsonl":`{"id": "ev-1", broken
{"id":"ev-2","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}
[1, 2]`,"state/map.yaml":`accepted_design:
  - text: x
    evidence: ev-2
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"fail",title:"fails when the cited evidence only failed: the citation shows it did not survive verification",files:{"state/branches.json":`{
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
`,"state/evidence.jsonl":`{"id":"ev-1","branch":"b-1","kind":"tests","result":"fail","time":"2026-03-02T10:00:00Z"}
`,"state/map.yaml":`accepted_design:
  - text: x
    evidence: ev-1
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"warn",title:"warns on ids absent from evidence.jsonl, at the evidence key",files:{"state/branches.json":`{
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
`}}],async check({model}){let map=await model.map(),file=model.rel("map.yaml");if(!map)return{status:"skip",detail:`${file} is missing`,missingArtefact:!0};if(!map.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-map-keys reports why)`};let items=map.items("accepted_design");if(items.length===0)return{status:"skip",detail:`${file} has no accepted_design entries yet`};let evidence=await model.evidence(),byId=evidence?.byId??new Map,findings=[],contradicted=0;for(let item of items){let ids=cited(item.value),label=item.text?`"${item.text.length>50?`${item.text.slice(0,47)}...`:item.text}"`:`accepted_design[${item.index}]`;if(ids.length===0){findings.push(model.at("map.yaml",item.line,`accepted design ${label} cites no evidence`,item.column));continue}let found=ids.filter(id=>byId.has(id)),missing=ids.filter(id=>!byId.has(id));if(found.length===0){let why=evidence?`not in ${evidence.file.rel}`:`${model.rel("evidence.jsonl")} is missing`,pos=map.positionOf(["accepted_design",item.index,"evidence"]);findings.push(model.at("map.yaml",pos.line,`accepted design ${label} cites ${missing.join(", ")}, ${why}`,pos.column));continue}if(!found.some(id=>byId.get(id).some(e=>e.result!=="fail"&&e.result!=="reject"))){contradicted++;let pos=map.positionOf(["accepted_design",item.index,"evidence"]);findings.push(model.at("map.yaml",pos.line,`accepted design ${label} cites only evidence that records fail or reject (${found.join(", ")})`,pos.column))}}return findings.length?{status:contradicted?"fail":"warn",detail:`${findings.length} of ${items.length} accepted_design entr${items.length===1?"y lacks":"ies lack"} passing evidence in evidence.jsonl`,fix:"Cite the evidence.jsonl id that verified each entry (`evidence: ev-7`), or move the entry back to scratch until it is verified.",findings}:{status:"pass",detail:`${items.length===1?"the accepted_design entry cites":`all ${items.length} accepted_design entries cite`} evidence present in evidence.jsonl`}}};var hasReason=v=>typeof v=="string"&&v.trim()!=="",lack=o=>!o||!("reason"in o)?"no reason":typeof o.reason=="string"?"an empty reason":"a reason that is not text",epiphany_rejected_reasons_default={id:"epiphany-rejected-reasons",pack:"epiphany",summary:"Every rejected_paths entry of the map and every rejected branch records why (a non-empty reason)",statuses:["pass","fail","skip"],docs:'backtrack: "Record why the branch was rejected." A rejected path without a\nreason teaches nothing and invites the next attempt down the same road. Each\n`rejected_paths` entry of state/map.yaml must be an object with a non-empty\n`reason` (a bare sentence has none), and each branch of state/branches.json with\n`status: rejected` must carry a non-empty `reason`. A file that is missing or\ndoes not parse is left out (its own rule reports it); skips when nothing has\nbeen rejected yet.',audit:[{source:"Record why the branch was rejected.",enforced:"fails on a rejected branch or a rejected_paths entry without a non-empty reason"}],examples:[{status:"pass",title:"checks the branches when the map does not parse",files:{"state/branches.json":`{
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
`}},{status:"fail",title:"fails on a rejected path written as a bare sentence",files:{"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`objectives: [x]
rejected_paths:
  - Precompute every result nightly
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"skip",title:"skips when nothing has been rejected",files:{"state/branches.json":`{
  "branches": [
    {
      "id": "b-1",
      "hypothesis": "h",
      "status": "open"
    }
  ]
}`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`objectives: [x]
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}}],async check({model}){let[map,branches]=await Promise.all([model.map(),model.branches()]),findings=[],notes=[],checked=0;if(map?.parsed)for(let item of map.items("rejected_paths")){checked++;let v=item.value,obj=v!==null&&typeof v=="object"&&!Array.isArray(v)?v:void 0;if(obj&&hasReason(obj.reason))continue;let label=item.text?`"${item.text}"`:`rejected_paths[${item.index}]`,pos=obj&&"reason"in obj?map.positionOf(["rejected_paths",item.index,"reason"]):item;findings.push(model.at("map.yaml",pos.line,`rejected path ${label} has ${lack(obj)}`,pos.column))}else notes.push(`${model.rel("map.yaml")} ${map?"does not parse":"is missing"}`);if(branches?.parsed)for(let b of branches.list.filter(x=>x.status==="rejected")){if(checked++,b.reason)continue;let obj=b.value,pos="reason"in obj?branches.positionOf([...b.path,"reason"]):branches.positionOf([...b.path,"status"]);findings.push(model.at("branches.json",pos.line,`rejected branch ${b.id??`#${b.index+1}`} has ${lack(obj)}`,pos.column))}else notes.push(`${model.rel("branches.json")} ${branches?"does not parse":"does not exist yet"}`);let left=notes.length?` (not checked: ${notes.join("; ")})`:"";return findings.length?{status:"fail",detail:`${findings.length} rejected path${findings.length===1?"":"s"} or branch${findings.length===1?"":"es"} without a reason${left}`,fix:"Give each rejected_paths entry and each rejected branch a `reason`: what was tried and what evidence killed it.",findings}:checked===0?{status:"skip",detail:`nothing rejected yet${left}`}:{status:"pass",detail:`${checked===1?"the rejected path or branch records":`all ${checked} rejected paths and branches record`} a reason${left}`}}};function closes(value){if(value===null||typeof value!="object"||Array.isArray(value))return[];let o=value,many=Array.isArray(o.branches)?o.branches:[];return[o.branch,...many].map(epiphanyId).filter(x=>x!==void 0)}var epiphany_rejected_lesson_default={id:"epiphany-rejected-lesson",pack:"epiphany",summary:"Every rejected branch of state/branches.json has its lesson in the map (a rejected_paths entry naming it)",statuses:["pass","warn","skip"],docs:'backtrack: "Preserve lessons that belong in the map." When a branch is\nrejected, the map\'s `rejected_paths` should say so, so the same line of attack\nis not tried again after the scratch is gone. A rejected_paths entry preserves\nthe lesson of the branches it names in `branch` or `branches`. A rejected branch\nthat no entry names warns. Skips when branches.json does not exist yet or has\nno rejected branch, and when the map is missing or does not parse.',audit:[{source:"Preserve lessons that belong in the map.",enforced:"warns when a rejected branch has no rejected_paths entry naming it; whether a lesson belongs in the map is a judgement"}],examples:[{status:"pass",title:"accepts a rejected path that names several branches",files:{"state/branches.json":`[
  {
    "id": "b-1",
    "hypothesis": "h1",
    "status": "rejected",
    "reason": "too slow"
  },
  {
    "id": "b-2",
    "hypothesis": "h2",
    "status": "rejected",
    "reason": "too big"
  }
]`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`rejected_paths:
  - text: x
    reason: y
    branches: [b-1, b-2]
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"warn",title:"warns when the map has no rejected_paths at all",files:{"state/branches.json":`[
  {
    "id": "b-1",
    "hypothesis": "h1",
    "status": "rejected",
    "reason": "too slow"
  },
  {
    "id": "b-2",
    "hypothesis": "h2",
    "status": "rejected",
    "reason": "too big"
  }
]`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,"state/map.yaml":`objectives: [x]
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"skip",title:"skips without branches.json, without rejected branches, or with an unparseable map",files:{"state/branches.json":`{
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
`}}],async check({model}){let[map,branches]=await Promise.all([model.map(),model.branches()]);if(!branches)return{status:"skip",detail:`${model.rel("branches.json")} does not exist yet`,missingArtefact:!0};if(!branches.parsed)return{status:"skip",detail:`${model.rel("branches.json")} does not parse (epiphany-branch-shape reports why)`};let rejected=branches.list.filter(b=>b.status==="rejected");if(rejected.length===0)return{status:"skip",detail:"no rejected branch yet"};if(!map?.parsed)return{status:"skip",detail:`${model.rel("map.yaml")} ${map?"does not parse":"is missing"}, so rejected paths cannot be matched`};let kept=new Set(map.items("rejected_paths").flatMap(i=>closes(i.value))),findings=[];for(let b of rejected){if(b.id!==void 0&&kept.has(b.id))continue;let pos=branches.positionOf([...b.path,"status"]),name=b.id??`#${b.index+1}`;findings.push(model.at("branches.json",pos.line,`rejected branch ${name} has no rejected_paths entry in the map naming it (\`branch: ${name}\`)`,pos.column))}return findings.length?{status:"warn",detail:`${findings.length} of ${rejected.length} rejected branch${rejected.length===1?"":"es"} left no lesson in the map's rejected_paths`,fix:"Add a rejected_paths entry to state/map.yaml with the lesson, its reason and `branch: <id>`.",findings}:{status:"pass",detail:`${rejected.length===1?"the rejected branch has":`all ${rejected.length} rejected branches have`} a rejected_paths entry naming it`}}};var epiphany_branch_shape_default={id:"epiphany-branch-shape",pack:"epiphany",summary:"state/branches.json parses, matches schemas/epiphany-branches.schema.json and names each branch once",statuses:["pass","fail","skip"],docs:'propose_patch: "Name the hypothesis." Each candidate change in\nstate/branches.json is an object with an `id`, the `hypothesis` it tests and a\n`status` among `open`, `verified`, `chosen`, `rejected`; optional keys are\n`objective` (the map objective it serves), `reason`, `patch` and `files`. The\nfile is an object `{"branches": [...]}` or the list itself. Ids are unique, since\nevidence lines and rejected paths refer to branches by id. Invalid JSON fails\nwith its line and column. Skips when the file does not exist yet (no patch has\nbeen proposed).',audit:[{source:"Name the hypothesis.",enforced:"fails on a branch without an id, a hypothesis or a known status, and on a repeated id"},{source:"Purpose: Make one bounded code or document change tied to a clear hypothesis.",enforced:"the same check"}],examples:[{status:"pass",title:"accepts the bare list form",files:{"state/branches.json":'[{"id": "b-1", "hypothesis": "h", "status": "verified", "objective": "latency"}]',"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
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
`}},{status:"fail",title:"fails on an empty file",files:{"state/branches.json":"","state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
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
`}},{status:"skip",title:"skips when branches.json does not exist yet",files:{"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
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
`}}],async check({model}){let branches=await model.branches(),file=model.rel("branches.json");if(!branches)return{status:"skip",detail:`${file} does not exist yet (no patch proposed)`,missingArtefact:!0};let at=e=>model.at("branches.json",e.line,e.message,e.column);if(!branches.parsed){let first2=branches.errors[0];return{status:"fail",detail:`${file} does not parse: ${first2.message} (line ${first2.line})`,fix:'Correct the JSON so the file holds {"branches": [...]}.',findings:[...branches.errors,...branches.encoding].map(at)}}let findings=branches.encoding.map(at);for(let err of await validateEpiphany("branches",branches.value))findings.push(at({...branches.positionOf(err.path),message:err.message}));let first=new Map;for(let b of branches.list){if(b.id===void 0)continue;let before=first.get(b.id);if(before===void 0){first.set(b.id,b.line);continue}let pos=branches.positionOf([...b.path,"id"]);findings.push(at({...pos,message:`branch id ${b.id} is used again (first on line ${before})`}))}return findings.length?{status:"fail",detail:`${file}: ${findings.length} problem${findings.length===1?"":"s"}, first: ${findings[0].message}`,fix:"Give each branch a unique `id`, a named `hypothesis` and a `status` of open, verified, chosen or rejected.",findings}:{status:"pass",detail:`${branches.list.length} branch${branches.list.length===1?"":"es"}, each with an id, a hypothesis and a status`}}};var epiphany_one_chosen_default={id:"epiphany-one-chosen",pack:"epiphany",summary:"At most one branch of state/branches.json is chosen per objective",statuses:["pass","fail","skip"],docs:`compare_branches chooses between competing changes: afterwards one branch
serves each objective, or none does. Two chosen branches for the same objective
mean the comparison never happened. Branches are grouped by their \`objective\`
key; branches that name no objective form one group. Skips when branches.json
does not exist yet or does not parse.`,audit:[{source:"Purpose: Choose between competing changes or kill all of them.",enforced:"fails when more than one branch is chosen for one objective"}],examples:[{status:"pass",title:"passes when nothing is chosen yet",files:{"state/branches.json":'[{"id":"b-1","hypothesis":"h b-1","status":"open"}]',"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
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
`}},{status:"fail",title:"groups branches that name no objective together",files:{"state/branches.json":`[
{"id":"b-1","hypothesis":"h b-1","status":"chosen"},
{"id":"b-2","hypothesis":"h b-2","status":"chosen"}
]`,"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
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
`}},{status:"skip",title:"skips when branches.json is missing or does not parse",files:{"state/evidence.jsonl":`{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
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
`}}],async check({model}){let branches=await model.branches(),file=model.rel("branches.json");if(!branches)return{status:"skip",detail:`${file} does not exist yet`,missingArtefact:!0};if(!branches.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-branch-shape reports why)`};let groups=new Map;for(let b of branches.list){if(b.status!=="chosen")continue;let key=b.objective??"";groups.set(key,[...groups.get(key)??[],b])}let findings=[],crowded=[];for(let[objective,chosen]of groups){if(chosen.length<2)continue;let name=objective===""?"branches without an objective":`objective "${objective}"`;crowded.push(`${name}: ${chosen.map(b=>b.id??`#${b.index+1}`).join(", ")}`);for(let b of chosen){let pos=branches.positionOf([...b.path,"status"]);findings.push(model.at("branches.json",pos.line,`branch ${b.id??`#${b.index+1}`} is one of ${chosen.length} chosen for ${name}`,pos.column))}}if(findings.length)return{status:"fail",detail:`more than one chosen branch for ${crowded.join("; ")}`,fix:"Compare the chosen branches, keep the smallest that clearly meets the objective and mark the others rejected with a reason (or name distinct objectives).",findings};let n=[...groups.values()].reduce((s,g)=>s+g.length,0);return{status:"pass",detail:n===0?"no branch chosen yet":`${n} chosen branch${n===1?"":"es"}, one per objective`}}};var epiphany_chosen_evidence_default={id:"epiphany-chosen-evidence",pack:"epiphany",summary:"Every chosen branch has at least one passing line in state/evidence.jsonl",statuses:["pass","fail","skip"],docs:'run_verify checks "whether the proposed change actually improved the thing\nwe care about". A branch is chosen only after it passed: evidence.jsonl must\nhold a line whose `branch` is the chosen branch\'s id and whose `result` is\n`pass` (a comparison `prefer` alone is a preference, not a verification).\nMalformed evidence lines do not count. Skips when branches.json does not exist\nyet, does not parse or has no chosen branch.',audit:[{source:"Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.",enforced:"fails on a chosen branch with no passing evidence line"},{source:"Purpose: Check whether the proposed change actually improved the thing we care about.",enforced:"the same check: choosing needs a recorded verification"}],examples:[{status:"pass",title:"passes when a well-formed line passes, whatever the malformed lines around it",files:{"state/branches.json":`{
  "branches": [
    {"id": "b-1", "hypothesis": "h", "status": "rejected", "reason": "r"},
    {"id": "b-2", "hypothesis": "h", "status": "chosen"}
  ]
}
`,"state/evidence.jsonl":`not json
{"id":"ev-1","branch":"b-2","kind":"tests","result":"fail","time":"2026-03-02T10:00:00Z"}
{"id":"ev-2","branch":"b-2","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}
{"branch": "b-2", "result": "pass"`,"state/map.yaml":`# Stable understanding of the search-latency work. Written by update_map and backtrack only.
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
`}},{status:"fail",title:"fails when no evidence line names the branch, or evidence.jsonl is missing",files:{"state/branches.json":`{
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
`}}],async check({model}){let branches=await model.branches(),file=model.rel("branches.json");if(!branches)return{status:"skip",detail:`${file} does not exist yet`,missingArtefact:!0};if(!branches.parsed)return{status:"skip",detail:`${file} does not parse (epiphany-branch-shape reports why)`};let chosen=branches.list.filter(b=>b.status==="chosen");if(chosen.length===0)return{status:"skip",detail:"no branch chosen yet"};let evidence=await model.evidence(),evFile=model.rel("evidence.jsonl"),findings=[];for(let b of chosen){let name=b.id??`#${b.index+1}`,mine=b.id===void 0?[]:(evidence?.entries??[]).filter(e=>e.branch===b.id);if(mine.some(e=>e.result==="pass"))continue;let pos=branches.positionOf([...b.path,"status"]),why=evidence?mine.length===0?`no line of ${evFile} names it`:`its ${mine.length} evidence line${mine.length===1?"":"s"} (line ${mine.map(e=>e.line).join(", ")}) record${mine.length===1?"s":""} no pass`:`${evFile} is missing`;findings.push(model.at("branches.json",pos.line,`chosen branch ${name} has no passing evidence: ${why}`,pos.column))}return findings.length?{status:"fail",detail:`${findings.length} of ${chosen.length} chosen branch${chosen.length===1?"":"es"} without passing evidence`,fix:'Run the verification and append its passing line to evidence.jsonl (`"branch": "<id>", "result": "pass"`), or set the branch back to open.',findings}:{status:"pass",detail:`${chosen.length===1?`chosen branch ${chosen[0].id??"#1"} has`:`all ${chosen.length} chosen branches have`} passing evidence`}}};var epiphany_evidence_lines_default={id:"epiphany-evidence-lines",pack:"epiphany",summary:"Each line of state/evidence.jsonl is a JSON object matching schemas/epiphany-evidence.schema.json, ids unique",statuses:["pass","fail","skip"],docs:`run_verify, compare_branches and backtrack append one JSON object per
verification or decision. Each line carries at least \`id\`, \`branch\` (a
branches.json id, or null), \`kind\` (${EPIPHANY_EVIDENCE_KINDS.join(", ")}),
\`result\` (${EPIPHANY_EVIDENCE_RESULTS.join(", ")}) and \`time\` (ISO 8601). Every line
is parsed on its own: a malformed line is reported with its line number and the
other lines still count for the rules that read evidence. Ids are unique, since
the map cites evidence by id. Blank lines are ignored. Skips when the file does
not exist yet or is empty.`,audit:[{source:"Checks may include: tests, lints, benchmark deltas, invariant checks, coherence review against state/map.yaml, simplicity review",enforced:"fails on an evidence line that is not a JSON object with id, branch, a known kind and result, and time, and on repeated ids; other lines still count"}],examples:[{status:"pass",title:"passes on the clean example",files:{"state/branches.json":`{
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
`,"state/scratch.md":`# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`}},{status:"fail",title:"reports missing keys and a branch of the wrong type",files:{"state/branches.json":`{
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
`,"state/evidence.jsonl":`{"id": "ev-1", "kind": "tests", "result": "pass", "branch": 3}
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
`}},{status:"skip",title:"skips when the file is missing or empty",files:{"state/branches.json":`{
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
`}}],async check({model}){let evidence=await model.evidence(),file=model.rel("evidence.jsonl");if(!evidence)return{status:"skip",detail:`${file} does not exist yet (nothing verified)`,missingArtefact:!0};let at=(line,message,column=1)=>model.at("evidence.jsonl",line,message,column);if(evidence.errors.length)return{status:"fail",detail:`${file} cannot be read: ${evidence.errors[0].message}`,fix:"Write evidence.jsonl as UTF-8 text, one JSON object per line.",findings:evidence.errors.map(e=>at(e.line,e.message,e.column))};let total=evidence.entries.length+evidence.malformed.length;if(total===0)return{status:"skip",detail:`${file} is empty (nothing verified yet)`};let findings=[...evidence.encoding,...evidence.malformed].map(e=>at(e.line,e.message,e.column)),bad=new Set(evidence.malformed.map(e=>e.line));for(let entry of evidence.entries)for(let err of await validateEpiphany("evidence",entry.value,`line ${entry.line}`)){bad.add(entry.line);let message=err.path.length?`line ${entry.line}: ${err.message}`:err.message;findings.push(at(entry.line,message,evidence.columnOf(entry,err.path[0])))}for(let[id,lines]of evidence.byId)for(let dup of lines.slice(1))bad.add(dup.line),findings.push(at(dup.line,`line ${dup.line}: evidence id ${id} is used again (first on line ${lines[0].line})`,evidence.columnOf(dup,"id")));return findings.sort((a,b)=>a.line-b.line||a.column-b.column),findings.length?{status:"fail",detail:`${file}: ${bad.size} of ${total} line${total===1?"":"s"} malformed (line ${[...bad].sort((a,b)=>a-b).slice(0,10).join(", ")}${bad.size>10?", ...":""})`,fix:"Rewrite each reported line as one JSON object with id, branch, kind, result and time; give every line its own id.",findings}:{status:"pass",detail:`${total} evidence line${total===1?"":"s"}, each a well-formed object`}}};var DEFAULT_MAX_LINES=300;function maxLinesOption(options2){let raw=options2["epiphany-scratch-size"],v=raw!==null&&typeof raw=="object"?raw.maxLines:void 0;return v===void 0?{max:DEFAULT_MAX_LINES,note:""}:typeof v=="number"&&Number.isInteger(v)&&v>0?{max:v,note:""}:{max:DEFAULT_MAX_LINES,note:` (option maxLines ${JSON.stringify(v)} is not a positive integer; default ${DEFAULT_MAX_LINES} used)`}}var epiphany_scratch_size_default={id:"epiphany-scratch-size",pack:"epiphany",summary:`state/scratch.md stays within its line budget (default ${DEFAULT_MAX_LINES} lines)`,statuses:["pass","warn","skip"],options:{type:"object",properties:{maxLines:{type:"integer",minimum:1,description:"line budget of state/scratch.md"}},additionalProperties:!1},docs:`think_subgoal: "Prefer deletion or summarization over accumulation.
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
`}},{status:"warn",title:"uses maxLines from the rule options",options:{ruleOptions:{"epiphany-scratch-size":{maxLines:10}}},files:{"state/branches.json":`{
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
`}},{status:"skip",title:"skips when there is no scratch file",files:{"state/branches.json":`{
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
`}}],async check({model,options:options2}){let doc=await model.scratch(),file=model.rel("scratch.md");if(!doc)return{status:"skip",detail:`${file} does not exist (scratch is disposable)`};let{max,note}=maxLinesOption(options2.ruleOptions),n=doc.lines.length;return n>max?{status:"warn",detail:`${file} has ${n} lines, over the budget of ${max}${note}`,fix:"Promote what survived verification to map.yaml, summarise the rest, and delete the scratch that no longer serves the current subgoal.",findings:[doc.at(max+1,`scratch.md passes its ${max}-line budget here (${n} lines in all)`)]}:{status:"pass",detail:`${file} has ${n} line${n===1?"":"s"}, within the budget of ${max}${note}`}}};var SUBGOAL=/^sub[\s-]?goal\b/i,epiphany_scratch_subgoals_default={id:"epiphany-scratch-subgoals",pack:"epiphany",summary:"state/scratch.md holds headings for one subgoal only",statuses:["pass","warn","fail","skip"],docs:`think_subgoal: "Use state/scratch.md for one bounded problem only. Scope it
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
`}},{status:"fail",title:"fails on a second subgoal heading at the same level, at that heading",files:{"state/branches.json":`{
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
`,"state/scratch.md":`## Subgoal: cold tenants

- q1

## Sub-goal: flaky ingest
- q2
`}},{status:"warn",title:"counts level-1 headings when no heading says subgoal",files:{"state/branches.json":`{
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
`,"state/scratch.md":`# Cold tenants
## Questions
# Flaky ingest
`}},{status:"skip",title:"skips when there is no scratch file",files:{"state/branches.json":`{
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
`}}],async check({model}){let doc=await model.scratch(),file=model.rel("scratch.md");if(!doc)return{status:"skip",detail:`${file} does not exist (scratch is disposable)`};let named=doc.headings.filter(h=>SUBGOAL.test(h.text)),subgoals=named.length?named:doc.headings.filter(h=>h.level===1);if(subgoals.length>1){let titles=subgoals.map(h=>`"${h.text}" (line ${h.line})`);return{status:named.filter(h=>h.level<=named[0].level).length>1?"fail":"warn",detail:`${file} holds ${subgoals.length} subgoals: ${titles.slice(0,5).join(", ")}${titles.length>5?", ...":""}`,fix:"Keep scratch to the current subgoal: promote verified findings of the others to map.yaml and delete the rest.",findings:subgoals.slice(1).map(h=>doc.at(h.line,`second subgoal heading "${h.text}" in scratch (first: "${subgoals[0].text}", line ${subgoals[0].line})`))}}return{status:"pass",detail:subgoals.length?`${file} is scoped to one subgoal: "${subgoals[0].text}"`:`${file} names no subgoal heading`}}};var epiphanyRules=[epiphany_map_keys_default,epiphany_map_schema_default2,epiphany_accepted_design_evidence_default,epiphany_rejected_reasons_default,epiphany_rejected_lesson_default,epiphany_branch_shape_default,epiphany_one_chosen_default,epiphany_chosen_evidence_default,epiphany_evidence_lines_default,epiphany_scratch_size_default,epiphany_scratch_subgoals_default];0&&(module.exports={EPIPHANY_BRANCH_STATUSES,EPIPHANY_EVIDENCE_KINDS,EPIPHANY_EVIDENCE_RESULTS,EPIPHANY_MAP_KEYS,EpiphanyModel,epiphanyId,epiphanyPathText,epiphanyRules,isEpiphanyMapKey,loadEpiphanyTarget,normaliseEpiphanyKey,validateEpiphany});
