// The contact form: visitors and signed-in users alike, a few messages per hour each.

import { submitContact as submit } from '../domain/contact';
import { openToAll } from './define';

export const submitContact = openToAll('submitContact', (input, { db, caller, address, now }) =>
  submit(db, { uid: caller?.uid ?? null, address, via: 'callable' }, input, now),
);
