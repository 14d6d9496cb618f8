import { data, Form } from 'react-router';
import type { Route } from './+types/preferences';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@contracts/admin';
import { CheckboxField, FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { LINK_INVALID, PRIVATE_PAGE_HEADERS } from '~/features/newsletter/newsletter-links';
import { newsletterApi, tokenOf } from '~/features/newsletter/newsletter-links.server';
import { pageMeta } from '~/lib/meta';
import { text } from '~/lib/validation';

type PreferencesData = { ok: true; message: string } | { ok: false; message: string };

const TOPIC_IDS = NEWSLETTER_TOPICS.map((topic) => topic.id);
const TOPIC_HINTS: Record<NewsletterTopic, string> = {
  general: 'noutățile lunii de pe RoAfaceri și sfaturi pentru antreprenori',
  funds: 'apelurile de finanțare noi, în fiecare luni',
  business: 'afacerile și activele nou puse în vânzare',
};

export const meta = () => pageMeta('Preferințe newsletter', 'Alege ce primești de la RoAfaceri.', { noindex: true });
export const headers = () => PRIVATE_PAGE_HEADERS;

/** The preferences page, reached from every newsletter email (the token names the subscriber). */
export async function loader(args: Route.LoaderArgs) {
  const token = tokenOf(args.request);
  if (!token) return { token, preferences: null, error: LINK_INVALID };
  const result = await newsletterApi(args).preferences(token);
  if (!result.ok) return { token, preferences: null, error: result.fieldErrors.token ?? result.text };
  return { token, preferences: result.data, error: null };
}

/** Saves the ticked topics (none unsubscribes), or unsubscribes from everything. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const token = text(formData, 'token');
  if (!token) return data<PreferencesData>({ ok: false, message: LINK_INVALID }, { status: 400 });
  const api = newsletterApi(args);
  if (text(formData, 'intent') === 'unsubscribe') {
    const result = await api.unsubscribe(token);
    if (!result.ok) return data<PreferencesData>({ ok: false, message: result.fieldErrors.token ?? result.text }, { status: result.status || 502 });
    return data<PreferencesData>({ ok: true, message: 'Te-ai dezabonat de la toate newsletterele RoAfaceri.' });
  }
  const topics = formData.getAll('topics').filter((value): value is NewsletterTopic => typeof value === 'string' && (TOPIC_IDS as string[]).includes(value));
  const result = await api.savePreferences(token, topics);
  if (!result.ok)
    return data<PreferencesData>(
      { ok: false, message: result.fieldErrors.token ?? result.fieldErrors.topics ?? result.text },
      { status: result.status || 502 },
    );
  return data<PreferencesData>({
    ok: true,
    message: result.data.subscribed ? 'Preferințele tale au fost salvate.' : 'Nu ai ales niciun subiect: te-ai dezabonat de la newsletterul RoAfaceri.',
  });
}

export default function NewsletterPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, preferences, error } = loaderData;
  return (
    <>
      <PageHeader title="Preferințe newsletter" lead="Alege despre ce vrei să îți scriem. Poți schimba oricând, din orice email primit." />
      <Section>
        <div className="panel newsletter-page" data-testid="newsletter-preferences">
          {!preferences ? (
            <FormMessage kind="error">{error}</FormMessage>
          ) : (
            <>
              <p>
                Adresa: <strong>{preferences.email}</strong>
                {' — '}
                {preferences.subscribed ? 'abonată' : 'nu primește newsletterul'}
              </p>
              {actionData ? <FormMessage kind={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage> : null}
              <Form method="post" className="form" key={preferences.topics.join(',') + String(preferences.subscribed)}>
                <input type="hidden" name="token" value={token} />
                <fieldset className="fieldset">
                  <legend className="field__label">Subiectele pe care le primești</legend>
                  {NEWSLETTER_TOPICS.map((topic) => (
                    <CheckboxField
                      key={topic.id}
                      name="topics"
                      value={topic.id}
                      defaultChecked={preferences.topics.includes(topic.id)}
                      label={
                        <>
                          <strong>{topic.name}</strong>: {TOPIC_HINTS[topic.id]}
                        </>
                      }
                    />
                  ))}
                </fieldset>
                <div className="form-actions">
                  <button type="submit" name="intent" value="save" className="button button--primary">
                    Salvează preferințele
                  </button>
                  {preferences.subscribed ? (
                    <button type="submit" name="intent" value="unsubscribe" className="button button--ghost">
                      Dezabonează-mă de la toate
                    </button>
                  ) : null}
                </div>
              </Form>
            </>
          )}
        </div>
      </Section>
    </>
  );
}
