/** A pattern matching exactly `text`: a case's `detail` or `message` asserted in full rather than as a substring. */
export const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
