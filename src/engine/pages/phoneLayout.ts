// Which fields a list shows for each record on a phone, where a table does not fit: from the resource file's
// list.phone, or, when it says nothing, from its columns (the first is the name, the next two below it, the first
// amount or status on the right).
import type { ResourceDefinition } from '../../config/definitions';
import type { EntityDescriptor, FieldDescriptor } from '../../validation/entityTypes';
import { displayWidgetFor } from '../widgets';
import { optionsOf } from '../registry';

export interface PhoneLayout {
  primary: FieldDescriptor[];
  secondary: FieldDescriptor[];
  tertiary: FieldDescriptor[];
  end?: FieldDescriptor;
  /** The fields read with their label before the value: a bare count ("130") says nothing on its own. */
  named: ReadonlySet<string>;
}

const isEndValue = (field: FieldDescriptor) => displayWidgetFor(field) === 'money' || Boolean(field.enum);

/**
 * A number shown as it is (not an amount, a percentage or a coded value, nor one whose rules make it one of those
 * record by record): a table has its column's title above it, a phone's line does not.
 */
const isBareNumber = (field: FieldDescriptor) => displayWidgetFor(field) === 'number' && !field.when;

const withNames = (layout: Omit<PhoneLayout, 'named'>): PhoneLayout => {
  const shown = [...layout.primary, ...layout.secondary, ...layout.tertiary, ...(layout.end ? [layout.end] : [])];
  return { ...layout, named: new Set(shown.filter(isBareNumber).map((field) => field.name)) };
};

export const phoneLayout = (definition: ResourceDefinition, entity: EntityDescriptor): PhoneLayout => {
  const fieldsOf = (names: readonly string[] = []) =>
    names.map((name) => entity.fields[name]).filter((field): field is FieldDescriptor => field !== undefined);
  const declared = definition.list?.phone;
  if (declared) {
    return withNames({
      primary: fieldsOf(declared.primary),
      secondary: fieldsOf(declared.secondary),
      tertiary: fieldsOf(declared.tertiary),
      end: declared.end === undefined ? undefined : entity.fields[declared.end],
    });
  }
  const columns = fieldsOf(
    (definition.list?.columns ?? [])
      .map(optionsOf)
      .filter((options) => !options.hidden)
      .map((options) => options.source),
  );
  const [first, ...rest] = columns;
  const end = rest.find(isEndValue);
  return withNames({ primary: first ? [first] : [], secondary: rest.filter((field) => field !== end).slice(0, 2), tertiary: [], end });
};
