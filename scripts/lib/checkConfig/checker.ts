// The order the checks run in over one configuration root, and an entity's fields read the same way for new:resource.
import { resolve } from 'node:path';
import { createOwnAjv, loadEntityAjv } from './ajvSetup';
import { CheckContext, type CheckResult } from './context';
import { checkAgainstCatalogue } from './actions';
import { checkEntitySchemas } from './entitySchemas';
import { loadIcons } from './icons';
import { checkEntityLocaleKeys, checkLocales } from './locales';
import { checkMenus } from './menus';
import { checkAgainstMetaSchemas } from './metaSchemas';
import { sortProblems } from './report';
import { checkResource } from './resources';
import { effective, entityNamed, indexSchemas, type EntityField } from './schemaModel';
import { checkSyntax } from './syntax';

export const runChecks = async (root: string): Promise<CheckResult> => {
  const ctx = new CheckContext(resolve(root));
  const loaded = await loadEntityAjv();
  ctx.entityAjv = loaded.ajv;
  if (loaded.warning) ctx.report('scripts/lib/ajv.ts', '', loaded.warning, 'warning');
  checkSyntax(ctx);
  loadIcons(ctx);
  checkEntitySchemas(ctx);
  checkAgainstMetaSchemas(ctx);
  for (const file of ctx.set.resources.values()) checkResource(ctx, file);
  checkAgainstCatalogue(ctx);
  checkMenus(ctx);
  checkEntityLocaleKeys(ctx);
  const localeKeys = checkLocales(ctx);
  return {
    problems: sortProblems(ctx),
    counts: {
      resources: ctx.set.resources.size,
      menuEntries: ctx.menuEntries,
      schemas: ctx.set.schemas.size,
      localeKeys,
    },
  };
};

/** The top-level fields of an entity as the engine reads them ($ref and allOf followed), for new:resource. */
const fieldsOf = (ctx: CheckContext, name: string): EntityField[] | undefined => {
  ctx.entityAjv = createOwnAjv();
  indexSchemas(ctx);
  const entity = entityNamed(ctx, name);
  if (!entity) return undefined;
  return [...entity.root.properties].map(([field, node]) => {
    const info = effective(ctx, node);
    const items = info.items ? effective(ctx, info.items) : undefined;
    return {
      name: field,
      type: info.type,
      readOnly: info.readOnly,
      xEnum: info.xEnum ?? items?.xEnum,
      values: info.values ?? items?.values,
    };
  });
};

/** The fields of schemas/<entity>.schema.json under root, or undefined when there is no such schema. */
export const describeEntity = (root: string, entity: string): EntityField[] | undefined => fieldsOf(new CheckContext(resolve(root)), entity);
