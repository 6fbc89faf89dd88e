// The `shortLink` HTTPS function behind Hosting's /l/** rewrite: a short link leads to its stored
// address (domain/links/clicks.ts), anything else is a plain "not found".

import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { followShortLink } from '../domain/links/clicks';
import { db } from '../firebase';
import { clientAddress } from '../request/clientAddress';

const NOT_FOUND = '<!doctype html><title>Link not found</title><p>This link does not exist.</p>';

export const shortLink = onRequest(
  { region: REGION, timeoutSeconds: 10, invoker: 'public' },
  async (req, res) => {
    const code = /^\/l\/([^/?#]+)/.exec(req.path)?.[1] ?? /^\/([^/?#]+)$/.exec(req.path)?.[1];
    const answer =
      req.method === 'GET' || req.method === 'HEAD'
        ? await followShortLink(db(), code ?? '', {
            address: clientAddress(req.headers, req.socket.remoteAddress),
            userAgent: String(req.headers['user-agent'] ?? ''),
            now: new Date(),
          })
        : ({ status: 404 } as const);
    res.set('cache-control', 'private, no-store').set('referrer-policy', 'no-referrer');
    if (answer.status === 302) {
      res.redirect(302, answer.location);
      return;
    }
    res.status(404).set('content-type', 'text/html; charset=utf-8').send(NOT_FOUND);
  },
);
