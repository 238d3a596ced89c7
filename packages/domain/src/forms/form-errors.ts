import type { z } from 'zod';
import type { ConstraintViolation } from '../violations.js';
import { FORM_MESSAGES_FR, formMessage, type MessageParams } from './messages.js';

/** One error of a form, ready to show: the key it was looked up with and the text. */
export interface FieldError {
  /** Dotted path of the field (`billingAddress.postcode`); '' for a form-level error. */
  field: string;
  code: string;
  /** `forms.{form}.{field}.errors.{code}` (SPEC §5). */
  key: string;
  message: string;
}

export interface FormErrors {
  /** First error of each field. */
  fields: Record<string, FieldError>;
  /** Errors that belong to no known field (SPEC §5 "unknown-field issues become form-level errors"). */
  form: FieldError[];
}

const CODE_TOKEN = /^[a-z][a-z_]*$/;

/** The code of a zod issue: the schema's own token when it set one, else one derived from zod's. */
export function issueCode(issue: z.core.$ZodIssue): { code: string; params: MessageParams } {
  if (CODE_TOKEN.test(issue.message)) return { code: issue.message, params: paramsOf(issue) };
  switch (issue.code) {
    case 'invalid_type': {
      // zod reports the input only when asked to; its message names what it received.
      const missing = 'input' in issue ? issue.input == null : /received (undefined|null)/.test(issue.message);
      return { code: missing ? 'required' : 'invalid', params: {} };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { code: min <= 1 ? 'required' : 'too_short', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'array_too_small', params: { min } };
      if (issue.origin === 'date') return { code: 'date_too_early', params: { min } };
      return { code: issue.inclusive === false ? 'too_small_exclusive' : 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'array_too_big', params: { max } };
      if (issue.origin === 'date') return { code: 'date_too_late', params: { max } };
      return { code: issue.inclusive === false ? 'too_big_exclusive' : 'too_big', params: { max } };
    }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'invalid', params: {} };
    case 'unrecognized_keys':
      return { code: 'unknown_field', params: {} };
    case 'custom':
      // A refinement with a sentence of its own: no key, the sentence is shown as it is.
      return { code: 'custom', params: {} };
    default:
      return { code: 'invalid', params: {} };
  }
}

function paramsOf(issue: z.core.$ZodIssue): MessageParams {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

function add(errors: FormErrors, knownFields: ReadonlySet<string> | null, error: FieldError): void {
  const root = error.field.split('.')[0] ?? '';
  if (error.field === '' || (knownFields && !knownFields.has(root))) {
    errors.form.push({ ...error, field: '' });
  } else if (!errors.fields[error.field]) {
    errors.fields[error.field] = error;
  }
}

/**
 * Maps the issues of a whole-form validation to field and form-level errors (SPEC §5: "each issue
 * becomes a message keyed forms.{form}.{field}.errors.{code}; unknown-field issues become
 * form-level errors").
 */
export function formErrorsFromZod(
  form: string,
  error: z.ZodError,
  {
    knownFields,
    catalogue = FORM_MESSAGES_FR,
  }: { knownFields?: Iterable<string>; catalogue?: Record<string, string> } = {},
): FormErrors {
  const known = knownFields ? new Set(knownFields) : null;
  const errors: FormErrors = { fields: {}, form: [] };
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const { code, params } = issueCode(issue);
    const keyField = field.replace(/\.\d+(?=\.|$)/g, '');
    add(errors, known, {
      field: issue.code === 'unrecognized_keys' ? '' : field,
      code,
      key: `forms.${form}.${keyField}.errors.${code}`,
      message: formMessage(form, keyField, code, { params, raw: issue.message, catalogue }),
    });
  }
  return errors;
}

/**
 * Maps a 422's violations to fields by `propertyPath`, looking the code up as a key and falling
 * back to the server's raw message (SPEC §5 "Server violations map to the field by propertyPath,
 * using the code for the key or the raw message").
 */
export function formErrorsFromViolations(
  form: string,
  violations: readonly ConstraintViolation[],
  {
    knownFields,
    catalogue = FORM_MESSAGES_FR,
  }: { knownFields?: Iterable<string>; catalogue?: Record<string, string> } = {},
): FormErrors {
  const known = knownFields ? new Set(knownFields) : null;
  const errors: FormErrors = { fields: {}, form: [] };
  for (const violation of violations) {
    const field = violation.propertyPath;
    const keyField = field.replace(/\[\d+\]|\.\d+(?=\.|$)/g, '');
    const code = CODE_TOKEN.test(violation.code) ? violation.code : 'server';
    add(errors, known, {
      field,
      code,
      key: `forms.${form}.${keyField}.errors.${code}`,
      message:
        code === 'server'
          ? violation.message
          : formMessage(form, keyField, code, { raw: violation.message, catalogue }),
    });
  }
  return errors;
}

/** Whether a form has no error at all. */
export function hasFormErrors(errors: FormErrors): boolean {
  return errors.form.length > 0 || Object.keys(errors.fields).length > 0;
}

/**
 * Turns zod issues into the API's violations (ARCHITECTURE: "the backend answers 422 with
 * violations"): nested paths joined with dots (`billingAddress.postcode`), the form code as
 * `code` so the browser finds its key, and the text in the catalogue's language (French by default) as `message`.
 */
export function violationsFromZod(
  error: z.ZodError,
  form = 'generic',
  catalogue: Record<string, string> = FORM_MESSAGES_FR,
): ConstraintViolation[] {
  return error.issues.map((issue) => {
    const propertyPath = issue.path.map(String).join('.');
    const { code, params } = issueCode(issue);
    const field = propertyPath.replace(/\.\d+(?=\.|$)/g, '');
    return { propertyPath, code, message: formMessage(form, field, code, { params, raw: issue.message, catalogue }) };
  });
}
