// The text of a validation error as react-hook-form keeps it for a react-admin input. react-admin stores a
// validator's {message, args} as one string, '@@react-admin@@' + JSON; inputs that draw their own helper text
// (uploads, the function checklist) read it back here, as react-admin's own <ValidationError> does.
import type { TranslateFunction } from 'react-admin';

const PREFIX = '@@react-admin@@';

export const validationMessage = (translate: TranslateFunction, message: string): string => {
  if (!message.startsWith(PREFIX)) return translate(message, { _: message });
  try {
    const { message: key, args } = JSON.parse(message.slice(PREFIX.length)) as { message: string; args?: Record<string, unknown> };
    return translate(key, { _: key, ...args });
  } catch {
    return message;
  }
};
