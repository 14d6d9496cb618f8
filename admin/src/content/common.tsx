import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Tooltip } from '@mui/material';
import type { ContentEntry } from '@contracts/content-admin';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  Edit,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  maxLength,
  minLength,
  regex,
  required,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
  type Validator,
} from 'react-admin';

export const KEY = 'roafaceri.content';

/** Client-side checks with react-admin's Romanian messages; the API checks everything again. */
export const text = (min: number, max: number, optional = false): Validator[] => [...(optional ? [] : [required()]), minLength(min), maxLength(max)];
export const SLUG_RULES: Validator[] = [required(), maxLength(120), regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, `${KEY}.validation.slug`)];
export const PATH_RULES: Validator[] = [
  required(),
  maxLength(200),
  regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:[?#][a-z0-9=&#_-]*)?$/, `${KEY}.validation.path`),
];

/** A list of texts edited one per line: the input holds the text, `toLines` turns it into the list on save. */
export const formatLines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : ((value as string | undefined) ?? ''));
export const parseLines = (value: string) => value;
export const toLines = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : value;

/** `{ id, name }` choices from a contract's fixed list (`{ id, name }` or `{ id, title }`). */
export const choicesOf = (list: readonly { id: string; name?: string; title?: string }[]) =>
  list.map((item) => ({ id: item.id, name: item.name ?? item.title ?? item.id }));

/**
 * "Mută mai sus / mai jos": moves the row before the previous (after the next) visible row. The
 * API's `position` is the place in the whole kind's list, so the neighbour's position is where the
 * row goes, filters or not. Shown only while the list is in the staff's order.
 */
export const MoveButtons = () => {
  const record = useRecordContext<ContentEntry>();
  const { data, sort } = useListContext<ContentEntry & RaRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || !data || !resource || sort?.field !== 'position') return null;
  const index = data.findIndex((row) => row.id === record.id);
  const previous = data[index - 1];
  const next = data[index + 1];
  const move = (position: number) =>
    update(
      resource,
      { id: record.id, data: { position }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${KEY}.notifications.moved`, { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  const button = (label: string, target: ContentEntry | undefined, icon: ReactElement) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton
          size="small"
          aria-label={translate(label)}
          disabled={!target || isPending}
          onClick={(event) => {
            event.stopPropagation();
            if (target) void move(target.position);
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {button(`${KEY}.actions.move_up`, previous, <ArrowUpwardIcon fontSize="small" />)}
      {button(`${KEY}.actions.move_down`, next, <ArrowDownwardIcon fontSize="small" />)}
    </span>
  );
};

const publishedChoices = [
  { id: 'true', name: `${KEY}.yes` },
  { id: 'false', name: `${KEY}.no` },
];

interface ContentListProps {
  /** The kind's own filters (its group), after the search and "Publicat". */
  filters?: ReactElement[];
  /** The kind's columns, between the position and "Publicat". */
  columns: ReactElement[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filterDefaultValues?: Record<string, unknown>;
  empty?: ReactElement | false;
  /** Row actions shown after the move buttons. */
  actions?: ReactNode;
}

/** The list of one kind: search, "Publicat" filter, the staff's order with move buttons, edit on click. */
export const ContentList = ({ filters = [], columns, sort = { field: 'position', order: 'ASC' }, filterDefaultValues, empty, actions }: ContentListProps) => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="published" source="published" choices={publishedChoices} />, ...filters]}
    filterDefaultValues={filterDefaultValues}
    sort={sort}
    perPage={50}
    exporter={false}
    empty={empty}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="position" label="#" />
      {columns}
      <DataTable.Col source="published" disableSort field={BooleanField} />
      <DataTable.Col source="updatedAt">
        <DateField source="updatedAt" locales="ro-RO" />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <MoveButtons />
        {actions}
      </DataTable.Col>
    </DataTable>
  </List>
);

/** Lists of texts typed one per line become lists again before the save. */
const transformLines = (fields: readonly string[]) => (data: Record<string, unknown>) => {
  const result = { ...data };
  for (const field of fields) if (field in result) result[field] = toLines(result[field]);
  if (Array.isArray(result.body)) {
    result.body = (result.body as Record<string, unknown>[]).map((block) =>
      block?.type === 'list' ? { type: 'list', items: toLines(block.items) } : { type: block?.type, text: block?.text },
    );
  }
  return result;
};

/** Where the entry stands and whether the site shows it. */
export const MetaInputs = ({ publishHelp, disablePublished }: { publishHelp?: string; disablePublished?: boolean }) => (
  <>
    <BooleanInput source="published" helperText={publishHelp} disabled={disablePublished} />
    <NumberInput source="position" min={0} step={1} helperText={`${KEY}.help.position`} />
  </>
);

interface FormPageProps {
  children: ReactNode;
  /** The record's field that names it in the page title. */
  titleSource: string;
  /** Fields edited one item per line. */
  lineFields?: readonly string[];
  actions?: ReactElement | false;
  toolbar?: ReactElement;
}

const EntryTitle = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <>{record ? String(record[source] ?? '') : ''}</>;
};

/**
 * Edit page of one entry: pessimistic, so nothing looks saved before the API agreed, and the
 * API's field messages appear next to their inputs.
 */
export const ContentEdit = ({ children, titleSource, lineFields = [], actions, toolbar }: FormPageProps) => (
  <Edit mutationMode="pessimistic" redirect="list" title={<EntryTitle source={titleSource} />} transform={transformLines(lineFields)} actions={actions}>
    <SimpleForm warnWhenUnsavedChanges toolbar={toolbar}>
      {children}
    </SimpleForm>
  </Edit>
);

export const ContentCreate = ({ children, lineFields = [] }: Omit<FormPageProps, 'titleSource'>) => (
  <Create redirect="list" transform={transformLines(lineFields)}>
    <SimpleForm defaultValues={{ published: true }}>{children}</SimpleForm>
  </Create>
);

/**
 * A content kind's screens: its list, and the edit and create pages around the same inputs
 * (`icon` for the menu). Kinds with page actions of their own (success stories) build them by hand.
 */
export function contentResource({
  list,
  Inputs,
  titleSource,
  lineFields,
  icon,
}: {
  list: ComponentType;
  Inputs: ComponentType;
  titleSource: string;
  lineFields?: readonly string[];
  icon: ComponentType;
}) {
  return {
    list,
    edit: () => (
      <ContentEdit titleSource={titleSource} lineFields={lineFields}>
        <Inputs />
      </ContentEdit>
    ),
    create: () => (
      <ContentCreate lineFields={lineFields}>
        <Inputs />
      </ContentCreate>
    ),
    icon,
  };
}
