// Which sections of a resource's form or detail page a record has: a section with shownWhen belongs only to the
// records whose field holds one of the values (a promotion's coupon rules, for a coupon). The form skips it and
// does not send its fields; the detail page leaves it out.
import type { ResourceDefinition } from './definitions';

type Section = NonNullable<ResourceDefinition['form']>['sections'][number];

const sourceOf = (ref: Section['fields'][number]): string => (typeof ref === 'string' ? ref : ref.source);

export const sectionApplies = (section: { shownWhen?: Record<string, string[]> }, record: Readonly<Record<string, unknown>> | undefined): boolean =>
  Object.entries(section.shownWhen ?? {}).every(([field, values]) => values.includes(String(record?.[field] ?? '')));

/** The fields that decide which sections show (to watch in a form). */
export const sectionDecidingFields = (sections: readonly Section[]): string[] => [
  ...new Set(sections.flatMap((section) => Object.keys(section.shownWhen ?? {}))),
];

/** The record without the fields of the form sections it does not have (typed before its type changed). */
export const withoutSkippedSections = <T extends Record<string, unknown>>(definition: ResourceDefinition, record: T): T => {
  const sections = definition.form?.sections ?? [];
  const kept = new Set(sections.filter((section) => sectionApplies(section, record)).flatMap((section) => section.fields.map(sourceOf)));
  const skipped = sections.filter((section) => !sectionApplies(section, record)).flatMap((section) => section.fields.map(sourceOf));
  const result: Record<string, unknown> = { ...record };
  for (const source of skipped) if (!kept.has(source)) delete result[source];
  return result as T;
};
