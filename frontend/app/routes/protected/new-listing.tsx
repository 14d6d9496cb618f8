import { PageHeader, Section } from '~/components/PageLayout';
import { ADD_LISTING_TITLE } from '~/features/listings/listing-choices';
import { ListingChoices } from '~/features/listings/ListingChoices';
import { pageMeta } from '~/lib/meta';

export const meta = () => [...pageMeta('Anunț nou', 'Alege tipul anunțului pe care vrei să îl publici pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function NewListing() {
  return (
    <>
      <PageHeader
        eyebrow="Anunț nou"
        title={ADD_LISTING_TITLE}
        lead="Alege tipul de anunț. După trimitere, îl verificăm și îl publicăm, de regulă în cel mult o zi lucrătoare."
      />
      <Section>
        <ListingChoices />
      </Section>
    </>
  );
}
