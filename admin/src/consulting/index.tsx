import { Navigate, Route } from 'react-router-dom';
import { ConsultingList } from './ConsultingList';
import { ConsultingShow } from './ConsultingShow';

/** Consulting requests (admins and consultants): the team's queue and the workflow of one request. */
export const consulting = { list: ConsultingList, show: ConsultingShow };

/**
 * `/admin/consulting/<id>` (the link of the staff alert email) opens the request's page, which
 * react-admin serves at `/consulting/<id>/show`.
 */
export const consultingRoutes = <Route path=":id" element={<Navigate to="show" replace />} />;
