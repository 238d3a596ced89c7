import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * A hidden value sent with the form (an order token, a subscription code).
 * @example <HiddenField {...register('subscriptionCode')} />
 */
export const HiddenField = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function HiddenField(props, ref) {
    return <input {...props} ref={ref} type="hidden" />;
  },
);
