// Inside a declared form: offers what was typed to be kept if the server ends the session (src/auth/sessionDraft),
// and, back on the same page after signing in again as the same user, puts it back, not yet saved.
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useGetIdentity, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { offerSessionDraft, takeSessionDraft } from '../../auth/sessionDraft';

export const SessionDraftKeeper = () => {
  const { getValues, reset } = useFormContext();
  const { isDirty } = useFormState();
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  const usrNo = identity?.id === undefined ? undefined : String(identity.id);
  useEffect(() => {
    // After react-admin's form has set its own starting values (its effect runs after this child's), so the draft
    // is not overwritten; kept as changes on top of them: Save is needed, and leaving the page still asks first.
    // Taken only then, so an effect run twice (React's strict mode) does not spend it on a cancelled restore.
    const restore = setTimeout(() => {
      const values = takeSessionDraft(usrNo, pathname);
      if (!values) return;
      reset({ ...getValues(), ...values }, { keepDefaultValues: true });
      notify('engine.draftRestored', { type: 'info' });
    });
    return () => clearTimeout(restore);
  }, [usrNo, pathname, getValues, reset, notify]);

  useEffect(() => offerSessionDraft(() => (dirty.current ? { path: pathname, values: getValues() } : undefined)), [pathname, getValues]);

  return null;
};
