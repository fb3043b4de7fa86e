export {
  toMinorUnits,
  fromMinorUnits,
  formatKes,
  formatKesNumber,
  sanitizeAmountInput,
  finishAmountInput,
  checkAmount,
} from './money';
export type { AmountInputOptions, AmountRules, AmountProblem } from './money';
export {
  parseWireDate,
  toWireDate,
  formatDisplayDate,
  setDisplayStyle,
  formatWireTime,
  formatWireClock,
  parseWireDateTime,
  formatDisplayDateTime,
  dayLabel,
} from './dates';
export { formatTypedDate, maskDisplayDate, parseDisplayDate, parseDisplayTime, lacksHalfOfDay, typedDateLayout } from './typedDates';
export { COUNTRY_CODE, normalizeMobileInput, toNationalMobile, isValidKenyanMobile, formatMobileDisplay } from './mobile';
export { truncateName, maskCard } from './names';
export { maskLastFour, isMasked } from './mask';
