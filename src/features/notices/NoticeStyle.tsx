import { useStyles } from '../../ui/styles';

// The notices' styles: the maintenance banner every public page may show, and the blocking
// dialogs (maintenance, new terms). Apart from the super admin's styles, which a public page
// never needs (they weighed 895 bytes gzipped on every public page while the banner used them).
const CSS = `
.notice .muted{color:var(--muted)}
.notice-banner{background:var(--warning-soft);border:1px solid var(--warning);color:var(--warning);padding:.6rem 1rem;border-radius:var(--radius);margin:0 0 1rem}
dialog.notice{max-width:min(44rem,94vw);max-height:90vh;border:0;border-radius:var(--radius);padding:1.5rem;box-shadow:0 20px 60px rgba(0,0,0,.3)}
dialog.notice::backdrop{background:rgba(16,24,40,.6)}
dialog.notice .notice-body{max-height:50vh;overflow:auto;border:1px solid var(--line);border-radius:var(--radius);padding:0 1rem;margin:1rem 0}
dialog.notice.maintenance{width:min(44rem,94vw);text-align:center}`;

export function NoticeStyle() {
  useStyles('notices', CSS);
  return null;
}
