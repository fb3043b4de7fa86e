// Which input or display a field gets: the resource file's choice, else the schema's x-widget, else its type.
import type { FieldRef } from '../generated/types';
import type { FieldDescriptor } from '../validation/entityTypes';

/** The widgets a resource file may name (its schema's list, generated), and those only a schema implies. */
export type Widget = NonNullable<Exclude<FieldRef, string>['widget']> | 'upload' | 'array' | 'checkboxes';

export const widgetFor = (field: FieldDescriptor, override?: string): Widget => {
  if (override) return override as Widget;
  if (field.widget) return field.widget as Widget;
  if (field.items?.upload) return 'upload';
  if (field.reference) return field.type === 'array' ? 'references' : 'reference';
  if (field.type === 'array' && field.items?.type === 'object') return 'array';
  if (field.type === 'array' && field.items?.enum) return 'checkboxes';
  if (field.enum) return field.enum.length <= 3 ? 'radio' : 'select';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.format === 'email') return 'email';
  if (field.format === 'wire-date') return 'date';
  return 'text';
};

/**
 * Values that read wrong broken over two lines ("KES." above "92,888.00", a date or a mobile in two halves): a table
 * cell keeps them on one line, and a phone's line moves them down whole.
 */
export const UNBROKEN_WIDGETS: ReadonlySet<string> = new Set<Widget>(['money', 'percent', 'number', 'date', 'time', 'clock', 'mobile']);

/** Enum fields show as chips in lists and details. */
export const displayWidgetFor = (field: FieldDescriptor, override?: string): Widget => {
  const widget = widgetFor(field, override);
  if (field.enum && (widget === 'select' || widget === 'radio' || widget === 'switch')) return 'chip';
  return widget;
};
