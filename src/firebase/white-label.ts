// The white label a client's host name wears, through the public whiteLabelForHost callable.

import type { PublicWhiteLabel } from '@model/schemas/white-label';
import { callFunction } from './functions';

export function whiteLabelForHost(host: string): Promise<{ whiteLabel: PublicWhiteLabel | null }> {
  return callFunction('whiteLabelForHost', { host });
}
