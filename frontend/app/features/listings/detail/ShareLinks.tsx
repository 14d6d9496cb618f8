/**
 * Share links (Facebook, LinkedIn, WhatsApp, e-mail) and "Copiază linkul" (Clipboard API, with a
 * toast). They all carry the canonical absolute URL and open in a new tab.
 */
import { useToast } from '~/components/Toasts';
import { shareLinks } from './share';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: 'Linkul a fost copiat.', kind: 'success' });
    } catch {
      toast.show({ message: 'Linkul nu a putut fi copiat. Copiază-l din bara de adrese.', kind: 'error' });
    }
  };
  return (
    <div className="share" data-testid="share">
      <p className="share__title">Distribuie</p>
      <ul className="share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.id}>
            <a className={`share__link share__link--${link.id}`} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
        <li className="js-only">
          <button type="button" className="share__link" onClick={copy}>
            Copiază linkul
          </button>
        </li>
      </ul>
    </div>
  );
}
