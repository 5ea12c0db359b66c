/** The words contract-authority-transition reads around its verb: negations, conjunctions, answers, hedges. */
// Words that deny the verb a few words after them: "nothing" and "none" deny as the subject too
// ("Nothing here replaces …"); a verb of failing denies what follows it ("fails to replace").
// German "nicht"/"kein" also follow the verb (see deniedAfterGerman).
export const NEGATORS = new Set([
  'not', 'never', 'cannot', 'nor', 'neither', 'without', 'nothing', 'none', 'nobody', 'fails', 'fail', 'failed', 'unable', 'refuses',
  'nicht', 'nie', 'niemals', 'nimmer', 'keineswegs', 'keinesfalls', 'nichts', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'weder', 'ohne',
  'nunca', 'jamás', 'tampoco', 'ni', 'sin', 'nada', 'nadie', 'ningún', 'ninguno', 'ninguna',
  'ne', 'pas', 'jamais', 'rien', 'aucun', 'aucune', 'sans', 'non',
  'não', 'nem', 'sem', 'nenhum', 'nenhuma', 'ninguém',
  'mai', 'né', 'senza', 'niente', 'nulla', 'nessun', 'nessuno', 'nessuna',
  'не', 'нет', 'никогда', 'ничто', 'ничего',
]);
// A negation followed by one of these adds to the statement instead of denying it ("not only",
// "nicht nur", "no solo", "non seulement", "não só", "не только").
export const NOT_ONLY = new Set(['only', 'just', 'merely', 'nur', 'bloß', 'allein', 'lediglich', 'solo', 'sólo', 'solamente', 'únicamente', 'seulement', 'uniquement', 'só', 'somente', 'apenas', 'soltanto', 'только']);
// Spanish "no" denies a verb behind its pronoun or auxiliary ("no lo sustituye", "no es sustituido");
// otherwise a "no" two words back qualifies a noun ("with no exceptions approval replaces").
export const NO_THEN = new Set(['longer', 'lo', 'la', 'los', 'las', 'le', 'les', 'se', 'me', 'te', 'nos', 'es', 'será', 'fue', 'ha', 'han', 'está', 'queda']);
// A conjunction between a negation and the verb starts another statement ("does not merge but replaces").
// (Latin "o" and "a" are also articles and pronouns in Portuguese and Italian, so they are left out;
// the Russian "а" is Cyrillic.)
export const JOINS = new Set(['and', 'but', 'or', 'yet', 'then', 'so', 'while', 'whereas', 'und', 'aber', 'oder', 'sondern', 'doch', 'denn', 'sowie', 'y', 'pero', 'sino', 'et', 'mais', 'ou', 'e', 'mas', 'ma', 'ed', 'и', 'но', 'а', 'или']);
// What follows the verb when it replaces nothing: "replaces nothing", "supersedes none of it",
// "replaces no prior contract" ("no matter", "no longer", "no later" qualify the verb instead).
export const NOTHING = new Set(['nothing', 'none']);
export const NO_QUALIFIES = new Set(['matter', 'longer', 'later', 'sooner', 'doubt']);
// Words after "no" that make a phrase denying the rest of its clause ("in no case will approval
// replace", "under no circumstances", "by no means"); "at no time" too, not "in no time" (quickly).
export const NO_PHRASE = new Set(['case', 'cases', 'circumstance', 'circumstances', 'way', 'means', 'account', 'event', 'point']);
// Verbs whose negation denies the clause they introduce ("does not mean that the prior contract gets replaced").
export const FRAME = new Set(['mean', 'means', 'meant', 'imply', 'implies', 'entail', 'entails', 'signify', 'signifies', 'indicate', 'indicates', 'suggest', 'suggests', 'say', 'says', 'follow', 'follows', 'guarantee', 'guarantees']);
// A negation that ends a stretch of the sentence and carries over a comma, dash or parenthesis to
// the verb after it ("never, ever replaces", "will not, under any circumstances, replace").
export const DANGLING = new Set(['not', 'never', 'nicht', 'nie', 'niemals', 'nunca', 'jamás', 'jamais', 'mai', 'не', 'никогда']);
// Words before such a negation that make it an ellipsis of its own ("if not, approval replaces …", "like it or not").
export const ELLIPSIS = new Set(['if', 'or', 'whether', 'unless', 'why', 'maybe', 'perhaps', 'probably', 'wenn', 'falls', 'ob', 'oder', 'si', 'o', 'ou', 'se', 'или', 'если']);
// Answers to a question ("Does approval replace the prior contract? No.").
export const YES = new Set(['yes', 'ja', 'sí', 'si', 'oui', 'sim', 'sì', 'да']);
export const NO = new Set(['no', 'nein', 'non', 'não', 'нет']);
// Modals that hedge the verb right after them ("Approval may replace …", "could be replaced"): a
// possibility, not a statement of what approval does.
export const MODALS = new Set(['may', 'might', 'could']);
