// The order problems are printed in (by kind of file, then file, then place in it) and the summary line check:config ends with.
import { formatProblem, pointerSegments, toPointer, type Problem } from '../configFiles';
import type { CheckContext, CheckResult } from './context';
import { plural } from './wording';

export const sortProblems = (ctx: CheckContext): Problem[] => {
  const positions = new Map(ctx.allFiles().map((file) => [file.path, file.parsed?.positions]));
  const kind = (file: string) => ['schemas/', 'resources/', 'menus/', 'locales/'].findIndex((prefix) => file.startsWith(prefix)) >>> 0;
  const offsetOf = (problem: Problem): number => {
    const map = positions.get(problem.file);
    if (!map) return 0;
    const segments = pointerSegments(problem.pointer);
    for (let length = segments.length; length >= 0; length--) {
      const position = map.get(toPointer(segments.slice(0, length)));
      if (position) return position.offset;
    }
    return 0;
  };
  return ctx.problems
    .map((problem, index) => ({ problem, index, offset: offsetOf(problem) }))
    .sort((a, b) => {
      const byKind = kind(a.problem.file) - kind(b.problem.file);
      if (byKind !== 0) return byKind;
      if (a.problem.file !== b.problem.file) return a.problem.file < b.problem.file ? -1 : 1;
      return a.offset - b.offset || a.index - b.index;
    })
    .map(({ problem }) => problem);
};

/** The lines check:config prints and its exit status. */
export const renderReport = (result: CheckResult): { lines: string[]; exitCode: number } => {
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  const warnings = result.problems.length - errors.length;
  const lines = result.problems.map(formatProblem);
  const { resources, menuEntries, schemas, localeKeys } = result.counts;
  if (errors.length > 0) {
    const files = new Set(errors.map((problem) => problem.file)).size;
    lines.push(`config check failed: ${plural(errors.length, 'error')}${warnings ? `, ${plural(warnings, 'warning')}` : ''} in ${plural(files, 'file')}`);
    return { lines, exitCode: 1 };
  }
  lines.push(
    `config OK: ${resources} resources, ${menuEntries} menu entries, ${schemas} schemas, ${localeKeys} locale keys${warnings ? ` (${plural(warnings, 'warning')})` : ''}`,
  );
  return { lines, exitCode: 0 };
};
