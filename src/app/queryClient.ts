// The console's react-query client: react-admin's own, with one difference in how often the sign-in check is asked.
import { QueryClient } from '@tanstack/react-query';
import { isLoggedIn } from '../transport/session';

/**
 * react-admin asks authProvider.checkAuth again on every page move (its answer goes stale at once), and its routes
 * read the whole answer, fetching flag included: each move drew the whole frame twice more, as the check started and
 * as it ended (issue #12, lever 33 in bench/RESULTS.md). The check only reads the tab's session, so while the tab
 * holds one a "yes" cannot change and is kept. Without a session, and after any failed check, it is asked on every
 * mount as before: an ended session still sends the next page to /login.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], {
    staleTime: (query) => (query.state.status === 'success' && isLoggedIn() ? Infinity : 0),
  });
  return client;
};
