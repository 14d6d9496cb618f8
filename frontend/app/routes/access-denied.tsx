import { CtaRow } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () => [...pageMeta('Acces restricționat', 'Nu ai acces la pagina cerută.'), { name: 'robots', content: 'noindex' }];

export default function AccessDenied() {
  return (
    <div className="status-page">
      <div className="container status-page__inner">
        <h1 className="status-page__title">Acces restricționat</h1>
        <p className="status-page__text">
          Nu ai acces la pagina cerută. Dacă ești deja autentificat, paginile de autentificare și de creare a contului nu mai sunt disponibile pentru tine.
        </p>
        <CtaRow
          actions={[
            { label: 'Prima pagină', to: paths.home(), kind: 'primary' },
            { label: 'Contul meu', to: paths.account(), kind: 'ghost' },
          ]}
        />
      </div>
    </div>
  );
}
