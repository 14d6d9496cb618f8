/**
 * The heart of a detail page. Anonymous visitors get the login modal; signed-in users add or remove
 * the listing through the page's action without a reload (the header badge follows, as every
 * action revalidates the root loader). After adding, a 3 s toast names the listing (spec sections 4, 8).
 * Without JavaScript the button posts the same form (anonymous visitors are sent to the login page).
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { HeartIcon } from '~/components/Icons';
import { useShell } from '~/components/shell/shell-context';
import { useToast } from '~/components/Toasts';
import type { DetailActionData } from './detail-data';

interface FavoriteButtonProps {
  signedIn: boolean;
  isFavorite: boolean;
}

export function FavoriteButton({ signedIn, isFavorite }: FavoriteButtonProps) {
  const fetcher = useFetcher<DetailActionData>();
  const { openLogin } = useShell();
  const toast = useToast();
  // While the request runs, the button shows the state asked for.
  const pending = fetcher.formData?.get('favorite');
  const pressed = pending ? pending === 'add' : isFavorite;

  const result = fetcher.data?.intent === 'favorite' ? fetcher.data : undefined;
  useEffect(() => {
    if (result) toast.show({ message: result.message, kind: result.ok ? (result.favorite ? 'success' : 'info') : 'error' });
    // Once per answer: the toast API is the provider's and does not change what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return (
    <fetcher.Form method="post" className="favorite-form">
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="favorite" value={pressed ? 'remove' : 'add'} />
      <button
        type="submit"
        className={`button button--ghost favorite-button${pressed ? ' favorite-button--on' : ''}`}
        aria-pressed={pressed}
        data-testid="favorite-toggle"
        onClick={(event) => {
          if (signedIn) return;
          event.preventDefault();
          openLogin();
        }}
      >
        <HeartIcon size={20} />
        <span>{pressed ? 'Salvat la favorite' : 'Adaugă la favorite'}</span>
      </button>
    </fetcher.Form>
  );
}
