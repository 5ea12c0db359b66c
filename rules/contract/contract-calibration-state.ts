import { defineRule, contractByLine, CONTRACT_PERSISTENCE, contractHistoryHalf, contractIsDomain, contractPathLabel, contractSkipUnparsed, contractTexts, plural, type ContractHistoryEntry, type ContractModel, type ContractResponseEntry, type ContractValue, type Finding } from '@engagement-lint/core/kit-contract';
import { YAML_CONTRACT, YAML_WITHOUT_CALIBRATION } from './lib/examples-fixtures.js';

/** A history answer; `read` says how it came to be about one FileModification half. */
type Answer = { response: string; h: ContractHistoryEntry; read?: 'key' | 'scenario' };
type Half = 'ephemeral' | 'durable';
/**
 * `half`: the half `want` answered; `split`: how_much gives that half its own value; `halves`: a plain
 * response history answers differently per half; `replaced`: with `fallback`, the last answer for
 * that half, which the later plain answer `want` replaced.
 */
type Expectation = { got: ContractValue; want: Answer; half?: Half; split: boolean; fallback: boolean; halves?: [Answer, Answer]; replaced?: Answer };
/** Where a history entry is said to be in a message: `line 17`, or with its index when its line holds other entries (one-line JSON). */
type Place = (h: ContractHistoryEntry) => string;

/** A history entry's index in the list: the order of the answers, which lines cannot tell in one-line JSON. */
const order = (h: ContractHistoryEntry) => Number(h.pointer.slice(h.pointer.lastIndexOf('/') + 1));

/**
 * The how_much values a domain's history must match. A plain answer sets the plain response; a
 * persistence half takes the last answer for that half, or the last plain answer when that half
 * was never asked (the plain answer covers both). A plain how_much response with half answers in
 * history must be what both halves were last answered; when they were answered differently, it
 * cannot be, and how_much must split (`halves`).
 */
function expectations(e: ContractResponseEntry, plain: Answer | undefined, halves: Partial<Record<Half, Answer>>, replaced: Partial<Record<Half, Answer>>): Expectation[] {
  const out: Expectation[] = [];
  if (!e.persistence) {
    if (!e.response) return out;
    const eph = halves.ephemeral ?? plain;
    const dur = halves.durable ?? plain;
    if (eph && dur && eph.response !== dur.response) return [{ got: e.response, want: dur, split: false, fallback: false, halves: [eph, dur] }];
    // The one answer both halves share: the later of the two when both were asked.
    const want = eph && dur ? (order(eph.h) > order(dur.h) ? eph : dur) : (eph ?? dur);
    const half = want === halves.ephemeral ? 'ephemeral' : want === halves.durable ? 'durable' : undefined;
    if (want) out.push({ got: e.response, want, ...(half ? { half } : {}), split: false, fallback: false });
    return out;
  }
  if (e.response && plain) out.push({ got: e.response, want: plain, split: false, fallback: false });
  for (const k of CONTRACT_PERSISTENCE) {
    const half = e.persistence[k];
    if (half) {
      const want = halves[k] ?? plain;
      const gone = halves[k] ? undefined : replaced[k];
      if (want) out.push({ got: half, want, half: k, split: true, fallback: !halves[k], ...(gone ? { replaced: gone } : {}) });
    } else if (halves[k] && e.response) out.push({ got: e.response, want: halves[k], half: k, split: true, fallback: false });
  }
  return out;
}

/** Where an answer was given, and why it is about one half: `line 17` or `line 17, read as the durable half from its scenario`. */
function answerAt(a: Answer, half: string, place: Place): string {
  if (a.read === 'scenario') return `${place(a.h)}, read as the ${half} half from its scenario`;
  if (a.read === 'key') return `${place(a.h)}, persistence: ${half}`;
  return place(a.h);
}

/**
 * For a FileModification split by persistence, what to add to a plain answer whose scenario names
 * neither half: a half history does not answer after it and whose how_much value is that answer, so
 * that marking it would make how_much and history agree; both when both fit.
 */
