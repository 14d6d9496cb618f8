import HandshakeIcon from '@mui/icons-material/Handshake';
import { PARTNER_KINDS } from '@contracts/content';
import { DataTable, SelectField, SelectInput, TextInput, maxLength, regex, required } from 'react-admin';
import { ContentList, contentResource, KEY, MetaInputs, SLUG_RULES, text } from './common';

const kinds = PARTNER_KINDS.map((kind) => ({ id: kind.id, name: kind.title }));

const Inputs = () => (
  <>
    <TextInput source="slug" validate={SLUG_RULES} helperText={`${KEY}.help.slug`} fullWidth />
    <TextInput source="name" validate={text(2, 120)} fullWidth />
    <SelectInput source="kind" choices={kinds} validate={required()} />
    <TextInput source="description" validate={text(10, 400)} multiline minRows={2} fullWidth helperText={`${KEY}.help.plain_text`} />
    <TextInput source="city" validate={text(2, 80)} />
    <TextInput
      source="website"
      validate={[maxLength(200), regex(/^https:\/\/\S+$/, `${KEY}.validation.website`)]}
      helperText={`${KEY}.help.website`}
      fullWidth
    />
    <MetaInputs />
  </>
);

const PartnersList = () => (
  <ContentList
    filters={[<SelectInput key="group" source="group" choices={kinds} alwaysOn />]}
    columns={[
      <DataTable.Col key="name" source="name" disableSort />,
      <DataTable.Col key="kind" source="kind" disableSort field={(props) => <SelectField {...props} choices={kinds} />} />,
      <DataTable.Col key="city" source="city" disableSort />,
    ]}
  />
);

export const partners = contentResource({ list: PartnersList, Inputs, titleSource: 'name', icon: HandshakeIcon });
