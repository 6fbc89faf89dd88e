// A workspace's report as a PDF in the chosen language (base64), for its members and staff.

import { readReportPdfSchema } from '@model/schemas/reports/reports';
import * as domain from '../../domain/reports/pdf/reportPdf';
import { bucket } from '../../firebase';
import { signedIn } from '../define';

async function readFile(path: string) {
  const file = bucket().file(path);
  const [metadata] = await file.getMetadata();
  return {
    bytes: (await file.download())[0],
    contentType: String(metadata.contentType ?? ''),
  };
}

export const readReportPdf = signedIn(
  'readReportPdf',
  readReportPdfSchema,
  (input, { db, caller, now }) => domain.readReportPdf(db, caller, input, now, readFile),
);
