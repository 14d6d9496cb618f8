import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { PORTFOLIO_CATEGORIES } from '@contracts/content';
import { DataTable, NumberInput, SelectField, SelectInput, TextInput, maxValue, minValue, number, required } from 'react-admin';
import { choicesOf, ContentList, contentResource, KEY, MetaInputs, SLUG_RULES, text } from './common';

const categories = choicesOf(PORTFOLIO_CATEGORIES);

const Inputs = () => (
  <>
    <TextInput source="slug" validate={SLUG_RULES} helperText={`${KEY}.help.slug`} fullWidth />
    <TextInput source="title" validate={text(3, 160)} fullWidth />
    <SelectInput source="category" choices={categories} validate={required()} />
    <TextInput source="clientType" validate={text(2, 120)} fullWidth />
    <TextInput source="sector" validate={text(2, 80)} />
    <TextInput source="region" validate={text(2, 60)} />
    <TextInput source="city" validate={text(2, 80)} />
    <TextInput source="programme" validate={text(2, 200)} fullWidth />
    <NumberInput source="amountEur" validate={[required(), number(), minValue(1)]} step={1000} />
    <NumberInput source="year" validate={[required(), number(), minValue(1990), maxValue(2100)]} step={1} />
    <TextInput source="result" validate={text(10, 600)} multiline minRows={3} fullWidth helperText={`${KEY}.help.plain_text`} />
    <MetaInputs />
  </>
);

const PortfolioList = () => (
  <ContentList
    filters={[<SelectInput key="group" source="group" choices={categories} alwaysOn />]}
    columns={[
      <DataTable.Col key="title" source="title" disableSort />,
      <DataTable.Col key="category" source="category" disableSort field={(props) => <SelectField {...props} choices={categories} />} />,
      <DataTable.Col key="year" source="year" disableSort />,
      <DataTable.NumberCol key="amountEur" source="amountEur" disableSort locales="ro-RO" options={{ maximumFractionDigits: 0 }} />,
    ]}
  />
);

export const portfolio = contentResource({ list: PortfolioList, Inputs, titleSource: 'title', icon: WorkHistoryIcon });
