// The caller's own data as JSON, for the settings page's download.

import * as domain from '../../domain/accounts/accountExport';
import { signedIn } from '../define';

export const exportMyData = signedIn('exportMyData', (_input, { db, caller, now }) =>
  domain.exportMyData(db, caller, now),
);
