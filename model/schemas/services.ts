// The agency's service catalogue (services/{id}): what clients may request, shown on the public
// services page and offered by the service request form.

import * as v from 'valibot';
import { storedLocalisedSchema, storedObject } from './stored';

/** What a service's price is per. */
export const SERVICE_UNITS = ['project', 'month', 'hour'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

export const serviceDocSchema = storedObject({
  name: storedLocalisedSchema,
  description: storedLocalisedSchema,
  /** Integer minor units of `currency`, as plan prices. */
  priceFrom: v.number(),
  currency: v.string(),
  unit: v.picklist(SERVICE_UNITS),
  active: v.boolean(),
  order: v.number(),
});
export type ServiceDoc = v.InferOutput<typeof serviceDocSchema>;
