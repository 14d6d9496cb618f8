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

export function ValuationForm({ actionData, signedIn, cardOffered = false }: { actionData?: ValuationActionData; signedIn: boolean; cardOffered?: boolean }) {
  const { errors, onSubmit } = useSubmitValidation<ValuationField>(validateValuation);
  const busy = useNavigation().state === 'submitting';
  const errorOf = (field: ValuationField) => errors[field] ?? actionData?.fieldErrors[field];
  const value = (field: ValuationField) => actionData?.values[field] ?? '';
  const notesId = useId();

  return (
    <Form method="post" className="form" noValidate onSubmit={onSubmit} aria-label="Comandă raport de evaluare" data-testid="valuation-form">
      <div className="form__grid">
        <TextField label="Denumirea firmei evaluate" name="companyName" maxLength={160} required defaultValue={value('companyName')} error={errorOf('companyName')} />
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
        {signedIn ? `Urmează datele de facturare; plata se face ${paymentWays(cardOffered)}.` : 'Pentru a plasa comanda îți vom cere să intri în cont; datele completate aici se păstrează.'}
      </p>
    </Form>
  );
}
