// The auth provider of the bench's small react-admin apps (bench/baseline/, bench/shell/): signed in when the
// session-storage key below is set, which the bench writes before the page loads (BASELINE_SIGNED_IN in apps.ts).
import type { AuthProvider } from 'react-admin';

const TOKEN_KEY = 'bench.token';

export const benchAuthProvider: AuthProvider = {
  login: async ({ username }: { username: string }) => sessionStorage.setItem(TOKEN_KEY, username),
  logout: async () => sessionStorage.removeItem(TOKEN_KEY),
  checkAuth: async () => {
    if (!sessionStorage.getItem(TOKEN_KEY)) throw new Error('Not signed in');
  },
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'owner', fullName: 'Wanjiru Kamau' }),
  getPermissions: async () => [],
};
