var __create=Object.create;var __defProp=Object.defineProperty;var __getOwnPropDesc=Object.getOwnPropertyDescriptor;var __getOwnPropNames=Object.getOwnPropertyNames;var __getProtoOf=Object.getPrototypeOf,__hasOwnProp=Object.prototype.hasOwnProperty;var __commonJS=(cb,mod)=>function(){try{return mod||(0,cb[__getOwnPropNames(cb)[0]])((mod={exports:{}}).exports,mod),mod.exports}catch(e){throw mod=0,e}};var __export=(target,all)=>{for(var name in all)__defProp(target,name,{get:all[name],enumerable:!0})},__copyProps=(to,from,except,desc)=>{if(from&&typeof from=="object"||typeof from=="function")for(let key of __getOwnPropNames(from))!__hasOwnProp.call(to,key)&&key!==except&&__defProp(to,key,{get:()=>from[key],enumerable:!(desc=__getOwnPropDesc(from,key))||desc.enumerable});return to};var __toESM=(mod,isNodeMode,target)=>(target=mod!=null?__create(__getProtoOf(mod)):{},__copyProps(isNodeMode||!mod||!mod.__esModule?__defProp(target,"default",{value:mod,enumerable:!0}):target,mod)),__toCommonJS=mod=>__copyProps(__defProp({},"__esModule",{value:!0}),mod);var require_kind_of=__commonJS({"node_modules/kind-of/index.js"(exports2,module2){var toString=Object.prototype.toString;module2.exports=function(val){if(val===void 0)return"undefined";if(val===null)return"null";var type=typeof val;if(type==="boolean")return"boolean";if(type==="string")return"string";if(type==="number")return"number";if(type==="symbol")return"symbol";if(type==="function")return isGeneratorFn(val)?"generatorfunction":"function";if(isArray(val))return"array";if(isBuffer(val))return"buffer";if(isArguments(val))return"arguments";if(isDate(val))return"date";if(isError(val))return"error";if(isRegexp(val))return"regexp";switch(ctorName(val)){case"Symbol":return"symbol";case"Promise":return"promise";case"WeakMap":return"weakmap";case"WeakSet":return"weakset";case"Map":return"map";case"Set":return"set";case"Int8Array":return"int8array";case"Uint8Array":return"uint8array";case"Uint8ClampedArray":return"uint8clampedarray";case"Int16Array":return"int16array";case"Uint16Array":return"uint16array";case"Int32Array":return"int32array";case"Uint32Array":return"uint32array";case"Float32Array":return"float32array";case"Float64Array":return"float64array"}if(isGeneratorObj(val))return"generator";switch(type=toString.call(val),type){case"[object Object]":return"object";case"[object Map Iterator]":return"mapiterator";case"[object Set Iterator]":return"setiterator";case"[object String Iterator]":return"stringiterator";case"[object Array Iterator]":return"arrayiterator"}return type.slice(8,-1).toLowerCase().replace(/\s/g,"")};function ctorName(val){return typeof val.constructor=="function"?val.constructor.name:null}function isArray(val){return Array.isArray?Array.isArray(val):val instanceof Array}function isError(val){return val instanceof Error||typeof val.message=="string"&&val.constructor&&typeof val.constructor.stackTraceLimit=="number"}function isDate(val){return val instanceof Date?!0:typeof val.toDateString=="function"&&typeof val.getDate=="function"&&typeof val.setDate=="function"}function isRegexp(val){return val instanceof RegExp?!0:typeof val.flags=="string"&&typeof val.ignoreCase=="boolean"&&typeof val.multiline=="boolean"&&typeof val.global=="boolean"}function isGeneratorFn(name,val){return ctorName(name)==="GeneratorFunction"}function isGeneratorObj(val){return typeof val.throw=="function"&&typeof val.return=="function"&&typeof val.next=="function"}function isArguments(val){try{if(typeof val.length=="number"&&typeof val.callee=="function")return!0}catch(err){if(err.message.indexOf("callee")!==-1)return!0}return!1}function isBuffer(val){return val.constructor&&typeof val.constructor.isBuffer=="function"?val.constructor.isBuffer(val):!1}}});var require_is_extendable=__commonJS({"node_modules/is-extendable/index.js"(exports2,module2){"use strict";module2.exports=function(val){return typeof val<"u"&&val!==null&&(typeof val=="object"||typeof val=="function")}}});var require_extend_shallow=__commonJS({"node_modules/extend-shallow/index.js"(exports2,module2){"use strict";var isObject=require_is_extendable();module2.exports=function(o){isObject(o)||(o={});for(var len=arguments.length,i=1;i<len;i++){var obj=arguments[i];isObject(obj)&&assign(o,obj)}return o};function assign(a,b){for(var key in b)hasOwn(b,key)&&(a[key]=b[key])}function hasOwn(obj,key){return Object.prototype.hasOwnProperty.call(obj,key)}}});var require_section_matter=__commonJS({"node_modules/section-matter/index.js"(exports2,module2){"use strict";var typeOf=require_kind_of(),extend=require_extend_shallow();module2.exports=function(input,options2){typeof options2=="function"&&(options2={parse:options2});var file=toObject(input),defaults={section_delimiter:"---",parse:identity},opts=extend({},defaults,options2),delim=opts.section_delimiter,lines=file.content.split(/\r?\n/),sections=null,section=createSection(),content=[],stack=[];function initSections(val){file.content=val,sections=[],content=[]}function closeSection(val){stack.length&&(section.key=getKey(stack[0],delim),section.content=val,opts.parse(section,sections),sections.push(section),section=createSection(),content=[],stack=[])}for(var i=0;i<lines.length;i++){var line=lines[i],len=stack.length,ln=line.trim();if(isDelimiter(ln,delim)){if(ln.length===3&&i!==0){if(len===0||len===2){content.push(line);continue}stack.push(ln),section.data=content.join(`
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
`&&(file.content=file.content.slice(1))),excerpt(file,opts),(opts.sections===!0||typeof opts.section=="function")&&sections(file,opts.section),file}matter2.engines=engines2;matter2.stringify=function(file,data,options2){return typeof file=="string"&&(file=matter2(file,options2)),stringify(file,data,options2)};matter2.read=function(filepath,options2){let str2=fs.readFileSync(filepath,"utf8"),file=matter2(str2,options2);return file.path=filepath,file};matter2.test=function(str2,options2){return utils.startsWith(str2,defaults(options2).delimiters[0])};matter2.language=function(str2,options2){let open=defaults(options2).delimiters[0];matter2.test(str2)&&(str2=str2.slice(open.length));let language=str2.slice(0,str2.search(/\r?\n/));return{raw:language,name:language?language.trim():""}};matter2.cache={};matter2.clearCache=function(){matter2.cache={}};module2.exports=matter2}});var graph_pack_exports={};__export(graph_pack_exports,{GRAPH_IMPL_STATUSES:()=>GRAPH_IMPL_STATUSES,GRAPH_MAX_LINE:()=>GRAPH_MAX_LINE,GRAPH_NODE_STATUSES:()=>GRAPH_NODE_STATUSES,GRAPH_RETURN_REQUIRED:()=>GRAPH_RETURN_REQUIRED,GRAPH_RETURN_STATUSES:()=>GRAPH_RETURN_STATUSES,GRAPH_SUBGRAPH_REQUIRED:()=>GRAPH_SUBGRAPH_REQUIRED,GraphModel:()=>GraphModel,graphIsPlaceholder:()=>graphIsPlaceholder,graphMentions:()=>graphMentions,graphNamesPath:()=>graphNamesPath,graphOutputPaths:()=>graphOutputPaths,graphOutputsClash:()=>graphOutputsClash,graphPathsOverlap:()=>graphPathsOverlap,graphRules:()=>graphRules,graphSameOutput:()=>graphSameOutput,graphSaysNone:()=>graphSaysNone,graphSentenceCount:()=>graphSentenceCount,graphSkip:()=>graphSkip,loadGraphTarget:()=>loadGraphTarget,looksLikeGraph:()=>looksLikeGraph,parseGraphText:()=>parseGraphText});module.exports=__toCommonJS(graph_pack_exports);var GRAPH_NODE_STATUSES=["pending","pre-done"],GRAPH_IMPL_STATUSES=["done","pre-done","failed"],GRAPH_RETURN_STATUSES=["done","failed","evolved"],GRAPH_SUBGRAPH_REQUIRED=["WHY","INPUTS","OUTPUT","METHOD","SUBGRAPH","VERIFY","CONSTRAINTS"],GRAPH_RETURN_REQUIRED=["STATUS","OUTPUT","IMPLEMENTED_GRAPH","VERIFY_RESULT","SUMMARY"],SUBGRAPH_FIELDS=new Set([...GRAPH_SUBGRAPH_REQUIRED,"RETRY","EVOLVE"]),RETURN_FIELDS=new Set([...GRAPH_RETURN_REQUIRED,"EVOLVED_SCOPE","FAILURE_REASON","NODE"]),IMPL_FIELDS=new Set(["FAILURES","EVOLUTIONS","OFF_SCRIPT","GAPS","VERDICT"]),canon=name=>name.trim().toUpperCase().replace(/[\s-]+/g,"_").replace(/^OFFSCRIPT$/,"OFF_SCRIPT");var FENCE_OPEN=/^ {0,3}(`{3,}|~{3,})/,DOUBLE_RULE=/^(?:[═=]\s*){3,}$/,SINGLE_RULE=/^(?:[─━\-_*~┄┈]\s*){3,}$/,HEADING=/^#{1,6}(?:\s|$)/,ELLIPSIS=/^(?:\.{3}|…)$/,ARROW=/-{1,2}>|→|⟶|=>|➜|⇒/;var ID=/^[A-Za-z][\w.-]*$/,PLACEHOLDER_ID=/^<[^<>]*>$/,FIELD=/^([A-Z][A-Z_-]*(?: [A-Z_-]+)*)\s*:(?!\/\/)\s?(.*)$/,GRAPH_MAX_LINE=4e3;function splitLine(raw,n){let quote=/^\s*(?:>\s?)+/.exec(raw),afterQuote=quote?quote[0].length:0,rest=raw.slice(afterQuote),lead=/^\s*/.exec(rest)[0].length;return{n,raw,text:rest.slice(lead).trimEnd(),offset:afterQuote+lead,indent:lead}}function unmark(text){return text.replace(/^#{1,6}\s+/,"").replace(/^(\*\*|__)(.*?)\1/,"$2")}function stripComment(s,parens){let hash=/\s#(?:\s|$)/.exec(s),out=(hash?s.slice(0,hash.index):s).trimEnd();if(parens&&out.endsWith(")")){let depth=0;for(let i=out.length-1;i>=0;i--)if(out[i]===")")depth++;else if(out[i]==="("&&--depth===0){out=out.slice(0,i).trimEnd();break}}return out.trim()}var cleanToken=t=>t.trim().replace(/^[`"'*]+|[`"'*]+$/g,"");function refsIn(segment,line,baseColumn){let refs=[],bad=[],re=/[^\s∥|,&]+/g;for(let m3=re.exec(segment);m3;m3=re.exec(segment)){let id=cleanToken(m3[0]).replace(/\.output$/,"");id&&(ID.test(id)||PLACEHOLDER_ID.test(id)?refs.push({id,line,column:baseColumn+m3.index}):bad.push(m3[0]))}return{refs,bad}}function keyValues(s,baseColumn){let re=/(^|\s)([A-Za-z_][\w-]*)\s?=\s?/g,hits=[];for(let m3=re.exec(s);m3;m3=re.exec(s))hits.push({key:m3[2],start:m3.index+m3[1].length,valueStart:m3.index+m3[0].length});let head=(hits.length?s.slice(0,hits[0].start):s).trim(),pairs=hits.map((h,i)=>({key:h.key.toLowerCase(),value:s.slice(h.valueStart,i+1<hits.length?hits[i+1].start:s.length).trim(),column:baseColumn+h.start}));return{head,pairs}}var BLOCK_HEADER=/^(DELEGATED GRAPH|IMPLEMENTED GRAPH|AGENT SUBGRAPH)(?=$|[\s:—–(-])\s*(?:[:—–]|-{1,3})?\s*(.*)$/,RETURN_HEADER=/^RETURN(?:$|\s*[:—–(]|\s+-{1,3}(?:\s|$)|\s+[A-Za-z<]\S*(?:\s*:)?$)/;function headerOf(text){let t=unmark(text),m3=BLOCK_HEADER.exec(t);if(m3){let rest=m3[2].replace(/\*\*|__/g,"").trim();return m3[1]==="DELEGATED GRAPH"?{kind:"delegated",rest}:m3[1]==="IMPLEMENTED GRAPH"?{kind:"implemented",rest}:{kind:"subgraph",rest}}if(RETURN_HEADER.test(t))return{kind:"return",rest:t.slice(6).replace(/^\s*(?:[:—–]|-{1,3})?\s*/,"").replace(/\*\*|__/g,"").trim()}}function fieldOf(t){let m3=FIELD.exec(t);if(!m3)return;let raw=m3[2];return{name:canon(m3[1]),value:raw.trim(),valueIndex:t.length-raw.length+(raw.length-raw.trimStart().length)}}var colIn=(l,t,i)=>l.offset+1+(l.text.length-t.length)+i;var NONE_VALUE=/^[[(]?\s*(?:(?:none|nothing|n\/a|-|—|–)\s*)?[\])]?\.?$/i;function graphSaysNone(value){return NONE_VALUE.test(value.trim())}function graphIsPlaceholder(value,noneAllowed=!1){let v=cleanToken(value.trim());if(v===""||/^(?:\.{2,}|…|\?+)$/.test(v)||/^(?:tbd|todo|fixme|xxx|placeholder|fill (?:me )?in)\b/i.test(v)||/^<[^<>]*>$/.test(v)&&!looksLikeTag(v.slice(1,-1)))return!0;for(let m3 of v.matchAll(/<([^<>]*)>/g)){let inner=m3[1];if(!(m3.index>0&&/[\w$.]/.test(v[m3.index-1]))&&/^[a-z]/.test(inner)&&/\s/.test(inner)&&!looksLikeTag(inner))return!0}return!!(!noneAllowed&&graphSaysNone(v))}function looksLikeTag(inner){return inner.startsWith("/")||inner.endsWith("/")||/^[A-Za-z][\w.:-]*\s[^]*[\w-]=|[{}]/.test(inner)}function outputTokens(value){return value.replace(/\([^()]*\)/g," ").split(/[\s,;]+/).map(t=>cleanToken(t).replace(/^\.\//,"").replace(/[.:]$/,"")).filter(t=>t!==""&&!/^(?:and|or|\+|&)$/i.test(t))}function graphSameOutput(a,b){let norm=v=>[...new Set(outputTokens(v).map(t=>t.replace(/\/+$/,"")))].sort().join(`
`);return norm(a)===norm(b)}function graphOutputPaths(value){return outputTokens(value).filter(t=>!t.includes("://")&&!t.startsWith("<")&&/^[\w@.~/-]+$/.test(t)&&(t.includes("/")||/\.[A-Za-z0-9]+$/.test(t)))}function graphPathsOverlap(a,b){let x=a.replace(/\/+$/,""),y=b.replace(/\/+$/,"");return x===y||x.startsWith(`${y}/`)||y.startsWith(`${x}/`)}var ABBREVIATION=/(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|no|fig|[A-Za-z])\.$/i;function graphSentenceCount(text){let t=text.replace(/\s+/g," ").trim();if(!t)return 0;let count=0,depth=0,tick=!1,start=0;for(let i=0;i<t.length;i++){let c=t[i];if(c==="`")tick=!tick;else{if(tick)continue;if(c==="("||c==="["||c==="{")depth++;else if(c===")"||c==="]"||c==="}")depth=Math.max(0,depth-1);else if((c==="."||c==="!"||c==="?")&&depth===0&&(i+1===t.length||t[i+1]===" ")){let from=Math.max(start,i-8);if(c==="."&&i+1<t.length&&ABBREVIATION.test(`${from>start?t[from-1]:" "}${t.slice(from,i+1)}`))continue;/\w/.test(t.slice(start,i+1))&&count++,start=i+1}}}return/\w/.test(t.slice(start))&&count++,count}function graphMentions(text,id){let esc=id.replace(/[.*+?^${}()|[\]\\]/g,"\\$&");return new RegExp(`(?:^|[^\\w.-])${esc}(?![\\w-]|\\.\\w)`).test(text)}function graphNamesPath(text,p){let bare=p.replace(/^\.\//,"").replace(/\/+$/,"");if(!bare)return!1;let esc=bare.replace(/[.*+?^${}()|[\]\\]/g,"\\$&");return new RegExp(`(?:^|[^\\w./-]|\\./)${esc}/?(?![\\w/-]|\\.\\w)`).test(text)}function parseList(field,evolutions){let value=field.value;if(graphSaysNone(value.replace(/\n/g," ")))return{field,none:!0,items:[]};let items=[],lines=value.split(`
`);return lines.forEach((text,i)=>{let line=field.line+i,base=field.valueColumns[i]??1;if(evolutions){let re2=/\bnode\s*[:=]\s*["'`]?([A-Za-z][\w.-]*)/gi;for(let m3=re2.exec(text);m3;m3=re2.exec(text))items.push({value:m3[1],line,column:base+m3.index+m3[0].length-m3[1].length});return}let re=/[^,[\]\s][^,[\]]*/g;for(let m3=re.exec(text);m3;m3=re.exec(text)){let v=cleanToken(m3[0]);v&&!graphSaysNone(v)&&items.push({value:v,line,column:base+m3.index})}}),evolutions&&items.length===0&&lines.forEach((text,i)=>{let base=field.valueColumns[i]??1,depth=0,start=0,take=end=>{let raw=text.slice(start,end),first=/^[\s[{]*([A-Za-z][\w.-]*)/.exec(raw);first&&!graphSaysNone(first[1])&&items.push({value:first[1],line:field.line+i,column:base+start+first[0].length-first[1].length})};for(let k=0;k<text.length;k++){let c=text[k];c==="{"?depth++:c==="}"?depth=Math.max(0,depth-1):c===","&&depth===0&&(take(k),start=k+1)}take(text.length)}),{field,none:!1,items}}function graphOutputsClash(a,b){for(let oa of a.outputs)for(let ob of b.outputs){let pa=graphOutputPaths(oa.value),pb=graphOutputPaths(ob.value);for(let x of pa)for(let y of pb)if(graphPathsOverlap(x,y))return x===y?x:`${x} / ${y}`;if((!pa.length||!pb.length)&&oa.value.trim()&&graphSameOutput(oa.value,ob.value))return oa.value}}function feedDelegated(block,l,problem){let g=block.g,t=unmark(l.text).replace(/^[-*+]\s+/,""),col=colIn(l,t,0);if(ELLIPSIS.test(t))return;let sec=/^(NODES|EDGES|WAVES)\b\s*:?\s*/i.exec(t);if(sec&&!/^(?:NODES|EDGES|WAVES)\S*=/i.test(t)){let name=sec[1].toLowerCase();if(block.section=name,g.sections[name]!==void 0&&problem(l,`${name.toUpperCase()} section repeated (first at line ${g.sections[name]})`),g.sections[name]??=l.n,t=t.slice(sec[0].length),col+=sec[0].length,t===""||name==="edges"&&graphSaysNone(t))return}if(!block.section){problem(l,"line before any NODES, EDGES or WAVES section of the DELEGATED GRAPH");return}block.section==="nodes"?nodeLine(g,t,l.n,col,problem):block.section==="edges"?edgeLine(g,t,l.n,col,problem):waveLine(g,t,l.n,col,problem)}function nodeLine(g,text,line,col,problem){let t=stripComment(text,!1),{head,pairs}=keyValues(t,col),words=head.split(/\s+/).filter(Boolean),id=cleanToken(words[0]??"");if(!id){problem(line,"node line does not start with a node id (expected `N1  domain=<owner>  output=<path>  status=pending`)",col);return}if(!ID.test(id)&&!PLACEHOLDER_ID.test(id)){problem(line,`\`${id}\` is not a node id (letters, digits, \`.\`, \`-\`, \`_\`)`,col);return}if(pairs.length===0&&words.length>1){problem(line,`node line for ${id} has no key=value pairs (expected \`${id}  domain=<owner>  output=<path>  status=pending\`)`,col);return}words.length>1&&problem(line,`unexpected text \`${words.slice(1).join(" ")}\` between node id ${id} and its key=value pairs`,col);let node={id,line,column:col,domains:[],outputs:[],attrs:{}};for(let p of pairs){let v={value:p.value,line,column:p.column};p.key==="domain"||p.key==="owner"?node.domains.push(v):p.key==="output"?node.outputs.push(v):p.key==="status"&&!node.status?node.status=v:node.attrs[p.key]??=v}g.nodes.push(node)}function edgeLine(g,text,line,col,problem){let t=stripComment(text,!0);if(graphSaysNone(t))return;let parts=[],re=new RegExp(ARROW.source,"g"),last=0;for(let m3=re.exec(t);m3;m3=re.exec(t))parts.push({text:t.slice(last,m3.index),offset:last}),last=m3.index+m3[0].length;if(parts.push({text:t.slice(last),offset:last}),parts.length<2){problem(line,`edge line has no arrow (expected \`N1 \u2192 N3\` or \`N1 -> N3\`): \`${t.slice(0,60)}\``,col);return}let segs=parts.map(p=>refsIn(p.text,line,col+p.offset));for(let[k,s]of segs.entries())if(s.bad.length&&problem(line,`\`${s.bad[0]}\` in this edge is not a node id`,col+parts[k].offset),s.refs.length===0){problem(line,"edge line has an arrow with no node on one side",col+parts[k].offset);return}for(let k=0;k+1<segs.length;k++)for(let from of segs[k].refs)for(let to of segs[k+1].refs)g.edges.push({from,to,line})}function waveLine(g,text,line,col,problem){let t=stripComment(text,!1),bracketed=/WAVE\s*(\d+)\s*(?:[:—–-]\s*)?\[([^\]]*)\]/gi,found=!1;for(let m3=bracketed.exec(t);m3;m3=bracketed.exec(t)){found=!0;let inner=m3[2],innerStart=m3.index+m3[0].length-1-inner.length,purpose2=t.slice(m3.index+m3[0].length),arrow=ARROW.exec(purpose2);arrow&&(purpose2=purpose2.slice(0,arrow.index)),purpose2=purpose2.trim().replace(/^[—–:-]+/,"").trim(),addWave(g,Number(m3[1]),inner,purpose2,line,col+m3.index,col+innerStart,problem)}if(found)return;let plain=/^WAVE\s*(\d+)\s*[:—–-]?\s*(.*)$/i.exec(t);if(!plain){problem(line,`wave line not understood (expected \`WAVE 1 : [N1 \u2225 N2] \u2014 <purpose>\`): \`${t.slice(0,60)}\``,col);return}let body=plain[2],cut=/\s[—–-]\s/.exec(body),members=cut?body.slice(0,cut.index):body,purpose=cut?body.slice(cut.index+cut[0].length).trim():"";addWave(g,Number(plain[1]),members,purpose,line,col,col+t.length-body.length,problem)}function addWave(g,number,members,purpose,line,col,membersCol,problem){let{refs,bad}=refsIn(members,line,membersCol);bad.length&&problem(line,`\`${bad[0]}\` in WAVE ${number} is not a node id`,membersCol),refs.length===0&&problem(line,`WAVE ${number} lists no nodes`,col),g.waves.push({number,line,column:col,members:refs,purpose:purpose.trim()})}function finishDelegated(g,problem){g.sections.nodes===void 0?problem(g.line,`DELEGATED GRAPH${g.name?` "${g.name}"`:""} has no NODES section`):g.nodes.length===0&&problem(g.sections.nodes,"NODES section lists no nodes"),g.sections.waves===void 0&&problem(g.line,`DELEGATED GRAPH${g.name?` "${g.name}"`:""} has no WAVES section`)}function addField(fields,f0,l,t,problem){let name=f0.name,f={name,value:f0.value,line:l.n,column:colIn(l,t,0),valueColumns:[colIn(l,t,f0.valueIndex)],endLine:l.n},prev=fields[name];return prev?(problem?.(l,`${name.replace(/_/g," ")} given twice (first at line ${prev.line}); the first one is used`),f):(fields[name]=f,f)}function continueField(f,l){return f?(f.value=f.value===""&&f.endLine===f.line?l.text:`${f.value}
${l.text}`,f.value===l.text?f.valueColumns=[l.offset+1]:f.valueColumns.push(l.offset+1),f.endLine=l.n,!0):!1}function feedSubgraph(block,l,problem){let g=block.g,t=unmark(l.text);if(ELLIPSIS.test(t))return;let f=fieldOf(t);if(block.specMode){let spec=g.returnSpec,both=f&&RETURN_FIELDS.has(f.name)&&SUBGRAPH_FIELDS.has(f.name);if(f&&RETURN_FIELDS.has(f.name)&&(!both||l.indent>block.specIndent||g.fields[f.name])){block.specField=addField(spec.fields,f,l,t,problem);return}if(!f&&l.indent>block.specIndent&&continueField(block.specField,l))return;block.specMode=!1}if(/^RETURN\b/.test(t)&&!g.returnSpec){g.returnSpec={line:l.n,fields:{}},block.specMode=!0,block.specIndent=l.indent,block.taskMode=!1,block.current=void 0;return}if(/^TASKS?\s*:?\s*$/.test(t)){g.taskLine??=l.n,block.taskMode=!0,block.current=void 0;return}if(f&&SUBGRAPH_FIELDS.has(f.name)){block.taskMode=!1,block.current=addField(g.fields,f,l,t,problem);return}let item=/^(\d+)[.)]\s+(.*)$/.exec(t);if(block.taskMode&&item){g.tasks.push({number:Number(item[1]),text:item[2].trim(),line:l.n});return}if(block.taskMode){let lastTask=g.tasks[g.tasks.length-1];if(lastTask&&l.indent>0){lastTask.text+=` ${t}`;return}block.taskMode=!1;return}/^(?:OUTPUT|RETURN|RETRY|EVOLVE)\s+[a-z]/.test(t)||continueField(block.current,l)||problem(l,`line not understood in AGENT SUBGRAPH${g.node?` ${g.node}`:""}: expected a field such as \`WHY : ...\``)}function feedReturn(block,l){let g=block.g,t=unmark(l.text),f=fieldOf(t);if(f&&RETURN_FIELDS.has(f.name)){block.fieldIndent??=l.indent,block.current=addField(g.fields,f,l,t);return}continueField(block.current,l)||g.bare.push({value:t,line:l.n,column:l.offset+1})}function feedImplemented(block,l,problem){let g=block.g,t=unmark(l.text).replace(/^[-*+]\s+/,"");if(ELLIPSIS.test(t))return;let col=colIn(l,t,0),wave=/^WAVE\s*(\d+)\b\s*(?:[:—–-]+\s*)?(.*)$/i.exec(t);if(wave){let number=Number(wave[1]),prev=g.waves.find(w=>w.number===number);prev&&problem(l,`WAVE ${number} listed twice in the IMPLEMENTED GRAPH (first at line ${prev.line})`),g.waves.push({number,purpose:wave[2].trim(),line:l.n}),block.wave=number,block.current=void 0;return}let f=fieldOf(t);if(f&&IMPL_FIELDS.has(f.name)){block.current=addField(block.fields,f,l,t,problem);return}let s=stripComment(t,!1),{head,pairs}=keyValues(s,col);if(pairs.length&&ID.test(cleanToken(head))){let id=cleanToken(head),node={id,line:l.n,column:col,attrs:{},...block.wave!==void 0?{wave:block.wave}:{}};for(let p of pairs){let v={value:p.value,line:l.n,column:p.column};p.key==="status"?node.status??=v:p.key==="output"?node.output??=v:p.key==="verify"?node.verify??=v:node.attrs[p.key]??=v}block.wave===void 0&&problem(l,`node ${id} is listed before any WAVE line of the IMPLEMENTED GRAPH`),g.nodes.push(node),block.current=void 0;return}continueField(block.current,l)||problem(l,"line not understood in IMPLEMENTED GRAPH: expected `WAVE n \u2014 <purpose>`, a node line `N1  status=done  output=...`, or FAILURES/EVOLUTIONS/OFF-SCRIPT/GAPS/VERDICT")}function finishImplemented(block){let g=block.g,f=block.fields;f.FAILURES&&(g.failures=parseList(f.FAILURES,!1)),f.EVOLUTIONS&&(g.evolutions=parseList(f.EVOLUTIONS,!0)),f.OFF_SCRIPT&&(g.offScript=parseList(f.OFF_SCRIPT,!1)),f.GAPS&&(g.gaps=parseList(f.GAPS,!1)),f.VERDICT&&(g.verdict=f.VERDICT)}var BARE_STATUS=/^(?:done|failed|evolved|ok|complete[d]?|finished|pass(?:ed)?)\b/i;function resolveReturns(p){let known=new Set;for(let g of p.delegatedGraphs)for(let n of g.nodes)known.add(n.id);for(let s of p.subgraphs)s.node&&known.add(s.node);for(let r of p.returns){let tok=cleanToken((/^[(\s]*([^\s():—–]+)/.exec(r.header)?.[1]??"").replace(/[)]$/,""));if(tok&&known.has(tok))r.node=tok,r.nodeFrom="header";else if(tok&&!BARE_STATUS.test(tok)&&(ID.test(tok)&&/\d/.test(tok)||PLACEHOLDER_ID.test(tok)))r.node=tok,r.nodeFrom="header";else{r.header&&r.bare.unshift({value:r.header,line:r.line,column:1});let field=r.fields.NODE,above=p.subgraphs.filter(s=>s.line<r.line&&s.node).pop();field&&cleanToken(field.value)?(r.node=cleanToken(field.value.split(/\s/)[0]),r.nodeFrom="field"):above&&(r.node=above.node,r.nodeFrom="position")}}}function parseGraphText(text){let out={delegatedGraphs:[],subgraphs:[],returns:[],implementedGraphs:[],problems:[]},rawLines=text.split(`
`);rawLines.length>1&&rawLines[rawLines.length-1]===""&&rawLines.pop();let block,fence,valueFence,sawBlank=!1,lastLine=0,declared=new Set,problem=(line,message,column)=>{let n=typeof line=="number"?line:line.n,col=column??(typeof line=="number"?1:line.offset+1);out.problems.push({line:n,column:col,message})},close=()=>{if(block){if(block.g.endLine=Math.max(lastLine,block.g.line),block.kind==="delegated"){finishDelegated(block.g,problem);for(let n of block.g.nodes)declared.add(n.id)}block.kind==="implemented"&&finishImplemented(block),block=void 0}},open=(h,l,fenced)=>{close();let base={line:l.n,endLine:l.n};if(h.kind==="delegated"){let g={name:h.rest,...base,nodes:[],edges:[],waves:[],sections:{}};out.delegatedGraphs.push(g),block={kind:"delegated",g,fenced,content:!1}}else if(h.kind==="implemented"){let g={name:h.rest,...base,waves:[],nodes:[]};out.implementedGraphs.push(g),block={kind:"implemented",g,fenced,content:!1,fields:{}}}else if(h.kind==="subgraph"){let{node,title}=subgraphHeader(h.rest);node||problem(l,"AGENT SUBGRAPH header names no node (expected `AGENT SUBGRAPH \u2014 N1 <title>`)");let g={node,title,...base,fields:{},tasks:[]};out.subgraphs.push(g),block={kind:"subgraph",g,taskMode:!1,specMode:!1,specIndent:0,fenced,content:!1}}else{let g={header:h.rest,...base,fields:{},bare:[]};out.returns.push(g),block={kind:"return",g,fenced,content:!1}}};for(let i=0;i<rawLines.length;i++){let long=rawLines[i].length>GRAPH_MAX_LINE,l=splitLine(long?rawLines[i].slice(0,GRAPH_MAX_LINE):rawLines[i],i+1),t=l.text,fm=FENCE_OPEN.exec(l.raw.slice(l.offset-l.indent));if(valueFence){continueField(valueFence.field,l),lastLine=l.n,fm&&fm[1][0]===valueFence.char&&fm[1].length>=valueFence.len&&t.slice(fm[1].length).trim()===""&&(valueFence=void 0);continue}let closesFence=!!fm&&!!fence&&fm[1][0]===fence.char&&fm[1].length>=fence.len&&t.slice(fm[1].length).trim()==="",field=fm&&!closesFence?openField(block):void 0;if(fm&&field&&(l.indent>0||!sawBlank&&field.value==="")){valueFence={char:fm[1][0],len:fm[1].length,field},continueField(field,l),lastLine=l.n;continue}if(fm){let char=fm[1][0];closesFence?(fence=void 0,block?.fenced&&close()):fence||(fence={char,len:fm[1].length},block&&!block.fenced&&close()),sawBlank=!1;continue}if(t===""){sawBlank=!0;continue}if(DOUBLE_RULE.test(t)){block?.content&&close();continue}if(SINGLE_RULE.test(t))continue;let h=headerOf(t);if(h&&!headerIsField(h,block,l,declared)){open(h,l,fence!==void 0),sawBlank=!1,lastLine=l.n;continue}if(!fence&&HEADING.test(t)&&!(l.indent>0&&openField(block))){close(),sawBlank=!1;continue}if(!block){sawBlank=!1;continue}if(sawBlank&&l.indent===0&&!recognised(block,t)){close(),sawBlank=!1;continue}sawBlank=!1,block.content=!0,lastLine=l.n,long&&problem(l.n,`line is ${rawLines[i].length} characters long; only the first ${GRAPH_MAX_LINE} are read`),block.kind==="delegated"?feedDelegated(block,l,problem):block.kind==="subgraph"?feedSubgraph(block,l,problem):block.kind==="return"?feedReturn(block,l):feedImplemented(block,l,problem)}return close(),resolveReturns(out),out}function openField(block){if(block){if(block.kind==="subgraph")return block.specMode?block.specField:block.taskMode?void 0:block.current;if(block.kind!=="delegated")return block.current}}function headerIsField(h,block,l,declared){if(!block)return!1;if(h.kind==="implemented")return block.kind==="return"?!block.g.fields.IMPLEMENTED_GRAPH&&!(block.fieldIndent!==void 0&&l.indent<block.fieldIndent):block.kind==="subgraph"&&block.specMode?!block.g.returnSpec?.fields.IMPLEMENTED_GRAPH&&l.indent>block.specIndent:!1;if(h.kind==="return"&&block.kind==="subgraph"){let tok=cleanToken(/^[(\s]*([^\s():—–]+)/.exec(h.rest)?.[1]??"");return!block.g.returnSpec&&!(tok&&(tok===block.g.node||declared.has(tok)))}return!1}function recognised(block,t){let u=unmark(t);if(ELLIPSIS.test(u))return!0;let f=fieldOf(u);switch(block.kind){case"delegated":return/^(?:NODES|EDGES|WAVES)\b/i.test(u)||/^WAVE\s*\d/i.test(u)||ARROW.test(u)||/\w=/.test(u);case"subgraph":return/^(?:WHY|INPUTS|OUTPUT|METHOD|SUBGRAPH|VERIFY|CONSTRAINTS|TASK|RETURN|RETRY|EVOLVE)\b/.test(u)||/^\d+[.)]\s/.test(u)||!!f&&RETURN_FIELDS.has(f.name);case"return":return!!f&&RETURN_FIELDS.has(f.name);case"implemented":return/^WAVE\s*\d/i.test(u)||!!f&&IMPL_FIELDS.has(f.name)||/^[A-Za-z][\w.-]*\s+\S*\w=/.test(u)}}function subgraphHeader(rest){let r=rest.replace(/[═=]+\s*$/,"").trim();if(!r)return{node:"",title:""};let ph=/^<[^<>]*>/.exec(r);if(ph)return{node:ph[0],title:r.slice(ph[0].length).trim()};let m3=/^[`*"']*([^\s`*"':—–]+)[`*"']*[:—–-]?\s*(.*)$/.exec(r);return m3?{node:m3[1],title:m3[2].trim()}:{node:"",title:r}}var m=process.getBuiltinModule("node:path"),node_path_default=m;var GraphModel=class{kind="graph";file;fs;delegatedGraphs;subgraphs;returns;implementedGraphs;problems;_differences;constructor(file,fs){this.file=file,this.fs=fs;let parsed=parseGraphText(file.text);this.delegatedGraphs=parsed.delegatedGraphs,this.subgraphs=parsed.subgraphs,this.returns=parsed.returns,this.implementedGraphs=parsed.implementedGraphs;let fileProblems2=file.problems.map(p=>({line:p.line??1,column:p.column??1,message:p.message}));this.problems=[...fileProblems2,...parsed.problems].sort((a,b)=>a.line-b.line||a.column-b.column)}get rel(){return this.file.rel}get delegated(){return this.delegatedGraphs[this.delegatedGraphs.length-1]}get implemented(){return this.implementedGraphs[this.implementedGraphs.length-1]}at(line,message,column=1){return{file:this.file.rel,line:Math.max(1,line),column:Math.max(1,column),message}}node(id){return this.delegated?.nodes.find(n=>n.id===id)}statusOf(n){return(n.status?.value??"pending").trim().toLowerCase()}waveOf(id){return this.delegated?.waves.find(w=>w.members.some(m3=>m3.id===id))?.number}subgraphsFor(id){return this.subgraphs.filter(s=>s.node===id)}returnsFor(id){return this.returns.filter(r=>r.node===id)}evolved(id){return!!this.implemented?.evolutions?.items.some(i=>i.value===id)}upstream(id){return[...new Set((this.delegated?.edges??[]).filter(e=>e.to.id===id).map(e=>e.from.id))]}entry(value){let v=cleanToken(value);if(new Set([...this.delegated?.nodes.map(n=>n.id)??[],...this.implemented?.nodes.map(n=>n.id)??[]]).has(v))return{kind:"node",id:v,known:!0};let paths=graphOutputPaths(v);if(paths.length===1&&paths[0]===v.replace(/^\.\//,"")){let owner=this.delegated?.nodes.find(n=>n.outputs.some(o=>graphOutputPaths(o.value).some(p=>p.replace(/\/+$/,"")===paths[0].replace(/\/+$/,""))));return{kind:"file",path:paths[0],...owner?{node:owner.id}:{}}}return ID.test(v)?{kind:"node",id:v,known:!1}:{kind:"text"}}listed(list2){let ids=new Set;for(let item of list2?.items??[]){let e=this.entry(item.value);e.kind==="node"?ids.add(e.id):e.kind==="file"&&e.node&&ids.add(e.node)}return ids}outputState(p){let rel=p;if(node_path_default.isAbsolute(p)){let back=node_path_default.relative(this.fs.root,p);if(back.startsWith("..")||node_path_default.isAbsolute(back))return"outside-root";rel=back}let probe=this.fs.probe(rel);if(probe!=="exists")return probe;let entries=this.fs.list(rel);if(entries)return entries.length>0?"non-empty":"empty";let file=this.fs.read(rel);return file?file.problems.some(x=>x.kind==="not-a-file")?"empty":file.problems.some(x=>x.kind==="outside-root")?"outside-root":file.problems.some(x=>x.kind==="too-large")?"non-empty":file.text.trim()===""?"empty":"non-empty":"missing"}differences(){if(this._differences)return this._differences;let d=this.delegated,impl=this.implemented,diffs=[];if(d&&impl){let implById=new Map;for(let n of impl.nodes)implById.has(n.id)||implById.set(n.id,n);let delegatedIds=new Set(d.nodes.map(n=>n.id)),loc=x=>({line:x.line,column:x.column});for(let n of d.nodes){let i=implById.get(n.id);if(!i){diffs.push({kind:"gap",node:n.id,delegated:loc(n),message:`${n.id} is delegated but not in the IMPLEMENTED GRAPH`});continue}let dw=this.waveOf(n.id);dw!==void 0&&i.wave!==void 0&&dw!==i.wave&&diffs.push({kind:"wave",node:n.id,delegated:loc(n),implemented:loc(i),message:`${n.id} is in WAVE ${dw} of the DELEGATED GRAPH but WAVE ${i.wave} of the IMPLEMENTED GRAPH`});let dOut=n.outputs[0]?.value;dOut!==void 0&&i.output&&!graphIsPlaceholder(i.output.value)&&!graphIsPlaceholder(dOut)&&!graphSameOutput(dOut,i.output.value)&&diffs.push({kind:"output",node:n.id,delegated:loc(n),implemented:loc(i.output),message:`${n.id} was delegated output=${dOut} but implemented output=${i.output.value}`})}for(let i of implById.values())if(delegatedIds.has(i.id)||diffs.push({kind:"off-script",node:i.id,implemented:loc(i),message:`${i.id} is in the IMPLEMENTED GRAPH but was never delegated`}),(i.status?.value??"").trim().toLowerCase()==="failed"){let dn=d.nodes.find(n=>n.id===i.id);diffs.push({kind:"failed",node:i.id,...dn?{delegated:loc(dn)}:{},implemented:loc(i),message:`${i.id} has status=failed`})}}return this._differences=diffs,diffs}};function graphSkip(model,need){let missing=[need.delegated&&!model.delegated?"DELEGATED GRAPH":"",need.implemented&&!model.implemented?"IMPLEMENTED GRAPH":""].filter(Boolean);if(missing.length)return{status:"skip",detail:`no ${missing.join(" or ")} block in ${model.rel}`,fix:`Write the ${missing.join(" and the ")} block${missing.length>1?"s":""} in the protocol's format.`,missingArtefact:!0}}var m2=process.getBuiltinModule("node:fs"),node_fs_default=m2;var fatalDecoder=new TextDecoder("utf-8",{fatal:!0}),lenientDecoder=new TextDecoder("utf-8",{fatal:!1});function firstInvalidUtf8(bytes){let line=1,lineStart=0,i=0;for(;i<bytes.length;){let b=bytes[i],need=0;if(b<128)need=0;else if(b>=194&&b<=223)need=1;else if(b>=224&&b<=239)need=2;else if(b>=240&&b<=244)need=3;else return{line,column:i-lineStart+1};for(let k=1;k<=need;k++){let c=bytes[i+k];if(c===void 0||(c&192)!==128)return{line,column:i-lineStart+1}}(b===10||b===13&&bytes[i+1]!==10)&&(line++,lineStart=i+1),i+=need+1}return{line,column:1}}function bytePosition(bytes,offset){let line=1,lineStart=0;for(let i=0;i<offset;i++){let b=bytes[i];(b===10||b===13&&bytes[i+1]!==10)&&(line++,lineStart=i+1)}return{line,column:offset-lineStart+1}}function decodeText(bytes){let problems=[],nul=bytes.indexOf(0);nul>=0&&problems.push({kind:"binary",message:"file holds binary data (NUL bytes); it is read as text where possible",...bytePosition(bytes,nul)});let text;try{text=fatalDecoder.decode(bytes)}catch{let at=firstInvalidUtf8(bytes);problems.push({kind:"invalid-utf8",message:"file is not valid UTF-8; invalid bytes were replaced",...at}),text=lenientDecoder.decode(bytes)}return text.charCodeAt(0)===65279&&(text=text.slice(1)),text.includes("\r")&&(text=text.replace(/\r\n?/g,`
`)),{text,problems}}function splitLines(text){let lines=text.split(`
`);return lines.length>1&&lines[lines.length-1]===""&&lines.pop(),lines}var MAX_YAML_BYTES=256*1024;var MAX_WALK_ENTRIES=1e5,MAX_WALK_DEPTH=40,toPosix=p=>p.split(node_path_default.sep).join("/");var sha256Hex=bytes=>process.getBuiltinModule("node:crypto").hash("sha256",bytes,"hex"),ProjectFs=class{root;digests=!0;realRoot;textCache=new Map;dirCache=new Map;constructor(root){this.root=node_path_default.resolve(root);try{this.realRoot=node_fs_default.realpathSync.native(this.root)}catch{this.realRoot=this.root}}normalise(rel){if(rel!==""&&!rel.startsWith("/")&&!rel.includes("\\")&&!rel.includes("//")&&!/(?:^|\/)\.\.?(?:\/|$)/.test(rel))return rel.endsWith("/")?rel.slice(0,-1):rel;let abs=node_path_default.resolve(this.root,rel),back=node_path_default.relative(this.root,abs);if(!(back.startsWith("..")||node_path_default.isAbsolute(back)))return toPosix(back)}realDirs=new Map;realInside(abs){try{let real=node_fs_default.realpathSync.native(abs);return real===this.realRoot||real.startsWith(this.realRoot+node_path_default.sep)}catch{return!0}}insideRealRoot(abs){if(abs===this.root)return!0;if(!this.dirInsideRealRoot(abs))return!1;try{return node_fs_default.lstatSync(abs,{throwIfNoEntry:!1})?.isSymbolicLink()?this.realInside(abs):!0}catch{return!0}}dirInsideRealRoot(abs){let dir=node_path_default.dirname(abs),inside=this.realDirs.get(dir);return inside===void 0&&this.realDirs.set(dir,inside=this.realInside(dir)),inside}plainNames=new Map;probe(rel){let norm=this.normalise(rel);if(norm===void 0)return"outside-root";let slash=norm.lastIndexOf("/"),dir=slash<0?"":norm.slice(0,slash),names=this.plainNames.get(dir);if(names||(names=new Set((this.list(dir)??[]).filter(e=>!e.symlink).map(e=>e.name)),this.plainNames.set(dir,names)),names.has(norm.slice(slash+1)))return"exists";let abs=node_path_default.join(this.root,norm);return this.insideRealRoot(abs)?node_fs_default.existsSync(abs)?"exists":"missing":"outside-root"}list(relDir){let norm=this.normalise(relDir);if(norm===void 0)return;if(this.dirCache.has(norm))return this.dirCache.get(norm)??void 0;let abs=node_path_default.join(this.root,norm),result=null;if(this.insideRealRoot(abs))try{result=node_fs_default.readdirSync(abs,{withFileTypes:!0}).map(d=>this.entryOf(norm,d)).sort((a,b)=>a.name<b.name?-1:a.name>b.name?1:0)}catch{result=null}return this.dirCache.set(norm,result),result??void 0}entryOf(dirRel,d){let rel=dirRel===""?d.name:`${dirRel}/${d.name}`;if(!d.isSymbolicLink())return{name:d.name,rel,kind:d.isDirectory()?"dir":d.isFile()?"file":"other",symlink:!1};let abs=node_path_default.join(this.root,rel);try{let st=node_fs_default.statSync(abs);return this.insideRealRoot(abs)?{name:d.name,rel,kind:st.isDirectory()?"dir":st.isFile()?"file":"other",symlink:!0}:{name:d.name,rel,kind:"other",symlink:!0,problem:"symlink leads outside the project root"}}catch(e){let problem=e.code==="ELOOP"?"symlink loop":"broken symlink";return{name:d.name,rel,kind:"other",symlink:!0,problem}}}walk(relDir,filter){let out=[],seen=new Set,count=0,visit=(dir,depth)=>{if(depth>MAX_WALK_DEPTH||count>MAX_WALK_ENTRIES)return;let real;try{real=node_fs_default.realpathSync.native(node_path_default.join(this.root,dir))}catch{return}if(!seen.has(real)){seen.add(real);for(let e of this.list(dir)??[])count++,e.kind==="dir"?visit(e.rel,depth+1):(!filter||filter(e))&&out.push(e)}};return visit(relDir,0),out}read(rel){let norm=this.normalise(rel);if(norm===void 0)return;let cached=this.textCache.get(norm);if(cached!==void 0)return cached??void 0;let file=this.load(norm);return this.textCache.set(norm,file??null),file}load(norm){let abs=node_path_default.join(this.root,norm),empty=problem=>({rel:norm,abs,text:"",lines:[],bytes:0,problems:[problem]}),st;try{if(st=node_fs_default.lstatSync(abs,{throwIfNoEntry:!1}),!st)return;if(st.isSymbolicLink()){let target=node_fs_default.statSync(abs,{throwIfNoEntry:!1});if(!target)return empty({kind:"unreadable",message:"broken symlink"});if(!this.insideRealRoot(abs))return empty({kind:"outside-root",message:"symlink leads outside the project root; not read"});st=target}else if(!this.dirInsideRealRoot(abs))return empty({kind:"outside-root",message:"symlink leads outside the project root; not read"})}catch(e){let code=e.code;return empty(code==="ELOOP"?{kind:"unreadable",message:"symlink loop"}:{kind:"unreadable",message:`cannot read file (${code??"error"})`})}if(!st.isFile())return empty({kind:"not-a-file",message:"expected a file, found a directory or special file"});if(st.size>16777216)return empty({kind:"too-large",message:`file is ${st.size} bytes, over the ${16777216}-byte limit; not read`});let bytes;try{bytes=node_fs_default.readFileSync(abs)}catch(e){return empty({kind:"unreadable",message:`cannot read file (${e.code??"error"})`})}let{text,problems}=decodeText(bytes),sha256=this.digests?sha256Hex(bytes):void 0;return{rel:norm,abs,text,lines:splitLines(text),bytes:bytes.length,problems,...sha256?{sha256}:{}}}filesRead(){return[...this.textCache.values()].filter(f=>f!==null)}};function rootFor(abs,cwd=process.cwd()){let back=node_path_default.relative(cwd,abs);return!back.startsWith("..")&&!node_path_default.isAbsolute(back)?cwd:node_path_default.dirname(abs)}var GRAPH_EXT=/\.(?:md|markdown|txt)$/i,GRAPH_HEAD=/^[ \t>]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:DELEGATED|IMPLEMENTED) GRAPH\b/m;function looksLikeGraph(abs,head){return GRAPH_EXT.test(abs)&&GRAPH_HEAD.test(head)}function loadGraphTarget(abs){let root=rootFor(abs),fs=new ProjectFs(root),rel=node_path_default.relative(root,abs).split(node_path_default.sep).join("/"),file=fs.read(rel)??{rel,abs,text:"",lines:[],bytes:0,problems:[{kind:"unreadable",message:"graph file not found"}]};return{model:new GraphModel(file,fs),root,filesRead:()=>fs.filesRead().filter(f=>f.problems.every(p=>p.kind!=="not-a-file")).map(f=>f.rel)}}var import_gray_matter=__toESM(require_gray_matter(),1);var MAYBE_LETTER=/[^\x00-\x7f\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u206f\u20a0-\u20cf\u2190-\u243f\u2500-\u2775\u27c0-\u27ef\u2b00-\u2bff\ufe00-\ufe0f]/,ASCII_CLASS={L:"A-Za-z",N:"0-9",Ll:"a-z",Lu:"A-Z",Lt:""};function asciiLettersOnly(text){return!MAYBE_LETTER.test(text)}var LetterRegex=class{constructor(source,flags="u"){this.source=source;this.flags=flags;if(!flags.includes("u"))throw new Error("LetterRegex needs the u flag");if(propertyOutsideClass(source))throw new Error(`LetterRegex needs \\p{\u2026} inside a character class: ${source}`)}source;flags;unicode;ascii;for(text){return asciiLettersOnly(text)?this.ascii??=new RegExp(this.source.replace(/\\p\{(L|N|Ll|Lu|Lt)\}/g,(_,c)=>ASCII_CLASS[c]),this.flags):this.unicode??=new RegExp(this.source,this.flags)}};function propertyOutsideClass(source){let inClass=!1;for(let i=0;i<source.length;i++){let c=source[i];if(c==="\\"){if(!inClass&&source[i+1]==="p")return!0;i++}else c==="["?inClass=!0:c==="]"&&(inClass=!1)}return!1}var BARE_ROOTS=["engagement","src","tests","app","lib","scripts","hooks","agents","skills"],BARE=new LetterRegex(`(?<![\\p{L}\\p{N}_/])(?:${BARE_ROOTS.join("|")})/[\\p{L}\\p{N}_./-]+`,"gu");function list(items,max=10){return items.length<=max?items.join(", "):`${items.slice(0,max).join(", ")} (+${items.length-max} more)`}function plural(n,word,many=`${word}s`){return`${n} ${n===1?word:many}`}var SRC_PATH=new LetterRegex(String.raw`(?:^|[\s\x60'"(|:,=>])((?:[\w.@~-]+\/)*src\/[^\s\x60'"|,;()<>]*[\p{L}\p{N}][^\s\x60'"|,;()<>]*)`);var VALIDATOR_NAME=new LetterRegex(String.raw`^[\p{L}\p{N}_\-./]+`),HAS_LOWER=new LetterRegex(String.raw`[\p{Ll}]`),HAS_UPPER_OR_TITLE=new LetterRegex(String.raw`[\p{Lu}\p{Lt}]`);var WORD=String.raw`[\p{L}\p{N}_]+`,FINDING_HEAD=new LetterRegex(String.raw`^###\s+(\d+)\.\s+\*\*(${WORD})\*\*\s+—\s+(.+)$`);var NAIVE=new LetterRegex(String.raw`^-\s+\*\*(${WORD})\*\*:\s+(.+)`);var SIDED_OR_SPLIT=new LetterRegex(String.raw`\bSIDED\s+WITH\s+\S*[\p{L}\p{N}_]|\bSPLIT\b`,"giu");var TOKEN=new LetterRegex(String.raw`[\p{L}\p{N}_.-]+`,"gu"),VERDICT_WORD=new LetterRegex(String.raw`^[\p{L}_-]+`),WORDS=new LetterRegex(String.raw`[\p{L}\p{N}]+`,"gu");var graph_parse_default={id:"graph-parse",pack:"graph",summary:"The transcript holds a DELEGATED GRAPH and every protocol block parses",statuses:["pass","fail"],docs:"Every other graph rule reads the blocks this one parses: DELEGATED GRAPH\n(NODES, EDGES, WAVES), AGENT SUBGRAPH, RETURN and IMPLEMENTED GRAPH. Blocks may\nsit in fenced code blocks or plain text; decorative `\u2550\u2550\u2550` / `\u2500\u2500\u2500` lines are\nignored, `\u2192` and `->` both draw an edge, and `\u2225`, `||` and `,` all separate\nwave members. A line the grammar cannot read is reported with its line number\nand skipped, so the rest of the transcript is still checked. The coordinator\nwrites the DELEGATED GRAPH before spawning anyone, so a transcript without one\nfails. When a plan is re-issued after an evolution, the last DELEGATED GRAPH is\nthe plan the other rules check, and the last IMPLEMENTED GRAPH the result.",audit:[{source:"Many workers (two or more nodes, or any node a separate agent will run) get all blocks below.",enforced:"fails when a transcript with protocol blocks has no DELEGATED GRAPH, and on every block line it cannot read"},{source:"These are the fixed blocks that carry them.",enforced:"each block is read in the format the protocol fixes (arrow and separator spellings, fences and rules tolerated); what does not parse is a located finding"}],examples:[{status:"pass",title:"passes and counts the blocks of a well-formed transcript",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails when the file holds no protocol block at all",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Notes

We should delegate this.
`}}],check({model}){let findings=model.problems.map(p=>model.at(p.line,p.message,p.column));return model.delegatedGraphs.length+model.subgraphs.length+model.returns.length+model.implementedGraphs.length===0?{status:"fail",detail:`${model.rel} holds no DELEGATED GRAPH, AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH block`,fix:"Write the blocks in the Graph Protocol format, each header at the start of its line (`DELEGATED GRAPH: <task>`).",findings:[...findings,model.at(1,"no Graph Protocol block found in this file")]}:(model.delegated||findings.push(model.at(1,"no DELEGATED GRAPH block: the plan must be written before any agent is spawned")),findings.length?{status:"fail",detail:`${plural(findings.length,"problem")} reading the protocol blocks of ${model.rel}${model.delegated?"":" (no DELEGATED GRAPH)"}`,fix:"Correct each reported line to the block grammar: `N1  domain=<owner>  output=<path>  status=pending`, `N1 \u2192 N3`, `WAVE 1 : [N1 \u2225 N2] \u2014 <purpose>`, `FIELD : value`.",findings}:{status:"pass",detail:`parsed ${[plural(model.delegatedGraphs.length,"DELEGATED GRAPH","DELEGATED GRAPHs"),plural(model.subgraphs.length,"AGENT SUBGRAPH","AGENT SUBGRAPHs"),plural(model.returns.length,"RETURN","RETURNs"),plural(model.implementedGraphs.length,"IMPLEMENTED GRAPH","IMPLEMENTED GRAPHs")].join(", ")}`})}};var graph_node_owner_output_default={id:"graph-node-owner-output",pack:"graph",summary:"One node, one owner, one output: unique ids, exactly one domain= and one output=, a known status",statuses:["pass","fail","skip"],docs:'The protocol\'s first invariant is "one node, one owner, one output". A node\nwith two owners has no one accountable for it; a node with two `output=` cannot\nbe compared with what was built; two nodes with the same id make every edge\nand wave ambiguous. `owner=` is read as `domain=`. `status=` must be\n`pending` or `pre-done` (a node without status counts as pending).',audit:[{source:"One node, one owner, one output.",enforced:"fails on a repeated node id and on a node without exactly one domain= (or owner=) and one output= (Constraints and invariant 1)"},{source:"Each has a domain and a worker.",enforced:"a node without domain= fails"},{source:"Domains -- who owns the node. Each domain maps to a worker with the right expertise. One node, one owner.",enforced:"the same check; status must be pending or pre-done"}],examples:[{status:"pass",title:"passes when every node has one owner and one output",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on a missing output, two outputs, an empty domain and an unknown status",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api  status=pending
  N2  domain=  output=web/app.ts output=web/b.ts  status=done
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[],seen=new Map;for(let n of g.nodes){let first=seen.get(n.id);first!==void 0?findings.push(model.at(n.line,`node id ${n.id} is declared again (first at line ${first})`,n.column)):seen.set(n.id,n.line),n.domains.length===0&&findings.push(model.at(n.line,`node ${n.id} has no domain= (its owner)`,n.column)),n.domains.length>1&&findings.push(model.at(n.line,`node ${n.id} has ${n.domains.length} domain= values (${list(n.domains.map(d=>d.value))}); one node has one owner`,n.domains[1].column));for(let d of n.domains)d.value===""&&findings.push(model.at(n.line,`node ${n.id} has an empty domain=`,d.column));n.outputs.length===0&&findings.push(model.at(n.line,`node ${n.id} has no output= (the file, folder or commit it produces)`,n.column)),n.outputs.length>1&&findings.push(model.at(n.line,`node ${n.id} has ${n.outputs.length} output= values; one node has one output`,n.outputs[1].column));for(let o of n.outputs)o.value===""&&findings.push(model.at(n.line,`node ${n.id} has an empty output=`,o.column));let status=n.status?.value.trim().toLowerCase();status!==void 0&&!GRAPH_NODE_STATUSES.includes(status)&&findings.push(model.at(n.line,`node ${n.id} has status=${n.status.value}; expected pending or pre-done`,n.status.column))}return findings.length?{status:"fail",detail:`${findings.length} node declaration problem${findings.length>1?"s":""} in the DELEGATED GRAPH (line ${g.line})`,fix:"Give every node a unique id, exactly one domain=, exactly one output= and status=pending or status=pre-done; split a node with two owners or outputs into two nodes.",findings}:{status:"pass",detail:`${g.nodes.length} node${g.nodes.length===1?"":"s"}, each with one owner and one output`}}};var graph_edges_declared_default={id:"graph-edges-declared",pack:"graph",summary:"Every edge joins two declared nodes and no edge points at its own node",statuses:["pass","fail","skip"],docs:`An edge says "this node reads that node's output". An edge naming a node
that NODES does not declare is a dependency on work nobody was asked to do,
usually a typo that silently drops a gate. A self-edge means a node waits for
itself and can never start.`,audit:[{source:"Edges -- data dependencies between nodes. Node C needs the output of nodes A and B.",enforced:"fails on an edge that names an undeclared node or joins a node to itself"}],examples:[{status:"pass",title:"passes when edges join declared nodes",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on an edge to an undeclared node, at that end of the edge",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
  N2 \u2192 N9
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,ids=new Set(g.nodes.map(n=>n.id)),findings=[];for(let e of g.edges){for(let end of[e.from,e.to])ids.has(end.id)||findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} names ${end.id}, which NODES does not declare`,end.column));e.from.id===e.to.id&&findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} points at its own node`,e.from.column))}return findings.length?{status:"fail",detail:`${findings.length} bad edge${findings.length>1?"s":""}: every edge must join two different declared nodes`,fix:"Declare the missing node under NODES or correct the id in the edge; remove self-edges.",findings}:{status:"pass",detail:`${g.edges.length} edge${g.edges.length===1?"":"s"}, all between declared nodes`}}};var graph_acyclic_default={id:"graph-acyclic",pack:"graph",summary:"The edges of the DELEGATED GRAPH form no cycle",statuses:["pass","fail","skip"],docs:`Edges are data dependencies and gates between waves. A cycle (N1 \u2192 N2 \u2192 N1)
means each node waits for the other: no wave order exists and the delegation
deadlocks. A cycle is reported once, starting at its first edge in the file,
with a finding on every edge in it; cycles that share an edge with one already
found show up once that one is broken. Self-edges are reported by
\`graph-edges-declared\`.`,audit:[{source:"Waves -- groups of independent nodes that run in parallel. Edges between waves create gates.",enforced:"edges must order the nodes into waves, so a cycle fails"}],examples:[{status:"pass",title:"passes on a DAG",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"reports a three-node cycle once, starting at its first edge in the file",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N2 \u2192 N0
  N1 -> N2
  N0 -> N1
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"graph.md":`# Transcript

RETURN: N1
  STATUS  : done
  OUTPUT  : src/api.ts
  SUMMARY : Added the handler.
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let edges=model.delegated.edges.filter(e=>e.from.id!==e.to.id),out=new Map;for(let e of edges){let list2=out.get(e.from.id);list2?list2.push(e):out.set(e.from.id,[e])}let state=new Map,cycles=[],seenCycle=new Set;for(let root of out.keys()){if(state.has(root))continue;let frames=[{id:root,next:0}],depth=new Map([[root,0]]);for(state.set(root,"grey");frames.length;){let top=frames[frames.length-1],e=(out.get(top.id)??[])[top.next++];if(!e){state.set(top.id,"black"),depth.delete(top.id),frames.pop();continue}let s=state.get(e.to.id);if(s===void 0)state.set(e.to.id,"grey"),depth.set(e.to.id,frames.length),frames.push({id:e.to.id,next:0,via:e});else if(s==="grey"){let start=depth.get(e.to.id),found=[...frames.slice(start+1).map(f=>f.via),e],first=found.reduce((k,x,i)=>x.line<found[k].line?i:k,0),cycle=[...found.slice(first),...found.slice(0,first)],key=cycle.map(c=>c.from.id).sort().join(",");seenCycle.has(key)||(seenCycle.add(key),cycles.push(cycle))}}}if(!cycles.length)return{status:"pass",detail:`${edges.length} edge${edges.length===1?"":"s"}, no cycle`};let findings=[],paths=[];for(let c of cycles){let p=[...c.map(e=>e.from.id),c[0].from.id].join(" \u2192 ");paths.push(p);for(let e of c)findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} is part of the cycle ${p}`,e.from.column))}return{status:"fail",detail:`the DELEGATED GRAPH has ${cycles.length===1?"a cycle":`${cycles.length} cycles`}: ${paths.join("; ")}`,fix:"Break the cycle: decide which node really reads the other's output and drop the reverse edge, or merge the nodes into one.",findings}}};var graph_waves_partition_default={id:"graph-waves-partition",pack:"graph",summary:"WAVES partition the nodes: each node in exactly one wave, waves numbered 1..k without gaps",statuses:["pass","fail","skip"],docs:`Waves are the spawn schedule. A node in no wave is never spawned; a node in
two waves is spawned twice; a wave member NODES does not declare is work with no
owner. Waves are numbered 1, 2, ... k with no gap and no repeat, so "WAVE n+1
waits for WAVE n" names a real gate.`,audit:[{source:"Waves -- groups of independent nodes that run in parallel.",enforced:"fails when a node is in no wave or in two, or the waves are not numbered 1..k"}],examples:[{status:"pass",title:"passes when each node is in exactly one wave",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails when no wave is listed",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:



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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];if(g.waves.length===0){let line=g.sections.waves??g.line;return{status:"fail",detail:"the DELEGATED GRAPH lists no waves, so no node is ever scheduled",fix:"Add a WAVES section: `WAVE 1 : [N1 \u2225 N2] \u2014 <purpose>` for the independent nodes, later waves for the dependent ones.",findings:[model.at(line,"no WAVE lines in this DELEGATED GRAPH")]}}let declared=new Set(g.nodes.map(n=>n.id)),placed=new Map;for(let w of g.waves)for(let m3 of w.members){declared.has(m3.id)||findings.push(model.at(m3.line,`WAVE ${w.number} lists ${m3.id}, which NODES does not declare`,m3.column));let first=placed.get(m3.id);first?findings.push(model.at(m3.line,`${m3.id} is in WAVE ${w.number} and also in WAVE ${first.wave} (line ${first.line}); each node runs in exactly one wave`,m3.column)):placed.set(m3.id,{wave:w.number,line:w.line})}for(let n of g.nodes)placed.has(n.id)||findings.push(model.at(n.line,`node ${n.id} is in no wave, so it is never spawned`,n.column));let byNumber=new Map;for(let w of g.waves){let first=byNumber.get(w.number);first!==void 0?findings.push(model.at(w.line,`WAVE ${w.number} is numbered twice (first at line ${first})`,w.column)):byNumber.set(w.number,w.line)}let numbers=[...byNumber.keys()].sort((a,b)=>a-b);for(let k=1;k<=(numbers[numbers.length-1]??0);k++)if(!byNumber.has(k)){let next=g.waves.find(w=>w.number>k);findings.push(model.at(next.line,`WAVE ${k} is missing: waves are numbered 1..${numbers[numbers.length-1]} without gaps`,next.column))}return byNumber.has(0)&&findings.push(model.at(byNumber.get(0),"waves are numbered from 1, not 0")),findings.length?{status:"fail",detail:`the waves do not partition the nodes (${findings.length} problem${findings.length>1?"s":""})`,fix:"Put every declared node in exactly one wave and number the waves 1, 2, ... without gaps.",findings}:{status:"pass",detail:`${g.nodes.length} nodes in ${g.waves.length} wave${g.waves.length===1?"":"s"}, each node in exactly one`}}};var graph_edge_wave_order_default={id:"graph-edge-wave-order",pack:"graph",summary:"Every edge runs from an earlier wave to a later one",statuses:["pass","fail","skip"],docs:`The gate between waves is what makes an edge safe: N3 reads N1's output only
because WAVE 2 starts after WAVE 1 is done. An edge between two nodes of the same
wave contradicts "no edge means independent and share a wave": both are spawned
together and the reader starts before its input exists. An edge from a later
wave back to an earlier one is the same break, one wave further. Nodes in no wave
are reported by \`graph-waves-partition\`.`,audit:[{source:"No edge between two nodes means they are independent and share a wave.",enforced:"fails on an edge between two nodes of the same wave"},{source:"Edges between waves create gates.",enforced:"fails on an edge from a later wave to an earlier one"}],examples:[{status:"pass",title:"passes when edges cross from earlier to later waves",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on an edge inside one wave",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 \u2192 N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 \u2225 N1 \u2225 N2]


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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];for(let e of g.edges){if(e.from.id===e.to.id)continue;let a=model.waveOf(e.from.id),b=model.waveOf(e.to.id);a===void 0||b===void 0||(a===b?findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} joins two nodes of WAVE ${a}: ${e.to.id} would start before ${e.from.id}'s output exists`,e.from.column)):a>b&&findings.push(model.at(e.line,`edge ${e.from.id} \u2192 ${e.to.id} runs backwards, from WAVE ${a} to WAVE ${b}`,e.from.column)))}return findings.length?{status:"fail",detail:`${findings.length} edge${findings.length>1?"s do":" does"} not run from an earlier wave to a later one`,fix:"Move the reading node into a wave after the wave of the node it reads, or drop the edge if the nodes are really independent.",findings}:{status:"pass",detail:"every edge runs from an earlier wave to a later one"}}};var graph_same_output_waves_default={id:"graph-same-output-waves",pack:"graph",summary:"Nodes whose outputs are the same file, or one inside the other's folder, never share a wave",statuses:["pass","fail","skip"],docs:`Nodes of one wave run in parallel. Two of them writing the same file (or one
writing a file inside the folder the other owns) race: the last writer wins and
the other's work is lost without an error. The protocol's rule is "nodes that
touch the same files never share a wave". Outputs are compared as paths; a
non-path output (a commit) only clashes with the same text.`,audit:[{source:"Nodes that touch the same files never share a wave.",enforced:"fails when two nodes of one wave have the same output path, or one inside the other's folder"}],examples:[{status:"pass",title:"passes when nodes of a wave write different files",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails when a node writes the folder holding a same-wave node's file",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=docs/    status=pending
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];for(let w of g.waves){let members=[...new Set(w.members.map(m3=>m3.id))].map(id=>model.node(id)).filter(n=>!!n);for(let i=0;i<members.length;i++)for(let j=i+1;j<members.length;j++){let a=members[i],b=members[j],what=graphOutputsClash(a,b);what&&findings.push(model.at(b.line,`${b.id} and ${a.id} (line ${a.line}) both write ${what} yet share WAVE ${w.number} (line ${w.line})`,b.column))}}return findings.length?{status:"fail",detail:`${findings.length} pair${findings.length>1?"s":""} of nodes in one wave write the same files`,fix:"Put nodes that write the same file or folder in different waves (and add the edge that orders them), or merge them into one node.",findings}:{status:"pass",detail:"no two nodes of one wave write the same files"}}};var graph_independent_wave_default={id:"graph-independent-wave",pack:"graph",summary:"A node with no incoming edge is in WAVE 1, unless it writes the same files as a node of an earlier wave",statuses:["pass","fail","skip"],docs:`Constraints of the execution graph: "No edge between two nodes means they are
independent and share a wave." A node that no edge points at depends on no other
node, so it is independent of every node of WAVE 1 and belongs there. Placed in a
later wave, it either waits at gates for nothing or hides a dependency that was
never drawn as an edge (the "invisible edge" break point). The one reason the
protocol gives for separating independent nodes is "nodes that touch the same
files never share a wave", so a node whose outputs clash with a node of an
earlier wave may sit later. Fails otherwise, at the node.`,audit:[{source:"No edge between two nodes means they are independent and share a wave.",enforced:"fails when a node with no incoming edge sits in a later wave than WAVE 1 and writes no file a node of an earlier wave writes"}],examples:[{status:"pass",title:"passes a node held back because it writes the same files as an earlier node",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`DELEGATED GRAPH: t
NODES:
  N1 domain=api output=src/
  N2 domain=auth output=src/auth.ts
EDGES:
  none
WAVES:
  WAVE 1 : [N1]
  WAVE 2 : [N2]
`}},{status:"fail",title:"fails on a node with no incoming edge held back to a later wave, at the node",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`DELEGATED GRAPH: t
NODES:
  N1 domain=api output=src/api.ts
  N2 domain=docs output=docs/api.md
EDGES:
  none
WAVES:
  WAVE 1 : [N1]
  WAVE 2 : [N2]
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,findings=[];for(let n of g.nodes){let wave=model.waveOf(n.id);wave===void 0||wave<=1||model.upstream(n.id).length||g.nodes.filter(m3=>m3.id!==n.id&&(model.waveOf(m3.id)??1/0)<wave).some(m3=>graphOutputsClash(n,m3))||findings.push(model.at(n.line,`${n.id} has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE ${wave}`,n.column))}return findings.length?{status:"fail",detail:`${findings.length} independent node${findings.length>1?"s":""} placed after WAVE 1`,fix:"Move each node without incoming edges to WAVE 1, or draw the edge for the dependency that holds it back.",findings}:{status:"pass",detail:"every node without incoming edges is in WAVE 1 (or writes files an earlier node writes)"}}};var graph_pre_done_default={id:"graph-pre-done",pack:"graph",summary:"A pre-done node is not spawned, and its output exists and is non-empty",statuses:["pass","fail","skip"],docs:`\`status=pre-done\` says the node's output already exists, so the node counts as
done for gating and no agent is spawned for it. Spawning it anyway (an AGENT
SUBGRAPH for it) redoes finished work and may overwrite it. Where the output is
a path under the checked root, it must exist and be non-empty (a file with
content, a folder with entries): downstream waves start on the strength of it.
Outputs that are not paths (a commit) or lie outside the root are not probed.`,audit:[{source:"A node whose output already exists and is non-empty is `pre-done`: do not spawn it, count it as done for gating.",enforced:"fails when a pre-done node has an AGENT SUBGRAPH, or its output under the checked root is missing or empty"}],examples:[{status:"pass",title:"does not probe outputs that are not paths or lie outside the root",files:{"graph.md":`# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=commit 4e1d9a2  status=pre-done
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails when the pre-done output is missing, at its output=",files:{"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let nodes=model.delegated.nodes.filter(n=>model.statusOf(n)==="pre-done");if(!nodes.length)return{status:"pass",detail:"no node is pre-done"};let findings=[],probed=0;for(let n of nodes){for(let s of model.subgraphsFor(n.id))findings.push(model.at(s.line,`AGENT SUBGRAPH spawns ${n.id}, which is pre-done (line ${n.line}); a pre-done node is not spawned`));for(let o of n.outputs)for(let p of graphOutputPaths(o.value)){let state=model.outputState(p);state!=="outside-root"&&(probed++,state==="missing"&&findings.push(model.at(n.line,`${n.id} is pre-done but its output ${p} does not exist`,o.column)),state==="empty"&&findings.push(model.at(n.line,`${n.id} is pre-done but its output ${p} is empty`,o.column)))}}return findings.length?{status:"fail",detail:`${findings.length} pre-done problem${findings.length>1?"s":""}: pre-done nodes must have a non-empty output and no AGENT SUBGRAPH`,fix:"Mark a node pre-done only when its output already exists with content; otherwise mark it pending and spawn it. Remove AGENT SUBGRAPH blocks of pre-done nodes.",findings}:{status:"pass",detail:`${nodes.length} pre-done node${nodes.length>1?"s":""}, not spawned, ${probed} output path${probed===1?"":"s"} present and non-empty`}}};var graph_subgraph_complete_default={id:"graph-subgraph-complete",pack:"graph",summary:"Every pending node has an AGENT SUBGRAPH whose WHY, INPUTS, OUTPUT, METHOD, SUBGRAPH, VERIFY and CONSTRAINTS are filled in",statuses:["pass","fail","warn","skip"],docs:'"Every spawned agent gets an AGENT SUBGRAPH. No free-text delegation." The\nblock carries every requirement a worker needs (\xA75): the WHY, its inputs, the\nexact output, the design method, its slice of the graph, the verification\ncommand and the constraints. A missing field, or one still holding template\ntext (`<...>`, `TBD`, `...`), is a "wrong context" break point: the worker\nguesses. `INPUTS` and `CONSTRAINTS` may say `none`. An AGENT SUBGRAPH for a\nnode the DELEGATED GRAPH does not declare is free-text delegation outside the\nplan. A block without its TASK list or RETURN template only warns.',audit:[{source:"Every spawned agent gets an AGENT SUBGRAPH. No free-text delegation.",enforced:"fails when a pending node has no AGENT SUBGRAPH"},{source:"R is the delegation prompt completeness check. Every worker needs: Subgraph, Design method, Verification command, WHY",enforced:"fails when WHY, INPUTS, OUTPUT, METHOD, SUBGRAPH, VERIFY or CONSTRAINTS is missing or still template text"},{source:"If any R is missing from the prompt, the worker will guess.",enforced:"the same check"},{source:"One per node, passed to the agent verbatim with values filled in.",enforced:"template text (`<...>`, TBD) fails; JSX, HTML and generics in a value are content, not template text; a missing TASK list or RETURN template only warns, since a transcript may abbreviate the fixed parts of the block"},{source:"Each worker gets its subgraph.",enforced:"the same check, for every pending node"}],examples:[{status:"pass",title:"accepts INPUTS and CONSTRAINTS of none but not a VERIFY of TBD",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
CONSTRAINTS  : none
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on each pending node without an AGENT SUBGRAPH, at the node line",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}},{status:"warn",title:"warns when a subgraph lacks its TASK list and RETURN template",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,errors=[],warnings=[],seen=new Set;for(let n of g.nodes)model.statusOf(n)!=="pending"||seen.has(n.id)||(seen.add(n.id),model.subgraphsFor(n.id).length===0&&errors.push(model.at(n.line,`node ${n.id} is pending but no AGENT SUBGRAPH spawns it`,n.column)));for(let s of model.subgraphs){let node=s.node?model.node(s.node):void 0;if(!node){errors.push(model.at(s.line,s.node?`AGENT SUBGRAPH for ${s.node}, which the DELEGATED GRAPH (line ${g.line}) does not declare`:"AGENT SUBGRAPH names no node"));continue}if(model.statusOf(node)!=="pre-done"){for(let name of GRAPH_SUBGRAPH_REQUIRED){let f=s.fields[name];f?graphIsPlaceholder(f.value,name==="INPUTS"||name==="CONSTRAINTS")&&errors.push(model.at(f.line,`${name} of AGENT SUBGRAPH ${s.node} is a placeholder: "${f.value.split(`
`)[0].slice(0,60)}"`,f.valueColumns[0])):errors.push(model.at(s.line,`AGENT SUBGRAPH ${s.node} has no ${name} field`))}s.tasks.length===0&&warnings.push(model.at(s.taskLine??s.line,`AGENT SUBGRAPH ${s.node} has no numbered TASK list`)),s.returnSpec||warnings.push(model.at(s.line,`AGENT SUBGRAPH ${s.node} does not tell the worker what to RETURN`))}}return errors.length?{status:"fail",detail:`${errors.length} delegation gap${errors.length>1?"s":""}: pending nodes need a complete AGENT SUBGRAPH`,fix:`Write one AGENT SUBGRAPH per pending node with ${GRAPH_SUBGRAPH_REQUIRED.join(", ")} filled in with real values.`,findings:[...errors,...warnings]}:warnings.length?{status:"warn",detail:`${warnings.length} AGENT SUBGRAPH block${warnings.length>1?"s lack":" lacks"} a TASK list or a RETURN template`,fix:"Add the numbered TASK steps and the RETURN template (STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, SUMMARY, EVOLVED_SCOPE, FAILURE_REASON).",findings:warnings}:{status:"pass",detail:`${model.subgraphs.length} AGENT SUBGRAPH block${model.subgraphs.length===1?"":"s"}, complete, for every pending node`}}};var graph_subgraph_output_default={id:"graph-subgraph-output",pack:"graph",summary:"The OUTPUT of each AGENT SUBGRAPH is the output= its node declares",statuses:["pass","fail","skip"],docs:'The node\'s `output=` is what the next wave reads and what the IMPLEMENTED GRAPH\nis compared against. When the prompt asks the worker for a different file, the\nworker builds the wrong thing faithfully ("misinterpretation") and the downstream\nnode reads nothing. Outputs are compared as sets of paths: order, `./`, a trailing\n`/` and parenthetical remarks do not matter. Missing or placeholder OUTPUT fields\nare reported by `graph-subgraph-complete`.',audit:[{source:"OUTPUT : <exact path(s) or artifact this node must produce>",enforced:"fails when the AGENT SUBGRAPH OUTPUT is not the output= its node declares"}],examples:[{status:"pass",title:"passes when each subgraph asks for its node's output",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails when the subgraph asks for another file, naming the node line",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
OUTPUT       : web/main.ts
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let findings=[],compared=0;for(let s of model.subgraphs){let node=model.node(s.node),want=node?.outputs[0],got=s.fields.OUTPUT;!node||!want||!got||graphIsPlaceholder(got.value)||graphIsPlaceholder(want.value)||(compared++,graphSameOutput(want.value,got.value)||findings.push(model.at(got.line,`AGENT SUBGRAPH ${s.node} asks for OUTPUT ${got.value.split(`
`)[0]} but node ${node.id} (line ${node.line}) declares output=${want.value}`,got.valueColumns[0])))}return findings.length?{status:"fail",detail:`${findings.length} AGENT SUBGRAPH block${findings.length>1?"s ask":" asks"} for another output than the node declares`,fix:"Make the AGENT SUBGRAPH OUTPUT the exact output= of its node, or change the node in the DELEGATED GRAPH and say so.",findings}:{status:"pass",detail:`${compared} AGENT SUBGRAPH OUTPUT field${compared===1?"":"s"} match their node's output=`}}};function passes(inputs,output){let paths=graphOutputPaths(output);return paths.length?paths.every(p=>graphNamesPath(inputs,p)):output.trim()!==""&&inputs.toLowerCase().includes(output.trim().toLowerCase())}var graph_subgraph_inputs_default={id:"graph-subgraph-inputs",pack:"graph",summary:"The INPUTS of each AGENT SUBGRAPH name the outputs of the node's upstream nodes",statuses:["pass","fail","warn","skip"],docs:`The "missing input" break point: a node in wave 2 needs the output of wave 1,
but the coordinator did not pass it; the edge is invisible to the worker. For
every edge \`Nx \u2192 Ny\`, the INPUTS of Ny's AGENT SUBGRAPH must name Nx's output
(each of its paths; the output text when it is not a path). The reverse warns:
INPUTS that name another node's output without an edge from that node hide a
dependency from the wave plan.`,audit:[{source:"Missing input -- a node in wave 2 needs the output of wave 1, but the coordinator did not pass it. The edge is invisible.",enforced:"fails when INPUTS omits the output of a node with an edge into this one; warns when INPUTS names another node's output without an edge"}],examples:[{status:"pass",title:"passes when INPUTS name every upstream output",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on the one upstream output left out, and when INPUTS is missing",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"warn",title:"warns when INPUTS read another node's output without an edge",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
INPUTS       : docs/spec.md
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let g=model.delegated,errors=[],warnings=[],checked=0;for(let s of model.subgraphs){let node=model.node(s.node);if(!node)continue;let inputs=s.fields.INPUTS,text=inputs?.value??"",where=inputs?{line:inputs.line,column:inputs.valueColumns[0]}:{line:s.line,column:1},upstream=model.upstream(node.id);for(let u of upstream){let un=model.node(u),out=un?.outputs[0]?.value;if(!(!un||!out)&&(checked++,!passes(text,out))){let edge=g.edges.find(e=>e.from.id===u&&e.to.id===node.id),said=inputs?graphSaysNone(text)?"says INPUTS none":`does not pass ${out}`:"has no INPUTS";errors.push(model.at(where.line,`AGENT SUBGRAPH ${node.id} ${said}, but edge ${u} \u2192 ${node.id} (line ${edge.line}) means it reads ${u}'s output ${out}`,where.column))}}if(!(!inputs||graphSaysNone(text)))for(let other of g.nodes){if(other.id===node.id||upstream.includes(other.id))continue;let out=other.outputs[0]?.value;!out||graphOutputPaths(out).length===0||(passes(text,out)||graphMentions(text,`${other.id}.output`))&&warnings.push(model.at(where.line,`AGENT SUBGRAPH ${node.id} reads ${other.id}'s output ${out}, but the DELEGATED GRAPH has no edge ${other.id} \u2192 ${node.id}`,where.column))}}return errors.length?{status:"fail",detail:`${errors.length} upstream output${errors.length>1?"s are":" is"} not passed to the node that reads ${errors.length>1?"them":"it"} (missing input)`,fix:"List the output path of every upstream node in the INPUTS field of the reading node's AGENT SUBGRAPH.",findings:[...errors,...warnings]}:warnings.length?{status:"warn",detail:`${warnings.length} INPUTS read${warnings.length>1?"":"s"} another node's output without an edge in the DELEGATED GRAPH`,fix:"Add the missing edge (and move the reader to a later wave), or drop the input if the node does not need it.",findings:warnings}:{status:"pass",detail:`${checked} upstream output${checked===1?"":"s"} passed through INPUTS`}}};var graph_return_present_default={id:"graph-return-present",pack:"graph",summary:"Every spawned node has a RETURN block, and every RETURN answers a spawned node",statuses:["pass","fail","warn","skip"],docs:`A worker is acquired by spawning it and released by returning structured data
(\xA78). A spawn without a RETURN loses the worker's implemented graph: the
coordinator gates the next wave on nothing. Each AGENT SUBGRAPH (a retry is a
new spawn) must be answered by a RETURN for its node before the node is spawned
again. A RETURN names its node in its header (\`RETURN: N1\`), in a \`NODE :\`
field, or by following that node's AGENT SUBGRAPH. A RETURN whose node is
unknown fails; a RETURN for a node nobody spawned warns.`,audit:[{source:"Every agent returns a RETURN block.",enforced:"fails when a spawn is not answered by a RETURN before the node is spawned again, and on a RETURN that names no known node"},{source:"A worker is a resource. It is acquired (spawned) and must be released (completed with structured data).",enforced:"the same check"},{source:"After each wave: collect every RETURN.",enforced:"the same check; a RETURN for a node with no AGENT SUBGRAPH only warns, since the prompt may be recorded elsewhere"}],examples:[{status:"pass",title:"passes when every spawn is answered",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on a RETURN for an undeclared node and one that names no node",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

RETURN:
  STATUS : done
`}},{status:"warn",title:"warns on a RETURN for a node that was never spawned",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

RETURN: N0
  STATUS : done

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips when nothing was spawned",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){if(!model.subgraphs.length&&!model.returns.length)return{status:"skip",detail:`no AGENT SUBGRAPH or RETURN block in ${model.rel}`,missingArtefact:!0};let errors=[],warnings=[],known=new Set([...model.delegated?.nodes.map(n=>n.id)??[],...model.subgraphs.map(s=>s.node)]),nodes=new Set;for(let s of model.subgraphs)s.node&&nodes.add(s.node);for(let r of model.returns)r.node?known.has(r.node)?nodes.add(r.node):errors.push(model.at(r.line,`RETURN for ${r.node}, which no DELEGATED GRAPH or AGENT SUBGRAPH declares`)):errors.push(model.at(r.line,"RETURN names no node: put the node id in its header (`RETURN: N1`) or a `NODE :` field"));let spawns=0;for(let id of nodes){let events=[...model.subgraphsFor(id),...model.returnsFor(id)].sort((a,b)=>a.line-b.line),open;for(let ev of events)"fields"in ev&&"tasks"in ev?(spawns++,open&&errors.push(model.at(open.line,`AGENT SUBGRAPH ${id} has no RETURN before ${id} is spawned again at line ${ev.line}`)),open=ev):open?open=void 0:warnings.push(model.at(ev.line,`RETURN for ${id} answers no AGENT SUBGRAPH: ${id} was never spawned${model.subgraphsFor(id).length?" again":""} before this line`));open&&errors.push(model.at(open.line,`AGENT SUBGRAPH ${id} is never answered by a RETURN block`))}return errors.length?{status:"fail",detail:`${errors.length} spawn${errors.length>1?"s":""} or RETURN${errors.length>1?"s":""} without a counterpart: every spawned node returns a RETURN block`,fix:"Record the RETURN block of every spawned worker (`RETURN: <node id>` with STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, SUMMARY); name its node in the header.",findings:[...errors,...warnings]}:warnings.length?{status:"warn",detail:`${warnings.length} RETURN${warnings.length>1?"s answer":" answers"} no spawn`,fix:"Write the AGENT SUBGRAPH the worker was given before its RETURN, or drop the stray RETURN.",findings:warnings}:{status:"pass",detail:`${spawns} spawn${spawns===1?"":"s"}, each answered by a RETURN`}}};var graph_return_fields_default={id:"graph-return-fields",pack:"graph",summary:"Each RETURN is structured: STATUS done|failed|evolved, its required fields, FAILURE_REASON iff failed, EVOLVED_SCOPE iff evolved, a 3-5 sentence SUMMARY",statuses:["pass","fail","skip"],docs:'"A bare `done` is a failed return." The RETURN carries the implemented graph\nthe coordinator compares against the delegation, so it needs STATUS (done,\nfailed or evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT (`pass`, `fail`\nplus the first failing line, or `not run`) and a SUMMARY of 3 to 5 sentences.\nFAILURE_REASON is present exactly when STATUS is failed and EVOLVED_SCOPE exactly\nwhen it is evolved (`none` counts as absent). Template text left in a field\n(`<...>`) counts as missing.',audit:[{source:'A bare "done" is a failed return.',enforced:"fails on a RETURN without STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT and SUMMARY"},{source:"The worker returns the implemented graph in its result \u2014 not a bare signal, but the graph it actually built.",enforced:"a missing or template IMPLEMENTED GRAPH fails; code, JSX and markdown in it are content"},{source:"STATUS : done | failed | evolved",enforced:"any other STATUS fails"},{source:"EVOLVED_SCOPE : <new scope, only if evolved>",enforced:"fails when EVOLVED_SCOPE is missing on evolved or present otherwise"},{source:"FAILURE_REASON : <only if failed>",enforced:"fails when FAILURE_REASON is missing on failed or present otherwise"},{source:"SUMMARY : <3-5 sentences>",enforced:"fails outside 3 to 5 sentences; a sentence may start in lower case, and full stops in abbreviations, brackets and code do not end one"},{source:"If a worker completes without reporting its implemented graph, the data is lost.",enforced:"the IMPLEMENTED GRAPH check above"}],examples:[{status:"pass",title:"passes on structured returns",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:'fails on a bare "done" return, at the RETURN line',files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

RETURN: done
`}},{status:"skip",title:"skips without RETURN blocks",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){if(!model.returns.length)return{status:"skip",detail:`no RETURN block in ${model.rel}`,missingArtefact:!0};let findings=[];for(let r of model.returns){let who=r.node?`RETURN ${r.node}`:`RETURN at line ${r.line}`,f=r.fields;if(Object.keys(f).filter(k=>k!=="NODE").length===0){let said=r.bare.map(b=>b.value).join(" ").slice(0,40);findings.push(model.at(r.line,`${who} is bare${said?` ("${said}")`:""}: no STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT or SUMMARY; a bare return is a failed return`));continue}for(let name of GRAPH_RETURN_REQUIRED){let field=f[name];field?graphIsPlaceholder(field.value,name==="VERIFY_RESULT")&&findings.push(model.at(field.line,`${name.replace("_GRAPH"," GRAPH")} of ${who} is not filled in: "${field.value.split(`
`)[0].slice(0,60)}"`,field.valueColumns[0])):findings.push(model.at(r.line,`${who} has no ${name.replace("_GRAPH"," GRAPH")} field`))}let statusField=f.STATUS,status=statusField?.value.trim().toLowerCase().split(/\s+/)[0]??"";statusField&&!graphIsPlaceholder(statusField.value)&&!GRAPH_RETURN_STATUSES.includes(status)&&findings.push(model.at(statusField.line,`${who} has STATUS ${statusField.value}; expected done, failed or evolved`,statusField.valueColumns[0]));let has=name=>!!f[name]&&!graphSaysNone(f[name].value)&&!graphIsPlaceholder(f[name].value);status==="failed"&&!has("FAILURE_REASON")&&findings.push(model.at(statusField.line,`${who} is failed but gives no FAILURE_REASON`,statusField.valueColumns[0])),status!=="failed"&&has("FAILURE_REASON")&&findings.push(model.at(f.FAILURE_REASON.line,`${who} has a FAILURE_REASON but STATUS ${status||"is missing"}`)),status==="evolved"&&!has("EVOLVED_SCOPE")&&findings.push(model.at(statusField.line,`${who} is evolved but gives no EVOLVED_SCOPE`,statusField.valueColumns[0])),status!=="evolved"&&has("EVOLVED_SCOPE")&&findings.push(model.at(f.EVOLVED_SCOPE.line,`${who} has an EVOLVED_SCOPE but STATUS ${status||"is missing"}`));let verify=f.VERIFY_RESULT;if(verify&&!graphIsPlaceholder(verify.value,!0)){let v=verify.value.trim();/^(?:pass(?:ed)?|fail(?:ed)?|not run)\b/i.test(v)?/^fail(?:ed)?\W*$/i.test(v)&&findings.push(model.at(verify.line,`VERIFY_RESULT of ${who} says fail without the first failing line`,verify.valueColumns[0])):findings.push(model.at(verify.line,`VERIFY_RESULT of ${who} is "${v.slice(0,40)}"; expected pass, fail + the first failing line, or not run`,verify.valueColumns[0]))}let summary=f.SUMMARY;if(summary&&!graphIsPlaceholder(summary.value)){let n=graphSentenceCount(summary.value);(n<3||n>5)&&findings.push(model.at(summary.line,`SUMMARY of ${who} has ${n} sentence${n===1?"":"s"}; write 3 to 5`,summary.valueColumns[0]))}}return findings.length?{status:"fail",detail:`${findings.length} RETURN problem${findings.length>1?"s":""}: a RETURN must carry the structured fields, not a bare signal`,fix:"Fill every RETURN with STATUS (done | failed | evolved), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT, a 3-5 sentence SUMMARY, plus FAILURE_REASON when failed or EVOLVED_SCOPE when evolved.",findings}:{status:"pass",detail:`${model.returns.length} RETURN block${model.returns.length===1?"":"s"}, all structured`}}};var squash=v=>v.replace(/\s+/g," ").trim();function firstDifference(a,b){let names=new Set([...Object.keys(a.fields),...Object.keys(b.fields)]);for(let name of names){let x=a.fields[name],y=b.fields[name];if(squash(x?.value??"")!==squash(y?.value??""))return{name,line:y?.line??b.line}}let tasks=s=>s.tasks.map(t=>squash(t.text)).join(`
`);if(tasks(a)!==tasks(b))return{name:"TASK",line:b.taskLine??b.line}}var graph_retry_default={id:"graph-retry",pack:"graph",summary:"A node is spawned at most twice, and a retry repeats its AGENT SUBGRAPH verbatim unless EVOLUTIONS records a change",statuses:["pass","fail","skip"],docs:`"Re-spawn once with the identical subgraph. Never retry more than once. Never
change the subgraph on retry." A third spawn hides a node that should be marked
FAILED; a retry with an edited subgraph is a silent re-plan the IMPLEMENTED
GRAPH cannot be compared against. Fields and TASK steps are compared with
whitespace collapsed. When EVOLUTIONS of the IMPLEMENTED GRAPH records the node,
the coordinator re-planned it (\xA7 Evolution): one changed re-spawn is allowed, and
one more spawn, the retry of the evolved subgraph.`,audit:[{source:"Never retry more than once. Never change the subgraph on retry.",enforced:"fails on a third spawn and on a retry whose fields or TASK steps differ from the previous spawn"},{source:"Re-spawn once with the identical subgraph. No changes.",enforced:"the same check"},{source:"Rewrite that node's AGENT SUBGRAPH with the new scope. Keep every other field.",enforced:"when EVOLUTIONS records the node, one changed re-spawn and one retry of it are allowed"}],examples:[{status:"pass",title:"passes when no node is spawned twice",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on a retry that changes the subgraph, at the changed field",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  STATUS : failed
  FAILURE_REASON : timeout

AGENT SUBGRAPH \u2014 N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking \xA72 \xA76
SUBGRAPH     : GET /items?page \u2192 list \u2192 json
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without AGENT SUBGRAPH blocks",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){if(!model.subgraphs.length)return{status:"skip",detail:`no AGENT SUBGRAPH block in ${model.rel}`,missingArtefact:!0};let findings=[],ids=[...new Set(model.subgraphs.map(s=>s.node).filter(Boolean))],retried=0;for(let id of ids){let spawns=model.subgraphsFor(id);if(spawns.length<2)continue;retried++;let evolved=model.evolved(id),limit=evolved?3:2;for(let extra of spawns.slice(limit))findings.push(model.at(extra.line,`${id} is spawned ${spawns.length} times (first at line ${spawns[0].line}); retry at most once${evolved?" after its evolution":""}, then mark it FAILED`));let changesLeft=evolved?1:0;for(let k=1;k<Math.min(spawns.length,limit);k++){let diff=firstDifference(spawns[k-1],spawns[k]);if(diff){if(changesLeft>0){changesLeft--;continue}findings.push(model.at(diff.line,`retry of ${id} changes ${diff.name} from the AGENT SUBGRAPH at line ${spawns[k-1].line}${evolved?" more than once":" and EVOLUTIONS records no change for it"}`))}}}return findings.length?{status:"fail",detail:`${findings.length} retry problem${findings.length>1?"s":""}: retry once, with the identical subgraph`,fix:"Re-spawn a failed node once with its AGENT SUBGRAPH unchanged; after a second failure mark it FAILED. Record a deliberate re-plan in EVOLUTIONS.",findings}:{status:"pass",detail:retried?`${retried} node${retried>1?"s":""} retried within the limit, verbatim or as recorded evolutions`:"no node was spawned twice"}}};function statusOf(r){return/^[\s`*"']*([a-z]+)/i.exec(r.fields.STATUS?.value??"")?.[1]?.toLowerCase()??""}var graph_respawn_default={id:"graph-respawn",pack:"graph",summary:"A node that returned failed (the first time) or evolved is spawned again before the next wave starts",statuses:["pass","fail","skip"],docs:`Gates: "After each wave: collect every RETURN. Re-spawn any \`failed\` node once.
Handle \`evolved\` nodes (below) before the next wave." Evolution: "Re-spawn the
node with the updated subgraph. If it then fails, apply Retry." A node whose
RETURN says failed for the first time, or evolved, needs one more AGENT SUBGRAPH.
Fails when the transcript proves otherwise: the IMPLEMENTED GRAPH follows with no
re-spawn, or a node of a later wave is spawned between that RETURN and the
re-spawn. A transcript that stops after such a RETURN, with no IMPLEMENTED GRAPH
yet, may be a run still in progress and passes. A second failure needs no
re-spawn: the node is FAILED.`,audit:[{source:"After each wave: collect every RETURN. Re-spawn any `failed` node once.",enforced:"fails when a first failed RETURN is followed by the IMPLEMENTED GRAPH without another AGENT SUBGRAPH of the node"},{source:"Handle `evolved` nodes (below) before the next wave.",enforced:"fails when a later-wave node is spawned between an evolved (or failed) RETURN and the re-spawn it calls for"},{source:"Re-spawn the node with the updated subgraph. If it then fails, apply Retry.",enforced:"an evolved RETURN needs a re-spawn; a failure of that re-spawn is a first failure after the evolution and needs the retry"}],examples:[{status:"pass",title:"needs no re-spawn after a second failure, nor while the run has no IMPLEMENTED GRAPH yet",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  STATUS            : failed
  FAILURE_REASON    : the test database was down

`}},{status:"fail",title:"fails when a failed node is never re-spawned before the IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a RETURN",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){if(!model.returns.length)return{status:"skip",detail:`no RETURN block in ${model.rel}`,missingArtefact:!0};let findings=[],implLine=model.implemented?.line,handled=0;for(let id of new Set(model.returns.map(r=>r.node).filter(n=>!!n))){let wave=model.waveOf(id),failures=0;for(let r of model.returnsFor(id)){let status=statusOf(r);if(status==="evolved"&&(failures=0),status==="failed"&&failures++,status!=="evolved"&&!(status==="failed"&&failures===1))continue;let again=model.subgraphsFor(id).find(s=>s.line>r.line),end=again?.line??implLine;if(end===void 0||end<r.line)continue;let early=wave===void 0?void 0:model.subgraphs.find(s=>s.line>r.line&&s.line<end&&s.node!==id&&(model.waveOf(s.node)??0)>wave);early?findings.push(model.at(early.line,`${early.node} (WAVE ${model.waveOf(early.node)}) is spawned before ${id}, which returned ${status} at line ${r.line}, was spawned again`)):again?handled++:findings.push(model.at(r.line,`${id} returned ${status} and was never spawned again before the IMPLEMENTED GRAPH (line ${implLine}); ${status==="failed"?"re-spawn it once with the identical subgraph":"rewrite its AGENT SUBGRAPH with the new scope and re-spawn it"}`))}}return findings.length?{status:"fail",detail:`${findings.length} failed or evolved node${findings.length>1?"s":""} not re-spawned in time`,fix:"After each wave, re-spawn every node that failed for the first time (identical subgraph) or evolved (rewritten subgraph) before spawning the next wave.",findings}:{status:"pass",detail:handled?`${handled} failed or evolved RETURN${handled>1?"s":""}, each re-spawned before the next wave`:"no RETURN calls for a re-spawn"}}};var graph_gate_order_default={id:"graph-gate-order",pack:"graph",summary:"No node of WAVE n+1 is spawned before every spawned node of the earlier waves has returned",statuses:["pass","warn","fail","skip"],docs:`"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes)." The
transcript records events in order. A RETURN of a later-wave node written before
the first RETURN of an earlier-wave node proves the later node ran while the
earlier wave was still open: that fails. An AGENT SUBGRAPH of a later-wave node
written before the RETURN of an earlier-wave node, with no such proof, only
warns: a plan document may list every AGENT SUBGRAPH up front before any spawn
happens. Pre-done nodes count as done.`,audit:[{source:"WAVE n+1 never starts before WAVE n is done or FAILED.",enforced:"fails when a later-wave RETURN precedes the first RETURN of an earlier-wave node; warns when only its AGENT SUBGRAPH comes first"},{source:"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes).",enforced:"the same check (invariant 4)"},{source:"The gate between waves waits for all prior nodes.",enforced:"every spawned node of every earlier wave, not only the previous one, must have returned"},{source:"Between acquire and release, the worker owns its subgraph. The coordinator does not interfere \u2014 it waits at the gate.",enforced:"the same order check, read as the coordinator waiting at the gate"}],examples:[{status:"pass",title:"passes when each wave is spawned after the earlier waves returned",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails when a later-wave node returned before an earlier-wave node did: the order proves it ran early",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items \u2192 list \u2192 json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"warn",title:"warns when a later-wave node is spawned before an earlier-wave node returned",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

RETURN: N1
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
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 \u2014 base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 \u2014 client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0});if(skip)return skip;let findings=[],proven=0,spawned=model.delegated.nodes.filter(n=>model.statusOf(n)!=="pre-done"&&model.subgraphsFor(n.id).length>0);for(let n of spawned){let wave=model.waveOf(n.id);if(wave===void 0)continue;let first=model.subgraphsFor(n.id)[0];for(let up of spawned){let upWave=model.waveOf(up.id);if(upWave===void 0||upWave>=wave)continue;let upReturns=model.returnsFor(up.id);if(upReturns.some(r=>r.line<first.line))continue;let early=upReturns.length?model.returnsFor(n.id).find(r=>r.line<upReturns[0].line):void 0;early?(proven++,findings.push(model.at(early.line,`${n.id} (WAVE ${wave}) returned before ${up.id} (WAVE ${upWave}) returned (line ${upReturns[0].line}): WAVE ${wave} ran before WAVE ${upWave} completed`))):findings.push(model.at(first.line,`${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`))}}return findings.length?{status:proven?"fail":"warn",detail:proven?`${proven} node${proven>1?"s":""} of a later wave returned before an earlier wave completed`:`${findings.length} spawn${findings.length>1?"s":""} before the gate of the previous wave`,fix:"Collect every RETURN of a wave (and handle failed and evolved nodes) before writing the AGENT SUBGRAPH blocks of the next wave.",findings}:{status:"pass",detail:"every wave was spawned after the earlier waves returned"}}};var graph_block_order_default={id:"graph-block-order",pack:"graph",summary:"The DELEGATED GRAPH comes before any AGENT SUBGRAPH or RETURN, and the IMPLEMENTED GRAPH after the last of them",statuses:["pass","fail","skip"],docs:`The execution graph: "Emit before any agent is spawned." The implemented graph:
"Emit after the last wave." A transcript records events in order, so an AGENT
SUBGRAPH or RETURN written above the first DELEGATED GRAPH proves a worker was
spawned before the plan existed, and one written below the IMPLEMENTED GRAPH
(with no new DELEGATED GRAPH in between) proves the result was emitted while a
wave was still running. Both fail. Skips when the transcript has no AGENT
SUBGRAPH and no RETURN.`,audit:[{source:"Emit before any agent is spawned.",enforced:"fails on an AGENT SUBGRAPH or RETURN above the first DELEGATED GRAPH"},{source:"Map the successful task as an execution graph before spawning any worker.",enforced:"the same check"},{source:"Emit after the last wave.",enforced:"fails on an AGENT SUBGRAPH or RETURN below an IMPLEMENTED GRAPH with no DELEGATED GRAPH between them"},{source:"The worker records the implemented graph AFTER implementing.",enforced:"the same check, for the coordinator's IMPLEMENTED GRAPH"}],examples:[{status:"pass",title:"passes when the plan comes first and the implemented graph last",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on a spawn written above the DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without an AGENT SUBGRAPH or RETURN",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`DELEGATED GRAPH: demo
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

`}}],check({model}){let spawns=[...model.subgraphs.map(s=>({line:s.line,what:`AGENT SUBGRAPH${s.node?` ${s.node}`:""}`})),...model.returns.map(r=>({line:r.line,what:`RETURN${r.node?` ${r.node}`:""}`}))].sort((a,b)=>a.line-b.line);if(!spawns.length)return{status:"skip",detail:`no AGENT SUBGRAPH or RETURN block in ${model.rel}`,missingArtefact:!0};let findings=[],firstPlan=model.delegatedGraphs[0]?.line;if(firstPlan!==void 0)for(let s of spawns.filter(x=>x.line<firstPlan))findings.push(model.at(s.line,`${s.what} is written before the DELEGATED GRAPH (line ${firstPlan}): the graph comes before any agent is spawned`));for(let impl of model.implementedGraphs){let nextPlan=model.delegatedGraphs.find(g=>g.line>impl.line)?.line??1/0;for(let s of spawns.filter(x=>x.line>impl.endLine&&x.line<nextPlan))findings.push(model.at(s.line,`${s.what} is written after the IMPLEMENTED GRAPH (line ${impl.line}): the implemented graph comes after the last wave`))}return findings.length?{status:"fail",detail:`${findings.length} block${findings.length>1?"s":""} out of order`,fix:"Write the DELEGATED GRAPH before the first AGENT SUBGRAPH, and the IMPLEMENTED GRAPH after the last RETURN.",findings}:{status:"pass",detail:"the DELEGATED GRAPH precedes every spawn and the IMPLEMENTED GRAPH follows every RETURN"}}};var graph_compare_gaps_default={id:"graph-compare-gaps",pack:"graph",summary:"GAPS lists exactly the delegated nodes the IMPLEMENTED GRAPH lacks",statuses:["pass","fail","skip"],docs:`"If the delegated subgraph has nodes the implemented graph did not cover, the
worker missed something." GAPS is where the coordinator admits it. A delegated
node absent from the IMPLEMENTED GRAPH but not in GAPS is a silent gap; a node
in GAPS that the IMPLEMENTED GRAPH does cover, or that was never delegated, is a
false report. An entry may name the node or its output path. Each difference is
reported twice: at the DELEGATED GRAPH line and at the IMPLEMENTED GRAPH line,
each message naming the other.`,audit:[{source:"If the delegated subgraph has nodes the implemented graph did not cover, the worker missed something.",enforced:"fails when GAPS does not list exactly the delegated nodes the IMPLEMENTED GRAPH lacks"},{source:"GAPS : [delegated nodes or files no implemented graph covers, or none]",enforced:"the same check, with both locations"}],examples:[{status:"pass",title:"passes when GAPS lists the missing node by id or by its output path",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
GAPS : [N2]
VERDICT    : matches
`}},{status:"fail",title:"fails on an unlisted gap with a finding at each location, each naming the other",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
VERDICT    : matches
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH or a DELEGATED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`AGENT SUBGRAPH \u2014 N1 api
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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let d=model.delegated,impl=model.implemented,gaps=model.differences().filter(x=>x.kind==="gap"),list2=impl.gaps,findings=[],here=list2?{line:list2.field.line,what:`GAPS (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no GAPS line,`},listed=model.listed(list2);for(let g of gaps)listed.has(g.node)||(findings.push(model.at(g.delegated.line,`${g.node} is delegated here but missing from the IMPLEMENTED GRAPH, and ${here.what} does not list it`,g.delegated.column)),findings.push(model.at(here.line,`GAPS does not list ${g.node}, delegated at line ${g.delegated.line} and absent from the IMPLEMENTED GRAPH`)));for(let item of list2?.items??[]){let e=model.entry(item.value),id=e.kind==="node"?e.id:e.kind==="file"?e.node:void 0;if(e.kind==="text"){findings.push(model.at(item.line,`GAPS entry "${item.value.slice(0,40)}" is neither a node id nor a path`,item.column));continue}if(!id)continue;let dn=model.node(id),implNode=impl.nodes.find(n=>n.id===id);dn?implNode&&(findings.push(model.at(item.line,`GAPS lists ${id}, but the IMPLEMENTED GRAPH covers it at line ${implNode.line} (delegated at line ${dn.line})`,item.column)),findings.push(model.at(dn.line,`${id} is delegated here and implemented at line ${implNode.line}, yet GAPS (line ${item.line}) lists it`,dn.column))):(findings.push(model.at(item.line,`GAPS lists ${id}, which the DELEGATED GRAPH (line ${d.line}) does not declare`,item.column)),findings.push(model.at(d.line,`the DELEGATED GRAPH declares no ${id}, yet GAPS (line ${item.line}) lists it`)))}return!list2&&!gaps.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no GAPS line (write `GAPS : none`)")),findings.length?{status:"fail",detail:`GAPS disagrees with the comparison (${findings.length} finding${findings.length===1?"":"s"}): ${gaps.length} delegated node${gaps.length===1?" is":"s are"} missing from the IMPLEMENTED GRAPH`,fix:"List in GAPS exactly the delegated nodes (or their outputs) that the IMPLEMENTED GRAPH does not cover; write `GAPS : none` when it covers them all.",findings}:{status:"pass",detail:gaps.length?`GAPS lists the ${gaps.length} uncovered node${gaps.length>1?"s":""}`:"every delegated node is implemented and GAPS says none"}}};var graph_compare_off_script_default={id:"graph-compare-off-script",pack:"graph",summary:"OFF-SCRIPT lists exactly the implemented nodes that were never delegated",statuses:["pass","fail","skip"],docs:`"If the implemented graph has nodes the delegated subgraph did not mention, the
worker went off-script." A node in the IMPLEMENTED GRAPH that the DELEGATED GRAPH
does not declare must appear in OFF-SCRIPT; a delegated node listed there, or an
id the IMPLEMENTED GRAPH does not contain, is a false report. File entries finer
than a node (from a worker's own graph) are accepted as they are. Each
difference is reported at both locations.`,audit:[{source:"If the implemented graph has nodes the delegated subgraph did not mention, the worker went off-script.",enforced:"fails when OFF-SCRIPT does not list exactly the implemented nodes that were never delegated"}],examples:[{status:"pass",title:"passes when nothing undelegated was implemented",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails without an OFF-SCRIPT line",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let d=model.delegated,impl=model.implemented,extra=model.differences().filter(x=>x.kind==="off-script"),list2=impl.offScript,findings=[],here=list2?{line:list2.field.line,what:`OFF-SCRIPT (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no OFF-SCRIPT line,`},listed=model.listed(list2);for(let x of extra)listed.has(x.node)||(findings.push(model.at(x.implemented.line,`${x.node} is implemented here but the DELEGATED GRAPH (line ${d.line}) never declared it, and ${here.what} does not list it`,x.implemented.column)),findings.push(model.at(here.line,`OFF-SCRIPT does not list ${x.node}, implemented at line ${x.implemented.line} but not in the DELEGATED GRAPH (line ${d.line})`)));for(let item of list2?.items??[]){let e=model.entry(item.value);if(e.kind==="text"){findings.push(model.at(item.line,`OFF-SCRIPT entry "${item.value.slice(0,40)}" is neither a node id nor a path`,item.column));continue}if(e.kind==="file")continue;let dn=model.node(e.id);dn?(findings.push(model.at(item.line,`OFF-SCRIPT lists ${e.id}, but it was delegated at line ${dn.line}`,item.column)),findings.push(model.at(dn.line,`${e.id} is delegated here, yet OFF-SCRIPT (line ${item.line}) lists it`,dn.column))):impl.nodes.some(n=>n.id===e.id)||(findings.push(model.at(item.line,`OFF-SCRIPT lists ${e.id}, which is neither in the IMPLEMENTED GRAPH (line ${impl.line}) nor in the DELEGATED GRAPH (line ${d.line})`,item.column)),findings.push(model.at(impl.line,`the IMPLEMENTED GRAPH has no node ${e.id}, yet OFF-SCRIPT (line ${item.line}) lists it`)))}return!list2&&!extra.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no OFF-SCRIPT line (write `OFF-SCRIPT : none`)")),findings.length?{status:"fail",detail:`OFF-SCRIPT disagrees with the comparison (${findings.length} finding${findings.length===1?"":"s"}): ${extra.length} implemented node${extra.length===1?" was":"s were"} never delegated`,fix:"List in OFF-SCRIPT exactly the implemented nodes the DELEGATED GRAPH does not declare; write `OFF-SCRIPT : none` when there are none.",findings}:{status:"pass",detail:extra.length?`OFF-SCRIPT lists the ${extra.length} undelegated node${extra.length>1?"s":""}`:"no undelegated node and OFF-SCRIPT says none"}}};var graph_compare_failures_default={id:"graph-compare-failures",pack:"graph",summary:"FAILURES lists exactly the implemented nodes with status=failed, and every status is done, pre-done or failed",statuses:["pass","fail","skip"],docs:`A node that failed twice is FAILED: downstream nodes proceed without its output
and say so. FAILURES is the one line the next reader looks at, so it must name
exactly the nodes whose IMPLEMENTED GRAPH line says \`status=failed\`, no more and
no fewer. A node status other than done, pre-done or failed cannot be gated on.
Each difference is reported at the node line and at the FAILURES line.`,audit:[{source:"Second failure: mark FAILED, add to FAILURES.",enforced:"fails when FAILURES does not list exactly the implemented nodes with status=failed"},{source:"N1 status=done|pre-done|failed output=... verify=...",enforced:"any other implemented status fails"}],examples:[{status:"pass",title:"passes when FAILURES lists the failed node",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N1  status=failed    output=src/api.ts    verify=fail
WAVE 2 \u2014 client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES : [N1]
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on an unknown or missing node status",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N1  status=skipped  output=src/api.ts
WAVE 2 \u2014 client
  N2  output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,list2=impl.failures,findings=[],here=list2?{line:list2.field.line,what:`FAILURES (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no FAILURES line,`},listed=model.listed(list2),failed=impl.nodes.filter(n=>n.status?.value.trim().toLowerCase()==="failed");for(let n of impl.nodes){let s=n.status?.value.trim().toLowerCase();s===void 0?findings.push(model.at(n.line,`${n.id} has no status= in the IMPLEMENTED GRAPH`,n.column)):GRAPH_IMPL_STATUSES.includes(s)||findings.push(model.at(n.line,`${n.id} has status=${n.status.value}; expected done, pre-done or failed`,n.status.column))}for(let n of failed)listed.has(n.id)||(findings.push(model.at(n.line,`${n.id} has status=failed here, but ${here.what} does not list it`,n.status.column)),findings.push(model.at(here.line,`FAILURES does not list ${n.id}, which has status=failed at line ${n.line}`)));for(let item of list2?.items??[]){let e=model.entry(item.value),id=e.kind==="node"?e.id:e.kind==="file"?e.node:void 0;if(e.kind==="text"){findings.push(model.at(item.line,`FAILURES entry "${item.value.slice(0,40)}" is not a node id`,item.column));continue}if(!id)continue;let n=impl.nodes.find(x=>x.id===id);n?n.status?.value.trim().toLowerCase()!=="failed"&&(findings.push(model.at(item.line,`FAILURES lists ${id}, but line ${n.line} gives it status=${n.status?.value??"(none)"}`,item.column)),findings.push(model.at(n.line,`${id} has status=${n.status?.value??"(none)"} here, yet FAILURES (line ${item.line}) lists it`,n.column))):(findings.push(model.at(item.line,`FAILURES lists ${id}, which the IMPLEMENTED GRAPH (line ${impl.line}) does not contain`,item.column)),findings.push(model.at(impl.line,`the IMPLEMENTED GRAPH has no node ${id}, yet FAILURES (line ${item.line}) lists it`)))}return!list2&&!failed.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no FAILURES line (write `FAILURES : none`)")),findings.length?{status:"fail",detail:`FAILURES disagrees with the node statuses (${findings.length} finding${findings.length===1?"":"s"}): ${failed.length} node${failed.length===1?" has":"s have"} status=failed`,fix:"List in FAILURES exactly the nodes with status=failed (write `FAILURES : none` when none failed) and give every node status=done, pre-done or failed.",findings}:{status:"pass",detail:failed.length?`FAILURES lists the ${failed.length} failed node${failed.length>1?"s":""}`:"no node failed and FAILURES says none"}}};var graph_compare_waves_default={id:"graph-compare-waves",pack:"graph",summary:"Each node sits in the same wave in the DELEGATED and the IMPLEMENTED GRAPH",statuses:["pass","fail","skip"],docs:`The wave is where a node's gate lies. A node implemented in another wave than
delegated ran before its inputs existed, or held up a wave it was not part of;
either way the delegated schedule is not what ran. A node listed twice in the
IMPLEMENTED GRAPH ran twice. Each difference is reported at the DELEGATED GRAPH
line and at the IMPLEMENTED GRAPH line, each naming the other.`,audit:[{source:"Same nodes. Same A flowing through.",enforced:"fails when a node sits in another wave in the IMPLEMENTED GRAPH than in the DELEGATED GRAPH"}],examples:[{status:"pass",title:"passes when each node sits in its delegated wave",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails on a node moved to another wave, at both locations",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
WAVE 2 \u2014 client
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,findings=[],moved=model.differences().filter(x=>x.kind==="wave");for(let m3 of moved){let dw=model.waveOf(m3.node),iw=impl.nodes.find(n=>n.id===m3.node).wave;findings.push(model.at(m3.delegated.line,`${m3.node} is delegated to WAVE ${dw} but implemented in WAVE ${iw} (line ${m3.implemented.line})`,m3.delegated.column)),findings.push(model.at(m3.implemented.line,`${m3.node} is implemented in WAVE ${iw} but delegated to WAVE ${dw} (line ${m3.delegated.line})`,m3.implemented.column))}let seen=new Map;for(let n of impl.nodes){let first=seen.get(n.id);first!==void 0?findings.push(model.at(n.line,`${n.id} is listed again in the IMPLEMENTED GRAPH (first at line ${first})`,n.column)):seen.set(n.id,n.line)}return findings.length?{status:"fail",detail:`${moved.length} node${moved.length===1?"":"s"} ran in another wave than delegated${findings.length>moved.length*2?", and some are listed twice":""}`,fix:"Run each node in its delegated wave; if the plan changed, re-issue the DELEGATED GRAPH and say so, and name the move in VERDICT.",findings}:{status:"pass",detail:"every implemented node sits in its delegated wave"}}};var graph_compare_outputs_default={id:"graph-compare-outputs",pack:"graph",summary:"Each implemented node produced the output= it was delegated",statuses:["pass","warn","skip"],docs:`"Same nodes. Same A flowing through." A node that wrote another file than
delegated leaves its readers with nothing at the path they were given. Outputs
are compared as sets of paths (order, \`./\` and a trailing \`/\` aside). The rule
warns rather than fails: a worker may legitimately refine a folder output into
the files inside it, but the VERDICT must then name the difference. Each
difference is reported at both locations.`,audit:[{source:"Same nodes. Same A flowing through.",enforced:"warns when an implemented node's output differs from its delegated output= (a worker may refine a folder into its files; the VERDICT must then name it)"}],examples:[{status:"pass",title:"passes when every node produced its delegated output",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done  output=./web/app.ts  verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"warn",title:"warns on another output, at both locations",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done  output=web/main.ts  verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let findings=[],diffs=model.differences().filter(x=>x.kind==="output");for(let x of diffs)findings.push(model.at(x.delegated.line,`${x.message}; the IMPLEMENTED GRAPH line is ${x.implemented.line}`,x.delegated.column)),findings.push(model.at(x.implemented.line,`${x.message}; the DELEGATED GRAPH line is ${x.delegated.line}`,x.implemented.column));return findings.length?{status:"warn",detail:`${diffs.length} node${diffs.length>1?"s":""} produced another output than delegated`,fix:"Produce the delegated output, or record the change (EVOLUTIONS, VERDICT) so the next reader knows where the work is.",findings}:{status:"pass",detail:"every implemented node produced its delegated output"}}};var graph_compare_evolutions_default={id:"graph-compare-evolutions",pack:"graph",summary:"EVOLUTIONS records exactly the nodes whose RETURN said STATUS evolved",statuses:["pass","fail","skip"],docs:`When a worker returns \`STATUS : evolved\`, the coordinator re-plans the node and
"records the change in EVOLUTIONS". An evolved RETURN missing from EVOLUTIONS is a
scope change nobody can see in the result; an EVOLUTIONS entry for a node that
never returned evolved is a re-plan without cause. Entries are read from
\`{ node: N2, ... }\` objects or plain ids. Each difference is reported at the
RETURN and at the EVOLUTIONS line.`,audit:[{source:"Record the change in EVOLUTIONS.",enforced:"fails when EVOLUTIONS does not record exactly the nodes whose RETURN said evolved"}],examples:[{status:"pass",title:"passes when no node evolved and EVOLUTIONS says none",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"fail",title:"fails without an EVOLUTIONS line",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,list2=impl.evolutions,findings=[],here=list2?{line:list2.field.line,what:`EVOLUTIONS (line ${list2.field.line})`}:{line:impl.line,what:`the IMPLEMENTED GRAPH (line ${impl.line}), which has no EVOLUTIONS line,`},evolvedReturns=model.returns.filter(r=>r.node&&r.fields.STATUS?.value.trim().toLowerCase().startsWith("evolved")),recorded=new Set((list2?.items??[]).map(i=>i.value)),seen=new Set;for(let r of evolvedReturns){if(recorded.has(r.node)||seen.has(r.node))continue;seen.add(r.node);let status=r.fields.STATUS;findings.push(model.at(status.line,`RETURN ${r.node} says evolved here, but ${here.what} does not record the change`,status.valueColumns[0])),findings.push(model.at(here.line,`EVOLUTIONS does not record ${r.node}, whose RETURN at line ${r.line} says evolved`))}for(let item of list2?.items??[]){if(evolvedReturns.some(r=>r.node===item.value))continue;if(!model.node(item.value)&&!model.implemented.nodes.some(n2=>n2.id===item.value)){findings.push(model.at(item.line,`EVOLUTIONS records ${item.value}, which is no node of the DELEGATED or IMPLEMENTED GRAPH`,item.column));continue}let any=model.returnsFor(item.value)[0];findings.push(model.at(item.line,`EVOLUTIONS records ${item.value}, but no RETURN for it says evolved${any?` (RETURN at line ${any.line})`:""}`,item.column)),any&&findings.push(model.at(any.line,`RETURN ${item.value} does not say evolved, yet EVOLUTIONS (line ${item.line}) records it`))}if(!list2&&!evolvedReturns.length&&findings.push(model.at(impl.line,"the IMPLEMENTED GRAPH has no EVOLUTIONS line (write `EVOLUTIONS : none`)")),findings.length)return{status:"fail",detail:`EVOLUTIONS disagrees with the RETURN blocks (${findings.length} finding${findings.length===1?"":"s"}): ${evolvedReturns.length} RETURN${evolvedReturns.length===1?"":"s"} said evolved`,fix:"Record every evolved node in EVOLUTIONS as `{ node, original_scope, evolved_scope }`; write `EVOLUTIONS : none` when no node evolved.",findings};let n=new Set(evolvedReturns.map(r=>r.node)).size;return{status:"pass",detail:n?`EVOLUTIONS records the ${n} evolved node${n>1?"s":""}`:"no node evolved and EVOLUTIONS says none"}}};var KIND={gap:"missing from the IMPLEMENTED GRAPH","off-script":"implemented but never delegated",wave:"implemented in another wave",output:"implemented with another output",failed:"failed"},graph_verdict_default={id:"graph-verdict",pack:"graph",summary:'VERDICT says "matches" only when the graphs do not differ, and otherwise names every difference',statuses:["pass","fail","warn","skip"],docs:`"The implemented graph is structurally the same as the delegated graph, or the
VERDICT names each difference." The differences are computed, not read: delegated
nodes missing from the IMPLEMENTED GRAPH, implemented nodes never delegated,
nodes in another wave or with another output, and failed nodes. A VERDICT of
\`matches\` with any of them fails, with a finding at the VERDICT and one at each
difference. A mismatch VERDICT must name each difference, in its own text or in
the GAPS / OFF-SCRIPT / FAILURES line that covers its kind (wave and output moves
can only be named in VERDICT). A mismatch VERDICT when nothing differs warns.`,audit:[{source:"The implemented graph is structurally the same as the delegated graph, or the VERDICT names each difference.",enforced:"fails on VERDICT matches with any difference, and on a mismatch VERDICT that leaves a difference unnamed; warns on a mismatch VERDICT when nothing differs"},{source:"The delegated subgraph and the implemented graph must match.",enforced:"the same check"},{source:"If the implemented graph does not match the delegated subgraph, the delegation is wrong.",enforced:"the same check"}],examples:[{status:"pass",title:"passes on a mismatch verdict whose differences are listed or named",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
GAPS : [N2]
VERDICT : mismatches listed above
`}},{status:"fail",title:'fails on "matches" with a difference, at the VERDICT and at the difference',files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
VERDICT    : matches
`}},{status:"warn",title:"warns on a mismatch verdict when nothing differs",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT : mismatches listed above
`}},{status:"skip",title:"skips without an IMPLEMENTED GRAPH",files:{"docs/spec.md":`# Spec

Items are listed newest first.
`,"graph.md":`# Transcript

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

`}}],check({model}){let skip=graphSkip(model,{delegated:!0,implemented:!0});if(skip)return skip;let impl=model.implemented,verdict=impl.verdict,diffs=model.differences();if(!verdict)return{status:"fail",detail:"the IMPLEMENTED GRAPH has no VERDICT line",fix:"End the IMPLEMENTED GRAPH with `VERDICT : matches` or `VERDICT : mismatches listed above` (naming each difference).",findings:[model.at(impl.line,"no VERDICT in this IMPLEMENTED GRAPH")]};let text=verdict.value,col=verdict.valueColumns[0];if(/\|/.test(text)||/^\s*</.test(text))return{status:"fail",detail:`VERDICT still holds the template text "${text.slice(0,50)}"`,fix:"Write `VERDICT : matches` or `VERDICT : mismatches listed above`.",findings:[model.at(verdict.line,"VERDICT is the template, not a verdict",col)]};let saysMatch=/^\s*match(?:es|ed)?\b/i.test(text)&&!/mismatch/i.test(text),where=x=>x.implemented??x.delegated;if(saysMatch){if(!diffs.length)return{status:"pass",detail:"VERDICT says matches and the graphs match"};let findings=[model.at(verdict.line,`VERDICT says matches, but ${diffs.length} difference${diffs.length>1?"s":""}: ${diffs.map(x=>`${x.node} ${KIND[x.kind]}`).join("; ")}`,col)];for(let x of diffs)findings.push(model.at(where(x).line,`${x.message}, yet VERDICT (line ${verdict.line}) says matches`,where(x).column));return{status:"fail",detail:`VERDICT says matches but the graphs differ in ${diffs.length} place${diffs.length>1?"s":""}`,fix:"Write `VERDICT : mismatches listed above` and name each difference (in GAPS, OFF-SCRIPT, FAILURES or the VERDICT text).",findings}}if(!diffs.length)return{status:"warn",detail:`VERDICT reports "${text.slice(0,50)}" but the graphs show no difference`,fix:"Write `VERDICT : matches`, or add the difference the VERDICT refers to to the IMPLEMENTED GRAPH.",findings:[model.at(verdict.line,"VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show",col)]};let listFor={gap:model.listed(impl.gaps),"off-script":model.listed(impl.offScript),failed:model.listed(impl.failures)},unnamed=diffs.filter(x=>!graphMentions(text,x.node)&&!listFor[x.kind]?.has(x.node));if(unnamed.length){let findings=[model.at(verdict.line,`VERDICT does not name ${unnamed.map(x=>`${x.node} (${KIND[x.kind]})`).join(", ")}`,col)];for(let x of unnamed)findings.push(model.at(where(x).line,`${x.message}, and neither VERDICT (line ${verdict.line}) nor the list for it names ${x.node}`,where(x).column));return{status:"fail",detail:`VERDICT leaves ${unnamed.length} difference${unnamed.length>1?"s":""} unnamed`,fix:"Name each wave or output difference in the VERDICT text, and each missing, extra or failed node in GAPS, OFF-SCRIPT or FAILURES.",findings}}return{status:"pass",detail:`VERDICT reports a mismatch and every one of the ${diffs.length} difference${diffs.length>1?"s is":" is"} named`}}};var graphRules=[graph_parse_default,graph_node_owner_output_default,graph_edges_declared_default,graph_acyclic_default,graph_waves_partition_default,graph_edge_wave_order_default,graph_same_output_waves_default,graph_independent_wave_default,graph_pre_done_default,graph_subgraph_complete_default,graph_subgraph_output_default,graph_subgraph_inputs_default,graph_return_present_default,graph_return_fields_default,graph_retry_default,graph_respawn_default,graph_gate_order_default,graph_block_order_default,graph_compare_gaps_default,graph_compare_off_script_default,graph_compare_failures_default,graph_compare_waves_default,graph_compare_outputs_default,graph_compare_evolutions_default,graph_verdict_default];0&&(module.exports={GRAPH_IMPL_STATUSES,GRAPH_MAX_LINE,GRAPH_NODE_STATUSES,GRAPH_RETURN_REQUIRED,GRAPH_RETURN_STATUSES,GRAPH_SUBGRAPH_REQUIRED,GraphModel,graphIsPlaceholder,graphMentions,graphNamesPath,graphOutputPaths,graphOutputsClash,graphPathsOverlap,graphRules,graphSameOutput,graphSaysNone,graphSentenceCount,graphSkip,loadGraphTarget,looksLikeGraph,parseGraphText});
