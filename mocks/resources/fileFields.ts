// The files a record names, checked when it is written as the provider's server would: each one the merchant's own
// upload (see claimFiles), and each fitting its field's x-upload rule — the kind, the size and a picture's shape
// (a product picture is square, 001 §5) — which the console checks before uploading, but a caller need not.
import { pictureShapeProblem, uploadProblem } from '../../src/config/uploadRules';
import type { UploadRule } from '../../src/validation/entityTypes';
import type { UserAccount } from '../db/types';
import { claimFiles } from '../files';
import { imageSize } from '../imageSize';
import { db } from '../state';
import type { Row } from './collections';
import { isBlank, type EntityInfo, type Problem } from './schema';

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** Why a stored file does not fit the rule, if it does not. */
const misfit = (rule: UploadRule, fileId: string) => {
  const stored = db().files[fileId];
  if (!stored) return null;
  const problem = uploadProblem(rule, { name: stored.fileName, size: stored.size });
  if (problem || rule.kind !== 'image' || !rule.aspects?.length) return problem;
  const size = imageSize(bytesOf(stored.base64));
  return size ? pictureShapeProblem(rule, size) : null;
};

export const fileFieldProblems = (user: UserAccount, info: EntityInfo | undefined, fields: Row): Problem[] =>
  Object.entries(fields).flatMap(([name, value]): Problem[] => {
    const field = info?.fields[name];
    const rule = (field?.upload ?? field?.items?.upload) as UploadRule | undefined;
    if (!rule || isBlank(value)) return [];
    const fileIds = (Array.isArray(value) ? value : [value]).map(String);
    if (!claimFiles(user, fileIds)) return [{ field: name, key: 'validation.fileUnknown' }];
    const problem = fileIds.map((fileId) => misfit(rule, fileId)).find(Boolean);
    return problem ? [{ field: name, key: problem.key, values: problem.values }] : [];
  });
