// Whether a deploy log records a production deploy: the sizing table's Deploy column puts "preview/staging
// only" at M and "production deploy" at L. A deploy the log says happened is one; production named only as
// not deployed, as what staging resembles, or as the target of a plan, a dry run or a diff (a rehearsal of
// the change, not the change) is none.
import { LetterRegex, type MarkdownDoc } from '@engagement-lint/core/kit';

/** A deploy log that names a production deploy (the sizing table's L column); preview/staging is M. */
const PRODUCTION = /(?<!\bpre-?)\bprod(?:uction)?\b(?![-\s]like\b)|\bprodu(?:ktion|cci[oó]n|[cç][aã]o|zione)|продакш[еа]?н|прод(?![а-яё])|生产/i;
/** A line naming production as what staging resembles (`mirrors the production config`, `a copy of prod`): no deploy there. */
const RESEMBLES = /\b(?:like|mirror\w{0,3}|cop(?:y|ies)\s+of|clone\s+of|snapshot\s+of|same\s+as)\b[^.,;\n]{0,20}?\bprod/i;

/**
 * A line that says production was not deployed to: "Production: not deployed", "`fly deploy --prod`
 * was not run", "prod: skipped", «на прод не выкатывали». Bounded gaps keep it linear.
 */
const NOT_DEPLOYED = /\b(?:not|never|no)\b(?!\s{1,3}(?:errors?|issues?|incidents?|problems?|downtime|rollback)\b)[^.,;\n]{0,40}?\b(?:deploy|releas|roll(?!back)|ship|push)|\b(?:was|were|is|has\s{1,3}been)\s{1,3}(?:not|never)\s{1,3}(?:run|done|executed|performed|deployed|released|applied|touched)\b|\bnot\s{1,3}(?:performed|touched|done|applied|part\s{1,3}of)\b|\bout\s{1,3}of\s{1,3}scope\b|\bpending\b|не\s{1,3}(?:выкат|деплои|релиз|разверт|развёрт)/i;

/**
 * The same in German, French, Spanish, Portuguese and Italian: a negation, then within its clause a
 * word of deploying ("Keine Auslieferung nach Production", "Production : pas de déploiement", "Nessun
 * deploy in production"), or right after it a word of doing ("nicht durchgeführt", "não foi feito").
 * The gap stops at a comma too, so "keine Fehler" after a deploy negates nothing; a hyphen continues
 * a word, so "non-régression" is no negation. Bounded gaps keep it linear.
 */
// "No errors after the deploy" negates the errors, not the deploy: a negation before such a noun is none.
const NEGATION = String.raw`(?<![\p{L}])(?:nicht|kein(?:e[mnrs]?)?|nie|niemals|pas|aucune?|jamais|non|no|nunca|não|nenhuma?|nessun[oa]?|sin|sem)(?![\p{L}\-])(?!\s{1,3}(?:Fehler|Probleme?|Ausfall|Störung|erreurs?|incidents?|problèmes?|errore|errori|problem[ai]|errors?|errores|problems?|problemas?|issues?|incidentes?|erros?|falhas?)(?![\p{L}]))`;
const DEPLOYING = String.raw`(?:d[ée]plo|releas|rollout|ship|ausliefer|ausgeliefert|ausroll|ausgerollt|bereitgestellt|bereitstell|veröffentlich|livr|publié|publica|pubblica|mise?\s{1,3}en\s{1,3}prod|despleg|desplie|lanzad|lançad|implantad|implantaç|distribuit|rilasci|mess[oa]\s{1,3}in\s{1,3}prod)`;
const DOING = String.raw`(?:durchgeführt|ausgeführt|erfolgt|effectué|exécuté|réalisé|executad[oa]|realizad[oa]|feito|eseguit[oa]|effettuat[oa]|fatto)`;
const NOT_DEPLOYED_EU = new LetterRegex(String.raw`${NEGATION}[^.,;\n]{0,40}?(?<![\p{L}])${DEPLOYING}|${NEGATION}\s{1,3}(?:(?:été|foi|wurde|è\s{1,3}stat[oa])\s{1,3})?${DOING}`, 'iu');
/**
 * Chinese: 未/没有/不/无 right before 部署 or another deploy verb («Production 未部署», «没有部署到
 * production»), past a modal (不会, 无需) or «在 production 环境»; 未执行 only closing its clause. Only
 * adjacent, as 不 and 无 start common words: 不停机部署 and 无缝发布 are deploys.
 */
const NOT_DEPLOYED_ZH = /(?:未|没有?|不|无)[曾再会要需能用必尚还]{0,2}\s{0,2}(?:在[^，。；,.;\n]{1,24}?)?(?:部署|发布|上线|推送|发版|投产)|(?:未|没有?)(?:执行|进行|运行)(?=\s{0,2}(?:[，。；,.;:：)）(（]|$))/;

/**
 * "skipped", "n/a" or "none" as a value ("Production: none", "prod — skipped", "| production | n/a |"),
 * not the value of another field on the line ("errors: none") nor "none of the users".
 */
