/**
 * The filter form of a family page. It is a plain GET form, so filters live in the URL (a filtered
 * page can be shared and reloaded) and work without JavaScript; with JavaScript, choices in
 * selects and checkboxes apply at once and empty fields are left out of the URL.
 */
import type { ChangeEvent, FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import type { ListItem } from '@contracts/lists';
import { familyListPath, type FamilyConfig } from './families';
import type { FamilyChoices } from './family-lists';
import { filterSearch, hasFilters, readFilters, subdomainsOf, type FilterValues } from './list-query';

interface SelectProps {
  name: string;
  label: string;
  value: string | number | null;
  options: readonly ListItem<string | number>[];
  anyLabel: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

function Select({ name, label, value, options, anyLabel, onChange }: SelectProps) {
  const id = `filter-${name}`;
  return (
    <div className="field filters__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__input" defaultValue={value ?? ''} onChange={onChange}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface FamilyFiltersProps {
  family: FamilyConfig;
  /** The family's choices, from the page's data. */
  choices: FamilyChoices;
  values: FilterValues;
  cities: readonly string[];
  /** Path the form submits to (the family page; assets: its category page). */
  action: string;
}

export function FamilyFilters({ family, choices, values, cities, action }: FamilyFiltersProps) {
  const navigate = useNavigate();
  const has = (name: FamilyConfig['filters'][number]) => family.filters.includes(name);

  /** Navigates to the clean URL of the form's values (assets: the category is part of the path). */
  const apply = (form: HTMLFormElement, changed?: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) params.append(key, String(value));
    // A new county makes the chosen city meaningless; a new domain its subdomain.
    if (changed === 'county') params.delete('city');
    if (changed === 'domain') params.delete('subdomain');
    const category = family.key === 'active' ? params.get('category') || 'all' : undefined;
    const next = readFilters(family, choices, params, category);
    const path = family.key === 'active' ? familyListPath(family, category) : action;
    navigate(path + filterSearch(next, { withCategory: family.key !== 'active' }), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const applyOnChange = (name: string) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form, name);
  };

  const subdomains = subdomainsOf(choices, values.domain);
  const resetPath = family.key === 'active' ? familyListPath(family) : action;
  // `key` re-creates the uncontrolled fields when the URL changes (back/forward, reset).
  const formKey = filterSearch(values);

  return (
    <Form key={formKey} method="get" action={action} className="filters" role="search" aria-label={`Filtrează: ${family.title}`} onSubmit={onSubmit}>
      {has('q') ? (
        <div className="field filters__field filters__field--wide">
          <label className="field__label" htmlFor="filter-q">
            Caută
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            className="field__input"
            defaultValue={values.q}
            maxLength={100}
            placeholder="Cuvinte cheie, oraș, domeniu"
          />
        </div>
      ) : null}
      {has('category') ? (
        <Select
          name="category"
          label={family.categoryLabel}
          value={values.category}
          options={family.key === 'active' ? choices.categories.filter((item) => item.id !== 'all') : choices.categories}
          anyLabel="Toate"
          onChange={applyOnChange('category')}
        />
      ) : null}
      {has('callStatus') ? (
        <Select
          name="callStatus"
          label="Stadiul apelului"
          value={values.callStatus}
          options={choices.callStatuses}
          anyLabel="Toate"
          onChange={applyOnChange('callStatus')}
        />
      ) : null}
      {has('region') ? (
        <Select
          name="region"
          label="Regiune"
          value={values.region}
          options={choices.regions.filter((item) => item.id !== 'all')}
          anyLabel="Toate regiunile"
          onChange={applyOnChange('region')}
        />
      ) : null}
      {has('beneficiary') ? (
        <Select
          name="beneficiary"
          label="Tip beneficiar"
          value={values.beneficiary}
          options={choices.beneficiaryTypes}
          anyLabel="Toți beneficiarii"
          onChange={applyOnChange('beneficiary')}
        />
      ) : null}
      {has('caen') ? (
        <div className="field filters__field">
          <label className="field__label" htmlFor="filter-caen">
            Cod CAEN
          </label>
          <input
            id="filter-caen"
            name="caen"
            type="text"
            className="field__input"
            defaultValue={values.caen}
            inputMode="numeric"
            pattern="\d{2}\.?\d{2}"
            maxLength={5}
            placeholder="ex. 6201"
          />
        </div>
      ) : null}
      {has('county') ? (
        <Select name="county" label="Județ" value={values.county} options={choices.counties} anyLabel="Toate județele" onChange={applyOnChange('county')} />
      ) : null}
      {has('city') && values.county ? (
        <Select
          name="city"
          label="Localitate"
          value={values.city}
          options={cities.map((name) => ({ id: name, name }))}
          anyLabel="Toate localitățile"
          onChange={applyOnChange('city')}
        />
      ) : null}
      {has('domain') ? (
        <Select name="domain" label={family.domainLabel} value={values.domain} options={choices.domains} anyLabel="Toate" onChange={applyOnChange('domain')} />
      ) : null}
      {has('subdomain') && subdomains.length ? (
        <Select name="subdomain" label="Subdomeniu" value={values.subdomain} options={subdomains} anyLabel="Toate" onChange={applyOnChange('subdomain')} />
      ) : null}
      {has('price') ? (
        <fieldset className="filters__field filters__range">
          <legend className="field__label">{family.priceLabel} (EUR)</legend>
          <label className="visually-hidden" htmlFor="filter-price-min">
            Minim
          </label>
          <input
            id="filter-price-min"
            name="priceMin"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className="field__input"
            placeholder="Minim"
            defaultValue={values.priceMin ?? ''}
          />
          <span aria-hidden="true">–</span>
          <label className="visually-hidden" htmlFor="filter-price-max">
            Maxim
          </label>
          <input
            id="filter-price-max"
            name="priceMax"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className="field__input"
            placeholder="Maxim"
            defaultValue={values.priceMax ?? ''}
          />
        </fieldset>
      ) : null}
      {has('features') && choices.features.length ? (
        <fieldset className="filters__field filters__features">
          <legend className="field__label">Facilități</legend>
          {choices.features.map((feature) => (
            <label key={feature.id} className="checkbox">
              <input
                type="checkbox"
                name="features"
                value={feature.id}
                defaultChecked={values.features.includes(feature.id)}
                onChange={applyOnChange('features')}
              />
              <span>{feature.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {has('sort') ? (
        <Select
          name="sort"
          label="Ordonează"
          value={values.sort}
          options={family.sorts}
          anyLabel={values.q ? 'Relevanță' : 'Recomandate'}
          onChange={applyOnChange('sort')}
        />
      ) : null}
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          Aplică filtrele
        </button>
        {hasFilters(values) ? (
          <Link to={resetPath} className="button button--ghost" preventScrollReset>
            Resetează
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
