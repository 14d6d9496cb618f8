import type { ContentList, SpecialPostSummary, SuccessStory, TeamMember } from '@contracts/content';
import type { Route } from './+types/team';
import { MarketingClaims } from '~/components/MarketingClaims';
import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { contentApiPaths, fetchContent } from '~/features/content/content.server';
import { InitialsBadge } from '~/features/content/InitialsBadge';
import { reviewAction } from '~/features/content/review.server';
import { ServiceCards } from '~/features/content/ServiceCards';
import { ReviewForm, StoryList } from '~/features/content/SuccessStories';
import { TEAM_PROMISES } from '~/features/content/team';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { site } from '~/lib/site';

export const meta = () =>
  pageMeta(
    'Echipa și serviciile noastre',
    'Consultanți seniori în finanțări nerambursabile, evaluări și tranzacții cu afaceri, cu asigurare de răspundere profesională.',
  );

/**
 * The services listed on the page are the provider's service posts; the consultants and the
 * approved success stories are the staff's content. The stories are not essential: if they
 * cannot be read, the page shows the form alone.
 */
export async function loader(args: Route.LoaderArgs) {
  const [services, team, stories] = await Promise.all([
    fetchContent<ContentList<SpecialPostSummary>>(args, contentApiPaths.businessServices),
    fetchContent<ContentList<TeamMember>>(args, contentApiPaths.team),
    createApiClient(args)
      .call<SuccessStory[]>(contentApiPaths.successStoriesAll)
      .then((result) => (result.ok && Array.isArray(result.data) ? result.data : [])),
  ]);
  return { services: services.docs, consultants: team.docs, stories };
}

/** A visitor's review (POST /api/masterdata/successStories), published once a moderator approves it. */
export function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

/** Team / promo page, shown at /echipa and at /serviciile-noastre (spec section 2). */
export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Echipa RoAfaceri"
        title="Echipa și serviciile noastre"
        lead={`Suntem un grup de firme de consultanță și o comunitate de peste ${site.communityMembers} de antreprenori. Consultanții noștri sunt seniori și au asigurare de malpraxis, așa că fiecare proiect este lucrat cu grijă și responsabilitate.`}
      >
        <CtaRow
          actions={[
            { label: 'Programează o discuție', to: paths.contact(), kind: 'accent' },
            { label: 'Vezi portofoliul', to: paths.portfolio(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Ce facem pentru tine">
        <ServiceCards posts={loaderData.services} level={3} />
      </Section>
      <Section title="Consultanții noștri" muted>
        <ul className="team-list">
          {loaderData.consultants.map((consultant) => (
            <li key={consultant.name} className="card team-card">
              <InitialsBadge name={consultant.name} />
              <div>
                <h3 className="card__title">{consultant.name}</h3>
                <p className="team-card__role">{consultant.role}</p>
                <p className="card__text">
                  {consultant.experience}; {consultant.focus}.
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="De ce să lucrezi cu noi">
        <CheckList items={TEAM_PROMISES} />
      </Section>
      <Section title="Cum lucrăm" muted>
        <Steps
          items={[
            { title: 'Discuția inițială', text: 'Ne spui ce vrei să obții; îți spunem sincer dacă și cum te putem ajuta, fără costuri.' },
            { title: 'Oferta scrisă', text: 'Primești consultantul desemnat, etapele, termenele și onorariul, înainte de orice angajament.' },
            { title: 'Lucrul împreună', text: 'Consultantul tău pregătește documentele, negociază și te ține la curent la fiecare pas.' },
          ]}
        />
      </Section>
      <Section title="Rezultate">
        <MarketingClaims community={false} label={null} />
      </Section>
      <Section title="Ce spun clienții noștri" muted id="recenzii">
        {loaderData.stories.length ? <StoryList stories={loaderData.stories} /> : null}
        <div className="panel review-panel">
          <h3 className="review-panel__title">Ai lucrat cu noi? Trimite-ne recenzia ta</h3>
          <ReviewForm actionData={actionData} />
        </div>
      </Section>
    </>
  );
}
