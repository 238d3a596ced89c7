import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * A hidden value sent with the form (an order token, a subscription code): an `<input type="hidden">`
 * that takes every input attribute but `type`, and `register`. Use it for a value the shopper neither
 * sees nor edits but the server needs back.
 * @example <HiddenField {...register('subscriptionCode')} />
 */
export const HiddenField = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function HiddenField(props, ref) {
    return <input {...props} ref={ref} type="hidden" />;
  },
);
