/**
 * How handoff-sections reads a numbered section's title under the recommended preset: whether it holds the
 * protocol's English title somewhere (`## 1. Resumen del diff (Diff summary)`), holds another section's, and
 * whether it is written in English, so that a title about something else (`## 8. Open questions`) is said as a
 * warning while a translated one (`## 1. Resumen de cambios`, `## 1. Сводка изменений`) is the section.
 */
import { HANDOFF_SECTIONS } from '@engagement-lint/core/kit';

/** Printable ASCII with a letter: a title another script (or a letter with a diacritic) marks as not English is none. */
const ASCII_TITLE = /^(?=[^A-Za-z]*[A-Za-z])[\x20-\x7E]*$/;

/**
 * Words of Spanish, Portuguese, French, Italian and German titles written without their diacritics, none of them an
 * English word: function words (`de`, `del`, `und`) and the words a translated section title is made of.
 */
const FOREIGN_WORDS = new Set(
  [
    // Function words (English words and abbreviations such as die, den, con, per, sin, do, no, in, am, y, DoS, MIT, DI left out).
    'de del la las los el para por al una su sus entre da das em na nas ao aos uma pelo pela',
    'le les du des et au aux pour avec une sur dans il della delle dello dei degli gli nel nella dal dalla sul sulla',
    'der dem und von zu zur zum fur fuer auf ein eine einer nach bei',
    // Spanish and Portuguese section words.
    'resumen resumo cambios cambio diferencias entregables entregable manifiesto criterios informes ejecutores ejecutor',
    'registro ejercitado ejercitados despliegue diferidos pendientes conocidos aplazados evidencias pruebas mudancas',
    'relatorios executores exercitado adiados conhecidos pendencias',
    // French, Italian and German section words.
    'changements livrables livrable tracabilite criteres rapports executants deploiement differes connus synthese recapitulatif',
    'riepilogo sintesi modifiche consegne consegna tracciabilita criteri rapporti esecutori convalida rilascio rinviati noti differenze',
    'kriterien berichte bericht ausfuhrende ausfuehrende protokoll lieferumfang lieferobjekte abnahme selbstabnahme bekannte offene',
    'uberblick ueberblick ubersicht uebersicht zuruckgestellt zurueckgestellt',
  ]
    .join(' ')
    .split(' '),
);
/**
 * Endings English words do not have: `validacion`, `validacao`, `alteracoes`, `validazione`, `trazabilidad`,
 * `rastreabilidade`, `entregaveis`, `Sicherheit`, `Validierung`, and the last word of a German compound
 * (`Validierungsprotokoll`, `Abnahmekriterien`, `Testbericht`, `Lieferumfang`).
 */
const FOREIGN_ENDING = /(?:cion|ciones|cao|coes|zione|zioni|idad|dade|aveis|mente|heit|keit|ierung|ierungen|protokoll|berichte?|kriterien|umfang)$/;
/** German `-ung(en)` on a long word (`Zusammenfassung`, `Änderungen` written `Anderungen`): English has only short ones (`young`). */
const longUng = (word: string) => word.length >= 8 && (word.endsWith('ung') || word.endsWith('ungen'));

const foreign = (word: string) => FOREIGN_WORDS.has(word) || FOREIGN_ENDING.test(word) || longUng(word);

/**
 * Whether a plain title is English: ASCII letters only, and no word of another language's (`Resumen de cambios`,
 * `Cambios`, `Zusammenfassung` are not; `Background`, `Open questions` are).
 */
export function englishTitle(title: string): boolean {
  return ASCII_TITLE.test(title) && !title.toLowerCase().split(/[^a-z]+/).some(foreign);
}

/** Each section's English title as words anywhere in a heading (`(Diff summary)`, `— Self acceptance`), by number. */
const NAMED_ANYWHERE = new Map(
  Object.entries(HANDOFF_SECTIONS).map(([n, s]) => [Number(n), new RegExp(String.raw`(?<![A-Za-z])${s.title.split(/[\s-]+/).join(String.raw`[\s\u2010-\u2014-]{0,3}`)}(?![A-Za-z])`, 'i')]),
);

/** Whether a title holds section `n`'s English title anywhere: `Resumen del diff (Diff summary)` is §1's. */
export const holdsTitle = (title: string, n: number): boolean => NAMED_ANYWHERE.get(n)?.test(title) ?? false;

/** Whether a title holds another section's English title anywhere (`Resumen (Validation log)` for §1), and not its own. */
export const holdsAnother = (title: string, n: number): boolean => !holdsTitle(title, n) && [...NAMED_ANYWHERE.keys()].some((k) => k !== n && holdsTitle(title, k));
