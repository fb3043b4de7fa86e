// npm run check:config: each kind of mistake in a declared screen is reported with the file, the JSON pointer and
// a plain sentence. Built on a fixture configuration of our own (tests/unit/config/fixture.ts), plus one run on a
// copy of the repository's real configuration.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig, createOwnAjv, parseIconNames, renderReport } from '../../../scripts/check-config';
import { formatProblem } from '../../../scripts/lib/configFiles';
import { copyRepositoryConfig, createFixture, REPO, type Fixture } from './fixture';

// Test edits reach deep into the JSON; typing every level would only repeat the meta-schema.
type Json = Record<string, any>;

const lines = async (root: string) => (await checkConfig(root)).problems.map(formatProblem);

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
});
afterEach(() => fixture.remove());

describe('check:config on a sound configuration', () => {
  it('finds nothing wrong and counts what it checked', async () => {
    const result = await checkConfig(fixture.root);
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(renderReport(result)).toEqual({
      lines: ['config OK: 1 resources, 3 menu entries, 3 schemas, 28 locale keys'],
      exitCode: 0,
    });
  });

  it("passes the repository's own configuration", async () => {
    const copy = copyRepositoryConfig();
    try {
      const result = await checkConfig(copy.root);
      const errors = result.problems.filter((problem) => problem.severity === 'error').map(formatProblem);
      expect(errors).toEqual([]);
      expect(renderReport(result).lines.at(-1)).toMatch(/^config OK: \d+ resources, \d+ menu entries, \d+ schemas, \d+ locale keys/);
    } finally {
      copy.remove();
    }
  });
});

