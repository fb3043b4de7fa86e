// An amount as the provider's server writes it in its own texts (messages, descriptions, e-mails): 'KES. 1,234.50'
// with an ordinary space. The console shows its own amounts with a no-break space (src/format/money.ts).
import { formatKesNumber } from '../../src/format/money';

export const serverKes = (minor: number): string => `KES. ${formatKesNumber(minor)}`;
