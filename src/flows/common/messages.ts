// What a failed security call tells the person: the server's text (already in their language), or for
// failures that never reached the server, the console's own wording.
import { isMmcError } from '../../transport/errors';

export const failureText = (error: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string => {
  if (isMmcError(error)) {
    return error.kind === 'code' ? error.message : translate(`errors.${error.kind === 'network' ? 'noConnection' : error.kind}`, { _: error.message });
  }
  return error instanceof Error ? error.message : String(error);
};
