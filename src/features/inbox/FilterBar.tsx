// The inbox's filters: network, channel, kind, status, assignee and label, and a search box.

import { useLingui } from '@lingui/react';
import { CONVERSATION_STATUSES, INBOX_KINDS, INBOX_NETWORKS } from '@model/schemas/inbox';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { NETWORK_NAMES, useChannels, usePeopleOf } from './channels';
import { type InboxFilters, labelsOf } from './filters';
import { m } from './messages';

export function FilterBar({
  filters,
  onChange,
  conversations,
  workspaceIds,
}: {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
  conversations: readonly Conversation[];
  workspaceIds: readonly string[];
}) {
  const { _ } = useLingui();
  const channels = useChannels(workspaceIds);
  const people = usePeopleOf(workspaceIds.length === 1 ? (workspaceIds[0] ?? null) : null);
  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch });
  const networks = INBOX_NETWORKS.filter((n) => conversations.some((c) => c.network === n));
  const channelIds = [...new Set(conversations.map((c) => c.channelId))];
  const assignees = [
    ...new Set(conversations.flatMap((c) => (c.assigneeUid ? [c.assigneeUid] : []))),
  ];
  return (
    <fieldset className="inbox-filters">
      <legend className="visually-hidden">{_(m.filters)}</legend>
      <label className="inbox-search">
        {_(m.search)}
        <input
          type="search"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </label>
      <label>
        {_(m.network)}
        <select
          value={filters.network}
          onChange={(event) => set({ network: event.target.value as InboxFilters['network'] })}
        >
          <option value="">{_(m.any)}</option>
          {networks.map((n) => (
            <option key={n} value={n}>
              {NETWORK_NAMES[n] ?? n}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.channel)}
        <select
          value={filters.channelId}
          onChange={(event) => set({ channelId: event.target.value })}
        >
          <option value="">{_(m.any)}</option>
          {channelIds.map((id) => (
            <option key={id} value={id}>
              {channels.get(id)?.displayName ?? id}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.kind)}
        <select
          value={filters.kind}
          onChange={(event) => set({ kind: event.target.value as InboxFilters['kind'] })}
        >
          <option value="">{_(m.any)}</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {_({ ...m.kindName, values: { kind } })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.status)}
        <select
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as InboxFilters['status'] })}
        >
          <option value="">{_(m.any)}</option>
          {CONVERSATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {_({ ...m.statusName, values: { status } })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.assignee)}
        <select
          value={filters.assignee}
          onChange={(event) => set({ assignee: event.target.value })}
        >
          <option value="">{_(m.any)}</option>
          <option value="me">{_(m.me)}</option>
          <option value="none">{_(m.unassigned)}</option>
          {assignees.map((id) => (
            <option key={id} value={id}>
              {people.get(id)?.name ?? id.slice(0, 6)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.label)}
        <select value={filters.label} onChange={(event) => set({ label: event.target.value })}>
          <option value="">{_(m.any)}</option>
          {labelsOf(conversations).map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
