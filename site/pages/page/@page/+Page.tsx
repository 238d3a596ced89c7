import { RichHtml } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';

/** Content page (SPEC §2 `/page/{page}/`). */
export default function Page() {
  const { page } = useData<Data>();
  return (
    <>
      <h1>{page.title}</h1>
      <RichHtml html={page.html} />
    </>
  );
}
