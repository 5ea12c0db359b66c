/** A **Defaults** line of a rendering read into its label and default (`Others: ask-before`, `Exploration → autonomous`). */
import { leadingName, unmarked, type MdItem } from './markdown-items.js';
import { type ContractDefaultLine } from './types.js';
import { contractCanonicalDomain, contractCanonicalResponse, squash } from './vocabulary.js';

// Other words for a response, as the section labels' paraphrases (`**Ask first**`) take them: "Others: ask first".
const RESPONSE_PARAPHRASES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  askfirst: 'AskBefore',
  askpermission: 'AskBefore',
  askforpermission: 'AskBefore',
  reportfirst: 'ReportThenAct',
  reportandact: 'ReportThenAct',
  tellthenact: 'ReportThenAct',
});

/**
 * A response written in the language of a translated rendering (`Exploration: автономно`, `Otros:
 * preguntar antes`), keyed by its letters lower-cased (any script), as the section labels are read.
 */
const TRANSLATED_RESPONSES = new Map<string, string>([
  ...['автономно', 'автономный', 'автономная', 'самостоятельно', 'autonom', 'autonome', 'selbstständig', 'eigenständig', 'autónomo', 'autónoma', 'autonomo', 'autonoma', 'autônomo', 'autônoma'].map((w) => [w, 'Autonomous'] as [string, string]),
  ...['спрашивать', 'спросить', 'спрашиватьзаранее', 'спроситьзаранее', 'спроситьразрешение', 'сразрешения', 'vorherfragen', 'nachfragen', 'erstfragen', 'preguntarantes', 'preguntar', 'demanderavant', 'demander', 'perguntarantes', 'chiedereprima'].map((w) => [w, 'AskBefore'] as [string, string]),
  ...['сообщитьидействовать', 'сообщитьзатемдействовать', 'отчитатьсяидействовать', 'berichtenundhandeln', 'erstberichten', 'informaryactuar', 'informerpuisagir', 'informeretagir'].map((w) => [w, 'ReportThenAct'] as [string, string]),
]);
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}]/gu, '');

/** A **Defaults** line: `Exploration: autonomous (read-only, inherently safe)`, `Others: ask-before`, `Others: ask first`. */
export function defaultLine(item: MdItem): ContractDefaultLine {
  const named = leadingName(item);
  // Labels of more than two words ("All other domains: ...", "All other domains → ...") are split at
  // the first separator, the same ones a domain name takes.
  const cut = named ? null : /[:—–→]|->|=>?|[ \t]-[ \t]/.exec(item.content);
  // A name that runs to the end of the line with no separator (`Others autonomous` reads as a
  // two-word name), or no name at all, may be a label and a default written without a separator
  // (`Others ask-before`): read as meant, split where a response starts; contract-markdown-defaults names it.
  const bare = !cut && (!named || (named.rest.trim() === '' && !ENDS_IN_SEPARATOR.test(item.content)));
  const joined = bare ? unseparatedSplit(item.content) : undefined;
  const lead = joined ? undefined : named;
  const sep = cut ? cut.index : (joined?.at ?? -1);
  const width = cut ? cut[0].length : 0;
  const written = lead?.raw ?? unmarked(sep >= 0 ? item.content.slice(0, sep) : item.content);
  const label = lead?.domain ?? (joined && contractCanonicalDomain(written)) ?? defaultLabel(written);
  const at = { line: item.line, column: lead?.col ?? item.col };
  const d: ContractDefaultLine = { at, domain: { value: label, text: label, pointer: '', at } };
  if (joined) d.unseparated = { label: written, rest: item.content.slice(joined.at).trim() };
  else if (!named && !cut) d.unseparated = { label: written };
  const rest = lead ? lead.rest : sep >= 0 ? item.content.slice(sep + width) : '';
  const restCol = lead ? lead.restCol : item.col + sep + width + (rest.length - rest.trimStart().length);
  const phrase = rest.split('(')[0]!.trim();
  if (!phrase) return d;
  const text = leadingResponse(phrase) ?? phrase;
  d.response = { value: text, text, pointer: '', at: { line: item.line, column: restCol } };
  return d;
}

// The line ends in a separator with nothing after it (`External:`): separated, the default left out.
const ENDS_IN_SEPARATOR = /(?::|—|–|→|->|=>?|-)[`*_ \t]*$/;

/** "Others", "Other domains", "All other domains", "Everything else", "The rest" (and «Остальные», "Otros", "Andere", "Autres"). */
const defaultLabel = (written: string): string => /\bother|\brest\b|\beverything else\b|\bremaining\b|^(?:все\s+)?(?:остальн|прочи)|^(?:los\s+|las\s+|les\s+|die\s+|alle\s+|gli\s+|os\s+)?(?:otros|otras|demás|resto|andere[n]?|übrige[n]?|sonstige[n]?|autres|outros|altri)(?![a-zà-ÿ])/i.test(written) ? 'Others' : written;

/** "ask-before", "ask before acting", "autonomous": the response the longest leading words (up to three) name. */
function leadingResponse(phrase: string): string | undefined {
  const words = phrase.split(/\s+/).slice(0, 3);
  for (let n = words.length; n > 0; n--) {
    const lead = words.slice(0, n).join(' ');
    const canonical = contractCanonicalResponse(lead) ?? RESPONSE_PARAPHRASES[squash(lead)] ?? TRANSLATED_RESPONSES.get(letters(lead));
    if (canonical) return canonical;
  }
  return undefined;
}

/** Where the default starts in a line without a separator: after the first of four blanks with a domain (or Others) before and a response after. */
function unseparatedSplit(content: string): { at: number } | undefined {
  const blanks = /[ \t]+/g;
  for (let k = 0; k < 4; k++) {
    const m = blanks.exec(content);
    if (!m) return undefined;
    const head = unmarked(content.slice(0, m.index));
    if (!contractCanonicalDomain(head) && defaultLabel(head) !== 'Others') continue;
    const after = content.slice(m.index + m[0].length);
    if (leadingResponse(after.split('(')[0]!.trim())) return { at: m.index + m[0].length };
  }
  return undefined;
}
