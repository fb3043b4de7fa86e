// new:resource's scaffold: reads the config files, picks the entity's fields and writes the schema, resource, action
// catalogue, menu and locale changes (what it writes: scripts/new-resource.ts). The command line is in that file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LOCALES } from '../../../src/i18n/locales';
import { describeEntity } from '../checkConfig/checker';
import type { EntityField } from '../checkConfig/schemaModel';
import {
  asArray,
  capitalize,
  isObject,
  JsonSyntaxError,
  localeLeaves,
  parseJson,
  setLocaleKey,
  singular,
  type JsonObject,
  type LocaleTree,
} from '../configFiles';
import { appendToArray, formatJson } from './jsonText';
import { chineseLabel, englishLabel, hasChinese } from './labels';

const NAME = /^[a-z][A-Za-z0-9]*$/;

export interface ScaffoldOptions {
  name: string;
  entity?: string;
  /** The repository (or a copy of its config folders) to write into. */
  root: string;
}

export interface ScaffoldResult {
  /** Files written, relative to the root, with what was done. */
  written: Array<{ path: string; action: 'created' | 'updated' }>;
  entity: string;
  reusedSchema: boolean;
  menuParent?: string;
  localeKeys: number;
  keptLocaleKeys: string[];
  untranslated: string[];
  actions: string[];
  /** Catalogue entries that already existed and were left as they are. */
  keptActions: string[];
}

export class ScaffoldRefused extends Error {}

const readJson = (root: string, path: string): { text: string; value: unknown } => {
  const text = readFileSync(join(root, path), 'utf8');
  try {
    return { text, value: parseJson(text).value };
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw new ScaffoldRefused(`${path} is not valid JSON (line ${error.line}, column ${error.column}: ${error.message}); fix it first`);
    throw error;
  }
};

const menuKeys = (entries: unknown, into = new Set<string>()): Set<string> => {
  for (const entry of asArray(entries)) {
    if (!isObject(entry)) continue;
    if (typeof entry.key === 'string') into.add(entry.key);
    menuKeys(entry.children, into);
  }
  return into;
};

const pickField = (fields: EntityField[], candidates: Array<string | ((field: EntityField) => boolean)>): EntityField | undefined => {
  for (const candidate of candidates) {
    const found = typeof candidate === 'string' ? fields.find((field) => field.name === candidate) : fields.find(candidate);
    if (found) return found;
  }
  return undefined;
};

