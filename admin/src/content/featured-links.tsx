import LinkIcon from '@mui/icons-material/Link';
import { FEATURED_LINK_PLACEMENTS } from '@contracts/content';
import { DataTable, SelectField, SelectInput, TextInput, required } from 'react-admin';
import { choicesOf, ContentList, contentResource, KEY, MetaInputs, PATH_RULES, text } from './common';

const placements = choicesOf(FEATURED_LINK_PLACEMENTS);

const Inputs = () => (
  <>
    <SelectInput source="placement" choices={placements} validate={required()} />
    <TextInput source="label" validate={text(2, 80)} fullWidth />
    <TextInput source="path" validate={PATH_RULES} helperText={`${KEY}.help.path`} fullWidth />
    <MetaInputs />
  </>
);

const FeaturedLinksList = () => (
  <ContentList
    filters={[<SelectInput key="group" source="group" choices={placements} alwaysOn />]}
    columns={[
      <DataTable.Col key="label" source="label" disableSort />,
      <DataTable.Col key="path" source="path" disableSort />,
      <DataTable.Col key="placement" source="placement" disableSort field={(props) => <SelectField {...props} choices={placements} />} />,
    ]}
  />
);

export const featuredLinks = contentResource({ list: FeaturedLinksList, Inputs, titleSource: 'label', icon: LinkIcon });
