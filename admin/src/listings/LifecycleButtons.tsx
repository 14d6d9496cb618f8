import AutorenewIcon from '@mui/icons-material/Autorenew';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import StarIcon from '@mui/icons-material/Star';
import StarOutlineIcon from '@mui/icons-material/StarBorder';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Confirm, DateInput, Form, required, useRecordContext, useTranslate, type Validator } from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import { familyOfType } from './families';
import { useListingAction } from './useListingAction';

const KEY = 'resources.moderation';

/** `YYYY-MM-DD` of a date in local time (what a date input holds). */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** End of the chosen day, local time, as the ISO date-time the API expects. */
export function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

const inTheFuture: Validator = (value: unknown) =>
  typeof value === 'string' && value && value <= localDay(new Date()) ? `${KEY}.actions.promote_future` : undefined;

export function isPromoted(record: Pick<StaffListing, 'promotedUntil'>, now = Date.now()): boolean {
  return Boolean(record.promotedUntil && new Date(record.promotedUntil).getTime() > now);
}

/** "Reînnoiește": another publication period, for families that expire. */
export const RenewButton = () => {
  const record = useRecordContext<StaffListing>();
  const { run, isPending } = useListingAction();
  if (!record || !familyOfType(record.type)?.expires || !['approved', 'expired'].includes(record.status ?? '')) return null;
  return (
    <Button
      label={`${KEY}.actions.renew`}
      disabled={isPending}
      onClick={() => run((provider) => provider.renew({ id: record.id }), { success: `${KEY}.notifications.renewed` })}
    >
      <AutorenewIcon />
    </Button>
  );
};

/** "Promovează" until a chosen day (an approved listing), and "Oprește promovarea". */
export const PromoteButtons = () => {
  const record = useRecordContext<StaffListing>();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useListingAction();
  if (!record) return null;
  const promoted = isPromoted(record);
  return (
    <>
      {record.status === 'approved' && (
        <Button label={`${KEY}.actions.promote`} onClick={() => setOpen(true)}>
          <StarIcon />
        </Button>
      )}
      {promoted && (
        <Button
          label={`${KEY}.actions.unpromote`}
          disabled={isPending}
          onClick={() => run((provider) => provider.promote({ id: record.id, until: null }), { success: `${KEY}.notifications.unpromoted` })}
        >
          <StarOutlineIcon />
        </Button>
      )}
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Form
          record={{ until: record.promotedUntil ? localDay(new Date(record.promotedUntil)) : '' }}
          noValidate
          onSubmit={(values: { until?: string }) => {
            const day = String(values.until);
            void run((provider) => provider.promote({ id: record.id, until: endOfDay(day) }), {
              success: `${KEY}.notifications.promoted`,
              successArgs: { date: new Date(`${day}T12:00:00`).toLocaleDateString('ro-RO') },
              onSuccess: () => setOpen(false),
            });
          }}
        >
          <DialogTitle id={titleId}>{translate(`${KEY}.actions.promote_title`, { title: record.title })}</DialogTitle>
          <DialogContent>
            <DateInput
              source="until"
              label={`${KEY}.actions.promote_until`}
              helperText={`${KEY}.actions.promote_help`}
              validate={[required(), inTheFuture]}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending}>
              {translate(`${KEY}.actions.promote`)}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

/** "Marchează expirat": ends the publication now, after a confirmation. */
export const ExpireButton = () => {
  const record = useRecordContext<StaffListing>();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useListingAction();
  if (!record || !familyOfType(record.type)?.expires || record.status !== 'approved') return null;
  return (
    <>
      <Button label={`${KEY}.actions.expire`} color="warning" onClick={() => setOpen(true)}>
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${KEY}.actions.expire_title`}
        translateOptions={{ title: record.title }}
        content={`${KEY}.actions.expire_content`}
        confirm={`${KEY}.actions.expire`}
        onConfirm={() => run((provider) => provider.expire({ id: record.id }), { success: `${KEY}.notifications.expired`, onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const LifecycleButtons = () => (
  <>
    <RenewButton />
    <PromoteButtons />
    <ExpireButton />
  </>
);
