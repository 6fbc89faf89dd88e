import { useLingui } from '@lingui/react';
import { useLoad, valueOr } from '../use-load';
import { policiesAdmin as m } from './super-messages';

type Render = (markdown: string) => string;
let renderer: Promise<Render> | null = null;

/** The public policy pages' own renderer (marked + DOMPurify), loaded on first preview. */
function loadRenderer(): Promise<Render> {
  renderer ??= import('../../lib/render-markdown').then((mod) => mod.renderMarkdown);
  return renderer;
}

/** The markdown as the public page will show it, updated as the text changes. */
export function MarkdownPreview({ markdown, lang }: { markdown: string; lang: string }) {
  const { _ } = useLingui();
  // A short pause while typing keeps the preview from re-rendering on every key.
  const { load } = useLoad(async () => (await loadRenderer())(markdown), [markdown], {
    delayMs: 150,
    report: 'none',
  });
  const html = valueOr<string | null>(load, null);

  if (!markdown.trim()) return <p className="muted">{_(m.previewEmpty)}</p>;
  return (
    <div
      className="policy-body"
      lang={lang}
      data-preview
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by render-markdown (HTML escaped, DOMPurify).
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
