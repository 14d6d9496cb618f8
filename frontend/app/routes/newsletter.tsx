import { data, Form } from 'react-router';
import type { Route } from './+types/newsletter';
import { FormMessage, TextField } from '~/components/Field';
import { CheckList, PageHeader, Section } from '~/components/PageLayout';
import { NEWSLETTER_FIELD, NEWSLETTER_THANKS, validateNewsletter, type NewsletterActionData } from '~/features/newsletter/newsletter-rules';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { SubmissionToken, submissionKey } from '~/lib/submission-token';
import { text } from '~/lib/validation';

export const meta = () =>
  pageMeta('Newsletter', 'Abonează-te la newsletterul RoAfaceri: afaceri nou listate, apeluri de finanțare deschise și sfaturi pentru antreprenori.');

/** Newsletter sign-up: used by this page and by the footer / home forms (POST /api/newsletter). */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const email = text(formData, 'email') || text(formData, NEWSLETTER_FIELD);
  const fieldErrors = validateNewsletter(email);
  if (fieldErrors.email) return data<NewsletterActionData>({ ok: false, fieldErrors }, { status: 400 });
  const result = await createApiClient(args).subscribeNewsletter(email, submissionKey(formData));
  if (!result.ok) {
    console.warn('Newsletter sign-up failed:', result.code);
    return data<NewsletterActionData>({ ok: false, fieldErrors: { email: result.fieldErrors.email }, message: result.text }, { status: result.status || 502 });
  }
  return data<NewsletterActionData>({ ok: true });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="O dată pe lună, fără spam"
        title="Newsletter"
        lead="Primești pe email cele mai noi afaceri de vânzare, apelurile de finanțare deschise și sfaturi practice de la consultanții noștri."
      />
      <Section>
        <div className="split">
          <div>
            <h2 className="section__title">Ce primești</h2>
            <CheckList
              items={[
                'afacerile și proiectele nou listate, înaintea celorlalți;',
                'calendarul apelurilor de finanțare și termenele de depunere;',
                'invitații la evenimente și webinarii pentru antreprenori.',
              ]}
            />
            <p className="muted-text">Te poți dezabona oricând, dintr-un singur click, din orice email primit.</p>
          </div>
          <div className="panel">
            {actionData?.ok ? (
              <FormMessage kind="success">{NEWSLETTER_THANKS}</FormMessage>
            ) : (
              <Form method="post" className="form" noValidate>
                <SubmissionToken after={actionData} />
                <TextField label="Adresa ta de email" name="email" type="email" autoComplete="email" required error={actionData?.fieldErrors?.email} />
                {actionData?.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
                <button type="submit" className="button button--primary button--block">
                  Abonează-mă
                </button>
              </Form>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
