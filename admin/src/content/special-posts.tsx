import ArticleIcon from '@mui/icons-material/Article';
import { SPECIAL_POST_COLLECTIONS } from '@contracts/content';
import { ArrayInput, DataTable, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, required } from 'react-admin';
import { ContentList, contentResource, formatLines, KEY, MetaInputs, parseLines, PATH_RULES, SLUG_RULES, text } from './common';

const collections = SPECIAL_POST_COLLECTIONS.map((collection) => ({ id: collection, name: collection }));
const blockTypes = ['paragraph', 'heading', 'list'].map((type) => ({ id: type, name: `${KEY}.block.${type}` }));
const LINE_FIELDS = ['deliverables'] as const;

/** The body as typed blocks (never HTML): a heading or a paragraph has a text, a list its items, one per line. */
const BodyInput = () => (
  <ArrayInput source="body" validate={required()}>
    <SimpleFormIterator inline disableReordering={false}>
      <SelectInput source="type" label={`${KEY}.block.type`} choices={blockTypes} validate={required()} defaultValue="paragraph" />
      <FormDataConsumer>
        {({ scopedFormData }) =>
          scopedFormData?.type === 'list' ? (
            <TextInput
              source="items"
              label={`${KEY}.block.items`}
              format={formatLines}
              parse={parseLines}
              multiline
              minRows={3}
              helperText={`${KEY}.help.lines`}
              sx={{ minWidth: 420 }}
            />
          ) : (
            <TextInput
              source="text"
              label={`${KEY}.block.text`}
              validate={text(2, 3000)}
              multiline
              minRows={scopedFormData?.type === 'heading' ? 1 : 3}
              sx={{ minWidth: 420 }}
            />
          )
        }
      </FormDataConsumer>
    </SimpleFormIterator>
  </ArrayInput>
);

const Inputs = () => (
  <>
    <TextInput source="slug" validate={SLUG_RULES} helperText={`${KEY}.help.slug`} fullWidth />
    <SelectInput source="collection" choices={collections} validate={required()} defaultValue={SPECIAL_POST_COLLECTIONS[0]} />
    <TextInput source="title" validate={text(3, 160)} fullWidth />
    <TextInput source="excerpt" validate={text(10, 400)} multiline minRows={2} fullWidth />
    <TextInput source="duration" validate={text(2, 80)} />
    <TextInput source="priceHint" validate={text(2, 80)} />
    <BodyInput />
    <TextInput
      source="deliverables"
      format={formatLines}
      parse={parseLines}
      validate={required()}
      multiline
      minRows={3}
      fullWidth
      helperText={`${KEY}.help.lines`}
    />
    <TextInput source="cta.label" validate={text(2, 80)} />
    <TextInput source="cta.path" validate={PATH_RULES} helperText={`${KEY}.help.path`} />
    <MetaInputs />
  </>
);

const SpecialPostsList = () => (
  <ContentList
    filters={[<SelectInput key="group" source="group" choices={collections} />]}
    columns={[
      <DataTable.Col key="title" source="title" disableSort />,
      <DataTable.Col key="slug" source="slug" disableSort />,
      <DataTable.Col key="priceHint" source="priceHint" disableSort />,
    ]}
  />
);

export const specialPosts = contentResource({ list: SpecialPostsList, Inputs, titleSource: 'title', lineFields: LINE_FIELDS, icon: ArticleIcon });
