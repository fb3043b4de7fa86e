// `npm start`: the console on its embedded backend at http://localhost:5173/Merchant/, with the demo logins.
import { spawn } from 'node:child_process';
import { DEMO_ACCOUNTS } from '../mocks/db/demoAccounts';

console.log('\n  Merchant Console on its embedded backend (data stays in this browser; user menu → Reset demo data)');
console.log('  Open http://localhost:5173/Merchant/\n');
console.log('  Demo logins:');
for (const account of DEMO_ACCOUNTS) {
  console.log(`    ${account.label.padEnd(18)} ${account.login.padEnd(11)} ${account.password.padEnd(13)} PIN ${account.pin}`);
}
console.log('  Large data set (10 000+ records): http://localhost:5173/Merchant/login?seed=large\n');

const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
vite.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
