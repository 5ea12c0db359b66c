import { defineRule, CONTRACT_HALT_ACTIONS, contractShow, contractSkipUnparsed, plural, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';

export default defineRule<ContractModel>({
  id: 'contract-halt-conditions',
  pack: 'contract',
  summary: 'Each halt condition has a non-empty trigger and the action halt or escalate',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A halt condition tells the agent when to stop: \`{ trigger, action }\` with a trigger the
agent can recognise and an action of ${CONTRACT_HALT_ACTIONS.join(' or ')}. An empty trigger, or one that is not
text, never fires; any other action is not one the protocol defines. In a markdown
rendering each **Halt conditions** item is a condition: the whole text before its
last arrow is the trigger (a leading domain name is part of it; a halt condition sets
no domain response), and its action is halt unless the item ends with
\`→ escalate\`. Any other single word after the last arrow fails, so a trigger that
itself contains an arrow (\`v1 -> v2\`) needs a final \`→ halt\`.`,
  audit: [
    { source: "Condition = { trigger: String, action: halt \u2228 escalate }", enforced: "fails on an empty trigger or another action" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes an empty list',
      target: 'contract.dc.json',
      files: {
        'contract.dc.json': `{
  "who": {
    "team": {
      "members": [
      ]
    },
    "roles": [
      {
      }
    ],
    "confirmed": true
  },
  "what": [
  ],
  "how_much": {
  },
  "halt_conditions": [],
  "exploration": {
  },
  "calibration": {
    "domains": [
      {
      }
    ]
  }
}`,
      },
    },
    {
      status: 'fail',
      title: 'reads markdown conditions: halt by default, escalate or another word after an arrow',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Halt conditions**:
- tests fail twice
- prod data at risk → escalate
- budget exceeded -> stop`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a halt-condition list',
      target: 'c.dc.yaml',
      files: {
        'c.dc.yaml': 'halt_conditions: none',
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const list = model.haltConditions;
    if (!list) return { status: 'skip', detail: model.format === 'markdown' ? 'the rendering has no **Halt conditions** section' : 'no halt_conditions list (see contract-schema)' };
    const findings: Finding[] = [];
    list.forEach((h, i) => {
      const n = `halt condition ${i + 1}`;
      if (!h.trigger) findings.push(model.at(h.at, `${n} has no trigger`));
      else if (h.trigger.text === undefined) findings.push(model.at(h.trigger.at, `${n} has a trigger that is not text (${contractShow(h.trigger)}); a trigger describes what stops the work`));
      else if (h.trigger.text.trim() === '') findings.push(model.at(h.trigger.at, `${n} has an empty trigger (${contractShow(h.trigger)})`));
      const a = h.action?.text;
      if (a === undefined || !(CONTRACT_HALT_ACTIONS as readonly string[]).includes(a)) {
        // In a rendering the word after the item's last arrow is its action, so an arrow inside the
        // trigger (`v1 -> v2`) reads as an action unless the item ends with its own arrow.
        const md = model.format === 'markdown' && a !== undefined;
        findings.push(
          model.at(
            h.action?.at ?? h.at,
            md
              ? `${n} has no ${CONTRACT_HALT_ACTIONS.join(' or ')} action after its last arrow ("${a}" follows it); end the item with → ${CONTRACT_HALT_ACTIONS.join(' or → ')}`
              : `${n} has action ${contractShow(h.action)}; it must be ${CONTRACT_HALT_ACTIONS.join(' or ')}`,
          ),
        );
      }
    });
    if (!findings.length) return { status: 'pass', detail: list.length ? `${plural(list.length, 'halt condition')}, each well formed` : 'no halt conditions declared' };
    return {
      status: 'fail',
      detail: `${plural(findings.length, 'malformed halt condition')}: ${findings[0]!.message}`,
      fix: 'Write each halt condition as a concrete trigger with the action halt or escalate.',
      findings,
    };
  },
});
