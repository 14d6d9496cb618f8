import type { StaffConsultingDetail } from '@contracts/consulting';
import { Box, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate, type ValidationErrorMessage } from 'react-admin';
import { formatDateTime } from '../listings/ListingFields';
import { useListingAction } from '../listings/useListingAction';
import { trimmedLength } from '../listings/validators';

const KEY = 'resources.consulting';
/** A note as the API counts it: trimmed, 2–5000 characters (the validator answers synchronously). */
const noteProblem = (text: string) => trimmedLength(2, 5000)(text, {}, {}) as ValidationErrorMessage | undefined;

/** Internal notes (never shown to the client): oldest first as the API gives them, and a new one. */
export const ConsultingNotes = () => {
  const record = useRecordContext<StaffConsultingDetail>();
  const translate = useTranslate();
  const { run, isPending } = useListingAction();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  if (!record) return null;
  const problem = noteProblem(text);
  const error = submitted && problem ? (typeof problem === 'string' ? translate(problem) : translate(problem.message, problem.args)) : undefined;

  return (
    <Card component="section" aria-labelledby="consulting-notes-title" data-testid="consulting-notes">
      <CardContent>
        <Typography variant="h6" component="h2" id="consulting-notes-title">
          {translate(`${KEY}.show.notes`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEY}.show.notes_help`)}
        </Typography>
        {record.notes.length === 0 ? (
          <Typography sx={{ my: 1 }}>{translate(`${KEY}.show.no_notes`)}</Typography>
        ) : (
          <List dense>
            {record.notes.map((note) => (
              <ListItem key={note.id} disableGutters data-testid="consulting-note">
                <ListItemText
                  primary={
                    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {note.text}
                    </Box>
                  }
                  secondary={translate(`${KEY}.show.note_meta`, {
                    author: note.authorName ?? translate(`${KEY}.show.unknown_author`),
                    date: formatDateTime(note.createdAt),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (problem) return;
            void run((provider) => provider.addConsultingNote({ id: record.id, text: text.trim() }), {
              success: `${KEY}.notifications.note_added`,
              onSuccess: () => {
                setText('');
                setSubmitted(false);
              },
            });
          }}
        >
          <TextField
            label={translate(`${KEY}.actions.note`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            multiline
            minRows={2}
            fullWidth
            margin="dense"
          />
          <Button type="submit" label={`${KEY}.actions.add_note`} variant="contained" disabled={isPending} />
        </Box>
      </CardContent>
    </Card>
  );
};