describe('resources', () => {
  it('names a misspelt field with a did-you-mean', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.list.columns[0] = 'widgtName';
    });
    expect(await lines(fixture.root)).toEqual([
      'resources/widgets.json /list/columns/0: field "widgtName" is not in schemas/widget.schema.json; did you mean "widgetName"?',
    ]);
  });

  it('checks every place a field is named', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.idField = 'widgetID';
      resource.list.filters[1].source = 'shard';
      resource.list.tabs.source = 'statuss';
      resource.list.sort.field = 'createdDt';
      resource.list.permanentFilter = { sharedd: 'N' };
      resource.list.phone = { primary: ['widgtName'], end: 'statu', named: ['shared'] };
      resource.form.sections[0].fields[1] = { source: 'activ', fullWidth: true };
      resource.show.sections[0].fields.push('colour');
      resource.commands[0].appliesTo = { stat: ['A'] };
      resource.commands[0].input.fields = ['reasn'];
      resource.import.columns[1] = 'Shared';
    });
    const found = await lines(fixture.root);
    expect(found).toEqual(
      expect.arrayContaining([
        'resources/widgets.json /idField: field "widgetID" is not in schemas/widget.schema.json; did you mean "widgetId"?',
        'resources/widgets.json /list/filters/1/source: field "shard" is not in schemas/widget.schema.json; did you mean "shared"?',
        'resources/widgets.json /list/tabs/source: field "statuss" is not in schemas/widget.schema.json; did you mean "status"?',
        'resources/widgets.json /list/permanentFilter/sharedd: field "sharedd" is not in schemas/widget.schema.json; did you mean "shared"?',
        'resources/widgets.json /list/sort/field: field "createdDt" is not in schemas/widget.schema.json; did you mean "createDt"?',
        'resources/widgets.json /list/phone/primary/0: field "widgtName" is not in schemas/widget.schema.json; did you mean "widgetName"?',
        'resources/widgets.json /list/phone/end: field "statu" is not in schemas/widget.schema.json; did you mean "status"?',
        'resources/widgets.json /list/phone/named/0: "shared" is named but not shown in a line of list.phone',
        'resources/widgets.json /form/sections/0/fields/1/source: field "activ" is not in schemas/widget.schema.json; did you mean "active"?',
        'resources/widgets.json /show/sections/0/fields/6: field "colour" is not in schemas/widget.schema.json',
        'resources/widgets.json /commands/0/appliesTo/stat: field "stat" is not in schemas/widget.schema.json; did you mean "status"?',
        'resources/widgets.json /commands/0/input/fields/0: field "reasn" is not in schemas/reason.schema.json; did you mean "reason"?',
        'resources/widgets.json /import/columns/1: field "Shared" is not in schemas/widget.schema.json; did you mean "shared"?',
      ]),
    );
  });

  it('reports an unknown property with a did-you-mean over the allowed names', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.list.colums = resource.list.columns;
      delete resource.list.columns;
      resource.acess = {};
    });
    expect(await lines(fixture.root)).toEqual([
      'resources/widgets.json: unknown property "acess"; did you mean "access"?',
      'resources/widgets.json /list: missing required property "columns"',
      'resources/widgets.json /list: unknown property "colums"; did you mean "columns"?',
    ]);
  });

  it('tells meta-schema mistakes as sentences', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.list.rowClick = 'shwo';
      resource.list.filters[1].alwaysOn = 'yes';
      resource.list.columns[1] = { source: 'active', sortabel: false };
      resource.list.columns[2] = 7;
      resource.methods.getMany = { using: 'getOne', action: 'QueryWidgets' };
      resource.methods.getList.action = 'Query-Widgets';
    });
    expect(await lines(fixture.root)).toEqual([
      'resources/widgets.json /methods/getList/action: "Query-Widgets" must start with a letter and hold only letters and digits (an action name such as "QueryStoreList")',
      'resources/widgets.json /methods/getMany: has both "action" and "using"; keep exactly one',
      'resources/widgets.json /list/columns/1: unknown property "sortabel"; did you mean "sortable"?',
      'resources/widgets.json /list/columns/2: must be a text or an object, not the number 7',
      'resources/widgets.json /list/filters/1/alwaysOn: must be true or false, not the text "yes"',
      'resources/widgets.json /list/rowClick: "shwo" is not one of "show", "edit", false; did you mean "show"?',
    ]);
  });

  it('checks the name, unique command names and section keys, enum values and request templates', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.name = 'widget';
      resource.commands[1].name = 'retire';
      resource.show.sections.push({ key: 'main', fields: ['createDt'] });
      resource.list.tabs.values = ['A', 'X'];
      resource.commands[0].params.note = '{data.reasn}';
      resource.methods.getOne.params.widgetId = '{row.id}';
    });
    const found = await lines(fixture.root);
    expect(found).toEqual(
      expect.arrayContaining([
        'resources/widgets.json /name: name "widget" must equal the file name, "widgets"',
        'resources/widgets.json /commands/1/name: command name "retire" is already used by /commands/0',
        'resources/widgets.json /show/sections/1/key: section key "main" is already used by /show/sections/0',
        'resources/widgets.json /list/tabs/values/1: "X" is not a value of "status" in schemas/widget.schema.json ("A", "R")',
        'resources/widgets.json /commands/0/params/note: template "{data.reasn}": "reasn" is not one of the command\'s input fields ("reason"); did you mean "reason"?',
        'resources/widgets.json /methods/getOne/params/widgetId: "{row.id}" is not a template, so it would be sent as written; templates are {id}, {ids}, {data.<field>}, {session.<field>}, {filter.<field>} and {record.<field>}',
      ]),
    );
  });

  it('keeps REST paths to service resources and named actions to the others', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.service = 'deals';
      delete resource.scope;
      delete resource.import;
      delete resource.form;
      resource.methods = {
        getList: { path: 'widgets', params: { merchantId: '{session.mercId}' }, items: 'data.content', total: 'data.totalElements' },
        getOne: { action: 'QueryWidgetDetail', record: 'data' },
        delete: { path: 'widgets/{id}' },
      };
      // A command of a service resource names its path and verb; one still naming an action is reported.
      const { action: _action, params: _params, ...rest } = resource.commands[1];
      resource.commands[1] = { ...rest, path: 'widgets/status/{id}', verb: 'PUT', query: { status: 'A' } };
    });
    expect(await lines(fixture.root)).toEqual([
      'resources/widgets.json /methods/getList/path: no catalogue entry declares the deal-service endpoint GET "widgets" (schemas/actions/<operation>.json with "service": "deals", "method": "GET", "path": "widgets")',
      'resources/widgets.json /methods/getOne/action: the resource is served by the "deals" service, so its methods name a REST path ("path"), not a named action',
      // A write names its path; its verb is REST's (DELETE) unless it says another.
      'resources/widgets.json /methods/delete/path: no catalogue entry declares the deal-service endpoint DELETE "widgets/{id}" (schemas/actions/<operation>.json with "service": "deals", "method": "DELETE", "path": "widgets/{id}")',
      'resources/widgets.json /commands/0/action: the resource is served by the "deals" service, which has no named /mmc/ actions: a command names a REST "path" and "verb"',
      'resources/widgets.json /commands/1/path: no catalogue entry declares the deal-service endpoint PUT "widgets/status/{id}" (schemas/actions/<operation>.json with "service": "deals", "method": "PUT", "path": "widgets/status/{id}")',
    ]);

    fixture.edit('resources/widgets.json', (resource: Json) => {
      delete resource.service;
      resource.commands = [resource.commands[1]];
      delete resource.methods.delete;
      resource.methods.getOne = { path: 'widgets/{widget}', record: 'data' };
    });
    expect(await lines(fixture.root)).toEqual(
      expect.arrayContaining([
        'resources/widgets.json /methods/getList/path: a REST path needs "service" on the resource (e.g. "service": "deals"); without it methods name /mmc/ actions',
        'resources/widgets.json /commands/0/path: a REST path command needs "service" on the resource (e.g. "service": "deals"); without it commands name /mmc/ actions',
        'resources/widgets.json /methods/getOne/path: "{widget}" is not a template, so it would be sent as written; templates are {id}, {ids}, {data.<field>}, {session.<field>}, {filter.<field>} and {record.<field>}',
      ]),
    );
  });

  it('reports an entity with no schema', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.entity = 'widgte';
    });
    expect(await lines(fixture.root)).toContain(
      'resources/widgets.json /entity: entity "widgte" has no schema: schemas/widgte.schema.json does not exist; did you mean "widget"?',
    );
  });

  it('reports unknown permission codes in resources, commands and imports', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.access.list = '2203';
      resource.commands[0].access = '99';
      resource.import.access = '2O02';
    });
    expect(await lines(fixture.root)).toEqual([
      'resources/widgets.json /access/list: permission code "2203" is not in spec 001 §6\'s table; the codes under "22" are 2201, 2202',
      'resources/widgets.json /commands/0/access: permission code "99" is not in spec 001 §6\'s table (see src/auth/permissionCodes.ts)',
      'resources/widgets.json /import/access: permission code "2O02" is not in spec 001 §6\'s table; did you mean "2002"?',
    ]);
  });

  it('warns (without failing) about a readOnly field in a form section', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.form.sections[0].fields.push('status', { source: 'createDt', readOnly: true });
    });
    const result = await checkConfig(fixture.root);
    expect(result.problems.map(formatProblem)).toEqual([
      'resources/widgets.json /form/sections/0/fields/3: warning: field "status" is readOnly in schemas/widget.schema.json, so the form cannot change it; move it to show, or write {"source": "status", "readOnly": true} to display it',
    ]);
    expect(renderReport(result)).toMatchObject({ exitCode: 0 });
    expect(renderReport(result).lines.at(-1)).toBe('config OK: 1 resources, 3 menu entries, 3 schemas, 28 locale keys (1 warning)');
  });

  it('reports icons missing from src/engine/icons.ts', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.icon = 'Widget';
      resource.commands[0].icon = 'Rocket';
    });
    expect(await lines(fixture.root)).toEqual([
      'resources/widgets.json /icon: icon "Widget" is not in src/engine/icons.ts; did you mean "Widgets"?',
      'resources/widgets.json /commands/0/icon: icon "Rocket" is not in src/engine/icons.ts (add it to ICONS there, or pick one that is)',
    ]);
  });
});

