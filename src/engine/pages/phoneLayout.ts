// Which fields a list shows for each record on a phone, where a table does not fit: from the resource file's
// list.phone, or, when it says nothing, from its columns (the first is the name, the next two below it, the first
// amount or status on the right).
import type { ResourceDefinition } from '../../config/definitions';
import type { EntityDescriptor, FieldDescriptor } from '../../validation/entityTypes';
import { displayWidgetFor, UNBROKEN_WIDGETS } from '../widgets';
import { optionsOf } from '../registry';

export interface PhoneLayout {
  primary: FieldDescriptor[];
  secondary: FieldDescriptor[];
  tertiary: FieldDescriptor[];
  end?: FieldDescriptor;
  /**
   * The fields read with their label before the value: a bare count ("130") says nothing on its own, nor does which
   * of two amounts side by side is which.
   */
  named: ReadonlySet<string>;
  /** The fields that move down whole when a line breaks (the named ones with their names, and UNBROKEN_WIDGETS). */
  whole: ReadonlySet<string>;
}

const isEndValue = (field: FieldDescriptor) => displayWidgetFor(field) === 'money' || Boolean(field.enum);

/** How the field shows in every record: not when its schema's rules show it otherwise in some (a discount by its type). */
const alwaysShownAs = (field: FieldDescriptor, widget: string) =>
  displayWidgetFor(field) === widget && (field.when ?? []).every((condition) => displayWidgetFor(condition.rule) === widget);

/** A number shown as it is (not an amount, a percentage or a coded value): a table has its column's title above it. */
const isBareNumber = (field: FieldDescriptor) => alwaysShownAs(field, 'number');

const isMoney = (field: FieldDescriptor) => alwaysShownAs(field, 'money');

/**
 * Named: every bare number, the amounts of a line that holds more than one (a deal's price and its original), and
 * what the resource file names (list.phone.named: a push message's total cost). Whole: the named ones, and every value
 * that reads wrong broken over two lines.
 */
const withNames = (layout: Omit<PhoneLayout, 'named' | 'whole'>, declared: readonly string[] = []): PhoneLayout => {
  const lines = [layout.primary, layout.secondary, layout.tertiary, layout.end ? [layout.end] : []];
  const automatic = lines.flatMap((line) => {
    const amounts = line.filter(isMoney);
    return [...line.filter(isBareNumber), ...(amounts.length > 1 ? amounts : [])];
  });
  const named = new Set([...automatic.map((field) => field.name), ...declared]);
  const whole = lines.flat().filter((field) => named.has(field.name) || UNBROKEN_WIDGETS.has(displayWidgetFor(field)));
  return { ...layout, named, whole: new Set(whole.map((field) => field.name)) };
};

export const phoneLayout = (definition: ResourceDefinition, entity: EntityDescriptor): PhoneLayout => {
  const fieldsOf = (names: readonly string[] = []) =>
    names.map((name) => entity.fields[name]).filter((field): field is FieldDescriptor => field !== undefined);
  const declared = definition.list?.phone;
  if (declared) {
    return withNames(
      {
        primary: fieldsOf(declared.primary),
        secondary: fieldsOf(declared.secondary),
        tertiary: fieldsOf(declared.tertiary),
        end: declared.end === undefined ? undefined : entity.fields[declared.end],
      },
      declared.named,
    );
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
