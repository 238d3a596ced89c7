import {
  type ConstraintViolation,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  type FormErrors,
  formErrorsFromViolations,
  formErrorsFromZod,
  MESSAGES_FR,
  MESSAGES_NL,
} from '@gamelle/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../Alert/Alert';
import { useKitLocale, useKitWords } from '../KitLocale/KitLocale';
import { FORM_WORDS } from './words';

/** An error to show at form level as it is (SPEC §8 "a global-flagged custom error shows at form level"). */
export class FormSubmitError extends Error {
  readonly global = true;
}

function hasViolations(error: unknown): error is { violations: ConstraintViolation[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { violations?: unknown }).violations) &&
    (error as { violations: unknown[] }).violations.length > 0
  );
}

function nested(errors: FormErrors) {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors.fields)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = { type: error.code, message: error.message };
        return;
      }
      node[key] = node[key] ?? {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return out;
}

export interface FormRenderProps<T extends FieldValues> extends UseFormReturn<T> {
  /** The form is being sent: give it to the submit button's `pending`. */
  pending: boolean;
  /** The message of a field, by dotted path. */
  errorOf: (path: string) => string | undefined;
}

export interface FormProps<T extends FieldValues> {
  /** Validates the whole data set on submit (SPEC §5). */
  schema: z.ZodType<T>;
  /** The form's name in message keys: `forms.{form}.{field}.errors.{code}`. */
  form: string;
  /** The fields' starting values (react-hook-form's `defaultValues`). */
  defaultValues?: DefaultValues<T>;
  /** Sends the values; a thrown error with `violations` is mapped to the fields. */
  onSubmit: (values: T) => Promise<void> | void;
  /**
   * Message catalogue. @default the page's language (`KitLocaleProvider`): `FORM_MESSAGES_FR`,
   * `FORM_MESSAGES_NL` in Dutch
   */
  catalogue?: Record<string, string>;
  /** Names the form for assistive technology. */
  label: string;
  /** Renders the fields with react-hook-form's methods, `pending` and `errorOf`. */
  children: (form: FormRenderProps<T>) => ReactNode;
}

/**
 * A form that validates everything on submit with a zod schema, shows the spec's messages under
 * the fields and form-level ones at the top, maps a 422's violations back to the fields, and
 * cannot be sent twice while pending. Use it for every form that sends data; it comes from
 * `@gamelle/ui/form`, apart from the rest of the kit, because it needs react-hook-form.
 * @example
 * <Form schema={addressSchema()} form="address" label="Adresse de livraison" onSubmit={save}>
 *   {({ register, errorOf, pending }) => (<>
 *     <TextField label="Prénom" {...register('firstName')} error={errorOf('firstName')} />
 *     <Button type="submit" pending={pending}>Enregistrer</Button>
 *   </>)}
 * </Form>
 */
export function Form<T extends FieldValues>({
  schema,
  form,
  defaultValues,
  onSubmit,
  catalogue: givenCatalogue,
  label,
  children,
}: FormProps<T>) {
  const dutch = useKitLocale() === 'nl';
  const messages = useKitWords(FORM_WORDS);
  const catalogue = givenCatalogue ?? (dutch ? FORM_MESSAGES_NL : FORM_MESSAGES_FR);
  const knownFields =
    'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : undefined;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [fieldErrorCount, setFieldErrorCount] = useState(0);
  const sending = useRef(false);

  const resolver: Resolver<T> = async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors = formErrorsFromZod(form, parsed.error, { knownFields, catalogue });
    setFormErrors(errors.form.map((e) => e.message));
    setFieldErrorCount(Object.keys(errors.fields).length);
    return { values: {}, errors: nested(errors) as never };
  };

  const methods = useForm<T>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const pending = methods.formState.isSubmitting;

  const submit = methods.handleSubmit(async (values) => {
    setFormErrors([]);
    setFieldErrorCount(0);
    try {
      await onSubmit(values);
    } catch (error) {
      if (hasViolations(error)) {
        const mapped = formErrorsFromViolations(form, error.violations, { knownFields, catalogue });
        for (const [path, fieldError] of Object.entries(mapped.fields)) {
          methods.setError(
            path as Path<T>,
            { type: fieldError.code, message: fieldError.message },
            { shouldFocus: true },
          );
        }
        setFieldErrorCount(Object.keys(mapped.fields).length);
        setFormErrors(mapped.form.map((e) => e.message));
      } else if (error instanceof FormSubmitError) {
        setFormErrors([error.message]);
      } else {
        console.error(error);
        setFormErrors([(dutch ? MESSAGES_NL : MESSAGES_FR).genericError]);
      }
    }
  });

  const errorOf = (path: string) => {
    let node: unknown = methods.formState.errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        // SPEC §5 "A pending flag blocks double submit".
        if (sending.current) return;
        sending.current = true;
        void submit(event).finally(() => {
          sending.current = false;
        });
      }}
    >
      {formErrors.length > 0 || fieldErrorCount > 0 ? (
        <Alert tone="critical" title={fieldErrorCount > 0 ? messages.formErrorSummary(fieldErrorCount) : undefined}>
          {formErrors.length > 0 ? formErrors.map((message) => <p key={message}>{message}</p>) : null}
        </Alert>
      ) : null}
      {children({ ...methods, pending, errorOf })}
    </form>
  );
}