describe('resources against the action catalogue (schemas/actions/)', () => {
  const withRepository = async (change: (copy: Fixture) => void): Promise<string[]> => {
    const copy = copyRepositoryConfig();
    try {
      change(copy);
      return await lines(copy.root);
    } finally {
      copy.remove();
    }
  };

  it('fails on a misspelt request field in a filter mapping, naming the file, the pointer and the field meant', async () => {
    const problems = await withRepository((copy) =>
      copy.edit('resources/stores.json', (resource: Json) => {
        resource.methods.getList.filters.q = 'storeNmae';
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^resources\/stores\.json \/methods\/getList\/filters\/q: "storeNmae" is not a request field of QueryStoreList \(schemas\/actions\/QueryStoreList\.json: .*\); did you mean "storeName"\?$/),
    ]);
  });

  it("checks a form section's preview: fields sent and shown, the action's required fields waited for, who may ask", async () => {
    const problems = await withRepository((copy) => {
      copy.edit('resources/pushMessages.json', (resource: Json) => {
        const preview = resource.form.sections.find((section: Json) => section.preview).preview;
        preview.from = [...preview.from.filter((field: string) => field !== 'quantity'), 'title'];
        preview.needs = ['targetReach', 'msgChannel', 'quantity'];
        preview.shows = ['recipients', 'totalCosts'];
        resource.access.create = '2301';
        resource.show.sections[0].preview = { action: 'PushInfoCost', from: ['msgChannel'], needs: [], shows: ['recipients'] };
      });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'resources/pushMessages.json /form/sections/4/preview/needs/2: "quantity" is needed but not sent: add it to "from"',
        'resources/pushMessages.json /form/sections/4/preview/shows/1: field "totalCosts" is not in schemas/pushMessage.schema.json; did you mean "totalCost"?',
        'resources/pushMessages.json /show/sections/0/preview: a preview is worked out from a form as it is typed; a detail page shows the saved figures as fields',
        expect.stringMatching(/^resources\/pushMessages\.json \/form\/sections\/4\/preview\/from\/7: "title" is not a request field of PushInfoCost/),
        expect.stringMatching(/^resources\/pushMessages\.json \/form\/sections\/4\/preview\/shows\/1: "totalCosts" is not in PushInfoCost's answer/),
        'resources/pushMessages.json /form/sections/4/preview: someone with code 2301 may fill in the form (access.create) but PushInfoCost admits only "2302" (schemas/actions/PushInfoCost.json): they would never see the preview',
      ]),
    );
    const withoutNeeds = await withRepository((copy) => {
      copy.edit('resources/pushMessages.json', (resource: Json) => {
        resource.form.sections.find((section: Json) => section.preview).preview.needs = ['targetReach'];
      });
    });
    expect(withoutNeeds).toEqual([
      'resources/pushMessages.json /form/sections/4/preview/needs: PushInfoCost requires "msgChannel": list it in "needs", so the preview waits for it instead of being refused',
      'resources/pushMessages.json /form/sections/4/preview/needs: PushInfoCost requires "quantity": list it in "needs", so the preview waits for it instead of being refused',
    ]);
  }, 60_000);

  it('checks the related lists of a detail page: a declared resource that lists by reference, its fields, the card title', async () => {
    const problems = await withRepository((copy) => {
      copy.edit('resources/inventory.json', (resource: Json) => {
        resource.show.related.push({ key: 'sales', resource: 'inventoryMovement', target: 'goodsId', columns: ['moveDt'] });
        resource.show.related[0].target = 'goodId';
        resource.show.related[0].columns[1] = 'moveTime';
      });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'resources/inventory.json /show/related/0/target: field "goodId" is not in schemas/inventoryMovement.schema.json; did you mean "goodsId"?',
        'resources/inventory.json /show/related/0/columns/1: field "moveTime" is not in schemas/inventoryMovement.schema.json; did you mean "moveTm"?',
        'resources/inventory.json /show/related/1/resource: no resource file declares "inventoryMovement" (resources/inventoryMovement.json); did you mean "inventoryMovements"?',
        'locales/en-US.json /resources/inventory/sections/sales: missing key "resources.inventory.sections.sales" (used by resources/inventory.json /show/related/1/key)',
      ]),
    );
  }, 60_000);

  it('fails on a misspelt answer path, naming the file, the pointer and the path meant', async () => {
    const problems = await withRepository((copy) =>
      copy.edit('resources/stores.json', (resource: Json) => {
        resource.methods.getList.items = 'dta';
      }),
    );
    expect(problems).toEqual([
      'resources/stores.json /methods/getList/items: "dta" is not in QueryStoreList\'s answer: the body holds "data", "total" (schemas/actions/QueryStoreList.json); did you mean "data"?',
    ]);
  }, 30_000);

  it('checks action names, params, sort, scope, list filters and tabs, command inputs, imports and record paths', async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.methods.getOne.action = 'QueryWidgetDetial';
      resource.methods.update.params = { widgetID: '{id}' };
      resource.methods.getList.sort = { field: 'sortFeild', order: 'sortOrder' };
      resource.methods.getList.total = 'data';
      resource.scope = { stoerId: '{session.storeId}' };
      resource.list.filters.push({ source: 'createDt' });
      resource.commands[0].params.status = 'X';
      resource.commands[0].input.fields = ['reasn'];
      resource.import.rowsField = 'rows';
    });
    expect(await lines(fixture.root)).toEqual(
      expect.arrayContaining([
        'resources/widgets.json /methods/getOne/action: action "QueryWidgetDetial" has no entry in the action catalogue (schemas/actions/QueryWidgetDetial.json); did you mean "QueryWidgetDetail"?',
        expect.stringMatching(/^resources\/widgets\.json \/methods\/update\/params\/widgetID: "widgetID" is not a request field of EditWidget .*did you mean "widgetId"\?$/),
        expect.stringMatching(/^resources\/widgets\.json \/methods\/getList\/sort\/field: "sortFeild" is not a request field of QueryWidgetList/),
        'resources/widgets.json /methods/getList/total: "data" of QueryWidgetList\'s answer is array, not a number',
        expect.stringMatching(/^resources\/widgets\.json \/scope\/stoerId: "stoerId" is not a request field of QueryWidgetList .*did you mean "storeId"\?$/),
        expect.stringMatching(/^resources\/widgets\.json \/list\/filters\/2\/source: "createDt" is not a request field of QueryWidgetList/),
        'resources/widgets.json /commands/0/params/status: "X" is not a value EditWidget takes for "status" ("A", "R")',
        expect.stringMatching(/^resources\/widgets\.json \/commands\/0\/input\/fields\/0: "reasn" is not a request field of EditWidget .*did you mean "reason"\?$/),
        expect.stringMatching(/^resources\/widgets\.json \/import\/rowsField: "rows" is not a request field of ImportWidgets/),
      ]),
    );
  });

  it('fails when a field of one type is sent onto a request field of another (money onto text)', async () => {
    fixture.edit('schemas/widget.schema.json', (schema: Json) => {
      schema.properties.price = { type: 'integer', minimum: 1, 'x-widget': 'money' };
    });
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.list.filters.push({ source: 'price' });
      resource.methods.getList.filters.price = 'searchKey';
    });
    fixture.edit('locales/en-US.json', (locale: Json) => {
      locale.resources.widgets.fields.price = 'Price';
    });
    fixture.edit('locales/zh-CN.json', (locale: Json) => {
      locale.resources.widgets.fields.price = '价格';
    });
    expect(await lines(fixture.root)).toContain(
      'resources/widgets.json /methods/getList/filters/price: sends the money field "price" of schemas/widget.schema.json as "searchKey", which QueryWidgetList takes as string',
    );
  });

  it('reads an entry that breaks the entry format as a problem of that file', async () => {
    fixture.edit('schemas/actions/RefreshWidgets.json', (definition: Json) => {
      definition.sesion = true;
    });
    expect(await lines(fixture.root)).toEqual([
      'schemas/actions/RefreshWidgets.json: unknown property "sesion"; did you mean "session"? (format: schemas/config/action.schema.json)',
    ]);
  });
});

