import type { PageContext } from 'vike/types';
import { pageTitle } from '../../../lib/page/page-title';
import { isConfirmationPath } from './checkout-shared';

export default (pageContext: PageContext) =>
  pageTitle(pageContext, isConfirmationPath(pageContext.urlPathname) ? 'title.confirmation' : 'title.checkout');
