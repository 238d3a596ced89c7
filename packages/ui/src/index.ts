export { BlockRenderer, type BlockRendererProps } from './blocks/BlockRenderer/BlockRenderer';
export { type BlockContext, createBlocks } from './blocks/BlockRenderer/blocks';
export { StaticBlockRenderer } from './blocks/BlockRenderer/StaticBlockRenderer';
export { RichContent, type RichContentProps } from './blocks/RichContent/RichContent';
export { RichHtml, type RichHtmlProps } from './blocks/RichContent/RichHtml';
export type { SanitizedHtml } from './blocks/RichContent/rich-content-html';
export { ALERT_TONES, Alert, type AlertProps } from './components/Alert/Alert';
export { BirthdayField, type BirthdayFieldProps, type BirthdayValue } from './components/BirthdayField/BirthdayField';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './components/Breadcrumb/Breadcrumb';
export { BUTTON_SIZES, BUTTON_TONES, Button, type ButtonProps } from './components/Button/Button';
export { CAROUSEL_TIMINGS, Carousel, type CarouselProps } from './components/Carousel/Carousel';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { type Choice, Choices, type ChoicesProps } from './components/Choices/Choices';
export { COPY_CONFIRMATION_MS, CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton';
export { Counter, type CounterProps } from './components/Counter/Counter';
export { DateField, type DateFieldProps } from './components/DateField/DateField';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog/Dialog';
export { FilesField, type FilesFieldProps } from './components/FilesField/FilesField';
export { FormButtons, type FormButtonsProps } from './components/FormButtons/FormButtons';
export { FormTitle, type FormTitleProps } from './components/FormTitle/FormTitle';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './components/FreeShippingProgress/FreeShippingProgress';
export { HiddenField } from './components/HiddenField/HiddenField';
export {
  Image,
  type ImageProps,
  type ImageTransform,
  type ImageUrlBuilder,
  imageKitUrl,
  PLACEHOLDER,
} from './components/Image/Image';
export {
  type KitLocale,
  KitLocaleProvider,
  type KitLocaleProviderProps,
  useKitLocale,
  useKitMessages,
} from './components/KitLocale/KitLocale';
export {
  type KitMessages,
  type KitMessagesOverride,
  kitMessagesFr,
  mergeKitWords,
} from './components/KitLocale/messages';
export { KIT_MESSAGES_NL } from './components/KitLocale/nl';
export { Link, type LinkProps } from './components/Link/Link';
export { LOADING_BAR_TIMINGS, LoadingBar, type LoadingBarProps } from './components/LoadingBar/LoadingBar';
export { OpeningHoursTag, type OpeningHoursTagProps } from './components/OpeningHoursTag/OpeningHoursTag';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PhoneField, type PhoneFieldProps } from './components/PhoneField/PhoneField';
export {
  Prerendered,
  type PrerenderedProps,
  type PrerenderedTag,
} from './components/Prerendered/Prerendered';
export { Price, type PriceProps } from './components/Price/Price';
export { RATING_MAX, Rating, type RatingProps } from './components/Rating/Rating';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { Toggle, type ToggleProps } from './components/Toggle/Toggle';
export { type ToggleBox, ToggleBoxes, type ToggleBoxesProps } from './components/ToggleBoxes/ToggleBoxes';
export { VideoEmbed, type VideoEmbedProps } from './components/VideoEmbed/VideoEmbed';
export { BREAKPOINTS, gamelleTheme, media, vars } from './theme';