describe('JSON', () => {
  it('gives the line and column of a syntax error', async () => {
    fixture.writeText('resources/widgets.json', '{\n  "name": "widgets",\n  "entity": "widget"\n  "idField": "widgetId"\n}\n');
    expect((await lines(fixture.root))[0]).toBe(
      'resources/widgets.json: not valid JSON: line 4, column 3: a comma is missing before this property',
    );
  });

  it('reports a key written twice', async () => {
    fixture.writeText('menus/main.json', fixture.readText('menus/main.json').replace('"route": "/home",', '"route": "/home",\n      "route": "/start",'));
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/0/route: property "route" is written twice in this object (first on line 8); JSON keeps only the last one',
    ]);
  });
});

describe('entity schemas', () => {
  it('reports an unknown keyword (a misspelt one gets a did-you-mean)', async () => {
    fixture.edit('schemas/widget.schema.json', (schema: Json) => {
      schema.properties.widgetName.minLenght = 2;
      schema.properties.status['x-enmu'] = schema.properties.status['x-enum'];
      delete schema.properties.status['x-enum'];
    });
    const found = await lines(fixture.root);
    expect(found).toContain('schemas/widget.schema.json /properties/widgetName: unknown keyword "minLenght"; did you mean "minLength"?');
    expect(found).toContain('schemas/widget.schema.json /properties/status: unknown keyword "x-enmu"; did you mean "x-enum"?');
  });

  it('checks $id, $ref, formats, the vocabulary values and JSON Schema itself', async () => {
    fixture.edit('schemas/widget.schema.json', (schema: Json) => {
      schema.$id = 'widgets.schema.json';
      schema.properties.widgetName.$ref = 'common.schema.json#/$defs/shortNme';
      schema.properties.createDt = { type: 'string', format: 'wire-dat' };
      schema.properties.active['x-widget'] = 'toggle';
      schema.properties.widgetId.type = 'strng';
    });
    expect(await lines(fixture.root)).toEqual([
      'schemas/widget.schema.json /$id: "$id" is "widgets.schema.json" but must be the file name, "widget.schema.json"',
      'schemas/widget.schema.json /properties/widgetId/type: not valid JSON Schema 2020-12: "strng" is not one of "array", "boolean", "integer", "null", "number", "object", "string"; did you mean "string"?',
      'schemas/widget.schema.json /properties/widgetName/$ref: $ref "common.schema.json#/$defs/shortNme" does not resolve: common.schema.json has no "shortNme" in /$defs; did you mean "shortName"?',
      'schemas/widget.schema.json /properties/active: "x-widget": "toggle" is not one of "text", "textarea", "number", "money", "percent", "select", "radio", "switch", "date", "time", "clock", "mobile", "email", "chip", "qr", "upload", "secret", "reference", "references", "permissionTree"',
      'schemas/widget.schema.json /properties/createDt: unknown format "wire-dat"; did you mean "wire-date"?',
    ]);
  });

  it('reports a chip tone that is not one of the theme colours', async () => {
    fixture.edit('schemas/widget.schema.json', (schema: Json) => {
      schema.properties.active['x-tone'] = { Y: 'green' };
    });
    expect((await lines(fixture.root)).join('\n')).toMatch(/\/properties\/active: "x-tone".*"success", "error", "warning", "info", "primary", "secondary"/);
  });

  it('reports a $ref to a schema file that does not exist', async () => {
    fixture.edit('schemas/widget.schema.json', (schema: Json) => {
      schema.properties.widgetName.$ref = 'comon.schema.json#/$defs/shortName';
    });
    expect(await lines(fixture.root)).toContain(
      'schemas/widget.schema.json /properties/widgetName/$ref: $ref "comon.schema.json#/$defs/shortName" does not resolve: there is no schemas/comon.schema.json; did you mean "common.schema.json"?',
    );
  });
});

