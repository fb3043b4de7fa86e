// The console's react-query client: react-admin's own, except for the questions react-admin asks its auth provider.
import { QueryClient, type Query } from '@tanstack/react-query';
import { answerFromSession } from '../auth/authProvider';

const answerNow = ({ queryKey: [scope, method, params] }: Query): unknown => (scope === 'auth' ? answerFromSession(method, params) : undefined);

/**
 * react-admin asks its auth provider, through react-query, whether the tab is signed in, what it may do and who it
 * is: on every page, for every Create, Edit and Delete button, and in its routes, which draw the whole frame again
 * as each answer arrives (issue #12, levers 33 and 37 in bench/RESULTS.md). The console's provider answers these
 * from the tab's session alone, so a question asked for the first time is answered at once, in the render that asks
 * it, and an answer is kept while it is still what the session says. One the session no longer gives (the session
 * ended, a store switch changed the permissions) is asked again: an ended session still sends the next page to
 * /login.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient();
  client.getQueryCache().subscribe((event) => {
    const answer = event.type === 'added' ? answerNow(event.query) : undefined;
    if (answer !== undefined) event.query.setData(answer);
  });
  client.setQueryDefaults(['auth'], {
    staleTime: (query) => {
      const answer = answerNow(query as Query);
      return query.state.status === 'success' && answer !== undefined && JSON.stringify(answer) === JSON.stringify(query.state.data) ? Infinity : 0;
    },
  });
  return client;
};
