import { HOW_HEARD_ABOUT, INTEREST_TYPES, PRODUCTS_OF_INTEREST } from '@cdm/contracts';
import type { InformationRequestView } from '../../leads';
import { emailLayout, html, RenderedEmail } from './layout';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const productLabels = (request: InformationRequestView) =>
  request.productsOfInterest.map((product) => labelOf(PRODUCTS_OF_INTEREST, product));

export function informationRequestAcknowledgement(request: InformationRequestView): RenderedEmail {
  const subject = 'Recibimos tu solicitud de información · Ciudad Deporte Motor ZMG';
  const firstName = request.fullName.split(/\s+/)[0];
  const products = productLabels(request);
  const body =
    html`<p>Hola ${firstName}:</p>
<p>Gracias por tu interés en <strong>Ciudad Deporte Motor ZMG</strong>. Hemos recibido tu solicitud de información y un asesor te contactará pronto.</p>
<p>Productos que te interesan:</p>` +
    `<ul>${products.map((product) => html`<li>${product}</li>`).join('')}</ul>` +
    html`<p>Si tienes alguna pregunta, responde a este correo.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName}:`,
    '',
    'Gracias por tu interés en Ciudad Deporte Motor ZMG. Hemos recibido tu solicitud de información y un asesor te contactará pronto.',
    '',
    'Productos que te interesan:',
    ...products.map((product) => `- ${product}`),
    '',
    'Si tienes alguna pregunta, responde a este correo.',
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'information-request.acknowledgement', subject, html: emailLayout(subject, body), text };
}

export function informationRequestStaffNotice(request: InformationRequestView): RenderedEmail {
  const subject = `Nueva solicitud de información: ${request.fullName}`;
  const rows: Array<[string, string]> = [
    ['Nombre', request.fullName],
    ['Email', request.email],
    ['Teléfono', request.phone],
    ['Ciudad y estado', request.cityState || '—'],
    ['Tipo de interés', labelOf(INTEREST_TYPES, request.interestType)],
    ['Productos', productLabels(request).join(', ')],
    ['¿Cómo se enteró?', request.howHeardAbout ? labelOf(HOW_HEARD_ABOUT, request.howHeardAbout) : '—'],
    ['Fecha', request.submittedAt.toLocaleString('es-MX', { timeZone: 'America/Mexico_City' })],
  ];
  const body =
    html`<p>Llegó una nueva solicitud de información desde el sitio.</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => html`<tr><td style="color:#71717a">${label}</td><td><strong>${value}</strong></td></tr>`)
      .join('')}</table>`;
  const text = ['Llegó una nueva solicitud de información desde el sitio.', '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  return { template: 'information-request.staff-notice', subject, html: emailLayout(subject, body), text };
}
