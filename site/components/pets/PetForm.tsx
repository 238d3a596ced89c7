import { ApiError, type SavedPet } from '@gamelle/api-client';
import {
  ACTIVITY_LEVELS,
  ANIMAL_GENDER_IRIS,
  ANIMAL_TYPE_IRIS,
  BODY_CONDITIONS,
  formErrorsFromZod,
  PET_FEEDS,
  type PetFormContext,
  type PetInput,
  petFormSchema,
} from '@gamelle/domain';
import {
  BirthdayField,
  type BirthdayValue,
  Button,
  Checkbox,
  Choices,
  FilesField,
  FormButtons,
  TextField,
  Toggle,
  ToggleBoxes,
} from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { petFormValues, photoThumbnail } from '../../lib/account/pets';
import { imageClient } from '../../lib/api/pet-api';
import type { I18n } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import * as styles from './Pets.css';

/**
 * The form's three parts, as the dry-food guide walks them (SPEC §2: profile, form,
 * diet), with the fields each one checks before the next.
 */
const PARTS = [
  { title: 'account.pets.parts.profile', fields: ['type', 'name', 'gender', 'breed', 'crossbreed', 'birthday'] },
  { title: 'account.pets.parts.shape', fields: ['weight', 'condition', 'activity', 'sterilized'] },
  { title: 'account.pets.parts.diet', fields: ['feature', 'feeds', 'kibbleBrand', 'oldKibbleBrand', 'photo'] },
] as const;

/** The image types the image host takes, and its size limit (SPEC §7 image host, 5 MB). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** `YYYY-MM-DD` of today as the rules count it (UTC, `petBirthdaySchema`): the latest birthday offered. */
const todayIso = (now: Date) => now.toISOString().slice(0, 10);

/** The photo's name on the host: the pet's kind of file, never the device's name (« IMG_jean-dupont.jpg »). */
const neutralName = (file: File) => `animal.${file.type.split('/')[1] ?? 'jpg'}`;

/** What the shopper reads when the photo could not be sent, by the host's answer. */
function photoProblem(error: unknown, { t }: I18n): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (error instanceof ApiError && error.violations.some((v) => v.code === 'too_many_pixels'))
    return t('account.pets.photoErrors.tooManyPixels');
  if (status === 413) return t('account.pets.photoErrors.tooBig');
  if (status === 415) return t('account.pets.photoErrors.type');
  if (status === 429) return t('account.pets.photoErrors.quota');
  return t('account.pets.photoErrors.failed');
}

/**
 * A pet's form (SPEC §3 every field, §5 rules and messages): the kit's fields —
 * ToggleBoxes for the kind and what it eats, BirthdayField between exact date and age, Choices,
 * the special condition's Toggle, FilesField for the photo. The domain's `petFormSchema` checks
 * it as the API does; the server's refusals show under their fields, nothing typed is lost.
 */
