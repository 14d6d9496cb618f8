/**
 * The billing form of an order. It posts to the billing page's action, or to the order page's to
 * complete an order's saved data (`mode="complete"`), and works without JavaScript; errors show only
 * after a submission, from the browser's check or from the API, next to their fields, and what was
 * typed stays in the fields. The company/person switch, the country (Romania's fields or an address
 * abroad) and the county (București: its sector) show their fields with CSS (`:has`), no script needed.
 */
import { useId, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { BUCHAREST_COUNTY_ID, bucharestSector } from '@contracts/counties';
import { COUNTRY_OPTIONS, ROMANIA } from '@contracts/countries';
import { FieldError, FormMessage, TextField } from '~/components/Field';
import { AnafNote } from '~/features/company-data/AnafNote';
import { ANAF_BUTTON_LABEL, ANAF_INTENT, isAnafSubmit, type AnafPrefillResult } from '~/features/company-data/company-prefill';
import { useSubmitValidation } from '~/lib/form-validation';
import { SubmissionToken } from '~/lib/submission-token';
import type { FieldErrors } from '~/lib/validation';
import { COUNTY_OPTIONS, NOTES_MAX, SECTOR_OPTIONS, validateBilling, validateValuation, type CheckoutField } from './billing-rules';

interface BillingFormProps {
  actionPath: string;
  /** A valuation report: the form also asks for the company to value. */
  valuation: boolean;
  /** Values the fields start with: the account's data, or what was typed before an error. */
  values: Record<string, string>;
  /** Errors of the last submission answered by the server. */
  serverErrors?: FieldErrors<CheckoutField>;
  message?: string;
  submitLabel: string;
  /** The note after „Completează din datele ANAF”. */
  anaf?: AnafPrefillResult;
  /** `order` (default): the billing step placing an order; `complete`: the order page completing an order's billing data (`intent=billing`). */
  mode?: 'order' | 'complete';
}

export function BillingForm({ actionPath, valuation, values, serverErrors, message, submitLabel, anaf, mode = 'order' }: BillingFormProps) {
  const { errors, onSubmit: checkOnSubmit } = useSubmitValidation<CheckoutField>((formData) => ({
    ...validateBilling(formData),
    ...(valuation ? validateValuation(formData) : {}),
  }));
  const busy = useNavigation().state === 'submitting';
  const errorOf = (field: CheckoutField) => errors[field] ?? serverErrors?.[field];
  const value = (field: CheckoutField) => values[field] ?? '';
  const ids = { type: useId(), name: useId(), county: useId(), notes: useId(), country: useId(), sector: useId() };
  const completing = mode === 'complete';
  // A București locality that names its sector (ANAF's data, an older order) chooses it in the select.
  const typedSector = Number(value('county')) === BUCHAREST_COUNTY_ID ? String(bucharestSector(value('city')) ?? '') : '';
  const isPerson = value('type') === 'person';
  // The ANAF button asks for the company's data only: the form's checks wait for the order itself.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => (isAnafSubmit(event) ? undefined : checkOnSubmit(event));

  return (
    <Form
      method="post"
      action={actionPath}
      className="form billing-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Date de facturare"
      data-testid="billing-form"
    >
      {/* The order's submission token: a form sent twice places one order; a new one after each answer. */}
      <SubmissionToken after={values} />
      {/* Enter in a field sends the form: the first submit button is the default, so it must not be the ANAF one. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Trimite
      </button>
      {completing ? <input type="hidden" name="intent" value="billing" /> : null}
      {valuation ? (
        <fieldset className="billing-form__group">
          <legend className="billing-form__legend">Firma evaluată</legend>
          <div className="form__grid">
            <TextField
              label="Denumirea firmei evaluate"
              name="companyName"
              autoComplete="off"
              maxLength={160}
              required
              defaultValue={value('companyName')}
              error={errorOf('companyName')}
            />
            <TextField
              label="CUI-ul firmei evaluate (opțional)"
              name="companyCui"
              inputMode="text"
              autoComplete="off"
              maxLength={20}
              defaultValue={value('companyCui')}
              error={errorOf('companyCui')}
            />
            <div className={`field billing-form__wide${errorOf('notes') ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={ids.notes}>
                Ce ar trebui să știe consultantul (opțional)
              </label>
              <textarea
                id={ids.notes}
                name="notes"
                className="field__input"
                rows={4}
                maxLength={NOTES_MAX}
                defaultValue={value('notes')}
                aria-invalid={errorOf('notes') ? true : undefined}
                aria-describedby={[errorOf('notes') ? `${ids.notes}-error` : null, `${ids.notes}-hint`].filter(Boolean).join(' ')}
              />
              <p className="field__hint" id={`${ids.notes}-hint`}>
                De exemplu scopul evaluării (vânzare, investitor, credit) și perioada pentru care ai situații financiare.
              </p>
              <FieldError id={ids.notes} error={errorOf('notes')} />
            </div>
          </div>
        </fieldset>
      ) : null}

      <fieldset className="billing-form__group">
        <legend className="billing-form__legend">Date de facturare</legend>
        <fieldset
          className={`field billing-form__switch${errorOf('type') ? ' field--invalid' : ''}`}
          aria-describedby={errorOf('type') ? `${ids.type}-error` : undefined}
        >
          <legend className="field__label">Factura se emite pe</legend>
          <div className="billing-form__choices">
            <label className="billing-form__choice">
              <input type="radio" name="type" value="company" defaultChecked={!isPerson} /> Firmă
            </label>
            <label className="billing-form__choice">
              <input type="radio" name="type" value="person" defaultChecked={isPerson} /> Persoană fizică
            </label>
          </div>
          <FieldError id={ids.type} error={errorOf('type')} />
        </fieldset>

        <div className="form__grid">
          <div className={`field billing-form__wide${errorOf('country') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.country}>
              Țara
            </label>
            <select
              id={ids.country}
              name="country"
              className="field__input"
              defaultValue={value('country') || ROMANIA}
              autoComplete="country"
              aria-invalid={errorOf('country') ? true : undefined}
              aria-describedby={errorOf('country') ? `${ids.country}-error` : undefined}
            >
              {COUNTRY_OPTIONS.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <FieldError id={ids.country} error={errorOf('country')} />
          </div>
          <div className={`field billing-form__wide${errorOf('name') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.name}>
              <span className="billing-form__label-company">Denumirea firmei</span>
              <span className="billing-form__label-person">Nume și prenume</span>
            </label>
            <input
              id={ids.name}
              name="name"
              className="field__input"
              maxLength={160}
              defaultValue={value('name')}
              aria-required
              aria-invalid={errorOf('name') ? true : undefined}
              aria-describedby={errorOf('name') ? `${ids.name}-error` : undefined}
            />
            <FieldError id={ids.name} error={errorOf('name')} />
          </div>
          <TextField
            className="billing-form__company billing-form__ro"
            label="Cod fiscal (CUI)"
            name="cui"
            autoComplete="off"
            maxLength={20}
            required
            defaultValue={value('cui')}
            error={errorOf('cui')}
            hint="Cu sau fără prefixul RO."
          />
          {completing ? null : (
            <div className="billing-form__company billing-form__ro anaf-prefill">
              <button type="submit" name="intent" value={ANAF_INTENT} formNoValidate className="button button--ghost" disabled={busy}>
                {ANAF_BUTTON_LABEL}
              </button>
              <AnafNote result={anaf} />
            </div>
          )}
          <TextField
            className="billing-form__company billing-form__ro"
            label="Nr. Registrul Comerțului (opțional)"
            name="regCom"
            autoComplete="off"
            maxLength={40}
            defaultValue={value('regCom')}
            error={errorOf('regCom')}
          />
          <TextField
            className="billing-form__company billing-form__abroad billing-form__wide"
            label="Cod de TVA al firmei (în UE) sau codul ei fiscal"
            name="vatId"
            autoComplete="off"
            maxLength={30}
            defaultValue={value('vatId')}
            error={errorOf('vatId')}
            hint="Firmele din alte state ale Uniunii Europene: codul de TVA, de exemplu DE123456789 (factura se emite cu taxare inversă). În afara Uniunii: codul fiscal al firmei, opțional."
          />
          <TextField
            className="billing-form__wide"
            label="Adresa (stradă, număr, bloc, apartament)"
            name="address"
            autoComplete="street-address"
            maxLength={150}
            required
            defaultValue={value('address')}
            error={errorOf('address')}
          />
          <TextField
            className="billing-form__city"
            label="Localitatea"
            name="city"
            autoComplete="address-level2"
            maxLength={50}
            required
            defaultValue={value('city')}
            error={errorOf('city')}
          />
          <div className={`field billing-form__ro${errorOf('county') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.county}>
              Județul
            </label>
            <select
              id={ids.county}
              name="county"
              className="field__input"
              defaultValue={value('county')}
              aria-required
              aria-invalid={errorOf('county') ? true : undefined}
              aria-describedby={errorOf('county') ? `${ids.county}-error` : undefined}
            >
              <option value="">Alege…</option>
              {COUNTY_OPTIONS.map((county) => (
                <option key={county.id} value={String(county.id)}>
                  {county.name}
                </option>
              ))}
            </select>
            <FieldError id={ids.county} error={errorOf('county')} />
          </div>
          <div className={`field billing-form__ro billing-form__sector${errorOf('sector') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.sector}>
              Sectorul (București)
            </label>
            <select
              id={ids.sector}
              name="sector"
              className="field__input"
              defaultValue={value('sector') || typedSector}
              aria-invalid={errorOf('sector') ? true : undefined}
              aria-describedby={[errorOf('sector') ? `${ids.sector}-error` : null, `${ids.sector}-hint`].filter(Boolean).join(' ')}
            >
              <option value="">Alege…</option>
              {SECTOR_OPTIONS.map((sector) => (
                <option key={sector.value} value={sector.value}>
                  {sector.label}
                </option>
              ))}
            </select>
            <p className="field__hint" id={`${ids.sector}-hint`}>
              Factura electronică cere sectorul adresei din București.
            </p>
            <FieldError id={ids.sector} error={errorOf('sector')} />
          </div>
          <TextField
            className="billing-form__abroad"
            label="Regiunea, statul sau provincia (opțional)"
            name="region"
            autoComplete="address-level1"
            maxLength={100}
            defaultValue={value('region')}
            error={errorOf('region')}
          />
          <TextField
            className="billing-form__abroad"
            label="Codul poștal"
            name="postalCode"
            autoComplete="postal-code"
            maxLength={20}
            defaultValue={value('postalCode')}
            error={errorOf('postalCode')}
            hint="Obligatoriu unde adresele țării au cod poștal."
          />
          <TextField
            label="Email"
            hint="Aici trimitem proforma și confirmarea plății."
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            defaultValue={value('email')}
            error={errorOf('email')}
          />
          <TextField label="Telefon (opțional)" name="phone" type="tel" autoComplete="tel" defaultValue={value('phone')} error={errorOf('phone')} />
        </div>
      </fieldset>

      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? (completing ? 'Se salvează…' : 'Se trimite comanda…') : submitLabel}
      </button>
      <p className="form__footnote">
        {completing
          ? 'Îți trimitem din nou proforma, cu datele completate. TVA-ul comenzii urmează țara și tipul cumpărătorului.'
          : 'După trimitere primești pe email proforma și datele pentru transferul bancar. Nu plătești nimic pe site și nu îți cerem datele cardului.'}
      </p>
    </Form>
  );
}
