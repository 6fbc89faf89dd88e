import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { type AppSettings, maintenanceIn, readAppSettings } from '../../firebase/admin-settings';
import { SuperAdminStyle } from '../../ui/admin/SuperAdminStyle';
import { appNotices as m } from '../../ui/admin/super-messages';
import { useVariant } from '../../ui/variant';

/** The public pages' banner while maintenance mode is on (loaded lazily by the layout). */
export function MaintenanceBanner() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const [settings, setSettings] = useState<AppSettings | null>(null);

  useEffect(() => {
    let current = true;
    readAppSettings().then(
      (value) => current && setSettings(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!maintenanceIn(settings, product)) return null;
  return (
    <>
      <SuperAdminStyle />
      <p className="notice-banner" role="status" data-maintenance-banner>
        <strong>{_(m.maintenanceTitle)}</strong> ·{' '}
        {settings.maintenanceMessage || _(m.maintenanceDefault)}
      </p>
    </>
  );
}
