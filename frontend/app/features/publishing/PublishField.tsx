/**
 * One field of the publishing form, drawn from its entry in the field table: label tied to the
 * control, hint and error line referenced by aria-describedby, aria-invalid once an error shows.
 * Ids are stable (`publish-{name}`), so the form can move focus to the first wrong field.
 */
import type { ReactNode } from 'react';
import type { DomainItem, ListItem } from '@contracts/lists';
import type { FieldSpec } from './publish-forms';
import { describedBy, FieldError, FieldHint } from '~/components/FieldError';

export const fieldId = (name: string) => `publish-${name}`;

interface FieldProps {
  field: FieldSpec;
  value: string | string[];
  error?: string;
  onChange: (name: string, value: string | string[]) => void;
  /** Localities of the chosen county (city field); null: the city is typed (no list available). */
  localities?: readonly string[] | null;
  localitiesLoading?: boolean;
  /** The chosen service domain (subdomain field). */
  domainId?: string;
  /** Whether scripts run (lists that depend on another choice are filled in the browser). */
  hydrated: boolean;
  /** A field of a toggle that is not ticked: kept in the form (its value stays) but not shown. */
  hidden?: boolean;
}

function Frame({ field, error, hidden, children }: { field: FieldSpec; error?: string; hidden?: boolean; children: ReactNode }) {
  const id = fieldId(field.name);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${field.wide ? ' publish-field--wide' : ''}`} hidden={hidden}>
      <label className="field__label" htmlFor={id}>
        {field.label}
        {field.required ? null : <span className="publish-optional"> (opțional)</span>}
      </label>
      {children}
      <FieldHint id={id} hint={field.hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

function Options({ options, placeholder }: { options: readonly ListItem<string | number>[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </>
  );
}

export function PublishField({ field, value, error, onChange, localities = null, localitiesLoading, domainId, hydrated, hidden }: FieldProps) {
  const id = fieldId(field.name);
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    name: field.name,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, field.hint),
    'aria-required': field.required || undefined,
  } as const;

  if (field.kind === 'toggle') {
    return (
      <div className={`field field--checkbox publish-toggle${error ? ' field--invalid' : ''}${field.wide ? ' publish-field--wide' : ''}`} hidden={hidden}>
        <div className="checkbox">
          <input
            id={id}
            type="checkbox"
            name={field.name}
            checked={value === 'on'}
            onChange={(event) => onChange(field.name, event.target.checked ? 'on' : '')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, field.hint)}
          />
          <label htmlFor={id}>{field.label}</label>
        </div>
        <FieldHint id={id} hint={field.hint} />
        <FieldError id={id} error={error} />
      </div>
    );
  }

  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (optionId: string, checked: boolean) => onChange(field.name, checked ? [...chosen, optionId] : chosen.filter((item) => item !== optionId));
    return (
      <fieldset
        className={`field publish-group${error ? ' field--invalid' : ''}${field.wide ? ' publish-field--wide' : ''}`}
        aria-describedby={describedBy(id, error, field.hint)}
        hidden={hidden}
      >
        <legend className="field__label">
          {field.label}
          {field.required ? null : <span className="publish-optional"> (opțional)</span>}
        </legend>
        <div className="publish-group__options">
          {(field.options ?? []).map((option, index) => {
            const optionId = String(option.id);
            return (
              <div className="checkbox" key={optionId}>
                <input
                  id={index === 0 ? id : `${id}-${index}`}
                  type="checkbox"
                  name={field.name}
                  value={optionId}
                  checked={chosen.includes(optionId)}
                  onChange={(event) => toggle(optionId, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                />
                <label htmlFor={index === 0 ? id : `${id}-${index}`}>{option.name}</label>
              </div>
            );
          })}
        </div>
        <FieldHint id={id} hint={field.hint} />
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }

  let control: ReactNode;
  switch (field.kind) {
    case 'textarea':
      control = (
        <textarea {...common} rows={field.name === 'description' ? 9 : 4} value={text} onChange={(event) => onChange(field.name, event.target.value)} />
      );
      break;
    case 'select':
    case 'county':
      control = (
        <select {...common} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
          <Options options={field.options ?? []} placeholder="Alege…" />
        </select>
      );
      break;
    case 'subdomain': {
      const domains = (field.options ?? []) as readonly DomainItem[];
      const parent = domains.find((domain) => String(domain.id) === domainId);
      control = (
        <select {...common} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
          {parent ? (
            <Options options={parent.subdomains} placeholder="Alege…" />
          ) : (
            // No domain yet: every subdomain, grouped by domain (works without scripts as well).
            <>
              <option value="">{hydrated ? 'Alege mai întâi domeniul' : 'Alege…'}</option>
              {domains.map((domain) => (
                <optgroup key={domain.id} label={domain.name}>
                  {domain.subdomains.map((sub) => (
                    <option key={sub.id} value={String(sub.id)}>
                      {sub.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </>
          )}
        </select>
      );
      break;
    }
    case 'city':
      if (localities) {
        const names = text && !localities.includes(text) ? [text, ...localities] : localities;
        const placeholder = localitiesLoading ? 'Se încarcă localitățile…' : localities.length ? 'Alege…' : 'Alege mai întâi județul';
        control = (
          <select {...common} value={text} disabled={!names.length} onChange={(event) => onChange(field.name, event.target.value)}>
            <option value="">{placeholder}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        );
      } else {
        control = <input {...common} type="text" autoComplete="address-level2" value={text} onChange={(event) => onChange(field.name, event.target.value)} />;
      }
      break;
    default: {
      const inputMode =
        field.kind === 'amount' || field.kind === 'percent'
          ? 'decimal'
          : field.kind === 'integer' || field.kind === 'year' || field.kind === 'caen'
            ? 'numeric'
            : undefined;
      const type = field.kind === 'phone' ? 'tel' : field.kind === 'url' ? 'url' : 'text';
      control = (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={field.autoComplete ?? 'off'}
          maxLength={field.kind === 'text' && field.maxLength ? field.maxLength + 20 : undefined}
          value={text}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      );
    }
  }
  return (
    <Frame field={field} error={error} hidden={hidden}>
      {control}
    </Frame>
  );
}
