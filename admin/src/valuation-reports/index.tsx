import AssessmentIcon from '@mui/icons-material/Assessment';
import { ValuationReportEdit } from './ValuationReportEdit';
import { ValuationReportList } from './ValuationReportList';

export { VALUATION_REPORTS_RESOURCE, withValuationReportResources, type ValuationReportMethods } from './valuation-reports-provider';

/** Valuation reports (consultants and admins): the workspaces of paid valuation orders. */
export const valuationReports = { list: ValuationReportList, edit: ValuationReportEdit, icon: AssessmentIcon, options: { label: 'Rapoarte de evaluare' } };
