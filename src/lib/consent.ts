// The consent centre's choices, remembered on this device. The analytics loader reads them
// before loading anything; a change is announced so a running loader can start or stop.

export const CONSENT_STORAGE_KEY = 'smm.consent';
export const CONSENT_CHANGED_EVENT = 'smm:consent-changed';

export interface ConsentChoices {
  /** Always true: the site cannot work without them, so they are not a choice. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** The consent policy version the choice was made under, when it was known. */
  version: number | null;
  /** When the choice was made (epoch ms); null when the visitor never chose. */
  decidedAt: number | null;
}

export const NO_CHOICE: ConsentChoices = {
  necessary: true,
  analytics: false,
  marketing: false,
  version: null,
  decidedAt: null,
};

/** Reads a stored choice; anything missing or malformed counts as no consent. */
export function parseConsent(raw: string | null): ConsentChoices {
  if (!raw) return NO_CHOICE;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NO_CHOICE;
    const stored = value as Record<string, unknown>;
    return {
      necessary: true,
      analytics: stored.analytics === true,
      marketing: stored.marketing === true,
      version: typeof stored.version === 'number' ? stored.version : null,
      decidedAt: typeof stored.decidedAt === 'number' ? stored.decidedAt : null,
    };
  } catch {
    return NO_CHOICE;
  }
}

export function readConsent(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): ConsentChoices {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return NO_CHOICE;
  }
}

export function saveConsent(
  choices: Pick<ConsentChoices, 'analytics' | 'marketing' | 'version'>,
  now = Date.now(),
  storage: Pick<Storage, 'setItem'> | null = safeLocalStorage(),
): ConsentChoices {
  const saved: ConsentChoices = { necessary: true, ...choices, decidedAt: now };
  storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(saved));
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: saved }));
  }
  return saved;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