describe('menus', () => {
  it('reports an entry naming a missing resource', async () => {
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[1].children[0].resource = 'widget';
    });
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/1/children/0/resource: resource "widget" has no file: resources/widget.json does not exist; did you mean "widgets"?',
    ]);
  });

  it('reports duplicate keys, entries with two destinations or none, unknown codes and icons', async () => {
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[0].external = 'https://example.com';
      menu.items[1].children.push({ key: 'home', label: 'menu.home', access: '2204' }, { key: 'docs', label: 'menu.home', external: 'https://example.com', icon: 'MenuBook' });
    });
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/0: the entry has both "route" and "external"; keep one (only "route" and "resource" go together: the route is then the resource\'s alias)',
      'menus/main.json /items/1/children/1: the entry leads nowhere: give it one of route, resource, external or children',
      'menus/main.json /items/1/children/1/key: menu key "home" is already used by menus/main.json /items/0',
      'menus/main.json /items/1/children/1/access: permission code "2204" is not in spec 001 §6\'s table; the codes under "22" are 2201, 2202',
      'menus/main.json /items/1/children/2/icon: icon "MenuBook" is not in src/engine/icons.ts (add it to ICONS there, or pick one that is)',
    ]);
  });

  it('takes a route beside a resource as its alias, but not one inside the resource\'s own address, nor an address used twice', async () => {
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[1].children[0].route = '/setting/widgetManagement';
      menu.items[1].children.push(
        { key: 'widgetList', label: 'menu.home', resource: 'widgets', route: '/widgets/list' },
        { key: 'start', label: 'menu.home', route: '/home/' },
      );
    });
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/1/children/1/route: "/widgets/list" is inside the resource\'s own address /widgets, so it cannot be its alias',
      'menus/main.json /items/1/children/2/route: route "/home" is already the address of menus/main.json /items/0; each address leads to one entry',
    ]);
  });

  it('lets a sub-address lead to a tab of the list or a kind of new record, with values the fields accept', async () => {
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[1].children[0].route = '/setting/widgetManagement';
      menu.items[1].children[0].subAddresses = {
        retired: { list: { status: 'R' } },
        lost: { list: { status: 'L' } },
        'new/shared': { create: { shared: 'Y' } },
        'new/retired': { create: { status: 'R' } },
        byName: { list: { widgetName: 'x' } },
      };
      menu.items[1].children.push({ key: 'start', label: 'menu.home', route: '/start', subAddresses: { new: { create: {} } } });
    });
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/1/children/0/subAddresses/lost/list/status: "L" is not a value of "status" in schemas/widget.schema.json ("A", "R")',
      'menus/main.json /items/1/children/0/subAddresses/new~1retired/create/status: "status" is not a field of its form in resources/widgets.json',
      'menus/main.json /items/1/children/0/subAddresses/byName/list/widgetName: "widgetName" is not a tab or filter of its list in resources/widgets.json',
      'menus/main.json /items/1/children/1/subAddresses: sub-addresses lead to a resource\'s screens: give the entry a "resource"',
    ]);
  });

  it("lets a sub-address with a :id lead to a record's page or form, and aliases claim their addresses like routes", async () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      delete resource.methods.update;
    });
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[1].children[0].route = '/setting/widgetManagement';
      menu.items[1].children[0].aliases = ['/provider/widgets', '/home'];
      menu.items[1].children[0].subAddresses = {
        'view/:id': { show: {} },
        'edit/:id': { edit: {} },
        view: { show: {} },
        'old/:id': { list: { status: 'R' } },
      };
      menu.items[1].children.push({ key: 'start', label: 'menu.home', aliases: ['/begin'] });
    });
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/1/children/0/aliases/1: route "/home" is already the address of menus/main.json /items/0; each address leads to one entry',
      'menus/main.json /items/1/children/0/subAddresses/edit~1:id/edit: resource "widgets" has no update method, so it has no record form to open',
      'menus/main.json /items/1/children/0/subAddresses/view: a record\'s show page needs the record: give the address a :id segment',
      'menus/main.json /items/1/children/0/subAddresses/old~1:id: a :id segment names a record: lead it to "show" or "edit"',
      'menus/main.json /items/1/children/1: the entry leads nowhere: give it one of route, resource, external or children',
      'menus/main.json /items/1/children/1/aliases: aliases lead to the entry\'s screen: give the entry a "route" or a "resource"',
    ]);
  });

  it('checks that a page the console ships for a frame exists under public/, in every language', async () => {
    fixture.writeText('public/help/guide.en-US.html', '<!doctype html><title>Guide</title>');
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[1].children.push(
        { key: 'guide', label: 'menu.home', external: '/help/guide.{locale}.html' },
        { key: 'site', label: 'menu.home', external: 'http://example.com/help' },
      );
    });
    expect(await lines(fixture.root)).toEqual([
      'menus/main.json /items/1/children/1/external: "/help/guide.{locale}.html" is a page the console ships, but public/help/guide.zh-CN.html does not exist',
      'menus/main.json /items/1/children/2/external: "http://example.com/help" must start with "https://" (another site) or "/" (a page under public/)',
    ]);
  });

  it('reads icon names from the ICONS object without importing it', () => {
    expect([...parseIconNames(fixture.readText('src/engine/icons.ts'))!].sort()).toEqual(['Block', 'Home', 'Settings', 'Widgets']);
  });
});

