import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Navigate, Route } from 'react-router-dom';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export { ORDERS_RESOURCE, withOrderResources, type OrderMethods } from './orders-provider';

/** Orders (admins read and decide payments, consultants read): the list and one order. */
export const orders = { list: OrderList, show: OrderShow, icon: ReceiptLongIcon };

/** `/admin/orders/<id>` (a link in a staff email) opens the order's page, served at `/orders/<id>/show`. */
export const orderRoutes = <Route path=":id" element={<Navigate to="show" replace />} />;
