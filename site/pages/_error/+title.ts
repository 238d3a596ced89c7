import type { PageContext } from 'vike/types';
import { t } from '../../lib/i18n';
import { errorMessages, errorStatus } from './messages';

export default (pageContext: PageContext) => `${t(errorMessages(errorStatus(pageContext)).title)} — Gamelle`;
