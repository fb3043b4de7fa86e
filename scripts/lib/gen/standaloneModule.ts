// ajv's standalone output made into an ES module the browser can load: the entity validators and the action
// catalogue's validators both go through it, so neither ships an ajv compiler or `new Function`.
import { formats } from '../../../src/validation/formats';
import { STANDALONE_FORMATS_NAME } from '../ajv';
import { HEADER } from './conventions';

const RUNTIME_HELPERS = ['ucs2length', 'equal'];

/**
 * ajv's standalone output as an ES module the browser can load: runtime helpers and formats imported from the
 * console's own modules, no require(), no eval, no schema objects it never reads.
 */
export const finishStandalone = (generated: string, header: string = HEADER, toSrc = '..'): string => {
  let code = generated;

  // ajv writes runtime helpers as CommonJS require() calls even in ESM output; they become imports of our module.
  const helpers = new Set<string>();
  code = code.replace(/require\("ajv\/dist\/runtime\/([a-z0-9]+)"\)\.default/gi, (_match, helper: string) => {
    if (!RUNTIME_HELPERS.includes(helper))
      throw new Error(
        `ajv's output needs its runtime helper "${helper}": add it to src/validation/ajvRuntime.ts and to RUNTIME_HELPERS in scripts/lib/gen/standaloneModule.ts`,
      );
    helpers.add(helper);
    return helper;
  });
  if (/\brequire\s*\(/.test(code)) throw new Error(`ajv's output still calls require(): ${/.*\brequire\s*\(.*/.exec(code)?.[0]}`);
  if (/\bnew Function\b|\beval\s*\(/.test(code)) throw new Error('ajv output contains new Function/eval');

  const usedFormats = new Set(
    [...code.matchAll(new RegExp(`\\b${STANDALONE_FORMATS_NAME}(?:\\.([A-Za-z_$][\\w$]*)|\\[("(?:[^"\\\\]|\\\\.)*")\\])`, 'g'))].map(
      (match) => match[1] ?? (JSON.parse(match[2]!) as string),
    ),
  );
  for (const name of usedFormats) {
    if (!(name in formats)) throw new Error(`format "${name}" has no browser implementation: add it to src/validation/formats.ts`);
  }

  code = code
    .replace(/^"use strict";\n?/, '')
    // Source-URL hints only mean something for eval'd code.
    .replace(/^\/\*# sourceURL=.*\*\/;?\n/gm, '');
  // Schema objects ajv keeps in scope but this output never reads (it reads some, e.g. enum lists in errors).
  code = code.replace(/^const (schema\d+) = .*;\n/gm, (line, name: string) =>
    (code.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1 ? line : '',
  );

  const imports = [
    usedFormats.size > 0 ? `import { formats as ${STANDALONE_FORMATS_NAME} } from '${toSrc}/validation/formats';` : '',
    helpers.size > 0 ? `import { ${[...helpers].sort().join(', ')} } from '${toSrc}/validation/ajvRuntime';` : '',
  ].filter(Boolean);
  return `${header}\n${imports.join('\n')}\n\n${code}`;
};
