import { jsonLdText, type JsonLdObject } from '~/lib/seo';
import { useNonce } from '~/lib/nonce';

/**
 * Structured data for search engines (builders in lib/seo.ts). The element carries the page's CSP
 * nonce like every script of the document; browsers hide the nonce from the DOM after parsing,
 * hence no hydration warning about it.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
