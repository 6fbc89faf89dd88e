import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are descriptors with explicit ids (esbuild has no macro transform), extracted
// from src/ into one PO catalog per locale and compiled to TypeScript modules that the app
// loads on demand.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'it', 'pt', 'de', 'ar', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/i18n/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
