import { FormMessage } from '~/components/Field';
import type { AnafPrefillResult } from './company-prefill';

/** The note near a form's CUI after asking ANAF: what was filled, or why the fields stay as typed. */
export function AnafNote({ result }: { result: AnafPrefillResult | null | undefined }) {
  if (!result) return null;
  return (
    <div data-testid="anaf-note" data-filled={result.filled ? 'true' : 'false'}>
      <FormMessage kind={result.filled ? 'success' : 'info'}>{result.note}</FormMessage>
    </div>
  );
}
