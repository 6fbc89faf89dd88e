import { useLingui } from '@lingui/react';
import { appMessages } from './messages';

export function PageLoadFailed() {
  const { _ } = useLingui();
  return (
    <div className="page-failed" role="alert">
      <p>{_(appMessages.pageLoadFailed)}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {_(appMessages.refreshPage)}
      </button>
    </div>
  );
}
