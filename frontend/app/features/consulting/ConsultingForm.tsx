/**
 * One form component for the consulting pages, driven by a field table (consulting-forms.ts).
 * It posts to the page's own action (works without JavaScript); errors show only after a
 * submission, from the browser's check or from the server's answer, next to their fields.
 */
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError, FormMessage, TextField } from '~/components/Field';
import { useSubmitValidation } from '~/lib/form-validation';
import { SubmissionToken } from '~/lib/submission-token';
import type { FieldErrors } from '~/lib/validation';
import { HONEYPOT_FIELD, validateConsultingForm, type ConsultingFormSpec, type FieldSpec } from './consulting-forms';
import type { ConsultingActionData } from './consulting.server';

interface ConsultingFormProps {
  spec: ConsultingFormSpec;
  actionData: ConsultingActionData | undefined;
  /** Names the form for assistive technology and tests. */
  name: string;
  /** Values the fields start with (a signed-in visitor's name and email). */
  defaults?: Record<string, string>;
  /** Sent along unseen (the answers a funding check's request carries; several values joined by commas). */
  hidden?: Record<string, string | undefined>;
}

export function ConsultingForm({ spec, actionData, name, defaults, hidden }: ConsultingFormProps) {
  const { errors, onSubmit } = useSubmitValidation((formData) => validateConsultingForm(spec, formData));
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorOf = (field: string) => (errors as FieldErrors)[field] ?? failed?.fieldErrors[field];
  const valueOf = (field: string) => failed?.values[field] ?? defaults?.[field] ?? '';
  const honeypotId = useId();

  return (
    <Form
      method="post"
      className="form consulting-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={name}
      data-testid="consulting-form"
      preventScrollReset={hidden !== undefined}
    >
      {Object.entries(hidden ?? {}).map(([field, value]) => (value ? <input key={field} type="hidden" name={field} value={value} /> : null))}
      <SubmissionToken after={actionData} />
      {spec.groups.map((group, index) =>
        group.legend ? (
          <fieldset key={group.legend} className="consulting-form__group">
            <legend className="consulting-form__legend">{group.legend}</legend>
            <Fields fields={group.fields} errorOf={errorOf} valueOf={valueOf} />
          </fieldset>
        ) : (
          <Fields key={index} fields={group.fields} errorOf={errorOf} valueOf={valueOf} />
        ),
      )}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>Nu completa acest câmp</label>
        <input id={honeypotId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {failed?.message ? <FormMessage kind="error">{failed.message}</FormMessage> : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Se trimite…' : spec.submitLabel}
      </button>
      <p className="form__footnote">Folosim datele doar pentru a-ți răspunde. Detalii în politica de confidențialitate.</p>
    </Form>
  );
}

interface FieldsProps {
  fields: FieldSpec[];
  errorOf: (field: string) => string | undefined;
  valueOf: (field: string) => string;
}

function Fields({ fields, errorOf, valueOf }: FieldsProps) {
  return (
    <div className="form__grid">
      {fields.map((field) => (
        <ConsultingField key={field.name} field={field} error={errorOf(field.name)} defaultValue={valueOf(field.name)} />
      ))}
    </div>
  );
}

function ConsultingField({ field, error, defaultValue }: { field: FieldSpec; error?: string; defaultValue: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const hint = field.hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {field.hint}
    </p>
  ) : null;

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'integer':
    case 'amount':
      return (
        <TextField
          label={field.label}
          name={field.name}
          type={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
          inputMode={field.kind === 'email' ? 'email' : field.kind === 'integer' ? 'numeric' : field.kind === 'amount' ? 'decimal' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.kind === 'text' ? field.max : undefined}
          required={field.required}
          defaultValue={defaultValue}
          error={error}
          hint={field.hint}
        />
      );
    case 'textarea':
      return (
        <div className={`field consulting-form__wide${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={id}>
            {field.label}
          </label>
          <textarea id={id} name={field.name} className="field__input" rows={5} maxLength={field.max} defaultValue={defaultValue} {...aria} />
          {hint}
          <FieldError id={id} error={error} />
        </div>
      );
    case 'select':
      return (
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={id}>
            {field.label}
          </label>
          <select id={id} name={field.name} className="field__input" defaultValue={defaultValue} {...aria}>
            <option value="">Alege…</option>
            {field.options?.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
          {hint}
          <FieldError id={id} error={error} />
        </div>
      );
    case 'yesno':
      return (
        <fieldset
          className={`field consulting-form__yesno${error ? ' field--invalid' : ''}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <legend className="field__label">{field.label}</legend>
          <div className="consulting-form__choices">
            {[
              ['true', 'Da'],
              ['false', 'Nu'],
            ].map(([value, label]) => (
              <label key={value} className="consulting-form__choice">
                <input type="radio" name={field.name} value={value} defaultChecked={defaultValue === value} /> {label}
              </label>
            ))}
          </div>
          {hint}
          <FieldError id={id} error={error} />
        </fieldset>
      );
  }
}
