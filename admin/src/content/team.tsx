import GroupsIcon from '@mui/icons-material/Groups';
import { DataTable, TextInput } from 'react-admin';
import { ContentList, contentResource, MetaInputs, text } from './common';

const Inputs = () => (
  <>
    <TextInput source="name" validate={text(2, 100)} fullWidth />
    <TextInput source="role" validate={text(2, 160)} fullWidth />
    <TextInput source="experience" validate={text(2, 200)} fullWidth />
    <TextInput source="focus" validate={text(2, 200)} fullWidth />
    <MetaInputs />
  </>
);

const TeamList = () => (
  <ContentList columns={[<DataTable.Col key="name" source="name" disableSort />, <DataTable.Col key="role" source="role" disableSort />]} />
);

export const team = contentResource({ list: TeamList, Inputs, titleSource: 'name', icon: GroupsIcon });
