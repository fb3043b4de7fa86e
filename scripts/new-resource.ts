// `npm run new:resource -- <name> [--entity <entity>] [--root <dir>]`: scaffolds a declared screen.
//
//   schemas/<entity>.schema.json   an id and a name field (kept as it is when the schema already exists)
//   resources/<name>.json          getList/getOne/create/update/delete over placeholder action names, a list, a form
//                                  section and a show section; no access codes (every signed-in user)
//   schemas/actions/<Action>.json  a catalogue entry per placeholder action: request and answer over the entity
//                                  (an entry that already exists is kept as it is)
//   menus/main.json                an entry under "settings" (or at the top level), hidden until the screen is ready
//   locales/en-US.json, zh-CN.json the labels the check asks for, in English and in generic Chinese
//
// It never overwrites: an existing resource file, a menu key already taken or an unreadable file stops it before
// anything is written. Afterwards it runs check:config and prints what to edit next.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LOCALES } from '../src/i18n/locales';
import { checkConfig, describeEntity, renderReport, REPO_ROOT, type EntityField } from './check-config';
import {
  asArray,
  camelWords,
  capitalize,
  isObject,
  JsonSyntaxError,
  localeLeaves,
  parseJson,
  setLocaleKey,
  singular,
  type JsonObject,
  type LocaleTree,
} from './lib/configFiles';
import { runWhenExecuted } from './lib/cli';

const NAME = /^[a-z][A-Za-z0-9]*$/;

// ---------------------------------------------------------------------------------------------------------------
// Words: English labels from wire names, and a generic Chinese rendering where the words are common ones.

const ENGLISH: Record<string, string> = {
  id: 'ID',
  no: 'number',
  nm: 'name',
  dt: 'date',
  tm: 'time',
  mbl: 'mobile',
  amt: 'amount',
  cust: 'customer',
  ac: 'account',
  stl: 'settlement',
  flg: 'flag',
  sts: 'status',
  desc: 'description',
  qty: 'quantity',
  url: 'URL',
  qr: 'QR',
  sms: 'SMS',
};

const CHINESE: Record<string, string> = {
  id: '编号',
  no: '编号',
  number: '号码',
  name: '名称',
  nm: '名称',
  code: '代码',
  status: '状态',
  sts: '状态',
  type: '类型',
  date: '日期',
  dt: '日期',
  time: '时间',
  tm: '时间',
  amount: '金额',
  amt: '金额',
  mobile: '手机号',
  mbl: '手机号',
  phone: '电话',
  email: '邮箱',
  description: '描述',
  desc: '描述',
  note: '备注',
  remark: '备注',
  title: '标题',
  address: '地址',
  city: '城市',
  region: '地区',
  store: '门店',
  customer: '客户',
  cust: '客户',
  staff: '员工',
  user: '用户',
  device: '设备',
  product: '商品',
  order: '订单',
  ticket: '工单',
  payment: '付款',
  account: '账户',
  ac: '账户',
  bank: '银行',
  card: '卡',
  category: '类别',
  item: '项目',
  message: '消息',
  notification: '通知',
  role: '角色',
  report: '报表',
  till: '收银台',
  terminal: '终端',
  promotion: '促销',
  coupon: '优惠券',
  inventory: '库存',
  supplier: '供应商',
  branch: '分店',
  merchant: '商户',
  transaction: '交易',
  settlement: '结算',
  stl: '结算',
  loan: '贷款',
  create: '创建',
  created: '创建',
  update: '更新',
  updated: '更新',
  count: '数量',
  quantity: '数量',
  qty: '数量',
  price: '价格',
  balance: '余额',
  reference: '参考号',
  group: '分组',
  member: '成员',
  beneficiary: '收款人',
  tag: '标签',
  channel: '渠道',
  reason: '原因',
  start: '开始',
  end: '结束',
  basic: '基本',
  information: '信息',
  info: '信息',
  detail: '详情',
  details: '详情',
  serial: '序列',
  model: '型号',
  version: '版本',
  location: '位置',
  owner: '所有者',
  contact: '联系',
  person: '人',
  flag: '标志',
  flg: '标志',
  enabled: '启用',
  active: '有效',
  first: '名',
  last: '姓',
  surname: '姓',
  gender: '性别',
  birth: '出生',
  county: '县',
  street: '街道',
  bill: '账单',
  invoice: '发票',
  fee: '费用',
  rate: '费率',
  limit: '限额',
  plan: '套餐',
  subscription: '订阅',
  deal: '优惠',
  discount: '折扣',
  stock: '库存',
  unit: '单位',
  sku: 'SKU',
  qr: '二维码',
  url: '网址',
  image: '图片',
  photo: '照片',
  file: '文件',
  level: '级别',
  priority: '优先级',
  result: '结果',
  total: '总计',
};

