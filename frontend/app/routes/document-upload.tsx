import type { Route } from './+types/document-upload';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { MyConsultingRequests } from '~/features/consulting/MyConsultingRequests';
import { loadMyRequests, uploadDocumentsAction, type MyRequests } from '~/features/consulting/my-requests.server';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { getSessionUser } from '~/lib/session.server';

export const meta = () => pageMeta('Încărcare documente', 'Trimite în siguranță documentele necesare proiectului tău de finanțare sau evaluării afacerii.');

/** Signed in: the client's consulting requests, each with its documents and an upload form. */
export async function loader(args: Route.LoaderArgs): Promise<{ mine: MyRequests | null }> {
  const user = await getSessionUser(args);
  return { mine: user ? await loadMyRequests(createApiClient(args)) : null };
}

export const action = (args: Route.ActionArgs) => uploadDocumentsAction({ ...args, url: new URL(args.request.url) });

export default function DocumentUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { mine } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Pentru clienții RoAfaceri"
        title="Încărcare documente"
        lead="Trimite-ne în siguranță documentele cerute de consultantul tău: acte ale firmei, situații financiare, oferte de preț și autorizații."
      >
        {user ? null : (
          <CtaRow
            actions={[
              { label: 'Intră în cont', to: paths.login(paths.documentUpload()), kind: 'accent' },
              { label: 'Creează cont', to: paths.register(), kind: 'ghost' },
            ]}
          />
        )}
      </PageHeader>
      {user ? (
        <Section title="Cererile tale de consultanță" id="cereri">
          {mine ? (
            <MyConsultingRequests mine={mine} result={actionData} />
          ) : (
            <p className="muted-text">Cererile tale nu pot fi afișate acum. Încearcă din nou peste câteva minute.</p>
          )}
        </Section>
      ) : null}
      <Section title="Documente cerute frecvent" muted={Boolean(user)}>
        <CheckList
          items={[
            'certificatul constatator emis de Registrul Comerțului;',
            'bilanțul și contul de profit și pierdere pentru ultimii doi ani;',
            'ofertele de preț pentru echipamentele sau lucrările din proiect;',
            'actul de identitate al administratorului.',
          ]}
        />
        <p className="muted-text">
          Acceptăm fișiere PDF, Word, Excel și PowerPoint, de cel mult 15 MB fiecare. Documentele sunt vizibile doar ție și consultanților RoAfaceri care
          lucrează la dosarul tău.
        </p>
      </Section>
    </>
  );
}
