// What a type-to-find box offers between a keystroke and the server's answer to it. react-admin asks the server 250 ms
// after the last keystroke and, until it answers, offers the records it had: every record, not those that match. A
// pick made then could land on a list being replaced. Here the records already loaded are narrowed by name at once,
// and the server's answer replaces them when it comes (it may also match on what the name does not show).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ChoicesContextProvider, useChoicesContext, type RaRecord } from 'react-admin';
import { recordName, type RecordRepresentation } from '../../config/recordName';

/**
 * What a reference box and its narrowing share: a record's name as the resource file says (the box's optionText), the
 * text typed in the box, and the handler that keeps it (the box's onInputChange). Only typing counts: the name of a
 * record just chosen, written into the box, narrows nothing (opened again, the box offers every record).
 */
export const useTypeToFind = (representation: RecordRepresentation) => {
  const [typed, setTyped] = useState('');
  const onInputChange = useCallback((_event: unknown, text: string, reason: string) => setTyped(reason === 'input' ? text : ''), []);
  const nameOf = useCallback((record: Record<string, unknown>) => recordName(representation, record), [representation]);
  return { typed, onInputChange, nameOf };
};

interface ChoicesNarrowedAsTypedProps {
  typed: string;
  nameOf: (record: RaRecord) => string;
  children: ReactNode;
}

export const ChoicesNarrowedAsTyped = ({ typed, nameOf, children }: ChoicesNarrowedAsTypedProps) => {
  const choices = useChoicesContext();
  const { allChoices, selectedChoices, filterValues, isFetching } = choices;
  const answered = !typed || (filterValues?.q === typed && !isFetching);
  const narrowed = useMemo(() => {
    if (answered || !allChoices) return choices;
    const wanted = typed.toLocaleLowerCase();
    // A chosen record stays among the choices whatever is typed: its chip is drawn from them.
    const chosen = new Set((selectedChoices ?? []).map((record) => record?.id));
    return { ...choices, allChoices: allChoices.filter((record) => chosen.has(record.id) || nameOf(record).toLocaleLowerCase().includes(wanted)) };
  }, [answered, allChoices, selectedChoices, typed, nameOf, choices]);
  return <ChoicesContextProvider value={narrowed}>{children}</ChoicesContextProvider>;
};
