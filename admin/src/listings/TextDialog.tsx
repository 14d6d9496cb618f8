import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import { Button as RaButton, Form, TextInput, useTranslate, type Validator } from 'react-admin';

export interface TextDialogProps {
  open: boolean;
  /** Already translated title. */
  title: string;
  /** Translation keys of the field's label and help text. */
  label: string;
  helperText?: string;
  validate: Validator[];
  /** Translation key of the confirm button. */
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  /** A text of several lines (default) or a single-line value such as a reference. */
  multiline?: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (text: string) => void;
}

/**
 * A dialog asking for one text (a rejection reason, a message for the owner), validated with
 * react-admin's validators so errors read in Romanian (ra.validation.*). The browser's own
 * validation is off: its messages would follow the browser's language.
 */
export const TextDialog = ({
  open,
  title,
  label,
  helperText,
  validate,
  confirmLabel,
  confirmColor = 'primary',
  multiline = true,
  isPending,
  onClose,
  onConfirm,
}: TextDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form
        record={{}}
        noValidate
        onSubmit={(values: { text?: string }) => {
          onConfirm(String(values.text ?? '').trim());
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextInput
            source="text"
            label={label}
            helperText={helperText}
            validate={validate}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={isPending}>
            {translate(confirmLabel)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

export interface TextDialogButtonProps extends Omit<TextDialogProps, 'open' | 'onClose' | 'onConfirm' | 'confirmColor'> {
  /** Translation key of the button that opens the dialog. */
  buttonLabel: string;
  buttonVariant?: 'outlined';
  icon: ReactElement;
  color: 'error' | 'warning';
  /** Called with the text and a function closing the dialog (after success). */
  onConfirm: (text: string, close: () => void) => void;
}

/** A button opening a TextDialog (a rejection reason, a message for the owner); the dialog's confirm button has the button's colour. */
export const TextDialogButton = ({ buttonLabel, buttonVariant, icon, color, onConfirm, ...dialog }: TextDialogButtonProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <RaButton label={buttonLabel} variant={buttonVariant} color={color} onClick={() => setOpen(true)}>
        {icon}
      </RaButton>
      <TextDialog {...dialog} open={open} confirmColor={color} onClose={close} onConfirm={(text) => onConfirm(text, close)} />
    </>
  );
};
