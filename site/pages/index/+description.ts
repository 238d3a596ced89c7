import { metaDescription } from '@gamelle/domain';
import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => metaDescription(pageContext.data.home.description);
