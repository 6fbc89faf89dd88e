// A scheduled report's PDF, made when its mail is sent (deliver.ts): the schedule's period at the
// moment it ran, in the recipient's language, with the figures as they stand. Made again on a
// retry, so the mail delivery never stores the file itself.

import type { Locale } from '@model/constants';
import type { StoredTimestamp } from '@model/schemas/stored';
import type { Firestore } from 'firebase-admin/firestore';
import type { MailAttachment } from '../../mail/transport';
import { workspaceOf } from '../workspaces/workspaces';
import { pdfFileName, type ReadFile, readStoredFile, renderReportPdf } from './pdf/reportPdf';
import { reportOf } from './report';

export interface ReportAttachment {
  kind: 'report';
  workspaceId: string;
  period: 'last_week' | 'last_month';
  at: StoredTimestamp;
}

export async function reportAttachment(
  db: Firestore,
  attachment: ReportAttachment,
  locale: Locale,
  read: ReadFile = readStoredFile,
): Promise<MailAttachment> {
  const ref = db.collection('workspaces').doc(attachment.workspaceId);
  const workspace = workspaceOf(ref, await ref.get());
  const report = await reportOf(
    db,
    workspace,
    { period: attachment.period },
    attachment.at.toDate(),
  );
  return {
    filename: pdfFileName(report),
    content: await renderReportPdf(db, report, locale, read),
    contentType: 'application/pdf',
  };
}
