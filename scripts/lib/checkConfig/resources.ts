// A resource file must name real entity fields, unique sections and commands, and the methods its screens need: the engine trusts it.
import { asArray, asString, didYouMean, escapePointerSegment, getAtPointer, isObject, quoteList, type ConfigFile } from '../configFiles';
import type { CheckContext } from './context';
import { checkIcon } from './icons';
import { checkPermissionCode } from './permissions';
import { effective, entityNamed, lookupField, reportMissingEntity, type Effective, type Entity } from './schemaModel';
import { checkCommandTarget, checkServiceMethod, checkServiceResource } from './services';
import { checkSingleton } from './singletons';
import { checkTemplates } from './templates';

export const checkResource = (ctx: CheckContext, file: ConfigFile): void => {
  if (!file.parsed || !isObject(file.parsed.value)) return;
  const resource = file.parsed.value;
  const path = file.path;
  const name = asString(resource.name);
  if (name !== undefined && name !== file.name) ctx.report(path, '/name', `name "${name}" must equal the file name, "${file.name}"`);
  // Locale keys follow the file name: when "name" differs, that one mistake is reported, not every label again.
  const prefix = `resources.${file.name}`;
  ctx.need(`${prefix}.name`, path, name !== undefined ? '/name' : '');

  const entityName = asString(resource.entity);
  let entity: Entity | null = null;
  if (entityName !== undefined && /^[a-z][A-Za-z0-9]*$/.test(entityName)) {
    entity = entityNamed(ctx, entityName);
    if (!entity) reportMissingEntity(ctx, path, '/entity', entityName);
    else ctx.usedEntities.add(entityName);
  }

  const checkField = (pointer: string, field: unknown, options: { label?: boolean; against?: Entity | null } = {}): Effective | undefined => {
    if (typeof field !== 'string') return undefined;
    const target = options.against === undefined ? entity : options.against;
    // A field missing from the schema is reported once, here, rather than again as a missing locale key.
    const { field: found, problem } = target ? lookupField(ctx, target, field) : {};
    if (problem) ctx.report(path, pointer, problem);
    else if (options.label) {
      ctx.need(`${prefix}.fields.${field}`, path, pointer);
      // An array of objects shows its rows with a label per item field.
      if (found?.type === 'array' && found.items) {
        for (const itemField of effective(ctx, found.items).properties.keys()) ctx.need(`${prefix}.itemFields.${field}.${itemField}`, path, pointer);
      }
    }
    return found;
  };
  const checkValues = (pointer: string, field: string, found: Effective | undefined, values: unknown[]) => {
    if (!found?.values || !entity) return;
    values.forEach((value, index) => {
      if (!['string', 'number', 'boolean'].includes(typeof value)) return;
      if (found.values!.includes(String(value))) return;
      const where = Array.isArray(getAtPointer(resource, pointer)) ? `${pointer}/${index}` : pointer;
      ctx.report(path, where, `${JSON.stringify(value)} is not a value of "${field}" in ${entity.file} (${quoteList(found.values!)})${didYouMean(String(value), found.values!)}`);
    });
  };
  const refSource = (ref: unknown): unknown => (isObject(ref) ? ref.source : ref);
  const refPointer = (pointer: string, ref: unknown): string => (isObject(ref) ? `${pointer}/source` : pointer);

  const singleton = resource.singleton === true;
  checkField('/idField', resource.idField);
  if (isObject(resource.lockedWhen)) {
    for (const [field, values] of Object.entries(resource.lockedWhen)) {
      const pointer = `/lockedWhen/${escapePointerSegment(field)}`;
      if (!entity) continue;
      const { field: found, problem } = lookupField(ctx, entity, field);
      if (problem) ctx.report(path, pointer, problem);
      else checkValues(pointer, field, found, asArray(values));
    }
    ctx.need(`${prefix}.locked`, path, '/lockedWhen');
  }
  if (Array.isArray(resource.recordRepresentation)) resource.recordRepresentation.forEach((field, index) => checkField(`/recordRepresentation/${index}`, field));
  else checkField('/recordRepresentation', resource.recordRepresentation);
  checkIcon(ctx, path, '/icon', resource.icon);

  if (isObject(resource.access)) {
    for (const [action, code] of Object.entries(resource.access)) checkPermissionCode(ctx, path, `/access/${escapePointerSegment(action)}`, code);
  }

  // list
  const list = isObject(resource.list) ? resource.list : undefined;
  if (list) {
    asArray(list.columns).forEach((column, index) => checkField(refPointer(`/list/columns/${index}`, column), refSource(column), { label: true }));
    asArray(list.filters).forEach((filter, index) => {
      const source = isObject(filter) ? filter.source : undefined;
      if (source === 'q') return;
      const found = checkField(`/list/filters/${index}/source`, source, { label: true });
      if (isObject(filter) && filter.range === true && found && (found.values || !['string', 'integer', 'number'].includes(found.type ?? ''))) {
        ctx.report(path, `/list/filters/${index}/range`, `a range filter needs a date, number or money field, but "${String(source)}" is ${found.values ? 'an enum' : `of type ${found.type}`}`);
      }
    });
    asArray(list.searchIn).forEach((field, index) => checkField(`/list/searchIn/${index}`, field));
    const phone = list.phone;
    if (isObject(phone)) {
      for (const line of ['primary', 'secondary', 'tertiary'] as const) {
        asArray(phone[line]).forEach((field, index) => checkField(`/list/phone/${line}/${index}`, field, { label: true }));
      }
      if (phone.end !== undefined) checkField('/list/phone/end', phone.end, { label: true });
      const shown = [...(['primary', 'secondary', 'tertiary'] as const).flatMap((line) => asArray(phone[line])), phone.end];
      asArray(phone.named).forEach((field, index) => {
        if (!shown.includes(field)) ctx.report(path, `/list/phone/named/${index}`, `"${String(field)}" is named but not shown in a line of list.phone`);
      });
    }
    if (isObject(list.tabs) && typeof list.tabs.source === 'string') {
      const found = checkField('/list/tabs/source', list.tabs.source, { label: true });
      if (found && !found.values) ctx.report(path, '/list/tabs/source', `tabs need an enum field, but "${list.tabs.source}" has no enum in ${entity?.file}`);
      checkValues('/list/tabs/values', list.tabs.source, found, asArray(list.tabs.values));
    }
    if (isObject(list.sort)) checkField('/list/sort/field', list.sort.field);
    if (isObject(list.scan)) checkField('/list/scan/field', list.scan.field, { label: true });
    if (isObject(list.permanentFilter)) {
      for (const [field, value] of Object.entries(list.permanentFilter)) {
        const pointer = `/list/permanentFilter/${escapePointerSegment(field)}`;
        if (!entity) continue;
        const { field: found, problem } = lookupField(ctx, entity, field);
        if (problem) ctx.report(path, pointer, problem);
        else checkValues(pointer, field, found, [value]);
      }
    }
    if (list.rowClick === 'edit' && !resource.form) ctx.report(path, '/list/rowClick', 'rows open the edit page, but the resource declares no form', 'warning');
  }

  /** A field's presets: a declared resource whose entity has the field itself and the label field. */
  const checkPresets = (pointer: string, presets: Record<string, unknown>, source: unknown): void => {
    const target = asString(presets.resource);
    const file = target === undefined ? undefined : [...ctx.set.resources.values()].find((candidate) => candidate.name === target);
    if (!file) {
      ctx.report(path, `${pointer}/resource`, `no resource file declares "${String(target)}" (resources/${String(target)}.json)`);
      return;
    }
    const targetEntityName = isObject(file.parsed?.value) ? asString(file.parsed.value.entity) : undefined;
    const targetEntity = targetEntityName ? entityNamed(ctx, targetEntityName) : null;
    if (!targetEntity) return;
    checkField(`${pointer}/label`, presets.label, { against: targetEntity });
    checkField(pointer, source, { against: targetEntity });
  };

  // form and show
  for (const layoutName of ['form', 'show'] as const) {
    const layout = resource[layoutName];
    if (!isObject(layout)) continue;
    const keys = new Map<string, number>();
    asArray(layout.sections).forEach((section, sectionIndex) => {
      if (!isObject(section)) return;
      const sectionPointer = `/${layoutName}/sections/${sectionIndex}`;
      if (typeof section.key === 'string') {
        const earlier = keys.get(section.key);
        if (earlier !== undefined) ctx.report(path, `${sectionPointer}/key`, `section key "${section.key}" is already used by /${layoutName}/sections/${earlier}`);
        else keys.set(section.key, sectionIndex);
        ctx.need(`${prefix}.sections.${section.key}`, path, `${sectionPointer}/key`);
      }
      if (isObject(section.shownWhen)) {
        for (const [field, values] of Object.entries(section.shownWhen)) {
          const pointer = `${sectionPointer}/shownWhen/${escapePointerSegment(field)}`;
          if (!entity) continue;
          const { field: found, problem } = lookupField(ctx, entity, field);
          if (problem) ctx.report(path, pointer, problem);
          else checkValues(pointer, field, found, asArray(values));
        }
      }
      if (isObject(section.preview)) {
        const previewPointer = `${sectionPointer}/preview`;
        if (layoutName === 'show') ctx.report(path, previewPointer, 'a preview is worked out from a form as it is typed; a detail page shows the saved figures as fields');
        const from = asArray(section.preview.from);
        from.forEach((field, index) => checkField(`${previewPointer}/from/${index}`, field));
        asArray(section.preview.needs).forEach((field, index) => {
          if (!from.includes(field)) ctx.report(path, `${previewPointer}/needs/${index}`, `"${String(field)}" is needed but not sent: add it to "from"`);
        });
        asArray(section.preview.shows).forEach((field, index) => checkField(`${previewPointer}/shows/${index}`, field, { label: true }));
        ctx.need('engine.preview.waiting', path, previewPointer);
      }
      const fieldsSeen = new Set<string>();
      asArray(section.fields).forEach((ref, fieldIndex) => {
        const pointer = refPointer(`${sectionPointer}/fields/${fieldIndex}`, ref);
        const source = refSource(ref);
        if (typeof source === 'string') {
          if (fieldsSeen.has(source)) ctx.report(path, pointer, `field "${source}" appears twice in this section`, 'warning');
          fieldsSeen.add(source);
        }
        const found = checkField(pointer, source, { label: true });
        if (isObject(ref) && isObject(ref.presets)) checkPresets(`${sectionPointer}/fields/${fieldIndex}/presets`, ref.presets, source);
        const explicitReadOnly = isObject(ref) && ref.readOnly === true;
        if (layoutName === 'form' && found?.readOnly && !explicitReadOnly && entity) {
          ctx.report(
            path,
            pointer,
            `field "${String(source)}" is readOnly in ${entity.file}, so the form cannot change it; move it to show, or write {"source": "${String(source)}", "readOnly": true} to display it`,
            'warning',
          );
        }
      });
    });
  }

  if (isObject(resource.form) && resource.form.note === true) ctx.need(`${prefix}.formNote`, path, '/form/note');

  // related lists on the detail page: another declared resource that can list by reference, and its fields
  asArray(isObject(resource.show) ? resource.show.related : []).forEach((related, index) => {
    if (!isObject(related)) return;
    const pointer = `/show/related/${index}`;
    if (typeof related.key === 'string') ctx.need(`${prefix}.sections.${related.key}`, path, `${pointer}/key`);
    const target = asString(related.resource);
    const file = target === undefined ? undefined : [...ctx.set.resources.values()].find((candidate) => candidate.name === target);
    if (!file) {
      const known = [...ctx.set.resources.values()].map((candidate) => candidate.name);
      ctx.report(path, `${pointer}/resource`, `no resource file declares "${String(target)}" (resources/${String(target)}.json)${didYouMean(String(target), known)}`);
      return;
    }
    const other = isObject(file.parsed?.value) ? file.parsed.value : {};
    if (!isObject(other.methods) || !isObject(other.methods.getManyReference)) {
      ctx.report(path, `${pointer}/resource`, `${file.path} declares no getManyReference method, which lists its records by ${String(related.target)}`);
    }
    const otherEntityName = asString(other.entity);
    const otherEntity = otherEntityName ? entityNamed(ctx, otherEntityName) : null;
    if (!otherEntity) return;
    checkField(`${pointer}/target`, related.target, { against: otherEntity });
    asArray(related.columns).forEach((column, columnIndex) => {
      const columnPointer = refPointer(`${pointer}/columns/${columnIndex}`, column);
      const source = refSource(column);
      const found = checkField(columnPointer, source, { against: otherEntity });
      if (found && typeof source === 'string') ctx.need(`resources.${file.name}.fields.${source}`, path, columnPointer);
    });
  });

  // commands
  const commandNames = new Map<string, number>();
  asArray(resource.commands).forEach((command, index) => {
    if (!isObject(command)) return;
    const pointer = `/commands/${index}`;
    const commandName = asString(command.name);
    if (commandName !== undefined) {
      const earlier = commandNames.get(commandName);
      if (earlier !== undefined) ctx.report(path, `${pointer}/name`, `command name "${commandName}" is already used by /commands/${earlier}`);
      else commandNames.set(commandName, index);
      const commandKey = `${prefix}.commands.${commandName}`;
      ctx.need(`${commandKey}.label`, path, `${pointer}/name`);
      ctx.need(`${commandKey}.done`, path, `${pointer}/name`);
      if (command.confirm !== false || command.input !== undefined) {
        ctx.need(`${commandKey}.confirmTitle`, path, `${pointer}/name`);
        ctx.need(`${commandKey}.confirmContent`, path, `${pointer}/name`);
      }
    }
    if (isObject(command.appliesTo)) {
      for (const [field, values] of Object.entries(command.appliesTo)) {
        const fieldPointer = `${pointer}/appliesTo/${escapePointerSegment(field)}`;
        if (!entity) continue;
        const { field: found, problem } = lookupField(ctx, entity, field);
        if (problem) ctx.report(path, fieldPointer, problem);
        else checkValues(fieldPointer, field, found, asArray(values));
      }
    }
    let inputEntity: Entity | null = null;
    if (isObject(command.input) && typeof command.input.entity === 'string') {
      const inputName = command.input.entity;
      inputEntity = entityNamed(ctx, inputName);
      if (!inputEntity) reportMissingEntity(ctx, path, `${pointer}/input/entity`, inputName);
      else ctx.usedEntities.add(inputName);
      asArray(command.input.fields).forEach((ref, fieldIndex) => {
        const fieldPointer = refPointer(`${pointer}/input/fields/${fieldIndex}`, ref);
        const source = refSource(ref);
        const found = checkField(fieldPointer, source, { against: inputEntity });
        if (typeof source === 'string' && (found || !inputEntity)) ctx.need(`${inputName}.fields.${source}`, path, fieldPointer);
      });
    }
    const onRecord = (command.scope ?? 'record') === 'record';
    const dataField = (field: string) => {
      if (!isObject(command.input)) return 'the command has no input, so there is no data';
      if (!inputEntity) return undefined;
      const inputFields = asArray(command.input.fields).map(refSource);
      if (!inputFields.includes(field)) return `"${field}" is not one of the command's input fields (${quoteList(inputFields)})${didYouMean(field, inputFields.filter((value): value is string => typeof value === 'string'))}`;
      return undefined;
    };
    const templateOptions = { recordField: onRecord ? (field: string) => (entity ? lookupField(ctx, entity, field).problem : undefined) : undefined, singleton };
    checkTemplates(ctx, path, `${pointer}/params`, command.params, dataField, templateOptions);
    // A path command's path and query are filled as params are ({id}, {record.<field>}, {session.<field>}).
    checkTemplates(ctx, path, pointer, { path: command.path }, dataField, templateOptions);
    checkTemplates(ctx, path, `${pointer}/query`, command.query, dataField, templateOptions);
    checkPermissionCode(ctx, path, `${pointer}/access`, command.access);
    checkIcon(ctx, path, `${pointer}/icon`, command.icon);
  });

  // import
  if (isObject(resource.import)) {
    asArray(resource.import.columns).forEach((column, index) => checkField(`/import/columns/${index}`, column, { label: true }));
    checkPermissionCode(ctx, path, '/import/access', resource.import.access);
  }

  // methods and scope: request templates; what the declared screens need
  const dataField = (field: string): string | undefined => (entity ? lookupField(ctx, entity, field).problem : undefined);
  checkTemplates(ctx, path, '/scope', resource.scope, dataField, { singleton });
  const methods = isObject(resource.methods) ? resource.methods : {};
  // A service resource (deal-discovery REST) names paths; the others name /mmc/ actions (services.ts).
  const service = asString(resource.service);
  for (const [method, definition] of Object.entries(methods)) {
    if (!isObject(definition)) continue;
    const pointer = `/methods/${escapePointerSegment(method)}`;
    checkTemplates(ctx, path, `${pointer}/params`, definition.params, dataField, { singleton });
    checkTemplates(ctx, path, pointer, { path: definition.path }, dataField, { singleton });
    checkServiceMethod(ctx, path, pointer, method, definition, service);
  }
  if (service) checkServiceResource(ctx, path, resource, service);
  checkCommandTarget(ctx, path, resource);
  const needsMethod = (pointer: string, what: string, candidates: string[]) => {
    if (!candidates.some((method) => method in methods)) {
      ctx.report(path, pointer, `${what}, but methods declares none of ${candidates.join(', ')}`, 'warning');
    }
  };
  if (list) needsMethod('/list', 'the resource has a list', ['getList']);
  if (isObject(resource.show)) needsMethod('/show', 'the resource has a show page', ['getOne']);
  if (isObject(resource.form)) needsMethod('/form', 'the resource has a form', ['create', 'update']);
  if (singleton) checkSingleton(ctx, path, prefix, resource, methods);
};
