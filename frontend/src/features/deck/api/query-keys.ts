// Query keys of the deck feature: every key starts with 'deck'.
export const deckQueryKeys = {
  gate: ['deck', 'gate'] as const,
  slides: ['deck', 'slides'] as const,
};
