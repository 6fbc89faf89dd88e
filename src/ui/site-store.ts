// What settings/app says about the site once a lazy chunk has read it (features/site): the
// name for the document title and the languages the switcher offers, and on a client's own host
// name the agency and logo its white label shows in the header. Empty until then.

import type { Locale } from '@model/constants';
import { proxy } from 'valtio/vanilla';

export const site = proxy<{
  name: string;
  locales: readonly Locale[] | null;
  /** The host's white label: the agency's name and its logo's public address (if uploaded). */
  label: { agencyName: string; logoUrl: string | null } | null;
}>({
  name: '',
  locales: null,
  label: null,
});
