import { useLingui } from '@lingui/react';
import { SPINNER_SIZE } from '@model/constants';
import { common } from './messages';

/** The loading indicator, always one size, so every loading state looks the same. */
export function Spinner({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span
        className="spinner"
        style={{ width: SPINNER_SIZE, height: SPINNER_SIZE }}
        aria-hidden="true"
      />
      <span className="visually-hidden">{label ?? _(common.loading)}</span>
    </div>
  );
}
