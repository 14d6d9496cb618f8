/**
 * First step of a valuation report order: the company to value. It posts to the valuation page's
 * action (works without JavaScript), which continues to the billing step.
 */
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError, TextField } from '~/components/Field';
import { useSubmitValidation } from '~/lib/form-validation';
import { NOTES_MAX, validateValuation, type ValuationField } from './billing-rules';
import { paymentWays } from './payment-ways';
import type { ValuationActionData } from './valuation.server';

export interface ValuationFormProps {
  actionData?: ValuationActionData;
  signedIn: boolean;
  cardOffered?: boolean;
  /** Values the fields start with (the company of an instant estimate). */
  defaults?: Partial<Record<ValuationField, string>>;
  /** The instant estimate the order follows: carried into the order for the consultant. */
  estimateId?: string;
}

export function ValuationForm({ actionData, signedIn, cardOffered = false, defaults, estimateId }: ValuationFormProps) {
  const { errors, onSubmit } = useSubmitValidation<ValuationField>(validateValuation);
  const navigation = useNavigation();
  // The estimate forms post to the same page with an intent; only this form's own post disables it.
  const busy = navigation.state === 'submitting' && !navigation.formData?.get('intent');
  const errorOf = (field: ValuationField) => errors[field] ?? actionData?.fieldErrors[field];
  const value = (field: ValuationField) => actionData?.values[field] ?? defaults?.[field] ?? '';
  const notesId = useId();

  return (
    <Form method="post" className="form" noValidate onSubmit={onSubmit} aria-label="Comandă raport de evaluare" data-testid="valuation-form">
      {estimateId ? <input type="hidden" name="estimateId" value={estimateId} /> : null}
      <div className="form__grid">
        <TextField
          label="Denumirea firmei evaluate"
          name="companyName"
          maxLength={160}
          required
          defaultValue={value('companyName')}
          error={errorOf('companyName')}
        />
        <TextField label="CUI-ul firmei (opțional)" name="companyCui" maxLength={20} defaultValue={value('companyCui')} error={errorOf('companyCui')} />
        <div className={`field billing-form__wide${errorOf('notes') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={notesId}>
            Scopul evaluării și alte detalii (opțional)
          </label>
          <textarea
            id={notesId}
            name="notes"
            className="field__input"
            rows={4}
            maxLength={NOTES_MAX}
            defaultValue={value('notes')}
            aria-invalid={errorOf('notes') ? true : undefined}
            aria-describedby={errorOf('notes') ? `${notesId}-error` : undefined}
          />
          <FieldError id={notesId} error={errorOf('notes')} />
        </div>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Continuă cu datele de facturare
      </button>
      <p className="form__footnote">
        {signedIn
          ? `Urmează datele de facturare; plata se face ${paymentWays(cardOffered)}.`
          : 'Pentru a plasa comanda îți vom cere să intri în cont; datele completate aici se păstrează.'}
      </p>
    </Form>
  );
}
