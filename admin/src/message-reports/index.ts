import ReportIcon from '@mui/icons-material/Report';
import { MessageReportList, MessageReportShow } from './MessageReports';

export { MESSAGE_REPORTS_RESOURCE, withMessageReportResources, type MessageReportMethods } from './message-reports-provider';

/** Reported messages (moderators and admins): the list and each report with its conversation. */
export const messageReports = { list: MessageReportList, show: MessageReportShow, icon: ReportIcon, options: { label: 'Mesaje raportate' } };
