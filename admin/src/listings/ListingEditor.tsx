import { COUNTIES } from '@contracts/counties';
import { Alert } from '@mui/material';
import {
  Create,
  DateInput,
  Edit,
  ImageField,
  ImageInput,
  maxLength,
  minLength,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { StaffListingRecord } from '../dataProvider/listing-resources';
import type { ListingFamilyConfig } from './families';
import { editsFamilyDetails, listingFormFields, type ListingFieldSpec } from './listing-form';

const KEY = 'roafaceri.listings.editor';
const countyChoices = COUNTIES.map((county) => ({ id: county.id, name: county.name }));
const tagsFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string | undefined) ?? ''));

function validatorsOf(field: ListingFieldSpec): Validator[] {
  return [...(field.required ? [required()] : []), ...(field.min ? [minLength(field.min)] : []), ...(field.max ? [maxLength(field.max)] : [])];
}

/** One input per field of the family's form (listing-form.ts), labelled from the family's resource. */
function FieldInput({ field }: { field: ListingFieldSpec }) {
  const common = { source: field.source, validate: validatorsOf(field), fullWidth: true };
  switch (field.kind) {
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} />;
    case 'html':
      return <TextInput {...common} multiline minRows={8} helperText={`${KEY}.html_help`} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'select':
      return (
        <SelectInput
          {...common}
          choices={field.source === 'county' ? countyChoices : [...(field.choices ?? [])]}
          translateChoice={false}
          emptyText={`${KEY}.none`}
        />
      );
    case 'multiselect':
      return <SelectArrayInput {...common} choices={[...(field.choices ?? [])]} translateChoice={false} helperText={`${KEY}.${field.source}_help`} />;
    case 'tags':
      return <TextInput {...common} label="resources.news.fields.tags" format={tagsFormat} helperText={`${KEY}.tags_help`} />;
    case 'codes':
      return <TextInput {...common} format={tagsFormat} helperText={`${KEY}.codes_help`} />;
    default:
      return <TextInput {...common} />;
  }
}

function ListingInputs({ family }: { family: ListingFamilyConfig }) {
  return (
    <>
      {listingFormFields(family.type).map((field) => (
        <FieldInput key={field.source} field={field} />
      ))}
    </>
  );
}

/** What a staff edit does, and why the owner's waiting edit must be decided first. */
function EditNotice({ family }: { family: ListingFamilyConfig }) {
  const record = useRecordContext<StaffListingRecord>();
  const translate = useTranslate();
  if (record?.revision) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="listing-edit-blocked">
        {translate(`${KEY}.revision_waiting`)}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate(`${KEY}.applies_now`)} {editsFamilyDetails(family.type) ? null : translate(`${KEY}.details_by_owner`)}
    </Alert>
  );
}

/**
 * The console's listing editor (one for the seven families): pessimistic, so the page shows what
 * the API saved, or the API's field messages next to the inputs.
 */
export function makeListingEdit(family: ListingFamilyConfig) {
  const ListingEdit = () => (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm sx={{ maxWidth: 900 }}>
        <EditNotice family={family} />
        <ListingInputs family={family} />
      </SimpleForm>
    </Edit>
  );
  return ListingEdit;
}

/** A new listing of a family staff publish (funding calls, news): published at once. */
export function makeListingCreate(family: ListingFamilyConfig) {
  const ListingCreate = () => (
    <Create redirect="show">
      <SimpleForm sx={{ maxWidth: 900 }} defaultValues={{ currency: 'EUR' }}>
        <ListingInputs family={family} />
        <ImageInput
          source="images"
          multiple
          accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.avif'] }}
          label={`${KEY}.pictures`}
          helperText={`${KEY}.pictures_help`}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </SimpleForm>
    </Create>
  );
  return ListingCreate;
}
