// A small, self-contained declared configuration (one entity, one resource, a menu, both locales) in a temporary
// directory, so the config checker's tests do not depend on the screens others are writing. Only the
// meta-schemas come from the repository: they are the contract the checker enforces.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));

type Json = Record<string, unknown>;

const common = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common.schema.json',
  title: 'Common field rules',
  $defs: {
    shortName: { type: 'string', minLength: 2, maxLength: 60 },
    yesNo: { type: 'string', enum: ['Y', 'N'], 'x-enum': 'yesNo', 'x-widget': 'switch' },
    wireDate: { type: 'string', format: 'wire-date', 'x-widget': 'date' },
  },
};

const widget = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'widget.schema.json',
  title: 'Widget',
  type: 'object',
  properties: {
    widgetId: { type: 'string', readOnly: true },
    widgetName: { $ref: 'common.schema.json#/$defs/shortName', 'x-unique': 'errors.widgetNameTaken' },
    status: { type: 'string', enum: ['A', 'R'], 'x-enum': 'widgetStatus', readOnly: true },
    active: { $ref: 'common.schema.json#/$defs/yesNo', 'x-enum': 'widgetActive' },
    shared: { $ref: 'common.schema.json#/$defs/yesNo' },
    createDt: { $ref: 'common.schema.json#/$defs/wireDate', readOnly: true },
  },
  required: ['widgetName'],
};

const reason = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'reason.schema.json',
  title: 'Reason',
  type: 'object',
  properties: { reason: { type: 'string', minLength: 2, maxLength: 200, 'x-widget': 'textarea' } },
};

const widgets = {
  $schema: '../schemas/config/resource.schema.json',
  name: 'widgets',
  entity: 'widget',
  idField: 'widgetId',
  recordRepresentation: 'widgetName',
  icon: 'Widgets',
  access: { list: '2201', show: '2201', create: '2202', edit: '2202' },
  scope: { storeId: '{session.storeId}' },
  methods: {
    getList: { action: 'QueryWidgetList', items: 'data', total: 'total', filters: { q: 'searchKey' } },
    getOne: { action: 'QueryWidgetDetail', params: { widgetId: '{id}' } },
    getMany: { using: 'getOne' },
    create: { action: 'AddWidget' },
    update: { action: 'EditWidget', params: { widgetId: '{id}' } },
  },
  list: {
    columns: ['widgetName', { source: 'active', sortable: false }, 'status', 'createDt'],
    filters: [{ source: 'q', alwaysOn: true }, { source: 'shared' }],
    tabs: { source: 'status', values: ['A', 'R'] },
    permanentFilter: { shared: 'N' },
    sort: { field: 'createDt', order: 'DESC' },
    rowClick: 'show',
  },
  form: { sections: [{ key: 'main', fields: ['widgetName', 'active', 'shared'] }] },
  show: { sections: [{ key: 'main', fields: ['widgetName', 'widgetId', 'status', 'active', 'shared', 'createDt'] }] },
  commands: [
    {
      name: 'retire',
      action: 'EditWidget',
      params: { widgetId: '{id}', status: 'R', note: '{data.reason}' },
      appliesTo: { status: ['A'] },
      input: { entity: 'reason', fields: ['reason'] },
      access: '2202',
      icon: 'Block',
      destructive: true,
    },
    { name: 'refresh', action: 'RefreshWidgets', scope: 'list', confirm: false, access: '2201' },
  ],
  import: { columns: ['widgetName', 'shared'], action: 'ImportWidgets', rowsField: 'widgets', maxRows: 100, access: '2202' },
};

