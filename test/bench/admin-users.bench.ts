// The admin users list over 5,000 users through the Firestore emulator with the project's
// rules enforced: the app's own page query (src/firebase/admin/admin-users.ts) sent by Firestore Lite
// as a signed-in smm admin, first page, cursor pages, and prefix searches by email and name.
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import * as lite from 'firebase/firestore/lite';
import {
  connectFirestoreEmulator,
  getDocs,
  getFirestore as getLite,
} from 'firebase/firestore/lite';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../emulator/firestore/server';
import {
  toUsersPage,
  type UsersCursor,
  usersPageQuery,
} from '../../src/firebase/admin/admin-users-query';

const projectId = 'demo-bench-admin-users';
const USERS = Number(process.env.BENCH_USERS ?? 5000);
const FIRST = ['Ana', 'Ben', 'Chen', 'Dana', 'Eli', 'Fatima', 'Goran', 'Hana', 'Ivo', 'Jia'];
const LAST = ['Okafor', 'Rossi', 'Marín', 'Weber', 'Dubois', 'Silva', 'Haddad', 'Li', 'Novak'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const emulator = await startFirestoreEmulator({
  host: '127.0.0.1',
  port: 0,
  projectId,
  rulesPath: 'firestore.rules',
  log: () => undefined,
});
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
const admin = initializeApp({ projectId }, 'bench-admin-users');
const client = initializeClientApp({ projectId, apiKey: 'demo-key' }, 'bench-admin-users-client');
try {
  const db = getFirestore(admin);
  for (let start = 0; start < USERS; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(start + 500, USERS); i++) {
      const n = String(i).padStart(5, '0');
      batch.set(db.doc(`users/u${n}`), {
        email: `user-${n}@bench.example`,
        displayName: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]} ${n}`,
        roles: i % 7 === 0 ? { smm: 'admin', connect: 'user' } : { smm: 'user' },
        disabled: i % 50 === 0,
      });
    }
    await batch.commit();
  }
  await db.doc('users/bench-admin').set({ email: 'admin@bench.example', roles: { smm: 'admin' } });

  const firestore = getLite(client);
  connectFirestoreEmulator(firestore, '127.0.0.1', emulator.port, {
    mockUserToken: { user_id: 'bench-admin', sub: 'bench-admin', email: 'admin@bench.example' },
  });

  async function page(search: string, field: 'email' | 'displayName', after: UsersCursor | null) {
    const started = performance.now();
    const snapshot = await getDocs(
      await usersPageQuery(lite, firestore, { product: 'smm', field, search, after }),
    );
    const result = toUsersPage(snapshot, 'smm');
    return { ms: performance.now() - started, result };
  }

  await page('', 'email', null); // warm-up: connection, rules compilation
  const pageTimes: number[] = [];
  let cursor: UsersCursor | null = null;
  for (let i = 0; i < Math.min(20, Math.floor(USERS / 25) - 1); i++) {
    const { ms, result } = await page('', 'email', cursor);
    if (result.rows.length !== 25) throw new Error(`page ${i} had ${result.rows.length} rows`);
    pageTimes.push(ms);
    cursor = result.next;
  }
  const searchTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    // A prefix of ten users (user-0050 → user-00500 … user-00509), spread over the list.
    const prefix = `user-${String(Math.floor((i * USERS) / 10))
      .padStart(5, '0')
      .slice(0, 4)}`;
    const emailSearch = await page(prefix, 'email', null);
    if (emailSearch.result.rows.length === 0) throw new Error(`no user matches ${prefix}`);
    searchTimes.push(emailSearch.ms);
    const nameSearch = await page(FIRST[i] ?? 'Ana', 'displayName', null);
    if (nameSearch.result.rows.length === 0) throw new Error('name search found nothing');
    searchTimes.push(nameSearch.ms);
  }
  console.log(`admin users list (${USERS} users) page median: ${median(pageTimes).toFixed(1)} ms`);
  console.log(
    `admin users list (${USERS} users) page max: ${Math.max(...pageTimes).toFixed(1)} ms`,
  );
  console.log(`admin users search (${USERS} users) median: ${median(searchTimes).toFixed(1)} ms`);
  console.log(`admin users search (${USERS} users) max: ${Math.max(...searchTimes).toFixed(1)} ms`);
} finally {
  await deleteClientApp(client);
  await deleteApp(admin);
  await emulator.close();
}
