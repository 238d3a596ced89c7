export { ALERT_TONES, Alert, type AlertProps } from './components/Alert/Alert';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './components/Breadcrumb/Breadcrumb';
export { BUTTON_SIZES, BUTTON_TONES, Button, type ButtonProps } from './components/Button/Button';
export { CAROUSEL_TIMINGS, Carousel, type CarouselProps } from './components/Carousel/Carousel';
export { COPY_CONFIRMATION_MS, CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton';
export { Counter, type CounterProps } from './components/Counter/Counter';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog/Dialog';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './components/FreeShippingProgress/FreeShippingProgress';
export {
  Image,
  type ImageProps,
  type ImageTransform,
  type ImageUrlBuilder,
  imageKitUrl,
  PLACEHOLDER,
} from './components/Image/Image';
export { Link, type LinkProps } from './components/Link/Link';
export { LOADING_BAR_TIMINGS, LoadingBar, type LoadingBarProps } from './components/LoadingBar/LoadingBar';
export { OpeningHoursTag, type OpeningHoursTagProps } from './components/OpeningHoursTag/OpeningHoursTag';
export { Price, type PriceProps } from './components/Price/Price';
export { RATING_MAX, Rating, type RatingProps } from './components/Rating/Rating';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export { BREAKPOINTS, gamelleTheme, media, vars } from './theme';