// The action catalogue entries the widgets resource calls (schemas/actions/<action>.json).
export const entry = (action: string, request: Json, answer: Json, extra: Json = {}): Json => ({
  $schema: '../config/action.schema.json',
  action,
  summary: `The fixture's ${action}.`,
  spec: '002 §7.4 Fixture',
  session: true,
  ...extra,
  request: { type: 'object', ...request },
  answer,
});
export const widgetField = (field: string) => ({ $ref: `../widget.schema.json#/properties/${field}` });
const storeId = { type: 'string', minLength: 1 };
const actions: Record<string, Json> = {
  QueryWidgetList: entry(
    'QueryWidgetList',
    { properties: { storeId, searchKey: { type: 'string' }, shared: widgetField('shared'), status: widgetField('status') } },
    { type: 'object', properties: { data: { type: 'array', items: { $ref: '../widget.schema.json' } }, total: { type: 'integer' } }, required: ['data', 'total'] },
    { paged: true },
  ),
  QueryWidgetDetail: entry('QueryWidgetDetail', { properties: { storeId, widgetId: widgetField('widgetId') }, required: ['widgetId'] }, { $ref: '../widget.schema.json' }),
  AddWidget: entry(
    'AddWidget',
    { properties: { storeId, widgetName: widgetField('widgetName'), active: widgetField('active'), shared: widgetField('shared') }, required: ['widgetName'] },
    { $ref: '../widget.schema.json' },
  ),
  EditWidget: entry(
    'EditWidget',
    {
      properties: {
        storeId,
        widgetId: widgetField('widgetId'),
        widgetName: widgetField('widgetName'),
        active: widgetField('active'),
        shared: widgetField('shared'),
        status: widgetField('status'),
        note: { type: 'string' },
        reason: { $ref: '../reason.schema.json#/properties/reason' },
      },
      required: ['widgetId'],
    },
    { $ref: '../widget.schema.json' },
  ),
  RefreshWidgets: entry('RefreshWidgets', { properties: { storeId } }, { type: 'object' }),
  ImportWidgets: entry(
    'ImportWidgets',
    { properties: { storeId, widgets: { type: 'array', items: { type: 'object', properties: { widgetName: widgetField('widgetName'), shared: widgetField('shared') } } } } },
    { type: 'object', properties: { added: { type: 'integer' } } },
  ),
};

const menu = {
  $schema: '../schemas/config/menu.schema.json',
  items: [
    { key: 'home', label: 'menu.home', icon: 'Home', route: '/home', order: 1 },
    {
      key: 'settings',
      label: 'menu.settings',
      icon: 'Settings',
      order: 20,
      children: [{ key: 'widgets', label: 'menu.widgets', resource: 'widgets', order: 1 }],
    },
  ],
};

const english = {
  app: { title: 'Merchant Console', version: 'Version {{version}}' },
  menu: { home: 'Home', settings: 'Settings', widgets: 'Widgets' },
  errors: { widgetNameTaken: 'This widget name already exists.' },
  reason: { fields: { reason: 'Reason' } },
  resources: {
    widgets: {
      name_one: 'Widget',
      name_other: 'Widgets',
      fields: {
        widgetId: 'Widget ID',
        widgetName: 'Widget name',
        status: 'Status',
        active: 'Active',
        shared: 'Shared',
        createDt: 'Created on',
      },
      sections: { main: 'Widget' },
      commands: {
        retire: { label: 'Retire', confirmTitle: 'Retire widget?', confirmContent: 'Retire {{name}}?', done: 'The widget has been retired.' },
        refresh: { label: 'Refresh', done: 'Refreshed.' },
      },
    },
  },
  enums: {
    yesNo: { Y: 'Yes', N: 'No' },
    widgetActive: { Y: 'Active', N: 'Inactive' },
    widgetStatus: { A: 'Available', R: 'Retired' },
  },
};

