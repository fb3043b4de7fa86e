// A setup form's save: busy while it runs; the server's refusal of particular fields goes back to the form (shown
// under them, react-admin's submission errors), any other refusal is kept to show above the buttons.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureText } from '../common/messages';
import { fieldErrorsIn } from './businessCalls';

export const useFormSave = (save: (values: Record<string, unknown>) => Promise<void>) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFailure('');
    try {
      await save(values);
      return undefined;
    } catch (error) {
      const errors = fieldErrorsIn(error);
      if (!errors) setFailure(failureText(error, translate));
      return errors;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, submit };
};
