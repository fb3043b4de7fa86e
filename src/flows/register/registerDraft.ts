// What the registration wizard remembers between its pages, in memory only (the layout route above them): what was
// typed, so going back to the number or a refused page keeps it, and the step the server says was reached. The
// progress itself is the server's (registerStep on the user record), so a new tab resumes from there, not from here.
import { createContext, useContext } from 'react';
import type { NewPasswordValues } from '../password/newPassword';
import type { NewPinValues } from '../pin/NewPinFields';
import type { IdDocument, PersonInfo } from './registerCalls';
import type { RegisterStep } from '../../config/registerSteps';

export interface RegisterDraft {
  /** National digits, as the mobile field keeps them. */
  mobile: string;
  jrnNo: string | null;
  /** When the code was sent (Date.now()), for the resend countdown; 0 after a failed send. */
  sentAt: number;
  demoCode?: string;
  code: string;
  person: PersonInfo;
  passwords: NewPasswordValues;
  pins: NewPinValues;
  idDocument: IdDocument;
}

export const emptyRegisterDraft = (): RegisterDraft => ({
  mobile: '',
  jrnNo: null,
  sentAt: 0,
  code: '',
  person: { firstName: '', middleName: '', lastName: '', email: '' },
  passwords: { newPassword: '', confirmPassword: '' },
  pins: { newPin: '', repeatPin: '' },
  idDocument: { idType: '01', idNo: '', idFrontFileId: '', idBackFileId: '' },
});

export interface RegisterDraftContextValue {
  draft: RegisterDraft;
  update: (changes: Partial<RegisterDraft>) => void;
  /** After a step's call: the step the server now says is next (undefined: registration complete). */
  advance: (next: RegisterStep | undefined) => void;
}

export const RegisterDraftContext = createContext<RegisterDraftContextValue | null>(null);

export const useRegisterDraft = (): RegisterDraftContextValue => {
  const value = useContext(RegisterDraftContext);
  if (!value) throw new Error('useRegisterDraft outside RegisterFlow');
  return value;
};
