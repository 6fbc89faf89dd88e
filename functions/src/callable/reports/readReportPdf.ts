// A workspace's report as a PDF in the chosen language (base64), for its members and staff.

import * as domain from '../../domain/reports/pdf/reportPdf';
import { signedIn } from '../define';

export const readReportPdf = signedIn('readReportPdf', (input, { db, caller, now }) =>
  domain.readReportPdf(db, caller, input, now, domain.readStoredFile),
);
