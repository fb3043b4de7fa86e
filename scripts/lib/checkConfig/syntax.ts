// Every config file must be JSON without a key written twice, since JSON.parse would silently keep only the last one.
import type { CheckContext } from './context';

export const checkSyntax = (ctx: CheckContext): void => {
  for (const file of ctx.allFiles()) {
    if (file.syntaxError) {
      ctx.report(file.path, '', `not valid JSON: line ${file.syntaxError.line}, column ${file.syntaxError.column}: ${file.syntaxError.message}`);
    }
    for (const duplicate of file.parsed?.duplicates ?? []) {
      ctx.report(
        file.path,
        duplicate.pointer,
        `property "${duplicate.key}" is written twice in this object (first on line ${duplicate.first.line}); JSON keeps only the last one`,
      );
    }
  }
  for (const stray of ctx.set.strays) ctx.report(stray, '', `not checked: schema files must be named <entity>.schema.json`, 'warning');
};
