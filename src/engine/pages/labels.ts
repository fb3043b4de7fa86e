// Locale keys of a declared resource (the config check makes sure each exists in both languages).
export const fieldLabel = (resource: string, field: string) => `resources.${resource}.fields.${field}`;
/** A field inside the rows of an array of objects: resources.<resource>.itemFields.<array>.<field>. */
export const itemFieldLabel = (resource: string, arrayField: string, itemField: string) => `resources.${resource}.itemFields.${arrayField}.${itemField}`;
export const sectionLabel = (resource: string, section: string) => `resources.${resource}.sections.${section}`;
export const commandLabel = (resource: string, command: string, part: 'label' | 'confirmTitle' | 'confirmContent' | 'done') =>
  `resources.${resource}.commands.${command}.${part}`;
export const inputLabel = (entity: string, field: string) => `${entity}.fields.${field}`;
/** A resource's own words for adding a record ("Request a till"), optional: react-admin's "Create" otherwise. */
export const createLabel = (resource: string) => `resources.${resource}.createLabel`;
