// The shortLink function served as Cloud Functions (2nd gen) serves it, for `npm run
// bench:links`: one process, the functions bundle as deployed (functions/lib/index.js), the
// exported function mounted on an express app as the Functions Framework mounts it (trust proxy,
// the body parsers, every path), many requests at once, no emulator between. Run as a child
// process with FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT set; it prints `listening <port>`.

import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** What of express (the functions' copy, which firebase-functions depends on) is used here. */
interface Express {
  (): {
    enable: (setting: string) => void;
    use: (...handlers: unknown[]) => void;
    listen: (port: number, host: string, ready: () => void) => Server;
  };
  json: () => unknown;
  text: () => unknown;
  urlencoded: (options: { extended: boolean }) => unknown;
  raw: () => unknown;
}

const fromFunctions = createRequire(new URL('../../../../functions/package.json', import.meta.url));
const express = fromFunctions('express') as Express;
const { shortLink } = fromFunctions('./lib/index.js') as {
  shortLink: (req: unknown, res: unknown) => Promise<void>;
};

const app = express();
app.enable('trust proxy');
app.use(express.json(), express.text(), express.urlencoded({ extended: true }), express.raw());
app.use((req: unknown, res: unknown) => shortLink(req, res));
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
