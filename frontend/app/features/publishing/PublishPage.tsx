/**
 * The publishing page of any of the five families, driven by the field table (publish-forms.ts):
 * a step indicator, one step at a time with "Înapoi" / "Continuă", each step checked on
 * "Continuă" (errors only after that, spec section 5), photos (and, for companies and
 * investments, private documents) uploaded with progress, a preview,
 * then "Trimite spre aprobare" through the route's action. Focus goes to the step's heading, or to
 * the first wrong field.
 *
 * Without JavaScript the server's HTML shows every step (but the preview) in one form that posts to
 * the same action, pictures and documents included; the action answers with the errors on their fields.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ErrorCode } from '@contracts/error-codes';
import type { GalleryImage, ListingDocument } from '@contracts/listings';
import { FormMessage } from '~/components/Field';
import { PageHeader } from '~/components/PageLayout';
import { errorTexts } from '~/i18n/ro';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { SubmissionToken } from '~/lib/submission-token';
import type { FieldErrors } from '~/lib/validation';
import { DocumentUploader } from './DocumentUploader';
import { ImageUploader } from './ImageUploader';
import type { PublishActionData, PublishLoaderData } from './publish.server';
import { PUBLISH_FORMS, type PublishFamilyKey, type PublishFormConfig } from './publish-forms';
import { isActive, readValues, validateAll, validateStep, type PublishValues } from './publish-rules';
import { fieldId, PublishField } from './PublishField';
import { PublishPreview } from './PublishPreview';

/** Title, description and noindex of a publishing page. */
export function publishMeta(key: PublishFamilyKey) {
  const form = PUBLISH_FORMS[key];
  return [...pageMeta(form.title, form.description), { name: 'robots', content: 'noindex' }];
}

