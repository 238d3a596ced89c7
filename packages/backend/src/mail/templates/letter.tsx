import type { Locale } from '@gamelle/domain';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Section,
  Text,
  toPlainText,
} from '@react-email/components';
import type { ReactNode } from 'react';

/**
 * The frame of every e-mail the shop sends (React Email, ADR 0026): the shop's name, the letter,
 * the signature, the shop's address at the foot. Styles inline, tables for layout, as mail
 * clients want them; the plain-text version is read from the same HTML (`renderLetter`).
 */

const INK = '#1f2a1f';
const MUTED = '#5b6b5b';
const ACCENT = '#2f6b3a';

export const styles = {
  body: { backgroundColor: '#f6f4ee', fontFamily: 'Helvetica, Arial, sans-serif', color: INK, margin: 0 },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '24px' },
  brand: { fontSize: '24px', fontWeight: 700, color: ACCENT, margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' },
  muted: { fontSize: '13px', lineHeight: '19px', color: MUTED, margin: '0 0 8px' },
  heading: { fontSize: '17px', margin: '20px 0 8px' },
  link: { color: ACCENT, textDecoration: 'underline' },
  cell: {
    fontSize: '14px',
    lineHeight: '20px',
    padding: '6px 8px',
    borderBottom: '1px solid #e4e0d6',
    textAlign: 'left',
  },
  number: {
    fontSize: '14px',
    lineHeight: '20px',
    padding: '6px 8px',
    borderBottom: '1px solid #e4e0d6',
    textAlign: 'right',
  },
} as const;

const FOOT: Record<Locale, string> = {
  fr: 'Gamelle — alimentation premium pour chiens et chats',
  nl: 'Gamelle — premium voeding voor honden en katten',
};

/** A paragraph; its `\n` are line breaks. */
export function Paragraph({ children }: { children: ReactNode }) {
  const parts = typeof children === 'string' ? children.split('\n') : [children];
  return (
    <Text style={styles.text}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text
        <span key={index}>
          {index > 0 ? <br /> : null}
          {part}
        </span>
      ))}
    </Text>
  );
}

/** An address of the site written out, so the plain-text version shows it once and whole. */
export function Url({ href }: { href: string }) {
  return (
    <Link href={href} style={styles.link}>
      {href}
    </Link>
  );
}

/** A sentence ending on a link: « Vos commandes : https://… ». */
export function Linked({ before, href }: { before: string; href: string }) {
  return (
    <Text style={styles.text}>
      {before}
      <Url href={href} />
    </Text>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return <Heading style={styles.heading}>{children}</Heading>;
}

export function Letter({
  language,
  preview,
  greeting,
  signature,
  children,
}: {
  language: Locale;
  preview: string;
  greeting: string;
  signature: string;
  children: ReactNode;
}) {
  return (
    <Html lang={language === 'nl' ? 'nl-BE' : 'fr-FR'}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand} data-skip-in-text="true">
            Gamelle
          </Text>
          <Paragraph>{greeting}</Paragraph>
          {children}
          <Paragraph>{signature}</Paragraph>
          <Section data-skip-in-text="true">
            <Hr />
            <Text style={styles.muted}>{FOOT[language]}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A letter's HTML and its plain-text version, read from that HTML by the library (links written
 * out, the brand and the foot left to the HTML, tables of data kept in columns).
 */
export async function renderLetter(element: ReactNode): Promise<{ html: string; text: string }> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [
      { selector: 'table.data', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
  return { html, text: text.replace(/\n{3,}/g, '\n\n').trim() };
}

const URL_IN_TEXT = /(https?:\/\/[^\s]+)/g;

/** A paragraph of a plain-text mail with its addresses as links. */
function TextParagraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <Text style={styles.text}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line.split(URL_IN_TEXT).map((part, at) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
            at % 2 === 1 ? <Url key={at} href={part} /> : <span key={at}>{part}</span>,
          )}
        </span>
      ))}
    </Text>
  );
}

/**
 * The HTML version of a mail written as plain text (a reminder, a reset link…): the shop's frame
 * around its paragraphs, its addresses as links, so every mail the shop sends has both versions.
 */
export async function htmlOfText(text: string, language: Locale): Promise<string> {
  const paragraphs = text.split(/\n{2,}/);
  return render(
    <Html lang={language === 'nl' ? 'nl-BE' : 'fr-FR'}>
      <Head />
      <Preview>{paragraphs[1] ?? paragraphs[0] ?? ''}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Gamelle</Text>
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
            <TextParagraph key={index} text={paragraph} />
          ))}
          <Hr />
          <Text style={styles.muted}>{FOOT[language]}</Text>
        </Container>
      </Body>
    </Html>,
  );
}
