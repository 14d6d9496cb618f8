import { countyName } from '@contracts/counties';
import { countryName } from '@contracts/countries';
import { labelOf, LISTING_TYPES } from '@contracts/lists';
import { EFACTURA_STATUS_NAMES, type InvoiceView } from '@contracts/invoices';
import type { AdminOrderView } from '@contracts/orders';
import { Alert, Box, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Show, TopToolbar, useDataProvider, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useFileDownload } from '../download';
import { canAccessResource } from '../layout/menu-sections';
import { formatDateTime } from '../listings/ListingFields';
import { isStaffRole, type StaffRole } from '../roles';
import { OrderActions } from './OrderActions';
import { OrderStatusChip } from './OrderList';
import type { OrderMethods } from './orders-provider';
import { formatCents, formatMoney } from '@contracts/format-money';
import { awaitingPaymentHint, consultingRequestPath, listingConsolePath } from './order-view';

const KEY = 'resources.orders';

const OrderTitle = () => {
  const record = useRecordContext<AdminOrderView>();
  const translate = useTranslate();
  return <>{record ? `${translate(`${KEY}.name`, { smart_count: 1 })} ${record.number}` : ''}</>;
};

const Row = ({ field, label, children }: { field: string; label: string; children: ReactNode }) => (
  <TableRow data-field={field}>
    <TableCell component="th" scope="row" sx={{ width: '35%', verticalAlign: 'top' }}>
      {label}
    </TableCell>
    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</TableCell>
  </TableRow>
);

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={`order-${id}-title`} data-testid={`order-${id}`}>
    <CardContent>
      <Typography variant="h6" component="h2" id={`order-${id}-title`} gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const ConsoleLink = ({ to, children }: { to: string | null; children: ReactNode }) =>
  to ? (
    <MuiLink component={Link} to={to}>
      {children}
    </MuiLink>
  ) : (
    <>{children}</>
  );

const Rows = ({ children }: { children: ReactNode }) => (
  <Table size="small">
    <TableBody>{children}</TableBody>
  </Table>
);

/** One invoice or credit note: number, date, total, e-Factura state, and its PDF and XML downloads (with the staff session). */
const InvoiceRow = ({ document }: { document: InvoiceView }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OrderMethods>();
  const { busy, download } = useFileDownload();
  const text = (name: string, args?: Record<string, unknown>) => translate(`${KEY}.show.${name}`, args);
  return (
    <Row field={`invoice.${document.id}`} label={text(document.kind)}>
      <span data-testid={document.kind === 'invoice' ? 'order-invoice' : 'order-credit-note'}>
        <strong>{document.number}</strong>, {text('issued_at', { date: formatDateTime(document.issuedAt) })}, {formatCents(document.totalCents)}
        <br />
        {text('efactura', { status: EFACTURA_STATUS_NAMES[document.efactura.status] ?? document.efactura.status })}
        {document.efactura.message ? ` (${document.efactura.message})` : ''}
        <br />
        <Button
          label={text('download_pdf')}
          disabled={busy}
          onClick={() => download(() => dataProvider.invoiceFile({ url: document.pdfUrl }), `${document.number}.pdf`)}
        />
        <Button
          label={text('download_xml')}
          disabled={busy}
          onClick={() => download(() => dataProvider.invoiceFile({ url: document.xmlUrl }), `${document.number}.xml`)}
        />
      </span>
    </Row>
  );
};

