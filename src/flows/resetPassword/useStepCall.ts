// A wizard page's server call: busy while it runs, and the failure in the person's words.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureText } from '../common/messages';

export const useStepCall = () => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(caught);
      setError(failureText(caught, translate));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, failure, setError, run };
};
