// A report as a PDF in one language: the agency's name from the site's settings, the
// workspace's logo from Storage when it has one, the document (html.ts) rendered by Chromium
// (render.ts).

import type { Locale } from '@model/constants';
import type { ClientReport, ReadReportPdfInput } from '@model/schemas/reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { bucket } from '../../../firebase';
import type { Caller } from '../../caller';
import { DEFAULT_SITE_NAME } from '../../notifications/fanout';
import { readWorkspaceFor, reportOf } from '../report';
import { reportHtml } from './html';
import { htmlToPdf } from './render';
import { PDF_TEXTS } from './texts';

/** Reads a stored file (the logo); null when it cannot. */
export type ReadFile = (path: string) => Promise<{ bytes: Buffer; contentType: string } | null>;

/** The logo from the project's Storage bucket. */
export const readStoredFile: ReadFile = async (path) => {
  const file = bucket().file(path);
  const [metadata] = await file.getMetadata();
  return { bytes: (await file.download())[0], contentType: String(metadata.contentType ?? '') };
};

/** A larger logo is left out rather than swelling every page's PDF. */
const LOGO_MAX_BYTES = 512 * 1024;

export async function renderReportPdf(
  db: Firestore,
  report: ClientReport,
  locale: Locale,
  readFile: ReadFile,
): Promise<Buffer> {
  const settings = (await db.collection('settings').doc('app').get()).data();
  // A white-labelled client's report is prepared by their agency, by name.
  const agency =
    report.workspace.agencyName ??
    (typeof settings?.siteName === 'string' && settings.siteName
      ? settings.siteName
      : DEFAULT_SITE_NAME);
  const logoFile = report.workspace.logoPath
    ? await readFile(report.workspace.logoPath).catch(() => null)
    : null;
  const logo =
    logoFile && logoFile.bytes.length <= LOGO_MAX_BYTES && logoFile.contentType.startsWith('image/')
      ? `data:${logoFile.contentType};base64,${logoFile.bytes.toString('base64')}`
      : null;
  const html = reportHtml(report, locale, { agency, logo });
  return htmlToPdf(html, { footer: PDF_TEXTS[locale].page, rtl: locale === 'ar' });
}

export function pdfFileName(report: ClientReport): string {
  const name = report.workspace.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `report-${name || report.workspace.id}-${report.currentPeriod.from}-${report.currentPeriod.to}.pdf`;
}

/** The PDF of a workspace's report, for a caller who may read it. */
export async function readReportPdf(
  db: Firestore,
  caller: Caller,
  input: ReadReportPdfInput,
  now: Date,
  readFile: ReadFile,
): Promise<{ fileName: string; pdf: string }> {
  const workspace = await readWorkspaceFor(db, caller, input.workspaceId, 'read');
  const report = await reportOf(db, workspace, input, now);
  const pdf = await renderReportPdf(db, report, input.locale, readFile);
  return { fileName: pdfFileName(report), pdf: pdf.toString('base64') };
}
