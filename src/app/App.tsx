import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Variant } from '@model/variant';
import { Router } from 'wouter';
import { Notifications } from '../ui/Notifications';
import { VariantProvider } from '../ui/variant';
import { AppRoutes } from './AppRoutes';
import { routeTables } from './routes';

export function App({ variant }: { variant: Variant }) {
  return (
    <I18nProvider i18n={i18n}>
      <VariantProvider value={variant}>
        <Router base={variant.base}>
          <Notifications />
          <AppRoutes routes={routeTables[variant.product]} />
        </Router>
      </VariantProvider>
    </I18nProvider>
  );
}
