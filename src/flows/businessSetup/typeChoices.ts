// The five choices of the business type page: the four types of spec 000 §3, the registered sole proprietor
// twice (with and without document recognition, 000 §2 "Business-type forms").

export interface TypeChoice {
  /** Names the choice's texts: businessSetup.type.choices.<key>. */
  key: string;
  businessType: '0' | '1' | '2' | '3';
  ocr: boolean;
}

export const TYPE_CHOICES: readonly TypeChoice[] = [
  { key: 'unregistered', businessType: '0', ocr: false },
  { key: 'registered', businessType: '1', ocr: false },
  { key: 'registeredOcr', businessType: '1', ocr: true },
  { key: 'partnership', businessType: '2', ocr: false },
  { key: 'limited', businessType: '3', ocr: false },
];

/** The choice a saved type and recognition flag stand for ('' when none was saved). */
export const choiceOf = (businessType: string | undefined, ocrFlg: string | undefined): string =>
  TYPE_CHOICES.find((entry) => entry.businessType === businessType && entry.ocr === (ocrFlg === 'Y'))?.key ?? '';
