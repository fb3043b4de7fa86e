// resources/*.json and menus/*.json must match schemas/config/*.schema.json, the formats the engine reads.
import type Ajv2020 from 'ajv/dist/2020.js';
import { isObject, type ConfigFile } from '../configFiles';
import { createMetaAjv } from './ajvSetup';
import { translateAjvErrors } from './ajvErrors';
import type { CheckContext } from './context';

export const checkAgainstMetaSchemas = (ctx: CheckContext): void => {
  const ajv = createMetaAjv();
  const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
  for (const file of ctx.set.metaSchemas.values()) {
    if (!file.parsed || !isObject(file.parsed.value)) continue;
    try {
      ajv.addSchema(file.parsed.value, `config/${file.name}.schema.json`);
    } catch (error) {
      ctx.report(file.path, '', `ajv cannot load this meta-schema: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const file of ctx.set.metaSchemas.values()) {
    try {
      const validate = ajv.getSchema(`config/${file.name}.schema.json`);
      if (validate) compiled.set(file.name, validate);
    } catch (error) {
      ctx.report(file.path, '', `ajv cannot compile this meta-schema: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const validateAll = (files: Map<string, ConfigFile>, metaName: string) => {
    const validate = compiled.get(metaName);
    if (files.size === 0) return;
    if (!validate) {
      if (!ctx.set.metaSchemas.has(metaName)) ctx.report(`schemas/config/${metaName}.schema.json`, '', `missing, so ${[...files.values()][0]!.path.split('/')[0]}/*.json cannot be checked against it`);
      return;
    }
    for (const file of files.values()) {
      if (!file.parsed) continue;
      if (validate(file.parsed.value)) continue;
      for (const { pointer, message } of translateAjvErrors(validate.errors ?? [], file.parsed.value)) ctx.report(file.path, pointer, message);
    }
  };
  validateAll(ctx.set.resources, 'resource');
  validateAll(ctx.set.menus, 'menu');
};
