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
  formatTypedDate,
  setDisplayStyle,
  formatWireTime,
  formatDisplayTime,
  parseDisplayTime,
  parseWireDateTime,
  formatDisplayDateTime,
  dayLabel,
  maskDisplayDate,
  parseDisplayDate,
} from './dates';
export { COUNTRY_CODE, normalizeMobileInput, toNationalMobile, isValidKenyanMobile, formatMobileDisplay } from './mobile';
export { truncateName, maskCard } from './names';
export { maskLastFour, isMasked } from './mask';
