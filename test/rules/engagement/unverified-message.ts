/** What binary-verdict says of an ACCEPT round naming a bar it did not verify, shared by the tests of that reading. */
export const LOG = 'engagement/acceptance-log.md';
export const recommended = { preset: 'recommended' as const };
export const UNVERIFIED = (quote: string, what: string) =>
  `the ACCEPT's round says an acceptance bar was not verified ("${quote}"): the verdict must be \`REJECT — validation incomplete: ${what}\`, not an ACCEPT (do not defer the verification); the verdict is binary`;
