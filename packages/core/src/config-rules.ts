import { ConfigError, quotable, type ResolvedConfig } from './config.js';
import type { RuleMeta } from './rule.js';
import { newAjv, type AjvValidator } from './io/libraries.js';
import { suggestion } from './suggest.js';
import { SUPPRESSIONS_CHECK } from './suppress.js';

/** A key in a message: quoted when it is a name, else said to be none (a config's other bytes are never echoed). */
const shownName = (key: string) => (quotable(key) === key ? `"${key}"` : `(${quotable(key)})`);

const compiled = new Map<object, AjvValidator>();

/**
 * Checks a config's `rules:` against the rules that exist (built-in and custom): an unknown id, or
 * options a rule does not declare in its `options` schema, is a ConfigError at the key's position.
 */
export async function checkRuleSettings(config: ResolvedConfig, rules: Array<Pick<RuleMeta, 'id' | 'options'>>): Promise<void> {
  const byId = new Map(rules.map((r) => [r.id, r]));
  for (const [id, setting] of Object.entries(config.rules)) {
    const at = config.ruleAt?.[id];
    if (id === SUPPRESSIONS_CHECK && !byId.has(id)) {
      checkSuppressionsSetting(setting, at?.key ?? config.files.at(-1) + ':1:1', at?.options);
      continue;
    }
    const rule = byId.get(id);
    // Custom rules left unloaded (an untrusted config) may be the ones these settings name.
    if (!rule && config.untrustedCode?.length) continue;
    if (!rule) throw new ConfigError(`${at?.key ?? config.files.at(-1) + ':1:1'} unknown rule ${shownName(id)} in rules${suggestion(id, [...byId.keys(), SUPPRESSIONS_CHECK])} (see \`engagement-lint rules\`)`);
    // `options: {}` asks for nothing: as if none were given, whichever rule it names.
    if (setting.options === undefined || isEmptyObject(setting.options)) continue;
    const where = at?.options ?? at?.key ?? '';
    if (!rule.options) throw new ConfigError(`${where} rule ${id} takes no options`);
    let validate = compiled.get(rule.options);
    if (!validate) {
      // ajv loads only when a config gives a rule options: it is not on the start-up path.
      validate = (await newAjv({ allErrors: false, strict: false })).compile(rule.options);
      compiled.set(rule.options, validate);
    }
    if (!validate(setting.options)) {
      const e = validate.errors![0]!;
      const extra = e.params['additionalProperty'];
      const names = Object.keys((rule.options as { properties?: object }).properties ?? {});
      if (extra !== undefined) {
        throw new ConfigError(`${at?.optionKeys?.[String(extra)] ?? where} unknown option ${shownName(String(extra))} of rule ${id}${suggestion(String(extra), names)} (options: ${names.join(', ') || 'none'})`);
      }
      throw new ConfigError(`${where} option ${e.instancePath.slice(1) || '(options)'} of rule ${id} ${e.message ?? 'is invalid'}`);
    }
  }
}

/**
 * The engine's own `suppressions` check takes a level like a rule: `warn` caps its failures (the
 * level every check's result goes through), `error` keeps its statuses. It cannot be `off`: it is
 * added after the rules run, and without it a suppression that silences nothing would go unseen.
 */
function checkSuppressionsSetting(setting: ResolvedConfig['rules'][string], where: string, optionsAt = where): void {
  if (setting.level === 'off') throw new ConfigError(`${where} the ${SUPPRESSIONS_CHECK} check cannot be turned off (a suppression that silences nothing would go unseen); use "warn" to keep its failures from failing the run`);
  if (setting.options !== undefined && !isEmptyObject(setting.options)) throw new ConfigError(`${optionsAt} rule ${SUPPRESSIONS_CHECK} takes no options`);
}

const isEmptyObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
