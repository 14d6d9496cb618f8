/**
 * The site's stylesheet goes inline in the document's head instead of a separate file: the first
 * paint then waits for no second request (a phone on a slow network saves a round trip on
 * every first visit). entry.server.tsx provides the CSS text; the browser reads it back from the
 * server's <style> element, so hydration sees identical markup and the client bundle carries no CSS.
 */
import { createContext, useContext } from 'react';

export const InlineCssContext = createContext<string | undefined>(undefined);

const STYLE_ID = 'site-css';

export function InlineStyles() {
  const serverCss = useContext(InlineCssContext);
  const css = serverCss ?? (typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? ''));
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
