// The white label a client's host name wears (anyone: the page shows it to every visitor).

import * as domain from '../../domain/workspaces/whiteLabel';
import { openToAll } from '../define';

export const whiteLabelForHost = openToAll('whiteLabelForHost', (input, { db }) =>
  domain.whiteLabelForHost(db, input.host),
);
