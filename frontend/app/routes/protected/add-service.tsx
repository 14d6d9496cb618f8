import type { Route } from './+types/add-service';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { requireLegalEntity } from '~/lib/session.server';

/** Only legal-entity accounts may promote services; individuals go to their profile (spec section 5). */
export async function loader(args: Route.LoaderArgs) {
  await requireLegalEntity(args);
  return null;
}

export const meta = () => [...pageMeta('Promovează un serviciu', 'Publică serviciile firmei tale pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function AddService() {
  return (
    <>
      <PageHeader
        eyebrow="Anunț nou · Serviciu"
        title="Promovează un serviciu"
        lead="Prezintă ce oferă firma ta comunității de peste 250.000 de antreprenori: servicii profesionale, tehnice sau creative."
      >
        <CtaRow
          actions={[
            { label: 'Vezi pachetele de promovare', to: paths.payment(), kind: 'accent' },
            { label: 'Alt tip de anunț', to: paths.newListing(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Pregătește aceste informații">
        <CheckList
          items={[
            'domeniul și subdomeniul serviciului (de exemplu IT & Marketing → Web design);',
            'zona în care lucrezi și modul de tarifare;',
            'dacă accepți barter sau un procent din vânzări;',
            'fotografii sau exemple de proiecte realizate.',
          ]}
        />
      </Section>
    </>
  );
}
