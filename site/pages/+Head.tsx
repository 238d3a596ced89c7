import { isIndexablePath, THEME_COLOR } from '@gamelle/domain';
import { usePageContext } from 'vike-react/usePageContext';

/** Head tags of every page: theme colour, and noindex where SPEC §2 keeps search engines away. */
function Head() {
  const pageContext = usePageContext();
  const isErrorPage =
    pageContext.is404 || pageContext.abortStatusCode !== undefined || Boolean(pageContext.errorWhileRendering);
  const noindex = isErrorPage || !isIndexablePath(pageContext.urlPathname);
  return (
    <>
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}

export default Head;
