import {
  changePhoneCountry,
  DEFAULT_PHONE_COUNTRY,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  isPhoneCountry,
  PHONE_COUNTRIES,
  type PhoneCountry,
  parsePhone,
} from '@gamelle/domain';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from '../Field/Field.css';
import { useKitLocale, useKitWords } from '../KitLocale/KitLocale';
import { PHONE_FIELD_WORDS } from './words';

/** Each country's calling code, after its name in the list. */
const CALLING_CODES: Record<PhoneCountry, string> = { FR: '+33', BE: '+32', DE: '+49', IT: '+39', LU: '+352' };

export interface PhoneFieldProps {
  /** Names the number and its country (the fieldset's `<legend>`), e.g. « Téléphone mobile ». */
  label: string;
  /** Help under the label. */
  description?: string;
  /** The stored number, international E.164 (`+33612345678`), or '' when empty. */
  value: string;
  /** Receives E.164 when the number is valid, else what was typed (the form then shows the error). */
  onChange: (value: string) => void;
  /** Called when the number loses the focus, after it is checked (`Controller`'s `field.onBlur`). */
  onBlur?: () => void;
  /** The country chosen while the value does not name one. @default 'FR' */
  defaultCountry?: PhoneCountry;
  /**
   * The country of the address the number belongs to (`countryCode`). The field starts in it and
   * follows it — a new address country rewrites the prefix — until the person picks the number's
   * country themselves or types a number with another country's prefix. A country outside the list
   * is ignored.
   * @example <PhoneField label="Téléphone mobile" followCountry={watch('countryCode')} … />
   */
  followCountry?: string;
  /** The error from the form; it wins over the field's own « invalid number ». */
  error?: string;
  /** Marks the legend with an asterisk and the number `required`. */
  required?: boolean;
  /** The number input's `name`. */
  name?: string;
}

/**
 * A phone number with its country (FR, BE, DE, IT, LU; FR by default, or the address's country
 * given as `followCountry`), parsed per country and stored in E.164; changing the country rewrites
 * the prefix; an invalid number shows
 * `forms.phone.error` (SPEC §5). Countries and the error are in the page's language (`KitLocaleProvider`).
 * Use it through `Controller` for every phone number (account, addresses, contact).
 * @example <Controller name="phoneNumber" control={control} render={({ field }) => <PhoneField label="Téléphone mobile" {...field} />} />
 */
export function PhoneField({
  label,
  description,
  value,
  onChange,
  onBlur,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  followCountry,
  error,
  required,
  name,
}: PhoneFieldProps) {
  const id = useId();
  const messages = useKitWords(PHONE_FIELD_WORDS);
  const catalogue = useKitLocale() === 'nl' ? FORM_MESSAGES_NL : FORM_MESSAGES_FR;
  const followed = isPhoneCountry(followCountry) ? followCountry : undefined;
  const startCountry = followed ?? defaultCountry;
  const initial = parsePhone(value, startCountry);
  const [country, setCountry] = useState<PhoneCountry>(initial.ok && initial.country ? initial.country : startCountry);
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A number of the address's country (or none yet) follows that country; a number of another
  // country, kept or typed with its prefix, or a country picked in the list, is the person's choice.
  const following = useRef(followed !== undefined && (!initial.ok || initial.country === followed));
  const lastFollowed = useRef(followed);
  useEffect(() => {
    setText((current) => {
      const parsed = parsePhone(current, country);
      return parsed.ok && parsed.e164 === value ? current : value;
    });
  }, [value, country]);
  useEffect(() => {
    if (followed === lastFollowed.current) return;
    lastFollowed.current = followed;
    if (!followed || !following.current || followed === country) return;
    // A number shown in international form keeps its national digits under the address country's
    // prefix (SPEC §5 "changing country rewrites the prefix"); one typed the national way
    // (« 0470 12 34 56 ») stays as typed and is read as a number of the new country.
    const international = text.trim().startsWith('+') && parsePhone(text, country).ok;
    const next = international ? changePhoneCountry(text, country, followed) : text;
    const parsed = parsePhone(next, followed);
    setCountry(followed);
    setText(next);
    onChange(parsed.ok ? parsed.e164 : next);
  }, [followed, country, text, onChange]);

  const shown = error ?? (invalid ? catalogue['forms.phone.error'] : undefined);
  const describedBy =
    [description ? `${id}-aide` : '', shown ? `${id}-erreur` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} data-invalid={shown ? '' : undefined}>
      <legend className={styles.legend}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {description ? (
        <p className={styles.help} id={`${id}-aide`}>
          {description}
        </p>
      ) : null}
      <div className={styles.control}>
        <select
          className={styles.input}
          aria-label={messages.phoneCountry}
          value={country}
          onChange={(event) => {
            const next = event.target.value as PhoneCountry;
            following.current = false;
            const rewritten = changePhoneCountry(text, country, next);
            setCountry(next);
            setText(rewritten);
            onChange(rewritten);
          }}
        >
          {PHONE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {messages.countries[code]} ({CALLING_CODES[code]})
            </option>
          ))}
        </select>
        <input
          id={id}
          name={name}
          type="tel"
          autoComplete="tel"
          aria-label={messages.phoneNumber}
          className={styles.input}
          value={text}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
            const parsed = parsePhone(event.target.value, country);
            onChange(parsed.ok ? parsed.e164 : event.target.value);
          }}
          onBlur={() => {
            const parsed = parsePhone(text, country);
            setInvalid(text.trim() !== '' && !parsed.ok);
            if (parsed.ok) {
              setText(parsed.e164);
              if (parsed.country && parsed.country !== country) {
                following.current = false;
                setCountry(parsed.country);
              }
            }
            onBlur?.();
          }}
        />
      </div>
      {shown ? (
        <p className={styles.error} id={`${id}-erreur`}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
