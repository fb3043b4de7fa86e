// Spec 001 §5 Files, before anything is sent: the accepted extensions and the size limit, in the spec's keys.
import { describe, expect, it } from 'vitest';
import { pictureShapeProblem, uploadProblem } from '../../../src/config/uploadRules';

const MB = 1024 * 1024;
const photo = { kind: 'image' as const, types: ['jpg', 'jpeg', 'png'], maxMB: 5 };
const document = { kind: 'file' as const, types: ['doc', 'docx', 'pdf'], maxMB: 10 };

describe('upload rules', () => {
  it('accepts a photo of an accepted type up to the limit, whatever the case of its extension', () => {
    expect(uploadProblem(photo, { name: 'Receipt.JPG', size: 5 * MB })).toBeNull();
    expect(uploadProblem(document, { name: 'kra.pdf', size: 10 * MB })).toBeNull();
  });

  it('names a wrong format with the picture or the file wording', () => {
    expect(uploadProblem(photo, { name: 'scan.tiff', size: 10 })).toEqual({ key: 'common.pic_format', values: { types: 'JPG, JPEG, PNG' } });
    expect(uploadProblem(document, { name: 'notes.txt', size: 10 })).toEqual({ key: 'common.file_format', values: { types: 'DOC, DOCX, PDF' } });
    expect(uploadProblem(photo, { name: 'no-extension', size: 10 })?.key).toBe('common.pic_format');
  });

  it('names a file over the limit', () => {
    expect(uploadProblem(photo, { name: 'big.png', size: 5 * MB + 1 })).toEqual({ key: 'common.pic_size', values: { max: 5 } });
    expect(uploadProblem(document, { name: 'big.pdf', size: 10 * MB + 1 })).toEqual({ key: 'common.file_size', values: { max: 10 } });
  });

  it('takes a product picture that is square to within 1 %, and names any other shape with the ratio it wants', () => {
    const productPicture = { ...photo, maxMB: 2, aspects: ['1:1'] };
    expect(pictureShapeProblem(productPicture, { width: 800, height: 800 })).toBeNull();
    expect(pictureShapeProblem(productPicture, { width: 800, height: 795 })).toBeNull();
    expect(pictureShapeProblem(productPicture, { width: 800, height: 600 })).toEqual({ key: 'common.pic_aspect', values: { aspects: '1:1' } });
    const businessPhoto = { ...photo, aspects: ['4:3', '3:4'] };
    expect(pictureShapeProblem(businessPhoto, { width: 600, height: 800 })).toBeNull();
    expect(pictureShapeProblem(businessPhoto, { width: 800, height: 800 })).toEqual({ key: 'common.pic_aspect', values: { aspects: '4:3 / 3:4' } });
    // A field without a shape rule takes any.
    expect(pictureShapeProblem(photo, { width: 1600, height: 200 })).toBeNull();
  });
});
