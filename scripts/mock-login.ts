// `npm run mock:login -- [login] [password] [url]`: logs in to a running backend the way the console does
// (one-time number, RSA-encrypted password) and prints the session token, for curl and other HTTP clients:
//   curl -s -X POST http://127.0.0.1:8787/mmc/mrpay/QueryStoreList -H 'Content-Type: application/json' \
//        -H "auth-token: $(npm run -s mock:login)" -d '{}'
import { authProvider } from '../src/auth/authProvider';
import { configureTransport } from '../src/transport/client';
import { getToken } from '../src/transport/session';
import { installMemoryStorage } from './lib/memoryStorage';

installMemoryStorage();

const [login = '0712345678', password = 'Owner@2026', base = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`] = process.argv.slice(2);
configureTransport({ baseUrl: `${base}/mmc/mrpay/` });

try {
  await authProvider.login({ username: login, password });
  console.log(getToken());
} catch (error) {
  console.error(`Login failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
