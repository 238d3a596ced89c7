import { metaDescription } from '@gamelle/domain';
import type { PageContext } from 'vike/types';
import type { Data } from './+data';

/** SPEC §2: the description falls back to a default and is cut to 300 characters. */
export default (pageContext: PageContext<Data>) => metaDescription(pageContext.data.product.metaDescription);
