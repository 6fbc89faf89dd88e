// Reads a page of the audit log with filters (super admins).

import * as domain from '../../domain/auditLog';
import { signedIn } from '../define';

export const listAuditLog = signedIn('listAuditLog', (input, { db, caller }) =>
  domain.listAuditLog(db, caller, input),
);
