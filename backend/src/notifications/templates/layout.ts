import escapeHtml from 'escape-html';

/** A text file sent with the email (e.g. the accepted letter of intent), stored with it in the email log. */
/** Text attachments are stored as written; binary ones (a PDF) as base64 with `encoding: 'base64'`. */
export type EmailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

export type RenderedEmail = { template: string; subject: string; html: string; text: string; attachments?: EmailAttachment[] };

/** Escapes every interpolated value: names and messages come from the public. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, part, index) => out + part + (index < values.length ? escapeHtml(String(values[index] ?? '')) : ''), '');
}

export function emailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
        <tr><td style="background:#111113;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold;letter-spacing:.5px">
          Ciudad Deporte Motor <span style="color:#e11d2e">ZMG</span>
        </td></tr>
        <tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
        <tr><td style="padding:16px 28px;background:#fafafa;color:#71717a;font-size:12px">
          Ciudad Deporte Motor ZMG · Zona Metropolitana de Guadalajara, Jalisco
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