function halfHint(e: ContractResponseEntry, a: Answer, halves: Partial<Record<Half, Answer>>, place: Place): string {
  if (e.domain.text !== 'FileModification' || !e.persistence || a.read || a.h.persistence) return '';
  const fits = CONTRACT_PERSISTENCE.filter((k) => !halves[k] && e.persistence?.[k]?.text === a.response);
  if (!fits.length) return '';
  const which = fits.length === 1 ? `was about ${fits[0]} files, add \`persistence: ${fits[0]}\`` : "was about one half's files, add `persistence: ephemeral` or `persistence: durable`";
  return `; if that answer (${place(a.h)}) ${which} to it (its scenario names neither half)`;
}

/** A response as the message shows it: quoted when blanks at its ends (or nothing) would hide how it differs. */
const said = (v: string) => (v.trim() === v && v !== '' ? v : JSON.stringify(v));

/** The message for a how_much value that differs from what history says it must be. */
function mismatch(d: string, x: Expectation, place: Place): string {
  const got = said(x.got.text!);
  if (x.halves) {
    const [eph, dur] = x.halves;
    return `how_much gives ${d} one response, ${got}, but history answers its halves differently: ephemeral ${said(eph.response)} (${answerAt(eph, 'ephemeral', place)}), durable ${said(dur.response)} (${answerAt(dur, 'durable', place)}); split it by persistence`;
  }
  const half = x.half ?? '';
  const head = `how_much gives ${d}${x.split && half ? ` (${half})` : ''} ${got}, but`;
  // A half answered before the last plain answer was replaced by it: say so, or the message would deny an answer the file shows.
  if (x.fallback && x.replaced) return `${head} history records no ${half} answer after the plain answer at ${place(x.want.h)}, which was ${said(x.want.response)} and replaces the earlier ${half} answer (${answerAt(x.replaced, half, place)})`;
  const which = x.fallback ? `history records no ${half} answer, and the last plain answer (${place(x.want.h)}) was` : `the last ${half ? `${half} ` : ''}answer in history (${answerAt(x.want, half, place)}) was`;
  return `${head} ${which} ${said(x.want.response)}`;
}

