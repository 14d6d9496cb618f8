import { NEWSLETTER_TOPICS } from '@contracts/admin';
import { minLength, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';

const KEY = 'resources.newsletter-campaigns';

/** Subject, topic and the rich text body (HTML, sanitised by the server on save). */
export const CampaignForm = () => (
  <SimpleForm>
    <TextInput source="subject" validate={[required(), minLength(3), maxLength(200)]} fullWidth />
    <SelectInput
      source="topic"
      validate={required()}
      translateChoice={false}
      choices={NEWSLETTER_TOPICS.map((topic) => ({ ...topic }))}
      helperText={`${KEY}.help.topic`}
    />
    <TextInput source="bodyHtml" validate={[required(), minLength(10), maxLength(100_000)]} multiline minRows={12} fullWidth helperText={`${KEY}.help.body`} />
  </SimpleForm>
);
