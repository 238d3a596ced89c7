import { deferred } from '../../render/deferred';

/** The contact form: prerendered, its code (form library, schemas) loaded after the page's (ADR 0005). */
export const contactForm = deferred(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })));
