import CampaignIcon from '@mui/icons-material/ForwardToInbox';
import { Create, Edit } from 'react-admin';
import { createElement } from 'react';
import { CampaignForm } from './CampaignForm';
import { CampaignList } from './CampaignList';
import { CampaignShow } from './CampaignShow';

export { CAMPAIGNS_RESOURCE, withCampaignResources, type CampaignMethods } from './campaigns-provider';
export { campaignMenuLabel, campaignResources } from './ro-campaigns';

const CampaignCreate = () => createElement(Create, { redirect: 'show' }, createElement(CampaignForm));
const CampaignEdit = () => createElement(Edit, { redirect: 'show', mutationMode: 'pessimistic' }, createElement(CampaignForm));

/** Newsletter campaigns (admins and moderators): list, write, edit a draft, preview, test and send. */
export const campaigns = { list: CampaignList, show: CampaignShow, create: CampaignCreate, edit: CampaignEdit, icon: CampaignIcon };
