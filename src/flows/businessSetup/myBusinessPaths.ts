// The addresses of My business and its amendment pages (spec 000 §2 Business: businessClass, and the type forms
// imSoleForm, soleOcrForm, partnershipForm, limitedCompForm), under the My business entry so they share its tab,
// breadcrumb and access check.
import type { TypeChoice } from './typeChoices';

const ROOT = '/business/myBusiness';

export const MY_BUSINESS_PATHS = {
  root: ROOT,
  businessClass: `${ROOT}/businessClass`,
  form: `${ROOT}/:form`,
} as const;

/** The spec's form page of each type choice. */
export const FORM_OF_CHOICE: Readonly<Record<TypeChoice['key'], string>> = {
  unregistered: 'imSoleForm',
  registered: 'imSoleForm',
  registeredOcr: 'soleOcrForm',
  partnership: 'partnershipForm',
  limited: 'limitedCompForm',
};
