// Menu entries must have unique keys and routes, lead to one existing place, and name known icons and permission codes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../../src/i18n/locales';
import { asArray, asString, didYouMean, escapePointerSegment, isObject, quoteList, type ConfigFile, type JsonObject } from '../configFiles';
import type { CheckContext } from './context';
import { checkIcon } from './icons';
import { checkPermissionCode } from './permissions';
import { entityNamed, lookupField } from './schemaModel';
import { andList } from './wording';

export const checkMenus = (ctx: CheckContext): void => {
  const keys = new Map<string, string>();
  const routes = new Map<string, string>();
  const visit = (file: ConfigFile, entry: unknown, pointer: string): void => {
    if (!isObject(entry)) return;
    ctx.menuEntries++;
    const path = file.path;
    if (typeof entry.key === 'string') {
      const earlier = keys.get(entry.key);
      if (earlier !== undefined) ctx.report(path, `${pointer}/key`, `menu key "${entry.key}" is already used by ${earlier}`);
      else keys.set(entry.key, `${path} ${pointer}`);
    }
    if (typeof entry.label === 'string') ctx.need(entry.label, path, `${pointer}/label`);
    if (typeof entry.title === 'string') ctx.need(entry.title, path, `${pointer}/title`);
    checkDestination(ctx, path, pointer, entry);
    const claim = (address: unknown, at: string) => {
      if (typeof address !== 'string') return;
      const route = address.replace(/\/+$/, '') || '/';
      const earlier = routes.get(route);
      if (earlier !== undefined) ctx.report(path, at, `route "${route}" is already the address of ${earlier}; each address leads to one entry`);
      else routes.set(route, `${path} ${pointer}`);
    };
    claim(entry.route, `${pointer}/route`);
    asArray(entry.aliases).forEach((alias, index) => claim(alias, `${pointer}/aliases/${index}`));
    if (entry.aliases !== undefined && entry.resource === undefined && entry.route === undefined) {
      ctx.report(path, `${pointer}/aliases`, 'aliases lead to the entry\'s screen: give the entry a "route" or a "resource"');
    }
    if (Array.isArray(entry.children) && entry.children.length === 0) ctx.report(path, `${pointer}/children`, 'a parent entry with no children shows an empty group', 'warning');
    if (typeof entry.resource === 'string' && !ctx.set.resources.has(entry.resource)) {
      ctx.report(path, `${pointer}/resource`, `resource "${entry.resource}" has no file: resources/${entry.resource}.json does not exist${didYouMean(entry.resource, ctx.set.resources.keys())}`);
    }
    if (entry.subAddresses !== undefined) checkSubAddresses(ctx, path, pointer, entry);
    if (typeof entry.external === 'string') checkShippedPage(ctx, path, `${pointer}/external`, entry.external);
    checkPermissionCode(ctx, path, `${pointer}/access`, entry.access);
    checkIcon(ctx, path, `${pointer}/icon`, entry.icon);
    asArray(entry.children).forEach((child, index) => visit(file, child, `${pointer}/children/${index}`));
  };
  for (const file of ctx.set.menus.values()) {
    if (!file.parsed || !isObject(file.parsed.value)) continue;
    asArray(file.parsed.value.items).forEach((entry, index) => visit(file, entry, `/items/${index}`));
  }
};

/** One place per entry: a route, a resource (a route beside it is its alias), an external page or children. */
const checkDestination = (ctx: CheckContext, path: string, pointer: string, entry: JsonObject): void => {
  const present = (['route', 'resource', 'external', 'children'] as const).filter((destination) => entry[destination] !== undefined);
  const alias = present.length === 2 && present.includes('route') && present.includes('resource');
  if (present.length === 0) ctx.report(path, pointer, 'the entry leads nowhere: give it one of route, resource, external or children');
  else if (present.length > 1 && !alias) {
    ctx.report(path, pointer, `the entry has both ${andList(present.map((name) => `"${name}"`))}; keep one (only "route" and "resource" go together: the route is then the resource's alias)`);
  }
  if (alias && typeof entry.resource === 'string' && typeof entry.route === 'string' && entry.route.split('/')[1] === entry.resource) {
    ctx.report(path, `${pointer}/route`, `"${entry.route}" is inside the resource's own address /${entry.resource}, so it cannot be its alias`);
  }
};