/** deviceName → "Device name"; mblNo → "Mobile number"; storeId → "Store ID". */
export const englishLabel = (name: string): string => {
  const words = camelWords(name).map((word) => ENGLISH[word] ?? word);
  return capitalize(words.join(' '));
};

/** Whole names whose Chinese is not the sum of their words. */
const CHINESE_NAMES: Record<string, string> = {
  firstName: '名字',
  middleName: '中间名',
  lastName: '姓氏',
  surname: '姓氏',
  fullName: '姓名',
  birthDt: '出生日期',
  mblNo: '手机号码',
  email: '电子邮箱',
  createDt: '创建日期',
  updateDt: '更新日期',
};

/** deviceName → 设备名称; a word the table does not know stays as it is (serialX → "serialX" when none is known). */
export const chineseLabel = (name: string): string => {
  if (CHINESE_NAMES[name]) return CHINESE_NAMES[name];
  const words = camelWords(name);
  if (!words.some((word) => CHINESE[word])) return name;
  return words.map((word) => CHINESE[word] ?? word).join('');
};

const hasChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text);

// ---------------------------------------------------------------------------------------------------------------
// JSON text editing that keeps a file's own layout

/** The offset just after the JSON value that starts at `start`. */
const valueEnd = (text: string, start: number): number => {
  let depth = 0;
  let index = start;
  let inString = false;
  for (; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') {
        inString = false;
        if (depth === 0) return index + 1;
      }
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index + 1;
    } else if (depth === 0 && /[,\s}\]]/.test(char!)) return index;
  }
  return index;
};

/** { "key": "devices", "label": "menu.devices" } — the one-line style of menus/main.json. */
const inlineJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (isObject(value)) return `{ ${Object.entries(value).map(([key, child]) => `${JSON.stringify(key)}: ${inlineJson(child)}`).join(', ')} }`;
  return JSON.stringify(value);
};

