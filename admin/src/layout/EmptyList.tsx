import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A list's message when nothing matches (instead of react-admin's "create the first one" page). */
export const EmptyList = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info">{translate(message)}</Alert>
    </Box>
  );
};
