import * as styles from './RichContent.css';
import type { SanitizedHtml } from './rich-content-html';

export interface RichHtmlProps {
  /** Output of `richContentToHtml` (from `@gamelle/ui/server`): the type accepts nothing else. */
  html: SanitizedHtml;
}

/**
 * Rich content rendered at build time: the browser gets HTML, not a markdown parser.
 * @example <RichHtml html={data.pageHtml} />
 */
export function RichHtml({ html }: RichHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SanitizedHtml only comes out of the kit's sanitiser
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
