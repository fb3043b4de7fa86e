// Spec 001 §5 Files, checked in the browser before a byte is sent: the extension must be one the field accepts and
// the size within its limit. Wording keys are the spec's own: common.pic_* for pictures, common.file_* otherwise.
import type { UploadRule } from '../validation/entityTypes';

export interface UploadProblem {
  key: string;
  values: Record<string, string | number>;
}

/** A file name's extension, lower case ('' when it has none). */
export const extensionOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

export const uploadProblem = (rule: UploadRule, file: { name: string; size: number }): UploadProblem | null => {
  const prefix = rule.kind === 'image' ? 'common.pic_' : 'common.file_';
  const types = rule.types.map((type) => type.toUpperCase()).join(', ');
  if (!rule.types.includes(extensionOf(file.name))) return { key: `${prefix}format`, values: { types } };
  if (file.size > rule.maxMB * 1024 * 1024) return { key: `${prefix}size`, values: { max: rule.maxMB } };
  return null;
};
