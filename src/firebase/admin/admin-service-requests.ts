// The agency's service request inbox: pages of serviceRequests by status (agency staff read
// them all under the rules), a request's message thread, and the staff who can be assigned.

import {
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  serviceRequestStatusSchema,
} from '@model/schemas/service-requests';
import { storedOr } from '@model/schemas/stored';
import type { ThreadEntry } from '../client-portal';
import { type PageCursor, pageOf, snapshotAt } from '../cursor';
import { firestoreLite } from '../firestore';

export const REQUESTS_PAGE_SIZE = 25;
export const OPEN_STATUSES: ServiceRequestStatus[] = ['new', 'in_progress', 'waiting_client'];
export { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus };

export interface ServiceRequestRow {
  id: string;
  title: string;
  details: string;
  workspaceId: string;
  workspaceName: string;
  status: ServiceRequestStatus;
  assigneeUid: string | null;
  dueAt: Date | null;
  createdAt: Date | null;
  /** The client replied after the agency's last reply or move. */
  clientReplied: boolean;
}

export interface RequestsPage {
  rows: ServiceRequestRow[];
  next: PageCursor | null;
}

function dateOf(value: unknown): Date | null {
  return value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;
}

const workspaceNames = new Map<string, Promise<string>>();

async function workspaceName(id: string): Promise<string> {
  let name = workspaceNames.get(id);
  if (!name) {
    name = firestoreLite().then(async ({ lite, db }) => {
      const snap = await lite.getDoc(lite.doc(db, 'workspaces', id));
      const value = snap.exists() ? snap.get('name') : null;
      return typeof value === 'string' ? value : id;
    });
    workspaceNames.set(id, name);
  }
  return name;
}

/** One page of requests in the given statuses, newest first. */
export async function listServiceRequests(
  statuses: ServiceRequestStatus[],
  after: PageCursor | null,
): Promise<RequestsPage> {
  const { lite, db } = await firestoreLite();
  const start = after ? await snapshotAt(after, (path) => lite.getDoc(lite.doc(db, path))) : null;
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'serviceRequests'),
      statuses.length === 1
        ? lite.where('status', '==', statuses[0])
        : lite.where('status', 'in', statuses),
      lite.orderBy('createdAt', 'desc'),
      ...(start ? [lite.startAfter(start)] : []),
      lite.limit(REQUESTS_PAGE_SIZE + 1),
    ),
  );
  const { docs, next } = pageOf(snapshot.docs, REQUESTS_PAGE_SIZE);
  const rows = await Promise.all(
    docs.map(async (doc): Promise<ServiceRequestRow> => {
      const data = doc.data();
      const workspaceId = typeof data.workspaceId === 'string' ? data.workspaceId : '';
      const status = storedOr(serviceRequestStatusSchema, data.status, 'new');
      return {
        id: doc.id,
        title: typeof data.title === 'string' ? data.title : '',
        details: typeof data.details === 'string' ? data.details : '',
        workspaceId,
        workspaceName: workspaceId ? await workspaceName(workspaceId) : '',
        status,
        assigneeUid: typeof data.assigneeUid === 'string' ? data.assigneeUid : null,
        dueAt: dateOf(data.dueAt),
        createdAt: dateOf(data.createdAt),
        clientReplied:
          (dateOf(data.clientActivityAt)?.getTime() ?? 0) >
          (dateOf(data.staffActivityAt)?.getTime() ?? 0),
      };
    }),
  );
  return {
    rows,
    next,
  };
}

export interface ThreadMessage {
  id: string;
  authorUid: string;
  text: string;
  createdAt: Date | null;
}

export const THREAD_LIMIT = 200;

/** The latest messages of a request's thread, oldest first. */
export async function listThread(serviceRequestId: string): Promise<ThreadMessage[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'serviceRequests', serviceRequestId, 'messages'),
      lite.orderBy('createdAt', 'desc'),
      lite.limit(THREAD_LIMIT),
    ),
  );
  // Moves of the request are entries of the client's thread; staff read them in the status.
  return snapshot.docs
    .filter((doc) => doc.get('kind') !== 'status')
    .map((doc) => ({
      id: doc.id,
      authorUid: String(doc.get('authorUid') ?? ''),
      text: String(doc.get('text') ?? ''),
      createdAt: dateOf(doc.get('createdAt')),
    }))
    .reverse();
}

/** The client thread's entries as staff read them: the messages (moves show in the status). */
export function threadMessages(entries: readonly ThreadEntry[]): ThreadMessage[] {
  return entries.flatMap((entry) =>
    entry.kind === 'message'
      ? [
          {
            id: entry.id,
            authorUid: entry.authorUid,
            text: entry.text,
            createdAt: entry.createdAt === null ? null : new Date(entry.createdAt),
          },
        ]
      : [],
  );
}

export interface StaffMember {
  uid: string;
  label: string;
}

/** Accounts with an admin-level connect role: the people a request can be assigned to. */
export async function listStaff(): Promise<StaffMember[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'users'),
      lite.where('roles.connect', 'in', ['admin', 'super_admin', 'saas_admin']),
      lite.limit(200),
    ),
  );
  return snapshot.docs
    .map((doc) => ({
      uid: doc.id,
      label: String(doc.get('displayName') || doc.get('email') || doc.id),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