const NONE_VALUE = /\b(skipped|n\/a|none)\b(?!\s{1,3}of\b)/gi;
/** What the value belongs to: production or its deploy, right before it ("Production: none", "| prod | skipped |", "prod deploy — n/a"). */
const PRODUCTION_FIELD = /(?:\bprod(?:uction)?|\bdeploy(?:ment)?|\brelease|\brollout)[\s*_`:|=—–-]{0,8}$/i;
function noneValue(line: string): boolean {
  for (const m of line.matchAll(NONE_VALUE)) if (PRODUCTION_FIELD.test(line.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}

/**
 * A change said to be left to others or only rehearsed: "plan only", "only planned", "dry run only",
 * "not applied", "no apply", "outside this engagement" (the protocol's out-of-scope list).
 */
const NOT_DONE_HERE = /\bplan(?:ned)?[-\s]{1,3}only\b|\bonly\s{1,3}(?:a\s{1,3}|the\s{1,3})?plan(?:ned)?\b|\b(?:dry[-\s]?run|diff)[-\s]{1,3}only\b|\bno\s{1,3}apply\b|\boutside\s{1,3}(?:of\s{1,3})?(?:this|the)\s{1,3}engagement\b/i;

/**
 * A rehearsal of a change: `terraform plan`, `helm diff`, `kubectl diff`, `cdk diff`, `pulumi preview`, a
 * dry run. A flag (`--dry-run`, `--check`, `--noop`, `--what-if`) makes the command beside it one.
 */
const REHEARSAL_FLAG = /(?<![\w-])--(?:dry-?run|check|noop|what-?if)\b/i;
const REHEARSAL = /\bdry[-\s]?run\b|\bpulumi\s{1,3}preview\b|\b(?:terraform|tofu|terragrunt)\b[^\n|]{0,60}?\bplan\b|\b(?:helm|kubectl|cdk|kustomize|argocd(?:\s{1,3}app)?)\s{1,3}diff\b/i;
/** The change done, in words: "applied", "deployed", "rolled out", "Apply complete", «выкатили», 已部署. */
const DONE = /\b(?:applied|deployed|rolled\s{1,3}out|released|shipped|promoted|went\s{1,3}live|cut\s{1,3}over)\b|\bapply\s{1,3}complete|выкатил|задеплоил|развернул|ausgerollt|déployé|desplegad|implantad|rilasciat|已部署|部署完成/i;
/** The command that does the change: `terraform apply`, `kubectl apply`, `helm upgrade`, `fly deploy`, `argocd app sync`. */
const DEPLOY_COMMAND = /\b(?:terraform|tofu|terragrunt|atlantis)\b[^\n|]{0,60}?\bapply\b|\bkubectl\s{1,3}(?:apply|rollout|set\s{1,3}image)\b|\bhelm\s{1,3}(?:upgrade|install)\b|\b(?:fly|flyctl|vercel|netlify|firebase|serverless|sls)\s{1,3}deploy\b|\bargocd\s{1,3}app\s{1,3}sync\b/i;

/** Whether a line does the change (a deploy command without a rehearsal flag, or the words saying it was done). */
const does = (line: string) => DONE.test(line) || (DEPLOY_COMMAND.test(line) && !REHEARSAL_FLAG.test(line));
/** Whether a line only rehearses the change: a plan, a diff or a dry run, with nothing beside it doing it. */
const rehearses = (line: string) => (REHEARSAL.test(line) || REHEARSAL_FLAG.test(line)) && !does(line);

/** Whether a line says production was not deployed to (in any of the languages above), or only rehearses the change. */
function notDeployed(line: string): boolean {
  return RESEMBLES.test(line) || NOT_DEPLOYED.test(line) || NOT_DONE_HERE.test(line) || noneValue(line) || NOT_DEPLOYED_ZH.test(line) || NOT_DEPLOYED_EU.for(line).test(line) || rehearses(line);
}

export interface ProductionDeploy {
  /** 1-based line and column of the production named. */
  line: number;
  column: number;
  /** The line, trimmed. */
  text: string;
}

/**
 * The first line of a deploy log that names a production deploy: one naming production that does not say it
 * was not deployed or only rehearsed. A heading naming production (`## prod`) stands for its section: it
 * names none when a line under it says the change was not made there ("Plan only … Apply is … outside this
 * engagement") and no line under it says it was (`terraform apply`, "Apply complete", "deployed").
 */
export function productionDeployLine(doc: MarkdownDoc | undefined): ProductionDeploy | undefined {
  if (!doc) return undefined;
  const lines = doc.lines;
  const headings = new Map(doc.headingsIn('protocol').map((h) => [h.line, h] as const));
  // Each line is judged once, however many sections (at most one per heading level) hold it.
  const judged = new Map<number, boolean>();
  const negated = (n: number) => judged.get(n) ?? judged.set(n, notDeployed(lines[n - 1]!)).get(n)!;
  const sectionSaysNone = (n: number): boolean => {
    const h = headings.get(n);
    if (!h) return false;
    const { start, end } = doc.sectionOf(h, 'protocol');
    let none = false;
    for (let k = start; k <= end; k++) {
      if (!negated(k)) {
        if (does(lines[k - 1]!)) return false;
      } else none = true;
    }
    return none;
  };
  for (const [i, l] of lines.entries()) {
    const m = PRODUCTION.exec(l);
    if (m && !negated(i + 1) && !sectionSaysNone(i + 1)) return { line: i + 1, column: m.index + 1, text: l.trim() };
  }
  return undefined;
}
