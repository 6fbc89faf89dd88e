import { useLingui } from '@lingui/react';
import {
  type AppSettings,
  maintenanceIn,
  readAppSettings,
} from '../../firebase/admin/admin-settings';
import { useLoad, valueOr } from '../../ui/use-load';
import { useVariant } from '../../ui/variant';
import { appNotices as m } from './messages';
import { NoticeStyle } from './NoticeStyle';

/** The public pages' banner while maintenance mode is on (loaded lazily by the layout). */
export function MaintenanceBanner() {
  const { _ } = useLingui();
  const { product } = useVariant();
  // Without the settings there is no banner: a visitor is not told the read failed.
  const settings = valueOr<AppSettings | null>(
    useLoad(readAppSettings, [], { report: 'none' }).load,
    null,
  );

  if (!maintenanceIn(settings, product)) return null;
  return (
    <>
      <NoticeStyle />
      <p className="notice-banner" role="status" data-maintenance-banner>
        <strong>{_(m.maintenanceTitle)}</strong> ·{' '}
        {settings.maintenanceMessage || _(m.maintenanceDefault)}
      </p>
    </>
  );
}
