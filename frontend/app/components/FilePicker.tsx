import { useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

export const NO_FILE_CHOSEN = 'Niciun fișier ales';

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  /** The button's text: „Alege fișierele” (several), „Alege o imagine” (one picture). */
  buttonText?: string;
  /**
   * Whether to list the chosen files' names. Uploaders that send files at once and list them
   * below (the publishing gallery and documents) pass false.
   */
  showNames?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Files the visitor chose before the page's code arrived (found in the input on hydration).
   * Uploaders that send files at once take them here, so the choice is not lost.
   */
  onChosenBeforeHydration?: (files: FileList) => void;
}

/** The names of the files of a file input, in order. */
export function chosenNames(files: FileList | null | undefined): string[] {
  return files ? Array.from(files, (file) => file.name) : [];
}

/** Text of the status line: the chosen names, or „Niciun fișier ales”. */
export function chosenText(names: readonly string[]): string {
  return names.length ? names.join(', ') : NO_FILE_CHOSEN;
}

/**
 * A file field of the site: a label styled as a button (Romanian text) instead of the browser's
 * own "Choose file / No file chosen". The native input stays in the page, visually hidden but
 * focusable (Tab, then Enter or Space opens the picker) and named by its labels, so a plain form
 * submits the files without scripts. Files chosen before the page's code arrived are read back
 * from the input on hydration, not lost.
 */
export function FilePicker({ id, buttonText, showNames = true, inputRef, className, onChange, onChosenBeforeHydration, multiple, ...input }: FilePickerProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const [names, setNames] = useState<string[]>([]);
  // Until the code runs the status line cannot follow the input, so it stays hidden (see the CSS).
  const [ready, setReady] = useState(false);
  const text = buttonText ?? (multiple ? 'Alege fișierele' : 'Alege un fișier');

  useEffect(() => {
    // The visitor may have picked files before hydration: show them (the input still holds them).
    const held = own.current?.files;
    setNames(chosenNames(held));
    setReady(true);
    if (held?.length) onChosenBeforeHydration?.(held);
    // A form reset empties the input without a change event.
    const form = own.current?.form;
    const onReset = () => setNames([]);
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
    // Once, on hydration: later choices come through `onChange`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setRef = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = node;
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setNames(chosenNames(event.currentTarget.files));
    onChange?.(event);
  };

  return (
    <span className={`file-picker${className ? ` ${className}` : ''}`} data-ready={ready ? 'true' : undefined}>
      <input
        {...input}
        ref={setRef}
        id={id}
        type="file"
        multiple={multiple}
        className="file-picker__input"
        aria-describedby={[input['aria-describedby'], showNames ? `${id}-chosen` : undefined].filter(Boolean).join(' ') || undefined}
        onChange={change}
      />
      <label htmlFor={id} className="button button--secondary file-picker__button" data-disabled={input.disabled ? 'true' : undefined}>
        {text}
      </label>
      {showNames ? (
        <span className="file-picker__names" id={`${id}-chosen`} aria-live="polite">
          {chosenText(names)}
        </span>
      ) : null}
    </span>
  );
}
