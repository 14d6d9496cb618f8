/**
 * The instant estimate's two forms: by CUI („Evaluează după CUI”, the API reads the figures from
 * ANAF) and by typed figures. Both post to the valuation page's action and work without JavaScript;
 * with it, the same rules show the errors before the request. Errors sit next to their fields.
 */
import { useId, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { ECONOMIC_DOMAINS } from '@contracts/lists';
import { VALUATION_SALE_KINDS } from '@contracts/valuation';
import { FieldFrame, FormMessage, TextField } from '~/components/Field';
import { describedBy, FieldError } from '~/components/FieldError';
import { COUNTY_OPTIONS } from '~/features/checkout/billing-rules';
import { useSubmitValidation } from '~/lib/form-validation';
import { ESTIMATE_INTENT, validateCuiEstimate, validateFiguresEstimate, type EstimateField, type EstimateMode } from './estimate-form';
import type { EstimateActionData } from './estimate.server';

export interface EstimateFormsProps {
  /** The financial years asked for, the latest first. */
  years: readonly number[];
  /** The last answer of the estimate action, if any. */
  result?: EstimateActionData;
}

function SelectField({
  label,
  name,
  value,
  error,
  hint,
  options,
  placeholder,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { id: number | string; name: string }[];
  placeholder: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        className="field__input"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function SaleKindFields({ value, realEstate, error, withRealEstate }: { value: string; realEstate: boolean; error?: string; withRealEstate: boolean }) {
  const id = useId();
  return (
    <fieldset className={`field answer-choices${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">Ce include vânzarea</legend>
      <div className="answer-choices__options">
        {VALUATION_SALE_KINDS.map((kind) => (
          <label key={kind.id} className="answer-choices__option">
            <input type="radio" name="includes.kind" value={kind.id} defaultChecked={(value || 'shares') === kind.id} /> {kind.name}
          </label>
        ))}
        {withRealEstate ? (
          <label className="answer-choices__option">
            <input type="checkbox" name="includes.realEstate" value="true" defaultChecked={realEstate} /> Vânzarea include și imobilele firmei (trecute la
            active)
          </label>
        ) : null}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function useEstimateForm(mode: EstimateMode, years: readonly number[], result?: EstimateActionData) {
  const validate = (formData: FormData) => (mode === 'cui' ? validateCuiEstimate(formData) : validateFiguresEstimate(formData, years));
  const { errors, onSubmit } = useSubmitValidation<EstimateField>(validate);
  const own = result?.mode === mode ? result : undefined;
  const errorOf = (field: EstimateField) => errors[field] ?? (own && !own.ok ? own.fieldErrors[field] : undefined);
  const value = (field: EstimateField) => own?.values[field] ?? '';
  const message = own && !own.ok ? own.message : null;
  return { onSubmit, errorOf, value, message };
}

export function CuiEstimateForm({ years, result }: EstimateFormsProps) {
  const { onSubmit, errorOf, value, message } = useEstimateForm('cui', years, result);
  const busy = useNavigation().formData?.get('mode') === 'cui';
  return (
    <Form method="post" className="form estimate-form" noValidate onSubmit={onSubmit} aria-labelledby="estimare-cui" data-testid="estimate-cui-form">
      <h3 id="estimare-cui" className="estimate-form__title">
        Evaluează după CUI
      </h3>
      <p className="muted-text">Citim cifra de afaceri, profitul și numărul de salariați din bilanțurile depuse de firmă, publicate de ANAF.</p>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <input type="hidden" name="intent" value={ESTIMATE_INTENT} />
      <input type="hidden" name="mode" value="cui" />
      <TextField
        label="Codul fiscal (CUI) al firmei"
        name="cui"
        maxLength={14}
        required
        autoComplete="off"
        defaultValue={value('cui')}
        error={errorOf('cui')}
        hint="De exemplu RO18547290 sau 18547290."
      />
      <SaleKindFields value={value('includes.kind')} realEstate={false} error={errorOf('includes.kind')} withRealEstate={false} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Evaluează după CUI
      </button>
    </Form>
  );
}

function AmountInput({
  label,
  name,
  value,
  error,
  hint,
  kind = 'amount',
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  kind?: 'amount' | 'count';
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={kind === 'count' ? 'numeric' : 'decimal'}
        className="field__input"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

export function FiguresEstimateForm({ years, result }: EstimateFormsProps) {
  const { onSubmit, errorOf, value, message } = useEstimateForm('figures', years, result);
  const busy = useNavigation().formData?.get('mode') === 'figures';
  const currency = value('currency') || 'RON';
  return (
    <Form method="post" className="form estimate-form" noValidate onSubmit={onSubmit} aria-labelledby="estimare-cifre-form" data-testid="estimate-figures-form">
      <h3 id="estimare-cifre-form" className="estimate-form__title">
        Sau completează cifrele firmei
      </h3>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <input type="hidden" name="intent" value={ESTIMATE_INTENT} />
      <input type="hidden" name="mode" value="figures" />

      <fieldset className="answer-group">
        <legend className="answer-group__legend">Activitatea firmei</legend>
        <div className="answer-group__fields">
          <TextField
            label="Codul CAEN al activității principale"
            name="caen"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            defaultValue={value('caen')}
            error={errorOf('caen')}
            hint="Patru cifre, de exemplu 5610 (restaurante). Dacă nu îl știi, alege domeniul."
          />
          <SelectField
            label="Domeniul (dacă nu știi codul CAEN)"
            name="domainId"
            value={value('domainId')}
            error={errorOf('domainId')}
            options={ECONOMIC_DOMAINS}
            placeholder="Alege domeniul…"
          />
          <SelectField
            label="Județul"
            name="countyId"
            value={value('countyId')}
            error={errorOf('countyId')}
            options={COUNTY_OPTIONS}
            placeholder="Alege județul…"
          />
        </div>
      </fieldset>

      <fieldset className="answer-group">
        <legend className="answer-group__legend">Cifrele din bilanț</legend>
        <fieldset className={`field answer-choices${errorOf('currency') ? ' field--invalid' : ''}`}>
          <legend className="field__label">Moneda sumelor</legend>
          <div className="answer-choices__options">
            <label className="answer-choices__option">
              <input type="radio" name="currency" value="RON" defaultChecked={currency !== 'EUR'} /> lei (ca în bilanț)
            </label>
            <label className="answer-choices__option">
              <input type="radio" name="currency" value="EUR" defaultChecked={currency === 'EUR'} /> euro
            </label>
          </div>
        </fieldset>
        {years.map((year, index) => (
          <fieldset key={year} className="estimate-form__year">
            <legend className="estimate-form__year-title">
              {year}
              {index === 0 ? ' (ultimul an încheiat)' : ' (opțional)'}
            </legend>
            <input type="hidden" name={`years.${index}.year`} value={year} />
            <div className="estimate-form__year-fields">
              <AmountInput
                label="Cifra de afaceri netă"
                name={`years.${index}.turnover`}
                value={value(`years.${index as 0}.turnover`)}
                error={errorOf(`years.${index as 0}.turnover`)}
              />
              <AmountInput
                label="Profit net (pierdere cu minus)"
                name={`years.${index}.netProfit`}
                value={value(`years.${index as 0}.netProfit`)}
                error={errorOf(`years.${index as 0}.netProfit`)}
              />
              <AmountInput
                label="Număr mediu de salariați"
                name={`years.${index}.employees`}
                kind="count"
                value={value(`years.${index as 0}.employees`)}
                error={errorOf(`years.${index as 0}.employees`)}
              />
            </div>
          </fieldset>
        ))}
      </fieldset>

      <fieldset className="answer-group">
        <legend className="answer-group__legend">Active și datorii (opțional)</legend>
        <div className="answer-group__fields">
          <AmountInput
            label="Active totale"
            name="assets"
            value={value('assets')}
            error={errorOf('assets')}
            hint="Totalul activelor din bilanț, în moneda aleasă mai sus."
          />
          <AmountInput label="Datorii totale" name="debts" value={value('debts')} error={errorOf('debts')} hint="Împrumuturi, furnizori, datorii la stat." />
        </div>
      </fieldset>

      <SaleKindFields value={value('includes.kind')} realEstate={value('includes.realEstate') === 'true'} error={errorOf('includes.kind')} withRealEstate />

      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Calculează estimarea
      </button>
      <p className="form__footnote">Estimarea e gratuită și se salvează cu un link pe care îl poți trimite; nu îți cerem cont.</p>
    </Form>
  );
}

/** Both forms side by side (one module, so the page loads their code once, when the visitor starts). */
export function EstimateForms({ years, result }: EstimateFormsProps) {
  return (
    <div className="estimate-forms">
      <div className="panel">
        <CuiEstimateForm years={years} result={result} />
      </div>
      <div className="panel">
        <FiguresEstimateForm years={years} result={result} />
      </div>
    </div>
  );
}