const chinese = {
  app: { title: '商户控制台', version: '版本 {{version}}' },
  menu: { home: '首页', settings: '设置', widgets: '小部件' },
  errors: { widgetNameTaken: '该小部件名称已存在。' },
  reason: { fields: { reason: '原因' } },
  resources: {
    widgets: {
      name_one: '小部件',
      name_other: '小部件',
      fields: { widgetId: '小部件编号', widgetName: '小部件名称', status: '状态', active: '启用', shared: '共享', createDt: '创建日期' },
      sections: { main: '小部件' },
      commands: {
        retire: { label: '停用', confirmTitle: '停用小部件？', confirmContent: '停用 {{name}}？', done: '小部件已停用。' },
        refresh: { label: '刷新', done: '已刷新。' },
      },
    },
  },
  enums: {
    yesNo: { Y: '是', N: '否' },
    widgetActive: { Y: '启用', N: '停用' },
    widgetStatus: { A: '可用', R: '已停用' },
  },
};

const icons = `// Fixture: the icons resource and menu files may name.
import type { SvgIconComponent } from '@mui/icons-material';
import Block from '@mui/icons-material/Block';
import Home from '@mui/icons-material/Home';
import Settings from '@mui/icons-material/Settings';
import Widgets from '@mui/icons-material/Widgets';

export const ICONS: Record<string, SvgIconComponent> = {
  Block,
  Home,
  // a comment, and a quoted key
  'Settings': Settings,
  Widgets,
};
`;

export interface Fixture {
  root: string;
  path: (relative: string) => string;
  read: (relative: string) => Json;
  readText: (relative: string) => string;
  write: (relative: string, value: unknown) => void;
  writeText: (relative: string, text: string) => void;
  edit: (relative: string, change: (value: Json) => void) => void;
  remove: () => void;
}

const open = (root: string): Fixture => {
  const path = (relative: string) => join(root, relative);
  const fixture: Fixture = {
    root,
    path,
    readText: (relative) => readFileSync(path(relative), 'utf8'),
    read: (relative) => JSON.parse(readFileSync(path(relative), 'utf8')) as Json,
    writeText: (relative, text) => {
      mkdirSync(dirname(path(relative)), { recursive: true });
      writeFileSync(path(relative), text);
    },
    write: (relative, value) => fixture.writeText(relative, `${JSON.stringify(value, null, 2)}\n`),
    edit: (relative, change) => {
      const value = fixture.read(relative);
      change(value);
      fixture.write(relative, value);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  return fixture;
};

/** The fixture configuration in a new temporary directory. */
export const createFixture = (): Fixture => {
  const fixture = open(mkdtempSync(join(tmpdir(), 'config-fixture-')));
  for (const meta of ['resource', 'menu', 'action']) {
    cpSync(join(REPO, 'schemas', 'config', `${meta}.schema.json`), fixture.path(`schemas/config/${meta}.schema.json`));
  }
  fixture.write('schemas/common.schema.json', common);
  fixture.write('schemas/widget.schema.json', widget);
  fixture.write('schemas/reason.schema.json', reason);
  fixture.write('resources/widgets.json', widgets);
  for (const [action, definition] of Object.entries(actions)) fixture.write(`schemas/actions/${action}.json`, definition);
  fixture.write('menus/main.json', menu);
  fixture.write('locales/en-US.json', english);
  fixture.write('locales/zh-CN.json', chinese);
  fixture.writeText('src/engine/icons.ts', icons);
  return fixture;
};

/** A copy of the repository's own config folders (and src/engine/icons.ts when it exists). */
export const copyRepositoryConfig = (): Fixture => {
  const fixture = open(mkdtempSync(join(tmpdir(), 'config-repo-')));
  for (const folder of ['schemas', 'resources', 'menus', 'locales', 'public']) {
    if (existsSync(join(REPO, folder))) cpSync(join(REPO, folder), fixture.path(folder), { recursive: true });
  }
  if (existsSync(join(REPO, 'src', 'engine', 'icons.ts'))) {
    mkdirSync(fixture.path('src/engine'), { recursive: true });
    cpSync(join(REPO, 'src', 'engine', 'icons.ts'), fixture.path('src/engine/icons.ts'));
  }
  return fixture;
};