/** JSON in the layout of the hand-written config files: a value stays on one line when it fits in 120 columns. */
export const formatJson = (value: unknown, indent = 0, column = indent): string => {
  const inline = inlineJson(value);
  if (column + inline.length <= 120 || (!Array.isArray(value) && !isObject(value))) return inline;
  const inner = ' '.repeat(indent + 2);
  const entries = Array.isArray(value)
    ? value.map((child) => `${inner}${formatJson(child, indent + 2)}`)
    : Object.entries(value).map(([key, child]) => `${inner}${JSON.stringify(key)}: ${formatJson(child, indent + 2, indent + 4 + JSON.stringify(key).length)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${' '.repeat(indent)}${close}`;
};

/** Appends an item to the array at `pointer` in the text, in the style of its last item; undefined when it cannot. */
const appendToArray = (text: string, pointer: string, item: unknown): string | undefined => {
  const parsed = parseJson(text);
  const array = pointer.split('/').slice(1).reduce<unknown>((node, key) => (isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined), parsed.value);
  if (!Array.isArray(array) || array.length === 0) return undefined;
  const last = parsed.positions.get(`${pointer}/${array.length - 1}`);
  if (!last) return undefined;
  const end = valueEnd(text, last.offset);
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = text.slice(lineStart, last.offset);
  const sameLine = text.slice(lineStart, last.offset).trim() !== '';
  const separator = sameLine ? ', ' : `,\n${indent}`;
  return `${text.slice(0, end)}${separator}${inlineJson(item)}${text.slice(end)}`;
};

// ---------------------------------------------------------------------------------------------------------------
// The scaffold

export interface ScaffoldOptions {
  name: string;
  entity?: string;
  root?: string;
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
    if (error instanceof JsonSyntaxError) throw new ScaffoldRefused(`${path} is not valid JSON (line ${error.line}, column ${error.column}: ${error.message}); fix it first`);
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
  const root = resolve(options.root ?? REPO_ROOT);
  const { name } = options;
  if (!NAME.test(name)) throw new ScaffoldRefused(`resource name "${name}" must start with a lower-case letter and hold only letters and digits (e.g. devices)`);
  const entity = options.entity ?? singular(name);
  if (!NAME.test(entity)) throw new ScaffoldRefused(`entity name "${entity}" must start with a lower-case letter and hold only letters and digits (e.g. device)`);
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
    ...[...new Set([...columns, ...writable, ...shown])].map((field) => ({ key: `resources.${name}.fields.${field}`, en: englishLabel(field), zh: chineseLabel(field) })),
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

// ---------------------------------------------------------------------------------------------------------------
// Command line

const USAGE = 'usage: npm run new:resource -- <name> [--entity <entity>] [--root <dir>]\n  e.g. npm run new:resource -- devices   (entity "device")';

const nextSteps = (name: string, result: ScaffoldResult, hasGen: boolean): string[] => {
  const lines = ['', `Scaffolded resource "${name}" (entity "${result.entity}"):`];
  for (const { path, action } of result.written) lines.push(`  ${action.padEnd(8)}${path}`);
  if (result.reusedSchema) lines.push(`  kept    schemas/${result.entity}.schema.json (it already existed)`);
  for (const action of result.keptActions) lines.push(`  kept    schemas/actions/${action}.json (it already existed)`);
  lines.push('', 'Next:');
  let step = 1;
  const add = (text: string) => lines.push(`  ${step++}. ${text}`);
  if (!result.reusedSchema) add(`schemas/${result.entity}.schema.json: add the entity's fields (types and rules; common.schema.json#/$defs/… for shared ones; x-enum, readOnly).`);
  add(`resources/${name}.json and schemas/actions/: the action names ${result.actions.join(', ')} are placeholders: put the backend's (renaming each catalogue file with its action), with the fields each takes and answers and its spec section; choose columns, filters, form and show sections; add access codes (spec 001 §6) — without them every signed-in user may use the screen.`);
  add(`menus/main.json: the entry "${name}"${result.menuParent ? ` under "${result.menuParent}"` : ''} is hidden: set its icon and order, and remove "hidden" when the screen is ready.`);
  add(`locales/en-US.json and zh-CN.json: check the texts under resources.${name}, menu.${name}${result.untranslated.length > 0 ? '; these Chinese texts are still the field names:' : '.'}`);
  for (const entry of result.untranslated) lines.push(`       ${entry}`);
  if (hasGen) add('npm run gen: regenerates src/generated/ (the resource and menu manifest, entity types and validators).');
  add(`The embedded backend (mocks/) serves the actions from the resource file with an empty collection; add demo rows to mocks/db if you want some.`);
  add('npm run check:config after every edit.');
  return lines;
};

const main = async (argv: string[]): Promise<number> => {
  let root = REPO_ROOT;
  let entity: string | undefined;
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--root' && argv[index + 1] !== undefined) root = resolve(argv[++index]!);
    else if (arg.startsWith('--root=')) root = resolve(arg.slice('--root='.length));
    else if (arg === '--entity' && argv[index + 1] !== undefined) entity = argv[++index];
    else if (arg.startsWith('--entity=')) entity = arg.slice('--entity='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    } else if (arg.startsWith('-')) {
      console.error(`new:resource: unknown option "${arg}"\n${USAGE}`);
      return 2;
    } else positional.push(arg);
  }
  if (positional.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const name = positional[0]!;
  let result: ScaffoldResult;
  try {
    result = scaffoldResource({ name, entity, root });
  } catch (error) {
    if (error instanceof ScaffoldRefused) {
      console.error(`new:resource: ${error.message}. Nothing was written.`);
      return 1;
    }
    throw error;
  }
  let hasGen = false;
  try {
    const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    hasGen = Boolean(packageJson.scripts?.gen);
  } catch {
    hasGen = false;
  }
  console.log(nextSteps(name, result, hasGen).join('\n'));
  console.log('\nnpm run check:config:');
  const { lines, exitCode } = renderReport(await checkConfig(root));
  for (const line of lines) console.log(line);
  return exitCode;
};

runWhenExecuted(import.meta.url, main);
