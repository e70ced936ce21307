import { useEffect } from 'react';

export const APP_NAME = 'Advertiser Portal';

/** Names the browser tab "<title> · Advertiser Portal", or the bare app name without a title (WCAG 2.4.2). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
