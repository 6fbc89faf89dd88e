// The screen offers only the status moves updateServiceRequest accepts: the server's own rule,
// from the shared schema module (the server still decides).

import type { ServiceRequestStatus } from '@model/schemas/service-requests';

export { canMoveServiceRequest as canMoveRequest } from '@model/schemas/service-requests';

/** Overdue: a due date in the past on a request that is still open. */
export function isOverdue(dueAt: Date | null, status: ServiceRequestStatus, now: Date): boolean {
  return (
    dueAt !== null && dueAt.getTime() < now.getTime() && status !== 'done' && status !== 'rejected'
  );
}
