// The sections of the landing page below the stat cards (es-MX). Apart from texts.ts, which the
// header and footer put in the first chunk of every page: these load with those sections only.
export const landingTexts = {
  highlights: {
    eyebrow: 'El proyecto',
    title: 'Una ciudad completa para el deporte motor',
    lead: 'Infraestructura de competencia internacional, productos patrimoniales en preventa y beneficios reservados para quienes llegan primero.',
    columns: [
      {
        key: 'infraestructura',
        title: 'Infraestructura',
        body: 'Más de 40 hectáreas con cinco pistas especializadas y capacidad para 110,000 espectadores.',
        items: [
          'Circuito principal de 3,902 m',
          'Óvalo tipo NASCAR de 949 m',
          'Pista de karts de 1,325 m',
          'Pista off-road de 1,295 m',
          'Pista de arrancones de 857 m',
        ],
      },
      {
        key: 'inversion',
        title: 'Oportunidades de inversión',
        body: 'Una inversión total cercana a 725 millones de pesos, con producto disponible a precio de preventa.',
        items: [
          '60 boxes premium con balcón de 60 m²',
          '30 boxes de karting',
          '30 boxes off-road y drift',
          '10 lotes residenciales de 500 m²',
          '60 membresías vitalicias',
        ],
      },
      {
        key: 'beneficios',
        title: 'Beneficios exclusivos',
        body: 'Solo 150 socios fundadores forman parte del proyecto desde el inicio.',
        items: [
          'Membresía vitalicia con cada box premium',
          'Balcón privado, estacionamiento VIP y amenidades',
          'Descuento de preventa en boxes premium',
          'Financiamiento de 12 a 36 meses',
          '$250,000 MXN de descuento adicional por referido, para ambas partes',
        ],
      },
    ],
  },
  gallery: {
    eyebrow: 'Galería',
    title: 'Así se vivirá Ciudad Deporte Motor',
    lead: 'Ilustraciones conceptuales del proyecto.',
    images: [
      {
        key: 'circuito-principal',
        caption: 'Circuito principal',
        alt: 'Ilustración aérea del circuito principal al atardecer, con pianos rojos y blancos, línea de meta a cuadros, tribuna y autos de carreras en la pista.',
      },
      {
        key: 'tribuna-boxes',
        caption: 'Tribuna y boxes premium',
        alt: 'Ilustración de la tribuna llena de aficionados sobre dos niveles de boxes premium iluminados con balcón privado, frente a la recta donde pasa un auto rojo.',
      },
      {
        key: 'karting',
        caption: 'Pista de karts',
        alt: 'Ilustración aérea de la pista de karts con curvas cerradas, tres karts compitiendo y una barrera de llantas rojas y blancas.',
      },
      {
        key: 'drift',
        caption: 'Zona off-road y drift',
        alt: 'Ilustración de un auto rojo derrapando en la pista de drift, dejando humo y marcas de llanta entre conos.',
      },
      {
        key: 'lotes-residenciales',
        caption: 'Lotes residenciales',
        alt: 'Ilustración aérea de diez lotes residenciales de 500 m² con casas, albercas y árboles junto a la pista.',
      },
      {
        key: 'carrera-nocturna',
        caption: 'Carreras nocturnas',
        alt: 'Ilustración de una carrera nocturna bajo torres de iluminación, con estelas de luz de los autos sobre la pista.',
      },
    ],
  },
  faq: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Resolvemos tus dudas',
    items: [
      {
        key: 'deposito',
        question: '¿Cómo funciona el depósito en garantía?',
        // The amount is a live setting: never written here.
        answer: (amount: string | null) =>
          `Para solicitar tu acceso se requiere un depósito en garantía${amount ? ` de ${amount}` : ''}. Es 100% reembolsable y, si continúas con tu compra, se aplica a tu inversión.`,
      },
      {
        key: 'socios',
        question: '¿Cuántos socios fundadores habrá?',
        answer: () => 'Solo 150. Los socios fundadores son los primeros inversionistas del proyecto y acceden a los precios y beneficios de la preventa.',
      },
      {
        key: 'inversion-minima',
        question: '¿Cuál es la inversión mínima?',
        answer: () =>
          'Desde $1,000,000 MXN con una membresía vitalicia. Los boxes premium con balcón parten de $10,000,000 MXN, con un descuento de preventa de alrededor del 50%.',
      },
      {
        key: 'referidos',
        question: '¿Hay beneficios por recomendar a otro socio?',
        answer: () => 'Sí. Cuando un referido tuyo se convierte en socio, ambos reciben un descuento adicional de $250,000 MXN.',
      },
      {
        key: 'financiamiento',
        question: '¿Puedo financiar mi inversión?',
        answer: () => 'Sí. Ofrecemos esquemas de financiamiento de 12 a 36 meses.',
      },
      {
        key: 'plusvalia',
        question: '¿Qué plusvalía se espera?',
        answer: () =>
          'Estimamos una plusvalía de hasta 100% al momento de la entrega, frente al precio de preventa. Es una estimación, no un rendimiento garantizado.',
      },
      {
        key: 'calendario',
        question: '¿Cuándo inicia la construcción y cuándo se entrega?',
        answer: () => 'La construcción inicia en el segundo trimestre de 2025 y la entrega está prevista para el cuarto trimestre de 2026.',
      },
      {
        key: 'ubicacion',
        question: '¿Dónde se ubica el proyecto?',
        answer: () => 'En la Zona Metropolitana de Guadalajara, Jalisco.',
      },
    ],
  },
  cta: {
    title: 'Sé parte de los 150 socios fundadores',
    body: 'Asegura tu lugar en la preventa y accede a los precios y beneficios reservados para los socios fundadores.',
    apply: 'Quiero Formar Parte',
    depositNote: (amount: string | null) =>
      `Se requiere un depósito en garantía${amount ? ` de ${amount}` : ''}, 100% reembolsable y aplicable a tu inversión.`,
    depositLoading: 'Cargando el monto del depósito…',
  },
} as const;
