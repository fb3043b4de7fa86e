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
}

const isEndValue = (field: FieldDescriptor) => displayWidgetFor(field) === 'money' || Boolean(field.enum);

export const phoneLayout = (definition: ResourceDefinition, entity: EntityDescriptor): PhoneLayout => {
  const fieldsOf = (names: readonly string[] = []) =>
    names.map((name) => entity.fields[name]).filter((field): field is FieldDescriptor => field !== undefined);
  const declared = definition.list?.phone;
  if (declared) {
    return {
      primary: fieldsOf(declared.primary),
      secondary: fieldsOf(declared.secondary),
      tertiary: fieldsOf(declared.tertiary),
      end: declared.end === undefined ? undefined : entity.fields[declared.end],
    };
  }
  const columns = fieldsOf(
    (definition.list?.columns ?? [])
      .map(optionsOf)
      .filter((options) => !options.hidden)
      .map((options) => options.source),
  );
  const [first, ...rest] = columns;
  const end = rest.find(isEndValue);
  return { primary: first ? [first] : [], secondary: rest.filter((field) => field !== end).slice(0, 2), tertiary: [], end };
};
