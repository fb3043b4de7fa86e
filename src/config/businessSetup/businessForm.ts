// Which fields each business type's form asks for (spec 000 §3 Business setup fields, document types 1 certificate
// of incorporation, 2 CR-12, 3 LLP2). Read by the form and by the embedded backend's SetUpBusiness, so the two
// never disagree on what a type needs.

export type BusinessType = '0' | '1' | '2' | '3';

export const BUSINESS_TYPES: readonly BusinessType[] = ['0', '1', '2', '3'];

/** The fields every business fills in (the description and the photo are optional). */
const COMMON_FIELDS = ['mercNm', 'industry', 'sector', 'description', 'businessPhoto', 'county', 'city', 'street', 'taxPin'] as const;

const REGISTRATION: Record<BusinessType, readonly string[]> = {
  // An unregistered sole proprietor has no certificate or registration number yet.
  '0': [],
  '1': ['ciNo', 'regCert'],
  '2': ['ciNo', 'regCert'],
  // LLP2 is the limited liability partnership's own form: offered, not required.
  '3': ['ciNo', 'certIncorporation', 'cr12', 'llp2'],
};

const OPTIONAL = new Set(['description', 'businessPhoto', 'llp2']);

/** The fields of a type's form, in the order the form shows them. */
export const formFieldsFor = (type: BusinessType): string[] => [...COMMON_FIELDS, ...REGISTRATION[type]];

export const requiredFieldsFor = (type: BusinessType): string[] => formFieldsFor(type).filter((field) => !OPTIONAL.has(field));

/** Partnerships and companies name their stakeholders before the bank details; a sole proprietor is the only one. */
export const hasStakeholderStep = (type: string): boolean => type === '2' || type === '3';

export const isBusinessType = (value: unknown): value is BusinessType => typeof value === 'string' && (BUSINESS_TYPES as readonly string[]).includes(value);
