/**
 * The company's answers as form fields (funding-answers.ts lists them): selects, numbers and
 * amounts as typed text, yes/no as radio buttons with „Nu știu”, tick boxes for several choices,
 * and the CAEN class, a plain code input that becomes a search-as-you-type list with JavaScript.
 * Each group is a fieldset with its legend; errors show next to their fields after a submission.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CaenClass } from '@contracts/funding';
import { FieldFrame } from '~/components/Field';
import { describedBy, FieldError, FieldHint } from '~/components/FieldError';
import type { AnswerField, AnswerGroup, AnswerKey, AnswerValues } from './funding-answers';

interface AnswerFieldsProps {
  groups: readonly AnswerGroup[];
  values: AnswerValues;
  errors: Partial<Record<AnswerKey, string>>;
  caenName: string | null;
  /** Every answer is needed (no „Nu știu”). */
  required?: boolean;
  /** Called when a field changes without a DOM change event (a CAEN class picked from the list). */
  onPicked?: () => void;
}

export function AnswerFields({ groups, values, errors, caenName, required, onPicked }: AnswerFieldsProps) {
  return (
    <div className="answer-groups">
      {groups.map((group) => (
        <fieldset key={group.legend} className="answer-group">
          <legend className="answer-group__legend">{group.legend}</legend>
          <div className="answer-group__fields">
            {group.fields.map((field) =>
              field.kind === 'caen' ? (
                <CaenField
                  key={field.name}
                  field={field}
                  defaultValue={values[field.name] ?? ''}
                  error={errors[field.name]}
                  knownName={caenName}
                  onPicked={onPicked}
                />
              ) : (
                <AnswerInput key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name]} required={required} />
              ),
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function AnswerInput({ field, value, error, required }: { field: AnswerField; value: string; error?: string; required?: boolean }) {
  const id = useId();
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, field.hint), 'aria-required': required || undefined };
  const invalid = error ? ' field--invalid' : '';

  if (field.kind === 'yesno' || field.kind === 'choices') {
    const choices =
      field.kind === 'yesno'
        ? [{ value: 'true', label: 'Da' }, { value: 'false', label: 'Nu' }, ...(required ? [] : [{ value: '', label: 'Nu știu' }])]
        : (field.options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
    const ticked = new Set(value.split(','));
    return (
      <fieldset className={`field answer-choices answer-choices--${field.kind}${invalid}`} aria-describedby={aria['aria-describedby']} data-field={field.name}>
        <legend className="field__label">{field.label}</legend>
        <div className="answer-choices__options">
          {choices.map((choice) => (
            <label key={choice.value || 'unknown'} className="answer-choices__option">
              <input
                type={field.kind === 'yesno' ? 'radio' : 'checkbox'}
                name={field.name}
                value={choice.value}
                defaultChecked={field.kind === 'yesno' ? value === choice.value : ticked.has(choice.value)}
              />{' '}
              {choice.label}
            </label>
          ))}
        </div>
        <FieldHint id={id} hint={field.hint} />
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }

  if (field.kind === 'select') {
    return (
      <FieldFrame id={id} label={field.label} error={error} hint={field.hint}>
        <select id={id} name={field.name} className="field__input" defaultValue={value} {...aria}>
          <option value="">{required ? 'Alege…' : 'Alege… (sau lasă necompletat)'}</option>
          {field.options?.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }

  return (
    <FieldFrame id={id} label={field.label} error={error} hint={field.hint}>
      <input
        id={id}
        name={field.name}
        type="text"
        inputMode={field.kind === 'amount' ? 'decimal' : 'numeric'}
        className="field__input"
        defaultValue={value}
        autoComplete="off"
        {...aria}
      />
    </FieldFrame>
  );
}

const CAEN_DELAY_MS = 200;

/**
 * Without JavaScript, a text input for the code. With it, a combobox (ARIA 1.2 pattern): typing a
 * code or a word lists up to 20 classes from `GET /api/masterdata/caen?q=`; arrows move, Enter or a
 * click picks, Escape closes. The field keeps the code; the class's name shows under it.
 */
function CaenField({
  field,
  defaultValue,
  error,
  knownName,
  onPicked,
}: {
  field: AnswerField;
  defaultValue: string;
  error?: string;
  knownName: string | null;
  onPicked?: () => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [enhanced, setEnhanced] = useState(false);
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<CaenClass[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<{ code: string; name: string } | null>(knownName && defaultValue ? { code: defaultValue, name: knownName } : null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    setEnhanced(true);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  const search = (query: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    if (query.trim().length < 2) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/masterdata/caen?q=${encodeURIComponent(query.trim())}`, { headers: { accept: 'application/json' }, signal: controller.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<CaenClass[]>) : []))
        .then((found) => {
          const list = Array.isArray(found) ? found.slice(0, 20) : [];
          setOptions(list);
          setActive(-1);
          setOpen(list.length > 0);
        })
        .catch(() => undefined);
    }, CAEN_DELAY_MS);
  };

  const pick = (option: CaenClass) => {
    setValue(option.code);
    setPicked({ code: option.code, name: option.name });
    setOpen(false);
    setActive(-1);
    onPicked?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!enhanced) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const name = picked && picked.code === value ? picked.name : null;
  const hint = name ? `${value} – ${name}` : field.hint;
  const combobox = enhanced
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
      }
    : {};
  return (
    <div className={`field caen-field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      <input
        id={id}
        name={field.name}
        type="text"
        className="field__input"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...combobox}
      />
      {enhanced ? (
        <ul id={listId} role="listbox" aria-label="Clase CAEN găsite" className="caen-field__list" hidden={!open}>
          {options.map((option, index) => (
            // The keyboard picks an option in the combobox's input (arrows and Enter, aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`caen-field__option${index === active ? ' caen-field__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <strong>{option.code}</strong> {option.name}
            </li>
          ))}
        </ul>
      ) : null}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
