import { defineRule, list, notAFileMessage, plural, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

/** What a problem of each kind leaves unchecked, said on the finding. */
const CONSEQUENCE: Record<string, string> = {
  'too-large': 'no rule checked its content',
  'invalid-utf8': 'what the checks say about it rests on the replaced text',
  binary: 'what the checks say about it may be wrong',
  'not-a-file': 'not read, so no rule checked it',
  unreadable: 'no rule checked it',
  'outside-root': 'no rule checked it',
};

/** Problems that left a file unread: no rule saw its content. */
const UNREAD = new Set(['too-large', 'not-a-file', 'unreadable', 'outside-root']);

export default defineRule<EngagementModel>({
  id: 'file-integrity',
  pack: 'engagement',
  readsAfterOthers: true,
  summary: 'every file the checks read was read whole, as UTF-8 text',
  statuses: ['pass', 'warn', 'fail'],
  docs: `A check that reads nothing cannot fail: a 17 MB validation-log.md over the read limit, a
handoff.md that is a FIFO or a folder, or a file with invalid UTF-8 or NUL bytes would otherwise
pass the checks that read it, silently. After every other check has run, this one looks at the
files they read, and at the special files (a FIFO, a device, a broken link) the folders they listed
held (not a folder listed only to look a cited path up: a broken \`.env\` link beside a cited
README.md concerns no check), with a finding per file at the first bad byte (or line 1), naming the problem and what it
left unchecked. It fails when a file a check read was not read at all: over the 16 MiB or 250,000-line
limit (with its size), a special file or folder where a file was expected, an unreadable file, a file
read through a symlink out of the project, and a file or folder a listing held whose name is not
valid UTF-8 (no path the checks could name opens it, so an executor report named \`ops-<ff>.md\`
would hide its content from every check; the name is shown with such bytes in hex). A capture or trace that is a symlink out of the project is
passed over by the check that lists it, and only warns here. The checks that needed it could only skip or warn, so padding a handoff with
blank lines past the limit must not turn a failing engagement into a passing one. It warns when a
file was read but not as clean text (invalid UTF-8, NUL bytes: the checks read the replaced text),
and for a special file a folder's listing held (a FIFO among validation-outputs/).

It runs under every preset and tier, after the other checks, and appears in the report only when
it warns or fails: a folder whose files all read cleanly lists exactly the checks of its preset.`,
  check({ model }) {
    const findings: Finding[] = [];
    const said = new Set<string>();
    const unread = new Set<string>();
    for (const file of model.fs.filesRead()) {
      for (const p of file.problems) {
        const consequence = CONSEQUENCE[p.kind];
        findings.push({ file: file.rel, line: p.line ?? 1, column: p.column ?? 1, message: consequence ? `${p.message}; ${consequence}` : p.message });
        said.add(file.rel);
        if (UNREAD.has(p.kind)) unread.add(file.rel);
      }
    }
    // A FIFO or broken link a check met in a folder's listing (validation-outputs/x.json) and passed over unread.
    for (const e of model.fs.specialEntriesListed()) {
      if (said.has(e.rel)) continue;
      findings.push({ file: e.rel, line: 1, column: 1, message: notAFileMessage(e) });
      // A name no path string opens hides its content from every check, as a file over the limit does.
      if (e.badName !== undefined) unread.add(e.rel);
    }
    if (!findings.length) return { status: 'pass', detail: 'every file read was UTF-8 text within the size limit' };
    const files = [...new Set(findings.map((f) => f.file))].sort();
    return {
      status: unread.size ? 'fail' : 'warn',
      detail: unread.size
        ? `${plural(unread.size, 'file')} the checks needed could not be read, so what they say of ${unread.size === 1 ? 'it' : 'them'} was not checked: ${list([...unread].sort())}${files.length > unread.size ? `; ${plural(files.length - unread.size, 'more file')} not read whole as text` : ''}`
        : `${plural(files.length, 'file')} could not be read whole as text: ${list(files)}`,
      fix: 'Make each file a regular UTF-8 text file under 16 MiB and 250,000 lines (split or trim a log; remove NUL bytes), or move it out of the engagement folder.',
      findings,
    };
  },
});
