import type { Variant } from '@model/variant';
import { createContext, useContext } from 'react';

// The variant is decided once at boot; screens read it from here rather than from the URL.
const VariantContext = createContext<Variant>({ product: 'smm', base: '' });

export const VariantProvider = VariantContext.Provider;

export function useVariant(): Variant {
  return useContext(VariantContext);
}

export const BRAND_NAMES = { smm: 'SMM Studio', connect: 'Connect' } as const;