/**
 * A sub-address leads to the entry's resource: its list narrowed by fields the list lets a merchant narrow by (a tab
 * or a filter), or its create form with values of its form's fields; each value one the field accepts.
 */
const checkSubAddresses = (ctx: CheckContext, path: string, pointer: string, entry: JsonObject): void => {
  const resourceName = asString(entry.resource);
  if (resourceName === undefined) {
    ctx.report(path, `${pointer}/subAddresses`, 'sub-addresses lead to a resource\'s screens: give the entry a "resource"');
    return;
  }
  const resource = ctx.set.resources.get(resourceName)?.parsed?.value;
  if (!isObject(resource) || !isObject(entry.subAddresses)) return;
  const entity = typeof resource.entity === 'string' ? entityNamed(ctx, resource.entity) : null;
  const list = isObject(resource.list) ? resource.list : {};
  const narrowing = new Set<string>([
    ...(isObject(list.tabs) && typeof list.tabs.source === 'string' ? [list.tabs.source] : []),
    ...asArray(list.filters).map((filter) => (isObject(filter) ? filter.source : filter)).filter((source): source is string => typeof source === 'string'),
  ]);
  const form = isObject(resource.form) ? resource.form : {};
  const formFields = new Set(
    asArray(form.sections).flatMap((section) => (isObject(section) ? asArray(section.fields) : [])).map((field) => (isObject(field) ? field.source : field)),
  );
  const methods = isObject(resource.methods) ? resource.methods : {};
  for (const [address, destination] of Object.entries(entry.subAddresses)) {
    if (!isObject(destination)) continue;
    const at = `${pointer}/subAddresses/${escapePointerSegment(address)}`;
    if (isObject(destination.create) && methods.create === undefined) ctx.report(path, `${at}/create`, `resource "${resourceName}" has no create method, so it has no form to open`);
    const recordPage = isObject(destination.show) ? 'show' : isObject(destination.edit) ? 'edit' : undefined;
    if (recordPage !== undefined) {
      if (!address.split('/').includes(':id')) ctx.report(path, at, `a record's ${recordPage} page needs the record: give the address a :id segment`);
      const needed = recordPage === 'show' ? 'getOne' : 'update';
      if (methods[needed] === undefined) ctx.report(path, `${at}/${recordPage}`, `resource "${resourceName}" has no ${needed} method, so it has no record ${recordPage === 'show' ? 'page' : 'form'} to open`);
      continue;
    }
    if (address.split('/').includes(':id')) ctx.report(path, at, 'a :id segment names a record: lead it to "show" or "edit"');
    const [kind, values, allowed, what] = isObject(destination.list)
      ? (['list', destination.list, narrowing, 'a tab or filter of its list'] as const)
      : (['create', isObject(destination.create) ? destination.create : {}, formFields, 'a field of its form'] as const);
    for (const [field, value] of Object.entries(values)) {
      const fieldAt = `${at}/${kind}/${escapePointerSegment(field)}`;
      if (!allowed.has(field)) {
        ctx.report(path, fieldAt, `"${field}" is not ${what} in resources/${resourceName}.json${didYouMean(field, [...allowed].filter((name): name is string => typeof name === 'string'))}`);
        continue;
      }
      const found = entity ? lookupField(ctx, entity, field).field : undefined;
      if (found?.values && !found.values.includes(String(value))) {
        ctx.report(path, fieldAt, `${JSON.stringify(value)} is not a value of "${field}" in ${entity!.file} (${quoteList(found.values)})${didYouMean(String(value), found.values)}`);
      }
    }
  }
};

/** A root-relative external page is one the console ships: public/<path>, in every language when it has {locale}. */
const checkShippedPage = (ctx: CheckContext, path: string, pointer: string, address: string): void => {
  if (!address.startsWith('/')) return;
  const candidates = address.includes('{locale}') ? LOCALES.map((entry) => address.replaceAll('{locale}', entry.locale)) : [address];
  for (const candidate of candidates) {
    const file = join(ctx.root, 'public', candidate.split(/[?#]/)[0]!);
    if (!existsSync(file)) ctx.report(path, pointer, `"${address}" is a page the console ships, but public${candidate.split(/[?#]/)[0]} does not exist`);
  }
};
