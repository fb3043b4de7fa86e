// The embedded backend for Node tests: MSW intercepts fetch in the test process.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const createTestBackend = () => setupServer(...handlers);
