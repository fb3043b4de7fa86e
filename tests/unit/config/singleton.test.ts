// check:config on singleton resources (one record per merchant, shown and edited at /<name>): what such a file
// must declare (getOne and a show layout, its own texts), what it cannot use (a list, an id), and the lockedWhen
// states and {record.<field>} templates that come with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../../scripts/check-config';
import { formatProblem } from '../../../scripts/lib/configFiles';
import { createFixture, entry, widgetField, type Fixture } from './fixture';

type Json = Record<string, any>;

const lines = async (root: string) => (await checkConfig(root)).problems.map(formatProblem);

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
});
afterEach(() => fixture.remove());

/** The fixture's widgets as a sound singleton: no list, no ids, a command reading its record, a locked state. */
const makeSingleton = () => {
  fixture.edit('resources/widgets.json', (resource: Json) => {
    resource.singleton = true;
    resource.lockedWhen = { status: ['R'] };
    delete resource.list;
    delete resource.import;
    delete resource.scope;
    resource.methods = { getOne: { action: 'QueryWidget' }, create: { action: 'SaveWidget' }, update: { action: 'UpdateWidget' } };
    resource.commands = [{ name: 'ping', action: 'PingWidget', params: { widgetName: '{record.widgetName}' }, confirm: false, access: '2201' }];
  });
  // The merchant's one widget: the session says whose, so no request names an id.
  const fields = { properties: { widgetName: widgetField('widgetName'), active: widgetField('active'), shared: widgetField('shared') } };
  const record = { $ref: '../widget.schema.json' };
  fixture.write('schemas/actions/QueryWidget.json', entry('QueryWidget', { properties: {} }, record));
  fixture.write('schemas/actions/SaveWidget.json', entry('SaveWidget', fields, record));
  fixture.write('schemas/actions/UpdateWidget.json', entry('UpdateWidget', fields, record));
  fixture.write('schemas/actions/PingWidget.json', entry('PingWidget', { properties: { widgetName: widgetField('widgetName') } }, { type: 'object' }));
  for (const [language, texts] of [
    ['en-US', { empty: 'No widget yet', emptyHint: 'Set one up.', saved: 'Widget saved.', locked: 'A retired widget cannot change.', ping: { label: 'Ping', done: 'Pinged.' } }],
    ['zh-CN', { empty: '暂无组件', emptyHint: '请设置一个。', saved: '组件已保存。', locked: '已停用的组件不能修改。', ping: { label: '测试', done: '已测试。' } }],
  ] as const) {
    fixture.edit(`locales/${language}.json`, (locale: Json) => {
      const widgets = locale.resources.widgets;
      const { ping, ...rest } = texts;
      Object.assign(widgets, rest);
      widgets.commands = { ping };
    });
  }
};

describe('check:config on singleton resources', () => {
  it('passes a singleton with its texts, a lockedWhen state and a command reading its record', async () => {
    makeSingleton();
    expect(await lines(fixture.root)).toEqual([]);
  });

  it('refuses a list, an id in the address and a missing getOne; asks for the page texts', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.singleton = true;
      delete resource.methods.getOne;
    });
    expect(await lines(fixture.root)).toEqual(
      expect.arrayContaining([
        'resources/widgets.json /list: a singleton has no list: /<name> shows its one record; remove "list"',
        'resources/widgets.json /methods: a singleton shows its record, but methods declares no getOne',
        'resources/widgets.json /methods/update/params/widgetId: template "{id}": a singleton resource has no id in the address; the server knows the merchant\'s record from the session',
        'resources/widgets.json /commands/0/params/widgetId: template "{id}": a singleton resource has no id in the address; the server knows the merchant\'s record from the session',
        'resources/widgets.json /methods/getList: warning: a singleton has one record, so getList has no use there',
        'locales/en-US.json /resources/widgets/empty: missing key "resources.widgets.empty" (used by resources/widgets.json /singleton)',
        'locales/zh-CN.json /resources/widgets/emptyHint: missing key "resources.widgets.emptyHint" (used by resources/widgets.json /singleton)',
        'locales/en-US.json /resources/widgets/saved: missing key "resources.widgets.saved" (used by resources/widgets.json /form)',
      ]),
    );
  });

  it('asks for the form note a form declares', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.form.note = true;
    });
    expect(await lines(fixture.root)).toEqual([
      'locales/en-US.json /resources/widgets/formNote: missing key "resources.widgets.formNote" (used by resources/widgets.json /form/note)',
      'locales/zh-CN.json /resources/widgets/formNote: missing key "resources.widgets.formNote" (used by resources/widgets.json /form/note)',
    ]);
  });

  it('checks lockedWhen states and {record.<field>} templates against the entity', async () => {
    makeSingleton();
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.lockedWhen = { status: ['X'], colour: ['red'] };
      resource.commands[0].params = { widgetName: '{record.widgetNme}' };
      resource.commands.push({ name: 'refresh', action: 'RefreshWidgets', scope: 'list', confirm: false, params: { name: '{record.widgetName}' } });
    });
    const found = await lines(fixture.root);
    expect(found).toEqual(
      expect.arrayContaining([
        'resources/widgets.json /lockedWhen/status/0: "X" is not a value of "status" in schemas/widget.schema.json ("A", "R")',
        'resources/widgets.json /lockedWhen/colour: field "colour" is not in schemas/widget.schema.json',
        'resources/widgets.json /commands/0/params/widgetName: template "{record.widgetNme}": field "widgetNme" is not in schemas/widget.schema.json; did you mean "widgetName"?',
        'resources/widgets.json /commands/1/params/name: template "{record.widgetName}": only the params of a command on a record can read the record',
      ]),
    );
  });
});
