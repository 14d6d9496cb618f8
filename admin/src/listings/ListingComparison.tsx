import type { GalleryImage } from '@contracts/listings';
import { alpha, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RichTextField, useTranslate } from 'react-admin';
import type { StaffListing } from '../dataProvider/custom-methods';
import { diffListing, displayText, isEmpty, type FieldDiff } from './listing-diff';

const KEY = 'resources.moderation';

/**
 * Only these tags and attributes survive in a description shown here (the API already
 * sanitises descriptions; this is the console's own guard, through react-admin's RichTextField
 * and DOMPurify).
 */
const PURIFY_OPTIONS = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

const Gallery = ({ images }: { images: unknown }) => {
  const translate = useTranslate();
  const list = Array.isArray(images) ? (images as GalleryImage[]) : [];
  if (!list.length) return <Typography variant="body2">{translate(`${KEY}.show.no_gallery`)}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {list.map((image) => (
        <Box
          key={image.key}
          component="img"
          src={image.thumbnail || image.location}
          alt={image.originalName}
          loading="lazy"
          sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ))}
    </Box>
  );
};

const Value = ({ diff, value }: { diff: FieldDiff; value: unknown }) => {
  if (diff.kind === 'gallery') return <Gallery images={value} />;
  if (diff.kind === 'html') {
    if (isEmpty(value)) return <>—</>;
    return <RichTextField record={{ id: diff.field, value }} source="value" purifyOptions={PURIFY_OPTIONS} />;
  }
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {displayText(value, diff.field)}
    </Box>
  );
};

/**
 * The listing field by field. With a revision: the approved version beside the proposed one,
 * changed rows highlighted and marked "modificat". Without: a new listing, one column.
 */
export const ListingComparison = ({ listing, revision }: { listing: StaffListing; revision: StaffListing | null }) => {
  const translate = useTranslate();
  const diffs = diffListing(listing as Record<string, unknown>, revision as Record<string, unknown> | null);
  const changedCount = diffs.filter((diff) => diff.changed).length;
  const label = (field: string) => translate(`${KEY}.fields.${field}`, { _: field });

  return (
    <Box data-testid="listing-comparison">
      <Typography variant="body2" sx={{ mb: 1 }} color="text.secondary">
        {revision ? translate(`${KEY}.show.revision_intro`) : translate(`${KEY}.show.new_listing`)}
      </Typography>
      {revision && (
        <Chip
          data-testid="changed-count"
          color="warning"
          size="small"
          sx={{ mb: 1 }}
          label={translate(`${KEY}.show.changed_count`, { smart_count: changedCount })}
        />
      )}
      <Table size="small" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" sx={{ width: '18%' }}>
              {translate(`${KEY}.show.field`)}
            </TableCell>
            {revision ? (
              <>
                <TableCell component="th">{translate(`${KEY}.show.approved_version`)}</TableCell>
                <TableCell component="th">{translate(`${KEY}.show.proposed_version`)}</TableCell>
              </>
            ) : (
              <TableCell component="th">{translate(`${KEY}.show.value`)}</TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {diffs.map((diff) => (
            <TableRow
              key={diff.field}
              data-field={diff.field}
              data-changed={diff.changed ? 'true' : 'false'}
              sx={
                diff.changed
                  ? {
                      bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16),
                      '& > th': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}` },
                    }
                  : undefined
              }
            >
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: diff.changed ? 700 : 400 }}>
                {label(diff.field)}
                {diff.changed && <Chip label={translate(`${KEY}.show.changed`)} size="small" color="warning" sx={{ ml: 1 }} />}
              </TableCell>
              {revision ? (
                <>
                  <TableCell sx={{ verticalAlign: 'top' }} data-version="approved">
                    <Value diff={diff} value={diff.before} />
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }} data-version="proposed">
                    <Value diff={diff} value={diff.after} />
                  </TableCell>
                </>
              ) : (
                <TableCell sx={{ verticalAlign: 'top' }} data-version="proposed">
                  <Value diff={diff} value={diff.after} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
