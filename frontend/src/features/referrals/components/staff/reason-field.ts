// The reason of an adjustment or a reversal: CreditAdjustmentDto / ReverseSaleCreditsDto ask for 5 to 300 characters.
export const REASON_MIN = 5;
export const REASON_MAX = 300;

export const textareaClassName =
  'block w-full rounded-md border border-graphite-600 bg-graphite-800 px-3 py-2.5 text-base text-white placeholder:text-zinc-400 ' +
  'focus-visible:border-white focus-visible:outline-2 focus-visible:outline-white aria-invalid:border-race-400';
