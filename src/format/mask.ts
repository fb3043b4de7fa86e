// A sensitive value shown (or, for a write-only field, answered by the server) as a run of dots and its last four
// characters: '••••••••1234'. Spec 001 "Card mask: last 4 digits". Shared by the console and the embedded backend,
// so both tell a masked value from a typed one the same way.

const VISIBLE_TAIL = 4;
const MASK_RUN = '•'.repeat(8);
const MASKED = new RegExp(`^${MASK_RUN}[^•]{0,${VISIBLE_TAIL}}$`);

export const maskLastFour = (value: string): string => (isMasked(value) ? value : `${MASK_RUN}${value.slice(-VISIBLE_TAIL)}`);

/** Whether a value is already in the masked form: what a server answered, not what a person typed. */
export const isMasked = (value: unknown): boolean => typeof value === 'string' && MASKED.test(value);