export default defineRule<ContractModel>({
  id: 'contract-calibration-state',
  pack: 'contract',
  summary: 'Calibrated, skipped and history agree with each other and with how_much',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The mode state behind the contract must be consistent:
- calibrated ∪ skipped ⊆ domains, and calibrated ∩ skipped = ∅;
- a skipped domain (not applicable) is not in \`what\`;
- every history answer is about a domain in \`domains\`;
- when history is recorded, every calibrated domain has at least one answer
  (calibration over declaration);
- the response in \`how_much\` is the last history answer for that domain, so a
  domain answered in history has a response there (whether or not \`calibrated\`
  lists it), unless it is skipped or the protocol was escaped (\`calibration.outcome: escaped\`:
  Esc ended it, no contract applies, so no domain needs a response; a response how_much does
  give must still be the last answer). A
  FileModification answer is about one persistence half when its \`persistence\` key
  says \`ephemeral\` or \`durable\` (in any case: contract-schema reports \`Durable\`; a value naming
  neither half leaves the domain's response uncompared, as what that answer was about cannot be told), or, when how_much splits FileModification by
  persistence, when its scenario's question asks about one half's files. The half is read
  from the question's subject, the words after "When" (or from the start of a scenario
  written as a phrase, \`persistent files\`) up to its verb (\`need\`, \`change\`,
  \`must\`, …): a subject naming persistent or durable files, persistence, config or configuration, memory, rules, CLAUDE.md,
  source code, migrations, schemas or files that persist is the durable half (the protocol's "When persistent files
  (config, memory, rules) need changes?"); one naming non-persistent, temporary, temp or scratch
  files, build artifacts or output, or generated code is the ephemeral half, tested first (a
  rendering's qualifiers name the halves by the same words). German questions are read the same
  way ("Wenn persistente Dateien (Konfiguration, Regeln) geändert werden müssen?": persistente,
  dauerhafte, Konfiguration, Regeln, Quellcode; temporäre, flüchtige, generierte). The question may
  open with words before "When" ("What should I do when persistent files need changes?"), and when
  its subject is a person ("When you need to modify config?") the files are what the verb changes. A word
  elsewhere in the scenario names no half: "When the CSV writer needs a fix for a memory leak?"
  asks about the CSV writer, and is a plain answer about the whole domain. Scenario words never
  split a plain how_much response: it equals the last answer, whatever its scenario. With a split, a plain
  \`response\` equals the last plain answer, and each \`persistence\` half equals the last
  answer for that half or, when that half was never asked, the last plain answer; a half
  that differs fails at the half's value. A plain answer replaces the half answers before
  it. A plain how_much response whose halves history (by \`persistence\` key) answers
  differently fails: it must be split. When how_much splits FileModification and a plain answer
  whose scenario names neither half fails, the message suggests adding \`persistence: durable\`
  (or \`ephemeral\`: the half how_much gives that answer's response) to that history entry.

A response with a blank at either end is quoted in the message (\`"Minimal "\`), where it would
otherwise read as the answer it differs from.

A skipped domain left in \`what\` is reported at its \`what\` entry, where the fix goes.
Messages name a history answer by its line; when that line holds other answers too (a contract
saved as one line of JSON) they add its index (\`line 1, calibration.history[4]\`), and "last"
always means last in the list.
A markdown rendering can show only that calibrated and skipped are disjoint: a
domain listed under a response section (at any response, its default included)
and also under **Skipped** fails.`,
  audit: [
    { source: "calibrated \u222a skipped \u2286 domains; calibrated \u2229 skipped = \u2205", enforced: "fails on a calibrated or skipped domain outside `domains`, or one both calibrated and skipped" },
    { source: "history: List<(D\u1d62, S\u2096, R)>", enforced: "fails when a history entry names a domain outside `domains`, or how_much disagrees with the last answer for a domain" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a consistent calibration (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_CONTRACT,
      },
    },
    {
      status: 'fail',
      title: 'fails a markdown domain that is both listed and skipped',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Autonomous**:
- Exploration: read
**Skipped**:
- Exploration: autonomous (read-only, inherently safe)`,
      },
    },
    {
      status: 'skip',
      title: 'skips a contract without calibration state',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_WITHOUT_CALIBRATION,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const c = model.calibration;
    if (!c) return { status: 'skip', detail: 'the contract records no calibration state' };
    const findings: Finding[] = [];
    const domains = c.domains ? new Set(contractTexts(c.domains)) : undefined;
    const calibrated = new Set(contractTexts(c.calibrated));
    const md = model.format === 'markdown';
    if (domains) {
      for (const [key, list] of [['calibrated', c.calibrated], ['skipped', c.skipped]] as const) {
        for (const v of list ?? []) {
          if (v.text !== undefined && !domains.has(v.text)) findings.push(model.at(v.at, `${v.text} is ${key} but not in calibration.domains`));
        }
      }
    }
    // A rendering's response sections list a domain at its default too, which is not a calibration
    // (see the markdown reader) but still contradicts **Skipped**.
    const listed = md ? new Set((model.howMuch ?? []).flatMap((e) => (e.domain.text === undefined ? [] : [e.domain.text]))) : calibrated;
    for (const v of c.skipped ?? []) {
      if (v.text === undefined) continue;
      if (listed.has(v.text)) findings.push(model.at(v.at, md ? `${v.text} is under **Skipped** and also listed with a response` : `${v.text} is both calibrated and skipped`));
      // Reported where the fix goes: the `what` entry.
      const inWhat = (model.what ?? []).find((w) => w.text === v.text);
      if (inWhat) findings.push(model.at(inWhat.at, `${v.text} is skipped (not applicable) but still in \`what\`; remove it from \`what\` (or from \`skipped\` if it applies)`));
    }
    const history = c.history ?? [];
    // A line holding several entries (one-line JSON) names none of them: the entry's index does.
    const perLine = new Map<number, number>();
    for (const h of history) perLine.set(h.at.line, (perLine.get(h.at.line) ?? 0) + 1);
    const place: Place = (h) => (perLine.get(h.at.line)! > 1 ? `line ${h.at.line}, ${contractPathLabel(h.pointer)}` : `line ${h.at.line}`);
    // The last plain answer and the last answer for each persistence half, per domain; `replaced`: the
    // last half answers a later plain answer replaced (named in the message).
    const last = new Map<string, { plain?: Answer; halves: Partial<Record<Half, Answer>>; replaced: Partial<Record<Half, Answer>> }>();
    const untold = new Set<string>();
    for (const h of history) {
      const d = h.domain?.text;
      if (d === undefined) continue;
      if (domains && !domains.has(d)) findings.push(model.at(h.domain!.at, `history answers a question about ${d}, which is not in calibration.domains`));
      const r = h.response?.text;
      if (r === undefined) continue;
      const slot = last.get(d) ?? { halves: {}, replaced: {} };
      last.set(d, slot);
      // The spec compares how_much with "the last history response for that domain": an answer is
      // about one half only when its `persistence` key says so, or when how_much splits the domain
      // and its scenario asks about one half. Scenario words alone never split a plain response.
      const split = model.entryOf(d)?.persistence !== undefined;
      const key = h.persistence?.text;
      // A persistence no reading knows (contract-schema reports it) may be about either half: what history says of this domain is not told.
      if (key !== undefined && !(CONTRACT_PERSISTENCE as readonly string[]).includes(key.trim().toLowerCase())) untold.add(d);
      const half = contractHistoryHalf(d, key, split ? h.scenario?.text : undefined);
      if (half) slot.halves[half] = { response: r, h, read: key?.trim().toLowerCase() === half ? 'key' : 'scenario' };
      else {
        // A later plain answer is about the whole domain: it replaces the halves answered before it.
        slot.plain = { response: r, h };
        slot.replaced = { ...slot.replaced, ...slot.halves };
        slot.halves = {};
      }
    }
    if (c.history) {
      const answered = new Set<string>();
      for (const h of history) if (h.domain?.text !== undefined) answered.add(h.domain.text);
      for (const v of c.calibrated ?? []) {
        if (v.text !== undefined && !answered.has(v.text)) {
          findings.push(model.at(v.at, `${v.text} is marked calibrated but history records no answer for it`));
        }
      }
    }
    const skipped = new Set(contractTexts(c.skipped));
    // "escaped: nothing further holds" (contract-outcome): Esc ended the protocol and no contract applies,
    // so how_much owes an answered domain no response; a response it does give must still be the last answer.
    const escaped = c.outcome?.text === 'escaped';
    for (const [d, { plain, halves, replaced }] of last) {
      const e = model.entryOf(d);
      if (!contractIsDomain(d)) continue;
      if (!e) {
        // An answered domain dropped from how_much has lost the user's answer; one later skipped
        // (not applicable) has none, and one outside `domains` is reported above.
        const answer = [plain, halves.ephemeral, halves.durable].filter((a): a is Answer => a !== undefined).sort((a, b) => order(b.h) - order(a.h))[0];
        if (answer && model.howMuch && !escaped && !skipped.has(d) && (!domains || domains.has(d))) {
          findings.push(model.at(answer.h.response?.at ?? answer.h.at, `history answers ${d} (${place(answer.h)}: ${said(answer.response)}) but how_much gives it no response; the last answer is its response`));
        }
        continue;
      }
      if (untold.has(d)) continue;
      for (const x of expectations(e, plain, halves, replaced)) {
        if (x.got.text === undefined || (!x.halves && x.got.text === x.want.response)) continue;
        findings.push(model.at(x.got.at, mismatch(d, x, place) + (x.halves ? '' : halfHint(e, x.want, halves, place))));
      }
    }
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: `calibration state consistent (${calibrated.size} calibrated, ${c.skipped?.length ?? 0} skipped, ${plural(history.length, 'answer')})` };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'calibration-state problem')}: ${findings[0]!.message}`,
      fix: 'Keep calibrated and skipped disjoint and inside domains, drop skipped domains from `what`, and give each calibrated domain its last recorded answer (mark an answer about one FileModification half with `persistence: ephemeral` or `persistence: durable`).',
      findings,
    };
  },
});
