// /review/:token?view=report, both variants: a client contact without an account reads the
// report a share link holds, in their language; an ended link shows a kind page.

import { useLingui } from '@lingui/react';
import { useLocation } from 'wouter';
import { openReportLink } from '../../firebase/analytics/reports';
import { errorSentence } from '../../ui/error-text';
import { Spinner } from '../../ui/Spinner';
import { useLoad } from '../../ui/use-load';
import { share as m, report as rm } from './messages';
import { ReportStyle } from './ReportStyle';
import { ReportView } from './ReportView';

export function ReportLinkPage() {
  const { _, i18n } = useLingui();
  const [path] = useLocation();
  const token = decodeURIComponent(path.split('/')[2] ?? '');
  const { load } = useLoad(() => openReportLink(token), [token], { report: 'log' });
  if (load.state === 'loading') return <Spinner />;
  // A malformed token is a link that cannot work: the same kind page as an ended one.
  const ended =
    (load.state === 'ready' && load.value.status !== 'active') ||
    (load.state === 'failed' &&
      (load.error as { code?: unknown } | null)?.code === 'functions/invalid-argument');
  return (
    <div className="report-public">
      <ReportStyle />
      {ended ? (
        <section className="review-ended" data-ended="true">
          <h1>{_(m.endedTitle)}</h1>
          <p>{_(m.endedBody)}</p>
        </section>
      ) : load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_({ ...rm.loadFailed, values: { reason: errorSentence(_, load.error) } })}
        </p>
      ) : load.value.status === 'active' ? (
        <>
          <h1>{_(rm.link)}</h1>
          <ReportView report={load.value.report} locale={i18n.locale} />
        </>
      ) : null}
    </div>
  );
}
