import QuizIcon from '@mui/icons-material/Quiz';
import { FAQ_TOPICS } from '@contracts/content';
import { DataTable, SelectField, SelectInput, TextInput, required } from 'react-admin';
import { choicesOf, ContentList, contentResource, KEY, MetaInputs, text } from './common';

const topics = choicesOf(FAQ_TOPICS);

const Inputs = () => (
  <>
    <SelectInput source="topic" choices={topics} validate={required()} />
    <TextInput source="question" validate={text(5, 200)} fullWidth />
    <TextInput source="answer" validate={text(10, 2000)} multiline minRows={4} fullWidth helperText={`${KEY}.help.plain_text`} />
    <MetaInputs />
  </>
);

const FaqList = () => (
  <ContentList
    filters={[<SelectInput key="group" source="group" choices={topics} alwaysOn />]}
    columns={[
      <DataTable.Col key="question" source="question" disableSort />,
      <DataTable.Col key="topic" source="topic" disableSort field={(props) => <SelectField {...props} choices={topics} />} />,
    ]}
  />
);

export const faq = contentResource({ list: FaqList, Inputs, titleSource: 'question', icon: QuizIcon });
