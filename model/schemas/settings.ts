// Payload of the settings callable: a patch of settings/app.

import * as v from 'valibot';
import { emailSchema } from '../schemas';
import {
  baseVersionSchema,
  localeSchema,
  mapKeySchema,
  optionalTextSchema,
  textSchema,
} from './common';
import { storedObject } from './stored';

export const settingsPatchSchema = v.pipe(
  v.strictObject({
    siteName: v.optional(textSchema(80)),
    supportEmail: v.optional(emailSchema),
    enabledLocales: v.optional(v.pipe(v.array(localeSchema), v.minLength(1), v.maxLength(8))),
    defaultLocale: v.optional(localeSchema),
    /** Both products at once (older settings); maintenanceFor sets one product. */
    maintenance: v.optional(v.boolean()),
    maintenanceFor: v.optional(
      v.pipe(
        v.strictObject({ smm: v.optional(v.boolean()), connect: v.optional(v.boolean()) }),
        v.check((value) => Object.keys(value).length > 0, 'maintenanceFor names no product.'),
      ),
    ),
    /** Shown to signed-in non-admins and in the public banner while maintenance is on. */
    maintenanceMessage: optionalTextSchema(500),
    features: v.optional(v.record(mapKeySchema, v.boolean())),
    /** false closes smm self-service sign-up; invitations still work. Absent means open. */
    smmSignupOpen: v.optional(v.boolean()),
  }),
  v.check((patch) => Object.keys(patch).length > 0, 'patch must change at least one setting.'),
  v.check(
    (patch) =>
      !patch.defaultLocale ||
      !patch.enabledLocales ||
      patch.enabledLocales.includes(patch.defaultLocale),
    'defaultLocale must be one of enabledLocales.',
  ),
);

export const updateSettingsSchema = v.strictObject({
  patch: settingsPatchSchema,
  baseVersion: baseVersionSchema,
});
export type UpdateSettingsInput = v.InferOutput<typeof updateSettingsSchema>;

// ------------------------------------------------------------------------ stored: settings/{id}

export const settingsDocSchema = storedObject({
  siteName: v.string(),
  supportEmail: v.string(),
  enabledLocales: v.array(localeSchema),
  defaultLocale: localeSchema,
  maintenance: v.boolean(),
  maintenanceMessage: v.optional(v.string()),
  features: v.record(v.string(), v.boolean()),
  smmSignupOpen: v.optional(v.boolean()),
});
export type SettingsDoc = v.InferOutput<typeof settingsDocSchema>;
