// `npm run bench` figures for the storage emulator, through the real SDKs over HTTP.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getBytes,
  getStorage,
  list,
  ref,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { startStorageEmulator } from './server';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /workspaces/{wid}/{path=**} {
      allow read, write: if request.auth != null && wid in request.auth.token.workspaces
        && (request.resource == null || request.resource.size < 64 * 1024 * 1024);
    }
  }
}
`;

const started = performance.now();
const emulator = await startStorageEmulator({
  host: '127.0.0.1',
  port: 0,
  projectId: 'demo-bench',
  log: () => {},
});
console.log(`storage start-up: ${(performance.now() - started).toFixed(1)} ms`);
emulator.rules.setSource(RULES);
const app = initializeApp({
  projectId: 'demo-bench',
  storageBucket: 'demo-bench.appspot.com',
  apiKey: 'k',
});
const storage = getStorage(app);
connectStorageEmulator(storage, '127.0.0.1', emulator.port, {
  mockUserToken: { sub: 'bench', workspaces: ['w1'] },
});

const small = new Uint8Array(4 * 1024).fill(7);
const count = 300;
let t = performance.now();
for (let i = 0; i < count; i++) {
  await uploadBytes(ref(storage, `workspaces/w1/small/${String(i).padStart(4, '0')}.bin`), small);
}
let elapsed = performance.now() - t;
console.log(
  `small upload (4 KiB, rules checked): ${((count * 1000) / elapsed).toFixed(0)} uploads/s`,
);

t = performance.now();
for (let i = 0; i < count; i++) {
  await getBytes(ref(storage, `workspaces/w1/small/${String(i).padStart(4, '0')}.bin`));
}
elapsed = performance.now() - t;
console.log(
  `small download (4 KiB, rules checked): ${((count * 1000) / elapsed).toFixed(0)} downloads/s`,
);

const big = new Uint8Array(32 * 1024 * 1024).map((_, i) => i & 0xff);
t = performance.now();
await uploadBytesResumable(ref(storage, 'workspaces/w1/big.bin'), big);
elapsed = performance.now() - t;
console.log(`resumable upload (32 MiB): ${(32 / (elapsed / 1000)).toFixed(0)} MiB/s`);
t = performance.now();
await getBytes(ref(storage, 'workspaces/w1/big.bin'));
elapsed = performance.now() - t;
console.log(`download (32 MiB): ${(32 / (elapsed / 1000)).toFixed(0)} MiB/s`);

for (let i = 0; i < 10_000; i++) {
  emulator.store.put(
    emulator.store.prepareUpload(
      'demo-bench.appspot.com',
      `workspaces/w1/many/${i}.bin`,
      Buffer.alloc(1),
      {},
      {
        withDownloadToken: false,
      },
    ),
  );
}
t = performance.now();
await list(ref(storage, 'workspaces/w1/many'), { maxResults: 100 });
console.log(`list first page of 10,000 objects: ${(performance.now() - t).toFixed(1)} ms`);

await deleteApp(app);
await emulator.close();
