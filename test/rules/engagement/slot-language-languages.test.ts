// slot-language under --preset recommended reads the counter pressure of teams writing in German, Spanish and French
// ("Do not use language like "slot 1/2 used" or "last attempt""): a counted slot, attempt, round or iteration and the
// last attempt or chance. A bare "Iteration 2" or a sentence without the pressure passes; compat keeps the reference's
// list, which names English and Russian phrases only.
import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
/** A handoff whose §10 holds `line` on its line 3. */
const handoff = (line: string) => ({ 'handoff.md': `# Handoff\n## 10. Iteration counter\n${line}\n` });
const flagged = (line: string, ...phrases: string[]) => ({
  name: `recommended: ${line}`,
  files: handoff(line),
  options: recommended,
  findings: phrases.map((phrase) => ({ file: 'engagement/handoff.md', line: 3, column: line.indexOf(phrase) + 1, message: `counter-pressure language "${phrase}"` })),
});

ruleTester(rule, {
  valid: [
    ...[
      'Current round: 2. Prior round(s): 1. Iteration 2 behebt crit-1.',
      'In Iteration 2 haben wir den Export korrigiert; der letzte Commit schließt crit-1.',
      'Der Versuch, den Export zu beschleunigen, ist dokumentiert.',
      'Ronda 1: corregimos el delimitador; la iteración 2 añade pruebas.',
      'El último commit corrige crit-1; el intento anterior quedó en la rama.',
      'Itération 2 : le délimiteur est corrigé ; la dernière version du CSV est en pièce jointe.',
      'Nous avons fait une tentative de migration en préproduction.',
      // The product's own attempts: a login lockout, a bot's calls.
      'Der Login sperrt nach Versuch 3 von 5 für zehn Minuten.',
      'El bot hace el intento 2 de 3 de llamada y cuelga.',
    ].map((line) => ({ name: `recommended: no pressure: ${line}`, files: handoff(line), options: recommended })),
    // compat reads the reference's phrase list only.
    { name: 'compat: the reference names no German phrase', files: handoff('Das ist unser letzter Versuch (Iteration 2 von 2).') },
  ],
  invalid: [
    flagged('Current round: 2. Prior round(s): 1. Das ist unser letzter Versuch (Iteration 2 von 2).', 'letzter Versuch', 'Iteration 2 von 2'),
    flagged('Bitte akzeptieren: das ist die letzte Chance vor der Eskalation.', 'letzte Chance'),
    flagged('Wir nutzen unseren letzten Versuch für crit-1.', 'letzten Versuch'),
    flagged('Versuch 2 von 3: bitte akzeptieren.', 'Versuch 2 von 3'),
    flagged('Slot 1/2 verbraucht, Slot 2 von 2 läuft.', 'Slot 1/2', 'Slot 2 von 2'),
    flagged('Current round: 1. Prior round(s): ninguna. Ronda 1 de 2: es nuestro último intento antes de escalar.', 'Ronda 1 de 2', 'último intento'),
    flagged('Es la última oportunidad: intento 2 de 2.', 'última oportunidad', 'intento 2 de 2'),
    flagged('Iteración 2 de 2 — por favor acepten.', 'Iteración 2 de 2'),
    flagged("C'est notre dernière tentative (itération 2 sur 2).", 'dernière tentative', 'itération 2 sur 2'),
    flagged('Dernière chance avant l\'escalade : tentative 2 sur 2.', 'Dernière chance', 'tentative 2 sur 2'),
  ],
});
