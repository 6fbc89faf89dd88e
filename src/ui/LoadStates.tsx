import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LoadFailed } from './LoadFailed';
import { Spinner } from './Spinner';
import type { Load } from './use-load';

/** The spinner, the failure (with its retry button if any), or the empty-state sentence of a list. */
export function LoadStates({
  load,
  isEmpty,
  empty,
  failed,
  onRetry,
}: {
  load: Load<unknown>;
  isEmpty: boolean;
  empty: MessageDescriptor;
  failed?: MessageDescriptor;
  onRetry?: () => void;
}) {
  const { _ } = useLingui();
  if (load.state === 'loading') return <Spinner />;
  if (load.state === 'failed') return <LoadFailed message={failed} onRetry={onRetry} />;
  return isEmpty ? <p className="empty">{_(empty)}</p> : null;
}
