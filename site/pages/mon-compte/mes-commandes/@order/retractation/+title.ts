import type { PageContext } from 'vike/types';
import { pageTitle } from '../../../../../lib/page/page-title';

export default (pageContext: PageContext) => pageTitle(pageContext, 'title.orderWithdrawal');
