// A few values one of which is taken ("3, 6, or 12 months"; 3、6或12 个月), written as the language writes such a
// list, not joined with commas, which read as "all of them" and are not Chinese punctuation.

/** The values as alternatives in the language (BCP 47: 'en-US', 'zh-CN'). */
export const oneOf = (values: ReadonlyArray<string | number>, locale: string): string =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(values.map(String));
