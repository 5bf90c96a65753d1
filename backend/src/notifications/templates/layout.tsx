// Each component from its own package: the @react-email/components barrel also loads Tailwind, the
// code block's Prism and Markdown, about 30 MB of memory in every process that renders an email.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { plainTextSelectors } from '@react-email/render';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequire } from 'node:module';
import type { CSSProperties, ReactElement, ReactNode } from 'react';

// Every email is one React element: render() writes its HTML (each value escaped once, by React),
// and the plain-text part is read from that HTML, so the two never drift (decisions.md #31).

/** Text attachments are stored as written; binary ones (a PDF) as base64 with `encoding: 'base64'`. */
export type EmailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

export type RenderedEmail = { template: string; subject: string; html: string; text: string; attachments?: EmailAttachment[] };

const RACE_RED = '#d90f16';
const MUTED = '#71717a';

const styles = {
  body: { margin: 0, backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#18181b' },
  container: { maxWidth: '600px', margin: '24px auto', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden' },
  header: { backgroundColor: '#111113', color: '#ffffff', padding: '20px 28px', fontSize: '18px', fontWeight: 'bold', letterSpacing: '.5px' },
  content: { padding: '28px' },
  footer: { padding: '16px 28px', backgroundColor: '#fafafa', color: MUTED, fontSize: '12px' },
  paragraph: { fontSize: '15px', lineHeight: '1.6', margin: '0 0 14px' },
  note: { fontSize: '13px', lineHeight: '1.5', color: MUTED, margin: '0 0 14px' },
  button: { display: 'inline-block', backgroundColor: RACE_RED, color: '#ffffff', padding: '12px 22px', borderRadius: '6px', fontWeight: 'bold', textDecoration: 'none' },
  link: { color: RACE_RED },
  labelCell: { color: MUTED, padding: '6px 12px 6px 0', verticalAlign: 'top' },
  valueCell: { padding: '6px 0', fontWeight: 'bold', verticalAlign: 'top' },
} satisfies Record<string, CSSProperties>;

/** One layout for every email: the brand bar, the body and the footer. */
export function EmailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Html lang="es-MX">
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header} data-skip-in-text="true">
            Ciudad Deporte Motor <span style={{ color: '#e11d2e' }}>ZMG</span>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>Ciudad Deporte Motor ZMG · Zona Metropolitana de Guadalajara, Jalisco</Section>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? styles.note : styles.paragraph}>{children}</Text>;
}

export function Greeting({ name }: { name: string }) {
  return <P>Hola {name}:</P>;
}

export function Signature({ closing = 'Saludos,' }: { closing?: string }) {
  return (
    <P>
      {closing}
      <br />
      Equipo Ciudad Deporte Motor ZMG
    </P>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} style={styles.link}>
      {address}
    </Link>
  );
}

export function WebLink({ href }: { href: string }) {
  return (
    <Link href={href} style={styles.link}>
      {href}
    </Link>
  );
}

/** A button with its address written out below it, for clients that do not show buttons. */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 14px' }}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <P muted>
        Si el botón no funciona, copia este enlace en tu navegador:
        <br />
        {href}
      </P>
    </>
  );
}

export function Steps({ items, ordered = true }: { items: string[]; ordered?: boolean }) {
  const list = items.map((item, index) => (
    <li key={index} style={{ margin: '0 0 6px' }}>
      {item}
    </li>
  ));
  return ordered ? <ol style={styles.paragraph}>{list}</ol> : <ul style={styles.paragraph}>{list}</ul>;
}

export type DetailRow = readonly [label: string, value: string];

/** Label/value rows: a two-column table in HTML, 'Label: value' lines in the text part. */
export function Details({ rows }: { rows: ReadonlyArray<DetailRow> }) {
  return (
    <table role="presentation" className="details" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 14px' }}>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index} className="detail-row">
            <td className="detail-label" style={styles.labelCell}>
              {label}
            </td>
            <td className="detail-value" style={styles.valueCell}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The text part is html-to-text's reading of the HTML, as render(el, { plainText: true }) makes it, with
// react-email's selectors plus the Details rows as 'Label: value' lines (html-to-text takes no
// descendant selectors, hence the classes). render() compiles html-to-text's options on every call,
// which cost more than rendering the email itself (10,000 partner reminders at once): the converter is
// compiled once here, from the html-to-text that @react-email/render itself uses.
type HtmlToText = (html: string) => string;
type Builder = { addInline: (text: string) => void };
type HtmlToTextLibrary = {
  compile: (options: {
    wordwrap: false;
    formatters: Record<string, (elem: { children: unknown[] }, walk: (nodes: unknown[], builder: Builder) => void, builder: Builder) => void>;
    selectors: unknown[];
  }) => HtmlToText;
};

let htmlToText: HtmlToText | undefined;
function plainText(html: string): string {
  if (!htmlToText) {
    const fromReactEmail = createRequire(require.resolve('@react-email/render'));
    const { compile } = fromReactEmail('html-to-text') as HtmlToTextLibrary;
    htmlToText = compile({
      wordwrap: false,
      formatters: {
        detailLabel: (elem, walk, builder) => {
          walk(elem.children, builder);
          builder.addInline(': ');
        },
      },
      selectors: [
        ...plainTextSelectors,
        { selector: 'table.details', format: 'block' },
        { selector: 'tr.detail-row', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
        { selector: 'td.detail-value', format: 'inline' },
        { selector: 'td.detail-label', format: 'detailLabel' },
      ],
    });
  }
  return htmlToText(html);
}

export type EmailContent = {
  template: string;
  subject: string;
  body: ReactElement;
  attachments?: EmailAttachment[];
};

// The doctype @react-email/render writes before the markup (the one email clients expect).
const EMAIL_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Renders the body inside the layout, to HTML and to plain text. React's static markup, synchronous:
 * the stream render of @react-email/render (for Suspense, which no email uses) took five times as
 * long and left hydration comments; the worker renders every email a committed change calls for.
 */
export async function renderEmail({ template, subject, body, attachments }: EmailContent): Promise<RenderedEmail> {
  const element = <EmailLayout title={subject}>{body}</EmailLayout>;
  const html = EMAIL_DOCTYPE + renderToStaticMarkup(element);
  return { template, subject, html, text: plainText(html).trim(), ...(attachments ? { attachments } : {}) };
}