describe('locales', () => {
  it('reports a key missing from zh-CN, with where it is used', async () => {
    fixture.edit('locales/zh-CN.json', (locale: Json) => {
      delete locale.resources.widgets.fields.status;
    });
    expect(await lines(fixture.root)).toEqual([
      'locales/zh-CN.json /resources/widgets/fields/status: missing key "resources.widgets.fields.status" (used by resources/widgets.json /list/columns/2)',
    ]);
  });

  it('asks for every label a resource and a menu use, in both languages', async () => {
    for (const language of ['en-US', 'zh-CN']) {
      fixture.edit(`locales/${language}.json`, (locale: Json) => {
        delete locale.menu.widgets;
        delete locale.resources.widgets.sections;
        delete locale.resources.widgets.commands.retire.confirmContent;
        delete locale.resources.widgets.name_one;
        delete locale.resources.widgets.name_other;
        delete locale.reason;
        delete locale.errors;
        delete locale.enums.widgetActive;
      });
    }
    const found = (await lines(fixture.root)).filter((line) => line.startsWith('locales/zh-CN.json'));
    expect(found.sort()).toEqual([
      'locales/zh-CN.json /enums/widgetActive/N: missing key "enums.widgetActive.N" (used by schemas/widget.schema.json /properties/active)',
      'locales/zh-CN.json /enums/widgetActive/Y: missing key "enums.widgetActive.Y" (used by schemas/widget.schema.json /properties/active)',
      'locales/zh-CN.json /errors/widgetNameTaken: missing key "errors.widgetNameTaken" (used by schemas/widget.schema.json /properties/widgetName/x-unique)',
      'locales/zh-CN.json /menu/widgets: missing key "menu.widgets" (used by menus/main.json /items/1/children/0/label)',
      'locales/zh-CN.json /reason/fields/reason: missing key "reason.fields.reason" (used by resources/widgets.json /commands/0/input/fields/0)',
      'locales/zh-CN.json /resources/widgets/commands/retire/confirmContent: missing key "resources.widgets.commands.retire.confirmContent" (used by resources/widgets.json /commands/0/name)',
      'locales/zh-CN.json /resources/widgets/name: missing key "resources.widgets.name" (used by resources/widgets.json /name)',
      'locales/zh-CN.json /resources/widgets/sections/main: missing key "resources.widgets.sections.main" (used by resources/widgets.json /form/sections/0/key)',
    ]);
  });

  it("asks for a menu entry's page title in both languages, as for its label", async () => {
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items[1].children[0].title = 'menu.widgetsTitle';
    });
    expect((await lines(fixture.root)).sort()).toEqual([
      'locales/en-US.json /menu/widgetsTitle: missing key "menu.widgetsTitle" (used by menus/main.json /items/1/children/0/title)',
      'locales/zh-CN.json /menu/widgetsTitle: missing key "menu.widgetsTitle" (used by menus/main.json /items/1/children/0/title)',
    ]);
  });

  it('compares the key sets of en-US and zh-CN both ways', async () => {
    fixture.edit('locales/en-US.json', (locale: Json) => {
      locale.app.extra = 'Only in English';
    });
    fixture.edit('locales/zh-CN.json', (locale: Json) => {
      locale.app.loading = '加载中…';
    });
    expect(await lines(fixture.root)).toEqual([
      'locales/en-US.json /app/loading: missing key "app.loading" (it is in locales/zh-CN.json)',
      'locales/zh-CN.json /app/extra: missing key "app.extra" (it is in locales/en-US.json)',
    ]);
  });

  it('checks that zh-CN keeps the placeholders of en-US', async () => {
    fixture.edit('locales/zh-CN.json', (locale: Json) => {
      locale.app.version = '版本 {{ver}}';
    });
    expect(await lines(fixture.root)).toEqual([
      'locales/zh-CN.json /app/version: placeholder {{version}} of the en-US text is missing here',
      'locales/zh-CN.json /app/version: placeholder {{ver}} is not in the en-US text, so nothing fills it',
    ]);
  });

  it('rejects texts left as translation placeholders', async () => {
    fixture.edit('locales/zh-CN.json', (locale: Json) => {
      locale.menu.widgets = 'Widgets (待翻译)';
    });
    expect(await lines(fixture.root)).toEqual([
      'locales/zh-CN.json /menu/widgets: "menu.widgets" is a placeholder waiting for translation ("Widgets (待翻译)"); write the real text',
    ]);
  });
});

