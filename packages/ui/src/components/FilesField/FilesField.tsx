import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_FILE_TYPES,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  fileDescriptorSchema,
  formMessage,
} from '@gamelle/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from '../Field/Field.css';
import { useKitLocale, useKitWords } from '../KitLocale/KitLocale';
import * as local from './FilesField.css';
import { FILES_FIELD_WORDS } from './words';

export interface FilesFieldProps {
  /** The visible label of the file input. */
  label: string;
  /** Help under the label, e.g. the types and size accepted. */
  description?: string;
  /** The chosen files; each one passed the size and type checks. */
  value: readonly File[];
  /** Receives the new list: the files kept after a pick (added to the others with `multiple`), or after a removal. */
  onChange: (files: File[]) => void;
  /** Several files, each removable; without it a new pick replaces the file. @default false */
  multiple?: boolean;
  /** The largest file accepted, in bytes. @default 5 Mo */
  maxBytes?: number;
  /** The MIME types accepted. @default PDF, JPEG, PNG, WebP */
  accept?: readonly string[];
  /** An error from the form (e.g. required). */
  error?: string;
  /** The input's `name`. */
  name?: string;
}

/**
 * A file picker with a removable list (SPEC §2 "files (multiple, removable)"); refused files get
 * « Fichier trop volumineux » or « Type de fichier non supporté » (SPEC §5; `FORM_MESSAGES_NL`'s words
 * in Dutch) and are not kept. Use it through `Controller` for attachments sent with a form (the
 * contact form's photos of a parcel): the chosen `File`s are the field's value.
 * @example <Controller name="files" control={control} render={({ field }) => <FilesField label="Pièces jointes" multiple {...field} />} />
 */
export function FilesField({
  label,
  description,
  value,
  onChange,
  multiple = false,
  maxBytes = CONTACT_FILE_MAX_BYTES,
  accept = CONTACT_FILE_TYPES,
  error,
  name,
}: FilesFieldProps) {
  const id = useId();
  const messages = useKitWords(FILES_FIELD_WORDS);
  const catalogue = useKitLocale() === 'nl' ? FORM_MESSAGES_NL : FORM_MESSAGES_FR;
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const describedBy =
    [description ? `${id}-aide` : '', error || refused.length ? `${id}-erreur` : ''].filter(Boolean).join(' ') ||
    undefined;

  const pick = (list: FileList | null) => {
    const kept: File[] = [];
    const problems: string[] = [];
    for (const file of Array.from(list ?? [])) {
      const parsed = fileDescriptorSchema.safeParse({ name: file.name, size: file.size, type: file.type });
      const tooBig = file.size > maxBytes;
      const badType = !accept.includes(file.type);
      if (parsed.success && !tooBig && !badType) kept.push(file);
      else
        problems.push(
          messages.refusedFile(
            file.name,
            formMessage('contact', 'file', tooBig ? 'file_too_big' : 'file_type', { catalogue }),
          ),
        );
    }
    setRefused(problems);
    onChange(multiple ? [...value, ...kept] : kept.slice(0, 1));
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.field} data-invalid={error || refused.length ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p className={styles.help} id={`${id}-aide`}>
          {description}
        </p>
      ) : null}
      <div className={local.picker}>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          multiple={multiple}
          accept={accept.join(',')}
          className={local.input}
          aria-describedby={describedBy}
          aria-invalid={error || refused.length ? true : undefined}
          onChange={(event) => pick(event.target.files)}
        />
        {/* Drawn for the eye; the input above says the same to a screen reader. */}
        <span className={local.pickerButton} aria-hidden="true">
          {multiple ? messages.chooseFiles : messages.chooseFile}
        </span>
        {value.length === 0 ? (
          <span className={local.pickerState} aria-hidden="true">
            {messages.noFile}
          </span>
        ) : null}
      </div>
      {value.length > 0 ? (
        <ul className={local.list} aria-label={messages.chosenFiles}>
          {value.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={local.item}>
              <span>
                {file.name} ({messages.fileSize(file.size)})
              </span>
              <Button tone="secondary" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                {messages.removeFile} <span className={local.hidden}>{file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error || refused.length ? (
        <div className={styles.error} id={`${id}-erreur`} role="alert">
          {error ? <p className={styles.error}>{error}</p> : null}
          {refused.map((problem) => (
            <p key={problem} className={styles.error}>
              {problem}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
