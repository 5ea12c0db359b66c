import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/protocol-version.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

// frontmatter: --- / engagement / domain / size / ux_heavy / tools_required / protocol_version
const at7 = (message: string) => ({ file: 'engagement/criteria.md', line: 7, column: 1, message });
const pinned = (v: string) => ({ 'criteria.md': criteria({ protocol_version: v }) });

ruleTester(rule, {
  valid: [
    { name: 'the current version', files: pinned('4'), detail: /current/ },
    { name: 'a version that is not pinned', files: { 'criteria.md': criteria() }, detail: /not pinned/ },
    { name: 'a quoted version reads as its integer', files: pinned('"4"'), detail: 'protocol_version 4 is current' },
    { name: 'broken YAML read line by line, no version', files: { 'criteria.md': '---\nsize: [M\n---\n' }, detail: /not pinned/ },
    { name: 'no criteria.md', status: 'skip', files: {}, detail: /missing or unreadable/ },
    { name: 'a binary criteria.md', status: 'skip', files: { 'criteria.md': Buffer.from([0, 1, 2, 0xff, 0xfe]) } },
  ],
  invalid: [
    {
      name: 'the older supported version warns and points to engagement-migrate',
      status: 'warn',
      files: pinned('3'),
      detail: /older than current 4/,
      fix: /engagement-migrate/,
      findings: [at7('protocol_version 3 is supported but not current (4)')],
    },
    {
      name: 'an obsolete version',
      files: pinned('2'),
      detail: /^engagement uses obsolete protocol; run engagement-migrate/,
      findings: [at7('protocol_version 2 is below the minimum supported 3')],
    },
    {
      name: 'a version newer than the tool',
      files: pinned('5'),
      detail: /newer than this tool supports.*out of date/,
      findings: [at7('protocol_version 5 is newer than the supported 4')],
    },
    ...['v4', '4.5', '[4]', 'true'].map((v) => ({
      name: `the non-integer ${v}`,
      files: pinned(v),
      detail: /must be an integer/,
      findings: [at7(`protocol_version \`${v}\` is not an integer`)],
    })),
    {
      name: 'YAML bytes (`!!binary`) shown as written, not as a Buffer\'s JSON',
      files: pinned('!!binary NA=='),
      detail: 'protocol_version must be an integer, found `!!binary NA==`',
      findings: [at7('protocol_version `!!binary NA==` is not an integer')],
    },
    {
      name: 'broken YAML read line by line, an obsolete version',
      files: { 'criteria.md': '---\nengagement: a: b\nprotocol_version: 2\n---\n' },
      detail: /obsolete protocol/,
      findings: [{ file: 'engagement/criteria.md', line: 3, column: 1, message: 'protocol_version 2 is below the minimum supported 3' }],
    },
  ],
});