describe('the command line', () => {
  const run = (root: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'scripts', 'check-config.ts'), '--root', root], { cwd: REPO, encoding: 'utf8' });

  it('prints the problems and a summary, and exits 1', () => {
    fixture.edit('resources/widgets.json', (resource: Json) => {
      resource.list.columns[0] = 'widgtName';
    });
    fixture.edit('locales/zh-CN.json', (locale: Json) => {
      delete locale.menu.widgets;
    });
    const result = run(fixture.root);
    expect(result.stdout.trim().split('\n')).toEqual([
      'resources/widgets.json /list/columns/0: field "widgtName" is not in schemas/widget.schema.json; did you mean "widgetName"?',
      'locales/zh-CN.json /menu/widgets: missing key "menu.widgets" (used by menus/main.json /items/1/children/0/label)',
      'config check failed: 2 errors in 2 files',
    ]);
    expect(result.status).toBe(1);
  }, 60_000);

  it('prints "config OK" and exits 0 when all is well', () => {
    const result = run(fixture.root);
    expect(result.stdout.trim()).toBe('config OK: 1 resources, 3 menu entries, 3 schemas, 28 locale keys');
    expect(result.status).toBe(0);
  }, 60_000);
});

describe('the ajv set-up', () => {
  const helper = join(REPO, 'scripts', 'lib', 'ajv.ts');

  it.runIf(existsSync(helper))("falls back to one that knows the same keywords and formats as scripts/lib/ajv.ts", async () => {
    const { createAjv } = (await import('../../../scripts/lib/ajv')) as { createAjv: (options: { loadSchemas: boolean }) => ReturnType<typeof createOwnAjv> };
    const shared = createAjv({ loadSchemas: false });
    const own = createOwnAjv();
    expect(Object.keys(own.RULES.keywords).sort()).toEqual(Object.keys(shared.RULES.keywords).sort());
    expect(Object.keys(own.formats).sort()).toEqual(Object.keys(shared.formats).sort());
    for (const value of ['20240229', '20230229', '2024-02-29']) {
      expect(own.validate({ type: 'string', format: 'wire-date' }, value)).toBe(shared.validate({ type: 'string', format: 'wire-date' }, value));
    }
  });
});
