// Which status a request may move to from its current one, as updateServiceRequest allows
// (the server decides; the screen only avoids offering a move it would refuse).

import type { ServiceRequestStatus } from '../../lib/schemas/serviceRequests';

const NEXT: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  new: ['in_progress', 'waiting_client', 'done', 'rejected'],
  in_progress: ['waiting_client', 'done', 'rejected'],
  waiting_client: ['in_progress', 'done', 'rejected'],
  done: ['in_progress'],
  rejected: ['in_progress'],
};

export function canMoveRequest(from: ServiceRequestStatus, to: ServiceRequestStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** Overdue: a due date in the past on a request that is still open. */
export function isOverdue(dueAt: Date | null, status: ServiceRequestStatus, now: Date): boolean {
  return (
    dueAt !== null && dueAt.getTime() < now.getTime() && status !== 'done' && status !== 'rejected'
  );
}
