// What settings/app says about the site once a lazy chunk has read it (features/site): the
// name for the document title and the languages the switcher offers. Empty until then.

import type { Locale } from '@model/constants';
import { proxy } from 'valtio/vanilla';

export const site = proxy<{ name: string; locales: readonly Locale[] | null }>({
  name: '',
  locales: null,
});
