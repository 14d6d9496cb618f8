import DescriptionIcon from '@mui/icons-material/Description';
import { formatFileSize } from '@contracts/format-size';
import { FUNDING_FORM_ACCEPT, FUNDING_FORM_PROGRAMMES, FUNDING_FORM_TITLE_MAX, type FundingForm } from '@contracts/funding-forms';
import { Typography } from '@mui/material';
import {
  Create,
  DataTable,
  DateField,
  Edit,
  FileField,
  FileInput,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FUNDING_FORMS_RESOURCE } from './ro-funding-forms';

export { FUNDING_FORMS_RESOURCE };

const programmes = FUNDING_FORM_PROGRAMMES.map(({ id, name }) => ({ id, name }));
const KEY = `resources.${FUNDING_FORMS_RESOURCE}`;

/** The file as stored, linked to its public download. */
const CurrentFile = () => {
  const record = useRecordContext<FundingForm>();
  if (!record) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      <a href={record.url}>{record.fileName}</a> ({record.typeName}, {formatFileSize(record.size)})
    </Typography>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body1" sx={{ p: 3 }}>
      {translate(`${KEY}.empty`)}
    </Typography>
  );
};

const FundingFormList = () => (
  <List
    filters={[<SelectInput key="programmeId" source="programmeId" choices={programmes} alwaysOn />]}
    pagination={false}
    perPage={1000}
    sort={{ field: 'programmeId', order: 'ASC' }}
    empty={<Empty />}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" disableSort />
      <DataTable.Col source="programmeId" disableSort field={(props) => <SelectField {...props} choices={programmes} />} />
      <DataTable.Col source="typeName" disableSort />
      <DataTable.Col source="size" disableSort>
        <FunctionField<FundingForm> render={(record) => formatFileSize(record.size)} />
      </DataTable.Col>
      <DataTable.Col source="fileName" disableSort>
        <FunctionField<FundingForm>
          render={(record) => (
            <a href={record.url} onClick={(event) => event.stopPropagation()}>
              {record.fileName}
            </a>
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="updatedAt" disableSort>
        <DateField source="updatedAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

const titleRules = [required(), minLength(3), maxLength(FUNDING_FORM_TITLE_MAX)];

const FundingFormCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <SelectInput source="programmeId" choices={programmes} validate={required()} />
      <TextInput source="title" validate={titleRules} fullWidth />
      <FileInput source="file" accept={{ 'application/octet-stream': FUNDING_FORM_ACCEPT.split(',') }} validate={required()} helperText={`${KEY}.help.file`}>
        <FileField source="src" title="title" />
      </FileInput>
    </SimpleForm>
  </Create>
);

const FundingFormEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <CurrentFile />
      <SelectInput source="programmeId" choices={programmes} validate={required()} />
      <TextInput source="title" validate={titleRules} fullWidth />
      <FileInput source="file" accept={{ 'application/octet-stream': FUNDING_FORM_ACCEPT.split(',') }} helperText={`${KEY}.help.replace`}>
        <FileField source="src" title="title" />
      </FileInput>
    </SimpleForm>
  </Edit>
);

/** The programmes' application forms (Consultanță section): upload, rename, move, replace, delete. */
export const fundingForms = { list: FundingFormList, create: FundingFormCreate, edit: FundingFormEdit, icon: DescriptionIcon };
