// The inbox's filters and open conversation as its address holds them (url-fields.ts), beside
// the workspace inboxPath writes: a reload, Back or a shared link shows the same conversations
// and the same one open. Status 'all' stands for no status filter, since open is the default.

import {
  CONVERSATION_STATUSES,
  INBOX_KINDS,
  INBOX_NETWORKS,
  type InboxKind,
  type InboxNetwork,
} from '@model/schemas/inbox';
import { readUrlFields, type UrlFields, writeUrlFields } from '../../lib/url-state/url-fields';
import type { InboxFilters } from './filters';

type Fields = {
  workspace: string;
  open: string;
  network: InboxNetwork | '';
  channelId: string;
  kind: InboxKind | '';
  status: InboxFilters['status'] | 'all';
  assignee: string;
  label: string;
  search: string;
};

const FIELDS: UrlFields<Fields> = {
  workspace: { key: 'workspace', fallback: '' },
  open: { key: 'c', fallback: '' },
  network: { key: 'network', fallback: '', values: INBOX_NETWORKS },
  channelId: { key: 'channel', fallback: '' },
  kind: { key: 'kind', fallback: '', values: INBOX_KINDS },
  status: { key: 'status', fallback: 'open', values: [...CONVERSATION_STATUSES, 'all'] },
  assignee: { key: 'assignee', fallback: '' },
  label: { key: 'label', fallback: '' },
  search: { key: 'q', fallback: '' },
};

export interface InboxUrlState {
  workspace: string | null;
  /** The open conversation's id, or null. */
  open: string | null;
  filters: InboxFilters;
}

export function readInboxUrl(params: URLSearchParams): InboxUrlState {
  const { workspace, open, status, ...rest } = readUrlFields(params, FIELDS);
  return {
    workspace: workspace || null,
    open: open || null,
    filters: { ...rest, status: status === 'all' ? '' : status },
  };
}

export function writeInboxUrl(
  params: URLSearchParams,
  patch: { open?: string | null; filters?: InboxFilters },
): string {
  const fields: Partial<Fields> = {};
  if (patch.open !== undefined) fields.open = patch.open ?? '';
  if (patch.filters) {
    const { status, ...rest } = patch.filters;
    Object.assign(fields, rest, { status: status === '' ? 'all' : status });
  }
  return writeUrlFields(params, FIELDS, fields);
}
