// Locale keys of a declared resource (the config check makes sure each exists in both languages).
export const fieldLabel = (resource: string, field: string) => `resources.${resource}.fields.${field}`;
export const sectionLabel = (resource: string, section: string) => `resources.${resource}.sections.${section}`;
export const commandLabel = (resource: string, command: string, part: 'label' | 'confirmTitle' | 'confirmContent' | 'done') =>
  `resources.${resource}.commands.${command}.${part}`;
export const inputLabel = (entity: string, field: string) => `${entity}.fields.${field}`;
