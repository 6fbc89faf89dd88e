// requestPlanUpgrade: a workspace that met its plan's limit asks for a bigger plan. In connect it
// becomes a service request on the agency's board; in smm the site's admins are notified.

import * as v from 'valibot';
import { docIdSchema, optionalTextSchema, requestIdSchema } from './common';

export const requestPlanUpgradeSchema = v.strictObject({
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  /** What the person needs, in their words. */
  note: optionalTextSchema(1000),
});
export type RequestPlanUpgradeInput = v.InferOutput<typeof requestPlanUpgradeSchema>;

export interface RequestPlanUpgradeResult extends Record<string, unknown> {
  /** connect: the service request made; smm: null (the admins were notified). */
  serviceRequestId: string | null;
}
