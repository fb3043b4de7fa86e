// For the hand-written forms that keep their own messages: a message already under a field follows what is typed, so
// a person who has put the value right is not still told it is wrong while in the box ('KES. 79.12 more is needed.'
// under an amount that is now enough). A field without a message is still judged only when left or at submit, so
// nobody is told off for a value half typed; a server's word on a field stays until that field's value changes.
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

export const useMessagesFollowValues = <Field extends string>(
  values: Partial<Record<Field, unknown>>,
  problemOf: (field: Field) => string | undefined,
  setErrors: Dispatch<SetStateAction<Partial<Record<Field, string>>>>,
) => {
  const judge = useRef(problemOf);
  judge.current = problemOf;
  const previous = useRef(values);
  useEffect(() => {
    const changed = (Object.keys(values) as Field[]).filter((field) => !Object.is(values[field], previous.current[field]));
    previous.current = values;
    if (changed.length === 0) return;
    setErrors((shown) => {
      let next = shown;
      for (const field of changed) {
        if (!shown[field]) continue;
        const problem = judge.current(field);
        if (problem !== shown[field]) next = { ...next, [field]: problem };
      }
      return next;
    });
  });
};
