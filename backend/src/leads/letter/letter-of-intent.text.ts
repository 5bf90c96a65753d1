import { createHash } from 'node:crypto';
import type { LetterOfIntentSection } from '@cdm/contracts';

// The letter of intent of the partners' portal (public-site.md §2.5, terms of §9). It lives
// on the server and reaches the browser only after the portal's password (product-decisions.md "Security: every gate is checked on the server").
// Editing any word here makes a new version: its fingerprint changes, earlier acceptances
// keep the exact text they accepted (letter_of_intent_texts), and VERSION should move on.
const VERSION = '2025-01';

const TITLE = 'Carta de Intención - Ciudad Deporte Motor ZMG';

const INTRODUCTION = [
  'Zona Metropolitana de Guadalajara, Jalisco.',
  'Por medio de la presente, el grupo de socios fundadores del desarrollo Ciudad Deporte Motor ZMG (en adelante, "los Socios"), a través de su representante, manifiesta su intención de contratar los servicios de intermediación y comercialización inmobiliaria del asesor mediador (en adelante, "el Mediador") para la preventa y venta del desarrollo, en los términos siguientes.',
];

const SECTIONS: LetterOfIntentSection[] = [
  {
    id: 'alcance',
    heading: '1. Alcance del servicio',
    paragraphs: [
      'El Mediador prestará a los Socios los servicios de comercialización, promoción y venta de las unidades del desarrollo Ciudad Deporte Motor ZMG: boxes premium con balcón, boxes de karting, boxes de off-road y drift, lotes residenciales y membresías vitalicias.',
      'El servicio comprende la estrategia comercial integral, el marketing y branding premium del proyecto, la atención y calificación de prospectos, la gestión del proceso de venta hasta la firma de cada operación, y reportes semanales de ventas y mensuales de inversión.',
      'El Mediador guardará confidencialidad sobre la información del proyecto y de los compradores, y no podrá obligar a los Socios frente a terceros sin su autorización por escrito.',
    ],
  },
  {
    id: 'honorarios',
    heading: '2. Honorarios y condiciones económicas',
    paragraphs: [
      'Comisión por venta: 4 % (cuatro por ciento) del precio neto de venta de cada unidad cuando el Mediador cierre la operación de forma directa.',
      'Cuando en la operación participe otra agencia inmobiliaria o un agente externo, la comisión será de 5 % (cinco por ciento) del precio neto de venta.',
      'Gastos de marketing y branding: hasta 2 % (dos por ciento) del valor neto de venta, ejercidos conforme al presupuesto que aprueben los Socios y comprobados documentalmente.',
      'Participación como socio fundador: el Mediador recibirá una participación de entre 5 % y 10 % (cinco a diez por ciento) en el vehículo societario o fideicomiso del proyecto, en los términos que se pacten en el contrato definitivo.',
    ],
  },
  {
    id: 'exclusividad',
    heading: '3. Exclusividad y vigencia',
    paragraphs: [
      'Los Socios otorgan al Mediador la exclusividad de la comercialización del desarrollo por un plazo inicial de 6 (seis) meses, contados a partir de la aceptación de esta carta.',
      'Al término de cada periodo, la exclusividad se renovará automáticamente por un plazo igual, salvo que cualquiera de las partes comunique por escrito, antes del vencimiento, su decisión de no renovarla.',
      'Esta carta expresa la intención de las partes y servirá de base para el contrato de prestación de servicios que ambas formalizarán.',
    ],
  },
  {
    id: 'firma',
    heading: '4. Firma y validación',
    paragraphs: [
      'Esta carta se acepta por medios electrónicos: el representante de los Socios indica su nombre completo y su correo electrónico, adjunta su identificación oficial (INE) y confirma las declaraciones siguientes.',
      'La aceptación queda registrada con su fecha y hora, el texto exacto de esta carta y la identificación adjunta, y una copia de la carta aceptada se envía al correo electrónico indicado. La identificación oficial del Mediador está disponible para su descarga junto a esta carta.',
    ],
  },
];

const CONFIRMATIONS = [
  'He leído y acepto los términos y condiciones de esta carta de intención.',
  'Cuento con la autorización para representar al grupo de socios.',
  'Los datos proporcionados son verídicos.',
];

export type LetterOfIntent = {
  version: string;
  title: string;
  introduction: string[];
  sections: LetterOfIntentSection[];
  confirmations: string[];
  /** The whole letter as plain text: what is downloaded, emailed and recorded as accepted. */
  text: string;
  sha256: string;
  fileName: string;
};

export function letterOfIntentText({ title, version, introduction, sections, confirmations }: Omit<LetterOfIntent, 'text' | 'sha256' | 'fileName'>): string {
  return [
    title.toUpperCase(),
    `Versión ${version}`,
    '',
    ...introduction.flatMap((paragraph) => [paragraph, '']),
    ...sections.flatMap((section) => [
      section.heading.toUpperCase(),
      '',
      ...section.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ]),
    'Al aceptar esta carta, el representante de los Socios declara:',
    ...confirmations.map((statement) => `- ${statement}`),
    '',
  ].join('\n');
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function build(): LetterOfIntent {
  const parts = { version: VERSION, title: TITLE, introduction: INTRODUCTION, sections: SECTIONS, confirmations: CONFIRMATIONS };
  const text = letterOfIntentText(parts);
  return { ...parts, text, sha256: sha256(text), fileName: `carta-de-intencion-ciudad-deporte-motor-zmg-${VERSION}.txt` };
}

const CURRENT = build();

/** The letter the portal serves now. */
export function currentLetterOfIntent(): LetterOfIntent {
  return CURRENT;
}
