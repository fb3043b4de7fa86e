// Tells the frame, held back for the first list at boot (frameAfterFirstList.ts), that the list waits for its rows,
// and then that it has drawn what it shows. Given to react-admin's <List> as its `aside`: the one part a list draws
// while it loads and with its rows, its empty page and its error alike.
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { noteFirstListShown, noteFirstListWaiting } from '../frameAfterFirstList';

export const FirstListShown = () => {
  const { isPending } = useListContext();
  useEffect(() => {
    if (isPending) noteFirstListWaiting();
    else noteFirstListShown();
  }, [isPending]);
  return null;
};
