// A custom rule: the same shape as built-in ones (see rules/engagement/*.ts).
export default {
  id: 'no-todo-in-handoff',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  summary: 'handoff.md holds no TODO markers',
  statuses: ['pass', 'fail', 'skip'],
  docs: 'A handoff is the finished story of an iteration; a TODO in it is work not done.',
  check({ model }) {
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'no handoff.md' };
    const hits = doc.bodyLines().filter((l) => /\bTODO\b/.test(l.text));
    if (!hits.length) return { status: 'pass', detail: 'no TODO markers' };
    return {
      status: 'fail',
      detail: `${hits.length} TODO marker(s) in handoff.md`,
      fix: 'Finish the work or move it to §11 Known deferrals.',
      findings: hits.map((h) => doc.at(h.line, 'TODO marker in the handoff', h.text.indexOf('TODO') + 1)),
    };
  },
};
