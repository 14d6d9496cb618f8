/**
 * Labelled form fields with an error line (shown only when the form passes one, i.e. after submit).
 * Required fields carry aria-required; optional ones say "(opțional)" in their label.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy as describedByOf, FieldError, FieldHint } from './FieldError';
import { EyeIcon, EyeOffIcon } from './AccountIcons';

export { FieldError };

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/** Label, hint and error around one input; the input gets the returned aria attributes. */
function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  return { id, describedBy: describedByOf(id, error, hint) };
}

/** A field's frame: the label, then `children` (the control, with `id`), then its hint and error line. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextField({ label, name, error, hint, className, required, ...input }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
      />
    </FieldFrame>
  );
}

/** Password input with a show/hide toggle (spec: login modal). */
export function PasswordField({ label, name, error, hint, className, required, ...input }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className="field__password">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? 'Ascunde parola' : 'Arată parola'}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  name: string;
  error?: string;
}

export function CheckboxField({ label, name, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="checkbox">
        <input id={id} name={name} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A form-level message (server answer, success or failure). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The email field of the sign-in and contact forms (required). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'inputMode' | 'required'>) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
