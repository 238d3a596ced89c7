export { ALERT_TONES, Alert, type AlertProps } from './components/Alert/Alert';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './components/Breadcrumb/Breadcrumb';
export { BUTTON_SIZES, BUTTON_TONES, Button, type ButtonProps } from './components/Button/Button';
export { COPY_CONFIRMATION_MS, CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './components/FreeShippingProgress/FreeShippingProgress';
export { Link, type LinkProps } from './components/Link/Link';
export { OpeningHoursTag, type OpeningHoursTagProps } from './components/OpeningHoursTag/OpeningHoursTag';
export { Price, type PriceProps } from './components/Price/Price';
export { RATING_MAX, Rating, type RatingProps } from './components/Rating/Rating';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { BREAKPOINTS, gamelleTheme, media, vars } from './theme';
