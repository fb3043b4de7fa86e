// The words of a list's Create button and of its form's title: the resource's own where its locale gives them (a till
// is requested, not created), react-admin's otherwise.
import { useTranslate } from 'react-admin';
import { createLabel } from './labels';

export const useCreateLabel = (resource: string): string | undefined => {
  const translate = useTranslate();
  return translate(createLabel(resource), { _: '' }) || undefined;
};
