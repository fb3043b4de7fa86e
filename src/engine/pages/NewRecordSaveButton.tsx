// Save on the form of a new record, enabled before anything is typed: react-admin's greys it out until a value
// changes, so a form whose defaults already make a whole record (a notification setup with its choices ticked) could
// not be saved as offered, and a Save pressed on an empty form could not say, field by field, what is missing.
// Still off while the form is being checked or sent, as react-admin's is.
import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';

export const NewRecordSaveButton = () => {
  const { isValidating, isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!isValidating && !isSubmitting} />;
};
