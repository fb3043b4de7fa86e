// Which forms hold changes not yet saved. react-admin remounts the whole console when the language changes, so
// the language switch asks before discarding what was typed.
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

const dirtyForms = new Set<symbol>();

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/** Place inside a form: keeps the registry in step with the form's dirty state. */
export const useTrackUnsavedChanges = (): void => {
  const { isDirty } = useFormState();
  useEffect(() => {
    if (!isDirty) return;
    const form = Symbol('form');
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [isDirty]);
};
