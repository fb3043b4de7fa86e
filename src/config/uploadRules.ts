// Spec 001 §5 Files, checked in the browser before a byte is sent: the extension must be one the field accepts, the
// size within its limit and a picture's shape one it takes (a product picture is square). The embedded backend
// checks the same rules on the stored file when a record names it. Wording keys are the spec's own: common.pic_* for pictures, common.file_* otherwise.
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

/** Width over height of a ratio written "4:3". */
const ratioOf = (aspect: string): number => {
  const [width, height] = aspect.split(':').map(Number);
  return width! / height!;
};

/** Within 1 %: a photo cropped by hand to square is rarely exact to the pixel. */
const ASPECT_TOLERANCE = 0.01;

/** A picture of this size is refused when the field takes other shapes only (common.pic_aspect). */
export const pictureShapeProblem = (rule: UploadRule, size: { width: number; height: number }): UploadProblem | null => {
  if (rule.kind !== 'image' || !rule.aspects?.length || size.width <= 0 || size.height <= 0) return null;
  const ratio = size.width / size.height;
  if (rule.aspects.some((aspect) => Math.abs(ratio / ratioOf(aspect) - 1) <= ASPECT_TOLERANCE)) return null;
  return { key: 'common.pic_aspect', values: { aspects: rule.aspects.join(' / ') } };
};