export function PetForm({
  pet,
  label,
  context = 'account',
  onSave,
  cancel,
  stepped = false,
  photo = true,
  submitLabel,
}: {
  /** The pet to start from (one of the account's, or one kept in the browser), or none. */
  pet?: Partial<SavedPet>;
  label: string;
  context?: PetFormContext;
  onSave: (values: PetInput) => Promise<void>;
  /** What takes the shopper back without saving (a link). */
  cancel?: ReactNode;
  /** One part at a time, each checked before the next (the guide's steps), rather than all three. */
  stepped?: boolean;
  /** Whether a photo may be added (it needs an account: the upload is signed for a customer). */
  photo?: boolean;
  submitLabel?: string;
}) {
  const i18n = useI18n();
  const { t } = i18n;

  const [step, setStep] = useState(0);
  const [stepMistakes, setStepMistakes] = useState(0);
  const partTitles = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);
  // Each new step's title takes the focus, as a new page's would.
  useEffect(() => {
    if (moved.current) partTitles.current[step]?.focus();
  }, [step]);
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => petFormSchema(now, context), [now, context]);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string | null>(pet?.photo ?? null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const photoField = useRef<HTMLDivElement>(null);
  // « Retirer la photo » removes its own button: the focus goes to the file field that replaces it.
  useEffect(() => {
    if (photoRemoved) photoField.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }, [photoRemoved]);

  /**
   * The photo to send: a new file goes to the image host first (the backend signs the upload) and
   * is kept as sent, so a save that fails and is tried again does not send it twice; otherwise the
   * kept photo, or none. A file the host refuses is the photo field's error, in French.
   */
  const photoToSend = async (): Promise<string | null> => {
    const file = files[0];
    if (!file) return kept;
    try {
      const uploaded = await imageClient.upload(file, { fileName: neutralName(file), tags: ['animal'] });
      setKept(uploaded.url);
      setFiles([]);
      return uploaded.fileId;
    } catch (error) {
      const message = photoProblem(error, i18n);
      throw new ApiError(message, 422, null, [{ propertyPath: 'photo', message, code: 'server' }]);
    }
  };
  const yesNo = [
    { value: 'true', label: t('account.pets.fields.yes') },
    { value: 'false', label: t('account.pets.fields.no') },
  ];

  return (
    <Form
      errorTitle
      schema={schema as never}
      form="pet"
      label={label}
      defaultValues={petFormValues(pet as SavedPet | undefined) as never}
      onSubmit={async (values: PetInput) => {
        try {
          await onSave({ ...values, photo: await photoToSend() });
        } catch (error) {
          // A refusal of the server on a step not shown: back to that step, its fields said.
          const first = error instanceof ApiError ? error.violations[0]?.propertyPath.split('.')[0] : undefined;
          const at = PARTS.findIndex((part) => (part.fields as readonly string[]).includes(first ?? ''));
          if (stepped && at >= 0) setStep(at);
          throw error;
        }
      }}
    >
      {({ register, errorOf, pending, control, watch, getValues, setError, clearErrors }) => {
        /** Checks one part's fields alone; its mistakes are said under them, the first one focused. */
        const checkPart = (index: number) => {
          const fields: readonly string[] = PARTS[index]?.fields ?? [];
          const parsed = schema.safeParse(getValues());
          clearErrors(fields as never);
          if (parsed.success) return true;
          const mistakes = Object.entries(formErrorsFromZod('pet', parsed.error).fields).filter(([path]) =>
            fields.includes(path.split('.')[0] ?? ''),
          );
          mistakes.forEach(([path, mistake], i) => {
            setError(path as never, { type: mistake.code, message: mistake.message }, { shouldFocus: i === 0 });
          });
          setStepMistakes(mistakes.length);
          return mistakes.length === 0;
        };
        /** « Continuer »: this part's fields checked, then the next part, its title focused. */
        const next = () => {
          if (!checkPart(step)) return;
          setStepMistakes(0);
          moved.current = true;
          setStep(step + 1);
        };
        const last = !stepped || step === PARTS.length - 1;
        const part = (index: number, children: ReactNode) => (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: Enter pressed in the fields inside (delegated); the section itself does nothing.
          <section
            aria-labelledby={`partie-${index}`}
            className={styles.part}
            hidden={stepped && step !== index}
            // Enter in a field goes on as « Continuer » does, as it sends a form of one step (a
            // step before the last has no submit button for the browser to press).
            onKeyDown={(event) => {
              const field = event.target;
              if (event.key !== 'Enter' || last || !(field instanceof HTMLInputElement)) return;
              if (['button', 'submit', 'reset', 'file'].includes(field.type)) return;
              event.preventDefault();
              next();
            }}
          >
            <h2
              id={`partie-${index}`}
              tabIndex={-1}
              ref={(element) => {
                partTitles.current[index] = element;
              }}
            >
              {stepped
                ? t('account.pets.parts.step', {
                    step: index + 1,
                    count: PARTS.length,
                    title: t(PARTS[index]?.title ?? 'account.pets.parts.profile'),
                  })
                : t(PARTS[index]?.title ?? 'account.pets.parts.profile')}
            </h2>
            {children}
          </section>
        );
        return (
          <>
            <p>{t('account.pets.required')}</p>
            {stepped && stepMistakes > 0 ? (
              <p role="alert">{t('account.pets.parts.mistakes', { count: stepMistakes })}</p>
            ) : null}
            {part(
              0,
              <>
                <ToggleBoxes
                  legend={t('account.pets.fields.type')}
                  options={[
                    { value: ANIMAL_TYPE_IRIS.dog, label: t('account.pets.dog') },
                    { value: ANIMAL_TYPE_IRIS.cat, label: t('account.pets.cat') },
                  ]}
                  {...register('type')}
                  error={errorOf('type')}
                />
                <TextField
                  label={t('account.pets.fields.name')}
                  autoComplete="off"
                  {...register('name')}
                  error={errorOf('name')}
                />
                <Choices
                  legend={t('account.pets.fields.gender')}
                  options={[
                    { value: ANIMAL_GENDER_IRIS.male, label: t('account.pets.male') },
                    { value: ANIMAL_GENDER_IRIS.female, label: t('account.pets.female') },
                  ]}
                  {...register('gender')}
                  error={errorOf('gender')}
                />
                <TextField
                  label={t('account.pets.fields.breed')}
                  autoComplete="off"
                  {...register('breed')}
                  error={errorOf('breed')}
                />
                <Checkbox label={t('account.pets.fields.crossbreed')} {...register('crossbreed')} />
                <Controller
                  name="birthday"
                  control={control}
                  render={({ field }) => (
                    <BirthdayField
                      legend={t('account.pets.fields.birthday')}
                      today={todayIso(now)}
                      value={field.value as BirthdayValue}
                      onChange={field.onChange}
                      errors={{
                        birthday: errorOf('birthday.birthday') ?? errorOf('birthday'),
                        birthday_years: errorOf('birthday.birthday_years'),
                        birthday_months: errorOf('birthday.birthday_months'),
                      }}
                    />
                  )}
                />
              </>,
            )}
            {part(
              1,
              <>
                <TextField
                  label={t('account.pets.fields.weight')}
                  description={t('account.pets.fields.weightHelp')}
                  inputMode="decimal"
                  autoComplete="off"
                  suffix="kg"
                  {...register('weight')}
                  error={errorOf('weight')}
                />
                <Choices
                  legend={t('account.pets.fields.condition')}
                  options={BODY_CONDITIONS.map((level) => ({ value: String(level.id), label: level.label }))}
                  {...register('condition')}
                  error={errorOf('condition')}
                />
                <Choices
                  legend={t('account.pets.fields.activity')}
                  description={t('account.pets.fields.activityHelp')}
                  options={ACTIVITY_LEVELS.map((level) => ({ value: String(level.id), label: level.label }))}
                  {...register('activity')}
                  error={errorOf('activity')}
                />
                <Choices
                  legend={t('account.pets.fields.sterilized')}
                  options={yesNo}
                  {...register('sterilized')}
                  error={errorOf('sterilized')}
                />
              </>,
            )}
            {part(
              2,
              <>
                <Toggle
                  label={t('account.pets.fields.feature')}
                  checked={Boolean(watch('feature.hasFeature' as never))}
                  {...register('feature.hasFeature' as never)}
                />
                {watch('feature.hasFeature' as never) ? (
                  <TextField
                    label={t('account.pets.fields.featureValue')}
                    autoComplete="off"
                    {...register('feature.value' as never)}
                    error={errorOf('feature.value')}
                  />
                ) : null}
                <ToggleBoxes
                  legend={t('account.pets.fields.feeds')}
                  multiple
                  options={PET_FEEDS.map((feed) => ({ value: feed.code, label: feed.label }))}
                  {...register('feeds')}
                  error={errorOf('feeds')}
                />
                <TextField
                  label={t('account.pets.fields.kibbleBrand')}
                  autoComplete="off"
                  {...register('kibbleBrand')}
                  error={errorOf('kibbleBrand')}
                />
                <TextField
                  label={t('account.pets.fields.oldKibbleBrand')}
                  autoComplete="off"
                  {...register('oldKibbleBrand')}
                  error={errorOf('oldKibbleBrand')}
                />
                {photo && kept && files.length === 0 ? (
                  <figure>
                    <img
                      src={photoThumbnail(kept, 160)}
                      alt={t('account.pets.fields.photoKept')}
                      width={80}
                      height={80}
                    />
                    <figcaption>
                      <Button
                        tone="secondary"
                        size="small"
                        onClick={() => {
                          setKept(null);
                          setPhotoRemoved(true);
                        }}
                      >
                        {t('account.pets.fields.photoRemove')}
                      </Button>
                    </figcaption>
                  </figure>
                ) : null}
                {photo ? (
                  <div ref={photoField}>
                    {photoRemoved && !kept ? <p role="status">{t('account.pets.photoRemoved')}</p> : null}
                    <FilesField
                      label={t('account.pets.fields.photo')}
                      description={t('account.pets.fields.photoHelp')}
                      accept={PHOTO_TYPES}
                      maxBytes={PHOTO_MAX_BYTES}
                      value={files}
                      onChange={setFiles}
                      error={errorOf('photo')}
                    />
                  </div>
                ) : null}
              </>,
            )}
            <FormButtons>
              {stepped && step > 0 ? (
                <Button
                  tone="secondary"
                  onClick={() => {
                    moved.current = true;
                    setStep(step - 1);
                  }}
                >
                  {t('account.pets.parts.back')}
                </Button>
              ) : (
                cancel
              )}
              {/* Keyed: React must not turn the clicked « Continuer » into the submit button mid-click. */}
              {last ? (
                <Button key="submit" type="submit" pending={pending}>
                  {submitLabel ?? t('account.pets.save')}
                </Button>
              ) : (
                <Button key="next" onClick={next}>
                  {t('account.pets.parts.next')}
                </Button>
              )}
            </FormButtons>
          </>
        );
      }}
    </Form>
  );
}