export const scaffoldResource = (options: ScaffoldOptions): ScaffoldResult => {
  const root = resolve(options.root);
  const { name } = options;
  if (!NAME.test(name))
    throw new ScaffoldRefused(`resource name "${name}" must start with a lower-case letter and hold only letters and digits (e.g. devices)`);
  const entity = options.entity ?? singular(name);
  if (!NAME.test(entity))
    throw new ScaffoldRefused(`entity name "${entity}" must start with a lower-case letter and hold only letters and digits (e.g. device)`);
  if (entity === 'common' || entity === 'config') throw new ScaffoldRefused(`"${entity}" cannot be an entity name`);

  const schemaPath = `schemas/${entity}.schema.json`;
  const resourcePath = `resources/${name}.json`;
  const menuPath = 'menus/main.json';
  const localePaths = LOCALES.map(({ locale }) => ({ locale: locale as string, path: `locales/${locale}.json` }));

  // Everything is checked before anything is written.
  if (existsSync(join(root, resourcePath))) throw new ScaffoldRefused(`${resourcePath} already exists; new:resource never overwrites a file`);
  const reusedSchema = existsSync(join(root, schemaPath));
  if (reusedSchema) readJson(root, schemaPath);
  const menu = existsSync(join(root, menuPath)) ? readJson(root, menuPath) : undefined;
  if (menu && !isObject(menu.value)) throw new ScaffoldRefused(`${menuPath} does not hold a JSON object; fix it first`);
  const menuItems = menu && isObject(menu.value) ? menu.value.items : undefined;
  if (menu && !Array.isArray(menuItems)) throw new ScaffoldRefused(`${menuPath} has no "items" array; fix it first`);
  if (menuKeys(menuItems).has(name)) throw new ScaffoldRefused(`${menuPath} already has a menu entry with the key "${name}"`);
  const locales = localePaths.map(({ locale, path }) => {
    if (!existsSync(join(root, path))) throw new ScaffoldRefused(`${path} does not exist`);
    const { text, value } = readJson(root, path);
    if (!isObject(value)) throw new ScaffoldRefused(`${path} does not hold a JSON object; fix it first`);
    return { locale, path, text, tree: value as LocaleTree };
  });

  // The entity's fields: a new schema's two, or an existing schema's.
  const Entity = capitalize(entity);
  const Singular = capitalize(singular(name));
  let fields: EntityField[];
  let schema: JsonObject | undefined;
  if (reusedSchema) {
    const described = describeEntity(root, entity);
    if (!described || described.length === 0) throw new ScaffoldRefused(`${schemaPath} exists but declares no properties; give it some first`);
    fields = described;
  } else {
    schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `${entity}.schema.json`,
      title: Entity,
      description: `${englishLabel(entity)} (scaffolded by npm run new:resource: describe the entity and add its fields).`,
      type: 'object',
      properties: {
        [`${entity}Id`]: { type: 'string', readOnly: true },
        [`${entity}Name`]: { type: 'string', minLength: 1, maxLength: 60 },
      },
      required: [`${entity}Name`],
    };
    fields = [
      { name: `${entity}Id`, type: 'string', readOnly: true },
      { name: `${entity}Name`, type: 'string', readOnly: false },
    ];
  }
  const idField = pickField(fields, [`${entity}Id`, 'id', `${entity}No`, (field) => field.readOnly && /(Id|No)$/.test(field.name), () => true])!;
  const nameField = pickField(fields, [
    `${entity}Name`,
    'name',
    'title',
    (field) => /Name$/.test(field.name) && field.type === 'string',
    (field) => field.type === 'string' && field.name !== idField.name,
  ]);
  const scalar = (field: EntityField) => field.type !== 'object' && field.type !== 'array';
  const others = fields.filter((field) => field !== idField && field !== nameField && scalar(field));
  const columns = [idField.name, ...(nameField ? [nameField.name] : []), ...others.slice(0, 4).map((field) => field.name)];
  const writable = fields.filter((field) => !field.readOnly && scalar(field)).map((field) => field.name);
  const shown = fields.filter(scalar).map((field) => field.name);

  const actions = {
    getList: `Query${Singular}List`,
    getOne: `Query${Singular}Detail`,
    create: `Add${Singular}`,
    update: `Update${Singular}`,
    delete: `Delete${Singular}`,
  };
  const byId = { [idField.name]: '{id}' };

  // The catalogue entries (schemas/actions/): what each placeholder action takes and answers, over the entity.
  const entityRef = `../${entity}.schema.json`;
  const fieldRef = (field: string) => ({ $ref: `${entityRef}#/properties/${field}` });
  const storeId = { type: 'string', minLength: 1 };
  const idOnly = { type: 'object', properties: { storeId, [idField.name]: fieldRef(idField.name) }, required: [idField.name] };
  const recordFields = Object.fromEntries(writable.map((field) => [field, fieldRef(field)]));
  const catalogueEntry = (method: string, request: JsonObject, answer: JsonObject, extra: JsonObject = {}): JsonObject => ({
    $schema: '../config/action.schema.json',
    action: actions[method as keyof typeof actions],
    summary: `Serves ${name}.${method} (resources/${name}.json). Placeholder: describe what the backend's action does.`,
    spec: '002 §7 (placeholder: name the spec section)',
    session: true,
    ...extra,
    request,
    answer,
  });
  const catalogue: Record<string, JsonObject> = {
    getList: catalogueEntry(
      'getList',
      {
        type: 'object',
        properties: {
          storeId,
          searchKey: { type: 'string', description: 'Search text: matches as the user types.' },
          sortField: { type: 'string', description: 'The field to sort by.' },
          sortOrder: { enum: ['ASC', 'DESC'] },
        },
      },
      {
        type: 'object',
        properties: { data: { type: 'array', items: { $ref: entityRef } }, total: { type: 'integer', minimum: 0 } },
        required: ['data', 'total'],
      },
      { paged: true },
    ),
    getOne: catalogueEntry('getOne', idOnly, { $ref: entityRef }),
    create: catalogueEntry('create', { type: 'object', properties: { storeId, ...recordFields } }, { $ref: entityRef }),
    update: catalogueEntry('update', { ...idOnly, properties: { ...idOnly.properties, ...recordFields } }, { $ref: entityRef }),
    delete: catalogueEntry('delete', idOnly, { type: 'object', properties: { [idField.name]: fieldRef(idField.name) } }),
  };
  const cataloguePath = (action: string) => `schemas/actions/${action}.json`;
  const keptActions = Object.values(actions).filter((action) => existsSync(join(root, cataloguePath(action))));
  const resource: JsonObject = {
    $schema: '../schemas/config/resource.schema.json',
    name,
    entity,
    idField: idField.name,
    ...(nameField ? { recordRepresentation: nameField.name } : {}),
    methods: {
      getList: { action: actions.getList, items: 'data', total: 'total', filters: { q: 'searchKey' } },
      getOne: { action: actions.getOne, params: byId },
      getMany: { using: 'getOne' },
      create: { action: actions.create },
      update: { action: actions.update, params: byId },
      delete: { action: actions.delete, params: byId },
    },
    list: {
      columns,
      filters: [{ source: 'q', alwaysOn: true }],
      ...(nameField ? { sort: { field: nameField.name, order: 'ASC' } } : {}),
      perPage: 10,
      perPageOptions: [10, 20, 30, 50],
      rowClick: 'show',
    },
    ...(writable.length > 0 ? { form: { sections: [{ key: 'basic', fields: writable }] } } : {}),
    show: { sections: [{ key: 'basic', fields: shown }] },
  };

  // Locale texts.
  const pluralEnglish = englishLabel(name);
  const singularEnglish = englishLabel(singular(name));
  const zhName = chineseLabel(singular(name));
  const texts: Array<{ key: string; en: string; zh: string }> = [
    { key: `menu.${name}`, en: pluralEnglish, zh: zhName },
    { key: `resources.${name}.name_one`, en: singularEnglish, zh: zhName },
    { key: `resources.${name}.name_other`, en: pluralEnglish, zh: zhName },
    { key: `resources.${name}.empty`, en: `No ${pluralEnglish.toLowerCase()} yet`, zh: hasChinese(zhName) ? `暂无${zhName}` : `暂无 ${zhName}` },
    { key: `resources.${name}.emptyHint`, en: 'Add the first one with the Create button.', zh: '点击“创建”添加第一条记录。' },
    { key: `resources.${name}.sections.basic`, en: 'Basic information', zh: '基本信息' },
    ...[...new Set([...columns, ...writable, ...shown])].map((field) => ({
      key: `resources.${name}.fields.${field}`,
      en: englishLabel(field),
      zh: chineseLabel(field),
    })),
  ];
  for (const field of fields) {
    if (!field.xEnum || !field.values) continue;
    for (const value of field.values) texts.push({ key: `enums.${field.xEnum}.${value}`, en: englishLabel(value), zh: chineseLabel(value) });
  }
  const keptLocaleKeys: string[] = [];
  const untranslated: string[] = [];
  let added = 0;
  for (const locale of locales) {
    const leaves = localeLeaves(locale.tree);
    for (const text of texts) {
      const value = locale.locale.startsWith('zh') ? text.zh : text.en;
      const exists = leaves.has(text.key) || [...leaves.keys()].some((key) => key.startsWith(`${text.key}.`));
      if (exists || !setLocaleKey(locale.tree, text.key, value)) {
        if (!keptLocaleKeys.includes(text.key)) keptLocaleKeys.push(text.key);
        continue;
      }
      added++;
      if (locale.locale.startsWith('zh') && !hasChinese(value) && /[A-Za-z]{3,}/.test(value)) untranslated.push(`${locale.path} ${text.key}`);
    }
  }
  // A resource's name may also be written without plural forms; keep whichever the file has.
  for (const locale of locales) {
    const bucket = locale.tree.resources;
    if (isObject(bucket) && isObject(bucket[name]) && typeof (bucket[name] as JsonObject).name === 'string') {
      delete (bucket[name] as JsonObject).name_one;
      delete (bucket[name] as JsonObject).name_other;
    }
  }

  // Menu entry: under "settings" when there is one, else at the top level; hidden until the screen is ready.
  const entry = { key: name, label: `menu.${name}`, resource: name, hidden: true };
  let menuText: string;
  let menuParent: string | undefined;
  if (menu && isObject(menu.value)) {
    const items = menu.value.items as unknown[];
    const settingsIndex = items.findIndex((item) => isObject(item) && item.key === 'settings' && Array.isArray(item.children));
    const pointer = settingsIndex >= 0 ? `/items/${settingsIndex}/children` : '/items';
    menuParent = settingsIndex >= 0 ? 'settings' : undefined;
    const edited = appendToArray(menu.text, pointer, entry);
    if (edited !== undefined) menuText = edited;
    else {
      const target = settingsIndex >= 0 ? ((items[settingsIndex] as JsonObject).children as unknown[]) : items;
      target.push(entry);
      menuText = `${JSON.stringify(menu.value, null, 2)}\n`;
    }
  } else {
    menuText = `${JSON.stringify({ $schema: '../schemas/config/menu.schema.json', items: [entry] }, null, 2)}\n`;
  }

  // Write.
  const written: ScaffoldResult['written'] = [];
  const write = (path: string, text: string, action: 'created' | 'updated') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    written.push({ path, action });
  };
  if (schema) write(schemaPath, `${formatJson(schema)}\n`, 'created');
  write(resourcePath, `${formatJson(resource)}\n`, 'created');
  for (const entry of Object.values(catalogue)) {
    const action = entry.action as string;
    if (!keptActions.includes(action)) write(cataloguePath(action), `${formatJson(entry)}\n`, 'created');
  }
  write(menuPath, menuText, menu ? 'updated' : 'created');
  for (const locale of locales) {
    const text = `${JSON.stringify(locale.tree, null, 2)}\n`;
    if (text !== locale.text) write(locale.path, text, 'updated');
  }
  return {
    written,
    entity,
    reusedSchema,
    menuParent,
    localeKeys: added,
    keptLocaleKeys,
    untranslated,
    actions: Object.values(actions),
    keptActions,
  };
};
