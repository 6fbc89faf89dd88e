// The `api` HTTPS function: adapts the Functions runtime's request to handleApi.

import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { db } from '../firebase';
import { clientAddress } from '../request/clientAddress';
import { handleApi } from './handleApi';

export const api = onRequest(
  { region: REGION, timeoutSeconds: 60, invoker: 'public' },
  async (req, res) => {
    const url = new URL(req.url, 'http://api.invalid');
    const response = await handleApi(db(), {
      method: req.method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      rawBody: req.rawBody,
      address: clientAddress(req.headers, req.socket.remoteAddress),
    });
    res.status(response.status).set(response.headers);
    if (response.body === undefined) res.end();
    else res.json(response.body);
  },
);
