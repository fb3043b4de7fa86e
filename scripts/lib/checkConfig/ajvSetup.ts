// The ajv instances: entity schemas in strict mode with the console vocabulary (as the app compiles them), config files verbose.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { KeywordDefinition } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { referenceFilterSchema, tones, uploadRuleSchema, widgets } from '../vocabulary';

/**
 * The console's ajv set-up for entity schemas: scripts/lib/ajv.ts's createAjv when it loads, otherwise an
 * equivalent made here (Ajv2020, strict, allErrors, ajv-formats, the vocabulary and the wire-date format).
 */
export const loadEntityAjv = async (): Promise<{ ajv: Ajv2020; warning?: string }> => {
  const helper = fileURLToPath(new URL('../ajv.ts', import.meta.url));
  let warning: string | undefined;
  if (existsSync(helper)) {
    try {
      const module = (await import(/* @vite-ignore */ pathToFileURL(helper).href)) as { createAjv?: unknown };
      if (typeof module.createAjv === 'function') {
        const create = module.createAjv as (options?: { loadSchemas?: boolean }) => Ajv2020;
        return { ajv: create({ loadSchemas: false }) };
      }
      warning = 'scripts/lib/ajv.ts does not export createAjv; the checker uses its own ajv set-up';
    } catch (error) {
      warning = `scripts/lib/ajv.ts could not be loaded (${error instanceof Error ? error.message : String(error)}); the checker uses its own ajv set-up`;
    }
  }
  return { ajv: createOwnAjv(), warning };
};

const isWireDate = (value: string): boolean => {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The checker's own set-up, used only when scripts/lib/ajv.ts cannot be loaded; a test keeps the two alike. */
export const createOwnAjv = (): Ajv2020 => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, strictRequired: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('wire-date', { type: 'string', validate: isWireDate });
  const vocabulary: KeywordDefinition[] = [
    { keyword: 'x-enum', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' } },
    { keyword: 'x-widget', schemaType: 'string', metaSchema: { enum: [...widgets] } },
    { keyword: 'x-unique', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$' } },
    { keyword: 'x-message', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$' } },
    { keyword: 'x-reference', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' } },
    { keyword: 'x-reference-filter', schemaType: 'object', metaSchema: referenceFilterSchema },
    { keyword: 'x-upload', schemaType: 'object', metaSchema: uploadRuleSchema },
    { keyword: 'x-tone', schemaType: 'object', metaSchema: { type: 'object', additionalProperties: { enum: [...tones] } } },
    { keyword: 'tsType', schemaType: 'string', metaSchema: { type: 'string', minLength: 1 } },
  ];
  for (const definition of vocabulary) ajv.addKeyword(definition);
  return ajv;
};

/** For resource and menu files: errors keep their schema and data (verbose) so they can be told in sentences. */
export const createMetaAjv = (): Ajv2020 => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, strictRequired: false, allErrors: true, verbose: true });
  addFormats(ajv);
  return ajv;
};