function EditNotice({ edit, noun }: { edit: NonNullable<PublishLoaderData['edit']>; noun: string }) {
  let text: string;
  if (edit.status === 'approved') {
    text = edit.pendingRevision
      ? `Ai deja modificări în verificare pentru ${noun} publicat; cele noi le înlocuiesc. Până la aprobare, vizitatorii văd în continuare versiunea publicată.`
      : `${capitalize(noun)} este publicat. Modificările trec din nou prin verificarea echipei; până la aprobare, vizitatorii văd în continuare versiunea publicată.`;
  } else if (edit.status === 'rejected') {
    text = `${capitalize(noun)} a fost respins${edit.moderationNote ? `: ${edit.moderationNote}` : ''}. După ce îl corectezi, îl trimiți din nou spre aprobare.`;
  } else if (edit.status === 'pending') {
    text = `${capitalize(noun)} așteaptă aprobarea; modificările intră în aceeași verificare.`;
  } else {
    text = `${capitalize(noun)} are starea „${edit.statusName}”. Modificările trec prin verificarea echipei.`;
  }
  return (
    <div className="notice notice--warning publish-notice" role="note" data-testid="edit-notice">
      <p>{text}</p>
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function StepIndicator({ form, step, hydrated, onGo }: { form: PublishFormConfig; step: number; hydrated: boolean; onGo: (index: number) => void }) {
  return (
    <nav aria-label="Pașii formularului" className="publish-steps-nav">
      <ol className="publish-steps">
        {form.steps.map((item, index) => {
          const state = !hydrated ? '' : index === step ? ' is-current' : index < step ? ' is-done' : '';
          const content = (
            <>
              <span className="publish-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="publish-steps__label">
                <span className="visually-hidden">Pasul {index + 1}: </span>
                {item.label}
              </span>
            </>
          );
          return (
            <li key={item.id} className={`publish-steps__item${state}`} aria-current={hydrated && index === step ? 'step' : undefined}>
              {hydrated && index < step ? (
                <button type="button" className="publish-steps__link" onClick={() => onGo(index)}>
                  {content}
                  <span className="visually-hidden"> (înapoi la acest pas)</span>
                </button>
              ) : (
                <span className="publish-steps__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface PublishPageProps {
  loaderData: PublishLoaderData;
  actionData?: PublishActionData;
}

export function PublishPage({ loaderData, actionData }: PublishPageProps) {
  const form = PUBLISH_FORMS[loaderData.family];
  const last = form.steps.length - 1;
  const location = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';

  const [hydrated, setHydrated] = useState(false);
  const [values, setValues] = useState<PublishValues>(() => actionData?.values ?? loaderData.values);
  const [gallery, setGallery] = useState<GalleryImage[]>(() => actionData?.gallery ?? loaderData.gallery);
  const [step, setStep] = useState(() => (actionData && actionData.step >= 0 ? actionData.step : 0));
  const [attempted, setAttempted] = useState<readonly number[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => actionData?.errors ?? {});
  const [message, setMessage] = useState<string | null>(() => actionData?.message ?? null);
  const [stepAlert, setStepAlert] = useState<string | null>(null);
  const [documents, setDocuments] = useState<ListingDocument[]>(() => actionData?.documents ?? loaderData.documents);
  const [uploadingImages, setUploadingImages] = useState(false);
  const [uploadingDocuments, setUploadingDocuments] = useState(false);
  const uploading = uploadingImages || uploadingDocuments;
  const [localities, setLocalities] = useState<{ county: string; names: string[] | null; loading: boolean }>(() => ({
    county: String(loaderData.values.county ?? ''),
    names: loaderData.localities.length ? loaderData.localities : null,
    loading: false,
  }));
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusTarget = useRef<'heading' | string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // What was typed before the page's script ran is in the fields, not in the state: taken over
    // before the first render with scripts, which would set every field back to the state's value.
    if (formRef.current) {
      const typed = readValues(form, new FormData(formRef.current));
      setValues((current) => ({ ...current, ...typed }));
    }
    setHydrated(true);
    // Once, at hydration: the form's definition does not change on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A refusal from the action (with scripts): its errors on their fields, on the step of the first.
  useEffect(() => {
    if (!actionData) return;
    setServerErrors(actionData.errors);
    setMessage(actionData.message);
    if (actionData.step >= 0) setStep(actionData.step);
    const first = Object.keys(actionData.errors)[0];
    focusTarget.current = first ?? 'heading';
  }, [actionData]);

  // Moves focus after a step change or a refused "Continuă" (never on the first render).
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === 'heading') headings.current[step]?.focus();
    else document.getElementById(fieldId(target))?.focus();
  });

  const county = String(values.county ?? '');
  // The county whose localities are loaded or loading (none loaded yet: the loader's list, if any).
  const listedCounty = useRef(loaderData.localities.length ? String(loaderData.values.county ?? '') : '');
  useEffect(() => {
    if (!hydrated || !county || listedCounty.current === county) return;
    listedCounty.current = county;
    let done = false;
    setLocalities({ county, names: [], loading: true });
    fetch(`/api/masterdata/counties/${encodeURIComponent(county)}`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ localities: { name: string }[] }>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => !done && setLocalities({ county, names: body.localities.map((item) => item.name), loading: false }))
      // Without the list the city is typed; the API checks it belongs to the county.
      .catch(() => !done && setLocalities({ county, names: null, loading: false }))
      .finally(() => {
        done = true;
      });
    return () => {
      // Another county was chosen meanwhile (or the page left): this answer is no longer wanted.
      if (!done && listedCounty.current === county) listedCounty.current = '';
      done = true;
    };
  }, [hydrated, county]);

  const errorsOf = (index: number): FieldErrors => (attempted.includes(index) ? validateStep(form, index, values) : {});
  const errorFor = (index: number, name: string) => errorsOf(index)[name] ?? serverErrors[name];

  const change = (name: string, value: string | string[]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'county') next.city = '';
      if (name === 'domain' && form.key === 'service') next.subdomain = '';
      return next;
    });
    if (serverErrors[name]) setServerErrors(({ [name]: _, ...rest }) => rest);
  };

  const goTo = (index: number) => {
    setStep(index);
    setStepAlert(null);
    focusTarget.current = 'heading';
  };

  const tryContinue = () => {
    const errors = validateStep(form, step, values);
    const first = Object.keys(errors)[0];
    if (first) {
      setAttempted((current) => (current.includes(step) ? current : [...current, step]));
      setStepAlert('Completează corect câmpurile marcate înainte de a continua.');
      focusTarget.current = first;
      // Re-render so the errors show before focus moves to the first one.
      setValues((current) => ({ ...current }));
      return;
    }
    goTo(step + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    if (step < last) {
      event.preventDefault();
      tryContinue();
      return;
    }
    if (uploading) {
      event.preventDefault();
      setStepAlert(uploadingImages ? 'Așteaptă să se termine încărcarea fotografiilor.' : 'Așteaptă să se termine încărcarea documentelor.');
      return;
    }
    const checked = validateAll(form, values);
    if (checked.step >= 0) {
      event.preventDefault();
      setAttempted(form.steps.map((_, index) => index));
      setStep(checked.step);
      setStepAlert('Completează corect câmpurile marcate înainte de a trimite.');
      focusTarget.current = Object.keys(checked.errors)[0] ?? 'heading';
    }
  };

  const edit = loaderData.edit;
  const submitLabel = edit ? 'Salvează și trimite spre aprobare' : 'Trimite spre aprobare';
  const domainValue = typeof values.domain === 'string' ? values.domain : undefined;

  return (
    <>
      <PageHeader eyebrow={edit ? 'Modificare anunț' : form.eyebrow} title={edit ? form.editTitle : form.title} lead={form.lead} />
      <div className="container publish">
        {!loaderData.emailVerified ? (
          <div className="notice notice--warning publish-notice" role="note">
            <p>
              {errorTexts[ErrorCode.LISTING_EMAIL_NOT_VERIFIED]} Caută emailul de confirmare sau verifică adresa în <Link to={paths.profile()}>profil</Link>.
            </p>
          </div>
        ) : null}
        {edit ? <EditNotice edit={edit} noun={form.noun} /> : null}

        <StepIndicator form={form} step={step} hydrated={hydrated} onGo={goTo} />

        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          action={location.pathname + location.search}
          noValidate
          onSubmit={onSubmit}
          className="publish-form"
          data-hydrated={hydrated ? 'true' : undefined}
        >
          <SubmissionToken after={actionData} />
          {form.steps.map((item, index) => {
            if (item.id === 'preview' && !hydrated) return null;
            const visible = !hydrated || index === step;
            return (
              <section key={item.id} className="publish-step" hidden={!visible} aria-labelledby={`publish-step-${item.id}`} data-step={item.id}>
                <p className="publish-step__count">
                  Pasul {index + 1} din {form.steps.length}
                </p>
                <h2
                  id={`publish-step-${item.id}`}
                  className="publish-step__title"
                  tabIndex={-1}
                  ref={(element) => {
                    headings.current[index] = element;
                  }}
                >
                  {item.title}
                </h2>
                {item.lead ? <p className="publish-step__lead">{item.lead}</p> : null}
                {item.fields.length ? (
                  <div className="publish-grid">
                    {item.fields.map((field) => (
                      <PublishField
                        key={field.name}
                        field={field}
                        value={values[field.name] ?? ''}
                        error={errorFor(index, field.name)}
                        onChange={change}
                        hydrated={hydrated}
                        domainId={domainValue}
                        localities={
                          field.kind === 'city'
                            ? localities.county === county && localities.names
                              ? localities.names
                              : hydrated && !county
                                ? []
                                : null
                            : undefined
                        }
                        localitiesLoading={localities.loading}
                        hidden={hydrated && !isActive(field, values)}
                      />
                    ))}
                  </div>
                ) : null}
                {item.id === 'photos' ? (
                  <ImageUploader
                    gallery={gallery}
                    onChange={setGallery}
                    error={serverErrors.gallery ?? serverErrors.privateGallery}
                    hydrated={hydrated}
                    onBusyChange={setUploadingImages}
                    privacy={'confidential' in values && (!hydrated || values.confidential === 'on')}
                  />
                ) : null}
                {item.id === 'photos' && form.privateDocuments ? (
                  <DocumentUploader
                    documents={documents}
                    onChange={setDocuments}
                    error={serverErrors.documents}
                    hydrated={hydrated}
                    onBusyChange={setUploadingDocuments}
                  />
                ) : null}
                {item.id === 'preview' && visible ? (
                  <>
                    <PublishPreview form={form} values={values} gallery={gallery} documents={form.privateDocuments ? documents : undefined} />
                    {edit?.status === 'approved' ? (
                      <FormMessage kind="info">
                        Modificările trec prin verificare înainte de a apărea pe site; până atunci rămâne publică versiunea aprobată.
                      </FormMessage>
                    ) : (
                      <FormMessage kind="info">
                        După trimitere, echipa noastră verifică {form.noun} înainte de publicare; primești un email când este aprobat.
                      </FormMessage>
                    )}
                  </>
                ) : null}
              </section>
            );
          })}

          {message ? <FormMessage kind="error">{message}</FormMessage> : null}
          {stepAlert ? (
            <p className="form-message form-message--error" role="alert">
              {stepAlert}
            </p>
          ) : null}

          <div className="publish-actions">
            {hydrated && step < last ? (
              <button type="submit" className="button button--primary">
                Continuă
              </button>
            ) : (
              <button type="submit" className="button button--accent" disabled={submitting}>
                {submitting ? 'Se trimite…' : submitLabel}
              </button>
            )}
            {hydrated && step > 0 ? (
              <button type="button" className="button button--ghost" onClick={() => goTo(step - 1)}>
                Înapoi
              </button>
            ) : null}
          </div>
        </Form>
      </div>
    </>
  );
}
