import { useLingui } from '@lingui/react';
import { dashboard } from './messages';
import { superCommon as c } from './superMessages';

/** What a screen shows where its data should be when reading it failed. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <p className="empty" role="alert">
      {_(c.failed)}{' '}
      <button type="button" className="button" onClick={onRetry}>
        {_(dashboard.retry)}
      </button>
    </p>
  );
}
