import { useNonce } from '~/lib/nonce';

/**
 * Structured data for search engines: `text` from `jsonLdText` (lib/seo.ts), which escapes it so
 * text typed by users cannot close the script. The element carries the page's CSP nonce like every
 * script of the document; browsers hide the nonce from the DOM after parsing, hence no hydration
 * warning about it.
 */
export function JsonLd({ text }: { text: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
