// A singleton resource is one record shown and edited in place, so it needs getOne and show, no list, and its own texts.
import { asArray, isObject, type JsonObject } from '../configFiles';
import type { CheckContext } from './context';

/** A singleton: one record shown at /<name> (getOne and show), edited in place, with its own texts. */
export const checkSingleton = (ctx: CheckContext, path: string, prefix: string, resource: JsonObject, methods: JsonObject): void => {
  if (!('getOne' in methods)) ctx.report(path, '/methods', 'a singleton shows its record, but methods declares no getOne');
  if (!isObject(resource.show)) ctx.report(path, '/singleton', 'a singleton shows its record, but the resource declares no show layout');
  if (resource.list !== undefined) ctx.report(path, '/list', 'a singleton has no list: /<name> shows its one record; remove "list"');
  for (const method of ['getList', 'getManyReference', 'getMany', 'updateMany', 'delete', 'deleteMany']) {
    if (method in methods) ctx.report(path, `/methods/${method}`, `a singleton has one record, so ${method} has no use there`, 'warning');
  }
  for (const command of asArray(resource.commands)) {
    if (isObject(command) && command.scope === 'bulk') ctx.report(path, '/commands', 'a singleton has no rows to select, so a bulk command never shows', 'warning');
  }
  ctx.need(`${prefix}.empty`, path, '/singleton');
  ctx.need(`${prefix}.emptyHint`, path, '/singleton');
  if (isObject(resource.form)) ctx.need(`${prefix}.saved`, path, '/form');
};
