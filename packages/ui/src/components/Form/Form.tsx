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
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import * as styles from './Form.css';
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
  /**
   * While the form shows errors, the page's title starts with « Erreur : » (« Fout: » in Dutch), so
   * a screen reader user hears it first (the GOV.UK pattern). Give it to the form that is the page's
   * (or the step's) task, not to a small form beside it. @default false
   */
  errorTitle?: boolean;
}

/** The field errors of react-hook-form's nested `errors`, by dotted path, in the order given. */
function flatErrors(node: unknown, prefix = ''): { path: string; message: string }[] {
  if (!node || typeof node !== 'object') return [];
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && prefix) return [{ path: prefix, message }];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'ref' || key === 'type' || key === 'types' ? [] : flatErrors(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The words of a label or legend a person reads (not the required field's asterisk, hidden from screen readers). */
function visibleWords(element: Element | null | undefined): string {
  if (!element) return '';
  return [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.TEXT_NODE
        ? node.textContent
        : node instanceof Element && node.getAttribute('aria-hidden') !== 'true'
          ? visibleWords(node)
          : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name a field is known by: its group's legend (radios, boxes), else its label. */
function fieldName(element: HTMLElement): string {
  const legend = element.closest('fieldset')?.querySelector('legend');
  return visibleWords(legend ?? (element as HTMLInputElement).labels?.[0]);
}

/** The element of a field in the form: its input (the first of a group), by its `name`. */
function fieldElement(form: HTMLFormElement | null, path: string): HTMLElement | null {
  const found = [...(form?.elements ?? [])].find((element) => (element as HTMLInputElement).name === path);
  return (found as HTMLElement | undefined) ?? null;
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
  errorTitle = false,
}: FormProps<T>) {
  const dutch = useKitLocale() === 'nl';
  const messages = useKitWords(FORM_WORDS);
  const catalogue = givenCatalogue ?? (dutch ? FORM_MESSAGES_NL : FORM_MESSAGES_FR);
  const knownFields =
    'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : undefined;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const sending = useRef(false);

  const resolver: Resolver<T> = async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors = formErrorsFromZod(form, parsed.error, { knownFields, catalogue });
    setFormErrors(errors.form.map((e) => e.message));
    return { values: {}, errors: nested(errors) as never };
  };

  const methods = useForm<T>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const pending = methods.formState.isSubmitting;

  const submit = methods.handleSubmit(async (values) => {
    setFormErrors([]);
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
        setFormErrors(mapped.form.map((e) => e.message));
      } else if (error instanceof FormSubmitError) {
        setFormErrors([error.message]);
      } else {
        console.error(error);
        setFormErrors([(dutch ? MESSAGES_NL : MESSAGES_FR).genericError]);
      }
    }
  });

  // The error summary lists each field's error as a link to it (the GOV.UK error summary): the
  // fields' ids are read from the page once it shows them.
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors = flatErrors(methods.formState.errors);
  const errorKey = fieldErrors.map((error) => `${error.path}\u0000${error.message}`).join('\u0001');
  const [links, setLinks] = useState<{ id: string; path: string; message: string; name: string }[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `errorKey` stands for `fieldErrors`' content.
  useLayoutEffect(() => {
    const found = fieldErrors.flatMap((error) => {
      const element = fieldElement(formRef.current, error.path);
      return element?.id ? [{ ...error, id: element.id, name: fieldName(element) }] : [];
    });
    found.sort((a, b) => {
      const [first, second] = [fieldElement(formRef.current, a.path), fieldElement(formRef.current, b.path)];
      return first && second && first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1;
    });
    setLinks(found);
  }, [errorKey]);

  // The fields' errors as react-hook-form has them now: a field corrected is no longer counted.
  const fieldErrorCount = fieldErrors.length;
  const shown = formErrors.length > 0 || fieldErrorCount > 0;
  const prefix = messages.errorTitlePrefix;
  useEffect(() => {
    if (!errorTitle || !shown) return;
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [errorTitle, shown, prefix]);

  const errorOf = (path: string) => {
    let node: unknown = methods.formState.errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <form
      ref={formRef}
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
      {shown ? (
        <div className={styles.summary}>
          <Alert tone="critical" title={fieldErrorCount > 0 ? messages.formErrorSummary(fieldErrorCount) : undefined}>
            {formErrors.length > 0 ? formErrors.map((message) => <p key={message}>{message}</p>) : null}
            {links.length > 0 ? (
              <ul data-error-summary="">
                {links.map((link) => (
                  <li key={link.path}>
                    <a
                      href={`#${link.id}`}
                      onClick={(event) => {
                        // To the field itself, its label in view above it (a fragment link alone
                        // scrolls but leaves the focus where it was).
                        const element = document.getElementById(link.id);
                        if (!element) return;
                        event.preventDefault();
                        element.focus({ preventScroll: true });
                        const label =
                          element.closest('fieldset') ?? (element as HTMLInputElement).labels?.[0] ?? element;
                        label.scrollIntoView?.({ block: 'start' });
                      }}
                    >
                      {link.name ? messages.errorLink(link.name, link.message) : link.message}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {children({ ...methods, pending, errorOf })}
    </form>
  );
}
