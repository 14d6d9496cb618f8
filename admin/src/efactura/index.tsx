import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { EfacturaList, EfacturaShow } from './EfacturaScreens';

export { EFACTURA_RESOURCE, withEfacturaResources, type EfacturaMethods } from './efactura-provider';

/** RO e-Factura (admins retry, consultants read): each invoice's SPV state and ANAF's messages. */
export const efactura = { list: EfacturaList, show: EfacturaShow, icon: CloudSyncIcon };
