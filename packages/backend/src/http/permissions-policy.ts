import type { secureHeaders } from 'hono/secure-headers';

/** Hono's permissions-policy option: features in camelCase, each its allowed origins (none: refused). */
type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>;

/**
 * The Permissions-Policy of every answer (W3C Permissions Policy): the browser features the shop
 * uses are allowed to its own pages only (`self`: the web view framed by `/webView/demo/` is one of
 * them), every other powerful feature is refused to the pages and to any script or frame they
 * load — the tag manager included. What uses the allowed ones: the kit's `VideoEmbed` (the native
 * player plays on the click that asked for it, goes full screen or picture-in-picture) and
 * `CopyButton` (a sponsorship code copied with `navigator.clipboard.writeText`). Nothing in the shop
 * reads a position, the camera or the microphone (a pet's photo is a file chosen in a form), pays
 * through the Payment Request API (the card gateway and PayPal are pages and redirects), or talks
 * to devices. Only features Chromium knows are listed: it warns of an unknown one in the console
 * of every page (e2e `routes.spec.ts` fails on such a warning). The federated sign-in's FedCM (`identity-credentials-get`) is left to its
 * default (the shop's own pages).
 */
export const PERMISSIONS_POLICY: PermissionsPolicy = {
  accelerometer: [],
  autoplay: ['self'],
  camera: [],
  clipboardRead: [],
  clipboardWrite: ['self'],
  displayCapture: [],
  encryptedMedia: [],
  fullscreen: ['self'],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  pictureInPicture: ['self'],
  publickeyCredentialsGet: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
};
