// A service resource (deal-discovery REST) names paths (reads, and create/update/delete with their verb), never /mmc/
// actions, or a method goes to a provider that lacks it.
import type { JsonObject } from '../configFiles';
import type { CheckContext } from './context';

/** The data-provider methods a REST service resource may declare (src/data/dealProvider.ts serves them). */
const SERVICE_METHODS: readonly string[] = ['getList', 'getOne', 'getMany', 'create', 'update', 'delete'];

/** The HTTP verb a service resource's method sends: reads GET, writes their declared verb or the REST default. */
export const serviceVerbOf = (method: string, declared: JsonObject): string =>
  typeof declared.verb === 'string' ? declared.verb : ({ create: 'POST', update: 'PUT', delete: 'DELETE' } as Record<string, string>)[method] ?? 'GET';

/** One entry of a resource's methods: a path for a service resource, a named action otherwise. */
export const checkServiceMethod = (ctx: CheckContext, path: string, pointer: string, method: string, definition: JsonObject, service: string | undefined): void => {
  if (service && !SERVICE_METHODS.includes(method)) {
    ctx.report(path, pointer, `the "${service}" service provider serves only ${SERVICE_METHODS.join(', ')}, so ${method} would never be called`);
  }
  if (service && definition.action !== undefined) {
    ctx.report(path, `${pointer}/action`, `the resource is served by the "${service}" service, so its methods name a REST path ("path"), not a named action`);
  }
  if (definition.verb !== undefined && (!service || !['create', 'update', 'delete'].includes(method))) {
    ctx.report(path, `${pointer}/verb`, 'a verb is for a service resource\'s create, update or delete (reads are GET)');
  }
  if (definition.using === 'getList' && (!service || method !== 'getMany')) {
    ctx.report(path, `${pointer}/using`, 'reading the whole list for the ids asked for ("using": "getList") is a service resource\'s getMany only');
  }
  if (!service && definition.path !== undefined) {
    ctx.report(path, `${pointer}/path`, 'a REST path needs "service" on the resource (e.g. "service": "deals"); without it methods name /mmc/ actions');
  }
};

/**
 * A command names a REST path and verb on a service resource (src/data/dealProvider.ts runs it), a named /mmc/
 * action elsewhere: a path command anywhere but a service resource would never reach its service.
 */
export const checkCommandTarget = (ctx: CheckContext, path: string, resource: JsonObject): void => {
  const service = typeof resource.service === 'string' ? resource.service : undefined;
  (Array.isArray(resource.commands) ? resource.commands : []).forEach((command, index) => {
    if (!command || typeof command !== 'object' || Array.isArray(command)) return;
    const pointer = `/commands/${index}`;
    if (service && command.action !== undefined) {
      ctx.report(path, `${pointer}/action`, `the resource is served by the "${service}" service, which has no named /mmc/ actions: a command names a REST "path" and "verb"`);
    }
    if (!service && command.path !== undefined) {
      ctx.report(path, `${pointer}/path`, 'a REST path command needs "service" on the resource (e.g. "service": "deals"); without it commands name /mmc/ actions');
    }
    if (service && command.path !== undefined && command.verb === undefined) {
      ctx.report(path, `${pointer}/verb`, 'a path command names its HTTP verb (PUT, POST…)');
    }
    if (command.query !== undefined && command.path === undefined) {
      ctx.report(path, `${pointer}/query`, 'query goes with a REST path command; a named action takes params');
    }
  });
};

/** Import and scope travel as /mmc/ actions, which a service does not have; commands name REST paths there. */
export const checkServiceResource = (ctx: CheckContext, path: string, resource: JsonObject, service: string): void => {
  if (resource.import !== undefined) ctx.report(path, '/import', `import runs a named /mmc/ action; the "${service}" service has none`);
  if (resource.scope !== undefined) ctx.report(path, '/scope', 'scope fields travel in /mmc/ request bodies; a service resource puts them in its methods\' params (query)');
};