const OrderDetails = () => {
  const record = useRecordContext<AdminOrderView>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  if (!record) return null;
  const role: StaffRole | undefined = isStaffRole(permissions) ? permissions : undefined;
  const field = (name: string) => translate(`${KEY}.fields.${name}`);
  const text = (name: string, args?: Record<string, unknown>) => translate(`${KEY}.show.${name}`, args);
  const { billing, listing, valuation, payment } = record;
  const consultingPath = consultingRequestPath(role, record);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card data-testid="order-summary">
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {record.number}: {record.productName}
            </Typography>
            <Rows>
              <Row field="status" label={field('status')}>
                <OrderStatusChip record={record} />
              </Row>
              <Row field="kindName" label={field('kindName')}>
                {record.kindName}
              </Row>
              <Row field="productName" label={field('productName')}>
                {record.productName}
              </Row>
              <Row field="netEur" label={field('netEur')}>
                {formatMoney(record.netEur)}
              </Row>
              <Row field="vatEur" label={field('vatEur')}>
                {formatMoney(record.vatEur)}
              </Row>
              <Row field="totalEur" label={field('totalEur')}>
                <strong>{formatMoney(record.totalEur)}</strong>
              </Row>
              <Row field="createdAt" label={field('createdAt')}>
                {formatDateTime(record.createdAt)}
              </Row>
              {record.cancelledAt && (
                <Row field="cancelledAt" label={field('cancelledAt')}>
                  {formatDateTime(record.cancelledAt)}
                </Row>
              )}
              {record.cancelReason && (
                <Row field="cancelReason" label={field('cancelReason')}>
                  {record.cancelReason}
                </Row>
              )}
            </Rows>
          </CardContent>
        </Card>
        <Section id="customer" title={text('customer')}>
          <Rows>
            <Row field="user" label={text('account')}>
              <ConsoleLink to={canAccessResource(role, 'users') ? `/users/${encodeURIComponent(record.user.id)}/show` : null}>
                {record.user.fullName}
              </ConsoleLink>{' '}
              ({record.user.email})
            </Row>
          </Rows>
        </Section>
        <Section id="billing" title={text('billing')}>
          {/* Billing saved before a București address had to name its sector: the buyer completes it before the payment is confirmed. */}
          {record.billingIncomplete && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="billing-incomplete">
              {text('billing_incomplete', { message: record.billingIncomplete.message })}
            </Alert>
          )}
          <Rows>
            <Row field="billing.type" label={text('billing_type')}>
              {text(`billing_types.${billing.type}`)}
            </Row>
            <Row field="billing.name" label={text('billing_name')}>
              {billing.name}
            </Row>
            {billing.cui && (
              <Row field="billing.cui" label={text('cui')}>
                {billing.cui}
              </Row>
            )}
            {billing.regCom && (
              <Row field="billing.regCom" label={text('reg_com')}>
                {billing.regCom}
              </Row>
            )}
            {billing.vatId && (
              <Row field="billing.vatId" label={text('vat_id')}>
                {billing.vatId}
              </Row>
            )}
            {billing.taxId && (
              <Row field="billing.taxId" label={text('tax_id')}>
                {billing.taxId}
              </Row>
            )}
            <Row field="billing.country" label={text('country')}>
              {countryName(billing.country ?? 'RO') ?? billing.country}
            </Row>
            <Row field="billing.address" label={text('address')}>
              {billing.address}
            </Row>
            <Row field="billing.city" label={text('city')}>
              {billing.city}
            </Row>
            {billing.county !== undefined && (
              <Row field="billing.county" label={text('county')}>
                {countyName(billing.county) ?? String(billing.county)}
              </Row>
            )}
            {billing.region && (
              <Row field="billing.region" label={text('region')}>
                {billing.region}
              </Row>
            )}
            {billing.postalCode && (
              <Row field="billing.postalCode" label={text('postal_code')}>
                {billing.postalCode}
              </Row>
            )}
            {record.vat?.mention && <Row field="vat" label={text('vat')}>{`${record.vat.mention} (${record.vat.legalBasis})`}</Row>}
            <Row field="billing.email" label={text('email')}>
              {billing.email}
            </Row>
            {billing.phone && (
              <Row field="billing.phone" label={text('phone')}>
                {billing.phone}
              </Row>
            )}
          </Rows>
        </Section>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section id="payment" title={text('payment')}>
          {record.status === 'awaiting_payment' && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {text(awaitingPaymentHint(record))}
            </Alert>
          )}
          {record.paymentFlag && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="order-payment-flag">
              {record.paymentFlag.message}
            </Alert>
          )}
          <Rows>
            <Row field="method" label={text('method')}>
              {text(record.paymentMethod === 'card' ? 'card' : 'bank_transfer')}
            </Row>
            <Row field="reference" label={text('reference')}>
              {payment?.reference ?? record.number}
            </Row>
            {payment && (
              <>
                <Row field="amount" label={text('amount')}>
                  {formatMoney(payment.amountEur)}
                </Row>
                <Row field="beneficiary" label={text('beneficiary')}>
                  {payment.beneficiary}
                </Row>
                <Row field="bank" label={text('bank')}>
                  {payment.bank}
                </Row>
                <Row field="iban" label={text('iban')}>
                  {payment.iban}
                </Row>
                <Row field="due" label={text('due')}>
                  {text('due_days', { days: payment.dueDays })}
                </Row>
              </>
            )}
            {record.paymentReference && (
              <Row field="paymentReference" label={field('paymentReference')}>
                <span data-testid="order-payment-reference">{record.paymentReference}</span>
              </Row>
            )}
            {record.paidAt && (
              <Row field="paidAt" label={field('paidAt')}>
                {formatDateTime(record.paidAt)}
              </Row>
            )}
            {record.cardPaymentId && (
              <Row field="cardPaymentId" label={text('card_payment_id')}>
                {record.cardPaymentId}
              </Row>
            )}
            {record.refund && (
              <Row field="refund" label={text('refund')}>
                <span data-testid="order-refund">
                  {record.refund.statusName}
                  {record.refundReference ? ` (${record.refundReference})` : ''}
                </span>
              </Row>
            )}
          </Rows>
        </Section>
        <Section id="invoices" title={text('invoices')}>
          {record.invoice || record.creditNotes?.length ? (
            <Rows>
              {record.invoice && <InvoiceRow document={record.invoice} />}
              {(record.creditNotes ?? []).map((note) => (
                <InvoiceRow key={note.id} document={note} />
              ))}
            </Rows>
          ) : (
            <Typography variant="body2">{text('invoices_none')}</Typography>
          )}
        </Section>
        {listing && (
          <Section id="listing" title={text('listing')}>
            <Rows>
              <Row field="listing.title" label={text('listing_title')}>
                <ConsoleLink to={listingConsolePath(role, listing)}>{listing.title}</ConsoleLink>
              </Row>
              <Row field="listing.type" label={text('listing_type')}>
                {labelOf(LISTING_TYPES, listing.type) ?? String(listing.type)}
              </Row>
              {record.promotedUntil && (
                <Row field="promotedUntil" label={field('promotedUntil')}>
                  {formatDateTime(record.promotedUntil)}
                </Row>
              )}
            </Rows>
            {!listingConsolePath(role, listing) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {text('listing_no_access')}
              </Typography>
            )}
          </Section>
        )}
        {valuation && (
          <Section id="valuation" title={text('valuation')}>
            <Rows>
              <Row field="valuation.companyName" label={text('company_name')}>
                {valuation.companyName}
              </Row>
              {valuation.companyCui && (
                <Row field="valuation.companyCui" label={text('company_cui')}>
                  {valuation.companyCui}
                </Row>
              )}
              {valuation.notes && (
                <Row field="valuation.notes" label={text('notes')}>
                  <span data-testid="order-valuation-notes">{valuation.notes}</span>
                </Row>
              )}
            </Rows>
          </Section>
        )}
        {record.kind === 'valuation' && (
          <Section id="consulting" title={text('consulting')}>
            {record.consultingRequestId ? (
              <Rows>
                <Row field="consultingRequest" label={text('consulting_request')}>
                  <ConsoleLink to={consultingPath}>{record.consultingRequestNumber ?? record.consultingRequestId}</ConsoleLink>
                </Row>
              </Rows>
            ) : (
              <Typography variant="body2">{text('consulting_none')}</Typography>
            )}
          </Section>
        )}
      </Box>
    </Box>
  );
};

const OrderShowActions = () => (
  <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="order-actions">
    <OrderActions />
  </TopToolbar>
);

/**
 * One order as staff see it: what was bought and for how much, who ordered and whom to invoice,
 * the listing it promotes or the company to value, the payment (instructions while it waits, the
 * bank statement reference once confirmed), its invoice and credit notes (PDF and XML downloads,
 * e-Factura state) and the consulting request a paid valuation opened.
 * Everything the client typed is text, never HTML.
 */
export const OrderShow = () => (
  <Show title={<OrderTitle />} actions={<OrderShowActions />} component="div">
    <OrderDetails />
  </Show>
);
