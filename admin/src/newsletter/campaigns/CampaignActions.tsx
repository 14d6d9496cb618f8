import type { AdminNewsletterCampaign } from '@contracts/newsletter';
import ScienceIcon from '@mui/icons-material/Science';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, Confirm, EditButton, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type HttpError } from 'react-admin';
import type { CampaignMethods } from './campaigns-provider';
import { isDraft } from './campaign-view';

const KEY = 'resources.newsletter-campaigns';

/**
 * A draft's actions: edit, send a test to oneself, send to the subscribers (after a confirmation;
 * the send emails everyone, so it waits for the server's answer before the page refreshes).
 */
export const CampaignActions = () => {
  const record = useRecordContext<AdminNewsletterCampaign>();
  const dataProvider = useDataProvider() as unknown as CampaignMethods;
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!record || !isDraft(record)) return null;

  const call = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } catch (error) {
      notify((error as HttpError)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <EditButton />
      <Button
        label={`${KEY}.actions.test`}
        disabled={pending}
        onClick={() =>
          void call(async () => {
            const { data } = await dataProvider.testCampaign({ id: record.id });
            notify(`${KEY}.notifications.tested`, { type: 'success', messageArgs: { to: data.to } });
          })
        }
      >
        <ScienceIcon />
      </Button>
      <Button label={`${KEY}.actions.send`} variant="contained" disabled={pending} onClick={() => setConfirming(true)}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={translate(`${KEY}.actions.send_title`, { subject: record.subject })}
        content={translate(`${KEY}.actions.send_content`, { topic: record.topicName })}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void call(async () => {
            await dataProvider.sendCampaign({ id: record.id });
            setConfirming(false);
            notify(`${KEY}.notifications.sending`, { type: 'success' });
            refresh();
          })
        }
      />
    </>
  );
};
