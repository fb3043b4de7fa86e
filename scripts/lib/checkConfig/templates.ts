// Request templates ({id}, {data.x}, {record.x}…) must name something the data provider can fill, or it sends them as written.
import { escapePointerSegment, isObject } from '../configFiles';
import type { CheckContext } from './context';

/**
 * Request templates: "{id}", "{ids}", "{data.<field>}", "{session.<field>}", "{filter.<field>}", and in a record
 * command's params "{record.<field>}" (src/config/templates.ts). A singleton has no id to send.
 */
export const checkTemplates = (
  ctx: CheckContext,
  file: string,
  pointer: string,
  params: unknown,
  dataField: (field: string) => string | undefined,
  options: { recordField?: (field: string) => string | undefined; singleton?: boolean } = {},
): void => {
  if (!isObject(params)) return;
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const where = `${pointer}/${escapePointerSegment(key)}`;
    for (const match of value.matchAll(/\{([^{}]*)\}/g)) {
      const expression = match[1]!;
      if ((expression === 'id' || expression === 'ids') && options.singleton) {
        ctx.report(file, where, `template "{${expression}}": a singleton resource has no id in the address; the server knows the merchant's record from the session`);
        continue;
      }
      if (expression === 'id' || expression === 'ids' || /^(session|filter)\.[A-Za-z0-9_]+$/.test(expression)) continue;
      const data = /^data\.([A-Za-z0-9_]+)$/.exec(expression);
      if (data) {
        const problem = dataField(data[1]!);
        if (problem) ctx.report(file, where, `template "{${expression}}": ${problem}`);
        continue;
      }
      const record = /^record\.([A-Za-z0-9_]+)$/.exec(expression);
      if (record) {
        const problem = options.recordField ? options.recordField(record[1]!) : 'only the params of a command on a record can read the record';
        if (problem) ctx.report(file, where, `template "{${expression}}": ${problem}`);
        continue;
      }
      ctx.report(
        file,
        where,
        `"{${expression}}" is not a template, so it would be sent as written; templates are {id}, {ids}, {data.<field>}, {session.<field>}, {filter.<field>} and {record.<field>}`,
      );
    }
  }
};
