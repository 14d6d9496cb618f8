import { COUNTIES } from '@contracts/counties';
import { LISTING_STATUS_LABELS, LISTING_STATUSES } from '@contracts/listings';
import { Alert, AlertTitle, Box } from '@mui/material';
import {
  CreateButton,
  DataTable,
  EditButton,
  DateField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  Show,
  TextInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
  type HttpError,
} from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import type { ListingFamilyConfig } from './families';
import { LifecycleButtons } from './LifecycleButtons';
import { OwnerField, StatusField, TitleWithMarker } from './ListingFields';
import { makeListingCreate, makeListingEdit } from './ListingEditor';
import { ListingReview } from './ListingHeader';
import { ListingStatsPanel } from './ListingStatsPanel';
import { ModerationButtons } from './ModerationButtons';

const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: LISTING_STATUS_LABELS[status] }));
const countyChoices = COUNTIES.map((county) => ({ id: county.id, name: county.name }));

const familyFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <TextInput key="owner" source="owner" label="roafaceri.listings.owner_filter" />,
  <SelectInput key="county" source="county" choices={countyChoices} />,
];

/**
 * Shown instead of the rows when the staff index cannot be read. A 404 means the server does not
 * have `GET /api/admin/listings` yet (it comes with the moderation extensions): say so plainly.
 */
const IndexError = () => {
  const { error } = useListContext();
  const translate = useTranslate();
  const missing = (error as HttpError | null)?.status === 404;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity={missing ? 'info' : 'error'} data-testid="listing-index-unavailable">
        {missing && <AlertTitle>{translate('roafaceri.listings.index_unavailable_title')}</AlertTitle>}
        {translate(missing ? 'roafaceri.listings.index_unavailable' : 'roafaceri.listings.index_error')}
      </Alert>
    </Box>
  );
};

/** No page counts under the "not available" message. */
const IndexPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};

const PromotedUntilField = (_props: { label?: string }) => {
  const record = useRecordContext<StaffListing>();
  if (!record?.promotedUntil || new Date(record.promotedUntil).getTime() <= Date.now()) return null;
  return <DateField source="promotedUntil" locales="ro-RO" />;
};

const FamilyList = ({ canCreate }: { canCreate: boolean }) => (
  <List
    actions={
      canCreate ? (
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      ) : (
        false
      )
    }
    filters={familyFilters}
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    error={<IndexError />}
    pagination={<IndexPagination />}
    // The error is shown in place of the rows; no second, generic notification.
    queryOptions={{ onError: () => undefined }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" disableSort field={TitleWithMarker} />
      <DataTable.Col source="status" disableSort field={StatusField} />
      <DataTable.Col source="owner" disableSort field={OwnerField} />
      <DataTable.Col source="county" disableSort render={(record: StaffListing) => record.countyName ?? '—'} />
      <DataTable.NumberCol source="price" options={{ maximumFractionDigits: 0 }} locales="ro-RO" />
      <DataTable.Col source="promotedUntil" disableSort field={PromotedUntilField} />
      <DataTable.Col source="expiresAt" disableSort>
        <DateField source="expiresAt" locales="ro-RO" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" locales="ro-RO" />
      </DataTable.Col>
    </DataTable>
  </List>
);

const FamilyShowActions = () => (
  <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    <ModerationButtons redirectToQueue={false} />
    <LifecycleButtons />
    <EditButton />
  </TopToolbar>
);

const FamilyShowTitle = () => {
  const record = useRecordContext<StaffListing>();
  return <>{record?.title ?? ''}</>;
};

const FamilyShow = () => (
  <Show title={<FamilyShowTitle />} actions={<FamilyShowActions />} sx={{ '& .RaShow-card': { p: 2 } }}>
    <ListingReview />
    <ListingStatsPanel />
  </Show>
);

/**
 * The screens of one listing family (STYLE.md section 5: one factory, seven thin resources):
 * the staff index filtered to the family, the listing page with its lifecycle actions, the editor,
 * and for the families staff publish (funding calls, news) the "Adaugă" page.
 */
export function makeListingResource(family: ListingFamilyConfig) {
  const canCreate = family.staffPublished === true;
  const ListForFamily = () => <FamilyList canCreate={canCreate} />;
  return { list: ListForFamily, show: FamilyShow, edit: makeListingEdit(family), ...(canCreate ? { create: makeListingCreate(family) } : {}) };
}
