// The white label a client's host name wears (anyone: the page shows it to every visitor).

import { whiteLabelForHostSchema } from '@model/schemas/branding/white-label';
import * as domain from '../../domain/workspaces/whiteLabel';
import { openToAll } from '../define';

export const whiteLabelForHost = openToAll(
  'whiteLabelForHost',
  whiteLabelForHostSchema,
  (input, { db }) => domain.whiteLabelForHost(db, input.host),
);
