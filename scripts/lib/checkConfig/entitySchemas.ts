// Entity schemas must be 2020-12 that ajv strict mode accepts, $id = file name, every $ref resolving, or the app's build fails.
import type { ErrorObject } from 'ajv';
import { didYouMean } from '../configFiles';
import { translateAjvErrors } from './ajvErrors';
import type { CheckContext } from './context';
import { indexSchemas, resolveRef } from './schemaModel';
import { walkSchema } from './schemaWalk';

const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';

export const checkEntitySchemas = (ctx: CheckContext): void => {
  indexSchemas(ctx);
  const knownKeywords = Object.keys(ctx.entityAjv.RULES.keywords);
  const dependencies = new Map<string, Set<string>>();
  for (const [id, { file, doc }] of ctx.schemaDocs) {
    const before = ctx.problems.length;
    const deps = new Set<string>();
    dependencies.set(id, deps);
    if (doc.$schema !== undefined && doc.$schema !== DRAFT_2020) {
      ctx.report(file.path, '/$schema', `must be "${DRAFT_2020}" (JSON Schema 2020-12), not ${JSON.stringify(doc.$schema)}`);
    }
    if (doc.$id === undefined) ctx.report(file.path, '', `missing "$id": set it to "${id}" (the file name), which is how other schemas $ref it`);
    else if (doc.$id !== id) ctx.report(file.path, '/$id', `"$id" is ${JSON.stringify(doc.$id)} but must be the file name, "${id}"`);

    // Checked as 2020-12 whatever $schema says (a different one is reported above).
    const asDraft2020 = { ...doc, $schema: DRAFT_2020 };
    try {
      if (!ctx.entityAjv.validateSchema(asDraft2020)) {
        for (const { pointer, message } of translateAjvErrors(ctx.entityAjv.errors ?? [], doc)) ctx.report(file.path, pointer, `not valid JSON Schema 2020-12: ${message}`);
      }
    } catch (error) {
      ctx.report(file.path, '', `ajv cannot check this schema: ${error instanceof Error ? error.message : String(error)}`);
    }
    walkSchema(doc, '', (node, pointer) => {
      for (const [keyword, value] of Object.entries(node)) {
        if (!knownKeywords.includes(keyword)) {
          ctx.report(file.path, pointer, `unknown keyword "${keyword}"${didYouMean(keyword, knownKeywords) || ' (ajv strict mode allows only JSON Schema keywords and the console vocabulary x-enum, x-widget, x-unique, x-message, x-tone, x-upload, x-reference, x-reference-filter, tsType)'}`);
          continue;
        }
        const definition = ctx.entityAjv.getKeyword(keyword);
        const validateValue = typeof definition === 'object' ? (definition as { validateSchema?: ((value: unknown) => boolean) & { errors?: ErrorObject[] | null } }).validateSchema : undefined;
        if (validateValue) {
          if (!validateValue(value)) {
            const reasons = translateAjvErrors(validateValue.errors ?? [], value).map((entry) => entry.message);
            ctx.report(file.path, pointer, `"${keyword}": ${reasons.join('; ') || 'invalid value'}`);
          }
        }
      }
      if (typeof node.format === 'string' && !(node.format in ctx.entityAjv.formats)) {
        ctx.report(file.path, pointer, `unknown format "${node.format}"${didYouMean(node.format, Object.keys(ctx.entityAjv.formats)) || `; known formats: ${Object.keys(ctx.entityAjv.formats).join(', ')}`}`);
      }
      if (typeof node.$ref === 'string') {
        const { target, reason } = resolveRef(ctx, id, node.$ref);
        if (reason) ctx.report(file.path, `${pointer}/$ref`, `$ref "${node.$ref}" does not resolve: ${reason}`);
        if (target && ctx.schemaDocs.has(target.id) && target.id !== id) deps.add(target.id);
      }
    });
    if (ctx.problems.length > before) ctx.brokenSchemas.add(id);
  }
  // Strict-mode checks that only compiling finds (types, tuples…), for schemas that are sound so far.
  for (const [id, { doc }] of ctx.schemaDocs) {
    try {
      ctx.entityAjv.removeSchema(id);
      ctx.entityAjv.addSchema({ ...doc, $schema: DRAFT_2020, $id: id }, undefined, undefined, false);
    } catch (error) {
      ctx.report(`schemas/${id}`, '', `ajv cannot load this schema: ${error instanceof Error ? error.message : String(error)}`);
      ctx.brokenSchemas.add(id);
    }
  }
  const dependsOnBroken = (id: string, seen = new Set<string>()): boolean => {
    if (ctx.brokenSchemas.has(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return [...(dependencies.get(id) ?? [])].some((dependency) => dependsOnBroken(dependency, seen));
  };
  for (const [id, { file }] of ctx.schemaDocs) {
    if (dependsOnBroken(id)) continue;
    try {
      ctx.entityAjv.getSchema(id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = /at "([^"#]*)#([^"]*)"/.exec(message);
      const pointer = at ? decodeURIComponent(at[2] ?? '') : '';
      const text = message
        .replace(/^strict mode: /, '')
        .replace(/\s*at "[^"]*"/, '')
        .replace(/\s*\(strict\w*\)$/, '');
      ctx.report(at && at[1] && at[1] !== id ? `schemas/${at[1]}` : file.path, pointer, `ajv strict mode: ${text}`);
    }
  }
};
