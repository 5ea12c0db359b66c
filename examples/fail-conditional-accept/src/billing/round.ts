/**
 * Money rounding shared by invoices and the accounting export.
 *
 * Amounts are decimal in the accounting system and binary floats here:
 * 2.675 * 100 is 267.49999999999997 in float space, so Math.round lost a cent.
 * Shifting the decimal exponent through the string form keeps the value as
 * written, then rounds half-up (away from zero for credit notes).
 */
export function roundMoney(value: number, digits = 2): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`roundMoney: not a finite amount: ${value}`);
  }
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  return sign * Number(`${shifted}e-${digits}`);
}

/** Formats an already rounded amount for the PDF and the export file. */
export function formatMoney(value: number, currency = 'RUB'): string {
  return `${roundMoney(value).toFixed(2)} ${currency}`;
}
